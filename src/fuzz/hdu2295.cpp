/* libFuzzer target: HDU 2295 reading + solving (problems/hdu2295.cpp without its main).
 * Build: clang++ -g -O1 -fsanitize=fuzzer,address,undefined -I. src/fuzz/hdu2295.cpp (or make fuzz).
 * Bound: inputs over 4 KB are skipped. Every answer line is a radius: digits, '.', six digits,
 * at most 1414.213562 (the square's diagonal). */
#define FUZZING
#include "problems/hdu2295.cpp"
#include "src/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 4096) return 0;
    string out, err;
    int st = run_task((const char *)data, size, out, err);
    fuzz_check_status("hdu2295", data, size, st, out, err);
    size_t p = 0;
    while (p < out.size()) {
        size_t e = out.find('\n', p);
        if (e == string::npos) fuzz_fail("output without a final newline", out);
        string l = out.substr(p, e - p);
        size_t dot = l.find('.');
        bool ok = dot != string::npos && dot >= 1 && dot <= 4 && l.size() == dot + 7;
        for (size_t i = 0; ok && i < l.size(); i++) ok = i == dot || (l[i] >= '0' && l[i] <= '9');
        if (!ok || atof(l.c_str()) > 1414.213563) fuzz_fail("answer line is not a radius", l);
        p = e + 1;
    }
    return 0;
}
