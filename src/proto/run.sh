#!/bin/sh
# Reproduce the SSX prototype's figures. Usage: sh src/proto/run.sh [check|time|anchors|instr|all]
#   check   build and run check (random instances vs the DLX core, and the three sudoku corpora)
#   time    in-process timings, best and median of 3, engines interleaved (bench.cpp)
#   anchors whole-process times of Knuth's ssxc1 and dlx1 (3 runs each) on the count-all files
#   instr   callgrind instruction counts of the solving only (bench_work_*), one engine per run
# Binaries go to ${OUT:-/tmp/ssx-proto}.
set -u
here=$(cd "$(dirname "$0")" && pwd)
OUT=${OUT:-/tmp/ssx-proto}
D=${DATA:-$here/../../../shared/data}
A=${ANCHORS:-/tmp/dlx-anchors}
S=$D/sudoku9
X=$D/exact_cover
mkdir -p "$OUT"
what=${1:-all}
build() {
  g++ -std=c++11 -O2 -o "$OUT/check" "$here/check.cpp" || exit 2
  g++ -std=c++11 -O2 -o "$OUT/bench" "$here/bench.cpp" || exit 2
  g++ -std=c++11 -O2 -g -o "$OUT/bench-g" "$here/bench.cpp" || exit 2
  g++ -std=c++11 -O2 -DSSX_SPLIT -o "$OUT/bench-split" "$here/bench.cpp" || exit 2
  printf '#include "ssx.h"\nint main(){SSX s; s.reset(2,1); int a[2]={1,2}; s.add_row(a,2); return (int)s.count();}\n' > "$OUT/c98.cpp"
  g++ -std=c++98 -pedantic-errors -Wall -Wextra -I"$here" -c "$OUT/c98.cpp" -o "$OUT/c98.o" || exit 2
}
build
case $what in check|all)
  "$OUT/check" 5000 1 "$S/forum_hardest_1106.txt" "$S/magictour_top1465.txt" "$S/17_clue.txt" || exit 1
esac
case $what in time|all)
  "$OUT/bench" sudoku "$S/forum_hardest_1106.txt" 3 0 dlx ssx ssx2 ssx2-na ssx2-kt ssx2-save ssx2-scan ssx2-undo
  "$OUT/bench" sudoku "$S/magictour_top1465.txt" 3 0 dlx ssx ssx2 ssx2-na ssx2-kt ssx2-save ssx2-scan ssx2-undo
  "$OUT/bench" sudoku "$S/17_clue.txt" 3 0 dlx dlx-undo ssx2 ssx2-undo
  "$OUT/bench" sudoku "$S/17_clue.txt" 3 10000 dlx ssx ssx2 ssx2-na ssx2-kt ssx2-save ssx2-scan ssx2-undo
  for f in pentomino_6x10_sym pentomino_5x12; do "$OUT/bench" xc "$X/$f.dlx" 3 dlx ssx2 ssx2-save ssx2-na-kt; done
  for f in queens_12 queens_13; do "$OUT/bench" xc "$X/$f.dlx" 3 dlx dlx-plain ssx ssx2 ssx2-kt ssx2-save ssx2-na-kt; done
  # lengths beside their segments (packed) vs apart (-DSSX_SPLIT): alternate processes
  for r in 1 2 3; do for b in bench bench-split; do echo "$b: $("$OUT/$b" sudoku "$S/forum_hardest_1106.txt" 1 0 ssx2)"; done; done
esac
case $what in anchors|all)
  for f in pentomino_6x10_sym pentomino_5x12 queens_12 queens_13; do
    for p in ssxc1 dlx1; do
      for r in 1 2 3; do
        /usr/bin/time -f "$p $f %U s user %e s wall" "$A/$p" < "$X/$f.dlx" > /dev/null 2> "$OUT/anchor.err"
        grep -E "Altogether|user" "$OUT/anchor.err" | tr '\n' ' '; echo
      done
    done
  done
esac
case $what in instr|all)
  ir() {  # ir ARGS... -> Ir of bench_work_*
    valgrind --tool=callgrind --collect-atstart=no --toggle-collect='bench_work_*' \
      --callgrind-out-file="$OUT/cg.out" "$OUT/bench" "$@" > "$OUT/cg.stdout" 2> "$OUT/cg.err"
    echo "instr $* : $(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$OUT/cg.err") Ir  | $(cut -c1-200 "$OUT/cg.stdout")"
  }
  for e in dlx ssx ssx2 ssx2-na ssx2-save; do
    ir sudoku "$S/forum_hardest_1106.txt" 1 0 $e
    ir sudoku "$S/magictour_top1465.txt" 1 0 $e
    ir sudoku "$S/17_clue.txt" 1 5000 $e
  done
  for f in queens_12 queens_13 pentomino_6x10_sym; do
    for e in dlx dlx-plain ssx2 ssx2-save ssx2-na-kt; do ir xc "$X/$f.dlx" 1 $e; done
  done
esac
