/* Task: SPOJ SUDOGOB "Sudoku goblin" (Luogu SP13980) -- https://www.spoj.com/problems/SUDOGOB/
 * Submit as: SPOJ C++14 (gcc 8.3; also compiles as C++98).  Input: a line T, then T tables of
 *   9 lines x 9 numbers 0-9 (0 = empty) separated by blanks, blank lines between tables;
 *   trailing blanks, CRLF and a missing final newline are fine.
 * Output: per table, the number of solutions (all of them, 64-bit); when it is 1, the 9 rows of
 *   the solution, each digit followed by one space (as the statement's). Clashing givens -> 0.
 * Method: DLX exact cover, 324 columns, 729 rows built once; givens selected, solutions counted
 *   by the core's count(), then one first() for a unique solution's grid; selections undone.
 *   ~1 us per solution: fine for the judge's counts (<= 10^5), hopeless for a nearly empty grid.
 * Status: samples, course data + generated cases vs brute pass; judge: not submitted.
 * Dialects: c++98 c++14 c++17
 */
#include <cstdio>
#include <string>
#include <vector>
using namespace std;

// ==== BEGIN DLX CORE (src/dlx_core.h sha256:88cc5e1dae36) -- edit src/dlx_core.h, then make sync ====
/* DLX judge core: Knuth's Algorithm X with dancing links, exact cover with colors (XCC). C++98; no
 * I/O, globals or recursion (but count()'s tail, depth <= 128). Pasted verbatim into every judge
 * file: edit src/dlx_core.h, then `make sync`. src/engine/ builds on its protected members.
 * Use: reset(items, primary); add_row()*; [select_row(r)*]; begin(); while (next() == FOUND) read
 *   solution_row(k), k < solution_size(); unselect_all(). Or first(), count(). Many puzzles on one
 *   matrix: snapshot() once, then per puzzle restore(), select_row(given)*, first().
 * Choices, solutions, their order and node counts are Knuth's DLX1 (fewest options, ties to the
 *   first) unless set_quick_forced(true).
 * Layout: items 1..n (1..np primary); node i heads item i; after each option a spacer (top <= 0;
 *   up: the first node of the option before, down: the last node of the one after).
 */
#ifndef DLX_CORE_H
#define DLX_CORE_H
#include <vector>
#include <cstring>
#include <stdint.h>

struct DLX {
  typedef uint64_t u64;
  struct Node { int up, down, top, color; };  /* top: item (> 0), spacer (<= 0), a header's length */
  struct Item { int prev, next; };
  enum { DONE = 0, FOUND = 1, PAUSED = 2 };      /* next() */
  enum { LIST = 0, COUNT = 1, COUNT_BULK = 2 };  /* begin() */
  enum { PH_IDLE, PH_READY, PH_FOUND, PH_PAUSED, PH_DONE };
  enum { MANY = 0x7fffffff, TAIL_PRIMARY = 128, TAIL_ITEMS = 256, TAIL_OPTIONS = 1024,
    TAIL_WORDS = TAIL_OPTIONS / 64, TAIL_SPARSE = 40 };

  DLX() : nodes(0), updates(0), n(0), np(0), nnodes(0), nrows(0), stamp(0), colored(0), max_items(1 << 24),
      max_nodes(1 << 28), nsel(0), lvl(0), phase(PH_IDLE), hint_top(0), hint_cap(0), hint_base(0), hint_own(0),
      hint_new(0), hint_lost(0), hint_min(100), quick(0), shortcut(0), len_sum(0), prim_left(0), last_zero(0),
      bulk(0), tail_on(0), tail_items(TAIL_PRIMARY), sparse(0) {}

  /* ---- building ---- */
  /* a new matrix, the first `primary` items primary; false if over capacity */
  bool reset(int items, int primary) {
    if (items < 0 || primary < 0 || primary > items || items > max_items) return false;
    n = items; np = primary;
    if ((int)nd.size() < n + 2) nd.resize(n + 2);
    it.resize(n + 2); icolor.resize(n + 2); mark.resize(n + 2);
    for (int i = 0; i <= n + 1; i++) {
      nd[i].up = nd[i].down = i; nd[i].top = nd[i].color = 0;
      icolor[i] = 0;
    }
    ring(0, 1, np); ring(n + 1, np + 1, n);
    nnodes = n + 2;
    nrows = nsel = lvl = colored = snap.ok = 0; phase = PH_IDLE;
    nodes = updates = 0;
    rstart.clear();
    hint_cap = 3 * np + 64;  /* >= the pushes on a path: np, then 2 per item */
    if ((int)hint.size() <= hint_cap) hint.resize(hint_cap + 1);
    hint_top = hint_base = hint_own = 0;
    return true;
  }
  /* Append a row of k items (1-based), colors optional (0: none; secondary items only): its number,
   * or -1 (nothing written) on a bad or repeated item, a bad color, or overflow. */
  int add_row(const int *items, int k, const int *colors = 0) {
    if (k < 0 || phase != PH_IDLE || nsel != 0 || k > max_nodes || nnodes > max_nodes - k - 1) return -1;
    if (++stamp == MANY) { for (size_t i = 0; i < mark.size(); i++) mark[i] = 0; stamp = 1; }
    int c = 0, need = nnodes + k + 1, first = nnodes, sp = first + k;
    for (int j = 0; j < k; j++) {
      int x = items[j];
      if (x < 1 || x > n || mark[x] == stamp) return -1;
      if (colors && colors[j] != 0) { if (x <= np || colors[j] < 0) return -1; c = 1; }
      mark[x] = stamp;
    }
    colored |= c;
    if ((int)nd.size() < need) {
      int sz = 2 * (int)nd.size() < need ? need : 2 * (int)nd.size();
      nd.resize(sz > max_nodes + 1 ? max_nodes + 1 : sz);
    }
    for (int j = 0; j < k; j++) {
      int x = items[j], p = first + j;
      Node &h = nd[x];
      nd[p].top = x; nd[p].color = colors ? colors[j] : 0;
      nd[p].up = h.up; nd[p].down = x;
      nd[h.up].down = p; h.up = p; h.top++;
    }
    nd[first - 1].down = k > 0 ? sp - 1 : first - 1;
    nd[sp].top = -(nrows + 1); nd[sp].up = k > 0 ? first : sp; nd[sp].down = sp;
    nnodes = sp + 1;
    rstart.push_back(first);
    return nrows++;
  }
  /* room for `rows` more rows of `entries` entries in all: one growth */
  void reserve(int rows, int entries) {
    if (rows < 0 || entries < 0 || entries > max_nodes - nnodes - rows) return;
    if ((int)nd.size() < nnodes + entries + rows) nd.resize(nnodes + entries + rows);
    rstart.reserve(nrows + rows);
  }
  void set_capacity(int items, int entries) { max_items = items; max_nodes = entries; }  /* reset, add_row */
  int row_of(int p) const { while (nd[p].top > 0) p++; return -nd[p].top - 1; }  /* the row of node p */
  bool item_active(int i) const { return it[it[i].prev].next == i; }

  /* ---- selections before the search (givens, a subtree's top) ---- */
  /* select row r; false (nothing changed) if it has no primary item or clashes */
  bool select_row(int r) {
    end_search();
    if (r < 0 || r >= nrows) return false;
    int p0 = -1;
    for (int p = rstart[r]; nd[p].top > 0; p++) {
      int x = nd[p].top;
      if (!item_active(x)) return false;
      if (x <= np) { if (p0 < 0) p0 = p; }
      else if (icolor[x] != 0 && nd[p].color >= 0 && nd[p].color != icolor[x]) return false;
    }
    if (p0 < 0) return false;
    if ((int)choice.size() <= nsel) choice.resize(nsel + 16);
    cover(nd[p0].top);
    commit_others(p0);
    choice[nsel] = p0; lvl = ++nsel;
    return true;
  }
  void unselect_last() {
    end_search();
    hint_top = 0;
    if (nsel > 0) unchoose(choice[lvl = --nsel]);
  }
  void unselect_all() { while (nsel > 0) unselect_last(); end_search(); }
  /* remember the state (ends a search); restore() copies it back (false: none) */
  void snapshot() {
    end_search();
    if (it.empty()) return;  /* never reset: nothing to remember */
    snap.nd.assign(nd.begin(), nd.begin() + nnodes);
    snap.it.assign(it.begin(), it.begin() + (n + 2));
    snap.icolor.assign(icolor.begin(), icolor.begin() + (n + 2));
    snap.choice.assign(choice.begin(), choice.begin() + nsel);
    snap.nnodes = nnodes; snap.nrows = nrows; snap.nsel = nsel; snap.ok = 1;
  }
  bool restore() {
    if (!snap.ok) return false;
    std::memcpy(&nd[0], &snap.nd[0], sizeof(Node) * (size_t)snap.nnodes);
    std::memcpy(&it[0], &snap.it[0], sizeof(Item) * (size_t)(n + 2));
    std::memcpy(&icolor[0], &snap.icolor[0], sizeof(int) * (size_t)(n + 2));
    if (snap.nsel > 0) std::memcpy(&choice[0], &snap.choice[0], sizeof(int) * (size_t)snap.nsel);
    nnodes = snap.nnodes; nrows = snap.nrows; nsel = snap.nsel;
    if ((int)rstart.size() > nrows) rstart.resize(nrows);
    hint_top = 0; phase = PH_IDLE;
    end_search();
    return true;
  }

  /* ---- the search ---- */
  /* COUNT: a FOUND may leave one forced completion out of the path (count it, do not read it);
   * COUNT_BULK: subtrees also counted at once (take_bulk()) */
  void begin(int mode = LIST) {
    end_search();
    shortcut = mode != LIST; tail_on = mode == COUNT_BULK && !colored; bulk = 0;
    if ((int)choice.size() <= nsel + np) choice.resize(nsel + np + 1);
    if ((int)saved.size() <= nsel + np) saved.resize(nsel + np + 1);
    hint_lost = 0;
    if (np >= hint_min) {  /* the hints: every item of length <= 1 now */
      hint_top = 0;
      for (int k = it[0].next; k != 0; k = it[k].next)
        if (nd[k].top <= 1 && hint_top < hint_cap) hint[hint_top++] = k;
    }
    if (shortcut || tail_on) {
      int m = 1;
      len_sum = prim_left = 0;
      for (int k = it[0].next; k != 0; k = it[k].next) { len_sum += nd[k].top; prim_left++; m &= nd[k].top != 0; }
      if (n != np || !m) shortcut = 0;  /* an item at 0: a dead root the hints miss */
    }
    phase = PH_READY;
  }
  /* on to a solution (FOUND), the end (DONE) or `budget` more nodes (PAUSED; 0: no limit) */
  int next(u64 budget = 0) { return shortcut || tail_on ? search<true>(budget) : search<false>(budget); }
  void end_search() {  /* undo an unfinished search */
    if (phase == PH_FOUND || phase == PH_PAUSED) {
      while (lvl > nsel) unchoose(choice[--lvl]);
      hint_top = 0;
    }
    hint_base = hint_own = hint_new = 0;
    lvl = nsel; phase = PH_IDLE;
  }
  /* one solution; if true, read it before any other call */
  bool first() { begin(); if (next() == FOUND) return true; end_search(); return false; }
  /* the solutions of the current state, up to `limit` (0 = all); restores it */
  u64 count(u64 limit = 0) {
    begin(limit ? COUNT : COUNT_BULK);
    while (next() == FOUND && ++bulk != limit) {}
    end_search();
    return bulk;
  }
  u64 take_bulk() { u64 c = bulk; bulk = 0; return c; }
  /* the current solution: the selected rows, then the search's */
  int solution_size() const { return lvl; }
  int solution_row(int k) const { return row_of(choice[k]); }
  u64 node_count() const { return nodes; }      /* search-tree nodes entered (Knuth's) */
  u64 update_count() const { return updates; }  /* link updates (Knuth's) */
  /* forced moves newest first (sudoku): the same solutions, in the same order (not their rows') */
  void set_quick_forced(bool on) { quick = on; }

 protected:
  u64 nodes, updates;       /* node_count(), update_count() */
  std::vector<Node> nd;     /* 0..n: the items' heads (top: the length); n+1: a spacer */
  std::vector<Item> it;     /* the active items: a ring from 0 (primary), one from n+1 (secondary) */
  std::vector<int> icolor;  /* a purified secondary item's color, else 0 */
  std::vector<int> rstart, mark;  /* each row's first node; add_row()'s stamps */
  int n, np, nnodes, nrows, stamp, colored, max_items, max_nodes;
  /* choice[0, nsel): the selections; [nsel, lvl): the path, a node per level (the item's head once
   * its options are used up); lvl == nsel outside a search */
  std::vector<int> choice;
  int nsel, lvl, phase;
  /* hints: items whose length fell to 1 or 0 (maybe stale). At a node, [hint_new, hint_top) fell
   * in the last commit; [hint_base, hint_top) may be forced moves, this branch's own from hint_own
   * up. hint_lost: the stack was full (a hint may be missing). Only from hint_min primary items. */
  std::vector<int> hint;
  int hint_top, hint_cap, hint_base, hint_own, hint_new, hint_lost, hint_min, quick;
  /* count(): len_sum (the active primary items' lengths) == prim_left (their number) means one
   * completion (the shortcut) */
  int shortcut, len_sum, prim_left, last_zero;
  struct Level { int hint_base, hint_own, len_sum, prim_left; };
  std::vector<Level> saved;  /* per level, after its cover */
  struct Snap {
    std::vector<Node> nd; std::vector<Item> it; std::vector<int> icolor, choice;
    int nnodes, nrows, nsel, ok;
    Snap() : nnodes(0), nrows(0), nsel(0), ok(0) {}
  } snap;
  /* count()'s tail (COUNT_BULK, no colors): <= tail_items (<= 128; 0: never) primary items, 128
   * secondary, 1024 options left: counted on bit masks. An item's bit (secondary from 128), an
   * option's first node; an option's items (4 words), an item's options, an option's conflicts (W
   * words); sparse: options conflict with < TAIL_SPARSE others on average. */
  std::vector<int> tail_bit, tail_opt;
  std::vector<u64> opt_items, item_opts, conflicts;
  u64 bulk;  /* solutions counted, not yet taken */
  int tail_on, tail_items, sparse;

  /* ---- link surgery ---- */
  void ring(int h, int lo, int hi) {  /* the active items h, lo..hi */
    int prev = h;
    for (int i = lo; i <= hi; i++) { it[prev].next = i; it[i].prev = prev; prev = i; }
    it[prev].next = h; it[h].prev = prev;
  }
  /* Hide item i's options from p0 down. H: push the primary items whose length falls to 1 or 0 on
   * the hints (no branch), else note the last to fall to 0; C: skip purified nodes (color < 0).
   * Hot loop: locals (node stores may alias members). */
  template <bool H, bool C> void hide_t(int p0, int i) {
    Node *a = &nd[0];
    int *hs = &hint[0];
    int h = hint_top, lim = hint_cap, pr = np, z = 0;
    u64 upd = 0;
    for (int p = p0; p != i; p = a[p].down)
      for (int q = p + 1; q != p;) {
        int x = a[q].top;
        if (x <= 0) { q = a[q].up; continue; }
        if (!C || a[q].color >= 0) {
          int u = a[q].up, d = a[q].down;
          a[u].down = d; a[d].up = u; upd++;
          if (H) { hs[h] = x; h += (--a[x].top <= 1) & (x <= pr) & (h < lim); }
          else if (--a[x].top == 0 && x <= pr) z = x;
        }
        q++;
      }
    if (H) { if (h == lim) hint_lost = 1; hint_top = h; }
    else if (z) last_zero = z;
    updates += upd;
  }
  void hide_from(int p0, int i) {
    if (np < hint_min) hide_t<false, true>(p0, i);
    else if (colored) hide_t<true, true>(p0, i);
    else hide_t<true, false>(p0, i);  /* hints, no colors anywhere: sudoku */
  }
  void unhide_from(int p0, int i) {  /* hide_from() undone, in reverse */
    Node *a = &nd[0];
    for (int p = p0; p != i; p = a[p].up)
      for (int q = p - 1; q != p;) {
        int x = a[q].top;
        if (x <= 0) { q = a[q].down; continue; }
        if (a[q].color >= 0) {
          int u = a[q].up, d = a[q].down;
          a[u].down = q; a[d].up = q; a[x].top++;
        }
        q--;
      }
  }
  /* hide / unhide the one option p (p's own node stays) */
  void hide(int p) { hide_from(p, nd[p].down); }
  void unhide(int p) { unhide_from(p, nd[p].up); }
  void cover(int i) {
    hide_from(nd[i].down, i);
    int l = it[i].prev, r = it[i].next;
    it[l].next = r; it[r].prev = l;
  }
  void uncover(int i) {
    int l = it[i].prev, r = it[i].next;
    it[l].next = i; it[r].prev = i;
    unhide_from(nd[i].up, i);
  }
  void purify(int p) {
    int c = nd[p].color, i = nd[p].top;
    icolor[i] = c;
    for (int q = nd[i].down; q != i; q = nd[q].down) {
      if (nd[q].color != c) hide(q);
      else if (q != p) nd[q].color = -1;
    }
  }
  void unpurify(int p) {
    int c = nd[p].color, i = nd[p].top;
    for (int q = nd[i].up; q != i; q = nd[q].up) {
      if (nd[q].color < 0) nd[q].color = c;
      else if (q != p) unhide(q);
    }
    icolor[i] = 0;
  }
  void commit(int p) {
    int c = nd[p].color;
    if (c == 0) cover(nd[p].top); else if (c > 0) purify(p);
  }
  void uncommit(int p) {
    int c = nd[p].color;
    if (c == 0) uncover(nd[p].top); else if (c > 0) unpurify(p);
  }
  void cover_c(int i) {  /* cover(), keeping count()'s sums (primary items only) */
    u64 u0 = updates;
    len_sum -= nd[i].top; prim_left--;
    cover(i);
    len_sum -= (int)(updates - u0);
  }
  /* (un)commit the other items of p's option, rightwards / leftwards; c: cover_c() */
  void commit_others(int p, bool c = false) {
    for (int q = p + 1; q != p;) {
      if (nd[q].top <= 0) { q = nd[q].up; continue; }
      if (c) cover_c(nd[q].top); else commit(q);
      q++;
    }
  }
  void uncommit_others(int p) { uncommit_to(p, p - 1); }
  void unchoose(int p) { uncommit_others(p); uncover(nd[p].top); }
  /* commit_others(p, c) up to a commit leaving a primary item outside p's option with no options:
   * returns that q (undo: uncommit_to(p, q)), else 0. Without hints (hide_t() sets last_zero). */
  int commit_until_dead(int p, bool c) {
    for (int q = p + 1; q != p;) {
      if (nd[q].top <= 0) { q = nd[q].up; continue; }
      last_zero = 0;
      if (c) cover_c(nd[q].top); else commit(q);
      if (last_zero) {
        int r = p + 1;
        while (r != p && nd[r].top != last_zero) r = nd[r].top <= 0 ? nd[r].up : r + 1;
        if (r == p) return q;  /* last_zero is not in the option */
      }
      q++;
    }
    return 0;
  }
  void uncommit_to(int p, int q) {
    for (int r = q; r != p;) {
      if (nd[r].top <= 0) { r = nd[r].down; continue; }
      uncommit(r); r--;
    }
  }

  /* ---- the search: enter a node and choose its item (a new level), try the level's options in
   * turn, back up a level when they are used up. X: count()'s sums (the shortcut, the tail) ---- */
  template <bool X> int search(u64 budget) {
    u64 stop = budget ? nodes + budget : 0;
    if (phase == PH_DONE || phase == PH_IDLE) return DONE;
    for (bool up = phase == PH_FOUND;; up = !try_next<X>(stop)) {
      if (!up) {
        if (stop && nodes >= stop) { phase = PH_PAUSED; return PAUSED; }
        int i = choose<X>();
        if (i < 0) { phase = PH_FOUND; return FOUND; }
        if (i > 0) { branch<X>(i); continue; }
      }
      if (lvl == nsel) { phase = PH_DONE; return DONE; }
      back_up<X>();
    }
  }
  /* enter a node: the item to branch on, 0 (a dead end, or the tail counted it) or -1 (a solution).
   * Forced moves from the hints: the first in the item list, as the scan; quick: the newest. */
  template <bool X> int choose() {
    if (X && tail_on && prim_left <= tail_items && prim_left <= TAIL_PRIMARY && tail()) return 0;
    nodes++;
    int i = 0, m = MANY, least = 0;
    if (np >= hint_min) {
      for (int j = hint_top - 1; j >= hint_new; j--) {  /* fell to 0 in the last commit */
        int k = hint[j];
        if (nd[k].top == 0 && item_active(k)) return 0;
      }
      if (X && shortcut && len_sum == prim_left && !hint_lost) return -1;  /* all forced */
      if ((i = quick ? forced_newest() : forced_first()) != 0) return i;
      least = hint_lost ? 0 : 2;  /* none lost: no item has < 2 options */
    }
    for (int k = it[0].next; k != 0; k = it[k].next) {  /* Knuth's rule */
      int l = nd[k].top;
      if (l < m) { m = l; i = k; if (l <= least) break; }
    }
    if (i == 0 || (X && shortcut && m == 1 && len_sum == prim_left)) return -1;
    return m ? i : 0;
  }
  int forced_newest() {  /* pops this branch's stale hints, reads the rest */
    while (hint_top > hint_own) {
      int k = hint[--hint_top];
      if (nd[k].top == 1 && item_active(k)) return k;
    }
    for (int j = hint_own - 1; j >= hint_base; j--) {
      int k = hint[j];
      if (nd[k].top == 1 && item_active(k)) return k;
    }
    return 0;
  }
  int forced_first() {  /* compacts this branch's hints */
    int i = MANY, w = hint_own;
    for (int j = hint_own; j < hint_top; j++) {
      int k = hint[j];
      if (nd[k].top == 1 && item_active(k)) { hint[w++] = k; if (k < i) i = k; }
    }
    hint_top = w;
    for (int j = hint_base; j < hint_own; j++) {
      int k = hint[j];
      if (nd[k].top == 1 && k < i && item_active(k)) i = k;
    }
    return i < MANY ? i : 0;
  }
  /* a level on item i; a branching's subtree owns the hints from here on */
  template <bool X> void branch(int i) {
    bool fork = nd[i].top > 1;
    hint_new = hint_top;
    if (fork) hint_base = hint_top;
    if (X && shortcut) cover_c(i); else cover(i);
    if (fork) hint_own = hint_top;
    if (X && !shortcut) prim_left--;
    Level &s = saved[lvl];
    s.hint_base = hint_base; s.hint_own = hint_own;
    if (X) { s.len_sum = len_sum; s.prim_left = prim_left; }
    choice[lvl] = nd[i].down;
  }
  /* commit the level's option and go down (true), or uncover its item (false). Without hints a
   * commit that leaves an item with no options is a dead-end child, entered and left at once. */
  template <bool X> bool try_next(u64 stop) {
    for (;;) {
      int x = choice[lvl];
      if (x <= n) { uncover(x); return false; }
      if (np < hint_min && (!stop || nodes < stop)) {
        int q = commit_until_dead(x, X && shortcut);
        if (q) { nodes++; uncommit_to(x, q); next_option<X>(x); continue; }
      } else commit_others(x, X && shortcut);
      if (X && !shortcut)  /* the option's other primary items */
        for (int q = x + 1; q != x;) { if (nd[q].top <= 0) { q = nd[q].up; continue; } prim_left -= nd[q++].top <= np; }
      lvl++;
      return true;
    }
  }
  template <bool X> void back_up() { int x = choice[--lvl]; uncommit_others(x); next_option<X>(x); }
  template <bool X> void next_option(int x) {  /* past option x */
    Level &s = saved[lvl];
    choice[lvl] = nd[x].down;
    hint_top = hint_own = s.hint_own; hint_new = hint_base = s.hint_base;
    if (X) { len_sum = s.len_sum; prim_left = s.prim_left; }
  }

  /* ---- count()'s tail (see its fields) ---- */
  static int low_bit(u64 x) { return popcount(~x & (x - 1)); }
  static int popcount(u64 x) {
    const u64 k = ~(u64)0;
    x -= (x >> 1) & (k / 3); x = (x & (k / 5)) + ((x >> 2) & (k / 5)); x = (x + (x >> 4)) & (k / 17);
    return (int)((x * (k / 255)) >> 56);
  }
  /* the completions of items u0, u1, options l, after option r (if >= 0). sparse: items not in
   * c0, c1 have 2+ live options; else a full scan */
  template <int W> u64 tail_count(u64 u0, u64 u1, const u64 *lp, int r) {
    u64 l[W], c0 = r < 0 ? u0 : 0, c1 = r < 0 ? u1 : 0, s = 0, x;
    int w, h, k, b = 0, m;
    for (w = 0; w < W; w++) l[w] = lp[w];
    for (nodes++;;) {
      if (r >= 0) {  /* take r; its conflicts' items join c */
        u0 &= ~opt_items[4 * r]; u1 &= ~opt_items[4 * r + 1];
        for (w = 0; w < W; w++) {
          x = l[w] & conflicts[r * W + w]; l[w] &= ~x;
          for (; sparse && x; x &= x - 1) { k = 4 * (w * 64 + low_bit(x)); c0 |= opt_items[k]; c1 |= opt_items[k + 1]; }
        }
        r = -1;
      }
      if (!(u0 | u1)) return s + 1;
      c0 &= u0; c1 &= u1; m = MANY;
      if (c0 | c1) {
        if (c0) b = low_bit(c0), c0 &= c0 - 1; else b = 64 + low_bit(c1), c1 &= c1 - 1;
        for (m = w = 0; w < W; w++) m += popcount(item_opts[b * W + w] & l[w]);
        if (m > 1) continue;
      } else  /* branch: the first with fewest; each option but the last in a child */
      for (h = 0; h < 2; h++)
        for (u64 v = h ? u1 : u0; v; v &= v - 1) {
          int c = 0;
          k = low_bit(v) + 64 * h;
          for (w = 0; w < W; w++) c += popcount(item_opts[k * W + w] & l[w]);
          if (c < m) { m = c; b = k; if (c <= 1 + sparse) goto chosen; }
        }
    chosen:
      if (m == 0) return s;
      for (w = 0; w < W; w++)
        for (x = item_opts[b * W + w] & l[w]; x; x &= x - 1) {
          if (r >= 0) s += tail_count<W>(u0, u1, l, r);
          r = w * 64 + low_bit(x);
        }
      nodes++;
    }
  }
  bool tail() {  /* count the subtree into bulk, if it fits */
    int m = 0, R = 0, W = 2, ms = TAIL_PRIMARY;
    u64 l[TAIL_WORDS] = {0}, a = 0, b = 0;
    if (conflicts.empty()) {
      opt_items.resize(4 * TAIL_OPTIONS); item_opts.resize(TAIL_ITEMS * TAIL_WORDS);
      conflicts.resize(TAIL_OPTIONS * TAIL_WORDS); tail_opt.resize(TAIL_OPTIONS);
    }
    tail_bit.resize(n + 2);
    for (int k = it[0].next; k != 0; k = it[k].next, m++)
      if ((tail_bit[k] = m) == TAIL_PRIMARY) return false; else (m < 64 ? a : b) |= (u64)1 << (m % 64);
    for (int k = it[n + 1].next; k != n + 1; k = it[k].next) if ((tail_bit[k] = ms++) == TAIL_ITEMS) return false;
    for (int k = it[0].next; k != 0; k = it[k].next)
      for (int p = nd[k].down; p != k; p = nd[p].down) {
        int q = p - 1;
        while (nd[q].top > np) q--;
        if (nd[q].top <= 0) {  /* p is its option's first primary node */
          if (R == TAIL_OPTIONS) return false;
          tail_opt[R] = q + 1; l[R / 64] |= (u64)1 << (R % 64); R++;
        }
      }
    while (W * 64 < R) W *= 2;
    for (m = 0; m < TAIL_ITEMS * W; m++) item_opts[m] = 0;
    for (m = 0; m < 4 * R; m++) opt_items[m] = 0;
    for (int r = 0; r < R; r++)
      for (int q = tail_opt[r], t; nd[q].top > 0; q++)
        t = tail_bit[nd[q].top], opt_items[4 * r + t / 64] |= (u64)1 << t % 64, item_opts[t * W + r / 64] |= (u64)1 << r % 64;
    for (m = 0; m < R * W; m++) conflicts[m] = 0;
    for (int r = 0; r < R; r++)
      for (int q = tail_opt[r]; nd[q].top > 0; q++)
        for (int w = 0, t = tail_bit[nd[q].top] * W; w < W; w++) conflicts[r * W + w] |= item_opts[t + w];
    for (sparse = m = 0; m < R * W; m++) sparse += popcount(conflicts[m]);
    sparse = sparse < TAIL_SPARSE * R;
    bulk += W == 2 ? tail_count<2>(a, b, l, -1) : W == 4 ? tail_count<4>(a, b, l, -1) :
      W == 8 ? tail_count<8>(a, b, l, -1) : tail_count<16>(a, b, l, -1);
    return true;
  }
};
#endif
// ==== END DLX CORE ====

static const char TASK[] = "spoj_sudogob";

/* 9x9 sudoku: items 1+9r+c (cell), 82+9r+v (row), 163+9c+v (column), 244+9b+v (box); row
 * 9*(9r+c)+v puts digit v+1 at (r, c). Built at the first table. */
struct Sudoku9 {
  DLX d;
  bool built;
  Sudoku9() : built(false) {}
  void build() {
    built = true;
    d.reset(324, 324);
    d.reserve(729, 4 * 729);
    for (int r = 0; r < 9; r++)
      for (int c = 0; c < 9; c++)
        for (int v = 0; v < 9; v++) {
          int b = (r / 3) * 3 + c / 3;
          int items[4] = {1 + r * 9 + c, 82 + r * 9 + v, 163 + c * 9 + v, 244 + b * 9 + v};
          d.add_row(items, 4);
        }
    d.set_quick_forced(true);
  }
  /* g: 81 values 0..9 (0 empty). The number of solutions (up to limit > 0); a unique one in sol. */
  DLX::u64 count(const int *g, int *sol, DLX::u64 limit) {
    if (!built) build();
    bool ok = true;
    for (int k = 0; k < 81 && ok; k++)
      if (g[k] != 0) ok = d.select_row(k * 9 + g[k] - 1);
    DLX::u64 c = 0;
    if (ok) {
      for (int k = 0; k < 81; k++) sol[k] = g[k];
      c = d.count(limit);
      if (c == 1 && d.first()) {
        for (int k = 0; k < d.solution_size(); k++) {
          int row = d.solution_row(k);
          sol[row / 9] = row % 9 + 1;
        }
        d.end_search();
      }
    }
    d.unselect_all();
    return c;
  }
};

struct Reader {  /* lines of the input; CRLF and leading/trailing blanks dropped */
  string buf;
  size_t pos;
  int line;
  Reader(const char *data, size_t n) : buf(data, n), pos(0), line(0) {
    if (buf.size() >= 3 && (unsigned char)buf[0] == 0xEF && (unsigned char)buf[1] == 0xBB &&
      (unsigned char)buf[2] == 0xBF) pos = 3;  /* UTF-8 BOM */
  }
  bool next(string &s) {
    if (pos >= buf.size()) return false;
    size_t e = buf.find('\n', pos);
    if (e == string::npos) e = buf.size();
    size_t a = pos, b = e;
    pos = e + 1;
    line++;
    while (a < b && (buf[a] == ' ' || buf[a] == '\t' || buf[a] == '\r')) a++;
    while (b > a && (buf[b - 1] == ' ' || buf[b - 1] == '\t' || buf[b - 1] == '\r')) b--;
    s.assign(buf, a, b - a);
    return true;
  }
  bool next_nonblank(string &s) {
    while (next(s)) if (!s.empty()) return true;
    return false;
  }
};

/* the message line of a bad input; returns 2 */
static int fail(string &err, const string &what, int line) {
  char num[16];
  sprintf(num, "%d", line);
  err = string(TASK) + ": " + what + " at line " + num + "\n";
  return 2;
}
static string utos(DLX::u64 v) {
  char b[24]; int k = 0;
  do { b[k++] = (char)('0' + (int)(v % 10)); v /= 10; } while (v);
  string s;
  while (k) s += b[--k];
  return s;
}

/* split at blanks */
static void tokens(const string &s, vector<string> &t) {
  t.clear();
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) i++;
    size_t j = i;
    while (j < s.size() && s[j] != ' ' && s[j] != '\t') j++;
    if (j > i) t.push_back(s.substr(i, j - i));
    i = j;
  }
}
/* a token in a message: non-printable bytes as \xHH, at most 24 bytes */
static string shown(const string &s) {
  string r;
  char b[8];
  for (size_t i = 0; i < s.size() && i < 24; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c >= 32 && c < 127) r += (char)c; else { sprintf(b, "\\x%02x", c); r += b; }
  }
  return s.size() > 24 ? r + "..." : r;
}
/* an integer token: 0 ok, 1 not a number, 2 outside [lo, hi] (lo, hi within +-10^9) */
static int number(const string &s, long lo, long hi, long *v) {
  size_t i = 0;
  bool neg = false;
  if (!s.empty() && (s[0] == '+' || s[0] == '-')) { neg = s[0] == '-'; i = 1; }
  if (i == s.size()) return 1;
  long x = 0;
  for (; i < s.size(); i++) {
    if (s[i] < '0' || s[i] > '9') return 1;
    if (x <= 100000000L) x = x * 10 + (s[i] - '0');  /* stays below 2^31: long may be 32 bits */
    else x = 2000000000L;
  }
  if (neg) x = -x;
  if (x < lo || x > hi) return 2;
  *v = x;
  return 0;
}

/* Solve every case of `data`: answers to `out`, a bad input's message line to `err`; returns the
 * exit status (0, or 2). limit > 0 stops counting there (the fuzz target's bound on work). */
static int run_task(const char *data, size_t size, string &out, string &err, DLX::u64 limit) {
  Reader in(data, size);
  Sudoku9 s;
  string line;
  vector<string> t;
  long T = 0;
  if (!in.next_nonblank(line)) return fail(err, "missing count line", in.line + 1);
  tokens(line, t);
  if (t.size() != 1) return fail(err, "bad count line (want one number)", in.line);
  int st = number(t[0], 0, 1000000000L, &T);
  if (st == 1) return fail(err, "bad count line (want one number)", in.line);
  if (st == 2) return fail(err, t[0][0] == '-' ? "negative count" : "count too large", in.line);
  for (long k = 0; k < T; k++) {
    int g[81], sol[81];
    if (!in.next_nonblank(line))
      return fail(err, "input ends after " + utos((DLX::u64)k) + " of " + utos((DLX::u64)T) + " tables", in.line + 1);
    for (int r = 0; r < 9; r++) {
      if (r > 0) {
        if (!in.next(line)) return fail(err, "input ends inside a table after " + utos((DLX::u64)r) + " of 9 rows", in.line + 1);
        if (line.empty()) return fail(err, "blank line inside a table after " + utos((DLX::u64)r) + " of 9 rows", in.line);
      }
      tokens(line, t);
      if (t.size() < 9) return fail(err, "table row with fewer than 9 numbers", in.line);
      if (t.size() > 9) return fail(err, "table row with more than 9 numbers", in.line);
      for (int c = 0; c < 9; c++) {
        long v = 0;
        int e = number(t[c], 0, 9, &v);
        if (e == 1) return fail(err, "bad number '" + shown(t[c]) + "' (want 0-9)", in.line);
        if (e == 2) return fail(err, "number " + shown(t[c]) + " out of range (want 0-9)", in.line);
        g[r * 9 + c] = (int)v;
      }
    }
    DLX::u64 c = s.count(g, sol, limit);
    out += utos(c);
    out += '\n';
    if (c == 1)
      for (int r = 0; r < 9; r++) {
        for (int cc = 0; cc < 9; cc++) { out += (char)('0' + sol[r * 9 + cc]); out += ' '; }
        out += '\n';
      }
  }
  return 0;
}

#ifndef FUZZING
int main() {
  string data, out, err;
  char tmp[65536];
  size_t k;
  while ((k = fread(tmp, 1, sizeof tmp, stdin)) > 0) data.append(tmp, k);
  int st = run_task(data.data(), data.size(), out, err, 0);
  fwrite(out.data(), 1, out.size(), stdout);
  fflush(stdout);
  fputs(err.c_str(), stderr);
  return st;
}
#endif
