// A counter-based exact-cover engine for 9x9 sudoku (kudoku's representation), measured against
// our dancing-links core (fifth round of issue 8; not used by any task). Options and items are
// static arrays; the state is a live flag per option and a count of live options per item
// (covered items get a huge count). Selecting an option kills every live option of its items and
// decrements their items' counts, pushing items that fall to 0 or 1 on a stack (forced moves
// newest first, as poj3074's quick mode). A branching level saves the state by copying it
// (324 ints + 729 bytes) and restores it on backtrack; the choice is the item with fewest
// options, ties to the first. Same answers as build/poj3074 (checked by cmp below).
//   g++ -O2 -mpopcnt -o /tmp/counters src/proto/counters.cpp
//   /tmp/counters < FILE.poj > /tmp/c.out && build/poj3074 < FILE.poj | cmp - /tmp/c.out
// (FILE.poj: 81-character lines, '.' blank, then "end"; prints the nodes to stderr.)
// Measured 2026-11-23, same machine, best of 3 (/usr/bin/time -f %e, whole process):
//   forum_hardest_1106 0.17 s (poj3074 0.16), magictour_top1465 0.10 (0.09), 17_clue 0.86 (0.89).
// Cachegrind on the first 3000 of 17_clue: 111K instructions and 1.9K branch mispredictions per
// puzzle (poj3074: 210K and 2.8K), so about half of its time is mispredicted branches (is the
// option live? did the count fall to 1?). A branch-free kill (every option decremented by its
// live flag) was slower still: 17_clue 1.53 s.
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>
using namespace std;
struct Dense {
  int n, np, nr;
  vector<int> rs, ri, is, io;  // option -> items ; item -> options
  vector<int> cnt; vector<unsigned char> live;   // current state
  vector<int> st;   // saved states: per level (n+1) ints + nr bytes
  vector<int> hint; int hl;
  vector<int> path; int pl;
  unsigned long long nodes;
  enum { BIG = 1 << 29 };
  void build(int n_, int np_, const vector<vector<int> > &rows) {
    n = n_; np = np_; nr = rows.size();
    rs.assign(nr + 1, 0); is.assign(n + 2, 0);
    for (int r = 0; r < nr; r++) { rs[r + 1] = rs[r] + rows[r].size(); for (size_t j = 0; j < rows[r].size(); j++) is[rows[r][j] + 1]++; }
    for (int x = 1; x <= n + 1; x++) is[x] += is[x - 1];
    ri.resize(rs[nr]); io.resize(rs[nr]);
    vector<int> fill(is.begin(), is.end());
    for (int r = 0; r < nr; r++) for (size_t j = 0; j < rows[r].size(); j++) { ri[rs[r] + j] = rows[r][j]; io[fill[rows[r][j]]++] = r; }
    cnt.assign(n + 1, 0); live.assign(nr, 1);
    for (int x = 1; x <= n; x++) cnt[x] = x <= np ? is[x + 1] - is[x] : BIG;
    cnt[0] = BIG;
    hint.resize(4 * rs[nr] + 16); path.resize(n + 1); hl = pl = 0; nodes = 0;
  }
  // select option r in current state; hints pushed
  void select(int r) {
    int *c = &cnt[0]; unsigned char *lv = &live[0];
    const int *RI = &ri[0], *RS = &rs[0], *IO = &io[0], *IS = &is[0];
    int h = hl;
    int *hs = &hint[0];
    for (int j = RS[r]; j < RS[r + 1]; j++) {
      int x = RI[j];
      c[x] = BIG;
      for (int k = IS[x]; k < IS[x + 1]; k++) {
        int r2 = IO[k];
        if (!lv[r2]) continue;
        lv[r2] = 0;
        for (int t = RS[r2]; t < RS[r2 + 1]; t++) { int y = RI[t]; if (--c[y] <= 1) hs[h++] = y; }
      }
    }
    hl = h;
    path[pl++] = r;
  }
  // propagate forced; false on contradiction
  bool prop() {
    while (hl > 0) {
      int y = hint[--hl];
      int c = cnt[y];
      if (c == 0) return false;
      if (c == 1) {
        int k = is[y]; while (!live[io[k]]) k++;
        nodes++;
        select(io[k]);
      }
    }
    return true;
  }
  struct Lv { int item, k, pl; };
  vector<Lv> lv;
  bool solve() {
    // state saved per branch level
    size_t ssz = (n + 1) * sizeof(int) + nr;
    vector<char> save;
    lv.clear(); int d = 0;
    if (!prop()) return false;
    for (;;) {
      // choose
      int best = 0, m = BIG / 2;
      for (int x = 1; x <= np; x++) { int c = cnt[x]; if (c < m) { m = c; best = x; if (c <= 2) break; } }
      if (best == 0) return true;
      nodes++;
      if (m == 0) goto back;
      // push level
      if ((int)lv.size() <= d) lv.resize(d + 1);
      if (save.size() < (d + 1) * ssz) save.resize((d + 1) * ssz + ssz * 8);
      memcpy(&save[d * ssz], &cnt[0], (n + 1) * sizeof(int)); memcpy(&save[d * ssz] + (n + 1) * sizeof(int), &live[0], nr);
      lv[d].item = best; lv[d].k = is[best]; lv[d].pl = pl; d++;
      goto tryit;
    back:
      for (;;) {
        if (d == 0) return false;
        Lv &L = lv[d - 1];
        // restore
        memcpy(&cnt[0], &save[(d - 1) * ssz], (n + 1) * sizeof(int)); memcpy(&live[0], &save[(d - 1) * ssz] + (n + 1) * sizeof(int), nr);
        pl = L.pl; hl = 0;
        L.k++;
        break;
      }
    tryit:
      {
        Lv &L = lv[d - 1];
        while (L.k < is[L.item + 1] && !live[io[L.k]]) L.k++;
        if (L.k >= is[L.item + 1]) { d--; goto back; }
        hl = 0;
        select(io[L.k]);
        if (!prop()) goto back;
      }
    }
  }
};
static Dense D; static vector<int> c0; static vector<unsigned char> l0;
int main() {
  vector<vector<int> > rows;
  for (int r = 0; r < 9; r++) for (int c = 0; c < 9; c++) for (int v = 0; v < 9; v++) {
    int b = (r / 3) * 3 + c / 3; vector<int> it(4);
    it[0] = 1 + r * 9 + c; it[1] = 82 + r * 9 + v; it[2] = 163 + c * 9 + v; it[3] = 244 + b * 9 + v; rows.push_back(it); }
  D.build(324, 324, rows); c0 = D.cnt; l0 = D.live;
  char line[200]; string out;
  while (fgets(line, sizeof line, stdin)) {
    if (!strncmp(line, "end", 3)) break;
    memcpy(&D.cnt[0], &c0[0], c0.size() * 4); memcpy(&D.live[0], &l0[0], l0.size()); D.pl = 0; D.hl = 0;
    bool ok = true;
    for (int k = 0; k < 81 && ok; k++) if (line[k] != '.') { int r = k * 9 + line[k] - '1'; if (!D.live[r]) ok = false; else D.select(r); }
    if (ok) ok = D.solve();
    if (!ok) { out += "no solution\n"; continue; }
    char g[83]; memcpy(g, line, 81); g[81] = '\n';
    for (int k = 0; k < D.pl; k++) { int r = D.path[k]; g[r / 9] = '1' + r % 9; }
    out.append(g, 82);
  }
  fwrite(out.data(), 1, out.size(), stdout);
  fprintf(stderr, "nodes %llu\n", D.nodes);
}
