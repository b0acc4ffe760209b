#!/bin/sh
# Speed of the DLX core, one line per measurement:
#   speed sudoku9-<corpus> <us> us/puzzle n=<puzzles> best_of=<reps> wall_us=<us>
#         build/poj3074 < corpus, whole process: CPU time (user+sys, from the shell's `times`;
#         steadier than the wall clock on a shared machine) and the wall clock, best of reps
#   speed xc-<instance> <s> s solutions=<n> nodes=<n> updates=<n>
#         build/bench/xcbench: count all solutions, CPU seconds in-process, best of reps
# Data from ../shared/data (DATA=... to override); REPS=3 by default. Needs `make` first.
# The references (tdoku, kudoku, Knuth's dlx1/ssxc1) are measured by ../shared/bench/compare.sh.
set -u
cd "$(dirname "$0")/../.." || exit 2
DATA=${DATA:-../shared/data}
REPS=${REPS:-3}
[ -x build/poj3074 ] || ./run_tests.sh --build > /dev/null || exit 2
mkdir -p build/bench
if [ ! -x build/bench/xcbench ] || [ src/bench/xcbench.cpp -nt build/bench/xcbench ] || [ src/dlx_core.h -nt build/bench/xcbench ]; then
  pc=; echo 'int main() { return 0; }' | g++ -mpopcnt -x c++ -o /dev/null - 2> /dev/null && pc=-mpopcnt  # as run_tests.sh builds
  g++ -O2 $pc -std=gnu++17 -Wall -Wextra -o build/bench/xcbench src/bench/xcbench.cpp || exit 2
fi
tmp=build/bench/tmp.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
now_ns() { date +%s%N; }
cpu_ms() {  # user+sys CPU milliseconds of the finished children of this shell (`times` must
  times > "$tmp/times"   # run in this shell itself, not in a pipeline's subshell)
  awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, a, "m"); sub("s", "", a[2]); t += a[1] * 60 + a[2] } printf "%d\n", t * 1000 + 0.5 }' "$tmp/times"
}
for f in forum_hardest_1106 magictour_top1465 17_clue; do
  src="$DATA/sudoku9/$f.txt"
  [ -f "$src" ] || { echo "speed sudoku9-$f: no data ($src)"; continue; }
  grep -v '^#' "$src" | cut -c1-81 | grep -E '^.{81}$' | tr 0 . > "$tmp/p.txt"
  n=$(wc -l < "$tmp/p.txt")
  { cat "$tmp/p.txt"; echo end; } > "$tmp/p.poj"
  best=""; bwall=""
  i=0
  while [ $i -lt "$REPS" ]; do
    cpu_ms > "$tmp/c0"; t0=$(now_ns); build/poj3074 < "$tmp/p.poj" > "$tmp/out"; t1=$(now_ns); cpu_ms > "$tmp/c1"
    c0=$(cat "$tmp/c0"); c1=$(cat "$tmp/c1")
    d=$((c1 - c0)); w=$((t1 - t0))
    if [ -z "$best" ] || [ $d -lt "$best" ]; then best=$d; fi
    if [ -z "$bwall" ] || [ $w -lt "$bwall" ]; then bwall=$w; fi
    i=$((i + 1))
  done
  ok=$(grep -cE '^[1-9]{81}$' "$tmp/out")
  [ "$ok" = "$n" ] || echo "speed sudoku9-$f: WRONG OUTPUT ($ok of $n grids)"
  # best ms / n puzzles -> microseconds with two decimals
  us100=$((best * 100000 / n)); w100=$((bwall / n / 10))
  printf 'speed sudoku9-%s %d.%02d us/puzzle n=%s best_of=%s wall_us=%d.%02d\n' "$f" $((us100 / 100)) $((us100 % 100)) "$n" "$REPS" $((w100 / 100)) $((w100 % 100))
done
for inst in queens_12 queens_13 pentomino_6x10_sym pentomino_5x12; do
  in="$DATA/exact_cover/$inst.dlx"
  [ -f "$in" ] || { echo "speed xc-$inst: no data ($in)"; continue; }
  build/bench/xcbench "$in" "$REPS" | sed 's/^xc /speed xc-/'
done
