/* The split driver (an engine extension): one search tree cut into subtrees and searched on
 * threads or in parts, for every tool that counts or lists solutions (xc, sudoku, jigsaw, killer,
 * groups, polyomino, polycube, matching). Standard headers and the engine only: no I/O, no
 * globals; compiles as C++98 (one thread) and C++11 (threads).
 *
 *   Split o;                      --threads N, --parts K --part I, --memo (src/lib/options.h reads them)
 *   o.tally = &t;                 optional: t.nodes += the count's search nodes; t.budget caps them
 *   SplitDriver<Engine> r(o);     then, all optional:
 *     r.limit = K;                stop after K solutions (all threads together)
 *     r.hooks = &h;               h.text()/emit(): print the solutions; h.pause(): progress, checkpoints
 *     r.progress = true;          keep the figures of a progress report for h.pause()
 *     r.bulk = false;             list every solution (no bit-mask tail)
 *     r.heaviest_first = false;   threads take the subtrees in the cut's order (the search's)
 *   Big c = r.count(d, roots);    roots: row lists (on top of what d has selected), each with a multiplier
 *   (or r.prepare(d, roots); r.search(d);  to look at r.tasks in between, e.g. to resume)
 *   r.nodes, r.updates, r.worker[w], r.memo_states ...: the figures of the run
 *
 * The cut: from the roots, one level deeper at a time (choose_item(), one subtree per option of
 * that item; forced moves followed in place; dead ends dropped at the next level; a solution
 * stays one subtree), until there are at least `target` subtrees, in a fixed order. Rows are
 * selected on top of what d has selected on entry (e.g. a sudoku's givens), which stays. --parts K
 * --part I: the cut depends on the roots and K only (at least 16K subtrees); part I searches the
 * subtrees I, I+K, I+2K, ...: the K parts are disjoint, cover the tree, and their counts add up.
 * --threads N: at least 64N subtrees, largest first by Knuth's estimate (siblings stay together),
 * taken by N threads from one atomic index, each thread on its own copy of the engine.
 * A subtree's count is a u64 (enumerated one solution at a time, or by the engine's bulk count);
 * every sum and product is a Big: exact.
 *
 * The engine type E: Engine (src/engine/engine.h), DCSearch (src/engine/dcsearch.h: domain
 * consistency), MinCoverDLX (src/engine/mincover.h: xc --min-cover); what it must provide and what
 * it may lack: "The engine contract" below.
 * search_again(d) searches the same subtrees once more after a change of d (min-cover's IDA*:
 * one search per bound), and SplitHooks::finish() hands each worker's engine to the tool at the
 * end (figures of the engine's own: min-cover's next bound). */
#ifndef DLX_ENGINE_SPLIT_H
#define DLX_ENGINE_SPLIT_H
#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>
#include "src/engine/engine.h"
#if __cplusplus >= 201103L
#include <atomic>
#include <chrono>
#include <ctime>
#include <mutex>
#include <thread>
#endif

/* ---- The engine contract ----
 * An engine type E of the driver provides (SplitContract<E>::check(), called by SplitDriver's
 * constructor, makes the compiler check each one's type: a missing or mistyped member does not
 * compile):
 *   bool select_row(int r)        select row r on top of the selections (a subtree's root is a list
 *                                 of them); false, with nothing changed, if r clashes or is not active
 *   void unselect_last()          undo the last selection
 *   int choose_item() const       the item the search branches on next at the selections; 0: none
 *                                 left (a solution)
 *   int item_len(int i) const     its options (0: a dead end); first_in(i), next_in(p) (i after the
 *   int first_in(int i) const,    last), row_of(p): the nodes of its options and their rows, in the
 *   int next_in(int p) const,     order the search tries them
 *   int row_of(int p) const
 *   void begin(int mode)          a search below the selections: DLX::LIST (every solution through
 *                                 next()) or DLX::COUNT_BULK (with HAS_BULK only)
 *   int next(uint64_t budget)     on to DLX::FOUND (a solution), DONE, or PAUSED after `budget`
 *                                 more nodes (0: no limit); again after FOUND or PAUSED goes on
 *   void end_search()             undo an unfinished search (back to the selections)
 *   uint64_t node_count() const, update_count() const: its search nodes and updates so far
 *   copy construction             each thread searches on its own copy
 *   enum EXCLUDES_TRIED           0 when the branches of an item exclude each other by themselves
 *                                 (exact cover: its options all hold the item); 1 when they do not
 *                                 (min-cover: two options of an item may be in one cover) and the
 *                                 engine's branch j excludes the options 1..j-1 tried before it.
 *                                 Then the cut's subtree j of an item carries those exclusions as
 *                                 steps ~r (select_row(~r): row r excluded below), so that every
 *                                 solution still lies in one subtree.
 * and the enum flags HAS_BULK, HAS_BOUNDS, HAS_EXPLORED, HAS_RESUME, HAS_MEMO, each 0 (the engine
 * lacks it: it need not have the members, and the driver never calls them) or 1 (it has these):
 *   HAS_BULK      begin(DLX::COUNT_BULK) may count solutions at once; uint64_t take_bulk(): those
 *                 counted since the last call (else every solution comes through next())
 *   HAS_BOUNDS    bool has_bounds() const: multiplicities are in force; choose_item() then does
 *                 not say a dead end (the driver does not skip such subtrees)
 *   HAS_EXPLORED  double explored() const: the share of the search's tree done (Knuth's estimate),
 *                 for the progress figures (SplitDriver::progress)
 *   HAS_RESUME    std::vector<int> path() const, bool resume(const std::vector<int> &, bool
 *                 at_solution): a paused search's position, and rebuilding it (checkpoints)
 *   HAS_MEMO      Big count_memo(uint64_t max_bytes): the exact count at the selections; a member
 *                 memo with states, hits, bytes (uint64_t) and full (bool): its figures (--memo)
 * The driver chooses at compile time (by the tags SplitHas<true/false>). A mode the engine lacks
 * (o.memo, progress, resuming) is refused where a tool asks for it, by its option checks;
 * SplitDriver::lacks() names it, and search() throws std::logic_error if asked anyway.
 * split_ida() (below) asks more of E: SplitIdaContract. */
template <bool B> struct SplitHas {};
template <int V> struct SplitFlagValue;  /* defined for 0 and 1 only: a flag must be one of them */
template <> struct SplitFlagValue<0> {};
template <> struct SplitFlagValue<1> {};
template <class E> struct SplitContract {
    static void check() {
        bool (E::*select_row)(int) = &E::select_row;
        void (E::*unselect_last)() = &E::unselect_last;
        int (E::*choose_item)() const = &E::choose_item;
        int (E::*item_len)(int) const = &E::item_len;
        int (E::*first_in)(int) const = &E::first_in;
        int (E::*next_in)(int) const = &E::next_in;
        int (E::*row_of)(int) const = &E::row_of;
        void (E::*begin)(int) = &E::begin;
        int (E::*next)(uint64_t) = &E::next;
        void (E::*end_search)() = &E::end_search;
        uint64_t (E::*node_count)() const = &E::node_count;
        uint64_t (E::*update_count)() const = &E::update_count;
        (void)select_row; (void)unselect_last; (void)choose_item; (void)item_len; (void)first_in; (void)next_in;
        (void)row_of; (void)begin; (void)next; (void)end_search; (void)node_count; (void)update_count;
        (void)sizeof(SplitFlagValue<E::EXCLUDES_TRIED>); (void)sizeof(SplitFlagValue<E::HAS_BULK>);
        (void)sizeof(SplitFlagValue<E::HAS_BOUNDS>); (void)sizeof(SplitFlagValue<E::HAS_EXPLORED>);
        (void)sizeof(SplitFlagValue<E::HAS_RESUME>); (void)sizeof(SplitFlagValue<E::HAS_MEMO>);
        bulk(SplitHas<E::HAS_BULK != 0>()); bounds(SplitHas<E::HAS_BOUNDS != 0>());
        explored(SplitHas<E::HAS_EXPLORED != 0>()); resume(SplitHas<E::HAS_RESUME != 0>());
        memo(SplitHas<E::HAS_MEMO != 0>());
    }
    static void bulk(SplitHas<false>) {}
    static void bulk(SplitHas<true>) { uint64_t (E::*take_bulk)() = &E::take_bulk; (void)take_bulk; }
    static void bounds(SplitHas<false>) {}
    static void bounds(SplitHas<true>) { bool (E::*has_bounds)() const = &E::has_bounds; (void)has_bounds; }
    static void explored(SplitHas<false>) {}
    static void explored(SplitHas<true>) { double (E::*explored)() const = &E::explored; (void)explored; }
    static void resume(SplitHas<false>) {}
    static void resume(SplitHas<true>) {
        std::vector<int> (E::*path)() const = &E::path;
        bool (E::*resume)(const std::vector<int> &, bool) = &E::resume;
        (void)path; (void)resume;
    }
    static void memo(SplitHas<false>) {}
    static void memo(SplitHas<true>) {
        Big (E::*count_memo)(uint64_t) = &E::count_memo;
        typedef typename E::Memo M;
        M E::*m = &E::memo;
        uint64_t M::*states = &M::states, M::*hits = &M::hits, M::*bytes = &M::bytes;
        bool M::*full = &M::full;
        (void)count_memo; (void)m; (void)states; (void)hits; (void)bytes; (void)full;
    }
};
/* the calls of a capability, chosen by its tag (SplitHas<false>: the engine lacks it) */
template <class E> static inline bool split_bounded(const E &d, SplitHas<true>) { return d.has_bounds(); }
template <class E> static inline bool split_bounded(const E &, SplitHas<false>) { return false; }  /* no bounds */
/* an engine without bulk counts lists every solution: none counted at once */
template <class E> static inline uint64_t split_take_bulk(E &d, SplitHas<true>) { return d.take_bulk(); }
template <class E> static inline uint64_t split_take_bulk(E &, SplitHas<false>) { return 0; }

/* What the counts of a run share with their caller (by pointer: no global): the search nodes they
 * used (added up: --stats), and a node budget (fuzz targets: each thread of each count stops
 * after `budget` search nodes; 0: none) with `capped` set when one stopped so (its count is then
 * too small). */
struct Tally {
    uint64_t nodes, budget;
    uint64_t update_budget;  /* the same in the engine's updates, per subtree; 0: none */
    bool capped;
    Tally() : nodes(0), budget(0), update_budget(0), capped(false) {}
};

/* --threads, --parts, --part, --memo: read by src/lib/options.h (Args::split, Args::check_split) */
struct Split {
    int threads, parts, part;
    bool have_parts, have_part, memo;
    Tally *tally;  /* 0: none */
    Split() : threads(1), parts(1), part(0), have_parts(false), have_part(false), memo(false), tally(0) {}
    bool active() const { return threads > 1 || parts > 1; }
};

/* a subtree: the rows selected from the root down to it (with E::EXCLUDES_TRIED, also the rows
 * excluded, as ~r: the steps in order), its multiplier (a symmetry orbit's size in
 * polyomino/polycube, else 1), and its share of the tree by Knuth's estimate */
struct Sub {
    std::vector<int> rows;
    uint64_t mult;
    double weight;
    Sub() : mult(1), weight(1) {}
};

/* acc += c * m, exactly */
static inline void big_addmul(Big &acc, const Big &c, uint64_t m) {
    if (m == 1) { acc.add(c); return; }
    Big p = c;
    while (m) {
        if (m & 1) acc.add(p);
        m >>= 1;
        if (m) { Big q = p; p.add(q); }
    }
}

/* move the selection of d from the rows `cur` (selected now, in order) to the rows `rows`:
 * unselect back to their common prefix, select the rest (cheap between neighbouring subtrees,
 * which share most of their rows, e.g. the givens of a sudoku); false if a row clashes (cur then
 * holds what is selected) */
template <class E> static inline bool move_to(E &d, std::vector<int> &cur, const std::vector<int> &rows) {
    size_t c = 0;
    while (c < cur.size() && c < rows.size() && cur[c] == rows[c]) c++;
    while (cur.size() > c) { d.unselect_last(); cur.pop_back(); }
    for (size_t k = c; k < rows.size(); k++) {
        if (!d.select_row(rows[k])) return false;
        cur.push_back(rows[k]);
    }
    return true;
}

/* true if the selection left a primary item without options (and no multiplicities, where an
 * item may take none): a subtree without solutions, known from one scan of the items. A worker
 * skips it (as one search node) instead of starting a search, whose first step (count()'s
 * bit-mask tail) would first copy all the options left. */
template <class E> static inline bool dead_end(const E &d) {
    int i = split_bounded(d, SplitHas<E::HAS_BOUNDS != 0>()) ? 0 : d.choose_item();
    return i != 0 && d.item_len(i) == 0;
}

/* the cut (see the top): the subtrees below `tasks`, at least `target` of them if the tree has
 * them, in a fixed order; each one's weight is its parent's over the number of branches.
 * nodes += the nodes the cut looked at (one per choose_item()). d: the same selection on entry and exit. */
template <class E> static inline std::vector<Sub> split_cut(E &d, std::vector<Sub> tasks, size_t target, uint64_t &nodes) {
    std::vector<int> cur;
    while (tasks.size() < target) {
        std::vector<Sub> cut_to;
        bool cut = false;
        for (size_t t = 0; t < tasks.size(); t++) {
            Sub tk = tasks[t];
            bool ok = move_to(d, cur, tk.rows);  /* true: made of options active at their level */
            int i = ok ? d.choose_item() : 0;
            nodes += ok;
            /* a forced move (an item with one option left) is followed in place: it does not split */
            while (ok && i != 0 && d.item_len(i) == 1) {
                int r = d.row_of(d.first_in(i));
                ok = d.select_row(r);
                if (ok) { cur.push_back(r); tk.rows.push_back(r); i = d.choose_item(); nodes++; }
            }
            if (!ok) cut = true;                    /* (cannot happen) dropped */
            else if (i == 0) cut_to.push_back(tk);  /* a solution: stays one subtree */
            else {
                int len = d.item_len(i);
                std::vector<int> tried;  /* E::EXCLUDES_TRIED: the options before this one, excluded */
                for (int p = d.first_in(i); p != i; p = d.next_in(p)) {
                    Sub c;
                    c.rows = tk.rows;
                    for (size_t k = 0; k < tried.size(); k++) c.rows.push_back(~tried[k]);
                    if (E::EXCLUDES_TRIED) tried.push_back(d.row_of(p));
                    c.rows.push_back(d.row_of(p));
                    c.mult = tk.mult;
                    c.weight = tk.weight / len;
                    cut_to.push_back(c);
                }
                cut = true;                         /* no option left: a dead end, dropped */
            }
        }
        tasks.swap(cut_to);
        if (!cut) break;
    }
    move_to(d, cur, std::vector<int>());
    return tasks;
}

/* ---- what the threads share: C++11's atomics and mutex, or their one-thread stand-ins ---- */
#if __cplusplus >= 201103L
typedef std::atomic<uint64_t> SplitCounter;
typedef std::atomic<bool> SplitFlag;
typedef std::mutex SplitMutex;
#else
struct SplitCounter {
    uint64_t v;
    SplitCounter() : v(0) {}
    uint64_t fetch_add(uint64_t k) { uint64_t o = v; v += k; return o; }
    uint64_t load() const { return v; }
    void store(uint64_t x) { v = x; }
};
struct SplitFlag {
    bool v;
    SplitFlag() : v(false) {}
    bool load() const { return v; }
    void store(bool x) { v = x; }
};
struct SplitMutex { void lock() {} void unlock() {} };
#endif
struct SplitGuard {
    SplitMutex &m;
    explicit SplitGuard(SplitMutex &x) : m(x) { m.lock(); }
    ~SplitGuard() { m.unlock(); }
};

/* where a search stands when the driver calls SplitHooks::pause() */
template <class E> struct SplitPause {
    const E *d;           /* the engine at the pause (one thread); 0 when called by the thread that
                           * waits for the workers (threads) */
    size_t task;          /* the subtree being searched: its index in SplitDriver::tasks */
    bool at_solution;     /* d stands at a solution (counted already) */
    Big count;            /* the solutions so far, times their multipliers (one thread) */
    uint64_t nodes, solutions;  /* the search nodes (without the cut's) and solutions so far, all threads */
    double fraction;      /* the share of the tree done, by Knuth's estimate (with `progress`) */
    SplitPause() : d(0), task(0), at_solution(false), nodes(0), solutions(0), fraction(0) {}
};

/* What a tool plugs into the driver; every hook has a default (nothing). */
template <class E> struct SplitHooks {
    virtual ~SplitHooks() {}
    /* true: the solutions are shown, through text() and emit() (the search then lists them) */
    virtual bool shows() const { return false; }
    /* the text of the solution at d; on the worker's thread, without a lock */
    virtual void text(const E &, std::string &) {}
    /* the n-th text shown (n = 1, 2, ... in output order), whole, under the driver's lock */
    virtual void emit(const std::string &, uint64_t) {}
    /* true: the driver calls pause() on one thread every `slice` search nodes (and at the first
     * solution after that), on threads every 20 ms from the waiting thread */
    virtual bool pauses() const { return false; }
    /* progress reports, checkpoints; false: stop the search (SplitDriver::interrupted) */
    virtual bool pause(const SplitPause<E> &) { return true; }
    /* each worker's engine when it has taken its last subtree (the selection undone), under the
     * driver's lock: the figures of the engine's own (min-cover: the next IDA* bound) */
    virtual void finish(const E &) {}
};

template <class E> struct SplitDriver {
    /* ---- what to do (set before count()) ---- */
    Split o;
    uint64_t limit;        /* stop after this many solutions, all threads together (0: all) */
    bool bulk;             /* a count may count subtrees at once (the engine's bit-mask tail) */
    bool progress;         /* keep the figures of SplitPause::nodes, solutions, fraction */
    bool heaviest_first;   /* threads take the subtrees largest first (else in the cut's order, the
                            * search's own: min-cover's first cover is found where one thread would) */
    uint64_t slice;        /* search nodes between pauses */
    bool discard;          /* the caller drops the engines after count(): a search that the run
                            * stops in (a limit, a budget) is left where it stopped, not undone */
    uint64_t memo_bytes;   /* --memo: count_memo()'s cache cap */
    SplitHooks<E> *hooks;  /* 0: none */
    /* resuming: the tasks from resume_task on (those before it are done), task resume_task's search
     * rebuilt from path()'s resume_path (E::HAS_RESUME); on threads too (the other tasks start anew) */
    bool resuming, resume_at_solution;
    size_t resume_task;
    std::vector<int> resume_path;

    /* ---- the run ---- */
    std::vector<Sub> tasks;     /* the subtrees searched (after prepare()), in the order taken */
    Big total;                  /* the count */
    uint64_t nodes, updates, cut_nodes;  /* search nodes (the cut's and dead ends included), link updates */
    uint64_t memo_states, memo_hits, memo_bytes_used;
    bool memo_full, interrupted, capped, resume_failed;
    struct Worker {
        uint64_t subtrees, dead, nodes, updates, listed, cur_c;  /* listed: solutions without multipliers */
        Big count;
        bool capped;            /* stopped by the budget */
        bool left;              /* its engine left in a search (discard) */
        double cpu, done;       /* threads: its CPU seconds, its end (seconds from count()) */
        double done_w, cur_w, cur_f;  /* progress: weight done, the current subtree's weight and share done */
        Worker() : subtrees(0), dead(0), nodes(0), updates(0), listed(0), cur_c(0), capped(false), left(false), cpu(0), done(0), done_w(0), cur_w(0), cur_f(0) {}
    };
    std::vector<Worker> worker;
    double started;             /* when the workers started (seconds from count(); threads) */

    explicit SplitDriver(const Split &s)
        : o(s), limit(0), bulk(true), progress(false), heaviest_first(true), slice(1 << 16), discard(false), memo_bytes((uint64_t)1 << 30), hooks(0),
          resuming(false), resume_at_solution(false), resume_task(0), nodes(0), updates(0), cut_nodes(0),
          memo_states(0), memo_hits(0), memo_bytes_used(0), memo_full(false), interrupted(false), capped(false),
          resume_failed(false), started(0), total_weight(0), budget(s.tally ? s.tally->budget : 0),
          update_budget(s.tally ? s.tally->update_budget : 0), cut_counted(false) {
        SplitContract<E>::check();
        found.store(0); printed = 0; stop.store(false); ticket.store(0);
    }

    /* the first mode asked for (o.memo, progress, resuming) that E lacks (the contract above), or 0 */
    const char *lacks() const {
        if (o.memo && E::HAS_MEMO == 0) return "memo";
        if (progress && E::HAS_EXPLORED == 0) return "progress";
        if (resuming && E::HAS_RESUME == 0) return "resume";
        return 0;
    }

    /* the number of solutions under the roots (row lists selected on top of d's selection, which
     * the driver leaves as it found it; a root whose rows clash counts 0), each times its
     * multiplier: all of them, or part o.part of o.parts; on o.threads threads; with count_memo()
     * if o.memo. */
    Big count(E &d, const std::vector<Sub> &roots) {
        prepare(d, roots);
        return search(d);
    }
    /* the cut: tasks */
    void prepare(E &d, const std::vector<Sub> &roots) {
        start_clock();
        tasks.clear();
        std::vector<int> cur;
        for (size_t k = 0; k < roots.size(); k++)
            if (move_to(d, cur, roots[k].rows)) tasks.push_back(roots[k]);
        move_to(d, cur, std::vector<int>());
        if (o.parts > 1) {
            std::vector<Sub> all = split_cut(d, tasks, (size_t)o.parts * 16, cut_nodes);
            tasks.clear();
            for (size_t k = (size_t)o.part; k < all.size(); k += (size_t)o.parts) tasks.push_back(all[k]);
        }
        if (threads() > 1) {
            tasks = split_cut(d, tasks, (size_t)o.threads * 64, cut_nodes);
            if (heaviest_first) std::stable_sort(tasks.begin(), tasks.end(), heavier);
        }
        for (size_t k = 0; k < tasks.size(); k++) total_weight += tasks[k].weight;
    }
    /* the tasks of prepare() searched again, after a change of d (min-cover: the next IDA*
     * bound): a new count; worker: this search's figures; nodes, updates: all the searches'
     * (the cut's nodes once) */
    Big search_again(E &d) {
        total = Big();
        interrupted = capped = false;
        found.store(0); printed = 0; stop.store(false);
        return search(d);
    }
    /* the search of the tasks (d: the selection of prepare()); the count. A mode E lacks (lacks()):
     * std::logic_error (a tool refuses it before) */
    Big search(E &d) {
        if (lacks()) throw std::logic_error(std::string("split driver: the engine has no ") + lacks());
        int n = threads();
        uint64_t nodes0 = nodes;
        worker.assign(n, Worker());
        started = seconds();
        ticket.store(resuming ? resume_task : 0);
#if __cplusplus >= 201103L
        if (n > 1) {
            std::atomic<int> running(n);
            std::vector<std::thread> th;
            const E &base = d;
            for (int w = 0; w < n; w++)
                th.push_back(std::thread([this, &base, &running, w]() {
                    E my(base);  /* each thread its own copy; base is only read */
                    work(my, w);
                    worker[w].cpu = thread_cpu();
                    worker[w].done = seconds();
                    running--;
                }));
            while (hooks && hooks->pauses() && running.load() > 0) {  /* (no pauses: just join) */
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
                SplitPause<E> p;
                figures(p);
                if (!hooks->pause(p)) { interrupted = true; stop.store(true); }
            }
            for (size_t w = 0; w < th.size(); w++) th[w].join();
        } else
#endif
            work(d, 0);
        if (!cut_counted) nodes += cut_nodes;
        cut_counted = true;
        for (size_t w = 0; w < worker.size(); w++) {
            total.add(worker[w].count);
            nodes += worker[w].nodes;
            updates += worker[w].updates;
            capped = capped || worker[w].capped;
        }
        if (o.tally) { o.tally->nodes += nodes - nodes0; o.tally->capped = o.tally->capped || capped; }
        return total;
    }

  private:
    double total_weight;
    uint64_t budget, update_budget;
    bool cut_counted;            /* nodes holds cut_nodes (the first search) */
    SplitCounter found, ticket;  /* solutions (with a limit), the next task */
    SplitFlag stop;
    SplitMutex mu;               /* guards the printing and the progress figures */
    uint64_t printed;            /* texts emitted */
#if __cplusplus >= 201103L
    std::chrono::steady_clock::time_point t0;
    void start_clock() { t0 = std::chrono::steady_clock::now(); }
    double seconds() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(); }
    static double thread_cpu() {
#ifdef CLOCK_THREAD_CPUTIME_ID
        timespec ts;
        if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0) return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
#endif
        return 0;
    }
#else
    void start_clock() {}
    double seconds() const { return 0; }
#endif
    SplitDriver(const SplitDriver &);
    void operator=(const SplitDriver &);

#if __cplusplus >= 201103L
    int threads() const { return o.threads > 1 && !o.memo ? o.threads : 1; }
#else
    int threads() const { return 1; }
#endif
    static bool heavier(const Sub &a, const Sub &b) { return a.weight > b.weight; }
    bool pausing() const { return hooks && hooks->pauses(); }

    /* the progress figures of all threads into p (under the lock) */
    void figures(SplitPause<E> &p) {
        SplitGuard g(mu);
        double f = 0;
        p.nodes = p.solutions = 0;
        for (size_t w = 0; w < worker.size(); w++) {
            p.nodes += worker[w].nodes; p.solutions += worker[w].listed + worker[w].cur_c;
            f += worker[w].done_w + worker[w].cur_w * worker[w].cur_f;
        }
        if (total_weight > 0) f /= total_weight;
        p.fraction = f > 1 ? 1 : f;
    }

    /* worker w on engine d: the tasks from the shared index, until none is left or the search stops */
    void work(E &d, int w) {
        Worker &me = worker[w];
        uint64_t n0 = d.node_count(), u0 = d.update_count();
        std::vector<int> cur;  /* the rows selected now: a subtree keeps the first rows it shares with the last */
        for (;;) {
            size_t k = (size_t)ticket.fetch_add(1);
            if (k >= tasks.size() || stop.load()) break;
            me.subtrees++;
            const Sub &t = tasks[k];
            bool resumed = resuming && k == resume_task;  /* (the ticket hands each task to one worker) */
            if (!move_to(d, cur, t.rows) || (!o.memo && !resumed && dead_end(d))) {  /* (a clash cannot happen) */
                me.dead++;
                if (progress) { SplitGuard g(mu); me.done_w += t.weight; me.nodes = d.node_count() - n0 + me.dead; }
                continue;
            }
            if (o.memo) { count_memo(d, me, t, SplitHas<E::HAS_MEMO != 0>()); continue; }
            if (progress) { SplitGuard g(mu); me.cur_w = t.weight; me.cur_f = 0; }
            uint64_t c = subtree(d, me, k, resumed, n0);
            big_addmul(me.count, Big(c), t.mult);
            SplitGuard g(mu);  /* (for figures(): cheap, once per subtree) */
            me.listed += c; me.cur_c = 0;
            me.done_w += t.weight; me.cur_w = 0; me.nodes = d.node_count() - n0 + me.dead;
        }
        if (!me.left) move_to(d, cur, std::vector<int>());
        SplitGuard g(mu);
        me.nodes = d.node_count() - n0 + me.dead;  /* a dead end skipped: one node, as the search counts it */
        me.updates = d.update_count() - u0;
        if (hooks) hooks->finish(d);
    }

    /* --memo: the count of task t (selected on d) by count_memo() */
    void count_memo(E &d, Worker &me, const Sub &t, SplitHas<true>) {
        big_addmul(me.count, d.count_memo(memo_bytes), t.mult);
        memo_states += d.memo.states; memo_hits += d.memo.hits;
        memo_bytes_used = std::max<uint64_t>(memo_bytes_used, d.memo.bytes);
        memo_full = memo_full || d.memo.full;
    }
    void count_memo(E &, Worker &, const Sub &, SplitHas<false>) {}  /* (never: search() refuses o.memo) */
    /* the resumed search of a task (resume_path on d); false: the path does not fit */
    bool resume(E &d, SplitHas<true>) { return d.resume(resume_path, resume_at_solution); }
    bool resume(E &, SplitHas<false>) { return false; }  /* (never: search() refuses resuming) */
    /* the share of the current subtree done */
    static double explored(const E &d, SplitHas<true>) { return d.explored(); }
    static double explored(const E &, SplitHas<false>) { return 0; }  /* (never: search() refuses progress) */

    /* the search of task k (selected on d): its solutions */
    uint64_t subtree(E &d, Worker &me, size_t k, bool resumed, uint64_t n0) {
        bool shows = hooks && hooks->shows(), solo = worker.size() == 1, pauses = solo && pausing();
        bool listed = !bulk || E::HAS_BULK == 0 || limit || shows || budget || update_budget || pauses || progress;
        uint64_t step = pauses || progress || !solo ? slice : 0, c = 0;  /* threads: look at `stop` now and then */
        if (resumed) {
            if (!resume(d, SplitHas<E::HAS_RESUME != 0>())) { resume_failed = true; stop.store(true); return 0; }
        } else d.begin(listed ? DLX::LIST : DLX::COUNT_BULK);
        uint64_t tick = d.node_count(), u0 = d.update_count();
        for (;;) {
            uint64_t s = step;
            if (budget) {
                uint64_t used = d.node_count() - n0 + me.dead;
                if (used >= budget) { me.capped = true; stop.store(true); break; }
                if (!s || budget - used < s) s = budget - used;
            }
            if (update_budget) {  /* looked at after every node */
                if (d.update_count() - u0 >= update_budget) { me.capped = true; stop.store(true); break; }
                s = 1;
            }
            int r = d.next(s);
            c += split_take_bulk(d, SplitHas<E::HAS_BULK != 0>());
            if (r == DLX::DONE) break;
            if (r == DLX::FOUND) {
                uint64_t v = limit ? found.fetch_add(1) + 1 : 0;
                if (v > limit) { stop.store(true); break; }
                c++;
                if (shows) show(d);
                if (limit && v == limit) { stop.store(true); break; }
            } else if (stop.load()) break;
            if (!step || d.node_count() - tick < step) continue;  /* (paused for the budget, or a solution) */
            tick = d.node_count();
            if (progress) {
                double f = explored(d, SplitHas<E::HAS_EXPLORED != 0>());
                SplitGuard g(mu);
                me.nodes = tick - n0 + me.dead; me.cur_f = f; me.cur_c = c;
            }
            if (pauses) {
                SplitPause<E> p;
                if (progress) figures(p);
                p.d = &d; p.task = k; p.at_solution = r == DLX::FOUND;
                p.nodes = tick - n0 + me.dead; p.solutions = me.listed + c;
                p.count = me.count;
                big_addmul(p.count, Big(c), tasks[k].mult);
                if (!hooks->pause(p)) { interrupted = true; stop.store(true); break; }
            }
        }
        if (discard && stop.load()) me.left = true;
        else d.end_search();
        return c;
    }

    void show(const E &d) {
        std::string s;
        hooks->text(d, s);
        SplitGuard g(mu);
        hooks->emit(s, ++printed);
    }
};

/* ---- IDA* through the driver (xc --min-cover --threads / --parts; E: MinCoverDLX) ----
 * E's calls besides the driver's: set_limit(L), a new search under the limit L (the engine's
 * figures of a search start over), and next_bound(), the least bound its searches cut since
 * (NONE, a large number: none was cut); the next IDA* limit is the least of all the workers'.
 * split_ida(r, d, roots, first, most, count): for L = first, then that least bound, while
 * L <= most: one search of the roots' subtrees (cut once, by r.count(), then r.search_again())
 * under L; returns the first L whose search counts something, with its count (r.limit = 1: the
 * first solution stops it; 0: all of them), or -1 (none up to most). r.hooks are called as usual
 * (through a wrapper that also reads each worker's next_bound() in finish()). passes: the
 * searches made. With --parts the roots' subtrees are the part's: its own least L. */
template <class E> struct SplitIdaContract {
    static void check() {
        void (E::*set_limit)(int) = &E::set_limit;
        int (E::*next_bound)() const = &E::next_bound;
        int none = E::NONE;
        (void)set_limit; (void)next_bound; (void)none;
    }
};
template <class E> struct SplitIdaHooks : SplitHooks<E> {
    SplitHooks<E> *h;  /* the caller's, or 0 */
    int next;          /* the least next_bound() of the workers' engines in this search */
    explicit SplitIdaHooks(SplitHooks<E> *x) : h(x), next(0) {}
    bool shows() const { return h && h->shows(); }
    void text(const E &d, std::string &t) { if (h) h->text(d, t); }
    void emit(const std::string &t, uint64_t n) { if (h) h->emit(t, n); }
    bool pauses() const { return h && h->pauses(); }
    bool pause(const SplitPause<E> &p) { return h ? h->pause(p) : true; }
    void finish(const E &d) { if (d.next_bound() < next) next = d.next_bound(); if (h) h->finish(d); }
};
template <class E> static inline int split_ida(SplitDriver<E> &r, E &d, const std::vector<Sub> &roots, int first, int most,
                                               Big &count, int &passes) {
    SplitIdaContract<E>::check();
    SplitIdaHooks<E> w(r.hooks);
    r.hooks = &w;
    int found = -1;
    passes = 0;
    for (int L = first; L <= most && found < 0; L = w.next) {
        d.set_limit(L);
        w.next = E::NONE;
        count = passes++ ? r.search_again(d) : r.count(d, roots);
        if (!count.is_zero()) found = L;
        else if (w.next == E::NONE || r.interrupted || r.capped) break;
    }
    r.hooks = w.h;
    return found;
}

/* the count of the roots' subtrees (each times its multiplier) as o says; the solutions shown
 * through h if h->shows() (each one whole: with threads in any order) */
static inline Big split_count(Engine &d, const std::vector<Sub> &roots, const Split &o, SplitHooks<Engine> *h = 0) {
    SplitDriver<Engine> r(o);
    r.hooks = h;
    return r.count(d, roots);
}
#endif
