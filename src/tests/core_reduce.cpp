// Self-check of two search options of the DLX core (src/dlx_core.h), on random matrices with
// primary, secondary and colored items and random selected rows (half of them with primary
// items only), against the plain search (no hints, no reduction):
//  - set_reduce(r) (the dominance rule: options removed before branching, put back on
//    backtracking), with the plain scan, with the hints (hint_min = 0) and with quick forced
//    moves: the same set of solutions, the same count with pause/resume at random budgets,
//    every link left as it was found after visit(), first(), count(), count(limit) (a search
//    abandoned at a solution), and restore() in the
//    middle of a search giving back the snapshot;
//  - count() (which, with primary items only, stops where every item has one option left):
//    the number of solutions that visit() enumerates, with and without the reduction.
// Also checks that the reduction removed some options (the rule was exercised).
// Prints one summary line; exit 1 on any failure.
#include <algorithm>
#include <cstdio>
#include <vector>
#include "../dlx_core.h"

typedef unsigned long long u64;
static u64 rng_state;
static u64 rnd() {  // splitmix64
    u64 z = (rng_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
static int below(int k) { return (int)(rnd() % (u64)k); }

static std::vector<int> links(const DLX &d) {
    std::vector<int> v;
    for (int i = 0; i < d.nnodes; i++) { v.push_back(d.nd[i].up); v.push_back(d.nd[i].down); v.push_back(d.nd[i].top); v.push_back(d.nd[i].color); }
    for (int i = 0; i <= d.n + 1; i++) { v.push_back(d.it[i].prev); v.push_back(d.it[i].next); v.push_back(d.icolor[i]); }
    v.push_back(d.nsel);
    return v;
}
struct Sols {  // every solution as a sorted row list; the list sorted at the end
    std::vector<std::vector<int> > s;
    bool operator()(DLX &d) {
        std::vector<int> v;
        for (int k = 0; k < d.solution_size(); k++) v.push_back(d.solution_row(k));
        std::sort(v.begin(), v.end());
        s.push_back(v);
        return true;
    }
};

static int failures = 0;
static void fail(int t, const char *what, int variant) {
    failures++;
    if (failures < 10) std::printf("case %d, variant %d: %s\n", t, variant, what);
}

int main() {
    int N = 20000;
    const int V = 4;
    DLX a, d[V];
    a.hint_min = 1 << 30;  // the plain search: no hints, no reduction
    d[0].hint_min = 1 << 30;
    d[1].hint_min = 0;
    d[2].hint_min = 0; d[2].set_quick_forced(true);
    d[3].hint_min = 0; d[3].set_quick_forced(true);  // count() without the reduction
    u64 elims = 0;
    for (int t = 0; t < N; t++) {
        rng_state = 0x7edc0000ULL + (u64)t * 0x9e3779b97f4a7c15ULL;
        int np = 1 + below(9), n = np + (below(2) ? 0 : below(4)), R = below(30), dens = 12 + below(40), ncol = below(3);
        int r = 2 + below(4);
        for (int v = 0; v < 3; v++) d[v].set_reduce(r);
        a.reset(n, np);
        for (int v = 0; v < V; v++) d[v].reset(n, np);
        for (int row = 0; row < R; row++) {
            std::vector<int> its, cs;
            for (int x = 1; x <= n; x++)
                if (below(100) < dens) { its.push_back(x); cs.push_back(x > np && ncol && below(2) ? 1 + below(ncol) : 0); }
            a.add_row(its.empty() ? 0 : &its[0], (int)its.size(), cs.empty() ? 0 : &cs[0]);
            for (int v = 0; v < V; v++) d[v].add_row(its.empty() ? 0 : &its[0], (int)its.size(), cs.empty() ? 0 : &cs[0]);
        }
        for (int k = below(3); k > 0 && R > 0; k--) {
            int row = below(R);
            bool sa = a.select_row(row);
            for (int v = 0; v < V; v++) if (d[v].select_row(row) != sa) fail(t, "select_row differs", v);
        }
        Sols sa;
        u64 ca = a.visit(sa);
        std::sort(sa.s.begin(), sa.s.end());
        for (int v = 0; v < V; v++) {
            DLX &b = d[v];
            std::vector<int> l0 = links(b);
            Sols sb;
            u64 e0 = b.elims;
            u64 cb = b.visit(sb);
            elims += b.elims - e0;
            std::sort(sb.s.begin(), sb.s.end());
            if (cb != ca || sb.s != sa.s) fail(t, "solutions differ", v);
            if (links(b) != l0) fail(t, "links not restored after visit", v);
            if (b.count() != ca) fail(t, "count() differs", v);
            if (links(b) != l0) fail(t, "links not restored after count", v);
            if (b.count(1) != (ca ? 1u : 0u)) fail(t, "count(1) differs", v);
            if (links(b) != l0) fail(t, "links not restored after count(1)", v);
            for (u64 lim = 2; lim <= 3; lim++) {
                u64 want = ca < lim ? ca : lim;
                if (b.count(lim) != want) fail(t, "count(limit) differs", v);
                if (links(b) != l0) fail(t, "links not restored after count(limit)", v);
            }
            u64 pc = 0;
            b.begin();
            for (;;) {
                int st = b.next(1 + below(3));
                if (st == DLX::FOUND) pc++;
                else if (st == DLX::DONE) break;
            }
            b.end_search();
            if (pc != ca) fail(t, "pause/resume count differs", v);
            if (b.first() != (ca > 0)) fail(t, "first() differs", v);
            b.end_search();
            if (links(b) != l0) fail(t, "links not restored after first", v);
            // restore() in the middle of a search
            b.snapshot();
            b.begin();
            int stop = below(4);
            for (int k = 0; k < stop; k++) if (b.next(1 + below(5)) == DLX::DONE) break;
            b.restore();
            if (links(b) != l0) fail(t, "restore() in a search differs from the snapshot", v);
            if (b.count() != ca) fail(t, "count() after restore() differs", v);
            b.unselect_all();
        }
        a.unselect_all();
        for (int v = 0; v < V; v++) if (links(d[v]) != links(a)) fail(t, "links differ after unselect_all", v);
    }
    if (elims == 0) { failures++; std::printf("the reduction never removed an option\n"); }
    std::printf("core_reduce: %d cases, %llu options removed by the reduction, %d failures\n", N, elims, failures);
    return failures ? 1 : 0;
}
