// hdu2295: a deliberately naive oracle for HDU 2295 "Radar", independent of the DLX code.
//   hdu2295 [auto|subsets|search] < in      (input as the statement; one "%.6f" line per case)
// The answer of a case is the least R such that some set of at most K stations has every city
// within R of one of them. Methods:
//   subsets (M <= 20): every set of at most K stations, depth first (each station in or out),
//     keeping for each city the squared distance to its nearest chosen station; the answer is
//     the least, over those sets, of the largest such distance. No radii are searched.
//   direct (K <= 2 or K >= M - 1, any M): the same least largest distance over the sets of
//     exactly min(K, M) stations (one more station never hurts): singles, pairs, all but one, all.
//   search (any M): the squared radii are the N*M squared distances; for a radius r the stations
//     become 64-bit masks of the cities within r, and a plain recursion (an uncovered city with
//     the fewest stations that reach it, each of those stations in turn, at most K deep; k more
//     stations cannot reach more than k times the most any one station reaches of the cities
//     left) says whether K stations cover every city; a binary search over the sorted radii
//     finds the least.
//   auto (default): subsets if M <= 20, else direct if it applies, else search.
// Exit 3 on input it cannot read.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdint.h>

typedef uint64_t Mask;
static int N, M, K, X[100], Y[100], D[50][50];  // D[i][j]: city i to station j, squared

// ---- subsets: every set of at most K stations ----
static int best;
static void subsets(int j, int chosen, const int *near) {
    int worst = 0;
    for (int i = 0; i < N; i++) if (near[i] > worst) worst = near[i];
    if (chosen > 0 && worst < best) best = worst;
    if (j == M || chosen == K) return;
    int next[50];
    for (int i = 0; i < N; i++) next[i] = D[i][j] < near[i] ? D[i][j] : near[i];
    subsets(j + 1, chosen + 1, next);  // station j in
    subsets(j + 1, chosen, near);      // station j out
}
static int by_subsets() {
    int near[50];
    for (int i = 0; i < N; i++) near[i] = 0x7fffffff;
    best = 0x7fffffff;
    subsets(0, 0, near);
    return best;
}

// ---- direct: the sets of exactly min(K, M) stations when there are few of them ----
static int worst_of(const bool *in) {
    int worst = 0;
    for (int i = 0; i < N; i++) {
        int near = 0x7fffffff;
        for (int j = 0; j < M; j++) if (in[j] && D[i][j] < near) near = D[i][j];
        if (near > worst) worst = near;
    }
    return worst;
}
static int by_direct() {
    bool in[50];
    int b = 0x7fffffff;
    if (K >= M) { for (int j = 0; j < M; j++) in[j] = true; return worst_of(in); }
    if (K == M - 1) {
        for (int out = 0; out < M; out++) {
            for (int j = 0; j < M; j++) in[j] = j != out;
            int w = worst_of(in); if (w < b) b = w;
        }
        return b;
    }
    for (int a = 0; a < M; a++) {
        if (K == 1) {
            for (int j = 0; j < M; j++) in[j] = j == a;
            int w = worst_of(in); if (w < b) b = w;
            continue;
        }
        for (int c = a + 1; c < M; c++) {  // K == 2
            for (int j = 0; j < M; j++) in[j] = j == a || j == c;
            int w = worst_of(in); if (w < b) b = w;
        }
    }
    return b;
}

// ---- search: binary search over the radii, a plain set-cover recursion for each ----
static Mask reach[50];  // reach[j]: the cities within the radius of station j
static int popcount(Mask m) { int c = 0; for (; m; m &= m - 1) c++; return c; }
static bool cover(Mask left, int k) {
    if (left == 0) return true;
    if (k == 0) return false;
    // k stations reach at most k * (the most cities one station reaches of those left)
    int most = 0;
    for (int j = 0; j < M; j++) { int c = popcount(reach[j] & left); if (c > most) most = c; }
    if (k * most < popcount(left)) return false;
    int pick = -1, fewest = 1000;
    for (int i = 0; i < N; i++) {
        if (!(left >> i & 1)) continue;
        int c = 0;
        for (int j = 0; j < M; j++) if (reach[j] >> i & 1) c++;
        if (c < fewest) { fewest = c; pick = i; }
    }
    for (int j = 0; j < M; j++)
        if ((reach[j] >> pick & 1) && cover(left & ~reach[j], k - 1)) return true;
    return false;
}
static bool coverable(int r) {
    for (int j = 0; j < M; j++) {
        reach[j] = 0;
        for (int i = 0; i < N; i++) if (D[i][j] <= r) reach[j] |= (Mask)1 << i;
    }
    Mask all = N == 64 ? ~(Mask)0 : (((Mask)1 << N) - 1);
    return cover(all, K);
}
static int cmp_int(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
static int by_search() {
    static int r[2500];
    int n = 0;
    for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) r[n++] = D[i][j];
    qsort(r, n, sizeof r[0], cmp_int);
    int lo = 0, hi = n - 1;  // r[n - 1]: one station reaches every city
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (coverable(r[mid])) hi = mid; else lo = mid + 1;
    }
    return r[lo];
}

int main(int argc, char **argv) {
    const char *how = argc > 1 ? argv[1] : "auto";
    if (strcmp(how, "auto") && strcmp(how, "subsets") && strcmp(how, "direct") && strcmp(how, "search")) {
        fprintf(stderr, "usage: hdu2295 [auto|subsets|direct|search] < in\n");
        return 3;
    }
    int T;
    if (scanf("%d", &T) != 1) return 3;
    while (T-- > 0) {
        if (scanf("%d %d %d", &N, &M, &K) != 3 || N < 1 || N > 50 || M < 1 || M > 50 || K < 1 || K > M) return 3;
        for (int i = 0; i < N + M; i++) if (scanf("%d %d", &X[i], &Y[i]) != 2) return 3;
        for (int i = 0; i < N; i++)
            for (int j = 0; j < M; j++) {
                int dx = X[i] - X[N + j], dy = Y[i] - Y[N + j];
                D[i][j] = dx * dx + dy * dy;
            }
        bool direct = K <= 2 || K >= M - 1;
        int r;
        if (!strcmp(how, "subsets") || (!strcmp(how, "auto") && M <= 20)) {
            if (M > 20) { fprintf(stderr, "hdu2295 brute: subsets only for M <= 20\n"); return 3; }
            r = by_subsets();
        } else if (!strcmp(how, "direct") || (!strcmp(how, "auto") && direct)) {
            if (!direct) { fprintf(stderr, "hdu2295 brute: direct only for K <= 2 or K >= M - 1\n"); return 3; }
            r = by_direct();
        } else r = by_search();
        printf("%.6f\n", sqrt((double)r));
    }
    return 0;
}
