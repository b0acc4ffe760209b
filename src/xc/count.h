/* xc's counting and printing search: the tree cut into subtrees (--threads, --parts), one
 * engine per thread, --limit, --print/--rows, --progress; and --memo. */
#ifndef XC_COUNT_H
#define XC_COUNT_H
#include <atomic>
#include <algorithm>
#include <ctime>
#include <thread>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <string>
#include <vector>
#include "src/xc/options.h"
#include "src/engine/split.h"  /* move_to(), dead_end() */

/* A subtree of the search: the rows selected on the way down to it, and its share of the tree
 * under Knuth's estimate (each level splits its parent's share evenly among the branches). */
struct Task { vector<int> rows; double weight; };

typedef chrono::steady_clock Clock;
static double since(Clock::time_point t0) { return chrono::duration<double>(Clock::now() - t0).count(); }
/* the CPU seconds of the calling thread (0 where there is no such clock) */
static double thread_cpu() {
#ifdef CLOCK_THREAD_CPUTIME_ID
    timespec ts;
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == 0) return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
#endif
    return 0;
}

/* Cut the tasks one level deeper, all of them at once, until there are at least `target` or
 * none can be cut (every task a solution or dead). Order is kept: the result is deterministic. */
static vector<Task> refine(Engine &d, vector<Task> tasks, size_t target, u64 &nodes) {
    while (tasks.size() < target) {
        vector<Task> out;
        bool cut = false;
        for (size_t t = 0; t < tasks.size(); t++) {
            Task &tk = tasks[t];
            for (size_t k = 0; k < tk.rows.size(); k++) d.select_row(tk.rows[k]);
            int i = d.choose_item();
            nodes++;
            if (i == 0) out.push_back(tk);        /* a solution: stays one task */
            else {
                int len = d.item_len(i);
                for (int p = d.first_in(i); p != i; p = d.next_in(p)) {
                    Task c;
                    c.rows = tk.rows; c.rows.push_back(d.row_of(p));
                    c.weight = tk.weight / len;
                    out.push_back(c);
                }
                cut = true;                        /* len 0: a dead end, dropped */
            }
            d.unselect_all();
        }
        tasks.swap(out);
        if (!cut) break;
    }
    return tasks;
}
struct Run {
    const Model &m;
    const Settings &s;
    vector<Task> tasks;
    double total_weight;
    atomic<size_t> next_task;
    atomic<u64> found;
    atomic<bool> stop;
    atomic<int> running;
    mutex mu;                  /* guards everything below */
    bool printed_any;
    struct Slot { u64 nodes, sols; double done_w, cur_w, cur_f; };
    vector<Slot> slot;
    Clock::time_point t0;
    double last_report;
    Big count;
    u64 nodes, updates;
    struct Worker { u64 subtrees; double cpu, done; };  /* --stats: each thread's share, CPU seconds, end */
    vector<Worker> worker;
    double started;            /* when the workers started (after the cut) */

    Run(const Model &m_, const Settings &s_) : m(m_), s(s_), total_weight(0), next_task(0), found(0),
        stop(false), running(0), printed_any(false), last_report(0), nodes(0), updates(0) {}

    void flush(string &buf) {
        if (buf.empty()) return;
        lock_guard<mutex> g(mu);
        if (printed_any && s.out == OUT_PRINT) fputc('\n', stdout);
        fwrite(buf.data(), 1, buf.size(), stdout);
        printed_any = true;
        buf.clear();
    }
    void report_locked(double now) {
        u64 nn = 0, ss = 0;
        double f = 0;
        for (size_t k = 0; k < slot.size(); k++) {
            nn += slot[k].nodes; ss += slot[k].sols;
            f += slot[k].done_w + slot[k].cur_w * slot[k].cur_f;
        }
        if (total_weight > 0) f /= total_weight;
        if (f > 1) f = 1;
        char eta[64];
        if (f > 0) snprintf(eta, sizeof eta, "%.1f s", now * (1 - f) / f); else snprintf(eta, sizeof eta, "?");
        fprintf(stderr, "xc: progress %.3f%% of the tree (est.), %s nodes, %s solutions, %.1f s, eta %s\n",
                100 * f, num(nn).c_str(), num(ss).c_str(), now, eta);
        fflush(stderr);
    }
    void maybe_report() {
        double now = since(t0);
        if (now - last_report < s.interval) return;
        lock_guard<mutex> g(mu);
        if (now - last_report < s.interval) return;
        last_report = now;
        report_locked(now);
    }
    void solution(const Engine &d, string &buf) {
        if (s.out == OUT_COUNT) return;
        int k = d.solution_size();
        if (s.out == OUT_ROWS) {
            for (int j = 0; j < k; j++) {
                if (j) buf += ' ';
                buf += num((u64)m.onum[d.solution_row(j)]);
            }
            buf += '\n';
        } else {
            if (!buf.empty()) buf += '\n';
            for (int j = 0; j < k; j++) { buf += m.otext[d.solution_row(j)]; buf += '\n'; }
        }
        if (buf.size() > (1 << 16)) flush(buf);
    }
    void work(int w, Engine *given) {
        Engine own;
        Engine &d = given ? *given : own;
        if (!given) m.build(d, (int)s.max_items, (int)s.max_nodes);
        u64 sols = 0, nodes0 = d.nodes, upd0 = d.updates, tick = d.nodes;
        string buf;
        bool solo = s.threads == 1;
        u64 budget = (s.progress || !solo) ? (1u << 16) : 0, dead = 0, taken = 0;
        vector<int> cur;  /* the rows selected now: a subtree keeps the first rows it shares with the last */
        for (;;) {
            size_t ti = next_task.fetch_add(1);
            if (ti >= tasks.size() || stop.load()) break;
            taken++;
            const Task &tk = tasks[ti];
            if (!move_to(d, cur, tk.rows) || dead_end(d)) {  /* (a clash cannot happen) no solution */
                dead++;
                if (s.progress) { lock_guard<mutex> g(mu); slot[w].done_w += tk.weight; }
                continue;
            }
            if (s.progress) { lock_guard<mutex> g(mu); slot[w].cur_w = tk.weight; slot[w].cur_f = 0; }
            /* a count without limit: count()'s shortcuts (not with --progress: its reports need a
             * search that pauses, and the bit-mask tail does not) */
            d.begin(s.out == OUT_COUNT && !s.limit && !s.links_only && !s.progress ? DLX::COUNT_BULK : DLX::LIST);
            for (;;) {
                int r = d.next(budget);
                sols += d.take_bulk();
                if (r == DLX::DONE) break;
                if (r == DLX::FOUND) {
                    if (s.limit) {
                        u64 v = found.fetch_add(1) + 1;
                        if (v > s.limit) { stop = true; break; }
                        sols++;
                        solution(d, buf);
                        if (v == s.limit) { stop = true; break; }
                    } else { sols++; solution(d, buf); }
                    if (!s.progress || d.nodes - tick < budget) continue;
                } else if (stop.load()) break;
                if (s.progress) {
                    tick = d.nodes;
                    {
                        double f = d.explored();
                        lock_guard<mutex> g(mu);
                        slot[w].nodes = d.nodes - nodes0; slot[w].sols = sols; slot[w].cur_f = f;
                    }
                    if (solo) maybe_report();
                }
            }
            d.end_search();
            if (s.progress) {
                lock_guard<mutex> g(mu);
                slot[w].done_w += tk.weight; slot[w].cur_w = 0;
                slot[w].nodes = d.nodes - nodes0; slot[w].sols = sols;
            }
        }
        d.unselect_all();
        flush(buf);
        lock_guard<mutex> g(mu);
        count.add(sols);
        nodes += d.nodes - nodes0 + dead;  /* a dead end skipped: one node, as the search counts it */
        Worker me = { taken, thread_cpu(), since(t0) };
        worker[w] = me;
        updates += d.updates - upd0;
        running--;
    }
};

/* the subtrees of this part: the root, or with --parts K the part's share of a K-way cut (the cut
 * depends on K only, so that the K processes agree on it); cut_nodes: the nodes the cut visited */
static inline vector<Task> part_tasks(Engine &d, const Settings &s, u64 &cut_nodes) {
    vector<Task> tasks;
    Task root; root.weight = 1;
    tasks.push_back(root);
    if (s.parts > 1) {
        vector<Task> all = refine(d, tasks, (size_t)s.parts * 16, cut_nodes);
        tasks.clear();
        for (size_t k = (size_t)s.part; k < all.size(); k += (size_t)s.parts) tasks.push_back(all[k]);
    }
    return tasks;
}

/* --memo: memoized counting of each subtree of this part (the whole tree without --parts) */
static inline int run_memo(const Model &m, const Settings &s, Engine &d, const vector<Task> &tasks, u64 cut_nodes,
                           Clock::time_point t0, clock_t cpu0) {
    Big total;
    u64 states = 0, hits = 0, bytes = 0;
    bool full = false;
    for (size_t k = 0; k < tasks.size(); k++) {
        bool ok = true;
        for (size_t j = 0; j < tasks[k].rows.size() && ok; j++) ok = d.select_row(tasks[k].rows[j]);
        if (ok) {
            total.add(d.count_memo((u64)s.memo_mb << 20));
            states += d.memo.states; hits += d.memo.hits;
            if (d.memo.bytes > bytes) bytes = d.memo.bytes;
            full = full || d.memo.full;
        }
        d.unselect_all();
    }
    printf("%s\n", total.str().c_str());
    fflush(stdout);
    if (s.stats) {
        fprintf(stderr, "xc: %d items (%d primary), %d options (%d without a primary item ignored)", m.n, m.np,
                m.options(), m.ignored);
        if (s.parts > 1) fprintf(stderr, ", part %d of %d", s.part, s.parts);
        fprintf(stderr, "\nxc: %s solutions, %s nodes, %s memo states, %s hits, %s bytes%s, %.3f s (cpu %.3f s)\n",
                total.str().c_str(), num(d.nodes + cut_nodes).c_str(), num(states).c_str(), num(hits).c_str(),
                num(bytes).c_str(), full ? " (cache full)" : "", since(t0), (double)(clock() - cpu0) / CLOCKS_PER_SEC);
    }
    return total.is_zero() ? 1 : 0;
}

/* the subtrees for threads: more than `target`, the biggest (by Knuth's estimate) first, so that no
 * big one is left alone at the end (longest processing time first). Siblings have the same
 * estimate and stay together (the sort is stable): a worker moving from one to the next keeps the
 * rows they share selected. */
static inline vector<Task> thread_cut(Engine &d, const vector<Task> &tasks, size_t target, u64 &cut_nodes) {
    vector<Task> cut = refine(d, tasks, target, cut_nodes);
    stable_sort(cut.begin(), cut.end(), [](const Task &a, const Task &b) { return a.weight > b.weight; });
    return cut;
}

/* the count, --first, --print, --rows, --limit, --progress: the subtrees of this part (on threads) */
static inline int run_count(const Model &m, const Settings &s, Engine &d, const vector<Task> &tasks, u64 cut_nodes,
                            Clock::time_point t0, clock_t cpu0) {
    Run run(m, s);
    run.t0 = t0;
    run.tasks = tasks;
    if (s.threads > 1) run.tasks = thread_cut(d, run.tasks, (size_t)s.threads * 64, cut_nodes);
    for (size_t k = 0; k < run.tasks.size(); k++) run.total_weight += run.tasks[k].weight;
    run.slot.resize(s.threads);
    run.worker.resize(s.threads);
    run.started = since(t0);
    for (int w = 0; w < s.threads; w++) { Run::Slot z = { 0, 0, 0, 0, 0 }; run.slot[w] = z; }

    if (s.threads == 1) {
        run.running = 1;
        run.work(0, &d);
    } else {
        run.running = s.threads;
        vector<thread> th;
        /* thread 0 counts on d (the cut left nothing selected), the others build their own copy */
        for (int w = 0; w < s.threads; w++) th.push_back(thread(&Run::work, &run, w, w == 0 ? &d : (Engine *)0));
        while (s.progress && run.running.load() > 0) {  /* (without reports: just join, no 20 ms tail) */
            this_thread::sleep_for(chrono::milliseconds(20));
            run.maybe_report();
        }
        for (size_t k = 0; k < th.size(); k++) th[k].join();
    }
    if (s.out == OUT_COUNT) printf("%s\n", run.count.str().c_str());
    fflush(stdout);
    if (s.stats) {
        fprintf(stderr, "xc: %d items (%d primary), %d options (%d without a primary item ignored)",
                m.n, m.np, m.options(), m.ignored);
        if (s.parts > 1) fprintf(stderr, ", part %d of %d", s.part, s.parts);
        if (s.threads > 1 || s.parts > 1)
            fprintf(stderr, ", %d thread%s, %s subtrees", s.threads, s.threads > 1 ? "s" : "", num(run.tasks.size()).c_str());
        fprintf(stderr, "\nxc: %s solutions, %s nodes, %s updates, %.3f s (cpu %.3f s)\n", run.count.str().c_str(),
                num(run.nodes + cut_nodes).c_str(), num(run.updates).c_str(), since(t0),
                (double)(clock() - cpu0) / CLOCKS_PER_SEC);
        if (s.threads > 1) {  /* the balance: a thread's subtrees, its CPU seconds and when it ended */
            double first = 1e300, last = 0;
            fprintf(stderr, "xc: threads from %.3f s:", run.started);
            for (int w = 0; w < s.threads; w++) {
                const Run::Worker &k = run.worker[w];
                fprintf(stderr, " [%s subtrees, cpu %.3f s, done %.3f s]", num(k.subtrees).c_str(), k.cpu, k.done);
                first = min(first, k.done); last = max(last, k.done);
            }
            fprintf(stderr, ", idle at the end %.3f s\n", last - first);
        }
    }
    return run.count.is_zero() ? 1 : 0;
}
#endif
