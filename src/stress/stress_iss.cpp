// stress_iss: groups' reading of ISS constraint strings (src/grid/iss.h) and the variant rules of
// the propagator search (src/grid/cpsearch.h: allowed values, pair rules, sums with -1
// coefficients) against a brute-force oracle on random small variant sudoku.
//   stress_iss [N [SEED]]      (defaults 400 instances, seed 1)
// src/stress/broken.sh builds it against broken copies of those headers, which it must reject.
//
// Instances: 4x4 (2x2 boxes) and 6x6 (2x3 boxes) sudoku; one in eight without boxes (NoBoxes),
// one in eight with the boxes given as a Jigsaw layout. A random solved grid (rows, columns and
// boxes; the oracle decides what the other rules allow), 3-6 (4x4) or 14-20 (6x6) of its values (2 or 8 more without boxes)
// given (so that the oracle stays fast); then random rules, most of them true of
// that grid (so that there are solutions), one in six drawn at random (often none): givens, given
// sets of values (the solution's and others), Thermo, Whisper (difference 2 or default), Palindrome,
// Renban (a path of distinct values forming a run),
// WhiteDot, BlackDot, X, V, GreaterThan (adjacent pairs, chains of three cells too), Cage, Sum,
// Arrow, AllDifferent, Diagonal, AntiKnight, AntiKing, AntiConsecutive, StrictKropki (also ~white, ~black), StrictXV,
// DisjointSets, Windoku; and the newer types: LittleKiller, Sandwich, XSum and Skyscraper (one clue
// or both), PillArrow (the pill in a random order), DoubleArrow, Between, Lockout, Modular, Zipper,
// RegionSumLine (by the boxes, or the jigsaw regions; none without either), SumLine (loops too),
// Quad, Indexing (R and C; B, ours, with boxes), ValueIndexing, SameValues, SlowThermo (the project's: non-decreasing),
// Entropic (ISS: values 1-9 only, so one in 16 instances is a 9x9 with 8-16 open cells), Nabner (Rangsk's:
// no two values on the line equal or consecutive), valued dots (Difference~D, Ratio~R, SumDot~S) and the
// negative constraints on them (StrictKropki~dD, ~rR, StrictXV~sS: undotted adjacent pairs not so; ours, for f-puzzles).
// Each is written as ISS writes it, and the string is what groups reads.
// STRESS_ORACLE_DUMP=1: no comparison; each instance's oracle count and string to stderr
// (src/stress/iss_oracle.sh runs ISS itself on them).
// Oracle (no grid-module code; another method): the rules kept as lists of cells with their
// meaning, evaluated here from ISS's descriptions; backtracking over the cells in order, each rule
// checked once its cells are filled (and the houses as the cells fill), counting up to 5000.
// Checks per instance: the count of the propagator search (every solution, and --unique's limit
// of 2) equals the oracle's; the first solution obeys every rule.
// Output: up to 10 failure lines (it stops there), then one summary line. Exit status 0 if no failure.
#define TOOL_NAME "stress_iss"
#include <cstdio>
#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>
#include "src/grid/cpsearch.h"
#include "src/grid/iss.h"
#include "src/stress/rng.h"
#include "src/stress/gridgen.h"
#include "src/stress/stop.h"

enum { WHITE, BLACK, XSUM, VSUM, GREATER, THERMO, WHISPER, PALIN, RENBAN, CAGE, SUMR, ARROW, ALLDIFF, GIVEN, ALLOW,
       ANTIKNIGHT, ANTIKING, ANTICONS, STRICTK, STRICTXV,
       // the newer types (a rule's ISS item in Rule::text; several rules may share one item)
       LKILLER, SANDWICH, XSUMCLUE, SKY, PILL, DARROW, BETWEEN, LOCKOUT, MODULAR, ENTROPIC, ZIPPER, RSL, SUMLINE,
       QUAD, INDEXING, VINDEX, SAMEV, SLOWTHERMO, NABNER, VDOT, VSTRICT, KINDS };

struct Rule {
    int kind;
    std::vector<int> cells;
    int arg;        // a sum, a whisper's difference (0: the default, 5), a given value
    unsigned mask;  // ALLOW: the values allowed (bit v)
    int arg2;       // PILL: the pill's size; LOCKOUT: the difference; MODULAR: the modulus; SAMEV: the
                    // number of sets; SUMLINE: 1 for a loop
    std::vector<int> vals;   // QUAD: the values listed
    std::string text;        // the newer types: the ISS item (empty: written with another rule's)
    Rule() : kind(0), arg(0), mask(0), arg2(0) {}
};

struct Inst {
    int R, N, bh, bw;
    bool boxes, jigsaw;
    std::vector<std::vector<int> > houses;   // rows, columns, boxes (if any) and the extra groups
    std::vector<int> region;                 // per cell: its box or jigsaw region (empty: none)
    std::vector<Rule> rules;
    std::string iss;
};

static bool adj(int R, int a, int b) { return (a / R == b / R && (a - b == 1 || b - a == 1)) || a - b == R || b - a == R; }

// an entropic line's group of value v: 1..L, the next M, the rest
static int egroup(int L, int M, int v) { return v <= L ? 0 : v <= L + M ? 1 : 2; }
// a valued dot's relation: family 0 difference, 1 ratio, 2 sum, of value d
static bool vrel(int family, int d, int a, int b) {
    return family == 0 ? abs(a - b) == d : family == 1 ? a == d * b || b == d * a : a + b == d;
}
// the oracle's view of a rule on a full or partial grid g (0 = empty): false if broken
static bool rule_ok(const Inst &in, const Rule &r, const std::vector<int> &g) {
    const std::vector<int> &c = r.cells;
    for (size_t i = 0; i < c.size(); i++) if (!g[c[i]]) return true;   // checked once filled
    int R = in.R;
    switch (r.kind) {
    case WHITE: case BLACK: case XSUM: case VSUM: case GREATER:
        for (size_t i = 0; i < c.size(); i++)
            for (size_t j = i + 1; j < c.size(); j++) {
                if (!adj(R, c[i], c[j])) continue;
                int a = g[c[i]], b = g[c[j]];
                if (r.kind == WHITE && a != b + 1 && b != a + 1) return false;
                if (r.kind == BLACK && a != 2 * b && b != 2 * a) return false;
                if (r.kind == XSUM && a + b != 10) return false;
                if (r.kind == VSUM && a + b != 5) return false;
                if (r.kind == GREATER && !(a > b)) return false;
            }
        return true;
    case THERMO:
        for (size_t i = 1; i < c.size(); i++) if (g[c[i]] <= g[c[i - 1]]) return false;
        return true;
    case WHISPER: {
        int d = r.arg ? r.arg : 5;
        for (size_t i = 1; i < c.size(); i++) if (abs(g[c[i]] - g[c[i - 1]]) < d) return false;
        return true;
    }
    case PALIN:
        for (size_t i = 0; i < c.size(); i++) if (g[c[i]] != g[c[c.size() - 1 - i]]) return false;
        return true;
    case RENBAN: {   // distinct values forming a run
        unsigned seen = 0;
        int lo = 99, hi = 0;
        for (size_t i = 0; i < c.size(); i++) {
            if (seen >> g[c[i]] & 1) return false;
            seen |= 1u << g[c[i]]; lo = std::min(lo, g[c[i]]); hi = std::max(hi, g[c[i]]);
        }
        return hi - lo == (int)c.size() - 1;
    }
    case CAGE: case SUMR: case ALLDIFF: {
        int t = 0;
        unsigned seen = 0;
        for (size_t i = 0; i < c.size(); i++) {
            t += g[c[i]];
            if (r.kind != SUMR && (seen >> g[c[i]] & 1)) return false;
            seen |= 1u << g[c[i]];
        }
        return r.kind == ALLDIFF || t == r.arg;
    }
    case ARROW: {
        int t = 0;
        for (size_t i = 1; i < c.size(); i++) t += g[c[i]];
        return t == g[c[0]];
    }
    case GIVEN: return g[c[0]] == r.arg;
    case ALLOW: return r.mask >> g[c[0]] & 1;
    // the newer types, from ISS's descriptions (sudoku_constraint.js) and how its builder reads them
    case LKILLER: {   // the diagonal's values (they may repeat) add up to the clue
        int t = 0;
        for (size_t i = 0; i < c.size(); i++) t += g[c[i]];
        return t == r.arg;
    }
    case SANDWICH: {   // the full line: the values strictly between the 1 and the N add up to the clue
        int p1 = -1, pN = -1;
        for (size_t i = 0; i < c.size(); i++) { if (g[c[i]] == 1) p1 = (int)i; if (g[c[i]] == in.N) pN = (int)i; }
        if (p1 < 0 || pN < 0) return false;
        int t = 0;
        for (int i = std::min(p1, pN) + 1; i < std::max(p1, pN); i++) t += g[c[i]];
        return t == r.arg;
    }
    case XSUMCLUE: {   // the line from the clue's side: its first X values, X the first one's, add up to the clue
        int x = g[c[0]], t = 0;
        if (x > (int)c.size()) return false;
        for (int i = 0; i < x; i++) t += g[c[i]];
        return t == r.arg;
    }
    case SKY: {   // the line from the clue's side: the values greater than all before them, counted
        int seen = 0, top = 0;
        for (size_t i = 0; i < c.size(); i++) if (g[c[i]] > top) { top = g[c[i]]; seen++; }
        return seen == r.arg;
    }
    case PILL: {   // the pill (its cells in reading order) read as a decimal number = the arrow's sum
        std::vector<int> pill(c.begin(), c.begin() + r.arg2);
        std::sort(pill.begin(), pill.end());
        int num = 0, t = 0;
        for (size_t i = 0; i < pill.size(); i++) num = num * 10 + g[pill[i]];
        for (size_t i = r.arg2; i < c.size(); i++) t += g[c[i]];
        return num == t;
    }
    case DARROW: {   // the two ends add up to the cells between
        int t = 0;
        for (size_t i = 1; i + 1 < c.size(); i++) t += g[c[i]];
        return g[c[0]] + g[c.back()] == t;
    }
    case BETWEEN: case LOCKOUT: {   // the middle values strictly between the ends (Lockout: outside them,
        int a = g[c[0]], b = g[c.back()], lo = std::min(a, b), hi = std::max(a, b);   // the ends distinct and
        if (r.kind == LOCKOUT && (a == b || hi - lo < r.arg2)) return false;           // at least D apart)
        for (size_t i = 1; i + 1 < c.size(); i++) {
            int v = g[c[i]];
            if (r.kind == BETWEEN && !(lo < v && v < hi)) return false;
            if (r.kind == LOCKOUT && !(v < lo || v > hi)) return false;
        }
        return true;
    }
    case MODULAR: {   // residues mod M: the first M cells all different; cells M apart the same
        int M = r.arg2;
        for (size_t i = 0; i < c.size(); i++)
            for (size_t j = i + 1; j < c.size(); j++) {
                bool same = g[c[i]] % M == g[c[j]] % M;
                if ((int)j < M && same) return false;
                if ((j - i) % M == 0 && !same) return false;
            }
        return true;
    }
    case ENTROPIC: {   // any three cells in a row on the line: from three different groups 1-3, 4-6, 7-9
        // (other sizes: 1-L, the next M, the last L; arg L, arg2 M)
        for (size_t i = 0; i < c.size(); i++)
            for (size_t j = i + 1; j < c.size() && j < i + 3; j++)
                if (egroup(r.arg, r.arg2, g[c[i]]) == egroup(r.arg, r.arg2, g[c[j]])) return false;
        return true;
    }
    case ZIPPER: {   // cells as far from the center: the same sum (odd: the center's value)
        size_t L = c.size();
        int want = L % 2 ? g[c[L / 2]] : L >= 2 ? g[c[0]] + g[c[L - 1]] : 0;
        for (size_t i = 0; i < L / 2; i++) if (g[c[i]] + g[c[L - 1 - i]] != want) return false;
        return true;
    }
    case RSL: {   // the runs of the line in one region each: the same sum
        if (in.region.empty()) return true;
        std::vector<int> sums;
        for (size_t i = 0; i < c.size(); i++) {
            if (i == 0 || in.region[c[i]] != in.region[c[i - 1]]) sums.push_back(0);
            sums.back() += g[c[i]];
        }
        for (size_t i = 1; i < sums.size(); i++) if (sums[i] != sums[0]) return false;
        return true;
    }
    case SUMLINE: {   // cut into pieces that add up to S each (a loop: from some cell round to it)
        size_t L = c.size();
        for (size_t s0 = 0; s0 < (r.arg2 ? L : 1); s0++) {
            int t = 0;
            bool ok = true;
            for (size_t i = 0; i < L && ok; i++) {
                t += g[c[(s0 + i) % L]];
                if (t == r.arg) t = 0;
                else if (t > r.arg) ok = false;
            }
            if (ok && t == 0) return true;
        }
        return false;
    }
    case QUAD: {   // every listed value there at least as often as listed
        for (size_t i = 0; i < r.vals.size(); i++) {
            int need = 0, have = 0;
            for (size_t j = 0; j < r.vals.size(); j++) need += r.vals[j] == r.vals[i];
            for (size_t j = 0; j < c.size(); j++) have += g[c[j]] == r.vals[i];
            if (have < need) return false;
        }
        return true;
    }
    case INDEXING: {   // cells: the listed cell, then its row (column): the v-th holds the listed cell's column (row)
        int v = g[c[0]];
        return v < (int)c.size() && g[c[v]] == r.arg;
    }
    case VINDEX: {   // value X, distance d, then the line: its d-th cell holds X
        int d = g[c[1]];
        return d >= 1 && d <= (int)c.size() - 2 && g[c[1 + d]] == g[c[0]];
    }
    case SAMEV: {   // K sets of consecutive cells, of the same size, each holding the same values
        size_t sz = c.size() / r.arg2;
        std::vector<int> first;
        for (int k = 0; k < r.arg2; k++) {
            std::vector<int> v;
            for (size_t i = k * sz; i < (k + 1) * sz; i++) v.push_back(g[c[i]]);
            std::sort(v.begin(), v.end());
            if (k == 0) first = v;
            else if (v != first) return false;
        }
        return true;
    }
    case SLOWTHERMO:
        for (size_t i = 1; i < c.size(); i++) if (g[c[i]] < g[c[i - 1]]) return false;
        return true;
    case VDOT:   // a dot with a value (arg2: 0 difference, 1 ratio, 2 sum)
        return vrel(r.arg2, r.arg, g[c[0]], g[c[1]]);
    case NABNER:   // no two values on the line equal or consecutive
        for (size_t i = 0; i < c.size(); i++)
            for (size_t j = i + 1; j < c.size(); j++) if (std::abs(g[c[i]] - g[c[j]]) < 2) return false;
        return true;
    default: return true;   // the global rules: below
    }
}
// the global rules, for the cell k just filled (against the cells before it)
static bool global_ok(const Inst &in, const std::vector<char> &on, const std::vector<int> &g, int k,
                      const std::vector<char> &dot, const std::vector<char> &xv) {
    int R = in.R, r = k / R, c = k % R;
    bool kn = on[ANTIKNIGHT], ki = on[ANTIKING], co = on[ANTICONS], sx = on[STRICTXV];
    int sk = 0;   // the StrictKropki relations ruled out (1 consecutive, 2 one twice the other)
    for (size_t q = 0; q < in.rules.size(); q++) if (in.rules[q].kind == STRICTK) sk |= in.rules[q].arg;
    if (!(kn || ki || co || sk || sx || on[VSTRICT])) return true;
    for (int q = 0; q < k; q++) {
        int rr = q / R, cc = q % R, dr = abs(rr - r), dc = abs(cc - c);
        int a = g[q], b = g[k];
        if (kn && ((dr == 1 && dc == 2) || (dr == 2 && dc == 1)) && a == b) return false;
        if (ki && dr == 1 && dc == 1 && a == b) return false;
        if (dr + dc != 1) continue;
        if (co && (a == b + 1 || b == a + 1)) return false;
        if (sk && !dot[q * R * R + k] && (((sk & 1) && (a == b + 1 || b == a + 1)) || ((sk & 2) && (a == 2 * b || b == 2 * a)))) return false;
        if (sx && !xv[q * R * R + k] && (a + b == 5 || a + b == 10)) return false;
        for (size_t j = 0; j < in.rules.size() && on[VSTRICT]; j++) {   // StrictKropki~dD, ~rR, StrictXV~sS: undotted pairs
            const Rule &u = in.rules[j];
            if (u.kind == VSTRICT && !(u.arg2 == 2 ? xv : dot)[q * R * R + k] && vrel(u.arg2, u.arg, a, b)) return false;
        }
    }
    return true;
}

struct Brute {
    const Inst &in;
    std::vector<int> g;
    std::vector<std::vector<int> > at;   // per cell: the rules whose last cell (in order) it is
    std::vector<std::vector<int> > hof;  // per cell: its houses
    std::vector<char> on;
    std::vector<char> dot, xv;           // adjacent pairs (a < b) with a dot, an X or V
    long long count, cap;
    explicit Brute(const Inst &i) : in(i), g(i.R * i.R, 0), at(i.R * i.R), hof(), on(KINDS, 0), count(0), cap(5000) {
        int n = i.R * i.R;
        dot.assign(n * n, 0); xv.assign(n * n, 0);
        hof.resize(n);
        for (size_t h = 0; h < i.houses.size(); h++) for (size_t j = 0; j < i.houses[h].size(); j++) hof[i.houses[h][j]].push_back((int)h);
        for (size_t q = 0; q < i.rules.size(); q++) {
            const Rule &r = i.rules[q];
            on[r.kind] = true;
            int last = 0;
            for (size_t j = 0; j < r.cells.size(); j++) last = std::max(last, r.cells[j]);
            if (!r.cells.empty()) at[last].push_back((int)q);
            if (r.kind == WHITE || r.kind == BLACK || r.kind == XSUM || r.kind == VSUM || r.kind == VDOT)
                for (size_t a = 0; a < r.cells.size(); a++)
                    for (size_t b = 0; b < r.cells.size(); b++)
                        if (a != b && adj(i.R, r.cells[a], r.cells[b]) && r.cells[a] < r.cells[b])
                            ((r.kind == WHITE || r.kind == BLACK || (r.kind == VDOT && r.arg2 < 2)) ? dot : xv)[r.cells[a] * n + r.cells[b]] = 1;
        }
    }
    bool houses_ok(int k) const {
        for (size_t q = 0; q < hof[k].size(); q++) {
            const std::vector<int> &H = in.houses[hof[k][q]];
            for (size_t j = 0; j < H.size(); j++) if (H[j] != k && g[H[j]] == g[k]) return false;
        }
        return true;
    }
    std::vector<unsigned> hused;         // per house: the values its filled cells hold (bit v)
    void go(int k) {
        if (count >= cap) return;
        if (k == in.R * in.R) { count++; return; }
        if (k == 0) hused.assign(in.houses.size(), 0);
        unsigned taken = 0;
        for (size_t q = 0; q < hof[k].size(); q++) taken |= hused[hof[k][q]];
        for (int v = 1; v <= in.N; v++) {
            if (taken >> v & 1) continue;   // (the houses)
            g[k] = v;
            bool ok = global_ok(in, on, g, k, dot, xv);
            for (size_t q = 0; q < at[k].size() && ok; q++) ok = rule_ok(in, in.rules[at[k][q]], g);
            if (ok) {
                for (size_t q = 0; q < hof[k].size(); q++) hused[hof[k][q]] |= 1u << v;
                go(k + 1);
                for (size_t q = 0; q < hof[k].size(); q++) hused[hof[k][q]] &= ~(1u << v);
            }
            g[k] = 0;
        }
    }
};



static const char *NAME[KINDS] = {"WhiteDot", "BlackDot", "X", "V", "GreaterThan", "Thermo", "Whisper", "Palindrome", "Renban", "Cage", "Sum", "Arrow",
                                  "AllDifferent", "", "", "AntiKnight", "AntiKing", "AntiConsecutive", "StrictKropki", "StrictXV"};

static std::vector<int> make_sol;   // make()'s solved grid

// ---- the newer types: their lines and rules, true of the solved grid unless `random` ----
static std::string cells_text(int R, const std::vector<int> &c) {
    std::string s;
    for (size_t i = 0; i < c.size(); i++) s += "~" + stress_cellname(R, c[i]);
    return s;
}
// a random cell not yet used (and marked used), with sol[k] == want if want > 0; -1 if none
static int pick(int n, std::vector<char> &used, const std::vector<int> &sol, int want) {
    std::vector<int> k;
    for (int q = 0; q < n; q++) if (!used[q] && (want <= 0 || sol[q] == want)) k.push_back(q);
    if (k.empty()) return -1;
    int x = k[below((int)k.size())];
    used[x] = 1;
    return x;
}
static std::vector<int> random_cells(int n, int len) {
    std::vector<char> used(n, 0);
    std::vector<int> c, none;
    for (int i = 0; i < len && i < n; i++) c.push_back(pick(n, used, none, 0));
    return c;
}
// the little killer diagonals of an R x R grid, by ISS's cellMap (LittleKiller in
// sudoku_constraint.js): from the left side (rows 1..R-1) down-right, the right side (rows 2..R-1)
// up-left, the top (columns 2..R) down-left, the bottom (columns 2..R-1) up-right; one cell long
// or the same cells as one before: none
static std::vector<std::vector<int> > diagonals(int R) {
    std::vector<std::vector<int> > out, sets;
    for (int side = 0; side < 4; side++)
        for (int i = 0; i < R; i++) {
            int r, c, dr, dc;
            if (side == 0) { if (i > R - 2) continue; r = i; c = 0; dr = 1; dc = 1; }
            else if (side == 1) { if (i < 1 || i > R - 2) continue; r = i; c = R - 1; dr = -1; dc = -1; }
            else if (side == 2) { if (i < 1) continue; r = 0; c = i; dr = 1; dc = -1; }
            else { if (i < 1 || i > R - 2) continue; r = R - 1; c = i; dr = -1; dc = 1; }
            std::vector<int> d;
            for (; r >= 0 && r < R && c >= 0 && c < R; r += dr, c += dc) d.push_back(r * R + c);
            if (d.size() <= 1) continue;
            std::vector<int> key(d);
            std::sort(key.begin(), key.end());
            bool dup = false;
            for (size_t j = 0; j < sets.size(); j++) dup = dup || sets[j] == key;
            if (dup) continue;
            sets.push_back(key);
            out.push_back(d);
        }
    return out;
}
static int sum_of(const std::vector<int> &sol, const std::vector<int> &c, size_t from = 0, size_t to = (size_t)-1) {
    int t = 0;
    for (size_t i = from; i < c.size() && i < to; i++) t += sol[c[i]];
    return t;
}
static bool gen_new(const Inst &in, int kind, bool random, std::vector<Rule> &out) {
    const std::vector<int> &sol = make_sol;
    int R = in.R, N = in.N, n = R * R;
    std::vector<char> used(n, 0);
    std::vector<int> none;
    Rule r;
    r.kind = kind;
    std::string S;
    switch (kind) {
    case LKILLER: {
        std::vector<std::vector<int> > d = diagonals(R);
        r.cells = d[below((int)d.size())];
        r.arg = sum_of(sol, r.cells) + (random ? below(5) - 2 : 0);
        if (r.arg < 0) r.arg = 0;
        r.text = "LittleKiller~" + std::to_string(r.arg) + "~" + stress_cellname(R, r.cells[0]);
        break;
    }
    case SANDWICH: {
        bool col = below(2);
        int i = below(R);
        for (int j = 0; j < R; j++) r.cells.push_back(col ? j * R + i : i * R + j);
        int p1 = 0, pN = 0;
        for (int j = 0; j < R; j++) { if (sol[r.cells[j]] == 1) p1 = j; if (sol[r.cells[j]] == N) pN = j; }
        r.arg = sum_of(sol, r.cells, std::min(p1, pN) + 1, std::max(p1, pN));
        if (random) r.arg = below(N * (N - 1) / 2);
        r.text = "Sandwich~" + std::to_string(r.arg) + "~" + (col ? "C" : "R") + std::to_string(i + 1);
        break;
    }
    case XSUMCLUE: case SKY: {   // one clue or both: one rule each, the line as seen from its side
        bool col = below(2);
        int i = below(R), sides = 1 + below(3);   // 1 front, 2 back, 3 both
        std::string clue[2];
        for (int side = 0; side < 2; side++) {
            if (!(sides >> side & 1)) continue;
            Rule q;
            q.kind = kind;
            for (int j = 0; j < R; j++) { int jj = side ? R - 1 - j : j; q.cells.push_back(col ? jj * R + i : i * R + jj); }
            if (kind == XSUMCLUE) q.arg = random ? 1 + below(N * (N + 1) / 2) : sum_of(sol, q.cells, 0, sol[q.cells[0]]);
            else {
                int top = 0;
                for (int j = 0; j < R; j++) if (sol[q.cells[j]] > top) { top = sol[q.cells[j]]; q.arg++; }
                if (random) q.arg = 1 + below(N);
            }
            clue[side] = std::to_string(q.arg);
            out.push_back(q);
        }
        out[out.size() - (sides == 3 ? 2 : 1)].text = std::string(kind == SKY ? "Skyscraper~" : "XSum~") + (col ? "C" : "R") +
                                                      std::to_string(i + 1) + "~" + clue[0] + "~" + clue[1];
        return true;
    }
    case PILL: {   // a pill of 2 cells (3: random only) in reading order, each right, down or
                   // down-right of the one before; written in a random order; the arrow anywhere
        int P = random && below(3) == 0 ? 3 : 2;
        bool found = false;
        for (int t = 0; t < 60 && !found; t++) {
            std::vector<int> pill(1, below(n));
            while ((int)pill.size() < P) {
                int k = pill.back(), m = below(3);
                if (m != 1 && k % R == R - 1) m = 1;
                int x = k + (m == 0 ? 1 : m == 1 ? R : R + 1);
                if (x >= n) break;
                pill.push_back(x);
            }
            if ((int)pill.size() < P) continue;
            int num = 0;
            for (int i = 0; i < P; i++) num = num * 10 + sol[pill[i]];
            used.assign(n, 0);
            for (int i = 0; i < P; i++) used[pill[i]] = 1;
            std::vector<int> arrow;
            int s = 0;
            if (random) { for (int i = 0, len = 1 + below(5); i < len; i++) { int x = pick(n, used, none, 0); if (x >= 0) arrow.push_back(x); } }
            else {   // cells in a random order, each taken if it does not overshoot
                std::vector<int> rest;
                for (int k = 0; k < n; k++) if (!used[k]) rest.push_back(k);
                for (int k = (int)rest.size() - 1; k > 0; k--) std::swap(rest[k], rest[below(k + 1)]);
                for (size_t k = 0; k < rest.size() && s < num && arrow.size() < 9; k++)
                    if (s + sol[rest[k]] <= num) { s += sol[rest[k]]; arrow.push_back(rest[k]); }
                if (s != num) continue;
            }
            if (arrow.empty()) continue;
            for (int k = P - 1; k > 0; k--) std::swap(pill[k], pill[below(k + 1)]);
            r.cells = pill;
            r.cells.insert(r.cells.end(), arrow.begin(), arrow.end());
            r.arg2 = P;
            found = true;
        }
        if (!found) return false;
        r.text = "PillArrow~" + std::to_string(P) + cells_text(R, r.cells);
        break;
    }
    case DARROW: {
        bool found = false;
        for (int t = 0; t < 30 && !found; t++) {
            used.assign(n, 0);
            int a = pick(n, used, none, 0), b = pick(n, used, none, 0), want = sol[a] + sol[b], s = 0;
            std::vector<int> mid;
            if (random) { for (int i = 0, len = 1 + below(3); i < len; i++) mid.push_back(pick(n, used, none, 0)); s = want; }
            else
                for (int k = 0; k < 4 * n && s < want && mid.size() < 5; k++) {
                    int x = below(n);
                    if (used[x] || s + sol[x] > want) continue;
                    used[x] = 1; mid.push_back(x); s += sol[x];
                }
            if (s != want || mid.empty()) continue;
            r.cells.assign(1, a);
            r.cells.insert(r.cells.end(), mid.begin(), mid.end());
            r.cells.push_back(b);
            found = true;
        }
        if (!found) return false;
        r.text = "DoubleArrow" + cells_text(R, r.cells);
        break;
    }
    case BETWEEN: case LOCKOUT: {
        if (kind == LOCKOUT) r.arg2 = below(N);   // (0: the ends distinct still)
        if (random) r.cells = random_cells(n, 3 + below(3));
        for (int t = 0; t < 20 && r.cells.empty(); t++) {   // ends far enough apart, then values between (outside)
            used.assign(n, 0);
            int a = pick(n, used, none, 0), b = pick(n, used, none, 0);
            int lo = std::min(sol[a], sol[b]), hi = std::max(sol[a], sol[b]);
            if (kind == BETWEEN ? hi - lo < 2 : hi == lo || hi - lo < r.arg2 || (lo == 1 && hi == N)) continue;
            r.cells.push_back(a);
            for (int i = 0, len = 1 + below(3); i < len; i++) {
                int v = kind == BETWEEN ? lo + 1 + below(hi - lo - 1) : 1 + below(N);
                if (kind == LOCKOUT && v >= lo && v <= hi) { i--; continue; }
                int x = pick(n, used, sol, v);
                if (x >= 0) r.cells.push_back(x);
            }
            r.cells.push_back(b);
        }
        if (r.cells.size() < 3) return false;
        r.text = kind == BETWEEN ? "Between" + cells_text(R, r.cells) : "Lockout~" + std::to_string(r.arg2) + cells_text(R, r.cells);
        break;
    }
    case MODULAR: {
        int M = 2 + below(std::min(N, 5) - 1), len = M - 1 + below(4);
        r.arg2 = M;
        if (random) r.cells = random_cells(n, len);
        else
            for (int i = 0; i < len; i++) {
                std::vector<int> ok;
                for (int k = 0; k < n; k++) {
                    if (used[k]) continue;
                    bool good = true;
                    for (int j = 0; j < i && good; j++) {
                        bool same = sol[k] % M == sol[r.cells[j]] % M;
                        good = i < M ? !same : (i - j) % M ? true : same;
                    }
                    if (good) ok.push_back(k);
                }
                if (ok.empty()) break;
                int x = ok[below((int)ok.size())];
                used[x] = 1;
                r.cells.push_back(x);
            }
        if (r.cells.size() < 2) return false;
        r.text = "Modular~" + std::to_string(M) + cells_text(R, r.cells);
        break;
    }
    case ENTROPIC: {   // (ISS: values 1-9 only; other sizes, ours: Entropic~L~M, groups L, M, L as Rangsk's)
        int lo = N / 3, hi = (N + 2) / 3, L = N == 9 ? 3 : 2 * lo + hi == N ? lo : hi, M = N - 2 * L;
        r.arg = L; r.arg2 = M;
        int len = 3 + below(N == 9 ? 4 : 2);
        if (random) r.cells = random_cells(n, len);
        else
            for (int i = 0; i < len; i++) {
                std::vector<int> ok;
                for (int k = 0; k < n; k++) {
                    bool good = !used[k];
                    for (int j = std::max(0, i - 2); j < i && good; j++) good = egroup(L, M, sol[k]) != egroup(L, M, sol[r.cells[j]]);
                    if (good) ok.push_back(k);
                }
                if (ok.empty()) break;
                int x = ok[below((int)ok.size())];
                used[x] = 1;
                r.cells.push_back(x);
            }
        if (r.cells.size() < 2) return false;
        r.text = (N == 9 ? std::string("Entropic") : "Entropic~" + std::to_string(L) + "~" + std::to_string(M)) + cells_text(R, r.cells);
        break;
    }
    case ZIPPER: {
        int len = 2 + below(5);
        if (random) r.cells = random_cells(n, len);
        else {
            r.cells.assign(len, -1);
            int want = 0;
            if (len % 2) { r.cells[len / 2] = pick(n, used, none, 0); want = sol[r.cells[len / 2]]; }
            for (int i = 0; i < len / 2; i++) {
                std::vector<std::pair<int, int> > ok;
                for (int a = 0; a < n; a++)
                    for (int b = 0; b < n; b++)
                        if (a != b && !used[a] && !used[b] && (want == 0 || sol[a] + sol[b] == want)) ok.push_back(std::make_pair(a, b));
                if (ok.empty()) return false;
                std::pair<int, int> p = ok[below((int)ok.size())];
                r.cells[i] = p.first; r.cells[len - 1 - i] = p.second;
                used[p.first] = used[p.second] = 1;
                want = sol[p.first] + sol[p.second];
            }
        }
        r.text = "Zipper" + cells_text(R, r.cells);
        break;
    }
    case RSL: {   // a path; true (and through two regions or more, if there are regions) unless random
        bool found = false;
        for (int t = 0; t < 80 && !found; t++) {
            if (!stress_path(R, 2 + below(5), r.cells)) continue;
            if (random || in.region.empty()) { found = true; break; }
            int runs = 1;
            for (size_t i = 1; i < r.cells.size(); i++) runs += in.region[r.cells[i]] != in.region[r.cells[i - 1]];
            found = runs >= 2 && rule_ok(in, r, sol);
        }
        if (!found) return false;
        r.text = "RegionSumLine" + cells_text(R, r.cells);
        break;
    }
    case SUMLINE: {   // a path (a loop one time in three), its sum one that cuts it, unless random
        r.arg2 = below(3) == 0;
        bool found = false;
        for (int t = 0; t < 40 && !found; t++) {
            if (!stress_path(R, (r.arg2 ? 3 : 2) + below(5), r.cells)) continue;
            if (random) { r.arg = 1 + below(3 * N); found = true; break; }
            std::vector<int> cand;
            for (size_t i = 0; i < r.cells.size(); i++)
                for (size_t j = 1; j <= r.cells.size(); j++) {
                    int s = 0;
                    for (size_t q = 0; q < j; q++) s += sol[r.cells[(i + q) % r.cells.size()]];
                    if (s <= 30) cand.push_back(s);
                }
            r.arg = cand[below((int)cand.size())];
            found = rule_ok(in, r, sol);
        }
        if (!found) return false;
        r.text = "SumLine~" + std::to_string(r.arg) + cells_text(R, r.cells) + (r.arg2 ? "~LOOP" : "");
        break;
    }
    case QUAD: {
        int k = below(R - 1) * R + below(R - 1);
        r.cells.push_back(k); r.cells.push_back(k + 1); r.cells.push_back(k + R); r.cells.push_back(k + R + 1);
        std::vector<int> v;
        for (int i = 0; i < 4; i++) v.push_back(sol[r.cells[i]]);
        for (int i = 3; i > 0; i--) std::swap(v[i], v[below(i + 1)]);
        v.resize(1 + below(4));
        if (random) for (size_t i = 0; i < v.size(); i++) v[i] = 1 + below(N);
        r.vals = v;
        r.text = "Quad~" + stress_cellname(R, k);
        for (size_t i = 0; i < v.size(); i++) r.text += "~" + std::to_string(v[i]);
        break;
    }
    case INDEXING: {   // 1-3 cells, one rule each: cell and line (its row for C, its column for R, its box for B)
        int how = below(in.boxes ? 3 : 2);   // 0 "C", 1 "R": row indexing, 2 "B" (ours): box indexing
        bool rows = how == 1;
        std::vector<std::vector<int> > boxof(n);   // per cell: its box's cells in reading order
        for (int k = 0; k < n && how == 2; k++) for (int o = 0; o < n; o++) if (in.region[o] == in.region[k]) boxof[k].push_back(o);
        std::vector<int> ok;
        for (int k = 0; k < n; k++) {
            int v = sol[k], rr = k / R, cc = k % R;
            if (how == 2) {
                int me = (int)(std::find(boxof[k].begin(), boxof[k].end(), k) - boxof[k].begin()) + 1;
                if (random || sol[boxof[k][v - 1]] == me) ok.push_back(k);
            } else if (random || (rows ? sol[(v - 1) * R + cc] == rr + 1 : sol[rr * R + v - 1] == cc + 1)) ok.push_back(k);
        }
        if (ok.empty()) return false;
        std::vector<int> listed;
        for (int i = 0, len = 1 + below(3); i < len && !ok.empty(); i++) {
            int j = below((int)ok.size());
            listed.push_back(ok[j]);
            ok.erase(ok.begin() + j);
        }
        for (size_t i = 0; i < listed.size(); i++) {
            Rule q;
            q.kind = INDEXING;
            int k = listed[i], rr = k / R, cc = k % R;
            q.cells.push_back(k);
            if (how == 2) {
                q.cells.insert(q.cells.end(), boxof[k].begin(), boxof[k].end());
                q.arg = (int)(std::find(boxof[k].begin(), boxof[k].end(), k) - boxof[k].begin()) + 1;
            } else {
                for (int j = 0; j < R; j++) q.cells.push_back(rows ? j * R + cc : rr * R + j);
                q.arg = rows ? rr + 1 : cc + 1;
            }
            if (i == 0) q.text = std::string("Indexing~") + (how == 2 ? "B" : rows ? "R" : "C") + cells_text(R, listed);
            out.push_back(q);
        }
        return true;
    }
    case VINDEX: {
        if (random) r.cells = random_cells(n, 3 + below(4));
        else {
            int a = pick(n, used, none, 0), b = pick(n, used, none, 0), d = sol[b], m = d + below(3);
            std::vector<int> rest;
            for (int i = 0; i < m; i++) {
                int x = pick(n, used, sol, i == d - 1 ? sol[a] : 0);
                if (x < 0) return false;
                rest.push_back(x);
            }
            r.cells.push_back(a); r.cells.push_back(b);
            r.cells.insert(r.cells.end(), rest.begin(), rest.end());
        }
        r.text = "ValueIndexing" + cells_text(R, r.cells);
        break;
    }
    case SAMEV: {   // K sets of sz cells: the first at random, the others with its values
        int K = 2 + below(2), sz = below(2) == 0 ? R : 1 + below(4);   // (long runs half the time: a value twice in one run, once in another, is what a wrong count lets through)
        r.arg2 = K;
        std::vector<int> first;
        for (int i = 0; i < sz; i++) first.push_back(pick(n, used, none, 0));
        r.cells = first;
        for (int k = 1; k < K; k++)
            for (int i = 0; i < sz; i++) {
                int x = pick(n, used, sol, random ? 0 : sol[first[i]]);
                if (x < 0) return false;
                r.cells.push_back(x);
            }
        r.text = "SameValues~" + std::to_string(K) + cells_text(R, r.cells);
        break;
    }
    case SLOWTHERMO: {   // cells in the order of their values (a random order when random)
        r.cells = random_cells(n, 2 + below(4));
        if (!random)
            for (size_t i = 1; i < r.cells.size(); i++)
                for (size_t j = i; j > 0 && sol[r.cells[j]] < sol[r.cells[j - 1]]; j--) std::swap(r.cells[j], r.cells[j - 1]);
        r.text = "SlowThermo" + cells_text(R, r.cells);
        break;
    }
    case VDOT: case VSTRICT: {   // valued dots (Difference~D, Ratio~R, SumDot~S: ours, f-puzzles'); VSTRICT: every
        // pair of the solution with that relation dotted (but rarely one), and StrictKropki~dD / ~rR, StrictXV~sS
        static const char *const FAM[3] = {"Difference~", "Ratio~", "SumDot~"};
        r.arg2 = below(3);
        r.arg = r.arg2 == 0 ? 1 + below(N - 1) : r.arg2 == 1 ? 2 + below(N >= 6 ? 2 : 1) : 3 + below(2 * N - 3);
        if (kind == VSTRICT) {
            for (int k = 0; k < n; k++)
                for (int q = 0; q < 2; q++) {
                    int o = q ? k + R : k + 1;
                    if ((q ? o >= n : k % R + 1 >= R) || !vrel(r.arg2, r.arg, sol[k], sol[o]) || !below(12)) continue;
                    Rule d;
                    d.kind = VDOT; d.arg = r.arg; d.arg2 = r.arg2; d.cells.push_back(k); d.cells.push_back(o);
                    d.text = FAM[d.arg2] + std::to_string(d.arg) + cells_text(R, d.cells);
                    out.push_back(d);
                }
            r.text = std::string(r.arg2 == 2 ? "StrictXV~s" : r.arg2 == 1 ? "StrictKropki~r" : "StrictKropki~d") + std::to_string(r.arg);
            break;
        }
        for (int t = 0; t < 30 && r.cells.empty(); t++) {   // an adjacent pair with the relation (random: any)
            int k = below(n), o = below(2) ? k + R : k + 1;
            if (o >= n || (o == k + 1 && k % R + 1 >= R)) continue;
            if (random || vrel(r.arg2, r.arg, sol[k], sol[o])) { r.cells.push_back(k); r.cells.push_back(o); }
        }
        if (r.cells.empty()) return false;
        r.text = FAM[r.arg2] + std::to_string(r.arg) + cells_text(R, r.cells);
        break;
    }
    case NABNER: {   // cells whose values are two or more apart (random: any cells)
        int len = 2 + below(N >= 6 ? 2 : 1);
        if (random) r.cells = random_cells(n, len);
        else {
            std::vector<int> k = random_cells(n, n);   // (every cell, in a random order)
            for (size_t q = 0; q < k.size() && (int)r.cells.size() < len; q++) {
                bool good = true;
                for (size_t j = 0; j < r.cells.size() && good; j++) good = std::abs(sol[k[q]] - sol[r.cells[j]]) >= 2;
                if (good) r.cells.push_back(k[q]);
            }
        }
        if (r.cells.size() < 2) return false;
        r.text = "Nabner" + cells_text(R, r.cells);
        break;
    }
    default: return false;
    }
    out.push_back(r);
    return true;
}
static void make1(Inst &in) {
    bool nine = below(16) == 0, six = !nine && below(2);   // 9x9: nearly all given (Entropic wants 1-9)
    in.R = in.N = nine ? 9 : six ? 6 : 4; in.bh = nine ? 3 : 2; in.bw = nine ? 3 : six ? 3 : 2;
    int R = in.R, n = R * R;
    in.boxes = nine || below(8) != 0;
    in.jigsaw = in.boxes && below(7) == 0;
    std::vector<int> &sol = make_sol;
    sol.assign(n, 0);
    stress_fill(R, in.bh, in.bw, sol, 0);
    for (int r = 0; r < R; r++) { std::vector<int> h, v; for (int c = 0; c < R; c++) { h.push_back(r * R + c); v.push_back(c * R + r); } in.houses.push_back(h); in.houses.push_back(v); }
    std::string s;
    s += nine ? ".Shape~9x9" : six ? ".Shape~6x6" : ".Shape~4x4";
    if (!in.boxes) s += ".NoBoxes";
    std::vector<std::vector<int> > boxes;
    for (int b = 0; b < R; b++) {
        std::vector<int> h;
        for (int q = 0; q < R; q++) h.push_back((b / (R / in.bw) * in.bh + q / in.bw) * R + b % (R / in.bw) * in.bw + q % in.bw);
        boxes.push_back(h);
    }
    if (in.boxes) {
        in.region.assign(n, 0);
        for (int b = 0; b < R; b++) for (int q = 0; q < R; q++) in.region[boxes[b][q]] = b;
        for (int b = 0; b < R; b++) in.houses.push_back(boxes[b]);
        if (in.jigsaw) {   // the boxes again, as a jigsaw layout (with NoBoxes)
            std::string lay(n, '?');
            for (int b = 0; b < R; b++) for (int q = 0; q < R; q++) lay[boxes[b][q]] = (char)('a' + b);
            s += ".NoBoxes.Jigsaw~" + lay;
        }
    }
    int ng = (six ? 14 + below(7) : 3 + below(4)) + (in.boxes ? 0 : six ? 8 : 2);   // givens from the solution (the oracle stays fast; more without boxes)
    if (nine) ng = 0;   // (below, once the rules are known)
    for (int q = 0; q < ng; q++) { Rule r; r.kind = GIVEN; r.mask = 0; r.cells.assign(1, below(n)); r.arg = sol[r.cells[0]]; in.rules.push_back(r); }
    int nr = 2 + below(6);
    for (int q = 0; q < nr; q++) {
        Rule r;
        r.arg = 0; r.mask = 0;
        bool random = below(6) == 0;
        int kind = below(KINDS + 3);
        if (kind >= KINDS) kind = below(3) ? GIVEN : ALLOW;
        r.kind = kind;
        if (nine && q < 2) kind = ENTROPIC;   // (9x9: Entropic, the one type that needs it, first)
        if (kind >= LKILLER && kind < KINDS) { gen_new(in, kind, random, in.rules); continue; }
        std::vector<int> p;
        switch (kind) {
        case WHITE: case BLACK: case XSUM: case VSUM: case GREATER: {
            if (!stress_path(R, 2 + below(2), p)) continue;
            bool ok = true;   // true of the solution?
            for (size_t i = 0; i + 1 < p.size(); i++)
                for (size_t j = i + 1; j < p.size(); j++) {
                    if (!adj(R, p[i], p[j])) continue;
                    int a = sol[p[i]], b = sol[p[j]];
                    if (kind == WHITE) ok = ok && (a == b + 1 || b == a + 1);
                    if (kind == BLACK) ok = ok && (a == 2 * b || b == 2 * a);
                    if (kind == XSUM) ok = ok && a + b == 10;
                    if (kind == VSUM) ok = ok && a + b == 5;
                    if (kind == GREATER) ok = ok && a > b;
                }
            if (!ok && kind == GREATER && p.size() == 2) { std::swap(p[0], p[1]); ok = true; }
            if (!ok && !random) continue;
            r.cells = p;
            break;
        }
        case THERMO: case WHISPER: case PALIN: case RENBAN: {
            if (kind == WHISPER) r.arg = below(3) == 0 && six ? 0 : 2 + below(2);
            bool found = false;
            for (int t = 0; t < 40 && !found; t++) {   // a path the rule holds on (unless random)
                if (!stress_path(R, kind == PALIN ? 3 : 2 + below(3), p)) continue;
                if (kind == THERMO) {   // from the smaller end
                    if (sol[p.back()] < sol[p[0]]) { std::vector<int> rp(p.rbegin(), p.rend()); p = rp; }
                }
                r.cells = p;
                found = random || rule_ok(in, r, sol);
            }
            if (!found) continue;
            break;
        }
        case ARROW: {   // a circle and two cells anywhere, their values adding up to its value
            int c0 = below(n), a = below(n), b = below(n), tries = 0;
            while (!random && tries++ < 50 && (a == c0 || b == c0 || a == b || sol[a] + sol[b] != sol[c0])) { c0 = below(n); a = below(n); b = below(n); }
            if (a == c0 || b == c0 || a == b) continue;
            r.cells.push_back(c0); r.cells.push_back(a); r.cells.push_back(b);
            break;
        }
        case CAGE: case SUMR: case ALLDIFF: {
            if (!stress_path(R, 2 + below(3), p)) continue;
            int t = 0;
            for (size_t i = 0; i < p.size(); i++) t += sol[p[i]];
            r.cells = p;
            r.arg = t + (random ? below(3) - 1 : 0);
            break;
        }
        case GIVEN: { int k = below(n); r.cells.assign(1, k); r.arg = random ? 1 + below(R) : sol[k]; break; }
        case ALLOW: { int k = below(n); r.cells.assign(1, k); r.mask = (unsigned)(rnd() & ((1u << (R + 1)) - 2)) | (random ? 0 : 1u << sol[k]); if (!r.mask) r.mask = 2; break; }
        case STRICTK: case STRICTXV:   // every pair of the solution with a dot (or X, V) marked, but rarely one
            // (StrictKropki: arg 3 both relations ruled out, 1 consecutive only (~white), 2 1:2 only (~black))
            r.arg = kind == STRICTK ? 1 + below(3) : 0;
            for (int k = 0; k < n; k++)
                for (int q = 0; q < 2; q++) {
                    int o = q ? k + R : k + 1;
                    if (q ? o >= n : k % R + 1 >= R) continue;
                    int a = sol[k], b = sol[o];
                    Rule d;
                    d.arg = 0; d.mask = 0; d.cells.push_back(k); d.cells.push_back(o);
                    if (kind == STRICTK) d.kind = a == b + 1 || b == a + 1 ? WHITE : a == 2 * b || b == 2 * a ? BLACK : -1;
                    else d.kind = a + b == 10 ? XSUM : a + b == 5 ? VSUM : -1;
                    if (d.kind >= 0 && below(12)) in.rules.push_back(d);
                }
            break;
        default: if (!random && below(2)) continue; break;   // the global rules: rarely true, so not always
        }
        in.rules.push_back(r);
    }
    if (nine) {   // 9x9: every cell given but 8-16: the Entropic lines' cells, some of the other rules'
        std::vector<char> open(n, 0);
        int want = 8 + below(9), got = 0;
        for (size_t q = 0; q < in.rules.size(); q++)
            for (size_t j = 0; j < in.rules[q].cells.size() && got < want; j++)
                if ((in.rules[q].kind == ENTROPIC || (below(2) && got < want / 2)) && !open[in.rules[q].cells[j]]) { open[in.rules[q].cells[j]] = 1; got++; }
        for (; got < want; got++) { int k = below(n); while (open[k]) k = below(n); open[k] = 1; }
        for (int k = 0; k < n; k++) if (!open[k]) { Rule r; r.kind = GIVEN; r.cells.assign(1, k); r.arg = sol[k]; in.rules.push_back(r); }
    }
    // extra groups: Diagonal, DisjointSets, Windoku, sometimes
    int ext = below(10);
    if (ext == 0) { std::vector<int> d; for (int i = 0; i < R; i++) d.push_back(i * R + i); in.houses.push_back(d); s += ".Diagonal~-1"; }
    if (ext == 1) { std::vector<int> d; for (int i = 0; i < R; i++) d.push_back(i * R + R - 1 - i); in.houses.push_back(d); s += ".Diagonal~1"; }
    if (ext == 2 && in.boxes) {
        for (int q = 0; q < R; q++) { std::vector<int> d; for (int b = 0; b < R; b++) d.push_back(boxes[b][q]); in.houses.push_back(d); }
        s += ".DisjointSets";
    }
    if (ext == 3 && in.boxes && R == 4) {   // one window, rows and columns 2-3 (ISS: from 1, boxes apart by one)
        std::vector<int> d;
        for (int q = 0; q < 4; q++) d.push_back((1 + q % 2) * R + 1 + q / 2);
        in.houses.push_back(d);
        s += ".Windoku";
    }
    // the string: givens and allowed sets in one item, the rules after
    std::string giv;
    for (size_t q = 0; q < in.rules.size(); q++) {
        const Rule &r = in.rules[q];
        if (r.kind == GIVEN) giv += "~" + stress_cellname(R, r.cells[0]) + "_" + std::to_string(r.arg);
        if (r.kind == ALLOW) { giv += "~" + stress_cellname(R, r.cells[0]); for (int v = 1; v <= R; v++) if (r.mask >> v & 1) giv += "_" + std::to_string(v); }
    }
    if (!giv.empty()) s += "." + giv;
    for (size_t q = 0; q < in.rules.size(); q++) {
        const Rule &r = in.rules[q];
        if (r.kind == GIVEN || r.kind == ALLOW) continue;
        if (r.kind >= LKILLER) { if (!r.text.empty()) s += "." + r.text; continue; }
        s += "."; s += NAME[r.kind];
        if (r.kind == STRICTK && r.arg != 3) s += r.arg == 1 ? "~white" : "~black";   // (ours: one kind of dot)
        if (r.kind == CAGE || r.kind == SUMR) s += "~" + std::to_string(r.arg);
        if (r.kind == WHISPER && r.arg) s += "~" + std::to_string(r.arg);
        for (size_t j = 0; j < r.cells.size(); j++) s += "~" + stress_cellname(R, r.cells[j]);
    }
    if (s.empty() || s[0] != '.') s = ".~" + s;   // (no item at all: an empty givens item)
    in.iss = s;
}
struct Brute;
static bool obeys(const Inst &in, const std::vector<int> &g);
// an instance; five in six of them true of the solved grid they come from (the others often have
// no solution)
static void make(Inst &in) {
    bool any = below(6) == 0;
    for (int t = 0; t < 100; t++) {
        in = Inst();
        make1(in);
        if (any || obeys(in, make_sol)) return;
    }
}

// does the full grid g obey every rule of in?
static bool obeys(const Inst &in, const std::vector<int> &g) {
    Brute chk(in);
    int n = in.R * in.R;
    chk.g = g;
    bool ok = true;
    for (int k = 0; k < n && ok; k++) ok = chk.houses_ok(k) && global_ok(in, chk.on, chk.g, k, chk.dot, chk.xv);
    for (size_t q = 0; q < in.rules.size() && ok; q++) ok = rule_ok(in, in.rules[q], chk.g);
    return ok;
}

static int failures = 0;
static void failed(int i, const std::string &what, const std::string &iss) {
    if (failures++ < 10) printf("instance %d: %s\n  %s\n", i, what.c_str(), iss.c_str());
    stop_at_first_failure();
}

int main(int argc, char **argv) {
    int N = argc > 1 ? atoi(argv[1]) : 400;
    unsigned long long seed = argc > 2 ? strtoull(argv[2], 0, 10) : 1;
    int skipped = 0, none = 0, one = 0;
    for (int i = 0; i < N && failures < 10; i++) {
        rng_state = seed * 1000003ULL + (unsigned long long)i;
        Inst in;
        make(in);
        Brute b(in);
        if (getenv("STRESS_TRACE")) { fprintf(stderr, "%d %s\n", i, in.iss.c_str()); fflush(stderr); }
        b.go(0);
        if (b.count >= b.cap) { skipped++; continue; }
        if (getenv("STRESS_ORACLE_DUMP")) { fprintf(stderr, "%lld\t%s\n", b.count, in.iss.c_str()); continue; }
        none += b.count == 0; one += b.count == 1;
        IssPuzzle P;
        if (iss_read(in.iss, 1, P)) { failed(i, "not read", in.iss); continue; }
        int n = P.G.R * P.G.C;
        CPOptions co;
        CPSearch all;
        all.build(P.G, &P.val[0], co);
        long long c = (long long)all.run(0, 0);
        if (c != b.count) { failed(i, "count " + std::to_string(c) + ", oracle " + std::to_string(b.count), in.iss); continue; }
        CPSearch two;
        two.build(P.G, &P.val[0], co);
        long long u = (long long)two.run(2, 0);
        if (u != std::min(b.count, 2LL)) { failed(i, "unique (limit 2): " + std::to_string(u) + ", oracle " + std::to_string(b.count), in.iss); continue; }
        if (c) {   // the first solution obeys every rule
            std::vector<int> g(n);
            for (int k = 0; k < n; k++) g[k] = P.G.val(two.first[k]);
            if (!obeys(in, g)) failed(i, "the first solution breaks a rule", in.iss);
        }
        // probing at the root early (CPSearch::probe_after): after the first solution when the
        // search went on past it, else after a few nodes
        CPSearch q;
        q.build(P.G, &P.val[0], co);
        q.probing = true;
        q.probe_after = u > 0 && two.nodes > two.first_at + 1 ? two.first_at + 1 : 1 + i % 6;
        long long w = (long long)q.run(2, 0);
        if (w != std::min(b.count, 2LL)) { failed(i, "unique (limit 2) with probing: " + std::to_string(w) + ", oracle " + std::to_string(b.count), in.iss); continue; }
        if (c) {
            std::vector<int> g(n);
            for (int k = 0; k < n; k++) g[k] = P.G.val(q.first[k]);
            if (!obeys(in, g)) failed(i, "the first solution with probing breaks a rule", in.iss);
        }
        CPSearch qc;   // (a fresh one: run() begins from the built, unpropagated state)
        qc.build(P.G, &P.val[0], co);
        qc.probing = true;
        qc.probe_after = 1 + i % 6;
        w = (long long)qc.run(0, 0);
        if (w != b.count) failed(i, "count with probing " + std::to_string(w) + ", oracle " + std::to_string(b.count), in.iss);
    }
    printf("stress_iss: %d instances compared (%d skipped: over 5000 solutions; %d with no solution, %d with one), %d failures\n", N - skipped, skipped, none, one, failures);
    return failures ? 1 : 0;
}
