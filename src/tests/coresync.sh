#!/bin/sh
# src/tools/coresync (make sync, and the first check of run_tests.sh) on scratch trees. The
# expectations, each on copies of the committed judge files and canonical files:
#  - the committed files pass; for every label, a copy changed by one byte fails (exit 1) naming
#    that file alone, the label and `make sync`, and `write` puts it back byte for byte;
#  - a stale hash alone fails the same way; `write` mends it;
#  - a canonical file changed: every copy fails, each named; `write` pastes the new text and hash
#    (the hash as sha256sum prints it) and leaves the text outside the regions as it was; the old
#    canonical text written back gives the committed files byte for byte;
#  - a new canonical file and label need only marker lines: `write` fills a region with a
#    placeholder hash, then it passes;
#  - a file with no region, a BEGIN without its END, an END alone, a malformed BEGIN line, a label
#    naming two paths, a canonical path outside the tree, a canonical file with a quoted #include:
#    each fails naming the file, and `write` leaves it as it was.
# They hold for the real tool, and each broken build of it below (src/tools/mutate) must break at
# least one of them: so this test can fail.
set -u
export LC_ALL=C
cd "$(dirname "$0")/../.." || exit 2
B=${BUILD:-build}
./run_tests.sh --make "$B/tools/coresync" "$B/tools/mutate" || exit 2
T=$(mktemp -d "${TMPDIR:-/tmp}/coresync.XXXXXX") || exit 2
trap 'rm -rf "$T"' EXIT
J=$(grep -lE '^ \* Submit as: (POJ|UVa|SPOJ|Luogu|LeetCode|HDU)' problems/*.cpp)
canon_of() { sed -n 's|^// ==== BEGIN .* (\([^ ]*\) sha256:[0-9a-f]*) -- edit .*|\1|p' "$@" | sort -u; }
labels=$(sed -n 's|^// ==== BEGIN \(.*\) ([^ ]* sha256:[0-9a-f]*) -- edit .*|\1|p' $J | sort -u)
[ "$(echo "$labels" | wc -l)" -ge 3 ] || { echo "FAIL: want 3 labels or more in the judge files, have: $labels"; exit 1; }
W=$T/w

# expect TOOL [first]: every expectation with TOOL; one line per one that does not hold; status:
# their number. With `first` (the broken builds), it stops at the end of the first part that broke
# one (a broken build needs to break one; the real tool goes through all)
expect() {
  tool=$1 bad=0 first=${2:-}
  broke() { [ -n "$first" ] && [ $bad -gt 0 ]; }
  no() { echo "  $*"; bad=$((bad + 1)); }
  run() { ( cd "$W" && "$tool" "$@" ) > "$T/out" 2>&1; }
  named() { grep -o '^problems/[^:]*' "$T/out" | sort -u | tr '\n' ' '; }
  rm -rf "$W"; mkdir -p "$W/problems"
  cp $J "$W/problems/"
  for c in $(canon_of $J); do mkdir -p "$W/$(dirname "$c")" && cp "$c" "$W/$c"; done
  run check $J || no "the committed judge files fail: $(head -n 3 "$T/out")"

  # a copy of each label changed by one byte (its first 'n' after the BEGIN line)
  ifs=$IFS IFS='
'
  for label in $labels; do
    IFS=$ifs
    broke && break
    v=$(grep -lF "// ==== BEGIN $label (" $J | head -n 1)
    awk -v L="// ==== BEGIN $label (" 's == 1 && /^\/\/ ==== END / { s = 2 }
      s == 1 && /n/ { sub(/n/, "m"); s = 2 }
      s == 0 && index($0, L) == 1 { s = 1 } { print }' "$v" > "$W/$v"
    cmp -s "$v" "$W/$v" && no "$label: the scratch copy of $v did not change"
    run check $J; rc=$?
    [ $rc = 1 ] || no "$label: a changed copy in $v: exit $rc, want 1"
    [ "$(named)" = "$v " ] || no "$label: a changed copy in $v: named '$(named)', want '$v '"
    grep -F "$label" "$T/out" | grep -q 'make sync' || no "$label: no line naming $label and make sync: $(head -n 2 "$T/out")"
    run write $J || no "$label: write failed: $(head -n 2 "$T/out")"
    cmp -s "$v" "$W/$v" || no "$label: write did not put $v back"
    run check $J || no "$label: after write, check fails: $(head -n 2 "$T/out")"
  done
  IFS=$ifs
  broke && return $bad

  # a stale hash alone
  v=$(echo $J | cut -d' ' -f1)
  awk '!d && sub(/ sha256:[0-9a-f]+\)/, " sha256:000000000000)") { d = 1 } { print }' "$v" > "$W/$v"
  run check $J; rc=$?
  [ $rc = 1 ] && [ "$(named)" = "$v " ] && grep -q 'stale.*make sync' "$T/out" ||
    no "a stale hash in $v: exit $rc, named '$(named)': $(head -n 2 "$T/out")"
  run write $J; cmp -s "$v" "$W/$v" || no "write did not mend the stale hash of $v"

  broke && return $bad
  # each canonical file changed
  for c in $(canon_of $J); do
    broke && return $bad
    printf '/* one more line */\n' >> "$W/$c"
    h=$(sha256sum "$W/$c" | cut -c1-12)
    users=$(grep -lF "($c sha256:" $J | tr '\n' ' ')
    run check $J; rc=$?
    [ $rc = 1 ] && [ "$(named)" = "$users" ] || no "$c changed: exit $rc, named '$(named)', want '$users'"
    run write $J || no "$c changed: write failed: $(head -n 2 "$T/out")"
    for f in $users; do
      # the file as it should be: the new hash on the BEGIN line, the new line before the END line
      awk -v C="($c sha256:" -v H="$h" 'index($0, C) && /^\/\/ ==== BEGIN / { s = 1; sub(/sha256:[0-9a-f]+/, "sha256:" H) }
        s == 1 && /^\/\/ ==== END / { print "/* one more line */"; s = 0 } { print }' "$f" > "$T/want"
      cmp -s "$T/want" "$W/$f" || no "$c changed: $f after write is not the committed file with the new text and hash $h"
    done
    run check $J || no "$c changed: after write, check fails: $(head -n 2 "$T/out")"
    cp "$c" "$W/$c"
    run write $J
    for f in $J; do cmp -s "$f" "$W/$f" || no "$c back as committed: write did not give $f back"; done
  done

  broke && return $bad
  # a new canonical file and a new label: marker lines only
  mkdir -p "$W/src/other"
  printf 'struct Extra { int x; };' > "$W/src/other/extra.h"
  h=$(sha256sum "$W/src/other/extra.h" | cut -c1-12)
  b='// ==== BEGIN EXTRA BLOCK (src/other/extra.h sha256:'
  e=') -- edit src/other/extra.h, then make sync ===='
  printf '/* a new file */\n%s000000000000%s\n// ==== END EXTRA BLOCK ====\nint main() { return 0; }\n' "$b" "$e" > "$W/problems/new.cpp"
  printf '/* a new file */\n%s%s%s\nstruct Extra { int x; };\n// ==== END EXTRA BLOCK ====\nint main() { return 0; }\n' "$b" "$h" "$e" > "$T/want"
  run check problems/new.cpp; rc=$?
  [ $rc = 1 ] && [ "$(named)" = "problems/new.cpp " ] && grep -q 'EXTRA BLOCK.*make sync' "$T/out" ||
    no "a new label before write: exit $rc: $(head -n 2 "$T/out")"
  run write problems/new.cpp
  cmp -s "$T/want" "$W/problems/new.cpp" || no "a new label: write did not fill the region: $(cat "$W/problems/new.cpp")"
  run check problems/new.cpp $J || no "a new label: after write, check fails: $(head -n 2 "$T/out")"

  broke && return $bad
  # malformed files (and the file above for the label that names two paths)
  printf 'int x;\n' > "$W/problems/m1.cpp"
  { cat "$T/want"; printf '%s000000000000%s\nint x;\n' "$b" "$e"; } > "$W/problems/m2.cpp"  # a second region, no END
  printf 'int x;\n// ==== END DLX CORE ====\n' > "$W/problems/m3.cpp"
  printf '// ==== BEGIN DLX CORE (src/dlx_core.h) -- edit src/dlx_core.h, then make sync ====\n// ==== END DLX CORE ====\n' > "$W/problems/m4.cpp"
  printf '%s\n// ==== END EXTRA BLOCK ====\n' "$(echo "$b" | sed 's|src/other/extra.h|src/dlx_core.h|')000000000000$e" > "$W/problems/m5.cpp"
  printf '// ==== BEGIN UP (../up.h sha256:000000000000) -- edit ../up.h, then make sync ====\n// ==== END UP ====\n' > "$W/problems/m6.cpp"
  printf '#include <cstdio>\n  #  include "src/dlx_core.h"\n' > "$W/src/other/inc.h"
  printf '// ==== BEGIN INC (src/other/inc.h sha256:000000000000) -- edit src/other/inc.h, then make sync ====\n// ==== END INC ====\n' > "$W/problems/m7.cpp"
  for k in 1 2 3 4 5 6 7; do
    m=problems/m$k.cpp
    cp "$W/$m" "$T/before"
    if [ $k = 5 ]; then run check problems/new.cpp $m; else run check $m; fi; rc=$?
    [ $rc = 1 ] && [ "$(named)" = "$m " ] || no "malformed $m: exit $rc, named '$(named)': $(head -n 2 "$T/out")"
    if [ $k = 5 ]; then run write problems/new.cpp $m; else run write $m; fi
    cmp -s "$T/before" "$W/$m" || no "malformed $m: write changed it"
  done
  return $bad
}

fails=0
expect "$(pwd)/$B/tools/coresync" > "$T/real.log"; n=$?
if [ $n != 0 ]; then echo "FAIL: src/tools/coresync breaks $n expectations:"; cat "$T/real.log"; fails=1; fi

# broken builds: NAME OLD NEW (src/tools/coresync.cpp with OLD replaced by NEW); the broken_more
# ones only with CORESYNC_ALL=1 (`make stress`: each build is a second of the test command)
nbroken=0
broken_more() { [ "${CORESYNC_ALL:-0}" = 1 ] || return 0; broken "$@"; }
broken() {
  nbroken=$((nbroken + 1))
  "$B/tools/mutate" src/tools/coresync.cpp "$T/$1.cpp" "$2" "$3" > "$T/mutate.log" 2>&1 ||
    { echo "FAIL: broken $1: $(cat "$T/mutate.log") (update src/tests/coresync.sh)"; fails=1; return; }
  ${CXX:-g++} -std=c++17 -O0 -o "$T/$1" "$T/$1.cpp" 2> "$T/$1.log" ||
    { echo "FAIL: broken $1 does not build:"; head -n 5 "$T/$1.log"; fails=1; return; }
  expect "$T/$1" first > "$T/$1.log"; n=$?
  if [ $n = 0 ]; then echo "FAIL: broken $1 (coresync $4) passed every expectation"; fails=1
  else echo "broken $1 caught ($n expectations broken; the first:$(head -n 1 "$T/$1.log"))"; fi
}
broken only-core 'bool same_text = text.compare(' 'bool same_text = label != "DLX CORE" || text.compare(' \
  'compares only the DLX CORE regions'
broken no-hash 'bool same_begin = l == want;' 'bool same_begin = true;' 'ignores the hash'
broken_more write-keeps-body 'c.text + end_line(label);' 'text.substr(body, end_p - body) + end_line(label);' \
  'write leaves the text of a region'
broken_more no-region-ok 'if (regions == 0) {' 'if (false) {' 'passes a file without a region'
broken unterminated-ok 'if (end_p == std::string::npos) {' 'if (end_p == std::string::npos) { p = text.size(); continue; } if (false) {' \
  'passes a BEGIN without its END'
[ $fails = 0 ] && echo "coresync: $(echo "$labels" | wc -l) labels, every expectation holds; $nbroken broken builds caught"
exit $fails
