# ISS's example puzzles (testdata/groups/iss) over 1 s in a job here (docs/performance.md,
# "Variant puzzles"): the test command leaves them out (sourced by src/tests/groups_iss.sh and
# src/tests/groups_fpuzzles.sh; `sh src/tests/groups_iss.sh --all` runs them)
SLOW="other-variants-pencilmark-sudoku-3"
SLOW="$SLOW hard-benchmarks-hard-renban-2"
