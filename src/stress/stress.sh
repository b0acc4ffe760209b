#!/bin/sh
# make stress N=... SEED=... [GRIDS=...] [BIG=...]: the stress tests at scale.
#   1. the core against subset enumeration (src/stress/stress_core.cpp): N random exact-cover
#      instances (primary and secondary items, colors, selections, pause/resume, splits, memo).
#   2. XCC (src/stress/xcc.sh): N random instances, every one with secondary items and colors,
#      the core's solution sets against a backtracking oracle; broken cores that must be caught.
#   3. sudoku (src/stress/sudoku.sh): GRIDS random grids (default 10000) of each of 4x4, 9x9,
#      16x16 and BIG (default 300) of 25x25 against a backtracking oracle, piped to the sudoku
#      task binaries; then broken-core variants of poj3074 and poj3076 that must be caught.
#   4. multiplicities (src/stress/stress_mult.cpp): N random instances with bounds lo:hi on primary
#      items (Knuth's Algorithm M) against subset enumeration.
#   5. the hot path (src/stress/stress_hot.cpp): N/10 instances with >= 100 primary items (the
#      hint stack on) against oracles that give the count, the solutions in order and the nodes.
#   6. repeated cover (src/stress/stress_rcover.cpp): N random set systems, src/dlx_rcover.h against
#      every subset of rows; then HDU 2295 (src/tests/hdu2295_stress.sh with N/1000 seeds, 550
#      cases each) against its oracle.
#   7. minimum covers (src/stress/stress_mincover.cpp): N/10 random XCC instances, the engine of
#      xc --min-cover against subset enumeration (src/brute/mincover.h).
#   8. domain consistency (src/stress/stress_dc.cpp, stress_dcsearch.cpp): N/10 random XCC
#      instances each, DC's propagator and its search against their oracles.
#   9. the propagator search of the grid tools (src/stress/stress_cp.cpp): N/20 random killers and
#      Kakuro rectangles against a brute-force count; then src/tests/groups_stress.sh (every
#      search and encoding of groups against its oracle) on N/250 seeds; the ISS constraint
#      strings (src/stress/stress_iss.cpp): N/20 random variant sudoku against its oracle.
#  10. xc's options against the XCC oracle on more seeds than the test command runs:
#      src/tests/xc_dc.sh (--dc in every mode) on N/1000 seeds, src/tests/xc_miniexact.sh
#      (miniexact's input forms) on N/333, src/tests/xc_checkpoint.sh with two DC instances.
#  11. every deliberately broken variant of src/stress/broken.sh, the `broken_more` ones too
#      (BROKEN_ALL=1 ./run_tests.sh: the test command, with all 114 variants).
# Usage: sh src/stress/stress.sh N SEED   (run from the repository root; `make stress` builds first)
# Exit status 0 only if every part passed.
set -u
N=${1:-100000}; SEED=${2:-1}
GRIDS=${GRIDS:-10000}; BIG=${BIG:-300}
B=${BUILD:-build}
now() { date +%s; }
status=0

# part PROG COUNT LABEL: build src/stress/PROG.cpp, run it on COUNT instances from SEED
part() {
  t0=$(now)
  ./run_tests.sh --make "$B/stress/$1" || exit 3  # mk/build.mk, as the test command builds it
  echo "stress $3: $2 instances, seed $SEED"
  "$B/stress/$1" "$2" "$SEED" || status=1
  echo "stress $3: $(( $(now) - t0 )) s"
}

# script WHAT NAME VAR=VALUE...: the test script src/tests/NAME at make stress's scale (the
# variables in its environment)
script() {
  t0=$(now); w=$1 n=$2; shift 2
  env "$@" sh "src/tests/$n" || status=1
  echo "stress $w: $(( $(now) - t0 )) s"
}

part stress_core "$N" core

t0=$(now)
sh src/stress/xcc.sh "$N" "$SEED" || status=1
echo "stress xcc: $(( $(now) - t0 )) s"

t0=$(now)
sh src/stress/sudoku.sh "$GRIDS" "$BIG" "$SEED" || status=1
echo "stress sudoku: $(( $(now) - t0 )) s"

part stress_mult "$N" multiplicities
part stress_hot "$(( N / 10 ))" "hot path"
part stress_rcover "$N" "repeated cover"
script hdu2295 hdu2295_stress.sh N=$(( N / 1000 > 0 ? N / 1000 : 1 )) SEED0=$SEED
part stress_mincover "$(( N / 10 ))" "minimum covers"
part stress_dc "$(( N / 10 ))" "domain consistency"
part stress_dcsearch "$(( N / 10 ))" "domain consistency search"
part stress_cp "$(( N / 20 ))" "propagator search"
part stress_iss "$(( N / 20 ))" "ISS constraint strings"
script groups groups_stress.sh N=$(( N / 250 > 0 ? N / 250 : 1 )) SEED0=$SEED
script "xc --dc" xc_dc.sh XC_DC_N=$(( N / 1000 > 0 ? N / 1000 : 1 ))
script "xc miniexact forms" xc_miniexact.sh XC_MINIEXACT_N=$(( N / 333 > 0 ? N / 333 : 1 ))
script "coresync (all its broken builds)" coresync.sh CORESYNC_ALL=1
script "xc --min-cover" xc_mincover.sh XC_MINCOVER_N=100
script "xc (xc_stress.sh)" xc_stress.sh XC_STRESS_N=200
script "xc --memo" xc_memo.sh XC_MEMO_ALL=1
script "xc checkpoints" xc_checkpoint.sh XC_CHECKPOINT_DC="14,16,8,120 12,16,8,120" XC_CHECKPOINT_K="1 2 5 9" \
  XC_CHECKPOINT_RUNS="5,2 3,7 9,4 11,1"
t0=$(now)
echo "stress broken variants: the test command with all of them (BROKEN_ALL=1)"
BROKEN_ALL=1 ./run_tests.sh > "$B/stress-broken-all.log" 2>&1 || { status=1; grep '^FAIL' "$B/stress-broken-all.log"; }
echo "stress broken variants: $(grep -c '^PASS core/broken-' "$B/stress-broken-all.log") caught, $(tail -n 1 "$B/stress-broken-all.log"); $(( $(now) - t0 )) s"

if [ $status = 0 ]; then echo "stress: all parts passed"; else echo "stress: FAILED"; fi
exit $status
