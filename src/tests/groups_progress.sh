#!/bin/sh
# groups --progress[=S]: the progress lines on stderr of every search (the propagators, DC, the
# links, on threads) and of --candidates, and the answers unchanged. The puzzle: the 6x6 sudoku
# with its first row given, 39,168 grids (28,200,960 / 6!, the published count of 6x6 sudoku);
# --progress=0 reports at every check (every 4096 or 65536 nodes), so each search prints some.
set -u
cd "$(dirname "$0")/../.." || exit 3
G=${BUILD:-build}/groups
[ -x "$G" ] || ./run_tests.sh --make "$G" > /dev/null || { echo "build failed"; exit 1; }
T=${TMPDIR:-/tmp}/groups_progress.$$
mkdir -p "$T" || exit 3
trap 'rm -rf "$T"' EXIT
bad=0
fail() { echo "FAIL: $*"; bad=$((bad + 1)); }
printf 'size 6 6\nsymbols 123456\ncells\n123456\n......\n......\n......\n......\n......\nsudoku 1 1 2 3\n' > "$T/s6.in"
LINE='^groups: progress [0-9]+\.[0-9]{3}% of the tree \(est\.\), [0-9]+ nodes, [0-9]+ solutions, [0-9]+\.[0-9] s, eta ([0-9]+\.[0-9] s|\?)$'
# each line well formed; the share within 0..100, nodes and solutions never going down, the
# solutions at most the count
lines_ok() {   # FILE COUNT
  [ -s "$1" ] || { echo "no progress line"; return 1; }
  if grep -Ev "$LINE" "$1" | grep -q .; then echo "a bad line: $(grep -Ev "$LINE" "$1" | head -n 1)"; return 1; fi
  awk -v max="$2" '{ p = $3 + 0; n = $8 + 0; s = $10 + 0
      if (p < 0 || p > 100 || n < pn || s < ps || s > max) { print "out of order or range: " $0; exit 1 }
      pn = n; ps = s }' "$1"
}
for m in --cp --dc --no-dc "--dc --threads 2" "--no-dc --threads 2"; do
  # shellcheck disable=SC2086
  timeout 60 "$G" --progress=0 --count $m "$T/s6.in" > "$T/out" 2> "$T/err"
  [ "$(cat "$T/out")" = 39168 ] || fail "--progress=0 --count $m: $(head -c 200 "$T/out")"
  r=$(lines_ok "$T/err" 39168) || fail "--progress=0 --count $m: $r"
done
# the first solution and --unique keep their answers
timeout 60 "$G" "$T/s6.in" > "$T/want" 2> /dev/null
timeout 60 "$G" --progress=0 "$T/s6.in" > "$T/out" 2> /dev/null
cmp -s "$T/out" "$T/want" || fail "--progress=0 changed the first solution"
[ "$(timeout 60 "$G" --progress --unique "$T/s6.in" 2> "$T/err")" = multiple ] || fail "--progress --unique: not multiple"
# the default: once a second, so nothing on a run this short
[ -s "$T/err" ] && fail "--progress (1 s) printed on a short run: $(head -n 1 "$T/err")"
# --candidates: its own line
timeout 60 "$G" --progress=0 --candidates "$T/s6.in" > "$T/out" 2> "$T/err"
head -n 1 "$T/out" | grep -qx '1\.\.\.\.\. \.2\.\.\.\. \.\.3\.\.\. \.\.\.4\.\. \.\.\.\.5\. \.\.\.\.\.6' || fail "--candidates --progress=0: first row $(head -n 1 "$T/out")"
grep -Eq '^groups: candidates: [0-9]+ of [0-9]+ pairs decided, [0-9]+ solutions, [0-9]+\.[0-9] s$' "$T/err" || fail "--candidates --progress=0: no line ($(head -n 1 "$T/err"))"
# usage errors: one line, exit 2
for a in "--progress --propagated" --progress=x --progress=-1 --progress=; do
  # shellcheck disable=SC2086
  "$G" $a "$T/s6.in" > "$T/out" 2> "$T/err"; st=$?
  [ $st = 2 ] && [ "$(wc -l < "$T/err")" = 1 ] && [ ! -s "$T/out" ] || fail "$a: exit $st, $(head -c 200 "$T/err")"
done
[ $bad = 0 ] && echo "groups_progress: all passed" && exit 0
exit 1
