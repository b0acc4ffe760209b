#!/bin/sh
# groups' own statements of the variant rules (docs/groups.md, "Variant rules"): the round trip of
# ISS's example puzzles (testdata/groups/iss/, their published solutions in NAME.out): every ISS
# string but the slow ones (SLOW, as in groups_iss.sh) -> `groups --to-groups` -> the groups
# format (thermo, arrow, littlekiller, ... statements) -> `groups --cp` must print the published
# solution (values past 9: the groups format's symbols A, B, ... for 10, 11, ..., where ISS writes
# J, K, ...). All in one run (a file of many puzzles). A puzzle the groups format cannot state
# (a cell twice in a cage, a sum with weights) must give one error line saying so, exit status 2;
# at least MIN puzzles go round. A reader or writer that drops or bends a rule changes some answer
# here (most puzzles are unique only with all their rules).
set -u
cd "$(dirname "$0")/../.." || exit 3
. src/tests/lib/iss_setup.sh
MIN=120   # at least this many go round (126 today)
T=${TMPDIR:-/tmp}/groups_rules.$$
mkdir -p "$T" || exit 3
trap 'rm -rf "$T"' EXIT
bad=0; n=0; no=0; iss=""; outs=""
for f in "$D"/*.iss; do   # (each .iss file is one line)
  b=${f%.iss}; name=${b##*/}
  case " $SLOW " in *" $name "*) continue ;; esac
  "$G" --to-groups "$f" > "$T/o" 2> "$T/e"; st=$?
  if [ $st != 0 ]; then
    if [ $st != 2 ] || [ -s "$T/o" ] || [ "$(wc -l < "$T/e")" != 1 ] || ! grep -q 'not expressible in the groups format' "$T/e"; then
      echo "FAIL $f: want the groups format, or one 'not expressible' error line, exit 2 (got $st: $(head -c 200 "$T/e"))"; bad=$((bad + 1))
    fi
    no=$((no + 1))
    continue
  fi
  n=$((n + 1)); iss="$iss $f"; outs="$outs $b.out"
done
[ $n -ge $MIN ] || { echo "FAIL: only $n puzzles written in the groups format (want $MIN or more)"; bad=$((bad + 1)); }
cat $iss > "$T/all.iss"; cat $outs | tr 'ABCDEFGHIJKLMNOPQ' '123456789ABCDEFGH' > "$T/all.out"
if ! "$G" --to-groups "$T/all.iss" > "$T/all.txt" 2> "$T/e"; then
  echo "FAIL --to-groups: $(head -c 300 "$T/e")"; bad=$((bad + 1))
elif [ "$(grep -c '^size ' "$T/all.txt")" != $n ]; then
  echo "FAIL --to-groups: not $n puzzles"; bad=$((bad + 1))
elif ! timeout 120 "$G" --cp "$T/all.txt" > "$T/got" 2> "$T/e" || ! cmp -s "$T/got" "$T/all.out"; then
  echo "FAIL the groups format read back: answers differ from the published solutions ($(head -c 300 "$T/e"))"
  diff "$T/got" "$T/all.out" | head -n 10; bad=$((bad + 1))
fi
echo "groups rules: $n ISS example puzzles through the groups format's statements, $no not expressible, $bad failures"
[ $bad = 0 ]
