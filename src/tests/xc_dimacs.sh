#!/bin/sh
# The DIMACS-like input of xc (problems/xc.cpp, `p xc N M` / `p xcc N M P`) against the oracle
# (src/brute/xcc.cpp --dimacs, its own reader) on random instances from src/gen/xc_dimacs.cpp,
# seeds 1..N (N = $XC_DIMACS_N, default 40): the count and the set of solutions (`--rows`), with
# the format guessed and with --format dimacs. Also: --format usage errors, --format dlx on a
# DIMACS file is rejected, --matrix and --format matrix agree.
# Builds its own binaries into $BUILD/tests (xc with the same flags as build/xc).
set -u
cd "$(dirname "$0")/../.." || exit 2
NAME=xc_dimacs; . src/tests/lib/xc_setup.sh
N=${XC_DIMACS_N:-40}
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
