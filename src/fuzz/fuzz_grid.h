/* The shared part of the grid tools' targets (jigsaw, killer): include it after the task file
 * and fuzz_check.h. fuzz_grid_run() runs run_text() on the bytes and captures its output and
 * message; fuzz_grid_modes() picks the modes of the two runs; fuzz_grid_two_runs() runs the input in two modes, o1 (any) and o2 (--first), and
 * checks: the status/message contract; both runs end the same way (status, message, one answer
 * line per case); the answer lines of o1 have their mode's form (a count at most the limit);
 * every grid printed by o2 has rows and columns (and boxes, if `boxes`) that are permutations
 * of 1-9; if `agree` (the same search order), a grid found by o2 is counted by o1 too. */
#ifndef DLX_FUZZ_GRID_H
#define DLX_FUZZ_GRID_H

inline int fuzz_grid_run(const uint8_t *data, size_t size, const Options &o, string &o_out, string &o_err) {
    string buf((const char *)data, size);
    out.clear();
    out_sink = &o_out; err_sink = &o_err;
    int st = run_text(buf, o);
    flush_out();
    out_sink = err_sink = 0;
    return st;
}

inline vector<string> fuzz_lines(const string &s) {
    vector<string> v;
    size_t p = 0;
    while (p < s.size()) {
        size_t e = s.find('\n', p);
        if (e == string::npos) fuzz_fail("output without a final newline", s);
        v.push_back(s.substr(p, e - p));
        p = e + 1;
    }
    return v;
}

/* o1 in the mode picked by the size (first / count / limit / unique), o2 --first; both with
 * `budget` search nodes per case (the split driver's budget, through o.sp.tally) */
static Tally fuzz_grid_tally;
inline void fuzz_grid_modes(size_t size, DLX::u64 budget, Options &o1, Options &o2) {
    o1.mode = (int)(size % 4);
    o1.limit = 1 + size % 7;
    fuzz_grid_tally.budget = budget;
    o1.sp.tally = o2.sp.tally = &fuzz_grid_tally;
}

inline void fuzz_grid_two_runs(const char *task, const uint8_t *data, size_t size, const Options &o1,
                               const Options &o2, bool boxes, bool agree) {
    string out1, err1, out2, err2;
    int st1 = fuzz_grid_run(data, size, o1, out1, err1);
    fuzz_check_status(task, data, size, st1, out1, err1);
    int st2 = fuzz_grid_run(data, size, o2, out2, err2);
    if (st1 != st2 || err1 != err2) fuzz_fail("the two modes end differently", err1 + " / " + err2);
    vector<string> a1 = fuzz_lines(out1), a2 = fuzz_lines(out2);
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
        for (int b = 0; b < 9 && boxes; b++) {
            int bs = 0;
            for (int j = 0; j < 9; j++) bs |= 1 << (l[((b / 3) * 3 + j / 3) * 9 + (b % 3) * 3 + j % 3] - '1');
            if (bs != 511) fuzz_fail("answer box not a permutation of 1-9", l);
        }
        /* a grid found within the budget by --first is found by the count too */
        if (agree && o1.mode == UNIQUE && a1[k] == "none") fuzz_fail("--first found a grid, --unique says none", l);
        if (agree && (o1.mode == COUNT || o1.mode == LIMIT) && a1[k] == "0") fuzz_fail("--first found a grid, the count is 0", l);
    }
}
#endif
