/* DCSearch: the domain-consistency search (src/engine/dc.h, Knuth's XCCDC idea) as an engine
 * type of the split driver (src/engine/split.h), so that every mode the driver runs -- first,
 * next and print, rows, limit, count, threads, parts, progress -- can run with DC's pruning.
 * Written only on DC's interface (build, include, uncover, remove, propagate, undo, clear_queue,
 * trail_height, first_option/next_option, active; primary, count, covered, uncovered, count_node,
 * nodes, removals), not on its tables. Standard headers, dc.h and the core (for the driver's constants DLX::LIST,
 * DLX::FOUND, ...); C++98.
 *
 * The state: DC's active options and covered items (after build(): all options active; a primary
 * item without options marks the root dead). The driver's calls:
 *   select_row(o)      include o (its primary items covered, the options clashing with it removed,
 *                      consistency restored); false, with nothing changed, if o is not active or
 *                      the inclusion is a dead end (the driver drops such a subtree)
 *   unselect_last()    undo the last selection
 *   choose_item()      the uncovered primary item with the fewest active options, ties to the
 *                      first; 0 when every primary item is covered
 *   item_len(i), first_in(i), next_in(p), row_of(p): the active options of item i (a "node" p is
 *                      np + 1 + the option; next_in() returns i after the last, as the links do)
 * The driver's cut branches on every active option of the chosen item: sound and complete under
 * DC, because every solution below the node contains exactly one option of that item, and the
 * options removed by propagation are in no solution below it.
 *
 * The search below the selections (begin(), next(budget), end_search()) is DC's binary scheme
 * (Knuth's XCCDC): at a node take the item with the fewest options (ties to the first)
 * and its first active option o; the child "o chosen" (include(o)); then o removed for the rest
 * of this stage, consistency restored, and choose again: a new node. A stage ends when
 * consistency fails, or after the child of an item that had one option (without o it has none).
 * The recursion is an explicit stack of frames (the trail heights at the stage's start and
 * before the child, the option o being tried), so next(budget) can stop after
 * `budget` nodes (PAUSED, about to enter a node) or at a solution (FOUND), and go on from there.
 * Every step is undone in the reverse order of the steps (undo(h), then uncover(o)).
 * Solutions come in the order of this search (with one subtree -- one thread, no parts -- always
 * the same order). node_count(): the nodes entered (Knuth's count: every choice point and every
 * solution), update_count(): the options removed.
 *
 * A propagation hook (DCHook, set_hook()): a tool's own propagation after DC's, e.g. groups'
 * whole cages (src/grid/griddc.h). Its settle() runs after every successful step -- a selection,
 * the search's inclusion of a child, the removal of a finished child -- and, once, at the root
 * (settle_root(), which first makes the root domain consistent); false there is a dead end.
 * Without a hook nothing of it runs. Each copy of the engine (the driver's threads) gets its own
 * copy of the hook (DCHook::clone()).
 *
 * The driver's engine contract (src/engine/split.h): explored() and path()/resume() (checkpoints);
 * no bulk counts, bounds (multiplicities) or count_memo() (--memo: the tools run the links search
 * for it). */
#ifndef DLX_ENGINE_DCSEARCH_H
#define DLX_ENGINE_DCSEARCH_H
#include <vector>
#include "src/dlx_core.h"
#include "src/engine/dc.h"

struct DCSearch;
/* A tool's propagation after DC's (DCSearch::set_hook). */
struct DCHook {
  virtual ~DCHook() {}
  /* After a successful step of s (its removals on s.dc's trail from height h on; all: at the
   * root, look at everything): remove what the tool's constraints rule out (s.dc.remove(), then
   * s.dc.propagate(), until nothing changes). s.included(o): o is selected or chosen by the search
   * (DC has made it inactive too). False: a dead end (DC's queue left empty). */
  virtual bool settle(DCSearch &s, size_t h, bool all) = 0;
  /* a copy of its own for a copy of the engine (each thread of the driver searches on one) */
  virtual DCHook *clone() const = 0;
};

struct DCSearch {
  typedef DC::u64 u64;
  DC dc;
  bool dead;                  /* the root has no solution: a primary item without options */
  std::vector<int> sel;       /* the selected options, in order */
  std::vector<size_t> sel_h;  /* the trail height before each selection */
  struct Frame {
    size_t h0, h;             /* the trail at the stage's start; before the child's inclusion */
    int o;                    /* the option of the child being searched (-1: none now) */
    int t, t0, k;             /* the chosen item's options at this node; at the stage's first node;
                               * the children finished (explored()) */
  };
  std::vector<Frame> st;      /* the stages of the search, root first */
  std::vector<int> chosen;    /* the options included by the search (a solution's rows after sel) */
  int phase;
  enum { PH_IDLE, PH_READY, PH_FOUND, PH_PAUSED, PH_DONE };
  /* the split driver's contract (split.h): an item's options exclude each other; see the top */
  enum { EXCLUDES_TRIED = 0, HAS_BULK = 0, HAS_BOUNDS = 0, HAS_EXPLORED = 1, HAS_RESUME = 1, HAS_MEMO = 0 };

  DCSearch() : dead(true), phase(PH_IDLE), hk(0), own_hook(false), cur_item(0) {}
  DCSearch(const DCSearch &x) : hk(0), own_hook(false) { copy(x); }
  DCSearch &operator=(const DCSearch &x) { if (this != &x) { drop_hook(); copy(x); } return *this; }
  ~DCSearch() { drop_hook(); }

  /* the tool's propagation (0: none), after build(); h stays the caller's (not deleted here) */
  void set_hook(DCHook *h) { drop_hook(); hk = h; inc.assign(dc.options(), 0); }
  bool included(int o) const { return inc[o] != 0; }
  const DCHook *hook() const { return hk; }
  /* the root declared dead from outside (a tool's own check: e.g. clashing givens): no solution */
  void mark_dead() { end_search(); dead = true; }
  /* the root made domain consistent, then settled by the hook (all: true); the removals stay
   * (below every selection). false: no solution (the root is dead). */
  bool settle_root() {
    if (dead) return false;
    size_t h = dc.trail_height();
    if (!dc.make_consistent() || (hk && !hk->settle(*this, h, true))) { dc.clear_queue(); dead = true; }
    return !dead;
  }

  /* build DC's tables (the arguments of DC::build); false as DC::build. The root is not made
   * domain consistent first (settle_root() does that): the first inclusions and removals
   * propagate from the items they touch, and an option without support elsewhere goes when its
   * items' domains shrink. Measured: killer_seed1_xcc counts in 155 nodes instead of 159, word
   * rectangles 3x3 in 563,953 instead of 564,060 and 20% less cpu (docs/performance.md). */
  bool build(int n, int np, int R, const int *start, const int *it, const int *col, double max_bytes) {
    sel.clear(); sel_h.clear(); st.clear(); chosen.clear(); phase = PH_IDLE;
    dead = true;
    inc.clear();
    if (!dc.build(n, np, R, start, it, col, max_bytes)) return false;
    if (hk) inc.assign(dc.options(), 0);  /* (a hook set before: its marks sized for these options) */
    dead = false;
    for (int p = 1; p <= dc.primary(); p++) if (!dc.covered(p) && dc.count(p) == 0) dead = true;
    return true;
  }

  /* ---- the selections ---- */
  bool select_row(int o) {
    end_search();
    if (dead || o < 0 || o >= dc.options() || !dc.active(o)) return false;
    size_t h = dc.trail_height();
    if (hk) inc[o] = 1;
    if (!dc.include(o) || (hk && !hk->settle(*this, h, false))) {
      dc.undo(h); dc.uncover(o);
      if (hk) inc[o] = 0;
      return false;
    }
    sel.push_back(o); sel_h.push_back(h);
    return true;
  }
  void unselect_last() {
    end_search();
    if (sel.empty()) return;
    dc.undo(sel_h.back()); dc.uncover(sel.back());
    if (hk) inc[sel.back()] = 0;
    sel.pop_back(); sel_h.pop_back();
  }
  void unselect_all() { while (!sel.empty()) unselect_last(); }
  int selected() const { return (int)sel.size(); }

  /* ---- the views the driver branches on ---- */
  int choose_item() const {
    const DCState &s = dc.state();
    if (dead) return s.primary() ? 1 : 0;  /* (item_len() says 0: the driver's dead end) */
    int best = 0, t = 0x7fffffff, np = s.primary();
    for (int p = 1; p <= np; p++)
      if (!s.covered(p) && s.count(p) < t) { t = s.count(p); best = p; if (t <= 1) break; }
    return best;
  }
  int item_len(int i) const { return dead ? 0 : dc.count(i); }
  int first_in(int i) const {
    cur_item = i;
    int o = dead ? -1 : dc.first_option(i);
    return o < 0 ? i : o + dc.primary() + 1;
  }
  int next_in(int p) const {
    int o = dc.next_option(cur_item, p - dc.primary() - 1);
    return o < 0 ? cur_item : o + dc.primary() + 1;
  }
  int row_of(int p) const { return p - dc.primary() - 1; }

  /* ---- the search below the selections ---- */
  void begin(int = DLX::LIST) {
    end_search();
    phase = dead ? PH_DONE : PH_READY;
  }
  /* on to a solution (DLX::FOUND), the end (DONE) or `budget` more nodes (PAUSED; 0: no limit).
   * (Out of line: inlined into its one caller, the driver's subtree(), it cost 0.3% more
   * instructions on xc --dc --count queens_12.) */
  __attribute__((noinline)) int next(u64 budget = 0) {
    enum { ENTER, BACK, LEAVE };
    if (phase == PH_IDLE || phase == PH_DONE) return DLX::DONE;
    u64 stop = budget ? dc.nodes() + budget : 0;
    int at = phase == PH_FOUND ? LEAVE : ENTER;
    if (phase == PH_READY) push_frame();
    for (;;) {
      Frame &f = st.back();
      if (at == ENTER) {
        if (stop && dc.nodes() >= stop) { phase = PH_PAUSED; return DLX::PAUSED; }
        dc.count_node();
        if (dc.uncovered() == 0) { phase = PH_FOUND; return DLX::FOUND; }
        if (!branch(f)) { at = LEAVE; continue; }  /* (cannot happen: a domain emptied fails the step) */
        if (enter_child(f)) push_frame();
        else at = BACK;
      } else if (at == BACK) {  /* the child of f is done: its option removed, on to the next node */
        at = remove_tried(f, leave_child(f)) ? ENTER : LEAVE;
      } else {  /* the stage of f ends */
        dc.undo(f.h0);
        st.pop_back();
        if (st.empty()) { phase = PH_DONE; return DLX::DONE; }
        at = BACK;
      }
    }
  }
  /* undo an unfinished search (back to the selections), in the reverse order of its steps */
  void end_search() {
    while (!st.empty()) {
      Frame &f = st.back();
      if (f.o >= 0) leave_child(f);
      dc.undo(f.h0);
      st.pop_back();
    }
    phase = PH_IDLE;
  }
  bool first() { begin(); if (next() == DLX::FOUND) return true; end_search(); return false; }
  /* the current solution: the selected options, then the search's */
  int solution_size() const { return (int)(sel.size() + chosen.size()); }
  int solution_row(int k) const { return k < (int)sel.size() ? sel[k] : chosen[k - sel.size()]; }
  u64 node_count() const { return dc.nodes(); }
  u64 update_count() const { return dc.removals(); }

  /* Knuth's estimate of the share of the search (below the selections) done: per stage, the
   * children finished out of the options its item had at the stage's first node */
  double explored() const {
    double f = 0, w = 1;
    for (size_t j = 0; j < st.size(); j++) {
      const Frame &x = st[j];
      if (x.k == 0 && x.o < 0) break;  /* a node not branched yet */
      int t0 = x.t0 > 0 ? x.t0 : 1, k = x.k < t0 - 1 ? x.k : t0 - 1;
      w /= t0;
      f += k * w;
      if (x.o < 0) break;
    }
    return f + 0.5 * w;
  }
  /* ---- checkpoints: where a paused search stands, and rebuilding it ----
   * path(): per stage from the top, the children it has finished (each: its option removed
   * since); every stage but the last is in its next child. The search is paused by
   * next(budget) (about to enter the last stage's next node) or stopped at a solution.
   * resume(path, at_solution), after the same selections on the same matrix (and the same hook):
   * next()'s steps again (branch(), remove_tried(), enter_child()) -- per stage, its finished
   * children's options removed in turn (consistency restored after each), then the next child
   * included -- so next() goes on exactly where it stopped. False (state as after begin()) if the
   * path does not fit. */
  std::vector<int> path() const {
    std::vector<int> p;
    if (phase != PH_PAUSED && phase != PH_FOUND) return p;
    for (size_t j = 0; j < st.size(); j++) p.push_back(st[j].k);
    return p;
  }
  bool resume(const std::vector<int> &path, bool at_solution) {
    begin();
    if (phase != PH_READY || path.empty()) return false;
    push_frame();
    phase = PH_PAUSED;  /* from here, end_search() undoes what is rebuilt */
    for (size_t j = 0; j < path.size(); j++) {
      Frame &f = st.back();
      if (path[j] < 0) { end_search(); return false; }
      for (int k = 0; k < path[j]; k++)  /* a finished child: its option removed, as next() does after it */
        if (!branch(f) || !remove_tried(f, f.o)) { end_search(); return false; }
      if (j + 1 == path.size()) break;  /* the last stage: its next node is entered by next() */
      if (!branch(f) || !enter_child(f)) { end_search(); return false; }  /* the child this stage is in */
      push_frame();
    }
    if (at_solution && dc.uncovered() != 0) { end_search(); return false; }  /* (paused: its next node may be a solution) */
    phase = at_solution ? PH_FOUND : PH_PAUSED;
    return true;
  }

 private:
  DCHook *hk;            /* the tool's propagation, or 0 */
  bool own_hook;         /* hk is this copy's own (a clone), deleted with it */
  std::vector<char> inc; /* with a hook: per option, included (selected or chosen) */
  mutable int cur_item;  /* the item of the last first_in() (next_in() continues its list) */

  void drop_hook() { if (own_hook) delete hk; hk = 0; own_hook = false; }
  void copy(const DCSearch &x) {
    dc = x.dc; dead = x.dead; sel = x.sel; sel_h = x.sel_h; st = x.st;
    chosen = x.chosen; phase = x.phase; inc = x.inc; cur_item = x.cur_item;
    hk = x.hk ? x.hk->clone() : 0; own_hook = hk != 0;
  }

  void push_frame() {
    Frame f;
    f.h0 = f.h = dc.trail_height(); f.o = -1; f.t = f.t0 = f.k = 0;
    st.push_back(f);
  }
  /* ---- the steps of the search (next() and resume() both take them) ---- */
  /* the node of stage f: the uncovered primary item with the fewest options (ties to the first),
   * its first option f.o (the child to search), the trail height before it f.h; the item's options
   * (0: none, f unchanged) */
  int branch(Frame &f) {
    int p = choose_item(), t = p ? dc.count(p) : 0;
    if (t == 0) return 0;
    if (f.k == 0) f.t0 = t;
    f.t = t; f.o = dc.first_option(p); f.h = dc.trail_height();
    return t;
  }
  /* the child "f.o chosen": f.o included, consistency restored, the hook settled; false: a dead
   * end (leave_child() undoes it either way) */
  bool enter_child(Frame &f) {
    chosen.push_back(f.o);
    if (hk) inc[f.o] = 1;
    return dc.include(f.o) && (!hk || hk->settle(*this, f.h, false));
  }
  /* undo the child of f (back to the trail height f.h, its option uncovered); its option */
  int leave_child(Frame &f) {
    int o = f.o;
    dc.undo(f.h); dc.uncover(o); chosen.pop_back();
    if (hk) inc[o] = 0;
    return o;
  }
  /* the child of f with option o finished (o not included now): o removed for the rest of the
   * stage, consistency restored, the hook settled; false: the stage ends (without o the item has
   * no option, or a dead end) */
  bool remove_tried(Frame &f, int o) {
    f.o = -1; f.k++;
    if (f.t == 1) return false;  /* without o the item has no option */
    if (!dc.remove(o)) { dc.clear_queue(); return false; }
    return dc.propagate() && (!hk || hk->settle(*this, f.h, false));
  }
};
#endif
