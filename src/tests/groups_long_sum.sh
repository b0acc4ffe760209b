#!/bin/sh
# groups on long `sum` lines (symbols may repeat), by the default search and by each of --dc and
# --no-dc where it counts: each is answered or refused within 1 s of CPU
# time (ulimit -t 1; before RepeatSums, the input check cost cells x sum x symbols, 25 s and more
# for one line of 4096 cells, and a sum's fillings were searched without the givens' part in the
# bounds: 2^30 dead ends for 30 free cells before 30 given ones). The answers, by reasoning:
#   - 4096 cells, the 31 symbols of even value (0 2 4 ... 60), sum 4096 * 30 + 1: odd, so no values
#     make it: refused, one line, exit 2;
#   - 4096 cells, the 62 symbols 0..61, sum 4096 * 61: every value is at most 61, so every cell is
#     61 ('z'): one solution, the grid of z;
#   - 1024 cells, sum 1024 * 61 - 1: one cell 60 ('y'), the others 61: 1024 solutions;
#   - a row of 64 cells of 0 and 1, the last 32 given 1, sum 32: the free cells are all 0 (one
#     solution); sum 31: the givens alone make 32 (none);
#   - a cage (distinct symbols) of 20 cells 1..K (values 1..20), sum 210 (all of them), the last
#     cell given 1: the other 19 cells take 2..K in any order, 19! solutions: the first has a
#     permutation of 2..K before the 1, and --limit 3 says 3.
set -u
cd "$(dirname "$0")/../.." || exit 3
G=${BUILD:-build}/groups
[ -x "$G" ] || { echo "no $G"; exit 1; }
T=${TMPDIR:-/tmp}/groups_long_sum.$$
mkdir -p "$T" || exit 3
trap 'rm -rf "$T"' EXIT
SYM=0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz
EVEN=02468ACEGIKMOQSUWYacegikmoqsuwy
cells() {  # cells R C: every cell name of an R x C grid
  r=1; while [ $r -le $1 ]; do c=1; while [ $c -le $2 ]; do printf ' r%dc%d' $r $c; c=$((c + 1)); done; r=$((r + 1)); done
}
line() {  # line CHAR N: N times CHAR
  i=0; while [ $i -lt $2 ]; do printf '%s' "$1"; i=$((i + 1)); done
}
{ printf 'size 64 64\nsymbols %s\nsum %d' $EVEN $((4096 * 30 + 1)); cells 64 64; echo; } > "$T/parity.in"
{ printf 'size 64 64\nsymbols %s\nsum %d' $SYM $((4096 * 61)); cells 64 64; echo; } > "$T/top.in"
{ printf 'size 32 32\nsymbols %s\nsum %d' $SYM $((1024 * 61 - 1)); cells 32 32; echo; } > "$T/top1.in"
for s in 32 31; do
  { printf 'size 1 64\nsymbols 01\ncells\n%s%s\nsum %d' "$(line . 32)" "$(line 1 32)" $s; cells 1 64; echo; } > "$T/given$s.in"
done
{ printf 'size 1 20\nsymbols 123456789ABCDEFGHIJK\ncells\n%s1\ncage 210' "$(line . 19)"; cells 1 20; echo; } > "$T/cage.in"
bad=0
run() {  # run NAME WANT-RC ARGS...: groups ARGS on $T/NAME.in within 1 s of CPU (10 s of wall)
  n=$1 want=$2; shift 2
  ( ulimit -t 1; exec timeout 10 "$G" "$@" "$T/$n.in" ) > "$T/out" 2> "$T/err"; rc=$?
  [ $rc = "$want" ] || { echo "FAIL $n $*: exit $rc (want $want; over 1 s of CPU or 10 s: 137, 152 or 124)"; bad=$((bad + 1)); return 1; }
}
expect() {  # expect NAME WANT-STDOUT ARGS...
  n=$1 w=$2; shift 2
  run "$n" 0 "$@" || return
  [ "$(cat "$T/out")" = "$w" ] || { echo "FAIL $n $*: printed '$(head -c 200 "$T/out")', want '$(echo "$w" | head -c 200)'"; bad=$((bad + 1)); }
}
run parity 2
[ "$(cat "$T/err")" = "groups: sum 122881 impossible for 4096 symbols at line 3" ] ||
  { echo "FAIL parity: stderr '$(cat "$T/err")'"; bad=$((bad + 1)); }
z=$(line z 64)
expect top "$(i=0; while [ $i -lt 64 ]; do echo "$z"; i=$((i + 1)); done; echo)"
expect top 1 --count
expect top 1 --count --no-dc
expect top 1 --count --dc
expect top1 1024 --count
expect top1 1024 --count --no-dc
expect top1 1024 --count --dc
expect given32 "$(line 0 32)$(line 1 32)"
expect given32 1 --count
expect given32 1 --count --no-dc
expect given32 1 --count --dc
expect given31 "no solution"
expect given31 0 --count --no-dc
expect cage 3 --limit 3
expect cage 3 --limit 3 --no-dc
expect cage 3 --limit 3 --dc
if run cage 0; then
  first=$(head -n 1 "$T/out")
  sorted=$(echo "$first" | fold -w 1 | sort | tr -d '\n')
  case "$first" in *1) ;; *) echo "FAIL cage: '$first' does not end in the given 1"; bad=$((bad + 1)) ;; esac
  [ "$sorted" = 123456789ABCDEFGHIJK ] || { echo "FAIL cage: '$first' is not a permutation of the symbols"; bad=$((bad + 1)); }
fi
[ $bad = 0 ] && echo "long sums: refused or answered within 1 s of CPU each, the answers as reasoned"
[ $bad = 0 ]
