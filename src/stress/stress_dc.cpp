// stress_dc: the domain-consistency search (src/engine/dc.h) against a plain backtracking oracle
// on random XCC instances.
//   stress_dc [N [SEED]]      (defaults 10000 instances, seed 1)
// src/stress/broken.sh builds it against broken copies of dc.h, which it must reject.
//
// Instances: 1-10 primary items, 0-6 secondary ones, 1-3 colors, 3-120 options (a quarter of
// the instances over 64, so that the bit rows of dc.h span several words); half of them are built
// around a planted solution whose options share colored secondary items, so that solutions exist
// and colors are shared in them. Options are drawn dense enough that domain consistency removes
// options before and during the search.
// Oracle (no engine code): recursion on the first uncovered primary item (in item order), trying
// every option with it that fits the state (primary items uncovered; a secondary item unused, or
// used only by options of one same nonzero color). It lists every solution as the sorted list of
// its option numbers.
// Checks per instance: dc's solutions (collected by search()) equal the oracle's list exactly
// (no solution missing, repeated or extra; each one checked valid apart from both); count() and
// count(limit) agree with it; after every search the state is as built (active options, domain
// sizes, covered items, the trail).
// Output: up to 10 failure lines, then one summary line. Exit status 0 if no failure.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
#include "src/engine/dc.h"
#include "rng.h"

typedef unsigned long long u64;
typedef std::vector<int> Sol;

struct Inst {
    int n, np;
    std::vector<std::vector<int> > items, colors;
};

// ---------------------------------------------------------------- the oracle
struct Oracle {
    const Inst *I;
    std::vector<int> covered, state, uses;  // state of a secondary item: 0 unused, -1 uncolored, c > 0
    std::vector<Sol> sols;
    Sol path;
    bool fits(int r) const {
        for (size_t j = 0; j < I->items[r].size(); j++) {
            int x = I->items[r][j], c = I->colors[r][j];
            if (x <= I->np) { if (covered[x]) return false; }
            else if (c == 0) { if (state[x] != 0) return false; }
            else if (state[x] != 0 && state[x] != c) return false;
        }
        return true;
    }
    void apply(int r, int dir) {
        for (size_t j = 0; j < I->items[r].size(); j++) {
            int x = I->items[r][j], c = I->colors[r][j];
            if (x <= I->np) covered[x] = dir > 0;
            else { uses[x] += dir; state[x] = uses[x] == 0 ? 0 : (c == 0 ? -1 : c); }
        }
    }
    void rec() {
        int first = 0;
        for (int x = 1; x <= I->np; x++) if (!covered[x]) { first = x; break; }
        if (!first) { Sol s = path; std::sort(s.begin(), s.end()); sols.push_back(s); return; }
        for (size_t r = 0; r < I->items.size(); r++) {
            const std::vector<int> &it = I->items[r];
            if (std::find(it.begin(), it.end(), first) == it.end() || !fits((int)r)) continue;
            apply((int)r, 1); path.push_back((int)r);
            rec();
            path.pop_back(); apply((int)r, -1);
        }
    }
    void solve(const Inst &in) {
        I = &in;
        covered.assign(in.n + 1, 0); state.assign(in.n + 1, 0); uses.assign(in.n + 1, 0);
        sols.clear(); path.clear();
        rec();
        std::sort(sols.begin(), sols.end());
    }
};

// ---------------------------------------------------------------- a direct validity check
static bool valid(const Inst &I, const Sol &s) {
    for (int x = 1; x <= I.n; x++) {
        int k = 0, c0 = 0;
        bool mixed = false;
        for (size_t j = 0; j < s.size(); j++) {
            const std::vector<int> &it = I.items[s[j]];
            for (size_t e = 0; e < it.size(); e++) {
                if (it[e] != x) continue;
                int c = I.colors[s[j]][e];
                if (k == 0) c0 = c; else if (c == 0 || c != c0) mixed = true;
                k++;
            }
        }
        if (x <= I.np ? k != 1 : (k > 1 && mixed)) return false;
    }
    return true;
}

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
    if (below(2)) {  // a planted solution
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
        bool prim = false;
        for (size_t j = 0; j < its.size(); j++) if (its[j] <= I.np) prim = true;
        if (!prim) { its.insert(its.begin(), 1 + below(I.np)); cs.insert(cs.begin(), 0); }
        for (size_t j = 1; j < its.size(); j++) if (its[j] == its[0]) { its.erase(its.begin() + j); cs.erase(cs.begin() + j); break; }
        I.items.push_back(its); I.colors.push_back(cs);
    }
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

// ---------------------------------------------------------------- dc under test
struct Collect {
    std::vector<Sol> got;
    bool operator()(const DC &d) { Sol s = d.sol; std::sort(s.begin(), s.end()); got.push_back(s); return true; }
};
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
    s.act = d.act; s.cnt = d.cnt; s.cov = d.cov; s.trail = d.trail.size(); s.left = d.left;
    return s;
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
        std::fflush(stdout);
    }
    failures++;
}

int main(int argc, char **argv) {
    int N = argc > 1 ? std::atoi(argv[1]) : 10000;
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
        for (size_t s = 0; s < o.sols.size(); s++)
            if (!valid(I, o.sols[s])) { fail(t, I, "the oracle listed an invalid solution (oracle bug)"); break; }

        std::vector<int> start(1, 0), its, cols;
        for (int r = 0; r < R; r++) {
            its.insert(its.end(), I.items[r].begin(), I.items[r].end());
            cols.insert(cols.end(), I.colors[r].begin(), I.colors[r].end());
            start.push_back((int)its.size());
        }
        DC d;
        if (!d.build(I.n, I.np, R, &start[0], its.empty() ? 0 : &its[0], cols.empty() ? 0 : &cols[0], 1e9)) {
            fail(t, I, "build failed");
            continue;
        }
        State s0 = state_of(d);
        Collect c;
        d.search(c);
        std::vector<Sol> got = c.got;
        std::sort(got.begin(), got.end());
        if (got != o.sols) {
            char b[120];
            std::snprintf(b, sizeof b, "dc found %llu solutions, the oracle %llu, or other ones", (u64)got.size(), want);
            fail(t, I, b);
        } else
            for (size_t s = 0; s < got.size(); s++)
                if (!valid(I, got[s])) { fail(t, I, "dc reported an invalid solution"); break; }
        if (!(state_of(d) == s0)) fail(t, I, "the state is not restored after search()");
        removed += d.removals; nodes += d.nodes;
        if (d.count() != want) fail(t, I, "count() differs from the oracle");
        u64 lim = 1 + (u64)below(3);
        if (d.count(lim) != std::min(want, lim)) fail(t, I, "count(limit) differs from the oracle");
        if (!(state_of(d) == s0)) fail(t, I, "the state is not restored after count()");
    }
    std::printf("stress_dc: %d instances (%llu with over 64 options), %llu with a solution, %llu solutions in all; "
                "dc: %llu nodes, %llu options removed; %d failures\n",
                N, wide, with_sol, total, nodes, removed, failures);
    return failures ? 1 : 0;
}
