// xcc_stress: the DLX core against a plain backtracking oracle on random XCC instances in which
// EVERY instance has secondary items and colors.
//   xcc_stress [N [SEED]]     (defaults 100000 instances, seed 1)
// Build with -DCORE_FILE='"file.h"' to test another core (a broken variant must fail).
//
// Why next to stress_core.cpp: that test draws its instances so that only about 38% have
// colored entries, 75% secondary items, and 3.5% a solution in which two options share a secondary
// item by color (measured on its first 10^5 instances), from at most 14 options. Here every instance
// has 1-5 secondary items and colored entries, up to 24 options, and half of the instances are built
// around a planted solution whose options share colored secondary items, so the purify/unpurify
// paths are taken with solutions found, not only pruned.
//
// Oracle (no DLX code): recursive backtracking over the first uncovered primary item, trying every
// option that contains it and fits (primary items not yet covered; a secondary item either unused,
// or used only by options of one same nonzero color). It lists every solution as a bit set of rows.
// Checks per instance: the core's set of solutions (visit) equals the oracle's exactly (sorted
// lists, so no solution missing, repeated or extra); each of the core's solutions passes a third,
// direct validity check written apart from both; count() and count(limit) agree; first() returns
// one of them; a search paused every 1-3 nodes finds the same number; the links are as before.
// Output: up to 10 failure lines, then `xcc_stress: N instances, ...` with the coverage figures.
// Exit status 0 if no failure.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include "src/engine/engine.h"
#include "rng.h"

typedef unsigned long long u64;

struct Inst {
    int n, np;                                   // items 1..np primary, np+1..n secondary
    std::vector<std::vector<int> > items, colors;
};

// ---------------------------------------------------------------- the oracle
struct Oracle {
    const Inst *I;
    std::vector<int> covered, state, uses;  // state of a secondary item: 0 unused, -1 uncolored, c > 0
    std::vector<unsigned> sols;
    unsigned path;
    bool fits(int r) const {
        const std::vector<int> &it = I->items[r], &co = I->colors[r];
        for (size_t j = 0; j < it.size(); j++) {
            int x = it[j], c = co[j];
            if (x <= I->np) { if (covered[x]) return false; }
            else if (c == 0) { if (state[x] != 0) return false; }
            else if (state[x] != 0 && state[x] != c) return false;
        }
        return true;
    }
    void apply(int r, int dir) {
        const std::vector<int> &it = I->items[r], &co = I->colors[r];
        for (size_t j = 0; j < it.size(); j++) {
            int x = it[j], c = co[j];
            if (x <= I->np) covered[x] = dir > 0;
            else {
                uses[x] += dir;
                state[x] = uses[x] == 0 ? 0 : (c == 0 ? -1 : c);
            }
        }
    }
    void rec() {
        int first = 0;
        for (int x = 1; x <= I->np; x++) if (!covered[x]) { first = x; break; }
        if (!first) { sols.push_back(path); return; }
        for (size_t r = 0; r < I->items.size(); r++) {
            const std::vector<int> &it = I->items[r];
            if (std::find(it.begin(), it.end(), first) == it.end() || !fits((int)r)) continue;
            apply((int)r, 1);
            path |= 1u << r;
            rec();
            path &= ~(1u << r);
            apply((int)r, -1);
        }
    }
    void solve(const Inst &in) {
        I = &in;
        covered.assign(in.n + 1, 0); state.assign(in.n + 1, 0); uses.assign(in.n + 1, 0);
        sols.clear(); path = 0;
        rec();
        std::sort(sols.begin(), sols.end());
    }
};

// ---------------------------------------------------------------- a direct validity check
// every primary item exactly once; each secondary item in at most one option, or in several that
// all give it the same nonzero color; *shared set if some secondary item is shared
static bool valid(const Inst &I, unsigned m, bool *shared) {
    *shared = false;
    for (int x = 1; x <= I.n; x++) {
        int k = 0, c0 = 0;
        bool mixed = false;
        for (size_t r = 0; r < I.items.size(); r++) {
            if (!(m >> r & 1)) continue;
            for (size_t j = 0; j < I.items[r].size(); j++) {
                if (I.items[r][j] != x) continue;
                int c = I.colors[r][j];
                if (k == 0) c0 = c; else if (c == 0 || c != c0) mixed = true;
                k++;
            }
        }
        if (x <= I.np ? k != 1 : (k > 1 && mixed)) return false;
        if (x > I.np && k > 1) *shared = true;
    }
    return true;
}

// ---------------------------------------------------------------- instances
static void make(Inst &I, u64 seed, int t) {
    rng_state = seed * 0x2545f4914f6cdd1dULL + (u64)t * 0x9e3779b97f4a7c15ULL + 0x51ed27;
    rnd();
    I.np = 1 + below(8);
    int ns = 1 + below(5);
    I.n = I.np + ns;
    int ncol = 1 + below(3);
    int R = 4 + below(21);                     // 4..24 options
    int dp = 15 + below(40), ds = 20 + below(50), dc = 40 + below(50);  // densities (percent)
    I.items.clear(); I.colors.clear();
    if (below(2)) {  // a planted solution: the primary items split into options, colors shared
        std::vector<int> perm;
        for (int x = 1; x <= I.np; x++) perm.push_back(x);
        for (int j = (int)perm.size() - 1; j > 0; j--) std::swap(perm[j], perm[below(j + 1)]);
        std::vector<int> scol(I.n + 1, 0);    // the color each secondary item has in the plant
        for (int x = I.np + 1; x <= I.n; x++) scol[x] = below(4) ? 1 + below(ncol) : 0;
        std::vector<int> sused(I.n + 1, 0);
        size_t p = 0;
        while (p < perm.size() && (int)I.items.size() < R) {
            std::vector<int> its, cs;
            int len = 1 + below(3);
            for (int j = 0; j < len && p < perm.size(); j++) { its.push_back(perm[p++]); cs.push_back(0); }
            for (int x = I.np + 1; x <= I.n; x++) {
                if (below(100) >= ds) continue;
                if (scol[x] == 0 && sused[x]) continue;  // an uncolored item only once
                its.push_back(x); cs.push_back(scol[x]); sused[x] = 1;
            }
            I.items.push_back(its); I.colors.push_back(cs);
        }
        if (p < perm.size()) {  // out of room: the rest in one option
            std::vector<int> its, cs;
            while (p < perm.size()) { its.push_back(perm[p++]); cs.push_back(0); }
            I.items.push_back(its); I.colors.push_back(cs);
        }
    }
    while ((int)I.items.size() < R) {
        std::vector<int> its, cs;
        for (int x = 1; x <= I.n; x++) {
            if (below(100) >= (x <= I.np ? dp : ds)) continue;
            its.push_back(x);
            cs.push_back(x > I.np && below(100) < dc ? 1 + below(ncol) : 0);
        }
        I.items.push_back(its); I.colors.push_back(cs);
    }
    // at least one colored entry on a secondary item
    bool any = false;
    for (size_t r = 0; r < I.items.size(); r++)
        for (size_t j = 0; j < I.colors[r].size(); j++) if (I.colors[r][j]) any = true;
    if (!any) {
        int r = below((int)I.items.size()), x = I.np + 1 + below(ns);
        if (std::find(I.items[r].begin(), I.items[r].end(), x) == I.items[r].end()) { I.items[r].push_back(x); I.colors[r].push_back(1 + below(ncol)); }
        else for (size_t j = 0; j < I.items[r].size(); j++) if (I.items[r][j] == x) I.colors[r][j] = 1 + below(ncol);
    }
    // shuffle the options and the items inside each option
    for (int r = (int)I.items.size() - 1; r > 0; r--) {
        int q = below(r + 1);
        std::swap(I.items[r], I.items[q]); std::swap(I.colors[r], I.colors[q]);
    }
    for (size_t r = 0; r < I.items.size(); r++)
        for (int j = (int)I.items[r].size() - 1; j > 0; j--) {
            int k = below(j + 1);
            std::swap(I.items[r][j], I.items[r][k]); std::swap(I.colors[r][j], I.colors[r][k]);
        }
}

// ---------------------------------------------------------------- the core under test
struct Collect {
    std::vector<unsigned> got;
    bool bad;
    bool operator()(Engine &d) {
        unsigned m = 0;
        for (int k = 0; k < d.solution_size(); k++) {
            int r = d.solution_row(k);
            if (r < 0 || r >= 32 || (m >> r & 1)) bad = true; else m |= 1u << r;
        }
        got.push_back(m);
        return true;
    }
};

static void links(const Engine &d, std::vector<int> &v) {
    v = d.links();
}

static int failures = 0;
static void fail(int t, const Inst &I, const std::string &what) {
    if (failures < 10) {
        std::printf("instance %d: %s\n  items %d (primary %d); options:", t, what.c_str(), I.n, I.np);
        for (size_t r = 0; r < I.items.size(); r++) {
            std::printf(" [");
            for (size_t j = 0; j < I.items[r].size(); j++)
                std::printf(I.colors[r][j] ? " %d:%d" : " %d", I.items[r][j], I.colors[r][j]);
            std::printf(" ]");
        }
        std::printf("\n");
        std::fflush(stdout);  // seen even if a broken core hangs later
    }
    failures++;
}

int main(int argc, char **argv) {
    int N = argc > 1 ? std::atoi(argv[1]) : 100000;
    u64 seed = argc > 2 ? std::strtoull(argv[2], 0, 10) : 1;
    Engine d;
    Oracle o;
    u64 total = 0, with_sol = 0, shared_sol = 0, shared_inst = 0, max_sols = 0;
    std::vector<int> l0, l1;
    for (int t = 0; t < N; t++) {
        Inst I;
        make(I, seed, t);
        int R = (int)I.items.size();
        o.solve(I);
        u64 want = o.sols.size();
        total += want;
        if (want) with_sol++;
        if (want > max_sols) max_sols = want;
        bool inst_shared = false;
        for (size_t s = 0; s < o.sols.size(); s++) {
            bool sh;
            if (!valid(I, o.sols[s], &sh)) { fail(t, I, "the oracle listed an invalid solution (oracle bug)"); break; }
            if (sh) { shared_sol++; inst_shared = true; }
        }
        if (inst_shared) shared_inst++;

        if (!d.reset(I.n, I.np)) { fail(t, I, "reset failed"); continue; }
        bool built = true;
        for (int r = 0; r < R; r++)
            if (d.add_row(I.items[r].empty() ? 0 : &I.items[r][0], (int)I.items[r].size(),
                          I.colors[r].empty() ? 0 : &I.colors[r][0]) != r) built = false;
        if (!built) { fail(t, I, "add_row did not return the row number"); continue; }
        links(d, l0);

        Collect c;
        c.bad = false;
        u64 v = d.visit(c);
        std::sort(c.got.begin(), c.got.end());
        if (c.bad) fail(t, I, "visit reported a bad row number or a row twice");
        else if (v != want || c.got != o.sols) {
            char b[120];
            std::snprintf(b, sizeof b, "visit found %llu solutions, the oracle %llu, or other ones", (u64)v, want);
            fail(t, I, b);
        } else
            for (size_t s = 0; s < c.got.size(); s++) {
                bool sh;
                if (!valid(I, c.got[s], &sh)) { fail(t, I, "the core reported an invalid solution"); break; }
            }
        links(d, l1);
        if (l0 != l1) fail(t, I, "links not restored after visit");

        if (d.count() != want) fail(t, I, "count() differs from the oracle");
        u64 lim = 1 + (u64)below(3);
        if (d.count(lim) != std::min(want, lim)) fail(t, I, "count(limit) differs from the oracle");
        if (d.first() != (want > 0)) fail(t, I, "first() disagrees with the oracle");
        else if (want > 0) {
            Collect one; one.bad = false;
            one(d);
            if (one.bad || !std::binary_search(o.sols.begin(), o.sols.end(), one.got[0])) fail(t, I, "first() returned a non-solution");
        }
        d.end_search();
        u64 pc = 0;
        d.begin();
        for (;;) {
            int st = d.next(1 + below(3));
            if (st == DLX::FOUND) pc++;
            else if (st == DLX::DONE) break;
        }
        d.end_search();
        if (pc != want) fail(t, I, "a paused and resumed search found another number of solutions");
        links(d, l1);
        if (l0 != l1) fail(t, I, "links not restored after the searches");
    }
    std::printf("xcc_stress: %d instances (all with secondary items and colors), %llu with a solution, "
                "%llu sharing a colored secondary item in a solution; %llu solutions in all (at most %llu in one), "
                "%llu of them sharing; %d failures\n",
                N, with_sol, shared_inst, total, max_sols, shared_sol, failures);
    return failures ? 1 : 0;
}
