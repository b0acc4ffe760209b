/* DC: exact cover with colors (XCC) searched with domain consistency -- the idea of Knuth's
 * XCCDC1 ("dancing cells" with full lookahead), on representations of our own, not on the links
 * of the judge core. Stands alone (standard headers only), C++98.
 *
 * The problem as a binary CSP: a variable per primary item, its domain the active options that
 * contain it. Two options are compatible if they share no primary item and every secondary item
 * they share has the same nonzero color in both. Domain consistency: for every active option o
 * and every uncovered primary item p not in o, some active option that contains p is compatible
 * with o (a "support" of (o, p)). An option without one cannot be in a solution that extends the
 * current choices (choosing it would leave p without options), so it is removed; removals may
 * take the supports of others, until a fixpoint (the largest consistent set of options: unique,
 * so both representations below remove the same options at every node) or a primary item with
 * no options left (a dead end).
 *
 * Two representations; build() chooses (rep = AUTO) by the size of the bit rows against the
 * matrix: bit rows when R*R/8 bytes are at most BITS_FACTOR (8) times the links' memory (16
 * bytes per node: per option entry and per option), the linear one otherwise. Figures in
 * docs/performance.md, "Domain consistency at linear memory": where the rows are that small
 * (killer_seed1_xcc: 3,457 options, 1.6 MB of rows, 4.6 times the links; plain exact cover)
 * they are 2 to 20 times faster; on word puzzles from 10,000 options on (rows 12 times the
 * links and up) the linear one is faster, and the rows grow to 100-500 MB.
 *
 * Bit rows (bits = true): compatibility never changes, so it is computed once, a row of R bits
 * per option: R*R/8 bytes. Propagation is AC-3 on items: the supports for p can only be lost
 * when an option containing p goes, so the items whose domains shrank wait in a queue; by
 * symmetry the options with a support in p's domain are the union of the compatible rows of p's
 * active options, and every active option outside that union and without p is removed.
 *
 * Linear (bits = false): tables linear in the matrix, plus at most one support entry per
 * (option, primary item) pair that needs one. Exactly:
 *   - per option its items and colors; per primary item p its options in order, the active ones
 *     as bits (cnt[p] of them);
 *   - sets of options, each a static list with a bit per place for the active ones and a count:
 *     per (p, x, color) where the secondary item x is in every option of p (the "candidate sets":
 *     the options of p with that color on x), and per (x, color) for the secondary items x that
 *     some option holds outside such sets. An option belongs to a few sets (one per (its primary
 *     item, secondary item) as above, plus its keys), so the sets hold about one entry per
 *     option entry; removing an option clears its bits and lowers the counts (no order kept, so
 *     undo just sets them back).
 *   - for an option o and a primary item p not in o, X = the items of o that occur in some option
 *     of p. X empty: any option of p supports o (nothing kept). Else X splits into X' (the items
 *     in more than exc_max options of p) and X'' (the "exceptions", in at most exc_max: the word
 *     items of double word squares), and E = the options of p that agree with o on X' but clash
 *     on X''. The support of (o, p) is then kept in one of four ways:
 *       X' = {(x, c)} with x in every option of p, |E| <= 1: the candidate set s = (p, x, c) is
 *         o's supports (less E). When removals empty s, every active option with (x, c) goes (it
 *         cannot hold p, and has no support there); when they leave one option q in s and some
 *         such o has |E| = 1, the options with (x, c) that clash with q go. Nothing per pair.
 *       X' empty, |E| = 1: any option of p but one supports o; when p is left with one option q,
 *         the options that clash with q go (as include(q) would). Nothing per pair.
 *       E empty otherwise: o's supports in p depend only on p and o's colors on X' (its
 *         signature): o is a member of the group (p, signature), which holds one support (one
 *         entry per group, one member entry per pair).
 *       else the pair (o, p) holds its own support (one entry).
 *     Group and pair supports are trigger lists (AC-6, as in XCCDC1): the
 *     groups and pairs an option supports are linked from it; when it is removed, only they look
 *     for another support among the active options of the smallest candidate set that must hold
 *     it, or else of p, checking compatibility by stamping o's items (or the signature); found,
 *     the entry moves to the new support's list; none: the group's members (or o) are removed.
 *     Entries whose p is covered, or pairs whose o is inactive, stay where they are. Supports need
 *     no undo: one found deeper is an active option again after the undo; one left on the list
 *     of a removed option becomes active again before any option it supports does.
 *   The first propagate() after build() (or after an undo below the root's removals) makes every
 *   support anew. Memory: bytes() (what the tables hold), estimated before a build by
 *   table_bytes(n, np, R, ...).
 *
 * The search (Knuth's binary scheme) is src/engine/dcsearch.h's, written on the steps below: at
 * a consistent node take the uncovered primary item with the fewest options (ties to the first
 * item) and its first active option o; explore "o chosen" (include(o): its primary items covered,
 * every option incompatible with it removed, consistency restored); then remove o for the rest
 * of this stage, restore consistency, and choose again (a new node). Every removal goes on a
 * trail, undone on the way back. An option without a primary item is never chosen (xc's model
 * leaves such options out anyway).
 *
 * The types: DCState, what both representations share and the search reads (the active options,
 * per primary item its active options' number and whether it is covered, the trail, the counts;
 * read through its accessors); DCBitRows and DCLinear, each a DCState with its tables and the
 * same steps (build, remove, undo, clear_queue, propagate, include, next_option, make_consistent,
 * queue_item, bytes); DC, the engine the tools use: it holds one of each, builds the one its rule
 * chooses (the other stays empty) and passes every step to it.
 *
 * Use: set_rep(AUTO, BITS or LINEAR) if wanted, then build(...) (false: the tables would exceed
 * max_bytes, or bad input); then the steps: propagate() or make_consistent() at the root if
 * wanted, then include / remove + propagate / undo / uncover.
 * A step that returns false (a dead end) leaves the state to be undone: undo(h) to a height taken
 * before it, as the search does. nodes() counts the nodes entered (Knuth's count: every choice
 * point and every solution; the search calls count_node()), removals() the options removed.
 * bytes(): the capacities of every table (src/tests/dc_bytes.cpp holds it to the memory
 * allocated). Solutions come in the order of this search, not of the links search (DLX1's order). */
#ifndef DLX_ENGINE_DC_H
#define DLX_ENGINE_DC_H
#include <algorithm>
#include <utility>
#include <vector>
#include <stdint.h>

/* a helper of a hot loop written out for its name, inlined where the compiler has the attribute */
#if defined(__GNUC__)
#define DC_INLINE inline __attribute__((always_inline))
#else
#define DC_INLINE inline
#endif

/* What both representations hold and what the search reads: per option its primary items, the
 * active options, per primary item its active options' number and whether it is covered, the
 * queue of shrunk domains, the trail of removals, the counts. */
class DCState {
 public:
  typedef uint64_t u64;
  int items() const { return n; }                 /* items 1..n */
  int primary() const { return np; }              /* of which 1..np primary */
  int options() const { return R; }               /* options 0..R-1 */
  int count(int p) const { return cnt[p]; }       /* primary item p's active options */
  bool covered(int p) const { return cov[p] != 0; }
  int uncovered() const { return left; }          /* the primary items not covered */
  bool active(int o) const { return (act[o >> 6] >> (o & 63)) & 1; }
  size_t trail_height() const { return trail.size(); }
  int trail_at(size_t t) const { return trail[t]; }  /* the t-th removal on the trail */
  u64 nodes() const { return nnodes; }            /* the search's nodes (count_node()) */
  u64 removals() const { return nremovals; }      /* the options removed */
  void count_node() { nnodes++; }
  void uncover(int o) {  /* undo include(o)'s covering (after undo() of its removals) */
    for (int j = pstart[o]; j < pstart[o + 1]; j++) { cov[pitem[j]] = 0; left++; }
  }
  static int high_bit(u64 x) {  /* the highest set bit of x != 0 */
#if defined(__GNUC__)
    return 63 - __builtin_clzll(x);
#else
    x |= x >> 1; x |= x >> 2; x |= x >> 4; x |= x >> 8; x |= x >> 16; x |= x >> 32;
    return low_bit(x ^ (x >> 1));
#endif
  }
  static int low_bit(u64 x) {  /* the lowest set bit of x != 0: one instruction where the compiler has it, else de Bruijn */
#if defined(__GNUC__)
    return __builtin_ctzll(x);
#else
    static const unsigned char t[64] = {0,1,48,2,57,49,28,3,61,58,50,42,38,29,17,4,62,55,59,36,53,51,43,22,45,39,33,30,24,18,12,5,
      63,47,56,27,60,41,37,16,54,35,52,21,44,32,23,11,46,26,40,15,34,20,31,10,25,14,19,9,13,8,7,6};
    return t[(int)(((x & (0 - x)) * (((u64)0x03f79d71 << 32) | 0xb4cb0a89)) >> 58)];
#endif
  }

 protected:
  int n, np, R, W;                 /* items 1..n (1..np primary), R options, W words of R bits */
  std::vector<int> pstart, pitem;  /* option o's primary items: pitem[pstart[o] .. pstart[o+1]) */
  std::vector<u64> act;            /* the active options */
  std::vector<int> cnt;            /* per primary item: its active options */
  std::vector<char> cov, inq;      /* per primary item: covered; in the queue of shrunk domains */
  std::vector<int> queue;          /* items whose domains shrank (not covered); linear: any item
                                    * queued makes the next propagate() renew every support */
  std::vector<int> trail;          /* the removed options, undone last in first out */
  int left;                        /* uncovered primary items */
  u64 nnodes, nremovals;

  DCState() : n(0), np(0), R(0), W(0), left(0), nnodes(0), nremovals(0) {}
  /* the state of R options over items 1..n (option k: it[start[k] .. start[k+1])), all active, no
   * item covered (cnt is the representation's to fill); false: an item out of range or twice in
   * an option */
  bool reset(int n_, int np_, int R_, const int *start, const int *it) {
    n = n_; np = np_; R = R_; W = (R + 63) / 64;
    {
      std::vector<int> seen(n + 2, -1);
      for (int k = 0; k < R; k++)
        for (int j = start[k]; j < start[k + 1]; j++) {
          if (it[j] < 1 || it[j] > n || seen[it[j]] == k) return false;
          seen[it[j]] = k;
        }
    }
    pstart.assign(1, 0); pitem.clear();
    for (int k = 0; k < R; k++) {
      for (int j = start[k]; j < start[k + 1]; j++) if (it[j] <= np) pitem.push_back(it[j]);
      pstart.push_back((int)pitem.size());
    }
    act.assign(W, ~(u64)0);
    if (W && R % 64) act[W - 1] = ((u64)1 << (R % 64)) - 1;
    cnt.assign(np + 1, 0);
    cov.assign(np + 1, 0); inq.assign(np + 1, 0);
    queue.clear(); trail.clear();
    left = np; nnodes = nremovals = 0;
    return true;
  }
  /* the common part of remove(o) and include(o) */
  void take(int o) {
    act[o >> 6] &= ~((u64)1 << (o & 63));
    trail.push_back(o);
    nremovals++;
  }
  void cover(int o) { for (int j = pstart[o]; j < pstart[o + 1]; j++) { cov[pitem[j]] = 1; left--; } }
  void queue_item(int p) { if (!inq[p]) { inq[p] = 1; queue.push_back(p); } }
  void clear_items() {
    for (size_t k = 0; k < queue.size(); k++) inq[queue[k]] = 0;
    queue.clear();
  }
  /* every uncovered item queued; false if one has no options */
  bool queue_uncovered() {
    for (int p = 1; p <= np; p++) if (!cov[p] && cnt[p] == 0) return false;
    for (int p = 1; p <= np; p++) if (!cov[p]) queue_item(p);
    return true;
  }
  template <class T> static double cap(const std::vector<T> &v) { return (double)v.capacity() * sizeof(T); }
  double state_bytes() const {
    return cap(pstart) + cap(pitem) + cap(act) + cap(cnt) + cap(cov) + cap(inq) + cap(queue) + cap(trail);
  }
};

/* The bit rows: per option the options compatible with it (R bits each); propagation is AC-3 on
 * the queue of shrunk domains (the top of the file). */
class DCBitRows : public DCState {
 public:
  /* the bytes of the bit rows for R options over np primary items */
  static double table_bytes(int R, int np) {
    double W = (R + 63) / 64;
    return 8.0 * W * (R + np + 3);
  }
  /* as DC::build (done_input(input_arg), if set, once start/it/col are read no more) */
  bool build(int n_, int np_, int R_, const int *start, const int *it, const int *col, double max_bytes,
             void (*done_input)(void *), void *input_arg) {
    if (!reset(n_, np_, R_, start, it) || table_bytes(R, np) > max_bytes) return false;
    /* the options of every item, with the color there */
    std::vector<int> istart(n + 2, 0), iopt, icol;
    for (int k = 0; k < R; k++)
      for (int j = start[k]; j < start[k + 1]; j++) istart[it[j] + 1]++;
    for (int i = 1; i <= n + 1; i++) istart[i] += istart[i - 1];
    iopt.resize(istart[n + 1]); icol.resize(istart[n + 1]);
    std::vector<int> fill(istart.begin(), istart.end() - 1);
    for (int k = 0; k < R; k++)
      for (int j = start[k]; j < start[k + 1]; j++) { iopt[fill[it[j]]] = k; icol[fill[it[j]]++] = col ? col[j] : 0; }
    if (done_input) done_input(input_arg);
    build_rows(istart, iopt, icol);
    pbits.assign((size_t)(np + 1) * W, 0);
    plo.assign(np + 1, 0); phi.assign(np + 1, -1);
    for (int p = 1; p <= np; p++) {
      for (int e = istart[p]; e < istart[p + 1]; e++) pbits[(size_t)p * W + (iopt[e] >> 6)] |= (u64)1 << (iopt[e] & 63);
      cnt[p] = istart[p + 1] - istart[p];
      if (cnt[p]) { plo[p] = iopt[istart[p]] >> 6; phi[p] = iopt[istart[p + 1] - 1] >> 6; }
    }
    return true;
  }
  /* the active options that contain primary item p after option o (-1: from the first) */
  int next_option(int p, int o) const {
    int s = o + 1, v = s >> 6;
    if (v < plo[p]) { v = plo[p]; s = v * 64; }
    for (; v <= phi[p]; v++, s = v * 64) {
      u64 x = pbits[(size_t)p * W + v] & act[v] & (~(u64)0 << (s & 63));
      if (x) return v * 64 + low_bit(x);
    }
    return -1;
  }
  bool remove(int o) {
    take(o);
    bool ok = true;
    for (int j = pstart[o]; j < pstart[o + 1]; j++) {
      int p = pitem[j];
      if (cov[p]) { cnt[p]--; continue; }
      if (--cnt[p] == 0) ok = false;
      if (!inq[p]) { inq[p] = 1; queue.push_back(p); }
    }
    return ok;
  }
  void undo(size_t h) {
    while (trail.size() > h) {
      int o = trail.back();
      trail.pop_back();
      act[o >> 6] |= (u64)1 << (o & 63);
      for (int j = pstart[o]; j < pstart[o + 1]; j++) cnt[pitem[j]]++;
    }
  }
  void clear_queue() { clear_items(); }
  /* the queue holds the shrunk domains; compatibility is symmetric, so the options with a support
   * in p's domain are the union of the compatible rows of p's options; the active options
   * outside it that do not contain p have none and go */
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
  bool include(int o) {
    cover(o);
    const u64 *co = &compat[(size_t)o * W];
    for (int w = 0; w < W; w++)
      for (u64 x = act[w] & ~co[w]; x; x &= x - 1)
        if (!remove(w * 64 + low_bit(x))) { clear_queue(); return false; }
    return propagate();
  }
  bool make_consistent() {
    clear_queue();
    return queue_uncovered() && propagate();
  }
  void queue_item(int p) { DCState::queue_item(p); }
  double bytes() const { return state_bytes() + cap(compat) + cap(pbits) + cap(plo) + cap(phi) + cap(uni); }

 private:
  std::vector<u64> compat;         /* R rows of W words: the options compatible with o */
  std::vector<u64> pbits;          /* np+1 rows of W words: the options that contain p */
  std::vector<int> plo, phi;       /* the words of p's row that are not zero: plo .. phi */
  std::vector<u64> uni;            /* propagate(): the options with a support for an item */

  /* compatibility rows from the options of every item x (iopt[istart[x] ..], colors icol): all
   * ones, less the options that clash with o on some item. Per item x, on the words that hold x's
   * options: X = x's options, C = those with o's color there; o's row loses X, or X less C when o
   * gives x a color (secondary items only) */
  void build_rows(const std::vector<int> &istart, const std::vector<int> &iopt, const std::vector<int> &icol) {
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
  }
};

/* The linear representation: tables linear in the matrix, supports kept per candidate set, group
 * or pair (the top of the file). */
class DCLinear : public DCState {
 public:
  DCLinear() : exc_max(2), G(0), NE(0), stamp(0), pend(0), need_root(true), root_end(0) {}
  /* an estimate of the bytes of the tables of build(): by counting what they hold (a pass over
   * the matrix; a bound when the pairs are many): per option and entry (items, colors, keys,
   * places, candidate sets, members) about 40 bytes an entry, 40 an option; pairs: at most one
   * entry of 40 bytes per interacting (option, primary item), bounded by the primary items that
   * share an item with the option */
  static double table_bytes(int n, int np, int R, const int *start, const int *it) {
    double nodes = start[R] - start[0];
    std::vector<int> occ(n + 2, 0);
    for (int j = start[0]; j < start[R]; j++) if (it[j] >= 1 && it[j] <= n) occ[it[j]]++;
    double pairs = 0;
    for (int k = 0; k < R; k++) {
      double s = 0;
      for (int j = start[k]; j < start[k + 1]; j++) if (it[j] >= 1 && it[j] <= n) s += occ[it[j]];
      pairs += std::min(s, (double)np);
    }
    return 40.0 * nodes + 40.0 * R + 40.0 * std::min(pairs, (double)R * np) + 16.0 * n;
  }
  /* as DC::build; an item in at most exc items of a primary item's options is an exception
   * there (any value gives the same removals) */
  bool build(int n_, int np_, int R_, const int *start, const int *it, const int *col, double max_bytes, int exc,
             void (*done_input)(void *), void *input_arg) {
    if (!reset(n_, np_, R_, start, it) || table_bytes(n, np, R, start, it) > max_bytes) return false;
    exc_max = exc;
    pend = 0; need_root = true; root_end = 0;
    build_linear(start, it, col, done_input, input_arg);
    return true;
  }
  int next_option(int p, int o) const {
    int b = dst[p], e = dst[p + 1];
    int r = o < 0 ? 0 : (int)(std::upper_bound(dopt.begin() + b, dopt.begin() + e, o) - dopt.begin()) - b;
    const u64 *w = &dbits[0] + dwst[p];
    int nw = (e - b + 63) >> 6;
    for (int v = r >> 6; v < nw; v++) {
      u64 x = w[v] & (v == (r >> 6) ? ~(u64)0 << (r & 63) : ~(u64)0);
      if (x) return dopt[b + v * 64 + low_bit(x)];
    }
    return -1;
  }
  int first_option(int p) const { return next_option(p, -1); }
  bool remove(int o) {
    take(o);
    bool ok = true;
    const int *h = &oh[2 * o];
    for (int j = h[0]; j < h[2]; j++) {  /* out of p's domain */
      int p = ps[2 * j], b = ps[2 * j + 1];
      dbits[b >> 6] &= ~((u64)1 << (b & 63));
      if (--cnt[p] <= 1 && !cov[p]) {
        if (!cnt[p]) ok = false;
        else if (psingle[p]) singles.push_back(p);
      }
    }
    for (int m = h[1]; m < h[3]; m++) {  /* out of its sets */
      int s = mm[2 * m], b = mm[2 * m + 1];
      sbits[b >> 6] &= ~((u64)1 << (b & 63));
      if (--ssz[s] <= 1 && swatch[s] > ssz[s]) emptied.push_back(s);
    }
    return ok;
  }
  void undo(size_t h) {
    if (h < root_end) need_root = true;
    while (trail.size() > h) {
      int o = trail.back();
      trail.pop_back();
      act[o >> 6] |= (u64)1 << (o & 63);
      const int *hd = &oh[2 * o];
      for (int m = hd[1]; m < hd[3]; m++) { int b = mm[2 * m + 1]; ssz[mm[2 * m]]++; sbits[b >> 6] |= (u64)1 << (b & 63); }
      for (int j = hd[0]; j < hd[2]; j++) { int b = ps[2 * j + 1]; cnt[ps[2 * j]]++; dbits[b >> 6] |= (u64)1 << (b & 63); }
    }
    if (pend > h) pend = h;
  }
  void clear_queue() {
    clear_items();
    pend = trail.size();
    emptied.clear(); singles.clear();
  }
  /* the removals not yet propagated fire their triggers (after a queued item or an undo below
   * the root's removals: every support made anew first); false: a dead end (the queue left empty) */
  bool propagate() {
    bool root = false;
    if (need_root || !queue.empty()) {
      for (size_t k = 0; k < queue.size(); k++) inq[queue[k]] = 0;
      queue.clear();
      root = true; need_root = false;
      root_end = (size_t)-1;  /* until this propagation is through */
      pend = trail.size();
      emptied.clear(); singles.clear();
      if (!establish()) { clear_queue(); return false; }
    }
    for (;;) {
      if (!singles.empty()) {  /* p has one option q left: the options that clash with q go */
        int p = singles.back();
        singles.pop_back();
        if (cov[p] || cnt[p] != 1) continue;
        int q = first_option(p);
        if (!remove_clashing(q, q)) { clear_queue(); return false; }
      } else if (!emptied.empty()) {
        int t = emptied.back();
        emptied.pop_back();
        if (!kill_set(t)) { clear_queue(); return false; }
      } else if (pend < trail.size()) {
        if (!fire(trail[pend++])) { clear_queue(); return false; }
      } else break;
    }
    if (root) root_end = trail.size();
    return true;
  }
  bool include(int o) {
    cover(o);
    if (!remove_clashing(o, -1)) { clear_queue(); return false; }
    return propagate();
  }
  bool make_consistent() {
    clear_queue();
    if (!queue_uncovered()) return false;
    need_root = true;
    return propagate();
  }
  void queue_item(int p) { DCState::queue_item(p); }
  double bytes() const {
    return state_bytes() + cap(ost) + cap(oit) + cap(oco) + cap(osec) + cap(dst) + cap(dopt) + cap(drank) +
           cap(dwst) + cap(dbits) + cap(sst) + cap(smem) + cap(ssz) + cap(sbits) + cap(xgst) + cap(gs0) +
           cap(gs1) + cap(sp) + cap(sx) + cap(scol) + cap(swatch) + cap(klst) + cap(kl) + cap(emptied) +
           cap(singles) + cap(psingle) + cap(oh) + cap(ps) + cap(mm) + cap(ep) + cap(esrc) + cap(esup) +
           cap(enext) + cap(gsig) + cap(sigx) + cap(sigc) + cap(gmst) + cap(gmem) + cap(eo) + cap(thead) +
           cap(mark) + cap(mcol);
  }
  /* how the supports are kept (src/bench/dcrep.cpp) */
  struct Shape { int groups, members, pairs, watched_sets, sets; };
  Shape shape() const {
    Shape s;
    s.groups = G; s.members = (int)gmem.size(); s.pairs = NE - G; s.sets = (int)swatch.size();
    s.watched_sets = 0;
    for (size_t t = 0; t < swatch.size(); t++) s.watched_sets += swatch[t];
    return s;
  }

 private:
  int exc_max;                     /* an item in at most this many options of p is an exception */
  std::vector<int> ost, oit, oco, osec; /* option o: items oit[ost[o] .. ost[o+1]) (primary ones
                                    * first, secondary from osec[o]), colors oco (0 on primary) */
  std::vector<int> dst, dopt;      /* p's options: dopt[dst[p] .. dst[p+1]) ascending */
  std::vector<int> drank;          /* per primary entry (index into pitem): its place there */
  std::vector<int> dwst;           /* p's active options as bits by rank: dbits[dwst[p] ..] */
  std::vector<u64> dbits;
  std::vector<int> sst, smem, ssz; /* sets of options (p, x held by every option of p, color),
                                    * and (x, color) for the other secondary items x: the options
                                    * smem[sst[s] .. sst[s+1]) ascending, ssz[s] of them active:
                                    * the bits sbits[sst[s] ..] (one bit per place of smem) */
  std::vector<u64> sbits;
  std::vector<int> xgst, gs0, gs1; /* secondary x: groups xgst[x] .. xgst[x+1] of consecutive
                                    * sets gs0[g] .. gs1[g]-1 (ascending colors) that hold every
                                    * option with x: one per (p, x) entry with sets, or x's keys */
  std::vector<int> sp, sx, scol;   /* set (p, x, color): p (0: a set (x, color)), x, color */
  std::vector<char> swatch;        /* 1: emptied, set (p, x, c) takes the options with (x, c);
                                    * 2: also, down to one option q, those that clash with q */
  std::vector<int> klst, kl;       /* the other sets of (x, c) of a watched set s: kl[klst[s] ..] */
  std::vector<int> emptied;        /* watched sets emptied by removals, waiting */
  std::vector<int> singles;        /* primary items left with one option by removals, waiting */
  std::vector<char> psingle;       /* p's last option takes the options that clash with it (for
                                    * the options supported in p by all but one of p's options) */
  std::vector<int> oh, ps, mm;     /* packed for remove() and undo(): option o's primary entries
                                    * oh[2o] .. oh[2o+2] and memberships oh[2o+1] .. oh[2o+3];
                                    * entry j: ps[2j] = p, ps[2j+1] = its bit in dbits; membership m:
                                    * mm[2m] = its set, mm[2m+1] = its place in smem */
  int G, NE;                       /* entities: groups 0 .. G-1, pairs G .. NE-1 */
  std::vector<int> ep, esrc, esup, enext; /* per entity: its primary item p; where its supports
                                    * are looked for (a candidate set, -1: p's options, -2: none);
                                    * its support (-1: none); the next entity on the same list */
  std::vector<int> gsig, sigx, sigc; /* group g's signature: (sigx, sigc)[gsig[g] .. gsig[g+1]) */
  std::vector<int> gmst, gmem;     /* group g's members gmem[gmst[g] .. gmst[g+1]) */
  std::vector<int> eo;             /* pair G+k: its option eo[k] */
  std::vector<int> thead;          /* per option: the first entity it supports (-1: none) */
  std::vector<unsigned> mark;      /* per item: stamped when in the option or group being matched */
  std::vector<int> mcol;           /* per item: the color it has there */
  unsigned stamp;
  size_t pend;                     /* trail[pend ..]: removals whose triggers wait */
  bool need_root;                  /* the supports are to be renewed by the next propagate() */
  size_t root_end;                 /* an undo below this height renews them too */

  struct Member {  /* build_linear(): option o in group (p, signature sig[off .. off+len)) */
    u64 h; int p, o, off, len;
  };
  int color_at(int o, int x) const {  /* o's color on x (0: none, or x not in o) */
    for (int j = osec[o]; j < ost[o + 1]; j++) if (oit[j] == x) return oco[j];
    return 0;
  }
  void next_stamp() {
    if (++stamp == 0) { std::fill(mark.begin(), mark.end(), 0u); stamp = 1; }
  }
  /* does option c clash with the stamped items (mark, mcol)? */
  bool clashes(int c) const {
    for (int j = ost[c]; j < ost[c + 1]; j++) {
      int x = oit[j];
      if (mark[x] == stamp && (x <= np || !mcol[x] || oco[j] != mcol[x])) return true;
    }
    return false;
  }

  /* build_linear()'s temporaries, passed from phase to phase, each freed after its last use */
  struct LinBuild {
    std::vector<int> nopt;               /* per entry of oit: its option */
    std::vector<int> pxst, pxx, pm;      /* per primary p, the other items of its options: the pairs
                                          * e = (p, x) in pxst[p] .. pxst[p+1]-1 by x: x = pxx[e],
                                          * held by pm[e] options of p, */
    std::vector<int> plst, pl;           /*   which, for pm[e] <= exc_max: pl[plst[e] .. plst[e+1]) */
    std::vector<int> pxp;                /* pair e's p */
    std::vector<int> xpst, xpe;          /* per item x, its pairs xpe[xpst[x] .. xpst[x+1]) */
    std::vector<int> esst;               /* pair e's candidate sets: esst[e] .. esst[e+1]-1 */
    std::vector<std::pair<int, int> > memb;  /* the sets' entries in order: (option, set) */
    std::vector<Member> mem;             /* the group members */
    std::vector<int> sig, msrc;          /* their signatures ((item, color) pairs), their sources */
    std::vector<int> psrc, pp, po;       /* the pairs: source, p, o */
    std::vector<int> tj, te;             /* classify(): the entries j of o (and pairs e) of X */
    std::vector<int> ostamp;             /* classify(): per option, the last (o, p) that counted it in E */
    int pairid;
    LinBuild() : pairid(0) {}
  };

  /* Build the linear tables (see the top of the file), in phases. */
  void build_linear(const int *start, const int *it, const int *col, void (*done_input)(void *), void *input_arg) {
    LinBuild b;
    lin_entries(start, it, col, b);
    if (done_input) done_input(input_arg);
    lin_domains();
    lin_item_pairs(b);
    lin_candidate_sets(b);
    lin_key_sets(b);
    lin_set_tables(b);
    lin_classify(b);
    lin_watch_lists();
    lin_entities(b);
  }
  /* the options' entries, primary items first (ost, oit, oco, osec), and per entry its option */
  void lin_entries(const int *start, const int *it, const int *col, LinBuild &b) {
    int N = start[R] - start[0];
    ost.assign(R + 1, 0); osec.assign(R, 0); oit.resize(N); oco.resize(N);
    b.nopt.resize(N);
    for (int k = 0, q = 0; k < R; k++) {
      ost[k] = q;
      for (int j = start[k]; j < start[k + 1]; j++) if (it[j] <= np) { oit[q] = it[j]; oco[q] = 0; b.nopt[q++] = k; }
      osec[k] = q;
      for (int j = start[k]; j < start[k + 1]; j++) if (it[j] > np) { oit[q] = it[j]; oco[q] = col ? col[j] : 0; b.nopt[q++] = k; }
      ost[k + 1] = q;
    }
  }
  /* the domains: p's options ascending (dst, dopt), each primary entry's place there (drank), the
   * active ones as bits by place (dwst, dbits), their number (cnt) */
  void lin_domains() {
    dst.assign(np + 2, 0);
    for (size_t j = 0; j < pitem.size(); j++) dst[pitem[j] + 1]++;
    for (int p = 1; p <= np + 1; p++) dst[p] += dst[p - 1];
    dopt.resize(pitem.size()); drank.resize(pitem.size());
    std::vector<int> fill(dst.begin(), dst.end() - 1);
    for (int k = 0; k < R; k++)
      for (int j = pstart[k]; j < pstart[k + 1]; j++) {
        int p = pitem[j], at = fill[p]++;
        dopt[at] = k; drank[j] = at - dst[p];
      }
    dwst.assign(np + 2, 0);
    for (int p = 1; p <= np; p++) { cnt[p] = dst[p + 1] - dst[p]; dwst[p + 1] = dwst[p] + ((cnt[p] + 63) >> 6); }
    dbits.assign(dwst[np + 1], 0);
    for (int p = 1; p <= np; p++)
      for (int r = 0; r < cnt[p]; r++) dbits[dwst[p] + (r >> 6)] |= (u64)1 << (r & 63);
  }
  /* per primary p, the items of its options: how many options of p hold each (pm), and for the
   * items in at most exc_max of them, which (pl[plst[e] ..]); then per item x its pairs (x, p)
   * (xpe[xpst[x] ..]) */
  void lin_item_pairs(LinBuild &b) {
    b.pxst.assign(np + 2, 0); b.plst.assign(1, 0);
    std::vector<int> c(n + 1, 0), idx(n + 1, -1), touched;
    for (int p = 1; p <= np; p++) {
      b.pxst[p] = (int)b.pxx.size();
      touched.clear();
      for (int a = dst[p]; a < dst[p + 1]; a++)
        for (int j = ost[dopt[a]]; j < ost[dopt[a] + 1]; j++) {
          int x = oit[j];
          if (x == p) continue;
          if (!c[x]++) touched.push_back(x);
        }
      std::sort(touched.begin(), touched.end());
      for (size_t t = 0; t < touched.size(); t++) {
        int x = touched[t];
        idx[x] = (int)b.pxx.size();
        b.pxx.push_back(x); b.pm.push_back(c[x]);
        b.plst.push_back(b.plst.back() + (c[x] <= exc_max ? c[x] : 0));
        c[x] = 0;
      }
      b.pl.resize(b.plst.back());
      std::vector<int> f(b.plst.begin() + b.pxst[p], b.plst.end() - 1);
      for (int a = dst[p]; a < dst[p + 1]; a++)
        for (int j = ost[dopt[a]]; j < ost[dopt[a] + 1]; j++) {
          int x = oit[j];
          if (x == p) continue;
          int e = idx[x];
          if (b.pm[e] <= exc_max) b.pl[f[e - b.pxst[p]]++] = dopt[a];
        }
      for (size_t t = 0; t < touched.size(); t++) idx[touched[t]] = -1;
    }
    b.pxst[np + 1] = (int)b.pxx.size();
    int NX = (int)b.pxx.size();
    b.pxp.resize(NX);
    for (int p = 1; p <= np; p++) for (int e = b.pxst[p]; e < b.pxst[p + 1]; e++) b.pxp[e] = p;
    b.xpst.assign(n + 2, 0); b.xpe.resize(NX);
    for (int e = 0; e < NX; e++) b.xpst[b.pxx[e] + 1]++;
    for (int x = 1; x <= n + 1; x++) b.xpst[x] += b.xpst[x - 1];
    std::vector<int> fill(b.xpst.begin(), b.xpst.end() - 1);
    for (int e = 0; e < NX; e++) b.xpe[fill[b.pxx[e]]++] = e;
  }
  /* the candidate sets (static lists in smem, a bit per place for the active ones): per pair
   * e = (p, x) with x secondary and in every option of p, one per color (esst[e] .. esst[e+1],
   * ascending colors scol, 0 = none first): the candidates for supports, and what include()
   * empties */
  void lin_candidate_sets(LinBuild &b) {
    int NX = (int)b.pxx.size();
    b.esst.assign(NX + 1, 0);
    scol.clear(); sst.clear(); b.memb.clear();
    std::vector<std::pair<int, int> > cs;
    for (int e = 0; e < NX; e++) {
      b.esst[e] = (int)scol.size();
      int p = b.pxp[e], x = b.pxx[e];
      if (x <= np || b.pm[e] != dst[p + 1] - dst[p]) continue;
      cs.clear();
      for (int a = dst[p]; a < dst[p + 1]; a++) cs.push_back(std::make_pair(color_at(dopt[a], x), dopt[a]));
      std::sort(cs.begin(), cs.end());
      for (size_t q = 0; q < cs.size(); q++) {
        if (q == 0 || cs[q].first != cs[q - 1].first) { sst.push_back((int)b.memb.size()); scol.push_back(cs[q].first); }
        b.memb.push_back(std::make_pair(cs[q].second, (int)scol.size() - 1));
      }
    }
    b.esst[NX] = (int)scol.size();
  }
  /* per secondary item x that some option holds without a pair (p, x) that has candidate sets,
   * one set per color: x's keys; per item x, its groups of sets (xgst, gs0, gs1): the candidate
   * sets of its pairs, or its keys */
  void lin_key_sets(LinBuild &b) {
    int N = (int)oit.size();
    xgst.assign(n + 2, 0); gs0.clear(); gs1.clear();
    std::vector<int> xs(n + 2, 0);  /* the entries of each secondary item */
    for (int j = 0; j < N; j++) if (oit[j] > np) xs[oit[j] + 1]++;
    for (int x = 1; x <= n + 1; x++) xs[x] += xs[x - 1];
    std::vector<std::pair<int, int> > byx(xs[n + 1]);  /* (color, option) */
    std::vector<int> fill(xs.begin(), xs.end() - 1);
    for (int j = 0; j < N; j++) if (oit[j] > np) byx[fill[oit[j]]++] = std::make_pair(oco[j], b.nopt[j]);
    std::vector<int>().swap(b.nopt);  /* (read no more) */
    for (int x = np + 1; x <= n; x++) {
      xgst[x] = (int)gs0.size();
      if (sets_hold_all(b, x, byx, xs[x], xs[x + 1])) {
        for (int a = b.xpst[x]; a < b.xpst[x + 1]; a++)
          if (b.esst[b.xpe[a] + 1] > b.esst[b.xpe[a]]) { gs0.push_back(b.esst[b.xpe[a]]); gs1.push_back(b.esst[b.xpe[a] + 1]); }
        continue;
      }
      std::sort(byx.begin() + xs[x], byx.begin() + xs[x + 1]);
      if (xs[x + 1] > xs[x]) gs0.push_back((int)scol.size());
      for (int q = xs[x]; q < xs[x + 1]; q++) {
        if (q == xs[x] || byx[q].first != byx[q - 1].first) {
          sst.push_back((int)b.memb.size()); scol.push_back(byx[q].first);
        }
        b.memb.push_back(std::make_pair(byx[q].second, (int)scol.size() - 1));
      }
      if (xs[x + 1] > xs[x]) gs1.push_back((int)scol.size());
    }
    xgst[n + 1] = (int)gs0.size();
    sst.push_back((int)b.memb.size());
  }
  /* does every option with x (byx[q0 .. q1)) have a primary item p whose pair (p, x) has sets? */
  bool sets_hold_all(const LinBuild &b, int x, const std::vector<std::pair<int, int> > &byx, int q0, int q1) const {
    for (int q = q0; q < q1; q++) {
      int o = byx[q].second;
      bool c = false;
      for (int j = pstart[o]; j < pstart[o + 1] && !c; j++) {
        int p = pitem[j];
        int e = (int)(std::lower_bound(b.pxx.begin() + b.pxst[p], b.pxx.begin() + b.pxst[p + 1], x) - b.pxx.begin());
        c = b.esst[e + 1] > b.esst[e];
      }
      if (!c) return false;
    }
    return true;
  }
  /* the sets' tables (sp, sx, ssz, smem, sbits: all active), and packed for remove() and undo():
   * per option its primary entries and memberships (oh), per primary entry its item and bit (ps),
   * per membership its set and place (mm) */
  void lin_set_tables(LinBuild &b) {
    int NX = (int)b.pxx.size(), NS = (int)scol.size(), NM = (int)b.memb.size();
    sp.assign(NS, 0); sx.assign(NS, 0);
    for (int e = 0; e < NX; e++) for (int t = b.esst[e]; t < b.esst[e + 1]; t++) { sp[t] = b.pxp[e]; sx[t] = b.pxx[e]; }
    ssz.resize(NS);
    for (int t = 0; t < NS; t++) ssz[t] = sst[t + 1] - sst[t];
    sbits.assign((NM + 63) >> 6, ~(u64)0);
    if (NM % 64) sbits.back() = ((u64)1 << (NM % 64)) - 1;
    smem.resize(NM);
    for (int q = 0; q < NM; q++) smem[q] = b.memb[q].first;
    std::vector<int> mst(R + 1, 0), mset(NM), mq(NM);  /* option o's memberships: mst[o] .. mst[o+1]-1 */
    for (int q = 0; q < NM; q++) mst[b.memb[q].first + 1]++;
    for (int k = 0; k < R; k++) mst[k + 1] += mst[k];
    {
      std::vector<int> fill(mst.begin(), mst.end() - 1);
      for (int q = 0; q < NM; q++) {  /* membership q sits at place q of its set */
        int m = fill[b.memb[q].first]++;
        mset[m] = b.memb[q].second; mq[m] = q;
      }
    }
    std::vector<std::pair<int, int> >().swap(b.memb);
    oh.resize(2 * (R + 1)); ps.resize(2 * pitem.size()); mm.resize(2 * NM);
    for (int k = 0; k <= R; k++) { oh[2 * k] = pstart[k]; oh[2 * k + 1] = mst[k]; }
    for (size_t j = 0; j < pitem.size(); j++) { ps[2 * j] = pitem[j]; ps[2 * j + 1] = dwst[pitem[j]] * 64 + drank[j]; }
    for (int m = 0; m < NM; m++) { mm[2 * m] = mset[m]; mm[2 * m + 1] = mq[m]; }
  }
  /* per option o and primary item p not in o that share items (X, the pairs of o's items with p),
   * the way the support of (o, p) is kept (classify()) */
  void lin_classify(LinBuild &b) {
    int NS = (int)scol.size();
    mark.assign(n + 1, 0); mcol.assign(n + 1, 0); stamp = 0;
    swatch.assign(NS, 0); emptied.clear(); psingle.assign(np + 1, 0); singles.clear();
    std::vector<int> pst(np + 1, -1);
    b.ostamp.assign(R, -1);
    std::vector<std::pair<int, int> > tmp; /* (p, a): the pair xpe[a] = (p, an item of o) */
    for (int o = 0; o < R; o++) {
      for (int j = pstart[o]; j < pstart[o + 1]; j++) pst[pitem[j]] = o;
      tmp.clear();
      for (int j = ost[o]; j < ost[o + 1]; j++)
        for (int a = b.xpst[oit[j]]; a < b.xpst[oit[j] + 1]; a++) {
          int e = b.xpe[a], p = b.pxp[e];
          if (pst[p] != o) tmp.push_back(std::make_pair(p, a));
        }
      std::sort(tmp.begin(), tmp.end());
      for (size_t t0 = 0; t0 < tmp.size();) {
        int p = tmp[t0].first;
        size_t t1 = t0;
        while (t1 < tmp.size() && tmp[t1].first == p) t1++;
        /* X of (o, p): the entries j of o with pair e = (p, oit[j]) */
        b.tj.clear(); b.te.clear();
        for (size_t t = t0; t < t1; t++) {
          int e = b.xpe[tmp[t].second], x = b.pxx[e];
          int j = ost[o];
          while (oit[j] != x) j++;
          b.tj.push_back(j); b.te.push_back(e);
        }
        t0 = t1;
        classify(b, o, p);
      }
    }
    std::vector<int>().swap(b.ostamp);
  }
  /* (o, p) with X in b.tj, b.te: X' stamped (mark, mcol), E counted, then kept as the top of the
   * file says: by a candidate set (swatch), by p's last option (psingle), as a pair or as a group
   * member, or not at all */
  DC_INLINE void classify(LinBuild &b, int o, int p) {
    const std::vector<int> &tj = b.tj, &te = b.te;
    next_stamp();
    bool has1 = false, hasx = false;
    int nx1 = 0;
    for (size_t t = 0; t < tj.size(); t++)
      if (b.pm[te[t]] > exc_max) { mark[oit[tj[t]]] = stamp; mcol[oit[tj[t]]] = oco[tj[t]]; has1 = true; nx1++; }
      else hasx = true;
    int ne = hasx ? count_e(b) : 0;
    int src = support_source(b, p, ne);
    if (!has1 && ne == 1) { psingle[p] = 1; return; }  /* supported by all options of p but one */
    if (src >= 0 && nx1 == 1 && ne <= 1) {  /* X' = {(x, c)}: the set (p, x, c), and if it is
                                             * down to one option, that option */
      if (swatch[src] < 1 + ne) swatch[src] = (char)(1 + ne);
      return;
    }
    if (ne || (has1 && src == -2)) { b.psrc.push_back(src); b.pp.push_back(p); b.po.push_back(o); return; }
    if (!has1) return;  /* only exceptions, none clashes: any option of p supports o */
    Member m;
    m.p = p; m.o = o; m.off = (int)b.sig.size(); m.h = ((u64)0xcbf29ce4 << 32) | 0x84222325;
    for (size_t t = 0; t < tj.size(); t++)
      if (b.pm[te[t]] > exc_max) {
        int x = oit[tj[t]], c = oco[tj[t]];
        b.sig.push_back(x); b.sig.push_back(c);
        m.h = (m.h ^ (u64)x) * (((u64)1 << 40) | 0x1b3);
        m.h = (m.h ^ (u64)(unsigned)c) * (((u64)1 << 40) | 0x1b3);
      }
    m.len = (int)b.sig.size() - m.off;
    b.mem.push_back(m);
    b.msrc.push_back(src);  /* the same for equal signatures: it depends on X' alone */
  }
  /* |E|: the options of p holding an exception item of X that clash with o there, not on X'
   * (stamped) */
  DC_INLINE int count_e(LinBuild &b) {
    const std::vector<int> &tj = b.tj, &te = b.te;
    int ne = 0, id = ++b.pairid;
    for (size_t t = 0; t < tj.size(); t++) {
      int e = te[t];
      if (b.pm[e] > exc_max) continue;
      int y = oit[tj[t]], cy = oco[tj[t]];
      for (int q = b.plst[e]; q < b.plst[e + 1]; q++) {
        int c = b.pl[q];
        if (b.ostamp[c] == id) continue;
        if (y > np && cy && color_at(c, y) == cy) continue;  /* no clash on y */
        if (!clashes(c)) { b.ostamp[c] = id; ne++; }
      }
    }
    return ne;
  }
  /* where to look for the supports of (o, p): the smallest candidate set (p, x, o's color) of an
   * item x held by every option of p (a pair: any such x; a member: one of X'); -2 when such an x
   * is primary, has no color in o, or a color no option of p gives it: nothing supports o; -1
   * when there is no such x: p's options */
  DC_INLINE int support_source(const LinBuild &b, int p, int ne) const {
    int src = -1, best = 0x7fffffff;
    for (size_t t = 0; t < b.tj.size(); t++) {
      int e = b.te[t], x = oit[b.tj[t]], c = oco[b.tj[t]];
      if (b.pm[e] <= exc_max && !ne) continue;
      if (b.pm[e] != dst[p + 1] - dst[p]) continue;
      if (x <= np || !c) return -2;
      int s = b.esst[e], s1 = b.esst[e + 1];
      while (s < s1 && scol[s] != c) s++;
      if (s == s1) return -2;
      if (ssz[s] < best) { best = ssz[s]; src = s; }
    }
    return src;
  }
  /* per watched set s = (p, x, c): the other sets of (x, c), kl[klst[s] .. klst[s+1]) */
  void lin_watch_lists() {
    int NS = (int)scol.size();
    klst.assign(NS + 1, 0); kl.clear();
    for (int t = 0; t < NS; t++) {
      klst[t] = (int)kl.size();
      if (swatch[t])
        for (int g = xgst[sx[t]]; g < xgst[sx[t] + 1]; g++)
          for (int u = gs0[g]; u < gs1[g]; u++)
            if (u != t && scol[u] == scol[t]) kl.push_back(u);
    }
    klst[NS] = (int)kl.size();
  }
  /* the entities: the groups (members with equal (p, signature)) 0 .. G-1, then the pairs */
  void lin_entities(LinBuild &b) {
    std::vector<int> order(b.mem.size());
    for (size_t k = 0; k < b.mem.size(); k++) order[k] = (int)k;
    std::sort(order.begin(), order.end(), MemberLess(b.mem, b.sig));
    ep.clear(); esrc.clear(); gsig.assign(1, 0); sigx.clear(); sigc.clear(); gmst.assign(1, 0); gmem.clear();
    for (size_t k = 0; k < order.size(); k++) {
      const Member &m = b.mem[order[k]];
      if (k == 0 || !same_sig(b.mem[order[k - 1]], m, b.sig)) {
        if (k) gmst.push_back((int)gmem.size());
        ep.push_back(m.p); esrc.push_back(b.msrc[order[k]]);
        for (int q = 0; q < m.len; q += 2) { sigx.push_back(b.sig[m.off + q]); sigc.push_back(b.sig[m.off + q + 1]); }
        gsig.push_back((int)sigx.size());
      }
      gmem.push_back(m.o);
    }
    if (!order.empty()) gmst.push_back((int)gmem.size());
    G = (int)ep.size();
    std::vector<Member>().swap(b.mem); std::vector<int>().swap(b.sig); std::vector<int>().swap(b.msrc);
    eo = b.po;
    for (size_t k = 0; k < b.pp.size(); k++) { ep.push_back(b.pp[k]); esrc.push_back(b.psrc[k]); }
    NE = (int)ep.size();
    esup.assign(NE, -1); enext.assign(NE, -1); thead.assign(R, -1);
  }
  struct MemberLess {
    const std::vector<Member> &m;
    const std::vector<int> &s;
    MemberLess(const std::vector<Member> &m_, const std::vector<int> &s_) : m(m_), s(s_) {}
    bool operator()(int a, int b) const {
      const Member &x = m[a], &y = m[b];
      if (x.p != y.p) return x.p < y.p;
      if (x.h != y.h) return x.h < y.h;
      if (x.len != y.len) return x.len < y.len;
      for (int q = 0; q < x.len; q++) if (s[x.off + q] != s[y.off + q]) return s[x.off + q] < s[y.off + q];
      return x.o < y.o;
    }
  };
  static bool same_sig(const Member &x, const Member &y, const std::vector<int> &s) {
    if (x.p != y.p || x.h != y.h || x.len != y.len) return false;
    for (int q = 0; q < x.len; q++) if (s[x.off + q] != s[y.off + q]) return false;
    return true;
  }

  /* a support for entity e among the active options (-1: none): the last active candidate that
   * does not clash (the search tries the first options of an item first) */
  int find_support(int e) {
    int s = esrc[e];
    if (s == -2) return -1;
    bool check = true;
    if (e < G) {
      if (s >= 0 && gsig[e + 1] - gsig[e] == 1) check = false;
      else {
        next_stamp();
        for (int q = gsig[e]; q < gsig[e + 1]; q++) { mark[sigx[q]] = stamp; mcol[sigx[q]] = sigc[q]; }
      }
    } else {
      int o = eo[e - G];
      next_stamp();
      for (int j = ost[o]; j < ost[o + 1]; j++) { mark[oit[j]] = stamp; mcol[oit[j]] = oco[j]; }
    }
    const u64 *w;
    const int *opt;
    int lo, hi;
    if (s >= 0) { w = &sbits[0]; opt = &smem[0]; lo = sst[s]; hi = sst[s + 1]; }
    else { w = &dbits[0] + dwst[ep[e]]; opt = &dopt[0] + dst[ep[e]]; lo = 0; hi = dst[ep[e] + 1] - dst[ep[e]]; }
    for (int v = (hi - 1) >> 6; lo < hi && v >= lo >> 6; v--) {
      u64 x = w[v];
      if (v == lo >> 6) x &= ~(u64)0 << (lo & 63);
      if (v == (hi - 1) >> 6 && (hi & 63)) x &= ((u64)1 << (hi & 63)) - 1;
      while (x) {
        int r = high_bit(x), c = opt[v * 64 + r];
        if (!check || !clashes(c)) return c;
        x &= ~((u64)1 << r);
      }
    }
    return -1;
  }
  /* remove the active options among opt[lo .. hi) whose bits are set in w (the bits of a domain
   * or of the sets: each removal clears its own), except option keep */
  bool remove_bits(const u64 *w, const int *opt, int lo, int hi, int keep) {
    for (int v = lo >> 6; lo < hi && v <= (hi - 1) >> 6; v++) {
      u64 mask = ~(u64)0;
      if (v == lo >> 6) mask &= ~(u64)0 << (lo & 63);
      if (v == (hi - 1) >> 6 && (hi & 63)) mask &= ((u64)1 << (hi & 63)) - 1;
      for (u64 x; (x = w[v] & mask) != 0;) {
        int b = low_bit(x), c = opt[v * 64 + b];
        if (c == keep) mask &= ~((u64)1 << b);
        else if (!remove(c)) return false;
      }
    }
    return true;
  }
  bool remove_range(int lo, int hi) { return remove_bits(&sbits[0], &smem[0], lo, hi, -1); }
  /* remove the active options that clash with option o, but keep (o, or -1) */
  bool remove_clashing(int o, int keep) {
    for (int j = pstart[o]; j < pstart[o + 1]; j++) {  /* the options of its primary items */
      int p = pitem[j];
      if (!remove_bits(&dbits[0] + dwst[p], &dopt[0] + dst[p], 0, dst[p + 1] - dst[p], keep)) return false;
    }
    for (int j = osec[o]; j < ost[o + 1]; j++)  /* another color, or none, on its secondary items */
      for (int g = xgst[oit[j]]; g < xgst[oit[j] + 1]; g++) {
        int s0 = gs0[g], s1 = gs1[g], c = oco[j];
        if (sp[s0] && cov[sp[s0]]) continue;  /* the options of a covered item are gone */
        int sc = c ? (int)(std::lower_bound(scol.begin() + s0, scol.begin() + s1, c) - scol.begin()) : s1;
        if (sc < s1 && scol[sc] == c) {
          if (!remove_bits(&sbits[0], &smem[0], sst[s0], sst[sc], keep) || !remove_bits(&sbits[0], &smem[0], sst[sc + 1], sst[s1], keep))
            return false;
        } else if (!remove_bits(&sbits[0], &smem[0], sst[s0], sst[s1], keep)) return false;
      }
    return true;
  }
  bool remove_set(int t) { return !ssz[t] || remove_range(sst[t], sst[t + 1]); }
  /* no support for e: its members (a group) or its option (a pair) go; false: a dead end */
  bool kill(int e) {
    if (e >= G) return !active(eo[e - G]) || remove(eo[e - G]);
    for (int q = gmst[e]; q < gmst[e + 1]; q++)
      if (active(gmem[q]) && !remove(gmem[q])) return false;
    return true;
  }
  /* set s = (p, x, c) is empty: the active options with (x, c) go (none holds p: x is in every
   * option of p, so such an option would be in s; none has a support for p) */
  bool kill_set(int s) {
    if (cov[sp[s]] || ssz[s] > 1) return true;
    if (ssz[s] == 1) {  /* down to q: the options with (x, c) that clash with q go */
      if (swatch[s] < 2) return true;
      int q = -1;
      for (int v = sst[s] >> 6; q < 0; v++) {
        u64 x = sbits[v];
        if (v == sst[s] >> 6) x &= ~(u64)0 << (sst[s] & 63);
        if (x) q = smem[v * 64 + low_bit(x)];
      }
      next_stamp();
      for (int j = ost[q]; j < ost[q + 1]; j++) { mark[oit[j]] = stamp; mcol[oit[j]] = oco[j]; }
      for (int k = klst[s]; k < klst[s + 1]; k++) {
        int t = kl[k];
        for (int v = sst[t] >> 6; ssz[t] && v <= (sst[t + 1] - 1) >> 6; v++) {
          u64 mask = ~(u64)0;
          if (v == sst[t] >> 6) mask &= ~(u64)0 << (sst[t] & 63);
          if (v == (sst[t + 1] - 1) >> 6 && (sst[t + 1] & 63)) mask &= ((u64)1 << (sst[t + 1] & 63)) - 1;
          for (u64 x = sbits[v] & mask; x; x &= x - 1) {
            int o = smem[v * 64 + low_bit(x)];
            if (o != q && active(o) && clashes(o) && !remove(o)) return false;
          }
        }
      }
      return true;
    }
    for (int q = klst[s]; q < klst[s + 1]; q++)
      if (!remove_set(kl[q])) return false;
    return true;
  }
  /* option w was removed: the entities it supported look for another support */
  bool fire(int w) {
    int e = thead[w], kept = -1;
    thead[w] = -1;
    while (e >= 0) {
      int nx = enext[e];
      if (!cov[ep[e]] && (e < G || active(eo[e - G]))) {
        int c = find_support(e);
        if (c >= 0) { esup[e] = c; enext[e] = thead[c]; thead[c] = e; e = nx; continue; }
        enext[e] = kept; kept = e;
        if (!kill(e)) {  /* a dead end: the rest stays on w's list */
          int t = kept;
          while (enext[t] >= 0) t = enext[t];
          enext[t] = nx;
          thead[w] = kept;
          return false;
        }
      } else { enext[e] = kept; kept = e; }
      e = nx;
    }
    thead[w] = kept;
    return true;
  }
  /* every entity gets a support among the active options, or its members go */
  bool establish() {
    std::fill(thead.begin(), thead.end(), -1);
    std::vector<int> none;
    for (int e = 0; e < NE; e++) {
      int s = esup[e];
      if (s < 0 || !active(s)) {
        int c = find_support(e);
        if (c >= 0) s = esup[e] = c;
        else if (!cov[ep[e]] && (e < G || active(eo[e - G]))) none.push_back(e);
      }
      if (s >= 0) { enext[e] = thead[s]; thead[s] = e; }
    }
    for (size_t k = 0; k < none.size(); k++) if (!kill(none[k])) return false;
    for (size_t t = 0; t < swatch.size(); t++) if (swatch[t] > ssz[t] && !kill_set((int)t)) return false;
    for (int p = 1; p <= np; p++)
      if (psingle[p] && !cov[p] && cnt[p] == 1 && !remove_clashing(first_option(p), first_option(p))) return false;
    return true;
  }
};

/* The engine: one of the two representations, chosen by build(), behind the steps of the search. */
class DC {
 public:
  typedef DCState::u64 u64;
  enum { AUTO = 0, BITS = 1, LINEAR = 2 };
  /* the rule of AUTO: bit rows when their R*R/8 bytes are at most BITS_FACTOR times the links'
   * memory, 16 bytes a node (one per option entry and one per option) (docs/performance.md,
   * "Domain consistency at linear memory") */
  enum { BITS_FACTOR = 8 };

  DC() : rep(AUTO), exc_max(2), bits(true), done_input(0), input_arg(0) {}
  /* before build(): the representation (AUTO, BITS or LINEAR); linear: an item in at most e
   * options of p is an exception (default 2; any value gives the same removals); f(arg), if set,
   * called by build() once it reads start/it/col no more (before its big tables: the caller may
   * free them then, and the peak of memory is the lower) */
  void set_rep(int r) { rep = r; }
  void set_exc_max(int e) { exc_max = e; }
  void set_input_release(void (*f)(void *), void *arg) { done_input = f; input_arg = arg; }

  /* The bytes of the bit rows for R options over np primary items (the most that build() takes
   * with BITS, and with AUTO whenever it picks them). */
  static double table_bytes(int R, int np) { return DCBitRows::table_bytes(R, np); }
  /* The bytes the tables of build(n, np, R, start, it, col, ...) would take with rep (AUTO: the
   * representation it would choose): the bit rows by the formula above, the linear ones by
   * DCLinear's estimate. */
  static double table_bytes(int n, int np, int R, const int *start, const int *it, const int *col, int rep = AUTO) {
    (void)col;
    bool b = rep == BITS || (rep == AUTO && choose_bits(R, start[R] - start[0]));
    return b ? DCBitRows::table_bytes(R, np) : DCLinear::table_bytes(n, np, R, start, it);
  }
  static bool choose_bits(int R, double nodes) { return (double)R * R / 8 <= BITS_FACTOR * 16.0 * (R + nodes); }

  /* Build from R options: option k has the items it[start[k] .. start[k+1]) (1..n, 1..np
   * primary) with colors col[...] (0 = none; secondary items only). False if over max_bytes, an
   * item out of range or twice in an option. The other representation's tables are freed. */
  bool build(int n, int np, int R, const int *start, const int *it, const int *col, double max_bytes) {
    bits = rep == BITS || (rep == AUTO && choose_bits(R, start[R] - start[0]));
    if (bits) {
      if (lin.options()) lin = DCLinear();
      return rows.build(n, np, R, start, it, col, max_bytes, done_input, input_arg);
    }
    if (rows.options()) rows = DCBitRows();
    return lin.build(n, np, R, start, it, col, max_bytes, exc_max, done_input, input_arg);
  }
  bool uses_bits() const { return bits; }         /* the representation build() chose */
  double bytes() const { return rows.bytes() + lin.bytes(); }  /* every table, as allocated now */
  DCLinear::Shape shape() const { return lin.shape(); }        /* (linear) */

  /* the state (DCState's accessors) */
  const DCState &state() const { return bits ? static_cast<const DCState &>(rows) : static_cast<const DCState &>(lin); }
  int items() const { return state().items(); }
  int primary() const { return state().primary(); }
  int options() const { return state().options(); }
  int count(int p) const { return state().count(p); }
  bool covered(int p) const { return state().covered(p); }
  int uncovered() const { return state().uncovered(); }
  bool active(int o) const { return state().active(o); }
  size_t trail_height() const { return state().trail_height(); }
  int trail_at(size_t t) const { return state().trail_at(t); }
  u64 nodes() const { return state().nodes(); }
  u64 removals() const { return state().removals(); }
  void count_node() { if (bits) rows.count_node(); else lin.count_node(); }

  /* the active options that contain primary item p, in increasing order: first_option(p), then
   * next_option(p, o) until -1 (the search is written on these, not on the tables) */
  int first_option(int p) const { return next_option(p, -1); }
  int next_option(int p, int o) const { return bits ? rows.next_option(p, o) : lin.next_option(p, o); }
  /* make the current state domain consistent from scratch (after build(), or after removals made
   * without propagate()); false: no solution, a dead end (the state is left to be undone) */
  bool make_consistent() { return bits ? rows.make_consistent() : lin.make_consistent(); }
  /* remove active option o (trailed); false if an uncovered primary item is left without options */
  bool remove(int o) { return bits ? rows.remove(o) : lin.remove(o); }
  /* undo the removals back to trail height h */
  void undo(size_t h) { if (bits) rows.undo(h); else lin.undo(h); }
  void clear_queue() { if (bits) rows.clear_queue(); else lin.clear_queue(); }
  /* restore domain consistency after removals; false: a dead end (the queue is left empty
   * either way). Bit rows: the shrunk domains' supports; linear: the removals not yet propagated
   * fire their triggers. */
  bool propagate() { return bits ? rows.propagate() : lin.propagate(); }
  /* choose o: its primary items covered, the options that clash with it removed (o too) */
  bool include(int o) { return bits ? rows.include(o) : lin.include(o); }
  void uncover(int o) { if (bits) rows.uncover(o); else lin.uncover(o); }
  /* take p's domain as shrunk: the next propagate() looks at its supports (linear: renews them all) */
  void queue_item(int p) { if (bits) rows.queue_item(p); else lin.queue_item(p); }
  static int high_bit(u64 x) { return DCState::high_bit(x); }
  static int low_bit(u64 x) { return DCState::low_bit(x); }

 private:
  DCBitRows rows;                  /* the representation build() chose (bits), */
  DCLinear lin;                    /*   the other one empty */
  int rep, exc_max;                /* asked of build() */
  bool bits;
  void (*done_input)(void *);
  void *input_arg;
};
#endif
