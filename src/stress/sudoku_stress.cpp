// sudoku_stress: random sudoku grids (4x4, 9x9, 16x16, 25x25) against a brute-force oracle, fed
// in batches to the task binaries.
//
//   sudoku_stress [--grids G] [--big B] [--sizes 2,3,4,5] [--seed S] [--bin DIR]
//                 [--tasks t1,t2,...] [--exe TASK=PATH]... [--batch K] [--show M]
//
//   --grids G   puzzles of each size 4x4, 9x9, 16x16 (default 10000)
//   --big B     puzzles of size 25x25 (default 200; 0 skips them)
//   --sizes     box sizes to run (default 2,3,4,5)
//   --seed S    every puzzle depends only on (S, size, index) (default 1)
//   --bin DIR   where the task binaries are (default build): DIR/<task>
//   --tasks     which tasks (default: sudoku,poj3074,lc37,spoj_sudogob,poj3076,uva1309,spoj_sudoku)
//   --exe T=P   run task T from the binary P instead (e.g. a broken variant)
//   --batch K   puzzles per process (default 2000)
//   --show M    print the first M mismatches in full (default 5)
//   --timeout S seconds a task process may run (default 300; a hang fails the batch)
//   --dump F    also write every puzzle to F: one line of cells (1-9A-P, '.' blank), then a blank,
//               the oracle's count and `+` if capped (to cross-check the oracle with src/brute/)
//
// Each puzzle: a random full grid (random-order backtracking, own splitmix64), then a random
// number of cells blanked; some puzzles get one given changed (often no solution then), some are
// thinned while they stay unique (harder searches). The oracle in this file is plain backtracking
// on bit masks (the cell with the fewest candidates, or a digit with the fewest places in a row,
// column or box) and does NOT use the DLX core. It counts the solutions up to a limit (4x4: all;
// 9x9: 200; larger: 10) and keeps the first one. When it needs more than its node budget, cells
// are given back until it does not (counted in the report as "thickened").
//
// What is compared, per task binary (one process per batch, many puzzles per input):
//   sudoku        (every size; one-line and grid forms, both notations of 16x16/25x25, blanks
//                 '.', '-', '0'): the default mode (a printed solution must be a valid completion
//                 of the givens; `no solution` exactly when the oracle finds none), --unique, and
//                 --count (4x4) or --limit K (the oracle's count, capped at K), and --memo (4x4, and
//                 the 9x9 puzzles whose count the oracle knows exactly);
//   poj3074, lc37 (9x9), poj3076, uva1309, spoj_sudoku (16x16, letters A-P): the printed grids
//                 as above (lc37: the board unchanged when there is no solution);
//   spoj_sudogob  (9x9, the puzzles whose count the oracle knows exactly): the count, and the
//                 grid when it is 1.
// After parsing, each output is rendered again from the parsed answers in the task's exact
// format (separators, blank lines, trailing spaces) and must equal what the binary printed.
// A binary that exits non-zero, crashes or runs over the timeout fails its whole batch.
//
// Output: one line per task and size, `sudoku-stress <task> <size> <k> grids <m> mismatches <t> ms`,
// oracle statistics, then a total line. Exit status 0 if no mismatch, 1 if any, 3 on a setup
// error (a binary missing, bad options).
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>
using namespace std;
typedef uint64_t u64;

#include "rng.h"  // rng_state, rnd(), below(): splitmix64

static int popc(uint32_t x) { int k = 0; while (x) { x &= x - 1; k++; } return k; }
static int ctz(uint32_t x) { int k = 0; while (!(x & 1)) { x >>= 1; k++; } return k; }

// ---------------------------------------------------------------- the oracle
// Plain backtracking, independent of the DLX core. Values 0..N-1, -1 = empty.
struct Oracle {
    int n, N, C;
    uint32_t full;
    vector<int> g, rowOf, colOf, boxOf;
    vector<vector<int> > units;  // 3N units: rows, columns, boxes
    vector<uint32_t> um;         // used values per unit
    u64 cnt, lim, nodes, budget;
    bool over, random_order;
    vector<int> first;
    vector<uint32_t> cbuf;       // candidates of the empty cells, per depth

    explicit Oracle(int box) : n(box), N(box * box), C(box * box * box * box) {
        full = N == 32 ? 0xffffffffu : ((1u << N) - 1);
        rowOf.resize(C); colOf.resize(C); boxOf.resize(C);
        units.assign(3 * N, vector<int>());
        for (int k = 0; k < C; k++) {
            int r = k / N, c = k % N, b = (r / n) * n + c / n;
            rowOf[k] = r; colOf[k] = N + c; boxOf[k] = 2 * N + b;
            units[r].push_back(k); units[N + c].push_back(k); units[2 * N + b].push_back(k);
        }
        random_order = false;
        cbuf.assign((size_t)(C + 1) * C, 0);
    }
    uint32_t cand(int k) const { return full & ~(um[rowOf[k]] | um[colOf[k]] | um[boxOf[k]]); }
    void put(int k, int v) { g[k] = v; uint32_t b = 1u << v; um[rowOf[k]] |= b; um[colOf[k]] |= b; um[boxOf[k]] |= b; }
    void take(int k, int v) { g[k] = -1; uint32_t b = ~(1u << v); um[rowOf[k]] &= b; um[colOf[k]] &= b; um[boxOf[k]] &= b; }

    // false: stop (limit reached or over budget)
    bool rec(int depth) {
        if (++nodes > budget) { over = true; return false; }
        uint32_t *cb = &cbuf[(size_t)depth * C];
        int bk = -1, bc = 99;
        for (int k = 0; k < C; k++) {
            if (g[k] >= 0) continue;
            uint32_t m = cand(k);
            cb[k] = m;
            int c = popc(m);
            if (c < bc) { bc = c; bk = k; if (c == 0) return true; }
        }
        if (bk < 0) {
            if (cnt == 0) first = g;
            cnt++;
            return !(lim && cnt >= lim);
        }
        // a value with fewer places in some unit than the best cell has candidates
        int bu = -1, bv = -1, bp = bc;
        if (bc > 1)
            for (int u = 0; u < 3 * N && bp > 1; u++) {
                int pc[32];
                for (int v = 0; v < N; v++) pc[v] = 0;
                for (size_t j = 0; j < units[u].size(); j++) {
                    int k = units[u][j];
                    if (g[k] >= 0) continue;
                    for (uint32_t m = cb[k]; m; m &= m - 1) pc[ctz(m)]++;
                }
                uint32_t miss = full & ~um[u];
                for (int v = 0; v < N; v++) {
                    if (!(miss >> v & 1)) continue;
                    if (pc[v] == 0) return true;
                    if (pc[v] < bp) { bp = pc[v]; bu = u; bv = v; }
                }
            }
        if (bu >= 0) {
            int ks[32], m = 0;
            for (size_t j = 0; j < units[bu].size(); j++) {
                int k = units[bu][j];
                if (g[k] < 0 && (cb[k] >> bv & 1)) ks[m++] = k;
            }
            if (random_order) for (int j = m - 1; j > 0; j--) { int q = below(j + 1); int t = ks[j]; ks[j] = ks[q]; ks[q] = t; }
            for (int j = 0; j < m; j++) {
                put(ks[j], bv);
                bool go = rec(depth + 1);
                take(ks[j], bv);
                if (!go) return false;
            }
            return true;
        }
        int vs[32], m = 0;
        for (int v = 0; v < N; v++) if (cb[bk] >> v & 1) vs[m++] = v;
        if (random_order) for (int j = m - 1; j > 0; j--) { int q = below(j + 1); int t = vs[j]; vs[j] = vs[q]; vs[q] = t; }
        for (int j = 0; j < m; j++) {
            put(bk, vs[j]);
            bool go = rec(depth + 1);
            take(bk, vs[j]);
            if (!go) return false;
        }
        return true;
    }
    // count the completions of the givens up to limit (0 = all); -1 if over the node budget
    long long solve(const vector<int> &giv, u64 limit, u64 node_budget) {
        g.assign(C, -1);
        um.assign(3 * N, 0);
        cnt = 0; lim = limit; nodes = 0; budget = node_budget; over = false;
        first.clear();
        for (int k = 0; k < C; k++) {
            if (giv[k] < 0) continue;
            if (!(cand(k) >> giv[k] & 1)) return 0;  // two givens clash
            put(k, giv[k]);
        }
        rec(0);
        return over ? -1 : (long long)cnt;
    }
};

// is s a completion of giv (every unit a permutation, every given kept)?
static bool valid_completion(const Oracle &o, const vector<int> &giv, const vector<int> &s) {
    if ((int)s.size() != o.C) return false;
    for (int k = 0; k < o.C; k++) {
        if (s[k] < 0 || s[k] >= o.N) return false;
        if (giv[k] >= 0 && giv[k] != s[k]) return false;
    }
    for (int u = 0; u < 3 * o.N; u++) {
        uint32_t m = 0;
        for (size_t j = 0; j < o.units[u].size(); j++) m |= 1u << s[o.units[u][j]];
        if (m != o.full) return false;
    }
    return true;
}

// ---------------------------------------------------------------- puzzles
struct Puzzle {
    int idx;
    vector<int> giv;     // -1 blank
    long long cnt;       // oracle count, capped at the limit
    bool exact;          // cnt is the exact number of solutions
    vector<int> sol;     // oracle's first solution (if cnt > 0)
    // how it is written for problems/sudoku.cpp
    bool grid, digits;
    char blank;
    const char *kind;
};

struct SizeInfo {
    int n, N, C;
    u64 lim;             // oracle count limit (0 = all)
    const char *name;
};

static const char *sym_of(int n, bool digits) {
    switch (n) {
    case 2: return "1234";
    case 3: return "123456789";
    case 4: return digits ? "123456789ABCDEFG" : "ABCDEFGHIJKLMNOP";
    default: return digits ? "123456789ABCDEFGHIJKLMNOP" : "ABCDEFGHIJKLMNOPQRSTUVWXY";
    }
}

struct GenStats { long long thickened, fill_restarts, zero, one, many, capped, changed, thinned, fill_nodes, thin_nodes, oracle_nodes; };

static const u64 BUDGET = 200000;

// a random full grid: randomized backtracking from the empty grid, restarted when it stalls
static vector<int> random_full(Oracle &o, GenStats &st) {
    vector<int> empty(o.C, -1);
    o.random_order = true;
    for (;;) {
        long long c = o.solve(empty, 1, 20000);
        st.fill_nodes += o.nodes;
        if (c == 1) break;
        st.fill_restarts++;
    }
    o.random_order = false;
    return o.first;
}

// a random relabelling, row and column shuffle (within bands/stacks and of bands/stacks) and
// maybe a transposition of a full grid: again a full grid
static vector<int> shuffle_grid(const vector<int> &a, int n) {
    int N = n * n;
    vector<int> lab(N), rows, cols;
    for (int v = 0; v < N; v++) lab[v] = v;
    for (int v = N - 1; v > 0; v--) { int q = below(v + 1); int t = lab[v]; lab[v] = lab[q]; lab[q] = t; }
    for (int pass = 0; pass < 2; pass++) {
        vector<int> band(n), &out = pass ? cols : rows;
        for (int b = 0; b < n; b++) band[b] = b;
        for (int b = n - 1; b > 0; b--) { int q = below(b + 1); int t = band[b]; band[b] = band[q]; band[q] = t; }
        for (int b = 0; b < n; b++) {
            vector<int> in(n);
            for (int j = 0; j < n; j++) in[j] = band[b] * n + j;
            for (int j = n - 1; j > 0; j--) { int q = below(j + 1); int t = in[j]; in[j] = in[q]; in[q] = t; }
            for (int j = 0; j < n; j++) out.push_back(in[j]);
        }
    }
    bool tr = below(2);
    vector<int> g(N * N);
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++)
            g[r * N + c] = lab[tr ? a[cols[c] * N + rows[r]] : a[rows[r] * N + cols[c]]];
    return g;
}

static const int SHARE = 8;  // puzzles per freshly filled grid (the others are shuffled copies)

static void make_puzzle(Oracle &o, const SizeInfo &S, u64 seed, int idx, Puzzle &P, GenStats &st) {
    static vector<int> base;
    static int base_n = 0, base_group = -1;
    static u64 base_seed = 0;
    if (base_n != S.n || base_group != idx / SHARE || base_seed != seed) {
        rng_state = seed * 0x2545f4914f6cdd1dULL + (u64)S.n * 0x9e3779b97f4a7c15ULL + (u64)(idx / SHARE) * 0xa0761d6478bd642fULL + 1;
        rnd(); rnd();
        base = random_full(o, st);
        base_n = S.n; base_group = idx / SHARE; base_seed = seed;
    }
    rng_state = seed * 0x2545f4914f6cdd1dULL + (u64)S.n * 0x9e3779b97f4a7c15ULL + (u64)idx * 0xda942042e4dd58b5ULL;
    rnd(); rnd();
    vector<int> full = idx % SHARE == 0 ? base : shuffle_grid(base, S.n);
    int C = S.C;
    vector<int> order(C);
    for (int k = 0; k < C; k++) order[k] = k;
    for (int k = C - 1; k > 0; k--) { int q = below(k + 1); int t = order[k]; order[k] = order[q]; order[q] = t; }
    // blank fraction: 60% typical, 20% many blanks, 15% typical with one given changed, 5% thinned
    double hi = S.n == 2 ? 1.0 : S.n == 3 ? 0.75 : S.n == 4 ? 0.65 : 0.4;
    double top = S.n == 5 ? 0.55 : 1.0;  // sparse 25x25 grids are slow for the oracle
    int kind = below(100);
    double f;
    if (kind < 60) f = hi * (double)below(1001) / 1000.0;
    else if (kind < 80) f = hi + (top - hi) * (double)below(1001) / 1000.0;
    else f = hi * (double)below(1001) / 1000.0;
    int nb = (int)(f * C + 0.5);
    if (nb > C) nb = C;
    P.giv = full;
    for (int j = 0; j < nb; j++) P.giv[order[j]] = -1;
    P.kind = kind < 60 ? "typical" : kind < 80 ? "sparse" : kind < 95 ? "changed" : "thinned";
    if (kind >= 80 && kind < 95 && nb < C) {  // change one given to another value
        int k = order[nb + below(C - nb)];
        int v = below(S.N - 1);
        P.giv[k] = v >= full[k] ? v + 1 : v;
        st.changed++;
    }
    if (kind >= 95) {  // blank more cells while the puzzle stays unique (and cheap for the oracle)
        int tries = S.n <= 3 ? C : S.n == 4 ? 24 : 10;
        u64 tb = S.n <= 3 ? BUDGET / 4 : 5000;
        for (int j = nb; j < C && tries > 0; j++, tries--) {
            int k = order[j];
            int v = P.giv[k];
            P.giv[k] = -1;
            if (o.solve(P.giv, 2, tb) != 1) P.giv[k] = v;
            st.thin_nodes += o.nodes;
        }
        st.thinned++;
    }
    // the oracle; if over budget, give cells back (from the full grid, last blanked first)
    int j = C - 1;
    for (;;) {
        long long c = o.solve(P.giv, S.lim, S.n == 5 ? BUDGET / 10 : BUDGET);
        st.oracle_nodes += o.nodes;
        if (c >= 0) { P.cnt = c; break; }
        st.thickened++;
        for (int back = 1 + C / 64; j >= 0 && back > 0; j--)
            if (P.giv[order[j]] < 0) { P.giv[order[j]] = full[order[j]]; back--; }
    }
    P.sol = o.first;
    P.exact = S.lim == 0 || (u64)P.cnt < S.lim;
    if (P.cnt == 0) st.zero++;
    else if (P.cnt == 1) st.one++;
    else st.many++;
    if (!P.exact) st.capped++;
    P.idx = idx;
    // notation for problems/sudoku.cpp
    P.digits = S.n <= 3 || below(2);
    P.grid = below(3) == 0;
    P.blank = ".-0"[below(3)];
    if (S.n >= 4 && P.digits) {  // the digit notation is recognized only if a digit 1-9 is given
        bool any = false;
        for (int k = 0; k < C; k++) if (P.giv[k] >= 0 && P.giv[k] < 9) any = true;
        if (!any) P.digits = false;
    }
    if (S.n == 4 && P.grid) {  // a 16x16 grid needs a character other than 1234.-0 (else 4x4 lines)
        const char *sy = sym_of(4, P.digits);
        bool other = false;
        for (int k = 0; k < C; k++) if (P.giv[k] >= 0 && !strchr("1234", sy[P.giv[k]])) other = true;
        if (!other) P.grid = false;
    }
}

// ---------------------------------------------------------------- text helpers
static string utos(u64 v) {
    char b[32]; int k = 0;
    do { b[k++] = (char)('0' + v % 10); v /= 10; } while (v);
    string s;
    while (k) s += b[--k];
    return s;
}
static vector<string> split_lines(const string &t) {
    vector<string> v;
    size_t p = 0;
    while (p < t.size()) {
        size_t e = t.find('\n', p);
        if (e == string::npos) e = t.size();
        v.push_back(t.substr(p, e - p));
        p = e + 1;
    }
    return v;
}
static string read_file(const string &path) {
    ifstream f(path.c_str(), ios::binary);
    stringstream ss;
    ss << f.rdbuf();
    return ss.str();
}
static bool write_file(const string &path, const string &text) {
    ofstream f(path.c_str(), ios::binary);
    f << text;
    return (bool)f;
}
static string cells_text(const vector<int> &v, const char *sym, char blank) {
    string s;
    for (size_t k = 0; k < v.size(); k++) s += v[k] < 0 ? blank : sym[v[k]];
    return s;
}
static string as_grid(const string &cells, int N) {
    string s;
    for (int r = 0; r < N; r++) { s.append(cells, r * N, N); s += '\n'; }
    return s;
}

// ---------------------------------------------------------------- tasks
// An answer parsed from a task's output: a grid (values), "no solution", a count or a word.
struct Answer {
    bool nosol;
    vector<int> grid;
    string word;  // count or unique/none/multiple
};

enum Mode { FIRST, LIMIT, UNIQUE, MEMO };

struct Job {
    string task;   // binary name
    Mode mode;
    string args;
    int n;
};

struct Line {  // cursor over the non-empty lines of an output
    vector<string> v;
    size_t p;
    bool next(string &s) {
        while (p < v.size() && v[p].empty()) p++;
        if (p >= v.size()) return false;
        s = v[p++];
        return true;
    }
};

static bool decode(const string &s, const char *sym, int len, vector<int> &out) {
    if ((int)s.size() != len) return false;
    for (int k = 0; k < len; k++) {
        const char *q = s[k] ? strchr(sym, s[k]) : 0;
        if (!q) return false;
        out.push_back((int)(q - sym));
    }
    return true;
}

// the input of one batch for a task
static string make_input(const Job &J, const SizeInfo &S, const vector<Puzzle *> &b) {
    string in;
    int N = S.N;
    if (J.task == "sudoku") {
        for (size_t i = 0; i < b.size(); i++) {
            string c = cells_text(b[i]->giv, sym_of(S.n, b[i]->digits), b[i]->blank);
            if (b[i]->grid) { in += as_grid(c, N); in += '\n'; } else { in += c; in += '\n'; }
        }
        if (rnd() % 2) in += "end\n";
    } else if (J.task == "poj3074") {
        for (size_t i = 0; i < b.size(); i++) { in += cells_text(b[i]->giv, "123456789", '.'); in += '\n'; }
        in += "end\n";
    } else if (J.task == "lc37") {
        for (size_t i = 0; i < b.size(); i++) {
            if (i) in += '\n';
            in += as_grid(cells_text(b[i]->giv, "123456789", '.'), 9);
        }
    } else if (J.task == "spoj_sudogob") {
        in += utos(b.size()) + "\n";
        for (size_t i = 0; i < b.size(); i++) {
            if (i) in += '\n';
            for (int r = 0; r < 9; r++) {
                for (int c = 0; c < 9; c++) {
                    int v = b[i]->giv[r * 9 + c];
                    if (c) in += ' ';
                    in += (char)('0' + v + 1);
                }
                in += '\n';
            }
        }
    } else {  // poj3076, uva1309, spoj_sudoku
        if (J.task == "spoj_sudoku") in += utos(b.size()) + "\n";
        for (size_t i = 0; i < b.size(); i++) {
            if (i) in += '\n';
            in += as_grid(cells_text(b[i]->giv, "ABCDEFGHIJKLMNOP", '-'), 16);
        }
    }
    return in;
}

// parse the output into answers; "" if it parses, else what was wrong
static string parse(const Job &J, const SizeInfo &S, const vector<Puzzle *> &b, const string &out, vector<Answer> &ans) {
    Line L;
    L.v = split_lines(out);
    L.p = 0;
    int N = S.N, C = S.C;
    for (size_t i = 0; i < b.size(); i++) {
        Answer a;
        a.nosol = false;
        string s;
        string where = "puzzle " + utos(i + 1) + " of the batch: ";
        if (!L.next(s)) return where + "output ends";
        if (J.task == "sudoku" && J.mode != FIRST) { a.word = s; ans.push_back(a); continue; }
        if (J.task == "spoj_sudogob") {
            a.word = s;
            if (s == "1") {
                for (int r = 0; r < 9; r++) {
                    if (!L.next(s)) return where + "output ends inside a grid";
                    string t;
                    for (size_t k = 0; k < s.size(); k++) if (s[k] != ' ') t += s[k];
                    if (!decode(t, "123456789", 9, a.grid)) return where + "bad grid row '" + s + "'";
                }
            }
            ans.push_back(a);
            continue;
        }
        if (s == "no solution" && J.task != "lc37") { a.nosol = true; ans.push_back(a); continue; }
        const char *sym = J.task == "sudoku" ? sym_of(S.n, b[i]->digits) : S.n == 3 ? "123456789" : "ABCDEFGHIJKLMNOP";
        bool oneline = J.task == "poj3074" || (J.task == "sudoku" && !b[i]->grid);
        if (oneline) {
            if (!decode(s, sym, C, a.grid)) return where + "bad line '" + s.substr(0, 100) + "'";
        } else {
            if (J.task == "lc37") sym = ".123456789";  // a board with no solution stays as it was
            for (int r = 0; r < N; r++) {
                if (r && !L.next(s)) return where + "output ends inside a grid";
                if (!decode(s, sym, N, a.grid)) return where + "bad grid row '" + s + "'";
            }
            if (J.task == "lc37") for (int k = 0; k < C; k++) a.grid[k]--;
        }
        ans.push_back(a);
    }
    string s;
    if (L.next(s)) return "more output than puzzles: '" + s.substr(0, 100) + "'";
    return "";
}

// the output the task prints for these answers (exact format)
static string render(const Job &J, const SizeInfo &S, const vector<Puzzle *> &b, const vector<Answer> &ans) {
    string o;
    int N = S.N;
    for (size_t i = 0; i < ans.size(); i++) {
        const Answer &a = ans[i];
        if (J.task == "sudoku") {
            if (J.mode != FIRST) { o += a.word + "\n"; continue; }
            if (a.nosol) o += "no solution\n";
            else {
                string c = cells_text(a.grid, sym_of(S.n, b[i]->digits), '?');
                o += b[i]->grid ? as_grid(c, N) : c + "\n";
            }
            if (b[i]->grid) o += '\n';
        } else if (J.task == "poj3074") {
            o += a.nosol ? string("no solution") : cells_text(a.grid, "123456789", '?');
            o += '\n';
        } else if (J.task == "lc37") {
            if (i) o += '\n';
            o += as_grid(cells_text(a.grid, "123456789", '.'), 9);
        } else if (J.task == "spoj_sudogob") {
            o += a.word + "\n";
            if (a.word == "1")
                for (int r = 0; r < 9; r++) {
                    for (int c = 0; c < 9; c++) { o += (char)('1' + a.grid[r * 9 + c]); o += ' '; }
                    o += '\n';
                }
        } else {
            if (J.task != "poj3076" && i) o += '\n';
            o += a.nosol ? string("no solution\n") : as_grid(cells_text(a.grid, "ABCDEFGHIJKLMNOP", '?'), 16);
            if (J.task == "poj3076") o += '\n';
        }
    }
    return o;
}

// compare one answer with the oracle; "" if fine
static string check(const Job &J, const SizeInfo &S, Oracle &o, const Puzzle &P, const Answer &a) {
    if (J.task == "sudoku" && J.mode == UNIQUE) {
        string want = P.cnt == 0 ? "none" : P.cnt == 1 ? "unique" : "multiple";
        return a.word == want ? "" : "--unique printed '" + a.word + "', the oracle says " + want;
    }
    if (J.task == "sudoku" && J.mode == MEMO)  // only puzzles whose count the oracle knows exactly
        return a.word == utos((u64)P.cnt) ? "" : "--memo printed '" + a.word + "', the oracle says " + utos((u64)P.cnt);
    if (J.task == "sudoku" && J.mode == LIMIT) {
        // --count (4x4: the oracle counts all) or --limit K with K <= the oracle's limit
        u64 K = S.lim == 0 ? 0 : (S.n == 3 ? 200 : 10);
        u64 want = (u64)P.cnt;
        if (K && want > K) want = K;
        return a.word == utos(want) ? "" : J.args + " printed '" + a.word + "', the oracle says " + utos(want) + (P.exact ? "" : " (capped)");
    }
    if (J.task == "spoj_sudogob") {
        if (a.word != utos((u64)P.cnt)) return "count " + a.word + ", the oracle says " + utos((u64)P.cnt);
        if (P.cnt == 1 && a.grid != P.sol) return "the unique solution differs from the oracle's";
        return "";
    }
    if (J.task == "lc37" && P.cnt == 0)
        return a.grid == P.giv ? "" : "a board with no solution was changed";
    if (P.cnt == 0) return a.nosol ? "" : (valid_completion(o, P.giv, a.grid) ? "printed a valid solution, the oracle found none (oracle bug?)" : "printed a solution, the oracle says there is none");
    if (a.nosol) return "printed 'no solution', the oracle found " + utos((u64)P.cnt) + (P.exact ? "" : "+") + " solutions";
    if (!valid_completion(o, P.giv, a.grid)) return "printed grid is not a valid completion of the givens";
    if (P.cnt == 1 && a.grid != P.sol) return "valid solution differs from the oracle's unique one (oracle bug?)";
    return "";
}

struct Runner {
    string tmp, timeout;
    int shown, show;
    long long mismatches, batches;
    // run a binary on a batch; returns "" or the failure; fills out
    string run(const string &exe, const string &args, const string &in, string &out) {
        string fin = tmp + "/in", fout = tmp + "/out", ferr = tmp + "/err";
        if (!write_file(fin, in)) return "cannot write " + fin;
        string cmd = "timeout " + timeout + " '" + exe + "' " + args + " < '" + fin + "' > '" + fout + "' 2> '" + ferr + "'";
        int st = system(cmd.c_str());
        out = read_file(fout);
        batches++;
        if (st == -1) return "cannot run " + exe;
        if (WIFEXITED(st) && WEXITSTATUS(st) == 0) return "";
        string e = read_file(ferr);
        if (e.size() > 300) e = e.substr(0, 300);
        if (WIFEXITED(st) && WEXITSTATUS(st) == 124) return "timed out (" + timeout + " s); stderr: " + e;
        if (WIFEXITED(st)) return "exit status " + utos((u64)WEXITSTATUS(st)) + "; stderr: " + e;
        return "killed by signal " + utos((u64)WTERMSIG(st)) + "; stderr: " + e;
    }
    void report(const Job &J, const SizeInfo &S, const Puzzle *P, const string &what, const string &text) {
        mismatches++;
        if (shown >= show) return;
        shown++;
        printf("MISMATCH %s %s%s%s", J.task.c_str(), S.name, J.args.empty() ? "" : " ", J.args.c_str());
        if (P) printf(" puzzle %d (%s, oracle count %lld%s)", P->idx, P->kind, P->cnt, P->exact ? "" : "+");
        printf(": %s\n", what.c_str());
        if (!text.empty()) printf("  input: %s\n", text.c_str());
        fflush(stdout);
    }
};

static double ms_since(chrono::steady_clock::time_point t0) {
    return (double)chrono::duration_cast<chrono::milliseconds>(chrono::steady_clock::now() - t0).count();
}

int main(int argc, char **argv) {
    int grids = 10000, big = 200, batch = 2000, show = 5, timeout = 300;
    u64 seed = 1;
    string bin = "build", dump;
    vector<int> sizes;
    vector<string> tasks;
    vector<pair<string, string> > exes;
    for (int a = 1; a < argc; a++) {
        string o = argv[a];
        string v = a + 1 < argc ? argv[a + 1] : "";
        if (o == "--grids" && a + 1 < argc) { grids = atoi(v.c_str()); a++; }
        else if (o == "--big" && a + 1 < argc) { big = atoi(v.c_str()); a++; }
        else if (o == "--seed" && a + 1 < argc) { seed = strtoull(v.c_str(), 0, 10); a++; }
        else if (o == "--bin" && a + 1 < argc) { bin = v; a++; }
        else if (o == "--dump" && a + 1 < argc) { dump = v; a++; }
        else if (o == "--batch" && a + 1 < argc) { batch = atoi(v.c_str()); a++; }
        else if (o == "--show" && a + 1 < argc) { show = atoi(v.c_str()); a++; }
        else if (o == "--timeout" && a + 1 < argc) { timeout = atoi(v.c_str()); a++; }
        else if (o == "--sizes" && a + 1 < argc) {
            for (size_t k = 0; k < v.size(); k++) if (v[k] >= '2' && v[k] <= '5') sizes.push_back(v[k] - '0');
            a++;
        } else if (o == "--tasks" && a + 1 < argc) {
            string t;
            for (size_t k = 0; k <= v.size(); k++) {
                if (k == v.size() || v[k] == ',') { if (!t.empty()) tasks.push_back(t); t.clear(); }
                else t += v[k];
            }
            a++;
        } else if (o == "--exe" && a + 1 < argc && v.find('=') != string::npos) {
            exes.push_back(make_pair(v.substr(0, v.find('=')), v.substr(v.find('=') + 1)));
            a++;
        } else {
            fprintf(stderr, "sudoku_stress: bad option %s (see the header of src/stress/sudoku_stress.cpp)\n", o.c_str());
            return 3;
        }
    }
    if (batch < 1) batch = 1;
    if (!dump.empty() && !write_file(dump, "")) { fprintf(stderr, "sudoku_stress: cannot write %s\n", dump.c_str()); return 3; }
    if (sizes.empty()) { sizes.push_back(2); sizes.push_back(3); sizes.push_back(4); sizes.push_back(5); }
    if (tasks.empty()) {
        const char *all[] = {"sudoku", "poj3074", "lc37", "spoj_sudogob", "poj3076", "uva1309", "spoj_sudoku"};
        for (int k = 0; k < 7; k++) tasks.push_back(all[k]);
    }
    // the binaries
    vector<string> exe(tasks.size());
    for (size_t t = 0; t < tasks.size(); t++) {
        exe[t] = bin + "/" + tasks[t];
        for (size_t e = 0; e < exes.size(); e++) if (exes[e].first == tasks[t]) exe[t] = exes[e].second;
        if (access(exe[t].c_str(), X_OK) != 0) { fprintf(stderr, "sudoku_stress: no binary %s (build it first)\n", exe[t].c_str()); return 3; }
        const char *known[] = {"sudoku", "poj3074", "lc37", "spoj_sudogob", "poj3076", "uva1309", "spoj_sudoku"};
        bool ok = false;
        for (int k = 0; k < 7; k++) if (tasks[t] == known[k]) ok = true;
        if (!ok) { fprintf(stderr, "sudoku_stress: unknown task %s\n", tasks[t].c_str()); return 3; }
    }
    const char *td = getenv("TMPDIR");
    string tpath = string(td && *td ? td : "/tmp") + "/sudoku_stress.XXXXXX";
    vector<char> tbuf(tpath.begin(), tpath.end());
    tbuf.push_back(0);
    if (!mkdtemp(&tbuf[0])) { fprintf(stderr, "sudoku_stress: cannot make a scratch folder\n"); return 3; }
    Runner R;
    R.tmp = &tbuf[0];
    R.timeout = utos((u64)(timeout < 1 ? 1 : timeout));
    R.shown = 0; R.show = show; R.mismatches = 0; R.batches = 0;

    auto t_all = chrono::steady_clock::now();
    long long total_grids = 0, total_checks = 0;
    string by_size;
    for (size_t si = 0; si < sizes.size(); si++) {
        SizeInfo S;
        S.n = sizes[si]; S.N = S.n * S.n; S.C = S.N * S.N;
        S.lim = S.n == 2 ? 0 : S.n == 3 ? 200 : 10;
        S.name = S.n == 2 ? "4x4" : S.n == 3 ? "9x9" : S.n == 4 ? "16x16" : "25x25";
        int G = S.n == 5 ? big : grids;
        if (G <= 0) continue;
        // the tasks for this size
        vector<Job> jobs;
        vector<string> jexe;
        for (size_t t = 0; t < tasks.size(); t++) {
            const string &T = tasks[t];
            Job J; J.task = T; J.n = S.n; J.mode = FIRST;
            if (T == "sudoku") {
                jobs.push_back(J); jexe.push_back(exe[t]);
                J.mode = LIMIT; J.args = S.n == 2 ? "--count" : S.n == 3 ? "--limit 200" : "--limit 10";
                jobs.push_back(J); jexe.push_back(exe[t]);
                J.mode = UNIQUE; J.args = "--unique";
                jobs.push_back(J); jexe.push_back(exe[t]);
                if (S.n <= 3) { J.mode = MEMO; J.args = "--memo"; jobs.push_back(J); jexe.push_back(exe[t]); }
            } else if (S.n == 3 && (T == "poj3074" || T == "lc37" || T == "spoj_sudogob")) {
                jobs.push_back(J); jexe.push_back(exe[t]);
            } else if (S.n == 4 && (T == "poj3076" || T == "uva1309" || T == "spoj_sudoku")) {
                jobs.push_back(J); jexe.push_back(exe[t]);
            }
        }
        if (jobs.empty()) continue;
        // generate and solve with the oracle
        auto t0 = chrono::steady_clock::now();
        Oracle o(S.n);
        GenStats st;
        memset(&st, 0, sizeof st);
        vector<Puzzle> P(G);
        for (int i = 0; i < G; i++) make_puzzle(o, S, seed, i, P[i], st);
        double gen_ms = ms_since(t0);
        if (!dump.empty()) {
            string d;
            for (int i = 0; i < G; i++)
                d += cells_text(P[i].giv, sym_of(S.n, true), '.') + " " + utos((u64)P[i].cnt) + (P[i].exact ? "\n" : "+\n");
            ofstream f(dump.c_str(), ios::binary | ios::app);
            f << d;
        }
        printf("sudoku-stress oracle %s %d grids: %lld no solution, %lld unique, %lld several (%lld at the count limit %d); "
               "%lld with a changed given, %lld thinned; %lld thickened for the oracle; nodes: fill %lld (%lld restarts), thin %lld, count %lld; %.0f ms\n",
               S.name, G, st.zero, st.one, st.many, st.capped, (int)S.lim, st.changed, st.thinned, st.thickened,
               st.fill_nodes, st.fill_restarts, st.thin_nodes, st.oracle_nodes, gen_ms);
        fflush(stdout);
        total_grids += G;
        by_size += string(by_size.empty() ? "" : ", ") + utos((u64)G) + " " + S.name;
        rng_state = seed ^ 0x5555;  // for the `end` line choice in make_input
        for (size_t j = 0; j < jobs.size(); j++) {
            const Job &J = jobs[j];
            auto t1 = chrono::steady_clock::now();
            long long before = R.mismatches, n_p = 0;
            vector<Puzzle *> sel;
            for (int i = 0; i < G; i++) {
                if ((J.task == "spoj_sudogob" || J.mode == MEMO) && !P[i].exact) continue;  // exact counts
                sel.push_back(&P[i]);
            }
            for (size_t b0 = 0; b0 < sel.size(); b0 += batch) {
                vector<Puzzle *> b(sel.begin() + b0, sel.begin() + min(sel.size(), b0 + batch));
                string in = make_input(J, S, b), out;
                string err = R.run(jexe[j], J.args, in, out);
                n_p += b.size();
                if (!err.empty()) { R.report(J, S, 0, "batch of " + utos(b.size()) + " puzzles: " + err, ""); continue; }
                vector<Answer> ans;
                string perr = parse(J, S, b, out, ans);
                if (!perr.empty()) { R.report(J, S, 0, "output does not parse: " + perr, ""); continue; }
                for (size_t i = 0; i < b.size(); i++) {
                    string e = check(J, S, o, *b[i], ans[i]);
                    total_checks++;
                    if (!e.empty()) R.report(J, S, b[i], e, cells_text(b[i]->giv, sym_of(S.n, J.task == "sudoku" ? b[i]->digits : S.n != 4), '.'));
                }
                string want = render(J, S, b, ans);
                if (want != out) {
                    vector<string> a = split_lines(want), g = split_lines(out);
                    size_t k = 0;
                    while (k < a.size() && k < g.size() && a[k] == g[k]) k++;
                    R.report(J, S, 0, "output format: line " + utos(k + 1) + " is '" + (k < g.size() ? g[k].substr(0, 80) : string("(end)")) +
                             "', want '" + (k < a.size() ? a[k].substr(0, 80) : string("(end)")) + "'" +
                             (want.size() == out.size() + 1 || want.size() + 1 == out.size() ? " (a final newline?)" : ""), "");
                }
            }
            printf("sudoku-stress %s%s%s %s %lld grids %lld mismatches %.0f ms\n", J.task.c_str(), J.args.empty() ? "" : " ",
                   J.args.c_str(), S.name, n_p, R.mismatches - before, ms_since(t1));
            fflush(stdout);
        }
    }
    string cmd = "rm -rf '" + R.tmp + "'";
    if (system(cmd.c_str()) != 0) fprintf(stderr, "sudoku_stress: could not remove %s\n", R.tmp.c_str());
    printf("sudoku-stress total: %lld grids (%s), %lld answers checked in %lld task runs, %lld mismatches, %.1f s\n",
           total_grids, by_size.c_str(), total_checks, R.batches, R.mismatches, ms_since(t_all) / 1000.0);
    return R.mismatches ? 1 : 0;
}
