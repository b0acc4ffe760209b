#!/bin/sh
# Speed of build/poj3074 on the public 9x9 corpora: microseconds per puzzle, whole process
# (start-up, reading, solving, writing), best of 3 runs. One line per corpus:
#   sudoku9 poj3074 <corpus> <us_per_puzzle> us/puzzle n=<count> [load=<1-minute load average>]
# (wall-clock time: on a busy machine the figure grows with the load shown).
# Corpora: forum_hardest_1106 (375), magictour_top1465 (1465), 17_clue (its first 5000 puzzles).
# Read from ../shared/data/sudoku9 when present, else from the copies in testdata/bench/.
# Comment ('#') and empty lines are dropped and the line `end` appended (the POJ 3074 format).
# Environment: BIN=<binary> to measure another build (default build/poj3074); RUNS=<n> (default 3);
#   SUDOKU9_SHARED=<dir> instead of ../shared/data/sudoku9.
set -u
cd "$(dirname "$0")/../.." || exit 2
BIN=${BIN:-build/poj3074}
RUNS=${RUNS:-3}
SHARED=${SUDOKU9_SHARED:-../shared/data/sudoku9}
[ -x "$BIN" ] || { echo "sudoku9: $BIN not built (run make)" >&2; exit 1; }
TMP=build/tmp/bench-sudoku9.$$
mkdir -p "$TMP" || exit 2
trap 'rm -rf "$TMP"' EXIT

now_ns() { date +%s%N; }
st=0
for c in forum_hardest_1106 magictour_top1465 17_clue; do
  case $c in
    17_clue) lim=5000; copy=testdata/bench/17_clue_5000.txt ;;
    *) lim=1000000; copy=testdata/bench/$c.txt ;;
  esac
  if [ -f "$SHARED/$c.txt" ]; then src=$SHARED/$c.txt; else src=$copy; fi
  [ -f "$src" ] || { echo "sudoku9: no $c corpus ($SHARED/$c.txt or $copy)" >&2; st=1; continue; }
  { grep -v '^#' "$src" | grep -v '^[[:space:]]*$' | head -n "$lim"; echo end; } > "$TMP/$c.in"
  n=$(( $(wc -l < "$TMP/$c.in") - 1 ))
  best=""
  i=0
  while [ "$i" -lt "$RUNS" ]; do
    i=$((i + 1))
    t0=$(now_ns)
    if ! "$BIN" < "$TMP/$c.in" > "$TMP/$c.out" 2> "$TMP/$c.err"; then
      echo "sudoku9: $BIN failed on $c: $(head -c 200 "$TMP/$c.err")" >&2; st=1; best=""; break
    fi
    t1=$(now_ns)
    d=$((t1 - t0))
    if [ -z "$best" ] || [ "$d" -lt "$best" ]; then best=$d; fi
  done
  [ -n "$best" ] || continue
  got=$(grep -c '^[1-9]\{81\}$' "$TMP/$c.out")
  [ "$got" = "$n" ] || { echo "sudoku9: $c: $got of $n puzzles solved" >&2; st=1; }
  # hundredths of a microsecond per puzzle: ns / n / 10
  h=$(( (best + 5 * n) / (10 * n) ))
  load=""; [ -r /proc/loadavg ] && load=" load=$(cut -d' ' -f1 /proc/loadavg)"
  printf 'sudoku9 poj3074 %s %d.%02d us/puzzle n=%d%s\n' "$c" $((h / 100)) $((h % 100)) "$n" "$load"
done
exit $st
