#!/bin/sh
# xc --checkpoint FILE / --resume FILE (problems/xc.cpp): a count interrupted by signals at several
# points and resumed, again and again, ends with the same total as an uninterrupted run (the
# counts in testdata/xc/*.out, from ../shared/data's README). Two chains, so that both kinds of
# saved position are resumed: pentomino_6x10_sym checked every 50 nodes (few solutions: mostly
# paused inside the tree, `path` lines) and queens_14 (a solution every ~15 nodes: mostly saved at
# a solution, `solution` lines); then --parts 3 with interruptions (the parts add up), SIGTERM,
# refusals (other input, other part, damaged or missing file), checkpoints of format 1 (read
# without --parts, refused with), domain consistency's checkpoints (format 3) on random colored
# instances against the oracle, and usage errors.
# Builds its own xc into $BUILD/tests (the same flags as build/xc).
set -u
cd "$(dirname "$0")/../.." || exit 2
NAME=xc_checkpoint; . src/tests/lib/xc_setup.sh
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# chain NAME SIGNAL SLEEP EXTRA-ARGS...: run, interrupt after SLEEP seconds, resume, ... (at most
# 3 interruptions, then the last run goes to the end); prints the final stdout into $T/out and
# the number of interruptions and the kinds of saved positions into $T/log
chain() {
  name=$1 sig=$2 nap=$3; shift 3
  f=testdata/xc/data-$name.in ck=$T/$name.ck
  rm -f "$ck"; : > "$T/log"
  n=0 first=1
  while :; do
    if [ $first = 1 ]; then set -- --checkpoint "$ck" "$@"; first=0; fi
    if [ $n -lt 3 ]; then
      "$XC" "$@" "$f" > "$T/out" 2> "$T/err" & pid=$!
      sleep "$nap"; kill -"$sig" $pid 2> /dev/null
      wait $pid; rc=$?
    else
      "$XC" "$@" "$f" > "$T/out" 2> "$T/err"; rc=$?
    fi
    if [ $rc = 130 ]; then
      n=$((n + 1))
      [ ! -s "$T/out" ] || fail "$name: output from an interrupted run"
      grep -q "^xc: interrupted; [0-9]* solutions so far; resume with --resume " "$T/err" || fail "$name: message '$(cat "$T/err")'"
      sed -n 's/^\(path\|solution\).*/\1/p' "$ck" >> "$T/log"
      [ ! -f "$ck.tmp" ] || fail "$name: $ck.tmp left behind"
      # from now on resume (the first argument pair becomes --resume FILE)
      shift 2; set -- --resume "$ck" "$@"
      continue
    fi
    [ $rc = 0 ] || fail "$name: exit status $rc: $(cat "$T/err")"
    break
  done
  echo "$n interruptions" >> "$T/log"
}

chain pentomino_6x10_sym INT 0.2 --every 0.05 --check-nodes 50
[ "$(cat "$T/out")" = "$(cat testdata/xc/data-pentomino_6x10_sym.out)" ] || fail "pentomino_6x10_sym: resumed total $(cat "$T/out")"
echo "pentomino_6x10_sym: $(grep -c '^path' "$T/log") path, $(grep -c '^solution' "$T/log") solution, $(tail -n 1 "$T/log")"
grep -q "^1 interruptions\|^0 interruptions" "$T/log" && echo "note: the run was too quick to be interrupted often"
grep -q '^task 1$' "$T/pentomino_6x10_sym.ck" && grep -q '^count 2339$' "$T/pentomino_6x10_sym.ck" || fail "final checkpoint: $(cat "$T/pentomino_6x10_sym.ck")"

chain queens_14 INT 0.15 --every 0.05 --check-nodes 50
[ "$(cat "$T/out")" = "$(cat testdata/xc/data-queens_14.out)" ] || fail "queens_14: resumed total $(cat "$T/out")"
echo "queens_14: $(grep -c '^path' "$T/log") path, $(grep -c '^solution' "$T/log") solution, $(tail -n 1 "$T/log")"

chain queens_13 TERM 0.05 --check-nodes 1000
[ "$(cat "$T/out")" = 73712 ] || fail "queens_13 with SIGTERM: resumed total $(cat "$T/out")"

sum=0; i=0
while [ $i -lt 3 ]; do
  chain queens_13 INT 0.03 --parts 3 --part $i --check-nodes 100
  sum=$((sum + $(cat "$T/out")))
  i=$((i + 1))
done
[ $sum = 73712 ] || fail "--parts 3 resumed: the parts add up to $sum"

# deterministic interruptions (--stop-after-checks K: as if SIGINT came at the K-th check), resumed
# until done, at many points: sudoku_serg_001 has 324 primary items (the core's hint stack is in
# use), queens_10 28; every 2 and 9 checks in the test command, `make stress` also 1 and 5
# (XC_CHECKPOINT_K)
for c in "sudoku_serg_001 500" "queens_10 150"; do
  set -- $c
  f=testdata/xc/data-$1.in
  for k in ${XC_CHECKPOINT_K:-2 9}; do
    rm -f "$T/d.ck"
    "$XC" --checkpoint "$T/d.ck" --check-nodes $2 --stop-after-checks $k "$f" > "$T/out" 2> /dev/null; rc=$?
    runs=1
    while [ $rc = 130 ] && [ $runs -lt 200 ]; do
      "$XC" --resume "$T/d.ck" --check-nodes $2 --stop-after-checks $k "$f" > "$T/out" 2> /dev/null; rc=$?
      runs=$((runs + 1))
    done
    [ $rc = 0 ] && [ "$(cat "$T/out")" = "$(cat testdata/xc/data-$1.out)" ] && [ $runs -gt 1 ] ||
      fail "$1, stopped every $k checks of $2 nodes: exit $rc after $runs runs, total '$(cat "$T/out")'"
  done
done

# domain consistency (format 3: `search domain-consistency`): colored random instances
# (src/gen/xcc.cpp) stopped every k checks of n nodes and resumed until done, alone and in 3
# parts, against the oracle's count (src/brute/xcc.cpp); both kinds of saved position occur; the
# resume runs the search its checkpoint names (also without --dc), and --no-dc against it is refused
tool gen_xcc src/gen/xcc.cpp
tool brute_xcc src/brute/xcc.cpp
seed=dc
: > "$T/kinds"
# the instances (src/gen/xcc.cpp's arguments, commas for blanks): 14,16,8,120 has 281 solutions in
# 1000 DC nodes; `make stress` adds 12,16,8,120 (233 in 524), and the chains stopped every 3 checks
# of 7 nodes and every 5 of 2 to those every 9 of 4 and 11 of 1 (XC_CHECKPOINT_RUNS)
for g in ${XC_CHECKPOINT_DC:-14,16,8,120}; do
  g=$(echo "$g" | tr , ' ')
  "$B/gen_xcc" $g > "$T/in"
  want=$("$B/brute_xcc" "$T/in")
  for run in ${XC_CHECKPOINT_RUNS:-9,4 11,1}; do  # (few nodes a check: also positions between solutions)
    run=$(echo "$run" | tr , ' ')
    set -- $run
    k=$1 n=$2 sum=0
    for part in "" "--parts 3 --part 0" "--parts 3 --part 1" "--parts 3 --part 2"; do
      rm -f "$T/g.ck"
      "$XC" --dc $part --checkpoint "$T/g.ck" --check-nodes $n --stop-after-checks $k "$T/in" > "$T/out" 2> /dev/null; rc=$?
      runs=1
      while [ $rc = 130 ] && [ $runs -lt 400 ]; do
        sed -n 's/^\(path\|solution\).*/\1/p' "$T/g.ck" >> "$T/kinds"
        # (the header checked on the first checkpoint of each chain: process starts are dear here)
        [ $runs -gt 1 ] || { grep -q '^search domain-consistency$' "$T/g.ck" && [ "$(head -n 1 "$T/g.ck")" = "xc-checkpoint 3" ]; } ||
          fail "DC checkpoint does not name its search: $(head -n 3 "$T/g.ck")"
        if [ $((runs % 2)) = 1 ]; then d=; else d=--dc; fi  # the file decides; --dc may be given too
        "$XC" $d $part --resume "$T/g.ck" --check-nodes $n --stop-after-checks $k "$T/in" > "$T/out" 2> /dev/null; rc=$?
        runs=$((runs + 1))
      done
      [ $rc = 0 ] || [ $rc = 1 ] || fail "DC $g, $part stopped every $k checks of $n nodes: exit $rc after $runs runs"
      if [ -z "$part" ]; then
        [ "$(cat "$T/out")" = "$want" ] && [ $runs -gt 1 ] ||
          fail "DC $g, stopped every $k checks of $n nodes: total '$(cat "$T/out")' after $runs runs, want $want"
        # the nodes of all the runs: those of one run through (none entered twice, none missed)
        nodes=$("$XC" --dc --stats "$T/in" 2>&1 > /dev/null | sed -n 's/^xc: [0-9]* solutions, \([0-9]*\) nodes, .*/\1/p')
        grep -q "^nodes $nodes\$" "$T/g.ck" || fail "DC $g, stopped every $k checks of $n nodes: $(grep '^nodes' "$T/g.ck"), one run $nodes"
      else
        sum=$((sum + $(cat "$T/out")))
      fi
    done
    [ "$sum" = "$want" ] || fail "DC $g, 3 parts stopped every $k checks of $n nodes: the parts add up to $sum, want $want"
  done
done
grep -q '^path$' "$T/kinds" && grep -q '^solution$' "$T/kinds" || fail "DC: not both kinds of position saved: $(sort "$T/kinds" | uniq -c)"
"$B/gen_xcc" 2 16 8 120 > "$T/in"
rm -f "$T/g.ck"
"$XC" --dc --checkpoint "$T/g.ck" --check-nodes 500 --stop-after-checks 3 "$T/in" > /dev/null 2>&1
"$XC" --no-dc --resume "$T/g.ck" "$T/in" > "$T/o" 2> "$T/e"; rc=$?
[ $rc = 2 ] && [ ! -s "$T/o" ] && grep -q "^xc: checkpoint .* is a count with domain consistency: resume it without --no-dc$" "$T/e" ||
  fail "DC checkpoint resumed with --no-dc: exit $rc, $(cat "$T/e")"
"$XC" --no-dc --checkpoint "$T/l.ck" --check-nodes 500 --stop-after-checks 3 "$T/in" > /dev/null 2>&1
"$XC" --dc --resume "$T/l.ck" "$T/in" > "$T/o" 2> "$T/e"; rc=$?
[ $rc = 2 ] && grep -q "is a count without domain consistency: resume it without --dc$" "$T/e" ||
  fail "links checkpoint resumed with --dc: exit $rc, $(cat "$T/e")"
[ "$("$XC" --resume "$T/l.ck" "$T/in")" = "$("$B/brute_xcc" "$T/in")" ] || fail "links checkpoint of a colored input resumed"
seed=

# refusals: another input, another part, damaged or missing checkpoint
"$XC" --checkpoint "$T/q8" testdata/xc/data-queens_8.in > /dev/null
"$XC" --resume "$T/q8" testdata/xc/data-queens_10.in > "$T/o" 2> "$T/e"; rc=$?
[ $rc = 2 ] && grep -q "is for another input" "$T/e" || fail "resume on another input: exit $rc, $(cat "$T/e")"
"$XC" --resume "$T/q8" --parts 2 --part 1 testdata/xc/data-queens_8.in > "$T/o" 2> "$T/e"; rc=$?
[ $rc = 2 ] && grep -q "is for --parts 1 --part 0" "$T/e" || fail "resume on another part: exit $rc, $(cat "$T/e")"
[ "$("$XC" --resume "$T/q8" testdata/xc/data-queens_8.in)" = 92 ] || fail "resume of a finished count"
sed 's/^count .*/count x/' "$T/q8" > "$T/bad"
"$XC" --resume "$T/bad" testdata/xc/data-queens_8.in > "$T/o" 2> "$T/e"; rc=$?
[ $rc = 2 ] && grep -q "damaged at line 5" "$T/e" || fail "damaged checkpoint: exit $rc, $(cat "$T/e")"
head -n 3 "$T/q8" > "$T/bad"
"$XC" --resume "$T/bad" testdata/xc/data-queens_8.in > "$T/o" 2> "$T/e"; rc=$?
[ $rc = 2 ] && grep -q "incomplete" "$T/e" || fail "truncated checkpoint: exit $rc, $(cat "$T/e")"
"$XC" --resume "$T/none" testdata/xc/data-queens_8.in > "$T/o" 2> "$T/e"; rc=$?
[ $rc = 2 ] && grep -q "cannot open" "$T/e" || fail "missing checkpoint: exit $rc, $(cat "$T/e")"
# format 1 (xc before the split driver, written by it): without --parts it is read and resumed;
# with --parts it is refused in one line (its --parts cut numbered other subtrees); a format
# this xc does not know is refused too; a finished count's checkpoint says format 2
Q10=testdata/xc/data-queens_10.in
printf 'xc-checkpoint 1\ninput 6bec5cd76eb0fb91\nparts 1 0\ntask 0\ncount 16\nnodes 328\nsolution 304 175 365 280 519 150 210 435 91 494\nend\n' > "$T/v1.ck"
"$XC" --resume "$T/v1.ck" "$Q10" > "$T/o" 2> "$T/e"; rc=$?
[ $rc = 0 ] && [ "$(cat "$T/o")" = 724 ] || fail "format 1 without --parts: exit $rc, '$(cat "$T/o")', $(cat "$T/e")"
head -n 1 "$T/v1.ck" | grep -q '^xc-checkpoint 2$' || fail "format 1 resumed: not rewritten as format 2: $(head -n 1 "$T/v1.ck")"
printf 'xc-checkpoint 1\ninput 6bec5cd76eb0fb91\nparts 3 1\ntask 1\ncount 15\nnodes 277\nsolution 514 269 184 480 249 440 145 61\nend\n' > "$T/v1p.ck"
"$XC" --resume "$T/v1p.ck" --parts 3 --part 1 "$Q10" > "$T/o" 2> "$T/e"; rc=$?
[ $rc = 2 ] && [ ! -s "$T/o" ] && [ "$(wc -l < "$T/e")" = 1 ] &&
  grep -q "^xc: checkpoint .* was written by an older xc (format 1) whose --parts cut differs from this one's: count --parts 3 --part 1 again without --resume$" "$T/e" ||
  fail "format 1 with --parts: exit $rc, $(cat "$T/e")"
sed 's/^xc-checkpoint 1$/xc-checkpoint 4/' "$T/v1p.ck" > "$T/v4.ck"
"$XC" --resume "$T/v4.ck" --parts 3 --part 1 "$Q10" > "$T/o" 2> "$T/e"; rc=$?
[ $rc = 2 ] && grep -q "has format 4; this xc reads formats 1 to 3$" "$T/e" || fail "format 4: exit $rc, $(cat "$T/e")"

# usage
for bad in "--checkpoint $T/u --print" "--checkpoint $T/u --threads 2" "--checkpoint $T/u --memo" "--every 3" \
           "--checkpoint $T/u --every x" "--checkpoint $T/u --best" "--check-nodes 0 --checkpoint $T/u"; do
  "$XC" $bad testdata/xc/data-queens_8.in > "$T/o" 2> "$T/e"; rc=$?
  [ $rc = 2 ] && grep -q '^xc: .*(see xc --help)$' "$T/e" && [ ! -s "$T/o" ] || fail "'xc $bad': exit $rc, stderr '$(cat "$T/e")'"
done
echo "checkpoints: $fails failures"
[ "$fails" = 0 ]
