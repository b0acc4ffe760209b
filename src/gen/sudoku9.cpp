// sudoku9: seeded sampler of 9x9 puzzles from corpus files, in the POJ 3074 format.
//   sudoku9 SEED COUNT [-t] FILE...
// Reads every puzzle (81-char lines; '#' comment lines and empty lines skipped) of the FILEs,
// picks COUNT of them at random (with replacement), prints each on its own line ('0' blanks
// written as '.') and then the line `end`. With -t each picked puzzle is first put through a
// random validity-preserving symmetry (relabel the digits, permute the bands, the stacks, the
// rows inside each band, the columns inside each stack, transpose or not), so the number of
// solutions is unchanged. On stderr: where each puzzle came from (file:line).
// Own splitmix64; the seed and the files alone fix the output.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdint.h>
#include <algorithm>
#include <string>
#include <vector>

static uint64_t st;
static uint64_t next64() {
    uint64_t z = (st += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}
static int rnd(int n) { return (int)(next64() % (uint64_t)n); }  // [0, n)

static void perm(int *p, int n) {
    for (int i = 0; i < n; i++) p[i] = i;
    for (int i = n - 1; i > 0; i--) std::swap(p[i], p[rnd(i + 1)]);
}

// a random symmetry: position map (row r -> R[r], col c -> C[c]), digit map, transpose
static std::string transform(const std::string &s) {
    int band[3], stack[3], inb[3][3], ins[3][3], dig[9], R[9], C[9];
    perm(band, 3); perm(stack, 3);
    for (int i = 0; i < 3; i++) { perm(inb[i], 3); perm(ins[i], 3); }
    perm(dig, 9);
    for (int r = 0; r < 9; r++) R[r] = band[r / 3] * 3 + inb[r / 3][r % 3];
    for (int c = 0; c < 9; c++) C[c] = stack[c / 3] * 3 + ins[c / 3][c % 3];
    bool tr = rnd(2) == 1;
    std::string o(81, '.');
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++) {
            char ch = s[r * 9 + c];
            int rr = R[r], cc = C[c];
            if (tr) std::swap(rr, cc);
            o[rr * 9 + cc] = (ch >= '1' && ch <= '9') ? (char)('1' + dig[ch - '1']) : '.';
        }
    return o;
}

int main(int argc, char **argv) {
    if (argc < 4) { std::fprintf(stderr, "usage: sudoku9 SEED COUNT [-t] FILE...\n"); return 2; }
    uint64_t seed = std::strtoull(argv[1], 0, 10);
    st = seed * 0x2545F4914F6CDD1DULL + 777;
    int count = std::atoi(argv[2]), a = 3;
    bool tr = false;
    if (!std::strcmp(argv[a], "-t")) { tr = true; a++; }
    std::vector<std::string> puz, where;
    for (; a < argc; a++) {
        FILE *f = std::fopen(argv[a], "r");
        if (!f) { std::fprintf(stderr, "sudoku9: cannot open %s\n", argv[a]); return 2; }
        char buf[1024];
        int line = 0;
        while (std::fgets(buf, sizeof buf, f)) {
            line++;
            std::string s(buf);
            while (!s.empty() && (s[s.size() - 1] == '\n' || s[s.size() - 1] == '\r' || s[s.size() - 1] == ' ')) s.erase(s.size() - 1);
            if (s.empty() || s[0] == '#') continue;
            if (s.size() != 81) { std::fprintf(stderr, "sudoku9: %s:%d is not 81 characters\n", argv[a], line); return 2; }
            for (int k = 0; k < 81; k++) if (s[k] == '0') s[k] = '.';
            const char *base = std::strrchr(argv[a], '/');
            char loc[512];
            std::snprintf(loc, sizeof loc, "%s:%d", base ? base + 1 : argv[a], line);
            puz.push_back(s);
            where.push_back(loc);
        }
        std::fclose(f);
    }
    if (puz.empty()) { std::fprintf(stderr, "sudoku9: no puzzles\n"); return 2; }
    for (int i = 0; i < count; i++) {
        int k = rnd((int)puz.size());
        std::string s = tr ? transform(puz[k]) : puz[k];
        std::printf("%s\n", s.c_str());
        std::fprintf(stderr, "%s%s\n", where[k].c_str(), tr ? " (transformed)" : "");
    }
    std::printf("end\n");
    return 0;
}
