#!/bin/sh
# The short sudoku stress run of the test command (the long one is `make stress`):
# 120 random grids of each of 4x4, 9x9, 16x16 and 8 of 25x25 against the backtracking oracle of
# src/stress/sudoku_stress.cpp, piped to every sudoku task binary; then broken-core variants of
# poj3074 that it must catch. ASAN=1: 100 grids of each size, 5 of 25x25 (slower binaries).
cd "$(dirname "$0")/../.." || exit 3
if [ "${ASAN:-0}" = 1 ]; then exec sh src/stress/sudoku.sh 100 5 1 short; fi
exec sh src/stress/sudoku.sh 120 8 1 short
