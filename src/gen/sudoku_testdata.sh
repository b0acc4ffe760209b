#!/bin/sh
# Regenerates the generated cases of testdata/sudoku, testdata/jigsaw and testdata/killer.
# Expected outputs come from src/brute/sudoku_any.cpp (counts, `unique`...) or from the generators'
# --solutions (the grid each puzzle was cut from: a valid answer; the checkers in src/checkers accept
# any valid solution). Never from the solvers under test. Usage: sh src/gen/sudoku_testdata.sh
set -eu
cd "$(dirname "$0")/../.."
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
for p in gen/sudoku_any gen/jigsaw gen/killer brute/sudoku_any; do
  g++ -O2 -std=c++17 -o "$T/$(echo $p | tr / _)" "src/$p.cpp"
done
GS=$T/gen_sudoku_any GJ=$T/gen_jigsaw GK=$T/gen_killer B=$T/brute_sudoku_any

# sud NAME "GEN ARGS" MODE...  (MODE: first = generator solutions; else brute with those options)
sud() {
  name=$1 gargs=$2; shift 2
  f=testdata/sudoku/$name
  $GS $gargs > $f.in
  rm -f $f.args
  if [ "$1" = first ]; then $GS $gargs --solutions > $f.out
  else echo "$*" > $f.args; $B sudoku "$@" < $f.in > $f.out; fi
}
sud random-4x4-count "11 2 40 10" --count
sud random-4x4-grid-first "12 2 20 12 grid" first
sud random-9x9-count "13 3 30 50" --count
sud random-9x9-first "14 3 30 60" first
sud random-9x9-unique "15 3 30 45" --unique
sud random-16x16-count "16 4 10 130" --count
sud random-16x16-grid-letters-first "17 4 5 150 grid letters" first
sud random-16x16-first "18 4 5 140" first
sud random-16x16-limit "19 4 5 140 grid letters" --limit 50
sud random-25x25-first "20 5 4 300" first
sud random-25x25-grid-letters-first "21 5 2 300 grid letters" first
sud random-25x25-count "22 5 5 70 letters" --count
sud random-36x36-first "23 6 2 500" first
sud random-36x36-grid-first "24 6 1 500 grid" first
sud random-36x36-count "25 6 2 110" --count

# jig NAME "GEN ARGS" MODE...
jig() {
  name=$1 gargs=$2; shift 2
  f=testdata/jigsaw/$name
  $GJ $gargs > $f.in
  rm -f $f.args
  if [ "$1" = first ]; then $GJ $gargs --solutions > $f.out
  else echo "$*" > $f.args; $B jigsaw "$@" < $f.in > $f.out; fi
}
jig random-first "31 30 55" first
jig random-string-first "32 20 60 --string" first
jig random-count "33 30 58" --count
jig random-unique "34 30 52 --string" --unique
jig random-limit "35 10 64" --limit 20

# kil NAME "GEN ARGS" MODE...
kil() {
  name=$1 gargs=$2; shift 2
  f=testdata/killer/$name
  $GK $gargs > $f.in
  rm -f $f.args
  if [ "$1" = first ]; then $GK $gargs --solutions > $f.out
  else echo "$*" > $f.args; $B killer "$@" < $f.in > $f.out; fi
}
kil random-full-first "41 20 100 0 5" first
kil random-full-count "42 20 100 0 5" --count
kil random-partial-first "43 20 70 0 4" first
kil random-partial-count "44 20 60 6 5" --count
kil random-bigcages-count "45 10 100 8 9" --count
kil random-unique "46 20 100 0 6" --unique
kil random-limit "47 10 80 0 5" --limit 3
# the same puzzles through the other two cage encodings
for e in sets xcc; do
  cp testdata/killer/random-full-count.in testdata/killer/random-full-count-$e.in
  cp testdata/killer/random-full-count.out testdata/killer/random-full-count-$e.out
  echo "--count --$e" > testdata/killer/random-full-count-$e.args
  cp testdata/killer/random-partial-count.in testdata/killer/random-partial-count-$e.in
  cp testdata/killer/random-partial-count.out testdata/killer/random-partial-count-$e.out
  echo "--count --$e" > testdata/killer/random-partial-count-$e.args
done
echo done
