// jigsaw: random jigsaw sudoku puzzles for problems/jigsaw.cpp.
//   jigsaw SEED COUNT HOLES [--string] [--solutions]
// Regions: the nine 3x3 boxes, then 300 random swaps of two orthogonally adjacent cells of different
// regions, kept only if both regions stay connected. A solution grid: randomized backtracking
// (fewest candidates first, random digit order, node limit; a new layout on failure). Then HOLES
// random cells blanked. Output per case: the 81-char givens line, then the region ids 1..9 as nine
// lines of nine numbers (or one 81-char line with --string). --solutions prints the grids instead.
// Uses the splitmix64 of src/stress/rng.h.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>
using namespace std;

#include "../stress/rng.h"  /* rnd(), below(): splitmix64 on rng_state */

static int reg[81], g[81];
static long budget;

static bool connected(int r) {
    int seen[81] = {0}, stack[81], sp = 0, cnt = 0, total = 0;
    for (int k = 0; k < 81; k++) if (reg[k] == r) { total++; if (!sp) { stack[sp++] = k; seen[k] = 1; } }
    while (sp) {
        int k = stack[--sp];
        cnt++;
        int nb[4] = {k % 9 ? k - 1 : -1, k % 9 < 8 ? k + 1 : -1, k - 9, k + 9};
        for (int j = 0; j < 4; j++) {
            int x = nb[j];
            if (x < 0 || x >= 81 || seen[x] || reg[x] != r) continue;
            seen[x] = 1; stack[sp++] = x;
        }
    }
    return cnt == total;
}

static int cand(int k) {
    int used = 0;
    for (int j = 0; j < 81; j++)
        if (g[j] >= 0 && (j / 9 == k / 9 || j % 9 == k % 9 || reg[j] == reg[k])) used |= 1 << g[j];
    return 511 & ~used;
}
static bool fill() {
    if (--budget < 0) return false;
    int best = -1, bc = 10, bm = 0;
    for (int k = 0; k < 81; k++) {
        if (g[k] >= 0) continue;
        int m = cand(k), c = __builtin_popcount(m);
        if (c < bc) { bc = c; best = k; bm = m; }
    }
    if (best < 0) return true;
    int order[9];
    for (int i = 0; i < 9; i++) order[i] = i;
    for (int i = 8; i > 0; i--) { int j = below(i + 1), t = order[i]; order[i] = order[j]; order[j] = t; }
    for (int i = 0; i < 9; i++) {
        int v = order[i];
        if (!(bm >> v & 1)) continue;
        g[best] = v;
        if (fill()) return true;
        g[best] = -1;
        if (budget < 0) return false;
    }
    return false;
}

int main(int argc, char **argv) {
    if (argc < 4) { fprintf(stderr, "usage: jigsaw SEED COUNT HOLES [--string] [--solutions]\n"); return 2; }
    rng_state = strtoull(argv[1], 0, 10);
    int count = atoi(argv[2]), holes = atoi(argv[3]);
    bool str = false, sols = false;
    for (int a = 4; a < argc; a++) {
        if (!strcmp(argv[a], "--string")) str = true;
        if (!strcmp(argv[a], "--solutions")) sols = true;
    }
    for (int p = 0; p < count; p++) {
        for (;;) {
            for (int k = 0; k < 81; k++) reg[k] = (k / 27) * 3 + (k % 9) / 3;
            for (int s = 0; s < 300; s++) {
                // move a cell a of region A next to region B into B, and a cell b of B next to A into A
                int a = below(81), nb[4] = {a % 9 ? a - 1 : -1, a % 9 < 8 ? a + 1 : -1, a - 9, a + 9};
                int x = nb[below(4)];
                if (x < 0 || x >= 81 || reg[x] == reg[a]) continue;
                int ra = reg[a], rb = reg[x], cands[81], nc = 0;
                for (int k = 0; k < 81; k++) {
                    if (reg[k] != rb) continue;
                    int kn[4] = {k % 9 ? k - 1 : -1, k % 9 < 8 ? k + 1 : -1, k - 9, k + 9};
                    for (int j = 0; j < 4; j++)
                        if (kn[j] >= 0 && kn[j] < 81 && reg[kn[j]] == ra && kn[j] != a) { cands[nc++] = k; break; }
                }
                if (!nc) continue;
                int b = cands[below(nc)];
                reg[a] = rb; reg[b] = ra;
                if (!connected(ra) || !connected(rb)) { reg[a] = ra; reg[b] = rb; }
            }
            for (int k = 0; k < 81; k++) g[k] = -1;
            budget = 20000;
            if (fill()) break;
        }
        int order[81];
        for (int i = 0; i < 81; i++) order[i] = i;
        for (int i = 80; i > 0; i--) { int j = below(i + 1), t = order[i]; order[i] = order[j]; order[j] = t; }
        if (sols) {
            for (int k = 0; k < 81; k++) putchar('1' + g[k]);
            putchar('\n');
            continue;
        }
        char line[82];
        for (int k = 0; k < 81; k++) line[k] = (char)('1' + g[k]);
        for (int h = 0; h < holes && h < 81; h++) line[order[h]] = '.';
        line[81] = 0;
        printf("%s\n", line);
        for (int k = 0; k < 81; k++) {
            if (str) putchar('1' + reg[k]);
            else printf(k % 9 ? " %d" : "%d", reg[k] + 1);
            if (!str && k % 9 == 8) putchar('\n');
        }
        if (str) putchar('\n');
    }
    return 0;
}
