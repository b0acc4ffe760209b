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
// Arrow, AllDifferent, Diagonal, AntiKnight, AntiKing, AntiConsecutive, StrictKropki, StrictXV,
// DisjointSets, Windoku. Each is written as ISS writes it, and the string is what groups reads.
// Oracle (no grid-module code; another method): the rules kept as lists of cells with their
// meaning, evaluated here from ISS's descriptions; backtracking over the cells in order, each rule
// checked once its cells are filled (and the houses as the cells fill), counting up to 5000.
// Checks per instance: the count of the propagator search (every solution, and --unique's limit
// of 2) equals the oracle's; the first solution obeys every rule.
// Output: up to 10 failure lines (it stops there), then one summary line. Exit status 0 if no failure.
#define TOOL_NAME "stress_iss"
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
#include "src/grid/cpsearch.h"
#include "src/grid/iss.h"
#include "src/stress/rng.h"
#include "src/stress/stop.h"

enum { WHITE, BLACK, XSUM, VSUM, GREATER, THERMO, WHISPER, PALIN, RENBAN, CAGE, SUMR, ARROW, ALLDIFF, GIVEN, ALLOW,
       ANTIKNIGHT, ANTIKING, ANTICONS, STRICTK, STRICTXV, KINDS };

struct Rule {
    int kind;
    std::vector<int> cells;
    int arg;        // a sum, a whisper's difference (0: the default, 5), a given value
    unsigned mask;  // ALLOW: the values allowed (bit v)
};

struct Inst {
    int R, N, bh, bw;
    bool boxes, jigsaw;
    std::vector<std::vector<int> > houses;   // rows, columns, boxes (if any) and the extra groups
    std::vector<Rule> rules;
    std::string iss;
};

static std::string cellname(int R, int k) {
    std::string s = "R";
    s += (char)('1' + k / R); s += 'C'; s += (char)('1' + k % R);
    return s;
}
static bool adj(int R, int a, int b) { return (a / R == b / R && (a - b == 1 || b - a == 1)) || a - b == R || b - a == R; }

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
    default: return true;   // the global rules: below
    }
}
// the global rules, for the cell k just filled (against the cells before it)
static bool global_ok(const Inst &in, const std::vector<bool> &on, const std::vector<int> &g, int k,
                      const std::vector<char> &dot, const std::vector<char> &xv) {
    int R = in.R, r = k / R, c = k % R;
    for (int q = 0; q < k; q++) {
        int rr = q / R, cc = q % R, dr = abs(rr - r), dc = abs(cc - c);
        int a = g[q], b = g[k];
        if (on[ANTIKNIGHT] && ((dr == 1 && dc == 2) || (dr == 2 && dc == 1)) && a == b) return false;
        if (on[ANTIKING] && dr == 1 && dc == 1 && a == b) return false;
        if (dr + dc != 1) continue;
        if (on[ANTICONS] && (a == b + 1 || b == a + 1)) return false;
        if (on[STRICTK] && !dot[q * R * R + k] && (a == b + 1 || b == a + 1 || a == 2 * b || b == 2 * a)) return false;
        if (on[STRICTXV] && !xv[q * R * R + k] && (a + b == 5 || a + b == 10)) return false;
    }
    return true;
}

struct Brute {
    const Inst &in;
    std::vector<int> g;
    std::vector<std::vector<int> > at;   // per cell: the rules whose last cell (in order) it is
    std::vector<std::vector<int> > hof;  // per cell: its houses
    std::vector<bool> on;
    std::vector<char> dot, xv;           // adjacent pairs (a < b) with a dot, an X or V
    long long count, cap;
    explicit Brute(const Inst &i) : in(i), g(i.R * i.R, 0), at(i.R * i.R), hof(), on(KINDS, false), count(0), cap(5000) {
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
            if (r.kind == WHITE || r.kind == BLACK || r.kind == XSUM || r.kind == VSUM)
                for (size_t a = 0; a < r.cells.size(); a++)
                    for (size_t b = 0; b < r.cells.size(); b++)
                        if (a != b && adj(i.R, r.cells[a], r.cells[b]) && r.cells[a] < r.cells[b])
                            ((r.kind == WHITE || r.kind == BLACK) ? dot : xv)[r.cells[a] * n + r.cells[b]] = 1;
        }
    }
    bool houses_ok(int k) const {
        for (size_t q = 0; q < hof[k].size(); q++) {
            const std::vector<int> &H = in.houses[hof[k][q]];
            for (size_t j = 0; j < H.size(); j++) if (H[j] != k && g[H[j]] == g[k]) return false;
        }
        return true;
    }
    void go(int k) {
        if (count >= cap) return;
        if (k == in.R * in.R) { count++; return; }
        for (int v = 1; v <= in.N; v++) {
            g[k] = v;
            bool ok = houses_ok(k) && global_ok(in, on, g, k, dot, xv);
            for (size_t q = 0; q < at[k].size() && ok; q++) ok = rule_ok(in, in.rules[at[k][q]], g);
            if (ok) go(k + 1);
            g[k] = 0;
        }
    }
};

// a random solved grid (rows, columns, boxes) by backtracking with shuffled values
static bool fill(int R, int bh, int bw, std::vector<int> &g, int k) {
    if (k == R * R) return true;
    int order[16];
    for (int v = 0; v < R; v++) order[v] = v + 1;
    for (int v = R - 1; v > 0; v--) std::swap(order[v], order[below(v + 1)]);
    for (int q = 0; q < R; q++) {
        int v = order[q], r = k / R, c = k % R;
        bool ok = true;
        for (int j = 0; j < R && ok; j++) ok = g[r * R + j] != v && g[j * R + c] != v;
        int br = r / bh * bh, bc = c / bw * bw;
        for (int a = br; a < br + bh && ok; a++) for (int b = bc; b < bc + bw && ok; b++) ok = g[a * R + b] != v;
        if (!ok) continue;
        g[k] = v;
        if (fill(R, bh, bw, g, k + 1)) return true;
        g[k] = 0;
    }
    return false;
}

// a random path of `len` adjacent cells (no repeats); false if stuck
static bool path(int R, int len, std::vector<int> &p) {
    p.assign(1, below(R * R));
    while ((int)p.size() < len) {
        int k = p.back(), nb[4], m = 0;
        int cand[4] = {k - R, k + R, k % R ? k - 1 : -1, k % R + 1 < R ? k + 1 : -1};
        for (int q = 0; q < 4; q++) {
            int x = cand[q];
            if (x < 0 || x >= R * R) continue;
            bool used = false;
            for (size_t j = 0; j < p.size(); j++) used = used || p[j] == x;
            if (!used) nb[m++] = x;
        }
        if (!m) return false;
        p.push_back(nb[below(m)]);
    }
    return true;
}

static const char *NAME[KINDS] = {"WhiteDot", "BlackDot", "X", "V", "GreaterThan", "Thermo", "Whisper", "Palindrome", "Renban", "Cage", "Sum", "Arrow",
                                  "AllDifferent", "", "", "AntiKnight", "AntiKing", "AntiConsecutive", "StrictKropki", "StrictXV"};

static std::vector<int> make_sol;   // make()'s solved grid
static void make1(Inst &in) {
    bool six = below(2);
    in.R = in.N = six ? 6 : 4; in.bh = 2; in.bw = six ? 3 : 2;
    int R = in.R, n = R * R;
    in.boxes = below(8) != 0;
    in.jigsaw = in.boxes && below(7) == 0;
    std::vector<int> &sol = make_sol;
    sol.assign(n, 0);
    fill(R, in.bh, in.bw, sol, 0);
    for (int r = 0; r < R; r++) { std::vector<int> h, v; for (int c = 0; c < R; c++) { h.push_back(r * R + c); v.push_back(c * R + r); } in.houses.push_back(h); in.houses.push_back(v); }
    std::string s;
    s += six ? ".Shape~6x6" : ".Shape~4x4";
    if (!in.boxes) s += ".NoBoxes";
    std::vector<std::vector<int> > boxes;
    for (int b = 0; b < R; b++) {
        std::vector<int> h;
        for (int q = 0; q < R; q++) h.push_back((b / (R / in.bw) * in.bh + q / in.bw) * R + b % (R / in.bw) * in.bw + q % in.bw);
        boxes.push_back(h);
    }
    if (in.boxes) {
        for (int b = 0; b < R; b++) in.houses.push_back(boxes[b]);
        if (in.jigsaw) {   // the boxes again, as a jigsaw layout (with NoBoxes)
            std::string lay(n, '?');
            for (int b = 0; b < R; b++) for (int q = 0; q < R; q++) lay[boxes[b][q]] = (char)('a' + b);
            s += ".NoBoxes.Jigsaw~" + lay;
        }
    }
    int ng = (six ? 14 + below(7) : 3 + below(4)) + (in.boxes ? 0 : six ? 8 : 2);   // givens from the solution (the oracle stays fast; more without boxes)
    for (int q = 0; q < ng; q++) { Rule r; r.kind = GIVEN; r.mask = 0; r.cells.assign(1, below(n)); r.arg = sol[r.cells[0]]; in.rules.push_back(r); }
    int nr = 2 + below(6);
    for (int q = 0; q < nr; q++) {
        Rule r;
        r.arg = 0; r.mask = 0;
        bool random = below(6) == 0;
        int kind = below(KINDS + 3);
        if (kind >= KINDS) kind = below(3) ? GIVEN : ALLOW;
        r.kind = kind;
        std::vector<int> p;
        switch (kind) {
        case WHITE: case BLACK: case XSUM: case VSUM: case GREATER: {
            if (!path(R, 2 + below(2), p)) continue;
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
                if (!path(R, kind == PALIN ? 3 : 2 + below(3), p)) continue;
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
            if (!path(R, 2 + below(3), p)) continue;
            int t = 0;
            for (size_t i = 0; i < p.size(); i++) t += sol[p[i]];
            r.cells = p;
            r.arg = t + (random ? below(3) - 1 : 0);
            break;
        }
        case GIVEN: { int k = below(n); r.cells.assign(1, k); r.arg = random ? 1 + below(R) : sol[k]; break; }
        case ALLOW: { int k = below(n); r.cells.assign(1, k); r.mask = (unsigned)(rnd() & ((1u << (R + 1)) - 2)) | (random ? 0 : 1u << sol[k]); if (!r.mask) r.mask = 2; break; }
        case STRICTK: case STRICTXV:   // every pair of the solution with a dot (or X, V) marked, but rarely one
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
        if (r.kind == GIVEN) giv += "~" + cellname(R, r.cells[0]) + "_" + std::to_string(r.arg);
        if (r.kind == ALLOW) { giv += "~" + cellname(R, r.cells[0]); for (int v = 1; v <= R; v++) if (r.mask >> v & 1) giv += "_" + std::to_string(v); }
    }
    if (!giv.empty()) s += "." + giv;
    for (size_t q = 0; q < in.rules.size(); q++) {
        const Rule &r = in.rules[q];
        if (r.kind == GIVEN || r.kind == ALLOW) continue;
        s += "."; s += NAME[r.kind];
        if (r.kind == CAGE || r.kind == SUMR) s += "~" + std::to_string(r.arg);
        if (r.kind == WHISPER && r.arg) s += "~" + std::to_string(r.arg);
        for (size_t j = 0; j < r.cells.size(); j++) s += "~" + cellname(R, r.cells[j]);
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
    }
    printf("stress_iss: %d instances compared (%d skipped: over 5000 solutions; %d with no solution, %d with one), %d failures\n", N - skipped, skipped, none, one, failures);
    return failures ? 1 : 0;
}
