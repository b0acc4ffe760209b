/* Task: polyomino tiling -- cover a board drawn as text with pieces drawn as text.
 * Submit as: not a judge task; a command-line tool.  Input: `board` + picture, `piece NAME [COUNT]`
 *   + picture (COUNT a number, default 1, or `*` for any number); `.` a cell, `#`/space a hole,
 *   on the board letters/digits/`*`/`@` mark cells that stay uncovered; `%` starts a comment line.
 * Output: the count, or lettered pictures (--first, --print), --unique up to board symmetry,
 *   --svg FILE; --date Mon D solves the built-in daily calendar puzzle.
 *   --memo: the count by memoized counting (the core's count_memo), exact at any size.
 *   --threads N: the count on N threads (0: one per core); --parts K --part I: the count of part I (0 <= I < K) of a
 *   fixed K-way split of the search tree (the K part counts add up to the whole; with --memo too).
 *   With --print too: each solution printed whole (never interleaved), in any order, then the count.
 *   Every count is exact at any size (sums in Big). C++98 builds: --threads 1 only.
 * Method: DLX exact cover: one item per cell, one per counted piece copy (copies kept in order
 *   by secondary items); rows = placements of
 *   every distinct rotation/reflection. Copies of one piece are ordered by their first cell.
 *   The model, the reading, the options and the search are the tiling module's (src/tiling/,
 *   shared with polycube); this file: the lettered picture, --svg, the calendar, main().
 * Counting at scale (--threads/--parts): the tree cut into subtrees (rows selected from the root,
 *   the symmetric piece's representative placements first), as in xc; threads share an atomic index.
 * Status: counts vs brute (src/brute/tiling.cpp) and known facts; every picture checked by
 *   src/checkers/polyomino.cpp; judge: none.
 * Dialects: c++98 c++17
 */
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
using namespace std;

#define TOOL_NAME "polyomino"
#define TILING_DIM 2
#include "src/tiling/tiling.h"

static const char *const USAGE =
    "usage: polyomino [options] [FILE]\n"
    "Cover a board (`board` and a picture) with pieces (`piece NAME [COUNT]` and a picture); prints\n"
    "the count, or the board with a letter per piece.\n"
    "  --no-flip: pieces are not turned over (rotations only)\n"
    "  --svg FILE: the board and the first solution found as SVG (- : standard output)\n"
    "  --date MON DAY: the daily calendar puzzle of that date (no input); --dump: print its text\n"
    "  --memo: count by memoized counting (cached per set of uncovered cells and unused pieces), exact at any size\n"
    TILING_USAGE;

/* ---------------- the picture: a letter per piece ---------------- */
/* letter of each instance: piece names if every piece is used once and named by one
 * distinct character, else A-Z a-z 0-9 in order of first cell */
static vector<char> letters(const Tiling &T, const vector<int> &own, const vector<int> &ip) {
    const vector<Piece> &P = T.pieces;
    bool names = true;
    for (size_t p = 0; p < P.size() && names; p++) {
        if (P[p].count != 1 || P[p].name.size() != 1) names = false;
        for (size_t q = 0; q < p && names; q++) if (P[q].name == P[p].name) names = false;
    }
    static const char *abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    vector<char> l(ip.size(), '?');
    int nx = 0;
    for (size_t i = 0; i < own.size(); i++) {
        int k = own[i];
        if (k < 0 || l[k] != '?') continue;
        l[k] = names ? P[ip[k]].name[0] : abc[nx++ % 62];
    }
    return l;
}

/* the board with each cell's letter; holes and marks as drawn, trailing blanks dropped */
static void draw_solution(string &s, const Tiling &T, const vector<int> &own, const vector<int> &ip) {
    const Board &b = T.b;
    vector<char> l = letters(T, own, ip);
    for (int z = 0; z < b.D; z++)
        for (int y = 0; y < b.H; y++) {
            string row;
            for (int x = 0; x < b.W; x++) {
                int c = b.at(x, y, z);
                row += c >= 0 ? l[own[c]] : b.mark(x, y, z);
            }
            while (!row.empty() && row[row.size() - 1] == ' ') row.erase(row.size() - 1);
            s += row; s += '\n';
        }
}

/* --svg FILE ('-': stdout): the board, and the first solution found in color */
static bool write_svg(const Run &R, const string &file) {
    const Board &b = R.T->b;
    const int S = 32;
    string s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    s += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + numtext((u64)(b.W * S + 4)) + "\" height=\"" +
         numtext((u64)(b.H * S + 4)) + "\" font-family=\"sans-serif\" font-size=\"16\" text-anchor=\"middle\">\n";
    vector<char> l;
    if (R.have_first) l = letters(*R.T, R.first_owner, R.first_ipiece);
    for (int y = 0; y < b.H; y++)
        for (int x = 0; x < b.W; x++) {
            char ch = b.mark(x, y, 0);
            int c = b.at(x, y, 0);
            if (c < 0 && (ch == ' ' || ch == '#')) continue;
            string fill = "#dddddd";
            char label = ch;
            if (c >= 0 && R.have_first) {
                int k = R.first_owner[c];
                /* one color per piece (hue by instance; golden-angle spacing) */
                int hue = (int)((k * 137.508) + 0.5) % 360;
                fill = "hsl(" + numtext((u64)hue) + ",70%,65%)";
                label = l[k];
            } else if (c >= 0) label = ' ';
            s += "<rect x=\"" + numtext((u64)(x * S + 2)) + "\" y=\"" + numtext((u64)(y * S + 2)) + "\" width=\"" +
                 numtext((u64)S) + "\" height=\"" + numtext((u64)S) + "\" fill=\"" + fill + "\" stroke=\"#333\"/>\n";
            if (label != ' ') {
                string t(1, label);
                if (label == '&') t = "&amp;"; else if (label == '<') t = "&lt;";
                s += "<text x=\"" + numtext((u64)(x * S + 2 + S / 2)) + "\" y=\"" + numtext((u64)(y * S + 2 + S / 2 + 6)) +
                     "\">" + t + "</text>\n";
            }
        }
    s += "</svg>\n";
    FILE *f = file == "-" ? stdout : fopen(file.c_str(), "wb");
    if (!f) return false;
    if (f == stdout) flush_out();
    bool ok = fwrite(s.data(), 1, s.size(), f) == s.size();
    if (f != stdout) ok = fclose(f) == 0 && ok;
    return ok;
}

/* ---------------- the daily calendar puzzle ---------------- */
static const char *MONTHS[12] = {"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"};

static string calendar_text(int month, int day) {  /* month 1..12 (0: none), day 1..31 (0: none) */
    static const char *board[7] = {"......#", "......#", ".......", ".......", ".......", ".......", "...####"};
    vector<string> g(board, board + 7);
    if (month) g[(month - 1) / 6][(month - 1) % 6] = '*';
    if (day) g[2 + (day - 1) / 7][(day - 1) % 7] = '*';
    static const char *NAMES[12] = {"January", "February", "March", "April", "May", "June", "July",
                                    "August", "September", "October", "November", "December"};
    string s;
    if (month && day) {
        string mon(1, (char)(MONTHS[month - 1][0] - 'a' + 'A'));
        mon += MONTHS[month - 1] + 1;
        s += "% The daily calendar puzzle for " + string(NAMES[month - 1]) + " " + numtext((u64)day) +
             ": every cell except " + mon + " and " + numtext((u64)day) + " is covered.\n";
    }
    s += "% Rows 1-2: Jan..Jun, Jul..Dec; rows 3-7: the days 1..31; '#' blocked, '*' the date.\n";
    s += "board\n";
    for (int r = 0; r < 7; r++) s += g[r] + "\n";
    s += "\npiece R\nRRR\nRRR\n\npiece U\nU U\nUUU\n\npiece V\nV\nV\nVVV\n\npiece Z\nZZ\n Z\n ZZ\n"
         "\npiece P\nPP\nPP\nP\n\npiece Y\n Y\nYY\n Y\n Y\n\npiece N\n N\nNN\nN\nN\n\npiece L\nL\nL\nL\nLL\n";
    return s;
}

/* Read the puzzle in `buf` and answer; the answer goes to `out` (flushed by the caller), a bad
 * input's message through fail(). Returns the exit status. */
static int run_text(const string &buf, const Options &o) {
    Tiling T;
    Run R(T);
    int st = read_model(buf, T);
    if (!st) st = build_model(T, o);
    if (!st) st = search(T, R, o);
    if (st || o.svg.empty()) return st;
    return write_svg(R, o.svg) ? 0 : fail("cannot write " + o.svg, 0);
}

#ifndef FUZZING  /* src/fuzz/polyomino.cpp includes this file without main and calls run_text */
int main(int argc, char **argv) {
    Options o;
    RunStats rs;
    int month = 0, day = 0;
    bool dump = false;
    Args a(argc, argv, USAGE);
    while (a.next()) {
        if (a.flag("--no-flip")) o.flip = false;
        else if (a.flag("--dump")) dump = true;
        else if (a.value("--svg", o.svg)) continue;
        else if (a.flag("--date")) {
            if (a.stopped()) break;
            if (!a.has(2)) { a.error("option --date needs MON DAY"); break; }
            string m0 = a.take(), dd = a.take(), m = m0;
            uint64_t dv = 0;
            for (size_t i = 0; i < m.size(); i++) if (m[i] >= 'A' && m[i] <= 'Z') m[i] = (char)(m[i] - 'A' + 'a');
            for (int k = 0; k < 12; k++) if (m.size() >= 3 && string(MONTHS[k]) == m.substr(0, 3)) month = k + 1;
            if (!month) a.error("unknown month '" + m0 + "' in --date");
            else if (!whole_number(dd, 31, dv) || dv < 1) a.error("bad day '" + dd + "' in --date (want 1..31)");
            day = (int)dv;
        } else tiling_arg(a, o);
    }
    tiling_check(a, o);
    if (a.stopped()) return a.status;
    string buf;
    if (month) {
        buf = calendar_text(month, day);
        if (dump) { out = buf; flush_out(); return 0; }
    } else if (!a.input(buf)) return a.status;
    o.sp.tally = &rs.tally;  /* the search nodes, for --stats */
    int st = run_text(buf, o);
    flush_out();
    if (o.stats) rs.print();
    return st;
}
#endif
