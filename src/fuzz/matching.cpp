/* libFuzzer target: perfect matchings (problems/matching.cpp without its main): reading + counting.
 * Build: clang++ -g -O1 -fsanitize=fuzzer,address,undefined -I. src/fuzz/matching.cpp (or make fuzz).
 * Shared part (run, checks): src/fuzz/fuzz_count.h.
 * Bound: inputs over 4 KB are skipped; at most 64 vertices and 600 edges (larger counts are
 * rejected as "out of range", a message like any other); each count gets 1000 search nodes
 * (the split driver's budget). Each input is counted whole and as the 3 parts of --parts 3. Checks: the
 * status/message contract; a bad input prints nothing (one case: no half answer); an answer is
 * one number; when no count hit the node cap, the 3 part counts add up to the whole count. */
#define FUZZING
#include "problems/matching.cpp"
#include "src/fuzz/fuzz_check.h"
#include "src/fuzz/fuzz_count.h"  /* fuzz_run, fuzz_whole_and_parts */


extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 4096) return 0;
    Options o;
    o.max_v = 64; o.max_e = 600;
    fuzz_whole_and_parts("matching", data, size, o);
    return 0;
}
