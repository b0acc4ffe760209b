#!/bin/sh
# Stress problems/groups.cpp against the brute-force oracle src/brute/groups.cpp on random small
# puzzles of every kind from src/gen/groups.cpp (Latin squares and rectangles, sudoku 4x4/4x6/6x4,
# X-sudoku, windoku, small samurai, jigsaw, killer, crossing cages, Kakuro, partial groups, random
# symbol values): --count (also with --fill-max 0, every cage by its symbol sets; --fill-max 3, the two encodings mixed; and --xcc),
# each with the DC search (--dc) and the links search (--no-dc), with the propagator search (--cp, and
# --cp --no-implied --no-learn: --count only), and --unique (all three searches) must
# equal the oracle's; the first solution (both searches) must pass the oracle's --check; one seed in
# eight also --count --dc --threads 2, and --count --dc --parts K (K = 2..4, every part: the counts
# add up to the oracle's). Seeds where
# the oracle needs more than 2 s are skipped. N=<seeds> (default 20 in the test command; `make stress`
# runs N/250 of its N, 400 by default), SEED0=<first seed> (default 1).
# Then N2 seeds (default N/3) of Kakuro in the clue layout and of `sum` statements (below), and N3
# seeds (default 3N/4) of variant rules (`rules`: thermo, arrow, littlekiller, whitedot, odd, ...).
set -u
cd "$(dirname "$0")/../.." || exit 3
N=${N:-20}; SEED0=${SEED0:-1}
T=${TMPDIR:-/tmp}/groups_stress.$$
mkdir -p "$T" || exit 3
trap 'rm -rf "$T"' EXIT
B=${BUILD:-build}
# the build's groups if nothing it is made of is newer (the tool, the grid module, the engine, the lib)
if [ -x "$B/groups" ] && [ -z "$(find problems/groups.cpp src/grid src/engine src/lib src/dlx_core.h -newer "$B/groups" 2> /dev/null)" ]; then
  ln -s "$(pwd)/$B/groups" "$T/solver"
else
  g++ -std=gnu++17 -O2 -pthread -I. -o "$T/solver" problems/groups.cpp
fi &&
# the oracle and the generator by mk/build.mk (plain -O2; built with the rest by the test command)
./run_tests.sh --make "$B/tests/brute_groups" "$B/tests/gen_groups" &&
ln -s "$(pwd)/$B/tests/brute_groups" "$T/brute" && ln -s "$(pwd)/$B/tests/gen_groups" "$T/gen" || { echo "build failed"; exit 1; }
bad=0; done_=0; dcsplit=0; s=$SEED0
while [ $s -lt $((SEED0 + N)) ]; do
  "$T/gen" $s > "$T/case.in" || { echo "seed $s: the generator failed"; bad=$((bad + 1)); s=$((s + 1)); continue; }
  if want=$(timeout 2 "$T/brute" --count < "$T/case.in" 2>&1); then
    done_=$((done_ + 1))
    for o in "--count --no-dc" "--count --fill-max 0 --no-dc" "--count --fill-max 3 --no-dc" "--count --xcc --no-dc"; do
      got=$("$T/solver" $o < "$T/case.in" 2>&1)
      [ "$got" = "$want" ] || { echo "seed $s '$o': groups $got, brute $want"; bad=$((bad + 1)); }
    done
    # DC spends more per solution: past 20000 solutions it counts up to 20000 (--limit)
    c="--count"; w=$want
    [ "$want" -gt 20000 ] 2> /dev/null && { c="--limit 20000"; w=20000; }
    # (the propagator search counts all: --cp below, with w reset)
    for o in "$c --dc" "$c --fill-max 0 --dc" "$c --fill-max 3 --dc" "$c --xcc --dc" "--count --cp" "--count --cp --no-implied --no-learn"; do
      got=$("$T/solver" $o < "$T/case.in" 2>&1)
      case $o in --count\ --cp*) ww=$want ;; *) ww=$w ;; esac
      [ "$got" = "$ww" ] || { echo "seed $s '$o': groups $got, brute $want"; bad=$((bad + 1)); }
    done
    # one seed in eight: DC through the split driver's threads and parts (the parts' counts add up)
    if [ $((s % 8)) = 0 ] && [ "$want" -le 20000 ] 2> /dev/null; then
      got=$("$T/solver" --count --dc --threads 2 < "$T/case.in" 2>&1)
      [ "$got" = "$want" ] || { echo "seed $s '--count --dc --threads 2': groups $got, brute $want"; bad=$((bad + 1)); }
      K=$((2 + s / 8 % 3)); sum=0; i=0
      while [ $i -lt $K ]; do
        got=$("$T/solver" --count --dc --parts $K --part $i < "$T/case.in" 2>&1)
        sum=$((sum + got)) 2> /dev/null || { echo "seed $s '--dc --parts $K --part $i': $got"; bad=$((bad + 1)); }
        i=$((i + 1))
      done
      [ "$sum" = "$want" ] || { echo "seed $s '--count --dc --parts $K': the parts add up to $sum, brute $want"; bad=$((bad + 1)); }
      dcsplit=$((dcsplit + 1))
    fi
    want=$("$T/brute" --unique < "$T/case.in" 2>&1)
    for o in --cp --dc --no-dc; do
      got=$("$T/solver" --unique $o < "$T/case.in" 2>&1)
      [ "$got" = "$want" ] || { echo "seed $s --unique $o: groups $got, brute $want"; bad=$((bad + 1)); }
      "$T/solver" $o < "$T/case.in" > "$T/first" 2>&1
      chk=$("$T/brute" --check "$T/first" < "$T/case.in" 2>&1) || { echo "seed $s first $o: $chk"; bad=$((bad + 1)); }
    done
  fi
  s=$((s + 1))
done
# Kakuro in the clue layout (`kakuro`) against the same puzzle as `cells` + `cage` (the oracle on
# both forms, independently parsed); `sum` (symbols may repeat): counts in every encoding, --unique, first
N2=${N2:-$((N / 3))}; done2=0; s=$SEED0
while [ $s -lt $((SEED0 + N2)) ]; do
  R=$((3 + s % 3)); C=$((3 + s / 3 % 3))
  if "$T/gen" $s kakuro $R $C --layout > "$T/lay.in" 2> /dev/null && "$T/gen" $s kakuro $R $C > "$T/cage.in" &&
     want=$(timeout 2 "$T/brute" --count < "$T/cage.in" 2>&1); then
    done2=$((done2 + 1))
    w2=$("$T/brute" --count < "$T/lay.in" 2>&1)
    [ "$w2" = "$want" ] || { echo "seed $s kakuro: the oracle counts $w2 on the layout, $want on the cages"; bad=$((bad + 1)); }
    for o in "--count --no-dc" "--count --fill-max 0 --no-dc" "--count --dc" "--count --fill-max 0 --dc" "--count --cp"; do
      got=$("$T/solver" $o < "$T/lay.in" 2>&1)
      [ "$got" = "$want" ] || { echo "seed $s kakuro layout '$o': groups $got, brute $want"; bad=$((bad + 1)); }
    done
    for o in --cp --dc --no-dc; do
      "$T/solver" $o < "$T/lay.in" > "$T/first" 2>&1
      chk=$("$T/brute" --check "$T/first" < "$T/lay.in" 2>&1) || { echo "seed $s kakuro layout first $o: $chk"; bad=$((bad + 1)); }
    done
  fi
  if "$T/gen" $s sums > "$T/sums.in" && want=$(timeout 2 "$T/brute" --count < "$T/sums.in" 2>&1); then
    done2=$((done2 + 1))
    for o in "--count --no-dc" "--count --fill-max 0 --no-dc" "--count --xcc --no-dc" "--count --dc" "--count --xcc --dc" "--count --cp"; do
      got=$("$T/solver" $o < "$T/sums.in" 2>&1)
      [ "$got" = "$want" ] || { echo "seed $s sums '$o': groups $got, brute $want"; bad=$((bad + 1)); }
    done
    want=$("$T/brute" --unique < "$T/sums.in" 2>&1)
    for o in --cp --dc --no-dc; do
      got=$("$T/solver" --unique $o < "$T/sums.in" 2>&1)
      [ "$got" = "$want" ] || { echo "seed $s sums --unique $o: groups $got, brute $want"; bad=$((bad + 1)); }
      "$T/solver" $o < "$T/sums.in" > "$T/first" 2>&1
      chk=$("$T/brute" --check "$T/first" < "$T/sums.in" 2>&1) || { echo "seed $s sums first $o: $chk"; bad=$((bad + 1)); }
    done
  fi
  s=$((s + 1))
done
# variant rules (the propagator search only): the count by default and --cp --no-implied
# --no-learn, --unique, the first solution checked; the oracle must find solutions in some
N3=${N3:-$((N * 3 / 4))}; done3=0; some3=0; s=$SEED0
while [ $s -lt $((SEED0 + N3)) ]; do
  if "$T/gen" $s rules > "$T/rules.in" && want=$(timeout 2 "$T/brute" --count < "$T/rules.in" 2>&1); then
    done3=$((done3 + 1))
    [ "$want" != 0 ] && some3=$((some3 + 1))
    for o in "--count" "--count --cp --no-implied --no-learn"; do
      got=$("$T/solver" $o < "$T/rules.in" 2>&1)
      [ "$got" = "$want" ] || { echo "seed $s rules '$o': groups $got, brute $want"; bad=$((bad + 1)); }
    done
    want=$("$T/brute" --unique < "$T/rules.in" 2>&1)
    got=$("$T/solver" --unique < "$T/rules.in" 2>&1)
    [ "$got" = "$want" ] || { echo "seed $s rules --unique: groups $got, brute $want"; bad=$((bad + 1)); }
    "$T/solver" < "$T/rules.in" > "$T/first" 2>&1
    chk=$("$T/brute" --check "$T/first" < "$T/rules.in" 2>&1) || { echo "seed $s rules first: $chk"; bad=$((bad + 1)); }
  fi
  s=$((s + 1))
done
echo "groups stress: $done_ of $N puzzles (seeds $SEED0..$((SEED0 + N - 1))) compared ($dcsplit of them with --dc --threads 2 and --parts), $done2 Kakuro layouts and sums (seeds $SEED0..$((SEED0 + N2 - 1))), $done3 with variant rules ($some3 with solutions), $bad failures"
[ $bad = 0 ] && [ $done_ -gt $((N / 2)) ] && [ $done2 -gt $N2 ] && [ $done3 -gt $((N3 / 2)) ] && [ $some3 -gt $((N3 / 5)) ]
