/* Task: Jigsaw sudoku (9x9, nine irregular regions instead of the boxes) -- not a judge task.
 * Submit as: nowhere (kept C++98-clean like the judge tasks).
 * Input: cases until EOF or a line `end`. A case: one 81-char line of givens ('.', '-' or '0' blank,
 *   1-9), then the 81 region ids in row-major order: integers separated by blanks and newlines (the
 *   last id ends its line), or one 81-character line of id characters (0-9, A-Z, a-z). Any 9 distinct
 *   ids, 9 cells each; regions need not be connected.
 * Output: one 81-digit line per case (`no solution` if none); --count: the number of solutions;
 *   --limit K: the number, counting stops at K; --unique: `unique`, `none` or `multiple`;
 *   --memo, --threads N, --parts K --part I: the count as sudoku's (C++98 builds: --threads 1 only).
 *   The command line: `[options] [FILE]`, --help, --version (src/lib/options.h).
 * Method: DLX exact cover, 324 items (cell, row-digit, column-digit, region-digit), 729 options per case.
 *   The model, the matrix, the options and the run modes are the grid module's (src/grid/, shared
 *   with sudoku and killer); this file: the region ids, main().
 * Status: sample + generated cases vs brute pass; judge: none.
 * Dialects: c++98 c++17
 */
#include <cstdio>
#include <string>
#include <vector>
using namespace std;

#define TOOL_NAME "jigsaw"
#define GRID_NO_DC  /* the links search only (DC does not win a jigsaw's first solution: docs/performance.md) */
#include "src/grid/grid.h"

static const char *const USAGE =
    "usage: jigsaw [options] [FILE]\n"
    "Jigsaw sudoku, cases until the end or a line `end`: an 81-character givens line, then the 81\n"
    "region ids (numbers, or one line of characters)\n"
    GRID_USAGE;

/* the region ids of a case into G's groups (9 regions of 9 cells); 0, or the exit status after fail() */
static int read_regions(Input &in, Grid &G, const int *) {
    string t;
    vector<string> id(81);
    if (!in.token(t)) return fail("missing region ids", in.lineno() + 1);
    if (t.size() == 81 && in.line_done()) {
        for (int k = 0; k < 81; k++) {
            char ch = t[k];
            if (!((ch >= '0' && ch <= '9') || (ch >= 'A' && ch <= 'Z') || (ch >= 'a' && ch <= 'z')))
                return fail("bad region id character '" + shown(string(1, ch)) + "'", in.lineno());
            id[k] = string(1, ch);
        }
    } else {
        for (int k = 0; k < 81; k++) {
            if (k > 0 && !in.token(t))
                return fail("case ends after " + numtext((DLX::u64)k) + " region ids (want 81)", in.lineno() + 1);
            int v;
            if (!parse_int(t, v)) return fail("bad region id '" + shown(t) + "'", in.lineno());
            id[k] = numtext((DLX::u64)(v < 0 ? -v : v));
            if (v < 0) id[k] = "-" + id[k];
        }
        if (!in.line_done()) return fail("more than 81 region ids", in.lineno());
    }
    /* number the regions in order of first appearance; 9 of 9 cells each */
    vector<string> names;
    int reg[81], cnt[81];
    for (int k = 0; k < 81; k++) {
        int r = -1;
        for (int j = 0; j < (int)names.size(); j++) if (names[j] == id[k]) { r = j; break; }
        if (r < 0) {
            if (names.size() == 9) return fail("more than 9 regions", in.lineno());
            r = (int)names.size();
            names.push_back(id[k]);
            cnt[r] = 0;
        }
        reg[k] = r;
        cnt[r]++;
    }
    if (names.size() != 9) return fail(numtext((DLX::u64)names.size()) + " regions (want 9)", in.lineno());
    for (int r = 0; r < 9; r++)
        if (cnt[r] != 9) return fail("region " + names[r] + " has " + numtext((DLX::u64)cnt[r]) + " cells (want 9)", in.lineno());
    G.add_regions(reg, 9);
    return 0;
}

/* Read and solve every case of buf; the answers go to out, a bad input's message through
 * fail() after the earlier answers. Returns the exit status. */
static int run_text(const string &buf, const Options &o) { return run_cases81(buf, o, read_regions); }

#ifndef FUZZING  /* src/fuzz/jigsaw.cpp includes this file without main and calls run_text */
int main(int argc, char **argv) { return grid_main(argc, argv, USAGE, 0, run_text); }
#endif
