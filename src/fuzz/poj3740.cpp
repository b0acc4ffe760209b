/* libFuzzer target: POJ 3740 reading + solving (problems/poj3740.cpp without its main).
 * Build: clang++ -g -O1 -fsanitize=fuzzer,address,undefined -I. src/fuzz/poj3740.cpp (or make fuzz).
 * Bound: inputs over 4 KB are skipped (at most ~2000 matrix entries, so the search stays small). */
#define FUZZING
#include "problems/poj3740.cpp"
#include "src/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 4096) return 0;
    string out, err;
    int st = run_task((const char *)data, size, out, err);
    fuzz_check_status("poj3740", data, size, st, out, err);
    /* every answer line is one of the two sentences */
    size_t p = 0;
    while (p < out.size()) {
        size_t e = out.find('\n', p);
        if (e == string::npos) fuzz_fail("output without a final newline", out);
        string l = out.substr(p, e - p);
        if (l != "Yes, I found it" && l != "It is impossible") fuzz_fail("unexpected output line", l);
        p = e + 1;
    }
    return 0;
}
