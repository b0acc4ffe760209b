// Random small XCC instance in Knuth's .dlx text, for the stress test of xc.
//   xcc SEED [MAXPRIMARY [MAXSECONDARY [MAXOPTIONS [MULT]]]]     (defaults 7 4 14 0)
// MULT 1: some primary items get multiplicities (Knuth's DLX3: lo:hi|name or n|name, bounds 0..3).
// Items get varied names (short, long, punctuation); options pick a few primary items and a few
// secondary items, each secondary either uncolored or with one of three colors. Now and then an
// option has no primary item (xc and the oracle ignore it), a comment line, a blank line, a tab,
// a CRLF line end or a missing final newline appears, to exercise the reader.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

static unsigned long long st;
static unsigned long long next64() {  // splitmix64
    unsigned long long z = (st += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
static int below(int n) { return (int)(next64() % (unsigned long long)n); }

int main(int argc, char **argv) {
    if (argc < 2) { std::fprintf(stderr, "usage: xcc SEED [MAXPRIMARY [MAXSECONDARY [MAXOPTIONS]]]\n"); return 2; }
    st = std::strtoull(argv[1], 0, 10);
    int maxp = argc > 2 ? std::atoi(argv[2]) : 7;
    int maxs = argc > 3 ? std::atoi(argv[3]) : 4;
    int maxo = argc > 4 ? std::atoi(argv[4]) : 14;
    int mult = argc > 5 ? std::atoi(argv[5]) : 0;
    int np = 1 + below(maxp), ns = below(maxs + 1), no = 1 + below(maxo);
    static const char *stems[] = {"p", "item", "x", "Q_", "#", "a.b", "long_item_name_", "7"};
    std::vector<std::string> name;
    for (int i = 0; i < np + ns; i++) {
        char b[64];
        std::snprintf(b, sizeof b, "%s%d", stems[below(8)], i);
        name.push_back(b);
    }
    static const char *colors[] = {"r", "green", "B"};
    const char *eol = below(4) == 0 ? "\r\n" : "\n";
    std::string out;
    if (below(2)) out += std::string("| random XCC instance, seed ") + argv[1] + eol;
    for (int i = 0; i < np; i++) {
        if (i) out += ' ';
        if (mult && below(2)) {
            char b[32];
            int hi = 1 + below(3), lo = below(hi + 1);
            if (below(3) == 0) std::snprintf(b, sizeof b, "%d|", hi); else std::snprintf(b, sizeof b, "%d:%d|", lo, hi);
            out += b;
        }
        out += name[i];
    }
    if (ns > 0) {
        out += below(2) ? " | " : " |";
        for (int i = np; i < np + ns; i++) { if (i > np) out += ' '; out += name[i]; }
    }
    out += eol;
    for (int r = 0; r < no; r++) {
        if (below(12) == 0) out += std::string("| a comment") + eol;
        if (below(15) == 0) out += eol;
        std::vector<int> pick;
        int kp = below(8) == 0 ? 0 : 1 + below(np < 3 ? np : 3);
        std::vector<int> used(np + ns, 0);
        for (int k = 0; k < kp; k++) { int x = below(np); if (!used[x]) { used[x] = 1; pick.push_back(x); } }
        int ks = ns ? below(3) : 0;
        for (int k = 0; k < ks; k++) { int x = np + below(ns); if (!used[x]) { used[x] = 1; pick.push_back(x); } }
        if (pick.empty()) { pick.push_back(np + ns > np && below(2) ? np + below(ns > 0 ? ns : 1) : below(np)); }
        // shuffle the order of the items in the option
        for (int k = (int)pick.size() - 1; k > 0; k--) { int j = below(k + 1); int t = pick[k]; pick[k] = pick[j]; pick[j] = t; }
        std::string line;
        for (size_t k = 0; k < pick.size(); k++) {
            if (k) line += below(10) == 0 ? "\t" : " ";
            line += name[pick[k]];
            if (pick[k] >= np && below(3)) { line += ':'; line += colors[below(3)]; }
        }
        out += line;
        if (r + 1 < no || below(5)) out += eol;
    }
    std::fputs(out.c_str(), stdout);
    return 0;
}
