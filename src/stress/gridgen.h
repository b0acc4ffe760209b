// Random grids for the grid-module stress programs (stress_iss, stress_candidates), drawn with
// src/stress/rng.h's below():
//   stress_fill(R, bh, bw, g, 0)   a random solved R x R grid (rows, columns, bh x bw boxes) into g
//                                  (R * R zeros on entry; values 1..R), by backtracking with
//                                  shuffled values; R <= 16
//   stress_path(R, len, p)         a random path of len orthogonally adjacent cells, no repeats;
//                                  false if it got stuck
//   stress_cellname(R, k)          cell k as ISS names it, RrCc (R <= 9)
#ifndef DLX_STRESS_GRIDGEN_H
#define DLX_STRESS_GRIDGEN_H
#include <algorithm>
#include <string>
#include <vector>
#include "src/stress/rng.h"

static bool stress_fill(int R, int bh, int bw, std::vector<int> &g, int k) {
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
        if (stress_fill(R, bh, bw, g, k + 1)) return true;
        g[k] = 0;
    }
    return false;
}

static bool stress_path(int R, int len, std::vector<int> &p) {
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

static std::string stress_cellname(int R, int k) {
    std::string s = "R";
    s += (char)('1' + k / R); s += 'C'; s += (char)('1' + k % R);
    return s;
}
#endif
