// Minimum covers (src/engine/mincover.h, issue 29) against the brute-force oracle
// (src/brute/mincover.h: every subset, smallest first).
//   stress_mincover [N [SEED]]   (defaults 2000 random instances, seed 1)
// Each instance: random small XCC (primary items, secondary items, colors), now and then with
// empty options, options without a primary item, items in no option (no cover), one primary item
// per option (a minimum as large as the items), or no primary item at all. With each bound (LAGRANGE
// and GREEDY), checks: minimum() is the oracle's least size, its cover is a cover of that size;
// count_covers() at the minimum is the oracle's number of minimum covers (each set once);
// within(K) for K around the minimum and at random says yes exactly when K reaches the minimum,
// with a cover of at most K options; every search leaves the links as they were.
// The split (src/engine/split.h's split_ida over SplitDriver<MinCoverDLX>, what xc --min-cover
// --threads / --parts runs), with the default bound: on 2 threads, the least size, a cover of it
// and the count of minimum covers; in K = 2 and 3 parts, each part's least size and count, whose
// combination (the least size of the parts, the sum of the counts of the parts at it) is the
// oracle's, each part's cover a cover of its size; with a limit K, a cover within K exactly when
// the oracle has one; the links restored. (A cut that forgets the options excluded before a
// subtree counts covers twice: the broken variant mincover-split-exclusions.)
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "src/engine/mincover.h"
#include "src/engine/split.h"
#include "src/brute/mincover.h"
#include "rng.h"
#include "stop.h"

typedef unsigned long long u64;

static int failures = 0;
static const char *BOUND[] = {"lagrange", "greedy"};
static void fail(int t, int bound, const char *what) {
    failures++;
    if (failures <= 10) std::printf("stress_mincover: case %d (%s bound): %s\n", t, BOUND[bound], what);
    stop_at_first_failure();
}

static std::vector<int> links(const MinCoverDLX &d) { return d.links(); }

// the cover the split's search found (the driver's limit is 1: one text)
struct Found : SplitHooks<MinCoverDLX> {
    std::vector<int> rows;
    bool show;
    explicit Found(bool s) : show(s) {}
    bool shows() const { return show; }
    void text(const MinCoverDLX &d, std::string &) { d.cover(rows); }
};
// split_ida on `threads` threads, part `part` of `parts`: the least size (-1: none) with a cover of
// it into rows (all: the number of covers of that size into count instead); K >= 0: one search
// under K (a cover of at most K options)
static int split_min(MinCoverDLX &d, int threads, int parts, int part, bool all, int K, u64 &count, std::vector<int> &rows) {
    Split o;
    o.threads = threads; o.parts = parts; o.part = part;
    SplitDriver<MinCoverDLX> r(o);
    r.limit = all ? 0 : 1;
    r.slice = 16;
    Found f(!all);
    r.hooks = &f;
    int first = d.first_limit(), most = d.max_rows(), passes = 0;
    if (K >= 0) first = most = K;
    Big c;
    int got = split_ida(r, d, std::vector<Sub>(1), first, most, c, passes);
    count = c.low64();
    rows = f.rows;
    return got < 0 || all ? got : (int)rows.size();
}
// the split's checks of instance t (see the top)
static void check_split(MinCoverDLX &d, const BruteCover &B, int t, int want, u64 want_count, const std::vector<int> &l0) {
    std::vector<int> rows;
    u64 c = 0;
    int got = split_min(d, 2, 1, 0, false, -1, c, rows);
    if (got != want) fail(t, 0, "split, 2 threads: not the least size");
    else if (got >= 0 && (!B.is_cover(rows) || (int)rows.size() != got)) fail(t, 0, "split, 2 threads: not a cover of that size");
    got = split_min(d, 2, 1, 0, true, -1, c, rows);
    if (got != want || (got >= 0 && c != want_count)) fail(t, 0, "split, 2 threads: not the count of minimum covers");
    for (int K = 2; K <= 3; K++) {
        int least = -1;
        u64 sum = 0;
        for (int i = 0; i < K; i++) {
            int s = split_min(d, 1, K, i, true, -1, c, rows);
            if (s >= 0 && s < want) fail(t, 0, "split, parts: a part below the least size");
            if (s >= 0 && (least < 0 || s < least)) { least = s; sum = 0; }
            if (s >= 0 && s == least) sum += c;
            int s2 = split_min(d, 1, K, i, false, -1, c, rows);
            if (s2 != s) fail(t, 0, "split, parts: a part's least size differs with and without counting");
            else if (s2 >= 0 && !B.is_cover(rows)) fail(t, 0, "split, parts: a part's cover is not a cover");
        }
        if (least != want || (want >= 0 && sum != want_count)) fail(t, 0, "split, parts: the parts do not combine to the least size and its count");
    }
    for (int K = want - 1; K <= want + 1; K++) {
        if (K < 0) continue;
        int s = split_min(d, 2, 1, 0, false, K, c, rows);
        if ((s >= 0) != (want >= 0 && want <= K)) fail(t, 0, "split, limit K: wrong answer");
        else if (s >= 0 && (s > K || !B.is_cover(rows))) fail(t, 0, "split, limit K: not a cover within K");
    }
    if (links(d) != l0) fail(t, 0, "split: links not restored");
}

// a random instance into the oracle's form (items 0-based)
static BruteCover instance(int t) {
    BruteCover B;
    B.primary = t % 41 == 0 ? 0 : 1 + below(6);
    B.items = B.primary + below(4);
    int R = below(14), dens = 20 + below(50), ncol = below(3), one = t % 5 == 0;
    for (int r = 0; r < R; r++) {
        std::vector<int> its, cs;
        if (below(12) != 0)  // else an empty option
            for (int x = 0; x < B.items; x++) {
                if (below(100) >= dens) continue;
                its.push_back(x);
                cs.push_back(x >= B.primary && ncol && below(2) ? 1 + below(ncol) : 0);
            }
        if (one && B.primary) {  // exactly one primary item in this option
            std::vector<int> i2, c2;
            i2.push_back(below(B.primary)); c2.push_back(0);
            for (size_t j = 0; j < its.size(); j++) if (its[j] >= B.primary) { i2.push_back(its[j]); c2.push_back(cs[j]); }
            its = i2; cs = c2;
        }
        B.opt.push_back(its); B.col.push_back(cs);
    }
    return B;
}

int main(int argc, char **argv) {
    int N = argc > 1 ? std::atoi(argv[1]) : 2000;
    u64 seed = argc > 2 ? (u64)std::atoll(argv[2]) : 1;
    MinCoverDLX d;
    int covers = 0, none = 0;
    for (int t = 0; t < N && failures < 10; t++) {
        rng_state = seed * 0x2545f4914f6cdd1dULL + (u64)t * 0x9e3779b97f4a7c15ULL;
        BruteCover B = instance(t);
        u64 want_count = 0;
        int want = B.minimum(want_count);
        if (want >= 0) covers++; else none++;
        d.reset(B.items, B.primary);
        for (size_t r = 0; r < B.opt.size(); r++) {
            std::vector<int> its(B.opt[r]);
            for (size_t j = 0; j < its.size(); j++) its[j]++;
            d.add_row(its.empty() ? 0 : &its[0], (int)its.size(), B.col[r].empty() ? 0 : &B.col[r][0]);
        }
        std::vector<int> l0 = links(d);
        d.set_bound(MinCoverDLX::LAGRANGE);
        check_split(d, B, t, want, want_count, l0);
        for (int b = 0; b < 2 && failures < 10; b++) {
            d.set_bound(b == 0 ? MinCoverDLX::LAGRANGE : MinCoverDLX::GREEDY);
            std::vector<int> rows;
            int got = d.minimum(rows);
            if (got != want) { fail(t, b, "minimum() is not the least size of a cover"); continue; }
            if (got >= 0 && ((int)rows.size() != got || !B.is_cover(rows))) fail(t, b, "minimum()'s rows are not a cover of that size");
            if (links(d) != l0) { fail(t, b, "links not restored after minimum()"); break; }
            if (got >= 0 && d.count_covers(got) != want_count) fail(t, b, "count_covers() differs from the number of minimum covers");
            if (links(d) != l0) { fail(t, b, "links not restored after count_covers()"); break; }
            int ks[4] = {want - 1, want, want + 1, below(8)};
            for (int k = 0; k < 4; k++) {
                if (ks[k] < 0) continue;
                bool yes = d.within(ks[k], rows);
                if (yes != (want >= 0 && want <= ks[k])) fail(t, b, "within(K) answers wrongly");
                else if (yes && ((int)rows.size() > ks[k] || !B.is_cover(rows))) fail(t, b, "within(K)'s rows are not a cover of at most K options");
                if (links(d) != l0) { fail(t, b, "links not restored after within()"); break; }
            }
        }
    }
    if (failures) { std::printf("stress_mincover: %d failures\n", failures); return 1; }
    std::printf("stress_mincover: %d instances (%d with a cover, %d without), seed %llu: ok\n", N, covers, none, seed);
    return 0;
}
