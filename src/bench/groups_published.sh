#!/bin/sh
# groups on published puzzles with their published solutions (issue 28's targets: every one
# solved, the first solution and --unique each in at most 1 s, at most 0.5x MiniZinc+Gecode where
# it finishes), whole process on both sides, wall-clock.
#   sh src/bench/groups_published.sh [DIR]     DIR: default testdata/groups/published
# For every DIR/NAME.in (one puzzle, with NAME.sol, the published solution as groups prints it):
#   groups' first solution (best of RUNS, default 3), which must equal NAME.sol byte for byte;
#   groups --unique (best of RUNS), which must say `unique`; NAME.kakuro (the clue layout) the
#   same way when it exists; then, if `minizinc` is installed and MZN is not 0, MiniZinc with
#   Gecode on the model of ../shared/bench/groups2mzn.py (the plain CP model: alldifferent and a
#   linear sum per cage, first-fail): its first solution and `-n 2` (uniqueness: the search ends
#   after at most 2), each once, with --time-limit MZN_LIMIT ms (default 20000).
# One line per puzzle:
#   NAME first=<ms> unique=<ms> [layout=<ms> layout_unique=<ms>] mzn_first=<ms>|timeout
#        mzn_unique=<ms>|timeout ratio_first=<groups/mzn> ratio_unique=<groups/mzn> ok|WRONG...
# then a summary line: puzzles, wrong answers, the slowest first and --unique, the largest ratios.
# Extra groups options: GROUPS_OPTS (e.g. GROUPS_OPTS=--no-dc); each groups run is stopped after
# GROUPS_TIMEOUT seconds (default 60; then its answer is wrong).
set -u
cd "$(dirname "$0")/../.." || exit 2
DIR=${1:-testdata/groups/published}
RUNS=${RUNS:-3}; MZN=${MZN:-1}; MZN_LIMIT=${MZN_LIMIT:-20000}; GROUPS_OPTS=${GROUPS_OPTS:-}; GROUPS_TIMEOUT=${GROUPS_TIMEOUT:-60}
SHARED=${SHARED:-../shared}
[ -d "$DIR" ] || { echo "no folder $DIR"; exit 2; }
[ -x build/groups ] || ./run_tests.sh --make build/groups > /dev/null || exit 2
command -v minizinc > /dev/null 2>&1 && [ -f "$SHARED/bench/groups2mzn.py" ] || MZN=0
T=${TMPDIR:-/tmp}/groups_published.$$
mkdir -p "$T" || exit 2
trap 'rm -rf "$T"' EXIT
now_us() { echo $(( $(date +%s%N) / 1000 )); }
ms() { echo "$(( $1 / 1000 )).$(( ($1 / 100) % 10 ))"; }
# best_us OUT ARGS...: the best wall-clock microseconds of RUNS runs of build/groups ARGS (output in OUT)
best_us() {
  b_o=$1; shift; b_best=""; b_i=0
  while [ $b_i -lt "$RUNS" ]; do
    b_a=$(now_us); timeout "$GROUPS_TIMEOUT" build/groups $GROUPS_OPTS "$@" > "$b_o" 2>&1; b_b=$(now_us)
    b_d=$((b_b - b_a))
    if [ -z "$b_best" ] || [ "$b_d" -lt "$b_best" ]; then b_best=$b_d; fi
    b_i=$((b_i + 1))
  done
  echo "$b_best"
}
# ratio A B: A/B with two decimals
ratio() { echo "$(( $1 * 100 / $2 / 100 )).$(( $1 * 100 / $2 % 100 / 10 ))$(( $1 * 100 / $2 % 10 ))"; }
n=0; wrong=0; maxf=0; maxu=0; maxrf=0; maxru=0; maxrf_s=-; maxru_s=-; mznf=0; mznu=0
for f in "$DIR"/*.in; do
  [ -f "$f" ] || continue
  b=${f%.in}; name=$(basename "$b")
  [ -f "$b.sol" ] || continue
  n=$((n + 1)); st=ok
  tf=$(best_us "$T/first" "$f"); cmp -s "$T/first" "$b.sol" || st="WRONG-first"
  tu=$(best_us "$T/uniq" --unique "$f"); [ "$(cat "$T/uniq")" = unique ] || st="$st WRONG-unique($(head -c 40 "$T/uniq"))"
  line="$name first=$(ms "$tf") unique=$(ms "$tu")"
  [ "$tf" -gt "$maxf" ] && maxf=$tf; [ "$tu" -gt "$maxu" ] && maxu=$tu
  if [ -f "$b.kakuro" ]; then
    tl=$(best_us "$T/lay" "$b.kakuro"); cmp -s "$T/lay" "$b.sol" || st="$st WRONG-layout"
    tlu=$(best_us "$T/layu" --unique "$b.kakuro"); [ "$(cat "$T/layu")" = unique ] || st="$st WRONG-layout-unique"
    line="$line layout=$(ms "$tl") layout_unique=$(ms "$tlu")"
    [ "$tl" -gt "$maxf" ] && maxf=$tl; [ "$tlu" -gt "$maxu" ] && maxu=$tlu
  fi
  if [ "$MZN" != 0 ] && python3 "$SHARED/bench/groups2mzn.py" "$f" > "$T/m.mzn" 2> /dev/null; then
    a=$(now_us); minizinc --solver gecode --time-limit "$MZN_LIMIT" "$T/m.mzn" > "$T/mf" 2> /dev/null; z=$(now_us)
    if grep -q '^----------$' "$T/mf"; then mf=$((z - a)); line="$line mzn_first=$(ms "$mf")"; else mf=0; line="$line mzn_first=timeout"; fi
    a=$(now_us); minizinc --solver gecode --time-limit "$MZN_LIMIT" -n 2 "$T/m.mzn" > "$T/mu" 2> /dev/null; z=$(now_us)
    if grep -q '^==========$' "$T/mu"; then mu=$((z - a)); line="$line mzn_unique=$(ms "$mu")"; else mu=0; line="$line mzn_unique=timeout"; fi
    if [ "$mf" -gt 0 ]; then
      mznf=$((mznf + 1)); line="$line ratio_first=$(ratio "$tf" "$mf")"
      [ $((tf * 1000 / mf)) -gt "$maxrf" ] && { maxrf=$((tf * 1000 / mf)); maxrf_s="$(ratio "$tf" "$mf") ($name)"; }
    fi
    if [ "$mu" -gt 0 ]; then
      mznu=$((mznu + 1)); line="$line ratio_unique=$(ratio "$tu" "$mu")"
      [ $((tu * 1000 / mu)) -gt "$maxru" ] && { maxru=$((tu * 1000 / mu)); maxru_s="$(ratio "$tu" "$mu") ($name)"; }
    fi
  fi
  [ "$st" = ok ] || wrong=$((wrong + 1))
  echo "$line $st"
done
echo "groups_published: $n puzzles, $wrong wrong; slowest first $(ms "$maxf") ms, slowest --unique $(ms "$maxu") ms;" \
     "MiniZinc finished $mznf first / $mznu unique; largest ratio first $maxrf_s, unique $maxru_s"
[ "$wrong" = 0 ]
