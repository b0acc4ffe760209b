#!/bin/sh
# Self-check of problems/polyomino.cpp beyond the testdata cases (run by run_tests.sh):
#  1. --date Jan 1 --dump and --date Mar 14 --dump print exactly the ordinary input files
#     testdata/polyomino/sample-1.in and calendar-mar-14.in (hand-written): the built-in
#     calendar is a shortcut for them;
#  2. --svg FILE writes an SVG with one rect per board cell (43 covered + 0 holes drawn for the
#     calendar: 41 piece cells and 2 date cells), the same letters as the picture, and one fill
#     color per piece (8 pieces, so 8 colors plus the gray of the date cells).
set -u
cd "$(dirname "$0")/../.." || exit 3
T=${TMPDIR:-/tmp}/polyomino_extras.$$
mkdir -p "$T" || exit 3
trap 'rm -rf "$T"' EXIT
B=${BUILD:-build}
if [ -x "$B/polyomino" ] && [ "$B/polyomino" -nt problems/polyomino.cpp ] && [ "$B/polyomino" -nt src/dlx_core.h ]; then
  ln -s "$(pwd)/$B/polyomino" "$T/polyomino"   # the harness's build is up to date
else g++ -std=gnu++17 -O2 -pthread -I. -o "$T/polyomino" problems/polyomino.cpp || { echo "build failed"; exit 1; }; fi
st=0
"$T/polyomino" --date Jan 1 --dump > "$T/jan1.in" && cmp -s "$T/jan1.in" testdata/polyomino/sample-1.in ||
  { echo "FAIL: --date Jan 1 --dump differs from testdata/polyomino/sample-1.in"; st=1; }
"$T/polyomino" --date mar 14 --dump > "$T/mar14.in" && cmp -s "$T/mar14.in" testdata/polyomino/calendar-mar-14.in ||
  { echo "FAIL: --date mar 14 --dump differs from testdata/polyomino/calendar-mar-14.in"; st=1; }
"$T/polyomino" --first --svg "$T/a.svg" < testdata/polyomino/calendar-mar-14.in > "$T/a.txt" || { echo "FAIL: --svg run"; st=1; }
rects=$(grep -c '<rect ' "$T/a.svg")
[ "$rects" = 43 ] || { echo "FAIL: $rects rects, want 43"; st=1; }
colors=$(grep -o 'fill="[^"]*"' "$T/a.svg" | sort -u | wc -l)
[ "$colors" = 9 ] || { echo "FAIL: $colors fill colors, want 9 (8 pieces + the date cells)"; st=1; }
head -n 2 "$T/a.svg" | grep -q '<svg ' || { echo "FAIL: no <svg> element"; st=1; }
tail -n 1 "$T/a.svg" | grep -q '</svg>' || { echo "FAIL: no </svg> at the end"; st=1; }
# the letters in the SVG are the picture's letters, cell by cell in reading order
grep -o '>[^<]</text>' "$T/a.svg" | cut -c2 | tr -d '\n' > "$T/svg-letters"
tr -d '\n# ' < "$T/a.txt" > "$T/pic-letters"
cmp -s "$T/svg-letters" "$T/pic-letters" || { echo "FAIL: SVG letters differ from the picture"; st=1; }
# --svg - writes to stdout after the picture
"$T/polyomino" --first --svg - < testdata/polyomino/calendar-mar-14.in | grep -q '</svg>' || { echo "FAIL: --svg -"; st=1; }
[ $st = 0 ] && echo "polyomino extras: ok"
exit $st
