/* DLX repeated cover (C++98): cover every column at least once with as few rows as possible.
 * The one canonical text, pasted verbatim between the BEGIN/END DLX RCOVER lines of the judge
 * files that use it (edit here, then paste it again); separate from the exact-cover core.
 * Contract:
 * - Columns 1..n; rows 0, 1, ... in the order add_row() takes them; a row is a set of columns.
 * - Choosing a row takes its columns out of the column list (they are covered). Unlike exact
 *   cover, the other rows stay: a column may be covered twice. Columns never lose rows, so a
 *   column's length is fixed; the search branches on a shortest uncovered column (ties: first).
 * - Lower bound (bound()): take an uncovered column, count 1, mark every column of every row
 *   that covers it, repeat with an unmarked column. No row covers two counted columns, so at
 *   least that many more rows are needed.
 * - coverable_within(K): is there a cover with at most K rows (depth-first, pruned by
 *   depth + bound() > K). min_cover(limit): the fewest rows of a cover, -1 if it needs more than
 *   limit (IDA*: coverable_within(k) for k = bound(), bound() + 1, ..., limit). After a true or
 *   >= 0 answer, solution_row(i), i < solution_size(), are the rows of one such cover.
 *   Both leave the links as they found them.
 * - Recursion: one level per chosen row; each choice covers a new column, so the depth is at
 *   most min(K, n) + 1 (HDU 2295: <= 51).
 * - No I/O, no globals. Capacities checked: reset() is false for n < 0 or over max_cols,
 *   add_row() is -1 (nothing added) for a column outside 1..n, a repeated column, or a pool over
 *   max_nodes. reset() reuses the vectors: memory grows only to the largest matrix seen.
 */
#ifndef DLX_RCOVER_H
#define DLX_RCOVER_H
#include <vector>
#include <stdint.h>

struct RCover {
  struct Node { int l, r, u, d, col, row; };
  std::vector<Node> nd;     /* 0: root of the column list; 1..n: column headers; then rows */
  std::vector<int> len;     /* nodes per column */
  std::vector<int> seen;    /* per column: the stamp of the last bound() or add_row() that saw it */
  std::vector<int> path;    /* rows chosen on the current branch, one per depth */
  std::vector<int> best;    /* the rows of the last cover found */
  int n, nrows, stamp, max_cols, max_nodes;
  uint64_t nodes;           /* search nodes entered, all searches */

  RCover() : n(0), nrows(0), stamp(0), max_cols(1 << 20), max_nodes(1 << 26), nodes(0) {}

  /* ---- building ---- */
  bool reset(int cols) {
    if (cols < 0 || cols > max_cols) return false;
    n = cols; nrows = 0;
    nd.resize(n + 1);
    len.assign(n + 1, 0);
    if ((int)seen.size() < n + 1) seen.resize(n + 1, 0);
    if ((int)path.size() < n + 1) path.resize(n + 1);
    best.clear();
    for (int c = 0; c <= n; c++) {
      Node &h = nd[c];
      h.l = c - 1; h.r = c + 1; h.u = h.d = c; h.col = c; h.row = -1;
    }
    nd[0].l = n; nd[n].r = 0;
    return true;
  }
  /* a row of k columns (each in 1..n, none twice): its number, or -1 and nothing added */
  int add_row(const int *cols, int k) {
    if (k < 0 || k > max_nodes - (int)nd.size()) return -1;
    int s = next_stamp();
    for (int i = 0; i < k; i++) {
      if (cols[i] < 1 || cols[i] > n || seen[cols[i]] == s) return -1;
      seen[cols[i]] = s;
    }
    int first = (int)nd.size();
    for (int i = 0; i < k; i++) {
      int c = cols[i], x = first + i;
      Node v;
      v.l = first + (i + k - 1) % k; v.r = first + (i + 1) % k;
      v.u = nd[c].u; v.d = c; v.col = c; v.row = nrows;
      nd.push_back(v);
      nd[nd[c].u].d = x; nd[c].u = x;
      len[c]++;
    }
    return nrows++;
  }

  /* ---- the search ---- */
  bool coverable_within(int K) {
    if (K < 0) return false;
    return search(0, K);
  }
  int min_cover(int limit) {
    for (int k = bound(); k <= limit; k++)
      if (coverable_within(k)) return k;
    return -1;
  }
  int solution_size() const { return (int)best.size(); }
  int solution_row(int i) const { return best[i]; }

  /* ---- the parts ---- */
  int next_stamp() {
    if (++stamp == 0x7fffffff) {
      for (int c = 0; c < (int)seen.size(); c++) seen[c] = 0;
      stamp = 1;
    }
    return stamp;
  }
  /* node x's column taken out: its header from the column list, its other nodes from their rows */
  void cover(int x) {
    for (int i = nd[x].d; i != x; i = nd[i].d) { nd[nd[i].l].r = nd[i].r; nd[nd[i].r].l = nd[i].l; }
  }
  void uncover(int x) {
    for (int i = nd[x].u; i != x; i = nd[i].u) { nd[nd[i].l].r = i; nd[nd[i].r].l = i; }
  }
  /* the row of node x chosen: each of its columns still uncovered gets covered */
  void choose(int x) {
    cover(x);
    for (int j = nd[x].r; j != x; j = nd[j].r) cover(j);
  }
  void unchoose(int x) {
    for (int j = nd[x].l; j != x; j = nd[j].l) uncover(j);
    uncover(x);
  }
  /* at least this many more rows are needed (see the contract) */
  int bound() {
    int s = next_stamp(), h = 0;
    for (int c = nd[0].r; c != 0; c = nd[c].r) {
      if (seen[c] == s) continue;
      h++;
      for (int i = nd[c].d; i != c; i = nd[i].d)
        for (int j = nd[i].r; j != i; j = nd[j].r) seen[nd[j].col] = s;
    }
    return h;
  }
  bool search(int depth, int K) {
    nodes++;
    if (nd[0].r == 0) {
      best.assign(path.begin(), path.begin() + depth);
      return true;
    }
    if (depth + bound() > K) return false;
    int c = nd[0].r;
    for (int x = nd[c].r; x != 0; x = nd[x].r)
      if (len[x] < len[c]) c = x;
    for (int x = nd[c].d; x != c; x = nd[x].d) {
      choose(x);
      path[depth] = nd[x].row;
      bool found = search(depth + 1, K);
      unchoose(x);
      if (found) return true;
    }
    return false;
  }
};
#endif
