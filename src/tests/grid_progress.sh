#!/bin/sh
# --progress[=S] of the grid tools (groups, sudoku, killer, jigsaw): the progress lines on stderr of
# every search (the propagators, DC, the links, on threads) and of groups --candidates, and the
# answers unchanged. groups: the 6x6 sudoku with its first row given, 39,168 grids (28,200,960 / 6!,
# the published count of 6x6 sudoku); killer and jigsaw: --limit 100000 on a grid with one small
# cage or nothing given (far more grids than that); sudoku: a count, the same without --progress.
# --progress=0 reports at every check (every 4096 or 65536 nodes), so each search prints some.
set -u
cd "$(dirname "$0")/../.." || exit 3
B=${BUILD:-build}
G=$B/groups
for t in groups sudoku killer jigsaw; do
  [ -x "$B/$t" ] || ./run_tests.sh --make "$B/$t" > /dev/null || { echo "build failed"; exit 1; }
done
T=${TMPDIR:-/tmp}/grid_progress.$$
mkdir -p "$T" || exit 3
trap 'rm -rf "$T"' EXIT
bad=0
fail() { echo "FAIL: $*"; bad=$((bad + 1)); }
printf 'size 6 6\nsymbols 123456\ncells\n123456\n......\n......\n......\n......\n......\nsudoku 1 1 2 3\n' > "$T/s6.in"
LINE='^[a-z]+: progress [0-9]+\.[0-9]{3}% of the tree \(est\.\), [0-9]+ nodes, [0-9]+ solutions, [0-9]+\.[0-9] s, eta ([0-9]+\.[0-9] s|\?)$'
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
# the other tools
E81=$(printf '%081d' 0 | tr 0 .)   # 81 empty cells
{ echo "$E81"; echo '3 0'; printf ' 1 1'; printf ' -1%.0s' 1 2 3 4 5 6 7; echo; for i in 1 2 3 4 5 6 7 8; do printf ' -1%.0s' 1 2 3 4 5 6 7 8 9; echo; done; } > "$T/k.in"
for m in "" --dc --no-dc; do
  # shellcheck disable=SC2086
  timeout 60 "$B/killer" --progress=0 --limit 100000 $m "$T/k.in" > "$T/out" 2> "$T/err"
  [ "$(cat "$T/out")" = 100000 ] || fail "killer --progress=0 --limit 100000 $m: $(head -c 200 "$T/out" "$T/err")"
  r=$(lines_ok "$T/err" 100000) || fail "killer --progress=0 $m: $r"
done
{ echo "$E81"; for r in 1 2 3 4 5 6 7 8 9; do printf '%d %d %d %d %d %d %d %d %d\n' $r $r $r $r $r $r $r $r $r; done; } > "$T/j.in"
timeout 60 "$B/jigsaw" --progress=0 --limit 100000 "$T/j.in" > "$T/out" 2> "$T/err"
[ "$(cat "$T/out")" = 100000 ] || fail "jigsaw --progress=0 --limit 100000: $(head -c 200 "$T/out" "$T/err")"
r=$(lines_ok "$T/err" 100000) || fail "jigsaw --progress=0: $r"
echo '1...........2.......3.......4..........5.......6.......7..........8.......9......' > "$T/s.in"
want=$(timeout 60 "$B/sudoku" --limit 100000 "$T/s.in")
timeout 60 "$B/sudoku" --progress=0 --limit 100000 "$T/s.in" > "$T/out" 2> "$T/err"
[ "$(cat "$T/out")" = "$want" ] && [ "$want" = 100000 ] || fail "sudoku --progress=0 --limit 100000: $(cat "$T/out"), without --progress $want"
r=$(lines_ok "$T/err" 100000) || fail "sudoku --progress=0: $r"
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
[ $bad = 0 ] && echo "grid_progress: all passed" && exit 0
exit 1
