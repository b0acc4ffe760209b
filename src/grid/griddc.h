/* The grid-puzzle module, part 3: a grid's matrix searched with domain consistency (the DC of
 * src/engine/dc.h: an option goes as soon as some uncovered primary item has no option left that
 * is compatible with it), for groups' and killer's --dc.
 *   GridDC::build()   the DC engine (src/engine/dcsearch.h's DCSearch, s) of a GridBuild's matrix
 *                     with the givens applied: the options that clash with a given left out, the
 *                     items the givens cover left out; its cages' propagation (CageProp) set as
 *                     the engine's hook; the root settled
 * The search is the split driver's on s (SplitDriver<DCSearch>: first, count, limit, unique,
 * threads, parts, the node budget of its Tally), as for every tool; GridDC::rows() turns a
 * solution of s into GridBuild options. It finds the solutions of the links search, in another
 * order. */
#ifndef DLX_GRID_GRIDDC_H
#define DLX_GRID_GRIDDC_H
#include <algorithm>
#include <vector>
#include "src/engine/dcsearch.h"
#include "src/grid/model.h"

/* The type of CageProp's stamps (an unsigned type). On a wrap every stamp of its kind is reset,
 * so any width is correct; the test build of src/stress/stress_gridstamp.cpp makes it unsigned char
 * to wrap within a few hundred cage passes. */
#ifndef GRID_STAMP_T
#define GRID_STAMP_T unsigned
#endif

/* The cages by symbol sets (sets, xcc), each propagated whole (cage_gac), as DCSearch's hook: per
 * cage its cells' options (cell i, compact symbol b: DC option or -1; a given cell has its symbol
 * fixed), its set options (compact masks: the symbols of the cage's sets renumbered 0..u-1, u <= 16) */
struct CageProp : DCHook {
    struct SetCage {
        int m, u;                        /* cells, symbols in some set */
        std::vector<int> sym;            /* compact symbol b -> symbol */
        std::vector<int> opt;            /* [i * u + b]: the DC option of cell i with symbol b, or -1 */
        std::vector<int> fixed;          /* per cell: its given's compact symbol, or -1 */
        std::vector<int> sopt;           /* the set options (DC), */
        std::vector<unsigned> smask;     /*   their compact masks */
    };
    std::vector<SetCage> cages;
    std::vector<int> ostart2, ocage;     /* per DC option: the SetCages it is in, ocage[ostart2[o] ..] */
    typedef GRID_STAMP_T Stamp;
    std::vector<Stamp> dirty;            /* cage_fix(): the cages to look at (stamp dirtyv) */
    Stamp dirtyv;
    std::vector<Stamp> mark;             /* cage_gac(): per compact mask, a stamp (reached forward), */
    std::vector<Stamp> markb;            /*   (a subset of an active set: st; completes a filling: st + 1) */
    Stamp markv;
    std::vector<std::vector<unsigned> > layer;
    std::vector<unsigned> dom, sup;      /* cage_gac(): per cell, its symbols in play; those in some filling */
    std::vector<int> todo;               /* cage_fix(): the cages of this round */
    DLX::u64 cage_removals;              /* the options removed here (a clone starts at 0) */
    DCSearch *s;                         /* the engine being settled, */
    const DCState *ds;                   /*   its DC's state (read in the loops without DC's dispatch) */

    CageProp() : dirtyv(0), markv(0), cage_removals(0), s(0), ds(0) {}
    DCHook *clone() const { CageProp *c = new CageProp(*this); c->cage_removals = 0; return c; }
    bool settle(DCSearch &e, size_t h, bool all) { s = &e; ds = &e.dc.state(); return cage_fix(h, all); }

    /* the SetCages of B (cages with set options whose sets use at most 16 symbols); dcid: per
     * GridBuild option its DC option (-1: left out); val: the givens */
    void build(const GridBuild &B, const int *val, const std::vector<int> &dcid, int R) {
        int K = (int)B.cage_cells.size(), N = B.N;
        std::vector<DLX::u64> uni(K, 0);
        for (size_t q = 0; q < B.set_cage.size(); q++) uni[B.set_cage[q]] |= B.set_mask[q];
        std::vector<int> which(K, -1);
        cages.clear();
        for (int c = 0; c < K; c++) {
            int u = 0;
            for (int v = 0; v < N; v++) u += (int)(uni[c] >> v & 1);
            if (!uni[c] || u > 16) continue;
            SetCage sc;
            sc.m = (int)B.cage_cells[c].size(); sc.u = u;
            std::vector<int> comp(N, -1);
            for (int v = 0; v < N; v++) if (uni[c] >> v & 1) { comp[v] = (int)sc.sym.size(); sc.sym.push_back(v); }
            sc.opt.assign((size_t)sc.m * u, -1);
            sc.fixed.assign(sc.m, -1);
            bool ok = true;
            for (int i = 0; i < sc.m; i++) {
                int k = B.cage_cells[c][i];
                if (val[k] >= 0) { sc.fixed[i] = comp[val[k]]; if (sc.fixed[i] < 0) ok = false; continue; }
                for (int b = 0; b < u; b++) {
                    int go = B.single[(size_t)k * N + sc.sym[b]];
                    sc.opt[(size_t)i * u + b] = go >= 0 ? dcid[go] : -1;
                }
            }
            if (!ok) continue;   /* a given outside every set: DC finds no solution by itself */
            which[c] = (int)cages.size();
            cages.push_back(sc);
        }
        for (size_t q = 0; q < B.set_cage.size(); q++) {
            int w = which[B.set_cage[q]], o = dcid[B.set_opt[q]];
            if (w < 0 || o < 0) continue;
            SetCage &sc = cages[w];
            unsigned cm = 0;
            for (int b = 0; b < sc.u; b++) if (B.set_mask[q] >> sc.sym[b] & 1) cm |= 1u << b;
            sc.sopt.push_back(o); sc.smask.push_back(cm);
        }
        /* per DC option, its SetCages */
        std::vector<std::vector<int> > in(R);
        for (size_t w = 0; w < cages.size(); w++) {
            const SetCage &sc = cages[w];
            for (size_t j = 0; j < sc.opt.size(); j++) if (sc.opt[j] >= 0) in[sc.opt[j]].push_back((int)w);
            for (size_t j = 0; j < sc.sopt.size(); j++) in[sc.sopt[j]].push_back((int)w);
        }
        ostart2.assign(1, 0); ocage.clear();
        for (int o = 0; o < R; o++) { ocage.insert(ocage.end(), in[o].begin(), in[o].end()); ostart2.push_back((int)ocage.size()); }
        dirty.assign(cages.size(), 0);
        dirtyv = markv = 0;
        cage_removals = 0;
    }

    /* the next k stamps after v (returns the first): fresh, i.e. above every stamp in the tables
     * a and b (b may be 0); on a wrap those tables are cleared and the stamps start again from 1 */
    static Stamp fresh(Stamp &v, Stamp k, std::vector<Stamp> &a, std::vector<Stamp> *b) {
        Stamp t = (Stamp)(v + k);
        if (t < k) { clear(a, b); t = k; }   /* (wrapped: k is small) */
        v = t;
        return (Stamp)(t - k + 1);
    }
    __attribute__((noinline, cold)) static void clear(std::vector<Stamp> &a, std::vector<Stamp> *b) {
        std::fill(a.begin(), a.end(), (Stamp)0);
        if (b) std::fill(b->begin(), b->end(), (Stamp)0);
    }

    /* DC option o is in play: active, or included (selected or chosen on the path) */
    bool live(int o) const { return o >= 0 && (ds->active(o) || s->included(o)); }
    /* remove DC option o if active; false: a dead end (o included, or an item left without options) */
    bool drop(int o) {
        if (o >= 0 && s->included(o)) return false;
        if (o < 0 || !ds->active(o)) return true;
        cage_removals++;
        if (!s->dc.remove(o)) { s->dc.clear_queue(); return false; }
        return true;
    }
    /* Cage w whole: its cells take distinct symbols that make up one of its active sets. Keeps
     * exactly the set options and cell options that are in such a filling (generalized arc
     * consistency on the cage): the fillings are walked cell by cell over the symbols used so
     * far (compact masks, one layer per cell), forward from the empty mask and backward from the
     * active sets. False: no filling (a dead end). */
    bool cage_gac(int w) {
        const SetCage &sc = cages[w];
        int m = sc.m, u = sc.u;
        size_t full = (size_t)1 << u;
        if (mark.size() < full) { mark.assign(full, 0); markb.assign(full, 0); }
        const Stamp st = fresh(markv, 2, mark, &markb), done = (Stamp)(st + 1);   /* (mark, markb) */
        /* the subsets of the active sets may be reached (markb = st marks them, then the
         * backward pass marks the states that complete with done) */
        unsigned any = 0;
        for (size_t q = 0; q < sc.sopt.size(); q++) {
            if (!live(sc.sopt[q])) continue;
            unsigned S = sc.smask[q];
            any |= S;
            for (unsigned x = S;; x = (x - 1) & S) { markb[x] = st; if (!x) break; }
        }
        if (!any) return false;
        if ((int)layer.size() < m + 1) layer.resize(m + 1);
        if ((int)dom.size() < m) { dom.resize(m); sup.resize(m); }
        for (int i = 0; i < m; i++) {
            unsigned d = 0;
            if (sc.fixed[i] >= 0) d = 1u << sc.fixed[i];
            else for (int b = 0; b < u; b++) if (live(sc.opt[(size_t)i * u + b])) d |= 1u << b;
            dom[i] = d;
        }
        layer[0].assign(1, 0u);
        mark[0] = st;
        for (int i = 0; i < m; i++) {
            layer[i + 1].clear();
            for (size_t j = 0; j < layer[i].size(); j++) {
                unsigned X = layer[i][j];
                for (unsigned d = dom[i] & ~X; d; d &= d - 1) {
                    unsigned Y = X | (d & (0u - d));
                    if (markb[Y] != st || mark[Y] == st) continue;
                    mark[Y] = st;
                    layer[i + 1].push_back(Y);
                }
            }
            if (layer[i + 1].empty()) return false;
        }
        /* backward: the full masks reached are the sets that can be filled */
        for (size_t j = 0; j < layer[m].size(); j++) markb[layer[m][j]] = done;
        std::fill(sup.begin(), sup.begin() + m, 0u);   /* per cell: the symbols in some filling */
        for (int i = m - 1; i >= 0; i--)
            for (size_t j = 0; j < layer[i].size(); j++) {
                unsigned X = layer[i][j];
                bool ok = false;
                for (unsigned d = dom[i] & ~X; d; d &= d - 1) {
                    unsigned b = d & (0u - d);
                    if (markb[X | b] == done) { ok = true; sup[i] |= b; }
                }
                if (ok) markb[X] = done;
            }
        if (markb[0] != done) return false;
        for (size_t q = 0; q < sc.sopt.size(); q++)
            if (live(sc.sopt[q]) && markb[sc.smask[q]] != done && !drop(sc.sopt[q])) return false;
        for (int i = 0; i < m; i++)
            for (unsigned d = dom[i] & ~sup[i]; d; d &= d - 1) {
                int b = DC::low_bit((DC::u64)(d & (0u - d)));
                if (sc.fixed[i] < 0 && !drop(sc.opt[(size_t)i * u + b])) return false;
                if (sc.fixed[i] >= 0) return false;   /* the given itself has no filling */
            }
        return true;
    }

    /* the cages touched by the removals since trail height h, made whole, with DC's propagation
     * after each round, until nothing changes; false: a dead end */
    bool cage_fix(size_t h, bool all) {
        if (cages.empty()) return true;
        DC &dc = s->dc;
        for (;;) {
            const Stamp st = fresh(dirtyv, 1, dirty, 0);
            todo.clear();
            if (all) { for (size_t w = 0; w < cages.size(); w++) { dirty[w] = st; todo.push_back((int)w); } all = false; }
            for (size_t t = h; t < ds->trail_height(); t++) {   /* (the trail read only) */
                int o = ds->trail_at(t);
                for (int j = ostart2[o]; j < ostart2[o + 1]; j++)
                    if (dirty[ocage[j]] != st) { dirty[ocage[j]] = st; todo.push_back(ocage[j]); }
            }
            if (todo.empty()) return true;
            h = ds->trail_height();
            for (size_t j = 0; j < todo.size(); j++)
                if (!cage_gac(todo[j])) { dc.clear_queue(); return false; }
            if (!dc.propagate()) return false;
        }
    }

};

struct GridDC {
    DCSearch s;                  /* the engine (the driver searches on it) */
    CageProp prop;               /* its hook, when the puzzle has cages by symbol sets */
    std::vector<int> row;        /* per DC option: its option in the GridBuild */
    std::vector<int> givens;     /* the GridBuild options of the givens */
    bool clash;                  /* the givens clash: no solution (nothing to search) */
    DLX::u64 root_removals;      /* the options removed at the root (settled) */

    GridDC() : clash(false), root_removals(0) {}

    /* The engine of B's matrix with the givens val (per cell a symbol or -1) applied, its hook
     * set and its root settled (a dead root: the driver counts 0); false if the tables would take
     * more than max_bytes (then nothing is built). */
    bool build(const GridBuild &B, const int *val, int n, double max_bytes) {
        int ni = B.nitems, np = B.nprimary, R = (int)B.ostart.size() - 1;
        clash = false;
        givens.clear();
        for (int k = 0; k < n; k++)
            if (val[k] >= 0 && B.single[(size_t)k * B.N + val[k]] >= 0) givens.push_back(B.single[(size_t)k * B.N + val[k]]);
        /* what the givens take: primary items covered, secondary items with their color (-1: free) */
        std::vector<int> taken(ni + 1, -1);
        for (size_t g = 0; g < givens.size(); g++) {
            int o = givens[g];
            for (int j = B.ostart[o]; j < B.ostart[o + 1]; j++) {
                int x = B.oitem[j], c = B.ocolor[j];
                if (taken[x] >= 0 && (x <= np || c == 0 || taken[x] != c)) clash = true;
                taken[x] = x <= np ? 0 : c;
            }
        }
        /* the items left, renumbered: the primary ones first */
        std::vector<int> num(ni + 1, 0);
        int m = 0, mp;
        for (int x = 1; x <= np; x++) if (taken[x] < 0) num[x] = ++m;
        mp = m;
        for (int x = np + 1; x <= ni; x++) num[x] = ++m;
        /* the options that agree with every given */
        std::vector<int> start(1, 0), it, col;
        row.clear();
        for (int o = 0; o < R && !clash; o++) {
            bool ok = true;
            for (int j = B.ostart[o]; j < B.ostart[o + 1] && ok; j++) {
                int x = B.oitem[j], c = B.ocolor[j];
                if (taken[x] >= 0 && (x <= np || c == 0 || taken[x] != c)) ok = false;
            }
            if (!ok) continue;
            for (int j = B.ostart[o]; j < B.ostart[o + 1]; j++) { it.push_back(num[B.oitem[j]]); col.push_back(B.ocolor[j]); }
            start.push_back((int)it.size());
            row.push_back(o);
        }
        if (!s.build(m, mp, (int)row.size(), &start[0], it.empty() ? 0 : &it[0], col.empty() ? 0 : &col[0], max_bytes)) return false;
        std::vector<int> dcid(B.ostart.size(), -1);
        for (size_t o = 0; o < row.size(); o++) dcid[row[o]] = (int)o;
        prop.cages.clear();
        if (!clash) prop.build(B, val, dcid, (int)row.size());
        s.set_hook(prop.cages.empty() ? 0 : &prop);
        if (clash) s.mark_dead();   /* (no solution: the driver counts 0) */
        else s.settle_root();
        root_removals = s.update_count();
        return true;
    }
    /* the solution at e (s or a copy of it): its GridBuild options, the givens first */
    void rows(const DCSearch &e, std::vector<int> &out) const {
        out = givens;
        for (int k = 0; k < e.solution_size(); k++) out.push_back(row[e.solution_row(k)]);
    }
  private:
    GridDC(const GridDC &);      /* s holds a pointer to prop */
    void operator=(const GridDC &);
};
#endif
