// The stamps of groups' whole-cage propagation (CageProp, src/grid/griddc.h) made to wrap: this
// program is built with GRID_STAMP_T = unsigned char, so both of its counters (the cages touched,
// the masks reached) wrap every 128-255 passes, hundreds of times per case. On a few counting
// cases of testdata/groups (Kakuro, killer, crossing sums; their .out files are the expected
// counts, from the sources in testdata/groups/SOURCES.md) groups' DC search (the reader of
// problems/groups.cpp, GridDC, DCSearch) runs with a checking hook around CageProp that requires,
// after every successful settle, every cage to be whole: one more cage_gac() on each removes
// nothing. A wrap that leaves stale stamps skips touched cages (not whole) or misreads the masks
// (wrong removals: a count off, or a cage found not whole). Also: the counts equal the .out
// files, and both counters wrapped. Arguments (N, seed: those of the other stress programs) are
// ignored: the cases are fixed. Exit 1 on a failure (at the first with STRESS_FIRST_FAILURE).
#define GRID_STAMP_T unsigned char
#define FUZZING
#include "problems/groups.cpp"
#include <fstream>
#include <sstream>
#include "src/stress/stop.h"

static int failures = 0;
static void failed(const std::string &what) {
    std::printf("FAIL %s\n", what.c_str());
    failures++;
    stop_at_first_failure();
}

/* CageProp, then the check that every cage is whole */
struct Checked : DCHook {
    CageProp *in;
    std::string where;
    unsigned long long settles, mark_wraps, dirty_wraps;
    explicit Checked(CageProp *p) : in(p), settles(0), mark_wraps(0), dirty_wraps(0) {}
    bool settle(DCSearch &e, size_t h, bool all) {
        CageProp::Stamp m0 = in->markv, d0 = in->dirtyv;
        bool ok = in->settle(e, h, all);
        if (in->dirtyv < d0) dirty_wraps++;
        if (ok) {
            settles++;
            size_t t = e.dc.trail_height();
            for (size_t w = 0; w < in->cages.size(); w++)
                if (!in->cage_gac((int)w) || e.dc.trail_height() != t) {
                    char b[64];
                    std::snprintf(b, sizeof b, ": cage %d not whole after settle %llu", (int)w, settles);
                    failed(where + b);
                    e.dc.clear_queue();
                    e.dc.undo(t);
                    break;
                }
        }
        if (in->markv < m0) mark_wraps++;
        return ok;
    }
    DCHook *clone() const { return new Checked(*this); }
};

static bool read_file(const std::string &path, std::string &s) {
    std::ifstream f(path.c_str(), std::ios::binary);
    if (!f) return false;
    std::ostringstream b;
    b << f.rdbuf();
    s = b.str();
    return true;
}

/* the counts of the puzzles of one case file, searched as groups --dc --count does (with its
 * cage encoding cc), each checked by a Checked hook */
static void run_case(const char *name, const CageCoding &cc, Checked &totals) {
    std::string text, want;
    std::string base = std::string("testdata/groups/") + name;
    if (!read_file(base + ".in", text) || !read_file(base + ".out", want)) { failed(base + ": cannot read"); return; }
    for (size_t i = 0; i < text.size(); i++)   /* comments, as run_text() */
        if (text[i] == '%') while (i < text.size() && text[i] != '\n') text[i++] = ' ';
    std::istringstream wants(want);
    Input in(text);
    Puzzle p(0, 0, 0);
    bool open = false;
    int k = 0;
    for (std::string kw;;) {
        bool more = in.token(kw);
        if (!more || kw == "size") {
            if (open) {
                Grid G(p.R, p.C, p.N);
                if (make_grid(p, G)) { failed(base + ": a puzzle not read"); return; }
                GridBuild B;
                B.build(G, &p.val[0], cc);
                GridDC g;
                if (!g.build(B, &p.val[0], p.R * p.C, 1e9)) { failed(base + ": no DC tables"); return; }
                Checked c(&g.prop);
                c.where = base + " puzzle " + numtext((DLX::u64)++k);
                unsigned long long n = 0;
                if (!g.prop.cages.empty()) g.s.set_hook(&c);
                g.s.begin();
                while (g.s.next() == DLX::FOUND) n++;
                g.s.end_search();
                unsigned long long w = 0;
                if (!(wants >> w) || w != n) {
                    char b[96];
                    std::snprintf(b, sizeof b, ": %llu solutions, the .out file says %llu", n, w);
                    failed(c.where + b);
                }
                totals.settles += c.settles; totals.mark_wraps += c.mark_wraps; totals.dirty_wraps += c.dirty_wraps;
            }
            if (!more) return;
            std::vector<int> v;
            if (read_numbers(in, v, 2, 2, 1, 64, "size")) { failed(base + ": bad size line"); return; }
            p = Puzzle(v[0], v[1], in.lineno());
            open = true;
            continue;
        }
        if (!open || statement(in, p, kw)) { failed(base + ": bad input"); return; }
    }
}

int main() {
    static const struct { const char *name; int fill_max; bool xcc; } CASES[] = {
        {"random-kakuro-count", DC_FILL_MAX, false},     /* groups --dc --count */
        {"random-killer6-count", DC_FILL_MAX, false},
        {"random-cross-count-xcc", DC_FILL_MAX, true},   /* crossing sums, --xcc */
        {"edge-sum-count", 0, false},                    /* every cage by its symbol sets */
    };
    (void)&run_text;   /* (the reader's loop is run_case's) */
    Checked totals(0);
    for (size_t c = 0; c < sizeof CASES / sizeof CASES[0]; c++) {
        CageCoding cc;
        cc.fill_max = CASES[c].fill_max;
        cc.xcc = CASES[c].xcc;
        run_case(CASES[c].name, cc, totals);
    }
    if (!totals.mark_wraps || !totals.dirty_wraps) failed("the stamps did not wrap: the cases no longer test it");
    std::printf("stress_gridstamp: %llu settles checked, stamps wrapped %llu times (masks) and %llu (cages); %d failures\n",
                totals.settles, totals.mark_wraps, totals.dirty_wraps, failures);
    return failures ? 1 : 0;
}
