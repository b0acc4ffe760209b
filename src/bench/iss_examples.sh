#!/bin/sh
# iss_examples: groups on ISS's example puzzles (testdata/groups/iss, read from ISS's strings),
# first solution and --unique, each answer checked (the published solution; `unique`), beside ISS
# itself (../shared/bench/anchors/iss, headless in node: its own solve time from
# benchmark_puzzles.js, best of R) when node and the copy are there. One line per puzzle (groups
# ms whole process best of R, ISS ms, both jobs), then the sums, the medians, the slowest.
#   sh src/bench/iss_examples.sh [R] [TIMEOUT_S]        (defaults 1, 60)
set -u
cd "$(dirname "$0")/../.." || exit 2
R=${1:-1}; TO=${2:-60}
D=testdata/groups/iss
ISS=${ISS:-../shared/bench/anchors/iss}
[ -x build/groups ] || ./run_tests.sh --make build/groups > /dev/null || exit 2
T=$(mktemp -d) || exit 2
trap 'rm -rf "$T"' EXIT
have_iss=0
command -v node > /dev/null 2>&1 && [ -f "$ISS/tools/perf/benchmark_puzzles.js" ] && have_iss=1
now() { date +%s%N; }
best() {  # best ms of R runs of groups $1 on $2 (none: over TO s); the output in $T/out
  b=; r=0
  while [ $r -lt "$R" ]; do
    t0=$(now)
    # shellcheck disable=SC2086
    timeout "$TO" build/groups $1 "$2" > "$T/out" 2> /dev/null || { b=none; break; }
    t=$(( ($(now) - t0) / 1000000 )); [ -z "$b" ] || [ "$t" -lt "$b" ] && b=$t
    r=$((r + 1))
  done
  echo "$b"
}
iss() {  # ISS's ms on $1 with $2 solutions
  [ $have_iss = 1 ] || { echo -; return; }
  v=$(cd "$ISS" && node tools/perf/benchmark_puzzles.js --max-backtracks none --input-file "$OLDPWD/$1" --solutions "$2" --repeat "$R" 2> /dev/null | awk 'NR == 2 { print $7 }')
  echo "${v:--}"
}
bad=0
for f in "$D"/*.iss; do
  b=${f%.iss}; n=$(basename "$b")
  g1=$(best "" "$f"); cmp -s "$T/out" "$b.out" || { [ "$g1" = none ] || g1="$g1(WRONG)"; bad=$((bad + 1)); }
  g2=$(best --unique "$f"); [ "$(cat "$T/out")" = unique ] || { [ "$g2" = none ] || g2="$g2(WRONG)"; bad=$((bad + 1)); }
  echo "$n $g1 $(iss "$f" 1) $g2 $(iss "$f" 2)"
done > "$T/rows"
awk '{ printf "%-60s first: groups %8s ms  ISS %8s ms   --unique: groups %8s ms  ISS %8s ms\n", $1, $2, $3, $4, $5 }' "$T/rows"
awk -v to="$TO" '
  function med(a, n,   i, j, x) { for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (a[j] < a[i]) { x = a[i]; a[i] = a[j]; a[j] = x }
                                   return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2 }
  { for (k = 0; k < 2; k++) { g = $(2 + 2 * k); s = $(3 + 2 * k)
      if (g ~ /^[0-9]+$/) { sg[k] += g; ng[k]++; if (g > mx[k]) mx[k] = g; if (g <= 1000) under[k]++ } else miss[k]++
      if (s != "-") { si[k] += s; if (g ~ /^[0-9]+$/) r[k, ++nr[k]] = g / (s > 0 ? s : 0.001) } } }
  END { for (k = 0; k < 2; k++) { n = nr[k]; for (i = 1; i <= n; i++) a[i] = r[k, i]
          printf "summary %s: %d puzzles, %d answered within %d s (%d within 1 s), slowest %d ms; sum groups %.0f ms, sum ISS %.0f ms; median ratio %s\n",
                 k ? "--unique" : "first", NR, ng[k], to, under[k], mx[k], sg[k], si[k], n ? sprintf("%.2f", med(a, n)) : "-" } }' "$T/rows"
[ $bad = 0 ]
