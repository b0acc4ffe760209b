/* The engine the tools include (never paste): the judge core, then its layers:
 *   src/engine/big.h   exact integers of any size
 *   src/engine/mult.h  state views, multiplicities (Algorithm M)
 *   here               memoized exact counting, visit(), the resume API (path()/resume()), and
 *                      building row by row as a reader reads (reserve_nodes(), add_row_grown())
 * The judge core knows nothing of these; see docs/LAYOUT.md. */
#ifndef DLX_ENGINE_ENGINE_H
#define DLX_ENGINE_ENGINE_H
#include <new>
#include "src/engine/big.h"
#include "src/engine/mult.h"

struct Engine : MultDLX {
  /* the split driver's engine contract (src/engine/split.h): an item's branches exclude each other;
   * bulk counts (count()'s bit-mask tail), bounds (multiplicities), explored(), path()/resume(),
   * count_memo(): all of them */
  enum { EXCLUDES_TRIED = 0, HAS_BULK = 1, HAS_BOUNDS = 1, HAS_EXPLORED = 1, HAS_RESUME = 1, HAS_MEMO = 1 };
  /* ---- memoized counting ("dancing with decision diagrams") ----
   * count_memo(): exact count caching each subproblem's completions by key (active items + colors
   * of purified secondary items fix the remaining options); the table stops growing at max_bytes
   * or at memo_room() entries (still exact, slower). No recursion. */
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
    u64 safe;                      /* memo_insert() looks at the caps from here on */
    bool full;                     /* a cap was reached: no more entries */
    Memo() : states(0), hits(0), bytes(0), safe(0), full(false) {}
  } memo;

  /* the most entries the table holds, whatever max_bytes allows: its indices are ints (an entry's
   * number, its slot among twice as many; the offsets in vals are checked as they grow). A power
   * of two, at least 512: the slots (1024 at first) double when the entries fill half of them, and
   * that is where the room is checked. A test build may set it lower. */
#ifndef ENGINE_MEMO_ROOM
#define ENGINE_MEMO_ROOM ((size_t)1 << 29)
#endif
  static size_t memo_room() { return ENGINE_MEMO_ROOM; }
  /* the table's bytes up to which the offsets in vals fit an int unchecked: every entry's cost
   * counts its words there, so vals holds at most bytes / 4 words */
  static u64 memo_safe_bytes() { return ((u64)1 << 33) - 64; }

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
  /* (below memo.safe, the least of max_bytes and memo_safe_bytes(), nothing else is looked at) */
  void memo_insert(const u64 *key, int kw, u64 h, const Big &v, u64 max_bytes) {
    u64 cost = (u64)kw * 8 + 4 * (1 + v.w.size()) + 8 + 4 + 2 * 4;
    if (memo.full || memo.bytes + cost > memo.safe)
      if (memo.full || memo.bytes + cost > max_bytes || memo.vals.size() + 1 + v.w.size() > (size_t)0x7fffffff) {
        memo.full = true;
        return;
      }
    int e = (int)memo.hash.size();
    if ((size_t)(e + 1) * 2 > memo.slot.size()) {  /* grow the slots, load <= 1/2 */
      u64 grow = (u64)memo.slot.size() * 2 * 4;
      if (memo.bytes + cost + grow > max_bytes || (size_t)e >= memo_room()) { memo.full = true; return; }
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
    memo.safe = max_bytes < memo_safe_bytes() ? max_bytes : memo_safe_bytes();
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

  /* Knuth's estimate of the fraction of the current search's tree (below the selections) already
   * explored, from the positions of the path's options in their items' lists; 0 with bounds. */
  double explored() const {
    double f = 0, w = 1;
    if (bounded) return 0;
    for (int k = nsel; k < lvl; k++) {
      int x = choice[k], i = nd[x].top, pos = 0;
      for (int p = nd[i].down; p != x && p != i; p = nd[p].down) pos++;
      int len = nd[i].top;
      if (len <= 0) break;
      w /= len;
      f += pos * w;
    }
    return f + 0.5 * w;
  }

  /* ---- building row by row without knowing the size (a reader that adds each option as it reads
   * it): room for up to `nodes` nodes in all, taken only as rows arrive (memory not yet used is
   * never touched), then add_row() as always; end_rows() once the last row is in ---- */
  /* (out of line: its exception handler, inlined into xc's reader, cost the reader's loop 5%) */
  __attribute__((noinline)) void reserve_nodes(size_t nodes, size_t rows) {
    if (nodes > (size_t)max_nodes + 1) nodes = (size_t)max_nodes + 1;
    try {  /* address space only; where even that is refused, the rows grow as they come */
      nd.reserve(nodes);
      rstart.reserve(rows < nodes ? rows : nodes);
    } catch (const std::bad_alloc &) {
    }
  }
  /* the row of items[0, k) with colors (0: none), as add_row(), the nodes grown a little at a time
   * within the room of reserve_nodes() (add_row alone doubles them, touching twice the memory) */
  int add_row_grown(const int *items, int k, const int *colors) {
    size_t need = (size_t)nnodes + (size_t)k + 1;
    if (nd.size() < need) {
      size_t more = need + 4096;
      nd.resize(more <= nd.capacity() ? more : need);
    }
    return add_row(items, k, colors);
  }
  void end_rows() { if ((int)nd.size() > nnodes) nd.resize(nnodes); }
  /* the items and colors of row r as added (before a search: purifying marks colors) */
  void row(int r, std::vector<int> &items, std::vector<int> &colors) const {
    items.clear(); colors.clear();
    for (int p = rstart[r]; nd[p].top > 0; p++) { items.push_back(nd[p].top); colors.push_back(nd[p].color); }
  }
  /* the rows' memory back (a search given up, its engine dropped): reset() before any other use */
  void release_rows() {
    std::vector<Node>().swap(nd); std::vector<int>().swap(rstart);
    n = np = nnodes = nrows = nsel = lvl = 0; phase = PH_IDLE;
  }

  /* ---- the resume API: where a paused search stands, and rebuilding it ----
   * path(): the search path below the selections (one option node per level) of a search paused
   * by next(budget) (it is about to enter the node at that path) or stopped at a solution.
   * resume(path, at_solution), after the same selections on the same matrix: rebuild that search
   * level by level (cover the item of each node, commit the rest of its option), so that next()
   * goes on exactly where it stopped. False (state as after begin()) if the path does not fit.
   * Not with bounds. */
  std::vector<int> path() const {
    return std::vector<int>(choice.begin() + nsel, choice.begin() + (phase == PH_FOUND || phase == PH_PAUSED ? lvl : nsel));
  }
  bool resume(const std::vector<int> &path, bool at_solution) {
    begin();
    if (bounded) return false;
    if ((int)choice.size() < nsel + (int)path.size() + 1) choice.resize(nsel + path.size() + 1);
    if ((int)saved.size() < nsel + (int)path.size() + 1) saved.resize(nsel + path.size() + 1);
    for (size_t k = 0; k < path.size(); k++) {
      int x = path[k];
      if (x <= n + 1 || x >= nnodes || nd[x].top <= 0 || nd[x].top > np) { end_search(); return false; }
      int i = nd[x].top;
      bool in_list = false;
      if (item_active(i))  /* (the item the run branched on; the choice rule does not matter) */
        for (int p = nd[i].down; p != i; p = nd[p].down) if (p == x) { in_list = true; break; }
      if (!in_list) { phase = PH_PAUSED; end_search(); return false; }
      cover(i);
      saved[lvl].hint_base = saved[lvl].hint_own = 0;  /* no hints kept: the scan decides (hint_lost below) */
      choice[lvl] = x;
      commit_others(x);
      lvl++;
      phase = PH_PAUSED;  /* from here, end_search() undoes the levels built */
    }
    hint_top = hint_base = hint_own = hint_new = 0; hint_lost = 1;
    if (at_solution && choose_item() != 0) { phase = PH_PAUSED; end_search(); return false; }
    phase = at_solution ? PH_FOUND : PH_PAUSED;  /* next(): back up from the solution, or enter the node */
    return true;
  }
};
#endif
