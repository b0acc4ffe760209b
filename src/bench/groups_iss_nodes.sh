#!/bin/sh
# groups_iss_nodes: search nodes of groups against ISS's (the Interactive Sudoku Solver, run
# headless in node: ../shared/bench/anchors/iss) on ISS's killer collections, first solution or
# --unique. Node counts do not depend on the machine's load.
#   sh src/bench/groups_iss_nodes.sh [--unique] [COLLECTION] [-- GROUPS_OPTION...]
# COLLECTION defaults to TAREK_ALL. The puzzles are converted by ../shared/bench/iss2groups.mjs;
# ISS's figure is its benchmark's `nodesSearched`, groups' the nodes of its --stats line. Prints
# a line per puzzle (iss nodes, groups nodes, ratio), then the totals and the median ratio.
# Needs build/groups (`make`) and node. POSIX sh + coreutils (node reads ISS's JSON).
set -u
cd "$(dirname "$0")/../.." || exit 2
SH=../shared/bench
ISS=${ISS:-$SH/anchors/iss}
uniq=0; coll=TAREK_ALL
while [ $# -gt 0 ]; do
  case $1 in
    --unique) uniq=1 ;;
    --) shift; break ;;
    *) coll=$1 ;;
  esac
  shift
done
command -v node > /dev/null 2>&1 || { echo "groups_iss_nodes skipped: no node"; exit 0; }
[ -x build/groups ] || ./run_tests.sh --make build/groups > /dev/null || exit 2
T=$(mktemp -d) || exit 2
trap 'rm -rf "$T"' EXIT
node "$SH/iss2groups.mjs" "$T" "$coll" > /dev/null || exit 2
sols=1; mode=
[ $uniq = 1 ] && { sols=2; mode=--unique; }
here=$(pwd)
(cd "$ISS" && node tools/perf/benchmark_puzzles.js --max-backtracks none --puzzles "$coll" --solutions $sols --json --repeat 1) > "$T/iss.json" 2> /dev/null || exit 2
node -e 'for (const r of JSON.parse(require("fs").readFileSync(process.argv[1]))) console.log(r.nodesSearched)' "$T/iss.json" > "$T/iss.txt" || exit 2
lc=$(echo "$coll" | tr 'A-Z' 'a-z')
i=0
: > "$T/ratios"
while read -r inodes; do
  f=$(printf '%s/%s_%02d.in' "$T" "$lc" $i)
  i=$((i + 1))
  [ -f "$f" ] || continue
  g=$("$here/build/groups" --stats $mode "$@" "$f" 2>&1 > /dev/null | sed -n 's/.*search: \([0-9]*\) nodes.*/\1/p' | head -n 1)
  [ -n "$g" ] || g=0
  r=$(awk -v a="$g" -v b="$inodes" 'BEGIN { printf "%.2f", a / (b > 0 ? b : 1) }')
  echo "$r" >> "$T/ratios"
  printf '%-16s %10s %10s %8s\n' "$(basename "$f" .in)" "$inodes" "$g" "$r"
  echo "$inodes $g" >> "$T/sums"
done < "$T/iss.txt"
n=$(wc -l < "$T/ratios")
med=$(sort -n "$T/ratios" | sed -n "$(( (n + 1) / 2 ))p")
awk -v n="$n" -v med="$med" '{ a += $1; b += $2 } END { printf "summary: %d puzzles, iss nodes %d, groups nodes %d, sum ratio %.2f, median ratio %s\n", n, a, b, b / (a > 0 ? a : 1), med }' "$T/sums"
