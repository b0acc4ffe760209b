#!/bin/sh
# groups --candidates against plain enumeration: per puzzle, the CPU seconds of `--count` (the
# tool's default search for it), `--cp --count` (the propagator search, which --candidates uses)
# and `--candidates`, one run each, as build/groups --stats reports them (its last line: "N search
# nodes, W s (cpu C s)"), with the count and --candidates' solutions found and probes; and
# --unique's for the unique ones.
#   sh src/bench/groups_candidates.sh        (about 4 minutes: the counts of millions of solutions)
# Puzzles (written here): the first 17-clue sudoku of ../shared/data/sudoku9/17_clue.txt (from
# Gordon Royle's list) with its last 1, 2, 3 givens dropped (1158, 3828403, 66737423 solutions);
# the empty 6x6 sudoku (2x3 boxes, 28200960 grids); a unique puzzle of the forum's hardest list
# (../shared/data/sudoku9/forum_hardest_1106.txt, the first) and a hard unique killer
# (testdata/groups/hard_killers/mathemagic_00.in), where --candidates costs what --unique does.
set -u
cd "$(dirname "$0")/../.." || exit 2
[ -x build/groups ] || ./run_tests.sh --make build/groups || exit 2
T=${TMPDIR:-/tmp}/groups_candidates.$$
mkdir -p "$T" || exit 2
trap 'rm -rf "$T"' EXIT
sudoku9() {  # sudoku9 GIVENS81 > file
  printf 'size 9 9\nsymbols 123456789\nsudoku 1 1\ncells\n'
  echo "$1" | fold -w9
}
# .................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7... without its
# last givens: 7 (r9c7), then 2 (r9c3), then 6 (r9c2)
sudoku9 ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962......." > "$T/s17-minus1"
sudoku9 ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...96........" > "$T/s17-minus2"
sudoku9 ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...9........." > "$T/s17-minus3"
printf 'size 6 6\nsymbols 123456\nsudoku 1 1 2 3\n' > "$T/empty6"
sudoku9 "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3" > "$T/hardest1"
cp testdata/groups/hard_killers/mathemagic_00.in "$T/killer00"
cpu() {  # cpu ARGS... FILE: the CPU seconds of the --stats line
  build/groups --stats "$@" 2>&1 > /dev/null | sed -n 's/.*(cpu \([0-9.]*\) s).*/\1/p' | tail -1
}
for p in s17-minus1 s17-minus2 s17-minus3 empty6 hardest1 killer00; do
  f=$T/$p
  n=$(build/groups --count "$f")
  st=$(build/groups --candidates --stats "$f" 2>&1 > /dev/null | sed -n 's/.*candidates (propagator search): \([0-9]*\) solutions found, \([0-9]*\) probes.*/\1 found, \2 probes/p')
  u=; [ "$n" = 1 ] && u=", --unique $(cpu --unique "$f") s"
  echo "$p: $n solutions; --count $(cpu --count "$f") s, --cp --count $(cpu --cp --count "$f") s, --candidates $(cpu --candidates "$f") s ($st)$u"
done
