#!/bin/sh
# groups_iss_runs: the side-by-side of groups and ISS (../shared/bench/groups_vs_iss.py) run K
# times, first solution and --unique, and the median of each figure over the runs. The per-run
# medians move by about +-8% (ISS's own times and the machine's), so one run can land either side
# of a target of 1.0: this gives the spread and its middle.
#   sh src/bench/groups_iss_runs.sh [K] [COLLECTION]       (defaults 5, TAREK_ALL)
# Needs build/groups (`make`), node and python3 (the shared script's). Prints one line per run and
# job (median ratio, sum ratio, slowest), then the medians over the K runs.
set -u
cd "$(dirname "$0")/../.." || exit 2
K=${1:-5}; coll=${2:-TAREK_ALL}
SH=../shared/bench
command -v node > /dev/null 2>&1 && command -v python3 > /dev/null 2>&1 || { echo "groups_iss_runs skipped: no node or python3"; exit 0; }
[ -x build/groups ] || ./run_tests.sh --make build/groups > /dev/null || exit 2
T=$(mktemp -d) || exit 2
trap 'rm -rf "$T"' EXIT
i=1
while [ $i -le "$K" ]; do
  for job in first unique; do
    opt=; [ $job = unique ] && opt=--unique
    # shellcheck disable=SC2086
    line=$(python3 "$SH/groups_vs_iss.py" . "$coll" $opt --repeat 3 2>&1 | tail -n 1)
    med=$(echo "$line" | sed -n 's/.*median ratio \([0-9.]*\).*/\1/p')
    sum=$(echo "$line" | sed -n 's/.*sum ratio \([0-9.]*\).*/\1/p')
    slow=$(echo "$line" | sed -n 's/.*slowest groups \([0-9]*\) ms.*/\1/p')
    wrong=$(echo "$line" | sed -n 's/.*wrong \([0-9]*\).*/\1/p')
    [ -n "$med" ] || { echo "run $i $job: no summary: $line"; exit 1; }
    printf 'run %d %-6s median ratio %s, sum ratio %s, slowest %s ms, wrong %s\n' "$i" "$job" "$med" "$sum" "$slow" "$wrong"
    echo "$med" >> "$T/$job.med"; echo "$sum" >> "$T/$job.sum"; echo "$slow" >> "$T/$job.slow"
  done
  i=$((i + 1))
done
mid() { sort -n "$1" | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
for job in first unique; do
  printf '%s over %d runs: median of the median ratios %s (%s to %s), of the sum ratios %s, slowest %s ms\n' "$job" "$K" \
    "$(mid "$T/$job.med")" "$(sort -n "$T/$job.med" | head -n 1)" "$(sort -n "$T/$job.med" | tail -n 1)" \
    "$(mid "$T/$job.sum")" "$(sort -n "$T/$job.slow" | tail -n 1)"
done
