# The setup of the tests on ISS's example puzzles (testdata/groups/iss), sourced from the top of
# the tree by src/tests/groups_iss.sh, groups_fpuzzles.sh and groups_rules.sh: G the groups
# binary (of $BUILD), D the puzzles' folder, SLOW the puzzles over 1 s in a job here, or near it
# (hard renban 2: 0.7 s first, 0.9 s --unique; docs/performance.md, "Variant puzzles"), which the
# test command leaves out
# (`sh src/tests/groups_iss.sh --all` runs them).
G=${BUILD:-build}/groups
[ -x "$G" ] || { echo "no $G"; exit 1; }
D=testdata/groups/iss
SLOW="other-variants-pencilmark-sudoku-3"
SLOW="$SLOW hard-benchmarks-hard-renban-2"
