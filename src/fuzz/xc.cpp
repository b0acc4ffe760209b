/* libFuzzer target: xc's three readers (problems/xc.cpp without its main; that file is not
 * changed for this target) and a bounded search on what they read.
 * Build: clang++ -g -O1 -fsanitize=fuzzer,address,undefined -I. src/fuzz/xc.cpp (or make fuzz).
 * Bound: inputs over 4 KB are skipped; capacities 2000 items / 20000 nodes (what --max-items /
 * --max-nodes would set); at most 100 solutions and 5000 search nodes per input.
 * Per input: the reader main would pick (guessed: dlx or a miniexact form), then read_matrix on the
 * same bytes. Checks: a refused input gives a message without control characters and a line
 * number in 1..lines+1 (what main prints as `xc: <what> at line N`); an accepted one gives a
 * consistent Model (items in 1..n, colors only on secondary items, no item twice in an option,
 * a primary item in every option, one text/line/cost per option, multiplicities 0 <= lo <= hi
 * on primary items only); every solution found covers each primary item lo..hi times (1 without
 * multiplicities) and gives each secondary item at most one color (an
 * uncolored use of a secondary item is its only use). */
#define FUZZING
#include "problems/xc.cpp"
#include "src/fuzz/fuzz_check.h"

/* the multiplicities lo:hi of an item, for an xc.cpp with Model::lo/hi (its DLX3 input) or
 * without (then 1:1): the same target builds against either */
template <class M> static auto mult_of(const M &m, int x, bool upper, int) -> decltype(m.lo, int()) {
    if (m.lo.empty()) return 1;
    if ((int)m.lo.size() != m.n + 1 || (int)m.hi.size() != m.n + 1) fuzz_fail("multiplicity arrays disagree", "");
    return upper ? m.hi[x] : m.lo[x];
}
template <class M> static int mult_of(const M &, int, bool, long) { return 1; }

static void check_error(const char *fmt, const Error &e, const uint8_t *data, size_t size) {
    string msg = string(fmt) + ": " + e.what;
    if (e.what.empty()) fuzz_fail("empty error message", msg);
    for (size_t k = 0; k < e.what.size(); k++) {
        unsigned char c = (unsigned char)e.what[k];
        if (c < 0x20 || c == 0x7f) fuzz_fail("error message with a control character", msg);
    }
    long lines = 1;
    for (size_t k = 0; k < size; k++) if (data[k] == '\n') lines++;
    if (e.line < 1 || e.line > lines + 1) fuzz_fail("error line outside the input", msg + " at line " + num((u64)(e.line < 0 ? 0 : e.line)));
}

static void check_model(const Model &m, const Limits &lim, const string &fmt) {
    if (m.np < 0 || m.np > m.n || m.n > lim.max_items) fuzz_fail("bad item counts", num((u64)m.n));
    if (m.np == 0 && fmt != "matrix") fuzz_fail("no primary item accepted", "");  /* a 0-column matrix is valid */
    if ((int)m.name.size() != m.n + 1) fuzz_fail("names and items disagree", "");
    int k = m.options();
    if ((int)m.ostart.size() != k + 1 || (!m.onum.empty() && (int)m.onum.size() != k) || (int)m.toff.size() != k ||
        (!m.ocost.empty() && (int)m.ocost.size() != k) || m.oitem.size() != m.ocolor.size() || m.ostart[0] != 0 ||
        m.ostart[k] != (int)m.oitem.size())
        fuzz_fail("option arrays disagree", "");
    for (int x = 1; x <= m.n; x++) {
        int lo = mult_of(m, x, false, 0), hi = mult_of(m, x, true, 0);
        if (lo < 0 || lo > hi) fuzz_fail("bad multiplicity", m.name[x]);
        if (x > m.np && (lo != 1 || hi != 1)) fuzz_fail("multiplicity on a secondary item", m.name[x]);
    }
    long long nodes = m.n + 2;
    vector<int> seen(m.n + 1, -1);
    for (int r = 0; r < k; r++) {
        if (m.ostart[r + 1] <= m.ostart[r]) fuzz_fail("empty option", num((u64)r));
        bool prim = false;
        for (int p = m.ostart[r]; p < m.ostart[r + 1]; p++) {
            int x = m.oitem[p], c = m.ocolor[p];
            if (x < 1 || x > m.n) fuzz_fail("item out of range", num((u64)r));
            if (seen[x] == r) fuzz_fail("item twice in an option", m.text(r).str());
            seen[x] = r;
            if (c < 0 || c >= (int)m.cname.size()) fuzz_fail("color out of range", m.text(r).str());
            if (c != 0 && x <= m.np) fuzz_fail("color on a primary item", m.text(r).str());
            if (x <= m.np) prim = true;
        }
        if (!prim) fuzz_fail("option without a primary item kept", m.text(r).str());
        nodes += m.ostart[r + 1] - m.ostart[r] + 1;
    }
    if (nodes > lim.max_nodes) fuzz_fail("over the node capacity", num((u64)nodes));
}

/* every solution listed is checked: an exact cover of the primary items within their
 * multiplicities, the secondary items at most once or with one color */
struct CheckSolution : SplitHooks<Engine> {
    const Model &m;
    vector<int> cnt, col;
    explicit CheckSolution(const Model &m_) : m(m_), cnt(m_.n + 1), col(m_.n + 1) {}
    bool shows() const { return true; }
    void text(const Engine &d, string &) {
        for (int x = 1; x <= m.n; x++) cnt[x] = 0, col[x] = -1;
        for (int j = 0; j < d.solution_size(); j++) {
            int r = d.solution_row(j);
            if (r < 0 || r >= m.options()) fuzz_fail("solution row out of range", "");
            for (int p = m.ostart[r]; p < m.ostart[r + 1]; p++) {
                int x = m.oitem[p], c = m.ocolor[p];
                cnt[x]++;
                if (x > m.np) {
                    if (c == 0 && cnt[x] > 1) fuzz_fail("uncolored secondary item used twice", m.text(r).str());
                    if (col[x] == 0 && cnt[x] > 1) fuzz_fail("secondary item used after an uncolored use", m.text(r).str());
                    if (col[x] > 0 && c != col[x]) fuzz_fail("secondary item with two colors", m.text(r).str());
                    col[x] = c;
                }
            }
        }
        for (int x = 1; x <= m.np; x++) {
            int lo = mult_of(m, x, false, 0), hi = mult_of(m, x, true, 0);
            if (cnt[x] < lo || cnt[x] > hi) fuzz_fail("primary item covered outside its multiplicity", m.name[x]);
        }
    }
};

/* the first 100 solutions within 5000 search nodes, through the split driver (one thread) */
static void search(const Model &m, const Limits &lim, Engine &d) {
    m.build(d, (int)lim.max_items, (int)lim.max_nodes);
    if (d.rows() != m.options()) fuzz_fail("the core refused an option of a checked model", "");
    Tally t;
    t.budget = 5000;
    Split o;
    o.tally = &t;
    SplitDriver<Engine> run(o);
    CheckSolution check(m);
    run.hooks = &check;
    run.limit = 100;
    run.count(d, vector<Sub>(1));
}

static void one(const char *fmt, const uint8_t *data, size_t size) {
    Input in;
    in.buf.assign((const char *)data, size);
    in.skip_bom();
    Limits lim = { 2000, 20000 };
    Model m;
    Error err;
    string f = fmt;
    bool ok = read_model(f, in, m, lim, err);
    /* the same input read straight into an engine's links (Model::direct): the same verdict, and
     * the engine holds the options the model holds */
    Input again;
    again.buf.assign((const char *)data, size);
    again.skip_bom();
    Model md;
    Engine e;
    md.direct = &e;
    Error errd;
    string fd = fmt;
    bool okd = read_model(fd, again, md, lim, errd);
    if (okd != ok || errd.what != err.what || errd.line != err.line) fuzz_fail("a direct read differs", errd.what);
    if (!ok) { check_error(f.c_str(), err, data, size); return; }
    check_model(m, lim, f);
    if (fd != f || md.options() != m.options() || md.entries != m.entries || e.rows() != m.options() ||
        md.colors_vary != m.colors_vary || md.entries_kept)
        fuzz_fail("a direct read differs", "");
    vector<int> it, co;
    for (int r = 0; r < m.options(); r++) {
        e.row(r, it, co);
        if (vector<int>(m.oitem.begin() + m.ostart[r], m.oitem.begin() + m.ostart[r + 1]) != it ||
            vector<int>(m.ocolor.begin() + m.ostart[r], m.ocolor.begin() + m.ostart[r + 1]) != co)
            fuzz_fail("a direct read's row differs", m.text(r).str());
    }
    read_entries(md);
    if (md.ostart != m.ostart || md.oitem != m.oitem || md.ocolor != m.ocolor) fuzz_fail("read_entries differs", "");
    Engine d;
    search(m, lim, d);
    search(md, lim, e);  /* (the engine read into: build() leaves it as read) */
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 4096) return 0;
    one("", data, size);
    one("matrix", data, size);
    return 0;
}
