// Stress test of the DLX core against a brute-force subset enumerator.
//   stress_core [N [SEED]]   (defaults 10000 instances, seed 1; N up to 10^7)
// Each instance: a random matrix with primary and secondary items, some colored.
// Checks: count == brute count == count_memo (memoized, also with a tiny table); every visited solution valid and distinct; first()
// agrees; pause/resume with random budgets gives the same count; random pre-selected
// rows (select_row) agree with the brute count of solutions containing them, and a
// clash is reported exactly when the brute says the rows are incompatible; splitting the
// top level by choose_item()/first_in()/next_in() sums to the whole; and after every
// search and unselect the links are byte-for-byte what they were. count() is checked with its
// bit-mask tail (primary-only matrices) from the root, from a random depth, and off; then on
// bigger matrices (up to 128 items) against a product of per-block subset DPs.
// Build with -DCORE_FILE='"file.h"' to test another core (the broken variant must fail).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
#include <algorithm>
#include "src/engine/engine.h"
#include "rng.h"
#include "stop.h"

typedef unsigned long long u64;

struct Inst {
    int n, np;
    std::vector<std::vector<int> > items, colors;
};

// Are the rows in mask consistent (primary at most once; secondary: one option, or all the same nonzero color)?
// If full, every primary item must be covered exactly once. Options without a primary
// item are never part of a solution (Knuth's rule: such options cannot be chosen).
static bool has_primary(const Inst &I, int r);
static bool ok(const Inst &I, unsigned mask, bool full) {
    std::vector<int> cnt(I.n + 1, 0), col(I.n + 1, 0);
    for (size_t r = 0; r < I.items.size(); r++)
        if ((mask >> r & 1) && !has_primary(I, (int)r)) return false;
    for (size_t r = 0; r < I.items.size(); r++) {
        if (!(mask >> r & 1)) continue;
        for (size_t j = 0; j < I.items[r].size(); j++) {
            int x = I.items[r][j], c = I.colors[r][j];
            cnt[x]++;
            if (x <= I.np) { if (cnt[x] > 1) return false; continue; }
            if (cnt[x] == 1) col[x] = c;
            else if (c == 0 || col[x] != c) return false;
        }
    }
    if (full)
        for (int x = 1; x <= I.np; x++) if (cnt[x] != 1) return false;
    return true;
}

static bool has_primary(const Inst &I, int r) {
    for (size_t j = 0; j < I.items[r].size(); j++) if (I.items[r][j] <= I.np) return true;
    return false;
}

struct Snap {
    std::vector<int> v;
    void take(const Engine &d) {
        v = d.links();
        v.push_back(d.selected());
    }
};

static int failures = 0;
static void fail(int inst, const char *what) {
    if (failures < 10) { std::printf("instance %d: %s\n", inst, what); std::fflush(stdout); }
    failures++;
    stop_at_first_failure();
}

struct Counter {  // visit(): every solution, nothing kept
    bool operator()(const Engine &) { return true; }
};
struct Collector {
    const Inst *I;
    std::vector<unsigned> seen;
    bool bad;
    bool operator()(Engine &d) {
        unsigned m = 0;
        for (int k = 0; k < d.solution_size(); k++) {
            int r = d.solution_row(k);
            if (r < 0 || r >= (int)I->items.size() || (m >> r & 1)) { bad = true; return true; }
            m |= 1u << r;
        }
        if (!ok(*I, m, true)) bad = true;
        for (size_t i = 0; i < seen.size(); i++) if (seen[i] == m) bad = true;
        seen.push_back(m);
        return true;
    }
};

int main(int argc, char **argv) {
    int N = argc > 1 ? std::atoi(argv[1]) : 10000;
    u64 seed = argc > 2 ? std::strtoull(argv[2], 0, 10) : 1;
    Engine d;  // one instance reused for every case: reset must leave nothing behind
    u64 total_solutions = 0;
    for (int t = 0; t < N; t++) {
        // each instance depends only on (seed, t), not on what the core did before
        rng_state = seed * 0x2545f4914f6cdd1dULL + (u64)t * 0x9e3779b97f4a7c15ULL;
        Inst I;
        I.np = 1 + below(6);
        I.n = I.np + below(4);
        int R = below(15);
        int density = 20 + below(36);
        int ncol = below(3);  // 0: no colors, else colors 1..ncol
        for (int r = 0; r < R; r++) {
            std::vector<int> its, cs;
            for (int x = 1; x <= I.n; x++)
                if (below(100) < density) {
                    its.push_back(x);
                    cs.push_back(x > I.np && ncol && below(2) ? 1 + below(ncol) : 0);
                }
            // shuffle the order of items in the row
            for (int j = (int)its.size() - 1; j > 0; j--) {
                int k = below(j + 1);
                std::swap(its[j], its[k]);
                std::swap(cs[j], cs[k]);
            }
            I.items.push_back(its);
            I.colors.push_back(cs);
        }
        // brute force
        u64 want = 0;
        for (unsigned m = 0; m < (1u << R); m++) if (ok(I, m, true)) want++;
        total_solutions += want;

        if (!d.reset(I.n, I.np)) { fail(t, "reset failed"); continue; }
        for (int r = 0; r < R; r++) {
            int got = d.add_row(I.items[r].empty() ? 0 : &I.items[r][0], (int)I.items[r].size(),
                                I.colors[r].empty() ? 0 : &I.colors[r][0]);
            if (got != r) fail(t, "add_row returned a wrong row number");
        }
        Snap s0, s1;
        s0.take(d);
        if (d.count() != want) fail(t, "count differs from brute force");
        // count()'s tail (primary items only): from a random depth on, and off
        d.set_tail_items(below(I.np + 2));
        if (d.count() != want) fail(t, "count with the tail from a random depth differs from brute force");
        d.set_tail_items(0);
        if (d.count() != want) fail(t, "count without the tail differs from brute force");
        d.set_tail_items(128);
        {   // memoized counting, with a roomy table and (every third instance) a tiny one
            Big mb = d.count_memo(t % 3 == 0 ? 3000 : (DLX::u64)1 << 30);
            if (!mb.fits64() || mb.low64() != want) fail(t, "count_memo differs from brute force");
        }
        s1.take(d);
        if (s0.v != s1.v) fail(t, "links not restored after count");

        Collector c;
        c.I = &I; c.bad = false;
        u64 v = d.visit(c);
        if (c.bad) fail(t, "visit reported an invalid or repeated solution");
        if (v != want) fail(t, "visit count differs");
        s1.take(d);
        if (s0.v != s1.v) fail(t, "links not restored after visit");

        bool f = d.first();
        if (f != (want > 0)) fail(t, "first() disagrees with the count");
        if (f) {
            Collector c2; c2.I = &I; c2.bad = false;
            c2(d);
            if (c2.bad) fail(t, "first() solution invalid");
        }
        d.end_search();
        s1.take(d);
        if (s0.v != s1.v) fail(t, "links not restored after first");

        // pause / resume with tiny budgets
        u64 pc = 0;
        d.begin();
        for (;;) {
            int st = d.next(1 + below(3));
            if (st == DLX::FOUND) pc++;
            else if (st == DLX::DONE) break;
        }
        d.end_search();
        if (pc != want) fail(t, "pause/resume count differs");
        // abandon a search midway
        d.begin();
        d.next(1 + below(4));
        d.end_search();
        s1.take(d);
        if (s0.v != s1.v) fail(t, "links not restored after an abandoned search");

        // random selections
        if (R > 0) {
            int k = 1 + below(3);
            unsigned forced = 0;
            bool clash = false;
            for (int j = 0; j < k && !clash; j++) {
                int r = below(R);
                bool expect_ok = has_primary(I, r) && !(forced >> r & 1) && ok(I, forced | (1u << r), false);
                bool got = d.select_row(r);
                if (got != expect_ok) { fail(t, "select_row clash detection differs from brute force"); clash = true; break; }
                if (got) forced |= 1u << r; else clash = true;
            }
            if (!clash || forced) {
                u64 w = 0;
                for (unsigned m = 0; m < (1u << R); m++) if ((m & forced) == forced && ok(I, m, true)) w++;
                if (d.count() != w) fail(t, "count after select_row differs from brute force");
                Collector c3; c3.I = &I; c3.bad = false;
                d.visit(c3);
                for (size_t i = 0; i < c3.seen.size(); i++) if ((c3.seen[i] & forced) != forced) c3.bad = true;
                if (c3.bad) fail(t, "solutions after select_row invalid or missing the selected rows");
            }
            d.unselect_all();
            s1.take(d);
            if (s0.v != s1.v) fail(t, "links not restored after unselect_all");
        }

        // split the top level of the tree: the parts must sum to the whole
        int i = d.choose_item();
        if (i != 0) {
            std::vector<int> opts;
            for (int p = d.first_in(i); p != i; p = d.next_in(p)) opts.push_back(d.row_of(p));
            u64 sum = 0;
            for (size_t j = 0; j < opts.size(); j++) {
                if (!d.select_row(opts[j])) { fail(t, "select_row of a live option failed"); continue; }
                sum += d.count();
                d.unselect_last();
            }
            if (sum != want) fail(t, "top-level split does not sum to the count");
            s1.take(d);
            if (s0.v != s1.v) fail(t, "links not restored after split");
        }
    }
    // count()'s tail on bigger matrices (up to 128 items, over 1024 options): disjoint blocks of
    // 1..8 items (item numbers shuffled), each with a planted partition and random options inside
    // the block; the oracle multiplies the blocks' counts, each found by a DP over its item subsets
    int M = N / 50 + 1;
    u64 big_solutions = 0;
    int most = 0, over64 = 0;
    for (int t = 0; t < M && failures < 10; t++) {
        rng_state = seed * 0x9e3779b97f4a7c15ULL + (u64)t * 0x2545f4914f6cdd1dULL + 12345;
        int n = 8 + below(121), per = below(3) == 0 ? 90 : 1 + below(12);
        std::vector<int> name(n);
        for (int x = 0; x < n; x++) name[x] = x + 1;
        for (int x = n - 1; x > 0; x--) std::swap(name[x], name[below(x + 1)]);
        std::vector<std::vector<int> > rows;  // item numbers
        u64 want = 1;
        for (int b0 = 0; b0 < n;) {
            int s = std::min(n - b0, 3 + below(6));
            std::vector<unsigned> opt;  // masks over the block's s items
            for (int x = 0; x < s;) { int k = std::min(s - x, 2 + below(3)); opt.push_back(((1u << k) - 1) << x); x += k; }
            int extra = below(per + 1);
            for (int r = 0; r < extra; r++) {  // big ones mostly (many options, few covers)
                unsigned m = 0;
                for (int x = 0; x < s; x++) if (below(10) < 7) m |= 1u << x;
                if (m) opt.push_back(m);
            }
            std::vector<u64> f(1u << s, 0);  // f[m]: exact covers of the items in m
            f[0] = 1;
            for (unsigned m = 1; m < (1u << s); m++) {
                unsigned low = m & (0u - m);
                for (size_t r = 0; r < opt.size(); r++)
                    if ((opt[r] & low) && (opt[r] & ~m) == 0) f[m] += f[m & ~opt[r]];
            }
            want *= f[(1u << s) - 1];
            for (size_t r = 0; r < opt.size(); r++) {
                std::vector<int> row;
                for (int x = 0; x < s; x++) if (opt[r] >> x & 1) row.push_back(name[b0 + x]);
                for (int j = (int)row.size() - 1; j > 0; j--) std::swap(row[j], row[below(j + 1)]);
                rows.push_back(row);
            }
            b0 += s;
        }
        if (want > 100000) { t--; seed++; continue; }  // keep the link-only count short
        for (int j = (int)rows.size() - 1; j > 0; j--) std::swap(rows[j], rows[below(j + 1)]);
        d.reset(n, n);
        for (size_t r = 0; r < rows.size(); r++) d.add_row(&rows[r][0], (int)rows[r].size());
        if (d.count() != want) fail(t, "big matrix: count() (the tail from 128 items) differs from the DP");
        d.set_tail_items(below(n + 1));
        if (d.count() != want) fail(t, "big matrix: count() with the tail from a random depth differs from the DP");
        d.set_tail_items(0);
        if (d.count() != want) fail(t, "big matrix: count() without the tail differs from the DP");
        d.set_tail_items(128);
        big_solutions += want;
        most = std::max(most, (int)rows.size());
        over64 += n > 64;
    }
    std::printf("stress_core: %d instances, %llu solutions in all, %d failures\n", N,
                (unsigned long long)total_solutions, failures);
    std::printf("stress_core: %d bigger primary-only matrices for count()'s tail (%d with over 64 items, up to %d "
                "options), %llu solutions in all\n", M, over64, most, (unsigned long long)big_solutions);
    return failures ? 1 : 0;
}
