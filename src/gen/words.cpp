// Word puzzles from a word list as XCC, in Knuth's .dlx text (as xc, dlx2 and xccdc1 read it).
//   words double N [FILE]      double word squares: N row words and N column words of N letters,
//                              all 2N distinct
//   words sym N [FILE]         symmetric word squares: N words of N letters, row i = column i
//   words rect R C [FILE]      word rectangles: R row words of C letters, C column words of R
//                              letters (R == C: the double squares)
//   -d (first argument)        sym and rect: the words of one length all distinct too
//   FILE: the word list, one word a line (default /usr/share/dict/words; - for stdin). Only the
//   words made of a-z alone are read (no capitals, apostrophes or accents), and each once.
// The matrix: a primary item per slot (r0 .. r{R-1}, c0 .. c{C-1}; sym: r0 .. r{N-1}), a secondary
// item per cell (xI_J; sym: one item per cell pair {I,J}, I <= J) colored by the letter there, and
// where words must be distinct, an uncolored secondary item per word (named by the word itself):
// at most one option holds it, so no word fills two slots (secondary, not primary: most words
// fill none). Options: one per (slot, word of the slot's length), by slot, the words in sorted
// order: the slot, its cells with the word's letters, then the word's item if any.
// Counts: every solution once (a double square and its transpose are two solutions).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

static bool read_words(const char *file, std::vector<std::string> &out, size_t l1, size_t l2) {
    FILE *f = std::strcmp(file, "-") == 0 ? stdin : std::fopen(file, "r");
    if (!f) return false;
    char b[4096];
    while (std::fgets(b, sizeof b, f)) {
        size_t n = std::strcspn(b, "\r\n");
        b[n] = 0;
        bool ok = n == l1 || n == l2;
        for (size_t i = 0; i < n && ok; i++) ok = b[i] >= 'a' && b[i] <= 'z';
        if (ok) out.push_back(b);
    }
    if (f != stdin) std::fclose(f);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return true;
}

static int usage() {
    std::fprintf(stderr, "usage: words [-d] double N [FILE] | words [-d] sym N [FILE] | words [-d] rect R C [FILE]\n");
    return 2;
}

int main(int argc, char **argv) {
    int a = 1;
    bool distinct = false;
    if (a < argc && std::strcmp(argv[a], "-d") == 0) { distinct = true; a++; }
    if (a + 1 >= argc) return usage();
    std::string mode = argv[a++];
    int R, C;
    if (mode == "double" || mode == "sym") {
        R = C = std::atoi(argv[a++]);
        if (mode == "double") distinct = true;
    } else if (mode == "rect") {
        if (a + 1 >= argc) return usage();
        R = std::atoi(argv[a++]);
        C = std::atoi(argv[a++]);
        if (R == C) distinct = true;
    } else return usage();
    if (R < 1 || C < 1 || R > 30 || C > 30) return usage();
    const char *file = a < argc ? argv[a++] : "/usr/share/dict/words";
    if (a < argc) return usage();
    std::vector<std::string> w;
    if (!read_words(file, w, (size_t)R, (size_t)C)) { std::fprintf(stderr, "words: cannot read %s\n", file); return 2; }
    bool sym = mode == "sym";
    std::vector<std::string> wr, wc;  // the words of the rows (C letters), of the columns (R letters)
    for (size_t k = 0; k < w.size(); k++) {
        if ((int)w[k].size() == C) wr.push_back(w[k]);
        if ((int)w[k].size() == R && !sym) wc.push_back(w[k]);
    }
    std::string out;
    char b[64];
    out = std::string("| ") + (sym ? "symmetric word squares" : R == C ? "double word squares" : "word rectangles");
    std::snprintf(b, sizeof b, " %dx%d", R, C);
    out += b + std::string(" from ") + file;
    std::snprintf(b, sizeof b, ": %d row words", (int)wr.size());
    out += b;
    if (!sym) { std::snprintf(b, sizeof b, ", %d column words", (int)wc.size()); out += b; }
    out += distinct ? ", all distinct\n" : "\n";
    for (int i = 0; i < R; i++) { std::snprintf(b, sizeof b, "r%d ", i); out += b; }
    if (!sym) for (int j = 0; j < C; j++) { std::snprintf(b, sizeof b, "c%d ", j); out += b; }
    out += "|";
    for (int i = 0; i < R; i++)
        for (int j = sym ? i : 0; j < C; j++) { std::snprintf(b, sizeof b, " x%d_%d", i, j); out += b; }
    if (distinct) {  // the words that can fill a slot (a word of each length only once)
        std::vector<std::string> all(wr);
        all.insert(all.end(), wc.begin(), wc.end());
        std::sort(all.begin(), all.end());
        all.erase(std::unique(all.begin(), all.end()), all.end());
        for (size_t k = 0; k < all.size(); k++) out += " " + all[k];
    }
    out += "\n";
    std::fwrite(out.data(), 1, out.size(), stdout);
    for (int i = 0; i < R; i++)  // the rows
        for (size_t k = 0; k < wr.size(); k++) {
            out.clear();
            std::snprintf(b, sizeof b, "r%d", i); out += b;
            for (int j = 0; j < C; j++) {
                int x = sym && j < i ? j : i, y = sym && j < i ? i : j;
                std::snprintf(b, sizeof b, " x%d_%d:%c", x, y, wr[k][j]); out += b;
            }
            if (distinct) out += " " + wr[k];
            out += "\n";
            std::fwrite(out.data(), 1, out.size(), stdout);
        }
    if (!sym)
        for (int j = 0; j < C; j++)  // the columns
            for (size_t k = 0; k < wc.size(); k++) {
                out.clear();
                std::snprintf(b, sizeof b, "c%d", j); out += b;
                for (int i = 0; i < R; i++) { std::snprintf(b, sizeof b, " x%d_%d:%c", i, j, wc[k][i]); out += b; }
                if (distinct) out += " " + wc[k];
                out += "\n";
                std::fwrite(out.data(), 1, out.size(), stdout);
            }
    return 0;
}
