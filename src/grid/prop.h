/* The grid-puzzle module, part 4: constraints as propagators over the cells' candidates, for the
 * propagator search (src/grid/cpsearch.h, --cp). docs/propagators.md gives each propagator's rule
 * and the argument that it never removes a candidate some solution uses.
 *   PropStore  the candidates of every cell (a bit mask; bit b is the symbol with the b-th
 *              smallest value, so a mask's lowest and highest bits are its smallest and largest
 *              values), their trail (undone on backtrack), the peers rule (a cell's symbol, once
 *              single, leaves the cells that must differ from it), the queue of propagators to
 *              run, per-kind figures (--stats) and conflict scores (the branching's)
 *   Prop       the interface: its scope (cells), its kind, propagate(store) (false: no solution
 *              below), and late(store), a dearer rule run once the queue is empty when
 *              propagate() asked for it; it keeps no state of its own, so the trail of candidates
 *              is its undo
 *   HouseProp  a group of N cells: every symbol once (a symbol with one place left goes there),
 *              and the locked candidates where it meets another house or a cage
 *   CageGAC    a cage of distinct symbols with a sum: its sets rule, and made whole (generalized
 *              arc consistency) once at most 3 of its cells are open; late, the symbols every
 *              set needs leave the outside cells that see all their places
 *   SumProp    a sum of +1/-1 coefficients over any cells: bounds over groups of cells that must
 *              differ, exact when the cells' candidates are few
 *   PairProp   a rule between two cells, given by its table: each keeps the candidates that some
 *              candidate of the other allows (arc consistency)
 *   RuleProp   a rule over several cells (sandwich, X-sum, skyscraper, between and lockout lines,
 *              sum lines, quadruples, value indexing: src/grid/model.h's RK_*), by walking its
 *              fillings within a budget
 *   SameValuesProp  runs of cells holding the same values, as often (clones), by counts
 * Compiles as C++98 (killer's dialect). */
#ifndef DLX_GRID_PROP_H
#define DLX_GRID_PROP_H
#include <stdint.h>
#include <algorithm>
#include <vector>

typedef uint64_t PMask;
static inline int pm_count(PMask m) {   /* (inline: the builds target no popcount instruction) */
    const PMask k1 = (PMask)0x55555555u << 32 | 0x55555555u, k2 = (PMask)0x33333333u << 32 | 0x33333333u,
                k4 = (PMask)0x0f0f0f0fu << 32 | 0x0f0f0f0fu, h = (PMask)0x01010101u << 32 | 0x01010101u;
    m = m - ((m >> 1) & k1);
    m = (m & k2) + ((m >> 2) & k2);
    m = (m + (m >> 4)) & k4;
    return (int)((m * h) >> 56);
}
static inline int pm_low(PMask m) { return __builtin_ctzll(m); }
static inline int pm_high(PMask m) { return 63 - __builtin_clzll(m); }
static inline bool pm_single(PMask m) { return m && !(m & (m - 1)); }
/* bit sets of W words (bit i: the number i, e.g. a partial sum): d |= a << v, d |= a >> v (v >= 0;
 * bits shifted past word W - 1 are lost) */
static inline void bits_shl_or(uint64_t *d, const uint64_t *a, int v, int W) {
    int q = v / 64, r = v % 64;
    for (int w = W - 1; w >= q; w--) d[w] |= (a[w - q] << r) | (r && w - q >= 1 ? a[w - q - 1] >> (64 - r) : 0);
}
static inline void bits_shr_or(uint64_t *d, const uint64_t *a, int v, int W) {
    int q = v / 64, r = v % 64;
    for (int w = 0; w + q < W; w++) d[w] |= (a[w + q] >> r) | (r && w + q + 1 < W ? a[w + q + 1] << (64 - r) : 0);
}

/* the kinds of propagator, for --stats */
enum { PK_PEERS, PK_HOUSE, PK_CAGE, PK_SUM, PK_IMPLIED, PK_PAIR, PK_RULE, PK_KINDS };
static const char *const PK_NAME[PK_KINDS] = {"peers", "houses", "cages", "sums", "implied sums", "pairs", "rules"};

struct PropStore;
struct Prop {
    std::vector<int> cells;   /* the scope: a change to one of these cells queues the propagator */
    int kind;                 /* PK_* */
    bool idempotent;          /* its own changes need not queue it again */
    Prop(int k, bool idem) : kind(k), idempotent(idem) {}
    virtual ~Prop() {}
    /* remove the candidates its rule excludes (through PropStore::keep); false: no solution */
    virtual bool propagate(PropStore &s) = 0;
    /* a second, dearer rule, run once the queue is empty if propagate() asked for it (defer()) */
    virtual bool late(PropStore &) { return true; }
};

struct PropStore {
    int n, N;                       /* cells, symbols (bits) */
    std::vector<int> value;         /* per bit: its symbol's value (increasing) */
    std::vector<int> ge;            /* first_ge(v) for v in value[0] .. value[N - 1], when few */
    std::vector<PMask> vbit;        /* value_bit(v) for v in value[0] .. value[N - 1], when few */
    bool consecutive;               /* value[b] = value[0] + b (then mirror16() pairs values up) */
    unsigned char r8[256];          /* each byte's bits reversed */
    std::vector<PMask> dom;         /* per cell: its candidates (0: a hole, never searched) */
    std::vector<int> pstart, peer;  /* per cell: the cells that must differ from it */
    std::vector<int> wstart, watch; /* per cell: the propagators whose scope holds it */
    std::vector<Prop *> props;
    std::vector<char> queued;       /* per propagator */
    std::vector<int> queue;         /* propagators to run (a ring of props.size() + 1 entries) */
    size_t qhead, qlen;
    std::vector<int> singles;       /* cells that became single, their symbol not yet out of the peers */
    std::vector<int> deferred;      /* propagators whose late() rule waits for an empty queue */
    std::vector<char> isdeferred;   /* per propagator */
    std::vector<std::pair<int, PMask> > trail;   /* (cell, candidates before a change) */
    int running;                    /* the propagator running, or -1 */
    int running_kind;               /* its kind (PK_PEERS when none runs: the peers rule) */
    int fail_prop, fail_cell;       /* what failed last (the conflict): a propagator, or a cell's peers */
    uint64_t runs[PK_KINDS], removed[PK_KINDS], fails[PK_KINDS];
    std::vector<double> score;      /* per cell: conflict score (the branching's) */
    std::vector<int> scratch;       /* for the propagators' builds: per cell, 0 between uses */
    std::vector<int> iscratch;      /* the sums' scratch while one runs (SumProp) */
    std::vector<PMask> mscratch;
    double bump;

    PropStore() : n(0), N(0), qhead(0), qlen(0), running(-1), running_kind(PK_PEERS), fail_prop(-1), fail_cell(-1), bump(1) {
        for (int k = 0; k < PK_KINDS; k++) runs[k] = removed[k] = fails[k] = 0;
    }
    ~PropStore() { for (size_t p = 0; p < props.size(); p++) delete props[p]; }

    /* n cells, N symbols with values val (increasing); every cell has every symbol */
    void init(int cells, int symbols, const std::vector<int> &val) {
        n = cells; N = symbols; value = val;
        ge.clear(); vbit.clear();
        if (N > 0 && (int64_t)value[N - 1] - value[0] <= 4096) {   /* tables for first_ge(), value_bit() */
            ge.assign(value[N - 1] - value[0] + 1, 0);
            vbit.assign(value[N - 1] - value[0] + 1, 0);
            for (int v = value[0], b = 0; v <= value[N - 1]; v++) { while (value[b] < v) b++; ge[v - value[0]] = b; }
            for (int b = 0; b < N; b++) vbit[value[b] - value[0]] = (PMask)1 << b;
        }
        consecutive = N > 0;
        for (int b = 1; b < N; b++) consecutive = consecutive && value[b] == value[0] + b;
        for (int x = 0; x < 256; x++) { r8[x] = 0; for (int b = 0; b < 8; b++) if (x >> b & 1) r8[x] |= (unsigned char)(0x80 >> b); }
        dom.assign(n, N == 64 ? ~(PMask)0 : (((PMask)1 << N) - 1));
        score.assign(n, 1.0);
    }
    /* after the peers and propagators are in: the watch lists; every propagator queued */
    void finish() {
        std::vector<int> cnt(n + 1, 0);
        for (size_t p = 0; p < props.size(); p++)
            for (size_t i = 0; i < props[p]->cells.size(); i++) cnt[props[p]->cells[i] + 1]++;
        wstart.assign(n + 1, 0);
        for (int k = 0; k < n; k++) wstart[k + 1] = wstart[k] + cnt[k + 1];
        watch.assign(wstart[n], 0);
        std::vector<int> at(wstart.begin(), wstart.end() - 1);
        for (size_t p = 0; p < props.size(); p++)
            for (size_t i = 0; i < props[p]->cells.size(); i++) watch[at[props[p]->cells[i]]++] = (int)p;
        queued.assign(props.size(), 0);
        isdeferred.assign(props.size(), 0);
        queue.assign(props.size() + 1, 0);
        qhead = qlen = 0;
        for (size_t p = 0; p < props.size(); p++) push((int)p);
        for (int k = 0; k < n; k++) if (pm_single(dom[k])) singles.push_back(k);
    }
    void push(int p) {
        if (queued[p]) return;
        queued[p] = 1;
        size_t t = qhead + qlen++;
        queue[t < queue.size() ? t : t - queue.size()] = p;
    }
    int pop() {
        int p = queue[qhead];
        if (++qhead == queue.size()) qhead = 0;
        qlen--;
        queued[p] = 0;
        return p;
    }
    void clear_queue() {
        while (qlen) pop();
        singles.clear();
        while (!deferred.empty()) { isdeferred[deferred.back()] = 0; deferred.pop_back(); }
    }
    /* the propagator running asks for its late() rule */
    void defer() { if (!isdeferred[running]) { isdeferred[running] = 1; deferred.push_back(running); } }

    /* cell k keeps only the candidates in m; false if none is left (a conflict) */
#if defined(__GNUC__)
    __attribute__((always_inline))   /* (g++ left it out of line: 4% of the instructions) */
#endif
    inline bool keep(int k, PMask m) { return !(dom[k] & ~m) || change(k, m); }
    bool change(int k, PMask m) {
        PMask d = dom[k], e = d & m;
        if (!e) { fail_cell = k; return false; }
        trail.push_back(std::make_pair(k, d));
        dom[k] = e;
        removed[running_kind] += (uint64_t)pm_count(d ^ e);
        if (pm_single(e)) singles.push_back(k);
        /* queue the watchers (through local pointers: the queue's stores would otherwise make
         * the compiler load the watch lists again at every step) */
        const int *w = watch.data() + wstart[k], *we = watch.data() + wstart[k + 1];
        char *qd = queued.data();
        int *qb = queue.data();
        size_t qn = queue.size();
        for (; w < we; w++) {
            int p = *w;
            if (qd[p] || (p == running && props[p]->idempotent)) continue;
            qd[p] = 1;
            size_t t = qhead + qlen++;
            qb[t < qn ? t : t - qn] = p;
        }
        return true;
    }
    bool fix(int k, int b) { return keep(k, (PMask)1 << b); }

    /* run the peers rule and the queued propagators until nothing changes; false: a conflict
     * (the queue emptied, fail_prop/fail_cell say where, the scores of its cells raised) */
    bool propagate() {
        for (;;) {
            while (!singles.empty()) {
                int k = singles.back();
                singles.pop_back();
                PMask v = dom[k];
                runs[PK_PEERS]++;
                for (const int *x = peer.data() + pstart[k], *xe = peer.data() + pstart[k + 1]; x < xe; x++)
                    if ((dom[*x] & v) && !keep(*x, ~v)) {
                        fails[PK_PEERS]++;
                        conflict_cells(k, *x);
                        clear_queue();
                        return false;
                    }
            }
            bool ok;
            int p;
            Prop *q;
            if (qlen) {
                p = pop(); q = props[p];
                runs[q->kind]++;
                running = p; running_kind = q->kind;
                ok = q->propagate(*this);
            } else {
                if (deferred.empty()) return true;
                p = deferred.back(); deferred.pop_back(); isdeferred[p] = 0;
                q = props[p];
                running = p; running_kind = q->kind;
                ok = q->late(*this);
            }
            running = -1; running_kind = PK_PEERS;
            if (!ok) {
                fails[q->kind]++;
                fail_prop = p;
                for (size_t i = 0; i < q->cells.size(); i++) raise(q->cells[i]);
                next_bump();
                clear_queue();
                return false;
            }
        }
    }
    void raise(int k) { score[k] += bump; }
    void conflict_cells(int a, int b) { raise(a); raise(b); next_bump(); }
    void next_bump() {   /* newer conflicts weigh more (linearly); rescaled before overflow */
        bump += 0.01;   /* (not a growth by a factor: the hard killers of testdata/groups/hard_killers
                          * need the old conflicts kept; docs/performance.md, "Fourth session") */
        if (bump > 1e100) { for (int k = 0; k < n; k++) score[k] *= 1e-100; bump *= 1e-100; }
    }

    size_t mark() const { return trail.size(); }
    void undo(size_t t) {
        while (trail.size() > t) { dom[trail.back().first] = trail.back().second; trail.pop_back(); }
    }

    /* the candidates of bits whose value lies in [lo, hi] (values increase with the bit: a run
     * of bits, from ge[lo], the first bit of a value >= lo, to below ge[hi + 1]) */
    PMask value_range(int lo, int hi) const {
        int a = first_ge(lo), b = first_ge(hi + 1);   /* bits [a, b) */
        if (a >= b) return 0;
        return (b == 64 ? ~(PMask)0 : (((PMask)1 << b) - 1)) & ~(((PMask)1 << a) - 1);
    }
    /* the bits K - c for the bits c of M (M within bits 0..15), those in 0..N-1: with consecutive
     * values, bits b and c have values adding up to 2 * value[0] + K exactly when b + c = K */
    PMask mirror16(PMask M, int K) const {
        PMask r = (PMask)((unsigned)r8[M & 255] << 8 | r8[M >> 8 & 255]);   /* bit c -> bit 15 - c */
        int sh = K - 15;
        r = sh >= 0 ? (sh < 64 ? r << sh : 0) : (-sh < 64 ? r >> -sh : 0);
        return N >= 64 ? r : r & (((PMask)1 << N) - 1);
    }
    static PMask shift(PMask m, int k) { return k >= 0 ? (k < 64 ? m << k : 0) : (-k < 64 ? m >> -k : 0); }
    /* the candidates of two cells (masks di, dk, coefficients ci, ck, +1 or -1) that take part in
     * a pair of values with ci * v + ck * w = t, into si and sk; `same`: the two symbols differ.
     * With consecutive values and at most 16 symbols by masks: equal coefficients pair bits
     * b + c = ci * t - 2 * value[0] (mirror16), opposite ones b - c = ci * t (a shift); else
     * each candidate of the first cell looks up the value that completes it */
    void pairs(PMask di, int ci, PMask dk, int ck, int t, bool same, PMask &si, PMask &sk) const {
        if (consecutive && N <= 16) {
            if (ci == ck) {
                int K = ci * t - 2 * value[0];
                PMask B = di & mirror16(dk, K);
                if (same && K >= 0 && !(K & 1) && K < 128) B &= ~((PMask)1 << (K >> 1));   /* b == c */
                si = B; sk = mirror16(B, K);
            } else {
                int D = ci * t;   /* b = c + D */
                if (same && D == 0) { si = sk = 0; return; }
                PMask B = di & shift(dk, D);
                si = B; sk = shift(B, -D);
            }
            return;
        }
        si = sk = 0;
        for (PMask x = di; x; x &= x - 1) {
            PMask b = x & (0 - x), o = value_bit(ck * (t - ci * value[pm_low(b)])) & dk;
            if (same) o &= ~b;
            if (o) { si |= b; sk |= o; }
        }
    }
    /* the bit of value v (0 if no symbol has it) */
    PMask value_bit(int v) const {
        if (!vbit.empty()) { size_t o = (size_t)((int64_t)v - value[0]); return o < vbit.size() ? vbit[o] : 0; }
        if (v < value[0] || v > value[N - 1]) return 0;
        int b = first_ge(v);
        return value[b] == v ? (PMask)1 << b : 0;
    }
    /* the first bit of a value >= v (N if none) */
    int first_ge(int v) const {
        if (v <= value[0]) return 0;
        if (v > value[N - 1]) return N;
        if (!ge.empty()) return ge[v - value[0]];
        int a = 0, b = N - 1;   /* value[a] < v <= value[b] */
        while (b - a > 1) { int c = (a + b) / 2; if (value[c] < v) a = c; else b = c; }
        return b;
    }
};

/* A group of N cells holds every symbol once: a symbol with no place left is a conflict, a
 * symbol with one place left goes there. (That the symbols differ is the peers rule.) And the
 * locked candidates: where this house meets another group of distinct cells (a house, a smaller
 * group, a cage of distinct symbols) in two cells or more, a symbol whose places in this house all
 * lie in the meeting is that group's there too, so it leaves the group's cells outside this one.
 * The meetings are kept in partitions of the house's cells (pairwise disjoint meetings, and the
 * rest: a box's rows, a box's columns, a row's boxes, a row's cages), so
 * that one pass over the cells per partition gives every meeting's candidates. */
struct HouseProp : Prop {
    PMask all;
    /* per partition p: pidx[p * m + i], the part of the house's cell i (part nseg[p]: the cells in
     * no meeting of p); meeting j of p has its other house's cells outside this one at
     * out[ostart[o] .. ostart[o + 1]), o = obase[p] + j */
    int np;
    std::vector<unsigned char> pidx;
    std::vector<int> nseg, obase, ostart, out;
    HouseProp(const std::vector<int> &c, PMask full) : Prop(PK_HOUSE, false), all(full), np(0) { cells = c; ostart.assign(1, 0); }
    /* the cells' candidates into dv; the symbols with a place, with two places or more */
    void scan(const PropStore &s, PMask *dv, PMask &once, PMask &twice) const {
        const int *c = cells.data();
        const PMask *dom = s.dom.data();
        once = twice = 0;
        for (int i = 0, m = (int)cells.size(); i < m; i++) { PMask d = dom[c[i]]; dv[i] = d; twice |= once & d; once |= d; }
    }
    bool propagate(PropStore &s) {
        PMask once, twice, dv[64];
        const int *c = cells.data();
        int m = (int)cells.size();
        scan(s, dv, once, twice);
        if (once != all) return false;
        PMask one = once & ~twice;   /* the symbols with one place */
        if (one)
            for (int i = 0; i < m; i++) {
                PMask d = dv[i] & one;
                if (!d) continue;
                if (!pm_single(d)) return false;   /* two symbols need this one cell */
                if (!s.keep(c[i], d)) return false;
            }
        if (np && twice) s.defer();
        return true;
    }
    /* the locked candidates (after the other rules: fewer runs) */
    bool late(PropStore &s) {
        PMask once, twice, dv[64];
        int m = (int)cells.size();
        scan(s, dv, once, twice);
        for (int p = 0; p < np; p++) {
            PMask u[MAX_PARTS + 1];
            int ns = nseg[p];
            for (int j = 0; j <= ns; j++) u[j] = 0;
            const unsigned char *px = pidx.data() + (size_t)p * m;
            for (int i = 0; i < m; i++) u[px[i]] |= dv[i];
            PMask o1 = 0, o2 = 0;   /* the symbols in at least one meeting, in two or more */
            for (int j = 0; j < ns; j++) { o2 |= o1 & u[j]; o1 |= u[j]; }
            /* in one meeting only (not in the rest), with two places or more (one: placed above) */
            PMask X = o1 & ~o2 & ~u[ns] & twice;
            if (!X) continue;
            for (int j = 0; j < ns; j++) {
                PMask conf = u[j] & X;
                if (!conf) continue;
                int o = obase[p] + j;
                for (const int *x = out.data() + ostart[o], *xe = out.data() + ostart[o + 1]; x < xe; x++)
                    if (!s.keep(*x, ~conf)) return false;
            }
        }
        return true;
    }
    enum { MAX_PARTS = 7 };   /* meetings per partition */
    /* the meetings of each house with the cliques cl (groups and cages whose cells all differ; the
     * house itself among them, skipped) (cells 0..n-1; every house at most 64 cells) */
    static void meet(std::vector<HouseProp *> &hs, int n, const std::vector<const std::vector<int> *> &cl) {
        std::vector<int> pos(n, -1);
        for (size_t a = 0; a < hs.size(); a++) {
            HouseProp &h = *hs[a];
            const std::vector<int> &H = h.cells;
            int m = (int)H.size();
            for (int i = 0; i < m; i++) pos[H[i]] = i;
            std::vector<std::vector<int> > segs, outs;   /* per meeting: positions in H; the cells outside */
            for (size_t b = 0; b < cl.size(); b++) {
                const std::vector<int> &K = *cl[b];
                size_t common = 0;
                for (size_t i = 0; i < K.size(); i++) common += pos[K[i]] >= 0;
                if (common < 2 || common == K.size()) continue;
                segs.push_back(std::vector<int>()); outs.push_back(std::vector<int>());
                for (size_t i = 0; i < K.size(); i++) { if (pos[K[i]] >= 0) segs.back().push_back(pos[K[i]]); else outs.back().push_back(K[i]); }
            }
            for (int i = 0; i < m; i++) pos[H[i]] = -1;
            /* a meeting joins the first partition it does not overlap */
            std::vector<std::vector<int> > pm;
            std::vector<std::vector<char> > used;
            for (size_t q = 0; q < segs.size(); q++) {
                size_t p = 0;
                for (; p < pm.size(); p++) {
                    bool ok = pm[p].size() < (size_t)MAX_PARTS;
                    for (size_t i = 0; i < segs[q].size() && ok; i++) ok = !used[p][segs[q][i]];
                    if (ok) break;
                }
                if (p == pm.size()) { pm.push_back(std::vector<int>()); used.push_back(std::vector<char>(m, 0)); }
                for (size_t i = 0; i < segs[q].size(); i++) used[p][segs[q][i]] = 1;
                pm[p].push_back((int)q);
            }
            h.np = (int)pm.size();
            h.pidx.assign((size_t)h.np * m, 0);
            for (int p = 0; p < h.np; p++) {
                int ns = (int)pm[p].size();
                h.nseg.push_back(ns);
                h.obase.push_back((int)h.ostart.size() - 1);
                for (int i = 0; i < m; i++) h.pidx[(size_t)p * m + i] = (unsigned char)ns;
                for (int j = 0; j < ns; j++) {
                    const std::vector<int> &sg = segs[pm[p][j]], &ou = outs[pm[p][j]];
                    for (size_t i = 0; i < sg.size(); i++) h.pidx[(size_t)p * m + sg[i]] = (unsigned char)j;
                    h.out.insert(h.out.end(), ou.begin(), ou.end());
                    h.ostart.push_back((int)h.out.size());
                }
            }
        }
    }
};

/* A cage: its cells take distinct symbols (at most 16 symbols: bits 0..15) whose values add up
 * to its sum, i.e. the symbols of one of its sets (the symbol sets of its size and sum). Two
 * rules: while more than few_max cells are open (not single), the sets rule (the sets that hold
 * the single cells' symbols and whose other symbols are candidates of the other cells; those
 * cells keep the symbols of such sets, and a symbol in all of them with one place left goes
 * there); with at most few_max open cells, the cage made whole: exactly the candidates that are
 * in some filling of the open cells (distinct, not the single cells' symbols, adding up to what
 * the single cells leave of the sum): one open cell takes the rest, two are paired
 * (PropStore::pairs), with three each candidate of the first is tried and the other two paired
 * (generalized arc consistency). */
struct CageGAC : Prop {
    std::vector<unsigned> sets;      /* the cage's sets */
    int total;                       /* the sum */
    int few_max;                     /* the cage made whole with at most this many open cells */
    /* the required symbols' exclusions (unless empty): the cells outside the cage that are peers
     * of two of its cells or more, ox[j], and which of its cells (bit i: cells[i]) each sees */
    std::vector<int> ox;
    std::vector<unsigned> oseen;
    CageGAC(const std::vector<int> &c, const std::vector<unsigned> &sets_, int sum, int few = 3)
        : Prop(PK_CAGE, false), sets(sets_), total(sum), few_max(few) {
        cells = c;
    }
    /* the outside cells that see two of the cage's cells or more, in increasing order (after the
     * store's peers are in; mk: s.n zeros, left so; touched: scratch) */
    void exclusions(const PropStore &s, std::vector<unsigned> &mk, std::vector<int> &touched) {
        int m = (int)cells.size();
        touched.clear();
        for (int i = 0; i < m; i++)
            for (int j = s.pstart[cells[i]]; j < s.pstart[cells[i] + 1]; j++) {
                int x = s.peer[j];
                if (!mk[x]) touched.push_back(x);
                mk[x] |= 1u << i;
            }
        for (int i = 0; i < m; i++) mk[cells[i]] = 0;
        size_t keep = 0;
        for (size_t t = 0; t < touched.size(); t++) {
            int x = touched[t];
            if (mk[x] && !pm_single(mk[x])) touched[keep++] = x;
            else mk[x] = 0;
        }
        std::sort(touched.begin(), touched.begin() + keep);
        for (size_t t = 0; t < keep; t++) { ox.push_back(touched[t]); oseen.push_back(mk[touched[t]]); mk[touched[t]] = 0; }
    }
    /* the symbols every set still open needs: each, where its places in the cage (two or more)
     * are all seen by a cell outside, leaves that cell */
    bool late(PropStore &s) {
        int m = (int)cells.size();
        unsigned fixed = 0, U = 0;
        for (int i = 0; i < m; i++) {
            unsigned d = (unsigned)s.dom[cells[i]];
            if (pm_single(d)) fixed |= d; else U |= d;
        }
        unsigned req = U;
        for (size_t q = 0; q < sets.size() && req; q++) {
            unsigned S = sets[q];
            if ((S & fixed) != fixed || (S & ~fixed & ~U)) continue;
            req &= S;
        }
        for (; req; req &= req - 1) {
            unsigned b = req & (0u - req), M = 0;
            for (int i = 0; i < m; i++) if (s.dom[cells[i]] & b) M |= 1u << i;
            if (pm_single(M)) continue;   /* (one place: the sets rule places it) */
            for (size_t j = 0; j < ox.size(); j++)
                if (!(M & ~oseen[j]) && !s.keep(ox[j], ~(PMask)b)) return false;
        }
        return true;
    }
    /* first, cheaply: the sets that hold the single cells' symbols and whose other symbols are
     * candidates of the other cells; those cells keep the symbols of such sets, and a symbol in
     * all of them with one place left goes there */
    bool sets_rule(PropStore &s) {
        int m = (int)cells.size(), k = 0;
        unsigned fixed = 0, U = 0;
        for (int i = 0; i < m; i++) {
            unsigned d = (unsigned)s.dom[cells[i]];
            if (pm_single(d)) { if (fixed & d) return false; fixed |= d; }
            else { U |= d; k++; }
        }
        if (!k) { for (size_t q = 0; q < sets.size(); q++) if (sets[q] == fixed) return true; return false; }
        unsigned poss = 0, req = ~0u;
        for (size_t q = 0; q < sets.size(); q++) {
            unsigned S = sets[q];
            if ((S & fixed) != fixed || (S & ~fixed & ~U)) continue;
            poss |= S & ~fixed; req &= S & ~fixed;
        }
        if (!poss) return false;
        for (int i = 0; i < m; i++) {
            PMask d = s.dom[cells[i]];
            if (!pm_single(d) && !s.keep(cells[i], poss)) return false;
        }
        for (unsigned r = req; r; r &= r - 1) {   /* a symbol every set needs, with one place */
            unsigned b = r & (0u - r);
            int at = -1, cnt = 0;
            for (int i = 0; i < m; i++) if (s.dom[cells[i]] & b) { cnt++; at = i; }
            if (!cnt) return false;
            if (cnt == 1 && !s.keep(cells[at], b)) return false;
        }
        return true;
    }
    bool propagate(PropStore &s) {
        if (!ox.empty()) s.defer();
        int m = (int)cells.size(), u = 0, t = total, at[3];
        unsigned fixed = 0;
        for (int i = 0; i < m; i++) {
            PMask d = s.dom[cells[i]];
            if (!pm_single(d)) {
                if (u == few_max) { idempotent = false; return sets_rule(s); }
                at[u++] = i;
            } else {
                if (fixed & d) return false;
                fixed |= (unsigned)d; t -= s.value[pm_low(d)];
            }
        }
        idempotent = true;   /* what it keeps has fillings */
        if (!u) return t == 0;
        PMask sup[3] = {0, 0, 0}, d[3] = {0, 0, 0};
        for (int j = 0; j < u; j++) d[j] = s.dom[cells[at[j]]] & ~(PMask)fixed;
        if (u == 1) sup[0] = d[0] & s.value_bit(t);
        else if (u == 2) s.pairs(d[0], 1, d[1], 1, t, true, sup[0], sup[1]);
        else
            for (PMask x = d[0]; x; x &= x - 1) {   /* three open cells: the first's candidates tried */
                PMask a = x & (0 - x), b1, b2;
                s.pairs(d[1] & ~a, 1, d[2] & ~a, 1, t - s.value[pm_low(a)], true, b1, b2);
                if (b1) { sup[0] |= a; sup[1] |= b1; sup[2] |= b2; }
            }
        for (int j = 0; j < u; j++)
            if (!s.keep(cells[at[j]], sup[j])) return false;
        return true;
    }
};

/* A sum: sum over its cells of coef * value = total, coef +1 or -1 (other coefficients: only
 * in groups of one cell, by bounds, with exact_max 0: a pill arrow's digits); the cells need not differ.
 * The cells are kept in groups of one sign whose cells must all differ (peers). Bounds: the
 * smallest (largest) total of a group is at least (at most) that of distinct values taken
 * greedily from the cells' smallest (largest) candidates; a cell keeps the values that the rest
 * of the sum's bounds allow. When the product of the cells' candidate counts is at most
 * exact_max, the fillings are walked instead (distinct within each group) and a cell keeps
 * exactly the candidates some filling uses. */
struct SumProp : Prop {
    std::vector<int> coef;     /* per cell, in the order of cells: +1 or -1 */
    std::vector<int> gstart;   /* the groups: cells[gstart[g] .. gstart[g+1]) */
    std::vector<int> gof;      /* per cell: its group */
    PMask *gused, *val;        /* scratch of the walk: per group the bits taken, per cell its supports */
    int need;                  /* the walk: candidates without a filling yet */
    int total;
    int exact_max;
    int *work;                 /* scratch: 6 * cells + 2 ints */
    PMask *sup;                /* scratch: per cell */
    PMask *tk;                 /* scratch: per group, the bits its low and high totals take */
    /* (the scratch is the store's, shared by all sums: set at each run) */
    SumProp(int kind, const std::vector<int> &c, const std::vector<int> &co, int sum, PropStore &s, int exact = 256)
        : Prop(kind, false), total(sum), exact_max(exact) {
        /* the groups (the bounds grow with the square of a group's size): for a stated sum (kind
         * PK_SUM) of at most 100 cells largest first: from each cell not yet in a group a clique
         * of its sign grown greedily (the cell with the most neighbours among those left to add,
         * first in order on ties), the largest taken (a pill arrow of 32 cells: a bound of 98, not
         * 80); else in order: a cell joins the first group of its sign whose cells are all its
         * peers (the implied sums: the largest first lost on the hard killers) */
        int m = (int)c.size(), G = 0;
        std::vector<int> &mk = s.scratch;   /* the cell's peers marked */
        if (mk.size() < (size_t)s.n) mk.assign(s.n, 0);
        if (s.iscratch.size() < 4 * (size_t)m) s.iscratch.resize(4 * (size_t)m);
        int *gi = &s.iscratch[0], *ok = gi + m, *gsign = ok + m, *at = gsign + m;   /* per cell its group; per group */
        if (kind == PK_SUM && m <= 100) G = cliques(s, c, co, gi);
        else
            for (int i = 0; i < m; i++) {
                for (int j = s.pstart[c[i]]; j < s.pstart[c[i] + 1]; j++) mk[s.peer[j]] = 1;
                for (int g = 0; g < G; g++) ok[g] = gsign[g] == co[i];
                for (int j = 0; j < i; j++) if (!mk[c[j]]) ok[gi[j]] = 0;
                int g = 0;
                while (g < G && !ok[g]) g++;
                for (int j = s.pstart[c[i]]; j < s.pstart[c[i] + 1]; j++) mk[s.peer[j]] = 0;
                if (g == G) gsign[G++] = co[i];
                gi[i] = g;
            }
        /* the cells by group, in their order within each */
        gstart.assign(G + 1, 0);
        for (int i = 0; i < m; i++) gstart[gi[i] + 1]++;
        for (int g = 0; g < G; g++) { gstart[g + 1] += gstart[g]; at[g] = gstart[g]; }
        cells.resize(m); coef.resize(m); gof.resize(m);
        for (int i = 0; i < m; i++) { int k = at[gi[i]]++; cells[k] = c[i]; coef[k] = co[i]; gof[k] = gi[i]; }
        gused = val = sup = tk = 0; work = 0; need = 0;
        size_t ni = 6 * cells.size() + 2, nm = 2 * cells.size() + 3 * gstart.size();
        if (s.iscratch.size() < ni) s.iscratch.resize(ni);
        if (s.mscratch.size() < nm) s.mscratch.resize(nm);
    }
    /* the cells c (coefficients co) in groups of peers of one sign, the largest clique first;
     * gi: per cell its group. Returns the number of groups. */
    static int cliques(PropStore &s, const std::vector<int> &c, const std::vector<int> &co, int *gi) {
        int m = (int)c.size(), G = 0;
        std::vector<int> &mk = s.scratch;
        std::vector<char> adj((size_t)m * m, 0);
        for (int i = 0; i < m; i++) {
            for (int j = s.pstart[c[i]]; j < s.pstart[c[i] + 1]; j++) mk[s.peer[j]] = 1;
            for (int j = 0; j < m; j++) adj[(size_t)i * m + j] = mk[c[j]] && co[j] == co[i] && c[j] != c[i];
            for (int j = s.pstart[c[i]]; j < s.pstart[c[i] + 1]; j++) mk[s.peer[j]] = 0;
        }
        for (int i = 0; i < m; i++) gi[i] = -1;
        std::vector<int> best, cl, cand, nc;
        for (int left = m; left > 0;) {
            best.clear();
            for (int i0 = 0; i0 < m; i0++) {
                if (gi[i0] >= 0) continue;
                cl.assign(1, i0); cand.clear();
                for (int j = 0; j < m; j++) if (gi[j] < 0 && adj[(size_t)i0 * m + j]) cand.push_back(j);
                while (!cand.empty()) {
                    int bj = -1, bd = -1;
                    for (size_t x = 0; x < cand.size(); x++) {
                        int d = 0;
                        for (size_t y = 0; y < cand.size(); y++) d += adj[(size_t)cand[x] * m + cand[y]];
                        if (d > bd) { bd = d; bj = cand[x]; }
                    }
                    cl.push_back(bj);
                    nc.clear();
                    for (size_t x = 0; x < cand.size(); x++) if (cand[x] != bj && adj[(size_t)bj * m + cand[x]]) nc.push_back(cand[x]);
                    cand.swap(nc);
                }
                if (cl.size() > best.size()) best = cl;
                if ((int)best.size() == left) break;
            }
            for (size_t x = 0; x < best.size(); x++) gi[best[x]] = G;
            G++;
            left -= (int)best.size();
        }
        return G;
    }
    /* a group's smallest total of distinct values, greedily from its cells' smallest candidates:
     * each cell in turn takes the first bit not yet taken at or above its smallest candidate
     * (the bits taken do not depend on the order: linear probing); false if the bits run out.
     * A bit x taken is *passed* when some cell took a bit above x although its smallest candidate
     * is at or below x (x in [its smallest, its bit)); `last` gets the taken bits not passed.
     * Without a cell whose smallest candidate is bit l, the bits taken are the same but the first
     * of `last` at or above l (up to it, one cell fewer needs the run of bits from l on; from it
     * on, no cell that the removed one displaced needs a bit). So that total is the group's less
     * the value of that bit. */
    static bool low_group(const PropStore &s, const int *cl, int a, int b, PMask full, PMask &last, int &sum) {
        PMask T = 0, P = 0;
        int total = 0;
        for (int i = a; i < b; i++) {
            int l = pm_low(s.dom[cl[i]]);
            PMask f = ~T & full & (~(PMask)0 << l);
            if (!f) return false;
            int x = pm_low(f);
            T |= (PMask)1 << x; P |= ((PMask)1 << x) - ((PMask)1 << l);
            total += s.value[x];
        }
        last = T & ~P; sum = total;
        return true;
    }
    static PMask upto(int h) { return h >= 63 ? ~(PMask)0 : (((PMask)1 << (h + 1)) - 1); }
    /* the same from the largest candidates downwards */
    static bool high_group(const PropStore &s, const int *cl, int a, int b, PMask &last, int &sum) {
        PMask T = 0, P = 0;
        int total = 0;
        for (int i = a; i < b; i++) {
            int h = pm_high(s.dom[cl[i]]);
            PMask u = upto(h), f = ~T & u;
            if (!f) return false;
            int x = pm_high(f);
            T |= (PMask)1 << x; P |= u & ~upto(x);
            total += s.value[x];
        }
        last = T & ~P; sum = total;
        return true;
    }
    /* the bit not taken without a cell of smallest candidate l (largest h) */
    static int low_drop(PMask last, int l) { return pm_low(last & (~(PMask)0 << l)); }
    static int high_drop(PMask last, int h) { return pm_high(last & (h == 63 ? ~(PMask)0 : (((PMask)1 << (h + 1)) - 1))); }
    bool propagate(PropStore &s) {
        int m = (int)cells.size(), G = (int)gstart.size() - 1;
        work = &s.iscratch[0]; sup = &s.mscratch[0]; val = sup + m; gused = val + m; tk = gused + G + 1;
        const int *cl = &cells[0];
        uint64_t prod = 1;
        for (int i = 0; i < m && prod <= (uint64_t)exact_max; i++) prod *= (uint64_t)pm_count(s.dom[cl[i]]);
        if (prod <= (uint64_t)exact_max) return exact(s);
        idempotent = false;
        /* the bounds of each group's contribution (coef * its values), and of the whole */
        int *glo = work, *ghi = glo + m, lo = 0, hi = 0;
        PMask *tl = tk, *th = tl + G;
        PMask full = upto(s.N - 1);
        for (int g = 0; g < G; g++) {
            int a, b;
            if (!low_group(s, cl, gstart[g], gstart[g + 1], full, tl[g], a) || !high_group(s, cl, gstart[g], gstart[g + 1], th[g], b)) return false;
            int c = coef[gstart[g]];
            if (c == 1) { glo[g] = a; ghi[g] = b; } else if (c == -1) { glo[g] = -b; ghi[g] = -a; }
            else { glo[g] = c > 0 ? c * a : c * b; ghi[g] = c > 0 ? c * b : c * a; }
            lo += glo[g]; hi += ghi[g];
        }
        if (lo > total || hi < total) return false;
        int slack = std::min(total - lo, hi - total);
        for (int g = 0; g < G; g++)
            for (int i = gstart[g]; i < gstart[g + 1]; i++) {
                PMask d = s.dom[cl[i]];
                int l = pm_low(d), h = pm_high(d);
                if (coef[i] != 1 && coef[i] != -1) {   /* (a pill's digit: alone in its group) */
                    int c = coef[i], rlo = lo - glo[g], rhi = hi - ghi[g];
                    PMask keep = 0;
                    for (PMask x = d; x; x &= x - 1) { int t = c * s.value[pm_low(x)]; if (t + rlo <= total && t + rhi >= total) keep |= x & (0 - x); }
                    if (!s.keep(cl[i], keep)) return false;
                    continue;
                }
                if (s.value[h] - s.value[l] <= slack) continue;   /* nothing to prune */
                /* the rest: the other groups, and this group without cell i */
                int a = (coef[i] > 0 ? glo[g] : -ghi[g]) - s.value[low_drop(tl[g], l)];
                int b = (coef[i] > 0 ? ghi[g] : -glo[g]) - s.value[high_drop(th[g], h)];
                int rlo = lo - glo[g], rhi = hi - ghi[g];
                if (coef[i] > 0) { rlo += a; rhi += b; } else { rlo -= b; rhi -= a; }
                /* coef * v in [total - rhi, total - rlo] */
                PMask keep = coef[i] > 0 ? s.value_range(total - rhi, total - rlo) : s.value_range(rlo - total, rhi - total);
                if (!s.keep(cl[i], keep)) return false;
            }
        return true;
    }
    /* the fillings walked: each cell keeps the candidates some filling uses (the single cells
     * add their values; the others are walked, the fewest candidates first, distinct within
     * each group; the walk stops once every candidate has a filling) */
    bool exact(PropStore &s) {
        idempotent = true;   /* what it keeps has fillings: a second run would remove nothing */
        int m = (int)cells.size(), u = 0, t = total, G = (int)gstart.size() - 1;
        int *idx = work, *rmin = idx + m, *rmax = rmin + m + 1;
        for (int i = 0; i < m; i++) {
            PMask d = s.dom[cells[i]];
            if (pm_single(d)) { t -= coef[i] * s.value[pm_low(d)]; continue; }
            int c = pm_count(d), j = u++;
            while (j > 0 && pm_count(s.dom[cells[idx[j - 1]]]) > c) { idx[j] = idx[j - 1]; j--; }
            idx[j] = i;
        }
        if (!u) return t == 0;
        if (u == 1) {   /* its value is t / coef */
            int i = idx[0];
            return s.keep(cells[i], s.value_bit(coef[i] * t));
        }
        if (u == 2) {   /* x + y = t: a candidate stays when the other cell has t - it (distinct in one group) */
            int i = idx[0], k = idx[1];
            PMask di = s.dom[cells[i]], dk = s.dom[cells[k]], si = 0, sk = 0;
            bool same = gof[i] == gof[k];
            s.pairs(di, coef[i], dk, coef[k], t, same, si, sk);
            if (i < k) return s.keep(cells[i], si) && s.keep(cells[k], sk);
            return s.keep(cells[k], sk) && s.keep(cells[i], si);
        }
        if (u == 3) {   /* the first two cells' candidates tried (the fewest first), the third's value the rest */
            int i0 = idx[0], i1 = idx[1], i2 = idx[2];
            PMask d0 = s.dom[cells[i0]], d1 = s.dom[cells[i1]], d2 = s.dom[cells[i2]], s0 = 0, s1 = 0, s2 = 0;
            bool g01 = gof[i0] == gof[i1], g02 = gof[i0] == gof[i2], g12 = gof[i1] == gof[i2];
            int c0 = coef[i0], c1 = coef[i1], c2 = coef[i2];
            for (PMask x = d0; x; x &= x - 1) {
                PMask a = x & (0 - x), e1 = g01 ? d1 & ~a : d1, e2 = g02 ? d2 & ~a : d2;
                int ta = t - c0 * s.value[pm_low(a)];
                PMask b1, b2;
                s.pairs(e1, c1, e2, c2, ta, g12, b1, b2);
                if (b1) { s0 |= a; s1 |= b1; s2 |= b2; }
                if (s0 == d0 && s1 == d1 && s2 == d2) return true;   /* every candidate has a filling */
            }
            val[i0] = s0; val[i1] = s1; val[i2] = s2;
            for (int i = 0; i < m; i++)   /* (in cell order) */
                if (!pm_single(s.dom[cells[i]]) && !s.keep(cells[i], val[i])) return false;
            return true;
        }
        rmin[u] = rmax[u] = 0;
        need = 0;
        for (int j = u - 1; j >= 0; j--) {
            int i = idx[j];
            PMask d = s.dom[cells[i]];
            int a = coef[i] * s.value[pm_low(d)], b = coef[i] * s.value[pm_high(d)];
            rmin[j] = rmin[j + 1] + std::min(a, b); rmax[j] = rmax[j + 1] + std::max(a, b);
            sup[j] = 0;
            need += pm_count(d);
        }
        if (t < rmin[0] || t > rmax[0]) return false;
        for (int g = 0; g < G; g++) gused[g] = 0;
        if (walk(s, 0, u, t, idx, rmin, rmax) < 0) return true;   /* every candidate has a filling */
        for (int j = 0; j < u; j++) val[idx[j]] = sup[j];
        for (int i = 0; i < m; i++)   /* (in cell order) */
            if (!pm_single(s.dom[cells[i]]) && !s.keep(cells[i], val[i])) return false;
        return true;
    }
    /* the unfixed cells idx[j..u) (j <= u - 2; u >= 4: fewer are solved directly): their
     * fillings adding up to `left`, the last two cells by their pairs; a candidate that starts
     * one is a support (sup). 1: some filling, 0: none, -1: stopped, every candidate has one */
    int walk(const PropStore &s, int j, int u, int left, const int *idx, const int *rmin, const int *rmax) {
        if (left < rmin[j] || left > rmax[j]) return 0;
        int i = idx[j], c = coef[i], g = gof[i];
        PMask used = gused[g];
        if (j == u - 2) {   /* the last two cells: their pairs (PropStore::pairs) */
            int k = idx[j + 1], h = gof[k];
            PMask b1, b2;
            s.pairs(s.dom[cells[i]] & ~used, c, s.dom[cells[k]] & ~gused[h], coef[k], left, g == h, b1, b2);
            if (!b1) return 0;
            PMask n1 = b1 & ~sup[j], n2 = b2 & ~sup[j + 1];
            if (n1 | n2) {
                sup[j] |= b1; sup[j + 1] |= b2;
                if ((need -= pm_count(n1) + pm_count(n2)) == 0) return -1;
            }
            return 1;
        }
        int any = 0;
        for (PMask d = s.dom[cells[i]] & ~used; d; d &= d - 1) {
            PMask bit = d & (0 - d);
            gused[g] = used | bit;
            int r = walk(s, j + 1, u, left - c * s.value[pm_low(bit)], idx, rmin, rmax);
            gused[g] = used;
            if (r < 0) return -1;
            if (r) { any = 1; if (!(sup[j] & bit)) { sup[j] |= bit; if (--need == 0) return -1; } }
        }
        return any;
    }
};
/* A rule between two cells a and b: when a holds bit x, b may hold the bits of ok[x]. Each keeps
 * the candidates that some candidate of the other allows (arc consistency on the pair). */
struct PairProp : Prop {
    std::vector<PMask> ok;
    PairProp(int a, int b, const std::vector<PMask> &table) : Prop(PK_PAIR, true), ok(table) { cells.push_back(a); cells.push_back(b); }
    bool propagate(PropStore &s) {
        int a = cells[0], b = cells[1];
        PMask da = s.dom[a], db = s.dom[b], sa = 0, sb = 0;
        for (PMask x = da; x; x &= x - 1) {
            PMask o = ok[pm_low(x)] & db;
            if (o) { sa |= x & (0 - x); sb |= o; }
        }
        /* every kept candidate of b has a support in sa, and each of sa one in sb: a second run
         * removes nothing */
        return s.keep(a, sa) && s.keep(b, sb);
    }
};

/* A rule over several cells (src/grid/model.h's RK_* but RK_LINEAR and RK_SAMEVALUES): its
 * fillings walked in cell order (peers distinct, a cell listed twice the same), each partial one
 * checked as far as the rule allows (prefix()), each full one by prefix() of all the cells; a cell
 * keeps the candidates some filling uses. The walk stops after `budget` steps and then removes
 * nothing; it does not start when the product of the candidate counts is over `skip`. Either way
 * the rule is checked exactly once every cell is single (one filling, one step). */
struct RuleProp : Prop {
    int rk;
    std::vector<int> arg;
    std::vector<PMask> before;   /* per position: the earlier positions whose cells are peers (the first 64) */
    std::vector<int> same;       /* per position: an earlier position of the same cell, or -1 */
    std::vector<int> val;        /* the walk: the values so far */
    std::vector<PMask> bit, sup; /* the walk: the bits so far; per position the candidates with a filling */
    uint64_t steps, budget, skip;
    int need;
    int how;                     /* 0: the walk; 1: partial sums (sum lines); 2: heights (skyscrapers);
                                  * 3: sets between the ends (sandwiches in a house); 5: partial sums per first value (X-sums);
                                  * 6: the ends' values (between and lockout lines) */
    std::vector<uint64_t> st;    /* partial sums' or heights' states: forward, then backward */
    std::vector<PMask> combos;   /* sandwiches: the sets of middle bits adding up to the sum */
    std::vector<int> ucell;      /* renbans, quads: the cells off the rule that see some cell of it (build_seen) */
    std::vector<uint64_t> useen, uacc;   /* renbans, quads: per position, the ucell (bits, uw words) that see its cell; scratch */
    int uw;
    PMask lowb, highb;           /* sandwiches: the smallest and largest values' bits */
    PMask need_bits;             /* quads: the values needed in its cells (needed()) */
    int sky_low;                 /* skyscrapers: the least height the walk ends at (below) */
    bool sky_strict;             /* skyscrapers: the cells all differ, so a hidden one is below the tallest before it */
    int xw;                      /* X-sums: words per bit set of sums 0 .. the clue */
    bool xhouse;                 /* X-sums: the cells all differ */
    RuleProp(int kind, const std::vector<int> &c, const std::vector<int> &a, const PropStore &s, uint64_t bud = 20000, uint64_t sk = 2000000)
        : Prop(PK_RULE, true), rk(kind), arg(a), steps(0), budget(bud), skip(sk), need(0), how(0), uw(0), lowb(0), highb(0), need_bits(0), sky_low(0), sky_strict(false), xw(0), xhouse(false) {
        cells = c;
        int m = (int)c.size();
        before.assign(m, 0); same.assign(m, -1);
        val.assign(m, 0); bit.assign(m, 0); sup.assign(m, 0);
        bool house = m <= 64;
        for (int i = 0; i < m; i++)
            for (int j = 0; j < i && j < 64; j++) {
                if (c[j] == c[i]) { same[i] = j; house = false; continue; }
                const int *pb = s.peer.data() + s.pstart[c[i]], *pe = s.peer.data() + s.pstart[c[i] + 1];
                if (std::binary_search(pb, pe, c[j])) before[i] |= (PMask)1 << j;
                else house = false;
            }
        bool dup = false;
        for (int i = 0; i < m; i++) dup = dup || same[i] >= 0;
        if (rk == RK_SUMLINE && !dup && arg[0] >= 1 && arg[0] <= 62 && s.value[0] >= 0 && s.value[s.N - 1] <= 62) {
            how = 1; st.assign(2 * (size_t)(m + 1), 0);
        }
        if (rk == RK_XSUM && !dup && s.value[0] >= 0 && m <= 64 && arg[0] >= 0 && arg[0] < 64 * 16) {
            how = 5; xw = arg[0] / 64 + 1; xhouse = house;
            st.assign(2 * (size_t)(m + 1) * xw + xw, 0);
        }
        if (((rk == RK_BETWEEN && m >= 3) || (rk == RK_LOCKOUT && arg[0] >= 1)) && !dup) how = 6;
        if (rk == RK_SKYSCRAPER && !dup && arg[0] <= 30) { how = 2; st.assign(2 * (size_t)(m + 1) * (s.N + 1), 0); sky_low = house ? m : 0; sky_strict = house; }
        if (rk == RK_RENBAN && house && s.consecutive && m <= s.N) {
            how = 4; idempotent = m <= 4;   /* (up to 4 cells its own changes leave nothing more: below) */
            build_seen(s);
        }
        if (rk == RK_QUAD && !dup) {   /* its values, needed (as bits) */
            for (size_t j = 0; j < arg.size(); j++) need_bits |= s.value_bit(arg[j]);
            build_seen(s);
        }
        if (rk == RK_SANDWICH && house && s.N <= 16) {
            int lb = s.first_ge(arg[1]), hb = s.first_ge(arg[2]);
            if (lb < s.N && hb < s.N && s.value[lb] == arg[1] && s.value[hb] == arg[2] && lb != hb) {
                how = 3; lowb = (PMask)1 << lb; highb = (PMask)1 << hb;
                PMask mid = (((PMask)1 << s.N) - 1) & ~lowb & ~highb;
                for (PMask x = 0;; x = (x - mid) & mid) {   /* every subset of mid */
                    int t = 0;
                    for (PMask y = x; y; y &= y - 1) t += s.value[pm_low(y)];
                    if (t == arg[0]) combos.push_back(x);
                    if (x == mid) break;
                }
            }
        }
    }
    /* the cells off the rule that see its cells (ucell), and per cell of the rule those it sees,
     * as bit sets over ucell (useen): for needed() */
    void build_seen(const PropStore &s) {
        const std::vector<int> &c = cells;
        int m = (int)c.size();
        for (int i = 0; i < m; i++)
            for (int j = s.pstart[c[i]]; j < s.pstart[c[i] + 1]; j++)
                if (std::find(c.begin(), c.end(), s.peer[j]) == c.end()) ucell.push_back(s.peer[j]);
        std::sort(ucell.begin(), ucell.end());
        ucell.erase(std::unique(ucell.begin(), ucell.end()), ucell.end());
        uw = (int)(ucell.size() + 63) / 64;
        useen.assign((size_t)m * uw, 0); uacc.assign(uw, 0);
        for (int i = 0; i < m; i++)
            for (int j = s.pstart[c[i]]; j < s.pstart[c[i] + 1]; j++) {
                std::vector<int>::const_iterator u = std::lower_bound(ucell.begin(), ucell.end(), s.peer[j]);
                if (u != ucell.end() && *u == s.peer[j]) { size_t x = (size_t)(u - ucell.begin()); useen[(size_t)i * uw + x / 64] |= (uint64_t)1 << (x % 64); }
            }
    }
    /* the first k values (k >= 1) can start a filling, as far as the rule can tell (k = the
     * cells: they are one) */
    bool prefix(int k) const {
        const int *v = &val[0];
        int m = (int)cells.size();
        switch (rk) {
        case RK_SANDWICH: {   /* arg: the sum, the smallest value, the largest */
            int p = -1, q = -1;
            for (int i = 0; i < k; i++) { if (v[i] == arg[1]) p = i; if (v[i] == arg[2]) q = i; }
            if (p < 0 && q < 0) return k < m;
            if (p >= 0 && q >= 0) {
                int a = std::min(p, q), b = std::max(p, q), t = 0;
                for (int i = a + 1; i < b; i++) t += v[i];
                return t == arg[0];
            }
            int t = 0;
            for (int i = std::max(p, q) + 1; i < k; i++) t += v[i];
            return t <= arg[0] && k < m;
        }
        case RK_XSUM: {
            int x = v[0], t = 0;
            if (x < 1 || x > m) return false;
            for (int i = 0; i < k && i < x; i++) t += v[i];
            return k >= x ? t == arg[0] : t <= arg[0];
        }
        case RK_SKYSCRAPER: {
            int seen = 0, top = 0;
            for (int i = 0; i < k; i++) if (v[i] > top) { seen++; top = v[i]; }
            return seen <= arg[0] && seen + (m - k) >= arg[0];
        }
        case RK_BETWEEN: case RK_LOCKOUT: {   /* the ends first */
            if (k < 2) return true;
            int lo = std::min(v[0], v[1]), hi = std::max(v[0], v[1]);
            if (k == 2) return rk == RK_BETWEEN ? m == 2 || hi - lo >= 2 : hi - lo >= arg[0];
            int x = v[k - 1];
            return rk == RK_BETWEEN ? lo < x && x < hi : x < lo || x > hi;
        }
        case RK_SUMLINE: {
            if (arg[1]) {   /* a loop: some cut point starts the runs */
                if (k < m) return true;
                for (int o = 0; o < m; o++) {
                    int t = 0;
                    bool ok = true;
                    for (int i = 0; i < m && ok; i++) { t += v[(o + i) % m]; if (t == arg[0]) t = 0; else ok = t < arg[0]; }
                    if (ok && t == 0) return true;
                }
                return false;
            }
            int t = 0;   /* greedily: a run ends as soon as it reaches the sum (values are >= 0) */
            for (int i = 0; i < k; i++) { t += v[i]; if (t == arg[0]) t = 0; else if (t > arg[0]) return false; }
            return k < m || t == 0;
        }
        case RK_QUAD: {   /* the values still missing fit in the cells left */
            int miss = 0;
            for (size_t j = 0; j < arg.size(); j++) {
                if (j && arg[j] == arg[j - 1]) continue;   /* (sorted) */
                int want = 0, have = 0;
                for (size_t q = j; q < arg.size() && arg[q] == arg[j]; q++) want++;
                for (int i = 0; i < k; i++) have += v[i] == arg[j];
                if (have < want) miss += want - have;
            }
            return miss <= m - k;
        }
        case RK_RENBAN: {
            int lo = v[0], hi = v[0];
            for (int i = 1; i < k; i++) { lo = std::min(lo, v[i]); hi = std::max(hi, v[i]); }
            return hi - lo < m;
        }
        case RK_VINDEX: {
            if (k < 2) return true;
            int d = v[1];
            if (d < 1 || d > m - 2) return false;
            return k < 2 + d || v[1 + d] == v[0];
        }
        }
        return true;
    }
    /* 1: some filling, 0: none, -1: stopped (every candidate has one, or the budget ran out) */
    int walk(const PropStore &s, int i) {
        int m = (int)cells.size();
        if (i == m) {
            for (int j = 0; j < m; j++)
                if (!(sup[j] & bit[j])) { sup[j] |= bit[j]; if (--need == 0) return -1; }
            return 1;
        }
        PMask d = s.dom[cells[i]];
        if (same[i] >= 0) d &= bit[same[i]];
        for (PMask b = before[i]; b; b &= b - 1) d &= ~bit[pm_low(b)];
        int any = 0;
        for (; d; d &= d - 1) {
            if (++steps > budget) return -1;
            bit[i] = d & (0 - d); val[i] = s.value[pm_low(d)];
            if (!prefix(i + 1)) continue;
            int r = walk(s, i + 1);
            if (r < 0) return -1;
            any |= r;
        }
        return any;
    }
    /* sum lines by partial sums (as ISS does): at each boundary the partial sums (a bit each, 0 to
     * the sum less 1) that the cells before can reach, and those from which the cells after can
     * end the line; a candidate stays when it joins one of each. A loop starts from any partial
     * sum and must come back to it: the first boundary's set is cut to the last one's until it
     * holds (a relaxation: the walk checks a loop's filling once every cell is single). */
    bool sumline(PropStore &s) {
        int m = (int)cells.size(), S = arg[0];
        bool loop = arg[1] != 0;
        uint64_t live = ((uint64_t)1 << S) - 1, *F = &st[0], *B = F + m + 1;
        F[0] = loop ? live : 1;
        for (;;) {
            for (int i = 0; i < m; i++) {
                uint64_t nx = 0;
                for (PMask d = s.dom[cells[i]]; d; d &= d - 1) {
                    uint64_t x = F[i] << s.value[pm_low(d)];
                    nx |= (x & live) | (x >> S & 1);
                }
                F[i + 1] = nx;
            }
            if (!loop) break;
            uint64_t f0 = F[0] & F[m];
            if (!f0) return false;
            if (f0 == F[0]) break;
            F[0] = f0;
        }
        if (!(loop ? F[0] : F[m] & 1)) return false;
        B[m] = loop ? F[0] : 1;
        bool all_single = true;
        for (int i = m - 1; i >= 0; i--) {
            PMask d = s.dom[cells[i]], k = 0;
            uint64_t bi = 0;
            all_single = all_single && pm_single(d);
            for (PMask x = d; x; x &= x - 1) {
                int v = s.value[pm_low(x)];
                uint64_t pre = (B[i + 1] >> v) & live;
                if ((B[i + 1] & 1) && v > 0 && v <= S) pre |= (uint64_t)1 << (S - v);
                bi |= pre;
                if (pre & F[i]) k |= x & (0 - x);
            }
            B[i] = bi;
            sup[i] = k;
        }
        if (loop && all_single) {
            for (int i = 0; i < m; i++) val[i] = s.value[pm_low(s.dom[cells[i]])];
            return prefix(m);
        }
        for (int i = 0; i < m; i++) if (!s.keep(cells[i], sup[i])) return false;
        return true;
    }
    /* (sky_low: the line's cells all differ (a house): the tallest of its m values is at least the
     * m-th smallest, so the walk ends there or higher; as ISS's terminal heights) */
    /* skyscrapers by heights (as ISS does): at each boundary, per tallest value so far (or none),
     * the counts seen that the cells before can give and those from which the cells after can
     * end on the clue; a candidate stays when it joins one of each (exact without distinctness).
     * On a line of distinct cells (sky_strict) a hidden cell is strictly below the tallest before
     * it (not equal: its peer): without that, Trollscraper (testdata/groups/svs-slow) took 272 K
     * search nodes for its first solution, 827 K for --unique; with it 2.3 K and 3.5 K */
    bool skyscraper(PropStore &s) {
        int m = (int)cells.size(), H = s.N + 1, T = arg[0];
        uint64_t cap = ((uint64_t)1 << (T + 1)) - 1, *F = &st[0], *B = F + (size_t)(m + 1) * H;
        for (int h = 0; h < H; h++) F[h] = 0;
        F[0] = 1;
        for (int i = 0; i < m; i++) {
            uint64_t *f = F + (size_t)i * H, *g = f + H;
            for (int h = 0; h < H; h++) g[h] = 0;
            PMask d = s.dom[cells[i]];
            for (int h = 0; h < H; h++) {
                if (!f[h]) continue;
                for (PMask x = d; x; x &= x - 1) {
                    int b = pm_low(x);
                    if (h == 0 ? s.value[b] > 0 : b + 1 > h) g[b + 1] |= (f[h] << 1) & cap;
                    else if (!sky_strict || b + 1 != h) g[h] |= f[h];
                }
            }
        }
        uint64_t *bm = B + (size_t)m * H, goal = (uint64_t)1 << T;
        bool any = false;
        for (int h = 0; h < H; h++) { bm[h] = h < sky_low ? 0 : goal; any = any || (F[(size_t)m * H + h] & bm[h]); }
        if (!any) return false;
        for (int i = m - 1; i >= 0; i--) {
            uint64_t *f = F + (size_t)i * H, *b0 = B + (size_t)i * H, *b1 = b0 + H;
            PMask d = s.dom[cells[i]], k = 0;
            for (int h = 0; h < H; h++) b0[h] = 0;
            for (PMask x = d; x; x &= x - 1) {
                int b = pm_low(x);
                for (int h = 0; h < H; h++) {
                    uint64_t need = (h == 0 ? s.value[b] > 0 : b + 1 > h) ? b1[b + 1] >> 1 : (sky_strict && b + 1 == h) ? 0 : b1[h];
                    b0[h] |= need;
                    if (f[h] & need) k |= x & (0 - x);
                }
            }
            sup[i] = k;
        }
        for (int i = 0; i < m; i++) if (!s.keep(cells[i], sup[i])) return false;
        return true;
    }
    /* X-sums by partial sums: per value x the first cell may take (1 .. the cells), the sums
     * below the clue that cells 1 .. j - 1 can reach (bit sets, forward) and those from which cells
     * j .. x - 1 can end on the clue less x (backward); x stays when the clue is reached, and a
     * candidate of cells 1 .. x - 1 stays when it joins the two; the cells from x on are free (in
     * a house none takes x). Exact without distinctness among cells 1 .. x - 1. (The rule's walk
     * skipped every line whose candidates have over 2 million fillings: no X-sum was read before
     * its row was nearly solved.) */
    bool xsum(PropStore &s) {
        int m = (int)cells.size(), S = arg[0], W = xw;
        uint64_t *F = &st[0], *B = F + (size_t)(m + 1) * W, *t = B + (size_t)(m + 1) * W;
        for (int i = 0; i < m; i++) sup[i] = 0;
        PMask d0 = s.dom[cells[0]];
        for (PMask y = d0; y; y &= y - 1) {
            PMask b0 = y & (0 - y);
            int x = s.value[pm_low(b0)], T = S - x;
            if (x < 1 || x > m || T < 0) continue;
            PMask off = xhouse ? ~b0 : ~(PMask)0;   /* (in a house no other cell takes x) */
            for (int w = 0; w < W; w++) F[W + w] = 0;
            F[W] = 1;   /* F[j]: the sums of cells 1 .. j - 1 */
            for (int j = 1; j < x; j++) {
                uint64_t *a = F + (size_t)j * W, *b = a + W;
                for (int w = 0; w < W; w++) b[w] = 0;
                for (PMask z = s.dom[cells[j]] & off; z; z &= z - 1) bits_shl_or(b, a, s.value[pm_low(z)], W);
            }
            if (!(F[(size_t)x * W + T / 64] >> (T % 64) & 1)) continue;
            uint64_t *bx = B + (size_t)x * W;   /* B[j]: the sums of cells 1 .. j - 1 that can end on T */
            for (int w = 0; w < W; w++) bx[w] = 0;
            bx[T / 64] = (uint64_t)1 << (T % 64);
            for (int j = x - 1; j >= 1; j--) {
                uint64_t *a = B + (size_t)(j + 1) * W, *b = B + (size_t)j * W;
                for (int w = 0; w < W; w++) b[w] = 0;
                for (PMask z = s.dom[cells[j]] & off; z; z &= z - 1) bits_shr_or(b, a, s.value[pm_low(z)], W);
            }
            sup[0] |= b0;
            for (int j = 1; j < x; j++) {
                const uint64_t *a = F + (size_t)j * W, *b = B + (size_t)(j + 1) * W;
                for (PMask z = s.dom[cells[j]] & off & ~sup[j]; z; z &= z - 1) {
                    for (int w = 0; w < W; w++) t[w] = 0;
                    bits_shl_or(t, a, s.value[pm_low(z)], W);
                    bool hit = false;
                    for (int w = 0; w < W && !hit; w++) hit = (t[w] & b[w]) != 0;
                    if (hit) sup[j] |= z & (0 - z);
                }
            }
            for (int j = x; j < m; j++) sup[j] |= s.dom[cells[j]] & off;
        }
        for (int i = 0; i < m; i++) if (!s.keep(cells[i], sup[i])) return false;
        return true;
    }
    /* between and lockout lines by their ends: each low value p and high value q > p the two ends
     * can take (either way round; lockout: q - p at least the difference) for which every other
     * cell has a value strictly between them (lockout: outside [p, q]); a candidate stays when
     * some such p, q allows it (exact without distinctness). (The walk skipped every line whose
     * candidates have over 2 million fillings: a line of 7 cells or more read nothing on an empty
     * grid.) */
    bool ends(PropStore &s) {
        int m = (int)cells.size();
        PMask d0 = s.dom[cells[0]], d1 = s.dom[cells[1]], any = d0 | d1;
        bool lock = rk == RK_LOCKOUT;
        for (int i = 0; i < m; i++) sup[i] = 0;
        for (PMask x = any; x; x &= x - 1) {
            int p = pm_low(x);
            for (PMask y = any & ~(((PMask)2 << p) - 1); y; y &= y - 1) {
                int q = pm_low(y);
                bool a = (d0 >> p & 1) && (d1 >> q & 1), b = (d0 >> q & 1) && (d1 >> p & 1);
                if (!a && !b) continue;
                if (lock && s.value[q] - s.value[p] < arg[0]) continue;
                PMask mid = (((PMask)1 << q) - 1) & ~(((PMask)2 << p) - 1);   /* bits strictly between */
                PMask ok = lock ? ~mid & ~((PMask)1 << p) & ~((PMask)1 << q) : mid;
                bool all = true;
                for (int i = 2; i < m && all; i++) all = (s.dom[cells[i]] & ok) != 0;
                if (!all) continue;
                if (a) { sup[0] |= (PMask)1 << p; sup[1] |= (PMask)1 << q; }
                if (b) { sup[0] |= (PMask)1 << q; sup[1] |= (PMask)1 << p; }
                for (int i = 2; i < m; i++) sup[i] |= s.dom[cells[i]] & ok;
            }
        }
        for (int i = 0; i < m; i++) if (!s.keep(cells[i], sup[i])) return false;
        return true;
    }
    /* sandwiches in a house: each place p of the smallest value and q of the largest, each set C
     * of middle values adding up to the sum with as many values as cells between: the cells
     * between take C (all of it), the others the rest of the middle values (all of them when
     * the line holds every value); a candidate stays when some such choice uses it (exact once
     * every cell is single) */
    bool sandwich(PropStore &s) {
        int m = (int)cells.size();
        PMask mid = (((PMask)1 << s.N) - 1) & ~lowb & ~highb;
        for (int i = 0; i < m; i++) sup[i] = 0;
        for (int p = 0; p < m; p++) {
            if (!(s.dom[cells[p]] & lowb)) continue;
            for (int q = 0; q < m; q++) {
                if (q == p || !(s.dom[cells[q]] & highb)) continue;
                int a = std::min(p, q), b = std::max(p, q), between = b - a - 1;
                for (size_t j = 0; j < combos.size(); j++) {
                    PMask C = combos[j], O = mid & ~C, cov = 0, out = 0;
                    if (pm_count(C) != between) continue;
                    bool ok = true;
                    for (int i = a + 1; i < b && ok; i++) { PMask x = s.dom[cells[i]] & C; ok = x != 0; cov |= x; }
                    if (!ok || cov != C) continue;
                    for (int i = 0; i < m && ok; i++) {
                        if (i >= a && i <= b) continue;
                        PMask x = s.dom[cells[i]] & O;
                        ok = x != 0; out |= x;
                    }
                    if (!ok || (m == s.N && out != O)) continue;
                    sup[p] |= lowb; sup[q] |= highb;
                    for (int i = 0; i < m; i++)
                        if (i != p && i != q) sup[i] |= s.dom[cells[i]] & (i > a && i < b ? C : O);
                }
            }
        }
        for (int i = 0; i < m; i++) if (!s.keep(cells[i], sup[i])) return false;
        return true;
    }
    /* the ways cells i.. of a short renban take the values of d (each cell's candidates within a
     * run W) one each, none of used: per cell, the values it takes in some way, into got */
    static bool renban_ways(const PMask *d, int i, int m, PMask used, PMask *pick, PMask *got) {
        if (i == m) { for (int j = 0; j < m; j++) got[j] |= pick[j]; return true; }
        bool some = false;
        for (PMask x = d[i] & ~used; x; x &= x - 1) {
            pick[i] = x & (0 - x);
            if (renban_ways(d, i + 1, m, used | pick[i], pick, got)) some = true;
        }
        return some;
    }
    /* a renban (its cells peers, consecutive values): the runs of as many bits as cells that
     * every cell meets and whose every value some cell can take; a cell keeps its candidates in
     * one of them, and a value in all of them with one place left goes there (ISS's hidden
     * singles on a renban). Up to 4 cells, a run counts only if the cells can take its values one
     * each, and a cell keeps only the values it takes in some such way (at most 4! ways a run:
     * the renban's every candidate then has a filling, so no pair rule is needed beside it) */
    bool renban(PropStore &s) {
        int m = (int)cells.size();
        PMask any = 0, all = ~(PMask)0, run = ((PMask)1 << m) - 1;
        PMask d[4], pick[4], got[4] = {0, 0, 0, 0};
        for (int lo = 0; lo + m <= s.N; lo++) {
            PMask W = run << lo, cov = 0;
            bool ok = true;
            for (int i = 0; i < m && ok; i++) { PMask x = s.dom[cells[i]] & W; ok = x != 0; cov |= x; }
            if (!ok || cov != W) continue;
            if (m <= 4) {
                for (int i = 0; i < m; i++) d[i] = s.dom[cells[i]] & W;
                if (!renban_ways(d, 0, m, 0, pick, got)) continue;
            }
            any |= W; all &= W;
        }
        if (!any) return false;
        for (int i = 0; i < m; i++) if (!s.keep(cells[i], m <= 4 ? got[i] : any)) return false;
        return needed(s, all);
    }
    /* each value of `all` must be in some cell of the rule: with no place left a conflict, with
     * one it goes there, and with more it leaves the cells outside that see all its places
     * (ISS's required value exclusions): those off the rule's cells seeing every place, by the
     * bit sets of build_seen() */
    bool needed(PropStore &s, PMask all) {
        int m = (int)cells.size();
        for (PMask x = all; x; x &= x - 1) {
            PMask v = x & (0 - x);
            int place = -1, n = 0;
            for (int i = 0; i < m; i++) if (s.dom[cells[i]] & v) { place = i; n++; }
            if (!n) return false;
            if (n == 1) { if (!s.keep(cells[place], v)) return false; continue; }
            uint64_t *acc = uacc.data();
            for (int w = 0; w < uw; w++) acc[w] = ~(uint64_t)0;
            for (int i = 0; i < m; i++)
                if (s.dom[cells[i]] & v) for (int w = 0; w < uw; w++) acc[w] &= useen[(size_t)i * uw + w];
            for (int w = 0; w < uw; w++)
                for (uint64_t y = acc[w]; y; y &= y - 1) {
                    int o = ucell[(size_t)w * 64 + (size_t)__builtin_ctzll(y)];
                    if ((s.dom[o] & v) && !s.keep(o, ~v)) return false;
                }
        }
        return true;
    }
    bool propagate(PropStore &s) {
        if (how == 4) return renban(s);
        if (how == 1) return sumline(s);
        if (how == 5) return xsum(s);
        if (how == 6) return ends(s);
        if (how == 2) return skyscraper(s);
        if (how == 3) return sandwich(s);
        int m = (int)cells.size();
        uint64_t prod = 1;
        need = 0;
        for (int i = 0; i < m; i++) {
            int c = pm_count(s.dom[cells[i]]);
            if (prod <= skip) prod *= (uint64_t)c;
            if (same[i] < 0) need += c;
            sup[i] = 0;
        }
        for (int i = 0; i < m; i++) if (same[i] >= 0) sup[i] = ~(PMask)0;   /* (counted at the first) */
        if (prod > skip) { idempotent = false; return !need_bits || needed(s, need_bits); }
        steps = 0;
        int r = walk(s, 0);
        if (r < 0) { idempotent = need == 0 && !need_bits; return !need_bits || needed(s, need_bits); }   /* every candidate has a filling, or stopped */
        if (!r) return false;
        idempotent = !need_bits;
        for (int i = 0; i < m; i++) if (same[i] < 0 && !s.keep(cells[i], sup[i])) return false;
        return !need_bits || needed(s, need_bits);   /* (a quad's values) */
    }
};

/* Runs of cells (len[i] cells each, in order) that all add up to one sum S: RegionSumLine's
 * pieces of a line in each box. The sums S may take are those every run can reach (bit sets over
 * 0 .. the largest sum, values >= 0): a run's reachable sums by its cells' candidates (forwards,
 * one cell at a time), cut, when its cells are all peers, to the sums of len[i] distinct values of
 * their union (a run of 5 cells in a box adds up to 15 or more); then a candidate of a run's cell
 * stays when it joins a partial sum before it to one after it that ends on such an S (exact for
 * each run without distinctness). The pairwise sums beside it (consecutive runs equal, SumProps)
 * prune by bounds; this one carries what all the runs allow to each. Dear: it runs once the
 * queue is empty (late()). Measured on the 86 puzzles with RegionSumLine (ISS's examples, the
 * corpus): nodes 1.50 M -> 0.60 M, time 7.0 -> 4.8 s `--unique` (docs/performance.md). */
struct EqualSumsProp : Prop {
    std::vector<int> len, start;
    std::vector<char> distinct;        /* per run: its cells all peers */
    int W;                             /* words per bit set */
    std::vector<uint64_t> F, B, D, t, C;   /* per run position: forward, backward sets; S's; scratch */
    EqualSumsProp(const std::vector<int> &c, const std::vector<int> &l, int maxsum, const PropStore &s) : Prop(PK_RULE, false), len(l) {
        cells = c;
        W = maxsum / 64 + 1;
        int mx = 0, at = 0;
        for (size_t i = 0; i < len.size(); i++) {
            start.push_back(at);
            bool d = true;
            for (int x = 0; x < len[i] && d; x++)
                for (int y = 0; y < x && d; y++) {
                    const int *pb = s.peer.data() + s.pstart[c[at + x]], *pe = s.peer.data() + s.pstart[c[at + x] + 1];
                    d = std::binary_search(pb, pe, c[at + y]);
                }
            distinct.push_back(d);
            at += len[i]; mx = std::max(mx, len[i]);
        }
        F.assign((size_t)(mx + 1) * W * len.size(), 0); B.assign((size_t)(mx + 1) * W, 0); D.assign(W, 0); t.assign(W, 0);
        C.assign((size_t)(mx + 1) * W, 0);
    }
    bool propagate(PropStore &s) { s.defer(); return true; }
    bool late(PropStore &s) {
        int R = (int)len.size();
        size_t per = F.size() / R;
        for (int w = 0; w < W; w++) D[w] = ~(uint64_t)0;
        for (int i = 0; i < R; i++) {
            uint64_t *f = &F[i * per];
            int L = len[i];
            PMask uni = 0;
            for (int w = 0; w < W; w++) f[w] = 0;
            f[0] = 1;
            for (int j = 0; j < L; j++) {
                uint64_t *a = f + (size_t)j * W, *b = a + W;
                PMask d = s.dom[cells[start[i] + j]];
                uni |= d;
                for (int w = 0; w < W; w++) b[w] = 0;
                for (PMask x = d; x; x &= x - 1) bits_shl_or(b, a, s.value[pm_low(x)], W);
            }
            uint64_t *end = f + (size_t)L * W;
            if (distinct[i] && L > 1) {   /* C[c]: the sums of c distinct values of the union */
                for (size_t z = 0; z < C.size(); z++) C[z] = 0;
                C[0] = 1;
                for (PMask x = uni; x; x &= x - 1) {
                    int v = s.value[pm_low(x)];
                    for (int c = L; c >= 1; c--) bits_shl_or(&C[(size_t)c * W], &C[(size_t)(c - 1) * W], v, W);
                }
                for (int w = 0; w < W; w++) end[w] &= C[(size_t)L * W + w];
            }
            bool any = false;
            for (int w = 0; w < W; w++) { D[w] &= end[w]; any = any || D[w]; }
            if (!any) return false;
        }
        for (int i = 0; i < R; i++) {
            const uint64_t *f = &F[i * per];
            int L = len[i];
            for (int w = 0; w < W; w++) B[(size_t)L * W + w] = D[w];
            for (int j = L - 1; j >= 0; j--) {   /* B[j]: the partial sums of cells 0 .. j - 1 that can end on an S */
                uint64_t *a = &B[(size_t)(j + 1) * W], *b = &B[(size_t)j * W];
                for (int w = 0; w < W; w++) b[w] = 0;
                for (PMask x = s.dom[cells[start[i] + j]]; x; x &= x - 1) bits_shr_or(b, a, s.value[pm_low(x)], W);
            }
            for (int j = 0; j < L; j++) {
                int k = cells[start[i] + j];
                PMask sup = 0;
                const uint64_t *a = f + (size_t)j * W, *b = &B[(size_t)(j + 1) * W];
                for (PMask x = s.dom[k]; x; x &= x - 1) {
                    for (int w = 0; w < W; w++) t[w] = 0;
                    bits_shl_or(&t[0], a, s.value[pm_low(x)], W);
                    bool hit = false;
                    for (int w = 0; w < W && !hit; w++) hit = (t[w] & b[w]) != 0;
                    if (hit) sup |= x & (0 - x);
                }
                if (!s.keep(k, sup)) return false;
            }
        }
        return true;
    }
};

/* Runs of cells (K of L cells each: cells[j * L .. j * L + L)) that hold the same values, as
 * often: a value stays only where every run can hold it; with lo_j / hi_j the cells of run j
 * that are that value / may be it, the count lies between the largest lo and the smallest hi:
 * a run whose hi is the largest lo has it in every cell that may be it, a run whose lo is the
 * smallest hi in no other cell. */
struct SameValuesProp : Prop {
    int K, L;
    SameValuesProp(const std::vector<int> &c, int k) : Prop(PK_RULE, false), K(k), L((int)c.size() / k) { cells = c; }
    bool propagate(PropStore &s) {
        PMask in = ~(PMask)0;
        for (int j = 0; j < K; j++) {
            PMask u = 0;
            for (int i = 0; i < L; i++) u |= s.dom[cells[j * L + i]];
            in &= u;
        }
        for (size_t i = 0; i < cells.size(); i++) if (!s.keep(cells[i], in)) return false;
        for (PMask x = in; x; x &= x - 1) {
            PMask b = x & (0 - x);
            int most_lo = 0, least_hi = L;
            for (int j = 0; j < K; j++) {
                int lo = 0, hi = 0;
                for (int i = 0; i < L; i++) { PMask d = s.dom[cells[j * L + i]]; lo += d == b; hi += (d & b) != 0; }
                most_lo = std::max(most_lo, lo); least_hi = std::min(least_hi, hi);
            }
            if (most_lo > least_hi) return false;
            for (int j = 0; j < K; j++) {
                int lo = 0, hi = 0;
                for (int i = 0; i < L; i++) { PMask d = s.dom[cells[j * L + i]]; lo += d == b; hi += (d & b) != 0; }
                if (hi == most_lo && lo < hi) {
                    for (int i = 0; i < L; i++) if ((s.dom[cells[j * L + i]] & b) && !s.keep(cells[j * L + i], b)) return false;
                } else if (lo == least_hi && lo < hi)
                    for (int i = 0; i < L; i++) if (s.dom[cells[j * L + i]] != b && !s.keep(cells[j * L + i], ~b)) return false;
            }
        }
        return true;
    }
};
#endif
