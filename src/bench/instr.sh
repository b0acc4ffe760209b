#!/bin/sh
# instr: instruction counts of the sudoku tasks on fixed inputs. Unlike wall-clock or
# CPU times they do not depend on the load of the machine, so before/after figures of a change
# can be compared on a shared machine. One line per measurement:
#   instr <task> <input> <instructions> Ir n=<puzzles> per_puzzle=<instructions>
# Whole process (start-up, reading, solving, writing), counted by valgrind's callgrind (Ir).
# Note: callgrind counts a `rep movsb` copy byte by byte, so memcpy-heavy code (restore() of a
# snapshot) looks dearer here than it is in time. Skipped (one line saying so) without valgrind.
# Inputs: forum_hardest_1106, magictour_top1465 and the first 5000 of 17_clue (POJ 3074 format)
# from ../shared/data/sudoku9 or the copies in testdata/bench/; the 20 generated minimal 16x16
# puzzles of testdata/bench16/minimal-20.in (all, and the hardest one, #16, alone); SUDOGOB
# counting the 242,199 solutions of testdata/spoj_sudogob/edge-many.in; every judge task on its
# largest testdata case; xc counting queens_12 and pentomino_6x10_sym (../shared/data/exact_cover).
# Needs build/ (`make`). POSIX sh + coreutils + valgrind.
set -u
cd "$(dirname "$0")/../.." || exit 2
command -v valgrind > /dev/null 2>&1 || { echo "instr skipped: no valgrind"; exit 0; }
{ [ -x build/poj3074 ] && [ -x build/poj3076 ] && [ -x build/spoj_sudogob ]; } || ./run_tests.sh --build > /dev/null || exit 2
SHARED=${SUDOKU9_SHARED:-../shared/data/sudoku9}
T=build/tmp/bench-instr.$$
mkdir -p "$T" || exit 2
trap 'rm -rf "$T"' EXIT

ir() {  # ir PROGRAM INPUT -> instructions (callgrind's "Collected")
  valgrind --tool=callgrind --callgrind-out-file="$T/cg.out" "$1" < "$2" > "$T/out" 2> "$T/err" || { echo 0; return; }
  sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$T/err"
}
line() {  # line TASK NAME INPUT PUZZLES
  c=$(ir "build/$1" "$3")
  echo "instr $1 $2 $c Ir n=$4 per_puzzle=$((c / $4))"
}

for c in forum_hardest_1106 magictour_top1465 17_clue; do
  case $c in
    17_clue) lim=5000; copy=testdata/bench/17_clue_5000.txt ;;
    *) lim=1000000; copy=testdata/bench/$c.txt ;;
  esac
  if [ -f "$SHARED/$c.txt" ]; then src=$SHARED/$c.txt; else src=$copy; fi
  [ -f "$src" ] || { echo "instr poj3074 $c: no data"; continue; }
  grep -v '^#' "$src" | cut -c1-81 | grep -E '^.{81}$' | tr 0 . | head -n "$lim" > "$T/p.txt"
  { cat "$T/p.txt"; echo end; } > "$T/$c.in"
  name=$c; [ "$c" = 17_clue ] && name=17_clue_5000
  line poj3074 "$name" "$T/$c.in" "$(wc -l < "$T/p.txt")"
done

SET=testdata/bench16/minimal-20.in
line poj3076 minimal-20 "$SET" 20
sed -n '256,271p' "$SET" > "$T/hard16.in"   # puzzle 16 of 20 (17 lines each), the slowest
line poj3076 minimal-20-#16 "$T/hard16.in" 1
line spoj_sudogob count-edge-many "testdata/spoj_sudogob/edge-many.in" 1

# every judge task on its largest case (by bytes): the whole hot path of one task per line
for f in $(grep -lE '^ \* Submit as: (POJ|UVa|SPOJ|Luogu|LeetCode|HDU)' problems/*.cpp); do
  t=${f#problems/}; t=${t%.cpp}
  [ -x "build/$t" ] || continue
  big=$(ls -S testdata/$t/*.in 2> /dev/null | head -n 1)
  [ -n "$big" ] && line "$t" "largest-case:${big##*/}" "$big" 1
done
XC=${XC_SHARED:-../shared/data/exact_cover}
for c in queens_12 pentomino_6x10_sym; do
  [ -f "$XC/$c.dlx" ] && [ -x build/xc ] && line xc "count-$c" "$XC/$c.dlx" 1
done
