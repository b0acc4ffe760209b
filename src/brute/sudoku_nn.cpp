/* Brute-force oracle for n^2 x n^2 sudoku (box size n = 2..5), independent of the DLX core.
 *
 * Plain recursive backtracking on bit masks (digits used per row, column and box): at each step
 * it branches on the empty cell with the fewest candidate digits (digits in increasing order),
 * unless some digit missing from a row, column or box has fewer possible places (then it branches
 * on those places, in cell order). No links, no exact-cover machinery; written separately from
 * src/dlx_core.h. Counts all solutions or stops at a limit.
 *
 * Usage:  sudoku_nn FORMAT [LIMIT] < input > expected-output
 *   FORMAT   poj3076 | uva1309 | spoj_sudoku   16x16 grids (A-P, '-'), output as those tasks print it
 *            sudogob                             T, then T 9x9 grids of ints 0-9; count + grid if 1
 *            lc37                                9x9 boards of 9 chars ('.' blank); the solved boards
 *            countN  (N = box size 2..5)         grids of N^2 lines of N^2 chars (1-9 or A-Y; '.',
 *                                                '-', '0' blank): prints "<count>" and, if the count
 *                                                is >= 1, the first solution in the same format
 *   LIMIT    stop counting at LIMIT solutions (default 0 = count all; only for countN)
 * Inputs are assumed valid (this is an oracle for generated and hand-checked data).
 * Unsolvable grids (no solution, or givens that clash) print "no solution" in the grid formats
 * (lc37: the board unchanged). The grid formats check uniqueness (limit 2): a grid with several
 * solutions gets a message on stderr and exit status 3 (expected outputs need unique answers).
 *
 * The generator src/gen/sudoku_nn.cpp includes this file with SUDOKU_NN_NO_MAIN defined to use
 * struct BruteSudoku as its uniqueness counter.
 */
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <stdint.h>

struct BruteSudoku {
    typedef uint64_t u64;
    int n, N, NN;                 /* box size, side, cells */
    std::vector<int> g;           /* 0 empty, 1..N */
    std::vector<uint32_t> rowm, colm, boxm;  /* digits used (bit v-1) */
    std::vector<int> first;       /* first solution found */
    u64 cnt, limit, steps;

    explicit BruteSudoku(int box) : n(box), N(box * box), NN(box * box * box * box), g(NN, 0),
        rowm(N, 0), colm(N, 0), boxm(N, 0), cnt(0), limit(0), steps(0) {}

    int boxof(int r, int c) const { return (r / n) * n + c / n; }

    /* load givens (0 = empty); false if two givens clash */
    bool load(const std::vector<int> &cells) {
        for (int i = 0; i < N; i++) rowm[i] = colm[i] = boxm[i] = 0;
        for (int k = 0; k < NN; k++) {
            g[k] = cells[k];
            if (g[k] == 0) continue;
            int r = k / N, c = k % N, b = boxof(r, c);
            uint32_t bit = 1u << (g[k] - 1);
            if ((rowm[r] & bit) || (colm[c] & bit) || (boxm[b] & bit)) return false;
            rowm[r] |= bit; colm[c] |= bit; boxm[b] |= bit;
        }
        return true;
    }

    static int popcount(uint32_t x) { int k = 0; while (x) { x &= x - 1; k++; } return k; }

    void rec() {
        steps++;
        int best = -1, bestc = 99;
        uint32_t full = N == 32 ? 0xffffffffu : ((1u << N) - 1);
        uint32_t bestm = 0;
        for (int k = 0; k < NN; k++) {
            if (g[k]) continue;
            int r = k / N, c = k % N;
            uint32_t m = full & ~(rowm[r] | colm[c] | boxm[boxof(r, c)]);
            int pc = popcount(m);
            if (pc < bestc) { bestc = pc; best = k; bestm = m; if (pc == 0) break; }
        }
        if (best < 0) {  /* no empty cell: a solution */
            if (cnt == 0) first = g;
            cnt++;
            return;
        }
        if (bestc == 0) return;
        /* a digit missing from a row, column or box with fewer possible places than the best
         * cell has candidates: branch on those places instead (0 places: dead end) */
        int bu = -1, bv = 0, bp = bestc;
        for (int u = 0; u < 3 * N && bp > 1; u++) {
            uint32_t used = u < N ? rowm[u] : u < 2 * N ? colm[u - N] : boxm[u - 2 * N];
            for (int v = 1; v <= N; v++) {
                uint32_t bit = 1u << (v - 1);
                if (used & bit) continue;
                int places = 0;
                for (int j = 0; j < N; j++) {
                    int k = unit_cell(u, j);
                    if (g[k] == 0 && cand(k) & bit) places++;
                }
                if (places < bp) { bp = places; bu = u; bv = v; if (places <= 1) break; }
            }
        }
        if (bp == 0) return;
        if (bu >= 0) {
            uint32_t bit = 1u << (bv - 1);
            for (int j = 0; j < N; j++) {
                int k = unit_cell(bu, j);
                if (g[k] != 0 || !(cand(k) & bit)) continue;
                int r = k / N, c = k % N, b = boxof(r, c);
                g[k] = bv; rowm[r] |= bit; colm[c] |= bit; boxm[b] |= bit;
                rec();
                g[k] = 0; rowm[r] &= ~bit; colm[c] &= ~bit; boxm[b] &= ~bit;
                if (limit && cnt >= limit) return;
            }
            return;
        }
        int r = best / N, c = best % N, b = boxof(r, c);
        for (int v = 1; v <= N; v++) {
            uint32_t bit = 1u << (v - 1);
            if (!(bestm & bit)) continue;
            g[best] = v; rowm[r] |= bit; colm[c] |= bit; boxm[b] |= bit;
            rec();
            g[best] = 0; rowm[r] &= ~bit; colm[c] &= ~bit; boxm[b] &= ~bit;
            if (limit && cnt >= limit) return;
        }
    }

    uint32_t cand(int k) const {
        int r = k / N, c = k % N;
        return ~(rowm[r] | colm[c] | boxm[boxof(r, c)]);
    }
    /* j-th cell of unit u: rows 0..N-1, columns N..2N-1, boxes 2N..3N-1 */
    int unit_cell(int u, int j) const {
        if (u < N) return u * N + j;
        if (u < 2 * N) return j * N + (u - N);
        int b = u - 2 * N;
        return ((b / n) * n + j / n) * N + (b % n) * n + j % n;
    }

    /* number of solutions of `cells` (stops at lim, 0 = all); first solution in `first` */
    u64 count(const std::vector<int> &cells, u64 lim) {
        cnt = 0; limit = lim; first.clear();
        if (!load(cells)) return 0;
        rec();
        return cnt;
    }
};

#ifndef SUDOKU_NN_NO_MAIN
using namespace std;

static string u64s(uint64_t v) {
    char b[32]; int k = 0;
    do { b[k++] = (char)('0' + v % 10); v /= 10; } while (v);
    string s;
    while (k) s += b[--k];
    return s;
}

/* non-blank lines of stdin, trimmed */
static vector<string> lines_in() {
    vector<string> L;
    string cur;
    int ch;
    for (;;) {
        ch = getchar();
        if (ch == EOF || ch == '\n') {
            size_t a = 0, b = cur.size();
            while (a < b && (cur[a] == ' ' || cur[a] == '\t' || cur[a] == '\r')) a++;
            while (b > a && (cur[b - 1] == ' ' || cur[b - 1] == '\t' || cur[b - 1] == '\r')) b--;
            if (b > a) L.push_back(cur.substr(a, b - a));
            cur.clear();
            if (ch == EOF) break;
        } else cur += (char)ch;
    }
    return L;
}

static int cellval(char ch, int N) {
    if (ch == '.' || ch == '-' || ch == '0') return 0;
    if (N <= 9) return ch - '0';
    return ch - 'A' + 1;
}
static char cellch(int v, int N) { return v == 0 ? '.' : N <= 9 ? (char)('0' + v) : (char)('A' + v - 1); }

static string grid_text(const vector<int> &g, int N) {
    string s;
    for (int r = 0; r < N; r++) {
        for (int c = 0; c < N; c++) s += cellch(g[r * N + c], N);
        s += '\n';
    }
    return s;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: sudoku_nn FORMAT [LIMIT] < in\n"); return 2; }
    string fmt = argv[1];
    uint64_t limit = argc > 2 ? strtoull(argv[2], 0, 10) : 0;
    vector<string> L = lines_in();
    size_t li = 0;
    string out;
    int status = 0;  /* 3: a grid had several solutions (the output is then the first one found) */
    if (fmt == "poj3076" || fmt == "uva1309" || fmt == "spoj_sudoku") {
        long K = -1;
        if (fmt == "spoj_sudoku") K = atol(L[li++].c_str());
        BruteSudoku b(4);
        int done = 0;
        while (li + 16 <= L.size() && (K < 0 || done < K)) {
            vector<int> cells(256);
            for (int r = 0; r < 16; r++)
                for (int c = 0; c < 16; c++) cells[r * 16 + c] = cellval(L[li + r][c], 16);
            li += 16;
            if (done > 0 && fmt != "poj3076") out += '\n';
            uint64_t c = b.count(cells, 2);
            if (c > 1) { fprintf(stderr, "sudoku_nn: grid %d has more than one solution\n", done + 1); status = 3; }
            if (c >= 1) out += grid_text(b.first, 16);
            else out += "no solution\n";
            if (fmt == "poj3076") out += '\n';
            done++;
        }
    } else if (fmt == "lc37") {
        BruteSudoku b(3);
        int done = 0;
        while (li + 9 <= L.size()) {
            vector<int> cells(81);
            for (int r = 0; r < 9; r++)
                for (int c = 0; c < 9; c++) cells[r * 9 + c] = cellval(L[li + r][c], 9);
            li += 9;
            if (done > 0) out += '\n';
            /* LeetCode guarantees one solution; an unsolvable board is printed unchanged */
            uint64_t c = b.count(cells, 2);
            if (c > 1) { fprintf(stderr, "sudoku_nn: board %d has more than one solution\n", done + 1); status = 3; }
            if (c >= 1) out += grid_text(b.first, 9);
            else out += grid_text(cells, 9);
            done++;
        }
    } else if (fmt == "sudogob") {
        /* token input */
        string all;
        for (size_t i = 0; i < L.size(); i++) { all += L[i]; all += ' '; }
        const char *p = all.c_str();
        char *e;
        long T = strtol(p, &e, 10); p = e;
        BruteSudoku b(3);
        for (long t = 0; t < T; t++) {
            vector<int> cells(81);
            for (int k = 0; k < 81; k++) { cells[k] = (int)strtol(p, &e, 10); p = e; }
            uint64_t c = b.count(cells, 0);
            out += u64s(c) + "\n";
            if (c == 1)
                for (int r = 0; r < 9; r++) {
                    for (int cc = 0; cc < 9; cc++) { out += (char)('0' + b.first[r * 9 + cc]); out += ' '; }
                    out += '\n';
                }
        }
    } else if (fmt.size() == 6 && fmt.compare(0, 5, "count") == 0) {
        int n = fmt[5] - '0';
        if (n < 2 || n > 5) { fprintf(stderr, "box size 2..5\n"); return 2; }
        int N = n * n;
        BruteSudoku b(n);
        while (li + N <= L.size()) {
            vector<int> cells(N * N);
            for (int r = 0; r < N; r++)
                for (int c = 0; c < N; c++) cells[r * N + c] = cellval(L[li + r][c], N);
            li += N;
            uint64_t c = b.count(cells, limit);
            out += u64s(c) + "\n";
            if (c >= 1) out += grid_text(b.first, N);
        }
    } else { fprintf(stderr, "unknown format %s\n", fmt.c_str()); return 2; }
    fwrite(out.data(), 1, out.size(), stdout);
    return status;
}
#endif
