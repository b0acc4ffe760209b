#!/bin/sh
# groups on the published puzzles of testdata/groups/published/ (43: Kakuro, killers, jigsaws,
# samurai; provenance in its SOURCES.md): each puzzle's first solution must equal its published
# solution (NAME.sol) and `--unique` must say `unique` (the publishers give every puzzle as having
# one solution; the two found not unique were dropped there). The Kakuro also in their clue layout
# (NAME.kakuro), with the same published solution. Each run within 10 s (they take milliseconds:
# a hang or a lost propagation shows as a failure, not as a slow test).
set -u
cd "$(dirname "$0")/../.." || exit 3
G=${BUILD:-build}/groups
[ -x "$G" ] || { echo "no $G"; exit 1; }
D=testdata/groups/published
T=${TMPDIR:-/tmp}/groups_published.$$
mkdir -p "$T" || exit 3
trap 'rm -rf "$T"' EXIT
bad=0; n=0
check() {  # check FILE SOL
  n=$((n + 1))
  if ! timeout 10 "$G" "$1" > "$T/out" 2> "$T/err" || ! cmp -s "$T/out" "$2"; then
    echo "FAIL $1: the first solution is not the published one"; bad=$((bad + 1))
  fi
  u=$(timeout 10 "$G" --unique "$1" 2> /dev/null)
  [ "$u" = unique ] || { echo "FAIL $1: --unique says '$u'"; bad=$((bad + 1)); }
}
for f in "$D"/*.in; do
  b=${f%.in}
  [ -f "$b.sol" ] || { echo "FAIL $f: no $b.sol"; bad=$((bad + 1)); continue; }
  check "$f" "$b.sol"
  [ -f "$b.kakuro" ] && check "$b.kakuro" "$b.sol"
done
[ "$n" -ge 60 ] || { echo "FAIL only $n puzzle files found"; bad=$((bad + 1)); }
echo "$n published puzzle files, $bad failures"
[ "$bad" -eq 0 ]
