/* Task: polycube packing -- fill a box (or any set of cells, drawn as layers of text) with pieces
 *   drawn as layers of text (issue 10).
 * Submit as: not a judge task; a command-line tool.  Input: `box X Y Z` or `board` + layers, then
 *   `piece NAME [COUNT]` + layers (COUNT a number, default 1, or `*` for any number); in a
 *   picture `.` is a cell, `#`/space a hole, blank lines separate layers; `%` a comment line.
 * Output: the count, or the box layer by layer with a piece number in each cell (--first,
 *   --print); --unique counts up to the symmetries of the box; --flip allows reflected pieces.
 *   --memo: the count by memoized counting (the core's count_memo), exact at any size.
 *   --threads N: the count on N threads (0: one per core); --parts K --part I: the count of part I (0 <= I < K) of a
 *   fixed K-way split of the search tree (the K part counts add up to the whole; with --memo too).
 *   With --print too: each solution printed whole (never interleaved), in any order, then the count.
 *   Every count is exact at any size (sums in DLX::Big). C++98 builds: --threads 1 only.
 * Method: DLX exact cover: one item per cell, one per counted piece copy (none for `*` pieces);
 *   rows = placements of the 24 rotations (48 with --flip), duplicates removed.
 * Counting at scale (--threads/--parts): the tree cut into subtrees (rows selected from the root,
 *   the symmetric piece's representative placements first), as in xc; threads share an atomic index.
 * Status: counts vs brute (src/brute/tiling.cpp) and known facts (Soma 11,520 / 240); every
 *   printed solution checked by src/checkers/polycube.cpp; judge: none.
 * Dialects: c++98 c++17
 */
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <map>
#include <algorithm>
using namespace std;

// ==== BEGIN DLX CORE (src/dlx_core.h sha256:c446404ca025) -- edit src/dlx_core.h, then make sync ====
/* DLX core: Knuth's Algorithm X with dancing links, exact cover with colors (XCC). C++98.
 * The one canonical copy, carried verbatim between the BEGIN/END lines of every task file in
 * problems/: edit here, then `make sync`. No I/O, globals or recursion (but count()'s tail,
 * depth <= 128); uint64_t (<stdint.h>) is C++98 -pedantic-errors's 64-bit type.
 * Layout (DLX1/DLX2): items 1..n (1..np primary); header node i keeps item i's length in `top`;
 * each option is followed by a spacer (top <= 0; up: first node of the option before, down: last
 * node of the one after). Option r is row r.
 * Use: reset(n, np); add_row(...)*; [select_row(r)*]; begin(); while (next(budget) == FOUND)
 *   read solution_row(k), k < solution_size(); unselect_all() undoes the selections. Many searches
 *   on one matrix (sudoku): snapshot() once, then per instance restore(), select_row(given)*, first().
 * Speed: hide() stacks primary items whose length falls to 1 or 0 (hints), so forced moves and dead
 *   ends need no scan; the full scan runs only where the search may branch. Choices, solutions,
 *   their order and node count are Knuth's DLX1 (fewest options, ties to the first) unless
 *   set_quick_forced(true).
 */
#ifndef DLX_CORE_H
#define DLX_CORE_H
#include <vector>
#include <string>
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
  /* hints (see top): only an accelerator; entries are checked before use, a full scan decides if none live */
  std::vector<int> hint;
  std::vector<int> hlo_s, hhi_s;  /* per level: its hint window (see search()) */
  int hlen, hcap, hlo, hfloor, hc;
  int quick;                /* set_quick_forced(): forced moves newest first */
  int hint_min;             /* hints only with >= this many primary items (else the scan is cheaper) */
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
  /* multiplicities: see set_bounds(); empty / 0 while all bounds are 1:1 */
  std::vector<int> bnd, slk;  /* per primary item: how many more options may cover it, and hi - lo */
  std::vector<int> ft;        /* per level: the first option tweaked there */
  std::vector<int> msol;      /* rows of the solution found (levels choosing no option left out) */
  int bounded, mlevels;       /* some bounds are not 1:1; the most levels a path can have */
  int n, np, nnodes, nrows, nsel, lvl, phase, stamp;
  int max_items, max_nodes; /* hard capacities; add_row/reset report overflow */
  u64 nodes, updates;       /* search-tree nodes entered, link updates (as Knuth counts them) */

  DLX() : hlen(0), hcap(0), hlo(0), hfloor(0), hc(0), quick(0), hint_min(100), snnodes(0), snrows(0), snsel(0), has_snap(0), psum(0), pact(0), count_fast(0), hdrop(0), zlast(0), colored(0), bounded(0), mlevels(0), n(0), np(0), nnodes(0), nrows(0), nsel(0), lvl(0), phase(PH_IDLE), stamp(0),
      max_items(1 << 24), max_nodes(1 << 28), nodes(0), updates(0), tail_n(0), tail_on(0), tail_items(128) {}

  /* ---- building ---- */
  /* New matrix: n items, the first np primary. O(n). False if over capacity. */
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
    /* primary list 0 <-> 1..np, secondary list n+1 <-> np+1..n */
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
    hcap = 3 * np + 64;       /* >= the pushes along one path: np at begin(), then 1 and 0 once per item */
    if ((int)hint.size() < hcap + 1) hint.resize(hcap + 1);
    hlen = hlo = hfloor = 0;
    has_snap = 0;
    bounded = 0; mlevels = 0; bnd.clear(); slk.clear();
    return true;
  }

  /* Append a row of k items (1-based), colors optional (0 = none; secondary items only). Returns
   * its number, or -1 (nothing written) on a bad or duplicate item, bad color, or overflow. */
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

  /* Room for `rows` more rows of `entries` entries in all (after reset): one growth. */
  void reserve(int rows, int entries) {
    if (rows < 0 || entries < 0 || entries > max_nodes - nnodes - rows) return;
    int need = nnodes + entries + rows;
    if ((int)nd.size() < need) nd.resize(need);
    rstart.reserve(nrows + rows);
  }
  int rows() const { return nrows; }
  int row_size(int r) const { int p = rstart[r], k = 0; while (nd[p + k].top > 0) k++; return k; }
  int row_item(int r, int j) const { return nd[rstart[r] + j].top; }
  /* row of a node inside an option */
  int row_of(int p) const { while (nd[p].top > 0) p++; return -nd[p].top - 1; }

  /* ---- the active state (for splitting the tree and memoized counting) ---- */
  bool item_active(int i) const { return it[it[i].prev].next == i; }
  int first_primary() const { return it[0].next; }           /* 0 when none is left */
  int next_primary(int i) const { return it[i].next; }       /* 0 after the last */
  int first_secondary() const { return it[n + 1].next; }     /* n+1 when none is left */
  int next_secondary(int i) const { return it[i].next; }     /* n+1 after the last */
  int item_len(int i) const { return nd[i].top; }
  int item_color(int i) const { return icolor[i]; }
  /* current options of item i: for (p = first_in(i); p != i; p = next_in(p)) row_of(p) */
  int first_in(int i) const { return nd[i].down; }
  int next_in(int p) const { return nd[p].down; }
  /* primary item with fewest options, ties to the first; 0 if none is left */
  int choose_item() const {
    int best = 0, m = 0x7fffffff;
    for (int i = it[0].next; i != 0; i = it[i].next) {
      int l = nd[i].top;
      if (l < m) { m = l; best = i; if (l == 0) break; }
    }
    return best;
  }

  /* ---- link surgery ---- */
  /* Hide column i's options from p0 down to the header. Hot loop: locals (node stores may alias members) */
  void hide_from(int p0, int i) {
    Node *a = &nd[0];
    u64 upd = 0;
    int z = 0;
    if (np >= hint_min && !colored) {  /* with the hints, no colors anywhere */
      int *hs = &hint[0];
      int h = hlen, lim = hcap, pr = np;
      for (int p = p0; p != i; p = a[p].down)
        for (int q = p + 1; q != p;) {
          int x = a[q].top;
          if (x <= 0) { q = a[q].up; continue; }
          int u = a[q].up, d = a[q].down;
          a[u].down = d; a[d].up = u; upd++;
          if (--a[x].top <= 1 && x <= pr && h < lim) hs[h++] = x;  /* a hint */
          q++;
        }
      if (h == lim) hdrop = 1;  /* maybe a hint was lost */
      hlen = h;
    } else if (np >= hint_min) {  /* with the hints */
      int *hs = &hint[0];
      int h = hlen, lim = hcap, pr = np;
      for (int p = p0; p != i; p = a[p].down)
        for (int q = p + 1; q != p;) {
          int x = a[q].top;
          if (x <= 0) { q = a[q].up; continue; }
          if (a[q].color >= 0) {
            int u = a[q].up, d = a[q].down;
            a[u].down = d; a[d].up = u; upd++;
            if (--a[x].top <= 1 && x <= pr && h < lim) hs[h++] = x;  /* a hint */
          }
          q++;
        }
      if (h == lim) hdrop = 1;  /* maybe a hint was lost */
      hlen = h;
    } else {
      int pr = np;
      for (int p = p0; p != i; p = a[p].down)
        for (int q = p + 1; q != p;) {
          int x = a[q].top;
          if (x <= 0) { q = a[q].up; continue; }
          if (a[q].color >= 0) {
            int u = a[q].up, d = a[q].down;
            a[u].down = d; a[d].up = u; upd++;
            if (--a[x].top == 0 && x <= pr) z = x;
          }
          q++;
        }
    }
    if (z) zlast = z;
    updates += upd;
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
  void uncommit_others(int p) {
    for (int q = p - 1; q != p;) {
      if (nd[q].top <= 0) { q = nd[q].down; continue; }
      uncommit(q); q--;
    }
  }
  /* commit_others(p) (c: cover_c) stopping after a commit that leaves a primary item outside p's
   * option without options; returns that q (undo: uncommit_to(p, q)), else 0. Only without hints
   * (hide() sets zlast there; misses, as zlast is only the last item to reach 0, are found by the
   * search): -8% instructions on pentominoes, but +4-6% on 9x9 sudoku with hints. */
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
  /* undo commit_others_ab(p)'s commits, from q back to the first */
  void uncommit_to(int p, int q) {
    for (int r = q; r != p;) {
      if (nd[r].top <= 0) { r = nd[r].down; continue; }
      uncommit(r); r--;
    }
  }

  /* Forced moves newest first, not first in the item list (no scan of the pending ones; sudoku).
   * Same solutions, same order, but rows within a solution may differ in order and the node count
   * is not Knuth's. Off by default. */
  void set_quick_forced(bool on) { quick = on ? 1 : 0; }


  /* ---- selecting rows before the search (givens, or a prefix of the tree) ---- */
  /* Select row r. False (nothing changed) if r has no primary item, bounds are set, or r clashes
   * with the state (then no solution of it has r). */
  bool select_row(int r) {
    end_search();
    if (r < 0 || r >= nrows || bounded) return false;
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
  /* Prepare a search from the current state. */
  void begin() {
    end_search();
    if ((int)choice.size() < nsel + np + 1) choice.resize(nsel + np + 1);
    if (bounded && (int)choice.size() < mlevels + 1) choice.resize(mlevels + 1);
    if (bounded && (int)ft.size() < mlevels + 1) ft.resize(mlevels + 1);
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
      /* (without count_fast, search<true> keeps pact for the tail itself) */
      /* no shortcut with secondary items or an item at 0 now (a dead root the hints miss) */
      if (n != np || m == 0 || bounded) count_fast = 0;
    }
    lvl = nsel; phase = PH_READY;
  }
  /* Undo an unfinished search (back to after the selections). */
  void end_search() {
    if (bounded && (phase == PH_FOUND || phase == PH_PAUSED)) {
      while (lvl > nsel) {
        --lvl;
        int x = choice[lvl], i = x;
        if (x <= n) { if (bnd[i] != 0) { it[it[i].prev].next = i; it[it[i].next].prev = i; } }
        else { mcommit_others(x, false); i = nd[x].top; }
        mrestore(i);
      }
      hlen = hlo = hfloor = hc = 0;
      phase = PH_IDLE;
      return;
    }
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

  /* Remember the current state (ends a search); restore() copies it back (time ~ matrix size). */
  void snapshot() {
    end_search();
    if (it.empty()) return;  /* never reset: nothing to remember */
    snd.assign(nd.begin(), nd.begin() + nnodes);
    sit.assign(it.begin(), it.begin() + (n + 2));
    sicolor.assign(icolor.begin(), icolor.begin() + (n + 2));
    schoice.assign(choice.begin(), choice.begin() + nsel);
    snnodes = nnodes; snrows = nrows; snsel = nsel; has_snap = 1;
  }
  /* Back to the last snapshot(), dropping later searches, selections, rows (not counters); false if none. */
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
    if (bounded) return next_m(budget);
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
    if (np >= hint_min) {  /* (few items: the scan below is cheaper) */
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

  /* ---- multiplicities (Knuth's DLX3, his Algorithm M) ----
   * set_bounds(i, lo, hi), after reset() and before selections: lo..hi chosen options cover primary
   * item i (0 <= lo <= hi, hi >= 1; default 1, 1). Bounds other than 1:1 switch next() to next_m();
   * select_row() then fails, count_memo() enumerates. False on a bad item or bounds. */
  bool set_bounds(int i, int lo, int hi) {
    if (i < 1 || i > np || lo < 0 || hi < 1 || lo > hi || hi > (1 << 28) || phase != PH_IDLE || nsel != 0) return false;
    if (bnd.empty()) { bnd.assign(n + 2, 1); slk.assign(n + 2, 0); mlevels = 2 * np; }
    if (mlevels - bnd[i] > (1 << 29) - hi) return false;  /* path levels <= sum of bounds (+ np) */
    mlevels += hi - bnd[i];
    bnd[i] = hi; slk[i] = hi - lo;
    bounded = 0;
    for (int k = 1; k <= np && !bounded; k++) if (bnd[k] != 1 || slk[k] != 0) bounded = 1;
    return true;
  }
  /* (un)commit option x's other items; a primary item takes one more option (covered at bound 0) */
  void mcommit_others(int x, bool on) {
    if (on) {
      for (int q = x + 1; q != x;) {
        int j = nd[q].top;
        if (j <= 0) { q = nd[q].up; continue; }
        if (j <= np) { if (--bnd[j] == 0) cover(j); } else commit(q);
        q++;
      }
    } else {
      for (int q = x - 1; q != x;) {
        int j = nd[q].top;
        if (j <= 0) { q = nd[q].down; continue; }
        if (j <= np) { if (bnd[j] == 0) uncover(j); bnd[j]++; } else uncommit(q);
        q--;
      }
    }
  }
  /* undo a level branching on i: relink its tweaked options (ft[lvl], then down links), unhide
   * them newest first (or uncover i if covered); bnd[i]++ */
  void mrestore(int i) {
    if (bnd[i] == 0 && slk[i] == 0) { uncover(i); bnd[i]++; return; }
    int a = ft[lvl], z = nd[i].down, y = i, k = 0;
    for (int p = a; p != z; p = nd[p].down) { nd[p].up = y; y = p; k++; }
    if (k) { nd[i].down = a; nd[z].up = y; nd[i].top += k; }
    if (bnd[i] != 0) { for (int p = y; p != i; p = nd[p].up) unhide(p); }
    else uncover(i);
    bnd[i]++;
  }
  /* Algorithm M: next() for bounded items. Branch on the item with the fewest ways on (its options,
   * plus "no more" once lo is met, minus options still needed); an option chosen for i is tweaked
   * out of i's list (and hidden), so each set is found once, in list order; the last branch takes
   * no more options for i. */
  int next_m(u64 budget) {
    int i, x;
    u64 stop = budget ? nodes + budget : 0;
    if (phase == PH_DONE || phase == PH_IDLE) return DONE;
    if (phase == PH_FOUND) goto leave;
  forward:
    if (stop && nodes >= stop) { phase = PH_PAUSED; return PAUSED; }
    nodes++;
    if (it[0].next == 0) {
      msol.clear();
      for (int k = 0; k < lvl; k++) if (choice[k] > n) msol.push_back(row_of(choice[k]));
      phase = PH_FOUND; return FOUND;
    }
    {   /* the branching degree: length + 1 - (options still needed) */
      int m = 0x7fffffff;
      i = 0;
      for (int k = it[0].next; k != 0; k = it[k].next) {
        int need = bnd[k] - slk[k], t = nd[k].top + 1 - (need > 0 ? need : 0);
        if (t < m) { m = t; i = k; if (t <= 0) break; }
      }
    }
    choice[lvl] = ft[lvl] = nd[i].down;
    if (--bnd[i] == 0) cover(i);
  tryit:
    x = choice[lvl];
    i = x <= n ? x : nd[x].top;
    if (bnd[i] == 0 && slk[i] == 0) {
      if (x == i) goto restore;
    } else {
      if (nd[i].top <= bnd[i] - slk[i]) goto restore;  /* too few options left */
      if (x == i) {  /* take no more options for i */
        if (bnd[i] != 0) { it[it[i].prev].next = it[i].next; it[it[i].next].prev = it[i].prev; }
        lvl++;
        goto forward;
      }
      if (bnd[i] != 0) hide(x);  /* tweak x out of i's list (hidden already if i is covered) */
      nd[i].down = nd[x].down; nd[nd[x].down].up = i; nd[i].top--;
    }
    mcommit_others(x, true);
    lvl++;
    goto forward;
  leave:
    if (lvl == nsel) { phase = PH_DONE; return DONE; }
    lvl--;
    x = choice[lvl];
    if (x <= n) {
      i = x;
      if (bnd[i] != 0) { it[it[i].prev].next = i; it[it[i].next].prev = i; }
      goto restore;
    }
    mcommit_others(x, false);
    choice[lvl] = nd[x].down;
    goto tryit;
  restore:
    mrestore(i);
    goto leave;
  }

  /* the current solution: selected rows, then those chosen by the search */
  int solution_size() const { return bounded ? (int)msol.size() : lvl; }
  int solution_row(int k) const { return bounded ? msol[k] : row_of(choice[k]); }

  /* Count solutions of the current state, up to `limit` (0 = all); restores the state. */
  u64 count(u64 limit = 0) {
    u64 c = 0;
    count_fast = 1; tail_on = limit == 0; tail_n = 0;
    begin();
    while (next() == FOUND) { c++; if (limit && c >= limit) break; }
    end_search();
    count_fast = tail_on = 0;
    return c + tail_n;
  }
  /* ---- count()'s tail: once <= tail_items (<= 128; 0: never) primary items, 128 secondary and
   * 1024 options are left (no colors), count() counts the rest on bit masks (tm: an option's
   * primary, then secondary items; u: primary items left; to: an item's options, l: live ones).
   * Same rule, counts its nodes; pentomino_6x10_sym 1.53 s -> 0.25 s. */
  std::vector<int> tb;
  std::vector<u64> tm, to;
  u64 tail_n;
  int tail_on, tail_items;
  static int tbit(u64 x) {  /* the lowest set bit of x != 0 (de Bruijn) */
    static const unsigned char t[64] = {0,1,48,2,57,49,28,3,61,58,50,42,38,29,17,4,62,55,59,36,53,51,43,22,45,39,33,30,24,18,12,5,
      63,47,56,27,60,41,37,16,54,35,52,21,44,32,23,11,46,26,40,15,34,20,31,10,25,14,19,9,13,8,7,6};
    return t[(int)(((x & (0 - x)) * (((u64)0x03f79d71 << 32) | 0xb4cb0a89)) >> 58)];
  }
  static int tpop(u64 x) {
    const u64 k = ~(u64)0;
    x -= (x >> 1) & (k / 3); x = (x & (k / 5)) + ((x >> 2) & (k / 5)); x = (x + (x >> 4)) & (k / 17);
    return (int)((x * (k / 255)) >> 56);
  }
  template <int W> u64 trec(u64 u0, u64 u1, const u64 *l) {
    nodes++;
    if (!(u0 | u1)) return 1;
    int b = 0, m = 0x7fffffff, wi[W], nw = 0;
    for (int w = 0; w < W; w++) if (l[w]) wi[nw++] = w;
    for (int h = 0; h < 2; h++)
      for (u64 v = h ? u1 : u0; v; v &= v - 1) {
        int k = tbit(v) + 64 * h, c = 0;
        for (int j = 0; j < nw; j++) c += tpop(to[k * W + wi[j]] & l[wi[j]]);
        if (c < m) { m = c; b = k; if (c <= 1) goto chosen; }
      }
  chosen:
    u64 s = 0, nl[W];
    for (int j = 0; j < nw; j++)
      for (u64 x = to[b * W + wi[j]] & l[wi[j]]; x; x &= x - 1) {
        int r = wi[j] * 64 + tbit(x);
        for (int w = 0; w < W; w++) nl[w] = l[w];
        for (int h = 0; h < 4; h++)
          for (u64 y = tm[4 * r + h]; y; y &= y - 1) {
            const u64 *o = &to[(tbit(y) + 64 * h) * W];
            for (int w = 0; w < W; w++) nl[w] &= ~o[w];
          }
        s += trec<W>(u0 & ~tm[4 * r], u1 & ~tm[4 * r + 1], nl);
      }
    return s;
  }
  bool tail() {  /* false: too many options */
    int m = 0, R = 0, W = 1, ms = 128;
    if (colored) return false;
    if (tm.empty()) { tm.resize(4096); to.resize(4096); }
    if ((int)tb.size() < n + 2) tb.resize(n + 2);
    for (int k = it[0].next; k != 0; k = it[k].next) if ((tb[k] = m++) == 128) return false;
    for (int k = it[n + 1].next; k != n + 1; k = it[k].next) if ((tb[k] = ms++) == 256) return false;
    for (int k = it[0].next; k != 0; k = it[k].next)
      for (int p = nd[k].down; p != k; p = nd[p].down) {
        int q = p - 1;
        while (nd[q].top > np) q--;
        if (nd[q].top <= 0) {  /* p is its option's first primary node: each option once */
          if (R == 1024) return false;
          tm[4 * R] = tm[4 * R + 1] = tm[4 * R + 2] = tm[4 * R + 3] = 0;
          for (q++; nd[q].top > 0; q++) tm[4 * R + tb[nd[q].top] / 64] |= (u64)1 << (tb[nd[q].top] % 64);
          R++;
        }
      }
    while (W * 64 < R) W *= 2;
    u64 l[16];
    for (int j = 0; j < W; j++) l[j] = 0;
    for (int j = 0; j < ms * W; j++) if (j < m * W || j >= 128 * W) to[j] = 0;
    for (int r = 0; r < R; r++) {
      l[r / 64] |= (u64)1 << (r % 64);
      for (int h = 0; h < 4; h++)
        for (u64 x = tm[4 * r + h]; x; x &= x - 1) to[(tbit(x) + 64 * h) * W + r / 64] |= (u64)1 << (r % 64);
    }
    u64 u0 = m >= 64 ? ~(u64)0 : ((u64)1 << m) - 1, u1 = m <= 64 ? 0 : m == 128 ? ~(u64)0 : ((u64)1 << (m - 64)) - 1, c;
    if (W == 1) c = trec<1>(u0, u1, l); else if (W == 2) c = trec<2>(u0, u1, l); else if (W == 4) c = trec<4>(u0, u1, l);
    else if (W == 8) c = trec<8>(u0, u1, l); else c = trec<16>(u0, u1, l);
    tail_n += c;
    return true;
  }
  /* Find one solution; if true, read it before any other call (end_search() restores). */
  bool first() { begin(); if (next() == FOUND) return true; end_search(); return false; }
  /* ---- exact counts of any size ---- */
  struct Big {
    std::vector<uint32_t> w;  /* base 2^32, least significant first, no leading zero limbs */
    Big() {}
    explicit Big(u64 v) { set(v); }
    void set(u64 v) { w.clear(); while (v) { w.push_back((uint32_t)v); v >>= 32; } }
    bool is_zero() const { return w.empty(); }
    bool fits64() const { return w.size() <= 2; }
    u64 low64() const { u64 v = 0; for (int k = (int)w.size() - 1; k >= 0 && k >= (int)w.size() - 2; k--) v = (v << 32) | w[k]; return v; }
    void add(const uint32_t *b, int nb) {
      if ((int)w.size() < nb) w.resize(nb, 0);
      u64 carry = 0;
      int k = 0;
      for (; k < nb; k++) { carry += (u64)w[k] + b[k]; w[k] = (uint32_t)carry; carry >>= 32; }
      for (; carry && k < (int)w.size(); k++) { carry += w[k]; w[k] = (uint32_t)carry; carry >>= 32; }
      if (carry) w.push_back((uint32_t)carry);
    }
    void add(const Big &b) { if (!b.w.empty()) add(&b.w[0], (int)b.w.size()); }
    void add(u64 v) {
      uint32_t t[2];
      t[0] = (uint32_t)v; t[1] = (uint32_t)(v >> 32);
      if (v) add(t, t[1] ? 2 : 1);
    }
    std::string str() const {
      if (w.empty()) return "0";
      std::vector<uint32_t> q(w);
      std::string s;
      while (!q.empty()) {  /* divide by 10^9, collect 9 digits */
        u64 r = 0;
        for (int k = (int)q.size() - 1; k >= 0; k--) {
          u64 cur = (r << 32) | q[k];
          q[k] = (uint32_t)(cur / 1000000000u);
          r = cur % 1000000000u;
        }
        while (!q.empty() && q[q.size() - 1] == 0) q.pop_back();
        for (int j = 0; j < 9; j++) {
          s += (char)('0' + (int)(r % 10));
          r /= 10;
          if (q.empty() && r == 0) break;
        }
      }
      return std::string(s.rbegin(), s.rend());
    }
  };

  /* ---- memoized counting ("dancing with decision diagrams") ----
   * count_memo(): exact count caching each subproblem's completions by key (active items + colors
   * of purified secondary items fix the remaining options); the table stops growing at max_bytes
   * (still exact, slower). No recursion. */
  struct Memo {                      /* the table of count_memo() and its figures */
    std::vector<u64> keys;         /* keys of the entries, kw words each */
    std::vector<uint32_t> vals;    /* values: a length word, then the limbs */
    std::vector<u64> hash;         /* per entry */
    std::vector<int> valoff;       /* per entry: offset in vals */
    std::vector<int> slot;         /* open addressing: entry index + 1, 0 = empty */
    std::vector<int> colored;      /* secondary items that carry colors */
    std::vector<u64> stack;        /* the key (and hash) of each frame */
    std::vector<int> item, node;   /* per frame: the item branched on, the option being tried */
    std::vector<Big> acc;          /* per frame: the completions counted so far */
    u64 states, hits, bytes;       /* entries stored, lookups answered, bytes used */
    bool full;                     /* the byte cap was reached: no more entries */
    Memo() : states(0), hits(0), bytes(0), full(false) {}
  } memo;

  void memo_key(u64 *key, int kw) const {
    for (int k = 0; k < kw; k++) key[k] = 0;
    for (int i = it[0].next; i != 0; i = it[i].next) key[i >> 6] |= (u64)1 << (i & 63);
    for (int i = it[n + 1].next; i != n + 1; i = it[i].next) key[i >> 6] |= (u64)1 << (i & 63);
    int base = (n + 64) / 64;
    for (int c = 0; c < (int)memo.colored.size(); c++)
      key[base + c / 2] |= (u64)(uint32_t)icolor[memo.colored[c]] << (32 * (c & 1));
  }
  static u64 memo_hash(const u64 *key, int kw) {
    u64 h = ((u64)0x9e3779b9u << 32) | 0x7f4a7c15u;
    const u64 mul = ((u64)0xff51afd7u << 32) | 0xed558ccdu;
    for (int k = 0; k < kw; k++) { h ^= key[k]; h *= mul; h ^= h >> 32; }
    return h;
  }
  /* index of the entry with this key, or -1 */
  int memo_find(const u64 *key, int kw, u64 h) const {
    int mask = (int)memo.slot.size() - 1;
    for (int s = (int)(h & (u64)mask);; s = (s + 1) & mask) {
      int e = memo.slot[s] - 1;
      if (e < 0) return -1;
      if (memo.hash[e] == h) {
        const u64 *k2 = &memo.keys[(size_t)e * kw];
        int k = 0;
        while (k < kw && k2[k] == key[k]) k++;
        if (k == kw) return e;
      }
    }
  }
  void memo_insert(const u64 *key, int kw, u64 h, const Big &v, u64 max_bytes) {
    u64 cost = (u64)kw * 8 + 4 * (1 + v.w.size()) + 8 + 4 + 2 * 4;
    if (memo.full || memo.bytes + cost > max_bytes) { memo.full = true; return; }
    int e = (int)memo.hash.size();
    if ((size_t)(e + 1) * 2 > memo.slot.size()) {  /* grow the slots, load <= 1/2 */
      u64 grow = (u64)memo.slot.size() * 2 * 4;
      if (memo.bytes + cost + grow > max_bytes) { memo.full = true; return; }
      memo.bytes += grow;
      std::vector<int> ns(memo.slot.size() * 2, 0);
      int mask = (int)ns.size() - 1;
      for (int x = 0; x < e; x++) {
        int s = (int)(memo.hash[x] & (u64)mask);
        while (ns[s]) s = (s + 1) & mask;
        ns[s] = x + 1;
      }
      memo.slot.swap(ns);
    }
    memo.bytes += cost;
    memo.keys.insert(memo.keys.end(), key, key + kw);
    memo.hash.push_back(h);
    memo.valoff.push_back((int)memo.vals.size());
    memo.vals.push_back((uint32_t)v.w.size());
    memo.vals.insert(memo.vals.end(), v.w.begin(), v.w.end());
    int mask = (int)memo.slot.size() - 1, s = (int)(h & (u64)mask);
    while (memo.slot[s]) s = (s + 1) & mask;
    memo.slot[s] = e + 1;
    memo.states++;
  }
  /* Exact number of solutions of the current state. */
  Big count_memo(u64 max_bytes = (u64)1 << 30) {
    end_search();
    if (bounded) { Big c; begin(); while (next() == FOUND) c.add((u64)1); end_search(); return c; }
    memo.keys.clear(); memo.vals.clear(); memo.hash.clear(); memo.valoff.clear();
    memo.slot.assign(1024, 0);
    memo.states = memo.hits = 0; memo.bytes = 1024 * 4; memo.full = false;
    memo.colored.clear();
    {   /* secondary items that appear with a color */
      std::vector<char> seen(n + 2, 0);
      for (int p = n + 2; p < nnodes; p++)
        if (nd[p].top > np && nd[p].color != 0 && !seen[nd[p].top]) { seen[nd[p].top] = 1; memo.colored.push_back(nd[p].top); }
    }
    int kw = (n + 64) / 64 + ((int)memo.colored.size() + 1) / 2;
    int depth = 0;
    Big result, val;
    const uint32_t *vp = 0;
    int vn = 0;  /* the value just computed: vp/vn (limbs), or val when vp == 0 */
    u64 one = 1;
    std::vector<u64> key(kw);
  enter:
    nodes++;
    {
      int i = choose_item();
      if (i == 0) { val.set(one); vp = 0; goto give; }
      if (nd[i].top == 0) { val.set(0); vp = 0; goto give; }
      memo_key(&key[0], kw);
      u64 h = memo_hash(&key[0], kw);
      int e = memo_find(&key[0], kw, h);
      if (e >= 0) {
        memo.hits++;
        int off = memo.valoff[e];
        vn = (int)memo.vals[off]; vp = vn ? &memo.vals[off + 1] : 0;
        if (!vp) { val.set(0); }
        goto give;
      }
      if ((int)memo.item.size() <= depth) {
        memo.item.resize(depth + 1); memo.node.resize(depth + 1); memo.acc.resize(depth + 1);
        memo.stack.resize((size_t)(depth + 1) * (kw + 1));
      }
      if (memo.stack.size() < (size_t)(depth + 1) * (kw + 1)) memo.stack.resize((size_t)(depth + 1) * (kw + 1));
      u64 *fk = &memo.stack[(size_t)depth * (kw + 1)];
      for (int k = 0; k < kw; k++) fk[k] = key[k];
      fk[kw] = h;
      memo.item[depth] = i;
      memo.acc[depth].w.clear();
      cover(i);
      memo.node[depth] = nd[i].down;
      depth++;
    }
  tryit:
    {
      int f = depth - 1, p = memo.node[f], i = memo.item[f];
      if (p == i) {  /* all options of this frame tried */
        uncover(i);
        u64 *fk = &memo.stack[(size_t)f * (kw + 1)];
        memo_insert(fk, kw, fk[kw], memo.acc[f], max_bytes);
        val = memo.acc[f]; vp = 0;
        depth--;
        goto give;
      }
      commit_others(p);
      goto enter;
    }
  give:
    if (depth == 0) {
      if (vp) { result.w.assign(vp, vp + vn); } else result = val;
      return result;
    }
    {
      int f = depth - 1;
      if (vp) memo.acc[f].add(vp, vn); else memo.acc[f].add(val);
      vp = 0;
      int p = memo.node[f];
      uncommit_others(p);
      memo.node[f] = nd[p].down;
    }
    goto tryit;
  }

  /* Call f(*this) per solution until it returns false or `limit` are found (0 = all). */
  template <class F> u64 visit(F &f, u64 limit = 0) {
    u64 c = 0;
    begin();
    while (next() == FOUND) {
      c++;
      if (!f(*this) || (limit && c >= limit)) break;
    }
    end_search();
    return c;
  }
};
#endif
// ==== END DLX CORE ====

static const char *TASK = "polycube";
static const bool PLANAR = false;  /* polycube: 3-D; polyomino.cpp has the same engine in 2-D */

typedef DLX::u64 u64;

static string utoa(u64 v) {
    char b[32];
    int k = 0;
    do { b[k++] = (char)('0' + (int)(v % 10)); v /= 10; } while (v);
    string s;
    while (k) s += b[--k];
    return s;
}

/* stdout is buffered in `out`; a fuzz target sets out_sink/err_sink to capture both instead */
static string out;
static string *out_sink = 0, *err_sink = 0;
static void flush_out() {
    if (out_sink) out_sink->append(out);
    else { fwrite(out.data(), 1, out.size(), stdout); fflush(stdout); }
    out.clear();
}
static int fail(const string &what, int line) {
    flush_out();
    string m = string(TASK) + ": " + what;
    if (line > 0) m += " at line " + utoa((u64)line);
    m += "\n";
    if (err_sink) err_sink->append(m); else fputs(m.c_str(), stderr);
    return 2;
}

/* capacities of the option matrix (fuzz targets lower them) */
static double g_max_items = 2e7, g_max_opt_nodes = 5e7;

/* ---------------- counting at scale: --threads N, --parts K --part I (the scheme of xc) ----------------
 * A subtree is the list of rows selected from the root on the way down to it, with a multiplier
 * (the size of a symmetry orbit in polyomino/polycube, else 1). The roots are cut one level
 * deeper at a time (choose_item(), one subtree per option of that item; a dead end is dropped, a
 * solution stays one subtree) until there are at least `target` subtrees, in a fixed order.
 * --parts K --part I: the cut depends on K only (at least 16K subtrees) and part I counts the
 * subtrees I, I+K, I+2K, ...: the K parts are disjoint, cover the tree, and their counts add up
 * to the whole count. --threads N: at least 64N subtrees taken by N threads from an atomic index,
 * each thread on its own copy of the DLX. A subtree's count is a u64 (it is enumerated one
 * solution at a time: 2^64 is out of reach); every sum and product is a DLX::Big: exact. */
#if __cplusplus >= 201103L
#include <thread>
#include <mutex>
#include <atomic>
#endif

/* --print with --threads/--parts: the text of one solution, made without shared state (threads
 * call it at once); numbered(): each solution gets a `solution N` line first */
struct SolutionText {
    virtual ~SolutionText() {}
    virtual bool numbered() const { return false; }
    virtual void text(const DLX &d, string &s) const = 0;
};

struct Split {
    int threads, parts, part;
    bool have_parts, have_part, memo;
    const SolutionText *print;  /* 0: count only */
    Split() : threads(1), parts(1), part(0), have_parts(false), have_part(false), memo(false), print(0) {}
    bool active() const { return threads > 1 || parts > 1; }
};
struct Sub { vector<int> rows; DLX::u64 mult; };

/* fuzz targets only: the counts share a budget of g_node_cap search nodes (0: no budget);
 * once it is spent they stop early and set g_capped (the count printed is then too small) */
static DLX::u64 g_node_cap = 0;
static bool g_capped = false;

/* printed solutions go to `out` whole: one solution's text is made first, then appended (under
 * a lock when threads print) after its `solution N` line if numbered; N counts in output order */
#if __cplusplus >= 201103L
static std::mutex g_print_mu;
#endif
static DLX::u64 g_printed = 0;
static void print_solution(const SolutionText *pr, const DLX &d) {
    string s;
    pr->text(d, s);
#if __cplusplus >= 201103L
    std::lock_guard<std::mutex> g(g_print_mu);
#endif
    if (pr->numbered()) out += "solution " + DLX::Big(++g_printed).str() + "\n";
    out += s;
    if (out.size() > (1 << 16)) flush_out();
}

static DLX::u64 count_sub(DLX &d, const SolutionText *pr) {
    if (!g_node_cap && !pr) return d.count(0);
    if (g_node_cap && g_capped) return 0;
    DLX::u64 c = 0, n0 = d.nodes;
    d.begin();
    for (;;) {
        int r = d.next(g_node_cap ? 256 : 0);
        if (r == DLX::FOUND) { c++; if (pr) print_solution(pr, d); }
        else if (r == DLX::DONE) break;
        if (g_node_cap && d.nodes - n0 >= g_node_cap) { g_capped = true; break; }
    }
    d.end_search();
    if (g_node_cap) {
        DLX::u64 used = d.nodes - n0;
        g_node_cap = used < g_node_cap ? g_node_cap - used : 1;  /* stays non-zero: a budget */
    }
    return c;
}


/* acc += c * m, exactly */
static void big_addmul(DLX::Big &acc, const DLX::Big &c, DLX::u64 m) {
    DLX::Big p = c;
    while (m) {
        if (m & 1) acc.add(p);
        m >>= 1;
        if (m) { DLX::Big q = p; p.add(q); }
    }
}

/* move the selection of d from the rows `cur` (selected now, in order) to the rows `rows`:
 * unselect back to their common prefix, select the rest (cheap between neighbouring subtrees,
 * which share most of their rows, e.g. the givens of a sudoku); false if a row clashes (cur then
 * holds what is selected) */
static bool move_to(DLX &d, vector<int> &cur, const vector<int> &rows) {
    size_t c = 0;
    while (c < cur.size() && c < rows.size() && cur[c] == rows[c]) c++;
    while (cur.size() > c) { d.unselect_last(); cur.pop_back(); }
    for (size_t k = c; k < rows.size(); k++) {
        if (!d.select_row(rows[k])) return false;
        cur.push_back(rows[k]);
    }
    return true;
}

static vector<Sub> split_refine(DLX &d, vector<Sub> tasks, size_t target) {
    vector<int> cur;
    while (tasks.size() < target) {
        vector<Sub> cut_to;
        bool cut = false;
        for (size_t t = 0; t < tasks.size(); t++) {
            Sub tk = tasks[t];
            bool ok = move_to(d, cur, tk.rows);  /* true: made of options active at their level */
            int i = ok ? d.choose_item() : 0;
            /* a forced move (an item with one option left) is followed in place: it does not split */
            while (ok && i != 0 && d.item_len(i) == 1) {
                int r = d.row_of(d.first_in(i));
                ok = d.select_row(r);
                if (ok) { cur.push_back(r); tk.rows.push_back(r); i = d.choose_item(); }
            }
            if (!ok) cut = true;                    /* (cannot happen) dropped */
            else if (i == 0) cut_to.push_back(tk);  /* a solution: stays one subtree */
            else {
                for (int p = d.first_in(i); p != i; p = d.next_in(p)) {
                    Sub c;
                    c.rows = tk.rows;
                    c.rows.push_back(d.row_of(p));
                    c.mult = tk.mult;
                    cut_to.push_back(c);
                }
                cut = true;                         /* no option left: a dead end, dropped */
            }
        }
        tasks.swap(cut_to);
        if (!cut) break;
    }
    d.unselect_all();
    return tasks;
}

/* count the subtrees work[k] for k taken from next(), on d (nothing selected on entry and exit) */
template <class Next> static DLX::Big count_tasks(DLX &d, const vector<Sub> &work, bool memo, const SolutionText *pr, Next take) {
    DLX::Big sum;
    vector<int> cur;
    for (;;) {
        size_t k = take();
        if (k >= work.size()) break;
        if (!move_to(d, cur, work[k].rows)) continue;  /* (cannot happen) */
        if (memo) big_addmul(sum, d.count_memo(), work[k].mult);
        else big_addmul(sum, DLX::Big(count_sub(d, pr)), work[k].mult);
    }
    d.unselect_all();
    return sum;
}
struct Serial {
    size_t k;
    Serial() : k(0) {}
    size_t operator()() { return k++; }
};

/* The number of solutions under the roots (row lists from the empty selection of d, which
 * must have nothing selected; a root whose rows clash counts 0), each times its multiplier:
 * all of them, or part o.part of o.parts; on o.threads threads; with count_memo if o.memo. */
static DLX::Big split_count(DLX &d, const vector<Sub> &roots, const Split &o) {
    vector<Sub> tasks;
    for (size_t k = 0; k < roots.size(); k++) {
        vector<int> cur;
        if (move_to(d, cur, roots[k].rows)) tasks.push_back(roots[k]);
        d.unselect_all();
    }
    if (o.parts > 1) {
        vector<Sub> all = split_refine(d, tasks, (size_t)o.parts * 16);
        tasks.clear();
        for (size_t k = (size_t)o.part; k < all.size(); k += (size_t)o.parts) tasks.push_back(all[k]);
    }
#if __cplusplus >= 201103L
    if (o.threads > 1 && !o.memo) {
        tasks = split_refine(d, tasks, (size_t)o.threads * 64);
        DLX::Big total;
        std::atomic<size_t> ticket(0);
        std::mutex mu;
        std::vector<std::thread> th;
        const DLX &base = d;
        const vector<Sub> &work = tasks;
        for (int w = 0; w < o.threads; w++)
            th.push_back(std::thread([&base, &work, &ticket, &mu, &total, &o]() {
                DLX my(base);
                DLX::Big sum = count_tasks(my, work, false, o.print, [&ticket]() { return ticket.fetch_add(1); });
                std::lock_guard<std::mutex> g(mu);
                total.add(sum);
            }));
        for (size_t w = 0; w < th.size(); w++) th[w].join();
        return total;
    }
#endif
    return count_tasks(d, tasks, o.memo, o.print, Serial());
}

/* --threads N, --parts K, --part I (also --opt=V): true if argv[a] is one of them (a then past
 * its value; st = the exit status after fail() if the value is bad, else 0) */
static bool split_arg(int argc, char **argv, int &a, Split &o, int &st) {
    string arg = argv[a], val;
    bool has = false;
    size_t eq = arg.find('=');
    if (eq != string::npos) { val = arg.substr(eq + 1); arg = arg.substr(0, eq); has = true; }
    if (arg != "--threads" && arg != "--parts" && arg != "--part") return false;
    st = 0;
    if (!has) {
        if (a + 1 >= argc) { st = fail("option " + arg + " needs a number", 0); return true; }
        val = argv[++a];
    }
    if (val.empty() || val.size() > 9 || val.find_first_not_of("0123456789") != string::npos) {
        st = fail("option " + arg + " wants a whole number, not '" + val.substr(0, 20) + "'", 0);
        return true;
    }
    long v = atol(val.c_str());
    if (arg == "--threads") {
        if (v > 1024) st = fail("--threads wants N from 0 (one per core) to 1024", 0);
#if __cplusplus < 201103L
        else if (v > 1) st = fail("--threads N > 1 needs a C++11 build (this one is C++98)", 0);
        else o.threads = 1;  /* 0: one per core, and this build has one thread */
#else
        else if (v == 0) { unsigned c = std::thread::hardware_concurrency(); o.threads = c >= 1 && c <= 1024 ? (int)c : 1; }
        else o.threads = (int)v;
#endif
    } else if (arg == "--parts") {
        if (v < 1 || v > 1000000) st = fail("--parts wants K from 1 to 1000000", 0);
        else { o.parts = (int)v; o.have_parts = true; }
    } else { o.part = (int)v; o.have_part = true; }
    return true;
}

/* after all the options: 0, or the exit status after fail() */
static int split_check(const Split &o) {
    if (o.have_parts != o.have_part) return fail("--parts K and --part I go together", 0);
    if (o.part >= o.parts) return fail("want 0 <= I < K for --parts K --part I", 0);
    if (o.memo && o.threads > 1) return fail("--memo runs on one thread (split with --parts instead)", 0);
    return 0;
}



/* ---------------- geometry: cells, shapes, the 48 (or 8) transforms ---------------- */
struct P3 {
    int x, y, z;  /* column, row, layer */
    P3() : x(0), y(0), z(0) {}
    P3(int a, int b, int c) : x(a), y(b), z(c) {}
    bool operator<(const P3 &o) const {
        if (z != o.z) return z < o.z;
        if (y != o.y) return y < o.y;
        return x < o.x;
    }
    bool operator==(const P3 &o) const { return x == o.x && y == o.y && z == o.z; }
};
typedef vector<P3> Shape;  /* normalized: min coordinate 0 on each axis, sorted */

struct Xf { int perm[3], sgn[3], det; };

static P3 xapply(const Xf &t, const P3 &p) {
    int c[3] = {p.x, p.y, p.z}, r[3];
    for (int i = 0; i < 3; i++) r[i] = t.sgn[i] * c[t.perm[i]];
    return P3(r[0], r[1], r[2]);
}

/* all transforms (identity first): 48 in 3-D, the 8 that keep the layer axis in 2-D */
static vector<Xf> all_xf() {
    static const int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    static const int parity[6] = {1, -1, -1, 1, 1, -1};
    vector<Xf> v;
    for (int p = 0; p < 6; p++)
        for (int s = 0; s < 8; s++) {
            Xf t;
            for (int i = 0; i < 3; i++) { t.perm[i] = perms[p][i]; t.sgn[i] = (s >> i) & 1 ? -1 : 1; }
            if (PLANAR && (t.perm[2] != 2 || t.sgn[2] != 1)) continue;
            t.det = parity[p] * t.sgn[0] * t.sgn[1] * t.sgn[2];
            v.push_back(t);
        }
    return v;
}

static Shape normalize(Shape s) {
    if (s.empty()) return s;
    int mx = s[0].x, my = s[0].y, mz = s[0].z;
    for (size_t i = 1; i < s.size(); i++) {
        mx = min(mx, s[i].x); my = min(my, s[i].y); mz = min(mz, s[i].z);
    }
    for (size_t i = 0; i < s.size(); i++) { s[i].x -= mx; s[i].y -= my; s[i].z -= mz; }
    sort(s.begin(), s.end());
    return s;
}

static Shape transform(const Xf &t, const Shape &s) {
    Shape r(s.size());
    for (size_t i = 0; i < s.size(); i++) r[i] = xapply(t, s[i]);
    return normalize(r);
}

/* ---------------- the problem ---------------- */
struct Piece {
    string name;
    int count;       /* copies that must be used; -1 = any number (`*`) */
    int line;        /* the `piece` line */
    Shape base;
    vector<Shape> orients;
};

struct Board {
    int W, H, D;             /* columns, rows, layers */
    vector<char> pic;        /* D*H*W: '.' a cell to cover, ' ' or '#' a hole, else a mark */
    vector<int> id;          /* cell number of each position, -1 if not a cell */
    vector<P3> cells;        /* in reading order (layer, row, column) */
    Board() : W(0), H(0), D(0) {}
    int at(int x, int y, int z) const {
        if (x < 0 || y < 0 || z < 0 || x >= W || y >= H || z >= D) return -1;
        return id[((size_t)z * H + y) * W + x];
    }
};

struct Opt { int piece, copy, anchor; vector<int> cells; };

struct Tiling {
    Board b;
    vector<Piece> pieces;
    bool flip;
    vector<Opt> opts;
    vector<int> pitem;           /* first copy item of each piece (0 if none) */
    vector<int> secbase;         /* first ordering item of each piece with copies (0 if none) */
    int nitems;
    DLX d;
    vector<vector<int> > gperm;  /* board symmetries usable for --unique: cell permutations ... */
    vector<vector<int> > gpiece; /* ... and where each piece goes */

    Tiling() : flip(true), nitems(0), split_piece(-1) {}

    /* distinct orientations; false if the option matrix would be too big */
    bool build() {
        vector<Xf> xf = all_xf();
        int ncell = (int)b.cells.size();
        pitem.assign(pieces.size(), 0);
        nitems = ncell;
        for (size_t p = 0; p < pieces.size(); p++) {
            Piece &pc = pieces[p];
            pc.orients.clear();
            for (size_t k = 0; k < xf.size(); k++)
                if (xf[k].det > 0 || flip) pc.orients.push_back(transform(xf[k], pc.base));
            sort(pc.orients.begin(), pc.orients.end());
            pc.orients.erase(unique(pc.orients.begin(), pc.orients.end()), pc.orients.end());
            if (pc.count > 0) { pitem[p] = nitems + 1; nitems += pc.count; }
        }
        /* copies c-1 and c of a piece: copy c-1 at anchor a takes the secondary items
         * (c-1, t) for t >= a, copy c at anchor b those with t <= b; so b < a, and each
         * set of copies is found once, in one order */
        int nprim = nitems;
        secbase.assign(pieces.size(), 0);
        for (size_t p = 0; p < pieces.size(); p++)
            if (pieces[p].count > 1) {
                if ((double)(pieces[p].count - 1) * ncell + nitems > g_max_items) return false;
                secbase[p] = nitems + 1;
                nitems += (pieces[p].count - 1) * ncell;
            }
        d.reset(nitems, nprim);
        opts.clear();
        double total = 0;
        vector<int> row;
        for (size_t p = 0; p < pieces.size(); p++) {
            const Piece &pc = pieces[p];
            if (pc.count == 0) continue;
            for (size_t o = 0; o < pc.orients.size(); o++) {
                const Shape &s = pc.orients[o];
                int bx = 0, by = 0, bz = 0;
                for (size_t i = 0; i < s.size(); i++) { bx = max(bx, s[i].x); by = max(by, s[i].y); bz = max(bz, s[i].z); }
                for (int dz = 0; dz + bz < b.D; dz++)
                    for (int dy = 0; dy + by < b.H; dy++)
                        for (int dx = 0; dx + bx < b.W; dx++) {
                            Opt op;
                            op.piece = (int)p; op.copy = -1;
                            bool ok = true;
                            for (size_t i = 0; i < s.size() && ok; i++) {
                                int c = b.at(s[i].x + dx, s[i].y + dy, s[i].z + dz);
                                if (c < 0) ok = false; else op.cells.push_back(c);
                            }
                            if (!ok) continue;
                            op.anchor = op.cells[0];  /* shapes sorted in reading order */
                            int copies = pc.count > 0 ? pc.count : 1;
                            for (int c = 0; c < copies; c++) {
                                row.clear();
                                for (size_t i = 0; i < op.cells.size(); i++) row.push_back(op.cells[i] + 1);
                                if (pc.count > 0) { op.copy = c; row.push_back(pitem[p] + c); }
                                if (pc.count > 1) {
                                    int base = secbase[p];
                                    if (c < pc.count - 1) for (int t = op.anchor; t < ncell; t++) row.push_back(base + c * ncell + t);
                                    if (c > 0) for (int t = 0; t <= op.anchor; t++) row.push_back(base + (c - 1) * ncell + t);
                                }
                                total += (double)row.size() + 1;
                                if (total > g_max_opt_nodes) return false;
                                d.add_row(&row[0], (int)row.size());
                                opts.push_back(op);
                            }
                        }
            }
        }
        build_group(xf);
        return true;
    }

    /* transforms that map the board's cells onto themselves and the piece set onto itself */
    void build_group(const vector<Xf> &xf) {
        gperm.clear(); gpiece.clear();
        int n = (int)b.cells.size();
        map<Shape, vector<int> > owner;  /* orientation -> pieces having it */
        for (size_t p = 0; p < pieces.size(); p++)
            for (size_t o = 0; o < pieces[p].orients.size(); o++) owner[pieces[p].orients[o]].push_back((int)p);
        for (size_t k = 0; k < xf.size(); k++) {
            vector<int> perm(n);
            bool ok = true;
            if (n > 0) {
                vector<P3> img(n);
                int mx = 0, my = 0, mz = 0, ox = 0, oy = 0, oz = 0;
                for (int c = 0; c < n; c++) {
                    img[c] = xapply(xf[k], b.cells[c]);
                    if (c == 0 || img[c].x < mx) mx = img[c].x;
                    if (c == 0 || img[c].y < my) my = img[c].y;
                    if (c == 0 || img[c].z < mz) mz = img[c].z;
                    if (c == 0 || b.cells[c].x < ox) ox = b.cells[c].x;
                    if (c == 0 || b.cells[c].y < oy) oy = b.cells[c].y;
                    if (c == 0 || b.cells[c].z < oz) oz = b.cells[c].z;
                }
                for (int c = 0; c < n && ok; c++) {
                    int t = b.at(img[c].x - mx + ox, img[c].y - my + oy, img[c].z - mz + oz);
                    if (t < 0) ok = false; else perm[c] = t;
                }
            }
            if (!ok) continue;
            vector<int> pm(pieces.size());
            for (size_t p = 0; p < pieces.size() && ok; p++) {
                pm[p] = (int)p;
                if (pieces[p].count == 0) continue;
                map<Shape, vector<int> >::const_iterator f = owner.find(transform(xf[k], pieces[p].base));
                ok = false;
                if (f == owner.end()) break;
                for (size_t j = 0; j < f->second.size(); j++)
                    if (pieces[f->second[j]].count == pieces[p].count) { pm[p] = f->second[j]; ok = true; break; }
            }
            if (!ok) continue;
            gperm.push_back(perm); gpiece.push_back(pm);
        }
        choose_split();
    }

    /* Symmetry reduction: a piece used once that every symmetry maps to itself; its placements
     * fall into orbits. Solutions with that piece at an orbit's representative, times the orbit
     * size, give every solution; up to symmetry, only the representative's stabilizer is left. */
    int split_piece;
    vector<int> rep_row;               /* representative placement (a row) of each orbit */
    vector<u64> rep_size;              /* orbit size */
    vector<vector<int> > rep_stab;     /* symmetries (indices into gperm) fixing the placement */
    void choose_split() {
        split_piece = -1;
        rep_row.clear(); rep_size.clear(); rep_stab.clear();
        if (gperm.size() < 2) return;
        size_t best = 0;
        for (size_t p = 0; p < pieces.size(); p++) {
            if (pieces[p].count != 1) continue;
            bool inv = true;
            for (size_t g = 0; g < gpiece.size(); g++) if (gpiece[g][p] != (int)p) inv = false;
            if (!inv) continue;
            map<vector<int>, int> seen;
            vector<int> rr; vector<u64> rs; vector<vector<int> > st;
            size_t total = 0;
            for (size_t r = 0; r < opts.size(); r++) {
                if (opts[r].piece != (int)p) continue;
                total++;
                vector<int> key = opts[r].cells;
                sort(key.begin(), key.end());
                if (seen.count(key)) continue;
                rr.push_back((int)r);
                st.push_back(vector<int>());
                u64 sz = 0;
                for (size_t g = 0; g < gperm.size(); g++) {
                    vector<int> im(key.size());
                    for (size_t i = 0; i < key.size(); i++) im[i] = gperm[g][key[i]];
                    sort(im.begin(), im.end());
                    if (im == key) st.back().push_back((int)g);
                    if (!seen.count(im)) { seen[im] = 1; sz++; }
                }
                rs.push_back(sz);
            }
            if (total == 0 || rr.size() == total) continue;  /* no reduction */
            /* keep the piece with the fewest representatives per placement, then the fewest
             * representatives (a piece with few placements cuts the search most) */
            if (split_piece < 0 || rr.size() * best < total * rep_row.size() ||
                (rr.size() * best == total * rep_row.size() && rr.size() < rep_row.size())) {
                split_piece = (int)p; rep_row = rr; rep_size = rs; rep_stab = st; best = total;
            }
        }
    }
};

/* ---------------- running: the solution visitor ---------------- */
struct Run {
    Tiling *T;
    enum { COUNT, FIRST, PRINT } mode;
    bool unique;
    u64 limit, found;
    vector<int> owner;      /* cell -> instance in the current solution */
    vector<int> ipiece;     /* instance -> piece */
    vector<int> lab, lab2, best;
    vector<vector<int> > solutions;  /* owner arrays kept for --svg */
    string svg_file;
    bool have_first;
    vector<int> first_owner, first_ipiece;

    const vector<int> *gsub;  /* symmetries to check for --unique (0: all) */
    Run() : T(0), mode(COUNT), unique(false), limit(0), found(0), have_first(false), gsub(0) {}

    bool canonical() {
        int n = (int)owner.size(), m = (int)ipiece.size();
        int big = m + 1;
        /* identity signature */
        lab.assign(m, -1);
        best.resize(n);
        int nx = 0;
        for (int i = 0; i < n; i++) {
            int k = owner[i];
            if (lab[k] < 0) lab[k] = nx++;
            best[i] = ipiece[k] * big + lab[k];
        }
        vector<int> inv(n);
        size_t ng = gsub ? gsub->size() : T->gperm.size();
        for (size_t gi = 0; gi < ng; gi++) {
            size_t g = gsub ? (size_t)(*gsub)[gi] : gi;
            if (g == 0) continue;
            const vector<int> &pm = T->gperm[g];
            const vector<int> &pp = T->gpiece[g];
            for (int c = 0; c < n; c++) inv[pm[c]] = c;
            lab2.assign(m, -1);
            nx = 0;
            for (int i = 0; i < n; i++) {
                int k = owner[inv[i]];
                if (lab2[k] < 0) lab2[k] = nx++;
                int v = pp[ipiece[k]] * big + lab2[k];
                if (v < best[i]) return false;
                if (v > best[i]) break;
            }
        }
        return true;
    }

    bool operator()(DLX &d) {
        int k = d.solution_size();
        int n = (int)T->b.cells.size();
        owner.assign(n, -1);
        ipiece.resize(k);
        for (int j = 0; j < k; j++) {
            const Opt &op = T->opts[d.solution_row(j)];
            ipiece[j] = op.piece;
            for (size_t i = 0; i < op.cells.size(); i++) owner[op.cells[i]] = j;
        }
        if (unique && !canonical()) return true;
        found++;
        if (!have_first) { have_first = true; first_owner = owner; first_ipiece = ipiece; }
        if (mode == PRINT) { out += "solution " + utoa(found) + "\n"; picture(owner, ipiece); }
        if (mode == FIRST) { picture(owner, ipiece); return false; }
        if (out.size() > (1 << 16)) flush_out();
        if (limit && found >= limit) return false;
        return true;
    }

    /* the box layer by layer: piece numbers (in order of first cell), holes '-', marks as given */
    void picture(const vector<int> &own, const vector<int> &ip) { picture_to(out, own, ip); }
    void picture_to(string &out, const vector<int> &own, const vector<int> &ip) const {  /* (this `out` hides the global) */
        const Board &b = T->b;
        vector<int> num(ip.size(), 0);
        int nx = 0;
        for (size_t i = 0; i < own.size(); i++)
            if (own[i] >= 0 && num[own[i]] == 0) num[own[i]] = ++nx;
        int w = (int)utoa((u64)nx).size();
        for (int z = 0; z < b.D; z++) {
            if (z) out += '\n';
            for (int y = 0; y < b.H; y++) {
                string row;
                for (int x = 0; x < b.W; x++) {
                    int c = b.at(x, y, z);
                    string t;
                    if (c >= 0) t = utoa((u64)num[own[c]]);
                    else {
                        char ch = b.pic[((size_t)z * b.H + y) * b.W + x];
                        t = string(1, ch == ' ' || ch == '#' ? '-' : ch);
                    }
                    if (x) row += ' ';
                    row += string(w - t.size(), ' ') + t;
                }
                out += row; out += '\n';
            }
        }
    }
};

/* ---------------- reading the text format ---------------- */
struct Lines {
    vector<string> v;  /* CR and trailing blanks dropped; leading blanks kept */
    void load(const string &buf) {
        size_t pos = 0;
        if (buf.size() >= 3 && (unsigned char)buf[0] == 0xEF && (unsigned char)buf[1] == 0xBB &&
            (unsigned char)buf[2] == 0xBF) pos = 3;
        while (pos < buf.size()) {
            size_t e = buf.find('\n', pos);
            if (e == string::npos) e = buf.size();
            string s(buf, pos, e - pos);
            size_t b = s.size();
            while (b > 0 && (s[b - 1] == ' ' || s[b - 1] == '\t' || s[b - 1] == '\r')) b--;
            v.push_back(s.substr(0, b));
            pos = e + 1;
        }
    }
};

static vector<string> words(const string &s) {
    vector<string> w;
    size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) i++;
        size_t j = i;
        while (j < s.size() && s[j] != ' ' && s[j] != '\t') j++;
        if (j > i) w.push_back(s.substr(i, j - i));
        i = j;
    }
    return w;
}

static bool is_alnum(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }
static bool is_comment(const string &s) {
    size_t i = s.find_first_not_of(" \t");
    return i != string::npos && s[i] == '%';
}
static bool is_header(const string &s) {
    vector<string> w = words(s);
    return !w.empty() && (w[0] == "board" || w[0] == "piece");
}

/* Parse; returns 0 or the exit status after reporting. */

/* a picture: layers separated by blank lines; leading/trailing blank lines dropped.
 * Returns 0 or the exit status after reporting. */
static int read_picture(const Lines &L, size_t i0, size_t i1, bool board, vector<vector<string> > &layers,
                        vector<vector<int> > &lines, int hdr) {
    layers.clear(); lines.clear();
    bool open = false;
    for (size_t j = i0; j < i1; j++) {
        const string &s = L.v[j];
        if (is_comment(s)) continue;
        if (s.empty()) { open = false; continue; }
        if (!open) { layers.push_back(vector<string>()); lines.push_back(vector<int>()); open = true; }
        for (size_t c = 0; c < s.size(); c++) {
            char ch = s[c];
            bool ok = ch == ' ' || ch == '.' || ch == '#' || is_alnum(ch) || (board && (ch == '*' || ch == '@'));
            if (!ok) {
                string m = "bad character ";
                if (ch > ' ' && ch < 127) { m += '\''; m += ch; m += '\''; }
                else { m += "code "; m += utoa((u64)(unsigned char)ch); }
                return fail(m + (board ? " in the board" : " in a piece"), (int)j + 1);
            }
        }
        layers.back().push_back(s);
        lines.back().push_back((int)j + 1);
    }
    if (layers.empty()) return fail(board ? "board without a picture" : "piece without a picture", hdr);
    size_t h = 0, w = 0;
    for (size_t z = 0; z < layers.size(); z++) {
        h = max(h, layers[z].size());
        for (size_t y = 0; y < layers[z].size(); y++) w = max(w, layers[z][y].size());
    }
    if (w > 100 || h > 100 || layers.size() > 100)
        return fail(board ? "board larger than 100x100x100" : "piece larger than 100x100x100", hdr);
    if (board) {  /* a board with holes drawn as '#' (and no spaces) must be a full box */
        bool spaces = false, hashes = false;
        for (size_t z = 0; z < layers.size(); z++)
            for (size_t y = 0; y < layers[z].size(); y++) {
                if (layers[z][y].find(' ') != string::npos) spaces = true;
                if (layers[z][y].find('#') != string::npos) hashes = true;
            }
        if (hashes && !spaces)
            for (size_t z = 0; z < layers.size(); z++) {
                if (layers[z].size() != h) return fail("ragged layers (every layer needs the same rows)", lines[z].back());
                for (size_t y = 0; y < layers[z].size(); y++)
                    if (layers[z][y].size() != w) return fail("ragged rows (pad with '#' or draw holes as spaces)", lines[z][y]);
            }
    }
    return 0;
}

static int parse(const Lines &L, Tiling &T) {
    bool have_board = false;
    size_t i = 0, n = L.v.size();
    while (i < n) {
        const string &s = L.v[i];
        int ln = (int)i + 1;
        if (s.empty() || is_comment(s)) { i++; continue; }
        vector<string> w = words(s);
        bool box = !w.empty() && w[0] == "box";
        if (!is_header(s) && !box) return fail("expected 'box X Y Z', 'board' or 'piece NAME [COUNT]'", ln);
        size_t j = i + 1;  /* a section ends at the next header (blank lines separate layers) */
        while (j < n && !is_header(L.v[j]) && !(words(L.v[j]).size() > 0 && words(L.v[j])[0] == "box")) j++;
        if (box || w[0] == "board") {
            if (have_board) return fail("second board", ln);
            have_board = true;
            Board &b = T.b;
            vector<vector<string> > layers;
            vector<vector<int> > lines;
            if (box) {
                if (w.size() != 4) return fail("want 'box X Y Z'", ln);
                int dim[3];
                for (int k = 0; k < 3; k++) {
                    const string &t = w[k + 1];
                    if (t.empty() || t.size() > 3 || t.find_first_not_of("0123456789") != string::npos ||
                        atoi(t.c_str()) < 1 || atoi(t.c_str()) > 100)
                        return fail("bad box size (want 1..100)", ln);
                    dim[k] = atoi(t.c_str());
                }
                for (size_t k = i + 1; k < j; k++)
                    if (!L.v[k].empty() && !is_comment(L.v[k])) return fail("a picture after 'box X Y Z'", (int)k + 1);
                layers.assign(dim[2], vector<string>(dim[1], string(dim[0], '.')));
            } else {
                if (w.size() != 1) return fail("unexpected text after 'board'", ln);
                int st = read_picture(L, i + 1, j, true, layers, lines, ln);
                if (st) return st;
            }
            size_t h = 0, wd = 0;
            for (size_t z = 0; z < layers.size(); z++) {
                h = max(h, layers[z].size());
                for (size_t y = 0; y < layers[z].size(); y++) wd = max(wd, layers[z][y].size());
            }
            b.W = (int)wd; b.H = (int)h; b.D = (int)layers.size();
            b.pic.assign((size_t)b.W * b.H * b.D, ' ');
            b.id.assign(b.pic.size(), -1);
            b.cells.clear();
            for (int z = 0; z < b.D; z++)
                for (int y = 0; y < b.H; y++)
                    for (int x = 0; x < b.W; x++) {
                        char ch = y < (int)layers[z].size() && x < (int)layers[z][y].size() ? layers[z][y][x] : ' ';
                        size_t at = ((size_t)z * b.H + y) * b.W + x;
                        b.pic[at] = ch;
                        if (ch == '.') { b.id[at] = (int)b.cells.size(); b.cells.push_back(P3(x, y, z)); }
                    }
        } else {
            Piece pc;
            pc.line = ln; pc.count = 1;
            if (w.size() < 2) return fail("piece without a name", ln);
            if (w.size() > 3) return fail("unexpected text after the piece count", ln);
            pc.name = w[1];
            if (w.size() == 3) {
                const string &c = w[2];
                if (c == "*") pc.count = -1;
                else {
                    if (c.size() > 6 || c.find_first_not_of("0123456789") != string::npos)
                        return fail("bad piece count (want a number up to 999999 or '*')", ln);
                    pc.count = atoi(c.c_str());
                }
            }
            vector<vector<string> > layers;
            vector<vector<int> > lines;
            int st = read_picture(L, i + 1, j, false, layers, lines, ln);
            if (st) return st;
            for (size_t z = 0; z < layers.size(); z++)
                for (size_t y = 0; y < layers[z].size(); y++)
                    for (size_t x = 0; x < layers[z][y].size(); x++)
                        if (layers[z][y][x] != ' ' && layers[z][y][x] != '#') pc.base.push_back(P3((int)x, (int)y, (int)z));
            if (pc.base.empty()) return fail("piece without cells", ln);
            pc.base = normalize(pc.base);
            T.pieces.push_back(pc);
        }
        i = j;
    }
    if (!have_board) return fail("no board", (int)n + 1);
    for (size_t p = 0; p < T.pieces.size(); p++)
        if (T.pieces[p].base.size() > T.b.cells.size()) return fail("piece larger than the board", T.pieces[p].line);
    return 0;
}

static int usage() {
    fprintf(stderr, "usage: polycube [--first | --print] [--limit K] [--unique] [--flip] [--no-symmetry] [--memo]\n"
                    "                [--threads N] [--parts K --part I] < input\n"
                    "  --memo: count by memoized counting (cached per set of empty cells and unused pieces), exact at any size\n"
                    "  --threads N: count on N threads, 0 = one per core (the tree cut into at least 64N subtrees)\n"
                    "  --parts K --part I: count only part I (0 <= I < K) of a fixed K-way cut of the tree;\n"
                    "    the K part counts add up to the whole count (one process or machine per part)\n"
            "  both go with the count and with --print (whole solutions in any order, then the count)\n");
    return 2;
}

/* --print with --threads/--parts: the pictures, made by the threads */
struct TileText : SolutionText {
    const Run *R;
    explicit TileText(const Run *r) : R(r) {}
    bool numbered() const { return true; }
    void text(const DLX &d, string &s) const {
        int k = d.solution_size();
        vector<int> own(R->T->b.cells.size(), -1), ip(k);
        for (int j = 0; j < k; j++) {
            const Opt &op = R->T->opts[d.solution_row(j)];
            ip[j] = op.piece;
            for (size_t i = 0; i < op.cells.size(); i++) own[op.cells[i]] = j;
        }
        R->picture_to(s, own, ip);
    }
};

struct Options {
    int mode;            /* Run::COUNT, FIRST or PRINT */
    bool unique, flip, nosplit, memo;
    u64 limit;
    Split sp;
    Options() : mode(Run::COUNT), unique(false), flip(false), nosplit(false), memo(false), limit(0) {}
};

/* Read the puzzle in `buf` and answer; the answer goes to `out` (flushed by the caller), a bad
 * input's message through fail(). Returns the exit status. */
static int run_text(const string &buf, const Options &o) {
    Tiling T;
    Run R;
    R.T = &T;
    R.mode = o.mode == Run::PRINT ? Run::PRINT : o.mode == Run::FIRST ? Run::FIRST : Run::COUNT;
    R.unique = o.unique;
    R.limit = o.limit;
    T.flip = o.flip;
    Lines L;
    L.load(buf);
    int st = parse(L, T);
    if (st) return st;
    if (!T.build()) return fail("too many placements (over 50 million option nodes)", T.pieces.empty() ? 1 : T.pieces.back().line);
    /* --print with --threads or --parts: every tiling (no symmetry split), printed by the threads */
    bool split_print = R.mode == Run::PRINT && !R.unique && !R.limit && o.sp.active();
    if (split_print) {
        TileText tt(&R);
        Split sp = o.sp;
        sp.print = &tt;
        vector<Sub> roots(1);
        roots[0].mult = 1;
        out += split_count(T.d, roots, sp).str() + "\n";
        return 0;
    }
    if (o.memo || (R.mode == Run::COUNT && !R.unique && !R.limit)) {
        /* exact counts (--memo, --threads, --parts), split on the symmetric piece: the count with
         * it at an orbit's representative placement, times the orbit size */
        vector<Sub> roots;
        if (T.split_piece >= 0 && !o.nosplit) {
            for (size_t k = 0; k < T.rep_row.size(); k++) {
                Sub r;
                r.rows.push_back(T.rep_row[k]);
                r.mult = T.rep_size[k];
                roots.push_back(r);
            }
        } else roots.resize(1), roots[0].mult = 1;
        Split sp = o.sp;
        sp.memo = o.memo;
        out += split_count(T.d, roots, sp).str() + "\n";
        return 0;
    }
    if (R.mode == Run::FIRST) R.limit = 1;
    if (T.split_piece >= 0 && !o.nosplit && R.unique) {
        for (size_t r = 0; r < T.rep_row.size(); r++) {
            if (R.limit && R.found >= R.limit) break;
            R.gsub = &T.rep_stab[r];
            if (T.d.select_row(T.rep_row[r])) T.d.visit(R, 0);
            T.d.unselect_all();
        }
    } else T.d.visit(R, 0);
    if (R.mode == Run::FIRST && !R.have_first) out += "no solution\n";
    if (R.mode != Run::FIRST) out += utoa(R.found) + "\n";
    return 0;
}

#ifndef FUZZING  /* src/fuzz/polycube.cpp includes this file without main and calls run_text */
int main(int argc, char **argv) {
    Options o;
    for (int a = 1; a < argc; a++) {
        string s = argv[a];
        int st = 0;
        if (s == "--first") o.mode = Run::FIRST;
        else if (s == "--print") o.mode = Run::PRINT;
        else if (s == "--unique") o.unique = true;
        else if (s == "--flip") o.flip = true;
        else if (s == "--no-symmetry") o.nosplit = true;
        else if (s == "--memo") o.memo = true;
        else if (s == "--limit" && a + 1 < argc) {
            string k = argv[++a];
            if (k.empty() || k.size() > 18 || k.find_first_not_of("0123456789") != string::npos)
                return fail("bad --limit '" + k + "'", 0);
            o.limit = 0;
            for (size_t i = 0; i < k.size(); i++) o.limit = o.limit * 10 + (u64)(k[i] - '0');
        } else if (split_arg(argc, argv, a, o.sp, st)) {
            if (st) return st;
        } else {
            fprintf(stderr, "%s: unknown option '%s'\n", TASK, s.c_str());
            return usage();
        }
    }
    o.sp.memo = o.memo;
    int st = split_check(o.sp);
    if (st) return st;
    if (o.memo && (o.unique || o.mode != Run::COUNT || o.limit))
        return fail("--memo only counts (no --first, --print, --limit or --unique)", 0);
    if (o.sp.active() && (o.unique || o.mode == Run::FIRST || o.limit))
        return fail("--threads and --parts go with a count or --print (no --first, --limit or --unique)", 0);
    string buf;
    char tmp[65536];
    size_t k;
    while ((k = fread(tmp, 1, sizeof tmp, stdin)) > 0) buf.append(tmp, k);
    st = run_text(buf, o);
    flush_out();
    return st;
}
#endif
