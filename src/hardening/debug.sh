#!/bin/sh
# make debug: every task (or the tasks named) built with the libstdc++ debug mode and the
# sanitizers into build-debug/:
#   g++ -std=gnu++17 -D_GLIBCXX_DEBUG -D_GLIBCXX_DEBUG_PEDANTIC -O1 -g
#       -fsanitize=address,undefined -fno-sanitize-recover=undefined
# and run on all its testdata cases, compared as run_tests.sh compares them. Cases over
# HMAX_KB KB (default 1024) or needing more than HMAX_MS ms of CPU (default 5000) in the plain build
# are skipped (listed as SKIP).
#   sh src/hardening/debug.sh [task ...]
cd "$(dirname "$0")/../.." || exit 2
HB=${HB:-build-debug}
HMAX_MS=${HMAX_MS:-5000}
HFLAGS="-std=gnu++17 -D_GLIBCXX_DEBUG -D_GLIBCXX_DEBUG_PEDANTIC -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
HRUN=""
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0
export UBSAN_OPTIONS=print_stacktrace=1
. src/hardening/cases.sh
hardening_main debug "$@"
