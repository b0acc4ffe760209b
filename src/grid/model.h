/* The grid-puzzle module, part 1: the model of a grouped-symbol grid and its exact-cover matrix.
 *   Grid        R x C cells (some may be holes), N symbols (values 1..N, or any values), a list
 *               of groups (distinct symbols: a group of N cells holds every symbol once) and a
 *               list of sum cages (distinct symbols whose values add up to a sum);
 *               add_rows/cols/boxes/regions/diagonals() for the usual groups
 *   CageCoding  how the cages become options (fill, sets or xcc; see GridBuild)
 *   GridBuild   build(): the matrix on an Engine; select_givens(); solution_text()
 * Groups have at most N cells; cages have 1..N cells and may share cells (the tools check their
 * input); the symbol sets of a cage are 64-bit masks (N <= 62). */
#ifndef DLX_GRID_MODEL_H
#define DLX_GRID_MODEL_H
#include <climits>
#include <stdint.h>
#include <string>
#include <vector>
#include "src/engine/engine.h"

struct Cage {
    std::vector<int> cells;
    int sum;
    int line;        /* where the input gave it */
    bool distinct;   /* its symbols differ (false: a sum whose symbols may repeat) */
    std::vector<int> coef;   /* a sum's coefficient per cell, +1 or -1 (empty: all +1; the
                              * propagator search only) */
    Cage() : sum(0), line(0), distinct(true) {}
};

/* a rule between two cells a and b (the propagator search only): when a holds symbol s, b may
 * hold the symbols of ok[s] (bit t: symbol t) */
struct Rel {
    int a, b;
    std::vector<uint64_t> ok;
};

/* a rule over several cells that only the propagator search knows, checked by a propagator of
 * its kind (src/grid/prop.h: RuleProp, SameValuesProp; RK_LINEAR a SumProp); arg as each kind says */
enum {
    RK_SANDWICH,    /* the cells between those of the smallest and the largest value add up to arg[0] */
    RK_XSUM,        /* the first v cells add up to arg[0], v the first cell's value */
    RK_SKYSCRAPER,  /* arg[0] cells are seen from the first: each higher than all before it (0s not) */
    RK_BETWEEN,     /* cells[0] and cells[1] the ends: the others strictly between them */
    RK_LOCKOUT,     /* ends cells[0], cells[1] at least arg[0] apart; the others outside [low end, high end] */
    RK_SUMLINE,     /* cut into runs that add up to arg[0] each (arg[1] 1: a loop, runs may wrap) */
    RK_QUAD,        /* the values arg[] all there, each as often as listed */
    RK_VINDEX,      /* cells[0] = v, cells[1] = d: cells[1 + d] = v (d in 1 .. the cells - 2) */
    RK_LINEAR,      /* sum of arg[1 + i] * cells[i] = arg[0] (any coefficients) */
    RK_SAMEVALUES,  /* cut into arg[0] runs of equal length: each the same values, as often */
    RK_RENBAN,      /* distinct values forming a run (consecutive values), in any order */
    RK_EQUALSUMS,   /* cut into runs of arg[0], arg[1], ... cells that all add up to one sum (values >= 0) */
    RK_KINDS
};
struct RuleSpec {
    int kind;
    std::vector<int> cells;
    std::vector<int> arg;
};

struct Grid {
    int R, C, N;
    std::vector<std::vector<int> > groups;
    std::vector<Cage> cages;
    std::vector<char> hole;   /* per cell: 1 = no cell there ('#'); empty: every cell exists */
    std::vector<int> value;   /* per symbol: its value in a sum; empty: symbol v has value v + 1 */
    /* the variant rules, which only the propagator search knows (src/grid/cpsearch.h): */
    std::vector<uint64_t> allow;   /* per cell: the symbols it may hold (bit v: symbol v; empty: all) */
    std::vector<Rel> rels;         /* rules between two cells */
    std::vector<RuleSpec> rules;   /* rules over more cells */
    std::vector<Cage> sum_hints;   /* sums the rules above imply (an X's two cells add up to 10...): for the
                                    * implied sums only (src/grid/implied.h), never a rule themselves */
    Grid(int r, int c, int n) : R(r), C(c), N(n) {}
    /* has rules that only the propagator search knows (the allowed symbols: with cages) */
    bool variant() const {
        if (!rels.empty() || !rules.empty() || (!allow.empty() && !cages.empty())) return true;
        for (size_t j = 0; j < cages.size(); j++) if (!cages[j].coef.empty()) return true;
        return false;
    }
    int cells() const { return R * C; }
    bool is_hole(int k) const { return !hole.empty() && hole[k]; }
    void add_rows() {
        for (int r = 0; r < R; r++) {
            std::vector<int> g;
            for (int c = 0; c < C; c++) if (!is_hole(r * C + c)) g.push_back(r * C + c);
            groups.push_back(g);
        }
    }
    void add_cols() {
        for (int c = 0; c < C; c++) {
            std::vector<int> g;
            for (int r = 0; r < R; r++) if (!is_hole(r * C + c)) g.push_back(r * C + c);
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
    /* groups by region number: cell k is in region reg[k] (0..count-1; -1: in none) */
    void add_regions(const int *reg, int count) {
        size_t g0 = groups.size();
        groups.resize(g0 + count);
        for (int k = 0; k < cells(); k++) if (reg[k] >= 0) groups[g0 + reg[k]].push_back(k);
    }
    /* the two main diagonals (R = C): the one from the top-left cell, then the one from the top-right */
    void add_diagonals() {
        std::vector<int> a, b;
        for (int i = 0; i < R; i++) {
            if (!is_hole(i * C + i)) a.push_back(i * C + i);
            if (!is_hole(i * C + C - 1 - i)) b.push_back(i * C + C - 1 - i);
        }
        groups.push_back(a);
        groups.push_back(b);
    }
    /* the value of symbol v in a sum */
    int val(int v) const { return value.empty() ? v + 1 : value[v]; }
};

/* the values of a grid's symbols, for sums: lo[k] / hi[k] the sum of the k smallest / largest;
 * plo / phi [v * (N + 1) + k]: the same among symbols 0..v (symbol_sets' bounds) */
struct SymbolValues {
    std::vector<int> v, lo, hi, plo, phi;
    bool rising;   /* values increase with the symbol number */
    explicit SymbolValues(const Grid &g) : v(g.N), lo(g.N + 1, 0), hi(g.N + 1, 0), rising(true) {
        int N = g.N;
        for (int s = 0; s < N; s++) { v[s] = g.val(s); if (s && v[s] <= v[s - 1]) rising = false; }
        plo.assign((size_t)N * (N + 1), 0); phi.assign((size_t)N * (N + 1), 0);
        std::vector<int> w;
        w.reserve(N);
        for (int s = 0; s < N; s++) {   /* w: the values of symbols 0..s, sorted (insertion: N <= 62) */
            w.push_back(v[s]);
            for (size_t j = w.size() - 1; j > 0 && w[j] < w[j - 1]; j--) { int t = w[j]; w[j] = w[j - 1]; w[j - 1] = t; }
            int *pl = &plo[(size_t)s * (N + 1)], *ph = &phi[(size_t)s * (N + 1)];
            for (int k = 1; k <= s + 1; k++) { pl[k] = pl[k - 1] + w[k - 1]; ph[k] = ph[k - 1] + w[s + 1 - k]; }
        }
        for (int k = 1; k <= N; k++) { lo[k] = plo[(size_t)(N - 1) * (N + 1) + k]; hi[k] = phi[(size_t)(N - 1) * (N + 1) + k]; }
    }
};

/* sums of symbols that may repeat (a `sum`): can r symbols have values adding up to t? Exact, by
 * coin change: r values v_i of the set add up to t if and only if the excesses v_i - lo (lo the
 * smallest value, whose excess 0 pads) add up to e = t - r * lo, that is if the fewest positive
 * excesses that add up to e are at most r. A table of e_max + 1 counts, e_max * (distinct values)
 * steps; e_max <= r * (hi - lo) for any e that can be made. */
struct RepeatSums {
    int lo, hi;
    std::vector<int> fewest;   /* [e]: the fewest positive excesses adding up to e, or INT_MAX */
    /* the values of the symbols (not empty); excesses up to e_max (at most the asked r * (hi - lo)) */
    RepeatSums(const std::vector<int> &values, int64_t e_max) : lo(values[0]), hi(values[0]) {
        for (size_t i = 1; i < values.size(); i++) { lo = values[i] < lo ? values[i] : lo; hi = values[i] > hi ? values[i] : hi; }
        std::vector<int> d;   /* the distinct positive excesses */
        for (size_t i = 0; i < values.size(); i++) {
            int x = values[i] - lo;
            bool seen = x == 0;
            for (size_t j = 0; j < d.size() && !seen; j++) seen = d[j] == x;
            if (!seen) d.push_back(x);
        }
        if (e_max < 0) e_max = -1;
        fewest.assign((size_t)(e_max + 1), INT_MAX);
        if (e_max >= 0) fewest[0] = 0;
        for (size_t e = 1; e < fewest.size(); e++)
            for (size_t j = 0; j < d.size(); j++)
                if ((size_t)d[j] <= e && fewest[e - d[j]] != INT_MAX && fewest[e - d[j]] + 1 < fewest[e]) fewest[e] = fewest[e - d[j]] + 1;
    }
    /* the excess e_max the table needs for r symbols adding up to t (-1: none can) */
    static int64_t need(const std::vector<int> &values, int64_t r, int64_t t) {
        int l = values[0], h = values[0];
        for (size_t i = 1; i < values.size(); i++) { l = values[i] < l ? values[i] : l; h = values[i] > h ? values[i] : h; }
        int64_t e = t - r * l;
        return e < 0 || e > r * (h - l) ? -1 : e;
    }
    /* r symbols adding up to t (e = t - r * lo within the table) */
    bool can(int64_t r, int64_t t) const {
        int64_t e = t - r * lo;
        if (e < 0 || e > r * (hi - lo) || e >= (int64_t)fewest.size()) return false;
        return fewest[(size_t)e] <= r;
    }
};

/* the fillings of a cage: symbols (0-based; distinct if `distinct`) whose values add up to
 * `sum` that keep the givens; counts them in `total` (stopping once over `limit`) and appends
 * each to *out, in the order of the symbols cell by cell. The givens are placed first, then the
 * free cells are filled with exact bounds, so the search reaches no dead end that a wrong early
 * choice would make exponential (a given at the end, or a sum the free cells cannot make):
 * repeats: RepeatSums decides whether the cells left can make what is left (every branch taken
 * leads to a filling); distinct: what is left must lie between the sums of the smallest and of
 * the largest unused values (only gaps in the values end a branch, one cell deep). */
struct Filler {
    const std::vector<int> &cells;
    const SymbolValues &sv;
    int N, target, limit, total;
    const int *val;
    std::vector<int> *out;
    std::vector<int> dig, freec, order;   /* per cell its symbol; the cells without a given; symbols by value */
    bool distinct;
    RepeatSums *reps;
    Filler(const std::vector<int> &c, const SymbolValues &s, int sum, const int *givens, int lim, std::vector<int> *o, bool dist = true)
        : cells(c), sv(s), N((int)s.v.size()), target(sum), limit(lim), total(0), val(givens), out(o), dig(c.size()), distinct(dist), reps(0) {
        if (N == 0) return;
        DLX::u64 used = 0;
        int acc = 0;
        for (size_t i = 0; i < cells.size(); i++) {
            int v = val[cells[i]];
            if (v < 0) { freec.push_back((int)i); continue; }
            if (distinct && (used >> v & 1)) return;   /* two givens alike: no filling */
            dig[i] = v;
            used |= (DLX::u64)1 << v;
            acc += sv.v[v];
        }
        if (distinct) {
            for (int v = 0; v < N; v++) order.push_back(v);
            for (size_t i = 1; i < order.size(); i++)   /* insertion sort by value: N <= 64 */
                for (size_t j = i; j > 0 && sv.v[order[j]] < sv.v[order[j - 1]]; j--) { int t = order[j]; order[j] = order[j - 1]; order[j - 1] = t; }
            rec(0, used, acc);
            return;
        }
        int64_t e = RepeatSums::need(sv.v, (int64_t)freec.size(), (int64_t)target - acc);
        if (e < 0) return;
        RepeatSums r(sv.v, e);
        if (!r.can((int64_t)freec.size(), (int64_t)target - acc)) return;
        reps = &r;
        rec(0, used, acc);
        reps = 0;
    }
    void leaf() {
        total++;
        if (out) out->insert(out->end(), dig.begin(), dig.end());
    }
    void rec(size_t j, DLX::u64 used, int acc) {
        if (total > limit) return;
        if (j == freec.size()) { if (acc == target) leaf(); return; }
        int i = freec[j], rest = (int)(freec.size() - j - 1);
        if (!distinct) {
            /* this cell's value is at least what the rest cannot make with the largest value, at
             * most what is left over the smallest; with values rising, the symbols from the first
             * such value on (most cells of a long sum have one or two to try) */
            int64_t t = (int64_t)target - acc, vlo = t - (int64_t)rest * reps->hi, vhi = t - (int64_t)rest * reps->lo;
            int v = 0;
            if (sv.rising) {
                int h = N;
                while (v < h) { int m = (v + h) / 2; if (sv.v[m] < vlo) v = m + 1; else h = m; }
            }
            for (; v < N && total <= limit; v++) {
                int a = acc + sv.v[v];
                if (sv.v[v] < vlo) continue;
                if (sv.v[v] > vhi) { if (sv.rising) break; continue; }
                if (!reps->can(rest, (int64_t)target - a)) continue;
                dig[i] = v;
                rec(j + 1, used, a);
            }
            return;
        }
        /* the sums of the rest, rest + 1 smallest and largest unused values, and which symbols
         * are among the rest smallest / largest: the rest others of a symbol v add up to at least
         * lo_v = (v among them ? lo1 - v's value : lo0), at most hi_v likewise */
        int lo0 = 0, lo1 = 0, hi0 = 0, hi1 = 0, nlo = 0, nhi = 0;
        DLX::u64 inlo = 0, inhi = 0;
        for (int x = 0; x < N && nlo <= rest; x++) {
            int v = order[x];
            if (used >> v & 1) continue;
            if (nlo < rest) { lo0 += sv.v[v]; inlo |= (DLX::u64)1 << v; }
            lo1 += sv.v[v];
            nlo++;
        }
        if (nlo <= rest) return;   /* fewer unused symbols than cells left */
        for (int x = N - 1; x >= 0 && nhi <= rest; x--) {
            int v = order[x];
            if (used >> v & 1) continue;
            if (nhi < rest) { hi0 += sv.v[v]; inhi |= (DLX::u64)1 << v; }
            hi1 += sv.v[v];
            nhi++;
        }
        for (int v = 0; v < N && total <= limit; v++) {
            if (used >> v & 1) continue;
            int a = acc + sv.v[v];
            int rlo = (inlo >> v & 1) ? lo1 - sv.v[v] : lo0, rhi = (inhi >> v & 1) ? hi1 - sv.v[v] : hi0;
            if (a + rlo > target) { if (sv.rising) break; continue; }
            if (a + rhi < target) continue;  /* the largest values are not enough */
            dig[i] = v;
            rec(j + 1, used | (DLX::u64)1 << v, a);
        }
    }
};

/* the symbol sets (bit masks) of s symbols whose values add up to sum, in increasing order */
static inline void symbol_sets(const SymbolValues &sv, int s, int sum, std::vector<DLX::u64> &out) {
    struct Rec {
        const SymbolValues &sv;
        std::vector<DLX::u64> &out;
        int W;
        Rec(const SymbolValues &a, std::vector<DLX::u64> &b) : sv(a), out(b), W((int)a.v.size() + 1) {}
        /* symbols v..0 left to decide, k more to take, adding up to `left`; the higher bit first */
        void go(int v, int k, int left, DLX::u64 m) {
            if (k == 0) { if (left == 0) out.push_back(m); return; }
            if (v + 1 < k || left < sv.plo[(size_t)v * W + k] || left > sv.phi[(size_t)v * W + k]) return;
            go(v - 1, k, left, m);
            go(v - 1, k - 1, left - sv.v[v], m | (DLX::u64)1 << v);
        }
    } r(sv, out);
    out.clear();
    if (s < 0 || s > (int)sv.v.size()) return;
    r.go((int)sv.v.size() - 1, s, sum, 0);
}

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
 * All three count the same. Cages may cross (share cells): a cell in some sets or xcc cage has
 * options of its own, covering the items of each of its cages; a cell only in fill cages is
 * filled by the first of them (which covers its group-symbol items). A cell that is in two
 * cages or more, one of them a fill cage, has a secondary item whose color is its symbol + 1:
 * every option that fills it colors it, so the cages agree. */
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
    std::vector<char> hole;                 /* the grid's holes (solution_text shows them as '#') */
    int nitems, nprimary;                   /* the matrix's items (1..nprimary primary) */
    std::vector<int> ostart, oitem, ocolor; /* per option: its items and colors, as added (for DC) */
    std::vector<int> set_cage, set_opt;     /* the symbol-set options (sets, xcc): cage, option, */
    std::vector<DLX::u64> set_mask;         /*   symbols */
    std::vector<std::vector<int> > cage_cells;   /* per cage: its cells */

    /* add_row() on d, the option kept in ostart/oitem/ocolor too; its number or -1 */
    int add(const std::vector<int> &items, const std::vector<int> &colors) {
        int r = d.add_row(&items[0], (int)items.size(), &colors[0]);
        if (r < 0) return r;
        oitem.insert(oitem.end(), items.begin(), items.end());
        ocolor.insert(ocolor.end(), colors.begin(), colors.end());
        ostart.push_back((int)oitem.size());
        return r;
    }

    /* The matrix of g with the givens val (per cell a symbol or -1; the fill encoding keeps them).
     * Items: one per free cell, per cell of a sets/xcc cage and per fill cage (its cells are
     * always filled together); the group-symbol items of the groups of N cells; then the items
     * of the sets/xcc cages. Secondary: the group-symbol items of the smaller groups, the items
     * of the xcc cages, the colored items of shared cells. Options: every free (cell, symbol) in
     * cell order, then the cages' options. Holes have neither items nor options. */
    void build(const Grid &g, const int *val, const CageCoding &cc) {
        N = g.N;
        int n = g.cells(), K = (int)g.cages.size(), G = (int)g.groups.size();
        SymbolValues sv(g);
        std::vector<int> enc(K), cell_item(n, 0), cage_item(K, 0), uses0(K, 0), allows0(K, 0), gbase(G), owner(n, -1), color_item(n, 0);
        std::vector<std::vector<int> > cell_groups(n), cell_cages(n);
        std::vector<char> own(n, 1);   /* the cell has options of its own */
        for (int c = 0; c < K; c++)
            for (size_t i = 0; i < g.cages[c].cells.size(); i++) cell_cages[g.cages[c].cells[i]].push_back(c);
        for (int j = 0; j < G; j++)
            for (size_t i = 0; i < g.groups[j].size(); i++) cell_groups[g.groups[j][i]].push_back(j);
        fills.resize(K);
        for (int c = 0; c < K; c++) {
            fills[c].clear();
            if (!g.cages[c].distinct) {   /* repeats: always filled (the tool bounds the fillings) */
                Filler f(g.cages[c].cells, sv, g.cages[c].sum, val, 0x7fffffff, &fills[c], false);
                enc[c] = ENC_FILL;
                continue;
            }
            if (cc.xcc) { enc[c] = ENC_XCC; continue; }
            enc[c] = ENC_SETS;
            if (cc.sets_only) continue;
            Filler f(g.cages[c].cells, sv, g.cages[c].sum, val, cc.fill_max, &fills[c]);
            if (f.total <= cc.fill_max) enc[c] = ENC_FILL;
        }
        hole.assign(n, 0);
        for (int k = 0; k < n; k++) {
            if (g.is_hole(k)) { hole[k] = 1; own[k] = 0; continue; }
            const std::vector<int> &cs = cell_cages[k];
            bool any_fill = false, all_fill = !cs.empty();
            for (size_t i = 0; i < cs.size(); i++) {
                if (enc[cs[i]] == ENC_FILL) { any_fill = true; if (owner[k] < 0) owner[k] = cs[i]; }
                else all_fill = false;
            }
            if (all_fill) own[k] = 0;
            if (cs.size() >= 2 && any_fill) color_item[k] = -1;   /* numbered below */
        }
        int ni = 0;
        for (int k = 0; k < n; k++) {
            const std::vector<int> &cs = cell_cages[k];
            for (size_t i = 0; i < cs.size(); i++)
                if (enc[cs[i]] == ENC_FILL && !cage_item[cs[i]]) cage_item[cs[i]] = ++ni;
            if (own[k]) cell_item[k] = ++ni;
        }
        for (int j = 0; j < G; j++) if ((int)g.groups[j].size() == N) { gbase[j] = ni + 1; ni += N; }
        for (int c = 0; c < K; c++) if (enc[c] != ENC_FILL) cage_item[c] = ++ni;
        for (int c = 0; c < K; c++) if (enc[c] == ENC_SETS) { uses0[c] = ni + 1; ni += N; }
        int np = ni;
        for (int c = 0; c < K; c++) if (enc[c] == ENC_XCC) { uses0[c] = ni + 1; ni += N; }
        for (int c = 0; c < K; c++) if (enc[c] == ENC_XCC) { allows0[c] = ni + 1; ni += N; }
        for (int j = 0; j < G; j++) if ((int)g.groups[j].size() != N) { gbase[j] = ni + 1; ni += N; }
        for (int k = 0; k < n; k++) if (color_item[k]) color_item[k] = ++ni;
        d.reset(ni, np);
        nitems = ni; nprimary = np;
        ostart.assign(1, 0); oitem.clear(); ocolor.clear();
        set_cage.clear(); set_opt.clear(); set_mask.clear();
        cage_cells.resize(K);
        for (int c = 0; c < K; c++) cage_cells[c] = g.cages[c].cells;
        d.set_quick_forced(true);  /* forced moves newest first: the same solutions in the same order */
        rbeg.clear(); rcell.clear(); rsym.clear();
        single.assign((size_t)n * N, -1);
        std::vector<int> items, colors;
        for (int k = 0; k < n; k++) {
            if (!own[k]) continue;
            const std::vector<int> &cs = cell_cages[k];
            for (int v = 0; v < N; v++) {
                if (!g.allow.empty() && !(g.allow[k] >> v & 1)) continue;   /* (no cages then: the tools' rule) */
                items.assign(1, cell_item[k]);
                for (size_t j = 0; j < cell_groups[k].size(); j++) items.push_back(gbase[cell_groups[k][j]] + v);
                colors.assign(items.size(), 0);
                for (size_t i = 0; i < cs.size(); i++) {
                    int c = cs[i];
                    if (enc[c] == ENC_SETS) { items.push_back(uses0[c] + v); colors.push_back(0); }
                    if (enc[c] == ENC_XCC) {
                        items.push_back(allows0[c] + v); colors.push_back(1);
                        items.push_back(uses0[c] + v); colors.push_back(0);
                    }
                }
                if (color_item[k]) { items.push_back(color_item[k]); colors.push_back(v + 1); }
                single[(size_t)k * N + v] = add(items, colors);
                rbeg.push_back((int)rcell.size()); rcell.push_back(k); rsym.push_back(v);
            }
        }
        std::vector<DLX::u64> sets;
        for (int c = 0; c < K; c++) {
            const std::vector<int> &cells = g.cages[c].cells;
            int s = (int)cells.size();
            if (enc[c] == ENC_FILL) {
                const std::vector<int> &fl = fills[c];
                for (int j = 0; j + s <= (int)fl.size(); j += s) {
                    items.assign(1, cage_item[c]);
                    colors.assign(1, 0);
                    for (int i = 0; i < s; i++) {
                        int k = cells[i], v = fl[j + i];
                        if (owner[k] == c && !own[k])
                            for (size_t q = 0; q < cell_groups[k].size(); q++) { items.push_back(gbase[cell_groups[k][q]] + v); colors.push_back(0); }
                        if (color_item[k]) { items.push_back(color_item[k]); colors.push_back(v + 1); }
                    }
                    if (add(items, colors) < 0) continue;  /* a symbol twice in one group (a sum with repeats) */
                    rbeg.push_back((int)rcell.size());
                    for (int i = 0; i < s; i++) { rcell.push_back(cells[i]); rsym.push_back(fl[j + i]); }
                }
                continue;
            }
            symbol_sets(sv, s, g.cages[c].sum, sets);   /* the symbol sets of the cage's size and sum */
            for (size_t q = 0; q < sets.size(); q++) {
                DLX::u64 m = sets[q];
                items.assign(1, cage_item[c]);
                colors.assign(1, 0);
                for (int v = 0; v < N; v++) {
                    if (enc[c] == ENC_SETS) { if (!(m >> v & 1)) { items.push_back(uses0[c] + v); colors.push_back(0); } }
                    else { items.push_back(allows0[c] + v); colors.push_back((m >> v & 1) ? 1 : 2); }
                }
                int r = add(items, colors);
                rbeg.push_back((int)rcell.size());
                if (r >= 0) { set_cage.push_back(c); set_opt.push_back(r); set_mask.push_back(m); }
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

    /* the symbols of the options `rows` (sym[v] for symbol v; '#' for a hole, '?' if none) */
    void rows_text(const std::vector<int> &rows, std::string &res, int n, const char *sym) const {
        res.assign(n, '?');
        for (int k = 0; k < n && k < (int)hole.size(); k++) if (hole[k]) res[k] = '#';
        for (size_t k = 0; k < rows.size(); k++)
            for (int j = rbeg[rows[k]]; j < rbeg[rows[k] + 1]; j++) res[rcell[j]] = sym[rsym[j]];
    }

    /* the solution found: the symbol of every cell (sym[v] for symbol v; '#' for a hole, '?' if none) */
    void solution_text(std::string &res, int n, const char *sym) const {
        res.assign(n, '?');
        for (int k = 0; k < n && k < (int)hole.size(); k++) if (hole[k]) res[k] = '#';
        for (int k = 0; k < d.solution_size(); k++) {
            int row = d.solution_row(k);
            for (int j = rbeg[row]; j < rbeg[row + 1]; j++) res[rcell[j]] = sym[rsym[j]];
        }
    }
};
#endif
