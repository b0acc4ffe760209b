/* The grid-puzzle module, part 7: the true candidates of a puzzle (groups --candidates [K]): per
 * cell, the symbols it holds in at least one solution, by the propagator search (cpsearch.h), not
 * by enumerating the solutions:
 *   1. the root: the givens propagated (a candidate propagation removes is in no solution);
 *   2. the search for two solutions: the first one's (cell, symbol) pairs are candidates; when
 *      there is no second (the search ends with one), they are all: done (a unique puzzle costs
 *      what --unique costs);
 *   3. every pair (k, b) still in the root's candidates and not yet marked: a probe, the search
 *      below the root with k fixed to b, for one solution. Found: every pair of that solution is
 *      marked (so a probe decides many pairs at once, and each solution found is a new one: it
 *      holds a pair no earlier one held). None: b is no candidate of k; it leaves k at the root,
 *      and the root is propagated again (which may decide other pairs at once, and narrows the
 *      later probes).
 * Sound because the search is exact (its two branches split the solutions; propagation removes
 * no value a solution uses): a pair is marked only from a solution, and dropped only when the
 * search below it found none. At most one probe per pair, each a first-solution search (its
 * conflict scores afresh).
 * With a cap K (> 0): no probe starts once K solutions have been found; the pairs left undecided
 * are reported as not candidates, and `capped` says so (a subset of the true candidates). Every
 * solution found is distinct, so K >= the number of solutions never caps.
 *   CandidateSearch cs;  cs.run(cp, K, budget)   (cp built, unsearched; K, budget 0: none)
 *   -> cs.cand[k] (bit v: symbol v, in the Grid's symbols; 0 for holes), cs.none, cs.capped,
 *      cs.solutions, cs.probes, cs.nodes; cs.tick(ctx, decided, total, solutions) after each probe
 *      and every 4096 search nodes, if set (progress reports; through cp.tick).
 * Compiles as C++98 (killer's dialect). */
#ifndef DLX_GRID_CANDIDATES_H
#define DLX_GRID_CANDIDATES_H
#include <stdint.h>
#include <vector>
#include "src/grid/cpsearch.h"

struct CandidateSearch {
    std::vector<uint64_t> cand;   /* per cell: its candidates found (bit v: symbol v) */
    bool none;                    /* no solution */
    bool capped;                  /* stopped at K solutions (or the node budget) with pairs undecided */
    uint64_t solutions, probes, nodes;
    uint64_t total, undecided;    /* (cell, symbol) pairs of the cells; those left undecided */
    void (*tick)(void *ctx, uint64_t decided, uint64_t total, uint64_t solutions);
    void *ctx;
    uint64_t decided;             /* while run() runs: the pairs decided after the last probe */

    CandidateSearch() : none(false), capped(false), solutions(0), probes(0), nodes(0), total(0), undecided(0), tick(0), ctx(0), decided(0) {}
    /* the search's tick (every 4096 nodes of a long probe): tick() with the figures so far */
    static void node_tick(void *c) {
        CandidateSearch &cs = *static_cast<CandidateSearch *>(c);
        cs.tick(cs.ctx, cs.decided, cs.total, cs.solutions);
    }

    /* up to lim solutions below cp's current state (propagated), the first one's pairs marked in
     * got (bits): the number found (lim: maybe more). The branching's conflict scores start
     * afresh (those a probe learnt mislead the next one: the empty 25x25 sudoku's candidates took
     * over a minute with them kept, 8 s without) */
    static uint64_t first(CPSearch &cp, std::vector<PMask> &got, uint64_t lim) {
        cp.found = 0; cp.limit = lim; cp.stop = false;
        cp.s.score.assign(cp.s.n, 1.0); cp.s.bump = 1;
        size_t t = cp.s.mark();
        cp.search();   /* (cp.first: the first solution, kept when found) */
        cp.s.undo(t);  /* the search's own right branches at this level */
        if (cp.found)
            for (int k = 0; k < cp.s.n; k++)
                if (cp.first[k] >= 0) got[k] |= (PMask)1 << cp.bit_of_sym[cp.first[k]];
        return cp.found;
    }
    /* the pairs still undecided: in the root's candidates, not marked */
    static uint64_t open_pairs(const CPSearch &cp, const std::vector<PMask> &got) {
        uint64_t u = 0;
        for (int k = 0; k < cp.s.n; k++) u += (uint64_t)pm_count(cp.s.dom[k] & ~got[k]);
        return u;
    }

    /* the candidates of cp's puzzle, K solutions at most (0: all), budget search nodes at most
     * (0: no cap); cp is left as built (its root undone) */
    void run(CPSearch &cp, uint64_t K, uint64_t budget) {
        PropStore &s = cp.s;
        int n = s.n;
        std::vector<PMask> got(n, 0);   /* marked: in a solution found (bits) */
        decided = 0;
        if (tick) { cp.tick = node_tick; cp.tick_ctx = this; }
        none = capped = false;
        solutions = probes = nodes = 0;
        total = 0;
        for (int k = 0; k < n; k++) total += s.dom[k] ? (uint64_t)s.N : 0;   /* holes: none */
        cp.nodes = 0; cp.budget = budget; cp.capped = false;
        size_t t0 = s.mark();
        bool ok = !cp.dead && s.propagate();
        uint64_t f = ok ? first(cp, got, 2) : 0;
        if (f == 1 && !cp.capped) {   /* the only solution: the candidates are its pairs */
            solutions = 1;
            undecided = 0;
        } else if (f) {
            solutions = 1;
            for (int k = 0; k < n; k++) {
                for (PMask todo = s.dom[k] & ~got[k]; todo; todo &= todo - 1) {   /* each pair once */
                    int b = pm_low(todo);
                    if (!((s.dom[k] & ~got[k]) >> b & 1)) continue;   /* decided meanwhile */
                    if ((K && solutions >= K) || cp.capped) break;
                    probes++;
                    size_t t = s.mark();
                    bool found = s.fix(k, b) && s.propagate() && first(cp, got, 1);
                    s.undo(t);
                    if (found) solutions++;
                    else if (!cp.capped) {
                        /* no solution has b in k: out at the root (a solution remains, so this
                         * cannot fail; if it did, the search would be unsound: stop) */
                        if (!s.keep(k, ~((PMask)1 << b)) || !s.propagate()) break;
                    }
                    if (tick) { decided = total - open_pairs(cp, got); tick(ctx, decided, total, solutions); }
                }
                if ((K && solutions >= K) || cp.capped) break;
            }
            undecided = open_pairs(cp, got);
            capped = undecided > 0;
        } else {
            none = !cp.capped;
            capped = cp.capped;
            undecided = 0;
        }
        s.undo(t0);
        cp.tick = 0;
        nodes = cp.nodes;
        cand.assign(n, 0);
        for (int k = 0; k < n; k++)
            for (PMask m = got[k]; m; m &= m - 1) cand[k] |= (uint64_t)1 << cp.sym_of_bit[pm_low(m)];
    }
};
#endif
