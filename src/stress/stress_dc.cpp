// stress_dc: the domain-consistency search (src/engine/dc.h) against an oracle that tries every
// subset of the options, on random XCC instances.
//   stress_dc [N [SEED]]      (defaults 2000 instances, seed 1; make stress runs N/10)
// src/stress/broken.sh builds it against broken copies of dc.h, which it must reject.
//
// Instances: 1-10 primary items, 0-6 secondary ones, 1-3 colors, 3-120 options (a quarter of
// the instances over 64, so that the bit rows of dc.h span several words); half of them hold a
// planted solution (its options at random places) whose options share colored secondary items,
// so that solutions exist and colors are shared in them. Options are drawn dense enough that
// domain consistency removes options before and during the search.
// Oracle (no engine code, and another method than the engine's search: no item is chosen): each
// option in input order is taken if it fits (its primary items uncovered; each secondary item
// unused, or used so far only with the option's own nonzero color) and then left; a branch ends
// when an uncovered primary item has no option after the current one. Every solution comes as
// the sorted list of its option numbers.
// Checks per instance, for both representations of dc.h (bit rows; linear, with exc_max 2, 0,
// 1 or 1000 in turn: groups and pairs mixed, groups only, pairs only): the solutions of DC's
// search (src/engine/dcsearch.h, the one the tools run) equal the oracle's list exactly (no
// solution missing, repeated or extra); its count (bit rows) and its count with a limit agree
// with it; after every search the state is as built (active
// options, domain sizes, covered items, the trail); both take the same number of nodes. Then
// both run in lockstep through the steps (struct Lock): the same result of every step and the
// same active options and domain sizes at every point.
// Output: up to 10 failure lines, then one summary line. Exit status 0 if no failure.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
#include "src/engine/dcsearch.h"
#include "rng.h"
#include "xcc_inst.h"

typedef unsigned long long u64;
typedef std::vector<int> Sol;

// ---------------------------------------------------------------- the oracle
// Every subset of the options, decided option by option in input order (take it if it fits the
// items taken so far, then leave it), cut as soon as an uncovered primary item has no option
// left after the current one.
struct Oracle {
    const Inst *I;
    std::vector<int> cov, col, uses, last;  // col: a secondary item's color (-1 taken uncolored)
    std::vector<Sol> sols;
    Sol path;
    bool fits(size_t r) const {
        for (size_t j = 0; j < I->items[r].size(); j++) {
            int x = I->items[r][j], c = I->colors[r][j];
            if (x <= I->np ? cov[x] != 0 : uses[x] > 0 && (c == 0 || col[x] != c)) return false;
        }
        return true;
    }
    void take(size_t r, int dir) {
        for (size_t j = 0; j < I->items[r].size(); j++) {
            int x = I->items[r][j];
            if (x <= I->np) cov[x] += dir;
            else if ((uses[x] += dir) == 1 && dir > 0) col[x] = I->colors[r][j] ? I->colors[r][j] : -1;
        }
    }
    void rec(size_t r) {
        for (int p = 1; p <= I->np; p++) if (!cov[p] && last[p] < (int)r) return;
        if (r == I->items.size()) { sols.push_back(path); return; }  // every primary item covered
        if (fits(r)) {
            take(r, 1); path.push_back((int)r);
            rec(r + 1);
            path.pop_back(); take(r, -1);
        }
        rec(r + 1);
    }
    void solve(const Inst &in) {
        I = &in;
        cov.assign(in.n + 1, 0); col.assign(in.n + 1, 0); uses.assign(in.n + 1, 0); last.assign(in.n + 1, -1);
        for (size_t r = 0; r < in.items.size(); r++)
            for (size_t j = 0; j < in.items[r].size(); j++) last[in.items[r][j]] = (int)r;
        sols.clear(); path.clear();
        rec(0);
        std::sort(sols.begin(), sols.end());
    }
};

// ---------------------------------------------------------------- instances
static void make(Inst &I, u64 seed, int t) {
    rng_state = seed * 0x2545f4914f6cdd1dULL + (u64)t * 0x9e3779b97f4a7c15ULL + 0xdc;
    rnd();
    I.np = 1 + below(10);
    int ns = below(7);
    I.n = I.np + ns;
    int ncol = 1 + below(3);
    int R = below(4) ? 3 + below(40) : 65 + below(56);
    int dp = (R > 64 ? 35 : 20) + below(35), ds = 15 + below(50), dc = 30 + below(60);
    I.items.clear(); I.colors.clear();
    std::vector<std::vector<int> > pi, pc;  // a planted solution, if any
    if (below(2)) {
        std::vector<int> perm;
        for (int x = 1; x <= I.np; x++) perm.push_back(x);
        for (int j = (int)perm.size() - 1; j > 0; j--) std::swap(perm[j], perm[below(j + 1)]);
        std::vector<int> scol(I.n + 1, 0), sused(I.n + 1, 0);
        for (int x = I.np + 1; x <= I.n; x++) scol[x] = below(4) ? 1 + below(ncol) : 0;
        size_t p = 0;
        while (p < perm.size()) {
            std::vector<int> its, cs;
            int len = 1 + below(3);
            for (int j = 0; j < len && p < perm.size(); j++) { its.push_back(perm[p++]); cs.push_back(0); }
            for (int x = I.np + 1; x <= I.n; x++) {
                if (below(100) >= ds || (scol[x] == 0 && sused[x])) continue;
                its.push_back(x); cs.push_back(scol[x]); sused[x] = 1;
            }
            pi.push_back(its); pc.push_back(cs);
        }
    }
    while ((int)(I.items.size() + pi.size()) < R) {
        std::vector<int> its, cs;
        for (int x = 1; x <= I.n; x++) {
            if (below(100) >= (x <= I.np ? dp : ds)) continue;
            its.push_back(x);
            cs.push_back(x > I.np && below(100) < dc ? 1 + below(ncol) : 0);
        }
        bool prim = false;
        for (size_t j = 0; j < its.size(); j++) if (its[j] <= I.np) prim = true;
        if (!prim) {  // a primary item at a random place
            int x = 1 + below(I.np), at = below((int)its.size() + 1);
            its.insert(its.begin() + at, x); cs.insert(cs.begin() + at, 0);
        }
        I.items.push_back(its); I.colors.push_back(cs);
    }
    for (size_t k = 0; k < pi.size(); k++) {  // the planted options at random places
        int at = below((int)I.items.size() + 1);
        I.items.insert(I.items.begin() + at, pi[k]); I.colors.insert(I.colors.begin() + at, pc[k]);
    }
}

// ---------------------------------------------------------------- dc under test
// DC's search as the tools run it (src/engine/dcsearch.h on S.dc): the number of solutions, at
// most lim (0: all), and each one (its options sorted) into got if given
// (a path of more chosen options than there are options is a runaway: ~0, and the run stops)
static const u64 RUNAWAY = ~(u64)0;
static u64 run_search(DCSearch &S, std::vector<Sol> *got, u64 lim) {
    u64 c = 0;
    S.begin(DLX::LIST);
    for (int r; (r = S.next(1000)) != DLX::DONE;) {
        if (S.solution_size() > S.dc.options()) { S.end_search(); return RUNAWAY; }
        if (r != DLX::FOUND) continue;
        c++;
        if (got) {
            Sol s;
            for (int k = 0; k < S.solution_size(); k++) s.push_back(S.solution_row(k));
            std::sort(s.begin(), s.end());
            got->push_back(s);
        }
        if (lim && c >= lim) break;
    }
    S.end_search();
    return c;
}
struct State {
    std::vector<DC::u64> act;
    std::vector<int> cnt;
    std::vector<char> cov;
    size_t trail;
    int left;
    bool operator==(const State &o) const { return act == o.act && cnt == o.cnt && cov == o.cov && trail == o.trail && left == o.left; }
};
static State state_of(const DC &d) {
    State s;
    for (int o = 0; o < d.options(); o += 64) {
        u64 w = 0;
        for (int k = 0; k < 64 && o + k < d.options(); k++) w |= (u64)d.active(o + k) << k;
        s.act.push_back(w);
    }
    for (int p = 0; p <= d.primary(); p++) { s.cnt.push_back(p ? d.count(p) : 0); s.cov.push_back(p ? d.covered(p) : 0); }
    s.trail = d.trail_height(); s.left = d.uncovered();
    return s;
}

// Knuth's binary search written on the steps (include, remove, propagate, undo, uncover,
// first_option / next_option), on two DC objects at once: every step must give the same result
// and leave the same active options (the fixpoints are unique) and domain sizes. The root made
// consistent in turn by search()'s queue of every item, by make_consistent(), and by an option
// of every item removed, put back and propagate() (src/engine/dcsearch.h's way)
struct Lock {
    DC &a, &b;
    std::string why;
    u64 sols;
    Lock(DC &a_, DC &b_) : a(a_), b(b_), sols(0) {}
    bool same(const char *where) {
        if (!why.empty()) return false;
        State x = state_of(a), y = state_of(b);
        if (x.act != y.act || x.cnt != y.cnt || x.left != y.left) { why = std::string("the states differ after ") + where; return false; }
        return true;
    }
    void root(int how) {
        for (int p = 1; p <= a.primary(); p++) if (a.count(p) == 0) return;
        size_t ha = a.trail_height(), hb = b.trail_height();
        bool pa, pb;
        if (how == 0) {  // every item queued, as search() does
            for (int p = 1; p <= a.primary(); p++) { a.queue_item(p); b.queue_item(p); }
            pa = a.propagate(); pb = b.propagate();
        } else if (how == 1) {  // make_consistent()
            pa = a.make_consistent(); pb = b.make_consistent();
        } else {  // an option of every item removed and put back, then propagate()
            for (int p = 1; p <= a.primary(); p++) {
                int x = a.first_option(p), y = b.first_option(p);
                if (x >= 0 && a.active(x)) a.remove(x);
                if (y >= 0 && b.active(y)) b.remove(y);
            }
            a.undo(ha); b.undo(hb);
            pa = a.propagate(); pb = b.propagate();
        }
        if (pa != pb) { why = "root propagate()"; return; }
        if (pa && same("the root")) stage();
        a.undo(ha); b.undo(hb);
        same("the search");
    }
    void stage() {
        size_t ha0 = a.trail_height(), hb0 = b.trail_height();
        for (;;) {
            if (a.uncovered() == 0) { sols++; break; }
            int best = 0, t = 0x7fffffff;
            for (int p = 1; p <= a.primary(); p++)
                if (!a.covered(p) && a.count(p) < t) { t = a.count(p); best = p; }
            for (int x = a.first_option(best), y = b.first_option(best);; x = a.next_option(best, x), y = b.next_option(best, y)) {
                if (x != y) { why = "first_option/next_option"; return; }
                if (x < 0) break;
            }
            int o = a.first_option(best);
            size_t ha = a.trail_height(), hb = b.trail_height();
            bool ia = a.include(o), ib = b.include(o);
            if (ia != ib) { why = "include()"; return; }
            if (ia && same("include()")) stage();
            if (!why.empty()) return;
            a.undo(ha); a.uncover(o); b.undo(hb); b.uncover(o);
            if (!same("undo()") || t == 1) break;
            bool ra = a.remove(o), rb = b.remove(o);
            if (ra != rb) { why = "remove()"; return; }
            if (!ra) { a.clear_queue(); b.clear_queue(); break; }
            bool pa = a.propagate(), pb = b.propagate();
            if (pa != pb) { why = "propagate()"; return; }
            if (!pa || !same("propagate()")) break;
        }
        a.undo(ha0); b.undo(hb0);
    }
};

int main(int argc, char **argv) {
    int N = argc > 1 ? std::atoi(argv[1]) : 2000;
    u64 seed = argc > 2 ? std::strtoull(argv[2], 0, 10) : 1;
    Oracle o;
    u64 total = 0, with_sol = 0, removed = 0, nodes = 0, wide = 0;
    for (int t = 0; t < N; t++) {
        Inst I;
        make(I, seed, t);
        int R = (int)I.items.size();
        if (R > 64) wide++;
        o.solve(I);
        u64 want = o.sols.size();
        total += want;
        if (want) with_sol++;

        std::vector<int> start(1, 0), its, cols;
        for (int r = 0; r < R; r++) {
            its.insert(its.end(), I.items[r].begin(), I.items[r].end());
            cols.insert(cols.end(), I.colors[r].begin(), I.colors[r].end());
            start.push_back((int)its.size());
        }
        // both representations (src/engine/dc.h): the bit rows and the linear one
        u64 nd[2] = {0, 0};
        for (int r = 0; r < 2; r++) {
            DCSearch S;
            DC &d = S.dc;
            d.set_rep(r ? DC::LINEAR : DC::BITS);
            static const int exc[4] = {2, 0, 1, 1000};  // groups and pairs mixed; groups only; pairs only
            d.set_exc_max(exc[t % 4]);
            const char *rn = r ? "linear" : "bit rows";
            if (!S.build(I.n, I.np, R, &start[0], its.empty() ? 0 : &its[0], cols.empty() ? 0 : &cols[0], 1e9) ||
                d.uses_bits() != (r == 0)) {
                fail(t, I, std::string(rn) + ": build failed");
                continue;
            }
            S.settle_root();  // the root made consistent: then both representations take the same nodes
            State s0 = state_of(d);
            std::vector<Sol> got;
            if (run_search(S, &got, 0) == RUNAWAY) {
                fail(t, I, std::string(rn) + ": the search went deeper than the options (stopped)");
                std::printf("stress_dc: stopped at instance %d: a search ran away\n", t);
                return 1;
            }
            std::sort(got.begin(), got.end());
            if (got != o.sols) {
                char b[160];
                std::snprintf(b, sizeof b, "%s: dc found %llu solutions, the oracle %llu, or other ones", rn, (u64)got.size(), want);
                fail(t, I, b);
            }
            if (!(state_of(d) == s0)) fail(t, I, std::string(rn) + ": the state is not restored after the search");
            nd[r] = d.nodes();
            if (r == 0) { removed += d.removals(); nodes += d.nodes(); }
            if (r == 0 && run_search(S, 0, 0) != want) fail(t, I, std::string(rn) + ": the count differs from the oracle");
            u64 lim = 1 + (u64)below(3);
            if (run_search(S, 0, lim) != std::min(want, lim)) fail(t, I, std::string(rn) + ": the count with a limit differs from the oracle");
            if (!(state_of(d) == s0)) fail(t, I, std::string(rn) + ": the state is not restored after a limited search");
        }
        if (nd[0] != nd[1]) {
            char b[200];
            std::snprintf(b, sizeof b, "the representations differ: bit rows %llu nodes, linear %llu nodes", nd[0], nd[1]);
            fail(t, I, b);
        }
        // the two in lockstep through the steps' interface: the same results and the same active
        // options at every consistent point
        {
            DC a, b;
            a.set_rep(DC::BITS); b.set_rep(DC::LINEAR); b.set_exc_max((int)(t % 3));
            const int *st = &start[0], *it = its.empty() ? 0 : &its[0], *co = cols.empty() ? 0 : &cols[0];
            if (a.build(I.n, I.np, R, st, it, co, 1e9) && b.build(I.n, I.np, R, st, it, co, 1e9)) {
                Lock L(a, b);
                L.root(t % 3);
                if (!L.why.empty()) fail(t, I, "lockstep: " + L.why);
                else if (L.sols != want) fail(t, I, "lockstep: another number of solutions");
            }
        }
    }
    std::printf("stress_dc: %d instances (%llu with over 64 options), %llu with a solution, %llu solutions in all; "
                "dc: %llu nodes, %llu options removed; %d failures\n",
                N, wide, with_sol, total, nodes, removed, failures);
    return failures ? 1 : 0;
}
