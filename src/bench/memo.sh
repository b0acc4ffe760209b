#!/bin/sh
# make bench: memoized counting (xc --memo) on domino boards and on pentomino_6x10 (where it does
# not help), beside plain counting and, when built (../shared/bench/build-anchors.sh), Knuth's dlx6.
# One line per measurement:  memo <instance> <seconds> s count=<n> [states=..] [dlx6=<s> ratio=<x>]
set -u
cd "$(dirname "$0")/../.." || exit 2
A=${ANCHORS:-/tmp/dlx-anchors}
mkdir -p build/gen build/tmp
[ build/gen/domino -nt src/gen/domino.cpp ] || g++ -O2 -o build/gen/domino src/gen/domino.cpp || exit 2
[ -x build/xc ] || { echo "memo: build/xc not built (make)"; exit 2; }
us() {  # best wall microseconds of 3 runs of: sh -c "$1"
  best=""
  for i in 1 2 3; do
    t0=$(date +%s%N); sh -c "$1" > /dev/null 2>&1; t1=$(date +%s%N)
    d=$(( (t1 - t0) / 1000 ))
    if [ -z "$best" ] || [ "$d" -lt "$best" ]; then best=$d; fi
  done
  echo "$best"
}
fmt() { printf '%d.%06d' $(($1 / 1000000)) $(($1 % 1000000)); }                    # us -> seconds
ratio() { r=$(( ($1 * 1000 + $2 / 2) / $2 )); printf '%d.%03d' $((r / 1000)) $((r % 1000)); }
for k in 8 10 12 14; do
  f=build/tmp/domino_$k.dlx
  build/gen/domino $k $k > "$f"
  s=$(us "build/xc --memo < $f")
  c=$(build/xc --memo < "$f" 2>/dev/null)
  line="memo domino_${k}x$k $(fmt "$s") s count=$c"
  if [ -x "$A/dlx6" ] && [ "$k" -le 12 ]; then
    s6=$(us "$A/dlx6 < $f")
    line="$line dlx6=$(fmt "$s6") ratio=$(ratio "$s" "$s6")"
  fi
  echo "$line"
done
for inst in pentomino_6x10; do
  f=testdata/xc/data-$inst.in
  [ -f "$f" ] || f=../shared/data/exact_cover/$inst.dlx
  [ -f "$f" ] || continue
  echo "memo $inst $(fmt "$(us "build/xc --memo < $f")") s count=$(build/xc --memo < "$f" 2>/dev/null) (memoized)"
  echo "memo $inst $(fmt "$(us "build/xc < $f")") s count=$(build/xc < "$f" 2>/dev/null) (plain)"
done
