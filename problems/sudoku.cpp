/* Task: Sudoku of any box size n = 2..6 (4x4, 9x9, 16x16, 25x25, 36x36) -- issue 5, not a judge task.
 * Submit as: nowhere (kept C++98-clean like the judge tasks).
 * Input: puzzles until EOF or a line `end`; each is one line of n^4 cells or a grid of n^2 lines of
 *   n^2 cells (n inferred from the length). Blank: '.', '-', and '0' (except 36x36, where 0 is a symbol).
 *   Symbols: 4x4 1-4; 9x9 1-9; 16x16 1-9A-G if any digit 1-9 is present, else A-P (POJ 3076);
 *   25x25 1-9A-P if any digit 1-9 is present, else A-Y; 36x36 0-9A-Z.
 *   A 16-character line starts a 16x16 grid when it and the next 15 lines (no empty line between)
 *   are 16 characters long and some character among them is not one of `1234.-0`; else it is a 4x4 puzzle.
 * Output (in the input's notation): default the first solution found (one line, or n^2 lines and an
 *   empty line for a grid), `no solution` if none; --count: the number of solutions; --limit K: the
 *   number of solutions, counting stops at K; --unique: `unique`, `none` or `multiple`;
 *   --memo: the number of solutions by memoized counting (the core's count_memo), exact at any size.
 *   --count or --memo with --threads N (N threads, 0 = one per core; not --memo) or --parts K --part I (the count of part
 *   I, 0 <= I < K, of a fixed K-way split of each puzzle's search tree; the K part counts add up to
 *   the whole): per puzzle, exact at any size (sums in Big). C++98 builds: --threads 1 only.
 * Method: DLX exact cover, 4n^4 items, n^6 options built once per size; givens selected, search, undone.
 *   --threads/--parts: the tree below the givens cut into subtrees, as in xc.
 * Status: samples + generated cases vs brute pass; judge: none.
 * Dialects: c++98 c++17
 */
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
using namespace std;

#define TOOL_NAME "sudoku"
#include "src/engine/engine.h"
#include "src/lib/output.h"
#include "src/engine/split.h"


/* exact cover of an N x N sudoku (N = n*n): items cell, row-digit, column-digit, box-digit */
struct SudokuN {
    Engine d;
    int n, N;
    explicit SudokuN(int box) : n(box), N(box * box) {
        int C = N * N;
        d.reset(4 * C, 4 * C);
        for (int r = 0; r < N; r++)
            for (int c = 0; c < N; c++)
                for (int v = 0; v < N; v++) {
                    int b = (r / n) * n + c / n;
                    int items[4] = {1 + r * N + c, 1 + C + r * N + v, 1 + 2 * C + c * N + v, 1 + 3 * C + b * N + v};
                    d.add_row(items, 4);
                }
        d.set_quick_forced(true);  /* forced moves newest first: the same solutions in the same order */
    }
    /* select the givens (val[k] in 0..N-1, or -1); false on a clash */
    bool givens(const vector<int> &val) {
        for (int k = 0; k < N * N; k++)
            if (val[k] >= 0 && !d.select_row(k * N + val[k])) return false;
        return true;
    }
};

static SudokuN *solvers[7];
static SudokuN &solver(int n) {
    if (!solvers[n]) solvers[n] = new SudokuN(n);
    return *solvers[n];
}

/* the symbols of a notation */
static const char *symbols(int n, bool digits) {
    switch (n) {
    case 2: return "1234";
    case 3: return "123456789";
    case 4: return digits ? "123456789ABCDEFG" : "ABCDEFGHIJKLMNOP";
    case 5: return digits ? "123456789ABCDEFGHIJKLMNOP" : "ABCDEFGHIJKLMNOPQRSTUVWXY";
    default: return "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    }
}
static bool is_blank(int n, char ch) { return ch == '.' || ch == '-' || (ch == '0' && n < 6); }



/* a byte as it may appear in a message: 'c' if printable ASCII, else \xNN */
static string shown(char ch) {
    static const char *hex = "0123456789abcdef";
    unsigned char c = (unsigned char)ch;
    if (c >= 32 && c < 127) return string("'") + ch + "'";
    return string("\\x") + hex[c >> 4] + hex[c & 15];
}

static string trim(const string &s) {
    size_t a = 0, b = s.size();
    while (a < b && (s[a] == ' ' || s[a] == '\t' || s[a] == '\r')) a++;
    while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\t' || s[b - 1] == '\r')) b--;
    return s.substr(a, b - a);
}

static int box_of_side(int N) {  /* n with n*n == N, else 0 */
    for (int n = 2; n <= 6; n++) if (n * n == N) return n;
    return 0;
}
static int box_of_cells(int L) {  /* n with n^4 == L, else 0 */
    for (int n = 2; n <= 6; n++) if (n * n * n * n == L) return n;
    return 0;
}

enum Mode { FIRST, COUNT, LIMIT, UNIQUE, MEMO };
struct Options {
    Mode mode;
    DLX::u64 limit;
    Split sp;
    int max_box;   /* the largest box size read (fuzz targets lower it) */
    Options() : mode(FIRST), limit(0), max_box(6) {}
};

/* Read and answer every puzzle of `buf`; the answers go to `out` (flushed by the caller and
 * now and then), a bad input's message through fail() after the earlier answers. Returns the
 * exit status. */
static int run_text(const string &buf, const Options &o) {
    const Mode mode = o.mode;
    size_t start = 0;
    if (buf.size() >= 3 && (unsigned char)buf[0] == 0xEF && (unsigned char)buf[1] == 0xBB &&
        (unsigned char)buf[2] == 0xBF) start = 3;  /* UTF-8 byte order mark */
    vector<string> lines;
    while (start < buf.size()) {
        size_t e = buf.find('\n', start);
        if (e == string::npos) e = buf.size();
        lines.push_back(trim(buf.substr(start, e - start)));
        start = e + 1;
    }
    int nl = (int)lines.size();

    for (int i = 0; i < nl; i++) {
        const string &s = lines[i];
        if (s.empty()) continue;
        if (s == "end") break;
        int L = (int)s.size();
        int n = box_of_cells(L), N;
        bool grid = false;
        if (L == 16) {  /* a 4x4 puzzle, or the first row of a 16x16 grid */
            bool all16 = i + 16 <= nl, other = false;
            for (int j = i; j < i + 16 && j < nl && all16; j++) {
                if (lines[j].size() != 16) { all16 = false; break; }
                for (int k = 0; k < 16; k++)
                    if (!strchr("1234.-0", lines[j][k])) other = true;
            }
            for (int k = 0; k < 16; k++)
                if (!strchr("1234.-0", s[k])) other = all16 = true;
            if (all16 && other) { n = 4; grid = true; }
        } else if (!n) {
            n = box_of_side(L);
            if (!n) return fail("line of " + numtext((DLX::u64)L) + " characters is neither a puzzle (16, 81, 256, 625, 1296) nor a grid row (4, 9, 16, 25, 36)", i + 1);
            grid = true;
        }
        if (n > o.max_box) return fail("puzzle larger than this build reads", i + 1);
        N = n * n;
        int C = N * N;
        /* gather the cells and the line number of each row */
        string cells;
        vector<int> rowline(N);
        if (grid) {
            for (int r = 0; r < N; r++) {
                if (i + r >= nl || lines[i + r].empty() || lines[i + r] == "end")
                    return fail("grid ends after " + numtext((DLX::u64)r) + " rows (want " + numtext((DLX::u64)N) + ")", i + r + 1);
                if ((int)lines[i + r].size() != N)
                    return fail("grid row of " + numtext((DLX::u64)lines[i + r].size()) + " characters (want " + numtext((DLX::u64)N) + ")", i + r + 1);
                cells += lines[i + r];
                rowline[r] = i + r + 1;
            }
        } else {
            cells = s;
            for (int r = 0; r < N; r++) rowline[r] = i + 1;
        }
        bool digits = false;
        for (int k = 0; k < C; k++) if (cells[k] >= '1' && cells[k] <= '9') digits = true;
        const char *sym = symbols(n, digits);
        vector<int> val(C, -1);
        for (int k = 0; k < C; k++) {
            char ch = cells[k];
            if (is_blank(n, ch)) continue;
            const char *p = strchr(sym, ch);
            if (!p || ch == 0)
                return fail("bad character " + shown(ch) + " (want " +
                            (n == 2 ? "1-4" : n == 3 ? "1-9" : n == 4 ? (digits ? "1-9, A-G" : "A-P") :
                             n == 5 ? (digits ? "1-9, A-P" : "A-Y") : "0-9, A-Z") +
                            " or a blank '.', '-'" + (n < 6 ? ", '0'" : "") + ")", rowline[k / N]);
            val[k] = (int)(p - sym);
        }

        SudokuN &S = solver(n);
        bool ok = S.givens(val);
        if (mode == FIRST) {
            string res;
            if (ok && S.d.first()) {
                res.assign(C, '?');
                for (int k = 0; k < S.d.solution_size(); k++) {
                    int row = S.d.solution_row(k);
                    res[row / N] = sym[row % N];
                }
                S.d.end_search();
            }
            if (res.empty()) out += "no solution\n";
            else if (!grid) { out += res; out += '\n'; }
            else for (int r = 0; r < N; r++) { out.append(res, r * N, N); out += '\n'; }
            if (grid) out += '\n';
        } else if (mode == MEMO || mode == COUNT) {
            /* exact counts (--count, --memo; --threads, --parts): the givens are the root */
            S.d.unselect_all();
            vector<Sub> roots(1);
            roots[0].mult = 1;
            for (int k = 0; k < C; k++)
                if (val[k] >= 0) roots[0].rows.push_back(k * N + val[k]);
            Split sp = o.sp;
            sp.memo = mode == MEMO;
            out += ok ? split_count(S.d, roots, sp).str() : string("0");
            out += '\n';
        } else {
            DLX::u64 c = 0;
            if (ok) c = S.d.count(mode == UNIQUE ? 2 : o.limit);
            if (mode == UNIQUE) out += c == 0 ? "none\n" : c == 1 ? "unique\n" : "multiple\n";
            else { out += numtext(c); out += '\n'; }
        }
        S.d.unselect_all();
        if (grid) i += N - 1;
        if (out.size() > (1 << 16)) flush_out();
    }
    return 0;
}

#ifndef FUZZING  /* src/fuzz/sudoku.cpp includes this file without main and calls run_text */
int main(int argc, char **argv) {
    Options o;
    for (int a = 1; a < argc; a++) {
        string arg = argv[a];
        int st = 0;
        if (arg == "--count") o.mode = COUNT;
        else if (arg == "--memo") o.mode = MEMO;
        else if (arg == "--unique") o.mode = UNIQUE;
        else if (arg == "--first") o.mode = FIRST;
        else if (arg == "--limit" && a + 1 < argc) {
            const char *p = argv[++a];
            o.limit = 0;
            if (!*p) return fail("bad --limit value", 0);
            for (; *p; p++) {
                if (*p < '0' || *p > '9' || o.limit > (DLX::u64)1 << 59) return fail("bad --limit value", 0);
                o.limit = o.limit * 10 + (DLX::u64)(*p - '0');
            }
            if (o.limit == 0) return fail("bad --limit value", 0);
            o.mode = LIMIT;
        } else if (split_arg(argc, argv, a, o.sp, st)) {
            if (st) return st;
        } else return fail("unknown option " + arg + " (want --count, --memo, --limit K, --unique, --threads N, --parts K --part I)", 0);
    }
    o.sp.memo = o.mode == MEMO;
    int st = split_check(o.sp);
    if (st) return st;
    if (o.sp.active() && o.mode != COUNT && o.mode != MEMO)
        return fail("--threads and --parts go with --count or --memo", 0);
    string buf;
    {
        char tmp[65536];
        size_t k;
        while ((k = fread(tmp, 1, sizeof tmp, stdin)) > 0) buf.append(tmp, k);
    }
    st = run_text(buf, o);
    flush_out();
    return st;
}
#endif
