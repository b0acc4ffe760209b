/* Engine layer: costs (Knuth's DLX5 input). CostDLX is an Engine whose rows carry costs, with one
 * more search mode, best(K): the K solutions of least total cost, by branch and bound. Tools
 * include it (never paste); the judge core knows nothing of it. Not with multiplicities.
 *
 * The search runs from the current state (after any select_row()) with its own links surgery:
 * - Taxes. Each active primary item i, in list order, is taxed the least net cost of the options
 *   still in its list, and that tax comes off the net cost of every option holding i (net costs
 *   start as the costs). Every solution covers each item once, so it costs the fixed total tax
 *   plus the sum of its options' net costs, all >= 0; the search works on net costs.
 * - Sorted lists. While best() runs, the lists of the active items are linked by net cost (equal
 *   costs in their original order); best() links the original order back before it returns.
 * - The gap. Once K solutions are kept, a completion must cost (net) less than gap = the K-th best
 *   minus the path's cost. An option of net cost >= gap is never taken: a level stops at the first
 *   such option of its item, and covering an item hides only the options below the gap left after
 *   the option just taken (the others can never be taken below it, so they may stay in the lists,
 *   beyond the usable front of each list). Each (un)cover keeps the node where it stopped on a stack
 *   and uncover goes back from there, in exactly the reverse order.
 * - A lower bound. An option o of net cost c and prim(o) primary items pays at least c / D(i) for
 *   each of its primary items i, D(i) being the most primary items of an option in i's list at the
 *   start: a completion costs at least the sum over the active primary items of the first (least)
 *   net cost in the list over D(i). A node whose bound reaches the gap is cut off, and so is an
 *   option whose cost plus the bound of the items outside it reaches the gap. (Exact: the sum is
 *   kept in units of 1/L, L the least common multiple of the D(i).)
 * - An option's commit stops as soon as it leaves an item outside the option with no option
 *   below the gap (the cheapest one hidden and the next too dear): its node is never entered.
 * - The item to branch on: the fewest options below the gap (counted up to 10, then the list's
 *   length), ties to the greatest first net cost, then to the first in the item list. An item with
 *   no option below the gap ends the node.
 * Solutions of equal cost: the K kept are the first found in this search order. Engine::nodes
 * counts the nodes it enters. */
#ifndef DLX_ENGINE_COSTS_H
#define DLX_ENGINE_COSTS_H
#include <algorithm>
#include <utility>
#include <vector>
#include "src/engine/engine.h"

struct CostDLX : Engine {
  struct Sol { u64 cost, seq; std::vector<int> rows; };  /* seq: found as the seq-th solution (0-based) */
  CostDLX() : nfound(0), ncut(0) {}
  /* the last best()'s figures: solutions found (kept or not), nodes and options cut off */
  u64 found() const { return nfound; }
  u64 cutoffs() const { return ncut; }

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
    nfound = ncut = 0;
    end_search();
    if (bounded || K == 0) return heap;
    if ((int)rcost.size() < nrows) rcost.resize(nrows, 0);
    u64 base = prepare();    /* the selected rows' costs plus the total tax */
    sort_lists();
    const u64 INF = ~(u64)0;
    std::vector<int> path;   /* one option node per level */
    size_t depth = 0;        /* levels in use */
    u64 cur = 0;             /* the net cost of the path */
    u64 cut = INF;           /* the net cost a new solution must stay below (INF: fewer than K kept) */
    for (;;) {
      /* enter the node of the current state */
      nodes++;
      u64 gap = cut - cur;
      int i = choose(gap, cut != INF && lcm);
      if (i == 0) {
        keep(heap, K, base + cur, path, depth);
        if (heap.size() >= K) cut = heap.front().cost - base;
      } else if (i > 0) {
        if (lev.size() <= depth) lev.resize(depth + 1);
        if (path.size() <= depth) path.resize(depth + 1);
        Level &L = lev[depth];
        L.item = i; L.cur = cur; L.in = false;
        L.x = nd[i].down; L.j = 0; L.off = pre.size();
        if (lcm) need(i, gap);
        cover_t<false>(i, gap - ncost[L.x]);  /* the first option is the cheapest: gaps below are smaller */
        depth++;
      }
      /* go on with the deepest level that has an option left */
      bool descended = false;
      while (depth > 0 && !descended) {
        Level &L = lev[depth - 1];
        if (L.in) { uncommit_t(L.x, L.q); L.in = false; L.x = nd[L.x].down; L.j++; }
        u64 g = cut - L.cur;
        for (; L.x != L.item; L.x = nd[L.x].down, L.j++) {
          if (ncost[L.x] >= g) { ncut++; L.x = L.item; break; }  /* this one and the rest: too dear */
          if (cut == INF || !lcm || pre[L.off + L.j] < lcm * g) break;
          ncut++;  /* its cost and the bound outside it reach the gap */
        }
        if (L.x != L.item) {
          L.q = commit_t(L.x, g - ncost[L.x]);
          L.in = true;
          if (L.q != L.x - 1) { ncut++; continue; }  /* an item outside it is left too dear */
          cur = L.cur + ncost[L.x];
          path[depth - 1] = L.x;
          descended = true;
        } else { uncover_t(L.item); pre.resize(L.off); depth--; }
      }
      if (!descended) break;
    }
    restore_lists();
    std::sort(heap.begin(), heap.end(), worse);
    return heap;
  }

 private:
  u64 nfound, ncut;           /* found(), cutoffs() */
  std::vector<u64> rcost;     /* per row: its cost */
  std::vector<u64> ncost;     /* per node: its row's net cost (header nodes: ~0, above every gap) */
  std::vector<u64> wt;        /* per item: L / D(i) (0 for items outside the bound) */
  std::vector<u64> first;     /* per item: the first net cost seen by the last choose() */
  std::vector<int> stk;       /* where each cover stopped, for its uncover */
  std::vector<int> saved;     /* per active item at the start: the item, its length, its nodes */
  u64 lcm, lb;                /* L (0: no bound); the bound of the last choose(), in units of 1/L */
  int zdead;                  /* see hide_below() */
  /* a level: the item branched on; x, the option tried (the j-th of the list), q what commit_t()
   * returned for it, in: committed; cur: the path's cost above; off: its first entry in pre */
  struct Level { int item, x, q; u64 cur; size_t j, off; bool in; };
  std::vector<u64> pre;       /* per level, per option below the gap (in list order): L times its
                               * cost plus the bound of the items outside it, at the level's node */
  std::vector<Level> lev;

  /* Net costs, taxes, the bound's weights; returns the selected rows' costs plus the total tax. */
  u64 prepare() {
    const u64 INF = ~(u64)0;
    u64 base = 0;
    for (int k = 0; k < nsel; k++) base += rcost[row_of(choice[k])];
    std::vector<u64> net(rcost.begin(), rcost.begin() + nrows);
    ncost.assign(nnodes, 0);
    for (int i = 0; i <= n + 1; i++) ncost[i] = INF;
    wt.assign(n + 2, 0);
    first.assign(n + 2, 0);
    std::vector<int> D(n + 2, 0);
    for (int i = it[0].next; i != 0; i = it[i].next) {
      u64 m = INF;
      for (int p = nd[i].down; p != i; p = nd[p].down) m = std::min(m, net[row_of(p)]);
      if (m == INF) continue;  /* no options: no solution (tax nothing) */
      base += m;
      for (int p = nd[i].down; p != i; p = nd[p].down) {
        int r = row_of(p), prim = 0;
        net[r] -= m;
        for (int q = rstart[r]; nd[q].top > 0; q++) if (nd[q].top <= np) prim++;
        D[i] = std::max(D[i], prim);
      }
    }
    u64 maxnet = 0, L = 1;
    int items = 0;
    for (int i = it[0].next; i != 0; i = it[i].next) {
      items++;
      for (int p = nd[i].down; p != i; p = nd[p].down) maxnet = std::max(maxnet, net[row_of(p)]);
      if (D[i] > 0 && L <= ((u64)1 << 20)) L = L / gcd(L, (u64)D[i]) * (u64)D[i];
    }
    /* every sum is at most L * items * maxnet: without the bound if that might not fit */
    lcm = L <= ((u64)1 << 20) && (maxnet == 0 || L * (u64)(items + 1) <= INF / maxnet / 2) ? L : 0;
    for (int i = it[0].next; i != 0; i = it[i].next) wt[i] = lcm && D[i] ? lcm / (u64)D[i] : 0;
    for (int r = 0; r < nrows; r++)
      for (int p = rstart[r]; nd[p].top > 0; p++) ncost[p] = net[r];
    stk.clear();
    return base;
  }
  static u64 gcd(u64 a, u64 b) { while (b) { u64 t = a % b; a = b; b = t; } return a; }

  /* The item to branch on (see the top), 0 at a solution, -1 for a node cut off (an item without
   * options below the gap, or, when `bound`, the bound reaching it); sets first[] and lb. */
  int choose(u64 gap, bool bound) {
    const int lenthresh = 10;
    int best = -1, bt = 0x7fffffff;
    u64 bmin = 0, s = 0, lim = bound ? lcm * gap : 0;
    for (int i = it[0].next; i != 0; i = it[i].next) {
      int p = nd[i].down;
      u64 m = ncost[p];
      if (m >= gap) { ncut++; return -1; }  /* (an empty list too: the header's cost is ~0) */
      first[i] = m;
      s += wt[i] * m;
      if (bound && s >= lim) { ncut++; return -1; }
      if (best < 0) best = 0;
      int k = 1;
      for (p = nd[p].down; ncost[p] < gap; p = nd[p].down) {
        if (k >= bt) goto next;  /* more than the best so far */
        if (++k > lenthresh) { k = nd[i].top; break; }
      }
      if (k < bt || (k == bt && m > bmin)) { bt = k; best = i; bmin = m; }
    next:;
    }
    lb = s;
    return best < 0 ? 0 : best;
  }
  /* for the options of item i below the gap, in list order, onto pre: L times the option's cost
   * plus the bound of the active primary items outside it (from the last choose(): the first costs
   * only grow below, so it stays a lower bound for the option's subtree) */
  void need(int i, u64 gap) {
    for (int p = nd[i].down; ncost[p] < gap; p = nd[p].down) {
      u64 s = lb - wt[i] * first[i];
      for (int q = p + 1; q != p;) {
        int y = nd[q].top;
        if (y <= 0) { q = nd[q].up; continue; }
        if (y <= np) s -= wt[y] * first[y];
        q++;
      }
      pre.push_back(s + lcm * ncost[p]);
    }
  }

  /* hide the options of item c's list from the first on, while their net cost is below th, from
   * the other lists (not the nodes of purified items: color < 0); color c0: skip the options of
   * that color (purify) and mark them -1. Pushes the node where it stopped. CHK: zdead = the
   * last primary item left with no option below th by it (0: none). */
  template <bool CHK> void hide_below(int c, u64 th, int c0, int self) {
    Node *a = &nd[0];
    const u64 *nc = &ncost[0];
    int rr = a[c].down, z = 0;
    for (; nc[rr] < th; rr = a[rr].down) {
      if (c0) {
        if (a[rr].color == c0) { if (rr != self) a[rr].color = -1; continue; }
      }
      for (int q = rr + 1; q != rr;) {
        int x = a[q].top;
        if (x <= 0) { q = a[q].up; continue; }
        if (a[q].color >= 0) {
          int u = a[q].up, d = a[q].down;
          a[u].down = d; a[d].up = u; a[x].top--;
          if (CHK && u == x && nc[d] >= th && x <= np) z = x;  /* x's cheapest option is gone */
        }
        q++;
      }
    }
    stk.push_back(rr);
    if (CHK) zdead = z;
  }
  /* undo the last hide_below() on item c's list, in reverse order */
  void unhide_below(int c, int c0, int self) {
    Node *a = &nd[0];
    int stop = stk.back();
    stk.pop_back();
    for (int rr = a[stop].up; rr != c; rr = a[rr].up) {
      if (c0) {
        if (a[rr].color < 0) { a[rr].color = c0; continue; }
        if (rr == self) continue;
      }
      unhide(rr);  /* the core's, as hide_below() hides */
    }
  }
  template <bool CHK> void cover_t(int c, u64 th) {
    hide_below<CHK>(c, th, 0, 0);
    int l = it[c].prev, r = it[c].next;
    it[l].next = r; it[r].prev = l;
  }
  void uncover_t(int c) {
    int l = it[c].prev, r = it[c].next;
    it[l].next = c; it[r].prev = c;
    unhide_below(c, 0, 0);
  }
  /* commit the other items of option x (rightwards) with threshold th = the gap below x; stops
   * after an item whose commit leaves an item outside x without options below th, and returns
   * that node (undo: uncommit_t(x, it)), else x - 1 (the whole option) */
  int commit_t(int x, u64 th) {
    for (int q = x + 1; q != x;) {
      if (nd[q].top <= 0) { q = nd[q].up; continue; }
      int col = nd[q].color, c = nd[q].top;
      if (col == 0) cover_t<true>(c, th);
      else if (col > 0) { icolor[c] = col; hide_below<true>(c, th, col, q); }
      else zdead = 0;
      if (zdead) {
        int r = x + 1;
        while (r != x && nd[r].top != zdead) r = nd[r].top <= 0 ? nd[r].up : r + 1;
        if (r == x && nd[x].top != zdead) return q;  /* zdead is not in x's option */
      }
      q++;
    }
    return x - 1;
  }
  /* undo commit_t(x, th) that returned q: from q back to x, leftwards */
  void uncommit_t(int x, int q) {
    for (; q != x;) {
      if (nd[q].top <= 0) { q = nd[q].down; continue; }
      int col = nd[q].color;
      if (col == 0) uncover_t(nd[q].top);
      else if (col > 0) { unhide_below(nd[q].top, col, q); icolor[nd[q].top] = 0; }
      q--;
    }
  }

  /* link item i's list as v[0..k) */
  void relink(int i, const int *v, int k) {
    int prev = i;
    for (int j = 0; j < k; j++) { nd[prev].down = v[j]; nd[v[j]].up = prev; prev = v[j]; }
    nd[prev].down = i; nd[i].up = prev;
  }
  /* The lists of the active items (primary and secondary), by net cost, equal costs in list order. */
  void sort_lists() {
    saved.clear();
    std::vector<std::pair<u64, int> > v;
    std::vector<int> w;
    for (int root = 0; root <= n + 1; root += n + 1)
      for (int i = it[root].next; i != root; i = it[i].next) {
        size_t at = saved.size();
        saved.push_back(i); saved.push_back(0);
        v.clear();
        for (int p = nd[i].down; p != i; p = nd[p].down) { saved.push_back(p); v.push_back(std::make_pair(ncost[p], (int)v.size())); }
        saved[at + 1] = (int)v.size();
        std::sort(v.begin(), v.end());
        w.resize(v.size());
        for (size_t j = 0; j < v.size(); j++) w[j] = saved[at + 2 + v[j].second];
        relink(i, w.empty() ? 0 : &w[0], (int)w.size());
      }
  }
  void restore_lists() {
    for (size_t at = 0; at < saved.size(); at += 2 + saved[at + 1])
      relink(saved[at], saved[at + 1] ? &saved[at + 2] : 0, saved[at + 1]);
    saved.clear();
  }
  static bool worse(const Sol &a, const Sol &b) { return a.cost != b.cost ? a.cost < b.cost : a.seq < b.seq; }
  void keep(std::vector<Sol> &heap, u64 K, u64 cost, const std::vector<int> &path, size_t depth) {
    u64 seq = nfound++;
    if (heap.size() >= K && cost >= heap.front().cost) return;
    Sol sol;
    sol.cost = cost; sol.seq = seq;
    for (int k = 0; k < nsel; k++) sol.rows.push_back(row_of(choice[k]));
    for (size_t k = 0; k < depth; k++) sol.rows.push_back(row_of(path[k]));
    if (heap.size() < K) { heap.push_back(sol); std::push_heap(heap.begin(), heap.end(), worse); return; }
    std::pop_heap(heap.begin(), heap.end(), worse);
    heap.back() = sol;
    std::push_heap(heap.begin(), heap.end(), worse);
  }
};
#endif
