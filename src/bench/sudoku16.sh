#!/bin/sh
# sudoku16: speed of the 16x16 sudoku task and of SUDOGOB-style counting. One line per figure:
#   sudoku16 poj3076 us_per_puzzle <n> us ...       build/poj3076 on the bench set repeated REP
#                                                   times; CPU time (user+sys), start-up subtracted
#   sudoku16 poj3076 max_ms_one_puzzle <n> ms ...   slowest single puzzle: one process per puzzle,
#                                                   CPU time, best of 3 runs, start-up subtracted
#   sudoku16 spoj_sudogob count_all <n> ms ...      build/spoj_sudogob counting every solution of
#                                                   one 9x9 grid; CPU time, best of 3 runs
# Bench set: testdata/bench16/minimal-20.in, 20 generated minimal 16x16 puzzles with unique
# solutions (testdata/bench16/SOURCES.md). Start-up (reading, building the 4096-row matrix) is
# measured on empty input. SUDOGOB grid: testdata/spoj_sudogob/edge-many.in (242199 solutions,
# counted by the brute oracle). CPU times come from the shell's `times` (10 ms ticks), so the
# set is repeated REP times (default 5). Needs build/ (`make`); builds it if missing.
# POSIX sh + coreutils (date, split, cat) only.
set -u
cd "$(dirname "$0")/../.." || exit 2
{ [ -x build/poj3076 ] && [ -x build/spoj_sudogob ]; } || ./run_tests.sh --build > /dev/null || exit 2
SET=testdata/bench16/minimal-20.in
GOB=testdata/spoj_sudogob/edge-many.in
REP=${REP:-5}
T=${TMPDIR:-/tmp}/sudoku16.$$
mkdir -p "$T" || exit 2
trap 'rm -rf "$T"' EXIT

to_ms() {  # "XmY.ZZZs" (dash: 6 decimals, bash: 3) -> ms
  t_m=${1%%m*}; t_r=${1#*m}; t_r=${t_r%s}
  t_s=${t_r%%.*}; t_f=${t_r#*.}
  t_f=$(printf '%.3s' "${t_f}000")
  echo $(( t_m * 60000 + t_s * 1000 + 1$t_f - 1000 ))
}
cpu_ms() {  # cpu_ms PROGRAM FILE -> CPU ms (user + sys) of the best of 3 runs
  c_best=""
  for _ in 1 2 3; do
    c_t=$( ( "$1" < "$2" > /dev/null; times ) | { read -r _ _; read -r u s; echo $(( $(to_ms "$u") + $(to_ms "$s") )); } )
    if [ -z "$c_best" ] || [ "$c_t" -lt "$c_best" ]; then c_best=$c_t; fi
  done
  echo "$c_best"
}
wall_us() {  # wall_us PROGRAM FILE -> wall-clock us of the best of 3 runs
  w_best=""
  for _ in 1 2 3; do
    w_a=$(date +%s%N); "$1" < "$2" > /dev/null; w_b=$(date +%s%N)
    w_d=$(( (w_b - w_a) / 1000 ))
    if [ -z "$w_best" ] || [ "$w_d" -lt "$w_best" ]; then w_best=$w_d; fi
  done
  echo "$w_best"
}
dec1() { echo "$(( $1 / $2 )).$(( ($1 * 10 / $2) % 10 ))"; }  # $1/$2 with one decimal

# one puzzle per file: 17-line pieces (16 rows + the blank separator)
split -l 17 "$SET" "$T/p."
n=0; for f in "$T"/p.*; do n=$((n + 1)); done
: > "$T/empty"; : > "$T/all"
i=0; while [ $i -lt "$REP" ]; do cat "$SET" >> "$T/all"; echo >> "$T/all"; i=$((i + 1)); done

base_cpu=$(cpu_ms build/poj3076 "$T/empty")
tot_cpu=$(cpu_ms build/poj3076 "$T/all")
puzzles=$((n * REP))
echo "sudoku16 poj3076 us_per_puzzle $(dec1 $(( (tot_cpu - base_cpu) * 1000 )) $puzzles) us puzzles=$puzzles set=$SET cpu_ms=$tot_cpu startup_cpu_ms=$base_cpu"

max=0; maxi=0; i=0
for f in "$T"/p.*; do
  i=$((i + 1))
  d=$(( $(cpu_ms build/poj3076 "$f") - base_cpu ))
  if [ "$d" -gt "$max" ]; then max=$d; maxi=$i; fi
done
base_wall=$(wall_us build/poj3076 "$T/empty")
echo "sudoku16 poj3076 max_ms_one_puzzle $max ms puzzle=$maxi/$n startup_wall_ms=$(dec1 "$base_wall" 1000)"

sols=$(build/spoj_sudogob < "$GOB" | { read -r l; echo "$l"; })
g=$(cpu_ms build/spoj_sudogob "$GOB")
echo "sudoku16 spoj_sudogob count_all $g ms solutions=$sols grid=$GOB"
