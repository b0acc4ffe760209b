#!/bin/sh
# The command-line convention of every tool (src/lib/options.h), for each problems/<tool>.cpp that
# is not a judge file (no judge on its ` * Submit as:` line, as `make install` picks them):
#   --help: usage on stdout (first line `usage: <tool>`), nothing on stderr, exit 0;
#   --version: `<tool> (DLX suite) V` with V the SUITE_VERSION of src/lib/options.h, exit 0;
#   --bogus, --first=1 (a flag with a value), --limit with no value, two FILE arguments: exit 2,
#     nothing on stdout, one line on stderr `<tool>: ... (see <tool> --help)`;
#   --limit K: K outside 0..999999999999999999 (or not a number) the same message in every tool;
#     K = 0 (no limit) and the largest K give the count;
#   FILE, `-` and standard input give the same answer on the tool's sample-1 case; a missing
#     FILE: exit 2 and one line `<tool>: cannot open '...': ...`;
#   --stats: the answer unchanged, one line `<tool>: N search nodes, T s (cpu C s)` on stderr;
#   the common spellings: --count is the default count of xc, polyomino, polycube and matching;
#     jigsaw and killer take --memo, --threads N and --parts K --part I as sudoku does (their
#     counting cases: the same counts, the parts adding up line by line);
# and `make install` with DESTDIR and PREFIX: every tool copied to <DESTDIR><PREFIX>/bin, the
# copies run, and `make uninstall` removes them (normal builds only: the install copies build/).
set -u
cd "$(dirname "$0")/../.." || exit 2
B=${BUILD:-build}
T=$(mktemp -d "${TMPDIR:-/tmp}/cli.XXXXXX") || exit 2
trap 'rm -rf "$T"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

tools=$(grep -LE '^ \* Submit as: (POJ|UVa|SPOJ|Luogu|LeetCode|HDU)' problems/*.cpp | sed 's|^problems/||; s|\.cpp$||')
version=$(sed -n 's/^#define SUITE_VERSION "\(.*\)"$/\1/p' src/lib/options.h)
[ -n "$version" ] || fail "no SUITE_VERSION in src/lib/options.h"
targets=""; for t in $tools; do targets="$targets $B/$t"; done
./run_tests.sh --make $targets || { echo "cannot build the tools"; exit 1; }

# usage_error TOOL ARGS...: exit 2, stdout empty, one stderr line ending in (see TOOL --help)
usage_error() {
  t=$1; shift
  "$B/$t" "$@" < /dev/null > "$T/o" 2> "$T/e"; rc=$?
  [ $rc = 2 ] && [ ! -s "$T/o" ] && [ "$(wc -l < "$T/e")" = 1 ] && grep -q "^$t: .* (see $t --help)\$" "$T/e" ||
    fail "'$t $*': exit $rc, stdout $(wc -c < "$T/o") bytes, stderr '$(cat "$T/e")'"
}

for t in $tools; do
  x=$B/$t
  "$x" --help > "$T/o" 2> "$T/e"; rc=$?
  [ $rc = 0 ] && [ -s "$T/o" ] && [ ! -s "$T/e" ] && head -n 1 "$T/o" | grep -q "^usage: $t " ||
    fail "$t --help: exit $rc, stdout '$(head -n 1 "$T/o")', stderr '$(cat "$T/e")'"
  # the common options are in every usage text
  for o in --help --version FILE; do grep -q -- "$o" "$T/o" || fail "$t --help does not mention $o"; done
  "$x" --version > "$T/o" 2> "$T/e"; rc=$?
  [ $rc = 0 ] && [ "$(cat "$T/o")" = "$t (DLX suite) $version" ] && [ ! -s "$T/e" ] ||
    fail "$t --version: exit $rc, '$(cat "$T/o")', want '$t (DLX suite) $version'"
  usage_error "$t" --bogus
  grep -qx "$t: unknown option --bogus (see $t --help)" "$T/e" || fail "$t --bogus: '$(cat "$T/e")'"
  usage_error "$t" --first=1
  usage_error "$t" --limit
  usage_error "$t" --threads x
  usage_error "$t" a b
  # a missing FILE
  "$x" "$T/no-such-file" > "$T/o" 2> "$T/e"; rc=$?
  [ $rc = 2 ] && [ "$(wc -l < "$T/e")" = 1 ] && grep -q "^$t: cannot open '.*no-such-file'" "$T/e" ||
    fail "$t missing FILE: exit $rc, stderr '$(cat "$T/e")'"
  # FILE, - and standard input: the same answer
  c=""
  for f in testdata/$t/sample-1.in testdata/$t/*.in; do
    [ -f "$f" ] && [ ! -f "${f%.in}.args" ] && [ ! -f "${f%.in}.err" ] && { c=$f; break; }
  done
  if [ -z "$c" ]; then fail "$t: no case without .args/.err in testdata/$t"; continue; fi
  "$x" < "$c" > "$T/stdin" 2>&1; r0=$?
  "$x" "$c" > "$T/file" 2>&1; r1=$?
  "$x" - < "$c" > "$T/dash" 2>&1; r2=$?
  [ -s "$T/stdin" ] && [ $r0 = $r1 ] && [ $r0 = $r2 ] && cmp -s "$T/stdin" "$T/file" && cmp -s "$T/stdin" "$T/dash" ||
    fail "$t: FILE ($r1), - ($r2) and stdin ($r0) differ on $c"
  # the option after the FILE argument works as well
  "$x" "$c" --help > "$T/o" 2>&1 && head -n 1 "$T/o" | grep -q "^usage: $t " || fail "$t FILE --help"
  # --limit K: one range in every tool, 0 (no limit) .. 999999999999999999 (src/lib/numbers.h),
  # one message outside it; at both ends the answer is the count (the samples have fewer
  # solutions than 10^18)
  for v in x -1 1000000000000000000 99999999999999999999999 1e3 ""; do
    usage_error "$t" --limit "$v"
    grep -qx "$t: option --limit wants a whole number from 0 (no limit) to 999999999999999999, not '$v' (see $t --help)" "$T/e" ||
      fail "$t --limit '$v': '$(cat "$T/e")'"
  done
  "$x" --count "$c" > "$T/count" 2>&1 || fail "$t --count $c"
  for v in 0 999999999999999999 000000000000000000000000999999999999999999; do
    "$x" --limit $v "$c" > "$T/o" 2>&1 && cmp -s "$T/o" "$T/count" || fail "$t --limit $v on $c: not the count"
  done
done

# --stats (the tools without their own, xc's: src/tests/xc_cli.sh): the answer unchanged, one line
# `<tool>: N search nodes, T s (cpu C s)` on stderr, N > 0 on the sample; with --threads 2 too.
# killer and groups first write a line per case naming the search that ran (one case here).
for t in $tools; do
  [ "$t" = xc ] && continue
  c=testdata/$t/sample-1.in
  [ -f "$c" ] || continue
  n=1; case $t in killer|groups) n=2 ;; esac
  for th in "" "--count --threads 2"; do
    "$B/$t" $th "$c" > "$T/plain" 2> /dev/null
    "$B/$t" $th --stats "$c" > "$T/o" 2> "$T/e"
    cmp -s "$T/plain" "$T/o" && [ "$(wc -l < "$T/e")" = $n ] &&
      { [ $n = 1 ] || head -n 1 "$T/e" | grep -q "^$t: \(\(dc search (domain consistency)\|links search\): [0-9]* options, [0-9]* nodes\|propagator search: [0-9]* nodes, [0-9]* implied sums;\)"; } &&
      tail -n 1 "$T/e" | grep -q "^$t: [1-9][0-9]* search nodes, [0-9.]* s (cpu [0-9.]* s)\$" ||
      fail "$t $th --stats on $c: stderr '$(cat "$T/e")'"
  done
done

# --count is the default count (the tools that count by default)
for t in xc polyomino polycube matching; do
  c=testdata/$t/sample-1.in
  [ -x "$B/$t" ] && [ -f "$c" ] || continue
  [ "$("$B/$t" --count "$c")" = "$("$B/$t" "$c")" ] || fail "$t --count differs from the default on $c"
done

# jigsaw and killer: --memo, --threads 2, --parts 3 give the counts of --count (line by line)
for c in testdata/jigsaw/random-count testdata/killer/random-full-count testdata/killer/random-full-count-xcc; do
  t=${c#testdata/}; t=${t%%/*}
  args=$(cat "$c.args")
  # (the xcc encoding's memoized count takes 1.8 s: once, and its parts by --count only)
  for extra in "--memo" "--count --threads 2" "--memo --parts 1 --part 0"; do
    case "$args $extra" in *--xcc*--memo\ --parts*) continue ;; esac
    "$B/$t" $args $extra < "$c.in" > "$T/o" 2> "$T/e" && cmp -s "$T/o" "$c.out" ||
      fail "$t $args $extra on $c.in: $(head -c 200 "$T/e")"
  done
  for m in --count --memo; do
    case "$args $m" in *--xcc*--memo) continue ;; esac
    : > "$T/sum"
    for i in 0 1 2; do "$B/$t" $args $m --parts 3 --part $i < "$c.in" > "$T/p$i" || fail "$t $m --parts 3 --part $i"; done
    paste -d ' ' "$T/p0" "$T/p1" "$T/p2" | awk '{ print $1 + $2 + $3 }' > "$T/sum"
    cmp -s "$T/sum" "$c.out" || fail "$t $args $m --parts 3: the parts do not add up to $c.out"
  done
done
usage_error jigsaw --threads 2
usage_error killer --parts 2 --part 5 --count

# make install with DESTDIR and PREFIX; the installed tools run, and make uninstall removes them
if [ "$B" = build ]; then
  unset MAKEFLAGS MFLAGS MAKELEVEL
  # (one install with both: each make here takes about 1.8 s)
  make -s install DESTDIR="$T/dest" PREFIX=/opt/dlx > "$T/log" 2>&1 || fail "make install DESTDIR PREFIX: $(tail -n 3 "$T/log")"
  d=$T/dest/opt/dlx/bin
  for t in $tools; do
    [ -x "$d/$t" ] && [ "$("$d/$t" --version)" = "$t (DLX suite) $version" ] || fail "installed $d/$t does not run"
  done
  n=$(ls "$d" | wc -l)
  [ "$n" = "$(echo $tools | wc -w)" ] || fail "make install put $n files into DESTDIR/PREFIX/bin, want the $(echo $tools | wc -w) tools"
  make -s uninstall DESTDIR="$T/dest" PREFIX=/opt/dlx > /dev/null 2>&1
  [ -z "$(ls "$d")" ] || fail "make uninstall left $(ls "$d")"
else
  echo "make install: not checked in $B (it installs the normal build)"
fi
echo "$fails failures"
[ "$fails" = 0 ]
