/* libFuzzer target: killer sudoku reading + solving (problems/killer.cpp without its main).
 * Build: clang++ -g -O1 -fsanitize=fuzzer,address,undefined -I. src/fuzz/killer.cpp (or make fuzz).
 * Bound: inputs over 2 KB are skipped (at most ~6 cases); every case gets at most 500 search
 * nodes. Each input runs twice: in the mode picked by its size (first / count / limit / unique)
 * and as --first; the first run also picks the cage encoding by the size (default, --sets,
 * --xcc, --fill-max 5), the second uses the default encoding with --fill-max 200. Checks
 * (src/fuzz/fuzz_grid.h): the status/message contract; both runs end the same way (status,
 * message, one answer line per case); every printed grid has rows, columns and boxes that are
 * permutations of 1-9 (the cages are not checked here); the answer lines of each mode have
 * their mode's form; with the same encoding (the same search order) a grid found within the
 * budget by --first is found by the count too. */
#define FUZZING
#include "problems/killer.cpp"
#include "src/fuzz/fuzz_check.h"
#include "src/fuzz/fuzz_grid.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 2048) return 0;
    Options o1, o2;
    fuzz_grid_modes(size, 500, o1, o2);
    o1.cages.fill_max = o2.cages.fill_max = 200;  /* (3000 by default: up to ~80000 nodes for one cage) */
    int enc = (int)(size / 4 % 4);
    o1.cages.sets_only = enc == 1;
    o1.cages.xcc = enc == 2;
    if (enc == 3) o1.cages.fill_max = 5;
    fuzz_grid_two_runs("killer", data, size, o1, o2, true, enc == 0);
    return 0;
}
