/* libFuzzer target: POJ 3074 reading + solving (problems/poj3074.cpp without its main).
 * Build: clang++ -g -O1 -fsanitize=fuzzer,address,undefined -I. src/fuzz/poj3074.cpp (or make fuzz).
 * Bound: inputs over 1200 bytes are skipped (at most 14 puzzles) and an input gets at most
 * 1000 search nodes in all (puzzles past that print `no solution`): the hardest puzzles of the
 * corpora cost ~4 ms each under the sanitizers.
 * Checks: the status/message contract; one answer line per puzzle read (the input is split
 * again here), each `no solution` or a valid sudoku that keeps that puzzle's givens. */
#define FUZZING
#include "problems/poj3074.cpp"
#include "src/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 1200) return 0;
    string out, err;
    int st = run_task((const char *)data, size, out, err, 1000);
    fuzz_check_status("poj3074", data, size, st, out, err);
    /* the puzzles as the statement defines them: non-blank lines until `end` */
    vector<string> puzzles;
    size_t p = 0;
    if (size >= 3 && data[0] == 0xEF && data[1] == 0xBB && data[2] == 0xBF) p = 3;
    bool ended = false;
    while (p < size && !ended) {
        size_t e = p;
        while (e < size && data[e] != '\n') e++;
        size_t a = p, b = e;
        while (a < b && (data[a] == ' ' || data[a] == '\t' || data[a] == '\r')) a++;
        while (b > a && (data[b - 1] == ' ' || data[b - 1] == '\t' || data[b - 1] == '\r')) b--;
        string l((const char *)data + a, b - a);
        p = e + 1;
        if (l.empty()) continue;
        if (l == "end") { ended = true; break; }
        bool good = l.size() == 81;
        for (size_t k = 0; k < l.size() && good; k++) good = l[k] == '.' || (l[k] >= '0' && l[k] <= '9');
        if (!good) break;
        puzzles.push_back(l);
    }
    if ((st == 0) != ended) fuzz_fail("status 0 without `end` (or 2 with it)", err);
    size_t n = 0;
    p = 0;
    while (p < out.size()) {
        size_t e = out.find('\n', p);
        if (e == string::npos) fuzz_fail("output without a final newline", out);
        string l = out.substr(p, e - p);
        p = e + 1;
        if (n >= puzzles.size()) fuzz_fail("more answers than puzzles", out);
        const string &q = puzzles[n++];
        if (l == "no solution") continue;
        if (l.size() != 81) fuzz_fail("answer line not 81 characters", l);
        int g[81];
        for (int k = 0; k < 81; k++) {
            if (l[k] < '1' || l[k] > '9') fuzz_fail("answer with a character other than 1-9", l);
            if (q[k] != '.' && q[k] != '0' && q[k] != l[k]) fuzz_fail("answer changes a given", q + "\n" + l);
            g[k] = l[k] - '1';
        }
        fuzz_check_grid(g, 9, 3, l);
    }
    if (n != puzzles.size()) fuzz_fail("fewer answers than puzzles", out);
    return 0;
}
