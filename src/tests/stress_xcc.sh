#!/bin/sh
# The short XCC stress run of the test command (the long one is `make stress`): 20000
# random instances, all with secondary items and colors, core vs the backtracking oracle of
# src/stress/xcc_stress.cpp; then a broken purify() that it must catch. ASAN=1: 5000 instances.
cd "$(dirname "$0")/../.." || exit 3
if [ "${ASAN:-0}" = 1 ]; then exec sh src/stress/xcc.sh 5000 1 short; fi
exec sh src/stress/xcc.sh 20000 1 short
