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
 *   set_bound(b)       the lower bound the searches prune with: DUAL (default) or GREEDY.
 * Figures of the last search: nodes (the core's counter: nodes entered), updates (link updates),
 * cutoffs (nodes cut by the bound), root_bound, passes (IDA* iterations).
 *
 * The links. Primary items are covered "at least once": taking a row unlinks its primary items
 * from the item list (a count per item: the first row to cover it unlinks it, the last to leave
 * links it back) and hides no row that shares one; its secondary items are committed with the
 * core's commit() (the rows they exclude are hidden from every list, as in exact cover). A level
 * branches on the uncovered primary item with the fewest live rows (ties to the first); its
 * branch j takes row o_j with o_1..o_(j-1) hidden (excluded below), so every set of rows is met
 * on one path at most. Nothing but live rows stays in the lists of uncovered items.
 *
 * The bound (at every node; prune when depth + bound > the limit): a dual solution of the
 * covering LP. Every uncovered item i gets a weight y_i >= 0 such that the weights of the
 * uncovered items of any live row add up to at most W; any cover then takes at least
 * ceil(sum y / W) more rows. The items are taken in order of fewest live rows, each at the least
 * slack left among its rows (DUAL); GREEDY gives an item W only when no row of it has been
 * charged yet, else 0: the textbook greedy pass (pick an unmarked item, +1, mark every item of
 * its rows). Integer weights: exact. */
#ifndef DLX_ENGINE_MINCOVER_H
#define DLX_ENGINE_MINCOVER_H
#include <algorithm>
#include <utility>
#include <vector>
#include "src/dlx_core.h"

struct MinCoverDLX : DLX {
  enum { DUAL = 0, GREEDY = 1 };
  u64 cutoffs;              /* nodes cut by the bound, in the last search */
  int root_bound, passes;   /* the bound at the root; IDA* iterations (1 for within/count) */
  MinCoverDLX() : cutoffs(0), root_bound(0), passes(0), mode(DUAL), stamp2(0), next_limit(0) {}

  void set_bound(int b) { mode = b; }

  int minimum(std::vector<int> &rows) {
    start();
    int most = 0;  /* no cover needs more rows than there are uncovered items */
    for (int i = it[0].next; i != 0; i = it[i].next) most++;
    /* each pass searches under a limit: the least depth + bound that the last one cut */
    for (int limit = root_bound; limit <= most; limit = next_limit) {
      passes++;
      if (search(limit, false, rows)) return (int)rows.size();
    }
    return -1;
  }
  bool within(int K, std::vector<int> &rows) {
    start();
    passes = 1;
    return K >= 0 && search(K, false, rows) > 0;
  }
  u64 count_covers(int S) {
    std::vector<int> rows;
    start();
    passes = 1;
    return S >= 0 ? search(S, true, rows) : 0;
  }

 private:
  enum { W = 720720, NONE = 0x7fffffff };  /* W: divisible by 1..16 */
  struct Level { int item, x; };  /* the item branched on, the row taken */
  int mode;
  std::vector<Level> lev;
  std::vector<int> cnt;           /* per primary item: taken rows that cover it */
  std::vector<int> rowid;         /* per node: its row */
  std::vector<int> slack, seen;   /* per row: the bound's slack, valid when seen == stamp2 */
  std::vector<std::pair<int, int> > order;  /* the bound's items: (live rows, item) */
  int stamp2, next_limit;

  /* fresh figures and scratch for a search from the current links */
  void start() {
    nodes = updates = 0;
    cutoffs = 0; passes = 0;
    cnt.assign(np + 1, 0);
    lev.resize(np + 1);
    rowid.assign(nrows ? rstart[nrows - 1] + row_len(nrows - 1) : 0, -1);
    for (int r = 0; r < nrows; r++)
      for (int p = rstart[r]; nd[p].top > 0; p++) rowid[p] = r;
    slack.assign(nrows, 0);
    seen.assign(nrows, 0);
    stamp2 = 0;
    root_bound = bound(NONE);
  }
  int row_len(int r) const { int k = 0; while (nd[rstart[r] + k].top > 0) k++; return k; }

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

  /* the uncovered item with fewest live rows, ties to the first; 0: all covered */
  int choose() const {
    int best = 0, m = NONE;
    for (int i = it[0].next; i != 0; i = it[i].next)
      if (nd[i].top < m) { m = nd[i].top; best = i; if (m == 0) break; }
    return best;
  }
  /* a lower bound on the rows still needed (see the top); stops once it exceeds room */
  int bound(int room) {
    order.clear();
    for (int i = it[0].next; i != 0; i = it[i].next) order.push_back(std::make_pair(nd[i].top, i));
    std::sort(order.begin(), order.end());
    if (++stamp2 == NONE) { seen.assign(nrows, 0); stamp2 = 1; }
    u64 sum = 0, stop = (u64)room * W;  /* room >= 0 */
    for (size_t k = 0; k < order.size(); k++) {
      int i = order[k].second, m = W;
      for (int p = nd[i].down; p != i && m > 0; p = nd[p].down) {
        int r = rowid[p];
        if (seen[r] != stamp2) { seen[r] = stamp2; slack[r] = W; }
        if (slack[r] < m) m = slack[r];
      }
      if (mode == GREEDY && m < W) m = 0;
      if (m == 0) continue;
      for (int p = nd[i].down; p != i; p = nd[p].down) slack[rowid[p]] -= m;
      sum += m;
      if (sum > stop) break;
    }
    return (int)((sum + W - 1) / W);
  }

  /* Depth-first search under `limit` rows: the number of covers found (all: every one, else
   * the first, into rows). next_limit: the least depth + bound among the nodes cut (NONE: none). */
  u64 search(int limit, bool all, std::vector<int> &rows) {
    u64 found = 0;
    int depth = 0;
    next_limit = NONE;
    for (;;) {
      nodes++;
      int i = choose();
      if (i == 0) {
        found++;
        if (!all) {
          rows.clear();
          for (int k = 0; k < depth; k++) rows.push_back(rowid[lev[k].x]);
          while (depth > 0) leave(lev[--depth], true);
          return found;
        }
      } else if (nd[i].top > 0) {
        int h = bound(limit - depth);
        if (depth + h > limit) {
          cutoffs++;
          if (depth + h < next_limit) next_limit = depth + h;
        } else {
          lev[depth].item = i; lev[depth].x = nd[i].down;
          take(lev[depth++].x);
          continue;
        }
      }
      /* back up to the deepest level with a row left */
      while (depth > 0 && !advance(lev[depth - 1])) depth--;
      if (depth == 0) return found;
    }
  }
  /* level v: untake its row, exclude it (hide) and take the next one; false when none is left
   * (then the level's excluded rows are back) */
  bool advance(Level &v) {
    untake(v.x);
    int nx = nd[v.x].down;
    if (nx == v.item) { leave(v, false); return false; }
    exclude(v.x, true);
    v.x = nx;
    take(v.x);
    return true;
  }
  /* undo level v: its row untaken (if taken) and the rows it excluded unhidden, last first */
  void leave(Level &v, bool taken) {
    if (taken) untake(v.x);
    for (int p = nd[v.x].up; p != v.item; p = nd[p].up) exclude(p, false);
  }
  /* a row tried at a level is hidden (excluded from the branches after it), then given back */
  void exclude(int p, bool on) { if (on) hide(p); else unhide(p); }
};
#endif
