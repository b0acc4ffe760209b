#!/bin/sh
# xc --sample K --seed S (problems/xc.cpp): uniformly random solutions. Checks:
#   - chi-square against the uniform distribution, computed by the oracle (src/brute/xcc.cpp
#     --chi2 BOUND, which enumerates every solution and also rejects any sample that is not one):
#     10^5 samples of the domino tilings of the 4x6 board (281 solutions, src/gen/domino.cpp;
#     bound 410 for 280 degrees of freedom: p about 1e-6 under uniformity) and 5*10^4 samples of a
#     random XCC instance with colors (src/gen/xcc.cpp 12 14 6 70: 242 solutions; bound 360 for
#     241 degrees of freedom, p about 1e-6); a biased sample (a tenth of it one solution) must fail;
#   - beyond 64 bits: 41 items of 3 options each (3^41 > 2^64 solutions): every sample is a
#     solution and the first and last choices are uniform among 3 (chi-square, 2 degrees of
#     freedom, bound 30: p about 3e-7), which exercises the big-number draw;
#   - the same seed gives the same output, other seeds other output; no solution: empty, exit 1;
#   - usage errors.
# Builds its own binaries into $BUILD/tests (xc with the same flags as build/xc).
set -u
cd "$(dirname "$0")/../.." || exit 2
NAME=xc_sample; . src/tests/lib/xc_setup.sh
tool brute_xcc src/brute/xcc.cpp
tool gen_xcc src/gen/xcc.cpp
tool gen_domino src/gen/domino.cpp
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# usage errors
K8=testdata/xc/data-queens_8.in
for bad in "--sample 0" "--sample x" "--seed 3" "--sample 2 --first" "--sample 2 --print" "--sample 2 --memo" \
           "--sample 2 --threads 2" "--sample 2 --limit 1" "--sample 2 --best"; do
  "$XC" $bad < "$K8" > "$T/o" 2> "$T/e"; rc=$?
  [ $rc = 2 ] && grep -q '^xc: .*(see xc --help)$' "$T/e" && [ ! -s "$T/o" ] || fail "'xc $bad': exit $rc, stderr '$(cat "$T/e")'"
done

# uniformity by chi-square
"$B/gen_domino" 4 6 > "$T/d46"
"$XC" --sample 100000 --seed 7 --rows "$T/d46" > "$T/s1" || fail "domino 4x6: exit $?"
[ "$(wc -l < "$T/s1")" = 100000 ] || fail "domino 4x6: $(wc -l < "$T/s1") samples, want 100000"
"$B/brute_xcc" --chi2 410 "$T/d46" < "$T/s1" > "$T/chk" || fail "domino 4x6: $(cat "$T/chk")"
head -n 90000 "$T/s1" > "$T/biased"
i=0; while [ $i -lt 100 ]; do head -n 1 "$T/s1"; i=$((i + 1)); done > "$T/one"
i=0; while [ $i -lt 100 ]; do cat "$T/one"; i=$((i + 1)); done >> "$T/biased"
"$B/brute_xcc" --chi2 410 "$T/d46" < "$T/biased" > "$T/chk" && fail "a biased sample passed the chi-square test: $(cat "$T/chk")"
"$B/gen_xcc" 12 14 6 70 > "$T/g12"
"$XC" --sample 50000 --seed 1 --rows "$T/g12" > "$T/s2" || fail "xcc seed 12: exit $?"
[ "$(wc -l < "$T/s2")" = 50000 ] || fail "xcc seed 12: $(wc -l < "$T/s2") samples"
"$B/brute_xcc" --chi2 360 "$T/g12" < "$T/s2" > "$T/chk" || fail "xcc seed 12: $(cat "$T/chk")"

# beyond 64 bits: 41 items, 3 options each (rows 3i-2..3i belong to item i)
{
  i=1; names=""; while [ $i -le 41 ]; do names="$names x$i"; i=$((i + 1)); done
  echo "$names"
  i=1; while [ $i -le 41 ]; do echo "x$i"; echo "x$i"; echo "x$i"; i=$((i + 1)); done
} > "$T/big"
"$XC" --sample 1500 --seed 11 --rows "$T/big" > "$T/s3" || fail "3^41: exit $?"
[ "$(wc -l < "$T/s3")" = 1500 ] || fail "3^41: $(wc -l < "$T/s3") samples"
# every line: 41 rows, the k-th from item k (the search takes the items in order: all have 3 options)
bad=$(while read -r line; do
  k=1; for r in $line; do [ $(( (r + 2) / 3 )) = $k ] || { echo x; break; }; k=$((k + 1)); done
  [ $k = 42 ] || echo x
done < "$T/s3" | wc -l)
[ "$bad" = 0 ] || fail "3^41: $bad samples are not solutions"
for field in 1 41; do
  chi=0
  for v in 0 1 2; do
    c=$(cut -d' ' -f$field "$T/s3" | while read -r r; do echo $(( (r - 1) % 3 )); done | grep -c "^$v\$")
    chi=$((chi + (c - 500) * (c - 500)))
  done
  [ $((chi / 500)) -le 30 ] || fail "3^41: choice $field not uniform (chi-square $((chi / 500)))"
done

# reproducible, seed-dependent; no solution
[ "$("$XC" --sample 5 --seed 3 "$T/g12" | cksum)" = "$("$XC" --sample 5 --seed 3 "$T/g12" | cksum)" ] || fail "same seed, other output"
[ "$("$XC" --sample 5 --seed 3 "$T/g12" | cksum)" != "$("$XC" --sample 5 --seed 4 "$T/g12" | cksum)" ] || fail "seeds 3 and 4 give the same output"
"$XC" --sample 3 testdata/xc/memo-domino_3x3.in > "$T/o"; rc=$?
[ $rc = 1 ] && [ ! -s "$T/o" ] || fail "no solution: exit $rc"
echo "sampling: $fails failures"
[ "$fails" = 0 ]
