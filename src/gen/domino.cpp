// domino M N: the domino tilings of an M x N board as an exact-cover instance in Knuth's .dlx
// format (one primary item per cell, named r.c; one option per pair of adjacent cells).
// Deterministic (no seed): the instance is the board. Counts: 8x8 = 12,988,816,
// 10x10 = 258,584,046,368, 12x12 = 53,060,477,521,960,000, 14x14 = 112,202,208,776,036,178,000,000.
#include <cstdio>
#include <cstdlib>

int main(int argc, char **argv) {
    if (argc != 3) { std::fprintf(stderr, "usage: domino M N   (board of M rows, N columns)\n"); return 2; }
    int m = std::atoi(argv[1]), n = std::atoi(argv[2]);
    if (m < 1 || n < 1 || m > 1000 || n > 1000) { std::fprintf(stderr, "domino: M and N must be 1..1000\n"); return 2; }
    std::printf("| domino tilings of a %dx%d board (src/gen/domino.cpp)\n", m, n);
    for (int r = 0; r < m; r++)
        for (int c = 0; c < n; c++) std::printf("%s%d.%d", r || c ? " " : "", r, c);
    std::printf("\n");
    for (int r = 0; r < m; r++)
        for (int c = 0; c < n; c++) {
            if (c + 1 < n) std::printf("%d.%d %d.%d\n", r, c, r, c + 1);
            if (r + 1 < m) std::printf("%d.%d %d.%d\n", r, c, r + 1, c);
        }
    return 0;
}
