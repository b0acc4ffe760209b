#!/bin/sh
# The command line of xc (problems/xc.cpp): usage text, usage errors, FILE argument, --stats and
# --progress reports on stderr; --print (one thread and two) on five shared instances, checked by
# src/checkers/xc_print.cpp; and, for every counting case of testdata/xc (a .out holding one
# number, no .args other than --matrix), that --threads 2 gives the same count and that the parts
# of --parts K --part I (K = 2, 3, 7) add up to it.
# Builds its own xc into $BUILD/tests (the same flags as build/xc).
set -u
cd "$(dirname "$0")/../.." || exit 2
NAME=xc_cli; . src/tests/lib/xc_setup.sh
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
K8=testdata/xc/data-queens_8.in

# usage
"$XC" --help > "$T/o" 2> "$T/e"; rc=$?
[ $rc = 0 ] && grep -q '^usage: xc' "$T/o" && [ ! -s "$T/e" ] || fail "--help: exit $rc, want usage on stdout"
for bad in "--bogus" "--limit" "--limit x" "--threads -1" "--parts 3" "--parts 3 --part 3" "--first=2" "a b"; do
  "$XC" $bad < "$K8" > "$T/o" 2> "$T/e"; rc=$?
  [ $rc = 2 ] && grep -q '^xc: .*(see xc --help)$' "$T/e" && [ ! -s "$T/o" ] || fail "'xc $bad': exit $rc, stderr '$(cat "$T/e")'"
done
"$XC" "$T/no-such-file" > "$T/o" 2> "$T/e"; rc=$?
[ $rc = 2 ] && grep -q "^xc: cannot open" "$T/e" || fail "missing file: exit $rc"
# a write that fails (a full disk): said on stderr, exit 2
if [ -w /dev/full ]; then
  "$XC" --print "$K8" > /dev/full 2> "$T/e"; rc=$?
  [ $rc = 2 ] && grep -q '^xc: cannot write the output$' "$T/e" || fail "output to /dev/full: exit $rc, stderr '$(cat "$T/e")'"
fi
# memory that runs out: said on stderr, exit 2 (where xc starts at all in 20 MB of address space:
# not under the sanitizers); 300,000 options of a color each need over 30 MB
if (ulimit -v 20000 && "$XC" --help) > /dev/null 2>&1; then
  awk 'BEGIN { print "a | b"; for (i = 0; i < 300000; i++) printf "a b:%d\n", i }' > "$T/big.dlx"
  (ulimit -v 20000; "$XC" --first --no-dc "$T/big.dlx") > "$T/o" 2> "$T/e"; rc=$?
  [ $rc = 2 ] && [ "$(cat "$T/e")" = "xc: out of memory" ] || fail "20 MB of address space: exit $rc, stderr '$(cat "$T/e")'"
fi
# FILE argument, - for stdin, option=value
[ "$("$XC" "$K8")" = 92 ] || fail "xc FILE"
[ "$("$XC" - < "$K8")" = 92 ] || fail "xc -"
[ "$("$XC" --limit=5 "$K8")" = 5 ] || fail "--limit=5"

# --stats: two lines on stderr, nothing more on stdout
"$XC" --stats --links-only "$K8" > "$T/o" 2> "$T/e"
[ "$(cat "$T/o")" = 92 ] || fail "--stats changed stdout"
grep -q '^xc: 42 items (16 primary), 64 options (0 without a primary item ignored), links$' "$T/e" || fail "--stats line 1: $(cat "$T/e")"
grep -q '^xc: 92 solutions, 1049 nodes, [0-9][0-9]* updates, [0-9.]* s (cpu [0-9.]* s)$' "$T/e" || fail "--stats line 2: $(cat "$T/e")"
# with --links-only, the same number of search nodes as Knuth's DLX1 reports for this file (1049
# nodes, 92 solutions); without it the count ends on bit masks: same count, other nodes, no updates
"$XC" --stats "$K8" > "$T/o" 2> "$T/e"
[ "$(cat "$T/o")" = 92 ] || fail "--stats (bit-mask tail) count"
grep -q '^xc: 92 solutions, [0-9][0-9]* nodes, 0 updates, ' "$T/e" || fail "--stats (bit-mask tail) line 2: $(cat "$T/e")"

# --progress=0: a report at every check (65536 nodes): queens_12 has 211,716 nodes -> 3 reports
"$XC" --progress=0 testdata/xc/data-queens_12.in > "$T/o" 2> "$T/e"
n=$(grep -c '^xc: progress [0-9.]*% of the tree (est.), [0-9]* nodes, [0-9]* solutions, [0-9.]* s, eta [0-9.?]' "$T/e")
[ "$n" = 3 ] && [ "$(wc -l < "$T/e")" = 3 ] || fail "--progress=0: $n report lines: $(cat "$T/e")"
# the estimates grow and stay within 0..100
prev=0
for p in $(sed 's/^xc: progress \([0-9]*\)\..*/\1/' "$T/e"); do
  [ "$p" -ge "$prev" ] && [ "$p" -le 100 ] || fail "--progress estimates not increasing: $(cat "$T/e")"
  prev=$p
done
"$XC" --progress=0 --threads 2 testdata/xc/data-queens_12.in > "$T/o" 2> "$T/e"
[ "$(cat "$T/o")" = 14200 ] || fail "--progress --threads 2 count"
"$XC" --progress testdata/xc/data-queens_8.in > "$T/o" 2> "$T/e"
[ ! -s "$T/e" ] || fail "--progress printed on a run shorter than a second: $(cat "$T/e")"

# --print on real instances, every solution checked by src/checkers/xc_print.cpp, with the count
for c in pentomino_3x20 queens_8 queens_10 sudoku_serg_001 sudoku_17clue_001; do
  f=testdata/xc/data-$c.in
  "$XC" --print "$f" > "$T/p"
  "$XC_PRINT" "$f" "$T/p" "testdata/xc/data-$c.out" > "$T/chk" 2>&1 || fail "$c --print: $(cat "$T/chk")"
  "$XC" --print --threads 2 "$f" > "$T/p"
  "$XC_PRINT" "$f" "$T/p" "testdata/xc/data-$c.out" > "$T/chk" 2>&1 || fail "$c --print --threads 2: $(cat "$T/chk")"
done

# threads and parts on every counting case
for c in testdata/xc/*.in; do
  b=${c%.in}
  args=""; [ -f "$b.args" ] && args=$(cat "$b.args")
  [ -z "$args" ] || [ "$args" = --matrix ] || continue
  [ -f "$b.out" ] || continue
  want=$(cat "$b.out")
  case "$want" in ''|*[!0-9]*) continue ;; esac
  # the two biggest cases (1.5 and 0.7 s of CPU a run): only their plain count, as a case
  case "$c" in *data-pentomino_6x10_sym.in|*data-queens_14.in) continue ;; esac
  # multiplicities (mult-*): --threads and --parts are refused (see bad-mult-threads)
  case "$c" in */mult-*) continue ;; esac
  got=$("$XC" $args --threads 2 < "$c")
  [ "$got" = "$want" ] || fail "$c --threads 2: $got, want $want"
  for K in 2 3 7; do
    sum=0; i=0
    while [ $i -lt $K ]; do
      p=$("$XC" $args --parts $K --part $i < "$c"); sum=$((sum + p)); i=$((i + 1))
    done
    [ "$sum" = "$want" ] || fail "$c --parts $K: the parts add up to $sum, want $want"
  done
done
echo "$fails failures"
[ "$fails" = 0 ]
