#!/bin/sh
# Peak memory of the judge tasks (under 16 MB each). One line per task:
#   rss <task> <KB> KB max_case=<file> cases=<n>       largest peak RSS over testdata/<task>/*.in
#   rss poj3074-17_clue <KB> KB puzzles=<n>             the whole 17_clue corpus (49,158 puzzles) in one run
# build/tools/maxrss runs a program and prints its peak resident set (getrusage). Needs `make`.
set -u
cd "$(dirname "$0")/../.." || exit 2
DATA=${DATA:-../shared/data}
[ -x build/tools/maxrss ] && [ -x build/poj3074 ] || ./run_tests.sh --build > /dev/null || exit 2
for f in problems/*.cpp; do
  grep -Eq '^ \* Submit as: (POJ|UVa|SPOJ|Luogu|LeetCode|HDU)' "$f" || continue
  t=${f#problems/}; t=${t%.cpp}
  max=0; mc=none; n=0
  for c in testdata/$t/*.in; do
    [ -f "$c" ] || continue
    args=""; [ -f "${c%.in}.args" ] && args=$(cat "${c%.in}.args")
    kb=$(build/tools/maxrss "build/$t" $args < "$c")
    n=$((n + 1))
    if [ "$kb" -gt "$max" ]; then max=$kb; mc=$c; fi
  done
  echo "rss $t $max KB max_case=$mc cases=$n"
done
src=$DATA/sudoku9/17_clue.txt
if [ -f "$src" ]; then
  tmp=${TMPDIR:-/tmp}/rss.$$
  { grep -v '^#' "$src" | cut -c1-81 | grep -E '^.{81}$' | tr 0 .; echo end; } > "$tmp"
  echo "rss poj3074-17_clue $(build/tools/maxrss build/poj3074 < "$tmp") KB puzzles=$(($(wc -l < "$tmp") - 1))"
  rm -f "$tmp"
fi
