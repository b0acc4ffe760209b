#!/bin/sh
# The DIMACS-like input of xc (problems/xc.cpp, `p xc N M` / `p xcc N M P`) against the oracle
# (src/brute/xcc.cpp --dimacs, its own reader) on random instances from src/gen/xc_dimacs.cpp,
# seeds 1..N (N = $XC_DIMACS_N, default 40): the count and the set of solutions (`--rows`), with
# the format guessed and with --format dimacs. Also: --format usage errors, --format dlx on a
# DIMACS file is rejected, --matrix and --format matrix agree.
# Builds its own binaries into $BUILD/tests (xc with the same flags as build/xc).
set -u
cd "$(dirname "$0")/../.." || exit 2
B=${BUILD:-build}/tests
N=${XC_DIMACS_N:-40}
mkdir -p "$B" || exit 2
T=$(mktemp -d "${TMPDIR:-/tmp}/xc_dimacs.XXXXXX") || exit 2
trap 'rm -rf "$T"' EXIT
CXX=${CXX:-g++}
W="-Wall -Wextra -Werror -O2"
XC=$B/xc_under_test
# shared with xc_cli.sh and xc_stress.sh: rebuilt only when problems/xc.cpp or the core is newer,
# under a temporary name then renamed (other runs in the same tree may be using it)
if ! { [ "$XC" -nt problems/xc.cpp ] && [ "$XC" -nt src/dlx_core.h ]; }; then
  $CXX -std=gnu++17 $W -pthread -I. -o "$XC.$$" problems/xc.cpp && mv -f "$XC.$$" "$XC" || { echo "cannot build problems/xc.cpp"; exit 1; }
fi
tool() { [ "$B/$1" -nt "$2" ] || { $CXX -std=c++17 $W -o "$B/$1.$$" "$2" && mv -f "$B/$1.$$" "$B/$1"; } || exit 1; }
tool xc_brute src/brute/xcc.cpp
tool xc_dimacs_gen src/gen/xc_dimacs.cpp
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

D=testdata/xc/dimacs-knuth-colors.in
for bad in "--format" "--format xml" "--format=" "--format=DLX"; do
  "$XC" $bad "$D" > "$T/o" 2> "$T/e"; rc=$?
  [ $rc = 2 ] && grep -q '^xc: .*(see xc --help)$' "$T/e" && [ ! -s "$T/o" ] || fail "'xc $bad': exit $rc, stderr '$(cat "$T/e")'"
done
"$XC" --format dlx "$D" > "$T/o" 2> "$T/e"; rc=$?
[ $rc = 2 ] || fail "--format dlx on a DIMACS file: exit $rc"
[ "$("$XC" --format=dimacs "$D")" = 1 ] || fail "--format=dimacs"
M=testdata/xc/matrix-p4929-sample-1.in
[ "$("$XC" --matrix --rows "$M")" = "$("$XC" --format matrix --rows "$M")" ] || fail "--matrix and --format matrix differ"
# the matrix format is never guessed: `3 3` read as a .dlx item line names item 3 twice
"$XC" "$M" > "$T/o" 2> "$T/e"; rc=$?
[ $rc = 2 ] && grep -q "^xc: item '3' declared twice at line 1" "$T/e" || fail "matrix file read as .dlx: exit $rc, $(cat "$T/e")"

seed=1
while [ "$seed" -le "$N" ]; do
  "$B/xc_dimacs_gen" "$seed" > "$T/in"
  "$B/xc_brute" --dimacs --list "$T/in" > "$T/brute" || fail "seed $seed: oracle failed"
  want=$(head -n 1 "$T/brute")
  tail -n +2 "$T/brute" > "$T/brute.rows"
  got=$("$XC" "$T/in"); rc=$?
  [ "$got" = "$want" ] || fail "seed $seed: count '$got', want $want"
  if [ "$want" = 0 ]; then [ $rc = 1 ] || fail "seed $seed: exit $rc"; else [ $rc = 0 ] || fail "seed $seed: exit $rc"; fi
  "$XC" --format dimacs --rows "$T/in" | "$B/xc_brute" --normalize > "$T/rows"
  cmp -s "$T/rows" "$T/brute.rows" || fail "seed $seed: --rows not the oracle's solutions"
  seed=$((seed + 1))
done
echo "$N instances, $fails failures"
[ "$fails" = 0 ]
