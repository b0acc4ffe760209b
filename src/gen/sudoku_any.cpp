// sudoku_any: random n^2 x n^2 sudoku puzzles for problems/sudoku.cpp.
//   sudoku_any SEED N_BOX COUNT HOLES [line|grid] [digits|letters] [--solutions]
// Each puzzle: a random valid grid (the pattern (n*(r%n) + r/n + c) mod n^2, then random
// relabelling of the symbols, rows within bands, bands, columns within stacks, stacks and a random
// transpose), with HOLES random cells blanked ('.'). Output: one n^4-char line per puzzle, or a grid
// of n^2 lines and an empty line. --solutions prints the grids the puzzles came from instead (in
// the notation the solver must answer in: for n = 4, 5 the digit notation 1-9A.. only when some
// given is a digit 1-9). Notation: 4x4 1-4, 9x9 1-9, 16x16 1-9A-G / A-P, 25x25 1-9A-P / A-Y,
// 36x36 0-9A-Z. Uses the splitmix64 of src/stress/rng.h.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
using namespace std;

#include "../stress/rng.h"  /* rnd(), below(): splitmix64 on rng_state */
static void shuffle(vector<int> &v) {
    for (int i = (int)v.size() - 1; i > 0; i--) { int j = below(i + 1); int t = v[i]; v[i] = v[j]; v[j] = t; }
}
static vector<int> perm(int m) { vector<int> v(m); for (int i = 0; i < m; i++) v[i] = i; shuffle(v); return v; }

int main(int argc, char **argv) {
    if (argc < 5) {
        fprintf(stderr, "usage: sudoku_any SEED N_BOX COUNT HOLES [line|grid] [digits|letters] [--solutions]\n");
        return 2;
    }
    rng_state = strtoull(argv[1], 0, 10);
    int n = atoi(argv[2]), count = atoi(argv[3]), holes = atoi(argv[4]);
    bool grid = false, letters = false, sols = false;
    for (int a = 5; a < argc; a++) {
        if (!strcmp(argv[a], "grid")) grid = true;
        else if (!strcmp(argv[a], "letters")) letters = true;
        else if (!strcmp(argv[a], "--solutions")) sols = true;
    }
    if (n < 2 || n > 6) { fprintf(stderr, "N_BOX must be 2..6\n"); return 2; }
    int N = n * n, C = N * N;
    if (holes > C) holes = C;
    string dsym = n == 2 ? "1234" : n == 3 ? "123456789" : n == 4 ? "123456789ABCDEFG" :
                  n == 5 ? "123456789ABCDEFGHIJKLMNOP" : "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    string lsym = n == 4 ? "ABCDEFGHIJKLMNOP" : n == 5 ? "ABCDEFGHIJKLMNOPQRSTUVWXY" : dsym;
    for (int p = 0; p < count; p++) {
        vector<int> sym = perm(N), band = perm(n), stack = perm(n);
        vector<vector<int> > inb(n), ins(n);
        for (int b = 0; b < n; b++) { inb[b] = perm(n); ins[b] = perm(n); }
        bool tr = below(2) == 1;
        vector<int> g(C);
        for (int r = 0; r < N; r++)
            for (int c = 0; c < N; c++) {
                int rr = band[r / n] * n + inb[r / n][r % n], cc = stack[c / n] * n + ins[c / n][c % n];
                if (tr) { int t = rr; rr = cc; cc = t; }
                g[r * N + c] = sym[(n * (rr % n) + rr / n + cc) % N];
            }
        vector<int> order = perm(C);
        vector<bool> blank(C, false);
        for (int h = 0; h < holes; h++) blank[order[h]] = true;
        if (!letters && (n == 4 || n == 5)) {  /* keep the digit notation: at least one given digit */
            bool d = false;
            for (int k = 0; k < C; k++) if (!blank[k] && g[k] < 9) d = true;
            for (int k = 0; k < C && !d; k++) if (g[k] < 9) { blank[k] = false; d = true; }
        }
        bool anydigit = false;
        const string &S = letters ? lsym : dsym;
        for (int k = 0; k < C; k++) if (!blank[k] && S[g[k]] >= '1' && S[g[k]] <= '9') anydigit = true;
        string text;
        for (int k = 0; k < C; k++) {
            char ch;
            if (!sols) ch = blank[k] ? '.' : S[g[k]];
            else ch = (n == 4 || n == 5) ? (anydigit ? dsym[g[k]] : lsym[g[k]]) : dsym[g[k]];
            text += ch;
            if (grid && k % N == N - 1) text += '\n';
        }
        if (grid) text += '\n'; else text += '\n';
        fputs(text.c_str(), stdout);
    }
    return 0;
}
