// stress_cp: the propagator search of the grid module (src/grid/cpsearch.h on src/grid/prop.h and
// src/grid/implied.h) against a brute-force oracle on random small killer sudoku.
//   stress_cp [N [SEED]]      (defaults 2000 instances, seed 1)
// src/stress/broken.sh builds it against broken copies of those headers, which it must reject.
//
// Instances: 4x4 (2x2 boxes), 6x6 (2x3 boxes) and 9x9 (3x3 boxes) sudoku, and Kakuro rectangles
// (below, make_kakuro: cages that cross, no houses), one in four of each. A random solved grid; cages of 1-5 connected cells (no two sharing a cell) over about
// half the cells (4x4, 6x6) or a third of them (9x9), each with the sum of the solution's values
// there (one cage in ten with that sum plus or minus one: puzzles with fewer or no solutions);
// givens from the solution, fewer on the small grids (9x9: 24-36 of them, so the oracle stays
// fast). Symbols 1..N; on one instance in six the symbols are worth random distinct values.
// Oracle (no grid-module code; another method): backtracking on the empty cell with the fewest
// values allowed, each value checked against the values used so far in its row, column, box and
// cage, and a cage's sum checked once its last cell is filled (and, on the way, that the cells filled so far neither pass
// the sum nor leave a total the rest cannot reach with values not larger than the largest).
// Checks per instance: the count of the propagator search with implied sums, learning and the
// locked candidates, and without any of them, equal the oracle's; --unique's verdict (a limit of 2); the first solution
// obeys every rule and given.
// Output: up to 10 failure lines (it stops there), then one summary line. Exit status 0 if no failure.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "src/grid/cpsearch.h"
#include "src/stress/rng.h"
#include "src/stress/stop.h"

struct Inst {
    int R, N, bh, bw;
    bool boxes;                         // false: no boxes (the rows and columns are cages)
    std::vector<int> val;               // givens: symbol or -1
    std::vector<std::vector<int> > cages;
    std::vector<int> sums;
    std::vector<int> value;             // per symbol
};

// the oracle
struct Brute {
    const Inst &in;
    std::vector<std::vector<int> > cage_of;   // per cell: its cages
    std::vector<int> a;                    // per cell: its value (-1: empty)
    std::vector<unsigned> rowm, colm, boxm, cagem;   // the values used so far
    std::vector<int> csum;                 // per cage: the total so far
    long long count;
    long long cap;
    int vmax;
    Brute(const Inst &i) : in(i), cage_of(i.R * i.R), a(i.R * i.R, -1), rowm(i.R, 0), colm(i.R, 0),
                           boxm(i.R, 0), cagem(i.cages.size(), 0), csum(i.cages.size(), 0), count(0), cap(2000000), vmax(0) {
        for (size_t c = 0; c < i.cages.size(); c++)
            for (size_t j = 0; j < i.cages[c].size(); j++) cage_of[i.cages[c][j]].push_back((int)c);
        for (int v = 0; v < i.N; v++) vmax = std::max(vmax, i.value[v]);
    }
    int box(int k) const { return in.boxes ? k / in.R / in.bh * (in.R / in.bw) + k % in.R / in.bw : 0; }
    unsigned boxused(int k) const { return in.boxes ? boxm[box(k)] : 0; }
    // may cell k (the cells before it filled) take v?
    bool ok(int k, int v) const {
        int R = in.R;
        unsigned b = 1u << v;
        if (in.val[k] >= 0 && in.val[k] != v) return false;
        if ((rowm[k / R] | colm[k % R] | boxused(k)) & b) return false;
        for (size_t e = 0; e < cage_of[k].size(); e++) {
            int q = cage_of[k][e];
            if (cagem[q] & b) return false;
            int t = csum[q] + in.value[v], left = 0;
            for (size_t j = 0; j < in.cages[q].size(); j++) left += a[in.cages[q][j]] < 0 && in.cages[q][j] != k;
            if (left == 0 && t != in.sums[q]) return false;
            if (t > in.sums[q] || t + left * vmax < in.sums[q]) return false;
        }
        return true;
    }
    void put(int k, int v, int sign) {
        unsigned b = 1u << v;
        int R = in.R;
        rowm[k / R] ^= b; colm[k % R] ^= b; boxm[box(k)] ^= b;
        for (size_t e = 0; e < cage_of[k].size(); e++) { int q = cage_of[k][e]; cagem[q] ^= b; csum[q] += sign * in.value[v]; }
        a[k] = sign > 0 ? v : -1;
    }
    // the empty cell with the fewest values allowed next, each tried
    void go(int filled) {
        if (count > cap) return;
        int n = in.R * in.R;
        if (filled == n) { count++; return; }
        int best = -1, bc = 99, R = in.R;
        unsigned bm = 0;
        for (int k = 0; k < n && bc > 0; k++) {
            if (a[k] >= 0) continue;
            unsigned m = ~(rowm[k / R] | colm[k % R] | boxused(k)) & ((1u << in.N) - 1);
            if (in.val[k] >= 0) m &= 1u << in.val[k];
            if (!cage_of[k].empty())   // the cages' rules, value by value
                for (int v = 0; v < in.N; v++) if ((m >> v & 1) && !ok(k, v)) m &= ~(1u << v);
            int c = __builtin_popcount(m);
            if (c < bc) { bc = c; best = k; bm = m; }
        }
        if (bc == 0) return;
        for (int v = 0; v < in.N; v++)
            if (bm >> v & 1) { put(best, v, 1); go(filled + 1); put(best, v, -1); }
    }
};

static int failures = 0;
static void fail(int i, const char *what, long long got, long long want) {
    if (failures < 10) std::printf("instance %d: %s: %lld, oracle %lld\n", i, what, got, want);
    failures++;
    stop_at_first_failure();
}

static bool solve_grid(Inst &in, std::vector<int> &g, int k) {   // a random solved grid
    if (k == in.R * in.R) return true;
    int order[16];
    for (int v = 0; v < in.N; v++) order[v] = v;
    for (int v = in.N - 1; v > 0; v--) std::swap(order[v], order[below(v + 1)]);
    int R = in.R, r = k / R, c = k % R;
    for (int t = 0; t < in.N; t++) {
        int v = order[t];
        bool ok = true;
        for (int j = 0; j < k && ok; j++)
            if (g[j] == v && (j / R == r || j % R == c || (in.boxes && j / R / in.bh == r / in.bh && j % R / in.bw == c / in.bw))) ok = false;
        if (!ok) continue;
        g[k] = v;
        if (solve_grid(in, g, k + 1)) return true;
    }
    g[k] = -1;
    return false;
}

// a Kakuro rectangle: R x R cells (R = 3..5), symbols 1..9, every row and every column a cage
// with the sum of a random solution's values there, no other rule; 0-2 givens (3x3), 3-6 (4x4),
// 8-12 (5x5)
static void make_kakuro(Inst &in) {
    in.R = 3 + below(3); in.N = 9; in.bh = in.bw = 1; in.boxes = false;
    int n = in.R * in.R;
    in.value.resize(in.N);
    for (int v = 0; v < in.N; v++) in.value[v] = v + 1;
    std::vector<int> g(n, -1);
    solve_grid(in, g, 0);
    in.cages.clear(); in.sums.clear();
    for (int h = 0; h < 2; h++)
        for (int r = 0; r < in.R; r++) {
            std::vector<int> cg;
            int sum = 0;
            for (int c = 0; c < in.R; c++) { int k = h ? c * in.R + r : r * in.R + c; cg.push_back(k); sum += in.value[g[k]]; }
            in.cages.push_back(cg);
            in.sums.push_back(sum);
        }
    in.val.assign(n, -1);
    for (int t = in.R == 3 ? below(3) : in.R == 4 ? 3 + below(4) : 8 + below(5); t > 0; t--) { int k = below(n); in.val[k] = g[k]; }
}

static void make(Inst &in, int kind) {
    if (kind == 3) { make_kakuro(in); return; }
    in.boxes = true;
    static const int Rs[3] = {4, 6, 9}, BH[3] = {2, 2, 3}, BW[3] = {2, 3, 3};
    in.R = in.N = Rs[kind]; in.bh = BH[kind]; in.bw = BW[kind];
    int n = in.R * in.R;
    in.value.resize(in.N);
    if (below(6) == 0) {
        std::vector<int> pool;
        for (int v = 0; v <= 20; v++) pool.push_back(v);
        for (int v = 0; v < in.N; v++) { int j = v + below((int)pool.size() - v); std::swap(pool[v], pool[j]); in.value[v] = pool[v]; }
    } else for (int v = 0; v < in.N; v++) in.value[v] = v + 1;
    std::vector<int> g(n, -1);
    solve_grid(in, g, 0);
    // cages: grown from random free cells
    std::vector<int> owner(n, -1);
    int target = kind == 2 ? n / 3 : n / 2, covered = 0;
    in.cages.clear(); in.sums.clear();
    for (int tries = 0; tries < 200 && covered < target; tries++) {
        int k = below(n);
        if (owner[k] >= 0) continue;
        int size = 1 + below(5);
        std::vector<int> cg(1, k);
        owner[k] = (int)in.cages.size();
        for (int s = 1; s < size; s++) {
            int x = cg[below((int)cg.size())], r = x / in.R, c = x % in.R, d = below(4);
            int nr = r + (d == 0) - (d == 1), nc = c + (d == 2) - (d == 3);
            if (nr < 0 || nc < 0 || nr >= in.R || nc >= in.R) continue;
            int y = nr * in.R + nc;
            if (owner[y] >= 0) continue;
            bool dup = false;   // a cage's symbols differ: no value twice in the solution's cage
            for (size_t j = 0; j < cg.size(); j++) dup = dup || g[cg[j]] == g[y];
            if (dup) continue;
            owner[y] = owner[k];
            cg.push_back(y);
        }
        int sum = 0;
        for (size_t j = 0; j < cg.size(); j++) sum += in.value[g[cg[j]]];
        if (below(10) == 0) sum += below(2) ? 1 : -1;
        in.cages.push_back(cg);
        in.sums.push_back(sum);
        covered += (int)cg.size();
    }
    in.val.assign(n, -1);
    int givens = kind == 0 ? below(5) : kind == 1 ? 4 + below(8) : 24 + below(13);
    for (int t = 0; t < givens; t++) { int k = below(n); in.val[k] = g[k]; }
}

static void to_grid(const Inst &in, Grid &G) {
    if (in.boxes) {
        G.add_rows();
        G.add_cols();
        G.add_boxes(in.bh, in.bw);
    }
    G.value = in.value;
    for (size_t c = 0; c < in.cages.size(); c++) {
        Cage cg;
        cg.cells = in.cages[c];
        cg.sum = in.sums[c];
        G.cages.push_back(cg);
    }
}

static bool obeys(const Inst &in, const std::vector<int> &s) {
    Brute b(in);
    for (int k = 0; k < in.R * in.R; k++) {   // (cell by cell: ok() sees the cells before k filled)
        if (s[k] < 0 || !b.ok(k, s[k])) return false;
        b.put(k, s[k], 1);
    }
    return true;
}

int main(int argc, char **argv) {
    int N = argc > 1 ? std::atoi(argv[1]) : 2000;
    unsigned long long seed = argc > 2 ? std::strtoull(argv[2], 0, 10) : 1;
    int done = 0, skipped = 0;
    long long implied = 0;
    for (int i = 0; i < N; i++) {
        rng_state = seed * 1000003ULL + (unsigned long long)i;
        Inst in;
        make(in, i % 4);
        Brute b(in);
        b.go(0);
        if (b.count > b.cap) { skipped++; continue; }
        done++;
        long long want = b.count;
        Grid G(in.R, in.R, in.N);
        to_grid(in, G);
        for (int mode = 0; mode < 2; mode++) {
            CPSearch cp;
            CPOptions o;
            o.implied = o.learn = o.locked = mode == 0;
            cp.build(G, &in.val[0], o);
            long long got = (long long)cp.run(0, 0);
            if (mode == 0) implied += cp.implied_sums;
            if (got != want) fail(i, mode ? "count without implied sums, learning and locked candidates" : "count", got, want);
        }
        CPSearch u;
        u.build(G, &in.val[0], CPOptions());
        long long got = (long long)u.run(2, 0);
        if (got != std::min(want, 2LL)) fail(i, "unique (limit 2)", got, std::min(want, 2LL));
        if (got > 0 && !obeys(in, u.first)) fail(i, "the first solution breaks a rule", 1, 0);
        // probing at the root early (CPSearch::probe_after): after the first solution when the
        // search went on past it, else after a few nodes
        CPSearch q;
        q.build(G, &in.val[0], CPOptions());
        q.probing = true;
        q.probe_after = got > 0 && u.nodes > u.first_at + 1 ? u.first_at + 1 : 1 + i % 6;
        got = (long long)q.run(2, 0);
        if (got != std::min(want, 2LL)) fail(i, "unique (limit 2) with probing", got, std::min(want, 2LL));
        if (got > 0 && !obeys(in, q.first)) fail(i, "the first solution with probing breaks a rule", 1, 0);
        CPSearch qc;   // (a fresh one: run() begins from the built, unpropagated state)
        qc.build(G, &in.val[0], CPOptions());
        qc.probing = true;
        qc.probe_after = 1 + i % 6;
        got = (long long)qc.run(0, 0);
        if (got != want) fail(i, "count with probing", got, want);
    }
    std::printf("stress_cp: %d instances compared (%d skipped: over %d solutions), %lld implied sums, %d failures\n", done, skipped, 2000000, implied, failures);
    return failures ? 1 : 0;
}
