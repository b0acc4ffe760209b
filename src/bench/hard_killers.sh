#!/bin/sh
# hard_killers: groups on the hard killer sudoku of testdata/groups/hard_killers (Mathemagic's 14,
# all 5-cell cages; SOURCES.md there), first solution and --unique, each answer checked (the first
# solution against the rules by src/bench/check_groups_solution.py, --unique must say unique), and
# beside it ISS (the Interactive Sudoku Solver, ../shared/bench/anchors/iss, run headless by node
# on the same puzzles' ISS strings, NAME.iss: its own solve time, best of R) when node and the
# copy are there. One line per puzzle and job (groups ms whole process best of R, its nodes, ISS
# ms and guesses, the ratio), then per job: answered, sums, the median ratio.
#   sh src/bench/hard_killers.sh [R] [TIMEOUT_S]        (defaults 1, 60)
set -u
cd "$(dirname "$0")/../.." || exit 2
R=${1:-1}; TO=${2:-60}
D=testdata/groups/hard_killers
ISS=${ISS:-../shared/bench/anchors/iss}
[ -x build/groups ] || ./run_tests.sh --make build/groups > /dev/null || exit 2
T=$(mktemp -d) || exit 2
trap 'rm -rf "$T"' EXIT
have_iss=0
command -v node > /dev/null 2>&1 && [ -f "$ISS/tools/perf/benchmark_puzzles.js" ] && have_iss=1
now() { date +%s%N; }
bad=0
for job in first unique; do
  opt=; sols=1; [ $job = unique ] && { opt=--unique; sols=2; }
  : > "$T/rows"
  for f in "$D"/*.in; do
    n=$(basename "$f" .in)
    best=; nodes=-; ok=timeout
    r=0
    while [ $r -lt "$R" ]; do
      t0=$(now)
      # shellcheck disable=SC2086
      if timeout "$TO" build/groups --stats $opt "$f" > "$T/out" 2> "$T/err"; then
        t=$(( ($(now) - t0) / 1000000 ))
        [ -z "$best" ] || [ "$t" -lt "$best" ] && best=$t
        nodes=$(sed -n 's/^groups: \([0-9]*\) search nodes.*/\1/p' "$T/err")
        if [ $job = unique ]; then [ "$(cat "$T/out")" = unique ] && ok=right || ok=WRONG
        else python3 src/bench/check_groups_solution.py "$f" "$T/out" > /dev/null 2>&1 && ok=right || ok=WRONG; fi
      else best=; break; fi
      r=$((r + 1))
    done
    [ "$ok" = right ] || bad=$((bad + 1))
    ims=-; ig=-
    if [ $have_iss = 1 ]; then
      (cd "$ISS" && node tools/perf/benchmark_puzzles.js --max-backtracks none --input-file "$OLDPWD/$D/$n.iss" \
        --solutions $sols --repeat "$R" 2> /dev/null) | awk 'NR == 2 { print $4, $7 }' > "$T/iss"
      read -r ig ims < "$T/iss" || { ig=-; ims=-; }
    fi
    echo "$n $job ${best:-none} $nodes $ims $ig $ok" >> "$T/rows"
  done
  awk -v job=$job -v to="$TO" '
    { ratio = ($3 != "none" && $5 != "-") ? $3 / $5 : -1
      printf "%-16s %-6s groups %8s ms %9s nodes   ISS %9s ms %8s guesses   ratio %s   %s\n", $1, $2, $3 == "none" ? ">" to "s" : $3, $4, $5, $6, ratio < 0 ? "-" : sprintf("%.2f", ratio), $7
      if ($3 != "none") { ans++; sg += $3 } ; if ($5 != "-") si += $5
      if (ratio >= 0) r[++nr] = ratio }
    END { for (i = 1; i <= nr; i++) for (j = i + 1; j <= nr; j++) if (r[j] < r[i]) { x = r[i]; r[i] = r[j]; r[j] = x }
          med = nr ? (nr % 2 ? r[(nr + 1) / 2] : (r[nr / 2] + r[nr / 2 + 1]) / 2) : -1
          printf "summary %s: %d of %d answered within %d s, sum groups %.1f s, sum ISS %.1f s, median ratio %s\n", job, ans, NR, to, sg / 1000, si / 1000, med < 0 ? "-" : sprintf("%.2f", med) }' "$T/rows"
done
[ $bad = 0 ]
