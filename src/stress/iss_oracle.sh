#!/bin/sh
# iss_oracle: stress_iss's oracle against ISS itself (../shared/bench/anchors/iss, headless in
# node): the oracle's count of each random instance (STRESS_ORACLE_DUMP=1) against ISS's
# countSolutions. Instances with SlowThermo (a project type, not ISS's) are left out. Each
# difference is printed with both counts and the ISS string.
#   sh src/stress/iss_oracle.sh [N [SEED]]      (defaults 3000, 1; needs node)
# Known differences (ISS, not the oracle): SameValues with three sets or more where one set's
# cells all see each other: ISS's handler (handlers.js, SameValues.initialize) then takes every
# set as distinct values and stops checking the counts, so a set like {1,4,4} passes beside
# {1,3,4} (ISS's own description: "the same values, including counts").
set -u
cd "$(dirname "$0")/../.." || exit 2
N=${1:-3000}; SEED=${2:-1}
command -v node > /dev/null 2>&1 || { echo "iss_oracle: node not found" >&2; exit 2; }
./run_tests.sh --make build/stress/stress_iss > /dev/null || exit 2
STRESS_ORACLE_DUMP=1 build/stress/stress_iss "$N" "$SEED" 2>&1 > /dev/null | grep -v SlowThermo | node src/stress/iss_count.mjs
