#!/bin/sh
# fpuzzles_iss_check: ISS itself (../shared/bench/anchors/iss, headless in node) on the ISS strings that
# `groups --to-iss` makes of the published f-puzzles puzzles (testdata/groups/svs, rangsk, svs-slow): an
# independent reading of the f-puzzles -> ISS mapping. Per puzzle ISS's status on the string (want
# `unique`) and on the string with the published solution added as givens (want `unique`: the solution
# keeps every rule as ISS reads it); both together: ISS's one solution is the published one. Puzzles
# with this project's own items (Nabner, Difference, Ratio, SumDot, SlowThermo, StrictKropki~..,
# StrictXV~.., Entropic~L~M, Indexing~B: not ISS's) are left out. One line per puzzle, then a summary.
#   sh src/bench/fpuzzles_iss_check.sh
set -u
cd "$(dirname "$0")/../.." || exit 2
ISS=${ISS:-../shared/bench/anchors/iss}
command -v node > /dev/null 2>&1 && [ -f "$ISS/tools/perf/benchmark_puzzles.js" ] || { echo "needs node and the ISS copy at $ISS"; exit 2; }
[ -x build/groups ] || ./run_tests.sh --make build/groups > /dev/null || exit 2
T=$(mktemp -d) || exit 2
trap 'rm -rf "$T"' EXIT
status() { (cd "$ISS" && timeout 120 node tools/perf/benchmark_puzzles.js --max-backtracks none --input-file "$1" --solutions 2 2> /dev/null | awk 'NR == 2 { print $2 }'); }
n=0; ok=0; skip=0
for f in testdata/groups/svs/*.lz testdata/groups/rangsk/*.lz testdata/groups/svs-slow/*.lz; do
  b=${f%.lz}; name=$(basename "$(dirname "$f")")/$(basename "$b")
  build/groups --to-iss "$f" > "$T/p.iss" || { echo "$name: --to-iss failed"; continue; }
  if grep -q 'Nabner\|Difference\|Ratio\|SumDot\|SlowThermo\|StrictKropki~\|StrictXV~\|Entropic~[0-9]\|Indexing~B' "$T/p.iss"; then skip=$((skip + 1)); continue; fi
  # the published solution as ISS givens (rows and columns 1-9, then A-G: ISS's cell names)
  g=$(awk 'function id(x) { return x < 10 ? x : substr("ABCDEFG", x - 9, 1) }
           NF { r++; for (c = 1; c <= length($0); c++) { ch = substr($0, c, 1); v = index("123456789", ch); if (!v) v = index("ABCDEFGHIJKLMNOP", ch)
                printf ".~R%sC%s_%d", id(r), id(c), v } }' "$b.out")
  printf '%s%s\n' "$(cat "$T/p.iss")" "$g" > "$T/s.iss"
  s1=$(status "$T/p.iss"); s2=$(status "$T/s.iss")
  n=$((n + 1)); [ "$s1" = unique ] && [ "$s2" = unique ] && ok=$((ok + 1))
  echo "$name $s1 $s2"
done
echo "summary: $n puzzles read by ISS from groups --to-iss, $ok unique with the published solution; $skip with this project's own items left out"
[ $ok = $n ]
