// Checker for problems/sudoku.cpp. argv: <in> <out> <ans>; exit 0 ok, 1 wrong, 2 format, 3 failure.
// Output equal to the expected file (CRLF and trailing blanks ignored) is accepted at once.
// Otherwise: if <in> with .in replaced by .args names --count, --limit or --unique, the output is
// wrong (counts are compared exactly). In the default mode each case is compared on its own (one
// line for a one-line puzzle; for a grid, n^2 lines or `no solution`, then an empty line): equal is
// fine; where the expected case is a solution the output must be some solution too: the puzzle's
// symbols (its notation, as README describes), givens kept, rows, columns and boxes all different.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
#include "lines.h"
using namespace std;

struct Puzzle { int n; bool grid; string cells, sym; };

static int box(int L, int p) { for (int n = 2; n <= 6; n++) { int x = n * n; if (p == 4) x *= x; if (x == L) return n; } return 0; }

static bool parse(const vector<string> &in, vector<Puzzle> &ps) {
    const string small = "1234.-0";
    for (size_t i = 0; i < in.size(); i++) {
        const string &s = in[i];
        if (s.empty()) continue;
        if (s == "end") break;
        Puzzle p;
        int L = (int)s.size();
        p.n = box(L, 4); p.grid = false;
        if (L == 16) {
            bool all16 = i + 16 <= in.size(), other = false;
            for (size_t j = i; j < i + 16 && all16; j++) {
                if (in[j].size() != 16) { all16 = false; break; }
                for (char ch : in[j]) if (small.find(ch) == string::npos) other = true;
            }
            for (char ch : s) if (small.find(ch) == string::npos) other = all16 = true;
            if (all16 && other) { p.n = 4; p.grid = true; }
        } else if (!p.n) {
            p.n = box(L, 2);
            if (!p.n) return false;
            p.grid = true;
        }
        int N = p.n * p.n;
        if (p.grid) {
            for (int r = 0; r < N; r++) { if (i + r >= in.size()) return false; p.cells += in[i + r]; }
            i += N - 1;
        } else p.cells = s;
        if ((int)p.cells.size() != N * N) return false;
        bool digit = false;
        for (char ch : p.cells) if (ch >= '1' && ch <= '9') digit = true;
        switch (p.n) {
        case 2: p.sym = "1234"; break;
        case 3: p.sym = "123456789"; break;
        case 4: p.sym = digit ? "123456789ABCDEFG" : "ABCDEFGHIJKLMNOP"; break;
        case 5: p.sym = digit ? "123456789ABCDEFGHIJKLMNOP" : "ABCDEFGHIJKLMNOPQRSTUVWXY"; break;
        default: p.sym = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
        }
        ps.push_back(p);
    }
    return true;
}

// the lines of one case's answer starting at line i; false if the file ends too early
static bool block(const vector<string> &v, size_t &i, const Puzzle &p, vector<string> &b) {
    b.clear();
    size_t take = 1;
    if (p.grid && i < v.size() && v[i] != "no solution") take = p.n * p.n;
    if (p.grid) take++;  /* the empty line after a grid (missing at the end of the file) */
    for (size_t k = 0; k < take; k++) {
        if (i < v.size()) b.push_back(v[i++]);
        else if (p.grid && k + 1 == take) b.push_back("");
        else return false;
    }
    return true;
}

static string verify(const Puzzle &p, const vector<string> &b) {
    int n = p.n, N = n * n;
    string s;
    if (p.grid) {
        if ((int)b.size() != N + 1 || !b[N].empty()) return "not a grid followed by an empty line";
        for (int r = 0; r < N; r++) { if ((int)b[r].size() != N) return "grid row of the wrong length"; s += b[r]; }
    } else s = b[0];
    if ((int)s.size() != N * N) return "wrong length";
    vector<int> v(N * N);
    for (int k = 0; k < N * N; k++) {
        size_t x = p.sym.find(s[k]);
        if (x == string::npos) return string("symbol '") + s[k] + "' not in the puzzle's notation";
        v[k] = (int)x;
        char g = p.cells[k];
        if (g != '.' && g != '-' && !(g == '0' && n < 6) && g != s[k]) return "given at cell " + to_string(k) + " changed";
    }
    for (int a = 0; a < N * N; a++)
        for (int c = a + 1; c < N * N; c++) {
            if (v[a] != v[c]) continue;
            int ra = a / N, ca = a % N, rc = c / N, cc = c % N;
            if (ra == rc || ca == cc || (ra / n == rc / n && ca / n == cc / n))
                return "cells " + to_string(a) + " and " + to_string(c) + " share a group and a symbol";
        }
    return "";
}

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: checker IN OUT ANS\n"); return 3; }
    vector<string> in, out, ans, args;
    if (!read_lines(argv[1], in) || !read_lines(argv[3], ans)) { fprintf(stderr, "checker: cannot read input/answer\n"); return 3; }
    if (!read_lines(argv[2], out)) { fprintf(stderr, "checker: cannot read output\n"); return 2; }
    if (out == ans) return 0;
    string ap = argv[1];
    if (ap.size() > 3 && ap.compare(ap.size() - 3, 3, ".in") == 0) ap = ap.substr(0, ap.size() - 3) + ".args";
    if (read_lines(ap, args))
        for (size_t i = 0; i < args.size(); i++)
            if (args[i].find("--count") != string::npos || args[i].find("--limit") != string::npos ||
                args[i].find("--unique") != string::npos) {
                fprintf(stderr, "counts differ from the expected ones\n");
                return 1;
            }
    vector<Puzzle> ps;
    if (!parse(in, ps)) { fprintf(stderr, "checker: cannot parse %s\n", argv[1]); return 3; }
    size_t io = 0, ia = 0;
    for (size_t c = 0; c < ps.size(); c++) {
        if (ia >= ans.size()) break;  /* the expected output stops early (a bad-input case) */
        vector<string> ba, bo;
        if (!block(ans, ia, ps[c], ba)) { fprintf(stderr, "checker: answer file ends inside case %zu\n", c + 1); return 3; }
        if (!block(out, io, ps[c], bo)) { fprintf(stderr, "case %zu: output ends early\n", c + 1); return 1; }
        if (ba == bo) continue;
        if (ba[0] == "no solution") { fprintf(stderr, "case %zu: expected no solution\n", c + 1); return 1; }
        string why = verify(ps[c], bo);
        if (!why.empty()) { fprintf(stderr, "case %zu: no solution: %s\n", c + 1, why.c_str()); return 1; }
    }
    if (io != out.size() || ia != ans.size()) { fprintf(stderr, "output has extra lines\n"); return 1; }
    return 0;
}
