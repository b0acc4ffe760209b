#!/bin/sh
# groups: speed of build/groups, whole process (start-up, reading, building, solving, writing),
# wall-clock, best of RUNS (default 5) runs. One line per figure:
#   groups samurai_first <ms> ms file=...        a minimal samurai (21x21, five 9x9 grids), first solution
#   groups sudoku12_first <ms> ms file=...       a minimal 12x12 sudoku (3x4 boxes), first solution
#   groups killer_seed<i> <ms> ms killer=<ms>    the seed's killer i in the groups format, beside
#                                                build/killer on the same puzzle in its own format
#   groups sudoku6_memo_count <ms> ms count=<n>   every 6x6 sudoku grid (2x3 boxes) counted with
#                                                --memo, once: 28200960 (Mathematics of Sudoku) or FAILED
# Targets: samurai <= 50 ms, 12x12 <= 20 ms, the killers no slower than killer.
set -u
cd "$(dirname "$0")/../.." || exit 2
RUNS=${RUNS:-5}
{ [ -x build/groups ] && [ -x build/killer ]; } || ./run_tests.sh --build > /dev/null || exit 2
best_us() {  # best_us FILE PROGRAM [ARGS]: the best wall-clock microseconds of RUNS runs
  b_f=$1; shift; b_best=""; b_i=0
  while [ $b_i -lt "$RUNS" ]; do
    b_a=$(date +%s%N); "$@" < "$b_f" > /dev/null; b_b=$(date +%s%N)
    b_d=$(( (b_b - b_a) / 1000 ))
    if [ -z "$b_best" ] || [ "$b_d" -lt "$b_best" ]; then b_best=$b_d; fi
    b_i=$((b_i + 1))
  done
  echo "$b_best"
}
ms() { echo "$(( $1 / 1000 )).$(( ($1 / 100) % 10 ))"; }
D=testdata/groups
f=$D/random-samurai-min.in; echo "groups samurai_first $(ms "$(best_us $f build/groups)") ms file=$f"
f=$D/random-sudoku12-min.in; echo "groups sudoku12_first $(ms "$(best_us $f build/groups)") ms file=$f"
for i in 1 2; do
  g=$(best_us $D/seed-killer-$i.in build/groups); k=$(best_us testdata/killer/sample-$i.in build/killer)
  echo "groups killer_seed$i $(ms "$g") ms killer=$(ms "$k") file=$D/seed-killer-$i.in"
done
f=$(mktemp) || exit 2
printf 'size 6 6\nsymbols 123456\nsudoku 1 1 2 3\n' > "$f"
t0=$(date +%s%N); n=$(build/groups --memo "$f"); t1=$(date +%s%N); rm -f "$f"
[ "$n" = 28200960 ] || n="$n FAILED(want 28200960)"
echo "groups sudoku6_memo_count $(( (t1 - t0) / 1000000 )) ms count=$n"
