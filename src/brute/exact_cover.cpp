// exact_cover: a deliberately naive oracle for 0/1 exact cover, independent of the DLX core.
//   exact_cover poj3740 < in   cases `M N` + M rows of N ints until EOF -> `Yes, I found it` / `It is impossible`
//   exact_cover p4929   < in   `N M` + N rows of M 0/1 -> one cover (1-based rows, ascending) or `No Solution!`
//   exact_cover count   < in   like p4929 but prints the number of exact covers
// Method: subset enumeration. Rows are taken in input order, each either in or out of the subset
// (include first); a row that overlaps the rows already taken is never included, and a branch
// is abandoned when some column is neither covered yet nor present in any row still to decide.
// Rows are bitsets of 64-bit words. Exits 3 if the enumeration passes NODE_BUDGET subsets
// (the instance is too big for this oracle: do not use it there) or the input is not valid.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdint.h>
#include <vector>

typedef uint64_t W;
static const unsigned long long NODE_BUDGET = 2000000000ULL;

struct Brute {
    int m, n, w;                    // rows, columns, words per row
    std::vector<W> row;             // m * w
    std::vector<W> suf;             // (m + 1) * w: union of rows i..m-1
    std::vector<W> cur;             // (m + 1) * w: union of the rows taken before row i
    std::vector<int> taken, best;
    unsigned long long nodes, found;
    bool count_all;

    W want(int k) const { return k < n / 64 ? ~(W)0 : (((W)1 << (n % 64)) - 1); }
    bool full(const W *u) const {
        for (int k = 0; k < w; k++) if ((u[k] & want(k)) != want(k)) return false;
        return true;
    }
    // true to stop (a cover found and count_all is off)
    bool go(int i) {
        if (++nodes > NODE_BUDGET) { std::fprintf(stderr, "exact_cover: over %llu subsets, too big for the oracle\n", NODE_BUDGET); std::exit(3); }
        W *c = &cur[(size_t)i * w];
        if (full(c)) {
            found++;
            if (found == 1) best = taken;
            return !count_all;
        }
        if (i == m) return false;
        // some column uncovered and absent from rows i..m-1: no cover below
        const W *s = &suf[(size_t)i * w];
        for (int k = 0; k < w; k++) {
            if (((c[k] | s[k]) & want(k)) != want(k)) return false;
        }
        const W *r = &row[(size_t)i * w];
        W *nx = &cur[(size_t)(i + 1) * w];
        bool clash = false, empty = true;
        for (int k = 0; k < w; k++) { if (c[k] & r[k]) clash = true; if (r[k]) empty = false; }
        if (!clash && !empty) {
            for (int k = 0; k < w; k++) nx[k] = c[k] | r[k];
            taken.push_back(i + 1);
            if (go(i + 1)) return true;
            taken.pop_back();
        }
        for (int k = 0; k < w; k++) nx[k] = c[k];
        return go(i + 1);
    }
    // solve the matrix read into row[]; returns the number of covers (1 if found and not counting)
    unsigned long long solve(bool all) {
        count_all = all;
        suf.assign((size_t)(m + 1) * w, 0);
        for (int i = m - 1; i >= 0; i--)
            for (int k = 0; k < w; k++) suf[(size_t)i * w + k] = suf[(size_t)(i + 1) * w + k] | row[(size_t)i * w + k];
        cur.assign((size_t)(m + 1) * w, 0);
        taken.clear(); best.clear();
        nodes = 0; found = 0;
        go(0);
        return found;
    }
    // read `rows cols` sized matrix; false at EOF before the sizes
    bool read() {
        int a, b;
        if (std::scanf("%d %d", &a, &b) != 2) return false;
        m = a; n = b;
        if (m < 0 || n < 0) { std::fprintf(stderr, "exact_cover: bad sizes\n"); std::exit(3); }
        w = n / 64 + 1;
        row.assign((size_t)m * w, 0);
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++) {
                int v;
                if (std::scanf("%d", &v) != 1 || (v != 0 && v != 1)) { std::fprintf(stderr, "exact_cover: bad matrix\n"); std::exit(3); }
                if (v) row[(size_t)i * w + j / 64] |= (W)1 << (j % 64);
            }
        return true;
    }
};

int main(int argc, char **argv) {
    if (argc != 2) { std::fprintf(stderr, "usage: exact_cover poj3740|p4929|count < input\n"); return 3; }
    Brute b;
    if (!std::strcmp(argv[1], "poj3740")) {
        while (b.read()) std::printf("%s\n", b.solve(false) ? "Yes, I found it" : "It is impossible");
        return 0;
    }
    if (!std::strcmp(argv[1], "p4929") || !std::strcmp(argv[1], "count")) {
        bool cnt = !std::strcmp(argv[1], "count");
        if (!b.read()) { std::fprintf(stderr, "exact_cover: no input\n"); return 3; }
        unsigned long long f = b.solve(cnt);
        if (cnt) { std::printf("%llu\n", f); return 0; }
        if (!f) { std::printf("No Solution!\n"); return 0; }
        for (size_t k = 0; k < b.best.size(); k++) std::printf("%s%d", k ? " " : "", b.best[k]);
        std::printf("\n");
        return 0;
    }
    std::fprintf(stderr, "exact_cover: unknown mode %s\n", argv[1]);
    return 3;
}
