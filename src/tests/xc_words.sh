#!/bin/sh
# The word puzzles of src/gen/words.cpp (double word squares, symmetric squares, rectangles, as
# XCC with a colored item per cell) counted by xc against a direct brute-force enumeration
# (src/brute/words.cpp) on a made-up list of 30 words of 2, 3 and 4 letters. Per puzzle:
#   - xc's count (default, --dc, --no-dc) equals the brute force's;
#   - domain consistency in each representation of src/engine/dc.h (src/bench/dcrep.cpp: bit rows
#     and linear) gives that count in the same number of nodes.
set -u
cd "$(dirname "$0")/../.." || exit 2
NAME=xc_words; . src/tests/lib/xc_setup.sh
tool gen_words src/gen/words.cpp
tool brute_words src/brute/words.cpp
# dcrep at -O0: 5 s of compile (-O1 7 s, -O2 9.6 s), and its runs here take a few ms
[ "$B/dcrep" -nt src/engine/dc.h ] && [ "$B/dcrep" -nt src/bench/dcrep.cpp ] && [ "$B/dcrep" -nt "$XC" ] ||
  { $CXX -std=c++17 ${W%-O2}-O0 -pthread -I. -o "$B/dcrep.$$" src/bench/dcrep.cpp && mv -f "$B/dcrep.$$" "$B/dcrep"; } || exit 1
printf '%s\n' an as at in is it no on so to be we ant ate ear era net nor not tan tea ten toe too \
  card area rear dart note tone > "$T/words"
n=0
for seed in "double 2" "double 3" "double 4" "sym 2" "-d sym 2" "sym 3" "sym 4" "rect 2 3" "rect 3 2" \
            "-d rect 3 2" "rect 2 4" "rect 4 3"; do
  n=$((n + 1))
  "$B/gen_words" $seed "$T/words" > "$T/in" || { fail "words failed"; continue; }
  want=$("$B/brute_words" $seed "$T/words") || { fail "the brute force failed"; continue; }
  for o in "" --dc --no-dc; do
    got=$("$XC" $o "$T/in")
    [ "$got" = "$want" ] || fail "xc${o:+ $o}: $got, want $want"
  done
  "$B/dcrep" bits "$T/in" > "$T/b" && "$B/dcrep" linear "$T/in" > "$T/l" || { fail "dcrep failed"; continue; }
  for r in b l; do
    grep -q " count=$want " "$T/$r" || fail "dc ($(cut -d' ' -f1 "$T/$r")): $(cat "$T/$r"), want $want"
  done
  [ "$(sed 's/.* nodes=\([0-9]*\) .*/\1/' "$T/b")" = "$(sed 's/.* nodes=\([0-9]*\) .*/\1/' "$T/l")" ] ||
    fail "the representations differ: $(cat "$T/b" "$T/l")"
done
echo "$n puzzles, $fails failures"
[ "$fails" = 0 ]
