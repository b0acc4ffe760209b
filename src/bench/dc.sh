#!/bin/sh
# dc: xc's count with domain consistency (src/engine/dc.h) against the links search, Knuth's
# XCCDC1 and DLX2, on colored and plain inputs: time and peak resident set.
#   sh src/bench/dc.sh [CAP]        (CAP: seconds a run may take, default 120; then it is cut)
# Inputs: killer_seed1_xcc and pentomino_6x10_sym (../shared/data/exact_cover), and word puzzles
# made by src/gen/words.cpp from /usr/share/dict/words (Debian's wamerican; skipped with a
# message when it is missing) into build/bench/words: rectangles 3x4, 4x5, 5x6, double squares
# 4x4 and 5x5, symmetric squares 5x5.
# Programs: build/xc --count --dc, build/xc --count --no-dc, xccdc1 and dlx2 from /tmp/dlx-anchors
# (../shared/bench/build-anchors.sh builds them; a missing one is skipped).
# One line per run: `dc FILE PROGRAM s=<user+sys CPU s> wall=<s> rss_kb=<KB> out=<last line>`;
# a run over CAP shows `s>CAP (cut)`. A run of under 10 s is repeated twice more and the median
# (of CPU seconds; the RSS of that run) shown. CPU seconds, not wall: the machine is shared.
# Then `dc FILE xc-dc nodes=... table=...` from `xc --stats --dc` and src/bench/dcrep.cpp (which
# representation xc chose, its tables, the bit rows' size).
set -u
cd "$(dirname "$0")/../.." || exit 2
CAP=${1:-120}
A=${ANCHORS:-/tmp/dlx-anchors}
D=../shared/data/exact_cover
[ -d "$D" ] || D=/work/shared/data/exact_cover
./run_tests.sh --make build/xc > /dev/null || { echo "cannot build xc"; exit 2; }
mkdir -p build/bench/words
if [ ! -x build/bench/dcrep ] || [ -n "$(find src/bench/dcrep.cpp src/engine/dc.h src/xc problems/xc.cpp -newer build/bench/dcrep)" ]; then
  pc=; echo 'int main() { return 0; }' | g++ -mpopcnt -x c++ -o /dev/null - 2> /dev/null && pc=-mpopcnt
  g++ -O2 $pc -std=gnu++17 -Wall -Wextra -pthread -I. -o build/bench/dcrep src/bench/dcrep.cpp || exit 2
fi
[ build/bench/words/gen -nt src/gen/words.cpp ] || g++ -O2 -std=c++17 -o build/bench/words/gen src/gen/words.cpp || exit 2
W=build/bench/words
FILES="$D/killer_seed1_xcc.dlx $D/pentomino_6x10_sym.dlx"
if [ -f /usr/share/dict/words ]; then
  for p in "rect 3 4:r3x4" "double 4:d4x4" "sym 5:s5x5" "rect 4 5:r4x5" "double 5:d5x5" "rect 5 6:r5x6"; do
    f=$W/${p#*:}.dlx
    [ -s "$f" ] && [ "$f" -nt /usr/share/dict/words ] || build/bench/words/gen ${p%:*} > "$f" || exit 2
    FILES="$FILES $f"
  done
else
  echo "dc: no /usr/share/dict/words (Debian's wamerican): the word puzzles skipped"
fi

T=$(mktemp -d) || exit 2
trap 'rm -rf "$T"' EXIT
# one run: CPU seconds, wall seconds, peak RSS, last line of output (or cut)
run1() {  # run1 FILE CMD...   (stdin: FILE)
  f=$1; shift
  /usr/bin/time -f "%U %S %e %M" -o "$T/t" timeout "$CAP" "$@" < "$f" > "$T/o" 2> "$T/e"
  rc=$?
  set -- $(tail -n 1 "$T/t")
  cpu=$(echo "$1 + $2" | bc); wall=$3; rss=$4
  if [ $rc = 124 ]; then out="cut"; else out=$(tail -n 1 "$T/o"); fi
  [ -n "$out" ] || out=$(grep -a 'Altogether' "$T/e" | tail -n 1 | sed 's/.*Altogether //; s/ solution.*//')
}
med() { printf '%s\n' "$@" | sort -n | sed -n 2p; }
for f in $FILES; do
  name=$(basename "$f" .dlx)
  for prog in xc-dc xc-nodc xccdc1 dlx2; do
    case $prog in
      xc-dc) cmd="build/xc --count --dc" ;;
      xc-nodc) cmd="build/xc --count --no-dc" ;;
      *) [ -x "$A/$prog" ] || { echo "dc $name $prog (no $A/$prog)"; continue; }; cmd="$A/$prog" ;;
    esac
    run1 "$f" $cmd
    if [ "$out" = cut ]; then echo "dc $name $prog s>$CAP (cut) rss_kb=$rss"; continue; fi
    line="s=$cpu wall=$wall rss_kb=$rss out=$out"
    if [ "$(echo "$cpu < 10" | bc)" = 1 ]; then
      c1=$cpu; r1=$rss; w1=$wall
      run1 "$f" $cmd; c2=$cpu; r2=$rss; w2=$wall
      run1 "$f" $cmd; c3=$cpu; r3=$rss; w3=$wall
      m=$(med "$c1" "$c2" "$c3")
      for k in 1 2 3; do eval "c=\$c$k"; [ "$c" = "$m" ] && { eval "rss=\$r$k; wall=\$w$k"; break; }; done
      line="s=$m wall=$wall rss_kb=$rss out=$out (median of 3)"
    fi
    echo "dc $name $prog $line"
  done
  nodes=$(timeout "$CAP" build/xc --stats --dc "$f" 2>&1 > /dev/null | sed -n 's/^xc: .* solutions, \([0-9,]*\) nodes.*/\1/p')
  rep=$(timeout "$CAP" build/bench/dcrep auto "$f" 1 2> /dev/null | sed 's/ count=.* table_mb=/ table_mb=/')
  echo "dc $name xc-dc nodes=${nodes:-cut} representation: $rep"
done
