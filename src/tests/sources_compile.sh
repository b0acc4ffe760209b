#!/bin/sh
# Every .cpp under src/ compiles in the test command. The build of the test command makes most of
# them (mk/build.mk: src/checkers/<n>.cpp -> $B/checkers/<n>, src/tools -> $B/tools, src/tests and
# src/stress -> $B/tests, $B/stress, src/drivers/<task>.cpp -> $B/<task>, src/brute/<n>.cpp ->
# $B/tests/brute_<n>, src/gen/<n>.cpp -> $B/tests/gen_<n>); this script compiles the rest, with
# the main build's language and warnings (-std=c++17 -Wall -Wextra -Werror) but -fsyntax-only
# (no code: a third of the time): the oracles and generators no script of src/tests compiles, and any file
# whose binary the build did not leave in $BUILD (a partial run). The measuring programs of
# src/bench and the libFuzzer targets of src/fuzz are compiled here only with ALL=1 (`make bench`
# runs it so, and `make fuzz` builds the fuzz targets for real, with clang++): in the test command
# they were 20-30 s of its CPU. A file under src/ in a folder this script does not know fails: the
# rule must be extended when one is added. BUILD=<dir> (default build).
set -u
cd "$(dirname "$0")/../.." || exit 2
B=${BUILD:-build}
CXX=${CXX:-g++}
T=$(mktemp -d "${TMPDIR:-/tmp}/sources_compile.XXXXXX") || exit 2
trap 'rm -rf "$T"' EXIT
fails=0 built=0 checked=0 skipped=0
for f in $(find src -name '*.cpp' | LC_ALL=C sort); do
  d=${f%/*}; n=${f##*/}; n=${n%.cpp}
  case "$d" in
    src/checkers) bin=$B/checkers/$n ;;
    src/tools) bin=$B/tools/$n ;;
    src/tests) bin=$B/tests/$n ;;
    src/stress) bin=$B/stress/$n ;;
    src/drivers) bin=$B/$n ;;
    src/brute|src/gen)
      # an oracle or generator a test script compiles (with the same warnings) is compiled there
      if grep -hv "^[[:space:]]*#" src/tests/*.sh | grep -q "$f"; then built=$((built + 1)); continue; fi
      if [ $d = src/brute ]; then bin=$B/tests/brute_$n; else bin=$B/tests/gen_$n; fi ;;
    src/bench|src/fuzz) [ "${ALL:-0}" = 1 ] || { skipped=$((skipped + 1)); continue; }; bin= ;;
    *) echo "FAIL: $f: no rule for the folder $d (src/tests/sources_compile.sh)"; fails=$((fails + 1)); continue ;;
  esac
  # built by the test command's build, and not older than the source
  if [ -n "$bin" ] && [ -x "$bin" ] && [ ! "$f" -nt "$bin" ]; then built=$((built + 1)); continue; fi
  if $CXX -std=c++17 -Wall -Wextra -Werror -I. -fsyntax-only "$f" > "$T/err" 2>&1; then checked=$((checked + 1))
  else echo "FAIL: $f does not compile:"; head -n 10 "$T/err"; fails=$((fails + 1)); fi
done
echo "sources_compile: $built sources built by the test command, $checked more compiled here (-fsyntax-only), $skipped of src/bench and src/fuzz left to ALL=1, $fails failed"
[ $fails = 0 ] && [ $((built + checked)) -gt 0 ]
