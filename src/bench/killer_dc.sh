#!/bin/sh
# killer (and sudoku, jigsaw) with --dc against --no-dc: the same input, the same mode, the same cage
# encoding, whole process, wall-clock median of RUNS runs (default 5), in one run of this script.
#   sh src/bench/killer_dc.sh [TOOL FILE...]    (default: killer on the seed's two killers and
#                                              testdata/killer's generated cases)
# One line per (file, encoding, mode): the --no-dc and --dc medians (ms) and their ratio dc/links;
# the two answers must be equal (the first solution: both valid is checked by the tests, here
# only the count modes are compared).
set -u
cd "$(dirname "$0")/../.." || exit 2
RUNS=${RUNS:-5}
TOOL=${1:-killer}; [ $# -gt 0 ] && shift
[ $# -gt 0 ] || set -- testdata/killer/sample-1.in testdata/killer/sample-2.in testdata/killer/random-full-first.in \
  testdata/killer/random-partial-first.in testdata/killer/random-bigcages-count.in
[ -x "build/$TOOL" ] || ./run_tests.sh --make "build/$TOOL" > /dev/null || exit 2
now_us() { echo $(( $(date +%s%N) / 1000 )); }
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
ms() {  # ms OPTIONS FILE: the median wall time of RUNS runs, in ms
  i=0
  while [ $i -lt "$RUNS" ]; do
    t0=$(now_us); "build/$TOOL" $1 "$2" > /dev/null; t1=$(now_us)
    echo $(( t1 - t0 )); i=$((i + 1))
  done | median | awk '{ printf "%.1f", $1 / 1000 }'
}
case $TOOL in killer) encs="default --xcc --sets" ;; *) encs=default ;; esac
for f in "$@"; do
  for e in $encs; do
    [ "$e" = default ] && e=""
    for m in --first --count; do
      if [ "$m" = --count ]; then
        a=$("build/$TOOL" $m $e --no-dc "$f"); b=$("build/$TOOL" $m $e --dc "$f")
        [ "$a" = "$b" ] || echo "$f $e $m: the counts differ"
      fi
      l=$(ms "$m $e --no-dc" "$f"); d=$(ms "$m $e --dc" "$f")
      echo "$f ${e:-default} $m links=$l dc=$d ratio=$(awk -v a="$d" -v b="$l" 'BEGIN { printf "%.2f", a / b }')"
    done
  done
done
