#!/bin/sh
# make stress N=... SEED=...: the stress tests at scale (issue 7).
#   1. the core against subset enumeration: N random exact-cover instances (primary and
#      secondary items, colors, selections, pause/resume, splits, memo).
# Usage: sh src/stress/stress.sh N SEED   (run from the repository root; `make stress` builds first)
set -e
N=${1:-100000}; SEED=${2:-1}
mkdir -p build/tests
g++ -O2 -std=c++17 -Wall -Wextra -o build/tests/stress_core.$$ src/tests/stress_core.cpp
mv -f build/tests/stress_core.$$ build/tests/stress_core
echo "stress core: $N instances, seed $SEED"
time build/tests/stress_core "$N" "$SEED"
