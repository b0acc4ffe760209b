/* libFuzzer target: polyomino (problems/polyomino.cpp without its main): reading, building the
 * placements, counting. Build: clang++ -g -O1 -fsanitize=fuzzer,address,undefined -I.
 * src/fuzz/polyomino.cpp (or make fuzz).
 * Shared part (run, checks): src/fuzz/fuzz_count.h.
 * Bound: inputs over 4 KB are skipped; the option matrix is capped at 1000 items and 2500
 * option nodes (node arrays under ASan's large-allocation size: at 6000, unmapping and
 * page faults took half the time) (larger puzzles get the "too many placements" message, like any other); each
 * count gets 1000 search nodes (the split driver's budget). Each input is counted whole and as the 3
 * parts of --parts 3 (split on the symmetric piece as the plain count). Checks: the
 * status/message contract; a bad input prints nothing (one puzzle: no half answer); an answer
 * is one number; when no count hit the node cap, the 3 part counts add up to the whole count. */
#define FUZZING
#include "problems/polyomino.cpp"
#include "src/fuzz/fuzz_check.h"
#include "src/fuzz/fuzz_count.h"  /* fuzz_run, fuzz_whole_and_parts */


extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 4096) return 0;
    g_max_items = 1000; g_max_opt_nodes = 2500;
    Options o;
    fuzz_whole_and_parts("polyomino", data, size, o);
    return 0;
}
