/* Task: Killer sudoku (9x9 with cages: distinct digits adding up to a sum), cages covering all or
 *   some of the cells -- not a judge task.
 * Submit as: nowhere (kept C++98-clean like the judge tasks).
 * Input: cases until EOF or a line `end`. A case: one 81-char line of givens ('.', '-' or '0' blank,
 *   1-9); the cage sums in order, ended by `0`; then 81 cage ids in row-major order (cage k, k >= 1,
 *   has the k-th sum; -1 = the cell is in no cage); numbers separated by blanks and newlines, the
 *   last id ends its line. Digits in a cage are distinct. Every cage must have 1..9 cells and a sum
 *   that distinct digits can make (else an error, exit 2).
 * Output: one 81-digit line per case (`no solution` if none); --count: the number of solutions;
 *   --limit K: the number, counting stops at K; --unique: `unique`, `none` or `multiple`;
 *   --memo, --threads N, --parts K --part I: the count as sudoku's (C++98 builds: --threads 1 only).
 *   The command line: `[options] [FILE]`, --help, --version (src/lib/options.h).
 * Method: DLX exact cover, rebuilt per case. Items: cell, row-digit, column-digit, box-digit. A cage
 *   with at most 3000 fillings (distinct digits, right sum, givens kept) gets one option per filling
 *   (its cells share one item); a larger cage gets a primary item chosen by one option per digit set
 *   of its size and sum, which also covers "cage k uses d" (primary) for every d NOT in the set,
 *   while the option of a cell of the cage with digit d covers "cage k uses d". Options:
 *   --sets (the set encoding for every cage), --xcc (the colored encoding first proposed: set
 *   options color "cage k allows d", cell options want color 1 and cover a secondary "uses d"),
 *   --fill-max N (the filling threshold, 0..10^9). All three count the same; the default is the fastest.
 *   The search: by default (--cp) the propagator search on the cells' candidates (src/grid/
 *   cpsearch.h: houses, cages, implied sums of the rule of 45, branching by conflict scores;
 *   docs/propagators.md); with --dc domain consistency on the matrix (src/grid/griddc.h, DCSearch
 *   with the cages by digit sets propagated whole, through the split driver; the default under
 *   --threads and --parts; a cage gets one option per filling up to 30 fillings then) or on the
 *   links (--no-dc, and --memo); docs/performance.md has the figures.
 *   The model, the matrix (with the three cage encodings), the options and the run modes are the
 *   grid module's (src/grid/, shared with sudoku and jigsaw); this file: the cages, main().
 * Status: samples + generated cases vs brute pass; judge: none.
 * Dialects: c++98 c++17
 */
#include <cstdio>
#include <string>
#include <vector>
using namespace std;

#define TOOL_NAME "killer"
#include "src/grid/grid.h"

static const char *const USAGE =
    "usage: killer [options] [FILE]\n"
    "Killer sudoku, cases until the end or a line `end`: an 81-character givens line, the cage sums\n"
    "ended by 0, then the 81 cage ids (-1: no cage)\n"
    "  --sets, --xcc: every cage by its digit sets (with colors for --xcc); --fill-max N: a cage with\n"
    "    at most N fillings (default 3000, 30 under --dc) gets one option per filling, a larger one its digit sets\n"
    GRID_SEARCH_USAGE
    GRID_USAGE;

/* the cage sums and ids of a case into G's cages (and its boxes); 0, or the exit status after fail() */
static int read_cages(Input &in, Grid &G, const int *) {
    string t;
    /* cage sums until 0 */
    vector<int> sum, sumline;
    for (;;) {
        if (!in.token(t)) return fail("cage sums not ended by 0", in.lineno() + 1);
        int v;
        if (!parse_int(t, v) || v < 0) return fail("bad cage sum '" + shown(t) + "'", in.lineno());
        if (v == 0) break;
        if (sum.size() == 81) return fail("more than 81 cage sums", in.lineno());
        sum.push_back(v);
        sumline.push_back(in.lineno());
    }
    int K = (int)sum.size();
    /* cage ids */
    vector<Cage> cages(K);
    for (int k = 0; k < 81; k++) {
        if (!in.token(t))
            return fail("case ends after " + numtext((DLX::u64)k) + " cage ids (want 81)", in.lineno() + 1);
        int v;
        if (!parse_int(t, v) || v == 0 || v < -1) return fail("bad cage id '" + shown(t) + "' (want -1 or 1..number of sums)", in.lineno());
        if (v > K) return fail("cage id " + t + " has no sum", in.lineno());
        if (v > 0) cages[v - 1].cells.push_back(k);
    }
    if (!in.line_done()) return fail("more than 81 cage ids", in.lineno());
    for (int c = 0; c < K; c++) {
        string name = "cage " + numtext((DLX::u64)(c + 1));
        int size = (int)cages[c].cells.size();
        if (size == 0) return fail(name + " has a sum but no cells", sumline[c]);
        if (size > 9) return fail(name + " has " + numtext((DLX::u64)size) + " cells (at most 9)", sumline[c]);
        int lo = size * (size + 1) / 2, hi = size * (19 - size) / 2;
        if (sum[c] < lo || sum[c] > hi)
            return fail(name + ": sum " + numtext((DLX::u64)sum[c]) + " impossible for " + numtext((DLX::u64)size) + " distinct digits", sumline[c]);
        cages[c].sum = sum[c];
        cages[c].line = sumline[c];
    }
    G.add_boxes(3, 3);
    G.cages = cages;
    return 0;
}

/* Read and solve every case of buf; the answers go to out, a bad input's message through
 * fail() after the earlier answers. Returns the exit status. */
static int run_text(const string &buf, const Options &o) {
    Options k = o;
    k.case_stats = true;   /* --stats: a line per case, which search ran */
    return run_cases81(buf, k, read_cages, true);
}

#ifndef FUZZING  /* src/fuzz/killer.cpp includes this file without main and calls run_text */
/* killer's own options: the cage encodings (grid_cage_arg), --dc, --no-dc */
static bool killer_arg(Args &a, Options &o) { return grid_dc_arg(a, o) || grid_cage_arg(a, o); }

int main(int argc, char **argv) { return grid_main(argc, argv, USAGE, killer_arg, run_text); }
#endif
