#!/bin/sh
# Stress test of xc (problems/xc.cpp) against the brute-force XCC oracle (src/brute/xcc.cpp) on
# random instances from src/gen/xcc.cpp, seeds 1..N (N = $XC_STRESS_N, default 24 in the test command;
# `make stress` runs 200). Per seed:
#   - `xc --rows`: the set of solutions equals the oracle's (as sets of option numbers);
#   - `xc`: the count equals the oracle's, exit status 0 iff the count is not 0;
#   - `xc --print`: every solution verified by src/checkers/xc_print.cpp, and the count;
#   - `xc --print --limit 2`, `xc --first`: min(count, 2) and min(count, 1) solutions;
#   - `xc --threads 2` (also with --limit 3) and `--parts K --part I` for K = 2, 3 or 4 (by seed): the same count (parts summed);
#   - the links search (`--no-dc`, read straight into its links): `--rows` and `--threads 2` as above.
# Builds its own binaries into $BUILD/tests (xc with the same flags as build/xc).
set -u
cd "$(dirname "$0")/../.." || exit 2
NAME=xc_stress; . src/tests/lib/xc_setup.sh
N=${XC_STRESS_N:-24}
tool brute_xcc src/brute/xcc.cpp
tool gen_xcc src/gen/xcc.cpp
# fail (src/tests/lib/xc_setup.sh): the first failure also shows its instance (src/gen/xcc SEED
# [sizes] makes it again)
min() { if [ "$1" -lt "$2" ]; then echo "$1"; else echo "$2"; fi; }

seed=1
while [ "$seed" -le "$N" ]; do
  if [ $((seed % 3)) = 0 ]; then "$B/gen_xcc" "$seed" 9 5 22 > "$T/in"; else "$B/gen_xcc" "$seed" > "$T/in"; fi
  "$B/brute_xcc" --list "$T/in" > "$T/brute" || { fail "oracle failed"; seed=$((seed + 1)); continue; }
  want=$(head -n 1 "$T/brute")
  tail -n +2 "$T/brute" > "$T/brute.rows"
  want_rc=0; [ "$want" = 0 ] && want_rc=1

  "$XC" --rows "$T/in" > "$T/rows"; rc=$?
  [ "$rc" = "$want_rc" ] || fail "--rows exit status $rc, want $want_rc"
  "$B/brute_xcc" --normalize < "$T/rows" > "$T/rows.n"
  cmp -s "$T/rows.n" "$T/brute.rows" || fail "--rows: not the oracle's solutions"

  got=$("$XC" < "$T/in"); rc=$?
  [ "$got" = "$want" ] || fail "count $got, want $want"
  [ "$rc" = "$want_rc" ] || fail "count exit status $rc, want $want_rc"

  "$XC" --print "$T/in" > "$T/print"
  "$XC_PRINT" "$T/in" "$T/print" "$T/brute" > "$T/chk" 2>&1 || fail "--print rejected: $(cat "$T/chk")"

  "$XC" --print --limit 2 "$T/in" > "$T/print2"
  printf '%s\n' "$(min "$want" 2)" > "$T/want2"
  "$XC_PRINT" "$T/in" "$T/print2" "$T/want2" > "$T/chk" 2>&1 || fail "--limit 2 rejected: $(cat "$T/chk")"

  "$XC" --first "$T/in" > "$T/first"; rc=$?
  [ "$rc" = "$want_rc" ] || fail "--first exit status $rc, want $want_rc"
  printf '%s\n' "$(min "$want" 1)" > "$T/want1"
  "$XC_PRINT" "$T/in" "$T/first" "$T/want1" > "$T/chk" 2>&1 || fail "--first rejected: $(cat "$T/chk")"

  got=$("$XC" --threads 2 "$T/in")
  [ "$got" = "$want" ] || fail "--threads 2 count $got, want $want"
  got=$("$XC" --threads 2 --limit 3 "$T/in")
  [ "$got" = "$(min "$want" 3)" ] || fail "--threads 2 --limit 3 count $got"
  "$XC" --threads 2 --rows "$T/in" | "$B/brute_xcc" --normalize > "$T/rows.n"
  cmp -s "$T/rows.n" "$T/brute.rows" || fail "--threads 2 --rows: not the oracle's solutions"
  # the links search (--no-dc): the options read straight into its links (Model::direct)
  "$XC" --no-dc --rows "$T/in" | "$B/brute_xcc" --normalize > "$T/rows.n"
  cmp -s "$T/rows.n" "$T/brute.rows" || fail "--no-dc --rows: not the oracle's solutions"
  got=$("$XC" --no-dc --threads 2 "$T/in")
  [ "$got" = "$want" ] || fail "--no-dc --threads 2 count $got, want $want"
  K=$((2 + seed % 3))
  {
    sum=0; i=0
    while [ $i -lt $K ]; do
      c=$("$XC" --parts $K --part $i "$T/in"); sum=$((sum + c)); i=$((i + 1))
    done
    [ "$sum" = "$want" ] || fail "--parts $K: the parts add up to $sum, want $want"
  }
  seed=$((seed + 1))
done
echo "$N instances, $fails failures"
[ "$fails" = 0 ]
