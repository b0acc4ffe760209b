#!/bin/sh
# Regenerates the generated cases of this folder (see SOURCES.md): sh testdata/poj3074/gen.sh
# random-<seed>: 10 puzzles sampled by src/gen/sudoku9.cpp from one shared corpus in
# ../shared/data/sudoku9 (odd seeds: put through a random symmetry); expected output: the plain
# backtracking solver src/brute/sudoku9.cpp. Also refreshes the bench copies in testdata/bench/.
set -eu
cd "$(dirname "$0")/../.."
D=testdata/poj3074
S=${SHARED:-../shared/data/sudoku9}
B=build/gen.$$
mkdir -p "$B"
trap 'rm -rf "$B"' EXIT
g++ -O2 -std=c++17 -o "$B/gen" src/gen/sudoku9.cpp
g++ -O2 -std=c++17 -o "$B/brute" src/brute/sudoku9.cpp
for s in $(seq 1 24); do
  if [ "$s" -le 6 ]; then c=17_clue
  elif [ "$s" -le 12 ]; then c=magictour_top1465
  elif [ "$s" -le 18 ]; then c=forum_hardest_1106
  else c=forum_hardest_1905_11plus; fi
  t=""; [ $((s % 2)) = 1 ] && t=-t
  "$B/gen" "$s" 10 $t "$S/$c.txt" > "$D/random-$s.in" 2> "$B/where"
  "$B/brute" < "$D/random-$s.in" > "$D/random-$s.out"
  if grep -q -v '^[1-9]\{81\}$' "$D/random-$s.out"; then echo "random-$s: a puzzle without exactly one solution" >&2; exit 1; fi
  echo "random-$s: $(tr '\n' ' ' < "$B/where")"
done
# puzzles with several solutions (checked by src/checkers/poj3074.cpp: any valid completion)
"$B/gen" 1 12 "$S/serg_benchmark.txt" > "$D/edge-multiple-solutions.in" 2> "$B/where"
"$B/brute" < "$D/edge-multiple-solutions.in" > "$D/edge-multiple-solutions.out"
echo "edge-multiple-solutions: $(tr '\n' ' ' < "$B/where")"
