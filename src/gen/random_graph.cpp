// Random small graph generator for tests of problems/matching.cpp.
//   random_graph SEED [MAXV]
// V in 0..MAXV (default 12, mostly even), E random edges among them, with an occasional
// parallel edge or loop. Own splitmix64 on SEED.
#include <cstdio>
#include <cstdlib>
#include <stdint.h>

static uint64_t s;
static uint64_t next() {
    uint64_t z = (s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

int main(int argc, char **argv) {
    if (argc < 2) { std::fprintf(stderr, "usage: random_graph SEED [MAXV]\n"); return 2; }
    s = std::strtoull(argv[1], 0, 10);
    int maxv = argc > 2 ? std::atoi(argv[2]) : 12;
    int V = (int)(next() % (uint64_t)(maxv + 1));
    if (V % 2 && next() % 4) V = V > 0 ? V - 1 : 0;
    int density = 20 + (int)(next() % 60);  // percent of the pairs
    int E = 0;
    static int ea[100000], eb[100000];
    for (int a = 0; a < V; a++)
        for (int b = a + 1; b < V; b++)
            if ((int)(next() % 100) < density && E < 100000) {
                bool sw = next() % 2;
                ea[E] = sw ? b : a; eb[E] = sw ? a : b; E++;
                if (next() % 20 == 0 && E < 100000) { ea[E] = a; eb[E] = b; E++; }  // parallel edge
            }
    if (V > 0 && next() % 5 == 0 && E < 100000) { int a = (int)(next() % (uint64_t)V); ea[E] = a; eb[E] = a; E++; }  // loop
    for (int i = E; i > 1; i--) {
        int j = (int)(next() % (uint64_t)i);
        int t = ea[i - 1]; ea[i - 1] = ea[j]; ea[j] = t;
        t = eb[i - 1]; eb[i - 1] = eb[j]; eb[j] = t;
    }
    std::printf("%d %d\n", V, E);
    for (int i = 0; i < E; i++) std::printf("%d %d\n", ea[i], eb[i]);
    return 0;
}
