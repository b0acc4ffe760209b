// Adds random option costs (Knuth's DLX5 `|n` entries) to a .dlx instance, for the tests of
// `xc --best`:   xc_costs SEED [MAXCOST] < in.dlx > out.dlx
// Every option line (a line after the item line that is neither blank nor a `|` comment) gets
// one or two entries `|n`, 0 <= n <= MAXCOST (default 9); comment lines and the item line are
// copied unchanged. splitmix64 (src/stress/rng.h), seeded with SEED.
#include <cstdio>
#include <cstdlib>
#include <string>

#include "../stress/rng.h"  // rng_state, rnd(), below(k): splitmix64

int main(int argc, char **argv) {
    if (argc < 2) { std::fprintf(stderr, "usage: xc_costs SEED [MAXCOST] < in.dlx\n"); return 2; }
    rng_state = std::strtoull(argv[1], 0, 10);
    unsigned long long maxc = argc > 2 ? std::strtoull(argv[2], 0, 10) : 9;
    bool items = false;
    std::string line;
    int c;
    for (;;) {
        line.clear();
        while ((c = std::getchar()) != EOF && c != '\n') line += (char)c;
        if (c == EOF && line.empty()) break;
        while (!line.empty() && (line[line.size() - 1] == '\r' || line[line.size() - 1] == ' ' || line[line.size() - 1] == '\t'))
            line.erase(line.size() - 1);
        size_t f = line.find_first_not_of(" \t");
        if (f != std::string::npos && line[f] != '|') {
            if (items) {
                int k = 1 + (int)(rnd() % 2);
                for (int j = 0; j < k; j++) {
                    char b[32];
                    std::snprintf(b, sizeof b, " |%llu", rnd() % (maxc + 1));
                    line += b;
                }
            }
            items = true;
        }
        std::printf("%s\n", line.c_str());
        if (c == EOF) break;
    }
    return 0;
}
