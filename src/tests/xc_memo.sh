#!/bin/sh
# xc --memo against the expected counts of every counting case of testdata/xc (a .out holding one
# number and no .args, or .args of only --matrix or --memo): the memoized count must equal the
# .out; except on the slowest instances also with a tiny cache (--memo-mb 1: the count stays
# exact) and summed over --parts 3. The two slowest (queens_14 3.7 s, pentomino_6x10_sym 1.4 s)
# only with XC_MEMO_ALL=1 (`make stress`): the test command counts them plainly as xc's cases.
# Also the usage errors of --memo. Builds its own xc into $BUILD/tests.
set -u
cd "$(dirname "$0")/../.." || exit 2
NAME=xc_memo; . src/tests/lib/xc_setup.sh
fails=0; n=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
for c in testdata/xc/*.in; do
  base=${c%.in}
  [ -f "$base.out" ] && [ ! -f "$base.err" ] || continue
  args=""; [ -f "$base.args" ] && args=$(cat "$base.args")
  case "$args" in ""|--matrix|--memo) ;; *) continue ;; esac
  [ "$args" = --memo ] && args=""
  want=$(cat "$base.out")
  case "$want" in ""|*[!0-9]*) continue ;; esac
  case "$c" in */mult-*) continue ;; esac  # multiplicities: --memo is refused (bad-mult-threads shows the message)
  case "$c" in *queens_14*|*pentomino_6x10_sym*) [ "${XC_MEMO_ALL:-0}" = 1 ] || continue ;; esac
  n=$((n + 1))
  got=$("$XC" --memo $args < "$c" 2>&1)
  [ "$got" = "$want" ] || fail "$c: --memo gives '$got', want $want"
  # the slow ones (and the boards that need the cache) get only the plain --memo check
  case "$c" in *memo-domino*|*queens_1[34]*|*pentomino_6x10_sym*) continue ;; esac
  got=$("$XC" --memo --memo-mb 1 $args < "$c" 2>&1)
  [ "$got" = "$want" ] || fail "$c: --memo --memo-mb 1 gives '$got', want $want"
  sum=0
  for i in 0 1 2; do
    p=$("$XC" --memo --parts 3 --part $i $args < "$c" 2>/dev/null)
    case "$p" in ""|*[!0-9]*) fail "$c: part $i printed '$p'"; p=0 ;; esac
    [ ${#p} -le 17 ] && sum=$((sum + p)) || sum=big
  done
  [ ${#want} -gt 17 ] || [ "$sum" = "$want" ] || fail "$c: --memo parts add up to $sum, want $want"
done
for bad in "--memo --first" "--memo --print" "--memo --limit 3" "--memo --threads 2" "--memo-mb 0" "--memo --progress"; do
  "$XC" $bad < testdata/xc/data-queens_8.in > /dev/null 2>&1
  rc=$?
  [ $rc = 2 ] || fail "xc $bad: exit $rc, want 2"
done
echo "xc_memo: $n counting cases, $fails failures"
[ $fails = 0 ]
