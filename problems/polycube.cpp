/* Task: polycube packing -- fill a box (or any set of cells, drawn as layers of text) with pieces
 *   drawn as layers of text.
 * Submit as: not a judge task; a command-line tool.  Input: `box X Y Z` or `board` + layers, then
 *   `piece NAME [COUNT]` + layers (COUNT a number, default 1, or `*` for any number); in a
 *   picture `.` is a cell, `#`/space a hole, blank lines separate layers; `%` a comment line.
 * Output: the count, or the box layer by layer with a piece number in each cell (--first,
 *   --print); --unique counts up to the symmetries of the box; --flip allows reflected pieces.
 *   --memo: the count by memoized counting (the core's count_memo), exact at any size.
 *   --threads N: the count on N threads (0: one per core); --parts K --part I: the count of part I (0 <= I < K) of a
 *   fixed K-way split of the search tree (the K part counts add up to the whole; with --memo too).
 *   With --print too: each solution printed whole (never interleaved), in any order, then the count.
 *   Every count is exact at any size (sums in Big). C++98 builds: --threads 1 only.
 * Method: DLX exact cover: one item per cell, one per counted piece copy (none for `*` pieces);
 *   rows = placements of the 24 rotations (48 with --flip), duplicates removed.
 *   The model, the reading, the options and the search are the tiling module's (src/tiling/,
 *   shared with polyomino); this file: the numbered picture, main().
 * Counting at scale (--threads/--parts): the tree cut into subtrees (rows selected from the root,
 *   the symmetric piece's representative placements first), as in xc; threads share an atomic index.
 * Status: counts vs brute (src/brute/tiling.cpp) and known facts (Soma 11,520 / 240); every
 *   printed solution checked by src/checkers/polycube.cpp; judge: none.
 * Dialects: c++98 c++17
 */
#include <cstdio>
#include <string>
#include <vector>
using namespace std;

#define TOOL_NAME "polycube"
#define TILING_DIM 3
#include "src/tiling/tiling.h"

static const char *const USAGE =
    "usage: polycube [options] [FILE]\n"
    "Fill a box (`box X Y Z`, or `board` and layers of text) with pieces (`piece NAME [COUNT]` and\n"
    "layers); prints the count, or the box layer by layer with a piece number in each cell.\n"
    "  --flip: reflected pieces allowed too\n"
    "  --memo: count by memoized counting (cached per set of empty cells and unused pieces), exact at any size\n"
    TILING_USAGE;

/* the box layer by layer: piece numbers (in order of first cell), holes '-', marks as given */
static void draw_solution(string &s, const Tiling &T, const vector<int> &own, const vector<int> &ip) {
    const Board &b = T.b;
    vector<int> num(ip.size(), 0);
    int nx = 0;
    for (size_t i = 0; i < own.size(); i++)
        if (own[i] >= 0 && num[own[i]] == 0) num[own[i]] = ++nx;
    int w = (int)numtext((u64)nx).size();
    for (int z = 0; z < b.D; z++) {
        if (z) s += '\n';
        for (int y = 0; y < b.H; y++) {
            string row;
            for (int x = 0; x < b.W; x++) {
                int c = b.at(x, y, z);
                string t;
                if (c >= 0) t = numtext((u64)num[own[c]]);
                else {
                    char ch = b.mark(x, y, z);
                    t = string(1, ch == ' ' || ch == '#' ? '-' : ch);
                }
                if (x) row += ' ';
                row += string(w - t.size(), ' ') + t;
            }
            s += row; s += '\n';
        }
    }
}

/* the puzzle in `buf`: read, build, search; the answer in `out` (flushed by the caller), a bad
 * input's message through fail(). Returns the exit status. */
static int run_text(const string &buf, const Options &o) {
    Tiling T;
    Run R(T);
    int st = read_model(buf, T);
    if (!st) st = build_model(T, o);
    return st ? st : search(T, R, o);
}

#ifndef FUZZING  /* src/fuzz/polycube.cpp includes this file without main and calls run_text */
int main(int argc, char **argv) {
    Options o;
    RunStats rs;
    Args a(argc, argv, USAGE);
    while (a.next()) {
        if (a.flag("--flip")) o.flip = true;
        else tiling_arg(a, o);
    }
    tiling_check(a, o);
    return run_input(a, rs, run_text, o);
}
#endif
