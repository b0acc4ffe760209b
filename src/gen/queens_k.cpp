// k queens per line: an exact cover with multiplicities (Knuth's DLX3 input) for xc.
//   queens_k N K     N x N board, every row and every column holds exactly K queens, every
//                    diagonal at most K (primary items with bounds: `K|r3`, `0:K|a5`).
// One option per cell: its row, column, diagonal and anti-diagonal. (K = 1 with every diagonal
// 0:1 is the n-queens problem.) Deterministic: no seed.
#include <cstdio>
#include <cstdlib>

int main(int argc, char **argv) {
    if (argc != 3) { std::fprintf(stderr, "usage: queens_k N K\n"); return 2; }
    int n = std::atoi(argv[1]), k = std::atoi(argv[2]);
    if (n < 1 || n > 64 || k < 1 || k > n) { std::fprintf(stderr, "queens_k: want 1 <= K <= N <= 64\n"); return 2; }
    std::printf("| %d x %d board, %d queens in every row and column, at most %d on every diagonal\n", n, n, k, k);
    for (int i = 0; i < n; i++) std::printf("%d|r%d ", k, i);
    for (int j = 0; j < n; j++) std::printf("%d|c%d ", k, j);
    for (int d = 0; d < 2 * n - 1; d++) std::printf("0:%d|a%d 0:%d|b%d%s", k, d, k, d, d + 1 < 2 * n - 1 ? " " : "\n");
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) std::printf("r%d c%d a%d b%d\n", i, j, i + j, i - j + n - 1);
    return 0;
}
