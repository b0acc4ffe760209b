// The core's multiplicities (set_bounds, Knuth's DLX3) against brute-force subset enumeration.
//   stress_mult [N [SEED]]   (defaults 5000 random instances, seed 1)
// Each instance: a random matrix with primary items carrying random bounds lo:hi (some 1:1),
// secondary items, some colored. The brute force tries every subset of the options: each
// primary item covered between lo and hi times, each secondary item by one uncolored option or
// by options of one color, every chosen option with a primary item. Checks: the DLX count equals
// the brute count; every solution visited is valid and appears once; the set of solutions is the
// brute one; first() agrees; pausing with random budgets gives the same count; count_memo (which
// counts by enumeration when bounded) agrees; abandoning a search in the middle (end_search) and
// every finished search leave the links and bounds exactly as before; select_row refuses; count()
// (Algorithm M on bit masks once few items are left) agrees, with next()'s node count.
// Also Knuth's own DLX3 example (one solution), and queens with known counts (the tail over 64
// items and options). Build with -DCORE_FILE='"file.h"' for another core.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <set>
#include <algorithm>
#include "src/engine/engine.h"
#include "rng.h"
#include "stop.h"

typedef unsigned long long u64;

struct Inst {
    int n, np;
    std::vector<int> lo, hi;
    std::vector<std::vector<int> > items, colors;
};

static bool valid(const Inst &I, const std::vector<int> &rows) {
    std::vector<int> cnt(I.n + 1, 0), col(I.n + 1, 0);
    for (size_t k = 0; k < rows.size(); k++) {
        int r = rows[k];
        bool prim = false;
        for (size_t j = 0; j < I.items[r].size(); j++) {
            int x = I.items[r][j], c = I.colors[r][j];
            cnt[x]++;
            if (x <= I.np) { prim = true; continue; }
            if (cnt[x] == 1) col[x] = c;
            else if (c == 0 || col[x] != c) return false;
        }
        if (!prim) return false;
    }
    for (int x = 1; x <= I.np; x++) if (cnt[x] < I.lo[x] || cnt[x] > I.hi[x]) return false;
    return true;
}

static std::vector<int> links(const Engine &d) {
    std::vector<int> v = d.links();
    const std::vector<int> &b = d.bounds_left();
    for (size_t i = 0; i < b.size(); i++) v.push_back(b[i]);
    return v;
}

struct Collect {
    const Inst *I;
    std::set<std::vector<int> > seen;
    int bad, dup;
    Collect() : I(0), bad(0), dup(0) {}
    bool operator()(Engine &d) {
        std::vector<int> rows;
        for (int k = 0; k < d.solution_size(); k++) rows.push_back(d.solution_row(k));
        std::sort(rows.begin(), rows.end());
        if (!valid(*I, rows)) bad++;
        if (!seen.insert(rows).second) dup++;
        return true;
    }
};

static int failures = 0;
static void fail(int t, const char *what) {
    failures++;
    if (failures <= 10) std::printf("stress_mult: case %d: %s\n", t, what);
    stop_at_first_failure();
}

static int knuth_example() {
    // A B 2:3|C | X Y ; options: A B X:0 Y:0 / A C X:1 Y:1 / C X:0 / B X:1 / C Y:1
    Engine d;
    d.reset(5, 3);
    d.set_bounds(3, 2, 3);
    int o1[] = {1, 2, 4, 5}, c1[] = {0, 0, 1, 1};
    int o2[] = {1, 3, 4, 5}, c2[] = {0, 0, 2, 2};
    int o3[] = {3, 4}, c3[] = {0, 1};
    int o4[] = {2, 4}, c4[] = {0, 2};
    int o5[] = {3, 5}, c5[] = {0, 2};
    d.add_row(o1, 4, c1); d.add_row(o2, 4, c2); d.add_row(o3, 2, c3); d.add_row(o4, 2, c4); d.add_row(o5, 2, c5);
    if (!d.first()) return 1;
    std::vector<int> rows;
    for (int k = 0; k < d.solution_size(); k++) rows.push_back(d.solution_row(k));
    d.end_search();
    std::sort(rows.begin(), rows.end());
    if (rows.size() != 3 || rows[0] != 1 || rows[1] != 3 || rows[2] != 4) return 1;
    return d.count() == 1 ? 0 : 1;
}

// n queens, k in every row and column, at most k on every diagonal (Knuth's queens with
// multiplicities): known counts 724 (n 10, k 1), 14,200 (12, 1), 477,136 (8, 2). next() (on the
// links) and count() (the bit-mask tail from the root, or from `items` primary items left) must
// both give it, in the same node count: the tail over 64 items and 64 options.
static int queens(int n, int k, int items, u64 want) {
    Engine d;
    int nd = 2 * n - 1;
    d.reset(2 * n + 2 * nd, 2 * n + 2 * nd);
    for (int x = 1; x <= 2 * n; x++) d.set_bounds(x, k, k);
    for (int x = 2 * n + 1; x <= 2 * n + 2 * nd; x++) d.set_bounds(x, 0, k);
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++) {
            int o[4] = {1 + r, 1 + n + c, 1 + 2 * n + r + c, 1 + 2 * n + nd + r - c + n - 1};
            d.add_row(o, 4);
        }
    u64 n0 = d.node_count(), got = 0;
    d.begin();
    while (d.next() == DLX::FOUND) got++;
    d.end_search();
    u64 tree = d.node_count() - n0;
    d.set_mtail_items(items);
    n0 = d.node_count();
    u64 c = d.count();
    if (got != want || c != want || d.node_count() - n0 != tree) {
        std::printf("stress_mult: queens n=%d k=%d (tail from %d items): next() %llu, count() %llu, want %llu; nodes %llu vs %llu\n",
                    n, k, items, got, c, want, d.node_count() - n0, tree);
        return 1;
    }
    return 0;
}

int main(int argc, char **argv) {
    int N = argc > 1 ? std::atoi(argv[1]) : 5000;
    u64 seed = argc > 2 ? (u64)std::atoll(argv[2]) : 1;
    if (knuth_example()) fail(-1, "Knuth's DLX3 example: not exactly the one solution A C X:1 Y:1 / B X:1 / C Y:1");
    if (queens(10, 1, 128, 724) || queens(12, 1, 128, 14200) || queens(12, 1, 40, 14200))
        fail(-1, "queens with multiplicities");
    u64 total = 0;
    Engine d;
    for (int t = 0; t < N; t++) {
        rng_state = seed * 0x51ed270b27c6f3b1ULL + (u64)t * 0x9e3779b97f4a7c15ULL;
        Inst I;
        I.np = 1 + below(5); I.n = I.np + below(3);
        int R = below(15), dens = 15 + below(45), ncol = below(3);
        I.lo.assign(I.n + 1, 1); I.hi.assign(I.n + 1, 1);
        for (int x = 1; x <= I.np; x++)
            if (below(3)) { int h = 1 + below(3), l = below(h + 1); I.lo[x] = l; I.hi[x] = h; }
        if (t % 7 == 0) for (int x = 1; x <= I.np; x++) { I.lo[x] = 1; I.hi[x] = 1; }  // plain ones too
        if (t % 7 == 1 && I.np > 0) { I.lo[1] = 1; I.hi[1] = 2; }
        for (int r = 0; r < R; r++) {
            std::vector<int> its, cs;
            for (int x = 1; x <= I.n; x++)
                if (below(100) < dens) { its.push_back(x); cs.push_back(x > I.np && ncol && below(2) ? 1 + below(ncol) : 0); }
            I.items.push_back(its); I.colors.push_back(cs);
        }
        d.reset(I.n, I.np);
        for (int x = 1; x <= I.np; x++)
            if ((I.lo[x] != 1 || I.hi[x] != 1) && !d.set_bounds(x, I.lo[x], I.hi[x])) fail(t, "set_bounds refused good bounds");
        for (int r = 0; r < R; r++)
            d.add_row(I.items[r].empty() ? 0 : &I.items[r][0], (int)I.items[r].size(), I.colors[r].empty() ? 0 : &I.colors[r][0]);
        // brute force
        std::set<std::vector<int> > want;
        for (unsigned m = 0; m < (1u << R); m++) {
            std::vector<int> rows;
            for (int r = 0; r < R; r++) if (m >> r & 1) rows.push_back(r);
            if (valid(I, rows)) want.insert(rows);
        }
        total += want.size();
        std::vector<int> l0 = links(d);
        Collect c; c.I = &I;
        u64 got = 0, cap = d.node_count() + 1000000;  // a broken core may loop: give up after 10^6 nodes
        d.begin();
        while (d.next(cap - d.node_count()) == DLX::FOUND) { got++; c(d); }
        if (d.node_count() >= cap) { fail(t, "no end after 10^6 search nodes"); d.end_search(); continue; }
        d.end_search();
        if (got != want.size()) fail(t, "count differs from the brute force");
        if (c.bad) fail(t, "an invalid solution");
        if (c.dup) fail(t, "a solution twice");
        if (c.seen != want) fail(t, "solutions differ from the brute force");
        if (links(d) != l0) fail(t, "links or bounds not restored after visit");
        if (failures) continue;  // the matrix may be damaged: what follows could loop
        d.begin();
        bool f = d.next(1000000) == DLX::FOUND;
        if (f != !want.empty()) fail(t, "first() disagrees");
        d.end_search();
        if (links(d) != l0) fail(t, "links not restored after first()");
        // pause / resume with random budgets, and an abandoned search
        u64 k = 0, stopat = want.empty() ? 0 : (u64)below((int)want.size() + 1);
        d.begin();
        for (;;) {
            int st = d.next((u64)(1 + below(4)));
            if (st == DLX::DONE) break;
            if (st == DLX::FOUND) { k++; if (k == stopat) break; }
        }
        if (stopat == 0 && k != want.size()) fail(t, "paused search counts differently");
        d.end_search();
        if (links(d) != l0) fail(t, "links not restored after an abandoned search");
        if (failures) continue;
        // count(): the bit-mask tail from the root, or once k primary items are left (k random,
        // 0: never); the same count and, with bounds (the same tree), next()'s node count
        u64 n0 = d.node_count();
        d.begin();
        while (d.next() == DLX::FOUND) {}
        d.end_search();
        u64 tree = d.node_count() - n0;
        d.set_mtail_items(t % 3 == 0 ? 128 : below(I.np + 2));
        n0 = d.node_count();
        u64 cnt = d.count();
        if (cnt != (u64)want.size()) fail(t, "count() (the bit-mask tail) differs from the brute force");
        if (d.has_bounds() && d.node_count() - n0 != tree) fail(t, "count() (the bit-mask tail) visits another tree than next()");
        d.set_mtail_items(128);
        if (links(d) != l0) fail(t, "links or bounds not restored after count()");
        if (failures) continue;
        Big b = d.count_memo();
        if (b.low64() != (u64)want.size()) fail(t, "count_memo differs");
        if (R > 0 && d.has_bounds() && d.select_row(0)) fail(t, "select_row accepted with bounds");
        if (links(d) != l0) fail(t, "links changed by count_memo/select_row");
    }
    std::printf("stress_mult: %d instances with bounds, %llu solutions in all, %d failures\n", N, total, failures);
    return failures ? 1 : 0;
}
