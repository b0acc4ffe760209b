#!/bin/sh
# polyomino --threads N and --parts K --part I: part counts add up to the expected count of
# every counting case in testdata/polyomino (K = 2, 3, 7), --threads 2 and 3 give it, bad option
# values are rejected; see src/tests/lib/scale_lib.sh. SCALE_ALL=1 also runs the slow cases:
# pentomino-6x10 random-4 memo-domino-12x12.
set -u
cd "$(dirname "$0")/../.." || exit 2
TASK=polyomino
SLOW="pentomino-6x10 random-4 memo-domino-12x12"
. src/tests/lib/scale_lib.sh
