/* DC: exact cover with colors (XCC) searched with domain consistency -- the idea of Knuth's
 * XCCDC1 ("dancing cells" with full lookahead), on a representation of its own (bit sets over the
 * options), not on the links of the judge core. Stands alone (standard headers only), C++98.
 *
 * The problem as a binary CSP: a variable per primary item, its domain the active options that
 * contain it. Two options are compatible if they share no primary item and every secondary item
 * they share has the same nonzero color in both; compatibility never changes, so it is computed
 * once (a row of R bits per option). Domain consistency: for every active option o and every
 * uncovered primary item p not in o, some active option that contains p is compatible with o (a
 * "support" of (o, p)). An option without one cannot be in a solution that extends the current
 * choices (choosing it would leave p without options), so it is removed; removals may take the
 * supports of others, until a fixpoint or a primary item with no options left (a dead end).
 *
 * Propagation (AC-3 on items, by bit sets): the supports for p can only be lost when an option
 * containing p goes, so the items whose domains shrank wait in a queue. Compatibility is
 * symmetric: the options with a support in p's domain are the union of the compatible rows of
 * p's active options; every active option outside that union and without p is removed, which
 * queues its own items. (A first version kept a remembered support per option and item, checked
 * every active option against each shrunk domain -- AC3rm -- and took 12 times longer on
 * killer_seed1_xcc; the union costs p's domain size times R/64 words.) The compatibility rows
 * are built per item on bit sets too: building them option by option against every option of
 * each of its items took 30 ms of the 36 on killer_seed1_xcc (cage items with many fillings).
 *
 * Search (Knuth's binary scheme): at a consistent node take the uncovered primary item with the
 * fewest options (ties to the first item) and its first active option o; explore "o chosen" (its
 * primary items covered, every option incompatible with it removed, consistency restored); then
 * remove o for the rest of this stage, restore consistency, and choose again (a new node). A
 * stage ends when consistency fails. Every removal goes on a trail, undone on the way back.
 * stage() recurses once per chosen option (depth: the options of a solution). An option without
 * a primary item is never chosen (xc's model leaves such options out anyway).
 *
 * Use: build(...) (false: the tables would exceed max_bytes, or bad input); then count(limit) or
 * search(visitor). nodes counts the nodes entered (Knuth's count: every choice point and every
 * solution), removals the options removed. Solutions come in the order of this search, not of
 * the links search (DLX1's order). */
#ifndef DLX_ENGINE_DC_H
#define DLX_ENGINE_DC_H
#include <algorithm>
#include <utility>
#include <vector>
#include <stdint.h>

struct DC {
  typedef uint64_t u64;
  int n, np, R, W;                 /* items 1..n (1..np primary), R options, W words of R bits */
  std::vector<int> pstart, pitem;  /* option o's primary items: pitem[pstart[o] .. pstart[o+1]) */
  std::vector<u64> compat;         /* R rows of W words: the options compatible with o */
  std::vector<u64> pbits;          /* np+1 rows of W words: the options that contain p */
  std::vector<int> plo, phi;       /* the words of p's row that are not zero: plo .. phi */
  std::vector<u64> act;            /* the active options */
  std::vector<int> cnt;            /* per primary item: its active options */
  std::vector<char> cov, inq;      /* per primary item: covered; in the queue of shrunk domains */
  std::vector<int> queue;          /* items whose domains shrank (not covered) */
  std::vector<u64> uni;            /* propagate(): the options with a support for an item */
  std::vector<int> trail;          /* the removed options, undone last in first out */
  std::vector<int> sol;            /* the chosen options, in the order chosen */
  int left;                        /* uncovered primary items */
  bool stop;                       /* a visitor asked to stop */
  u64 nodes, removals;

  DC() : n(0), np(0), R(0), W(0), left(0), stop(false), nodes(0), removals(0) {}

  /* The bytes build() would take for R options over np primary items. */
  static double table_bytes(int R, int np) {
    double W = (R + 63) / 64;
    return 8.0 * W * (R + np + 3);
  }
  /* Build from R options: option k has the items it[start[k] .. start[k+1]) (1..n, 1..np
   * primary) with colors col[...] (0 = none; secondary items only). False if over max_bytes
   * or an item out of range. */
  bool build(int n_, int np_, int R_, const int *start, const int *it, const int *col, double max_bytes) {
    n = n_; np = np_; R = R_; W = (R + 63) / 64;
    if (table_bytes(R, np) > max_bytes) return false;
    /* the options of every item, with the color there */
    std::vector<int> istart(n + 2, 0), iopt, icol;
    for (int k = 0; k < R; k++)
      for (int j = start[k]; j < start[k + 1]; j++) {
        if (it[j] < 1 || it[j] > n) return false;
        istart[it[j] + 1]++;
      }
    for (int i = 1; i <= n + 1; i++) istart[i] += istart[i - 1];
    iopt.resize(istart[n + 1]); icol.resize(istart[n + 1]);
    std::vector<int> fill(istart.begin(), istart.end() - 1);
    for (int k = 0; k < R; k++)
      for (int j = start[k]; j < start[k + 1]; j++) { iopt[fill[it[j]]] = k; icol[fill[it[j]]++] = col ? col[j] : 0; }
    /* compatibility rows: all ones, less the options that clash with o on some item. Per item x,
     * on the words that hold x's options: X = x's options, C = those with o's color there; o's
     * row loses X, or X less C when o gives x a color (secondary items only) */
    compat.assign((size_t)R * W, ~(u64)0);
    for (int k = 0; k < R && R % 64; k++) compat[(size_t)k * W + W - 1] = ((u64)1 << (R % 64)) - 1;
    std::vector<u64> X(W, 0), C(W, 0);
    std::vector<std::pair<int, int> > grp;  /* (color, option) of x's entries, by color */
    for (int x = 1; x <= n; x++) {
      int e0 = istart[x], e1 = istart[x + 1];
      if (e0 == e1) continue;
      int lo = iopt[e0] >> 6, hi = iopt[e1 - 1] >> 6;
      grp.clear();
      for (int e = e0; e < e1; e++) {
        X[iopt[e] >> 6] |= (u64)1 << (iopt[e] & 63);
        grp.push_back(std::make_pair(x <= np ? 0 : icol[e], iopt[e]));
      }
      std::sort(grp.begin(), grp.end());
      for (size_t g = 0; g < grp.size();) {
        size_t g1 = g;
        while (g1 < grp.size() && grp[g1].first == grp[g].first) g1++;
        int c = grp[g].first;
        if (c) for (size_t q = g; q < g1; q++) C[grp[q].second >> 6] |= (u64)1 << (grp[q].second & 63);
        for (size_t q = g; q < g1; q++) {
          u64 *row = &compat[(size_t)grp[q].second * W];
          for (int w = lo; w <= hi; w++) row[w] &= ~X[w] | C[w];
        }
        if (c) for (size_t q = g; q < g1; q++) C[grp[q].second >> 6] = 0;
        g = g1;
      }
      for (int e = e0; e < e1; e++) X[iopt[e] >> 6] = 0;
    }
    for (int k = 0; k < R; k++) compat[(size_t)k * W + (k >> 6)] &= ~((u64)1 << (k & 63));  /* never itself */
    pbits.assign((size_t)(np + 1) * W, 0);
    plo.assign(np + 1, 0); phi.assign(np + 1, -1);
    cnt.assign(np + 1, 0);
    for (int p = 1; p <= np; p++) {
      for (int e = istart[p]; e < istart[p + 1]; e++) pbits[(size_t)p * W + (iopt[e] >> 6)] |= (u64)1 << (iopt[e] & 63);
      cnt[p] = istart[p + 1] - istart[p];
      if (cnt[p]) { plo[p] = iopt[istart[p]] >> 6; phi[p] = iopt[istart[p + 1] - 1] >> 6; }
    }
    pstart.assign(1, 0); pitem.clear();
    for (int k = 0; k < R; k++) {
      for (int j = start[k]; j < start[k + 1]; j++) if (it[j] <= np) pitem.push_back(it[j]);
      pstart.push_back((int)pitem.size());
    }
    act.assign(W, ~(u64)0);
    if (W && R % 64) act[W - 1] = ((u64)1 << (R % 64)) - 1;
    cov.assign(np + 1, 0); inq.assign(np + 1, 0);
    queue.clear(); trail.clear(); sol.clear();
    left = np; stop = false; nodes = removals = 0;
    return true;
  }

  bool active(int o) const { return (act[o >> 6] >> (o & 63)) & 1; }
  bool has(int o, int p) const { return (pbits[(size_t)p * W + (o >> 6)] >> (o & 63)) & 1; }
  /* the active options that contain primary item p, in increasing order: first_option(p), then
   * next_option(p, o) until -1 (the search is written on these, not on the tables) */
  int first_option(int p) const { return next_option(p, -1); }
  int next_option(int p, int o) const {
    int s = o + 1, v = s >> 6;
    if (v < plo[p]) { v = plo[p]; s = v * 64; }
    for (; v <= phi[p]; v++, s = v * 64) {
      u64 x = pbits[(size_t)p * W + v] & act[v] & (~(u64)0 << (s & 63));
      if (x) return v * 64 + low_bit(x);
    }
    return -1;
  }
  size_t trail_height() const { return trail.size(); }

  /* remove active option o (trailed); false if an uncovered primary item is left without options */
  bool remove(int o) {
    act[o >> 6] &= ~((u64)1 << (o & 63));
    trail.push_back(o);
    removals++;
    bool ok = true;
    for (int j = pstart[o]; j < pstart[o + 1]; j++) {
      int p = pitem[j];
      if (cov[p]) { cnt[p]--; continue; }
      if (--cnt[p] == 0) ok = false;
      if (!inq[p]) { inq[p] = 1; queue.push_back(p); }
    }
    return ok;
  }
  /* undo the removals back to trail height h */
  void undo(size_t h) {
    while (trail.size() > h) {
      int o = trail.back();
      trail.pop_back();
      act[o >> 6] |= (u64)1 << (o & 63);
      for (int j = pstart[o]; j < pstart[o + 1]; j++) cnt[pitem[j]]++;
    }
  }
  void clear_queue() {
    for (size_t k = 0; k < queue.size(); k++) inq[queue[k]] = 0;
    queue.clear();
  }
  /* restore domain consistency after removals (the queue holds the shrunk domains); false: a
   * dead end (the queue is left empty either way). Compatibility is symmetric, so the options
   * with a support in p's domain are the union of the compatible rows of p's options; the
   * active options outside it that do not contain p have none and go. */
  bool propagate() {
    if ((int)uni.size() < W) uni.resize(W);
    u64 *S = W ? &uni[0] : 0;
    while (!queue.empty()) {
      int p = queue.back();
      queue.pop_back();
      inq[p] = 0;
      if (cov[p]) continue;
      const u64 *pb = &pbits[(size_t)p * W];
      for (int w = 0; w < W; w++) S[w] = 0;
      for (int v = plo[p]; v <= phi[p]; v++)
        for (u64 x = pb[v] & act[v]; x; x &= x - 1) {
          const u64 *co = &compat[(size_t)(v * 64 + low_bit(x)) * W];
          for (int w = 0; w < W; w++) S[w] |= co[w];
        }
      for (int w = 0; w < W; w++)
        for (u64 x = act[w] & ~S[w] & ~pb[w]; x; x &= x - 1)
          if (!remove(w * 64 + low_bit(x))) { clear_queue(); return false; }
    }
    return true;
  }
  /* choose o: its primary items covered, the options that clash with it removed (o too) */
  bool include(int o) {
    for (int j = pstart[o]; j < pstart[o + 1]; j++) { cov[pitem[j]] = 1; left--; }
    const u64 *co = &compat[(size_t)o * W];
    bool ok = true;
    for (int w = 0; w < W && ok; w++)
      for (u64 x = act[w] & ~co[w]; x; x &= x - 1)
        if (!remove(w * 64 + low_bit(x))) { ok = false; break; }
    if (!ok) { clear_queue(); return false; }
    return propagate();
  }
  void uncover(int o) {
    for (int j = pstart[o]; j < pstart[o + 1]; j++) { cov[pitem[j]] = 0; left++; }
  }
  static int low_bit(u64 x) {  /* the lowest set bit of x != 0 (de Bruijn) */
    static const unsigned char t[64] = {0,1,48,2,57,49,28,3,61,58,50,42,38,29,17,4,62,55,59,36,53,51,43,22,45,39,33,30,24,18,12,5,
      63,47,56,27,60,41,37,16,54,35,52,21,44,32,23,11,46,26,40,15,34,20,31,10,25,14,19,9,13,8,7,6};
    return t[(int)(((x & (0 - x)) * (((u64)0x03f79d71 << 32) | 0xb4cb0a89)) >> 58)];
  }

  /* the search of one stage (sol holds the choices so far); v(*this) at each solution, false: stop */
  template <class V> void stage(V &v) {
    size_t h0 = trail.size();
    for (;;) {
      nodes++;
      if (left == 0) { if (!v(*this)) stop = true; break; }
      int best = 0, t = 0x7fffffff;
      for (int p = 1; p <= np; p++)
        if (!cov[p] && cnt[p] < t) { t = cnt[p]; best = p; if (t <= 1) break; }
      int o = first_option(best);
      size_t h = trail.size();
      sol.push_back(o);
      if (include(o)) stage(v);
      undo(h);
      uncover(o);
      sol.pop_back();
      if (stop || t == 1) break;   /* t == 1: without o, best has no option */
      if (!remove(o)) { clear_queue(); break; }
      if (!propagate()) break;
    }
    undo(h0);
  }
  /* the search from the state after build(): v(*this) at each solution (read sol) */
  template <class V> void search(V &v) {
    stop = false;
    clear_queue();
    for (int p = 1; p <= np; p++) if (cnt[p] == 0) return;  /* an item without options: no solution */
    for (int p = 1; p <= np; p++) { inq[p] = 1; queue.push_back(p); }
    size_t h = trail.size();
    if (propagate()) stage(v);
    undo(h);
  }
  struct Counter {
    u64 c, limit;
    bool operator()(const DC &) { c++; return !limit || c < limit; }
  };
  /* the number of solutions, at most limit (0: all) */
  u64 count(u64 limit = 0) {
    Counter k;
    k.c = 0; k.limit = limit;
    search(k);
    return k.c;
  }
};
#endif
