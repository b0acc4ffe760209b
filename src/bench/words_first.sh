#!/bin/sh
# words_first: the first solution of word puzzles, whole process, xc against Knuth's DLX2 and
# XCCDC1 (the same job: the first solution, `t1`; the same file on standard input).
#   sh src/bench/words_first.sh [RUNS]      (RUNS: runs of each program per file, default 11)
# Inputs: made by src/gen/words.cpp from /usr/share/dict/words (Debian's wamerican; skipped with a
# message when it is missing) into build/bench/words, as src/bench/dc.sh makes them: rectangles
# 3x4, 4x5, 5x6, double squares 4x4 and 5x5, symmetric squares 5x5.
# Programs: build/xc --first (its default: DC on these colored inputs, after the links search's
# try: docs/xc.md), dlx2 t1 and xccdc1 t1 from /tmp/dlx-anchors (../shared/bench/build-anchors.sh;
# a missing one is skipped). Each program runs RUNS times on the file by build/bench/runtime
# (src/bench/runtime.cpp: posix_spawn and wait4 between two reads of the monotonic clock, so the
# interval holds the program's exec, run and exit and nothing of a shell or a `date` process; these
# runs take 2-400 ms, mostly reading the input, and a shell loop timed with `date` adds about 1.5 ms
# to every run). The figure is the median of RUNS runs (the least of them in the docs' tables).
# One line per file: `words_first FILE xc=<ms> dlx2=<ms> xccdc1=<ms> xc/dlx2=<r> xc/xccdc1=<r>`
# with the medians, then `  least: ...` with the least runs.
set -u
cd "$(dirname "$0")/../.." || exit 2
RUNS=${1:-11}
A=${ANCHORS:-/tmp/dlx-anchors}
./run_tests.sh --make build/xc > /dev/null || { echo "words_first: cannot build xc"; exit 2; }
[ -f /usr/share/dict/words ] || { echo "words_first: no /usr/share/dict/words (Debian's wamerican): skipped"; exit 0; }
W=build/bench/words
mkdir -p "$W"
[ "$W/gen" -nt src/gen/words.cpp ] || g++ -O2 -std=c++17 -o "$W/gen" src/gen/words.cpp || exit 2
[ build/bench/runtime -nt src/bench/runtime.cpp ] || g++ -O2 -o build/bench/runtime src/bench/runtime.cpp || exit 2
timing() {  # timing FILE CMD...: `<median> <least>` wall ms of RUNS runs, or `- -`
  f=$1; shift
  [ -x "$1" ] || { echo "- -"; return; }
  build/bench/runtime "$RUNS" "$f" "$@" | sed 's/min=\([^ ]*\) median=\([^ ]*\) .*/\2 \1/'
}
ratio() { if [ "$2" = - ]; then echo -; else echo "$1 $2" | awk '{ printf "%.2f", $1 / $2 }'; fi; }
for p in "rect 3 4:r3x4" "double 4:d4x4" "sym 5:s5x5" "rect 4 5:r4x5" "double 5:d5x5" "rect 5 6:r5x6"; do
  f=$W/${p#*:}.dlx
  [ -s "$f" ] && [ "$f" -nt /usr/share/dict/words ] || "$W/gen" ${p%:*} > "$f" || exit 2
  set -- $(timing "$f" build/xc --first) $(timing "$f" "$A/dlx2" t1) $(timing "$f" "$A/xccdc1" t1)
  echo "words_first ${p#*:} xc=$1 dlx2=$3 xccdc1=$5 xc/dlx2=$(ratio "$1" "$3") xc/xccdc1=$(ratio "$1" "$5")"
  echo "  least: xc=$2 dlx2=$4 xccdc1=$6 xc/dlx2=$(ratio "$2" "$4") xc/xccdc1=$(ratio "$2" "$6")"
done
