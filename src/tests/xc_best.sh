#!/bin/sh
# xc --best K (problems/xc.cpp) against the brute-force oracle (src/brute/xcc.cpp --check-best):
# random XCC instances from src/gen/xcc.cpp with random option costs from src/gen/xc_costs.cpp,
# seeds 1..N (N = $XC_BEST_N, default 40), K from 1 to 12 by seed. The oracle enumerates every
# solution with its cost and checks xc's `--best K --rows` lines: min(K, count) of them, each a
# solution of the stated cost, none twice, the costs the K least in ascending order (which of
# several equally cheap solutions are printed is not checked). Also the usage errors of --best.
# Builds its own binaries into $BUILD/tests (xc with the same flags as build/xc).
set -u
cd "$(dirname "$0")/../.." || exit 2
NAME=xc_best; . src/tests/lib/xc_setup.sh
N=${XC_BEST_N:-40}
tool brute_xcc src/brute/xcc.cpp
tool gen_xcc src/gen/xcc.cpp
tool gen_xc_costs src/gen/xc_costs.cpp
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# usage errors
K8=testdata/xc/data-queens_8.in
for bad in "--best 0" "--best=x" "--best --first" "--best --print" "--best --limit 3" "--best --threads 2" \
           "--best --memo" "--best --parts 2 --part 0" "--best --sample 3"; do
  "$XC" $bad < "$K8" > "$T/o" 2> "$T/e"; rc=$?
  [ $rc = 2 ] && grep -q '^xc: .*(see xc --help)$' "$T/e" && [ ! -s "$T/o" ] || fail "'xc $bad': exit $rc, stderr '$(cat "$T/e")'"
done
# --best without costs: every solution costs 0; --best K reads K as a number, then the file
[ "$("$XC" --best 3 --rows "$K8" | cut -d: -f1 | tr '\n' ' ')" = "0 0 0 " ] || fail "--best 3 on queens_8"

seed=1
while [ "$seed" -le "$N" ]; do
  if [ $((seed % 2)) = 0 ]; then "$B/gen_xcc" "$seed" 12 5 45 > "$T/g"; else "$B/gen_xcc" "$seed" 9 5 22 > "$T/g"; fi
  "$B/gen_xc_costs" "$seed" $((seed % 3 * 10 + 3)) < "$T/g" > "$T/in"
  K=$((1 + seed % 12))
  "$XC" --best "$K" --rows "$T/in" > "$T/out"; rc=$?
  "$B/brute_xcc" --check-best "$K" "$T/in" < "$T/out" > "$T/chk" || { fail "seed $seed, --best $K: $(cat "$T/chk")"; sed 's/^/    | /' "$T/in"; }
  # exit status: 0 iff a solution was printed
  if [ -s "$T/out" ]; then [ $rc = 0 ] || fail "seed $seed: exit $rc with solutions"; else [ $rc = 1 ] || fail "seed $seed: exit $rc without solutions"; fi
  seed=$((seed + 1))
done
echo "$N instances, $fails failures"
[ "$fails" = 0 ]
