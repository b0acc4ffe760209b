#!/bin/sh
# polycube --threads N and --parts K --part I: part counts add up to the expected count of
# every counting case in testdata/polycube (K = 2, 3, 7), --threads 2 and 3 give it, bad option
# values are rejected; see src/tests/lib/scale_lib.sh. SCALE_ALL=1 also runs the slow cases:
# (none).
set -u
cd "$(dirname "$0")/../.." || exit 2
TASK=polycube
SLOW=""
. src/tests/lib/scale_lib.sh
