// killer: random killer sudoku puzzles for problems/killer.cpp.
//   killer SEED COUNT [COVER_PERCENT=100] [GIVENS=0] [MAX_CAGE=5] [--solutions]
// A random sudoku grid (the pattern (3*(r%3) + r/3 + c) mod 9, then random relabelling, rows within
// bands, bands, columns within stacks, stacks, transpose). Cages: cells in random order; an uncaged
// cell starts a cage with probability COVER_PERCENT (else it stays free, id -1), which grows to a
// random size 1..MAX_CAGE by random orthogonal neighbours that are free and whose digit is not yet
// in the cage. Sums from the grid; GIVENS random cells shown. --solutions prints the grids instead.
// Uses the splitmix64 of src/stress/rng.h.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
using namespace std;

#include "../stress/rng.h"  /* rnd(), below(): splitmix64 on rng_state */
static void perm(int *v, int m) {
    for (int i = 0; i < m; i++) v[i] = i;
    for (int i = m - 1; i > 0; i--) { int j = below(i + 1), t = v[i]; v[i] = v[j]; v[j] = t; }
}

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: killer SEED COUNT [COVER_PERCENT] [GIVENS] [MAX_CAGE] [--solutions]\n"); return 2; }
    rng_state = strtoull(argv[1], 0, 10);
    int count = atoi(argv[2]), cover = 100, givens = 0, maxc = 5, pos = 0;
    bool sols = false;
    for (int a = 3; a < argc; a++) {
        if (!strcmp(argv[a], "--solutions")) { sols = true; continue; }
        int v = atoi(argv[a]);
        if (pos == 0) cover = v; else if (pos == 1) givens = v; else if (pos == 2) maxc = v;
        pos++;
    }
    if (maxc < 1) maxc = 1;
    if (maxc > 9) maxc = 9;
    for (int p = 0; p < count; p++) {
        int sym[9], band[3], stk[3], inb[3][3], ins[3][3], g[81];
        perm(sym, 9); perm(band, 3); perm(stk, 3);
        for (int b = 0; b < 3; b++) { perm(inb[b], 3); perm(ins[b], 3); }
        bool tr = below(2) == 1;
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++) {
                int rr = band[r / 3] * 3 + inb[r / 3][r % 3], cc = stk[c / 3] * 3 + ins[c / 3][c % 3];
                if (tr) { int t = rr; rr = cc; cc = t; }
                g[r * 9 + c] = sym[(3 * (rr % 3) + rr / 3 + cc) % 9];
            }
        int cage[81], order[81], ncage = 0;
        vector<int> sums;
        for (int k = 0; k < 81; k++) cage[k] = -1;
        perm(order, 81);
        for (int i = 0; i < 81; i++) {
            int k = order[i];
            if (cage[k] >= 0 || cage[k] == -2) continue;
            if (below(100) >= cover) { cage[k] = -2; continue; }  /* stays free */
            int want = 1 + below(maxc), cells[9], n = 0, used = 0;
            cage[k] = ncage; cells[n++] = k; used |= 1 << g[k];
            while (n < want) {
                int cand[36], nc = 0;
                for (int j = 0; j < n; j++) {
                    int x = cells[j], nb[4] = {x % 9 ? x - 1 : -1, x % 9 < 8 ? x + 1 : -1, x - 9, x + 9};
                    for (int t = 0; t < 4; t++)
                        if (nb[t] >= 0 && nb[t] < 81 && cage[nb[t]] == -1 && !(used >> g[nb[t]] & 1)) cand[nc++] = nb[t];
                }
                if (!nc) break;
                int y = cand[below(nc)];
                cage[y] = ncage; cells[n++] = y; used |= 1 << g[y];
            }
            int s = 0;
            for (int j = 0; j < n; j++) s += g[cells[j]] + 1;
            sums.push_back(s);
            ncage++;
        }
        int gorder[81];
        perm(gorder, 81);
        if (sols) {
            for (int k = 0; k < 81; k++) putchar('1' + g[k]);
            putchar('\n');
            continue;
        }
        char line[82];
        for (int k = 0; k < 81; k++) line[k] = '.';
        for (int i = 0; i < givens && i < 81; i++) line[gorder[i]] = (char)('1' + g[gorder[i]]);
        line[81] = 0;
        printf("%s\n", line);
        for (int c = 0; c < ncage; c++) printf("%d ", sums[c]);
        printf("0\n");
        for (int k = 0; k < 81; k++) {
            printf(k % 9 ? " %2d" : "%2d", cage[k] < 0 ? -1 : cage[k] + 1);
            if (k % 9 == 8) putchar('\n');
        }
    }
    return 0;
}
