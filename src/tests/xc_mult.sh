#!/bin/sh
# Multiplicities in xc (Knuth's DLX3 input `lo:hi|name`, `n|name`) against the brute-force oracle
# src/brute/xcc.cpp (subset enumeration when multiplicities appear; no DLX core), on random
# instances from `src/gen/xcc.cpp SEED P S O 1` (some primary items with bounds 0..3), seeds
# 1..N (N = $XC_MULT_N, default 60). Per seed: `xc --rows` gives exactly the oracle's solutions
# (as sets of option numbers), `xc` the oracle's count with exit status 0 iff it is not 0,
# and `xc --rows --limit 1` one of them. (Modes that refuse bounds: testdata/xc/bad-mult-threads.)
set -u
cd "$(dirname "$0")/../.." || exit 2
NAME=xc_mult; . src/tests/lib/xc_setup.sh
N=${XC_MULT_N:-60}
tool brute_xcc src/brute/xcc.cpp
tool gen_xcc src/gen/xcc.cpp
seed=1; total=0
while [ "$seed" -le "$N" ]; do
  case $((seed % 3)) in
    0) "$B/gen_xcc" "$seed" 6 3 16 1 > "$T/in" ;;
    1) "$B/gen_xcc" "$seed" 4 2 12 1 > "$T/in" ;;
    *) "$B/gen_xcc" "$seed" 8 4 18 1 > "$T/in" ;;
  esac
  "$B/brute_xcc" --list "$T/in" > "$T/brute" || { fail "oracle failed"; seed=$((seed + 1)); continue; }
  want=$(head -n 1 "$T/brute"); total=$((total + want))
  tail -n +2 "$T/brute" > "$T/brute.rows"
  want_rc=0; [ "$want" = 0 ] && want_rc=1
  "$XC" --rows "$T/in" > "$T/rows"; rc=$?
  [ "$rc" = "$want_rc" ] || fail "--rows exit status $rc, want $want_rc"
  "$B/brute_xcc" --normalize < "$T/rows" > "$T/rows.n"
  cmp -s "$T/rows.n" "$T/brute.rows" || fail "--rows: not the oracle's solutions"
  got=$("$XC" < "$T/in"); rc=$?
  [ "$got" = "$want" ] || fail "count $got, want $want"
  [ "$rc" = "$want_rc" ] || fail "count exit status $rc, want $want_rc"
  "$XC" --rows --limit 1 "$T/in" | "$B/brute_xcc" --normalize > "$T/one"
  if [ "$want" = 0 ]; then [ -s "$T/one" ] && fail "--limit 1 printed a solution"
  else [ "$(wc -l < "$T/one")" = 1 ] && grep -qxF -f "$T/one" "$T/brute.rows" || fail "--limit 1: not one of the oracle's solutions"; fi
  seed=$((seed + 1))
done
echo "$N instances with multiplicities, $total solutions in all, $fails failures"
[ "$fails" = 0 ]
