#!/bin/sh
# words_first: the first solution of word puzzles, whole process, xc against Knuth's DLX2 and
# XCCDC1 (the same job: the first solution, `t1`; the same file on standard input).
#   sh src/bench/words_first.sh [RUNS]      (RUNS: runs of each program per file, default 11)
# Inputs: made by src/gen/words.cpp from /usr/share/dict/words (Debian's wamerican; skipped with a
# message when it is missing) into build/bench/words, as src/bench/dc.sh makes them: rectangles
# 3x4, 4x5, 5x6, double squares 4x4 and 5x5, symmetric squares 5x5.
# Programs: build/xc --first (its default: DC on these colored inputs, after the links search's
# try: docs/xc.md), dlx2 t1 and xccdc1 t1 from /tmp/dlx-anchors (../shared/bench/build-anchors.sh;
# a missing one is skipped). Each run's wall time from date +%s%N; the figure is the least of RUNS
# (the run least disturbed by the machine; these runs take 2-400 ms, mostly reading the input).
# One line per file: `words_first FILE xc=<ms> dlx2=<ms> xccdc1=<ms> xc/dlx2=<r> xc/xccdc1=<r>`.
set -u
cd "$(dirname "$0")/../.." || exit 2
RUNS=${1:-11}
A=${ANCHORS:-/tmp/dlx-anchors}
./run_tests.sh --make build/xc > /dev/null || { echo "words_first: cannot build xc"; exit 2; }
[ -f /usr/share/dict/words ] || { echo "words_first: no /usr/share/dict/words (Debian's wamerican): skipped"; exit 0; }
W=build/bench/words
mkdir -p "$W"
[ "$W/gen" -nt src/gen/words.cpp ] || g++ -O2 -std=c++17 -o "$W/gen" src/gen/words.cpp || exit 2
best() {  # best FILE CMD...: the least wall time of RUNS runs in ms (3 decimals), or `-`
  f=$1; shift
  [ -x "$1" ] || { echo -; return; }
  b=
  i=0
  while [ $i -lt "$RUNS" ]; do
    s=$(date +%s%N); "$@" < "$f" > /dev/null 2>&1; e=$(date +%s%N)
    d=$((e - s)); [ -z "$b" ] || [ "$d" -lt "$b" ] && b=$d
    i=$((i + 1))
  done
  echo "$b" | awk '{ printf "%.3f", $1 / 1e6 }'
}
ratio() { if [ "$2" = - ]; then echo -; else echo "$1 $2" | awk '{ printf "%.2f", $1 / $2 }'; fi; }
for p in "rect 3 4:r3x4" "double 4:d4x4" "sym 5:s5x5" "rect 4 5:r4x5" "double 5:d5x5" "rect 5 6:r5x6"; do
  f=$W/${p#*:}.dlx
  [ -s "$f" ] && [ "$f" -nt /usr/share/dict/words ] || "$W/gen" ${p%:*} > "$f" || exit 2
  x=$(best "$f" build/xc --first)
  d=$(best "$f" "$A/dlx2" t1)
  c=$(best "$f" "$A/xccdc1" t1)
  echo "words_first ${p#*:} xc=$x dlx2=$d xccdc1=$c xc/dlx2=$(ratio "$x" "$d") xc/xccdc1=$(ratio "$x" "$c")"
done
