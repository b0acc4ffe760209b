#!/bin/sh
# groups on published variant sudoku by other setters, in f-puzzles form (testdata/groups/svs: the
# collections of Rangsk's SudokuVariantSolverJS, CC BY 4.0; testdata/groups/rangsk: the test table of
# his Rust solver; with their published solutions, see the SOURCES.md there): every puzzle read from
# its f-puzzles lz-string must print the published solution and be `unique`, its `--candidates`
# the solution's values, one per cell; the same through this
# project's f-puzzles writer (`--to-fpuzzles`) and back. All puzzles in one run each (one lz-string
# per line). At least MIN puzzles (90 today): a folder that lost its files fails.
set -u
cd "$(dirname "$0")/../.." || exit 3
G=${BUILD:-build}/groups
[ -x "$G" ] || ./run_tests.sh --make "$G" > /dev/null || { echo "build failed"; exit 1; }
D="testdata/groups/svs testdata/groups/rangsk"
MIN=88
T=${TMPDIR:-/tmp}/groups_svs.$$
mkdir -p "$T" || exit 3
trap 'rm -rf "$T"' EXIT
bad=0; n=0
: > "$T/all.lz"; : > "$T/all.out"; : > "$T/uniq.want"
for f in testdata/groups/svs/*.lz testdata/groups/rangsk/*.lz; do
  cat "$f" >> "$T/all.lz"; cat "${f%.lz}.out" >> "$T/all.out"; echo unique >> "$T/uniq.want"; n=$((n + 1))
done
[ $n -ge $MIN ] || { echo "FAIL: only $n puzzles in $D (want $MIN or more)"; bad=$((bad + 1)); }
if ! timeout 120 "$G" "$T/all.lz" > "$T/got" 2> "$T/e" || ! cmp -s "$T/got" "$T/all.out"; then
  echo "FAIL: answers differ from the published solutions ($(head -c 300 "$T/e"))"; diff "$T/got" "$T/all.out" | head -n 10; bad=$((bad + 1))
fi
if ! timeout 120 "$G" --unique "$T/all.lz" > "$T/got" 2> "$T/e" || ! cmp -s "$T/got" "$T/uniq.want"; then
  echo "FAIL --unique: not $n lines 'unique' ($(head -c 300 "$T/e"))"; paste "$T/got" "$T/uniq.want" | grep -vn '^unique	unique$' | head -n 5; bad=$((bad + 1))
fi
if ! "$G" --to-fpuzzles "$T/all.lz" > "$T/all.json" 2> "$T/e"; then
  echo "FAIL --to-fpuzzles: $(head -c 300 "$T/e")"; bad=$((bad + 1))
elif ! timeout 120 "$G" "$T/all.json" > "$T/got" 2> "$T/e" || ! cmp -s "$T/got" "$T/all.out"; then
  echo "FAIL the written JSON read back: answers differ ($(head -c 300 "$T/e"))"; diff "$T/got" "$T/all.out" | head -n 10; bad=$((bad + 1))
fi
# --candidates: a unique puzzle's candidates are its solution's values (each cell a set of one)
awk 'function sym(c) { return index(length($0) > 9 ? "ABCDEFGHIJKLMNOPQRSTUVWXYZ" : "123456789", c) }
     $0 == "" { print ""; next }
     { N = length($0); line = ""
       for (i = 1; i <= N; i++) { c = substr($0, i, 1); p = sym(c); s = ""
         for (j = 1; j <= N; j++) s = s (j == p ? c : ".")
         line = line (i > 1 ? " " : "") s }
       print line }' "$T/all.out" > "$T/cand.want"
if ! timeout 120 "$G" --candidates "$T/all.lz" > "$T/got" 2> "$T/e" || ! cmp -s "$T/got" "$T/cand.want"; then
  echo "FAIL --candidates: not the published solutions' values ($(head -c 300 "$T/e"))"; diff "$T/got" "$T/cand.want" | head -n 6; bad=$((bad + 1))
fi
echo "groups svs: $n published f-puzzles puzzles (first solution, --unique, --candidates, and through --to-fpuzzles), $bad failures"
[ $bad = 0 ]
