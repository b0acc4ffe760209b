// Brute-force count of the word puzzles of src/gen/words.cpp, straight from the word list (no
// exact cover): every way to fill the rows with words, then the columns read off and checked.
//   words [-d] double N FILE | words [-d] sym N FILE | words [-d] rect R C FILE
// The same puzzles and the same word list rules as the generator (a-z words only, each once):
//   double N: N row words, the N columns words, all 2N distinct;
//   sym N: N row words with row i = column i; -d: the N distinct;
//   rect R C: R row words of C letters whose C columns are words of R letters; -d, or R == C:
//   no word twice.
// Prints the number of solutions. Method: the rows in turn, each any word of its length (no
// pruning but the symmetric one: in sym, row i must agree with the rows above it); at the end
// the columns are looked up in the list and distinctness checked.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>
#include <string>
#include <vector>

static std::set<std::string> dict;
static std::vector<std::string> rows_words;
static std::vector<std::string> rows;
static int R, C;
static bool sym, distinct;
static unsigned long long count;

static void check() {
    std::vector<std::string> used(rows);
    if (!sym)
        for (int j = 0; j < C; j++) {
            std::string col;
            for (int i = 0; i < R; i++) col += rows[i][j];
            if (!dict.count(col)) return;
            used.push_back(col);
        }
    if (distinct) {
        std::sort(used.begin(), used.end());
        if (std::adjacent_find(used.begin(), used.end()) != used.end()) return;
    }
    count++;
}

static void rec(int i) {
    if (i == R) { check(); return; }
    for (size_t k = 0; k < rows_words.size(); k++) {
        const std::string &w = rows_words[k];
        bool ok = true;
        for (int j = 0; j < i && sym && ok; j++) ok = w[j] == rows[j][i];
        if (!ok) continue;
        rows.push_back(w);
        rec(i + 1);
        rows.pop_back();
    }
}

int main(int argc, char **argv) {
    int a = 1;
    if (a < argc && std::strcmp(argv[a], "-d") == 0) { distinct = true; a++; }
    if (a + 2 >= argc) { std::fprintf(stderr, "usage: words [-d] double N FILE | sym N FILE | rect R C FILE\n"); return 2; }
    std::string mode = argv[a++];
    if (mode == "double" || mode == "sym") { R = C = std::atoi(argv[a++]); sym = mode == "sym"; if (!sym) distinct = true; }
    else if (mode == "rect" && a + 1 < argc) { R = std::atoi(argv[a++]); C = std::atoi(argv[a++]); if (R == C) distinct = true; }
    else { std::fprintf(stderr, "words: double, sym or rect\n"); return 2; }
    FILE *f = std::fopen(argv[a], "r");
    if (!f) { std::fprintf(stderr, "words: cannot read %s\n", argv[a]); return 2; }
    char b[4096];
    while (std::fgets(b, sizeof b, f)) {
        std::string w(b, std::strcspn(b, "\r\n"));
        bool ok = !w.empty();
        for (size_t i = 0; i < w.size() && ok; i++) ok = w[i] >= 'a' && w[i] <= 'z';
        if (ok) dict.insert(w);
    }
    std::fclose(f);
    for (std::set<std::string>::iterator it = dict.begin(); it != dict.end(); ++it)
        if ((int)it->size() == C) rows_words.push_back(*it);
    rec(0);
    std::printf("%llu\n", count);
    return 0;
}
