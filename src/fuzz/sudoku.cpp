/* libFuzzer target: sudoku of any size (problems/sudoku.cpp without its main): reading and
 * --count. Build: clang++ -g -O1 -fsanitize=fuzzer,address,undefined -I. src/fuzz/sudoku.cpp
 * (or make fuzz).
 * Bound: inputs over 1100 bytes are skipped; puzzles up to 16x16 (a larger one gets the
 * message "puzzle larger than this build reads", like any other); each count gets 1000 search
 * nodes (the split driver's budget, src/fuzz/fuzz_count.h). Each input is counted whole (--count) and as the 3
 * parts of --parts 3. Checks: the status/message contract; every answer line is a number; the
 * four runs end the same way (status, message, number of answers: the answers before a bad
 * puzzle are all there); when no count hit the node cap, the 3 part counts of every puzzle add
 * up to its whole count. */
#define FUZZING
#include "problems/sudoku.cpp"
#include "src/fuzz/fuzz_check.h"
#include "src/fuzz/fuzz_count.h"  /* fuzz_run, fuzz_run_part */


static vector<DLX::u64> numbers(const string &s) {
    vector<DLX::u64> v;
    size_t p = 0;
    while (p < s.size()) {
        size_t e = s.find('\n', p);
        if (e == string::npos) fuzz_fail("output without a final newline", s);
        string l = s.substr(p, e - p);
        if (l.empty() || l.size() > 19 || l.find_first_not_of("0123456789") != string::npos)
            fuzz_fail("answer line is not a number", l);
        v.push_back((DLX::u64)strtoull(l.c_str(), 0, 10));
        p = e + 1;
    }
    return v;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 1100) return 0;
    Options o;
    o.mode = COUNT;
    o.max_box = 4;
    string whole, err;
    bool capped = false;
    int st = fuzz_run(data, size, o, whole, err, &capped);
    fuzz_check_status("sudoku", data, size, st, whole, err);
    vector<DLX::u64> total = numbers(whole), sum(total.size(), 0);
    for (int i = 0; i < 3; i++) {
        string po, pe;
        bool c = false;
        int ps = fuzz_run_part(data, size, o, i, po, pe, &c);
        if (ps != st || pe != err) fuzz_fail("a part ends otherwise than the whole count", err + " / " + pe);
        vector<DLX::u64> v = numbers(po);
        if (v.size() != total.size()) fuzz_fail("a part answers another number of puzzles", whole + " / " + po);
        for (size_t k = 0; k < v.size(); k++) sum[k] += v[k];
        capped = capped || c;
    }
    if (!capped && sum != total) fuzz_fail("the parts do not add up to the whole count", whole);
    return 0;
}
