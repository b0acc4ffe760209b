// Brute-force oracle for problems/groups.cpp: plain cell-by-cell backtracking over the same input
// format (size, symbols, cells, rows, cols, sudoku, diagonals, regions, group, cage, sum, kakuro;
// docs/groups.md), and some of its variant rules, each checked once all its cells are filled:
// thermo, slowthermo, whisper, palindrome, renban, between, arrow, littlekiller (with a direction),
// sandwich, quad, whitedot, blackdot, x, v, greaterthan, antiknight, antiking, anticonsecutive,
// diagonal, allow, odd, even, minimum, maximum (their rules as docs/groups.md says them: a minimum or
// maximum cell against its neighbours but those of its kind).
// Shares no code with the engine or src/grid: its own small parser, its own search.
//   groups_brute [--count | --unique | --limit K] < puzzles    answers as groups prints them
//   groups_brute --check ANSWERS < puzzles   checks groups' first-solution output: per puzzle,
//       `no solution` or a grid that keeps the givens and every group and cage; prints `ok` or
//       the first problem, exit 0 / 1
// Search: the empty cell with the fewest candidates next (ties: the first in row-major order),
// its candidates in symbol order; a cage's partial sum is bounded by the smallest and largest
// values its empty cells could still take. Bad input: a message on stderr, exit 2 (no detail).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>
using namespace std;

struct Puz {
    int R = 0, C = 0, N = 0;
    string sym;
    vector<int> value;             // per symbol
    vector<int> cell;              // per cell: -2 hole, -1 empty, else symbol
    vector<vector<int>> groups;    // cages too (distinct symbols)
    vector<int> gsum;              // per group: its sum, or -1
    vector<char> rep;              // per group: symbols may repeat (a `sum`)
    struct Rule { string kw; vector<int> cells; int arg = 0; string syms; };
    vector<Rule> rules;            // the variant rules (global ones made pairs once the holes are known)
};

static void bad(const string &m) { cerr << "groups_brute: " << m << "\n"; exit(2); }

static int symval(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'A' && c <= 'Z') return c - 'A' + 10;
    if (c >= 'a' && c <= 'z') return c - 'a' + 36;
    return -1;
}

static vector<string> split(const string &l) {
    vector<string> t;
    istringstream is(l);
    string w;
    while (is >> w) t.push_back(w);
    return t;
}

// the puzzles of the text: lines without comments, CRs and a BOM
static vector<Puz> parse(string text) {
    if (text.size() >= 3 && text.compare(0, 3, "\xEF\xBB\xBF") == 0) text = text.substr(3);
    vector<string> lines;
    {
        istringstream is(text);
        string l;
        while (getline(is, l)) {
            size_t p = l.find('%');
            if (p != string::npos) l = l.substr(0, p);
            string s;
            for (char ch : l) if (ch != '\r') s += ch;
            size_t a = s.find_first_not_of(" \t");
            if (a == string::npos) continue;
            size_t b = s.find_last_not_of(" \t");
            lines.push_back(s.substr(a, b - a + 1));
        }
    }
    vector<Puz> ps;
    vector<char> fromlist;   // per group of the current puzzle: listed by group/cage (holes are errors)
    auto cellno = [&](Puz &p, const string &t) {
        int r, c;
        char x, y, z;
        if (sscanf(t.c_str(), "%c%d%c%d%c", &x, &r, &y, &c, &z) != 4 || (x != 'r' && x != 'R') || (y != 'c' && y != 'C')) bad("cell " + t);
        if (r < 1 || r > p.R || c < 1 || c > p.C) bad("cell outside " + t);
        return (r - 1) * p.C + (c - 1);
    };
    auto finish = [&]() {
        if (ps.empty()) return;
        Puz &p = ps.back();
        vector<Puz::Rule> rs;
        for (Puz::Rule &u : p.rules) {   // global rules: one rule per pair of cells
            if (u.kw != "antiknight" && u.kw != "antiking" && u.kw != "anticonsecutive") { rs.push_back(u); continue; }
            for (int k = 0; k < p.R * p.C; k++)
                for (int o = 0; o < p.R * p.C; o++) {
                    int dr = abs(k / p.C - o / p.C), dc = abs(k % p.C - o % p.C);
                    bool pair = u.kw == "antiknight" ? (dr == 1 && dc == 2) || (dr == 2 && dc == 1) : u.kw == "antiking" ? dr == 1 && dc == 1 : dr + dc == 1;
                    if (!pair || k > o || p.cell[k] == -2 || p.cell[o] == -2) continue;
                    Puz::Rule q;
                    q.kw = u.kw == "anticonsecutive" ? "notconsecutive" : "differ";
                    q.cells = {k, o};
                    rs.push_back(q);
                }
        }
        std::set<std::pair<std::string, int>> ext;   // the minimum cells and the maximum cells
        for (Puz::Rule &u : rs) if (u.kw == "minimum" || u.kw == "maximum") ext.insert({u.kw, u.cells[0]});
        for (Puz::Rule &u : rs) {   // minimum, maximum: the cell first, then its neighbours but those of its kind
            if (u.kw != "minimum" && u.kw != "maximum") continue;
            int k = u.cells[0], r = k / p.C, c = k % p.C;
            int nb[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
            for (auto &x : nb)
                if (x[0] >= 0 && x[0] < p.R && x[1] >= 0 && x[1] < p.C && p.cell[x[0] * p.C + x[1]] != -2 && !ext.count({u.kw, x[0] * p.C + x[1]}))
                    u.cells.push_back(x[0] * p.C + x[1]);
        }
        for (Puz::Rule &u : rs)
            for (int k : u.cells) if (p.cell[k] == -2) bad("a rule on a hole");
        p.rules = rs;
        vector<vector<int>> g2;
        vector<int> s2;
        vector<char> r2;
        for (size_t j = 0; j < p.groups.size(); j++) {
            vector<int> cs;
            for (int k : p.groups[j]) {
                if (p.cell[k] == -2) { if (fromlist[j]) bad("hole in a group"); continue; }
                cs.push_back(k);
            }
            if (cs.empty()) continue;
            if ((int)cs.size() > p.N && !p.rep[j]) bad("group too large");
            g2.push_back(cs);
            s2.push_back(p.gsum[j]);
            r2.push_back(p.rep[j]);
        }
        p.groups = g2;
        p.gsum = s2;
        p.rep = r2;
    };
    for (size_t i = 0; i < lines.size(); i++) {
        vector<string> t = split(lines[i]);
        const string &kw = t[0];
        if (kw == "size") {
            finish();
            Puz p;
            p.R = atoi(t.at(1).c_str());
            p.C = atoi(t.at(2).c_str());
            if (p.R < 1 || p.R > 64 || p.C < 1 || p.C > 64) bad("size");
            p.cell.assign(p.R * p.C, -1);
            ps.push_back(p);
            fromlist.clear();
            continue;
        }
        if (ps.empty()) bad("no size");
        Puz &p = ps.back();
        auto add = [&](const vector<int> &g, int sum, bool listed, bool rep = false) {
            p.groups.push_back(g);
            p.gsum.push_back(sum);
            p.rep.push_back(rep);
            fromlist.push_back(listed);
        };
        if (kw == "symbols") {
            p.sym = t.at(1);
            p.N = (int)p.sym.size();
            for (char ch : p.sym) {
                if (symval(ch) < 0 || count(p.sym.begin(), p.sym.end(), ch) != 1) bad("symbols");
                p.value.push_back(symval(ch));
            }
        } else if (kw == "cells") {
            for (int r = 0; r < p.R; r++) {
                const string &l = lines.at(++i);
                if ((int)l.size() != p.C) bad("cells line");
                for (int c = 0; c < p.C; c++) {
                    char ch = l[c];
                    if (ch == '#') p.cell[r * p.C + c] = -2;
                    else if (ch != '.') {
                        size_t s = p.sym.find(ch);
                        if (s == string::npos) bad("given");
                        p.cell[r * p.C + c] = (int)s;
                    }
                }
            }
        } else if (kw == "rows" || kw == "cols") {
            for (int a = 0; a < (kw == "rows" ? p.R : p.C); a++) {
                vector<int> g;
                if (kw == "rows") for (int c = 0; c < p.C; c++) g.push_back(a * p.C + c);
                else for (int r = 0; r < p.R; r++) g.push_back(r * p.C + a);
                add(g, -1, false);
            }
        } else if (kw == "diagonals") {
            if (p.R != p.C) bad("diagonals");
            vector<int> a, b;
            for (int k = 0; k < p.R; k++) { a.push_back(k * p.C + k); b.push_back(k * p.C + p.C - 1 - k); }
            add(a, -1, false);
            add(b, -1, false);
        } else if (kw == "sudoku") {
            int r0 = atoi(t.at(1).c_str()) - 1, c0 = atoi(t.at(2).c_str()) - 1, n = p.N, h, w;
            if (t.size() >= 5) { h = atoi(t[3].c_str()); w = atoi(t[4].c_str()); }
            else { h = 1; while (h * h < n) h++; w = h; }
            if (h * w != n || r0 + n > p.R || c0 + n > p.C) bad("sudoku");
            for (int a = 0; a < n; a++) {
                vector<int> row, col;
                for (int b = 0; b < n; b++) { row.push_back((r0 + a) * p.C + c0 + b); col.push_back((r0 + b) * p.C + c0 + a); }
                add(row, -1, false);
                add(col, -1, false);
            }
            for (int br = 0; br < n; br += h)
                for (int bc = 0; bc < n; bc += w) {
                    vector<int> box;
                    for (int r = br; r < br + h; r++)
                        for (int c = bc; c < bc + w; c++) box.push_back((r0 + r) * p.C + c0 + c);
                    add(box, -1, false);
                }
        } else if (kw == "regions") {
            map<string, vector<int>> reg;
            vector<string> order;
            for (int r = 0; r < p.R; r++) {
                vector<string> ids = split(lines.at(++i));
                if ((int)ids.size() != p.C) {
                    if (ids.size() != 1 || (int)ids[0].size() != p.C) bad("regions line");
                    string s = ids[0];
                    ids.clear();
                    for (char ch : s) ids.push_back(string(1, ch));
                }
                for (int c = 0; c < p.C; c++) {
                    if (ids[c] == ".") continue;
                    if (!reg.count(ids[c])) order.push_back(ids[c]);
                    reg[ids[c]].push_back(r * p.C + c);
                }
            }
            for (const string &id : order) add(reg[id], -1, false);
        } else if (kw == "group" || kw == "cage" || kw == "sum") {
            size_t a = 1;
            int sum = -1;
            if (kw != "group") sum = atoi(t.at(a++).c_str());
            vector<int> g;
            for (; a < t.size(); a++) g.push_back(cellno(p, t[a]));
            if (g.empty() || ((int)g.size() > p.N && kw != "sum")) bad("group size");
            add(g, sum, true, kw == "sum");
        } else if (kw == "kakuro") {
            // R lines of C tokens: '.', a symbol, '#', or D\A; a run of white cells right of (below)
            // a clue is a cage; read the picture first, then walk every clue
            vector<string> tok(p.R * p.C);
            for (int r = 0; r < p.R; r++) {
                vector<string> w = split(lines.at(++i));
                if ((int)w.size() != p.C) bad("kakuro line");
                for (int c = 0; c < p.C; c++) tok[r * p.C + c] = w[c];
            }
            auto white = [&](int r, int c) { return r < p.R && c < p.C && tok[r * p.C + c].find('\\') == string::npos && tok[r * p.C + c] != "#"; };
            for (int k = 0; k < p.R * p.C; k++) {
                const string &x = tok[k];
                if (x == "." ) p.cell[k] = -1;
                else if (x == "#" || x.find('\\') != string::npos) p.cell[k] = -2;
                else if (x.size() == 1 && p.sym.find(x[0]) != string::npos) p.cell[k] = (int)p.sym.find(x[0]);
                else bad("kakuro token " + x);
            }
            for (int k = 0; k < p.R * p.C; k++) {
                size_t b = tok[k].find('\\');
                if (b == string::npos) continue;
                string part[2] = {tok[k].substr(0, b), tok[k].substr(b + 1)};   // down, across
                for (int dir = 0; dir < 2; dir++) {
                    if (part[dir].empty()) continue;
                    for (char ch : part[dir]) if (ch < '0' || ch > '9') bad("kakuro clue " + tok[k]);
                    int r = k / p.C + (dir == 0), c = k % p.C + (dir == 1);
                    vector<int> g;
                    while (white(r, c)) { g.push_back(r * p.C + c); if (dir == 0) r++; else c++; }
                    if (g.empty() || (int)g.size() > p.N) bad("kakuro run");
                    add(g, atoi(part[dir].c_str()), true);
                }
            }
            // every run of 2+ white cells starts after a clue
            for (int k = 0; k < p.R * p.C; k++) {
                int r = k / p.C, c = k % p.C;
                if (!white(r, c)) continue;
                if ((c == 0 || tok[k - 1] == "#" || (tok[k - 1].find('\\') != string::npos && tok[k - 1].back() == '\\')) && white(r, c + 1)) bad("across run without a clue");
                if ((r == 0 || tok[k - p.C] == "#" || (tok[k - p.C].find('\\') != string::npos && tok[k - p.C][0] == '\\')) && white(r + 1, c)) bad("down run without a clue");
            }
        } else if (kw == "antiknight" || kw == "antiking" || kw == "anticonsecutive") {
            Puz::Rule u;
            u.kw = kw;
            p.rules.push_back(u);
        } else if (kw == "diagonal") {
            if (p.R != p.C || t.size() != 2 || (t[1] != "main" && t[1] != "anti")) bad("diagonal");
            vector<int> g;
            for (int k = 0; k < p.R; k++) g.push_back(k * p.C + (t[1] == "main" ? k : p.C - 1 - k));
            add(g, -1, false);
        } else if (kw == "littlekiller" || kw == "sandwich") {
            Puz::Rule u;
            u.kw = kw;
            u.arg = atoi(t.at(1).c_str());
            if (kw == "sandwich") {   // sandwich SUM rN|cN: the row or column, holes left out at the check
                int n = atoi(t.at(2).c_str() + 1);
                if (t[2][0] == 'r') for (int c = 0; c < p.C; c++) u.cells.push_back((n - 1) * p.C + c);
                else for (int r = 0; r < p.R; r++) u.cells.push_back(r * p.C + n - 1);
            } else {   // littlekiller SUM CELL DIR: CELL to the edge (holes left out at the check)
                int k = cellno(p, t.at(2)), dr = t.at(3)[0] == 'd' ? 1 : -1, dc = t[3][1] == 'r' ? 1 : -1;
                for (int r = k / p.C, c = k % p.C; r >= 0 && r < p.R && c >= 0 && c < p.C; r += dr, c += dc) u.cells.push_back(r * p.C + c);
            }
            p.rules.push_back(u);
        } else if (kw == "thermo" || kw == "slowthermo" || kw == "whisper" || kw == "palindrome" || kw == "renban" || kw == "between" ||
                   kw == "arrow" || kw == "quad" || kw == "whitedot" || kw == "blackdot" || kw == "x" || kw == "v" || kw == "greaterthan" ||
                   kw == "allow" || kw == "odd" || kw == "even" || kw == "minimum" || kw == "maximum") {
            Puz::Rule u;
            u.kw = kw;
            size_t a = 1;
            if (kw == "whisper") { u.arg = 5; if (t.size() > 1 && t[1][0] != 'r') u.arg = atoi(t[a++].c_str()); }
            if (kw == "allow") u.syms = t.at(a++);
            for (; a < t.size(); a++) {
                if (kw == "quad" && a >= 2) { u.syms += t[a]; continue; }
                u.cells.push_back(cellno(p, t[a]));
            }
            if (kw == "quad") { int k = u.cells.at(0); u.cells = {k, k + 1, k + p.C, k + p.C + 1}; }
            if (kw == "minimum" || kw == "maximum" || kw == "allow" || kw == "odd" || kw == "even") {   // one rule per cell
                for (int k : u.cells) { Puz::Rule w = u; w.cells = {k}; p.rules.push_back(w); }
                continue;
            }
            p.rules.push_back(u);
        } else bad("keyword " + kw);
    }
    finish();
    return ps;
}

// does rule u hold on the filled cells c (values p.value; a hole -2 left out)? (all filled)
static bool rule_ok(const Puz &p, const Puz::Rule &u, const vector<int> &c) {
    vector<int> v;
    for (int k : u.cells) if (c[k] != -2) v.push_back(p.value[c[k]]);
    size_t n = v.size();
    const string &kw = u.kw;
    auto adj = [&](int a, int b) { int dr = abs(a / p.C - b / p.C), dc = abs(a % p.C - b % p.C); return dr + dc == 1; };
    if (kw == "differ") return v[0] != v[1];
    if (kw == "notconsecutive") return abs(v[0] - v[1]) != 1;
    if (kw == "thermo") { for (size_t i = 1; i < n; i++) if (v[i] <= v[i - 1]) return false; return true; }
    if (kw == "slowthermo") { for (size_t i = 1; i < n; i++) if (v[i] < v[i - 1]) return false; return true; }
    if (kw == "whisper") { for (size_t i = 1; i < n; i++) if (abs(v[i] - v[i - 1]) < u.arg) return false; return true; }
    if (kw == "palindrome") { for (size_t i = 0; i < n; i++) if (v[i] != v[n - 1 - i]) return false; return true; }
    if (kw == "renban") {
        vector<int> w = v;
        sort(w.begin(), w.end());
        for (size_t i = 1; i < n; i++) if (w[i] != w[i - 1] + 1) return false;
        return true;
    }
    if (kw == "between") {
        int lo = min(v[0], v[n - 1]), hi = max(v[0], v[n - 1]);
        for (size_t i = 1; i + 1 < n; i++) if (v[i] <= lo || v[i] >= hi) return false;
        return true;
    }
    if (kw == "arrow") { int t = 0; for (size_t i = 1; i < n; i++) t += v[i]; return t == v[0]; }
    if (kw == "littlekiller") { int t = 0; for (int x : v) t += x; return t == u.arg; }
    if (kw == "sandwich") {   // the cells strictly between the smallest value's and the largest's
        int lo = *min_element(p.value.begin(), p.value.end()), hi = *max_element(p.value.begin(), p.value.end());
        int a = -1, b = -1, t = 0;
        for (size_t i = 0; i < n; i++) { if (v[i] == lo) a = (int)i; if (v[i] == hi) b = (int)i; }
        if (a < 0 || b < 0) return false;
        for (int i = min(a, b) + 1; i < max(a, b); i++) t += v[i];
        return t == u.arg;
    }
    if (kw == "quad") {   // each listed symbol, as often as listed
        for (char ch : u.syms) {
            int need = (int)count(u.syms.begin(), u.syms.end(), ch), have = 0;
            for (int k : u.cells) have += p.sym[c[k]] == ch;
            if (have < need) return false;
        }
        return true;
    }
    if (kw == "allow") return u.syms.find(p.sym[c[u.cells[0]]]) != string::npos;
    if (kw == "odd" || kw == "even") return (v[0] % 2 != 0) == (kw == "odd");
    if (kw == "minimum" || kw == "maximum") {
        for (size_t i = 1; i < n; i++) if (kw == "minimum" ? v[0] >= v[i] : v[0] <= v[i]) return false;
        return true;
    }
    // whitedot, blackdot, x, v, greaterthan: every adjacent pair, a cell and a later one
    for (size_t i = 0; i < n; i++)
        for (size_t j = i + 1; j < n; j++) {
            if (!adj(u.cells[i], u.cells[j])) continue;
            int a = v[i], b = v[j];
            bool ok = kw == "whitedot" ? abs(a - b) == 1 : kw == "blackdot" ? a == 2 * b || b == 2 * a :
                      kw == "x" ? a + b == 10 : kw == "v" ? a + b == 5 : a > b;
            if (!ok) return false;
        }
    return true;
}

struct Search {
    Puz &p;
    int n;
    vector<vector<int>> cr;   // per cell: its rules
    vector<vector<int>> cg;   // per cell: its groups
    vector<int> cur;          // per cell: symbol or -1 (-2 hole)
    vector<uint64_t> used;    // per group: symbols used
    vector<int> acc, left;    // per group: sum so far, empty cells left
    uint64_t found = 0, limit = 0;
    vector<int> first;
    vector<int> byval;        // the symbols by value
    explicit Search(Puz &q) : p(q), n(q.R * q.C), cr(n), cg(n), cur(q.cell), used(q.groups.size(), 0), acc(q.groups.size(), 0), left(q.groups.size(), 0) {
        for (size_t j = 0; j < p.rules.size(); j++)
            for (int k : p.rules[j].cells) if (k >= 0 && k < n && (cr[k].empty() || cr[k].back() != (int)j)) cr[k].push_back((int)j);
        for (size_t j = 0; j < p.groups.size(); j++)
            for (int k : p.groups[j]) { cg[k].push_back((int)j); left[j]++; }
    }
    // the sum of m values among the symbols not in `u`: smallest (lo) or largest
    int bound(uint64_t u, int m, bool lo) {
        if (byval.empty()) {
            for (int s = 0; s < p.N; s++) byval.push_back(s);
            sort(byval.begin(), byval.end(), [&](int a, int b) { return p.value[a] < p.value[b]; });
        }
        int t = 0;
        for (int i = 0; i < p.N && m > 0; i++) {
            int s = byval[lo ? i : p.N - 1 - i];
            if (!(u >> s & 1)) { t += p.value[s]; m--; }
        }
        if (m > 0) return lo ? 1 << 30 : -(1 << 30);
        return t;
    }
    // a sum with repeats: the cells left take at least left * the smallest value, at most left * the largest
    int rbound(int m, bool lo) {
        int v = p.value[0];
        for (int x : p.value) v = lo ? min(v, x) : max(v, x);
        return m * v;
    }
    bool place(int k, int s) {
        for (int j : cg[k]) if (!p.rep[j] && (used[j] >> s & 1)) return false;
        for (int j : cg[k]) { if (!p.rep[j]) used[j] |= 1ull << s; acc[j] += p.value[s]; left[j]--; }
        cur[k] = s;
        bool ok = true;
        for (int j : cg[k]) {
            if (p.gsum[j] < 0) continue;
            int need = p.gsum[j] - acc[j];
            if (p.rep[j]) { if (need < rbound(left[j], true) || need > rbound(left[j], false)) ok = false; }
            else if (need < bound(used[j], left[j], true) || need > bound(used[j], left[j], false)) ok = false;
            if (left[j] == 0 && need != 0) ok = false;
        }
        for (int j : cr[k]) {   // a rule whose cells are all filled now
            bool full = true;
            for (int o : p.rules[j].cells) full = full && cur[o] != -1;
            if (full && !rule_ok(p, p.rules[j], cur)) ok = false;
        }
        return ok;
    }
    void unplace(int k, int s) {
        for (int j : cg[k]) { if (!p.rep[j]) used[j] &= ~(1ull << s); acc[j] -= p.value[s]; left[j]++; }
        cur[k] = -1;
    }
    bool go() {   // true: stop
        int best = -1, bc = 1 << 30;
        for (int k = 0; k < n; k++) {
            if (cur[k] != -1) continue;
            uint64_t u = 0;
            for (int j : cg[k]) u |= used[j];
            int c = 0;
            for (int s = 0; s < p.N; s++) if (!(u >> s & 1)) c++;
            if (c < bc) { bc = c; best = k; }
        }
        if (best < 0) {
            if (found++ == 0) first = cur;
            return limit && found >= limit;
        }
        for (int s = 0; s < p.N; s++) {
            bool ok = place(best, s);
            if (cur[best] == s) {
                if (ok && go()) { unplace(best, s); return true; }
                unplace(best, s);
            }
        }
        return false;
    }
    // the givens against each other: place them one by one
    bool givens() {
        vector<int> g = cur;
        for (int k = 0; k < n; k++) if (g[k] >= 0) cur[k] = -1;
        for (int k = 0; k < n; k++)
            if (g[k] >= 0) {
                bool ok = place(k, g[k]);
                if (cur[k] != g[k] || !ok) return false;
            }
        return true;
    }
};

static string text_of(const Puz &p, const vector<int> &c) {
    string s;
    for (int r = 0; r < p.R; r++) {
        for (int k = r * p.C; k < r * p.C + p.C; k++) s += c[k] == -2 ? '#' : c[k] < 0 ? '?' : p.sym[c[k]];
        s += '\n';
    }
    return s;
}

// does the grid text (R lines) solve p?
static string check(const Puz &p, const vector<string> &rows) {
    vector<int> c(p.R * p.C);
    for (int r = 0; r < p.R; r++) {
        if ((int)rows[r].size() != p.C) return "bad line length";
        for (int k = 0; k < p.C; k++) {
            char ch = rows[r][k];
            int i = r * p.C + k;
            if (p.cell[i] == -2) { if (ch != '#') return "hole not kept"; c[i] = -2; continue; }
            size_t s = p.sym.find(ch);
            if (ch == '#' || s == string::npos) return "not a symbol";
            if (p.cell[i] >= 0 && p.cell[i] != (int)s) return "given not kept";
            c[i] = (int)s;
        }
    }
    for (size_t j = 0; j < p.groups.size(); j++) {
        uint64_t u = 0;
        int sum = 0;
        for (int k : p.groups[j]) {
            if (!p.rep[j] && (u >> c[k] & 1)) return "repeated symbol in a group";
            u |= 1ull << c[k];
            sum += p.value[c[k]];
        }
        if (p.gsum[j] >= 0 && sum != p.gsum[j]) return "wrong cage sum";
    }
    for (const Puz::Rule &u : p.rules) if (!rule_ok(p, u, c)) return "rule " + u.kw + " broken";
    return "";
}

int main(int argc, char **argv) {
    string mode = "first", answers;
    uint64_t limit = 0;
    for (int a = 1; a < argc; a++) {
        string s = argv[a];
        if (s == "--count" || s == "--unique" || s == "--first") mode = s.substr(2);
        else if (s == "--limit" && a + 1 < argc) { mode = "limit"; limit = strtoull(argv[++a], 0, 10); }
        else if (s == "--check" && a + 1 < argc) { mode = "check"; answers = argv[++a]; }
        else bad("usage: groups_brute [--count | --unique | --limit K | --check ANSWERS] < puzzles");
    }
    stringstream buf;
    buf << cin.rdbuf();
    vector<Puz> ps = parse(buf.str());
    if (mode == "check") {
        ifstream f(answers);
        vector<string> lines;
        string l;
        while (getline(f, l)) { if (!l.empty() && l.back() == '\r') l.pop_back(); lines.push_back(l); }
        size_t i = 0;
        for (size_t q = 0; q < ps.size(); q++) {
            Puz &p = ps[q];
            string why;
            if (i < lines.size() && lines[i] == "no solution") {
                Search s(p);
                s.limit = 1;
                if (s.givens()) s.go();
                if (s.found) why = "`no solution` for a puzzle with a solution";
                i += 2;
            } else if (i + p.R < lines.size() + 1) {
                vector<string> rows(lines.begin() + i, lines.begin() + i + p.R);
                why = check(p, rows);
                i += p.R + 1;
            } else why = "answers end early";
            if (!why.empty()) { cout << "puzzle " << q + 1 << ": " << why << "\n"; return 1; }
        }
        cout << "ok\n";
        return 0;
    }
    for (Puz &p : ps) {
        Search s(p);
        s.limit = mode == "first" ? 1 : mode == "unique" ? 2 : mode == "limit" ? limit : 0;
        if (s.givens()) s.go();
        if (mode == "first") cout << (s.found ? text_of(p, s.first) : string("no solution\n")) << "\n";
        else if (mode == "unique") cout << (s.found == 0 ? "none" : s.found == 1 ? "unique" : "multiple") << "\n";
        else cout << s.found << "\n";
    }
    return 0;
}
