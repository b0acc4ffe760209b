/* libFuzzer target: jigsaw sudoku reading + solving (problems/jigsaw.cpp without its main).
 * Build: clang++ -g -O1 -fsanitize=fuzzer,address,undefined -I. src/fuzz/jigsaw.cpp (or make fuzz).
 * Bound: inputs over 2 KB are skipped (at most ~8 cases); every case gets at most 400 search
 * nodes. Each input runs twice: in the mode picked by its size (first / count / limit / unique)
 * and as --first. Checks: the status/message contract; both runs end the same way (status,
 * message, one answer line per case); every printed grid has rows and columns that are
 * permutations of 1-9; the answer lines of each mode have their mode's form. */
#define FUZZING
#include "problems/jigsaw.cpp"
#include "src/fuzz/fuzz_check.h"

static vector<string> lines_of(const string &out) {
    vector<string> v;
    size_t p = 0;
    while (p < out.size()) {
        size_t e = out.find('\n', p);
        if (e == string::npos) fuzz_fail("output without a final newline", out);
        v.push_back(out.substr(p, e - p));
        p = e + 1;
    }
    return v;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 2048) return 0;
    Options o1, o2;
    o1.mode = (int)(size % 4);
    o1.limit = 1 + size % 7;
    o1.budget = o2.budget = 400;
    string out1, err1, out2, err2;
    int st1 = run_task((const char *)data, size, o1, out1, err1);
    fuzz_check_status("jigsaw", data, size, st1, out1, err1);
    int st2 = run_task((const char *)data, size, o2, out2, err2);
    if (st1 != st2 || err1 != err2) fuzz_fail("the two modes end differently", err1 + " / " + err2);
    vector<string> a1 = lines_of(out1), a2 = lines_of(out2);
    if (a1.size() != a2.size()) fuzz_fail("the two modes give different numbers of answers", out1 + "/" + out2);
    for (size_t k = 0; k < a1.size(); k++) {
        const string &l = a1[k];
        bool okform = true;
        if (o1.mode == UNIQUE) okform = l == "none" || l == "unique" || l == "multiple";
        else if (o1.mode != FIRST) {
            okform = !l.empty() && l.size() < 20 && l.find_first_not_of("0123456789") == string::npos;
            if (okform && o1.mode == LIMIT && (DLX::u64)atoll(l.c_str()) > o1.limit) fuzz_fail("count over the limit", l);
        }
        if (!okform) fuzz_fail("answer line of the wrong form", l);
    }
    for (size_t k = 0; k < a2.size(); k++) {
        const string &l = a2[k];
        if (l == "no solution") continue;
        if (l.size() != 81) fuzz_fail("answer line not 81 characters", l);
        for (int r = 0; r < 9; r++) {
            int rs = 0, cs = 0;
            for (int c = 0; c < 9; c++) {
                int x = l[r * 9 + c] - '1', y = l[c * 9 + r] - '1';
                if (x < 0 || x > 8 || y < 0 || y > 8) fuzz_fail("answer with a character other than 1-9", l);
                rs |= 1 << x; cs |= 1 << y;
            }
            if (rs != 511 || cs != 511) fuzz_fail("answer row or column not a permutation of 1-9", l);
        }
        /* a found grid has at least one solution: the first mode must agree */
        if (o1.mode == UNIQUE && a1[k] == "none") fuzz_fail("--first found a grid, --unique says none", l);
        if ((o1.mode == COUNT || o1.mode == LIMIT) && a1[k] == "0") fuzz_fail("--first found a grid, the count is 0", l);
    }
    return 0;
}
