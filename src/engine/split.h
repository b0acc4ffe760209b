/* The split driver, an engine extension that the counting tools include (matching, polyomino,
 * polycube, sudoku): counts of a search tree cut into subtrees, on threads or in parts.
 * It prints through src/lib/output.h (out, fail). */
#ifndef DLX_ENGINE_SPLIT_H
#define DLX_ENGINE_SPLIT_H
#include <cstdlib>
#include <string>
#include <vector>
#include "src/engine/engine.h"
#include "src/lib/output.h"

/* ---------------- counting at scale: --threads N, --parts K --part I (the scheme of xc) ----------------
 * A subtree is the list of rows selected from the root on the way down to it, with a multiplier
 * (the size of a symmetry orbit in polyomino/polycube, else 1). The roots are cut one level
 * deeper at a time (choose_item(), one subtree per option of that item; a dead end is dropped, a
 * solution stays one subtree) until there are at least `target` subtrees, in a fixed order.
 * --parts K --part I: the cut depends on K only (at least 16K subtrees) and part I counts the
 * subtrees I, I+K, I+2K, ...: the K parts are disjoint, cover the tree, and their counts add up
 * to the whole count. --threads N: at least 64N subtrees taken by N threads from an atomic index,
 * each thread on its own copy of the DLX. A subtree's count is a u64 (it is enumerated one
 * solution at a time: 2^64 is out of reach); every sum and product is a Big: exact. */
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
    virtual void text(const Engine &d, std::string &s) const = 0;
};

/* --threads, --parts, --part: read by src/lib/options.h (Args::split, Args::check_split) */
struct Split {
    int threads, parts, part;
    bool have_parts, have_part, memo;
    const SolutionText *print;  /* 0: count only */
    Split() : threads(1), parts(1), part(0), have_parts(false), have_part(false), memo(false), print(0) {}
    bool active() const { return threads > 1 || parts > 1; }
};
struct Sub { std::vector<int> rows; uint64_t mult; };

/* fuzz targets only: the counts share a budget of g_node_cap search nodes (0: no budget);
 * once it is spent they stop early and set g_capped (the count printed is then too small) */
static uint64_t g_node_cap = 0;
static bool g_capped = false;

/* printed solutions go to `out` whole: one solution's text is made first, then appended (under
 * a lock when threads print) after its `solution N` line if numbered; N counts in output order */
#if __cplusplus >= 201103L
static std::mutex g_print_mu;
#endif
static uint64_t g_printed = 0;
static inline void print_solution(const SolutionText *pr, const Engine &d) {
    std::string s;
    pr->text(d, s);
#if __cplusplus >= 201103L
    std::lock_guard<std::mutex> g(g_print_mu);
#endif
    if (pr->numbered()) out += "solution " + Big(++g_printed).str() + "\n";
    out += s;
    if (out.size() > (1 << 16)) flush_out();
}

static inline uint64_t count_sub(Engine &d, const SolutionText *pr) {
    if (!g_node_cap && !pr) return d.count(0);
    if (g_node_cap && g_capped) return 0;
    uint64_t c = 0, n0 = d.nodes;
    d.begin();
    for (;;) {
        int r = d.next(g_node_cap ? 256 : 0);
        if (r == DLX::FOUND) { c++; if (pr) print_solution(pr, d); }
        else if (r == DLX::DONE) break;
        if (g_node_cap && d.nodes - n0 >= g_node_cap) { g_capped = true; break; }
    }
    d.end_search();
    if (g_node_cap) {
        uint64_t used = d.nodes - n0;
        g_node_cap = used < g_node_cap ? g_node_cap - used : 1;  /* stays non-zero: a budget */
    }
    return c;
}


/* acc += c * m, exactly */
static inline void big_addmul(Big &acc, const Big &c, uint64_t m) {
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
static inline bool move_to(Engine &d, std::vector<int> &cur, const std::vector<int> &rows) {
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
static inline bool dead_end(const Engine &d) {
    int i = d.bounded ? 0 : d.choose_item();
    return i != 0 && d.item_len(i) == 0;
}

static inline std::vector<Sub> split_refine(Engine &d, std::vector<Sub> tasks, size_t target) {
    std::vector<int> cur;
    while (tasks.size() < target) {
        std::vector<Sub> cut_to;
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
template <class Next> static inline Big count_tasks(Engine &d, const std::vector<Sub> &work, bool memo, const SolutionText *pr, Next take) {
    Big sum;
    std::vector<int> cur;
    for (;;) {
        size_t k = take();
        if (k >= work.size()) break;
        if (!move_to(d, cur, work[k].rows)) continue;  /* (cannot happen) */
        if (!memo && dead_end(d)) { d.nodes++; continue; }
        if (memo) big_addmul(sum, d.count_memo(), work[k].mult);
        else big_addmul(sum, Big(count_sub(d, pr)), work[k].mult);
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
static inline Big split_count(Engine &d, const std::vector<Sub> &roots, const Split &o) {
    std::vector<Sub> tasks;
    for (size_t k = 0; k < roots.size(); k++) {
        std::vector<int> cur;
        if (move_to(d, cur, roots[k].rows)) tasks.push_back(roots[k]);
        d.unselect_all();
    }
    if (o.parts > 1) {
        std::vector<Sub> all = split_refine(d, tasks, (size_t)o.parts * 16);
        tasks.clear();
        for (size_t k = (size_t)o.part; k < all.size(); k += (size_t)o.parts) tasks.push_back(all[k]);
    }
#if __cplusplus >= 201103L
    if (o.threads > 1 && !o.memo) {
        tasks = split_refine(d, tasks, (size_t)o.threads * 64);
        Big total;
        std::atomic<size_t> ticket(0);
        std::mutex mu;
        std::vector<std::thread> th;
        std::vector<uint64_t> used(o.threads, 0);  /* the search nodes of each thread */
        const Engine &base = d;
        const std::vector<Sub> &work = tasks;
        for (int w = 0; w < o.threads; w++)
            th.push_back(std::thread([&base, &work, &ticket, &mu, &total, &o, &used, w]() {
                Engine my(base);
                Big sum = count_tasks(my, work, false, o.print, [&ticket]() { return ticket.fetch_add(1); });
                used[w] = my.nodes - base.nodes;
                std::lock_guard<std::mutex> g(mu);
                total.add(sum);
            }));
        for (size_t w = 0; w < th.size(); w++) th[w].join();
        for (size_t w = 0; w < used.size(); w++) d.nodes += used[w];  /* d's nodes: all of them */
        return total;
    }
#endif
    return count_tasks(d, tasks, o.memo, o.print, Serial());
}

#endif
