// Stress test of the judge core's hot path (src/dlx_core.h) against oracles written here.
//   stress_hot [N [SEED]]   (defaults 2000 instances, seed 1)
// Every instance has at least 100 primary items, so the search runs on the hint stack (forced
// moves and dead ends from the hints), count() on its shortcut (len_sum == prim_left: one completion) and
// its bit-mask tail, and the options' other items through commit_others / uncommit_others.
// Kinds of instance (item numbers and option order shuffled):
//  - blocks: disjoint blocks of 2..6 primary items (some with secondary items and colors), each a
//    planted exact cover plus random options; the count is the product of the blocks' counts,
//    each found by backtracking over the block's subsets of options;
//  - several 4x4 sudokus in one matrix (64 items each), and 9x9 sudokus (324 items), with givens
//    left out of the matrix and more selected by select_row(); the count is the product of the
//    boards' counts by a cell-by-cell sudoku backtracker.
// A second oracle, a naive Algorithm X on arrays (Knuth's rule: fewest live options, ties to the
// first item; options in input order), gives the solutions in order and the node counts.
// Checks: count() (with the tail, without it, from a random depth) equals the oracles, and without
// the tail it takes the oracle's number of nodes (where every item left has one option, one
// completion: count()'s shortcut, without secondary items); first()
// finds a valid cover (every primary item once, secondary items once or in one color), the
// oracle's first, after the same number of nodes; next() with random budgets visits the oracle's
// solutions in the oracle's order in the same number of nodes (with set_quick_forced(true): the
// same solutions in the same order); select_row() accepts exactly the compatible options, and
// count/first/next after it agree with the oracles; snapshot()/restore() and every finished or
// abandoned search, unselect_all() leave every link as it was. Exit 1 on the first mismatch.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "src/dlx_core.h"
#include "rng.h"

typedef unsigned long long u64;
typedef std::vector<int> Vi;

struct Inst {
    int n, np;
    std::vector<Vi> items, colors;  // per option: its items (1-based), their colors (0: none)
};

static int cur = -1;
static const char *kind = "";
static void fail(const char *what) {
    std::printf("stress_hot: instance %d (%s): %s\n", cur, kind, what);
    std::exit(1);
}

// ---------------------------------------------------------------- a solution is an exact cover
static bool valid(const Inst &I, const Vi &rows) {
    Vi cnt(I.n + 1, 0), col(I.n + 1, 0);
    for (size_t k = 0; k < rows.size(); k++) {
        int r = rows[k];
        if (r < 0 || r >= (int)I.items.size()) return false;
        bool prim = false;
        for (size_t j = 0; j < I.items[r].size(); j++) {
            int x = I.items[r][j], c = I.colors[r][j];
            if (++cnt[x] == 1) col[x] = c;
            if (x <= I.np) { prim = true; if (cnt[x] > 1) return false; }
            else if (cnt[x] > 1 && (c == 0 || col[x] != c)) return false;
        }
        if (!prim) return false;
    }
    for (int x = 1; x <= I.np; x++) if (cnt[x] != 1) return false;
    return true;
}

// ---------------------------------------------------------------- oracle: naive Algorithm X
// The state is explicit: an option is live while it agrees with every chosen option; an item's
// length is the number of live options on it. No links, no hints.
struct XOracle {
    const Inst *I;
    std::vector<Vi> prim, conf, on;   // per option: primary items, conflicting options; per item: options
    Vi live, len, active, chosen, undo;
    std::vector<Vi> sols;             // in the order found (sorted rows), up to cap
    u64 nodes, first_nodes, count, cap;
    bool stop_first, shortcut;

    void build(const Inst &in) {
        I = &in;
        int R = (int)in.items.size();
        prim.assign(R, Vi()); conf.assign(R, Vi()); on.assign(in.n + 1, Vi());
        for (int r = 0; r < R; r++)
            for (size_t j = 0; j < in.items[r].size(); j++) {
                int x = in.items[r][j];
                on[x].push_back(r);
                if (x <= in.np) prim[r].push_back(x);
            }
        Vi seen(R, -1);
        for (int r = 0; r < R; r++) {
            seen[r] = r;
            for (size_t j = 0; j < in.items[r].size(); j++) {
                int x = in.items[r][j], c = in.colors[r][j];
                for (size_t k = 0; k < on[x].size(); k++) {
                    int s = on[x][k];
                    if (seen[s] == r) continue;
                    int cs = 0;
                    for (size_t h = 0; h < in.items[s].size(); h++) if (in.items[s][h] == x) cs = in.colors[s][h];
                    if (x <= in.np || c == 0 || cs == 0 || c != cs) { seen[s] = r; conf[r].push_back(s); }
                }
            }
        }
        live.assign(R, 1); len.assign(in.n + 1, 0); active.assign(in.np + 1, 1);
        for (int r = 0; r < R; r++) for (size_t j = 0; j < prim[r].size(); j++) len[prim[r][j]]++;
        chosen.clear(); undo.clear();
    }
    void kill(int r) {
        live[r] = 0; undo.push_back(r);
        for (size_t j = 0; j < prim[r].size(); j++) len[prim[r][j]]--;
    }
    // choose option r (live, with a primary item); returns the undo mark
    size_t choose(int r) {
        size_t m = undo.size();
        kill(r);
        for (size_t k = 0; k < conf[r].size(); k++) if (live[conf[r][k]]) kill(conf[r][k]);
        for (size_t j = 0; j < prim[r].size(); j++) active[prim[r][j]] = 0;
        chosen.push_back(r);
        return m;
    }
    void unchoose(size_t m) {
        int r = chosen.back(); chosen.pop_back();
        for (size_t j = 0; j < prim[r].size(); j++) active[prim[r][j]] = 1;
        while (undo.size() > m) {
            int s = undo.back(); undo.pop_back();
            live[s] = 1;
            for (size_t j = 0; j < prim[s].size(); j++) len[prim[s][j]]++;
        }
    }
    bool selectable(int r) const { return !prim[r].empty() && live[r]; }
    bool rec() {  // true: stop
        nodes++;
        int i = 0, m = 0x7fffffff, sum = 0, act = 0;
        for (int x = 1; x <= I->np; x++)
            if (active[x]) { sum += len[x]; act++; if (len[x] < m) { m = len[x]; i = x; } }
        if (i == 0) {
            if (count == 0) first_nodes = nodes;
            if (count < cap) { Vi s = chosen; std::sort(s.begin(), s.end()); sols.push_back(s); }
            count++;
            return stop_first;
        }
        if (m == 0) return false;
        if (shortcut && sum == act) { count++; return false; }  // one option each: one completion
        Vi opts;
        for (size_t k = 0; k < on[i].size(); k++) if (live[on[i][k]]) opts.push_back(on[i][k]);
        for (size_t k = 0; k < opts.size(); k++) {
            size_t u = choose(opts[k]);
            bool st = rec();
            unchoose(u);
            if (st) return true;
        }
        return false;
    }
    // run from the current state (chosen options stay): all solutions, or to the first; with
    // the shortcut, a node whose items have one option each is a leaf (count()'s node count)
    void run(bool first_only, u64 solcap, bool sc = false) {
        sols.clear(); nodes = first_nodes = count = 0; cap = solcap; stop_first = first_only; shortcut = sc;
        rec();
    }
};

// ---------------------------------------------------------------- oracle: a block's subsets of options
struct Block {
    int np, ns;                                  // local primary 0..np-1, secondary 0..ns-1
    std::vector<Vi> pri, sec, scol;              // per option
    Vi forced;                                   // options that must be in the cover
};
static u64 block_rec(const Block &B, int j, Vi &pc, Vi &sc, Vi &sk) {
    if (j == (int)B.pri.size()) {
        for (int x = 0; x < B.np; x++) if (pc[x] != 1) return 0;
        return 1;
    }
    bool must = std::find(B.forced.begin(), B.forced.end(), j) != B.forced.end();
    u64 s = must ? 0 : block_rec(B, j + 1, pc, sc, sk);
    bool ok = !B.pri[j].empty();
    for (size_t k = 0; ok && k < B.pri[j].size(); k++) if (pc[B.pri[j][k]]) ok = false;
    for (size_t k = 0; ok && k < B.sec[j].size(); k++) {
        int y = B.sec[j][k], c = B.scol[j][k];
        if (sk[y] > 0 && (c == 0 || sc[y] != c)) ok = false;
    }
    if (!ok) return s;
    Vi oldc;
    for (size_t k = 0; k < B.pri[j].size(); k++) pc[B.pri[j][k]]++;
    for (size_t k = 0; k < B.sec[j].size(); k++) { int y = B.sec[j][k]; oldc.push_back(sc[y]); sc[y] = B.scol[j][k]; sk[y]++; }
    s += block_rec(B, j + 1, pc, sc, sk);
    for (size_t k = 0; k < B.pri[j].size(); k++) pc[B.pri[j][k]]--;
    for (size_t k = 0; k < B.sec[j].size(); k++) { int y = B.sec[j][k]; sc[y] = oldc[k]; sk[y]--; }
    return s;
}
static u64 block_count(const Block &B) {
    Vi pc(B.np, 0), sc(B.ns, 0), sk(B.ns, 0);
    return block_rec(B, 0, pc, sc, sk);
}

// ---------------------------------------------------------------- oracle: sudoku cell by cell
struct Sudoku {
    int b, N;  // box side, N = b*b
    Vi g;      // N*N cells, 0 empty, else 1..N
    int box(int r, int c) const { return r / b * b + c / b; }
    u64 rec(Vi &row, Vi &col, Vi &bx, u64 cap, bool rnd_order) {
        int best = -1, bm = 0, bc = 99;
        for (int k = 0; k < N * N; k++) {
            if (g[k]) continue;
            int r = k / N, c = k % N, m = ~(row[r] | col[c] | bx[box(r, c)]) & ((1 << N) - 1), pc = __builtin_popcount(m);
            if (pc < bc) { bc = pc; best = k; bm = m; if (pc == 0) return 0; }
        }
        if (best < 0) return 1;
        int r = best / N, c = best % N, x = box(r, c);
        int ds[16], nd = 0;
        for (int d = 0; d < N; d++) if (bm >> d & 1) ds[nd++] = d;
        if (rnd_order) for (int j = nd - 1; j > 0; j--) std::swap(ds[j], ds[below(j + 1)]);
        u64 s = 0;
        for (int j = 0; j < nd && s < cap; j++) {
            int d = ds[j];
            g[best] = d + 1; row[r] |= 1 << d; col[c] |= 1 << d; bx[x] |= 1 << d;
            s += rec(row, col, bx, cap - s, rnd_order);
            if (s >= cap && rnd_order) return s;  // keep the filled grid
            g[best] = 0; row[r] &= ~(1 << d); col[c] &= ~(1 << d); bx[x] &= ~(1 << d);
        }
        return s;
    }
    // solutions of the givens in g, up to cap; rnd_order with cap 1: fill g with a random grid
    u64 solve(u64 cap, bool rnd_order) {
        Vi row(N, 0), col(N, 0), bx(N, 0);
        for (int k = 0; k < N * N; k++)
            if (g[k]) {
                int d = g[k] - 1, r = k / N, c = k % N, m = 1 << d;
                if ((row[r] | col[c] | bx[box(r, c)]) & m) return 0;
                row[r] |= m; col[c] |= m; bx[box(r, c)] |= m;
            }
        return rec(row, col, bx, cap, rnd_order);
    }
};

// ---------------------------------------------------------------- the core under test
// The judge core itself, with read-only views of its protected state and the tail's knob.
struct Core : DLX {
    void links(Vi &v) const {  // every field of every node and item, the selections
        v.clear();
        v.reserve(4 * nnodes + 3 * n + 7);
        for (int i = 0; i < nnodes; i++) { v.push_back(nd[i].up); v.push_back(nd[i].down); v.push_back(nd[i].top); v.push_back(nd[i].color); }
        for (int i = 0; i <= n + 1; i++) { v.push_back(it[i].prev); v.push_back(it[i].next); v.push_back(icolor[i]); }
        v.push_back(nsel);
    }
    bool hints_on() const { return np >= hint_min; }
    bool has_colors() const { return colored != 0; }
    void set_tail_items(int k) { tail_items = k; }
};
struct Snap {
    Vi v;
    void take(const Core &d) { d.links(v); }
};
static Vi sol_of(const Core &d) {
    Vi s;
    for (int k = 0; k < d.solution_size(); k++) s.push_back(d.solution_row(k));
    std::sort(s.begin(), s.end());
    return s;
}
static void same_links(const Core &d, const Snap &s, const char *after) {
    Snap t; t.take(d);
    if (t.v != s.v) { static char m[200]; std::snprintf(m, sizeof m, "links not restored after %s", after); fail(m); }
}

static const u64 SOLCAP = 5000;  // the instances keep their counts below this

// what the run reached (the summary line)
static u64 st_searches, st_solutions, st_shortcut, st_quick, st_colored, st_sel_ok, st_sel_refused;

// The core against the oracles on the current state (selections made in both); want: the count.
static Vi check_search(Core &d, const Inst &I, XOracle &o, u64 want, bool quick, const char *where) {
    static char m[300];
    Snap s0; s0.take(d);
    // the second oracle: all solutions in order, node counts (of count() without the tail: with
    // its shortcut when there are no secondary items)
    o.run(false, SOLCAP);
    if (o.count != want) {
        std::snprintf(m, sizeof m, "%s: the oracles disagree (%llu, %llu)", where, o.count, want);
        fail(m);
    }
    std::vector<Vi> all = o.sols;
    u64 all_nodes = o.nodes, first_nodes = o.first_nodes, count_nodes = all_nodes;
    if (I.n == I.np) {
        o.run(false, 0, true);
        if (o.count != want) fail("the oracle's shortcut miscounts");
        count_nodes = o.nodes;
        st_shortcut += count_nodes < all_nodes;
    }
    st_searches++; st_solutions += want;
    // count(): the tail from 128 items (default), never, from a random depth
    int ti[3] = {128, 0, below(I.np + 2)};
    for (int k = 0; k < 3; k++) {
        d.set_tail_items(ti[k]);
        u64 n0 = d.node_count(), c = d.count();
        if (c != want) {
            std::snprintf(m, sizeof m, "%s: count() with tail_items %d = %llu, the oracle says %llu", where, ti[k], c, want);
            fail(m);
        }
        if (ti[k] == 0 && !quick && d.node_count() - n0 != count_nodes) {
            std::snprintf(m, sizeof m, "%s: count() without the tail took %llu nodes, the oracle %llu", where, d.node_count() - n0, count_nodes);
            fail(m);
        }
        same_links(d, s0, "count()");
    }
    d.set_tail_items(128);
    // first()
    u64 n0 = d.node_count();
    bool f = d.first();
    if (f != (want > 0)) { std::snprintf(m, sizeof m, "%s: first() says %d, count %llu", where, (int)f, want); fail(m); }
    if (f) {
        Vi s = sol_of(d);
        if (!valid(I, s)) { std::snprintf(m, sizeof m, "%s: first() found no exact cover", where); fail(m); }
        if (s != all[0]) { std::snprintf(m, sizeof m, "%s: first() is not the oracle's first solution", where); fail(m); }
        if (!quick && d.node_count() - n0 != first_nodes) {
            std::snprintf(m, sizeof m, "%s: first() took %llu nodes, the oracle %llu", where, d.node_count() - n0, first_nodes);
            fail(m);
        }
    }
    d.end_search();
    same_links(d, s0, "first()");
    // next() with random budgets (some 0: no limit); the solutions in the oracle's order
    int bmax = 1 + below(60);
    d.begin();
    n0 = d.node_count();
    size_t k = 0;
    for (;;) {
        int st = d.next(below(8) == 0 ? 0 : 1 + below(bmax));
        if (st == DLX::DONE) break;
        if (st != DLX::FOUND) continue;
        Vi s = sol_of(d);
        if (k >= all.size() || s != all[k]) {
            std::snprintf(m, sizeof m, "%s: next() solution %zu is not the oracle's", where, k);
            fail(m);
        }
        if (below(16) == 0 && !valid(I, s)) { std::snprintf(m, sizeof m, "%s: next() found no exact cover", where); fail(m); }
        k++;
    }
    if (k != all.size()) { std::snprintf(m, sizeof m, "%s: next() found %zu solutions, the oracle %zu", where, k, all.size()); fail(m); }
    if (!quick && d.node_count() - n0 != all_nodes) {
        std::snprintf(m, sizeof m, "%s: next() took %llu nodes, the oracle %llu", where, d.node_count() - n0, all_nodes);
        fail(m);
    }
    d.end_search();
    same_links(d, s0, "next()");
    // abandon a search midway
    d.begin();
    d.next(1 + below(2 * (int)all_nodes + 2));
    d.end_search();
    same_links(d, s0, "an abandoned search");
    return all.empty() ? Vi() : all[0];
}

// Build I in d, check from the root, then with selections (plan: options to try, in order).
static void check_instance(Core &d, const Inst &I, u64 want_root, const Vi &plan0, u64 (*want_sel)(const Vi &sel)) {
    static char m[300];
    if (!d.reset(I.n, I.np)) fail("reset failed");
    for (size_t r = 0; r < I.items.size(); r++)
        if (d.add_row(I.items[r].empty() ? 0 : &I.items[r][0], (int)I.items[r].size(),
                     I.colors[r].empty() ? 0 : &I.colors[r][0]) != (int)r)
            fail("add_row returned a wrong row number");
    if (!d.hints_on()) fail("fewer primary items than the hint stack needs");
    bool quick = below(3) == 0;
    d.set_quick_forced(quick);
    st_quick += quick; st_colored += d.has_colors();
    XOracle o;
    o.build(I);
    Snap s0; s0.take(d);
    d.snapshot();
    Vi first = check_search(d, I, o, want_root, quick, "root");
    Vi plan = plan0;
    if (plan.empty()) {  // options of the first solution, and one at random
        for (size_t j = 0; j < first.size(); j++) if (below(4) == 0) plan.push_back(first[j]);
        plan.push_back(below((int)I.items.size()));
        for (int j = (int)plan.size() - 1; j > 0; j--) std::swap(plan[j], plan[below(j + 1)]);
    }
    // selections: the core's select_row against the oracle's compatibility; then search again
    for (int round = 0; round < 2; round++) {
        Vi sel;
        std::vector<size_t> marks;
        for (size_t j = 0; j < plan.size(); j++) {
            int r = plan[j];
            bool exp = o.selectable(r), got = d.select_row(r);
            if (got != exp) { std::snprintf(m, sizeof m, "select_row(%d) says %d, the oracle %d", r, (int)got, (int)exp); fail(m); }
            if (got) { marks.push_back(o.choose(r)); sel.push_back(r); st_sel_ok++; } else st_sel_refused++;
        }
        u64 w = want_sel(sel);
        check_search(d, I, o, w, quick, round ? "after select_row (again)" : "after select_row");
        if (round == 0 && below(2)) {
            // a snapshot with the selections; more searches and selections; back to it
            Snap s1; s1.take(d);
            d.snapshot();
            int r = below((int)I.items.size());
            if (d.select_row(r)) d.first();
            d.begin(); d.next(1 + below(20));
            if (!d.restore()) fail("restore() without its snapshot");
            same_links(d, s1, "restore() of a snapshot with selections");
            d.set_tail_items(below(2) ? 128 : 0);
            if (d.count() != w) fail("count() after restore() differs");
            d.set_tail_items(128);
            d.unselect_all();
            same_links(d, s0, "unselect_all() after restore()");
            d.snapshot();
        } else if (round == 0) {
            if (!d.restore()) fail("restore() without its snapshot");
            same_links(d, s0, "restore()");
        } else {
            d.unselect_all();
            same_links(d, s0, "unselect_all()");
        }
        while (!marks.empty()) { o.unchoose(marks.back()); marks.pop_back(); }
    }
}

// ---------------------------------------------------------------- instances
// a renaming of the items: primary among 1..np, secondary among np+1..n
static void renumber(Vi &pname, Vi &sname) {
    for (int j = (int)pname.size() - 1; j > 0; j--) std::swap(pname[j], pname[below(j + 1)]);
    for (int j = (int)sname.size() - 1; j > 0; j--) std::swap(sname[j], sname[below(j + 1)]);
}
// shuffle the options (perm[old] = new) and the items inside each option
static Vi shuffle_rows(Inst &I) {
    int R = (int)I.items.size();
    Vi order(R);
    for (int r = 0; r < R; r++) order[r] = r;
    for (int j = R - 1; j > 0; j--) std::swap(order[j], order[below(j + 1)]);
    Inst J = I;
    Vi perm(R);
    for (int r = 0; r < R; r++) { J.items[r] = I.items[order[r]]; J.colors[r] = I.colors[order[r]]; perm[order[r]] = r; }
    for (int r = 0; r < R; r++)
        for (int j = (int)J.items[r].size() - 1; j > 0; j--) {
            int k = below(j + 1);
            std::swap(J.items[r][j], J.items[r][k]); std::swap(J.colors[r][j], J.colors[r][k]);
        }
    I = J;
    return perm;
}

// blocks: the product of the blocks' counts (with the selected options forced)
static std::vector<Block> blocks;
static Vi row_block, row_local;  // per option of the instance: its block, its number there
static u64 blocks_want(const Vi &sel) {
    u64 w = 1;
    for (size_t b = 0; b < blocks.size(); b++) {
        blocks[b].forced.clear();
        for (size_t j = 0; j < sel.size(); j++) if (row_block[sel[j]] == (int)b) blocks[b].forced.push_back(row_local[sel[j]]);
        w *= block_count(blocks[b]);
        blocks[b].forced.clear();
        if (w == 0) break;
    }
    return w;
}

static void make_block(Block &B, int np, int ns, int ncol, int extra, bool planted) {
    B.np = np; B.ns = ns;
    B.pri.clear(); B.sec.clear(); B.scol.clear(); B.forced.clear();
    if (planted) {  // pieces of 1..3 items; each secondary item in one piece uncolored or several of one color
        Vi perm(np);
        for (int x = 0; x < np; x++) perm[x] = x;
        for (int j = np - 1; j > 0; j--) std::swap(perm[j], perm[below(j + 1)]);
        for (int x = 0; x < np;) {
            int k = std::min(np - x, 1 + below(3));
            B.pri.push_back(Vi(perm.begin() + x, perm.begin() + x + k));
            B.sec.push_back(Vi()); B.scol.push_back(Vi());
            x += k;
        }
        for (int y = 0; y < ns; y++) {
            int c = ncol && below(3) ? 1 + below(ncol) : 0;
            for (size_t p = 0; p < B.pri.size(); p++)
                if (below(100) < 40) {
                    B.sec[p].push_back(y); B.scol[p].push_back(c);
                    if (c == 0) break;
                }
        }
    }
    for (int e = 0; e < extra; e++) {
        Vi p, s, sc;
        int dens = 30 + below(50);
        for (int x = 0; x < np; x++) if (below(100) < dens) p.push_back(x);
        for (int y = 0; y < ns; y++) if (below(100) < 40) { s.push_back(y); sc.push_back(ncol && below(3) ? 1 + below(ncol) : 0); }
        B.pri.push_back(p); B.sec.push_back(s); B.scol.push_back(sc);
    }
}

static void run_blocks(Core &d) {
    kind = "blocks";
    int target = 100 + below(60);
    bool sec = below(2), colors = sec && below(3) != 0;
    u64 limit = below(4) == 0 ? 1 : 1 + below(300);
    blocks.clear();
    int np = 0, ns = 0;
    u64 want = 1;
    int dead = below(8) == 0 ? below(30) : -1;  // a block without a planted cover
    while (np < target) {
        int bp = std::min(target - np, 2 + below(5)), bs = sec ? below(3) : 0, ncol = colors ? 1 + below(3) : 0;
        Block B;
        bool planted = (int)blocks.size() != dead;
        make_block(B, bp, bs, ncol, below(4) ? below(3) : below(7), planted);
        u64 c = block_count(B);
        if (want * c > limit) { make_block(B, bp, bs, ncol, 0, true); c = 1; }  // exactly one cover
        want *= c;
        blocks.push_back(B);
        np += bp; ns += bs;
    }
    Inst I;
    I.np = np; I.n = np + ns;
    Vi pname(np), sname(ns);
    for (int x = 0; x < np; x++) pname[x] = 1 + x;
    for (int y = 0; y < ns; y++) sname[y] = np + 1 + y;
    renumber(pname, sname);
    row_block.clear(); row_local.clear();
    int p0 = 0, s0 = 0;
    for (size_t b = 0; b < blocks.size(); b++) {
        const Block &B = blocks[b];
        for (size_t r = 0; r < B.pri.size(); r++) {
            Vi its, cs;
            for (size_t k = 0; k < B.pri[r].size(); k++) { its.push_back(pname[p0 + B.pri[r][k]]); cs.push_back(0); }
            for (size_t k = 0; k < B.sec[r].size(); k++) { its.push_back(sname[s0 + B.sec[r][k]]); cs.push_back(B.scol[r][k]); }
            I.items.push_back(its); I.colors.push_back(cs);
            row_block.push_back((int)b); row_local.push_back((int)r);
        }
        p0 += B.np; s0 += B.ns;
    }
    Vi perm = shuffle_rows(I);
    Vi rb(row_block.size()), rl(row_local.size());
    for (size_t r = 0; r < perm.size(); r++) { rb[perm[r]] = row_block[r]; rl[perm[r]] = row_local[r]; }
    row_block = rb; row_local = rl;
    check_instance(d, I, want, Vi(), blocks_want);  // selections: from the first solution
}

// sudokus: K boards of side N in one matrix; givens left out of the matrix (fixed) or selected
static std::vector<Sudoku> boards;
static Vi row_board, row_cell, row_digit;
static u64 boards_want(const Vi &sel) {
    std::vector<Sudoku> g = boards;
    for (size_t j = 0; j < sel.size(); j++) {
        Sudoku &s = g[row_board[sel[j]]];
        s.g[row_cell[sel[j]]] = row_digit[sel[j]] + 1;
    }
    u64 w = 1;
    for (size_t b = 0; b < g.size() && w; b++) w *= g[b].solve(SOLCAP, false);
    return w;
}

static void run_sudoku(Core &d, int bside, int K) {
    kind = bside == 2 ? "4x4 sudokus" : "9x9 sudoku";
    int N = bside * bside, C = N * N;
    boards.assign(K, Sudoku());
    std::vector<Vi> full(K);
    u64 want = 1, limit = bside == 2 ? 1 + below(K == 2 ? 400 : 60) : 1 + below(150);
    for (int b = 0; b < K; b++) {
        Sudoku &s = boards[b];
        s.b = bside; s.N = N; s.g.assign(C, 0);
        s.solve(1, true);
        full[b] = s.g;
        // givens: a random number, then more while the count is over the limit
        Vi order(C);
        for (int k = 0; k < C; k++) order[k] = k;
        for (int j = C - 1; j > 0; j--) std::swap(order[j], order[below(j + 1)]);
        int ng = bside == 2 ? below(7) : 27 + below(12);
        s.g.assign(C, 0);
        for (int k = 0; k < ng; k++) s.g[order[k]] = full[b][order[k]];
        u64 c = s.solve(limit + 1, false);
        int k = ng;
        while (want * c > limit && k < C) {
            for (int t = 0; t < (bside == 2 ? 1 : 4) && k < C; t++, k++) s.g[order[k]] = full[b][order[k]];
            c = s.solve(limit + 1, false);
        }
        want *= c;
    }
    Inst I;
    I.np = I.n = K * 4 * C;
    Vi pname(I.np), none;
    for (int x = 0; x < I.np; x++) pname[x] = 1 + x;
    renumber(pname, none);
    row_board.clear(); row_cell.clear(); row_digit.clear();
    for (int b = 0; b < K; b++)
        for (int k = 0; k < C; k++)
            for (int v = 0; v < N; v++) {
                if (boards[b].g[k] && boards[b].g[k] != v + 1) continue;  // a given: its digit only
                int r = k / N, c = k % N, x = r / bside * bside + c / bside, base = b * 4 * C;
                Vi its(4);
                its[0] = pname[base + k]; its[1] = pname[base + C + r * N + v];
                its[2] = pname[base + 2 * C + c * N + v]; its[3] = pname[base + 3 * C + x * N + v];
                I.items.push_back(its); I.colors.push_back(Vi(4, 0));
                row_board.push_back(b); row_cell.push_back(k); row_digit.push_back(v);
            }
    Vi perm = shuffle_rows(I);
    Vi rb(perm.size()), rc(perm.size()), rd(perm.size());
    for (size_t r = 0; r < perm.size(); r++) { rb[perm[r]] = row_board[r]; rc[perm[r]] = row_cell[r]; rd[perm[r]] = row_digit[r]; }
    row_board = rb; row_cell = rc; row_digit = rd;
    // selections: givens of the full grids (compatible), sometimes a random option
    Vi plan;
    int R = (int)I.items.size();
    for (int k = below(bside == 2 ? 4 * K : 8); k > 0; k--) {
        if (below(5) == 0) { plan.push_back(below(R)); continue; }
        int b = below(K), cell = below(C);
        for (int r = 0; r < R; r++)
            if (row_board[r] == b && row_cell[r] == cell && row_digit[r] + 1 == full[b][cell]) { plan.push_back(r); break; }
    }
    check_instance(d, I, want, plan, boards_want);
}

int main(int argc, char **argv) {
    int N = argc > 1 ? std::atoi(argv[1]) : 2000;
    u64 seed = argc > 2 ? std::strtoull(argv[2], 0, 10) : 1;
    Core d;  // one instance for every case: reset must leave nothing behind
    int nk[3] = {0, 0, 0};
    for (int t = 0; t < N; t++) {
        cur = t;
        rng_state = seed * 0x2545f4914f6cdd1dULL + (u64)t * 0x9e3779b97f4a7c15ULL + 0x407;
        int k = below(20);
        if (k < 10) { run_blocks(d); nk[0]++; }
        else if (k < 17) { run_sudoku(d, 2, 2 + below(3)); nk[1]++; }
        else { run_sudoku(d, 3, 1); nk[2]++; }
    }
    std::printf("stress_hot: %d instances (%d blocks, %d 4x4 sudokus, %d 9x9 sudokus; %llu with quick forced moves, %llu with "
                "colors), 0 failures\n", N, nk[0], nk[1], nk[2], st_quick, st_colored);
    std::printf("stress_hot: %llu searches, %llu solutions in all, count()'s shortcut in %llu; select_row %llu accepted, "
                "%llu refused\n", st_searches, st_solutions, st_shortcut, st_sel_ok, st_sel_refused);
    return 0;
}
