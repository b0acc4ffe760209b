// Grid graph generator for tests of problems/matching.cpp (domino tilings = perfect matchings).
//   grid_graph SEED ROWS COLS [DROP]
// Vertices r*COLS + c; edges between 4-neighbours, listed row by row. With DROP (0..100), each
// edge is left out with that probability in percent (own splitmix64 on SEED); DROP 0 or absent:
// the full grid, and SEED is unused. Edge order is shuffled when DROP is given, so the solver
// does not always see the same order as the oracle.
#include <cstdio>
#include <cstdlib>
#include <stdint.h>
#include <vector>

static uint64_t s;
static uint64_t next() {
    uint64_t z = (s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

int main(int argc, char **argv) {
    if (argc < 4) { std::fprintf(stderr, "usage: grid_graph SEED ROWS COLS [DROP]\n"); return 2; }
    s = std::strtoull(argv[1], 0, 10);
    int R = std::atoi(argv[2]), C = std::atoi(argv[3]), drop = argc > 4 ? std::atoi(argv[4]) : 0;
    std::vector<std::pair<int, int> > e;
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++) {
            int v = r * C + c;
            if (c + 1 < C && (int)(next() % 100) >= drop) e.push_back(std::make_pair(v, v + 1));
            if (r + 1 < R && (int)(next() % 100) >= drop) e.push_back(std::make_pair(v, v + C));
        }
    if (drop > 0)
        for (size_t i = e.size(); i > 1; i--) {
            size_t j = next() % i;
            std::pair<int, int> t = e[i - 1]; e[i - 1] = e[j]; e[j] = t;
        }
    std::printf("%d %d\n", R * C, (int)e.size());
    for (size_t i = 0; i < e.size(); i++) std::printf("%d %d\n", e[i].first, e[i].second);
    return 0;
}
