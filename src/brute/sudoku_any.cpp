// sudoku_any: a deliberately plain oracle for problems/sudoku.cpp, jigsaw.cpp and killer.cpp,
// independent of the DLX core. Backtracking over cells (the empty cell with the fewest candidates
// first), all-different groups as bitmasks, cage sums checked by a min/max bound and at the leaves.
//   sudoku_any sudoku|jigsaw|killer [--count | --limit K | --unique]  < input  > answers
// Reads the same input as the task and prints the same output (the first solution it finds,
// which need not be the one the DLX finds when there are several). Trusts the input to be valid.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>
using namespace std;
typedef uint64_t u64;

struct Brute {
    int C = 0, N = 0;
    vector<vector<int>> groups, cell_groups;
    vector<u64> gmask;
    vector<int> cage_of;             // -1 = none
    vector<vector<int>> cage_cells;
    vector<int> cage_sum, cage_acc;  // cage_acc: sum of the values placed (values are 1-based digits)
    vector<int> val;                 // 0-based value or -1
    u64 found = 0, limit = 0;
    vector<int> first;

    void init(int cells, int symbols) {
        C = cells; N = symbols;
        cell_groups.assign(C, vector<int>());
        cage_of.assign(C, -1);
        val.assign(C, -1);
    }
    void add_group(const vector<int> &g) {
        for (int c : g) cell_groups[c].push_back((int)groups.size());
        groups.push_back(g);
    }
    void add_cage(const vector<int> &cells, int sum) {
        int k = (int)cage_cells.size();
        for (int c : cells) cage_of[c] = k;
        cage_cells.push_back(cells);
        cage_sum.push_back(sum);
        add_group(cells);
    }
    u64 cand(int c) {
        u64 used = 0;
        for (int g : cell_groups[c]) used |= gmask[g];
        u64 all = N == 64 ? ~(u64)0 : (((u64)1 << N) - 1);
        u64 m = all & ~used;
        int k = cage_of[c];
        if (k >= 0) {
            // digit d (1-based value d+1) allowed if the rest of the cage can still reach the sum
            int empty = 0;
            for (int x : cage_cells[k]) if (val[x] < 0) empty++;
            u64 cu = 0;
            for (int x : cage_cells[k]) if (val[x] >= 0) cu |= (u64)1 << val[x];
            for (int d = 0; d < N; d++) {
                if (!(m >> d & 1)) continue;
                int rest = cage_sum[k] - cage_acc[k] - (d + 1), m2 = empty - 1;
                int lo = 0, hi = 0, a = 0;
                for (int e = 0; e < N && a < m2; e++) if (e != d && !(cu >> e & 1)) { lo += e + 1; a++; }
                bool okk = a == m2;
                a = 0;
                for (int e = N - 1; e >= 0 && a < m2; e--) if (e != d && !(cu >> e & 1)) { hi += e + 1; a++; }
                if (!okk || rest < lo || rest > hi) m &= ~((u64)1 << d);
            }
        }
        return m;
    }
    void place(int c, int v) {
        val[c] = v;
        for (int g : cell_groups[c]) gmask[g] |= (u64)1 << v;
        if (cage_of[c] >= 0) cage_acc[cage_of[c]] += v + 1;
    }
    void unplace(int c, int v) {
        val[c] = -1;
        for (int g : cell_groups[c]) gmask[g] &= ~((u64)1 << v);
        if (cage_of[c] >= 0) cage_acc[cage_of[c]] -= v + 1;
    }
    bool rec() {  // false = stop
        int best = -1, bc = 1000;
        u64 bm = 0;
        for (int c = 0; c < C; c++) {
            if (val[c] >= 0) continue;
            u64 m = cand(c);
            int k = __builtin_popcountll(m);
            if (k < bc) { bc = k; best = c; bm = m; if (k == 0) break; }
        }
        if (best < 0) {
            for (size_t k = 0; k < cage_cells.size(); k++) if (cage_acc[k] != cage_sum[k]) return true;
            if (found == 0) first = val;
            found++;
            return !(limit && found >= limit);
        }
        for (int v = 0; v < N; v++) {
            if (!(bm >> v & 1)) continue;
            place(best, v);
            bool go = rec();
            unplace(best, v);
            if (!go) return false;
        }
        return true;
    }
    // givens: val0[c] in 0..N-1 or -1. Returns the number of solutions (up to limit).
    u64 solve(const vector<int> &val0, u64 lim) {
        gmask.assign(groups.size(), 0);
        cage_acc.assign(cage_cells.size(), 0);
        val.assign(C, -1);
        found = 0; limit = lim; first.clear();
        for (int c = 0; c < C; c++) {
            if (val0[c] < 0) continue;
            for (int g : cell_groups[c]) if (gmask[g] >> val0[c] & 1) return 0;
            place(c, val0[c]);
        }
        rec();
        return found;
    }
};

static string mode = "first";
static u64 limit_k = 0;

static string answer(Brute &b, const vector<int> &val0, const char *sym, bool grid, int N) {
    u64 lim = mode == "first" ? 1 : mode == "unique" ? 2 : mode == "limit" ? limit_k : 0;
    u64 c = b.solve(val0, lim);
    if (mode == "count" || mode == "limit") return to_string(c) + "\n";
    if (mode == "unique") return c == 0 ? "none\n" : c == 1 ? "unique\n" : "multiple\n";
    string s;
    if (c == 0) s = "no solution\n";
    else {
        for (int k = 0; k < b.C; k++) {
            s += sym[b.first[k]];
            if (grid && k % N == N - 1) s += '\n';
        }
        if (!grid) s += '\n';
    }
    if (grid) s += '\n';
    return s;
}

static string trim(const string &s) {
    size_t a = 0, b = s.size();
    while (a < b && isspace((unsigned char)s[a])) a++;
    while (b > a && isspace((unsigned char)s[b - 1])) b--;
    return s.substr(a, b - a);
}

static void std_groups(Brute &b, int n, bool boxes) {
    int N = n * n;
    for (int r = 0; r < N; r++) {
        vector<int> g;
        for (int c = 0; c < N; c++) g.push_back(r * N + c);
        b.add_group(g);
    }
    for (int c = 0; c < N; c++) {
        vector<int> g;
        for (int r = 0; r < N; r++) g.push_back(r * N + c);
        b.add_group(g);
    }
    if (boxes)
        for (int bx = 0; bx < N; bx++) {
            vector<int> g;
            for (int r = 0; r < N; r++)
                for (int c = 0; c < N; c++)
                    if ((r / n) * n + c / n == bx) g.push_back(r * N + c);
            b.add_group(g);
        }
}

static int run_sudoku() {
    vector<string> lines;
    string l;
    while (getline(cin, l)) lines.push_back(trim(l));
    if (!lines.empty() && lines[0].compare(0, 3, "\xEF\xBB\xBF") == 0) lines[0] = trim(lines[0].substr(3));
    Brute bs[7];
    for (int n = 2; n <= 6; n++) { bs[n].init(n * n * n * n, n * n); std_groups(bs[n], n, true); }
    for (size_t i = 0; i < lines.size(); i++) {
        string s = lines[i];
        if (s.empty()) continue;
        if (s == "end") break;
        int L = (int)s.size(), n = 0;
        bool grid = false;
        for (int m = 2; m <= 6; m++) if (m * m * m * m == L) n = m;
        if (L == 16) {
            bool other = false, all16 = true;
            for (size_t j = i; j < i + 16; j++) {
                if (j >= lines.size() || lines[j].size() != 16) { all16 = false; break; }
                for (char ch : lines[j]) if (string("1234.-0").find(ch) == string::npos) other = true;
            }
            for (char ch : s) if (string("1234.-0").find(ch) == string::npos) other = all16 = true;
            if (all16 && other) grid = true, n = 4;
        } else if (!n) {
            for (int m = 2; m <= 6; m++) if (m * m == L) n = m;
            grid = true;
        }
        if (!n || (grid && i + n * n > lines.size())) { fprintf(stderr, "sudoku_any: bad input line %zu\n", i + 1); return 3; }
        int N = n * n;
        string cells;
        if (grid) { for (int r = 0; r < N; r++) cells += lines[i + r]; i += N - 1; }
        else cells = s;
        bool digits = false;
        for (char ch : cells) if (ch >= '1' && ch <= '9') digits = true;
        string sym = n == 2 ? "1234" : n == 3 ? "123456789" :
                     n == 4 ? (digits ? "123456789ABCDEFG" : "ABCDEFGHIJKLMNOP") :
                     n == 5 ? (digits ? "123456789ABCDEFGHIJKLMNOP" : "ABCDEFGHIJKLMNOPQRSTUVWXY") :
                     "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
        vector<int> v0(N * N, -1);
        for (int k = 0; k < N * N; k++) {
            char ch = cells[k];
            if (ch == '.' || ch == '-' || (ch == '0' && n < 6)) continue;
            v0[k] = (int)sym.find(ch);
        }
        cout << answer(bs[n], v0, sym.c_str(), grid, N);
    }
    return 0;
}

// jigsaw and killer: token streams
static int run_9x9(bool killer) {
    string l;
    vector<string> lines;
    while (getline(cin, l)) lines.push_back(trim(l));
    size_t i = 0;
    while (true) {
        while (i < lines.size() && lines[i].empty()) i++;
        if (i >= lines.size() || lines[i] == "end") break;
        string g = lines[i++];
        vector<int> v0(81, -1);
        for (int k = 0; k < 81; k++) if (g[k] >= '1' && g[k] <= '9') v0[k] = g[k] - '1';
        // the rest of the case as tokens
        vector<string> tok;
        auto more = [&]() {
            while (i < lines.size()) {
                istringstream ss(lines[i++]);
                string t;
                bool any = false;
                while (ss >> t) { tok.push_back(t); any = true; }
                if (any) return true;
            }
            return false;
        };
        size_t p = 0;
        auto next = [&](string &t) {
            while (p >= tok.size()) if (!more()) return false;
            t = tok[p++];
            return true;
        };
        Brute b;
        b.init(81, 9);
        string t;
        if (killer) {
            vector<int> sums;
            while (next(t) && t != "0") sums.push_back(atoi(t.c_str()));
            vector<int> id(81);
            for (int k = 0; k < 81; k++) { next(t); id[k] = atoi(t.c_str()); }
            std_groups(b, 3, true);
            for (size_t k = 0; k < sums.size(); k++) {
                vector<int> cells;
                for (int c = 0; c < 81; c++) if (id[c] == (int)k + 1) cells.push_back(c);
                b.add_cage(cells, sums[k]);
            }
        } else {
            vector<string> id(81);
            next(t);
            if (t.size() == 81) for (int k = 0; k < 81; k++) id[k] = string(1, t[k]);
            else { id[0] = t; for (int k = 1; k < 81; k++) { next(t); id[k] = t; } }
            std_groups(b, 3, false);
            vector<string> seen;
            for (int k = 0; k < 81; k++) {
                bool s = false;
                for (auto &x : seen) if (x == id[k]) s = true;
                if (s) continue;
                seen.push_back(id[k]);
                vector<int> cells;
                for (int c = 0; c < 81; c++) if (id[c] == id[k]) cells.push_back(c);
                b.add_group(cells);
            }
        }
        // unread tokens on the last line are ignored (the task files put nothing there)
        cout << answer(b, v0, "123456789", false, 9);
    }
    return 0;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: sudoku_any sudoku|jigsaw|killer [--count|--limit K|--unique]\n"); return 2; }
    string task = argv[1];
    for (int a = 2; a < argc; a++) {
        string o = argv[a];
        if (o == "--count") mode = "count";
        else if (o == "--unique") mode = "unique";
        else if (o == "--limit" && a + 1 < argc) { mode = "limit"; limit_k = strtoull(argv[++a], 0, 10); }
        else { fprintf(stderr, "bad option %s\n", o.c_str()); return 2; }
    }
    if (task == "sudoku") return run_sudoku();
    if (task == "jigsaw") return run_9x9(false);
    if (task == "killer") return run_9x9(true);
    fprintf(stderr, "unknown task %s\n", task.c_str());
    return 2;
}
