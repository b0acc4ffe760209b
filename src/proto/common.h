/* Shared by check.cpp and bench.cpp: the 9x9 sudoku drivers for both engines (the same matrix,
 * the same snapshot/restore/select/first sequence as problems/poj3074.cpp's Sudoku9), a reader
 * of the 81-char corpora, and a reader of Knuth's .dlx format (no colors). */
#ifndef SSX_PROTO_COMMON_H
#define SSX_PROTO_COMMON_H
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>
#include "../dlx_core.h"  /* the core of this repository */
#include "ssx.h"

static void sudoku_row_items(int row, int *items) {
    int r = row / 81, c = (row / 9) % 9, v = row % 9, b = (r / 3) * 3 + c / 3;
    items[0] = 1 + r * 9 + c; items[1] = 82 + r * 9 + v; items[2] = 163 + c * 9 + v; items[3] = 244 + b * 9 + v;
}

struct DlxSudoku {  /* as Sudoku9 in problems/poj3074.cpp (undo: unselect_all instead of restore) */
    DLX d;
    int undo;
    explicit DlxSudoku(bool undo_mode = false) : undo(undo_mode ? 1 : 0) {
        d.reset(324, 324);
        d.reserve(729, 4 * 729);
        for (int row = 0; row < 729; row++) { int it[4]; sudoku_row_items(row, it); d.add_row(it, 4); }
        d.set_quick_forced(true);
        d.snapshot();
    }
    bool solve(char *g) {
        bool ok = true;
        if (undo) d.unselect_all(); else d.restore();
        for (int k = 0; k < 81 && ok; k++)
            if (g[k] != '.') ok = d.select_row(k * 9 + (g[k] - '1'));
        if (ok) { d.begin(); ok = d.next() == DLX::FOUND; if (!ok) d.end_search(); }
        if (ok)
            for (int k = 0; k < d.solution_size(); k++) { int row = d.solution_row(k); g[row / 9] = (char)('1' + row % 9); }
        return ok;
    }
};

struct SsxSudoku {
    SSX d;
    int undo;  /* 1: undo the last puzzle (end_search + unselect_all) instead of restore() */
    explicit SsxSudoku(bool forced = true, bool knuth_ties = false, bool undo_mode = false, int search = 0) : undo(undo_mode ? 1 : 0) {
        d.reset(324, 324);
        for (int row = 0; row < 729; row++) { int it[4]; sudoku_row_items(row, it); d.add_row(it, 4); }
        d.set_forced_stack(forced);
        d.set_knuth_ties(knuth_ties);
        d.set_undo_mode(search);  /* 0: v1 (walk back), 1: v2 trail, 2: v2 saved lengths */
        d.snapshot();
    }
    bool solve(char *g) {
        bool ok = true;
        if (undo) d.unselect_all(); else d.restore();
        for (int k = 0; k < 81 && ok; k++)
            if (g[k] != '.') ok = d.select_row(k * 9 + (g[k] - '1'));
        if (ok) ok = d.first();
        if (ok)
            for (int k = 0; k < d.solution_size(); k++) { int row = d.solution_row(k); g[row / 9] = (char)('1' + row % 9); }
        return ok;
    }
};

/* puzzles of a corpus: 81 chars each, '0' turned into '.'; '#' and short lines skipped */
static std::vector<std::string> read_sudoku(const char *path, int limit = 0) {
    std::vector<std::string> v;
    FILE *f = std::fopen(path, "r");
    if (!f) { std::fprintf(stderr, "cannot read %s\n", path); std::exit(2); }
    char line[4096];
    while (std::fgets(line, sizeof line, f)) {
        if (line[0] == '#') continue;
        std::string s(line);
        while (!s.empty() && (s[s.size() - 1] == '\n' || s[s.size() - 1] == '\r' || s[s.size() - 1] == ' ')) s.erase(s.size() - 1);
        if (s.size() != 81) continue;
        for (int k = 0; k < 81; k++) if (s[k] == '0') s[k] = '.';
        v.push_back(s);
        if (limit && (int)v.size() >= limit) break;
    }
    std::fclose(f);
    return v;
}

static bool sudoku_valid(const char *g, const char *given) {
    for (int k = 0; k < 81; k++) {
        if (g[k] < '1' || g[k] > '9') return false;
        if (given[k] != '.' && given[k] != g[k]) return false;
    }
    for (int u = 0; u < 9; u++) {
        int r = 0, c = 0, b = 0;
        for (int j = 0; j < 9; j++) {
            r |= 1 << (g[u * 9 + j] - '1');
            c |= 1 << (g[j * 9 + u] - '1');
            b |= 1 << (g[((u / 3) * 3 + j / 3) * 9 + (u % 3) * 3 + j % 3] - '1');
        }
        if (r != 511 || c != 511 || b != 511) return false;
    }
    return true;
}

struct XC {  /* an exact cover instance: items 1..n (1..np primary), rows of item numbers */
    int n, np;
    std::vector<std::vector<int> > rows;
};

static bool read_dlx(const char *path, XC &x) {
    FILE *f = std::fopen(path, "r");
    if (!f) return false;
    std::map<std::string, int> id;
    x.n = x.np = 0; x.rows.clear();
    bool head = true;
    std::string cur;
    int ch;
    std::vector<std::string> lines;
    while ((ch = std::fgetc(f)) != EOF) { if (ch == '\n') { lines.push_back(cur); cur.clear(); } else cur += (char)ch; }
    if (!cur.empty()) lines.push_back(cur);
    std::fclose(f);
    for (size_t li = 0; li < lines.size(); li++) {
        const std::string &l = lines[li];
        if (!l.empty() && l[0] == '|') continue;
        std::vector<std::string> tk;
        size_t i = 0;
        while (i < l.size()) {
            while (i < l.size() && (l[i] == ' ' || l[i] == '\t' || l[i] == '\r')) i++;
            size_t j = i;
            while (j < l.size() && l[j] != ' ' && l[j] != '\t' && l[j] != '\r') j++;
            if (j > i) tk.push_back(l.substr(i, j - i));
            i = j;
        }
        if (tk.empty()) continue;
        if (head) {
            bool sec = false;
            for (size_t k = 0; k < tk.size(); k++) {
                if (tk[k] == "|") { sec = true; continue; }
                id[tk[k]] = ++x.n;
                if (!sec) x.np = x.n;
            }
            head = false;
            continue;
        }
        std::vector<int> r;
        for (size_t k = 0; k < tk.size(); k++) {
            std::map<std::string, int>::iterator p = id.find(tk[k]);
            if (p == id.end()) return false;
            r.push_back(p->second);
        }
        x.rows.push_back(r);
    }
    return true;
}
#endif
