// Self-check of the hint stack of the DLX core (src/dlx_core.h), forced on with hint_min = 0
// (by default it is used only with many items, which the core stress test never has): on
// random matrices with primary, secondary and colored items and random selected rows,
//  - default mode with hints == the plain minimum-length scan (hint_min huge): the same
//    solutions, rows in the same order, the same node count (Knuth's DLX1 rule);
//  - set_quick_forced(true): the same solutions in the same order (rows inside a solution
//    compared as sets), the same count with pause/resume at random budgets, and every link
//    left as it was found.
// Prints one summary line; exit 1 on any failure.
#include <algorithm>
#include <cstdio>
#include <vector>
#include "src/engine/engine.h"
#include "src/stress/rng.h"

typedef unsigned long long u64;

static std::vector<int> links(const Engine &d) {
    std::vector<int> v = d.links();
    v.push_back(d.selected());
    return v;
}
struct Seq {
    bool sorted;
    std::vector<std::vector<int> > s;
    Seq(bool srt) : sorted(srt) {}
    bool operator()(Engine &d) {
        std::vector<int> v;
        for (int k = 0; k < d.solution_size(); k++) v.push_back(d.solution_row(k));
        if (sorted) std::sort(v.begin(), v.end());
        s.push_back(v);
        return true;
    }
};

int main() {
    int failures = 0, N = 20000;
    Engine a, b, c;
    a.set_hint_min(1 << 30);  // never: the plain scan
    b.set_hint_min(0); b.set_quick_forced(true);
    c.set_hint_min(0);
    for (int t = 0; t < N; t++) {
        rng_state = 0x9111c0000ULL + (u64)t * 0x9e3779b97f4a7c15ULL;
        int np = 1 + below(8), n = np + below(4), R = below(26), dens = 12 + below(40), ncol = below(3);
        a.reset(n, np); b.reset(n, np); c.reset(n, np);
        for (int r = 0; r < R; r++) {
            std::vector<int> its, cs;
            for (int x = 1; x <= n; x++)
                if (below(100) < dens) { its.push_back(x); cs.push_back(x > np && ncol && below(2) ? 1 + below(ncol) : 0); }
            a.add_row(its.empty() ? 0 : &its[0], (int)its.size(), cs.empty() ? 0 : &cs[0]);
            b.add_row(its.empty() ? 0 : &its[0], (int)its.size(), cs.empty() ? 0 : &cs[0]);
            c.add_row(its.empty() ? 0 : &its[0], (int)its.size(), cs.empty() ? 0 : &cs[0]);
        }
        for (int k = below(3); k > 0 && R > 0; k--) {
            int r = below(R);
            bool sa = a.select_row(r), sc = c.select_row(r);
            if (sa != b.select_row(r) || sa != sc) { failures++; if (failures < 10) std::printf("case %d: select_row differs\n", t); }
        }
        std::vector<int> l0 = links(b);
        Seq sa(true), sb(true), ua(false), uc(false);
        u64 ca = a.visit(sa), cb = b.visit(sb);
        if (ca != cb || sa.s != sb.s) { failures++; if (failures < 10) std::printf("case %d: quick: solutions differ\n", t); }
        u64 na = a.node_count(), nc = c.node_count();
        a.visit(ua); c.visit(uc);
        if (ua.s != uc.s || a.node_count() - na != c.node_count() - nc) { failures++; if (failures < 10) std::printf("case %d: hints: solutions or node count differ\n", t); }
        if (links(b) != l0) { failures++; if (failures < 10) std::printf("case %d: links not restored after visit\n", t); }
        u64 pc = 0;
        b.begin();
        for (;;) {
            int st = b.next(1 + below(3));
            if (st == DLX::FOUND) pc++;
            else if (st == DLX::DONE) break;
        }
        b.end_search();
        if (pc != ca) { failures++; if (failures < 10) std::printf("case %d: pause/resume count differs\n", t); }
        b.first();
        b.end_search();
        if (links(b) != l0) { failures++; if (failures < 10) std::printf("case %d: links not restored after first\n", t); }
        b.unselect_all();
        a.unselect_all();
        if (links(a) != links(b)) { failures++; if (failures < 10) std::printf("case %d: links differ after unselect_all\n", t); }
    }
    std::printf("core_quick: %d cases, %d failures\n", N, failures);
    return failures ? 1 : 0;
}
