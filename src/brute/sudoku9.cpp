// sudoku9: a plain backtracking 9x9 solver / counter, independent of the DLX core.
//   sudoku9 [solve] < in   81-char lines ('.' or '0' blank) until a line `end` (or EOF); lines
//                          starting with '#' and empty lines are skipped. Per puzzle: the
//                          solution (81 digits) if it has exactly one, `no solution` if none
//                          (clashing givens included), `multiple solutions` if more than one.
//   sudoku9 count < in     per puzzle the number of solutions (all of them; 64-bit)
// Method: bitmasks of the digits used in each row, column and box; fill the empty cell with
// the fewest candidates (ties: the first in row-major order), try its digits in increasing order.
// Exits 3 on a line that is not a puzzle.
#include <cstdio>
#include <cstring>
#include <string>

struct Grid {
    int cell[81];            // 0 = empty, else 1..9
    int row[9], col[9], box[9];
    unsigned long long found, limit;
    int first[81];           // the first solution found

    static int bx(int k) { return (k / 27) * 3 + (k % 9) / 3; }
    // false when the givens clash
    bool load(const char *s) {
        for (int i = 0; i < 9; i++) row[i] = col[i] = box[i] = 0;
        for (int k = 0; k < 81; k++) {
            char c = s[k];
            cell[k] = (c >= '1' && c <= '9') ? c - '0' : 0;
            if (!cell[k]) continue;
            int bit = 1 << cell[k], r = k / 9, c9 = k % 9, b = bx(k);
            if ((row[r] | col[c9] | box[b]) & bit) return false;
            row[r] |= bit; col[c9] |= bit; box[b] |= bit;
        }
        return true;
    }
    static int popcount(int x) { int n = 0; while (x) { x &= x - 1; n++; } return n; }
    // true to stop (limit reached)
    bool search() {
        int best = -1, bestn = 10, bestmask = 0;
        for (int k = 0; k < 81; k++) {
            if (cell[k]) continue;
            int free = ~(row[k / 9] | col[k % 9] | box[bx(k)]) & 0x3FE;
            int n = popcount(free);
            if (n < bestn) { bestn = n; best = k; bestmask = free; if (n == 0) break; }
        }
        if (best < 0) {
            if (found++ == 0) std::memcpy(first, cell, sizeof cell);
            return limit && found >= limit;
        }
        if (bestn == 0) return false;
        int r = best / 9, c = best % 9, b = bx(best);
        for (int v = 1; v <= 9; v++) {
            int bit = 1 << v;
            if (!(bestmask & bit)) continue;
            cell[best] = v; row[r] |= bit; col[c] |= bit; box[b] |= bit;
            bool stop = search();
            cell[best] = 0; row[r] &= ~bit; col[c] &= ~bit; box[b] &= ~bit;
            if (stop) return true;
        }
        return false;
    }
    unsigned long long solve(const char *s, unsigned long long lim) {
        found = 0; limit = lim;
        if (!load(s)) return 0;
        search();
        return found;
    }
};

int main(int argc, char **argv) {
    bool count = argc > 1 && !std::strcmp(argv[1], "count");
    char buf[1024];
    int line = 0;
    Grid g;
    while (std::fgets(buf, sizeof buf, stdin)) {
        line++;
        std::string s(buf);
        while (!s.empty() && (s[s.size() - 1] == '\n' || s[s.size() - 1] == '\r' || s[s.size() - 1] == ' ' || s[s.size() - 1] == '\t'))
            s.erase(s.size() - 1);
        size_t a = 0;
        while (a < s.size() && (s[a] == ' ' || s[a] == '\t')) a++;
        s.erase(0, a);
        if (line == 1 && s.compare(0, 3, "\xEF\xBB\xBF") == 0) s.erase(0, 3);
        if (s.empty() || s[0] == '#') continue;
        if (s == "end") break;
        if (s.size() != 81) { std::fprintf(stderr, "sudoku9: line %d is not 81 characters\n", line); return 3; }
        for (int k = 0; k < 81; k++)
            if (s[k] != '.' && (s[k] < '0' || s[k] > '9')) { std::fprintf(stderr, "sudoku9: bad character on line %d\n", line); return 3; }
        if (count) { std::printf("%llu\n", g.solve(s.c_str(), 0)); continue; }
        unsigned long long n = g.solve(s.c_str(), 2);
        if (n == 0) std::printf("no solution\n");
        else if (n > 1) std::printf("multiple solutions\n");
        else {
            char o[82];
            for (int k = 0; k < 81; k++) o[k] = (char)('0' + g.first[k]);
            o[81] = 0;
            std::printf("%s\n", o);
        }
    }
    return 0;
}
