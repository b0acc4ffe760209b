#!/bin/sh
# Speed of the tiling and matching tasks. One line per measurement:
#   tiling <what> <seconds> s result=<answer>
# Needs build/polyomino, build/polycube, build/matching (make) and g++ for the grid generator.
set -u
cd "$(dirname "$0")/../.." || exit 2
for b in polyomino polycube matching; do
  [ -x build/$b ] || { echo "tiling: build/$b missing (run make)"; exit 2; }
done
T=${TMPDIR:-/tmp}/bench_tiling.$$
mkdir -p "$T" || exit 2
trap 'rm -rf "$T"' EXIT
g++ -O2 -o "$T/grid_graph" src/gen/grid_graph.cpp || exit 2
"$T/grid_graph" 1 6 6 > "$T/g6.in"
"$T/grid_graph" 1 8 8 > "$T/g8.in"
run() {  # run WHAT CMD... < input (stdin passed through)
  what=$1; shift
  t0=$(date +%s%N)
  res=$("$@" | tail -n 1)
  t1=$(date +%s%N)
  ms=$(( (t1 - t0) / 1000000 ))
  printf 'tiling %s %d.%03d s result=%s\n' "$what" $((ms / 1000)) $((ms % 1000)) "$(echo "$res" | tr ' ' '_')"
}
run pentomino-6x10-count build/polyomino < testdata/polyomino/pentomino-6x10.in
run pentomino-6x10-count-no-symmetry build/polyomino --no-symmetry < testdata/polyomino/pentomino-6x10.in
run pentomino-6x10-unique build/polyomino --unique < testdata/polyomino/pentomino-6x10.in
run t-tetracube-6x6x6-first sh -c 'build/polycube --first < testdata/polycube/t6x6x6-first.in | tr " " "\n" | grep -c "^[0-9]" | sed "s/$/_cells/"'
run soma-count build/polycube < testdata/polycube/sample-1.in
run soma-count-no-symmetry build/polycube --no-symmetry < testdata/polycube/sample-1.in
run matching-grid-6x6 build/matching < "$T/g6.in"
run matching-grid-8x8 build/matching < "$T/g8.in"
run calendar-every-month-day-372 sh -c 'for m in Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec; do for d in $(seq 1 31); do build/polyomino --date $m $d > /dev/null; done; done; echo done'
