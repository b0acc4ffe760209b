#!/bin/sh
# groups on the ISS puzzles of the benchmark corpus of Rangsk's C# solver (testdata/groups/iss-corpus,
# SOURCES.md there): 397 puzzles from ISS's puzzle index as ISS constraint strings, each with its
# number of solutions as the corpus gives it (1 for all but three). The test command runs fast.iss
# (the 385 that took under 0.1 s when copied: one process, about 1.5 s): `--unique` must say
# `unique` for a count of 1 and `multiple` for more, and `--count` must give the count of the three
# others. slow.iss (12 puzzles, 0.1 to 2 s each) is checked the same with --all (make bench).
set -u
cd "$(dirname "$0")/../.." || exit 3
G=${BUILD:-build}/groups
[ -x "$G" ] || ./run_tests.sh --make "$G" > /dev/null || { echo "build failed"; exit 1; }
D=testdata/groups/iss-corpus
SETS=fast
[ "${1:-}" = --all ] && SETS="fast slow"
MIN=380
T=${TMPDIR:-/tmp}/groups_corpus.$$
mkdir -p "$T" || exit 3
trap 'rm -rf "$T"' EXIT
bad=0; n=0
for x in $SETS; do
  k=$(grep -c . "$D/$x.iss"); n=$((n + k))
  [ "$(grep -c . "$D/$x.want")" = "$k" ] && [ "$(grep -c . "$D/$x.names")" = "$k" ] || { echo "FAIL: $x: the .iss, .want and .names files differ in length"; bad=$((bad + 1)); }
  if ! timeout 300 "$G" --unique "$D/$x.iss" > "$T/got" 2> "$T/e" || ! cmp -s "$T/got" "$D/$x.want"; then
    echo "FAIL --unique ($x): $(head -c 300 "$T/e")"; paste "$T/got" "$D/$x.want" "$D/$x.names" | awk -F'\t' '$1 != $2' | head -n 5; bad=$((bad + 1))
  fi
  # the counts over 1: each such puzzle alone, --count
  i=0
  while read -r name cat count; do
    i=$((i + 1))
    [ "$count" = 1 ] && continue
    sed -n "${i}p" "$D/$x.iss" > "$T/one.iss"
    got=$(timeout 60 "$G" --count "$T/one.iss" 2> "$T/e")
    [ "$got" = "$count" ] || { echo "FAIL --count $name: got '$got', the corpus says $count"; bad=$((bad + 1)); }
  done < "$D/$x.names"
done
[ "$SETS" = fast ] && [ $n -lt $MIN ] && { echo "FAIL: only $n puzzles in $D/fast.iss (want $MIN or more)"; bad=$((bad + 1)); }
echo "groups corpus: $n ISS puzzles of the corpus ($SETS), --unique and the counts over 1, $bad failures"
[ $bad = 0 ]
