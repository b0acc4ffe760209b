/* Seeded generator of n^2 x n^2 sudoku puzzles (box size n = 2..5) in the input format of a task.
 *
 *   sudoku_nn SEED [options]
 *     -n BOX          box size (default 4 for the 16x16 formats, 3 for sudogob/lc37/plain9)
 *     -k K            number of puzzles (default 1)
 *     -format F       poj3076 | uva1309 | spoj_sudoku (16x16, A-P, '-') | sudogob (T, then 9x9
 *                     ints, 0 blank) | lc37 (9 lines of 9 chars, '.' blank) | plain (N lines of N
 *                     chars 1-9 / A-Y, '.' blank; for sudoku_nn countN)        (default poj3076)
 *     -holes H        remove up to H cells (default: as many as allowed)
 *     -unique         remove a cell only while the puzzle keeps exactly one solution
 *                     (checked with the brute counter of src/brute/sudoku_nn.cpp, limit 2)
 *     -mincount A -maxcount B
 *                     multi-solution puzzles: remove H random cells (H from -holes, default
 *                     N*N*2/3) and keep the puzzle only if its number of solutions is in [A, B]
 *                     (brute counter, limit B+1); retried with new holes until it is
 *     -full           no holes (a complete grid)
 *     -clash          after removing, put a digit into an empty cell that repeats a given of
 *                     its row (the givens clash: 0 solutions)
 *     -nosol          a unique puzzle with one given changed to another digit that clashes with
 *                     no other given, kept only if the brute finds 0 solutions
 * The full grid is drawn by randomized backtracking (most constrained cell first, digits in random
 * order). Randomness: splitmix64 seeded with SEED, nothing else.
 */
#define SUDOKU_NN_NO_MAIN
#include "../brute/sudoku_nn.cpp"
#include <algorithm>

using namespace std;

static uint64_t rng_state;
static uint64_t rnd() {  /* splitmix64 */
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
static int rndint(int m) { return (int)(rnd() % (uint64_t)m); }

struct Filler {
    int n, N, NN;
    vector<int> g;
    vector<uint32_t> rm, cm, bm;
    long budget;
    Filler(int box) : n(box), N(box * box), NN(N * N), g(NN, 0), rm(N, 0), cm(N, 0), bm(N, 0), budget(0) {}
    int boxof(int r, int c) const { return (r / n) * n + c / n; }
    bool rec() {
        if (--budget < 0) return false;
        int best = -1, bestc = 99; uint32_t bestm = 0;
        uint32_t full = (N == 32) ? 0xffffffffu : ((1u << N) - 1);
        for (int k = 0; k < NN; k++) {
            if (g[k]) continue;
            int r = k / N, c = k % N;
            uint32_t m = full & ~(rm[r] | cm[c] | bm[boxof(r, c)]);
            int pc = BruteSudoku::popcount(m);
            if (pc < bestc) { bestc = pc; best = k; bestm = m; if (pc == 0) break; }
        }
        if (best < 0) return true;
        if (bestc == 0) return false;
        vector<int> vs;
        for (int v = 1; v <= N; v++) if (bestm & (1u << (v - 1))) vs.push_back(v);
        for (int i = (int)vs.size() - 1; i > 0; i--) swap(vs[i], vs[rndint(i + 1)]);
        int r = best / N, c = best % N, b = boxof(r, c);
        for (size_t i = 0; i < vs.size(); i++) {
            uint32_t bit = 1u << (vs[i] - 1);
            g[best] = vs[i]; rm[r] |= bit; cm[c] |= bit; bm[b] |= bit;
            if (rec()) return true;
            g[best] = 0; rm[r] &= ~bit; cm[c] &= ~bit; bm[b] &= ~bit;
            if (budget < 0) return false;
        }
        return false;
    }
    vector<int> make() {
        for (;;) {
            for (int k = 0; k < NN; k++) g[k] = 0;
            for (int i = 0; i < N; i++) rm[i] = cm[i] = bm[i] = 0;
            budget = 20000L * N;
            if (rec()) return g;
        }
    }
};

static void shuffle_cells(vector<int> &order, int NN) {
    order.resize(NN);
    for (int i = 0; i < NN; i++) order[i] = i;
    for (int i = NN - 1; i > 0; i--) swap(order[i], order[rndint(i + 1)]);
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: sudoku_nn SEED [options] (see the source)\n"); return 2; }
    rng_state = strtoull(argv[1], 0, 10);
    string fmt = "poj3076";
    int n = -1, K = 1, holes = -1;
    bool unique = false, full = false, clash = false, nosol = false;
    uint64_t mincount = 0, maxcount = 0;
    for (int i = 2; i < argc; i++) {
        string a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : "";
        if (a == "-n") { n = atoi(v); i++; }
        else if (a == "-k") { K = atoi(v); i++; }
        else if (a == "-format") { fmt = v; i++; }
        else if (a == "-holes") { holes = atoi(v); i++; }
        else if (a == "-unique") unique = true;
        else if (a == "-full") full = true;
        else if (a == "-clash") clash = true;
        else if (a == "-nosol") nosol = true;
        else if (a == "-mincount") { mincount = strtoull(v, 0, 10); i++; }
        else if (a == "-maxcount") { maxcount = strtoull(v, 0, 10); i++; }
        else { fprintf(stderr, "unknown option %s\n", a.c_str()); return 2; }
    }
    if (n < 0) n = (fmt == "sudogob" || fmt == "lc37" || fmt == "plain") ? 3 : 4;
    if (n < 2 || n > 5) { fprintf(stderr, "box size 2..5\n"); return 2; }
    int N = n * n, NN = N * N;
    if ((fmt == "sudogob" || fmt == "lc37") && n != 3) { fprintf(stderr, "%s needs -n 3\n", fmt.c_str()); return 2; }
    if ((fmt == "poj3076" || fmt == "uva1309" || fmt == "spoj_sudoku") && n != 4) { fprintf(stderr, "%s needs -n 4\n", fmt.c_str()); return 2; }
    bool multi = maxcount > 0;

    Filler F(n);
    BruteSudoku B(n);
    string out;
    if (fmt == "spoj_sudoku" || fmt == "sudogob") { char b[32]; sprintf(b, "%d\n", K); out += b; }
    for (int t = 0; t < K; t++) {
        vector<int> sol = F.make(), p = sol, order;
        if (full) {
        } else if (multi) {
            int h = holes >= 0 ? holes : NN * 2 / 3;
            for (;;) {
                p = sol;
                shuffle_cells(order, NN);
                for (int i = 0; i < h && i < NN; i++) p[order[i]] = 0;
                uint64_t c = B.count(p, maxcount + 1);
                if (c >= mincount && c <= maxcount) break;
                if (c > maxcount && h > 0) h--;      /* too many solutions: fewer holes next time */
                else if (c < mincount && h < NN) h++;
            }
        } else {
            shuffle_cells(order, NN);
            int removed = 0, lim = holes >= 0 ? holes : NN;
            for (int i = 0; i < NN && removed < lim; i++) {
                int k = order[i], keep = p[k];
                p[k] = 0;
                if (unique && B.count(p, 2) != 1) p[k] = keep;
                else removed++;
            }
        }
        if (nosol) {
            vector<int> q;
            for (int tries = 0;; tries++) {
                q = p;
                int k = rndint(NN);
                if (!q[k]) continue;
                int r = k / N, c = k % N;
                int v = 1 + rndint(N);
                if (v == q[k]) continue;
                bool ok = true;
                for (int j = 0; j < N && ok; j++) {
                    if (q[r * N + j] == v || q[j * N + c] == v) ok = false;
                    int br = (r / n) * n + j / n, bc = (c / n) * n + j % n;
                    if (q[br * N + bc] == v) ok = false;
                }
                if (!ok) continue;
                q[k] = v;
                if (B.count(q, 1) == 0) break;
            }
            p = q;
        }
        if (clash) {
            for (;;) {
                int k = rndint(NN);
                if (p[k]) continue;
                int r = k / N;
                vector<int> vs;
                for (int j = 0; j < N; j++) if (p[r * N + j]) vs.push_back(p[r * N + j]);
                if (vs.empty()) continue;
                p[k] = vs[rndint((int)vs.size())];
                break;
            }
        }
        /* write */
        if (fmt == "sudogob") {
            if (t > 0) out += '\n';
            for (int r = 0; r < 9; r++)
                for (int c = 0; c < 9; c++) { out += (char)('0' + p[r * 9 + c]); out += c < 8 ? ' ' : '\n'; }
        } else {
            char blank = fmt == "lc37" || fmt == "plain" ? '.' : '-';
            if (t > 0) out += '\n';
            for (int r = 0; r < N; r++) {
                for (int c = 0; c < N; c++) {
                    int v = p[r * N + c];
                    out += v == 0 ? blank : (N <= 9 ? (char)('0' + v) : (char)('A' + v - 1));
                }
                out += '\n';
            }
        }
    }
    fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
