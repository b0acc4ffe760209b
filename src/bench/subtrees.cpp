/* subtrees: how xc's count splits into subtrees for threads, measured. For an exact-cover instance
 * (any input xc reads) and each cut size T given, it makes the cut xc makes for `--threads N`
 * (SplitDriver::prepare() of src/engine/split.h; xc's T is 64N), counts every subtree alone on one thread, in
 * xc's order and as a worker of xc does (move_to() from the last subtree, dead_end(), count()) and
 * prints (times: CPU seconds of this thread; setup: the moves between subtrees):
 *   cut T=<target> subtrees=<n> dead=<n> depth=<min>..<max> cut_s=<s> nodes=<sum> solutions=<sum> s=<sum> setup_s=<sum>
 *   hist <lo>..<hi> nodes: <subtrees> subtrees, <share of all nodes>% of the nodes, <share of time>% of the time
 *   top <k>: the biggest subtree has <x>% of the time, the 10 biggest <y>%
 *   sim P=<p> <order>: makespan <s> s, efficiency <e>%, idle at the end <i>% of P x makespan
 * The histogram buckets are powers of 2 of a subtree's search nodes (its tail's nodes included).
 * sim: P workers take the subtrees from one shared queue (an atomic index), each the next one
 * when it is free, with the subtree times measured here; orders: `cut` (the order of the cut),
 * `est` (largest first by the estimate xc sorts by), `true` (largest first by measured time: the
 * best a queue can do with exact sizes). efficiency = the sum of the times / (P x makespan).
 * Usage: subtrees FILE [T...]   (default T: 128, the cut of --threads 2)
 *   T written sT (s4096): instead of xc's cut, the cut by size of the plan in docs/scaling.md
 *   (the subtree with the biggest estimate split first, until there are T; dead ends dropped while
 *   cutting); `cut` order is then xc's order.
 * Build: g++ -O2 -mpopcnt -std=gnu++17 -pthread -I. -o build/bench/subtrees src/bench/subtrees.cpp
 *   (sh src/bench/scaling.sh builds and runs it on the two pentomino boards).
 * Measurement only: it prints the sizes, the count is xc's (checked against the sum here). */
#define FUZZING
#include "problems/xc.cpp"
#include <cmath>
#include <queue>
#include <functional>
#include <map>

static double cpu_now() {
    timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec + 1e-9 * ts.tv_nsec;
}

/* P workers, one shared queue in the order `ord`: the time the last worker finishes */
static double makespan(const vector<double> &t, const vector<size_t> &ord, int P) {
    priority_queue<double, vector<double>, greater<double> > free_at;
    for (int p = 0; p < P; p++) free_at.push(0);
    double end = 0;
    for (size_t k = 0; k < ord.size(); k++) {
        double f = free_at.top() + t[ord[k]];
        free_at.pop();
        free_at.push(f);
        if (f > end) end = f;
    }
    return end;
}

/* the cut by size of the plan for many cores (docs/scaling.md): split the subtree with the biggest
 * estimate, one at a time, until there are `target`; a child is selected once to drop it if it is
 * a dead end. Largest first; among equal estimates by rows, so that siblings stay together. */
static vector<Sub> size_cut(Engine &d, size_t target, u64 &cut_nodes) {
    vector<Sub> heap(1), fin;
    heap[0].weight = 1;
    vector<int> cur;
    auto lighter = [](const Sub &a, const Sub &b) { return a.weight < b.weight; };
    while (!heap.empty() && heap.size() + fin.size() < target) {
        pop_heap(heap.begin(), heap.end(), lighter);
        Sub tk = heap.back();
        heap.pop_back();
        move_to(d, cur, tk.rows);
        int i = d.choose_item();
        cut_nodes++;
        if (i == 0) { fin.push_back(tk); continue; }  /* a solution */
        int len = d.item_len(i);
        vector<int> opts;
        for (int p = d.first_in(i); p != i; p = d.next_in(p)) opts.push_back(d.row_of(p));
        for (size_t k = 0; k < opts.size(); k++) {
            Sub c;
            c.rows = tk.rows; c.rows.push_back(opts[k]);
            c.weight = tk.weight / len;
            if (!move_to(d, cur, c.rows) || dead_end(d)) { cut_nodes++; continue; }
            heap.push_back(c);
            push_heap(heap.begin(), heap.end(), lighter);
        }
    }
    d.unselect_all();
    fin.insert(fin.end(), heap.begin(), heap.end());
    sort(fin.begin(), fin.end(), [](const Sub &a, const Sub &b) { return a.weight != b.weight ? a.weight > b.weight : a.rows < b.rows; });
    return fin;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: subtrees FILE [T...]\n"); return 2; }
    Input in;
    if (!load_input(argv[1], in)) return 2;
    Model m;
    Error err;
    Limits lim = { 1 << 24, 1 << 28 };
    string format;
    if (!read_model(format, in, m, lim, err)) { fprintf(stderr, "subtrees: %s at line %d\n", err.what.c_str(), err.line); return 2; }
    vector<size_t> targets;
    vector<bool> by_size;
    for (int a = 2; a < argc; a++) {
        by_size.push_back(argv[a][0] == 's');
        targets.push_back((size_t)atol(argv[a] + (argv[a][0] == 's')));
    }
    if (targets.empty()) { targets.push_back(128); by_size.push_back(false); }
    Engine d;
    m.build(d, 1 << 24, 1 << 28);
    for (size_t ti = 0; ti < targets.size(); ti++) {
        vector<Sub> root(1), tasks;
        u64 cut_nodes = 0;
        double c0 = cpu_now();
        if (by_size[ti]) tasks = size_cut(d, targets[ti], cut_nodes);
        else {  /* xc's: the split driver's cut for threads = T/64 */
            Split o;
            o.threads = (int)max<size_t>(2, targets[ti] / 64);
            SplitDriver<Engine> r(o);
            r.prepare(d, root);
            tasks = r.tasks;
        }
        double cut_s = cpu_now() - c0;
        /* the same subtrees in the order of the cut (by size: already the order of xc's sort) */
        vector<Sub> plain = by_size[ti] ? tasks : split_cut(d, root, targets[ti], cut_nodes);
        size_t n = tasks.size(), dmin = 1 << 30, dmax = 0;
        vector<u64> nodes(n), sols(n);
        vector<double> secs(n);
        double setup = 0;
        size_t dead = 0;
        vector<int> cur;
        for (size_t k = 0; k < n; k++) {  /* as a worker of xc does, in xc's order */
            dmin = min(dmin, tasks[k].rows.size()); dmax = max(dmax, tasks[k].rows.size());
            double t0 = cpu_now();
            bool live = move_to(d, cur, tasks[k].rows) && !dead_end(d);
            double t1 = cpu_now();
            u64 n0 = d.node_count();
            sols[k] = live ? d.count() : 0;
            nodes[k] = live ? d.node_count() - n0 : 1;
            dead += !live;
            secs[k] = cpu_now() - t0;
            setup += t1 - t0;
        }
        d.unselect_all();
        u64 allnodes = 0, allsols = 0;
        double allsecs = 0;
        for (size_t k = 0; k < n; k++) { allnodes += nodes[k]; allsols += sols[k]; allsecs += secs[k]; }
        printf("cut T=%s%zu subtrees=%zu dead=%zu depth=%zu..%zu cut_s=%.4f nodes=%llu solutions=%llu s=%.3f setup_s=%.4f\n",
               by_size[ti] ? "s" : "", targets[ti], n, dead, dmin, dmax, cut_s, (unsigned long long)allnodes, (unsigned long long)allsols, allsecs, setup);
        /* histogram by powers of 2 of the nodes */
        vector<size_t> cnt(64, 0);
        vector<double> share(64, 0), tshare(64, 0);
        for (size_t k = 0; k < n; k++) {
            int b = 0;
            while (b < 63 && ((u64)2 << b) <= nodes[k]) b++;
            cnt[b]++; share[b] += nodes[k]; tshare[b] += secs[k];
        }
        for (int b = 0; b < 64; b++)
            if (cnt[b])
                printf("hist %llu..%llu nodes: %zu subtrees, %.1f%% of the nodes, %.1f%% of the time\n",
                       b ? (unsigned long long)1 << b : 0ULL, ((unsigned long long)2 << b) - 1, cnt[b],
                       100.0 * share[b] / max<u64>(allnodes, 1), 100.0 * tshare[b] / max(allsecs, 1e-12));
        vector<size_t> byt(n), bye(n), cut;
        for (size_t k = 0; k < n; k++) byt[k] = bye[k] = k;
        stable_sort(byt.begin(), byt.end(), [&](size_t a, size_t b) { return secs[a] > secs[b]; });
        map<vector<int>, size_t> at;  /* a subtree's place in xc's order */
        for (size_t k = 0; k < n; k++) at[tasks[k].rows] = k;
        for (size_t k = 0; k < plain.size(); k++) cut.push_back(at[plain[k].rows]);
        double top10 = 0;
        for (size_t k = 0; k < n && k < 10; k++) top10 += secs[byt[k]];
        printf("top: the biggest subtree has %.2f%% of the time, the 10 biggest %.2f%%\n", n ? 100 * secs[byt[0]] / allsecs : 0.0,
               100 * top10 / allsecs);
        int Ps[] = { 2, 16, 64 };
        for (int pi = 0; pi < 3; pi++) {
            const char *names[] = { "cut", "est", "true" };
            const vector<size_t> *ords[] = { &cut, &bye, &byt };
            for (int o = 0; o < 3; o++) {
                double ms = makespan(secs, *ords[o], Ps[pi]);
                printf("sim P=%d %s: makespan %.4f s, efficiency %.1f%%, idle at the end %.1f%%\n", Ps[pi], names[o], ms,
                       100 * allsecs / (Ps[pi] * ms), 100 * (1 - allsecs / (Ps[pi] * ms)));
            }
        }
        fflush(stdout);
    }
    return 0;
}
