/* Engine layer: costs (Knuth's DLX5 input). CostDLX is an Engine whose rows carry costs, with one
 * more search mode, best(K): the K solutions of least total cost, by branch and bound. Tools
 * include it (never paste); the judge core knows nothing of it. Not with multiplicities.
 *
 * The search: depth first from the current state (after any select_row()), branching on
 * choose_item() (fewest options, ties to the first) and trying that item's options cheapest first
 * (equal costs in the order of their rows). A lower bound for what the active primary items will still cost:
 * every remaining option o holds only active primary items, and a solution pays cost(o) = the sum
 * over the primary items i of o of unit(o) = cost(o)/prim(o) (prim(o): o's number of primary
 * items); so a completion costs at least the sum, over the active primary items i, of the least
 * unit(o) of the options o still in i's list. Once K solutions are kept, a node whose path cost
 * plus that bound (rounded up: costs are whole numbers) is not below the K-th best cost is cut
 * off, and so is every option of the branching item whose own cost already reaches it (the
 * options after it cost as much or more). While best() runs, the lists of the active primary items
 * are linked in order of unit (so an item's least unit is its first option); it links the
 * original order back before it returns. Engine::nodes counts the nodes it enters. */
#ifndef DLX_ENGINE_COSTS_H
#define DLX_ENGINE_COSTS_H
#include <algorithm>
#include <utility>
#include <vector>
#include "src/engine/engine.h"

struct CostDLX : Engine {
  struct Sol { u64 cost, seq; std::vector<int> rows; };  /* seq: found as the seq-th solution (0-based) */
  /* the last best()'s figures: solutions found (kept or not), nodes and options cut off */
  u64 found, cutoffs;
  CostDLX() : found(0), cutoffs(0) {}

  /* the cost of row r (default 0), after add_row() */
  void set_cost(int r, u64 c) {
    if (r < 0 || r >= nrows) return;
    if ((int)rcost.size() < nrows) rcost.resize(nrows, 0);
    rcost[r] = c;
  }
  u64 cost(int r) const { return r < (int)rcost.size() ? rcost[r] : 0; }

  /* The K (>= 1) cheapest solutions below the current selections, cheapest first, equal costs in
   * the order found; each solution's rows are the selected ones, then one per level from the top,
   * and its cost is theirs all added up.
   * Empty with bounds (multiplicities). Costs add up in 64 bits: keep them small enough. */
  std::vector<Sol> best(u64 K) {
    std::vector<Sol> heap;   /* a max-heap under worse(): the K best so far, the worst on top */
    found = cutoffs = 0;
    end_search();
    if (bounded || K == 0) return heap;
    if ((int)rcost.size() < nrows) rcost.resize(nrows, 0);
    unit.assign(nnodes, 0);
    ncost.assign(nnodes, 0);
    for (int r = 0; r < nrows; r++) {
      int prim = 0, p;
      for (p = rstart[r]; nd[p].top > 0; p++) if (nd[p].top <= np) prim++;
      double u = prim ? (double)rcost[r] / prim : 0;
      for (p = rstart[r]; nd[p].top > 0; p++) { unit[p] = u; ncost[p] = rcost[r]; }
    }
    sort_lists();
    int hint_min0 = hint_min;
    hint_min = 0x7fffffff;   /* no hint stack: this search scans for its item */
    std::vector<int> path;   /* the selected rows, then the rows chosen on the way down */
    u64 cur = 0;             /* the cost of the path (with the selected rows) */
    for (int k = 0; k < nsel; k++) { path.push_back(row_of(choice[k])); cur += rcost[path.back()]; }
    size_t depth = 0;        /* levels in use: lev[0..depth) */
    for (;;) {
      /* enter the node of the current state */
      nodes++;
      int i = choose_item();
      bool branch = false;
      if (i == 0) keep(heap, K, cur, path);
      else if (nd[i].top == 0) {}
      else if (heap.size() >= K && over(cur, heap.front().cost)) cutoffs++;
      else branch = true;
      if (branch) {
        if (lev.size() <= depth) lev.resize(depth + 1);
        Level &L = lev[depth++];
        L.item = i; L.k = 0; L.in = false;
        L.br.clear();
        for (int p = nd[i].down; p != i; p = nd[p].down) L.br.push_back(std::make_pair(ncost[p], p));
        std::sort(L.br.begin(), L.br.end());  /* by cost, then node: in the original list order */
        cover(i);
      }
      /* go on with the deepest level that has an option left */
      bool descended = false;
      while (depth > 0 && !descended) {
        Level &L = lev[depth - 1];
        if (L.in) {
          uncommit_others(L.br[L.k].second);
          cur -= L.br[L.k].first; path.pop_back();
          L.in = false; L.k++;
        }
        if (L.k < L.br.size()) {
          if (heap.size() >= K && cur + L.br[L.k].first >= heap.front().cost) { cutoffs++; L.k = L.br.size(); }
          else {
            int x = L.br[L.k].second;
            commit_others(x);
            L.in = true;
            cur += L.br[L.k].first; path.push_back(row_of(x));
            descended = true;
          }
        }
        if (!descended) { uncover(L.item); depth--; }
      }
      if (!descended) break;
    }
    hint_min = hint_min0;
    restore_lists();
    std::sort(heap.begin(), heap.end(), worse);
    return heap;
  }

 private:
  std::vector<u64> rcost;     /* per row: its cost */
  std::vector<double> unit;   /* per node: its row's cost / number of primary items (0 without) */
  std::vector<u64> ncost;     /* per node: its row's cost */
  std::vector<int> saved;     /* per active primary item at the start: the item, its length, its nodes */
  struct Level { int item; std::vector<std::pair<u64, int> > br; size_t k; bool in; };  /* (cost, node) */
  std::vector<Level> lev;

  /* link item i's list as v[0..k) */
  void relink(int i, const int *v, int k) {
    int prev = i;
    for (int j = 0; j < k; j++) { nd[prev].down = v[j]; nd[v[j]].up = prev; prev = v[j]; }
    nd[prev].down = i; nd[i].up = prev;
  }
  /* The lists of the active primary items, by unit (then node): the least unit of an item is its
   * first option, for the bound. The search covers and uncovers in LIFO order on these lists; the
   * options hidden before stay hidden until restore_lists() links the original order back. */
  void sort_lists() {
    saved.clear();
    std::vector<std::pair<double, int> > v;
    std::vector<int> w;
    for (int i = it[0].next; i != 0; i = it[i].next) {
      saved.push_back(i); saved.push_back(nd[i].top);
      v.clear();
      for (int p = nd[i].down; p != i; p = nd[p].down) { saved.push_back(p); v.push_back(std::make_pair(unit[p], p)); }
      std::sort(v.begin(), v.end());
      w.resize(v.size());
      for (size_t j = 0; j < v.size(); j++) w[j] = v[j].second;
      relink(i, w.empty() ? 0 : &w[0], (int)w.size());
    }
  }
  void restore_lists() {
    for (size_t at = 0; at < saved.size(); at += 2 + saved[at + 1])
      relink(saved[at], saved[at + 1] ? &saved[at + 2] : 0, saved[at + 1]);
    saved.clear();
  }
  static bool worse(const Sol &a, const Sol &b) { return a.cost != b.cost ? a.cost < b.cost : a.seq < b.seq; }
  /* the bound, rounded up, from a sum s of units: floating error is far below 1e-6 for costs up to
   * 10^12 summed in doubles, so round down by that first (monotone in s) */
  static u64 ceil_bound(double s) {
    s -= 1e-6 * (s > 1 ? s : 1);
    if (s <= 0) return 0;
    u64 v = (u64)s;
    return (double)v < s ? v + 1 : v;
  }
  /* cur + the lower bound of the active primary items >= worst? The sum only grows (terms >= 0,
   * rounding is monotone), so it stops as soon as a prefix of it reaches worst. */
  bool over(u64 cur, u64 worst) const {
    if (cur >= worst) return true;
    double s = 0;
    for (int i = it[0].next; i != 0; i = it[i].next) {
      double b = nd[i].down != i ? unit[nd[i].down] : -1;  /* the least unit: lists sorted by unit */
      if (b > 0) { s += b; if (cur + ceil_bound(s) >= worst) return true; }
    }
    return false;
  }
  void keep(std::vector<Sol> &heap, u64 K, u64 cur, const std::vector<int> &path) {
    u64 seq = found++;
    if (heap.size() >= K && cur >= heap.front().cost) return;
    Sol sol;
    sol.cost = cur; sol.seq = seq; sol.rows = path;
    if (heap.size() < K) { heap.push_back(sol); std::push_heap(heap.begin(), heap.end(), worse); return; }
    std::pop_heap(heap.begin(), heap.end(), worse);
    heap.back() = sol;
    std::push_heap(heap.begin(), heap.end(), worse);
  }
};
#endif
