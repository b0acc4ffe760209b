#!/bin/sh
# Writes testdata/groups/random-*: generated puzzles of every kind (src/gen/groups.cpp) with the
# answers of the oracle src/brute/groups.cpp (never of groups itself).
#   random-<kind>.in/.out         the first seed from 1 whose puzzle the oracle finds unique; .out =
#                                 the oracle's solution
#   random-<kind>-count.in/.out   --count: the oracle's count of the puzzle of seed 1
# Run from the repository root: sh src/gen/groups_testdata.sh
set -u
T=${TMPDIR:-/tmp}/groups_testdata.$$
mkdir -p "$T" || exit 2
trap 'rm -rf "$T"' EXIT
g++ -std=c++17 -O2 -o "$T/gen" src/gen/groups.cpp && g++ -std=c++17 -O2 -o "$T/brute" src/brute/groups.cpp || exit 2
D=testdata/groups
unique() {  # unique NAME KIND-ARGS...: the first unique puzzle
  name=$1; shift
  s=1
  while [ $s -le 300 ]; do
    "$T/gen" $s "$@" > "$T/p.in" 2> /dev/null &&
      [ "$(timeout 60 "$T/brute" --unique < "$T/p.in")" = unique ] && break
    s=$((s + 1))
  done
  [ $s -le 300 ] || { echo "$name: no unique puzzle"; return; }
  cp "$T/p.in" "$D/random-$name.in"
  "$T/brute" < "$D/random-$name.in" > "$D/random-$name.out"
  echo "$name: seed $s"
}
counted() {  # counted NAME KIND-ARGS...: the count of seed 1's puzzle
  name=$1; shift
  "$T/gen" 1 "$@" > "$D/random-$name-count.in" &&
    timeout 120 "$T/brute" --count < "$D/random-$name-count.in" > "$D/random-$name-count.out" &&
    echo --count > "$D/random-$name-count.args" && echo "$name-count: $(cat "$D/random-$name-count.out")"
}
unique sudoku6 sudoku 2 3 45
unique sudoku6x2 sudoku 3 2 45
unique sudoku8 sudoku 2 4 50
unique sudoku12 sudoku 3 4 60
unique sudoku16 sudoku 4 4 65
unique x9 x 3 40
unique windoku windoku 35
unique samurai samurai 9 45
unique jigsaw9 jigsaw 9 40
unique jigsaw7 jigsaw 7 40
unique killer6 killer 2 3 10
unique killer9 killer 3 3 20
unique cross cross 20
unique kakuro kakuro 5 6
unique latin7 latin 7 45
counted sudoku6 sudoku 2 3 25
counted x9 x 3 35
counted windoku windoku 25
counted samurai samurai 9 40
counted jigsaw7 jigsaw 7 25
counted killer6 killer 2 3 0
counted cross cross 0
counted kakuro kakuro 5 6
counted partial partial
