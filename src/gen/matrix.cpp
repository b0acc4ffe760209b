// matrix: seeded generator of 0/1 exact-cover inputs for POJ 3740 and Luogu P4929.
//   matrix SEED poj3740          several cases `M N` + M rows of N ints (the POJ 3740 format)
//   matrix SEED p4929            one case `N M` + N rows of M 0/1 (the P4929 format)
//   matrix SEED p4929 answer     the planted exact cover of that case (1-based rows, ascending);
//                                exit 1 (printing nothing) when the case has none planted
//   matrix SEED poj3740-max CASES  CASES cases of 16 x 300 (the statement's largest)
//   matrix SEED poj3740-small CASES  CASES small cases (up to 16 x 12; random or planted)
//   matrix SEED p4929-max [answer]          500 x 500 with 5000 ones, a cover planted
//   matrix SEED p4929-max-zerocol [answer]  the same with one column cleared (no cover)
// Own splitmix64; the seed alone fixes the output. Kinds of matrix (chosen from the seed):
//   random   every cell 1 with probability p (small sizes: the answer is a toss-up)
//   planted  the columns split into groups, one row per group (an exact cover), plus noise rows,
//            all shuffled: the answer is Yes
//   spoiled  planted, then one bit of one planted row flipped: usually No
//   zerocol  random or planted with one column cleared everywhere: No
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdint.h>
#include <algorithm>
#include <string>
#include <vector>

static uint64_t st;
static uint64_t next64() {
    uint64_t z = (st += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
static int rnd(int lo, int hi) { return lo + (int)(next64() % (uint64_t)(hi - lo + 1)); }  // [lo, hi]
static bool coin(double p) { return (double)(next64() >> 11) * (1.0 / 9007199254740992.0) < p; }

struct Mat {
    int m, n;
    std::vector<std::vector<char> > a;
    std::vector<int> planted;  // 1-based rows of the planted cover, ascending; empty if none
};

static void shuffle_rows(Mat &x) {
    std::vector<int> perm(x.m);
    for (int i = 0; i < x.m; i++) perm[i] = i;
    for (int i = x.m - 1; i > 0; i--) std::swap(perm[i], perm[rnd(0, i)]);
    std::vector<std::vector<char> > b(x.m);
    std::vector<int> where(x.m);
    for (int i = 0; i < x.m; i++) { b[i] = x.a[perm[i]]; where[perm[i]] = i; }
    x.a.swap(b);
    for (size_t k = 0; k < x.planted.size(); k++) x.planted[k] = where[x.planted[k] - 1] + 1;
    std::sort(x.planted.begin(), x.planted.end());
}

static Mat random_mat(int m, int n, double p) {
    Mat x; x.m = m; x.n = n;
    x.a.assign(m, std::vector<char>(n, 0));
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) x.a[i][j] = coin(p);
    return x;
}

// k groups over n columns (k <= n), m >= k rows in all; noise rows have density p or
// (when sparse_max > 0) between 1 and sparse_max ones
static Mat planted_mat(int m, int n, int k, double p, int sparse_max) {
    Mat x; x.m = m; x.n = n;
    x.a.assign(m, std::vector<char>(n, 0));
    std::vector<int> grp(n);
    for (int j = 0; j < n; j++) grp[j] = j < k ? j : rnd(0, k - 1);  // every group non-empty
    for (int j = n - 1; j > 0; j--) std::swap(grp[j], grp[rnd(0, j)]);
    for (int j = 0; j < n; j++) x.a[grp[j]][j] = 1;
    for (int g = 0; g < k; g++) x.planted.push_back(g + 1);
    for (int i = k; i < m; i++) {
        if (sparse_max > 0) {
            int c = rnd(1, sparse_max < n ? sparse_max : n);
            for (int t = 0; t < c; t++) x.a[i][rnd(0, n - 1)] = 1;
        } else
            for (int j = 0; j < n; j++) x.a[i][j] = coin(p);
    }
    shuffle_rows(x);
    return x;
}

static void spoil(Mat &x) {
    if (x.planted.empty() || x.n == 0) return;
    int r = x.planted[rnd(0, (int)x.planted.size() - 1)] - 1, c = rnd(0, x.n - 1);
    x.a[r][c] ^= 1;
    x.planted.clear();
}

static void zero_column(Mat &x) {
    if (x.n == 0) return;
    int c = rnd(0, x.n - 1);
    for (int i = 0; i < x.m; i++) x.a[i][c] = 0;
    x.planted.clear();
}

static void print(const Mat &x, bool rows_first) {
    std::string s;
    char head[64];
    std::sprintf(head, "%d %d\n", rows_first ? x.m : x.n, rows_first ? x.n : x.m);
    std::fputs(head, stdout);
    for (int i = 0; i < x.m; i++) {
        s.clear();
        for (int j = 0; j < x.n; j++) { if (j) s += ' '; s += (char)('0' + x.a[i][j]); }
        s += '\n';
        std::fputs(s.c_str(), stdout);
    }
}

static double pick_p() { static const double ps[] = {0.05, 0.1, 0.2, 0.3, 0.5}; return ps[rnd(0, 4)]; }

// one POJ 3740 case
static Mat poj_case() {
    int kind = rnd(0, 9);
    Mat x;
    if (kind <= 2) {  // small random: a toss-up
        x = random_mat(rnd(1, 16), rnd(1, 12), pick_p());
    } else if (kind <= 5) {  // planted within the statement's limits (M <= 16, N <= 300)
        int n = rnd(1, 300), k = rnd(1, std::min(n, 8));
        x = planted_mat(rnd(k, 16), n, k, pick_p() + 0.1, 0);
        if (kind == 5) spoil(x);
    } else if (kind <= 7) {  // beyond the statement: many rows, wider
        int n = rnd(301, 420), k = rnd(2, 10);
        x = planted_mat(rnd(17, 60), n, k, 0.3 + 0.1 * rnd(0, 2), 0);
        if (kind == 7 && coin(0.5)) spoil(x);
    } else if (kind == 8) {  // an all-zero column
        if (coin(0.5)) x = random_mat(rnd(1, 16), rnd(1, 40), 0.5);
        else { int n = rnd(2, 300), k = rnd(1, std::min(n, 8)); x = planted_mat(rnd(k, 16), n, k, 0.4, 0); }
        zero_column(x);
    } else {  // small and sparse with some all-zero rows
        x = random_mat(rnd(1, 16), rnd(1, 8), 0.15);
    }
    return x;
}

// the P4929 case of a seed
static Mat p4929_case(uint64_t seed) {
    int kind = (int)(seed % 6);
    Mat x;
    switch (kind) {
    case 0:  // small random (the oracle enumerates every subset)
        x = random_mat(rnd(1, 20), rnd(1, 15), pick_p() + 0.05);
        break;
    case 1: {  // small planted, dense noise
        int n = rnd(1, 15), k = rnd(1, n < 5 ? n : 5);
        x = planted_mat(rnd(k, 20), n, k, pick_p() + 0.1, 0);
        break;
    }
    case 2: {  // planted, medium, dense noise
        int n = rnd(20, 120), k = rnd(2, 12);
        x = planted_mat(rnd(k + 10, 80), n, k, 0.25, 0);
        break;
    }
    case 3: {  // planted then spoiled
        int n = rnd(10, 60), k = rnd(2, 8);
        x = planted_mat(rnd(k + 5, 40), n, k, 0.3, 0);
        spoil(x);
        break;
    }
    case 4: {  // planted at the statement's scale: N, M <= 500, at most 5000 ones, sparse noise
        int n = rnd(200, 500), k = rnd(n / 10, n / 3);
        int m = rnd(k + 50, 500);
        x = planted_mat(m, n, k, 0, 9);
        break;
    }
    default: {  // random medium, a zero column sometimes
        x = random_mat(rnd(10, 24), rnd(5, 30), 0.2);
        if (coin(0.3)) zero_column(x);
        break;
    }
    }
    return x;
}

// P4929 at its limits: 500 rows, 500 columns, exactly 5000 ones; a planted cover of 100 rows
// (500 ones) and 400 noise rows of 11 or 12 distinct columns (4500 ones); zerocol clears a column
static Mat p4929_max(bool zerocol) {
    Mat x = planted_mat(100, 500, 100, 0, 0);  // the cover alone, 100 rows
    for (int i = 0; i < 400; i++) {
        std::vector<char> r(500, 0);
        int c = i < 100 ? 12 : 11;
        for (int t = 0; t < c;) { int j = rnd(0, 499); if (!r[j]) { r[j] = 1; t++; } }
        x.a.push_back(r);
    }
    x.m = 500;
    shuffle_rows(x);
    if (zerocol) zero_column(x);
    return x;
}

int main(int argc, char **argv) {
    if (argc < 3) { std::fprintf(stderr, "usage: matrix SEED poj3740|p4929 [answer]\n"); return 2; }
    uint64_t seed = std::strtoull(argv[1], 0, 10);
    st = seed * 0x2545F4914F6CDD1DULL + 12345;
    if (!std::strcmp(argv[2], "poj3740")) {
        int cases = rnd(3, 12);
        for (int c = 0; c < cases; c++) print(poj_case(), true);
        return 0;
    }
    if (!std::strcmp(argv[2], "poj3740-small")) {  // CASES small cases (up to 16 x 12), a toss-up each
        int cases = argc > 3 ? std::atoi(argv[3]) : 10;
        for (int c = 0; c < cases; c++) {
            Mat x;
            if (coin(0.5)) x = random_mat(rnd(1, 16), rnd(1, 12), pick_p() + 0.1);
            else { int n = rnd(1, 12), k = rnd(1, n < 6 ? n : 6); x = planted_mat(rnd(k, 16), n, k, pick_p() + 0.1, 0); if (coin(0.3)) spoil(x); }
            print(x, true);
        }
        return 0;
    }
    if (!std::strcmp(argv[2], "poj3740-max")) {  // CASES cases of the statement's largest size, 16 x 300
        int cases = argc > 3 ? std::atoi(argv[3]) : 10;
        for (int c = 0; c < cases; c++) {
            Mat x;
            int kind = rnd(0, 3), k = rnd(1, 16);
            if (kind == 0) x = random_mat(16, 300, pick_p());
            else x = planted_mat(16, 300, k, pick_p(), 0);
            if (kind == 2) spoil(x);
            print(x, true);
        }
        return 0;
    }
    if (!std::strncmp(argv[2], "p4929", 5)) {
        Mat x = !std::strcmp(argv[2], "p4929-max") ? p4929_max(false) : !std::strcmp(argv[2], "p4929-max-zerocol") ? p4929_max(true) : p4929_case(seed);
        if (argc > 3 && !std::strcmp(argv[3], "answer")) {
            if (x.planted.empty()) return 1;
            for (size_t k = 0; k < x.planted.size(); k++) std::printf("%s%d", k ? " " : "", x.planted[k]);
            std::printf("\n");
            return 0;
        }
        print(x, true);
        return 0;
    }
    std::fprintf(stderr, "matrix: unknown mode %s\n", argv[2]);
    return 2;
}
