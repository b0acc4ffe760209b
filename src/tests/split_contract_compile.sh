#!/bin/sh
# The split driver's engine contract is checked by the compiler (src/engine/split.h,
# SplitContract<E>::check(), run by SplitDriver's constructor): a stand-in engine with every
# required member compiles into a driver; the same engine without row_of(), with
# next() taking an int, with a flag of 2, or declaring HAS_MEMO without count_memo() does not,
# and the compiler names what is wrong. (Before the check, a driver built on such an engine
# compiled until a call of the missing member was instantiated.)
set -u
cd "$(dirname "$0")/../.." || exit 2
CXX=${CXX:-g++}
T=$(mktemp -d "${TMPDIR:-/tmp}/split_contract.XXXXXX") || exit 2
trap 'rm -rf "$T"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
cat > "$T/fake.cpp" <<'END'
#include "src/engine/split.h"
#ifndef FAKE_MEMO
#define FAKE_MEMO 0
#endif
struct Fake {
    enum { EXCLUDES_TRIED = 0, HAS_BULK = 0, HAS_BOUNDS = 0, HAS_EXPLORED = 0, HAS_RESUME = 0, HAS_MEMO = FAKE_MEMO };
    bool select_row(int) { return false; }
    void unselect_last() {}
    int choose_item() const { return 0; }
    int item_len(int) const { return 0; }
    int first_in(int i) const { return i; }
    int next_in(int p) const { return p; }
#ifndef FAKE_NO_ROW_OF
    int row_of(int p) const { return p; }
#endif
    void begin(int) {}
#ifdef FAKE_NEXT_INT
    int next(int) { return DLX::DONE; }
#else
    int next(uint64_t) { return DLX::DONE; }
#endif
    void end_search() {}
    uint64_t node_count() const { return 0; }
    uint64_t update_count() const { return 0; }
};
int main() {
    Split o;
    SplitDriver<Fake> r(o);
    return r.lacks() != 0;
}
END
# compiles DIALECT FLAGS...: 0 if it compiles (errors into $T/err)
compiles() { d=$1; shift; $CXX -std="$d" -Wall -Wextra -Werror -I. -fsyntax-only "$@" "$T/fake.cpp" > "$T/err" 2>&1; }
compiles c++17 || fail "the complete stand-in engine does not compile: $(head -n 5 "$T/err")"
refused() {  # refused WHAT WORD FLAGS...: the variant must not compile, its errors naming WORD
  what=$1 word=$2; shift 2
  if compiles c++17 "$@"; then fail "$what: compiles"
  elif ! grep -q "$word" "$T/err"; then fail "$what: the errors do not name $word: $(head -n 5 "$T/err")"; fi
}
refused "without row_of()" row_of -DFAKE_NO_ROW_OF
refused "next(int)" next -DFAKE_NEXT_INT
refused "HAS_MEMO = 2" SplitFlagValue -DFAKE_MEMO=2
refused "HAS_MEMO without count_memo()" count_memo -DFAKE_MEMO=1
[ $fails = 0 ] && echo "split_contract_compile: a complete engine compiles; 4 incomplete ones are refused by name"
[ $fails = 0 ]
