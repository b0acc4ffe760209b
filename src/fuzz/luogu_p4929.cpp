/* libFuzzer target: Luogu P4929 reading + solving (problems/luogu_p4929.cpp without its main).
 * Build: clang++ -g -O1 -fsanitize=fuzzer,address,undefined -I. src/fuzz/luogu_p4929.cpp (or make fuzz).
 * Bound: inputs over 4 KB are skipped. On a valid input the printed rows are checked to be an
 * exact cover of the matrix (parsed again here with strtol). */
#define FUZZING
#include "problems/luogu_p4929.cpp"
#include "src/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 4096) return 0;
    string out, err;
    int st = run_task((const char *)data, size, out, err);
    fuzz_check_status("luogu_p4929", data, size, st, out, err);
    if (st != 0) return 0;
    if (out.empty() || out[out.size() - 1] != '\n' || out.find('\n') != out.size() - 1)
        fuzz_fail("want exactly one output line", out);
    if (out == "No Solution!\n") return 0;
    string in((const char *)data, size);
    const char *s = in.c_str();
    if (in.size() >= 3 && (unsigned char)s[0] == 0xEF) s += 3;
    char *e;
    long n = strtol(s, &e, 10); s = e;
    long m = strtol(s, &e, 10); s = e;
    if (m == 0) n = 0;
    vector<char> a((size_t)(n * m));
    for (long k = 0; k < n * m; k++) { a[(size_t)k] = (char)strtol(s, &e, 10); s = e; }
    vector<int> cover((size_t)m, 0);
    const char *o = out.c_str();
    vector<char> used((size_t)n + 1, 0);
    for (;;) {
        long r = strtol(o, &e, 10);
        if (e == o) break;
        o = e;
        if (r < 1 || r > n || used[(size_t)r]) fuzz_fail("bad or repeated row number in the answer", out);
        used[(size_t)r] = 1;
        for (long j = 0; j < m; j++) cover[(size_t)j] += a[(size_t)((r - 1) * m + j)];
    }
    for (long j = 0; j < m; j++) if (cover[(size_t)j] != 1) fuzz_fail("answer is not an exact cover", out);
    return 0;
}
