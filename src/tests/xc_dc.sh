#!/bin/sh
# xc's count with domain consistency (--dc, src/engine/dc.h) against the brute-force XCC oracle
# (src/brute/xcc.cpp) on random instances from src/gen/xcc.cpp, seeds 1..N (N = $XC_DC_N, default
# 60), and the fall-back of every mode that --dc does not serve. Per seed:
#   - the count: default, --dc and --no-dc equal the oracle's; exit status 0 iff not 0;
#     --dc --limit K (K = 1..3) gives min(count, K);
#   - modes served by the normal search (--first, --print, --rows, --threads 2, --parts K,
#     --memo, --progress, --checkpoint): with --dc the output is the same as with --no-dc
#     (--threads 2 --rows: the same set of solutions), and the counts are the oracle's;
#   - every third seed also an instance with multiplicities (normal search): the same count.
# Then the default on small inputs (which colors turn it on), known counts
# (shared/data/exact_cover) with --dc, and --stats telling which search ran:
# the colored killer_seed1_xcc counts with domain consistency by default (under 1000 nodes),
# plain queens_8 with the links, --no-dc turns it off, --best never uses it.
set -u
cd "$(dirname "$0")/../.." || exit 2
NAME=xc_dc; . src/tests/lib/xc_setup.sh
N=${XC_DC_N:-60}
tool xc_brute src/brute/xcc.cpp
tool xc_gen src/gen/xcc.cpp
min() { if [ "$1" -lt "$2" ]; then echo "$1"; else echo "$2"; fi; }
same() {  # same WHAT ARGS...: xc ARGS with --dc prints what it prints with --no-dc
  w=$1; shift
  "$XC" --no-dc "$@" "$T/in" > "$T/a" 2> /dev/null
  "$XC" --dc "$@" "$T/in" > "$T/b" 2> /dev/null
  cmp -s "$T/a" "$T/b" || fail "$w: --dc and --no-dc differ"
}

seed=1
while [ "$seed" -le "$N" ]; do
  case $((seed % 3)) in
    0) "$B/xc_gen" "$seed" 9 5 22 > "$T/in" ;;
    1) "$B/xc_gen" "$seed" 10 6 30 > "$T/in" ;;
    *) "$B/xc_gen" "$seed" > "$T/in" ;;
  esac
  want=$("$B/xc_brute" "$T/in") || { fail "oracle failed"; seed=$((seed + 1)); continue; }
  want_rc=0; [ "$want" = 0 ] && want_rc=1
  for o in "" --dc --no-dc; do
    got=$("$XC" $o "$T/in"); rc=$?
    [ "$got" = "$want" ] || fail "count${o:+ $o} $got, want $want"
    [ "$rc" = "$want_rc" ] || fail "count${o:+ $o} exit status $rc, want $want_rc"
  done
  "$XC" --dc --stats "$T/in" 2> "$T/e" > /dev/null
  grep -q 'domain consistency$' "$T/e" || fail "--dc --stats: not counted with domain consistency"
  k=$((1 + seed % 3))
  got=$("$XC" --dc --limit $k "$T/in")
  [ "$got" = "$(min "$want" $k)" ] || fail "--dc --limit $k: $got"
  same --first --first
  same --print --print
  same --rows --rows
  "$XC" --no-dc --threads 2 --rows "$T/in" | "$B/xc_brute" --normalize > "$T/a"
  "$XC" --dc --threads 2 --rows "$T/in" | "$B/xc_brute" --normalize > "$T/b"
  cmp -s "$T/a" "$T/b" || fail "--threads 2 --rows: --dc and --no-dc differ (as sets)"
  got=$("$XC" --dc --threads 2 "$T/in"); [ "$got" = "$want" ] || fail "--dc --threads 2: $got"
  got=$("$XC" --dc --memo "$T/in"); [ "$got" = "$want" ] || fail "--dc --memo: $got"
  got=$("$XC" --dc --progress "$T/in" 2> /dev/null); [ "$got" = "$want" ] || fail "--dc --progress: $got"
  rm -f "$T/ck"
  got=$("$XC" --dc --checkpoint "$T/ck" "$T/in"); [ "$got" = "$want" ] || fail "--dc --checkpoint: $got"
  K=$((2 + seed % 3)); sum=0; i=0
  while [ $i -lt $K ]; do c=$("$XC" --dc --parts $K --part $i "$T/in"); sum=$((sum + c)); i=$((i + 1)); done
  [ "$sum" = "$want" ] || fail "--dc --parts $K: the parts add up to $sum, want $want"
  if [ $((seed % 3)) = 0 ]; then
    "$B/xc_gen" "$seed" 6 3 14 1 > "$T/in"
    want=$("$B/xc_brute" "$T/in") || fail "oracle failed (multiplicities)"
    got=$("$XC" --dc "$T/in"); [ "$got" = "$want" ] || fail "--dc with multiplicities: $got, want $want"
    same "--print (multiplicities)" --print
  fi
  seed=$((seed + 1))
done

# which search runs by default: colors that constrain (a secondary item with two colors, or a
# color and none) -> domain consistency; one color everywhere on its item -> the links
dflt() {  # dflt WANT TEXT: the default count of TEXT uses domain consistency (WANT 1) or not (0)
  printf "$2" > "$T/in"
  "$XC" --stats "$T/in" > /dev/null 2> "$T/e"
  if grep -q 'domain consistency$' "$T/e"; then g=1; else g=0; fi
  [ $g = "$1" ] || fail "default search for '$2': domain consistency $g, want $1"
}
seed=default
dflt 1 'a b | x\na x:1\nb x:2\na b\n'
dflt 1 'a b | x y\na x:1\nb x\n'
dflt 0 'a b | x\na x:1\nb x:1\na b x:1\n'
dflt 0 'a b | x\na x\nb x\n'
dflt 0 'a b\na\nb\n'

# known counts, and which search ran
D=../shared/data/exact_cover
[ -d "$D" ] || D=/work/shared/data/exact_cover
seed=known
if [ -d "$D" ]; then
  for kc in killer_seed1_xcc:1 knuth_example:1 queens_8:92 queens_10:724 sudoku_17clue_001:1 sudoku_serg_001:872 pentomino_3x20:8; do
    f=${kc%%:*}; c=${kc#*:}
    got=$("$XC" --dc "$D/$f.dlx"); [ "$got" = "$c" ] || fail "$f --dc: $got, want $c"
  done
  "$XC" --stats "$D/killer_seed1_xcc.dlx" > "$T/o" 2> "$T/e"
  grep -q 'domain consistency$' "$T/e" || fail "killer_seed1_xcc: not counted with domain consistency by default"
  nodes=$(sed -n 's/^xc: 1 solutions, \([0-9]*\) nodes, .*/\1/p' "$T/e")
  [ -n "$nodes" ] && [ "$nodes" -lt 1000 ] || fail "killer_seed1_xcc: '$(cat "$T/e")', want 1 solution in under 1000 nodes"
  "$XC" --no-dc --stats "$D/killer_seed1_xcc.dlx" > "$T/o" 2> "$T/e"
  [ "$(cat "$T/o")" = 1 ] && ! grep -q 'domain consistency' "$T/e" || fail "killer_seed1_xcc --no-dc: $(cat "$T/o" "$T/e")"
  "$XC" --stats "$D/queens_8.dlx" > "$T/o" 2> "$T/e"
  [ "$(cat "$T/o")" = 92 ] && ! grep -q 'domain consistency' "$T/e" || fail "queens_8 (no colors): domain consistency by default"
  "$XC" --dc --best "$D/pentomino_6x10_sym_costs2.dlx" > "$T/a"
  "$XC" --no-dc --best "$D/pentomino_6x10_sym_costs2.dlx" > "$T/b"
  cmp -s "$T/a" "$T/b" && [ "$(head -n 1 "$T/a")" = "cost 426" ] || fail "--dc --best: $(head -n 1 "$T/a")"
else
  echo "(no $D: known counts skipped)"
fi
echo "$N instances, $fails failures"
[ "$fails" = 0 ]
