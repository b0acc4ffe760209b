/* xc's count through the split driver (src/engine/split.h): the count, --first, --print, --rows,
 * --limit, --threads, --parts, --memo, --progress and --stats; what is xc's own here is the
 * printing (XcHooks), the progress line and the --stats lines. */
#ifndef XC_COUNT_H
#define XC_COUNT_H
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <string>
#include <vector>
#include "src/xc/options.h"
#include "src/xc/print.h"
#include "src/engine/split.h"

typedef chrono::steady_clock Clock;
static double since(Clock::time_point t0) { return chrono::duration<double>(Clock::now() - t0).count(); }

/* the split driver's options from xc's */
static inline Split xc_split(const Settings &s) {
    Split o;
    o.threads = s.threads; o.parts = s.parts; o.part = s.part; o.memo = s.memo;
    o.have_parts = s.have_parts; o.have_part = s.have_part;
    return o;
}

/* xc's hooks: the solutions (--print: a blank line between two; --rows: one line of option
 * numbers), written whole in output order; and with --progress, the progress line. E: the
 * engine type (Engine: the links; DCSearch: domain consistency, src/xc/dc.h) */
template <class E> struct XcHooks : SplitHooks<E> {
    const Model &m;
    const Settings &s;
    Clock::time_point t0;
    double last;     /* the last progress report (seconds from t0) */
    string buf;      /* printed solutions, written out every 64 KB */
    XcHooks(const Model &m_, const Settings &s_, Clock::time_point t) : m(m_), s(s_), t0(t), last(0) {}
    bool shows() const { return s.out != OUT_COUNT; }
    void text(const E &d, string &b) {
        vector<int> rows(d.solution_size());
        for (size_t j = 0; j < rows.size(); j++) rows[j] = d.solution_row((int)j);
        solution_text(m, s, rows, b, "");
    }
    void emit(const string &t, u64 n) {
        if (n > 1 && s.out == OUT_PRINT) buf += '\n';
        buf += t;
        if (buf.size() > (1 << 16)) flush();
    }
    void flush() {
        fwrite(buf.data(), 1, buf.size(), stdout);
        buf.clear();
    }
    bool pauses() const { return s.progress; }
    bool pause(const SplitPause<E> &p) {
        double now = since(t0);
        if (now - last < s.interval) return true;
        last = now;
        fputs(progress_line("xc", p.fraction, p.nodes, p.solutions, now).c_str(), stderr);
        fflush(stderr);
        return true;
    }
};

/* the count, --first, --print, --rows, --limit, --progress, --memo: the whole tree or the part's
 * share of it, on s.threads threads, on engine d (search: its name in --stats). try_updates (not
 * 0, with --first on one thread only): give up after that many updates, having printed nothing,
 * and return -1 (the first solution ends the search before anything is printed). */
template <class E>
static inline int run_count(const Model &m, const Settings &s, E &d, Clock::time_point t0, clock_t cpu0, const char *search = "links",
                            uint64_t try_updates = 0) {
    Split o = xc_split(s);
    Tally t;
    t.update_budget = try_updates;
    if (try_updates) o.tally = &t;
    SplitDriver<E> run(o);
    run.limit = s.limit;
    run.discard = true;  /* d is dropped after this run (--first: its search is not undone) */
    run.bulk = !s.links_only;
    run.progress = s.progress;
    run.memo_bytes = (u64)s.memo_mb << 20;
    XcHooks<E> h(m, s, t0);
    run.hooks = &h;
    vector<Sub> roots(1);
    double at = since(t0);  /* the driver's times count from here */
    Big count = run.count(d, roots);
    if (t.capped) return -1;  /* a try that ran out of updates: nothing printed (see run_dc) */
    h.flush();
    if (s.out == OUT_COUNT) printf("%s\n", count.str().c_str());
    fflush(stdout);
    if (!s.stats) return count.is_zero() ? 1 : 0;
    string more;
    if (s.parts > 1) more += ", part " + num((u64)s.part) + " of " + num((u64)s.parts);
    if (s.memo) {
        print_stats_header(m, more, search);
        fprintf(stderr, "xc: %s solutions, %s nodes, %s memo states, %s hits, %s bytes%s, %.3f s (cpu %.3f s)\n",
                count.str().c_str(), num(run.nodes).c_str(), num(run.memo_states).c_str(), num(run.memo_hits).c_str(),
                num(run.memo_bytes_used).c_str(), run.memo_full ? " (cache full)" : "", since(t0),
                (double)(clock() - cpu0) / CLOCKS_PER_SEC);
        return count.is_zero() ? 1 : 0;
    }
    if (s.threads > 1 || s.parts > 1)
        more += ", " + num((u64)s.threads) + (s.threads > 1 ? " threads, " : " thread, ") + num(run.tasks.size()) + " subtrees";
    print_stats_header(m, more, search);
    fprintf(stderr, "xc: %s solutions, %s nodes, %s updates, %.3f s (cpu %.3f s)\n", count.str().c_str(),
            num(run.nodes).c_str(), num(run.updates).c_str(), since(t0), (double)(clock() - cpu0) / CLOCKS_PER_SEC);
    if (s.threads > 1) {  /* the balance: a thread's subtrees, its CPU seconds and when it ended */
        double first = 1e300, last = 0;
        fprintf(stderr, "xc: threads from %.3f s:", at + run.started);
        for (size_t w = 0; w < run.worker.size(); w++) {
            const typename SplitDriver<E>::Worker &k = run.worker[w];
            fprintf(stderr, " [%s subtrees, cpu %.3f s, done %.3f s]", num(k.subtrees).c_str(), k.cpu, at + k.done);
            first = min(first, at + k.done); last = max(last, at + k.done);
        }
        fprintf(stderr, ", idle at the end %.3f s\n", last - first);
    }
    return count.is_zero() ? 1 : 0;
}
#endif
