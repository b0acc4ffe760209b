/* Engine layer 1 over the judge core: read-only views of the state, and multiplicities (Knuth's
 * DLX3, his Algorithm M). Tools include it (never paste); the judge core knows nothing of it.
 * MultDLX is a DLX whose entry points (reset, begin, next, end_search, first, count, select_row,
 * unselect_*, snapshot, solution_*) also handle bounds; call them on the MultDLX, not on the DLX
 * base, once set_bounds() has been used. snapshot()/restore() keep no bounds: not with bounds.
 * With bounds, count() (and next() with tail_on) ends the search on bit masks: see mtail(). */
#ifndef DLX_ENGINE_MULT_H
#define DLX_ENGINE_MULT_H
#include "src/dlx_core.h"
#include <algorithm>

struct MultDLX : DLX {
  MultDLX() : bounded(0), mlevels(0), mt_items(128), mt_next(0) {}

  int rows() const { return nrows; }
  int items() const { return n; }
  int primary_items() const { return np; }
  int selected() const { return nsel; }   /* rows selected before the search */
  bool has_colors() const { return colored != 0; }
  int row_size(int r) const { int p = rstart[r], k = 0; while (nd[p + k].top > 0) k++; return k; }
  int row_item(int r, int j) const { return nd[rstart[r] + j].top; }
  /* ---- the active state (for splitting the tree, memoized counting, checkpoints) ---- */
  int first_primary() const { return it[0].next; }           /* 0 when none is left */
  int next_primary(int i) const { return it[i].next; }       /* 0 after the last */
  int first_secondary() const { return it[n + 1].next; }     /* n+1 when none is left */
  int next_secondary(int i) const { return it[i].next; }     /* n+1 after the last */
  int item_len(int i) const { return nd[i].top; }
  int item_color(int i) const { return icolor[i]; }
  /* current options of item i: for (p = first_in(i); p != i; p = next_in(p)) row_of(p) */
  int first_in(int i) const { return nd[i].down; }
  int next_in(int p) const { return nd[p].down; }
  /* every field of every node, then of every item (links, color): a state to compare (tests) */
  std::vector<int> links() const {
    std::vector<int> v;
    v.reserve(4 * (size_t)nnodes + 3 * (size_t)n + 6);
    for (int p = 0; p < nnodes; p++) { v.push_back(nd[p].up); v.push_back(nd[p].down); v.push_back(nd[p].top); v.push_back(nd[p].color); }
    for (int i = 0; i <= n + 1; i++) { v.push_back(it[i].prev); v.push_back(it[i].next); v.push_back(icolor[i]); }
    return v;
  }
  /* the knobs (tests, measurements): the hints from this many primary items on (default 100);
   * count()'s tail once at most this many primary items are left (<= 128, the default; 0: never) */
  void set_hint_min(int k) { hint_min = k; }
  void set_tail_items(int k) { tail_items = k; }
  /* primary item with fewest options, ties to the first; 0 if none is left */
  int choose_item() const {
    int best = 0, m = 0x7fffffff;
    for (int i = it[0].next; i != 0; i = it[i].next) {
      int l = nd[i].top;
      if (l < m) { m = l; best = i; if (l == 0) break; }
    }
    return best;
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
  /* some bounds are not 1:1 (next() runs next_m(); select_row() fails) */
  bool has_bounds() const { return bounded != 0; }
  /* per primary item (index 0..n+1), how many more options may cover it now; empty while every
   * bound is 1:1 (tests compare states with it) */
  const std::vector<int> &bounds_left() const { return bnd; }
  /* count()'s tail with bounds starts once this many primary items are left (<= 128, default
   * 128; 0: never) */
  void set_mtail_items(int k) { mt_items = k; }

 protected:
  /* multiplicities: see set_bounds(); empty / 0 while all bounds are 1:1 */
  std::vector<int> bnd, slk;  /* per primary item: how many more options may cover it, and hi - lo */
  std::vector<int> ft;        /* per level: the first option tweaked there */
  std::vector<int> mcnt;      /* per level: the items its scan saw (count()'s tail starts below) */
  std::vector<int> msol;      /* rows of the solution found (levels choosing no option left out) */
  int bounded, mlevels;       /* some bounds are not 1:1; the most levels a path can have */
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
    /* the tail: tried once the parent's scan saw at most mt_items items (they only leave below) */
    if (tail_on && lvl >= mt_next && (lvl == nsel || mcnt[lvl - 1] <= mt_items)) {
      int t = mtail();
      if (t == 0) goto leave;
      mt_next = lvl + (t == 1 ? 1 : 4);
    }
    nodes++;
    if (it[0].next == 0) {
      msol.clear();
      for (int k = 0; k < lvl; k++) if (choice[k] > n) msol.push_back(row_of(choice[k]));
      phase = PH_FOUND; return FOUND;
    }
    {   /* the branching degree: length + 1 - (options still needed) */
      int m = 0x7fffffff, c = 0;
      i = 0;
      for (int k = it[0].next; k != 0; k = it[k].next, c++) {
        int need = bnd[k] - slk[k], t = nd[k].top + 1 - (need > 0 ? need : 0);
        if (t < m) { m = t; i = k; if (t <= 0) { c = 0x7fffffff; break; } }
      }
      mcnt[lvl] = c;
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

  /* ---- count()'s tail with bounds: once the active state fits (no colors, <= 128 primary and 128
   * secondary items, <= 1024 options), count() runs Algorithm M on bit masks (mto: an item's
   * options; mb, ms: a primary item's bound and slack; mop: an option's primary items, msec: the
   * options sharing a secondary item with it; options numbered in matrix order, which is every
   * item list's order). Same choices, same tree, same node count as next_m(). */
  std::vector<u64> mto, msec;
  std::vector<int> mop, moo, mtb, mfs;
  int mb[128], ms[128];
  int mt_items;  /* the tail starts once this many primary items are left (<= 128; 0: never) */
  int mt_next;   /* no tail attempt above this level (after a failed one: 1 level, 4 if too big) */
  template <int W> u64 mrec(u64 u0, u64 u1, const u64 *l) {
    nodes++;
    if (!(u0 | u1)) return 1;
    /* the choice: next_m()'s; but a free item (no options, lower bound met: one way on, taking
     * nothing) chosen there ends its node at once, so the free items before the choice (all of them
     * if it does not come to 1) leave here, one node each */
    int i = -1, m = 0x7fffffff;
    u64 f0 = 0, f1 = 0;
    for (int h = 0; h < 2; h++)
      for (u64 v = h ? u1 : u0; v; v &= v - 1) {
        int k = __builtin_ctzll(v) + 64 * h, c = 0, nd0 = mb[k] - ms[k];
        const u64 *o = &mto[(size_t)k * W];
        for (int w = 0; w < W; w++) c += __builtin_popcountll(o[w] & l[w]);
        if (c == 0 && nd0 <= 0) { if (h) f1 |= v & (0 - v); else f0 |= v & (0 - v); continue; }
        c += 1 - (nd0 > 0 ? nd0 : 0);
        if (c < m) { m = c; i = k; if (c <= 0) return 0; }
      }
    if (f0 | f1) {
      if (m == 1) {  /* only those before i */
        if (i < 64) { f0 &= ((u64)1 << i) - 1; f1 = 0; } else f1 &= ((u64)1 << (i - 64)) - 1;
      }
      nodes += (u64)(__builtin_popcountll(f0) + __builtin_popcountll(f1));
      u0 &= ~f0; u1 &= ~f1;
    }
    if (i < 0) return 1;
    int bi = mb[i], si = ms[i], bn = bi - 1, left = 0;
    const u64 *oi = &mto[(size_t)i * W];
    u64 base[W], nl[W], s = 0;
    for (int w = 0; w < W; w++) { base[w] = l[w]; left += __builtin_popcountll(oi[w] & l[w]); }
    u64 ib0 = i < 64 ? (u64)1 << i : 0, ib1 = i < 64 ? 0 : (u64)1 << (i - 64);
    u64 v0 = bn == 0 ? u0 & ~ib0 : u0, v1 = bn == 0 ? u1 & ~ib1 : u1;  /* i covered at 0 */
    mb[i] = bn;
    for (int w = 0; w < W; w++)
      for (u64 y = oi[w] & l[w]; y; y &= y - 1) {
        int r = 64 * w + __builtin_ctzll(y);
        left--;
        if (left < bn - si) goto done;  /* too few options left for i's lower bound */
        base[w] &= ~(y & (0 - y));       /* tweak r out */
        for (int j = 0; j < W; j++) nl[j] = base[j] & ~msec[(size_t)r * W + j];
        if (bn == 0) for (int j = 0; j < W; j++) nl[j] &= ~oi[j];
        u64 w0 = v0, w1 = v1;
        for (int e = moo[r]; e < moo[r + 1]; e++) {
          int k = mop[e];
          if (k != i && --mb[k] == 0) {
            if (k < 64) w0 &= ~((u64)1 << k); else w1 &= ~((u64)1 << (k - 64));
            const u64 *ok = &mto[(size_t)k * W];
            for (int j = 0; j < W; j++) nl[j] &= ~ok[j];
          }
        }
        s += mrec<W>(w0, w1, nl);
        for (int e = moo[r]; e < moo[r + 1]; e++) if (mop[e] != i) mb[mop[e]]++;
      }
    if (bn - si < 0)  /* the lower bound is met: no more options for i */
      s += mrec<W>(u0 & ~ib0, u1 & ~ib1, base);
  done:
    mb[i] = bi;
    return s;
  }
  /* the tail from the current state: 0 (counted, into bulk), 1 (more than mt_items primary items
   * are left; nothing done), 2 (too many options or secondary items, or colors) */
  int mtail() {
    int m = 0, ns = 128, R = 0, W = 1;
    u64 psum = 0;
    if (colored) return 2;
    if ((int)mtb.size() < n + 2) mtb.resize(n + 2);
    for (int k = it[0].next; k != 0; k = it[k].next) {
      if (m >= mt_items || m == 128) return 1;
      psum += (u64)nd[k].top; mb[m] = bnd[k]; ms[m] = slk[k]; mtb[k] = m++;
    }
    if (psum > 8192) return 2;
    for (int k = it[n + 1].next; k != n + 1; k = it[k].next) { if (ns == 256) return 2; mtb[k] = ns++; }
    /* the live options (each once: from its first primary node), in matrix order */
    std::vector<int> &fs = mfs;
    fs.clear();
    for (int k = it[0].next; k != 0; k = it[k].next)
      for (int p = nd[k].down; p != k; p = nd[p].down) {
        int q = p - 1;
        while (nd[q].top > np) q--;
        if (nd[q].top <= 0) { if (R == 1024) return 2; fs.push_back(p); R++; }
      }
    std::sort(fs.begin(), fs.end());
    while (W * 64 < R) W *= 2;
    mto.assign((size_t)ns * W, 0);
    msec.assign((size_t)R * W, 0);
    moo.assign(R + 1, 0);
    mop.clear();
    u64 l[16];
    for (int j = 0; j < W; j++) l[j] = 0;
    for (int r = 0; r < R; r++) {
      int q = fs[r];
      while (nd[q - 1].top > 0) q--;
      l[r / 64] |= (u64)1 << (r % 64);
      for (; nd[q].top > 0; q++) {
        int b = mtb[nd[q].top];
        mto[(size_t)b * W + r / 64] |= (u64)1 << (r % 64);
        if (nd[q].top <= np) mop.push_back(b);
      }
      moo[r + 1] = (int)mop.size();
    }
    for (int r = 0; r < R; r++) {
      int q = fs[r];
      while (nd[q - 1].top > 0) q--;
      for (; nd[q].top > 0; q++)
        if (nd[q].top > np) {
          const u64 *o = &mto[(size_t)mtb[nd[q].top] * W];
          for (int j = 0; j < W; j++) msec[(size_t)r * W + j] |= o[j];
        }
    }
    u64 u0 = m >= 64 ? ~(u64)0 : ((u64)1 << m) - 1, u1 = m <= 64 ? 0 : m == 128 ? ~(u64)0 : ((u64)1 << (m - 64)) - 1, c;
    if (W == 1) c = mrec<1>(u0, u1, l); else if (W == 2) c = mrec<2>(u0, u1, l); else if (W == 4) c = mrec<4>(u0, u1, l);
    else if (W == 8) c = mrec<8>(u0, u1, l); else c = mrec<16>(u0, u1, l);
    bulk += c;
    return 0;
  }


 public:
  /* ---- the entry points, aware of bounds ---- */
  bool reset(int items, int primary) {
    bounded = 0; mlevels = 0; bnd.clear(); slk.clear();
    return DLX::reset(items, primary);
  }
  void begin(int mode = LIST) {
    end_search();
    DLX::begin(mode);
    if (bounded && (int)choice.size() < mlevels + 1) choice.resize(mlevels + 1);
    if (bounded && (int)ft.size() < mlevels + 1) ft.resize(mlevels + 1);
    if (bounded && (int)mcnt.size() < mlevels + 1) mcnt.resize(mlevels + 1);
    mt_next = 0;
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
      hint_top = hint_base = hint_own = hint_new = 0;
      phase = PH_IDLE;
      return;
    }
    DLX::end_search();
  }
  int next(u64 budget = 0) { return bounded ? next_m(budget) : DLX::next(budget); }
  bool first() { begin(); if (next() == FOUND) return true; end_search(); return false; }
  u64 count(u64 limit = 0) {
    end_search();
    if (!bounded) return DLX::count(limit);
    u64 c = 0;
    begin(limit ? COUNT : COUNT_BULK);
    while (next() == FOUND) { c++; if (limit && c >= limit) break; }
    end_search();
    return c + bulk;
  }
  bool select_row(int r) { end_search(); return bounded ? false : DLX::select_row(r); }
  void unselect_last() { end_search(); DLX::unselect_last(); }
  void unselect_all() { end_search(); DLX::unselect_all(); }
  void snapshot() { end_search(); DLX::snapshot(); }
  int solution_size() const { return bounded ? (int)msol.size() : lvl; }
  int solution_row(int k) const { return bounded ? msol[k] : row_of(choice[k]); }
};
#endif
