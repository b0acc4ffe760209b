/* libFuzzer target: HDU 2295 reading + solving (problems/hdu2295.cpp without its main).
 * Build: clang++ -g -O1 -fsanitize=fuzzer,address,undefined -I. src/fuzz/hdu2295.cpp (or make fuzz).
 * Bound: inputs over 4 KB are skipped. Every answer line is a radius: digits, '.', six digits,
 * at most 1414.213562 (the square's diagonal). */
#define FUZZING
#include "problems/hdu2295.cpp"
#include "src/fuzz/fuzz_check.h"
#include <cctype>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 4096) return 0;
    string out, err;
    int st = run_task((const char *)data, size, out, err);
    fuzz_check_status("hdu2295", data, size, st, out, err);
    /* the answers: 1..4 digits, '.', 6 digits, a newline; none over the square's diagonal */
    for (size_t p = 0, q; p < out.size(); p = q + 8) {
        for (q = p; q < out.size() && isdigit((unsigned char)out[q]); q++) {}
        bool ok = q > p && q - p <= 4 && q + 8 <= out.size() && out[q] == '.' && out[q + 7] == '\n';
        for (size_t i = 1; ok && i <= 6; i++) ok = isdigit((unsigned char)out[q + i]) != 0;
        if (!ok || atof(out.c_str() + p) > 1414.213563) fuzz_fail("answer line is not a radius", out.substr(p, 12));
    }
    return 0;
}
