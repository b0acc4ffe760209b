/* The grid-puzzle module, part 7: puzzles as ISS writes them (the Interactive Sudoku Solver's
 * constraint strings, one puzzle per line: `.Shape~6x6.~R1C1_5~R2C3_1_2.Thermo~R1C1~R1C2...`),
 * read into a Grid for the propagator search (src/grid/cpsearch.h).
 *   iss_read(line, lineno, P)   one puzzle: P.G (groups, cages, sums, variant rules), P.val (the
 *                               givens), P.sym (each symbol's character in ISS's short solution:
 *                               digits, or letters from A for 1 when the values go past 9);
 *                               0, or the exit status after fail()
 *   IssReader::item() / finish()  the same items one by one: also the groups format's rule
 *                               statements (named: cells rRcC, '#' cells, any symbol values;
 *                               GROUPS_RULES maps its keywords to the types; problems/groups.cpp)
 *   iss_to_groups(line, lineno, out)  an ISS string in the groups format (--to-groups)
 * The items: `.TYPE~ARG~ARG...`; cells are RrCc with r and c in base 17 (1-9, then A-G for
 * 10-16). docs/groups.md, "ISS constraint strings", lists the types read and their rules; a type
 * not among them is an error that names it. */
#ifndef DLX_GRID_ISS_H
#define DLX_GRID_ISS_H
#include <algorithm>
#include <string>
#include <vector>
#include "src/grid/model.h"
#include "src/grid/read.h"

struct IssPuzzle {
    Grid G;
    std::vector<int> val;   /* per cell: a given symbol or -1 */
    std::string sym;        /* per symbol: its character in the answer */
    IssPuzzle() : G(0, 0, 0) {}
};

/* a string split at sep */
static inline std::vector<std::string> iss_split(const std::string &s, char sep) {
    std::vector<std::string> r(1);
    for (size_t i = 0; i < s.size(); i++) { if (s[i] == sep) r.push_back(std::string()); else r.back() += s[i]; }
    return r;
}

/* cell t (RrCc, r and c in base 17: 1-9, A-G or a-g) of an R x C grid into k: 0; 1: not RrCc;
 * 2: no such cell in the grid (ISS's strings, src/grid/fpuzzles.h's writer) */
static inline int iss_cell(const std::string &t, int R, int C, int &k) {
    int rc[2];
    if (t.size() != 4 || (t[0] != 'R' && t[0] != 'r') || (t[2] != 'C' && t[2] != 'c')) return 1;
    for (int i = 0; i < 2; i++) {
        char ch = t[1 + 2 * i];
        int v = ch >= '1' && ch <= '9' ? ch - '0' : ch >= 'A' && ch <= 'G' ? ch - 'A' + 10 : ch >= 'a' && ch <= 'g' ? ch - 'a' + 10 : 0;
        if (!v || v > (i ? C : R)) return 2;
        rc[i] = v - 1;
    }
    k = rc[0] * C + rc[1];
    return 0;
}

/* the variant rules of the groups format: its keyword, the ISS type it is read as (the groups
 * format's `group`, `cage`, `sum`, `regions`, `diagonals` are its own) */
static const char *const GROUPS_RULES[][2] = {
    {"thermo", "Thermo"}, {"slowthermo", "SlowThermo"}, {"whisper", "Whisper"}, {"renban", "Renban"},
    {"palindrome", "Palindrome"}, {"between", "Between"}, {"lockout", "Lockout"}, {"modular", "Modular"},
    {"entropic", "Entropic"}, {"zipper", "Zipper"}, {"regionsumline", "RegionSumLine"}, {"sumline", "SumLine"},
    {"arrow", "Arrow"}, {"pillarrow", "PillArrow"}, {"doublearrow", "DoubleArrow"}, {"littlekiller", "LittleKiller"},
    {"sandwich", "Sandwich"}, {"xsum", "XSum"}, {"skyscraper", "Skyscraper"}, {"quad", "Quad"},
    {"indexing", "Indexing"}, {"valueindexing", "ValueIndexing"}, {"samevalues", "SameValues"},
    {"antiknight", "AntiKnight"}, {"antiking", "AntiKing"}, {"anticonsecutive", "AntiConsecutive"},
    {"whitedot", "WhiteDot"}, {"blackdot", "BlackDot"}, {"difference", "Difference"}, {"ratio", "Ratio"}, {"sumdot", "SumDot"}, {"x", "X"}, {"v", "V"}, {"greaterthan", "GreaterThan"},
    {"strictkropki", "StrictKropki"}, {"strictxv", "StrictXV"}, {"windoku", "Windoku"}, {"disjointsets", "DisjointSets"},
    {"diagonal", "Diagonal"}, {"allow", "Allow"}, {"odd", "Odd"}, {"even", "Even"}, {"minimum", "Minimum"},
    {"maximum", "Maximum"}, {"nabner", "Nabner"},
};
static const int GROUPS_RULE_COUNT = (int)(sizeof GROUPS_RULES / sizeof GROUPS_RULES[0]);

struct IssReader {
    Grid &G;
    std::vector<int> &val;   /* per cell: a given symbol or -1 */
    int line;
    int R, C, N, offset;   /* ISS: values offset + 1 .. offset + N (the groups format: G's values) */
    bool named;            /* the groups format's statements: cells rRcC (decimal), '#' cells */
    std::string type;      /* the item being read */
    std::vector<int> pairs_dot, pairs_xv;   /* cell pairs (a * cells + b, a < b) with a dot, an X or V */
    std::vector<std::vector<int> > region_lines;   /* RegionSumLine's cells (cut once the regions are known) */
    std::vector<int> box_index;   /* Indexing~B's cells (ruled once the regions are known) */
    std::vector<unsigned char> extreme;   /* the groups format's maximum (bit 0) and minimum (bit 1) cells (empty: none) */
    std::vector<uint64_t> allow;   /* per cell: the symbols allowed (empty: all) */
    int strict_kropki;   /* StrictKropki: 1 no consecutive pair, 2 no pair one twice the other, 3 both */
    std::vector<int> neg_diffs, neg_ratios, neg_sums;   /* StrictKropki~dD, ~rR, StrictXV~sS (~x, ~v): undotted pairs not so */
    bool strict_xv;
    bool raw, noboxes;     /* ISS's Shape~...~Raw (no rows, columns, boxes), NoBoxes */
    /* the sudoku of Windoku and DisjointSets: sq_n x sq_n cells from (sq_r0, sq_c0), boxes bh x bw
     * (sq_n 0: none); rg: per cell its box or region for RegionSumLine (-1: none) */
    int sq_r0, sq_c0, sq_n, bh, bw;
    std::vector<int> rg;
    IssReader(Grid &g, std::vector<int> &v, int l)
        : G(g), val(v), line(l), R(9), C(9), N(9), offset(0), named(false), strict_kropki(0), strict_xv(false), raw(false), noboxes(false),
          sq_r0(0), sq_c0(0), sq_n(0), bh(0), bw(0) {}

    int bad(const std::string &what) {
        std::string t = type;   /* (the groups format's keyword: in lower case) */
        for (size_t i = 0; named && i < t.size(); i++) if (t[i] >= 'A' && t[i] <= 'Z') t[i] = (char)(t[i] - 'A' + 'a');
        return fail(t.empty() ? what : t + ": " + what, line);
    }
    /* the form wanted, as ISS writes it or as the groups format does (named) */
    int want(const std::string &iss, const std::string &groups) { return bad(named ? groups : iss); }
    /* a cell: RrCc (ISS), or rRcC (named) that is not '#' */
    int cell(const std::string &t, int &k) {
        int st = named ? grid_cell_name(t, R, C, k) : iss_cell(t, R, C, k);
        if (st == 1) return bad("bad cell '" + shown(t) + (named ? "' (want rRcC)" : "' (want RrCc)"));
        if (st == 2) return bad("no cell '" + shown(t) + "' in a " + numtext((uint64_t)R) + "x" + numtext((uint64_t)C) + " grid");
        if (G.is_hole(k)) return bad("cell " + shown(t) + " is '#' (no cell)");
        return 0;
    }
    int cells(const std::vector<std::string> &a, size_t from, std::vector<int> &ks, size_t at_least) {
        ks.clear();
        for (size_t i = from; i < a.size(); i++) { int k, st = cell(a[i], k); if (st) return st; ks.push_back(k); }
        if (ks.size() < at_least) return bad("at least " + numtext((uint64_t)at_least) + " cells wanted");
        return 0;
    }
    int number(const std::string &t, int &v) { return parse_int(t, v) ? 0 : bad("bad number '" + shown(t) + "'"); }
    int value(int s) const { return G.val(s); }
    /* the symbol of value v, or -1 */
    int symbol(int v) const { for (int s = 0; s < N; s++) if (G.val(s) == v) return s; return -1; }
    int min_value() const { int m = value(0); for (int s = 1; s < N; s++) m = std::min(m, value(s)); return m; }
    int max_value() const { int m = value(0); for (int s = 1; s < N; s++) m = std::max(m, value(s)); return m; }
    uint64_t all() const { return N == 64 ? ~(uint64_t)0 : (((uint64_t)1 << N) - 1); }
    /* cell k may hold only the symbols of m */
    void only(int k, uint64_t m) { if (allow.empty()) allow.assign(R * C, all()); allow[k] &= m; }

    /* a rule between cells a and b: rel(value of a, value of b) */
    template <class F> void rel(int a, int b, F f) {
        Rel r;
        r.a = a; r.b = b; r.ok.assign(N, 0);
        for (int s = 0; s < N; s++)
            for (int t = 0; t < N; t++) if (f(value(s), value(t))) r.ok[s] |= (uint64_t)1 << t;
        G.rels.push_back(r);
    }
    void differ(int a, int b) { std::vector<int> g(2); g[0] = a; g[1] = b; G.groups.push_back(g); }
    /* the symbols' values are a run of whole numbers (ISS's always; the groups format's may not be) */
    bool consecutive_values() const {
        if (G.value.empty()) return true;
        std::vector<int> v(G.value);
        std::sort(v.begin(), v.end());
        for (size_t i = 1; i < v.size(); i++) if (v[i] != v[0] + (int)i) return false;
        return true;
    }
    bool adjacent(int a, int b) const { int d = a > b ? a - b : b - a; return d == C ? true : d == 1 && a / C == b / C; }
    /* the adjacent pairs among ks, each cell with the later ones (ISS's order) */
    void adjacent_pairs(const std::vector<int> &ks, std::vector<std::pair<int, int> > &out) const {
        out.clear();
        for (size_t i = 0; i < ks.size(); i++)
            for (size_t j = i + 1; j < ks.size(); j++) if (adjacent(ks[i], ks[j])) out.push_back(std::make_pair(ks[i], ks[j]));
    }

    /* indexing: the cell k, at place `me` (1-based) of its line, with value v: the line's v-th cell
     * holds me (a value past the line or indexing a '#' cell: not allowed); 0, or bad() */
    int index_rule(int k, const std::vector<int> &line, int me);
    /* a whole row or column: Rn or Cn (n decimal), from its first cell (dir 1) or its last (-1) */
    int line_of(const std::string &t, int dir, std::vector<int> &ks) {
        int n = 0;
        ks.clear();
        char rc = t.empty() ? 0 : t[0] == 'r' ? 'R' : t[0] == 'c' ? 'C' : t[0];
        if (t.size() < 2 || (rc != 'R' && rc != 'C') || !parse_int(t.substr(1), n) || n < 1 || n > (rc == 'R' ? R : C))
            return bad(named ? "bad row or column '" + shown(t) + "' (want rN or cN)" : "bad row or column '" + shown(t) + "' (want Rn or Cn)");
        for (int i = 0; i < (rc == 'R' ? C : R); i++) {   /* ('#' cells left out) */
            int k = rc == 'R' ? (n - 1) * C + i : i * C + n - 1;
            if (!G.is_hole(k)) ks.push_back(k);
        }
        if (dir < 0) std::reverse(ks.begin(), ks.end());
        return 0;
    }
    /* the diagonal of a little killer clue by its first cell (ISS's LittleKiller.cellMap): from
     * the left side down-right, the right side up-left, the top down-left, the bottom up-right;
     * empty if none starts there */
    void diagonal_from(int k, std::vector<int> &ks) const {
        ks.clear();
        std::vector<std::vector<int> > seen;
        int r0 = k / C, c0 = k % C;
        for (int side = 0; side < 4; side++) {
            int n = side == 0 ? R - 1 : side == 1 ? R - 2 : side == 2 ? C - 1 : C - 2;
            for (int i = 0; i < n; i++) {
                int r = side == 0 ? i : side == 1 ? i + 1 : side == 2 ? 0 : R - 1;
                int c = side == 0 ? 0 : side == 1 ? C - 1 : side == 2 ? i + 1 : i + 1;
                int dr = side == 0 ? 1 : side == 1 ? -1 : side == 2 ? 1 : -1, dc = side == 0 ? 1 : side == 1 ? -1 : side == 2 ? -1 : 1;
                std::vector<int> d;
                for (int rr = r, cc = c; rr >= 0 && cc >= 0 && rr < R && cc < C; rr += dr, cc += dc) d.push_back(rr * C + cc);
                if (d.size() <= 1) continue;
                std::vector<int> key = d;
                std::sort(key.begin(), key.end());
                if (std::find(seen.begin(), seen.end(), key) != seen.end()) continue;
                seen.push_back(key);
                if (r == r0 && c == c0) { ks = d; return; }
            }
        }
    }
    /* sum of coef * value over cells = sum, the cells' values may repeat (a `sum` of the propagator search) */
    void linear_sum(const std::vector<int> &ks, const std::vector<int> &coef, int sum) {
        Cage c;
        c.cells = ks; c.sum = sum; c.line = line; c.distinct = false; c.coef = coef;
        G.cages.push_back(c);
    }
    /* cells x and y add up to t (a pair rule says so): a piece for the implied sums */
    void sum_hint(int x, int y, int t) {
        Cage c;
        c.cells.push_back(x); c.cells.push_back(y); c.sum = t; c.line = line; c.distinct = false;
        G.sum_hints.push_back(c);
    }
    /* two runs of cells with the same sum */
    void equal_sums(const std::vector<int> &a, const std::vector<int> &b) {
        std::vector<int> ks(a), co(a.size(), 1);
        ks.insert(ks.end(), b.begin(), b.end());
        co.resize(ks.size(), -1);
        linear_sum(ks, co, 0);
    }
    void rule(int kind, const std::vector<int> &ks, const std::vector<int> &arg) {
        RuleSpec r;
        r.kind = kind; r.cells = ks; r.arg = arg;
        G.rules.push_back(r);
    }
    std::string sym;   /* named: the symbols' characters */
    int read(const std::string &text, std::string &chars);
    int item(const std::vector<std::string> &a);
    int finish();
};

struct IssWhite { bool operator()(int a, int b) const { return a == b + 1 || a == b - 1; } };
struct IssBlack { bool operator()(int a, int b) const { return a == 2 * b || b == 2 * a; } };
struct IssGreater { bool operator()(int a, int b) const { return a > b; } };
struct IssLess { bool operator()(int a, int b) const { return a < b; } };
struct IssEqual { bool operator()(int a, int b) const { return a == b; } };
struct IssSum { int t; explicit IssSum(int s) : t(s) {} bool operator()(int a, int b) const { return a + b == t; } };
struct IssApart { int d; explicit IssApart(int x) : d(x) {} bool operator()(int a, int b) const { return a - b >= d || b - a >= d; } };
struct IssWithin { int d; explicit IssWithin(int x) : d(x) {} bool operator()(int a, int b) const { return a - b < d && b - a < d; } };
struct IssNonConsecutive { bool operator()(int a, int b) const { return a != b + 1 && a != b - 1; } };
struct IssNoKropki {   /* what: 1 not consecutive, 2 not one twice the other, 3 neither */
    int what;
    explicit IssNoKropki(int w) : what(w) {}
    bool operator()(int a, int b) const { return !((what & 1) && (a == b + 1 || b == a + 1)) && !((what & 2) && (a == 2 * b || b == 2 * a)); }
};
struct IssDiff { int d; explicit IssDiff(int x) : d(x) {} bool operator()(int a, int b) const { return a - b == d || b - a == d; } };
struct IssRatio { int r; explicit IssRatio(int x) : r(x) {} bool operator()(int a, int b) const { return a == r * b || b == r * a; } };
template <class F> struct IssNot { F f; explicit IssNot(const F &x) : f(x) {} bool operator()(int a, int b) const { return !f(a, b); } };
struct IssNoXV { bool operator()(int a, int b) const { return a + b != 5 && a + b != 10; } };
struct IssNotMore { bool operator()(int a, int b) const { return a <= b; } };
struct IssModEq { int m; bool eq; IssModEq(int x, bool e) : m(x), eq(e) {} bool operator()(int a, int b) const { return (a % m == b % m) == eq; } };
struct IssEntropic {   /* the groups 1..L, L+1..L+M, the rest: a and b in different ones */
    int L, M;
    IssEntropic(int l, int m) : L(l), M(m) {}
    int group(int v) const { return v <= L ? 0 : v <= L + M ? 1 : 2; }
    bool operator()(int a, int b) const { return group(a) != group(b); }
};
struct IssIndex {   /* a = the index of b's place (1-based) exactly when b = the value indexed */
    int place, v;
    IssIndex(int p, int x) : place(p), v(x) {}
    bool operator()(int a, int b) const { return (a == place) == (b == v); }
};

inline int IssReader::read(const std::string &text, std::string &chars) {
    std::vector<std::string> items = iss_split(text.substr(1), '.');
    /* the shape first */
    for (size_t i = 0; i < items.size(); i++) {
        std::vector<std::string> a = iss_split(items[i], '~');
        if (a[0] == "NoBoxes") noboxes = true;
        if (a[0] != "Shape") continue;
        type = "Shape";
        if (a.size() < 2 || a.size() > 4) return bad("want Shape~RxC[~RANGE][~TYPE]");
        size_t x = a[1].find('x');
        if (x == std::string::npos || !parse_int(a[1].substr(0, x), R) || !parse_int(a[1].substr(x + 1), C) || R < 1 || C < 1 || R > 16 || C > 16)
            return bad("bad dimensions '" + shown(a[1]) + "' (want RxC, 1 to 16 each)");
        N = std::max(R, C);
        if (a.size() > 2 && !a[2].empty()) {
            size_t d = a[2].find('-');
            int lo = 0, hi = 0;
            if (d == std::string::npos) { if (!parse_int(a[2], N)) return bad("bad value range '" + shown(a[2]) + "'"); }
            else if (!parse_int(a[2].substr(0, d), lo) || !parse_int(a[2].substr(d + 1), hi) || lo < 0 || hi < lo) return bad("bad value range '" + shown(a[2]) + "'");
            else { N = hi - lo + 1; offset = lo - 1; }
            if (N < 1 || N > 16 + 1 || offset < -1 || offset > 0) return bad("value range '" + shown(a[2]) + "' not read (values 1 to 16, or from 0)");
        }
        if (a.size() > 3) {
            if (a[3] == "Raw") raw = true;
            else if (a[3] != "Sudoku") return bad("unknown grid type '" + shown(a[3]) + "'");
        }
        if (!raw && N < std::max(R, C)) return bad("fewer values than a row or column has cells");
    }
    G = Grid(R, C, N);
    for (int s = 0; s < N; s++) {
        int v = offset + 1 + s;
        G.value.push_back(v);
        chars += (char)(v == 0 ? '0' : offset + N < 10 ? '0' + v : 'A' + v - 1);
    }
    val.assign(R * C, -1);
    int S = std::max(R, C);   /* the boxes, of S cells (ISS's boxDimsForSize) */
    {
        int small = 1;
        while ((small + 1) * (small + 1) <= S) small++;
        for (; small >= 2 && !bh; small--) {
            if (S % small) continue;
            int large = S / small;
            if (R % small == 0 && C % large == 0) { bh = small; bw = large; }
            else if (large != small && R % large == 0 && C % small == 0) { bh = large; bw = small; }
        }
    }
    if (!raw) {
        G.add_rows();
        G.add_cols();
        if (!noboxes && bh) G.add_boxes(bh, bw);
    }
    if (R == C && S == N) sq_n = S;
    if (!noboxes && bh) {
        rg.assign(R * C, -1);
        for (int k = 0; k < R * C; k++) rg[k] = k / C / bh * (C / bw) + k % C / bw;
    }
    for (size_t i = 0; i < items.size(); i++) {
        std::vector<std::string> a = iss_split(items[i], '~');
        if (a[0] == "Shape" || a[0] == "NoBoxes") continue;
        if (a[0] == "Jigsaw" && rg.empty() && a.back().size() == (size_t)(R * C)) {   /* the regions of RegionSumLine without boxes */
            rg.assign(R * C, -1);
            for (int k = 0; k < R * C; k++) rg[k] = (unsigned char)a.back()[k];
        }
        int st = item(a);
        if (st) return st;
    }
    return finish();
}

/* one item a (its type, then its arguments); 0, or the exit status after fail() */
inline int IssReader::item(const std::vector<std::string> &a) {
    std::vector<int> ks;
    std::vector<std::pair<int, int> > pr;
    type = a[0];
    int st = 0;
    if (type.empty() || (type == "Given" && !named)) {   /* givens: RrCc_V[_V...] (ISS reads `.Given~...` too) */
        for (size_t j = 1; j < a.size(); j++) {
            std::vector<std::string> g = iss_split(a[j], '_');
            int k;
            if ((st = cell(g[0], k))) return st;
            if (g.size() < 2) return bad("given '" + shown(a[j]) + "' without a value");
            uint64_t m = 0;
            for (size_t q = 1; q < g.size(); q++) {
                int v;
                if ((st = number(g[q], v))) return st;
                int s = symbol(v);
                if (s < 0) return bad("value " + numtext((uint64_t)(v < 0 ? 0 : v)) + " out of range in '" + shown(a[j]) + "'");
                m |= (uint64_t)1 << s;
            }
            only(k, m);
        }
    } else if (named && (type == "Allow" || type == "Odd" || type == "Even")) {   /* (the groups format's) */
        size_t from = type == "Allow" ? 2 : 1;
        if (a.size() < from + 1 || (type == "Allow" && a[1].empty())) return bad(type == "Allow" ? "want allow SYMBOLS CELL..." : "no cells");
        uint64_t m = 0;
        for (int s = 0; s < N; s++)
            if (type == "Allow" ? a[1].find(sym[s]) != std::string::npos : (value(s) % 2 != 0) == (type == "Odd")) m |= (uint64_t)1 << s;
        if (type == "Allow")
            for (size_t q = 0; q < a[1].size(); q++) if (sym.find(a[1][q]) == std::string::npos) return bad("'" + shown(a[1].substr(q, 1)) + "' is not a symbol");
        if ((st = cells(a, from, ks, 1))) return st;
        for (size_t q = 0; q < ks.size(); q++) only(ks[q], m);
    } else if (named && (type == "Minimum" || type == "Maximum")) {   /* (the groups format's) */
        if ((st = cells(a, 1, ks, 1))) return st;
        extreme.resize(R * C, 0);
        for (size_t q = 0; q < ks.size(); q++) extreme[ks[q]] |= type == "Maximum" ? 1 : 2;   /* (its pairs: in finish()) */
    } else if (type == "Jigsaw") {
        if (a.size() < 2 || a.size() > 3 || (int)a.back().size() != R * C) return bad("want Jigsaw~LAYOUT of " + numtext((uint64_t)(R * C)) + " characters");
        std::vector<std::vector<int> > reg(128);
        for (int k = 0; k < R * C; k++) reg[(unsigned char)a.back()[k] & 127].push_back(k);
        int other = 0;
        for (size_t r = 0; r < reg.size(); r++) {
            if (reg[r].empty()) continue;
            if ((int)reg[r].size() == N) G.groups.push_back(reg[r]);
            else if (other++) return bad("regions of other sizes than " + numtext((uint64_t)N));
        }
    } else if (type == "Diagonal") {
        int d;
        if (a.size() != 2 || (st = number(a[1], d)) || (d != 1 && d != -1)) return st ? st : want("want Diagonal~1 or Diagonal~-1", "want diagonal main or diagonal anti");
        if (R != C) return bad("a square grid wanted");
        std::vector<int> g;
        for (int r = 0; r < R; r++) if (!G.is_hole(r * C + (d > 0 ? C - 1 - r : r))) g.push_back(r * C + (d > 0 ? C - 1 - r : r));
        G.groups.push_back(g);
    } else if (type == "Windoku" || type == "DisjointSets") {
        if (!sq_n || !bh || sq_n != N) return bad(named ? "a sudoku statement before it wanted" : "a square grid with boxes of all the values wanted");
        if (named && a.size() > 1) return bad("unexpected '" + shown(a[1]) + "'");
        int n = sq_n, at = sq_r0 * C + sq_c0;   /* (the sudoku's cells from its top-left cell) */
        if (type == "Windoku") {
            for (int c0 = 1; c0 + bw < n; c0 += bw + 1)
                for (int r0 = 1; r0 + bh < n; r0 += bh + 1) {
                    std::vector<int> g;
                    for (int q = 0; q < N; q++) g.push_back(at + (r0 + q % bh) * C + c0 + q / bh);
                    G.groups.push_back(g);
                }
        } else
            for (int q = 0; q < bh * bw; q++) {
                std::vector<int> g;
                for (int b = 0; b < (n / bh) * (n / bw); b++) g.push_back(at + (b / (n / bw) * bh + q / bw) * C + b % (n / bw) * bw + q % bw);
                G.groups.push_back(g);
            }
    } else if (type == "AllDifferent") {
        if ((st = cells(a, 1, ks, 1))) return st;
        if ((int)ks.size() > N) return bad("more cells than values");
        G.groups.push_back(ks);
    } else if (type == "AntiKnight" || type == "AntiKing") {
        static const int KN[4][2] = {{1, 2}, {2, 1}, {1, -2}, {2, -1}}, KI[2][2] = {{1, 1}, {1, -1}};
        bool kn = type == "AntiKnight";
        for (int r = 0; r < R; r++)
            for (int c = 0; c < C; c++)
                for (int q = 0; q < (kn ? 4 : 2); q++) {
                    int rr = r + (kn ? KN[q][0] : KI[q][0]), cc = c + (kn ? KN[q][1] : KI[q][1]);
                    if (rr >= 0 && rr < R && cc >= 0 && cc < C && !G.is_hole(r * C + c) && !G.is_hole(rr * C + cc)) differ(r * C + c, rr * C + cc);
                }
    } else if (type == "AntiConsecutive") {
        for (int k = 0; k < R * C; k++) {
            if (G.is_hole(k)) continue;
            if (k % C + 1 < C && !G.is_hole(k + 1)) rel(k, k + 1, IssNonConsecutive());
            if (k + C < R * C && !G.is_hole(k + C)) rel(k, k + C, IssNonConsecutive());
        }
    } else if (type == "StrictKropki" || type == "StrictXV") {
        /* (ours, for f-puzzles' negative constraints: StrictKropki~white, ~black: one relation;
         * ~dD: no difference D, ~rR: no ratio R; StrictXV~x, ~v, ~sS: no sum 10, 5, S) */
        if (a.size() == 1) { if (type == "StrictXV") strict_xv = true; else strict_kropki |= 3; }
        for (size_t q = 1; q < a.size(); q++) {
            int x = 0;
            bool kr = type == "StrictKropki";
            if (kr && (a[q] == "white" || a[q] == "black")) strict_kropki |= a[q] == "white" ? 1 : 2;
            else if (!kr && (a[q] == "x" || a[q] == "v")) neg_sums.push_back(a[q] == "x" ? 10 : 5);
            else if (a[q].size() > 1 && a[q][0] == (kr ? 'd' : 's') && parse_int(a[q].substr(1), x) && x >= (kr ? 1 : 2)) (kr ? neg_diffs : neg_sums).push_back(x);
            else if (kr && a[q].size() > 1 && a[q][0] == 'r' && parse_int(a[q].substr(1), x) && x >= 2) neg_ratios.push_back(x);
            else return kr ? want("want StrictKropki[~white|~black|~dD|~rR...]", "want strictkropki [white|black|dD|rR...]")
                           : want("want StrictXV[~x|~v|~sS...]", "want strictxv [x|v|sS...]");
        }
    }
    else if (type == "WhiteDot" || type == "BlackDot" || type == "X" || type == "V" || type == "GreaterThan" ||
             type == "Difference" || type == "Ratio" || type == "SumDot") {
        int d = 0;   /* (Difference~D, Ratio~R, SumDot~S: ours, f-puzzles' dots with a value) */
        size_t from = 1;
        if (type == "Difference" || type == "Ratio" || type == "SumDot") {
            std::string lc = type == "Difference" ? "difference" : type == "Ratio" ? "ratio" : "sumdot";
            if (a.size() < 2 || (st = number(a[1], d))) return st ? st : want("want " + type + "~VALUE~CELL...", "want " + lc + " VALUE CELL...");
            if (d < (type == "Difference" ? 1 : 2)) return bad("value " + shown(a[1]) + " (want " + (type == "Difference" ? "1" : "2") + " or more)");
            from = 2;
        }
        if ((st = cells(a, from, ks, 2))) return st;
        adjacent_pairs(ks, pr);
        for (size_t q = 0; q < ks.size(); q++) {
            bool has = false;
            for (size_t j = 0; j < pr.size(); j++) has = has || pr[j].first == ks[q] || pr[j].second == ks[q];
            if (!has) return bad("cell '" + shown(a[q + from]) + "' is next to none of the others");
        }
        for (size_t j = 0; j < pr.size(); j++) {
            int x = pr[j].first, y = pr[j].second;
            if (type == "WhiteDot") rel(x, y, IssWhite());
            else if (type == "BlackDot") rel(x, y, IssBlack());
            else if (type == "X") { rel(x, y, IssSum(10)); sum_hint(x, y, 10); }
            else if (type == "V") { rel(x, y, IssSum(5)); sum_hint(x, y, 5); }
            else if (type == "Difference") rel(x, y, IssDiff(d));
            else if (type == "Ratio") rel(x, y, IssRatio(d));
            else if (type == "SumDot") { rel(x, y, IssSum(d)); sum_hint(x, y, d); }
            else rel(x, y, IssGreater());
            int key = std::min(x, y) * R * C + std::max(x, y);
            if (type == "X" || type == "V" || type == "SumDot") pairs_xv.push_back(key);
            else if (type != "GreaterThan") pairs_dot.push_back(key);
        }
    } else if (type == "Thermo") {
        if ((st = cells(a, 1, ks, 2))) return st;
        for (size_t j = 1; j < ks.size(); j++) rel(ks[j - 1], ks[j], IssLess());
    } else if (type == "Whisper") {
        int d = 5;
        size_t from = 1;
        if (a.size() > 1 && parse_int(a[1], d)) from = 2;
        else d = 5;
        if ((st = cells(a, from, ks, 2))) return st;
        for (size_t j = 1; j < ks.size(); j++) rel(ks[j - 1], ks[j], IssApart(d));
    } else if (type == "Renban") {   /* distinct, each two less than the length apart: a run */
        if ((st = cells(a, 1, ks, 1))) return st;
        if ((int)ks.size() > N) return bad("more cells than values");
        G.groups.push_back(ks);
        /* the pairs: each two less than the length apart; not for 3 or 4 cells of consecutive
         * values, whose renban rule (RuleProp::renban) leaves only candidates with a filling */
        if (ks.size() <= 2 || ks.size() > 4 || !consecutive_values())
            for (size_t x = 0; x < ks.size(); x++)
                for (size_t y = x + 1; y < ks.size(); y++) rel(ks[x], ks[y], IssWithin((int)ks.size()));
        if (ks.size() > 2) rule(RK_RENBAN, ks, std::vector<int>());   /* (the runs it can be: below) */
    } else if (type == "Palindrome") {
        if ((st = cells(a, 1, ks, 2))) return st;
        for (size_t j = 0; j < ks.size() / 2; j++) rel(ks[j], ks[ks.size() - 1 - j], IssEqual());
    } else if (type == "Cage" || type == "Sum") {
        int sum = 0;
        if (a.size() < 2) return want("want " + type + "~SUM~CELL...", "want SUM CELL...");
        std::vector<std::string> w = iss_split(a[1], '_');   /* Sum~T_=_W1_W2...: weights */
        bool any = !w[0].empty();
        if (any && (st = number(w[0], sum))) return st;
        if ((st = cells(a, 2, ks, 1))) return st;
        std::vector<int> once(ks);   /* a cell listed twice counts twice in the sum (as ISS reads it) */
        std::sort(once.begin(), once.end());
        once.erase(std::unique(once.begin(), once.end()), once.end());
        bool twice = once.size() != ks.size();
        std::vector<int> coef;
        if (w.size() > 1) {
            if (type != "Sum" || w[1] != "=" || w.size() != ks.size() + 2) return bad("bad weights '" + shown(a[1]) + "' (want SUM_=_W1_..._Wn, one per cell)");
            bool plain = true;
            for (size_t x = 0; x < ks.size(); x++) {
                int v;
                if ((st = number(w[x + 2], v))) return st;
                if (v != 1 && v != -1) return bad("weight " + shown(w[x + 2]) + " not read (1 and -1 are)");
                coef.push_back(v);
                plain = plain && v == 1;
            }
            if (plain) coef.clear();
        }
        if (type == "Cage") {
            if ((int)once.size() > N) return bad("more cells than values");
            if (!any || sum == 0 || twice) G.groups.push_back(once);
            if (!any || sum == 0) return 0;
        }
        if (twice) {   /* (coefficients: so no implied sum takes it for a sum over its cells once) */
            if (coef.empty()) coef.assign(ks.size(), 1);
            linear_sum(ks, coef, sum);
            return 0;
        }
        Cage c;
        c.cells = ks; c.sum = sum; c.line = line; c.distinct = type == "Cage"; c.coef = coef;
        G.cages.push_back(c);
    } else if (type == "Arrow") {
        if ((st = cells(a, 1, ks, 2))) return st;
        Cage c;   /* the arrow's cells minus the circle's: 0 */
        c.cells = ks; c.sum = 0; c.line = line; c.distinct = false;
        c.coef.assign(ks.size(), 1);
        c.coef[0] = -1;
        G.cages.push_back(c);
    } else if (type == "SlowThermo") {   /* (f-puzzles' slow thermometer; not ISS's) */
        if ((st = cells(a, 1, ks, 2))) return st;
        for (size_t j = 1; j < ks.size(); j++) rel(ks[j - 1], ks[j], IssNotMore());
    } else if (type == "Nabner") {   /* (Rangsk's f-puzzles nabner line; not ISS's) */
        if ((st = cells(a, 1, ks, 1))) return st;
        for (size_t x = 0; x < ks.size(); x++)
            for (size_t y = x + 1; y < ks.size(); y++) rel(ks[x], ks[y], IssApart(2));
    } else if (type == "LittleKiller") {
        int sum, k;
        if (named && a.size() == 4) {   /* (the groups format: a direction) */
            if ((st = number(a[1], sum)) || (st = cell(a[2], k))) return st;
            static const char *const DIR[4] = {"dr", "dl", "ur", "ul"};
            int d = 0;
            while (d < 4 && a[3] != DIR[d]) d++;
            if (d == 4) return bad("bad direction '" + shown(a[3]) + "' (want dr, dl, ur or ul)");
            int dr = d < 2 ? 1 : -1, dc = d % 2 ? -1 : 1;
            for (int r = k / C, c = k % C; r >= 0 && c >= 0 && r < R && c < C; r += dr, c += dc) if (!G.is_hole(r * C + c)) ks.push_back(r * C + c);
            linear_sum(ks, std::vector<int>(), sum);
            return 0;
        }
        if (a.size() != 3) return bad(named ? "want littlekiller SUM CELL [DIRECTION]" : "want LittleKiller~SUM~CELL");
        if ((st = number(a[1], sum)) || (st = cell(a[2], k))) return st;
        diagonal_from(k, ks);
        if (ks.empty()) return bad("no diagonal starts at '" + shown(a[2]) + "' (a cell on the edge, as ISS lists them)");
        for (size_t q = ks.size(); q-- > 0;) if (G.is_hole(ks[q])) ks.erase(ks.begin() + (long)q);   /* ('#' cells left out) */
        linear_sum(ks, std::vector<int>(), sum);
    } else if (type == "Sandwich") {
        int sum;
        if (a.size() != 3) return want("want Sandwich~SUM~Rn or ~Cn", "want sandwich SUM rN or cN");
        if ((st = number(a[1], sum)) || (st = line_of(a[2], 1, ks))) return st;
        std::vector<int> arg(3);
        arg[0] = sum; arg[1] = min_value(); arg[2] = max_value();
        rule(RK_SANDWICH, ks, arg);
    } else if (type == "XSum" || type == "Skyscraper") {
        if (a.size() < 3 || a.size() > 4) return want("want " + type + "~Rn~FRONT~BACK (or ~Cn; a clue may be empty)", "want " + std::string(type == "XSum" ? "xsum" : "skyscraper") + " rN FRONT BACK (or cN; '-': no clue)");
        for (size_t q = 2; q < a.size(); q++) {
            if (a[q].empty()) continue;
            int clue;
            if ((st = number(a[q], clue)) || (st = line_of(a[1], q == 2 ? 1 : -1, ks))) return st;
            if (clue < 1) return bad("clue " + shown(a[q]) + " (want 1 or more)");
            rule(type == "XSum" ? RK_XSUM : RK_SKYSCRAPER, ks, std::vector<int>(1, clue));
        }
    } else if (type == "PillArrow") {
        int P;
        if (a.size() < 2 || (st = number(a[1], P))) return st ? st : want("want PillArrow~2|3~CELL...", "want pillarrow 2|3 CELL...");
        if (P != 2 && P != 3) return bad("pill size " + shown(a[1]) + " (want 2 or 3)");
        if ((st = cells(a, 2, ks, P + 1))) return st;
        std::sort(ks.begin(), ks.begin() + P);   /* the pill read in reading order */
        for (int q = 1; q < P; q++) {
            int p = ks[q - 1], k = ks[q];
            if (!((k == p + 1 && k % C) || k == p + C || (k == p + C + 1 && k % C)))
                return bad("pill cells not next to each other in reading order");
        }
        std::vector<int> arg(1, 0);
        for (size_t q = 0; q < ks.size(); q++) arg.push_back((int)q < P ? -(P - (int)q == 3 ? 100 : P - (int)q == 2 ? 10 : 1) : 1);
        rule(RK_LINEAR, ks, arg);
        for (int q = 1; q < P; q++)   /* the pill's later digits: 0 to 9 */
            for (int sy = 0; sy < N; sy++) if (value(sy) > 9) only(ks[q], ~((uint64_t)1 << sy));
    } else if (type == "DoubleArrow") {
        if ((st = cells(a, 1, ks, 3))) return st;
        std::vector<int> co(ks.size(), -1);
        co[0] = co[ks.size() - 1] = 1;
        linear_sum(ks, co, 0);
    } else if (type == "Zipper") {
        if ((st = cells(a, 1, ks, 2))) return st;
        size_t n = ks.size(), h = n / 2;
        for (size_t x = 0; x < h; x++) {
            std::vector<int> px(1, ks[x]);
            px.push_back(ks[n - 1 - x]);
            if (n % 2) equal_sums(px, std::vector<int>(1, ks[h]));
            else
                for (size_t y = 0; y < x; y++) {
                    std::vector<int> py(1, ks[y]);
                    py.push_back(ks[n - 1 - y]);
                    equal_sums(px, py);
                }
        }
    } else if (type == "RegionSumLine") {
        if ((st = cells(a, 1, ks, 1))) return st;
        region_lines.push_back(ks);
    } else if (type == "Between" || type == "Lockout") {
        int d = 0;
        size_t from = 1;
        if (type == "Lockout") {
            if (a.size() < 2 || (st = number(a[1], d))) return st ? st : want("want Lockout~DIFF~CELL...", "want lockout DIFF CELL...");
            from = 2;
        }
        if ((st = cells(a, from, ks, 2))) return st;
        std::vector<int> line(1, ks[0]);   /* the ends first */
        line.push_back(ks.back());
        line.insert(line.end(), ks.begin() + 1, ks.end() - 1);
        if (type == "Lockout") rel(ks[0], ks.back(), IssApart(d < 1 ? 1 : d));   /* (the ends differ even for 0: ISS) */
        else if (ks.size() > 2) rel(ks[0], ks.back(), IssApart(2));
        rule(type == "Between" ? RK_BETWEEN : RK_LOCKOUT, line, std::vector<int>(1, d));
    } else if (type == "Modular") {
        int m;
        if (a.size() < 2 || (st = number(a[1], m))) return st ? st : want("want Modular~M~CELL...", "want modular M CELL...");
        if (m < 1) return bad("modulus " + shown(a[1]) + " (want 1 or more)");
        if ((st = cells(a, 2, ks, 2))) return st;
        for (size_t x = 0; x < ks.size(); x++)
            for (size_t y = x + 1; y < ks.size(); y++) {
                if (y < (size_t)m) rel(ks[x], ks[y], IssModEq(m, false));
                else if ((y - x) % m == 0) rel(ks[x], ks[y], IssModEq(m, true));
            }
    } else if (type == "Entropic") {
        /* ISS's: values 1-9, the groups 1-3, 4-6, 7-9; Entropic~L~M~CELL... (ours, for f-puzzles'
         * other sizes, as Rangsk's solvers read them): values 1-N, the groups 1-L, the next M, the last L */
        int L = 3, M = 3;
        size_t from = 1;
        if (a.size() > 2 && !a[1].empty() && a[1][0] >= '0' && a[1][0] <= '9') {
            if ((st = number(a[1], L)) || (st = number(a[2], M))) return st;
            if (L < 1 || M < 1 || 2 * L + M != N) return bad("groups of " + shown(a[1]) + ", " + shown(a[2]) + ", " + shown(a[1]) + " values (want 2L + M = " + numtext((uint64_t)N) + ")");
            from = 3;
        } else if (N != 9) return bad("values 1 to 9 wanted (Entropic~L~M: other sizes)");
        bool vals = true;
        for (int s = 0; s < N && vals; s++) vals = symbol(s + 1) >= 0;
        if (!vals) return bad("values 1 to " + numtext((uint64_t)N) + " wanted");
        if ((st = cells(a, from, ks, 1))) return st;
        for (size_t x = 0; x < ks.size(); x++)
            for (size_t y = x + 1; y < ks.size() && y < x + 3; y++) rel(ks[x], ks[y], IssEntropic(L, M));
    } else if (type == "SumLine") {
        int sum;
        bool loop = a.size() > 2 && a.back() == "LOOP";
        if (a.size() < 2 || (st = number(a[1], sum))) return st ? st : want("want SumLine~SUM~CELL...[~LOOP]", "want sumline SUM CELL... [loop]");
        std::vector<std::string> b(a.begin(), a.end() - (loop ? 1 : 0));
        if ((st = cells(b, 2, ks, 1))) return st;
        std::vector<int> arg(1, sum);
        arg.push_back(loop ? 1 : 0);
        rule(RK_SUMLINE, ks, arg);
    } else if (type == "Quad") {
        int k;
        if (a.size() < 3 || (st = cell(a[1], k))) return st ? st : want("want Quad~CELL~VALUE...", "want quad CELL SYMBOL...");
        if (k % C + 1 >= C || k / C + 1 >= R) return bad("no 2x2 square from '" + shown(a[1]) + "'");
        std::vector<int> vs;
        for (size_t q = 2; q < a.size(); q++) {
            int v;
            if ((st = number(a[q], v))) return st;
            if (symbol(v) < 0) return bad("value " + shown(a[q]) + " out of range");
            vs.push_back(v);
        }
        if (vs.size() > 4) return bad("more than 4 values");
        std::sort(vs.begin(), vs.end());
        ks.assign(1, k); ks.push_back(k + 1); ks.push_back(k + C); ks.push_back(k + C + 1);
        for (int q = 1; q < 4; q++) if (G.is_hole(ks[q])) return bad("the 2x2 square from '" + shown(a[1]) + "' has a '#' cell");
        rule(RK_QUAD, ks, vs);
    } else if (type == "Indexing") {   /* (B: ours, f-puzzles' box indexer: by the regions, once known) */
        if (a.size() < 3 || (a[1] != "C" && a[1] != "R" && a[1] != "B")) return want("want Indexing~C|R|B~CELL...", "want indexing c|r|b CELL...");
        if ((st = cells(a, 2, ks, 1))) return st;
        if (a[1] == "B") { box_index.insert(box_index.end(), ks.begin(), ks.end()); return 0; }
        bool col = a[1] == "C";
        int len = col ? C : R;
        std::vector<int> line(len);
        for (size_t q = 0; q < ks.size(); q++) {
            int k = ks[q], r = k / C, c = k % C;
            for (int j = 0; j < len; j++) line[j] = col ? r * C + j : j * C + c;
            if ((st = index_rule(k, line, col ? c + 1 : r + 1))) return st;
        }
    } else if (type == "ValueIndexing") {
        if ((st = cells(a, 1, ks, 3))) return st;
        rule(RK_VINDEX, ks, std::vector<int>());
    } else if (type == "SameValues") {
        int K;
        if (a.size() < 2 || (st = number(a[1], K))) return st ? st : want("want SameValues~SETS~CELL...", "want samevalues SETS CELL...");
        if ((st = cells(a, 2, ks, 2))) return st;
        if (K < 1 || ks.size() % K) return bad("the cells are not " + shown(a[1]) + " sets of one size");
        if (K == 1) return 0;   /* one set: no rule */
        if ((size_t)K == ks.size())
            for (size_t j = 1; j < ks.size(); j++) rel(ks[j - 1], ks[j], IssEqual());
        else rule(RK_SAMEVALUES, ks, std::vector<int>(1, K));
    } else {
        std::string t = type;
        type.clear();
        return bad("unknown constraint type '" + shown(t) + "'");
    }
    return 0;
}

inline int IssReader::index_rule(int k, const std::vector<int> &line, int me) {
    if (symbol(me) < 0) return bad("the value indexed, " + numtext((uint64_t)me) + ", is not a value of the grid");
    for (size_t j = 0; j < line.size(); j++) if (line[j] != k && !G.is_hole(line[j])) rel(k, line[j], IssIndex((int)j + 1, me));
    for (int sy = 0; sy < N; sy++) {
        int v = value(sy);
        if (v < 1 || v > (int)line.size() || G.is_hole(line[v - 1])) only(k, ~((uint64_t)1 << sy));
    }
    return 0;
}

/* the rules known once every item is read; 0, or the exit status after fail() */
inline int IssReader::finish() {
    type.clear();
    for (size_t q = 0; q < box_index.size(); q++) {   /* box indexing: the cell at place p of its region (in reading
                                                       * order) with value v: the region's place v holds p */
        type = "Indexing";
        int k = box_index[q];
        if (rg.empty() || rg[k] < 0) return bad("box indexing without boxes or regions");
        std::vector<int> box;
        for (int o = 0; o < R * C; o++) if (rg[o] == rg[k]) box.push_back(o);
        int st = index_rule(k, box, (int)(std::find(box.begin(), box.end(), k) - box.begin()) + 1);
        if (st) return st;
        type.clear();
    }
    for (int k = 0; k < (int)extreme.size(); k++) {   /* a minimum (maximum) cell: smaller (greater) than each
                                                    * orthogonal neighbour that is not one too (f-puzzles) */
        int nb[4] = {k - C, k + C, k % C ? k - 1 : -1, k % C + 1 < C ? k + 1 : -1};
        for (int j = 0; j < 4; j++) {
            if (nb[j] < 0 || nb[j] >= R * C || G.is_hole(nb[j])) continue;
            if ((extreme[k] & 1) && !(extreme[nb[j]] & 1)) rel(k, nb[j], IssGreater());
            if ((extreme[k] & 2) && !(extreme[nb[j]] & 2)) rel(k, nb[j], IssLess());
        }
    }
    for (size_t q = 0; q < region_lines.size(); q++) {   /* runs in one box (a jigsaw region without boxes): equal sums */
        const std::vector<int> &l = region_lines[q];
        if (rg.empty()) continue;   /* no regions: no rule */
        std::vector<std::vector<int> > runs;
        for (size_t j = 0; j < l.size(); j++) {
            if (rg[l[j]] < 0) break;
            if (!j || rg[l[j]] != rg[l[j - 1]]) runs.push_back(std::vector<int>());
            runs.back().push_back(l[j]);
        }
        if (rg[l[0]] < 0) continue;   /* no regions: no rule */
        /* consecutive runs equal (by bounds), and all of them at once (EqualSumsProp: values >= 0,
         * sums below 64 * 64); else every two runs of up to 6, consecutive ones beyond */
        int lo = 0, hi = 0, most = 0;
        for (int s = 0; s < N; s++) { lo = std::min(lo, value(s)); hi = std::max(hi, value(s)); }
        for (size_t x = 0; x < runs.size(); x++) most = std::max(most, (int)runs[x].size());
        bool whole = lo >= 0 && (int64_t)most * hi < 64 * 64 && runs.size() > 1;
        for (size_t x = 1; x < runs.size(); x++)
            for (size_t y = (runs.size() <= 6 && !whole ? 0 : x - 1); y < x; y++) equal_sums(runs[x], runs[y]);
        if (whole) {
            std::vector<int> all, ln;
            for (size_t x = 0; x < runs.size(); x++) { all.insert(all.end(), runs[x].begin(), runs[x].end()); ln.push_back((int)runs[x].size()); }
            rule(RK_EQUALSUMS, all, ln);
        }
    }
    if (strict_kropki || strict_xv || !neg_diffs.empty() || !neg_ratios.empty() || !neg_sums.empty()) {   /* every other adjacent pair: no dot, no X or V */
        std::sort(pairs_dot.begin(), pairs_dot.end());
        std::sort(pairs_xv.begin(), pairs_xv.end());
        for (int k = 0; k < R * C; k++)
            for (int q = 0; q < 2; q++) {
                int o = q ? k + C : k + 1;
                if ((q ? o >= R * C : k % C + 1 >= C) || G.is_hole(k) || G.is_hole(o)) continue;
                int key = k * R * C + o;
                if (strict_kropki && !std::binary_search(pairs_dot.begin(), pairs_dot.end(), key)) rel(k, o, IssNoKropki(strict_kropki));
                if (strict_xv && !std::binary_search(pairs_xv.begin(), pairs_xv.end(), key)) rel(k, o, IssNoXV());
                bool dot = std::binary_search(pairs_dot.begin(), pairs_dot.end(), key), xv = std::binary_search(pairs_xv.begin(), pairs_xv.end(), key);
                for (size_t j = 0; j < neg_diffs.size() && !dot; j++) rel(k, o, IssNot<IssDiff>(IssDiff(neg_diffs[j])));
                for (size_t j = 0; j < neg_ratios.size() && !dot; j++) rel(k, o, IssNot<IssRatio>(IssRatio(neg_ratios[j])));
                for (size_t j = 0; j < neg_sums.size() && !xv; j++) rel(k, o, IssNot<IssSum>(IssSum(neg_sums[j])));
            }
    }
    for (size_t k = 0; k < allow.size(); k++) {   /* a single allowed value: a given (a given not allowed: nothing is) */
        if (val[k] >= 0) { allow[k] = (allow[k] >> val[k] & 1) ? all() : 0; continue; }
        if (allow[k] && !(allow[k] & (allow[k] - 1))) { val[k] = __builtin_ctzll(allow[k]); allow[k] = all(); }
    }
    for (size_t k = 0; k < allow.size(); k++) if (allow[k] != all()) { G.allow = allow; break; }
    return 0;
}

/* ISS's plain text lines, which ISS tries before a constraint string (js/sudoku_parser.js; its
 * killer and jigsaw layouts are not read here): a grid of N*N characters (N 2..16), each a value
 * (digits for N < 10; from 10 on letters, A for 1) or the one character that marks an empty cell, `=`
 * in front forcing this reading; or N*N*N digits and dots, N < 10: per cell its candidates
 * (pencilmarks). Returns the puzzle as a constraint string, "" when the line is neither. */
static inline std::string iss_text_line(const std::string &raw) {
    std::string s;
    for (size_t i = 0; i < raw.size(); i++) if (raw[i] != ' ' && raw[i] != '\t' && raw[i] != '\r') s += raw[i];
    if (!s.empty() && s[0] == '=') s.erase(0, 1);
    else if (s.find('~') != std::string::npos) return "";
    size_t L = s.size();
    std::string out;
    for (int N = 2; N <= 16; N++) {   /* a grid of N*N characters */
        if ((size_t)(N * N) != L) continue;
        char other = 0;
        std::string g;
        for (int k = 0; k < N * N; k++) {
            char c = s[k];
            int v = N < 10 ? (c >= '1' && c <= '9' ? c - '0' : 0) : (c >= 'A' && c <= 'Z' ? c - 'A' + 1 : 0);
            if (v >= 1 && v <= N) {
                std::string id = "R";
                id += (char)(k / N < 9 ? '1' + k / N : 'A' + k / N - 9); id += 'C'; id += (char)(k % N < 9 ? '1' + k % N : 'A' + k % N - 9);
                g += "~" + id + "_" + numtext((uint64_t)v);
            } else if (!other) other = c;
            else if (c != other) return "";
        }
        return ".Shape~" + numtext((uint64_t)N) + "x" + numtext((uint64_t)N) + (g.empty() ? "" : "." + g);
    }
    for (int N = 2; N < 10; N++) {   /* pencilmarks: N*N*N digits and dots */
        if ((size_t)(N * N * N) != L || s.find_first_not_of(".0123456789") != std::string::npos) continue;
        std::string g;
        for (int k = 0; k < N * N; k++) {
            std::string vs;
            for (int j = 0; j < N; j++) { char c = s[k * N + j]; if (c != '.') { vs += "_"; vs += c; } }
            if (vs.empty()) return "";
            g += "~R"; g += (char)('1' + k / N); g += "C"; g += (char)('1' + k % N); g += vs;
        }
        return ".Shape~" + numtext((uint64_t)N) + "x" + numtext((uint64_t)N) + "." + g;
    }
    return "";
}

static inline int iss_read(const std::string &text, int lineno, IssPuzzle &P) {
    P = IssPuzzle();
    IssReader r(P.G, P.val, lineno);
    std::string t;   /* (ISS drops all white space first) */
    for (size_t i = 0; i < text.size(); i++) if (text[i] != ' ' && text[i] != '\t' && text[i] != '\r') t += text[i];
    return r.read(t, P.sym);
}

/* the symbol character of value v in the groups format: 0-9, then A for 10 (its value in a sum) */
static inline char iss_groups_symbol(int v) { return (char)(v < 10 ? '0' + v : 'A' + v - 10); }

/* ISS string `text` (line lineno) written in the groups format (--to-groups): the statements of
 * docs/groups.md, read back into the same rules. Refuses what iss_read refuses and what the
 * groups format cannot say (a Sum with weights, a cell twice in a Cage or Sum, RegionSumLine in a
 * Raw grid with boxes). 0, or the exit status after fail() */
static inline int iss_to_groups(const std::string &text, int lineno, std::string &out) {
    IssPuzzle P;
    IssReader r(P.G, P.val, lineno);
    std::string t;
    for (size_t i = 0; i < text.size(); i++) if (text[i] != ' ' && text[i] != '\t' && text[i] != '\r') t += text[i];
    int st = r.read(t, P.sym);
    if (st) return st;
    const Grid &G = P.G;
    int R = r.R, C = r.C, N = r.N, n = R * C;
    std::string sym, o;
    for (int s = 0; s < N; s++) sym += iss_groups_symbol(G.val(s));
    o += "size " + numtext((uint64_t)R) + " " + numtext((uint64_t)C) + "\nsymbols " + sym + "\n";
    bool boxes = !r.noboxes && r.bh, sudoku = !r.raw && boxes && R == C && C == N;
    if (sudoku) o += "sudoku 1 1 " + numtext((uint64_t)r.bh) + " " + numtext((uint64_t)r.bw) + "\n";
    else if (!r.raw) {
        o += "rows\ncols\n";
        if (boxes) {
            o += "regions\n";
            for (int k = 0; k < n; k++) o += numtext((uint64_t)r.rg[k]) + (k % C + 1 < C ? " " : "\n");
        }
    }
    bool given = false;
    for (int k = 0; k < n; k++) given = given || P.val[k] >= 0;
    if (given) {
        o += "cells\n";
        for (int k = 0; k < n; k++) { o += P.val[k] >= 0 ? sym[P.val[k]] : '.'; if (k % C + 1 == C) o += "\n"; }
    }
    for (size_t k = 0; k < G.allow.size(); k++) {   /* several values given (and the digits of pills, indexing cells) */
        if (G.allow[k] == r.all()) continue;
        std::string m;
        for (int s = 0; s < N; s++) if (G.allow[k] >> s & 1) m += sym[s];
        std::string at = " r" + numtext((uint64_t)(k / C + 1)) + "c" + numtext((uint64_t)(k % C + 1)) + "\n";
        if (m.empty() && N > 1) { o += "allow " + sym.substr(0, 1) + at + "allow " + sym.substr(1, 1) + at; continue; }   /* (none: two that meet in none) */
        o += "allow " + m + at;
    }
    std::vector<std::string> items = iss_split(t.substr(1), '.');
    for (size_t i = 0; i < items.size(); i++) {
        std::vector<std::string> a = iss_split(items[i], '~');
        const std::string &ty = a[0];
        r.type = ty;
        if (ty == "Shape" || ty == "NoBoxes" || ty.empty()) continue;   /* (givens: the cells and allow above) */
        std::string kw;
        for (int q = 0; q < GROUPS_RULE_COUNT && kw.empty(); q++) if (ty == GROUPS_RULES[q][1]) kw = GROUPS_RULES[q][0];
        std::vector<std::string> b;   /* the arguments, as the groups format has them */
        std::vector<int> ks;
        for (size_t j = 1; j < a.size(); j++) {
            int k;
            if (!iss_cell(a[j], R, C, k)) { ks.push_back(k); b.push_back("r" + numtext((uint64_t)(k / C + 1)) + "c" + numtext((uint64_t)(k % C + 1))); }
            else b.push_back(a[j]);
        }
        if (ty == "Jigsaw") {
            o += "regions\n";
            const std::string &l = a.back();
            for (int k = 0; k < n; k++) {
                int size = (int)std::count(l.begin(), l.end(), l[k]);
                o += size == N && l[k] != '.' && l[k] != '#' ? l[k] : '.';
                if (k % C + 1 == C) o += "\n";
            }
            continue;
        }
        if (ty == "AllDifferent") kw = "group";
        if (ty == "Cage" || ty == "Sum") {
            std::vector<int> once(ks);
            std::sort(once.begin(), once.end());
            if (std::unique(once.begin(), once.end()) != once.end()) return r.bad("a cell twice is not expressible in the groups format");
            if (b[0].find('_') != std::string::npos) {
                std::vector<std::string> w = iss_split(b[0], '_');
                for (size_t q = 2; q < w.size(); q++) if (w[q] != "1") return r.bad("a sum with weights is not expressible in the groups format");
                b[0] = w[0];
            }
            int sum = 0;
            if (!b[0].empty()) parse_int(b[0], sum);
            if (ty == "Cage" && sum == 0) { kw = "group"; b.erase(b.begin()); }
            else { kw = ty == "Cage" ? "cage" : "sum"; b[0] = sum < 0 ? "-" + numtext((uint64_t)-sum) : numtext((uint64_t)sum); }
        }
        if (ty == "RegionSumLine" && r.raw && boxes) return r.bad("a line in a Raw grid with boxes is not expressible in the groups format");
        if (ty == "Diagonal") b[0] = b[0] == "1" ? "anti" : "main";
        for (size_t j = 0; j < b.size(); j++) {
            if ((ty == "XSum" || ty == "Skyscraper") && j >= 1 && b[j].empty()) b[j] = "-";
            if (ty == "SumLine" && j + 1 == b.size() && b[j] == "LOOP") b[j] = "loop";
            if ((ty == "Indexing" && j == 0) || ((ty == "XSum" || ty == "Skyscraper") && j == 0) || (ty == "Sandwich" && j == 1))
                for (size_t q = 0; q < b[j].size(); q++) if (b[j][q] >= 'A' && b[j][q] <= 'Z') b[j][q] = (char)(b[j][q] - 'A' + 'a');
            if (ty == "Quad" && j >= 1) { int v = 0; parse_int(b[j], v); b[j] = std::string(1, iss_groups_symbol(v)); }
        }
        if (ty == "XSum" || ty == "Skyscraper") while (b.size() < 3) b.push_back("-");
        o += kw;
        for (size_t j = 0; j < b.size(); j++) o += " " + b[j];
        o += "\n";
    }
    out += o;
    return 0;
}
#endif
