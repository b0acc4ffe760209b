// Stress test of the repeated-cover search src/dlx_rcover.h against brute force.
//   stress_rcover [N [SEED]]   (defaults 20000 instances, seed 1)
// Each instance: n = 0..10 columns, m = 0..12 random rows (empty, repeated and full rows
// included), built in one RCover reused from instance to instance (reset() with n growing and
// shrinking). The oracle tries every subset of rows, smallest first: the first that covers every
// column gives the minimum (none: no cover). Checks: min_cover(limit) for a random limit and for
// limit = the minimum; coverable_within(k) for every k in -1..m+1; the rows reported after each
// success cover every column, are distinct rows of the matrix and as few as claimed; the links
// after every search are what they were after building; add_row() refuses a column out of range
// or given twice and changes nothing. Prints the first failure and exits 1.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "src/dlx_rcover.h"
#include "rng.h"
#include "stop.h"

static int fails = 0;
static void fail(int inst, const char *what, int a, int b) {
    if (fails++ == 0) std::printf("stress_rcover: instance %d: %s (%d, want %d)\n", inst, what, a, b);
    stop_at_first_failure();
}

// the fewest rows whose union is full (every subset of each size in turn), or -1
static int brute_min(const std::vector<unsigned> &row, unsigned full) {
    int m = (int)row.size();
    for (int s = 0; s <= m; s++) {
        if (s == 0) { if (full == 0) return 0; continue; }
        for (unsigned sub = (1u << s) - 1; sub < (1u << m);) {  // Gosper: the next set of s rows
            unsigned u = 0;
            for (int r = 0; r < m; r++) if (sub >> r & 1) u |= row[r];
            if (u == full) return s;
            unsigned c = sub & (0u - sub), rr = sub + c;
            sub = (((rr ^ sub) >> 2) / c) | rr;
        }
    }
    return -1;
}

static std::vector<int> links(const RCover &d) {
    std::vector<int> v;
    for (size_t i = 0; i < d.nd.size(); i++) {
        const RCover::Node &x = d.nd[i];
        v.push_back(x.l); v.push_back(x.r); v.push_back(x.u); v.push_back(x.d);
    }
    return v;
}

// the rows d reports: distinct, in range, covering full, exactly `want` of them
static void check_rows(const RCover &d, const std::vector<unsigned> &row, unsigned full, int want, int inst) {
    unsigned u = 0, used = 0;
    if (d.solution_size() != want) fail(inst, "rows reported", d.solution_size(), want);
    for (int i = 0; i < d.solution_size(); i++) {
        int r = d.solution_row(i);
        if (r < 0 || r >= (int)row.size() || (used >> r & 1)) { fail(inst, "bad or repeated row", r, -1); return; }
        used |= 1u << r; u |= row[r];
    }
    if (u != full) fail(inst, "reported rows do not cover every column", (int)u, (int)full);
}

int main(int argc, char **argv) {
    int N = argc > 1 ? std::atoi(argv[1]) : 20000;
    unsigned long long seed = argc > 2 ? std::strtoull(argv[2], 0, 10) : 1;
    RCover d;
    long long searches = 0;
    for (int inst = 0; inst < N && fails == 0; inst++) {
        rng_state = seed * 1000003ULL + (unsigned long long)inst;
        int n = below(11), m = below(13), pct = 10 + below(60);
        unsigned full = (1u << n) - 1;
        std::vector<unsigned> row;
        if (!d.reset(n)) { fail(inst, "reset refused", n, -1); break; }
        for (int r = 0; r < m; r++) {
            unsigned mask = 0;
            int kind = below(20);
            if (kind == 0) mask = 0;                                  // empty row
            else if (kind == 1) mask = full;                          // a row covering everything
            else if (kind == 2 && r > 0) mask = row[below(r)];        // a repeated row
            else for (int c = 0; c < n; c++) if (below(100) < pct) mask |= 1u << c;
            std::vector<int> cols;
            for (int c = 0; c < n; c++) if (mask >> c & 1) cols.push_back(c + 1);
            for (int i = (int)cols.size() - 1; i > 0; i--) { int j = below(i + 1); int t = cols[i]; cols[i] = cols[j]; cols[j] = t; }
            if (below(8) == 0) {  // a refused row first: nothing may change
                std::vector<int> bad = cols;
                if (!bad.empty() && below(2)) bad.push_back(bad[below((int)bad.size())]);
                else bad.push_back(below(2) ? 0 : n + 1);
                std::vector<int> before = links(d);
                if (d.add_row(&bad[0], (int)bad.size()) != -1) fail(inst, "add_row took a bad row", 0, -1);
                if (links(d) != before) fail(inst, "a refused row changed the links", 0, 0);
            }
            int got = d.add_row(cols.empty() ? 0 : &cols[0], (int)cols.size());
            if (got != r) fail(inst, "add_row's row number", got, r);
            row.push_back(mask);
        }
        int want = brute_min(row, full);
        std::vector<int> built = links(d);
        // IDA*: a random limit, and the minimum itself as the limit
        for (int t = 0; t < 2; t++) {
            int limit = t == 0 ? below(m + 3) - 1 : want;
            if (t == 1 && want < 0) break;
            int exp = want >= 0 && want <= limit ? want : -1;
            int got = d.min_cover(limit);
            searches++;
            if (got != exp) fail(inst, t == 0 ? "min_cover(random limit)" : "min_cover(limit = minimum)", got, exp);
            else if (got >= 0) check_rows(d, row, full, got, inst);
            if (links(d) != built) fail(inst, "links not restored after min_cover", 0, 0);
        }
        // branch and bound under every limit K
        for (int k = -1; k <= m + 1; k++) {
            bool got = d.coverable_within(k), exp = want >= 0 && want <= k;
            searches++;
            if (got != exp) fail(inst, "coverable_within(k) for k", k, want);
            else if (got && (d.solution_size() > k || d.solution_size() < want)) fail(inst, "cover size within k", d.solution_size(), k);
            else if (got) check_rows(d, row, full, d.solution_size(), inst);
            if (links(d) != built) fail(inst, "links not restored after coverable_within", k, 0);
        }
    }
    if (fails) return 1;
    std::printf("stress_rcover: %d instances, %lld searches, %llu search nodes: all agree with brute force\n", N, searches, (unsigned long long)d.nodes);
    return 0;
}
