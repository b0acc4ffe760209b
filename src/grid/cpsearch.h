/* The grid-puzzle module, part 6: the propagator search (--cp; the default of groups and killer
 * for puzzles with cages). The model is the Grid itself, not a matrix: each cell's candidates
 * (src/grid/prop.h's PropStore), the groups and the distinct cages as peers (symbols that must
 * differ), a HouseProp per group of N cells (with its locked candidates where it meets another
 * group or a cage, unless --no-locked), a CageGAC per cage (its sets made whole; the symbols it needs out
 * of the cells that see all their places, unless --no-locked), a SumProp
 * per `sum` (and per cage when there are over 16 symbols) and per implied sum
 * (src/grid/implied.h, unless --no-implied).
 * The search branches on one candidate at a time: the cell chosen is the one with the fewest
 * candidates per conflict score (the scores of the cells of every propagator that failed grow,
 * newer failures weighing a little more: dom/wdeg; --no-learn: the fewest candidates, first in
 * cell order; without sums, also by the conflicts of each value's guesses, and a value with two
 * places in a house may be branched on instead: house_pair), the value its smallest candidate; the left branch puts it there, the right one
 * removes it and goes on. The two branches split the solutions, so every count is exact.
 *   CPSearch cp; cp.build(G, val, opt);  cp.run(limit, budget)  -> the number of solutions found
 *   (at most limit; 0: all), the first one in cp.first (per cell a symbol, -1 for holes). */
#ifndef DLX_GRID_CPSEARCH_H
#define DLX_GRID_CPSEARCH_H
#include <string>
#include <vector>
#include "src/grid/model.h"
#include "src/grid/prop.h"
#include "src/grid/implied.h"

struct CPOptions {
    bool implied;   /* add the implied sums */
    bool learn;     /* branch by conflict scores */
    bool locked;    /* the locked candidates: houses' meetings, cages' needed symbols */
    bool probe;     /* a search past PROBE_AFTER nodes begins again after probing at the root */
    CPOptions() : implied(true), learn(true), locked(true), probe(true) {}
};

struct CPSearch {
    PropStore s;
    std::vector<int> sym_of_bit;       /* bit b -> symbol */
    std::vector<int> bit_of_sym;
    std::vector<int> first;            /* the first solution: per cell a symbol (-1: hole) */
    CPOptions opt;
    uint64_t nodes, found, limit, budget;
    bool stop, capped, dead;   /* dead: a cell without a value allowed (no solution) */
    int implied_sums;
    void (*tick)(void *ctx);   /* if set: called every 4096 search nodes (progress reports) */
    void *tick_ctx;

    CPSearch() : nodes(0), found(0), limit(0), budget(0), stop(false), capped(false), dead(false), implied_sums(0), tick(0), tick_ctx(0), pairs_branch(false), value_scores(false), done(0),
                  probing(false), probe_after(PROBE_AFTER), restart_at(0), restarted(false), skip_first(false), probes(0), probe_removed(0), first_at(0) {}

    /* the model of g with the givens val (per cell a symbol or -1); N <= 62 */
    void build(const Grid &g, const int *val, const CPOptions &o) {
        opt = o;
        int n = g.cells(), N = g.N;
        /* bits by increasing value */
        sym_of_bit.resize(N);
        for (int v = 0; v < N; v++) sym_of_bit[v] = v;
        for (int i = 1; i < N; i++)
            for (int j = i; j > 0 && g.val(sym_of_bit[j]) < g.val(sym_of_bit[j - 1]); j--) std::swap(sym_of_bit[j], sym_of_bit[j - 1]);
        bit_of_sym.assign(N, 0);
        std::vector<int> value(N);
        for (int b = 0; b < N; b++) { bit_of_sym[sym_of_bit[b]] = b; value[b] = g.val(sym_of_bit[b]); }
        s.init(n, N, value);
        for (int k = 0; k < n; k++) {
            if (g.is_hole(k)) s.dom[k] = 0;
            else if (val[k] >= 0) s.dom[k] = (PMask)1 << bit_of_sym[val[k]];
            if (!g.allow.empty() && !g.is_hole(k) && !(s.dom[k] &= bits(g.allow[k]))) dead = true;   /* no value allowed */
        }
        /* the peers: cells sharing a group or a distinct cage (the cliques), in increasing order */
        std::vector<const std::vector<int> *> cl;
        for (size_t j = 0; j < g.groups.size(); j++) cl.push_back(&g.groups[j]);
        for (size_t c = 0; c < g.cages.size(); c++) if (g.cages[c].distinct) cl.push_back(&g.cages[c].cells);
        std::vector<int> cstart(n + 1, 0), cof;   /* per cell: its cliques */
        for (size_t j = 0; j < cl.size(); j++) for (size_t i = 0; i < cl[j]->size(); i++) cstart[(*cl[j])[i] + 1]++;
        for (int k = 0; k < n; k++) cstart[k + 1] += cstart[k];
        cof.resize(cstart[n]);
        {
            std::vector<int> at(cstart.begin(), cstart.end() - 1);
            for (size_t j = 0; j < cl.size(); j++) for (size_t i = 0; i < cl[j]->size(); i++) cof[at[(*cl[j])[i]]++] = (int)j;
        }
        std::vector<int> mark(n, -1);
        s.pstart.assign(1, 0); s.peer.clear();
        for (int k = 0; k < n; k++) {
            size_t b0 = s.peer.size();
            mark[k] = k;
            for (int q = cstart[k]; q < cstart[k + 1]; q++) {
                const std::vector<int> &c = *cl[cof[q]];
                for (size_t i = 0; i < c.size(); i++) if (mark[c[i]] != k) { mark[c[i]] = k; s.peer.push_back(c[i]); }
            }
            std::sort(s.peer.begin() + b0, s.peer.end());
            s.pstart.push_back((int)s.peer.size());
        }
        PMask full = N == 64 ? ~(PMask)0 : (((PMask)1 << N) - 1);
        std::vector<HouseProp *> hs;
        for (size_t j = 0; j < g.groups.size(); j++)
            if ((int)g.groups[j].size() == N) { hs.push_back(new HouseProp(g.groups[j], full)); s.props.push_back(hs.back()); houses.push_back(g.groups[j]); }
        if (opt.locked) HouseProp::meet(hs, n, cl);
        SymbolValues sv(g);
        std::vector<DLX::u64> sets;
        std::vector<unsigned> bs, cmk(n, 0);
        std::vector<int> touched;
        for (size_t c = 0; c < g.cages.size(); c++) {
            const Cage &cg = g.cages[c];
            if (cg.distinct && N <= 16) {
                symbol_sets(sv, (int)cg.cells.size(), cg.sum, sets);   /* in symbols; to bits */
                bs.clear();
                for (size_t q = 0; q < sets.size(); q++) bs.push_back((unsigned)bits(sets[q]));
                CageGAC *cp = new CageGAC(cg.cells, bs, cg.sum);
                if (opt.locked) cp->exclusions(s, cmk, touched);
                s.props.push_back(cp);
            } else s.props.push_back(new SumProp(PK_SUM, cg.cells, cg.coef.empty() ? std::vector<int>(cg.cells.size(), 1) : cg.coef, cg.sum, s));
        }
        if (opt.implied) {
            ImpliedBuilder ib(g);
            ib.build();
            for (size_t j = 0; j < ib.out.size(); j++)
                s.props.push_back(new SumProp(PK_IMPLIED, ib.out[j].cells, ib.out[j].coef, ib.out[j].total, s));
            implied_sums = (int)ib.out.size();
        }
        for (size_t j = 0; j < g.rels.size(); j++) {
            const Rel &r = g.rels[j];
            std::vector<PMask> t(N, 0);
            for (int v = 0; v < N; v++) t[bit_of_sym[v]] = bits(r.ok[v]);
            s.props.push_back(new PairProp(r.a, r.b, t));
        }
        for (size_t j = 0; j < g.rules.size(); j++) {
            const RuleSpec &r = g.rules[j];
            if (r.kind == RK_LINEAR) s.props.push_back(new SumProp(PK_SUM, r.cells, std::vector<int>(r.arg.begin() + 1, r.arg.end()), r.arg[0], s, 0));
            else if (r.kind == RK_SAMEVALUES) s.props.push_back(new SameValuesProp(r.cells, r.arg[0]));
            else if (r.kind == RK_EQUALSUMS) {   /* (values >= 0: iss.h) */
                int mx = 0;
                for (size_t q = 0; q < r.arg.size(); q++) mx = std::max(mx, r.arg[q]);
                s.props.push_back(new EqualSumsProp(r.cells, r.arg, mx * std::max(value[N - 1], 0), s));
            }
            else s.props.push_back(new RuleProp(r.kind, r.cells, r.arg, s));
        }
        s.finish();
        pairs_branch = g.cages.empty();   /* (measured: docs/propagators.md) */
        probing = opt.probe && (g.cages.empty() || !g.rels.empty() || !g.rules.empty());   /* (not sums alone: the same) */
        value_scores = pairs_branch && (!g.rels.empty() || !g.rules.empty());
    }
    /* a mask of symbols as a mask of bits */
    PMask bits(uint64_t m) const {
        PMask r = 0;
        for (; m; m &= m - 1) r |= (PMask)1 << bit_of_sym[pm_low(m)];
        return r;
    }

    std::vector<std::vector<int> > houses;   /* the groups of N cells (for house_pair) */
    bool pairs_branch;
    /* the branch on cell k's value b may become one on a value with two places in a house (the
     * first place, the other then forced by the house): when k has over 2 candidates and the two
     * places' largest score, halved, is at least k's score per candidate (ISS's rule); puzzles
     * without sums only (pairs_branch: measured on the hard killers, it loses there) */
    void house_pair(int &k, int &b) const {
        PMask d = s.dom[k];
        int c = pm_count(d);
        if (c <= 2) return;
        double best = s.score[k] / c;
        for (size_t h = 0; h < houses.size(); h++) {
            const std::vector<int> &H = houses[h];
            PMask one = 0, two = 0, more = 0;
            for (size_t i = 0; i < H.size(); i++) { PMask x = s.dom[H[i]]; more |= two & x; two |= one & x; one |= x; }
            for (PMask e = two & ~more; e; e &= e - 1) {
                PMask v = e & (0 - e);
                int c0 = -1, c1 = -1;
                double m = 0;
                for (size_t i = 0; i < H.size(); i++)
                    if (s.dom[H[i]] & v) { c0 = c1; c1 = H[i]; if (s.score[c1] > m) m = s.score[c1]; }
                if (pm_single(s.dom[c0]) || pm_single(s.dom[c1])) continue;
                if (m * 0.5 >= best) { best = m * 0.5; k = c0; b = pm_low(v); }
            }
        }
    }
    /* per bit: the conflicts of the guesses of that value (each weighs the conflict's bump, as a
     * cell's score); puzzles without sums but with rules on values (pair rules or other rules:
     * value_scores) only */
    std::vector<double> vscore;
    bool value_scores;
    /* the cell to branch on, or -1 when every cell is single (a solution). With value_scores, a
     * cell holding the value whose guesses failed most (ahead of the least by half, ISS's spread)
     * has 0.4 of that value's score added to its own (ISS's maxValueScore takes 0.2; of 0.2 to 0.5
     * 0.4 did best on ISS's examples: but pencilmark sudoku 3, 519 K -> 249 K nodes first, 1,013 K
     * -> 480 K --unique, hard renban 2 239 K -> 30 K first; with sums it lost (the hard killers
     * 865 K -> 1,054 K at 0.3), and on pencilmark sudoku 3, a sudoku of allowed sets, no rule on
     * values (883 K -> 1,110 K at 0.3)) */
    int choose() const {
        int best = -1, bc = 0;
        double bs = 0, vadd = 0;
        PMask vmax = 0;
        if (!vscore.empty()) {
            double lo = 0, hi = 0;
            int at = -1;
            for (size_t v = 0; v < vscore.size(); v++) {
                if (vscore[v] > hi) { hi = vscore[v]; at = (int)v; }
                if (vscore[v] > 0 && (lo == 0 || vscore[v] < lo)) lo = vscore[v];
            }
            if (at >= 0 && hi * 2 > lo * 3) { vmax = (PMask)1 << at; vadd = 0.4 * hi; }
        }
        for (int k = 0; k < s.n; k++) {
            PMask d = s.dom[k];
            if (!d || pm_single(d)) continue;
            int c = pm_count(d);
            if (!opt.learn) {
                if (best < 0 || c < bc) { best = k; bc = c; if (c == 2) break; }
                continue;
            }
            double sc = s.score[k] + ((d & vmax) ? vadd : 0);
            if (best < 0 || c * bs < bc * sc) { best = k; bc = c; bs = sc; }
        }
        return best;
    }

    void solution() {
        if (skip_first) {   /* the first solution, found again after probing: counted already */
            bool same = true;
            for (int k = 0; k < s.n && same; k++) if (s.dom[k]) same = first[k] == sym_of_bit[pm_low(s.dom[k])];
            if (same) { skip_first = false; return; }
        }
        found++;
        if (found == 1) {
            first_at = nodes;
            first.assign(s.n, -1);
            for (int k = 0; k < s.n; k++) if (s.dom[k]) first[k] = sym_of_bit[pm_low(s.dom[k])];
        }
        if (limit && found >= limit) stop = true;
    }

    /* below the current state (propagated), a subtree of weight w: the share of the whole tree
     * it stands for when each branch halves its parent's (done: the weight of the subtrees
     * finished, for progress reports: a rough estimate of the share of the tree searched) */
    double done;

    /* Probing at the root (singleton consistency): each candidate of each cell is tried, and those
     * whose propagation fails leave, to a fixpoint (or PROBE_PASSES passes). A search still going
     * after probe_after nodes (PROBE_AFTER; without a solution, or with one under limit 2) stops,
     * probes at the root and begins again; if probing removed nothing, from the conflict scores it
     * began with (the same tree as without it). Not for puzzles of sums alone (no pair rule or
     * other rule, but cages): there it cost more than it saved (ISS's TAREK_ALL killers,
     * docs/performance.md). */
    enum { PROBE_AFTER = 1000 };
    bool probing;                  /* this puzzle probes (build(): opt.probe and not sums alone) */
    uint64_t probe_after;          /* the nodes before probing (default PROBE_AFTER; tests lower it) */
    uint64_t restart_at;           /* the search stops here to probe (0: no stop) */
    bool restarted, skip_first;    /* it did; the first solution, found again, is not counted again */
    uint64_t probes, probe_removed;
    uint64_t first_at;             /* the nodes when the first solution was found */
    enum { PROBE_PASSES = 10 };   /* at most: each pass costs a propagation per candidate */
    bool probe_all() {
        for (int pass = 0, again = 1; again && pass < PROBE_PASSES; pass++) {
            again = 0;
            for (int k = 0; k < s.n; k++) {
                for (PMask m = s.dom[k]; m; m &= m - 1) {
                    PMask bit = m & (0 - m);
                    if (!(s.dom[k] & bit) || pm_single(s.dom[k])) continue;
                    size_t u = s.mark();
                    probes++;
                    bool ok = s.keep(k, bit) && s.propagate();
                    s.undo(u);
                    if (ok) continue;
                    probe_removed++;
                    again = 1;
                    if (!s.keep(k, ~bit) || !s.propagate()) return false;
                }
            }
        }
        return true;
    }

    void search(double w = 1) {
        for (;;) {
            if (stop) return;
            if (budget && nodes >= budget) { stop = capped = true; return; }
            if (restart_at && nodes >= restart_at && (found == 0 || (found == 1 && limit == 2))) { stop = restarted = true; return; }
            nodes++;
            if (tick && !(nodes & 4095)) tick(tick_ctx);
            int k = choose();
            if (k < 0) { solution(); done += w; return; }
            int b = pm_low(s.dom[k]);
            if (opt.learn && pairs_branch) house_pair(k, b);
            size_t t = s.mark();
            w *= 0.5;
            if (s.fix(k, b) && s.propagate()) search(w);
            else {
                done += w;
                if (opt.learn && value_scores) { if (vscore.empty()) vscore.assign(s.N, 0); vscore[b] += s.bump; }
            }
            s.undo(t);
            if (stop) return;
            if (!s.keep(k, ~((PMask)1 << b)) || !s.propagate()) { done += w; return; }
        }
    }

    /* the solutions, up to limit (0: all) and budget search nodes (0: no cap); once per build
     * (the root's propagation starts from the built state) */
    uint64_t run(uint64_t lim, uint64_t bud) {
        limit = lim; budget = bud;
        found = nodes = 0; stop = capped = false; done = 0;
        restarted = skip_first = false;
        size_t t = s.mark();
        if (dead || !s.propagate()) nodes = 1;
        else if (!probing) search();
        else {
            std::vector<double> score0 = s.score, vscore0 = vscore;
            double bump0 = s.bump;
            size_t root = s.mark();   /* (propagated: every propagator has run on it) */
            restart_at = probe_after;
            search();
            restart_at = 0;
            if (restarted) {   /* probe at the root and begin again */
                stop = false;
                skip_first = found == 1;
                done = 0;
                s.undo(root);
                uint64_t r0 = probe_removed;
                bool ok = probe_all();
                if (probe_removed == r0) { s.score = score0; vscore = vscore0; s.bump = bump0; }
                if (ok) search();
            }
        }
        s.undo(t);
        return found;
    }
};
#endif
