#!/bin/sh
# make valgrind: every testdata case of every task (or of the tasks named) once under
#   valgrind --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect
# on a -O1 -g build in build-valgrind/. Cases over HMAX_KB KB (default 1024) or needing more
# than HMAX_MS ms of CPU (default 2000) in the plain build are skipped (listed as SKIP). A memory
# error or a leak makes the run exit 99, which fails the case (no case expects 99).
#   sh src/hardening/valgrind.sh [task ...]
cd "$(dirname "$0")/../.." || exit 2
HB=${HB:-build-valgrind}
HFLAGS="-std=gnu++17 -O1 -g"
HRUN="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect"
command -v valgrind > /dev/null 2>&1 || { echo "valgrind not found"; exit 2; }
. src/hardening/cases.sh
hardening_main valgrind "$@"
