/* The shared part of the counting tasks' targets (matching, polyomino, polycube; sudoku uses
 * fuzz_run and fuzz_run_part): include it after the task file and fuzz_check.h. fuzz_run() runs run_text() on the
 * bytes with a budget of 1000 search nodes for each count (the split driver's Tally, through
 * o.sp.tally), captures the output (of part i of --parts 3: fuzz_run_part) and tells whether a
 * count stopped at its budget (*capped);
 * fuzz_whole_and_parts() counts the input whole and as the 3 parts of --parts 3 and checks: the
 * status/message contract; a bad input prints nothing (no half answer); an answer is one number;
 * when no count hit the node cap, the 3 part counts add up to the whole count. */
inline int fuzz_run(const uint8_t *data, size_t size, const Options &o, string &o_out, string &o_err, bool *capped = 0) {
    string buf((const char *)data, size);
    out.clear();
    Tally t;
    t.budget = 1000;  /* search nodes for each count of this run */
    Options with = o;
    with.sp.tally = &t;
    out_sink = &o_out; err_sink = &o_err;
    int st = run_text(buf, with);
    flush_out();
    out_sink = err_sink = 0;
    if (capped) *capped = t.capped;
    return st;
}

/* fuzz_run() of part i of --parts 3 */
inline int fuzz_run_part(const uint8_t *data, size_t size, const Options &o, int i, string &o_out, string &o_err, bool *capped = 0) {
    Options p = o;
    p.sp.parts = 3; p.sp.part = i; p.sp.have_parts = p.sp.have_part = true;
    return fuzz_run(data, size, p, o_out, o_err, capped);
}

inline DLX::u64 fuzz_number_line(const string &s) {
    if (s.size() < 2 || s.size() > 20 || s[s.size() - 1] != '\n' ||
        s.find_first_not_of("0123456789") != s.size() - 1) fuzz_fail("answer is not one number line", s);
    return (DLX::u64)strtoull(s.c_str(), 0, 10);
}

inline void fuzz_whole_and_parts(const char *task, const uint8_t *data, size_t size, const Options &o) {
    string whole, err;
    bool capped = false;
    int st = fuzz_run(data, size, o, whole, err, &capped);
    fuzz_check_status(task, data, size, st, whole, err);
    if (st != 0) {
        if (!whole.empty()) fuzz_fail("bad input with an answer printed", whole);
        return;
    }
    DLX::u64 total = fuzz_number_line(whole), sum = 0;
    for (int i = 0; i < 3; i++) {
        string po, pe;
        bool c = false;
        int ps = fuzz_run_part(data, size, o, i, po, pe, &c);
        if (ps != 0 || !pe.empty()) fuzz_fail("a part fails where the whole count did not", pe);
        sum += fuzz_number_line(po);
        capped = capped || c;
    }
    if (!capped && sum != total) fuzz_fail("the parts do not add up to the whole count", whole);
    return;
}
