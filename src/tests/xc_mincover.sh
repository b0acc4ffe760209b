#!/bin/sh
# xc --min-cover (problems/xc.cpp, src/xc/mincover.h) against the brute-force oracle
# (src/brute/xcc.cpp --min-cover / --check-cover K: every subset of the options, smallest first,
# src/brute/mincover.h; no DLX core), on random XCC instances from src/gen/xcc.cpp (secondary
# items, colors, options without a primary item, items in no option), seeds 1..N (N =
# $XC_MINCOVER_N, default 18 in the test command; `make stress` 100). Per seed: `--rows` prints a cover of the least size (or `none`,
# exit 1, when there is none), the default output says `size S` and S option lines, `--count`
# the oracle's number of minimum covers, `--limit K` for K one below and at the least size a
# cover of at most K options or `none`. Through the split driver: `--threads 2` the same least
# size (a cover of it), count and `--limit K` answers; `--parts K --part I` for K = 2 and 3, each
# part a cover of its own least size (or `none`; K = 3), and with --count `size S count C` (or `none`):
# the least S of the K parts is the oracle's least size, the sum of the C at it the oracle's
# count (docs/xc.md). Also the usage errors, bad input with --min-cover (one line, exit 2,
# nothing on stdout). The engine's own stress test is src/stress/stress_mincover.cpp;
# the fixed cases are testdata/xc/mincover-* (expected outputs from the oracle, SOURCES.md).
set -u
cd "$(dirname "$0")/../.." || exit 2
NAME=xc_mincover; . src/tests/lib/xc_setup.sh
N=${XC_MINCOVER_N:-18}
tool brute_xcc src/brute/xcc.cpp
tool gen_xcc src/gen/xcc.cpp
K8=testdata/xc/data-queens_8.in

# usage errors: one line on stderr, nothing on stdout, exit 2
seed=usage
for bad in "--first" "--print" "--parts 2" "--parts 2 --part 2" "--count --limit 3" "--memo" "--best" \
           "--sample 2" "--dc" "--no-dc" "--progress" "--links-only" "--checkpoint x.ck"; do
  "$XC" --min-cover $bad < "$K8" > "$T/o" 2> "$T/e"; rc=$?
  [ $rc = 2 ] && [ "$(wc -l < "$T/e")" = 1 ] && grep -q '^xc: .*(see xc --help)$' "$T/e" && [ ! -s "$T/o" ] ||
    fail "'xc --min-cover $bad': exit $rc, stderr '$(cat "$T/e")'"
done
# bad input with --min-cover: the reader's line; multiplicities refused
seed=bad-input
printf 'A B\nA C\n' > "$T/in"
printf '1:2|A B\nA B\n' > "$T/in2"
for f in "$T/in" "$T/in2"; do
  "$XC" --min-cover "$f" > "$T/o" 2> "$T/e"; rc=$?
  [ $rc = 2 ] && [ "$(wc -l < "$T/e")" = 1 ] && grep -q '^xc: ' "$T/e" && [ ! -s "$T/o" ] ||
    fail "bad input $(head -c 20 "$f" | tr '\n' '/'): exit $rc, stderr '$(cat "$T/e")'"
done

for seed in $(seq 1 "$N"); do
  case $((seed % 3)) in 0) size="7 4 14" ;; 1) size="5 2 10" ;; *) size="9 3 16" ;; esac  # primary, secondary, options
  "$B/gen_xcc" "$seed" $size > "$T/in"
  "$B/brute_xcc" --min-cover "$T/in" > "$T/want" || { fail "oracle failed"; continue; }
  least=$(head -n 1 "$T/want"); count=$(sed -n 2p "$T/want")
  want_rc=0; [ "$least" = none ] && want_rc=1
  "$XC" --min-cover --rows "$T/in" > "$T/out"; rc=$?
  [ $rc = "$want_rc" ] || fail "--rows: exit $rc, want $want_rc"
  "$B/brute_xcc" --check-cover 0 "$T/in" < "$T/out" > "$T/chk" || fail "--rows: $(cat "$T/chk")"
  "$XC" --min-cover "$T/in" > "$T/out"
  if [ "$least" = none ]; then [ "$(cat "$T/out")" = none ] || fail "printed a cover where there is none"
  else [ "$(head -n 1 "$T/out")" = "size $least" ] && [ "$(wc -l < "$T/out")" = $((least + 1)) ] || fail "not size $least and $least options"; fi
  got=$("$XC" --min-cover --count "$T/in"); rc=$?
  [ "$got" = "$count" ] && [ $rc = "$want_rc" ] || fail "--count: $got (exit $rc), want $count (exit $want_rc)"
  if [ "$least" != none ]; then
    for k in $((least - 1)) "$least"; do
      [ "$k" -ge 1 ] || continue
      "$XC" --min-cover --limit "$k" --rows "$T/in" > "$T/out"
      "$B/brute_xcc" --check-cover "$k" "$T/in" < "$T/out" > "$T/chk" || fail "--limit $k: $(cat "$T/chk")"
      "$XC" --min-cover --limit "$k" --rows --threads 2 "$T/in" > "$T/out"
      "$B/brute_xcc" --check-cover "$k" "$T/in" < "$T/out" > "$T/chk" || fail "--threads 2 --limit $k: $(cat "$T/chk")"
    done
  fi
  # the split driver: 2 threads, then 2 and 3 parts combined
  "$XC" --min-cover --rows --threads 2 "$T/in" > "$T/out"; rc=$?
  [ $rc = "$want_rc" ] || fail "--threads 2 --rows: exit $rc, want $want_rc"
  [ "$least" = none ] || [ "$(cut -d: -f1 "$T/out")" = "$least" ] || fail "--threads 2: not size $least"
  "$B/brute_xcc" --check-cover 0 "$T/in" < "$T/out" > "$T/chk" || fail "--threads 2 --rows: $(cat "$T/chk")"
  got=$("$XC" --min-cover --count --threads 2 "$T/in")
  [ "$got" = "$count" ] || fail "--threads 2 --count: $got, want $count"
  for k in 2 3; do
    : > "$T/parts"
    for i in $(seq 0 $((k - 1))); do
      "$XC" --min-cover --count --parts $k --part $i "$T/in" >> "$T/parts"
      [ $k = 3 ] || continue  # (each part's cover: checked for K = 3)
      "$XC" --min-cover --rows --parts $k --part $i "$T/in" > "$T/out"
      [ "$(cat "$T/out")" = none ] || "$B/brute_xcc" --check-cover "$(cut -d: -f1 "$T/out")" "$T/in" < "$T/out" > "$T/chk" ||
        fail "--parts $k --part $i --rows: $(cat "$T/chk")"
    done
    # combined: the least size of the parts, the sum of their counts at it
    comb=none; csum=0
    best=$(grep '^size ' "$T/parts" | cut -d' ' -f2 | sort -n | head -n 1)
    if [ -n "$best" ]; then
      comb=$best
      for c in $(grep "^size $best count " "$T/parts" | cut -d' ' -f4); do csum=$((csum + c)); done
    fi
    [ "$comb" = "$least" ] && [ "$csum" = "$count" ] ||
      fail "--parts $k combined: size $comb count $csum, want $least $count ($(tr '\n' '/' < "$T/parts"))"
  done
done
echo "xc_mincover: $N instances, $fails failures"
[ "$fails" = 0 ]
