// Random unicost set-cover instance (issue 29's benchmarks of `xc --min-cover`).
//   setcover SEED ITEMS OPTIONS DENSITY [--lp]
// Each option holds each item with probability DENSITY percent (a decimal number: 2, 5, 10, 2.5);
// then an item in no option joins a random option, and an empty option gets a random item, so
// that every item lies in some option and every option holds one. Items are named 1..ITEMS, all
// primary; each option is one line of item names (.dlx text, Knuth's DLX1 format). With --lp the
// same instance as an integer program in CPLEX LP form (minimize the number of options taken,
// every item covered at least once, binary variables x1..xOPTIONS), as glpsol --lp and cbc read it.
// Seeded, deterministic on every platform (splitmix64, src/stress/rng.h).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include "../stress/rng.h"

int main(int argc, char **argv) {
    if (argc < 5 || argc > 6 || (argc == 6 && std::strcmp(argv[5], "--lp") != 0)) {
        std::fprintf(stderr, "usage: setcover SEED ITEMS OPTIONS DENSITY [--lp]\n");
        return 2;
    }
    rng_state = std::strtoull(argv[1], 0, 10);
    int m = std::atoi(argv[2]), n = std::atoi(argv[3]);
    double dens = std::atof(argv[4]);
    bool lp = argc == 6;
    if (m < 1 || n < 1 || !(dens > 0 && dens <= 100)) { std::fprintf(stderr, "setcover: want ITEMS, OPTIONS >= 1, 0 < DENSITY <= 100\n"); return 2; }
    const double two64 = 18446744073709551616.0;
    unsigned long long cut = dens >= 100 ? ~0ULL : (unsigned long long)(dens / 100 * two64);
    std::vector<std::vector<char> > in(n, std::vector<char>(m, 0));  // in[option][item]
    for (int o = 0; o < n; o++)
        for (int i = 0; i < m; i++) in[o][i] = rnd() < cut;
    for (int i = 0; i < m; i++) {
        bool some = false;
        for (int o = 0; o < n && !some; o++) some = in[o][i];
        if (!some) in[below(n)][i] = 1;
    }
    for (int o = 0; o < n; o++) {
        bool some = false;
        for (int i = 0; i < m && !some; i++) some = in[o][i];
        if (!some) in[o][below(m)] = 1;
    }
    std::string out;
    char b[32];
    if (!lp) {
        out += "| random unicost set cover: setcover " + std::string(argv[1]) + " " + argv[2] + " " + argv[3] + " " + argv[4] + "\n";
        for (int i = 0; i < m; i++) { std::snprintf(b, sizeof b, i ? " %d" : "%d", i + 1); out += b; }
        out += "\n";
        for (int o = 0; o < n; o++) {
            bool first = true;
            for (int i = 0; i < m; i++)
                if (in[o][i]) { std::snprintf(b, sizeof b, first ? "%d" : " %d", i + 1); out += b; first = false; }
            out += "\n";
        }
    } else {  // at most 10 terms a line: LP readers limit line lengths
        out += "\\ random unicost set cover: setcover " + std::string(argv[1]) + " " + argv[2] + " " + argv[3] + " " + argv[4] + "\nMinimize\n obj:";
        for (int o = 0; o < n; o++) { std::snprintf(b, sizeof b, "%s x%d", o ? " +" : "", o + 1); out += b; if (o % 10 == 9) out += "\n"; }
        out += "\nSubject To\n";
        for (int i = 0; i < m; i++) {
            std::snprintf(b, sizeof b, " c%d:", i + 1); out += b;
            int k = 0;
            for (int o = 0; o < n; o++)
                if (in[o][i]) { std::snprintf(b, sizeof b, "%s x%d", k ? " +" : "", o + 1); out += b; if (++k % 10 == 0) out += "\n"; }
            out += " >= 1\n";
        }
        out += "Binary\n";
        for (int o = 0; o < n; o++) { std::snprintf(b, sizeof b, " x%d", o + 1); out += b; if (o % 10 == 9) out += "\n"; }
        out += "\nEnd\n";
    }
    std::fwrite(out.data(), 1, out.size(), stdout);
    return 0;
}
