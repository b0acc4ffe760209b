#!/bin/sh
# groups and f-puzzles (src/grid/fpuzzles.h): the round trip of ISS's example puzzles
# (testdata/groups/iss/, their published solutions in NAME.out): every ISS string but the slow
# ones (SLOW, as in groups_iss.sh, and two 16x16 ones over 0.1 s here) -> `groups --to-fpuzzles` -> f-puzzles
# JSON -> groups must print the published solution; the same through `--to-fpuzzles-url` (an
# f-puzzles URL, lz-string) for the first ten. All in one run each (one puzzle per line / object).
# A puzzle f-puzzles cannot express (grids that are not square, values other than 1..N, rules it
# lacks) must give one error line naming that, exit status 2; at least MIN puzzles go round. A writer that drops or bends a rule
# changes some answer here (most puzzles are unique only with all their rules).
set -u
cd "$(dirname "$0")/../.." || exit 3
. src/tests/lib/iss_setup.sh
SLOW="$SLOW 16x16-16x16-sudoku-x-very-hard 16x16-16x16-windoku"
MIN=80   # at least this many go round (86 today): a writer that calls everything inexpressible fails
T=${TMPDIR:-/tmp}/groups_fpuzzles.$$
mkdir -p "$T" || exit 3
trap 'rm -rf "$T"' EXIT
bad=0; n=0; u=0; nofp=0; iss=""; outs=""; few_iss=""; few_out=""
for f in "$D"/*.iss; do   # (each .iss file is one line)
  b=${f%.iss}; name=${b##*/}
  case " $SLOW " in *" $name "*) continue ;; esac
  "$G" --to-fpuzzles "$f" > "$T/o" 2> "$T/e"; st=$?
  if [ $st != 0 ]; then   # only a rule f-puzzles cannot state: one error line saying so, exit 2
    if [ $st != 2 ] || [ -s "$T/o" ] || [ "$(wc -l < "$T/e")" != 1 ] || ! grep -q 'not expressible in f-puzzles' "$T/e"; then
      echo "FAIL $f: want JSON, or one 'not expressible' error line, exit 2 (got $st: $(head -c 200 "$T/e"))"; bad=$((bad + 1))
    fi
    nofp=$((nofp + 1))
    continue
  fi
  n=$((n + 1)); iss="$iss $f"; outs="$outs $b.out"
  if [ $u -lt 10 ]; then u=$((u + 1)); few_iss="$few_iss $f"; few_out="$few_out $b.out"; fi
done
[ $n -ge $MIN ] || { echo "FAIL: only $n puzzles written as f-puzzles (want $MIN or more)"; bad=$((bad + 1)); }
cat $iss > "$T/all.iss"; cat $outs > "$T/all.out"; cat $few_iss > "$T/few.iss"; cat $few_out > "$T/few.out"
# the JSON: one line per puzzle, each an object with size and grid
if ! "$G" --to-fpuzzles "$T/all.iss" > "$T/all.json" 2> "$T/e"; then
  echo "FAIL --to-fpuzzles: $(head -c 300 "$T/e")"; bad=$((bad + 1))
elif [ "$(grep -c '^{"size":[0-9]*,"grid":\[\[.*}$' "$T/all.json")" != $n ]; then
  echo "FAIL --to-fpuzzles: not $n lines of f-puzzles JSON"; bad=$((bad + 1))
elif ! timeout 60 "$G" "$T/all.json" > "$T/got" 2> "$T/e" || ! cmp -s "$T/got" "$T/all.out"; then
  echo "FAIL the JSON read back: answers differ from the published solutions ($(head -c 300 "$T/e"))"
  diff "$T/got" "$T/all.out" | head -n 10; bad=$((bad + 1))
fi
if ! "$G" --to-fpuzzles-url "$T/few.iss" > "$T/few.url" 2> "$T/e"; then
  echo "FAIL --to-fpuzzles-url: $(head -c 300 "$T/e")"; bad=$((bad + 1))
elif [ "$(grep -c '^https://www.f-puzzles.com/?load=N4Ig[A-Za-z0-9+/]*=*$' "$T/few.url")" != $u ]; then
  echo "FAIL --to-fpuzzles-url: not $u f-puzzles URLs"; bad=$((bad + 1))
elif ! timeout 60 "$G" "$T/few.url" > "$T/got" 2> "$T/e" || ! cmp -s "$T/got" "$T/few.out"; then
  echo "FAIL the URLs read back: answers differ ($(head -c 300 "$T/e"))"; bad=$((bad + 1))
fi
# the URLs' JSON again: the same JSON (the writer's output is a fixed point of read + write)
if "$G" --to-fpuzzles "$T/few.url" > "$T/few2.json" 2> "$T/e" && head -n $u "$T/all.json" > "$T/few1.json" && ! cmp -s "$T/few1.json" "$T/few2.json"; then
  echo "FAIL JSON -> URL -> JSON is not the same JSON"; diff "$T/few1.json" "$T/few2.json" | head -c 600; bad=$((bad + 1))
fi
echo "groups fpuzzles: $n ISS example puzzles through f-puzzles JSON ($u also as URLs), $nofp not expressible, $bad failures"
[ $bad = 0 ]
