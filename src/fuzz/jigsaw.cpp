/* libFuzzer target: jigsaw sudoku reading + solving (problems/jigsaw.cpp without its main).
 * Build: clang++ -g -O1 -fsanitize=fuzzer,address,undefined -I. src/fuzz/jigsaw.cpp (or make fuzz).
 * Bound: inputs over 2 KB are skipped (at most ~8 cases); every case gets at most 400 search
 * nodes. Each input runs twice: in the mode picked by its size (first / count / limit / unique)
 * and as --first. Checks (src/fuzz/fuzz_grid.h): the status/message contract; both runs end the
 * same way (status, message, one answer line per case); every printed grid has rows and columns
 * that are permutations of 1-9; the answer lines of each mode have their mode's form. */
#define FUZZING
#include "problems/jigsaw.cpp"
#include "src/fuzz/fuzz_check.h"
#include "src/fuzz/fuzz_grid.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 2048) return 0;
    Options o1, o2;
    fuzz_grid_modes(size, 400, o1, o2);
    fuzz_grid_two_runs("jigsaw", data, size, o1, o2, false, true);
    return 0;
}
