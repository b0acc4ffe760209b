// stress_candidates: groups --candidates [K] (src/grid/candidates.h: the true candidates of a
// puzzle by probing each (cell, symbol) pair with the propagator search) against a brute-force
// enumeration of every solution on random small puzzles.
//   stress_candidates [N [SEED]]      (defaults 300 instances, seed 1)
// src/stress/broken.sh builds it against broken copies of src/grid/candidates.h, which it must reject.
//
// Instances (generated here), each from a random solved 4x4 (2x2 boxes) or 6x6 (2x3 boxes)
// sudoku, with few of its values given (0-5 of 16, 13-18 of 36: many solutions, the oracle fast), then either
//   - a Grid built directly (the groups format's model): 0-3 cages (distinct symbols adding up to
//     a sum) and 0-1 `sum`s (symbols may repeat) on random paths of 2-3 cells, or
//   - an ISS constraint string read by iss_read (src/grid/iss.h): 0-4 of Thermo, WhiteDot, X, V
//     (adjacent pairs), Cage,
// the rules true of the solved grid but one in six drawn at random (often no solution); the
// propagator search's options (implied sums, learning, locked candidates) drawn at random too.
// Oracle (no grid-module code): the rules as lists of cells with their meaning; backtracking
// over the cells in order, the houses checked as the cells fill, each rule once its cells are
// filled; every solution enumerated (up to 20000: more, the instance is skipped), the union of
// their values per cell.
// Checks per instance: without a cap, `no solution` exactly when the oracle has none, else the
// candidates equal the union, not capped, at most as many solutions found as there are; with a
// random cap K from 1 to the count + 2: a subset of the union, at most K solutions found, capped
// only after K solutions, not capped means equal, and K >= the count gives the union exactly.
// Output: up to 10 failure lines (it stops there), then one summary line. Exit status 0 if no failure.
#define TOOL_NAME "stress_candidates"
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
#include "src/grid/candidates.h"
#include "src/grid/iss.h"
#include "src/stress/rng.h"
#include "src/stress/gridgen.h"
#include "src/stress/stop.h"

enum { GIVEN, CAGE, SUMR, THERMO, WHITE, XSUM, VSUM };
static const char *const KIND[] = {"", "Cage", "Sum", "Thermo", "WhiteDot", "X", "V"};

struct Rule {
    int kind;
    std::vector<int> cells;
    int arg;   // a sum, a given value
};

struct Inst {
    int R, bh, bw;   // R x R cells, values 1..R, boxes bh x bw
    bool iss;        // read from the ISS string, else the Grid built here
    std::vector<std::vector<int> > houses;
    std::vector<Rule> rules;
    std::string text;   // the ISS string, or a description (failure lines)
};

// ---- the oracle ----
static bool rule_ok(const Rule &r, const std::vector<int> &g) {
    const std::vector<int> &c = r.cells;
    int t = 0;
    switch (r.kind) {
    case GIVEN: return g[c[0]] == r.arg;
    case CAGE: case SUMR:
        for (size_t i = 0; i < c.size(); i++) {
            t += g[c[i]];
            if (r.kind == CAGE) for (size_t j = 0; j < i; j++) if (g[c[j]] == g[c[i]]) return false;
        }
        return t == r.arg;
    case THERMO:
        for (size_t i = 1; i < c.size(); i++) if (g[c[i]] <= g[c[i - 1]]) return false;
        return true;
    default:   // a pair of adjacent cells
        t = g[c[0]] + g[c[1]];
        if (r.kind == WHITE) return g[c[0]] - g[c[1]] == 1 || g[c[1]] - g[c[0]] == 1;
        return t == (r.kind == XSUM ? 10 : 5);
    }
}

struct Brute {
    const Inst &in;
    int n;
    std::vector<int> g;
    std::vector<std::vector<int> > at;   // per cell: the rules whose last cell it is
    std::vector<unsigned> uni;           // per cell: the values of the solutions (bit v)
    long long count, cap;
    explicit Brute(const Inst &i) : in(i), n(i.R * i.R), g(n, 0), at(n), uni(n, 0), count(0), cap(20000) {
        for (size_t q = 0; q < i.rules.size(); q++) {
            int last = 0;
            for (size_t j = 0; j < i.rules[q].cells.size(); j++) last = std::max(last, i.rules[q].cells[j]);
            at[last].push_back((int)q);
        }
        before.resize(n);
        for (size_t h = 0; h < i.houses.size(); h++)
            for (size_t a = 0; a < i.houses[h].size(); a++)
                for (size_t c = 0; c < i.houses[h].size(); c++)
                    if (i.houses[h][c] < i.houses[h][a]) before[i.houses[h][a]].push_back(i.houses[h][c]);
    }
    std::vector<std::vector<int> > before;   // per cell: the cells before it in one of its houses
    bool houses_ok(int k) const {
        for (size_t j = 0; j < before[k].size(); j++) if (g[before[k][j]] == g[k]) return false;
        return true;
    }
    void go(int k) {
        if (count >= cap) return;
        if (k == n) {
            count++;
            for (int q = 0; q < n; q++) uni[q] |= 1u << g[q];
            return;
        }
        for (int v = 1; v <= in.R; v++) {
            g[k] = v;
            bool ok = houses_ok(k);
            for (size_t q = 0; q < at[k].size() && ok; q++) ok = rule_ok(in.rules[at[k][q]], g);
            if (ok) go(k + 1);
            g[k] = 0;
        }
    }
};


static void make(Inst &in) {
    bool six = below(2) != 0;
    in.R = six ? 6 : 4; in.bh = 2; in.bw = six ? 3 : 2;
    in.iss = below(2) != 0;
    int R = in.R, n = R * R;
    std::vector<int> sol(n, 0);
    stress_fill(R, in.bh, in.bw, sol, 0);
    for (int r = 0; r < R; r++) {
        std::vector<int> h, v;
        for (int c = 0; c < R; c++) { h.push_back(r * R + c); v.push_back(c * R + r); }
        in.houses.push_back(h); in.houses.push_back(v);
    }
    for (int br = 0; br < R; br += in.bh)
        for (int bc = 0; bc < R; bc += in.bw) {
            std::vector<int> h;
            for (int r = br; r < br + in.bh; r++) for (int c = bc; c < bc + in.bw; c++) h.push_back(r * R + c);
            in.houses.push_back(h);
        }
    int ng = six ? 13 + below(6) : below(6);
    for (int q = 0; q < ng; q++) {
        Rule r; r.kind = GIVEN; r.cells.assign(1, below(n)); r.arg = sol[r.cells[0]];
        in.rules.push_back(r);
    }
    int nr = in.iss ? below(5) : below(4);
    for (int q = 0; q < nr; q++) {
        bool random = below(6) == 0;
        int kind = in.iss ? (below(5) == 0 ? CAGE : THERMO + below(4)) : (q == 3 ? SUMR : below(4) ? CAGE : SUMR);
        Rule r; r.kind = kind; r.arg = 0;
        std::vector<int> p;
        if (!stress_path(R, kind >= WHITE ? 2 : 2 + below(2), p)) continue;
        if (kind == THERMO && sol[p.back()] < sol[p[0]] && !random) { std::vector<int> rp(p.rbegin(), p.rend()); p = rp; }
        r.cells = p;
        if (kind == CAGE || kind == SUMR) {
            for (size_t i = 0; i < p.size(); i++) r.arg += sol[p[i]];
            if (random) r.arg += below(3) - 1;
            if (kind == CAGE) {   // distinct values: else the generator's sum may be impossible
                bool dup = false;
                for (size_t i = 0; i < p.size(); i++) for (size_t j = 0; j < i; j++) dup = dup || sol[p[i]] == sol[p[j]];
                if (dup) r.kind = kind = SUMR;
            }
        } else if (!random && !rule_ok(r, sol)) continue;   // a pair rule the grid breaks
        in.rules.push_back(r);
    }
    std::string s = six ? ".Shape~6x6" : ".Shape~4x4", giv;
    for (size_t q = 0; q < in.rules.size(); q++) {
        const Rule &r = in.rules[q];
        if (r.kind == GIVEN) { giv += "~" + stress_cellname(R, r.cells[0]) + "_" + std::to_string(r.arg); continue; }
        if (!in.iss && r.kind == SUMR) s += ".(sum)";   // (the description of a Grid instance)
        s += std::string(".") + KIND[r.kind];
        if (r.kind == CAGE || r.kind == SUMR) s += "~" + std::to_string(r.arg);
        for (size_t j = 0; j < r.cells.size(); j++) s += "~" + stress_cellname(R, r.cells[j]);
    }
    if (!giv.empty()) s += "." + giv;
    in.text = in.iss ? s : "(grid) " + s;
}

// the Grid of an instance built directly, with its givens (per cell a symbol or -1)
static void build_grid(const Inst &in, Grid &G, std::vector<int> &val) {
    int R = in.R;
    G = Grid(R, R, R);
    G.add_rows(); G.add_cols(); G.add_boxes(in.bh, in.bw);
    val.assign(R * R, -1);
    for (size_t q = 0; q < in.rules.size(); q++) {
        const Rule &r = in.rules[q];
        if (r.kind == GIVEN) { val[r.cells[0]] = r.arg - 1; continue; }   // (givens from one grid: no clash)
        Cage c;
        c.cells = r.cells; c.sum = r.arg; c.distinct = r.kind == CAGE;
        G.cages.push_back(c);
    }
}

static int failures = 0;
static void failed(int i, const std::string &what, const std::string &text) {
    if (failures++ < 10) printf("instance %d: %s\n  %s\n", i, what.c_str(), text.c_str());
    stop_at_first_failure();
}
static std::string masks(const std::vector<unsigned> &m) {
    std::string s;
    for (size_t k = 0; k < m.size(); k++) { s += k ? " " : ""; for (int v = 1; v < 10; v++) if (m[k] >> v & 1) s += (char)('0' + v); }
    return s;
}

int main(int argc, char **argv) {
    int N = argc > 1 ? atoi(argv[1]) : 300;
    unsigned long long seed = argc > 2 ? strtoull(argv[2], 0, 10) : 1;
    int skipped = 0, none = 0, one = 0, capped = 0;
    long long probes = 0, sols = 0, total = 0;
    for (int i = 0; i < N && failures < 10; i++) {
        rng_state = seed * 1000003ULL + (unsigned long long)i;
        Inst in;
        make(in);
        if (getenv("STRESS_TRACE")) { fprintf(stderr, "%d %s\n", i, in.text.c_str()); fflush(stderr); }
        Brute b(in);
        b.go(0);
        if (b.count >= b.cap) { skipped++; continue; }
        none += b.count == 0; one += b.count == 1; total += b.count;
        IssPuzzle P;
        std::vector<int> val;
        if (in.iss) {
            if (iss_read(in.text, 1, P)) { failed(i, "not read", in.text); continue; }
            val = P.val;
        } else build_grid(in, P.G, val);
        int n = in.R * in.R;
        CPOptions co;
        co.implied = below(4) != 0; co.learn = below(4) != 0; co.locked = below(4) != 0;
        for (int pass = 0; pass < 2; pass++) {
            unsigned long long K = pass ? 1 + below((int)b.count + 2) : 0;
            CPSearch cp;
            cp.build(P.G, &val[0], co);
            CandidateSearch cs;
            cs.run(cp, K, 0);
            std::vector<unsigned> got(n, 0);   // in values
            for (int k = 0; k < n; k++)
                for (int v = 0; v < P.G.N; v++) if (cs.cand[k] >> v & 1) got[k] |= 1u << P.G.val(v);
            std::string tag = pass ? "cap K=" + std::to_string(K) + ": " : "";
            if (cs.none != (b.count == 0)) { failed(i, tag + (cs.none ? "no solution, oracle " : "a solution, oracle ") + std::to_string(b.count), in.text); break; }
            if (!b.count) break;
            bool subset = true;
            for (int k = 0; k < n; k++) subset = subset && !(got[k] & ~b.uni[k]);
            std::string both = "\n  got    " + masks(got) + "\n  oracle " + masks(b.uni);
            if (!subset) { failed(i, tag + "a candidate in no solution" + both, in.text); break; }
            if ((long long)cs.solutions > b.count) { failed(i, tag + std::to_string(cs.solutions) + " solutions found, oracle " + std::to_string(b.count), in.text); break; }
            if (K && cs.solutions > K) { failed(i, tag + std::to_string(cs.solutions) + " solutions found", in.text); break; }
            if (cs.capped && (!K || cs.solutions != K)) { failed(i, tag + "capped after " + std::to_string(cs.solutions) + " solutions", in.text); break; }
            if (!cs.capped && got != b.uni) { failed(i, tag + "candidates missed" + both, in.text); break; }
            if (K >= (unsigned long long)b.count && got != b.uni) { failed(i, tag + "candidates missed, oracle " + std::to_string(b.count) + " solutions" + both, in.text); break; }
            if (!pass) { probes += (long long)cs.probes; sols += (long long)cs.solutions; }
            else capped += cs.capped;
        }
    }
    printf("stress_candidates: %d instances compared (%d skipped: over 20000 solutions; %d with no solution, %d with one; %lld solutions in all, "
           "%lld found by %lld probes; %d capped by K), %d failures\n",
           N - skipped, skipped, none, one, total, sols, probes, capped, failures);
    return failures ? 1 : 0;
}
