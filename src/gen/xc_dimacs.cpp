// Random small exact-cover instance in the DIMACS-like form that `xc --format dimacs` reads
// (`p xc N M` or `p xcc N M P`, options as item numbers ended by 0), for src/tests/xc_dimacs.sh.
//   xc_dimacs SEED
// Up to 9 primary and 4 secondary items, up to 24 options of 1..3 primary items (now and then
// none: ignored by xc and the oracle) and 0..2 secondary items, each uncolored or colored 0..2.
// Exercises the reader: comment lines anywhere, options split over lines or several on a line,
// tabs, CRLF line ends. Own splitmix64, seeded with SEED.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

static unsigned long long st;
static unsigned long long next64() {
    unsigned long long z = (st += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
static int below(int n) { return (int)(next64() % (unsigned long long)n); }

int main(int argc, char **argv) {
    if (argc < 2) { std::fprintf(stderr, "usage: xc_dimacs SEED\n"); return 2; }
    st = std::strtoull(argv[1], 0, 10);
    int np = 2 + below(8), ns = below(5), m = 1 + below(24);
    bool xcc = ns > 0 || below(2);
    std::string out = "c random instance, seed " + std::string(argv[1]) + "\n";
    char b[64];
    if (xcc) std::snprintf(b, sizeof b, "p xcc %d %d %d\n", np + ns, m, np);
    else std::snprintf(b, sizeof b, "p xc %d %d\n", np, m);
    out += b;
    for (int o = 0; o < m; o++) {
        std::vector<int> used(np + ns + 1, 0);
        std::string line;
        int k = below(12) == 0 ? 0 : 1 + below(3);
        if (k == 0 && ns == 0) k = 1;
        for (int j = 0; j < k; j++) {
            int x = 1 + below(np);
            if (used[x]) continue;
            used[x] = 1;
            std::snprintf(b, sizeof b, "%d ", x); line += b;
        }
        int s = ns ? below(3) : 0;
        for (int j = 0; j < s; j++) {
            int x = np + 1 + below(ns);
            if (used[x]) continue;
            used[x] = 1;
            int c = below(4);
            if (c == 3) std::snprintf(b, sizeof b, "%d ", x); else std::snprintf(b, sizeof b, "%d:%d ", x, c);
            line += b;
        }
        if (line.empty()) line = "1 ";
        line += "0";
        int r = below(10);
        if (r == 0) out += line + "\r\n";
        else if (r == 1) { size_t sp = line.find(' '); out += line.substr(0, sp) + "\n\t" + line.substr(sp + 1) + "\n"; }
        else if (r == 2 && o + 1 < m) out += line + " ";  // the next option on the same line
        else out += line + "\n";
        if (below(15) == 0 && out[out.size() - 1] == '\n') out += "c a comment\n";
    }
    if (out[out.size() - 1] != '\n') out += "\n";
    std::fputs(out.c_str(), stdout);
    return 0;
}
