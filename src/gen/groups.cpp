// groups: random puzzles for problems/groups.cpp, in its input format.
//   groups SEED [KIND] [GIVENS_PERCENT] [--solution]
// KIND: small (the default: a random small kind, for src/tests/groups_stress.sh), or one of
//   latin N | rect R C N | sudoku H W | x | windoku | samurai | jigsaw N | killer H W | cross | kakuro R C | partial
//   | sums | rules
// (the numbers follow the kind: `sudoku 3 4` is a 12x12 sudoku with 3x4 boxes).
// --layout (kakuro): the same puzzle in the clue layout (`kakuro`, a row and a column of black
// cells added at the top and the left for the clues of the first runs) instead of `cells` + `cage`.
// sums: a 4x4 or 6x6 sudoku, or a 2x5 grid with rows only, with random `sum` lines (symbols may
// repeat) of 1..5 cells from the solution, sometimes with `cage` lines too.
// rules: a 4x4 or 6x6 sudoku, two 4x4 sudokus sharing a box (holes), or a 4x4/5x5 Latin square of
// random digits, with 1..4 random variant rules (thermo, arrow, littlekiller, whitedot, odd, ...,
// docs/groups.md), most made to hold in the solution, some at random.
// Method: the groups (and the holes) of the kind; a random solution by randomized backtracking
// (the empty cell with the fewest candidates next, candidates in random order; restarts when a
// search runs long); then the givens (each cell with probability GIVENS_PERCENT, default by kind)
// and the cage sums from the solution. killer: cages grown from random cells over orthogonal
// neighbours with new digits; cross: a 4x4 or 6x6 sudoku and random cages that may share cells;
// kakuro: random black cells, every run of 2+ white cells a cage (no givens, no other group).
// --solution prints the solution grid after the puzzle, as a comment. Uses the splitmix64 of src/stress/rng.h.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
using namespace std;

#include "../stress/rng.h"  /* rnd(), below(): splitmix64 on rng_state */

struct Model {
    int R, C, N;
    string sym;
    vector<char> hole;
    vector<vector<int>> groups;     // distinct symbols (used to make the solution)
    vector<string> lines;           // the statements that give them
    vector<int> sol;
};

static Model start(int R, int C, const string &sym) {
    Model m;
    m.R = R; m.C = C; m.N = (int)sym.size(); m.sym = sym;
    m.hole.assign(R * C, 0);
    return m;
}
static void rows_cols(Model &m, bool rows, bool cols) {
    if (rows) { m.lines.push_back("rows"); for (int r = 0; r < m.R; r++) { vector<int> g; for (int c = 0; c < m.C; c++) if (!m.hole[r * m.C + c]) g.push_back(r * m.C + c); m.groups.push_back(g); } }
    if (cols) { m.lines.push_back("cols"); for (int c = 0; c < m.C; c++) { vector<int> g; for (int r = 0; r < m.R; r++) if (!m.hole[r * m.C + c]) g.push_back(r * m.C + c); m.groups.push_back(g); } }
}
static void sudoku(Model &m, int r0, int c0, int h, int w) {
    int n = h * w;
    char b[64];
    snprintf(b, sizeof b, "sudoku %d %d %d %d", r0 + 1, c0 + 1, h, w);
    m.lines.push_back(b);
    for (int a = 0; a < n; a++) {
        vector<int> row, col, box;
        for (int j = 0; j < n; j++) {
            row.push_back((r0 + a) * m.C + c0 + j);
            col.push_back((r0 + j) * m.C + c0 + a);
            box.push_back((r0 + a / (n / w) * h + j / w) * m.C + c0 + a % (n / w) * w + j % w);
        }
        m.groups.push_back(row); m.groups.push_back(col); m.groups.push_back(box);
    }
}
static string cname(const Model &m, int k) { return "r" + to_string(k / m.C + 1) + "c" + to_string(k % m.C + 1); }
static void group_line(Model &m, const vector<int> &g, const char *kw = "group") {
    string l = kw;
    for (int k : g) l += " " + cname(m, k);
    m.lines.push_back(l);
    m.groups.push_back(g);
}

// a random solution of m's groups into m.sol; false if none found within the budgets
static bool solve(Model &m) {
    int n = m.R * m.C;
    vector<vector<int>> cg(n);
    for (size_t j = 0; j < m.groups.size(); j++) for (int k : m.groups[j]) cg[k].push_back((int)j);
    for (int attempt = 0; attempt < 50; attempt++) {
        vector<int> cur(n, -1);
        vector<uint64_t> used(m.groups.size(), 0);
        long budget = 20000 + 2000L * n;
        struct F { int k; vector<int> cand; size_t i; };
        vector<F> stack;
        bool ok = false;
        for (;;) {
            int best = -1, bc = 1 << 30;
            uint64_t bu = 0;
            for (int k = 0; k < n; k++) {
                if (m.hole[k] || cur[k] >= 0) continue;
                uint64_t u = 0;
                for (int j : cg[k]) u |= used[j];
                int c = m.N - __builtin_popcountll(u);
                if (c < bc) { bc = c; best = k; bu = u; }
            }
            if (best < 0) { ok = true; break; }
            F f{best, {}, 0};
            for (int s = 0; s < m.N; s++) if (!(bu >> s & 1)) f.cand.push_back(s);
            for (int i = (int)f.cand.size() - 1; i > 0; i--) swap(f.cand[i], f.cand[below(i + 1)]);
            stack.push_back(f);
            // advance: place the next candidate of the top frame, backtracking as needed
            for (;;) {
                if (stack.empty() || --budget < 0) break;
                F &t = stack.back();
                if (cur[t.k] >= 0) { for (int j : cg[t.k]) used[j] &= ~(1ULL << cur[t.k]); cur[t.k] = -1; }
                if (t.i == t.cand.size()) { stack.pop_back(); continue; }
                int s = t.cand[t.i++];
                cur[t.k] = s;
                for (int j : cg[t.k]) used[j] |= 1ULL << s;
                break;
            }
            if (stack.empty() || budget < 0) break;
        }
        if (ok) { m.sol = cur; return true; }
    }
    return false;
}

static void print(const Model &m, const vector<int> &giv, const vector<string> &extra, bool show) {
    printf("size %d %d\nsymbols %s\n", m.R, m.C, m.sym.c_str());
    bool any = false;
    for (int k = 0; k < m.R * m.C; k++) if (m.hole[k] || giv[k] >= 0) any = true;
    if (any) {
        printf("cells\n");
        for (int r = 0; r < m.R; r++) {
            for (int c = 0; c < m.C; c++) { int k = r * m.C + c; putchar(m.hole[k] ? '#' : giv[k] >= 0 ? m.sym[giv[k]] : '.'); }
            putchar('\n');
        }
    }
    for (const string &l : m.lines) printf("%s\n", l.c_str());
    for (const string &l : extra) printf("%s\n", l.c_str());
    if (show) {
        for (int r = 0; r < m.R; r++) {
            printf("%% ");
            for (int c = 0; c < m.C; c++) { int k = r * m.C + c; putchar(m.hole[k] ? '#' : m.sym[m.sol[k]]); }
            putchar('\n');
        }
    }
}

static int value(char c) { return c <= '9' ? c - '0' : c <= 'Z' ? c - 'A' + 10 : c - 'a' + 36; }
static string cage_line(const Model &m, const vector<int> &g) {
    int s = 0;
    for (int k : g) s += value(m.sym[m.sol[k]]);
    string l = "cage " + to_string(s);
    for (int k : g) l += " " + cname(m, k);
    return l;
}
// random symbols: N distinct characters of 0-9 A-Z a-z in random order (values for sums)
static string random_symbols(int n) {
    string all = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    for (int i = 61; i > 0; i--) swap(all[i], all[below(i + 1)]);
    return all.substr(0, n);
}
static string digits(int n) { return string("123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ").substr(0, n); }

// killer-style cages over the cells not in a hole: grown from random cells (cover: percent of
// cells that start a cage), each up to maxc cells with distinct symbols
static void cages(Model &m, vector<string> &extra, int cover, int maxc) {
    int n = m.R * m.C;
    vector<int> in(n, 0), order(n);
    for (int k = 0; k < n; k++) order[k] = k;
    for (int i = n - 1; i > 0; i--) swap(order[i], order[below(i + 1)]);
    for (int k : order) {
        if (m.hole[k] || in[k] || below(100) >= cover) continue;
        vector<int> g{k};
        in[k] = 1;
        uint64_t u = 1ULL << m.sol[k];
        int want = 1 + below(maxc);
        for (int tries = 0; (int)g.size() < want && tries < 20; tries++) {
            int a = g[below((int)g.size())], r = a / m.C, c = a % m.C, d = below(4);
            int rr = r + (d == 0) - (d == 1), cc = c + (d == 2) - (d == 3);
            if (rr < 0 || rr >= m.R || cc < 0 || cc >= m.C) continue;
            int b = rr * m.C + cc;
            if (m.hole[b] || in[b] || (u >> m.sol[b] & 1)) continue;
            g.push_back(b); in[b] = 1; u |= 1ULL << m.sol[b];
        }
        extra.push_back(cage_line(m, g));
    }
}

/* rules: 1..4 variant rules on m's solution, most true of it (a relation on cells where it holds,
 * a sum its cells make), one in four or so at random */
static void rules(Model &m, vector<string> &extra) {
    int n = m.R * m.C;
    auto V = [&](int k) { return value(m.sym[m.sol[k]]); };
    auto cell = [&]() { int k; do k = below(n); while (m.hole[k]); return k; };
    auto cells = [&](int cnt) { vector<int> g; while ((int)g.size() < cnt) { int k = cell(); if (find(g.begin(), g.end(), k) == g.end()) g.push_back(k); } return g; };
    auto line = [&](const string &kw, const vector<int> &g) { string l = kw; for (int k : g) l += " " + cname(m, k); return l; };
    auto adjacent = [&]() {   // a random orthogonal pair of cells
        for (;;) { int k = cell(), o = below(2) ? k + 1 : k + m.C; if ((o == k + 1 && o % m.C == 0) || o >= n || m.hole[o]) continue; return vector<int>{k, o}; }
    };
    static const char *const KINDS[] = {"thermo", "slowthermo", "whisper", "palindrome", "renban", "between", "arrow", "littlekiller",
                                        "sandwich", "quad", "whitedot", "blackdot", "x", "v", "greaterthan", "anticonsecutive",
                                        "allow", "odd", "even", "minimum", "maximum"};
    int count = 1 + below(4);
    for (int i = 0; i < count; i++) {
        string kw = KINDS[below(21)];
        bool any = below(4) == 0;   // at random, not made to hold
        vector<int> g;
        if (kw == "thermo" || kw == "slowthermo" || kw == "renban" || kw == "palindrome" || kw == "between") {
            g = cells(2 + below(3));
            for (int t = 0; t < 200 && !any; t++) {   // a filling where it holds
                g = cells(2 + below(3));
                vector<int> v; for (int k : g) v.push_back(V(k));
                if (kw == "thermo" || kw == "slowthermo") { sort(g.begin(), g.end(), [&](int a, int b) { return V(a) < V(b); }); break; }
                if (kw == "palindrome") { bool ok = true; for (size_t j = 0; j < v.size(); j++) ok = ok && v[j] == v[v.size() - 1 - j]; if (ok) break; }
                if (kw == "renban") { sort(v.begin(), v.end()); bool ok = true; for (size_t j = 1; j < v.size(); j++) ok = ok && v[j] == v[j - 1] + 1; if (ok) break; }
                if (kw == "between") { int lo = min(v[0], v.back()), hi = max(v[0], v.back()); bool ok = true; for (size_t j = 1; j + 1 < v.size(); j++) ok = ok && v[j] > lo && v[j] < hi; if (ok) break; }
            }
            extra.push_back(line(kw, g));
        } else if (kw == "whisper") {
            g = cells(2 + below(2));
            int d = 1 << 30;
            for (size_t j = 1; j < g.size(); j++) d = min(d, abs(V(g[j]) - V(g[j - 1])));
            if (any || d < 1) d = 1 + below(4);
            extra.push_back(d == 5 && below(2) ? line(kw, g) : line(kw + " " + to_string(d), g));
        } else if (kw == "arrow") {
            for (int t = 0; t < 300; t++) {
                g = cells(2 + below(2));
                int sum = 0; for (size_t j = 1; j < g.size(); j++) sum += V(g[j]);
                if (any || sum == V(g[0])) break;
            }
            extra.push_back(line(kw, g));
        } else if (kw == "littlekiller") {
            int k = cell();
            static const char *const DIR[4] = {"dr", "dl", "ur", "ul"};
            int d = below(4), dr = d < 2 ? 1 : -1, dc = d % 2 ? -1 : 1, sum = 0;
            for (int r = k / m.C, c = k % m.C; r >= 0 && r < m.R && c >= 0 && c < m.C; r += dr, c += dc) if (!m.hole[r * m.C + c]) sum += V(r * m.C + c);
            if (any) sum += below(3) - 1;
            extra.push_back("littlekiller " + to_string(sum) + " " + cname(m, k) + " " + DIR[d]);
        } else if (kw == "sandwich") {
            bool full = true;
            for (int k = 0; k < n; k++) full = full && !m.hole[k];
            if (!full || m.C != m.N) { i--; continue; }
            bool row = below(2);
            int at = below(m.R), lo = 1 << 30, hi = -1, a = 0, b = 0, sum = 0;
            for (int j = 0; j < m.N; j++) { int v = V(row ? at * m.C + j : j * m.C + at); if (v < lo) { lo = v; a = j; } if (v > hi) { hi = v; b = j; } }
            for (int j = min(a, b) + 1; j < max(a, b); j++) sum += V(row ? at * m.C + j : j * m.C + at);
            if (any) sum = below(10);
            extra.push_back("sandwich " + to_string(sum) + " " + (row ? "r" : "c") + to_string(at + 1));
        } else if (kw == "quad") {
            int k;
            do k = below(n); while (k % m.C + 1 >= m.C || k + m.C >= n || m.hole[k] || m.hole[k + 1] || m.hole[k + m.C] || m.hole[k + m.C + 1]);
            int q[4] = {k, k + 1, k + m.C, k + m.C + 1};
            string syms;
            for (int j = 0; j < 1 + below(3); j++) syms += m.sym[any ? below(m.N) : m.sol[q[below(4)]]];
            extra.push_back("quad " + cname(m, k) + " " + syms);
        } else if (kw == "whitedot" || kw == "blackdot" || kw == "x" || kw == "v" || kw == "greaterthan") {
            for (int t = 0; t < 300; t++) {
                g = adjacent();
                int a = V(g[0]), b = V(g[1]);
                bool ok = kw == "whitedot" ? abs(a - b) == 1 : kw == "blackdot" ? a == 2 * b || b == 2 * a : kw == "x" ? a + b == 10 : kw == "v" ? a + b == 5 : a > b;
                if (any || ok) break;
            }
            extra.push_back(line(kw, g));
        } else if (kw == "anticonsecutive") extra.push_back(kw);   // (at random: the others are chosen before solving)
        else if (kw == "allow") {
            g = cells(1 + below(2));
            string syms;
            for (int j = 0; j < m.N; j++) if (below(2) || (!any && m.sol[g[0]] == j)) syms += m.sym[j];
            if (syms.empty()) syms = m.sym.substr(0, 1);
            extra.push_back("allow " + syms + line("", g));
        } else if (kw == "odd" || kw == "even") {
            int k = cell();
            extra.push_back(((V(k) % 2 != 0) != any ? "odd " : "even ") + cname(m, k));
        } else {   // minimum, maximum: a cell that is one, if found
            int k = cell();
            for (int t = 0; t < 200 && !any; t++) {
                k = cell();
                int r = k / m.C, c = k % m.C, nb[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
                bool ok = true;
                for (auto &x : nb) {
                    if (x[0] < 0 || x[0] >= m.R || x[1] < 0 || x[1] >= m.C || m.hole[x[0] * m.C + x[1]]) continue;
                    int o = V(x[0] * m.C + x[1]);
                    ok = ok && (kw == "minimum" ? V(k) < o : V(k) > o);
                }
                if (ok) break;
            }
            std::string two;   // half the time a fortress of two: a neighbour of the same kind beside it
            for (int t = 0; t < 4 && !any && rnd() % 2; t++) {
                int r = k / m.C, c = k % m.C, d = (int)(rnd() % 4), nr = r + (d == 0) - (d == 1), nc = c + (d == 2) - (d == 3);
                if (nr < 0 || nr >= m.R || nc < 0 || nc >= m.C || m.hole[nr * m.C + nc]) continue;
                int j = nr * m.C + nc, nb[4][2] = {{nr - 1, nc}, {nr + 1, nc}, {nr, nc - 1}, {nr, nc + 1}};
                bool ok = true;
                for (auto &x : nb) {
                    if (x[0] < 0 || x[0] >= m.R || x[1] < 0 || x[1] >= m.C || m.hole[x[0] * m.C + x[1]] || x[0] * m.C + x[1] == k) continue;
                    int o = V(x[0] * m.C + x[1]);
                    ok = ok && (kw == "minimum" ? V(j) < o : V(j) > o);
                }
                if (ok) { two = " " + cname(m, j); break; }
            }
            extra.push_back(kw + " " + cname(m, k) + two);
        }
    }
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: groups SEED [KIND [NUMBERS]] [GIVENS_PERCENT] [--solution]\n"); return 2; }
    rng_state = strtoull(argv[1], 0, 10);
    vector<string> a;
    bool show = false, layout = false;
    for (int i = 2; i < argc; i++) {
        if (!strcmp(argv[i], "--solution")) show = true;
        else if (!strcmp(argv[i], "--layout")) layout = true;
        else a.push_back(argv[i]);
    }
    string kind = a.empty() ? "small" : a[0];
    auto num = [&](size_t i, int def) { return i < a.size() ? atoi(a[i].c_str()) : def; };
    int giv_pct = -1;
    size_t used_args = 1;
    if (kind == "small") {
        const char *kinds[] = {"latin", "rect", "sudoku", "x", "windoku", "samurai", "jigsaw", "killer", "cross", "kakuro", "partial"};
        kind = kinds[below(11)];
        a.assign(1, kind);
        if (kind == "latin") { a.push_back(to_string(3 + below(3))); giv_pct = 10 + below(40); }
        else if (kind == "rect") { a.push_back(to_string(2 + below(2))); a.push_back(to_string(4 + below(2))); a.push_back(to_string(5 + below(2))); giv_pct = 20 + below(40); }
        else if (kind == "sudoku") { int h = 2, w = 2 + below(2); if (below(2)) swap(h, w); a.push_back(to_string(h)); a.push_back(to_string(w)); giv_pct = h * w == 4 ? below(50) : 30 + below(40); }
        else if (kind == "x") { a.push_back("4"); giv_pct = below(40); }
        else if (kind == "windoku") { giv_pct = 55 + below(25); }
        else if (kind == "samurai") { a.push_back("small"); giv_pct = 20 + below(40); }
        else if (kind == "jigsaw") { a.push_back(to_string(4 + below(3))); giv_pct = 20 + below(40); }
        else if (kind == "killer") { a.push_back("2"); a.push_back(to_string(2 + below(2))); giv_pct = below(40); }
        else if (kind == "cross") { giv_pct = below(30); }
        else if (kind == "kakuro") { a.push_back(to_string(3 + below(3))); a.push_back(to_string(3 + below(3))); }
        else { giv_pct = 10 + below(30); }
    }
    Model m;
    vector<string> extra;
    if (kind == "latin") { int n = num(1, 4); m = start(n, n, random_symbols(n)); rows_cols(m, true, true); used_args = 2; }
    else if (kind == "rect") { int r = num(1, 3), c = num(2, 6), n = num(3, c); m = start(r, c, random_symbols(n)); rows_cols(m, true, true); used_args = 4; }
    else if (kind == "sudoku") { int h = num(1, 2), w = num(2, 3); m = start(h * w, h * w, digits(h * w)); sudoku(m, 0, 0, h, w); used_args = 3; }
    else if (kind == "x") { int b = num(1, 3) == 4 ? 2 : 3; m = start(b * b, b * b, digits(b * b)); sudoku(m, 0, 0, b, b); used_args = 2;
        vector<int> d1, d2; for (int i = 0; i < b * b; i++) { d1.push_back(i * b * b + i); d2.push_back(i * b * b + b * b - 1 - i); }
        m.lines.push_back("diagonals"); m.groups.push_back(d1); m.groups.push_back(d2); }
    else if (kind == "windoku") { m = start(9, 9, digits(9)); sudoku(m, 0, 0, 3, 3);
        for (int br : {1, 5}) for (int bc : {1, 5}) { vector<int> g; for (int r = br; r < br + 3; r++) for (int c = bc; c < bc + 3; c++) g.push_back(r * 9 + c); group_line(m, g); } }
    else if (kind == "samurai") {
        if (num(1, 0) == 0 && a.size() > 1) {   // small: two 4x4 sudokus sharing a 2x2 box, or four around a fifth (10x10)
            if (below(2)) { m = start(6, 6, digits(4)); for (int k = 0; k < 36; k++) if ((k / 6 < 2 && k % 6 >= 4) || (k / 6 >= 4 && k % 6 < 2)) m.hole[k] = 1; sudoku(m, 0, 0, 2, 2); sudoku(m, 2, 2, 2, 2); }
            else { m = start(10, 10, digits(4)); for (int k = 0; k < 100; k++) { int r = k / 10, c = k % 10; if ((r >= 4 && r < 6) && (c < 3 || c >= 7)) m.hole[k] = 1; if ((c >= 4 && c < 6) && (r < 3 || r >= 7)) m.hole[k] = 1; }
                   sudoku(m, 0, 0, 2, 2); sudoku(m, 0, 6, 2, 2); sudoku(m, 3, 3, 2, 2); sudoku(m, 6, 0, 2, 2); sudoku(m, 6, 6, 2, 2); }
        } else {
            m = start(21, 21, digits(9));
            for (int r = 0; r < 21; r++) for (int c = 0; c < 21; c++) {
                bool in = (r < 9 && c < 9) || (r < 9 && c >= 12) || (r >= 6 && r < 15 && c >= 6 && c < 15) || (r >= 12 && c < 9) || (r >= 12 && c >= 12);
                m.hole[r * 21 + c] = !in;
            }
            sudoku(m, 0, 0, 3, 3); sudoku(m, 0, 12, 3, 3); sudoku(m, 6, 6, 3, 3); sudoku(m, 12, 0, 3, 3); sudoku(m, 12, 12, 3, 3);
        }
        used_args = 2;
    }
    else if (kind == "jigsaw") {   // rows, cols and N random regions of N cells (grown, then repaired by retries)
        int n = num(1, 5);
        used_args = 2;
        for (;;) {
            vector<int> reg(n * n, -1), size(n, 0);
            bool ok = true;
            for (int g = 0; g < n && ok; g++) {
                int k0 = -1;
                for (int t = 0; t < 1000 && k0 < 0; t++) { int k = below(n * n); if (reg[k] < 0) k0 = k; }
                if (k0 < 0) { ok = false; break; }
                vector<int> cells{k0}; reg[k0] = g;
                for (int t = 0; (int)cells.size() < n && t < 400; t++) {
                    int q = cells[below((int)cells.size())], r = q / n, c = q % n, d = below(4);
                    int rr = r + (d == 0) - (d == 1), cc = c + (d == 2) - (d == 3);
                    if (rr < 0 || rr >= n || cc < 0 || cc >= n || reg[rr * n + cc] >= 0) continue;
                    reg[rr * n + cc] = g; cells.push_back(rr * n + cc);
                }
                if ((int)cells.size() < n) ok = false;
            }
            if (!ok) continue;
            m = start(n, n, digits(n));
            rows_cols(m, true, true);
            m.lines.push_back("regions");
            vector<vector<int>> gs(n);
            for (int r = 0; r < n; r++) { string l; for (int c = 0; c < n; c++) { l += (char)('a' + reg[r * n + c]); gs[reg[r * n + c]].push_back(r * n + c); } m.lines.push_back(l); }
            for (auto &g : gs) m.groups.push_back(g);
            if (solve(m)) break;
        }
    }
    else if (kind == "killer") { int h = num(1, 3), w = num(2, 3); m = start(h * w, h * w, digits(h * w)); sudoku(m, 0, 0, h, w); used_args = 3; }
    else if (kind == "cross") { int w = 2 + below(2); m = start(2 * w, 2 * w, digits(2 * w)); sudoku(m, 0, 0, 2, w); }
    else if (kind == "kakuro") {
        int R = num(1, 6), C = num(2, 6);
        used_args = 3;
        m = start(R, C, digits(9));
        for (;;) {
            for (int k = 0; k < R * C; k++) m.hole[k] = below(100) < 25;
            // a white cell must be in a run of 2+ in some direction; runs at most 9
            bool changed = true;
            while (changed) {
                changed = false;
                for (int k = 0; k < R * C; k++) {
                    if (m.hole[k]) continue;
                    int r = k / C, c = k % C;
                    bool h = (c > 0 && !m.hole[k - 1]) || (c + 1 < C && !m.hole[k + 1]);
                    bool v = (r > 0 && !m.hole[k - C]) || (r + 1 < R && !m.hole[k + C]);
                    if (!h && !v) { m.hole[k] = 1; changed = true; }
                }
            }
            int white = 0;
            for (int k = 0; k < R * C; k++) white += !m.hole[k];
            if (white >= 4) break;
        }
        vector<vector<int>> runs;
        for (int r = 0; r < R; r++) for (int c = 0; c < C;) {
            vector<int> g; while (c < C && !m.hole[r * C + c]) g.push_back(r * C + c++);
            if (g.size() >= 2) runs.push_back(g);
            if (g.empty()) c++;
        }
        for (int c = 0; c < C; c++) for (int r = 0; r < R;) {
            vector<int> g; while (r < R && !m.hole[r * C + c]) g.push_back(r++ * C + c);
            if (g.size() >= 2) runs.push_back(g);
            if (g.empty()) r++;
        }
        for (auto &g : runs) m.groups.push_back(g);
        if (!solve(m)) return 1;
        if (layout) {   // (R+1) x (C+1) tokens: a clue D\A on the black cell before each run of 2+
            printf("%% groups_gen");
            for (int i = 1; i < argc; i++) printf(" %s", argv[i]);
            printf(" (kakuro layout)\nsize %d %d\nsymbols %s\nkakuro\n", R + 1, C + 1, m.sym.c_str());
            auto white = [&](int r, int c) { return r >= 0 && c >= 0 && r < R && c < C && !m.hole[r * C + c]; };
            auto runsum = [&](int r, int c, int dr, int dc) {   // the run of 2+ from (r, c), or -1
                int n = 0, t = 0;
                for (; white(r, c); r += dr, c += dc, n++) t += value(m.sym[m.sol[r * C + c]]);
                return n >= 2 ? t : -1;
            };
            for (int r = -1; r < R; r++) {
                for (int c = -1; c < C; c++) {
                    string t;
                    if (white(r, c)) t = ".";
                    else {
                        int d = runsum(r + 1, c, 1, 0), ac = runsum(r, c + 1, 0, 1);
                        t = d < 0 && ac < 0 ? "#" : (d < 0 ? "" : to_string(d)) + "\\" + (ac < 0 ? "" : to_string(ac));
                    }
                    printf("%s%s", c < 0 ? "" : " ", t.c_str());
                }
                printf("\n");
            }
            return 0;
        }
        for (auto &g : runs) extra.push_back(cage_line(m, g));
        m.groups.clear();
        giv_pct = 0;
    }
    else if (kind == "sums") {   // symbols may repeat in a `sum`
        int f = below(3);
        if (f == 0) { m = start(4, 4, digits(4)); sudoku(m, 0, 0, 2, 2); }
        else if (f == 1) { m = start(6, 6, digits(6)); sudoku(m, 0, 0, 2, 3); }
        else { m = start(2, 5, random_symbols(5 + below(2))); rows_cols(m, true, false); }
        giv_pct = below(30);
    }
    else if (kind == "rules") {
        int f = below(4);
        if (f == 0) { m = start(4, 4, digits(4)); sudoku(m, 0, 0, 2, 2); giv_pct = below(40); }
        else if (f == 1) { m = start(6, 6, digits(6)); sudoku(m, 0, 0, 2, 3); giv_pct = 30 + below(30); }
        else if (f == 2) { m = start(6, 6, digits(4)); for (int k = 0; k < 36; k++) if ((k / 6 < 2 && k % 6 >= 4) || (k / 6 >= 4 && k % 6 < 2)) m.hole[k] = 1; sudoku(m, 0, 0, 2, 2); sudoku(m, 2, 2, 2, 2); giv_pct = below(40); }
        else {
            int n = 4 + below(2);
            string d = "0123456789";
            for (int i = 9; i > 0; i--) swap(d[i], d[below(i + 1)]);
            m = start(n, n, d.substr(0, n)); rows_cols(m, true, true); giv_pct = 10 + below(30);
        }
        int g = below(5);   // a global rule the solution keeps: its pairs (a diagonal) as groups before solving
        size_t g0 = m.groups.size();
        if (g < 3 && !(g == 2 && m.R != m.C)) {
            const char *kw[3] = {"antiknight", "antiking", "diagonal"};
            extra.push_back(g == 2 ? (below(2) ? "diagonal main" : "diagonal anti") : kw[g]);
            vector<int> dg;
            for (int k = 0; k < m.R * m.C; k++)
                for (int o = k + 1; o < m.R * m.C; o++) {
                    int dr = abs(k / m.C - o / m.C), dc = abs(k % m.C - o % m.C);
                    if (m.hole[k] || m.hole[o]) continue;
                    if ((g == 0 && ((dr == 1 && dc == 2) || (dr == 2 && dc == 1))) || (g == 1 && dr == 1 && dc == 1)) m.groups.push_back({k, o});
                }
            if (g == 2) {
                bool main_ = extra.back() == "diagonal main";
                for (int r = 0; r < m.R; r++) if (!m.hole[r * m.C + (main_ ? r : m.C - 1 - r)]) dg.push_back(r * m.C + (main_ ? r : m.C - 1 - r));
                m.groups.push_back(dg);
            }
            if (!solve(m)) { m.groups.resize(g0); extra.pop_back(); m.sol.clear(); }   // (none keeps it: without)
        }
    }
    else if (kind == "partial") {   // 1..3 rows of 5 cells, 5..7 symbols, random groups of 2..4 cells
        int R = 1 + below(3), C = 5, n = 5 + below(3);
        m = start(R, C, random_symbols(n));
        for (int i = 0; i < 2 + below(4); i++) {
            int sz = 2 + below(3);
            vector<int> g;
            while ((int)g.size() < sz) { int k = below(R * C); if (find(g.begin(), g.end(), k) == g.end()) g.push_back(k); }
            group_line(m, g);
        }
    }
    else { fprintf(stderr, "unknown kind %s\n", kind.c_str()); return 2; }
    if (giv_pct < 0) giv_pct = used_args < a.size() ? atoi(a[used_args].c_str()) : 40;
    if (m.sol.empty() && !solve(m)) { fprintf(stderr, "no solution found\n"); return 1; }
    if (kind == "killer") cages(m, extra, 100 - below(2) * 30, 1 + below(4) + (m.N > 4));
    if (kind == "cross") {   // random cages that may share cells
        for (int i = 0; i < 2 + below(3); i++) {
            vector<int> g;
            uint64_t u = 0;
            int sz = 2 + below(3);
            for (int t = 0; t < 30 && (int)g.size() < sz; t++) {
                int k = below(m.R * m.C);
                if (find(g.begin(), g.end(), k) != g.end() || (u >> m.sol[k] & 1)) continue;
                g.push_back(k); u |= 1ULL << m.sol[k];
            }
            extra.push_back(cage_line(m, g));
        }
    }
    if (kind == "sums") {   // random cells (any, repeats of a symbol allowed) summed; some cages
        for (int i = 0; i < 2 + below(4); i++) {
            vector<int> g;
            int sz = 1 + below(5);
            for (int t = 0; t < 30 && (int)g.size() < sz; t++) {
                int k = below(m.R * m.C);
                if (find(g.begin(), g.end(), k) == g.end()) g.push_back(k);
            }
            string l = cage_line(m, g);
            extra.push_back("sum" + l.substr(4));
        }
        if (below(2)) cages(m, extra, 20, 3);
    }
    if (kind == "rules") rules(m, extra);
    vector<int> giv(m.R * m.C, -1);
    for (int k = 0; k < m.R * m.C; k++) if (!m.hole[k] && below(100) < giv_pct) giv[k] = m.sol[k];
    printf("%% groups_gen %s", argv[1]);
    for (int i = 2; i < argc; i++) printf(" %s", argv[i]);
    printf(" (%s)\n", kind.c_str());
    print(m, giv, extra, show);
    return 0;
}
