#!/bin/sh
# scaling: the subtree sizes of xc's cut for threads, measured (src/bench/subtrees.cpp), on
# pentomino_6x10, pentomino_5x12 and queens_14 (../shared/data/exact_cover), for the cuts of
# --threads 2, 16 and 64 (T = 128, 1024, 4096 subtrees), the cut by size of the plan for 64
# cores (s4096) and the whole tree (T = 1) as the baseline of the CPU total: histograms by powers
# of 2 of the nodes, and the simulated shared queue on 2, 16, 64 cores. Read in docs/scaling.md. Needs g++. It measures CPU seconds, not
# wall time: a loaded machine (or nice) slows it down without changing the figures much.
# Usage: sh src/bench/scaling.sh [T...]     (EXACT_COVER=<dir> for another data directory)
set -u
cd "$(dirname "$0")/../.." || exit 2
D=${EXACT_COVER:-../shared/data/exact_cover}
mkdir -p build/bench || exit 2
if [ ! -x build/bench/subtrees ] || [ -n "$(find src/bench/subtrees.cpp src/xc src/engine src/dlx_core.h problems/xc.cpp -newer build/bench/subtrees)" ]; then
  pc=; echo 'int main() { return 0; }' | g++ -mpopcnt -x c++ -o /dev/null - 2> /dev/null && pc=-mpopcnt  # as run_tests.sh builds
  g++ -O2 $pc -std=gnu++17 -Wall -Wextra -pthread -I. -o build/bench/subtrees src/bench/subtrees.cpp || exit 2
fi
[ $# -gt 0 ] || set -- 1 128 1024 4096 s4096
for f in pentomino_6x10 pentomino_5x12 queens_14; do
  [ -f "$D/$f.dlx" ] || { echo "scaling: $D/$f.dlx missing"; continue; }
  echo "== $f"
  build/bench/subtrees "$D/$f.dlx" "$@"
done
