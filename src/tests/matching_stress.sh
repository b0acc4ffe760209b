#!/bin/sh
# Stress problems/matching.cpp against the brute-force oracle src/brute/matching.cpp on random
# graphs (src/gen/random_graph.cpp) and grid graphs with random edges left out
# (src/gen/grid_graph.cpp): counts must agree; --print and --first outputs must pass
# src/checkers/matching.cpp. N=<seeds> (default 12), SEED0 (default 1000).
set -u
cd "$(dirname "$0")/../.." || exit 3
N=${N:-12}; SEED0=${SEED0:-1000}
T=${TMPDIR:-/tmp}/matching_stress.$$
mkdir -p "$T" || exit 3
trap 'rm -rf "$T"' EXIT
B=${BUILD:-build}
# reuse the harness's binaries when they are up to date (run_tests.sh builds checkers first)
use() {  # use NAME BINARY SOURCE: link BINARY as $T/NAME if newer than SOURCE, else compile
  if [ -x "$2" ] && [ "$2" -nt "$3" ] && [ "$2" -nt src/dlx_core.h ]; then ln -s "$(pwd)/$2" "$T/$1"; else g++ -std=gnu++17 -O2 -pthread -I. -o "$T/$1" "$3"; fi
}
use solver "$B/matching" problems/matching.cpp &&
g++ -std=c++17 -Wall -Wextra -Werror -O2 -o "$T/brute" src/brute/matching.cpp &&
g++ -std=c++17 -Wall -Wextra -Werror -O2 -o "$T/rg" src/gen/random_graph.cpp &&
g++ -std=c++17 -Wall -Wextra -Werror -O2 -o "$T/gg" src/gen/grid_graph.cpp &&
use check "$B/checkers/matching" src/checkers/matching.cpp || { echo "build failed"; exit 1; }
bad=0; s=$SEED0
while [ $s -lt $((SEED0 + N)) ]; do
  if [ $((s % 2)) = 0 ]; then "$T/rg" $s 14 > "$T/case.in"; else "$T/gg" $s $((2 + s % 4)) $((2 + s % 5)) 25 > "$T/case.in"; fi
  want=$("$T/brute" < "$T/case.in"); got=$("$T/solver" < "$T/case.in")
  [ "$got" = "$want" ] || { echo "seed $s: solver $got, brute $want"; bad=$((bad + 1)); }
  for o in --print --first; do
    echo $o > "$T/case.args"
    "$T/solver" $o < "$T/case.in" > "$T/got"; "$T/brute" $o < "$T/case.in" > "$T/want"
    "$T/check" "$T/case.in" "$T/got" "$T/want" > "$T/chk" 2>&1 || { echo "seed $s $o: $(cat "$T/chk")"; bad=$((bad + 1)); }
  done
  s=$((s + 1))
done
echo "matching stress: $N graphs (seeds $SEED0..$((s - 1))), $bad failures"
[ $bad = 0 ]
