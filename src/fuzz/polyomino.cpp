/* libFuzzer target: polyomino (problems/polyomino.cpp without its main): reading, building the
 * placements, counting. Build: clang++ -g -O1 -fsanitize=fuzzer,address,undefined -I.
 * src/fuzz/polyomino.cpp (or make fuzz).
 * Bound: inputs over 4 KB are skipped; the option matrix is capped at 1000 items and 6000
 * option nodes (larger puzzles get the "too many placements" message, like any other); each
 * run gets 1000 search nodes for all its counts (g_node_cap). Each input is counted whole and as the 3
 * parts of --parts 3 (split on the symmetric piece as the plain count). Checks: the
 * status/message contract; a bad input prints nothing (one puzzle: no half answer); an answer
 * is one number; when no count hit the node cap, the 3 part counts add up to the whole count. */
#define FUZZING
#include "problems/polyomino.cpp"
#include "src/fuzz/fuzz_check.h"

static int run(const uint8_t *data, size_t size, const Options &o, string &o_out, string &o_err) {
    string buf((const char *)data, size);
    out.clear();
    g_node_cap = 1000;  /* search nodes for all the counts of this run */
    g_capped = false;
    out_sink = &o_out; err_sink = &o_err;
    int st = run_text(buf, o);
    flush_out();
    out_sink = err_sink = 0;
    return st;
}

static DLX::u64 number_line(const string &s) {
    if (s.size() < 2 || s.size() > 20 || s[s.size() - 1] != '\n' ||
        s.find_first_not_of("0123456789") != s.size() - 1) fuzz_fail("answer is not one number line", s);
    return (DLX::u64)strtoull(s.c_str(), 0, 10);
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 4096) return 0;
    g_max_items = 1000; g_max_opt_nodes = 6000;
    Options o;
    string whole, err;
    int st = run(data, size, o, whole, err);
    fuzz_check_status("polyomino", data, size, st, whole, err);
    if (st != 0) {
        if (!whole.empty()) fuzz_fail("bad input with an answer printed", whole);
        return 0;
    }
    DLX::u64 total = number_line(whole), sum = 0;
    bool capped = g_capped;
    for (int i = 0; i < 3; i++) {
        Options p = o;
        p.sp.parts = 3; p.sp.part = i; p.sp.have_parts = p.sp.have_part = true;
        string po, pe;
        int ps = run(data, size, p, po, pe);
        if (ps != 0 || !pe.empty()) fuzz_fail("a part fails where the whole count did not", pe);
        sum += number_line(po);
        capped = capped || g_capped;
    }
    if (!capped && sum != total) fuzz_fail("the parts do not add up to the whole count", whole);
    return 0;
}
