/* Task: Sudoku of any box size n = 2..6 (4x4, 9x9, 16x16, 25x25, 36x36) -- not a judge task.
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
 *   --dc: the grid module's domain-consistency search (src/grid/griddc.h) instead of the links
 *   (faster counts of hard puzzles, slower first solutions: docs/sudoku.md).
 *   The model, the matrix, the options and the run modes are the grid module's (src/grid/, shared
 *   with jigsaw and killer); this file: the notations and the puzzle forms, main().
 * Status: samples + generated cases vs brute pass; judge: none.
 * Dialects: c++98 c++17
 */
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>
using namespace std;

#define TOOL_NAME "sudoku"
#include "src/grid/grid.h"

static const char *const USAGE =
    "usage: sudoku [options] [FILE]\n"
    "Sudoku of box size n = 2..6, puzzles until the end or a line `end`: each one line of n^4 cells\n"
    "or n^2 lines of n^2 cells, '.' blank (see the header of problems/sudoku.cpp for the symbols)\n"
    GRID_USAGE
    "  --dc: search with domain consistency (src/engine/dcsearch.h) instead of the links (the\n"
    "  default: DC does not win a sudoku's first solution; it counts hard ones faster)\n";

/* sudoku's own option: --dc (--no-dc: the default, the links) */
static bool sudoku_arg(Args &a, Options &o) { return grid_dc_arg(a, o); }

/* the matrix of an N x N sudoku (N = n*n): rows, columns and boxes; built once per size */
static GridBuild *built[7];
static GridBuild &matrix(int n) {
    if (!built[n]) {
        int N = n * n;
        Grid g(N, N, N);
        g.add_rows();
        g.add_cols();
        g.add_boxes(n, n);
        vector<int> none(N * N, -1);
        built[n] = new GridBuild;
        built[n]->build(g, &none[0], CageCoding());
    }
    return *built[n];
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

static int box_of_side(int N) {  /* n with n*n == N, else 0 */
    for (int n = 2; n <= 6; n++) if (n * n == N) return n;
    return 0;
}
static int box_of_cells(int L) {  /* n with n^4 == L, else 0 */
    for (int n = 2; n <= 6; n++) if (n * n * n * n == L) return n;
    return 0;
}

/* a puzzle as read: its box size, its form (one line or a grid), its notation, its givens */
struct Puzzle {
    int n;
    bool grid;
    const char *sym;
    vector<int> val;
};

/* The puzzle whose first line in.lines[i] was just read into p (in then past it); 0, or the
 * exit status after fail() */
static int read_puzzle(Input &in, const Options &o, Puzzle &p) {
    const vector<string> &lines = in.lines;
    int nl = (int)lines.size(), i = in.lineno() - 1;
    const string &s = lines[i];
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
        in.li += N - 1;
    } else {
        cells = s;
        for (int r = 0; r < N; r++) rowline[r] = i + 1;
    }
    bool digits = false;
    for (int k = 0; k < C; k++) if (cells[k] >= '1' && cells[k] <= '9') digits = true;
    p.n = n;
    p.grid = grid;
    p.sym = symbols(n, digits);
    p.val.assign(C, -1);
    for (int k = 0; k < C; k++) {
        char ch = cells[k];
        if (is_blank(n, ch)) continue;
        const char *q = strchr(p.sym, ch);
        if (!q || ch == 0)
            return fail("bad character " + (ch >= 32 && ch < 127 ? "'" + string(1, ch) + "'" : shown(string(1, ch))) + " (want " +
                        (n == 2 ? "1-4" : n == 3 ? "1-9" : n == 4 ? (digits ? "1-9, A-G" : "A-P") :
                         n == 5 ? (digits ? "1-9, A-P" : "A-Y") : "0-9, A-Z") +
                        " or a blank '.', '-'" + (n < 6 ? ", '0'" : "") + ")", rowline[k / N]);
        p.val[k] = (int)(q - p.sym);
    }
    return 0;
}

/* Read and answer every puzzle of buf (until EOF or a line `end`); the answers go to out, a
 * bad input's message through fail() after the earlier answers. Returns the exit status. */
static int run_text(const string &buf, const Options &o) {
    Input in(buf);
    string s;
    while (in.line(s)) {
        if (s == "end") break;
        Puzzle p;
        int st = read_puzzle(in, o, p);
        if (st) return st;
        grid_answer(matrix(p.n), &p.val[0], (int)p.val.size(), o, p.sym, p.grid ? p.n * p.n : 0, o.dc == DC_ON);
    }
    return 0;
}

#ifndef FUZZING  /* src/fuzz/sudoku.cpp includes this file without main and calls run_text */
int main(int argc, char **argv) { return grid_main(argc, argv, USAGE, sudoku_arg, run_text); }
#endif
