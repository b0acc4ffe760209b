#!/bin/sh
# Counting at scale: --threads 1 vs 2 on one counting instance of each of polyomino,
# polycube, matching and sudoku --count (each ~1-3 s on one thread), the median wall-clock time
# of 3 runs, plus the --parts 2 split run as 2 processes at once. One line per measurement:
#   scale <instance> <how> <seconds> s result=<count>
# Needs build/polyomino, build/polycube, build/matching, build/sudoku (make) and g++ for the grid
# generator. The speed-up needs 2 idle cores: on a loaded machine threads=2 can be no faster.
set -u
cd "$(dirname "$0")/../.." || exit 2
for b in polyomino polycube matching sudoku; do
  [ -x build/$b ] || { echo "scale: build/$b missing (run make)"; exit 2; }
done
T=${TMPDIR:-/tmp}/bench_scale.$$
mkdir -p "$T" || exit 2
trap 'rm -rf "$T"' EXIT
g++ -O2 -o "$T/grid_graph" src/gen/grid_graph.cpp || exit 2
"$T/grid_graph" 1 8 8 > "$T/grid8.in"                   # the 8x8 grid graph: 12,988,816 matchings
printf 'box 3 4 4\n\npiece L *\nLLL\nL\n' > "$T/l3x4x4.in"  # L-tetracubes filling a 3x4x4 box
# 9x9 sudoku: the first 33 cells of the grid `sudoku` finds for an empty puzzle, the rest blank
echo 123456789789123456456789123312845000000000000000000000000000000000000000000000000 > "$T/s33.in"

ms_now() { date +%s%N | cut -c1-13; }
median3() { printf '%s\n%s\n%s\n' "$1" "$2" "$3" | sort -n | sed -n 2p; }
secs() { printf '%d.%03d' $(($1 / 1000)) $(($1 % 1000)); }
bench() {  # bench NAME INPUT CMD...
  name=$1; in=$2; shift 2
  for th in 1 2; do
    set_t=""
    for k in 1 2 3; do
      t0=$(ms_now); "$@" --threads $th < "$in" > "$T/res"; t1=$(ms_now)
      set_t="$set_t $((t1 - t0))"
    done
    # shellcheck disable=SC2086
    m=$(median3 $set_t)
    echo "scale $name threads=$th $(secs "$m") s result=$(head -n 1 "$T/res")"
  done
  # --parts 2: the two halves as two processes at once (what a cluster does with K machines)
  t0=$(ms_now)
  "$@" --parts 2 --part 0 < "$in" > "$T/p0" & "$@" --parts 2 --part 1 < "$in" > "$T/p1"; wait
  t1=$(ms_now)
  echo "scale $name parts=2x1 $(secs $((t1 - t0))) s result=$(head -n 1 "$T/p0")+$(head -n 1 "$T/p1")"
}
bench polyomino_6x10 testdata/polyomino/pentomino-6x10.in build/polyomino
bench polycube_L_3x4x4 "$T/l3x4x4.in" build/polycube
bench matching_grid_8x8 "$T/grid8.in" build/matching
bench sudoku_9x9_33_givens "$T/s33.in" build/sudoku --count
