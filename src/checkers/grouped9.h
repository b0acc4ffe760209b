// Shared body of the checkers src/checkers/jigsaw.cpp and killer.cpp (define KILLER to 0 or 1
// before including). argv: <in> <out> <ans>; exit 0 ok, 1 wrong, 2 format, 3 checker failure.
// Output equal to the expected file (CRLF and trailing blanks ignored) is accepted at once.
// Otherwise, line by line (one line per case): a line equal to the expected one is fine; where the
// expected line is a solution (81 digits), the output line must be some solution too: 81 digits
// 1-9 that keep the givens, with rows, columns and boxes (killer) or regions (jigsaw) all
// different, and (killer) each cage's digits different and adding up to its sum. Any other
// difference (counts, `no solution`, `unique`...) is wrong.
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>
#include "lines.h"
using namespace std;

struct Case {
    string givens;
    int group[81];               // jigsaw: region number of each cell (0..8)
    int cage[81];                // killer: cage index or -1
    vector<int> sum;
};

static bool parse(const vector<string> &lines, vector<Case> &cases) {
    size_t i = 0;
    vector<string> tok;
    size_t tp = 0;
    auto token = [&](string &t) {
        while (tp >= tok.size()) {
            if (i >= lines.size()) return false;
            tok.clear(); tp = 0;
            istringstream ss(lines[i++]);
            string x;
            while (ss >> x) tok.push_back(x);
        }
        t = tok[tp++];
        return true;
    };
    for (;;) {
        tok.clear(); tp = 0;
        while (i < lines.size() && lines[i].empty()) i++;
        if (i >= lines.size() || lines[i] == "end") return true;
        Case c;
        c.givens = lines[i++];
        if (c.givens.size() != 81) return false;
        string t;
        if (KILLER) {
            for (;;) {
                if (!token(t)) return false;
                int v = atoi(t.c_str());
                if (v == 0) break;
                c.sum.push_back(v);
            }
            for (int k = 0; k < 81; k++) {
                if (!token(t)) return false;
                int v = atoi(t.c_str());
                c.cage[k] = v < 0 ? -1 : v - 1;
                if (v > (int)c.sum.size() || v == 0) return false;
            }
        } else {
            vector<string> id(81);
            if (!token(t)) return false;
            if (t.size() == 81 && tp >= tok.size()) for (int k = 0; k < 81; k++) id[k] = string(1, t[k]);
            else {
                id[0] = to_string(atoi(t.c_str()));
                for (int k = 1; k < 81; k++) { if (!token(t)) return false; id[k] = to_string(atoi(t.c_str())); }
            }
            vector<string> names;
            for (int k = 0; k < 81; k++) {
                int r = -1;
                for (size_t j = 0; j < names.size(); j++) if (names[j] == id[k]) r = (int)j;
                if (r < 0) { r = (int)names.size(); names.push_back(id[k]); }
                if (r >= 9) return false;
                c.group[k] = r;
            }
        }
        cases.push_back(c);
    }
}

static bool is_solution(const string &s) {
    if (s.size() != 81) return false;
    for (char ch : s) if (ch < '1' || ch > '9') return false;
    return true;
}

// empty string = valid, else what is wrong
static string verify(const Case &c, const string &s) {
    if (!is_solution(s)) return "not 81 digits 1-9";
    for (int k = 0; k < 81; k++) {
        char g = c.givens[k];
        if (g >= '1' && g <= '9' && s[k] != g) return "given at cell " + to_string(k) + " changed";
    }
    for (int a = 0; a < 81; a++)
        for (int b = a + 1; b < 81; b++) {
            if (s[a] != s[b]) continue;
            bool same = a / 9 == b / 9 || a % 9 == b % 9;
            if (KILLER) same = same || ((a / 27) * 3 + (a % 9) / 3 == (b / 27) * 3 + (b % 9) / 3) ||
                              (c.cage[a] >= 0 && c.cage[a] == c.cage[b]);
            else same = same || c.group[a] == c.group[b];
            if (same) return "cells " + to_string(a) + " and " + to_string(b) + " share a group and a digit";
        }
    if (KILLER) {
        vector<int> acc(c.sum.size(), 0);
        for (int k = 0; k < 81; k++) if (c.cage[k] >= 0) acc[c.cage[k]] += s[k] - '0';
        for (size_t q = 0; q < acc.size(); q++)
            if (acc[q] != c.sum[q]) return "cage " + to_string(q + 1) + " adds up to " + to_string(acc[q]);
    }
    return "";
}

int main(int argc, char **argv) {
    if (argc != 4) { fprintf(stderr, "usage: checker IN OUT ANS\n"); return 3; }
    vector<string> in, out, ans;
    if (!read_lines(argv[1], in) || !read_lines(argv[3], ans)) { fprintf(stderr, "checker: cannot read input/answer\n"); return 3; }
    if (!read_lines(argv[2], out)) { fprintf(stderr, "checker: cannot read output\n"); return 2; }
    if (out == ans) return 0;
    vector<Case> cases;
    if (!parse(in, cases)) { fprintf(stderr, "checker: cannot parse %s\n", argv[1]); return 3; }
    if (ans.size() > cases.size()) { fprintf(stderr, "checker: more answers than cases\n"); return 3; }
    if (out.size() != ans.size()) {
        fprintf(stderr, "output has %zu lines, expected %zu\n", out.size(), ans.size());
        return 1;
    }
    for (size_t i = 0; i < ans.size(); i++) {
        if (out[i] == ans[i]) continue;
        if (!is_solution(ans[i])) {
            fprintf(stderr, "case %zu: got '%s', expected '%s'\n", i + 1, out[i].c_str(), ans[i].c_str());
            return 1;
        }
        string why = verify(cases[i], out[i]);
        if (!why.empty()) {
            fprintf(stderr, "case %zu: '%s' is no solution: %s\n", i + 1, out[i].c_str(), why.c_str());
            return 1;
        }
    }
    return 0;
}
