/* Engine layer: minimum cover (issue 29, "repeated cover"). Tools include it (never paste); the
 * judge core knows nothing of it.
 *
 * Contract. MinCoverDLX is a DLX (src/dlx_core.h), built as any: reset(n, np), add_row()*; no
 * select_row(), no bounds. A cover is a set of rows such that
 *   - every primary item lies in at least one of them (not exactly one),
 *   - every secondary item lies in at most one of them, or in several that all give it the same
 *     nonzero color (XCC, as the core's commit() enforces),
 * and a row without a primary item is never taken. The searches leave the links as they found
 * them:
 *   minimum(rows)      the least size of a cover (-1: no cover at all), rows = one such cover
 *                      (row numbers, in the order taken). IDA* on the number of rows.
 *   within(K, rows)    is there a cover of at most K rows? true with one in rows (not
 *                      necessarily a smallest one). Depth-first under the limit K.
 *   count_covers(S)    the number of covers of S rows, S the minimum (each set counted once; for
 *                      an S above the minimum the number is not defined).
 *   set_bound(b)       the lower bound the searches prune with: LAGRANGE (default) or GREEDY
 *                      (below).
 * Figures of the last search: nodes (the core's counter: nodes entered), updates (link updates),
 * cutoffs (nodes cut by the bound), dropped (rows dropped by their reduced cost), root_bound (the
 * best bound at the root), passes (IDA* iterations; 1 for within and count_covers).
 *
 * The links. Primary items are covered "at least once": taking a row unlinks its primary items
 * from the item list (a count per item: the first row to cover it unlinks it, the last to leave
 * links it back) and hides no row that shares one; its secondary items are committed with the
 * core's commit() (the rows they exclude are hidden from every list, as in exact cover). A level
 * branches on the uncovered primary item with the fewest live rows (ties to the first); its
 * branch j takes row o_j with o_1..o_(j-1) hidden (excluded below), so every set of rows is met
 * on one path at most. Only live rows stay in the lists of uncovered items.
 *
 * The bounds (at every node that is not a cover; cut when depth + bound > the limit). All are
 * lower bounds of the covering LP (every uncovered item covered by the live rows, at least once),
 * so of every cover below the node, hence safe for counting too.
 *   GREEDY: the textbook greedy pass: take an unmarked uncovered item, +1, mark every item of its
 *     live rows; again until every uncovered item is marked. The items counted share no row, so
 *     each needs a row of its own (a 0/1 dual of the LP). Items in order of fewest live rows.
 *   LAGRANGE (the default): multipliers u_i >= 0 on the uncovered items, a row's reduced cost
 *     c_r = 1 - (the u of its uncovered items); L(u) = sum u + (the sum of the negative c_r)
 *     bounds every cover below, for any u. A few subgradient steps move u towards L(u) just
 *     above the room left (100 at the root, 10 at other nodes; u kept from node to node). A
 *     node it does not cut drops, for its subtree, every row r with L(u) + c_r > the room left:
 *     a cover taking r would need more rows than the limit allows (reduced-cost fixing).
 *     Doubles, with a margin of 1e-6. On random set-cover instances it comes within a row of
 *     the LP optimum, where GREEDY stays far below (docs/performance.md).
 */
#ifndef DLX_ENGINE_MINCOVER_H
#define DLX_ENGINE_MINCOVER_H
#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>
#include "src/engine/mult.h"  /* MultDLX: the read-only views (links() for the tests); no bounds here */

struct MinCoverDLX : MultDLX {
  enum { LAGRANGE = 0, GREEDY = 1 };
  /* the split driver's engine contract (src/engine/split.h): a subtree carries the rows tried
   * before it; no bulk counts, bounds (multiplicities), explored(), resume() or count_memo() (xc
   * refuses --memo, --progress and checkpoints with --min-cover) */
  enum { EXCLUDES_TRIED = 1, HAS_BULK = 0, HAS_BOUNDS = 0, HAS_EXPLORED = 0, HAS_RESUME = 0, HAS_MEMO = 0 };
  enum { NONE = 0x7fffffff };  /* next_bound(): no node was cut */
  MinCoverDLX() : ncut(0), ndropped(0), rbound(0), npasses(0), mode(LAGRANGE), stamp2(0), next_limit(NONE),
      limit(0), depth(0), taken(0), mphase(M_IDLE) {}

  void set_bound(int b) { mode = b; }
  /* the figures of the last search (see the top) */
  u64 cutoffs() const { return ncut; }
  u64 dropped() const { return ndropped; }
  int root_bound() const { return rbound; }
  int passes() const { return npasses; }

  int minimum(std::vector<int> &rows) {
    start();
    int most = max_rows();
    /* each pass searches under a limit: the least depth + bound that the last one cut */
    for (int lim = taken + greedy(NONE); lim <= most; lim = next_limit) {
      npasses++;
      if (search(lim, false, rows)) return (int)rows.size();
    }
    return -1;
  }
  bool within(int K, std::vector<int> &rows) {
    start();
    npasses = 1;
    return K >= 0 && search(K, false, rows) > 0;
  }
  u64 count_covers(int S) {
    std::vector<int> rows;
    start();
    npasses = 1;
    return S >= 0 ? search(S, true, rows) : 0;
  }

  /* ---- the split driver's engine (src/engine/split.h: split_ida(); xc --min-cover --threads,
   * --parts) ----
   * A subtree's root is a list of steps from the links as built (no search running): a row taken
   * (select_row(r), r >= 0: as a level takes it, its primary items covered, its secondary items
   * committed) or a row excluded (select_row(~r): dropped from every list below that root, as a
   * level hides the rows it tried before; EXCLUDES_TRIED tells the driver's cut to carry them);
   * unselect_last() undoes the last step. set_limit(L): the next searches look for covers of at
   * most L rows in all (the rows taken by the steps included), and cutoffs, dropped and
   * next_bound() start over. A search: begin(), then next(budget) stops at every cover (FOUND;
   * cover(rows) reads it: the rows taken by the steps, then the search's), DONE at the end,
   * PAUSED after `budget` nodes; end_search() undoes an unfinished one. It prunes as minimum()
   * does (a subtree's root, with steps, bounds as a node below the root: 10 subgradient steps from
   * the multipliers the engine has, not 100). next_bound(): the least rows +
   * bound of the nodes cut since set_limit() (NONE: none), the next IDA* limit. first_limit():
   * the first one, from the links as built (it undoes any steps and sets the engine up: call it
   * after building, before the steps): greedy, then the Lagrangian bound raised as minimum()'s
   * first passes raise it at the root (root_bound: that bound); more than max_rows(): no cover. */
  bool select_row(int r) {
    end_search();
    if (!sized()) scratch();
    int p = primary_node(r < 0 ? ~r : r);
    if (p < 0) return false;
    if (r >= 0) { take(p); taken++; } else drop(p, false);
    steps.push_back(r >= 0 ? p : ~p);
    return true;
  }
  void unselect_last() {
    end_search();
    if (steps.empty()) return;
    int p = steps.back();
    steps.pop_back();
    if (p >= 0) { untake(p); taken--; } else undrop_to(drops.size() - 1);
  }
  void set_limit(int L) { limit = L; next_limit = NONE; ncut = ndropped = 0; }
  void begin(int = LIST) {
    end_search();
    if (!sized()) scratch();
    depth = 0;
    mphase = M_READY;
  }
  int next(u64 budget = 0) {
    u64 stop = budget ? nodes + budget : 0;
    if (mphase == M_IDLE || mphase == M_DONE) return DONE;
    for (bool enter = mphase != M_FOUND;; enter = true) {
      if (enter) {
        if (stop && nodes >= stop) { mphase = M_PAUSED; return PAUSED; }
        int e = enter_node();
        if (e == FOUND) { mphase = M_FOUND; return FOUND; }
        if (e == PAUSED) continue;  /* a new level: enter its first node */
      }
      /* back up to the deepest level with a row left */
      while (depth > 0 && !advance(lev[depth - 1])) depth--;
      if (depth == 0) { mphase = M_DONE; return DONE; }
    }
  }
  void end_search() {
    if (mphase == M_FOUND || mphase == M_PAUSED || mphase == M_READY)
      while (depth > 0) leave(lev[--depth], true);
    mphase = M_IDLE;
  }
  void cover(std::vector<int> &rows) const {
    rows.clear();
    for (size_t k = 0; k < steps.size(); k++) if (steps[k] >= 0) rows.push_back(rowid[steps[k]]);
    for (int k = 0; k < depth; k++) rows.push_back(rowid[lev[k].x]);
  }
  int next_bound() const { return next_limit; }
  int max_rows() const {  /* no cover needs more rows than there are uncovered items */
    int most = taken;
    for (int i = it[0].next; i != 0; i = it[i].next) most++;
    return most;
  }
  int first_limit() {
    start_links();
    int most = max_rows(), lim = taken + greedy(NONE);
    if (it[0].next == 0) return taken;
    while (lim <= most) {
      size_t d0 = drops.size();
      int h = bound(lim - taken, ITERS_ROOT);
      undrop_to(d0);
      if (h < 1) h = 1;
      if (h > rbound) rbound = h;
      if (taken + h <= lim) break;
      lim = taken + h;
    }
    return lim;
  }

 private:
  u64 ncut, ndropped;       /* cutoffs(), dropped() */
  int rbound, npasses;      /* root_bound(), passes() */
  enum { ITERS_ROOT = 100, ITERS = 10 };     /* subgradient steps at the root, at other nodes */
  enum { M_IDLE, M_READY, M_FOUND, M_PAUSED, M_DONE };  /* next()'s state */
  struct Level { int item, x, drop0; };     /* the item branched on, the row taken, drops before */
  int mode, stamp2, next_limit;
  int limit, depth, taken, mphase;  /* the search: its limit, its levels; rows taken by the steps */
  std::vector<int> steps;         /* the steps (select_row): a node of the row taken, ~ of the row dropped */
  std::vector<Level> lev;
  std::vector<int> cnt;           /* per primary item: taken rows that cover it */
  std::vector<int> rowid;         /* per node: its row */
  std::vector<int> seen;          /* per row: == stamp2 when the bound has met it */
  std::vector<int> tnode;         /* per row: a node of it in an uncovered item (LAGRANGE) */
  std::vector<double> u, acc, g;  /* per item: multiplier, subgradient; per row: the u of its items */
  std::vector<int> touched, drops;  /* the rows the last pass met; dropped rows (a node each) */
  std::vector<std::pair<int, int> > order;  /* GREEDY's items: (live rows, item) */

  /* fresh figures and scratch for a search from the links as built */
  void start() {
    start_links();
    nodes = updates = 0; ncut = ndropped = 0; npasses = 0; rbound = 0; next_limit = NONE;
  }
  void start_links() {
    end_search();
    while (!steps.empty()) unselect_last();
    scratch();
  }
  bool sized() const { return cnt.size() == (size_t)np + 1 && seen.size() == (size_t)nrows; }
  /* the scratch of the searches, for the links as built (nothing taken, nothing dropped) */
  void scratch() {
    cnt.assign(np + 1, 0);
    lev.resize(np + 1);
    rowid.assign(nrows ? rstart[nrows - 1] + row_len(nrows - 1) : 0, -1);
    for (int r = 0; r < nrows; r++)
      for (int p = rstart[r]; nd[p].top > 0; p++) rowid[p] = r;
    seen.assign(nrows, 0); tnode.assign(nrows, 0); acc.assign(nrows, 0);
    u.assign(np + 1, 0); g.assign(np + 1, 0);
    drops.clear();
    stamp2 = 0; depth = taken = 0;
  }
  int row_len(int r) const { int k = 0; while (nd[rstart[r] + k].top > 0) k++; return k; }
  /* the node of row r in its first primary item; -1 if none (or no such row) */
  int primary_node(int r) const {
    if (r < 0 || r >= nrows) return -1;
    for (int p = rstart[r]; nd[p].top > 0; p++) if (nd[p].top <= np) return p;
    return -1;
  }
  void new_stamp() { if (++stamp2 == NONE) { seen.assign(nrows, 0); stamp2 = 1; } }

  /* ---- the links ---- */
  /* take row x (a node of it): its primary items covered, its secondary items committed; untake()
   * undoes it, visiting the nodes in exactly the reverse order */
  void take(int x) {
    int q = x;
    do {
      int t = nd[q].top;
      if (t <= 0) { q = nd[q].up; continue; }
      if (t > np) commit(q);
      else if (cnt[t]++ == 0) { int l = it[t].prev, r = it[t].next; it[l].next = r; it[r].prev = l; }
      q++;
    } while (q != x);
  }
  void untake(int x) {
    int q = x;
    do {
      q--;
      if (nd[q].top <= 0) q = nd[q].down;
      int t = nd[q].top;
      if (t > np) uncommit(q);
      else if (--cnt[t] == 0) { it[it[t].prev].next = t; it[it[t].next].prev = t; }
    } while (q != x);
  }
  /* a row tried at a level is hidden (excluded from the branches after it), then given back */
  void exclude(int p, bool on) { if (on) hide(p); else unhide(p); }
  /* drop the row of node p from every list, p's own too (undrop: the reverse); counted in
   * `dropped` when by its reduced cost (fixing) */
  void drop(int p, bool fixing = true) {
    hide(p);
    int a = nd[p].up, b = nd[p].down;
    nd[a].down = b; nd[b].up = a; nd[nd[p].top].top--;
    drops.push_back(p);
    ndropped += fixing;
  }
  void undrop_to(size_t k) {
    while (drops.size() > k) {
      int p = drops.back();
      drops.pop_back();
      nd[nd[p].up].down = p; nd[nd[p].down].up = p; nd[nd[p].top].top++;
      unhide(p);
    }
  }

  /* ---- choosing and bounding ---- */
  /* the uncovered item with fewest live rows, ties to the first; 0: all covered */
  int choose() const {
    int best = 0, m = NONE;
    for (int i = it[0].next; i != 0; i = it[i].next)
      if (nd[i].top < m) { m = nd[i].top; best = i; if (m == 0) break; }
    return best;
  }
  /* a lower bound on the rows still needed, `room` of them allowed (see the top); at most a little
   * over room. LAGRANGE may drop rows (onto drops) when it does not exceed room. */
  int bound(int room, int iters) { return mode == LAGRANGE ? lagrange(room, iters) : greedy(room); }
  /* GREEDY (see the top; a row is marked when seen == stamp2); stops once it exceeds room */
  int greedy(int room) {
    order.clear();
    for (int i = it[0].next; i != 0; i = it[i].next) order.push_back(std::make_pair(nd[i].top, i));
    std::sort(order.begin(), order.end());
    new_stamp();
    int h = 0;
    for (size_t k = 0; k < order.size() && h <= room; k++) {
      int i = order[k].second, p;
      for (p = nd[i].down; p != i && seen[rowid[p]] != stamp2; p = nd[p].down) {}
      if (p != i) continue;  /* marked: it shares a row with an item counted */
      h++;
      for (p = nd[i].down; p != i; p = nd[p].down) seen[rowid[p]] = stamp2;
    }
    return h;
  }
  /* L(u) at the current u, with acc[r] = the u of row r's uncovered items for every row met
   * (touched, tnode[r] a node of it in an uncovered item) */
  double lagrangian() {
    new_stamp();
    touched.clear();
    double L = 0;
    for (int i = it[0].next; i != 0; i = it[i].next) {
      L += u[i];
      for (int p = nd[i].down; p != i; p = nd[p].down) {
        int r = rowid[p];
        if (seen[r] != stamp2) { seen[r] = stamp2; acc[r] = 0; touched.push_back(r); tnode[r] = p; }
        acc[r] += u[i];
      }
    }
    for (size_t t = 0; t < touched.size(); t++) if (acc[touched[t]] > 1) L -= acc[touched[t]] - 1;
    return L;
  }
  /* one subgradient step of u towards L(u) = target; false at a zero subgradient */
  bool step(double L, double target) {
    double norm = 0;
    for (int i = it[0].next; i != 0; i = it[i].next) {
      int c = 1;  /* 1 - the rows of negative reduced cost that hold i */
      for (int p = nd[i].down; p != i; p = nd[p].down) c -= acc[rowid[p]] > 1;
      g[i] = c;
      norm += (double)c * c;
    }
    if (norm == 0) return false;
    double t = 0.25 * (target - L) / norm;
    for (int i = it[0].next; i != 0; i = it[i].next) { u[i] += t * g[i]; if (u[i] < 0) u[i] = 0; }
    return true;
  }
  /* LAGRANGE (see the top): up to `iters` steps, aiming just above room */
  int lagrange(int room, int iters) {
    const double EPS = 1e-6;
    double best = 0, L = 0;
    for (int k = 0;; k++) {
      L = lagrangian();
      if (L > best) best = L;
      if (best - EPS > room) return (int)std::ceil(best - EPS);
      if (k == iters || !step(L, room + 1.1)) break;
    }
    for (size_t t = 0; t < touched.size(); t++) {  /* reduced-cost fixing, at the last u */
      int r = touched[t];
      if (L + 1 - acc[r] - EPS > room) drop(tnode[r]);
    }
    return best > EPS ? (int)std::ceil(best - EPS) : 0;
  }

  /* ---- the search ---- */
  /* Depth-first under `lim` rows from the current links: the number of covers found (all: every
   * one, else the first, into rows). next_limit: the least rows + bound among the nodes cut. */
  u64 search(int lim, bool all, std::vector<int> &rows) {
    u64 found = 0;
    limit = lim; next_limit = NONE;  /* (the figures go on adding up) */
    begin();
    while (next() == FOUND) {
      found++;
      if (!all) { cover(rows); break; }
    }
    end_search();
    return found;
  }
  /* enter the node at the current links (depth levels below the steps): FOUND at a cover within
   * the limit, PAUSED when it took a row (a new level), DONE when it is a leaf (cut, dead end, or
   * a cover over the limit: a subtree's root only) */
  int enter_node() {
    nodes++;
    int have = taken + depth;  /* rows in the cover so far */
    if (it[0].next == 0) {  /* every item covered */
      if (have <= limit) return FOUND;
      if (have < next_limit) next_limit = have;
      return DONE;
    }
    size_t d0 = drops.size();
    int h = bound(limit - have, depth || !steps.empty() ? ITERS : ITERS_ROOT);  /* (a subtree's root: warm u) */
    if (h < 1) h = 1;  /* an item is uncovered */
    if (depth == 0 && taken == 0 && h > rbound) rbound = h;
    if (have + h > limit) {
      ncut++;
      if (have + h < next_limit) next_limit = have + h;
    } else {
      int i = choose();
      if (nd[i].top > 0) {
        Level &v = lev[depth++];
        v.item = i; v.x = nd[i].down; v.drop0 = (int)d0;
        take(v.x);
        return PAUSED;
      }
    }
    undrop_to(d0);
    return DONE;
  }
  /* level v: untake its row, exclude it and take the next one; false when none is left (then the
   * level is undone) */
  bool advance(Level &v) {
    untake(v.x);
    int nx = nd[v.x].down;
    if (nx == v.item) { leave(v, false); return false; }
    exclude(v.x, true);
    v.x = nx;
    take(v.x);
    return true;
  }
  /* undo level v: its row untaken (if taken), the rows it excluded given back (last first), then
   * the rows its node dropped */
  void leave(Level &v, bool in) {
    if (in) untake(v.x);
    for (int p = nd[v.x].up; p != v.item; p = nd[p].up) exclude(p, false);
    undrop_to((size_t)v.drop0);
  }
};
#endif
