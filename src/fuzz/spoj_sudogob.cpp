/* libFuzzer target: SPOJ SUDOGOB reading + solving (problems/spoj_sudogob.cpp without its main).
 * Build: clang++ -g -O1 -fsanitize=fuzzer,address,undefined -I. src/fuzz/spoj_sudogob.cpp (or make fuzz).
 * Bound: inputs over 1000 bytes are skipped (at most 5 tables), and each table's solutions are
 * counted only up to 100 (the program counts all of them: a nearly empty table has ~10^21).
 * A count of 1 must come with a valid solved grid. */
#define FUZZING
#include "problems/spoj_sudogob.cpp"
#include "src/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 1000) return 0;
    string out, err;
    int st = run_task((const char *)data, size, out, err, 100);
    fuzz_check_status("spoj_sudogob", data, size, st, out, err);
    size_t p = 0;
    while (p < out.size()) {
        size_t e = out.find('\n', p);
        if (e == string::npos) fuzz_fail("output without a final newline", out);
        string l = out.substr(p, e - p);
        p = e + 1;
        if (l.empty() || l.find_first_not_of("0123456789") != string::npos) fuzz_fail("want a count line", l);
        if (l != "1") continue;
        int g[81];
        for (int r = 0; r < 9; r++) {
            e = out.find('\n', p);
            if (e == string::npos || e - p != 18) fuzz_fail("want a solution row of 9 'd ' pairs", out.substr(p));
            for (int c = 0; c < 9; c++) {
                char d = out[p + 2 * c];
                if (d < '1' || d > '9' || out[p + 2 * c + 1] != ' ') fuzz_fail("bad solution row", out.substr(p, 18));
                g[r * 9 + c] = d - '1';
            }
            p = e + 1;
        }
        fuzz_check_grid(g, 9, 3, out);
    }
    return 0;
}
