#!/bin/sh
# groups on published variant sudoku by other setters, in f-puzzles form (testdata/groups/svs: the
# collections of Rangsk's SudokuVariantSolverJS, CC BY 4.0; testdata/groups/rangsk: the test table of
# his Rust and C# solvers; testdata/groups/kaji: the 6x6 sample puzzles of kaji, f-puzzles JSON, MIT;
# with their published solutions, see the SOURCES.md there): every puzzle read from
# its f-puzzles lz-string must print the published solution and be `unique`, its `--candidates`
# the solution's values, one per cell, its `--propagated` candidates hold them; the same through this
# project's f-puzzles writer (`--to-fpuzzles`) and back. All puzzles in one run each (one lz-string
# per line). At least MIN puzzles (108 today): a folder that lost its files fails.
set -u
cd "$(dirname "$0")/../.." || exit 3
G=${BUILD:-build}/groups
[ -x "$G" ] || ./run_tests.sh --make "$G" > /dev/null || { echo "build failed"; exit 1; }
MIN=106
T=${TMPDIR:-/tmp}/groups_svs.$$
mkdir -p "$T" || exit 3
trap 'rm -rf "$T"' EXIT
bad=0; n=0
# one input per form (groups reads one form per input): the lz-strings, the JSON objects (one per line)
: > "$T/lz.in"; : > "$T/lz.out"; : > "$T/json.in"; : > "$T/json.out"
for f in testdata/groups/svs/*.lz testdata/groups/rangsk/*.lz testdata/groups/kaji/*.json; do
  x=lz; case $f in *.json) x=json ;; esac
  cat "$f" >> "$T/$x.in"; cat "${f%.*}.out" >> "$T/$x.out"; n=$((n + 1))
done
[ $n -ge $MIN ] || { echo "FAIL: only $n puzzles (want $MIN or more)"; bad=$((bad + 1)); }
for x in lz json; do
  I="$T/$x.in"; O="$T/$x.out"
  grep -c . "$O" > /dev/null || continue
  awk '$0 == "" { print "unique" }' "$O" > "$T/uniq.want"
  if ! timeout 120 "$G" "$I" > "$T/got" 2> "$T/e" || ! cmp -s "$T/got" "$O"; then
    echo "FAIL ($x): answers differ from the published solutions ($(head -c 300 "$T/e"))"; diff "$T/got" "$O" | head -n 10; bad=$((bad + 1))
  fi
  if ! timeout 120 "$G" --unique "$I" > "$T/got" 2> "$T/e" || ! cmp -s "$T/got" "$T/uniq.want"; then
    echo "FAIL --unique ($x): not all 'unique' ($(head -c 300 "$T/e"))"; paste "$T/got" "$T/uniq.want" | grep -vn '^unique	unique$' | head -n 5; bad=$((bad + 1))
  fi
  if ! "$G" --to-fpuzzles "$I" > "$T/all.json" 2> "$T/e"; then
    echo "FAIL --to-fpuzzles ($x): $(head -c 300 "$T/e")"; bad=$((bad + 1))
  elif ! timeout 120 "$G" "$T/all.json" > "$T/got" 2> "$T/e" || ! cmp -s "$T/got" "$O"; then
    echo "FAIL the written JSON read back ($x): answers differ ($(head -c 300 "$T/e"))"; diff "$T/got" "$O" | head -n 10; bad=$((bad + 1))
  fi
  # --candidates: a unique puzzle's candidates are its solution's values (each cell a set of one)
  awk 'function sym(c) { return index(length($0) > 9 ? "ABCDEFGHIJKLMNOPQRSTUVWXYZ" : "123456789", c) }
       $0 == "" { print ""; next }
       { N = length($0); line = ""
         for (i = 1; i <= N; i++) { c = substr($0, i, 1); p = sym(c); s = ""
           for (j = 1; j <= N; j++) s = s (j == p ? c : ".")
           line = line (i > 1 ? " " : "") s }
         print line }' "$O" > "$T/cand.want"
  if ! timeout 120 "$G" --candidates "$I" > "$T/got" 2> "$T/e" || ! cmp -s "$T/got" "$T/cand.want"; then
    echo "FAIL --candidates ($x): not the published solutions' values ($(head -c 300 "$T/e"))"; diff "$T/got" "$T/cand.want" | head -n 6; bad=$((bad + 1))
  fi
  # --propagated: what the propagators leave keeps every published value (a superset of the above)
  if ! timeout 120 "$G" --propagated "$I" > "$T/got" 2> "$T/e" || [ "$(wc -l < "$T/got")" != "$(wc -l < "$T/cand.want")" ] ||
     ! paste -d '|' "$T/got" "$T/cand.want" | awk -F'|' '{ for (i = 1; i <= length($2); i++) { c = substr($2, i, 1); if (c != "." && c != " " && substr($1, i, 1) != c) { print NR ": " $0; exit 1 } } }' > "$T/miss"; then
    echo "FAIL --propagated ($x): a published value not left ($(head -c 300 "$T/e") $(head -c 300 "$T/miss"))"; bad=$((bad + 1))
  fi
done
echo "groups svs: $n published f-puzzles puzzles (first solution, --unique, --candidates, --propagated, and through --to-fpuzzles), $bad failures"
[ $bad = 0 ]
