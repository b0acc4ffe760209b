#!/bin/sh
# Speed of the sudoku variants: ms per puzzle, each input repeated or generated so that a
# run lasts long enough to time. One line per measurement:
#   variants <what> <ms> ms/puzzle n=<puzzles> cpu=<ms>ms/puzzle [more]
# (wall-clock ms, then the CPU time user+sys of the run, which a busy machine inflates less)
# Needs `make` first (build/sudoku, build/jigsaw, build/killer); compiles the generators itself.
set -u
cd "$(dirname "$0")/../.." || exit 2
for b in sudoku jigsaw killer; do
  [ -x build/$b ] || { echo "variants: build/$b missing (run make)"; exit 1; }
done
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
g++ -O2 -std=c++17 -o "$T/gen_sudoku" src/gen/sudoku_any.cpp || exit 1
g++ -O2 -std=c++17 -o "$T/gen_jigsaw" src/gen/jigsaw.cpp || exit 1

# repeat FILE N > OUT
repeat() { i=0; while [ $i -lt "$2" ]; do cat "$1"; i=$((i + 1)); done; }
# child_us: c_us = user+sys CPU microseconds used so far by finished children (`times` builtin)
to_us() {  # XmY.ZZZs -> microseconds
  t_m=${1%%m*}; t_s=${1#*m}; t_s=${t_s%s}
  t_i=${t_s%%.*}; t_f=${t_s#*.}; [ "$t_f" = "$t_s" ] && t_f=0
  t_f=${t_f}000000; t_f=$(printf '%.6s' "$t_f")
  echo $(( t_m * 60000000 + t_i * 1000000 + $(echo "$t_f" | sed 's/^0*//; s/^$/0/') ))
}
child_us() {  # sets c_us (must run in this shell, not in $(...))
  times > "$T/times"
  { read -r c_a; read -r c_u c_s; } < "$T/times"
  c_us=$(( $(to_us "$c_u") + $(to_us "$c_s") ))
}
# measure WHAT N INPUT BINARY [ARGS...]: ms per puzzle (3 decimals) over N puzzles
measure() {
  m_what=$1 m_n=$2 m_in=$3; shift 3
  child_us; c0=$c_us; s=$(date +%s%N)
  "$@" < "$m_in" > "$T/out" || { echo "variants $m_what FAILED"; return; }
  e=$(date +%s%N); child_us; c1=$c_us
  us=$(( (e - s) / 1000 / m_n )); cu=$(( (c1 - c0) / m_n ))
  printf 'variants %s %d.%03d ms/puzzle n=%d cpu=%d.%03dms/puzzle %s\n' "$m_what" $((us / 1000)) $((us % 1000)) "$m_n" $((cu / 1000)) $((cu % 1000)) "${EXTRA:-}"
}

repeat testdata/killer/sample-1.in 100 > "$T/k1.in"
repeat testdata/killer/sample-2.in 100 > "$T/k2.in"
EXTRA="(seed program: 40 ms)" measure killer-example-1 100 "$T/k1.in" build/killer
EXTRA="(seed program: 274 ms)" measure killer-example-2 100 "$T/k2.in" build/killer
EXTRA="(--count)" measure killer-example-1-count 100 "$T/k1.in" build/killer --count
EXTRA="(--count)" measure killer-example-2-count 100 "$T/k2.in" build/killer --count
repeat testdata/killer/sample-1.in 5 > "$T/k1s.in"
repeat testdata/killer/sample-2.in 5 > "$T/k2s.in"
EXTRA="(--sets: digit-set encoding for every cage)" measure killer-example-1-sets 5 "$T/k1s.in" build/killer --sets
EXTRA="(--sets)" measure killer-example-2-sets 5 "$T/k2s.in" build/killer --sets
EXTRA="(--xcc: the colored encoding of the issue)" measure killer-example-1-xcc 5 "$T/k1s.in" build/killer --xcc
EXTRA="(--xcc)" measure killer-example-2-xcc 5 "$T/k2s.in" build/killer --xcc

repeat testdata/jigsaw/sample-1.in 200 > "$T/j.in"
EXTRA="" measure jigsaw-example 200 "$T/j.in" build/jigsaw
"$T/gen_jigsaw" 201 100 55 > "$T/jg.in"
EXTRA="(gen/jigsaw 201 100 55)" measure jigsaw-generated 100 "$T/jg.in" build/jigsaw

"$T/gen_sudoku" 101 4 100 140 > "$T/s16.in"
EXTRA="(gen/sudoku_any 101 4 100 140: 55% blank)" measure sudoku-16x16-generated 100 "$T/s16.in" build/sudoku
"$T/gen_sudoku" 102 5 30 300 > "$T/s25.in"
EXTRA="(gen/sudoku_any 102 5 30 300: 48% blank)" measure sudoku-25x25-generated 30 "$T/s25.in" build/sudoku
"$T/gen_sudoku" 103 6 10 500 > "$T/s36.in"
EXTRA="(gen/sudoku_any 103 6 10 500: 39% blank)" measure sudoku-36x36-generated 10 "$T/s36.in" build/sudoku
repeat testdata/sudoku/sample-2.in 20 > "$T/poj3076.in"
EXTRA="(the POJ 3076 sample, 16x16 grid)" measure sudoku-16x16-poj3076-sample 20 "$T/poj3076.in" build/sudoku
