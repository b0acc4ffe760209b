#!/bin/sh
# Stress problems/hdu2295.cpp against the oracle src/brute/hdu2295.cpp on random small cases
# from src/gen/hdu2295.cpp (every kind; 50 cases a file, N and M up to 9, coordinates 0..1000 or
# 0..12): the answers must be identical; the oracle answers every file twice (subset enumeration
# and its set-cover search) and the two must agree too. N=<seeds> (default 3; 11 files of 50 cases each), SEED0 (default 1).
set -u
cd "$(dirname "$0")/../.." || exit 3
N=${N:-3}; SEED0=${SEED0:-1}
T=$(mktemp -d "${TMPDIR:-/tmp}/hdu2295_stress.XXXXXX") || exit 3
trap 'rm -rf "$T"' EXIT
B=${BUILD:-build}
./run_tests.sh --make "$B/hdu2295" > "$T/make.log" 2>&1 || { cat "$T/make.log"; echo "cannot build the task"; exit 1; }
g++ -std=c++17 -Wall -Wextra -Werror -O1 -o "$T/brute" src/brute/hdu2295.cpp &&
g++ -std=c++17 -Wall -Wextra -Werror -O1 -I. -o "$T/gen" src/gen/hdu2295.cpp || { echo "build failed"; exit 1; }
kinds="random small clusters collinear dupcities dupstations onstation onestation grid ring mixed"
bad=0 s=$SEED0 cases=0
while [ $s -lt $((SEED0 + N)) ]; do
  for kind in $kinds; do
    "$T/gen" "$s" "$kind" 50 $((1 + s % 9)) $((1 + (s * 7 + ${#kind}) % 9)) > "$T/in"
    "$T/brute" subsets < "$T/in" > "$T/want"; "$T/brute" search < "$T/in" > "$T/want2"
    "$B/hdu2295" < "$T/in" > "$T/got" 2> "$T/err"
    cmp -s "$T/want" "$T/want2" || { echo "seed $s $kind: the oracle's two methods disagree"; bad=$((bad + 1)); }
    cmp -s "$T/want" "$T/got" || { echo "seed $s $kind: task and oracle differ"; diff "$T/want" "$T/got" | head -4; bad=$((bad + 1)); }
    cases=$((cases + 50))
  done
  s=$((s + 1))
done
echo "hdu2295 stress: $cases cases (seeds $SEED0..$((s - 1))), $bad failures"
[ $bad = 0 ]
