#!/bin/sh
# groups on ISS's example puzzles (testdata/groups/iss/, written by src/bench/iss_examples.py from
# the copy of ISS; provenance in its SOURCES.md): each read from ISS's own constraint string
# (NAME.iss), its first solution printed as ISS writes solutions must equal the published one
# (NAME.out), and `--unique` must say `unique`: all the puzzles in one run per job (10 s a puzzle),
# then, on a failure, each alone to name it. The puzzles listed in
# SLOW (a job over 1 s here: docs/performance.md) are left to `sh src/tests/groups_iss.sh --all`.
set -u
cd "$(dirname "$0")/../.." || exit 3
. src/tests/lib/iss_setup.sh
ALL=0; [ "${1:-}" = --all ] && ALL=1
T=${TMPDIR:-/tmp}/groups_iss.$$
mkdir -p "$T" || exit 3
trap 'rm -rf "$T"' EXIT
bad=0; n=0; skipped=0
: > "$T/all.iss"; : > "$T/all.out"; : > "$T/names"
for f in "$D"/*.iss; do
  b=${f%.iss}; name=$(basename "$b")
  case " $SLOW " in *" $name "*) [ $ALL = 1 ] || { skipped=$((skipped + 1)); continue; } ;; esac
  n=$((n + 1))
  cat "$f" >> "$T/all.iss"; echo >> "$T/all.iss"; cat "$b.out" >> "$T/all.out"; echo "$name" >> "$T/names"
done
# all the puzzles in one run per job (one puzzle per line); on a difference, each alone names it
to=$((10 * n)); [ $ALL = 1 ] && to=$((60 * n))
timeout $to "$G" "$T/all.iss" > "$T/out" 2> "$T/err" && cmp -s "$T/out" "$T/all.out" || first_bad=1
timeout $to "$G" --unique "$T/all.iss" > "$T/uniq" 2> /dev/null
[ "$(grep -c -x unique "$T/uniq")" = $n ] || uniq_bad=1
if [ -n "${first_bad:-}${uniq_bad:-}" ]; then
  while read -r name; do
    f=$D/$name.iss; b=$D/$name
    to=10; [ $ALL = 1 ] && to=60
    if ! timeout $to "$G" "$f" > "$T/out" 2> "$T/err" || ! cmp -s "$T/out" "$b.out"; then
      echo "FAIL $f: the first solution is not the published one ($(head -c 200 "$T/err"))"; bad=$((bad + 1))
    fi
    u=$(timeout $to "$G" --unique "$f" 2> /dev/null)
    [ "$u" = unique ] || { echo "FAIL $f: --unique says '$u'"; bad=$((bad + 1)); }
  done < "$T/names"
  [ $bad = 0 ] && { echo "FAIL: the puzzles together differ from the puzzles alone"; bad=1; }
fi
echo "groups iss: $n of ISS's example puzzles checked ($skipped slow ones left to --all), $bad failures"
[ $bad = 0 ]
