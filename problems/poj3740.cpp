/* Task: POJ 3740 "Easy Finding" -- http://poj.org/problem?id=3740
 * Submit as: POJ G++ (C++98).  Input: cases `M N` + M rows of N ints (0/1), until EOF.
 * Output: one line per case, `Yes, I found it` or `It is impossible`.
 * Method: DLX exact cover, N primary columns, one option per non-zero row; first solution.
 *   An all-zero column answers `It is impossible` without a search. Sizes beyond the
 *   statement (M > 16, N > 300) are solved; limits: N <= 1000000, M <= 10000000.
 * Status: samples + generated cases vs brute pass; Windows/MinGW 32-bit + Wine:
 *   all cases pass, LF and CRLF input (make judge-windows); judge: not submitted.
 * Dialects: c++98 c++17
 */
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>
using namespace std;

// ==== BEGIN DLX CORE (src/dlx_core.h sha256:d1841a5ca28c) -- edit src/dlx_core.h, then make sync ====
/* DLX judge core: Knuth's Algorithm X with dancing links, exact cover with colors (XCC). C++98.
 * Pasted verbatim into every judge file (edit here, then `make sync`); src/engine/ builds on it.
 * No I/O, globals or recursion (but count()'s tail, depth <= 128).
 * Layout (DLX1/DLX2): items 1..n (1..np primary); header node i keeps item i's length in `top`;
 * each option is followed by a spacer (top <= 0; up: first node of the option before, down: last
 * node of the one after). Option r is row r.
 * Use: reset(n, np); add_row(...)*; [select_row(r)*]; begin(); while (next(budget) == FOUND)
 *   read solution_row(k), k < solution_size(); unselect_all() undoes the selections. Many searches
 *   on one matrix (sudoku): snapshot() once, then per instance restore(), select_row(given)*, first().
 * Speed: hide() stacks primary items whose length falls to 1 or 0 (hints): forced moves and dead
 *   ends need no scan. Choices, solutions, their order and node count are Knuth's DLX1 (fewest
 *   options, ties to the first) unless set_quick_forced(true).
 */
#ifndef DLX_CORE_H
#define DLX_CORE_H
#include <vector>
#include <cstring>
#include <stdint.h>

struct DLX {
  typedef uint64_t u64;
  struct Node { int up, down, top, color; };  /* top: item (>0), spacer (<=0), or length in a header */
  struct Item { int prev, next; };

  enum { DONE = 0, FOUND = 1, PAUSED = 2 };
  enum { PH_IDLE, PH_READY, PH_FOUND, PH_PAUSED, PH_DONE };

  std::vector<Node> nd;     /* nodes: headers 0..n, spacer n+1, then options */
  std::vector<Item> it;     /* item list links; root 0 (primary), root n+1 (secondary) */
  std::vector<int> icolor;  /* current color of a purified secondary item, else 0 */
  std::vector<int> rstart;  /* first node of each row */
  std::vector<int> choice;  /* selected rows (first nsel) then the search path: one node per level */
  std::vector<int> mark;    /* scratch for duplicate checks in add_row */
  /* hints (see top): entries are checked before use; a full scan decides if none is live */
  std::vector<int> hint;
  std::vector<int> hlo_s, hhi_s;  /* per level: its hint window (see search()) */
  int hlen, hcap, hlo, hfloor, hc;
  int quick;                /* set_quick_forced(): forced moves newest first */
  int hint_min;             /* hints only from this many primary items */
  /* snapshot()/restore(): a copy of the whole state */
  std::vector<Node> snd;
  std::vector<Item> sit;
  std::vector<int> sicolor, schoice;
  int snnodes, snrows, snsel, has_snap;
  /* count() shortcut (count_fast; primary items only): psum (sum of active primary lengths) ==
   * pact (their number) means one option each: exactly one completion */
  std::vector<int> ps_s, pa_s;   /* per level: psum, pact after the level's cover */
  int psum, pact, count_fast, hdrop;
  int zlast;                /* last primary item to fall to 0 in hide() (0: none) */
  int colored;              /* some row has a color: color checks needed */
  int n, np, nnodes, nrows, nsel, lvl, phase, stamp;
  int max_items, max_nodes; /* hard capacities; add_row/reset report overflow */
  u64 nodes, updates;       /* search-tree nodes entered, link updates (Knuth's) */

  DLX() : hlen(0), hcap(0), hlo(0), hfloor(0), hc(0), quick(0), hint_min(100), snnodes(0), snrows(0), snsel(0), has_snap(0), psum(0), pact(0), count_fast(0), hdrop(0), zlast(0), colored(0), n(0), np(0), nnodes(0), nrows(0), nsel(0), lvl(0), phase(PH_IDLE), stamp(0),
      max_items(1 << 24), max_nodes(1 << 28), nodes(0), updates(0), tail_n(0), tail_on(0), tail_items(128) {}

  /* ---- building ---- */
  /* new matrix: n items, the first np primary; false if over capacity */
  bool reset(int items, int primary) {
    if (items < 0 || primary < 0 || primary > items || items > max_items) return false;
    n = items; np = primary;
    if ((int)nd.size() < n + 2) nd.resize(n + 2);
    if ((int)it.size() < n + 2) it.resize(n + 2);
    if ((int)icolor.size() < n + 2) icolor.resize(n + 2);
    if ((int)mark.size() < n + 2) mark.resize(n + 2, 0);
    for (int i = 0; i <= n + 1; i++) {
      nd[i].up = nd[i].down = i; nd[i].top = 0; nd[i].color = 0;
      icolor[i] = 0;
    }
    for (int i = 1; i <= np; i++) { it[i].prev = i - 1; it[i].next = i + 1; }
    it[0].next = np >= 1 ? 1 : 0; it[0].prev = np >= 1 ? np : 0;
    if (np >= 1) it[np].next = 0;
    for (int i = np + 1; i <= n; i++) { it[i].prev = i - 1; it[i].next = i + 1; }
    it[n + 1].next = n > np ? np + 1 : n + 1; it[n + 1].prev = n > np ? n : n + 1;
    if (n > np) { it[np + 1].prev = n + 1; it[n].next = n + 1; }
    nnodes = n + 2;           /* node n+1: the spacer before row 0 */
    nd[n + 1].top = 0; nd[n + 1].up = nd[n + 1].down = n + 1;
    nrows = 0; nsel = 0; lvl = 0; phase = PH_IDLE;
    nodes = updates = 0;
    colored = 0;
    rstart.clear();
    hcap = 3 * np + 64;       /* >= pushes on a path: np, then 2 per item */
    if ((int)hint.size() < hcap + 1) hint.resize(hcap + 1);
    hlen = hlo = hfloor = 0;
    has_snap = 0;
    return true;
  }

  /* Append a row of k items (1-based), colors optional (0: none; secondary items only): its
   * number, or -1 (nothing written) on a bad or repeated item, bad color, or overflow. */
  int add_row(const int *items, int k, const int *colors = 0) {
    if (k < 0 || phase != PH_IDLE || nsel != 0) return -1;
    if (k > max_nodes || nnodes > max_nodes - k - 1) return -1;
    ++stamp;
    if (stamp == 0x7fffffff) { for (int i = 0; i < (int)mark.size(); i++) mark[i] = 0; stamp = 1; }
    for (int j = 0; j < k; j++) {
      int x = items[j];
      if (x < 1 || x > n || mark[x] == stamp) return -1;
      if (colors && colors[j] != 0 && (x <= np || colors[j] < 0)) return -1;
      mark[x] = stamp;
    }
    if (colors) for (int j = 0; j < k; j++) if (colors[j] != 0) colored = 1;
    int need = nnodes + k + 1;
    if ((int)nd.size() < need) {
      int sz = (int)nd.size() * 2;
      if (sz < need) sz = need;
      if (sz > max_nodes + 1) sz = max_nodes + 1;
      nd.resize(sz);
    }
    int first = nnodes, spacer_before = nnodes - 1;
    for (int j = 0; j < k; j++) {
      int x = items[j], p = first + j;
      Node &h = nd[x];
      nd[p].top = x; nd[p].color = colors ? colors[j] : 0;
      nd[p].up = h.up; nd[p].down = x;
      nd[h.up].down = p; h.up = p; h.top++;
    }
    int last = first + k - 1, sp = first + k;
    nd[spacer_before].down = k > 0 ? last : spacer_before;
    nd[sp].top = -(nrows + 1); nd[sp].up = k > 0 ? first : sp; nd[sp].down = sp;
    nnodes = sp + 1;
    rstart.push_back(first);
    return nrows++;
  }

  /* room for `rows` more rows of `entries` entries in all: one growth */
  void reserve(int rows, int entries) {
    if (rows < 0 || entries < 0 || entries > max_nodes - nnodes - rows) return;
    int need = nnodes + entries + rows;
    if ((int)nd.size() < need) nd.resize(need);
    rstart.reserve(nrows + rows);
  }
  /* row of a node inside an option */
  int row_of(int p) const { while (nd[p].top > 0) p++; return -nd[p].top - 1; }

  bool item_active(int i) const { return it[it[i].prev].next == i; }

  /* ---- link surgery ---- */
  /* Hide column i's options from p0 down to the header. H: push the primary items whose length
   * falls to 1 or 0 on the hint stack, else note the last to fall to 0 in zlast; C: skip nodes of
   * a purified color (color < 0). Hot loop: locals (node stores may alias members). */
  template <bool H, bool C> void hide_t(int p0, int i) {
    Node *a = &nd[0];
    int *hs = &hint[0];
    int h = hlen, lim = hcap, pr = np, z = 0;
    u64 upd = 0;
    for (int p = p0; p != i; p = a[p].down)
      for (int q = p + 1; q != p;) {
        int x = a[q].top;
        if (x <= 0) { q = a[q].up; continue; }
        if (!C || a[q].color >= 0) {
          int u = a[q].up, d = a[q].down;
          a[u].down = d; a[d].up = u; upd++;
          if (H) { hs[h] = x; h += (--a[x].top <= 1) & (x <= pr) & (h < lim); }  /* a hint, no branch */
          else if (--a[x].top == 0 && x <= pr) z = x;
        }
        q++;
      }
    if (H) { if (h == lim) hdrop = 1; hlen = h; }  /* h == lim: maybe a hint was lost */
    else if (z) zlast = z;
    updates += upd;
  }
  void hide_from(int p0, int i) {
    if (np < hint_min) hide_t<false, true>(p0, i);
    else if (colored) hide_t<true, true>(p0, i);
    else hide_t<true, false>(p0, i);  /* with the hints, no colors anywhere: sudoku */
  }
  /* undo hide_from(): from p0 up to the header, in reverse order */
  void unhide_from(int p0, int i) {
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
  /* cover() keeping psum/pact (count_fast; primary items only) */
  void cover_c(int i) {
    u64 u0 = updates;
    psum -= nd[i].top; pact--;
    cover(i);
    psum -= (int)(updates - u0);
  }
  void commit_others_c(int p) {
    for (int q = p + 1; q != p;) {
      if (nd[q].top <= 0) { q = nd[q].up; continue; }
      cover_c(nd[q].top); q++;
    }
  }
  /* (un)commit the other items of p's option, rightwards / leftwards */
  void commit_others(int p) {
    for (int q = p + 1; q != p;) {
      if (nd[q].top <= 0) { q = nd[q].up; continue; }
      commit(q); q++;
    }
  }
  void uncommit_others(int p) { uncommit_to(p, p - 1); }
  /* commit_others(p) (c: cover_c) stopping after a commit that leaves a primary item outside p's
   * option without options; returns that q (undo: uncommit_to(p, q)), else 0. Only without hints
   * (zlast is set there; it is only the last item to reach 0: the search finds the others). */
  int commit_others_ab(int p, bool c) {
    for (int q = p + 1; q != p;) {
      if (nd[q].top <= 0) { q = nd[q].up; continue; }
      zlast = 0;
      if (c) cover_c(nd[q].top); else commit(q);
      if (zlast) {
        int r = p + 1;
        while (r != p && nd[r].top != zlast) r = nd[r].top <= 0 ? nd[r].up : r + 1;
        if (r == p) return q;  /* zlast is not in the option */
      }
      q++;
    }
    return 0;
  }
  /* undo the commits of p's option from q back to the first, leftwards */
  void uncommit_to(int p, int q) {
    for (int r = q; r != p;) {
      if (nd[r].top <= 0) { r = nd[r].down; continue; }
      uncommit(r); r--;
    }
  }

  /* Forced moves newest first (sudoku): the same solutions in the same order, rows within one
   * may differ in order; node counts are not Knuth's. */
  void set_quick_forced(bool on) { quick = on ? 1 : 0; }

  /* ---- selecting rows before the search (givens, or a prefix of the tree) ---- */
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
    choice[nsel++] = p0;
    phase = PH_IDLE;
    return true;
  }
  /* undo the last selection (only outside a search) */
  void unselect_last() {
    end_search();
    hlen = 0;
    if (nsel == 0) return;
    int p0 = choice[--nsel];
    uncommit_others(p0);
    uncover(nd[p0].top);
  }
  void unselect_all() { while (nsel > 0) unselect_last(); end_search(); }

  /* ---- search ---- */
  /* Prepare a search. COUNT: a FOUND may leave one forced completion out of the path (count it,
   * do not read it); COUNT_BULK: subtrees also counted at once (take_bulk()). */
  enum { LIST = 0, COUNT = 1, COUNT_BULK = 2 };
  void begin(int mode = LIST) {
    end_search();
    count_fast = mode != LIST; tail_on = mode == COUNT_BULK; tail_n = 0;
    if ((int)choice.size() < nsel + np + 1) choice.resize(nsel + np + 1);
    if ((int)hlo_s.size() < nsel + np + 1) { hlo_s.resize(nsel + np + 1); hhi_s.resize(nsel + np + 1); }
    hlo = hfloor = hc = 0;
    hdrop = 0;
    if (np >= hint_min) {  /* the hints: every item of length <= 1 now */
      hlen = 0;
      for (int k = it[0].next; k != 0; k = it[k].next)
        if (nd[k].top <= 1 && hlen < hcap) hint[hlen++] = k;
    }
    if (colored) tail_on = 0;
    if (count_fast || tail_on) {
      if ((int)ps_s.size() < nsel + np + 1) { ps_s.resize(nsel + np + 1); pa_s.resize(nsel + np + 1); }
      psum = pact = 0;
      int m = 1;
      for (int k = it[0].next; k != 0; k = it[k].next) { psum += nd[k].top; pact++; if (nd[k].top == 0) m = 0; }
      /* no shortcut with secondary items or an item at 0 (a dead root the hints miss) */
      if (n != np || m == 0) count_fast = 0;
    }
    lvl = nsel; phase = PH_READY;
  }
  /* undo an unfinished search */
  void end_search() {
    if (phase == PH_FOUND || phase == PH_PAUSED) {
      while (lvl > nsel) {
        --lvl;
        int x = choice[lvl];
        uncommit_others(x);
        uncover(nd[x].top);
      }
      hlen = 0;
    }
    hlo = hfloor = hc = 0;
    lvl = nsel;
    phase = PH_IDLE;
  }

  /* Remember the state (ends a search); restore() copies it back. */
  void snapshot() {
    end_search();
    if (it.empty()) return;  /* never reset: nothing to remember */
    snd.assign(nd.begin(), nd.begin() + nnodes);
    sit.assign(it.begin(), it.begin() + (n + 2));
    sicolor.assign(icolor.begin(), icolor.begin() + (n + 2));
    schoice.assign(choice.begin(), choice.begin() + nsel);
    snnodes = nnodes; snrows = nrows; snsel = nsel; has_snap = 1;
  }
  /* back to the last snapshot(); false if none */
  bool restore() {
    if (!has_snap) return false;
    std::memcpy(&nd[0], &snd[0], sizeof(Node) * (size_t)snnodes);
    std::memcpy(&it[0], &sit[0], sizeof(Item) * (size_t)(n + 2));
    std::memcpy(&icolor[0], &sicolor[0], sizeof(int) * (size_t)(n + 2));
    if (snsel > 0) std::memcpy(&choice[0], &schoice[0], sizeof(int) * (size_t)snsel);
    nnodes = snnodes; nrows = snrows; nsel = snsel;
    if ((int)rstart.size() > nrows) rstart.resize(nrows);
    hlen = hlo = hfloor = hc = 0;
    lvl = nsel; phase = PH_IDLE;
    return true;
  }

  /* Run to the next solution (FOUND: read it, call again), the end (DONE), or `budget` more nodes
   * (PAUSED: call again to resume; 0 = no limit). */
  int next(u64 budget = 0) {
    return count_fast || tail_on ? search<true>(budget) : search<false>(budget);
  }
  /* the search loop; X: with the shortcut of count() */
  template <bool X> int search(u64 budget) {
    int i, x;
    u64 stop = budget ? nodes + budget : 0;
    if (phase == PH_DONE || phase == PH_IDLE) return DONE;
    if (phase == PH_FOUND) goto backup;
  forward:
    if (stop && nodes >= stop) { phase = PH_PAUSED; return PAUSED; }
    if (X && tail_on && pact <= tail_items && pact <= 128 && tail()) goto backup;
    nodes++;
    /* From the hints: items that fell to 0 in the last commit are in [hc, hlen) (older ones ended
     * their node); active items of length 1 are in [hlo, hlen): from hfloor up this branch's own
     * (compacted here), below the nearest branching level's (read only). The smallest (first in
     * the item list) is the scan's choice; quick takes the newest. */
    i = 0;
    if (np >= hint_min) {
      for (int j = hlen - 1; j >= hc; j--) {
        int k = hint[j];
        if (nd[k].top == 0 && item_active(k)) goto backup;
      }
      if (X && count_fast && psum == pact && !hdrop) { phase = PH_FOUND; return FOUND; }  /* all forced */
      if (quick) {  /* newest first: pop stale entries of this branch, read the rest */
        while (hlen > hfloor) {
          int k = hint[--hlen];
          if (nd[k].top == 1 && item_active(k)) { i = k; break; }
        }
        if (i == 0)
          for (int j = hfloor - 1; j >= hlo; j--) {
            int k = hint[j];
            if (nd[k].top == 1 && item_active(k)) { i = k; break; }
          }
      } else {
        int w = hfloor;
        for (int j = hfloor; j < hlen; j++) {
          int k = hint[j];
          if (nd[k].top == 1 && item_active(k)) {
            hint[w++] = k;
            if (i == 0 || k < i) i = k;
          }
        }
        hlen = w;
        for (int j = hlo; j < hfloor; j++) {
          int k = hint[j];
          if (nd[k].top == 1 && (i == 0 || k < i) && item_active(k)) i = k;
        }
      }
    }
    if (i != 0) {
      hc = hlen;
      if (X && count_fast) cover_c(i); else cover(i);
    } else {
      /* Knuth's rule; with hints (none lost) no item has < 2 options here: stop at the first 2 */
      int m = 0x7fffffff, lmin = np >= hint_min && !hdrop ? 2 : 0;
      for (int k = it[0].next; k != 0; k = it[k].next) {
        int l = nd[k].top;
        if (l < m) { m = l; i = k; if (l <= lmin) break; }
      }
      if (i == 0) { phase = PH_FOUND; return FOUND; }
      if (m == 0) goto backup;
      if (X && count_fast && m == 1 && psum == pact) { phase = PH_FOUND; return FOUND; }
      hc = hlen;
      if (m == 1) {
        if (X && count_fast) cover_c(i); else cover(i);
      } else {  /* a branching level: its subtree sees only the hints from here on */
        hlo = hlen;
        if (X && count_fast) cover_c(i); else cover(i);
        hfloor = hlen;
      }
    }
    hlo_s[lvl] = hlo; hhi_s[lvl] = hfloor;
    if (X && !count_fast) pact--;  /* item i */
    if (X) { ps_s[lvl] = psum; pa_s[lvl] = pact; }
    choice[lvl] = nd[i].down;
  tryit:
    x = choice[lvl];
    if (x <= n) { uncover(x); goto backup; }
    if (np < hint_min && (!stop || nodes < stop)) {
      int q = commit_others_ab(x, X && count_fast);
      if (q) {  /* a dead-end child: entered (and counted) and left */
        nodes++;
        uncommit_to(x, q);
        choice[lvl] = nd[x].down;
        hlen = hfloor = hhi_s[lvl]; hc = hlo = hlo_s[lvl];
        if (X) { psum = ps_s[lvl]; pact = pa_s[lvl]; }
        goto tryit;
      }
    } else if (X && count_fast) commit_others_c(x); else commit_others(x);
    if (X && !count_fast)  /* the option's other primary items */
      for (int q = x + 1; q != x;) { if (nd[q].top <= 0) { q = nd[q].up; continue; } pact -= nd[q++].top <= np; }
    lvl++;
    goto forward;
  backup:
    if (lvl == nsel) { phase = PH_DONE; return DONE; }
    lvl--;
    x = choice[lvl];
    uncommit_others(x);
    choice[lvl] = nd[x].down;
    hlen = hfloor = hhi_s[lvl]; hc = hlo = hlo_s[lvl];
    if (X) { psum = ps_s[lvl]; pact = pa_s[lvl]; }
    goto tryit;
  }


  /* the current solution: selected rows, then those chosen by the search */
  int solution_size() const { return lvl; }
  int solution_row(int k) const { return row_of(choice[k]); }

  /* the solutions of the current state, up to `limit` (0 = all); restores it */
  u64 count(u64 limit = 0) {
    begin(limit ? COUNT : COUNT_BULK);
    while (next() == FOUND && ++tail_n != limit) {}
    end_search();
    return tail_n;
  }
  u64 take_bulk() { u64 c = tail_n; tail_n = 0; return c; }
  u64 node_count() const { return nodes; }
  u64 update_count() const { return updates; }
  void set_capacity(int items, int entries) { max_items = items; max_nodes = entries; }
  /* ---- count()'s tail: <= tail_items (<= 128; 0: never) primary items, 128 secondary, 1024 options
   * left (no colors): counted on bit masks (tm: an option's items, to: an item's
   * options, cf: conflicting options; tb: item numbers, from n + 2 each option's first node) */
  std::vector<int> tb;
  std::vector<u64> tm, to, cf;
  u64 tail_n;
  int tail_on, tail_items, tc;
  static int tbit(u64 x) { return tpop(~x & (x - 1)); }  /* lowest set bit */
  static int tpop(u64 x) {
    const u64 k = ~(u64)0;
    x -= (x >> 1) & (k / 3); x = (x & (k / 5)) + ((x >> 2) & (k / 5)); x = (x + (x >> 4)) & (k / 17);
    return (int)((x * (k / 255)) >> 56);
  }
  /* count of items u0, u1, options l, after option r (if >= 0). tc (options conflict with < 40
   * others on average): items not in c0, c1 have 2+; else a full scan */
  template <int W> u64 trec(u64 u0, u64 u1, const u64 *lp, int r) {
    u64 l[W], c0 = r < 0 ? u0 : 0, c1 = r < 0 ? u1 : 0, s = 0, x;
    int w, h, k, b = 0, m;
    for (w = 0; w < W; w++) l[w] = lp[w];
    for (nodes++;;) {
      if (r >= 0) {  /* take r; cf[r]'s items join c */
        u0 &= ~tm[4 * r]; u1 &= ~tm[4 * r + 1];
        for (w = 0; w < W; w++) {
          x = l[w] & cf[r * W + w]; l[w] &= ~x;
          for (; tc && x; x &= x - 1) { k = 4 * (w * 64 + tbit(x)); c0 |= tm[k]; c1 |= tm[k + 1]; }
        }
        r = -1;
      }
      if (!(u0 | u1)) return s + 1;
      c0 &= u0; c1 &= u1; m = 0x7fffffff;
      if (c0 | c1) {
        if (c0) b = tbit(c0), c0 &= c0 - 1; else b = 64 + tbit(c1), c1 &= c1 - 1;
        for (m = w = 0; w < W; w++) m += tpop(to[b * W + w] & l[w]);
        if (m > 1) continue;
      } else  /* branch: the first with fewest; each option but the last in a child */
      for (h = 0; h < 2; h++)
        for (u64 v = h ? u1 : u0; v; v &= v - 1) {
          int c = 0;
          k = tbit(v) + 64 * h;
          for (w = 0; w < W; w++) c += tpop(to[k * W + w] & l[w]);
          if (c < m) { m = c; b = k; if (c <= 1 + tc) goto chosen; }
        }
    chosen:
      if (m == 0) return s;
      for (w = 0; w < W; w++)
        for (x = to[b * W + w] & l[w]; x; x &= x - 1) {
          if (r >= 0) s += trec<W>(u0, u1, l, r);
          r = w * 64 + tbit(x);
        }
      nodes++;
    }
  }
  bool tail() {
    int m = 0, R = 0, W = 2, ms = 128;
    u64 l[16] = {0}, a = 0, b = 0;
    if (cf.empty()) tm.resize(4096), to.resize(4096), cf.resize(16384);
    tb.resize(n + 1026);
    for (int k = it[0].next; k != 0; k = it[k].next, m++)
      if ((tb[k] = m) == 128) return false; else (m < 64 ? a : b) |= (u64)1 << (m % 64);
    for (int k = it[n + 1].next; k != n + 1; k = it[k].next) if ((tb[k] = ms++) == 256) return false;
    for (int k = it[0].next; k != 0; k = it[k].next)
      for (int p = nd[k].down; p != k; p = nd[p].down) {
        int q = p - 1;
        while (nd[q].top > np) q--;
        if (nd[q].top <= 0) {  /* p is its option's first primary node */
          if (R == 1024) return false;
          tb[n + 2 + R] = q + 1; l[R / 64] |= (u64)1 << (R % 64); R++;
        }
      }
    while (W * 64 < R) W *= 2;
    for (m = 0; m < 256 * W; m++) to[m] = 0;
    for (m = 0; m < 4 * R; m++) tm[m] = 0;
    for (int r = 0; r < R; r++)
      for (int q = tb[n + 2 + r], t; nd[q].top > 0; q++)
        t = tb[nd[q].top], tm[4 * r + t / 64] |= (u64)1 << t % 64, to[t * W + r / 64] |= (u64)1 << r % 64;
    for (m = 0; m < R * W; m++) cf[m] = 0;
    for (int r = 0; r < R; r++)
      for (int q = tb[n + 2 + r]; nd[q].top > 0; q++)
        for (int w = 0, t = tb[nd[q].top] * W; w < W; w++) cf[r * W + w] |= to[t + w];
    for (tc = m = 0; m < R * W; m++) tc += tpop(cf[m]);
    tc = tc < 40 * R;
    tail_n += W == 2 ? trec<2>(a, b, l, -1) : W == 4 ? trec<4>(a, b, l, -1) :
      W == 8 ? trec<8>(a, b, l, -1) : trec<16>(a, b, l, -1);
    return true;
  }
  /* one solution; if true, read it before any other call */
  bool first() { begin(); if (next() == FOUND) return true; end_search(); return false; }
};
#endif
// ==== END DLX CORE ====

static const char TASK[] = "poj3740";

// ==== BEGIN MATRIX01 (src/judge/matrix01.h sha256:fe92be8159f6) -- edit src/judge/matrix01.h, then make sync ====
/* Shared by poj3740, luogu_p4929. Needs <cstdio>, <string>, <vector>, std, DLX and TASK[]. */
struct Reader {  /* whole stdin in memory; whitespace-separated integer tokens with line numbers */
  enum { OK = 0, BAD = 1, BIG = 2 };
  string buf;
  size_t pos;
  int line;
  Reader(const char *data, size_t n) : buf(data, n), pos(0), line(1) {
    if (buf.size() >= 3 && (unsigned char)buf[0] == 0xEF && (unsigned char)buf[1] == 0xBB &&
      (unsigned char)buf[2] == 0xBF) pos = 3;  /* UTF-8 byte order mark */
  }
  static bool blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }
  /* skip blanks; false at end of input */
  bool more() {
    while (pos < buf.size()) {
      char c = buf[pos];
      if (c == '\n') line++;
      else if (!blank(c)) return true;
      pos++;
    }
    return false;
  }
  /* an integer token at pos (call more() first): OK, BAD (not a number), BIG (over int) */
  int num(int &v) {
    size_t p = pos, e = buf.size();
    bool neg = false;
    if (p < e && (buf[p] == '-' || buf[p] == '+')) { neg = buf[p] == '-'; p++; }
    if (p >= e || buf[p] < '0' || buf[p] > '9') return BAD;
    int x = 0;
    bool big = false;
    for (; p < e && buf[p] >= '0' && buf[p] <= '9'; p++) {
      int d = buf[p] - '0';
      if (x > (0x7fffffff - d) / 10) big = true; else x = x * 10 + d;
    }
    if (p < e && !blank(buf[p])) return BAD;
    pos = p;
    if (big) return BIG;
    v = neg ? -x : x;
    return OK;
  }
  /* the message line of a bad input; returns the exit status 2 */
  static int fail(string &err, const char *what, int at) {
    char num[16];
    sprintf(num, "%d", at);
    err = string(TASK) + ": " + what + " at line " + num + "\n";
    return 2;
  }
};

/* One matrix: `R C`, then R rows of C numbers 0 or 1 (C = 0: no rows). Kept: the 1s of each
 * non-zero row as 1-based column numbers (row k: ones[rowend[k-1] .. rowend[k]), rowend[-1] = 0)
 * and its input row number rowid[k] (from 1). Work O(input), not O(C), per matrix. */
struct Matrix01 {
  enum { MAX_COLS = 1000000, MAX_ROWS = 10000000 };
  const char *truncated;  /* the message of too few numbers (naming R and C as the statement does) */
  vector<int> ones, rowend, rowid, seen;  /* seen[j] == stamp: column j has a 1 in this matrix */
  int rows, cols, covered, stamp;
  Matrix01(const char *trunc_msg) : truncated(trunc_msg), rows(0), cols(0), covered(0), stamp(0) {}
  /* read the matrix at the next token (in.more() was true): 0, or the error (at in.line) */
  const char *read(Reader &in) {
    int r;
    rows = cols = covered = 0;
    stamp++;
    r = in.num(rows);
    if (r == Reader::BAD) return "non-numeric row count";
    if (r == Reader::BIG) return "row count too large for int";
    if (rows < 0) return "negative row count";
    if (rows > MAX_ROWS) return "too many rows (over 10000000)";
    if (!in.more()) return "missing column count";
    r = in.num(cols);
    if (r == Reader::BAD) return "non-numeric column count";
    if (r == Reader::BIG) return "column count too large for int";
    if (cols < 0) return "negative column count";
    if (cols > MAX_COLS) return "too many columns (over 1000000)";
    if (cols == 0) rows = 0;  /* rows with no columns: nothing to read (keeps O(input) work) */
    ones.clear(); rowend.clear(); rowid.clear();
    for (int i = 0; i < rows; i++) {
      for (int j = 0; j < cols; j++) {
        int v = 0;
        if (!in.more()) return truncated;
        r = in.num(v);
        if (r == Reader::BAD) return "bad character in matrix (want 0 or 1)";
        if (r == Reader::BIG || v < 0 || v > 1) return "matrix value other than 0 or 1";
        if (v) {
          ones.push_back(j + 1);
          if ((int)seen.size() <= j) seen.resize(j + 1, 0);
          if (seen[j] != stamp) { seen[j] = stamp; covered++; }
        }
      }
      if (rowend.empty() ? !ones.empty() : rowend.back() != (int)ones.size()) {
        rowend.push_back((int)ones.size());
        rowid.push_back(i + 1);
      }
    }
    return 0;
  }
  /* every column holds a 1 (else there is no exact cover) */
  bool all_covered() const { return covered == cols; }
  /* the non-zero rows as the options of d, on cols primary items; false if too large */
  bool build(DLX &d) {
    if (!d.reset(cols, cols)) return false;
    int start = 0;
    for (size_t k = 0; k < rowend.size(); k++) {
      if (d.add_row(&ones[start], rowend[k] - start) < 0) return false;
      start = rowend[k];
    }
    return true;
  }
};
// ==== END MATRIX01 ====

/* Read and solve every case of `data`; the answers go to `out`, a bad input's message line to
 * `err`. Returns the exit status (0, or 2 on bad input with the earlier answers in `out`). */
static int run_task(const char *data, size_t size, string &out, string &err) {
  Reader in(data, size);
  Matrix01 mx("truncated matrix (fewer than M rows of N numbers)");
  DLX d;
  while (in.more()) {
    const char *msg = mx.read(in);
    if (msg) return in.fail(err, msg, in.line);
    bool yes = mx.all_covered();  /* else an all-zero column */
    if (yes && mx.cols > 0) {
      if (!mx.build(d)) return in.fail(err, "matrix too large", in.line);
      yes = d.first();
      d.end_search();
    }
    out += yes ? "Yes, I found it\n" : "It is impossible\n";
  }
  return 0;
}

#ifndef FUZZING
int main() {
  string data, out, err;
  char tmp[65536];
  size_t k;
  while ((k = fread(tmp, 1, sizeof tmp, stdin)) > 0) data.append(tmp, k);
  int st = run_task(data.data(), data.size(), out, err);
  fwrite(out.data(), 1, out.size(), stdout);
  fflush(stdout);
  fputs(err.c_str(), stderr);
  return st;
}
#endif
