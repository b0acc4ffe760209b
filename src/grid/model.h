/* The grid-puzzle module, part 1: the model of a grouped-symbol grid and its exact-cover matrix.
 *   Grid        R x C cells, N symbols (values 1..N), a list of groups (each holds every symbol
 *               once: rows, columns, boxes, regions) and a list of sum cages (distinct symbols
 *               whose values add up to a sum); add_rows/cols/boxes/regions() for the usual groups
 *   CageCoding  how the cages become options (fill, sets or xcc; see GridBuild)
 *   GridBuild   build(): the matrix on an Engine; select_givens(); solution_text()
 * Groups have N cells; cages are disjoint, of 1..N cells (the tools check their input); the
 * symbol sets of a cage are bit masks, so grids with cages keep N small (killer: 9). */
#ifndef DLX_GRID_MODEL_H
#define DLX_GRID_MODEL_H
#include <string>
#include <vector>
#include "src/engine/engine.h"

struct Cage {
    std::vector<int> cells;
    int sum;
    int line;   /* where the input gave it */
};

struct Grid {
    int R, C, N;
    std::vector<std::vector<int> > groups;
    std::vector<Cage> cages;
    Grid(int r, int c, int n) : R(r), C(c), N(n) {}
    int cells() const { return R * C; }
    void add_rows() {
        for (int r = 0; r < R; r++) {
            std::vector<int> g;
            for (int c = 0; c < C; c++) g.push_back(r * C + c);
            groups.push_back(g);
        }
    }
    void add_cols() {
        for (int c = 0; c < C; c++) {
            std::vector<int> g;
            for (int r = 0; r < R; r++) g.push_back(r * C + c);
            groups.push_back(g);
        }
    }
    /* boxes of bh x bw cells, in row-major order of the boxes */
    void add_boxes(int bh, int bw) {
        for (int br = 0; br < R / bh; br++)
            for (int bc = 0; bc < C / bw; bc++) {
                std::vector<int> g;
                for (int r = br * bh; r < br * bh + bh; r++)
                    for (int c = bc * bw; c < bc * bw + bw; c++) g.push_back(r * C + c);
                groups.push_back(g);
            }
    }
    /* groups by region number: cell k is in region reg[k] (0..count-1) */
    void add_regions(const int *reg, int count) {
        size_t g0 = groups.size();
        groups.resize(g0 + count);
        for (int k = 0; k < cells(); k++) groups[g0 + reg[k]].push_back(k);
    }
};

/* the fillings of a cage: distinct symbols (0-based, values 1..N) adding up to `sum` that keep
 * the givens; counts them in `total` (stopping once over `limit`) and appends each to *out */
struct Filler {
    const std::vector<int> &cells;
    int N, target, limit, total;
    const int *val;
    std::vector<int> *out;
    std::vector<int> dig;
    Filler(const std::vector<int> &c, int n, int sum, const int *givens, int lim, std::vector<int> *o)
        : cells(c), N(n), target(sum), limit(lim), total(0), val(givens), out(o), dig(c.size()) { rec(0, 0, 0); }
    void rec(int i, int used, int acc) {
        int s = (int)cells.size();
        if (total > limit) return;
        if (i == s) {
            if (acc != target) return;
            total++;
            if (out) for (int j = 0; j < s; j++) out->push_back(dig[j]);
            return;
        }
        int rest = s - i - 1;  /* the cells after this one need at least 1+2+..+rest */
        for (int v = 0; v < N; v++) {
            if (used >> v & 1) continue;
            int k = cells[i];
            if (val[k] >= 0 && val[k] != v) continue;
            if (acc + v + 1 + rest * (rest + 1) / 2 > target) break;
            if (acc + v + 1 + rest * (2 * N + 1 - rest) / 2 < target) continue;  /* the largest values are not enough */
            dig[i] = v;
            rec(i + 1, used | 1 << v, acc + v + 1);
        }
    }
};

/* Per cage, one of three encodings:
 * fill (default when the cage has at most fill_max fillings): one option per filling of the
 *   cage with distinct symbols of the right sum that keeps the givens, covering the cells'
 *   group-symbol items and the one item of the cage (its cells have no options of their own).
 * sets (larger cages, or sets_only): a primary item "cage k" chosen by one option per symbol set
 *   of the right size and sum, which also covers "uses(k,d)" (primary) for each d NOT in the
 *   set; the option of a cell of cage k with symbol d covers uses(k,d). So the cells of the
 *   cage take each symbol of the set exactly once and no other symbol.
 * xcc (every cage, for comparison): "cage k" as above, its set options color the secondary
 *   items allows(k,d) 1 (d in the set) or 2; a cell option with symbol d wants allows(k,d)
 *   colored 1 and covers the secondary uses(k,d).
 * All three count the same. */
struct CageCoding {
    bool xcc, sets_only;
    int fill_max;   /* a cage with more fillings than this uses the set encoding */
    CageCoding() : xcc(false), sets_only(false), fill_max(3000) {}
};

struct GridBuild {
    enum { ENC_FILL, ENC_SETS, ENC_XCC };
    Engine d;
    int N;
    std::vector<int> rbeg, rcell, rsym;     /* per option: its (cell, symbol) pairs */
    std::vector<int> single;                /* cell * N + symbol -> the option of that cell alone, or -1 */
    std::vector<std::vector<int> > fills;   /* per cage: its fillings (symbols of its cells), if few */

    /* The matrix of g with the givens val (per cell a symbol or -1; the fill encoding keeps them).
     * Items: one per free cell, per cell of a sets/xcc cage and per fill cage (its cells are
     * always filled together); group-symbol items; then the items of the sets/xcc cages. Options:
     * every free (cell, symbol) in cell order, then the cages' options. */
    void build(const Grid &g, const int *val, const CageCoding &cc) {
        N = g.N;
        int n = g.cells(), K = (int)g.cages.size(), G = (int)g.groups.size();
        std::vector<int> cage(n, -1), enc(K), cell_item(n), cage_item(K, 0), uses0(K, 0), allows0(K, 0);
        std::vector<std::vector<int> > cell_groups(n);
        for (int c = 0; c < K; c++)
            for (size_t i = 0; i < g.cages[c].cells.size(); i++) cage[g.cages[c].cells[i]] = c;
        for (int j = 0; j < G; j++)
            for (size_t i = 0; i < g.groups[j].size(); i++) cell_groups[g.groups[j][i]].push_back(j);
        fills.resize(K);
        for (int c = 0; c < K; c++) {
            if (cc.xcc) { enc[c] = ENC_XCC; continue; }
            enc[c] = ENC_SETS;
            if (cc.sets_only) continue;
            fills[c].clear();
            Filler f(g.cages[c].cells, N, g.cages[c].sum, val, cc.fill_max, &fills[c]);
            if (f.total <= cc.fill_max) enc[c] = ENC_FILL;
        }
        int ni = 0;
        for (int k = 0; k < n; k++) {
            int c = cage[k];
            if (c >= 0 && enc[c] == ENC_FILL) cell_item[k] = cage_item[c] ? cage_item[c] : (cage_item[c] = ++ni);
            else cell_item[k] = ++ni;
        }
        int G0 = ni + 1;  /* the item of (group j, symbol v): G0 + j * N + v */
        ni += G * N;
        for (int c = 0; c < K; c++) if (enc[c] != ENC_FILL) cage_item[c] = ++ni;
        for (int c = 0; c < K; c++) if (enc[c] == ENC_SETS) { uses0[c] = ni + 1; ni += N; }
        int np = ni;
        for (int c = 0; c < K; c++) if (enc[c] == ENC_XCC) { uses0[c] = ni + 1; ni += N; }
        for (int c = 0; c < K; c++) if (enc[c] == ENC_XCC) { allows0[c] = ni + 1; ni += N; }
        d.reset(ni, np);
        d.set_quick_forced(true);  /* forced moves newest first: the same solutions in the same order */
        rbeg.clear(); rcell.clear(); rsym.clear();
        single.assign((size_t)n * N, -1);
        std::vector<int> items, colors;
        for (int k = 0; k < n; k++) {
            int c = cage[k];
            if (c >= 0 && enc[c] == ENC_FILL) continue;
            for (int v = 0; v < N; v++) {
                items.assign(1, cell_item[k]);
                for (size_t j = 0; j < cell_groups[k].size(); j++) items.push_back(G0 + cell_groups[k][j] * N + v);
                colors.assign(items.size(), 0);
                if (c >= 0 && enc[c] == ENC_SETS) { items.push_back(uses0[c] + v); colors.push_back(0); }
                if (c >= 0 && enc[c] == ENC_XCC) {
                    items.push_back(allows0[c] + v); colors.push_back(1);
                    items.push_back(uses0[c] + v); colors.push_back(0);
                }
                single[(size_t)k * N + v] = d.add_row(&items[0], (int)items.size(), &colors[0]);
                rbeg.push_back((int)rcell.size()); rcell.push_back(k); rsym.push_back(v);
            }
        }
        for (int c = 0; c < K; c++) {
            const std::vector<int> &cells = g.cages[c].cells;
            int s = (int)cells.size();
            if (enc[c] == ENC_FILL) {
                const std::vector<int> &fl = fills[c];
                for (int j = 0; j + s <= (int)fl.size(); j += s) {
                    items.assign(1, cage_item[c]);
                    for (int i = 0; i < s; i++) {
                        int k = cells[i], v = fl[j + i];
                        for (size_t q = 0; q < cell_groups[k].size(); q++) items.push_back(G0 + cell_groups[k][q] * N + v);
                    }
                    if (d.add_row(&items[0], (int)items.size()) < 0) continue;  /* cannot happen: symbols distinct */
                    rbeg.push_back((int)rcell.size());
                    for (int i = 0; i < s; i++) { rcell.push_back(cells[i]); rsym.push_back(fl[j + i]); }
                }
                continue;
            }
            for (int m = 1; m < 1 << N; m++) {  /* the symbol sets of the cage's size and sum */
                int size = 0, sum = 0;
                for (int v = 0; v < N; v++) if (m >> v & 1) { size++; sum += v + 1; }
                if (size != s || sum != g.cages[c].sum) continue;
                items.assign(1, cage_item[c]);
                colors.assign(1, 0);
                for (int v = 0; v < N; v++) {
                    if (enc[c] == ENC_SETS) { if (!(m >> v & 1)) { items.push_back(uses0[c] + v); colors.push_back(0); } }
                    else { items.push_back(allows0[c] + v); colors.push_back((m >> v & 1) ? 1 : 2); }
                }
                d.add_row(&items[0], (int)items.size(), &colors[0]);
                rbeg.push_back((int)rcell.size());
            }
        }
        rbeg.push_back((int)rcell.size());
    }

    /* select the options of the givens (val: per cell a symbol or -1; cells in a fill cage have
     * none), in cell order, into rows; false on a clash (stops there) */
    bool select_givens(const int *val, int n, std::vector<int> &rows) {
        rows.clear();
        for (int k = 0; k < n; k++)
            if (val[k] >= 0 && single[(size_t)k * N + val[k]] >= 0) rows.push_back(single[(size_t)k * N + val[k]]);
        for (size_t j = 0; j < rows.size(); j++)
            if (!d.select_row(rows[j])) return false;
        return true;
    }

    /* the solution found: the symbol of every cell (sym[v] for symbol v; '?' if none) */
    void solution_text(std::string &res, int n, const char *sym) const {
        res.assign(n, '?');
        for (int k = 0; k < d.solution_size(); k++) {
            int row = d.solution_row(k);
            for (int j = rbeg[row]; j < rbeg[row + 1]; j++) res[rcell[j]] = sym[rsym[j]];
        }
    }
};
#endif
