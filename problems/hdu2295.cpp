/* Task: HDU 2295 "Radar" -- http://acm.hdu.edu.cn/showproblem.php?pid=2295
 * Submit as: HDU G++ (C++98).  Input: T, then per case `N M K`, N city lines and M station
 *   lines `X Y` (whitespace-separated tokens; CRLF, tabs, a byte order mark are fine).
 * Output: per case the least radius R with which at most K stations cover every city, "%.6f".
 * Method: R is one of the N*M city-station distances: binary search over the distinct squared
 *   distances (integers: exact, no floating-point compare); each step asks for a repeated cover
 *   (columns = cities, rows = stations with the cities within the radius) with at most K rows,
 *   src/dlx_rcover.h (depth-first under the limit K, greedy lower bound).
 *   Limits as the statement: 1 <= N, M <= 50, 1 <= K <= M, 0 <= X, Y <= 1000; T >= 1 (more
 *   than 20 are solved); text after the T-th case is not read.
 * Status: sample + generated and adversarial cases vs brute pass; Windows/MinGW 32-bit + Wine:
 *   all cases pass, LF and CRLF input (make judge-windows); judge: not submitted.
 * Dialects: c++98 c++17
 */
#include <cmath>
#include <cstdio>
#include <algorithm>
#include <string>
#include <vector>
#include <stdint.h>
using namespace std;

// ==== BEGIN DLX RCOVER (src/dlx_rcover.h sha256:c2ef9ea9924f) -- edit src/dlx_rcover.h, then make sync ====
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
// ==== END DLX RCOVER ====

/* the input as integer tokens, counting lines */
struct Input {
  const char *s, *end;
  int line;
  Input(const char *b, size_t n) : s(b), end(b + n), line(1) {
    if (n >= 3 && (unsigned char)b[0] == 0xEF && (unsigned char)b[1] == 0xBB && (unsigned char)b[2] == 0xBF) s += 3;
  }
  static bool space(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == '\v'; }
  /* the next token into v: 0 an integer in lo..hi, 1 no token left, 2 not an integer, 3 out of range */
  int get(int &v, int lo, int hi) {
    for (; s < end && space(*s); s++)
      if (*s == '\n') line++;
    if (s == end) return 1;
    const char *p = s;
    bool neg = *p == '-';
    if (*p == '-' || *p == '+') p++;
    int x = 0, digits = 0;
    for (; p < end && *p >= '0' && *p <= '9'; p++, digits++)
      if (x < 100000000) x = x * 10 + (*p - '0');  /* larger values stay >= 10^8: out of range */
    if (digits == 0 || (p < end && !space(*p))) return 2;
    s = p;
    v = neg ? -x : x;
    return v < lo || v > hi ? 3 : 0;
  }
};

/* one number of the input in lo..hi, or the bad-input line in err */
static bool take(Input &in, int &v, int lo, int hi, const char *what, string &err) {
  int r = in.get(v, lo, hi);
  if (r == 0) return true;
  char msg[160];
  if (r == 1) sprintf(msg, "hdu2295: missing %s at line %d\n", what, in.line);
  else if (r == 2) sprintf(msg, "hdu2295: %s is not an integer at line %d\n", what, in.line);
  else sprintf(msg, "hdu2295: %s outside %d..%d at line %d\n", what, lo, hi, in.line);
  err = msg;
  return false;
}

enum { MAX_N = 50, MAX_M = 50, MAX_XY = 1000 };

struct Radar {
  int n, m, k;
  vector<int> d2;         /* d2[i * m + j]: squared distance from city i to station j */
  vector<uint64_t> cities, stations;  /* per station the cities within the radius; per city its stations */
  vector<char> use_s, use_c;
  vector<int> num, cols;
  RCover rc;
  /* use[i] = 0 for each set a[i] that lies inside (outer: around) another set of a; of equal
   * sets the first stays. The sets that stay include a maximal (minimal) one around (inside)
   * each set left out. */
  static void prune(const vector<uint64_t> &a, vector<char> &use, bool outer) {
    int n = (int)a.size();
    use.assign(n, 1);
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n && use[i]; j++) {
        uint64_t rest = outer ? a[j] & ~a[i] : a[i] & ~a[j];
        if (j != i && use[j] && rest == 0 && (a[i] != a[j] || j < i)) use[i] = 0;
      }
  }
  /* can k stations cover every city within squared radius r2? A station whose cities another
   * one covers too is left out (swap it for that one), and so is a city whose stations include
   * all stations of another city (covering that one covers it). */
  bool covers(int r2) {
    cities.assign(m, 0);
    stations.assign(n, 0);
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        if (d2[i * m + j] <= r2) cities[j] |= (uint64_t)1 << i;
    prune(cities, use_s, false);
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < m; j++)
        if (use_s[j] && (cities[j] >> i & 1)) stations[i] |= (uint64_t)1 << j;
      if (stations[i] == 0) return false;
    }
    prune(stations, use_c, true);
    num.assign(n, 0);
    int used = 0;
    for (int i = 0; i < n; i++) if (use_c[i]) num[i] = ++used;
    rc.reset(used);
    for (int j = 0; j < m; j++) {
      if (!use_s[j]) continue;
      cols.clear();
      for (int i = 0; i < n; i++)
        if (num[i] && (cities[j] >> i & 1)) cols.push_back(num[i]);
      rc.add_row(cols.empty() ? 0 : &cols[0], (int)cols.size());
    }
    return rc.coverable_within(k);
  }
  /* the least squared radius: the largest distance always works (one station covers all) */
  int least_r2() {
    vector<int> cand(d2);
    sort(cand.begin(), cand.end());
    cand.erase(unique(cand.begin(), cand.end()), cand.end());
    int lo = 0, hi = (int)cand.size() - 1;
    while (lo < hi) {
      int mid = lo + (hi - lo) / 2;
      if (covers(cand[mid])) hi = mid; else lo = mid + 1;
    }
    return cand[lo];
  }
};

/* Read and solve every case of `data`; the answers go to `out`, a bad input's message line to
 * `err`. Returns the exit status (0, or 2 on bad input with the earlier answers in `out`). */
static int run_task(const char *data, size_t size, string &out, string &err) {
  Input in(data, size);
  Radar R;
  int T = 0;
  if (!take(in, T, 1, 1000000, "case count T", err)) return 2;
  vector<int> x(MAX_N + MAX_M), y(MAX_N + MAX_M);
  for (int t = 0; t < T; t++) {
    if (!take(in, R.n, 1, MAX_N, "N (cities)", err) || !take(in, R.m, 1, MAX_M, "M (stations)", err) ||
        !take(in, R.k, 1, R.m, "K (operators)", err)) return 2;
    for (int i = 0; i < R.n + R.m; i++) {
      const char *what = i < R.n ? "city coordinate" : "station coordinate";
      if (!take(in, x[i], 0, MAX_XY, what, err) || !take(in, y[i], 0, MAX_XY, what, err)) return 2;
    }
    R.d2.resize(R.n * R.m);
    for (int i = 0; i < R.n; i++)
      for (int j = 0; j < R.m; j++) {
        int dx = x[i] - x[R.n + j], dy = y[i] - y[R.n + j];
        R.d2[i * R.m + j] = dx * dx + dy * dy;
      }
    char line[32];
    sprintf(line, "%.6f\n", sqrt((double)R.least_r2()));
    out += line;
  }
  return 0;
}

#ifndef FUZZING
int main() {
  string data, out, err;
  static char buf[1 << 16];
  for (size_t k; (k = fread(buf, 1, sizeof buf, stdin)) > 0;) data.append(buf, k);
  int status = run_task(data.data(), data.size(), out, err);
  fputs(out.c_str(), stdout);
  fputs(err.c_str(), stderr);
  return status;
}
#endif
