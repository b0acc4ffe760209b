/* The grid-puzzle module, part 3: a grid's matrix searched with domain consistency (the DC of
 * src/engine/dc.h: an option goes as soon as some uncovered primary item has no option left that
 * is compatible with it), for groups' --dc.
 *   GridDC::build()   the DC tables of a GridBuild's matrix with the givens applied: the options
 *                     that clash with a given left out, the items the givens cover left out
 *   GridDC::run()     the search: the first solution (its rows), or the count up to a limit,
 *                     within a node budget
 * The search is DC's (Knuth's binary scheme: the primary item with the fewest options, its first
 * option in, else out), written here on DC's public steps so that it can stop at a node budget
 * (the fuzz targets). It finds the solutions of the links search, in another order. */
#ifndef DLX_GRID_GRIDDC_H
#define DLX_GRID_GRIDDC_H
#include <vector>
#include "src/engine/dc.h"
#include "src/grid/model.h"

struct GridDC {
    DC dc;
    std::vector<int> row;        /* per DC option: its option in the GridBuild */
    std::vector<int> givens;     /* the GridBuild options of the givens */
    bool clash;                  /* the givens clash: no solution */
    DLX::u64 found, limit, nodes, budget;
    bool capped;
    std::vector<int> first;      /* the first solution's GridBuild options (givens too) */

    GridDC() : clash(false), found(0), limit(0), nodes(0), budget(0), capped(false) {}

    /* The tables of B's matrix with the givens val (per cell a symbol or -1) applied; false if
     * they would take more than max_bytes (then nothing is built). */
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
        if (DC::table_bytes((int)row.size(), mp) > max_bytes) return false;
        return dc.build(m, mp, (int)row.size(), &start[0], it.empty() ? 0 : &it[0], col.empty() ? 0 : &col[0], max_bytes);
    }

    /* the search of one stage (DC::stage with a node budget); false: stop */
    bool stage() {
        size_t h0 = dc.trail_height();
        bool go = true;
        for (;;) {
            if (budget && nodes >= budget) { capped = true; go = false; break; }
            nodes++;
            if (dc.left == 0) {
                if (found++ == 0) {
                    first = givens;
                    for (size_t k = 0; k < dc.sol.size(); k++) first.push_back(row[dc.sol[k]]);
                }
                go = !limit || found < limit;
                break;
            }
            int best = 0, t = 0x7fffffff;
            for (int p = 1; p <= dc.np; p++)
                if (!dc.cov[p] && dc.cnt[p] < t) { t = dc.cnt[p]; best = p; if (t <= 1) break; }
            int o = dc.first_option(best);
            size_t h = dc.trail_height();
            dc.sol.push_back(o);
            if (dc.include(o)) go = stage();
            dc.undo(h);
            dc.uncover(o);
            dc.sol.pop_back();
            if (!go || t == 1) break;   /* t == 1: without o, best has no option */
            if (!dc.remove(o)) { dc.clear_queue(); break; }
            if (!dc.propagate()) break;
        }
        dc.undo(h0);
        return go;
    }

    /* the search from the givens: solutions counted in `found` up to lim (0: all), the first
     * kept in `first`; at most `budget` nodes (0: no cap; `capped` says it was hit) */
    void run(DLX::u64 lim, DLX::u64 bud) {
        found = 0; limit = lim; nodes = 0; budget = bud; capped = false;
        first.clear();
        if (clash) return;
        dc.clear_queue();
        for (int p = 1; p <= dc.np; p++) if (dc.cnt[p] == 0) return;
        for (int p = 1; p <= dc.np; p++) { dc.inq[p] = 1; dc.queue.push_back(p); }
        size_t h = dc.trail_height();
        if (dc.propagate()) stage();
        dc.undo(h);
    }
};
#endif
