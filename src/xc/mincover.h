/* xc's --min-cover: the fewest options that cover every primary item at least once (secondary
 * items at most once, colors as usual), by the engine's MinCoverDLX (src/engine/mincover.h).
 *   xc --min-cover            a line `size S`, then the S options (one input line each)
 *   --rows                    one line `S: r1 r2 ...` (option numbers as --rows)
 *   --limit K                 a cover of at most K options, printed the same way (not necessarily
 *                             a smallest one)
 *   --count                   the number of minimum covers (each set of options once)
 * No cover (within K): the line `none`, exit status 1. Costs are not used: every option counts 1.
 * --threads N, --parts K --part I: through the split driver (src/engine/split.h; its cut carries
 * the options excluded at each level, EXCLUDES_TRIED), one search of the subtrees per IDA* bound
 * (run_min_cover_split, docs/xc.md): threads give the same answer; part I answers for its
 * subtrees alone (--count: `size S count C`). */
#ifndef XC_MINCOVER_H
#define XC_MINCOVER_H
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>
#include "src/engine/mincover.h"
#include "src/xc/count.h"
#include "src/xc/print.h"

/* the split driver's hooks: the text of the first cover found (its size line included), and the
 * figures of each worker's engine */
struct MinCoverHooks : SplitHooks<MinCoverDLX> {
    const Model &m;
    const Settings &s;
    string out;       /* the cover found, as printed */
    int got;          /* its size */
    u64 cut, dropped;
    MinCoverHooks(const Model &m_, const Settings &s_) : m(m_), s(s_), got(0), cut(0), dropped(0) {}
    bool shows() const { return !s.counted; }
    void text(const MinCoverDLX &d, string &t) {
        vector<int> rows;
        d.cover(rows);
        got = (int)rows.size();  /* (one call per search: the driver's limit is 1) */
        if (s.out == OUT_ROWS) solution_text(m, s, rows, t, num((u64)rows.size()));
        else { t = "size " + num((u64)rows.size()) + "\n"; solution_text(m, s, rows, t, ""); }
    }
    void emit(const string &t, u64) { out = t; }
    void finish(const MinCoverDLX &d) { cut += d.cutoffs(); dropped += d.dropped(); }
};

/* --min-cover with --threads or --parts: the split driver's IDA* (split_ida: one search of the
 * subtrees, or of the part's, per bound; the first cover found stops a search, --count counts
 * them all); --limit K: one search under K. */
static inline int run_min_cover_split(const Model &m, const Settings &s, MinCoverDLX &d, Clock::time_point t0, clock_t cpu0) {
    SplitDriver<MinCoverDLX> run(xc_split(s));
    run.limit = s.counted ? 0 : 1;
    run.heaviest_first = s.counted;  /* a first cover: in the search's order, as one thread meets it */
    run.slice = 64;  /* threads look at the stop flag every 64 nodes (each node computes a bound) */
    MinCoverHooks h(m, s);
    run.hooks = &h;
    vector<Sub> roots(1);
    int first = d.first_limit(), most = d.max_rows(), passes = 0;  /* (first_limit() also sets the engine up) */
    if (s.limit) first = most = (int)min<u64>(s.limit, (u64)MinCoverDLX::NONE - 1);
    Big covers;
    int size = split_ida(run, d, roots, first, most, covers, passes);
    if (!s.counted && size >= 0) size = h.got;  /* (--limit K: perhaps fewer than K) */
    string buf;
    if (s.counted && s.parts > 1) buf = size < 0 ? "none\n" : "size " + num((u64)size) + " count " + covers.str() + "\n";
    else if (s.counted) buf = covers.str() + "\n";
    else buf = size < 0 ? "none\n" : h.out;
    fwrite(buf.data(), 1, buf.size(), stdout);
    fflush(stdout);
    if (s.stats) {
        string what = s.limit ? (size < 0 ? "no cover" : "a cover of " + num((u64)size)) + " within " + num(s.limit)
                              : size < 0 ? string("no cover") : "minimum " + num((u64)size);
        if (s.counted && size >= 0) what += ", " + covers.str() + " minimum covers";
        string more = s.parts > 1 ? ", part " + num((u64)s.part) + " of " + num((u64)s.parts) : "";
        more += ", " + num((u64)s.threads) + (s.threads > 1 ? " threads, " : " thread, ") + num(run.tasks.size()) + " subtrees";
        fprintf(stderr, "xc: %d items (%d primary), %d options%s\nxc: %s, %s nodes, %s updates, %s cut by the bound (%d at the root), %s options dropped by their reduced cost, %d passes, %.3f s (cpu %.3f s)\n",
                m.n, m.np, m.options(), more.c_str(), what.c_str(), num(run.nodes).c_str(), num(run.updates).c_str(),
                num(h.cut).c_str(), d.root_bound(), num(h.dropped).c_str(), passes, since(t0), (double)(clock() - cpu0) / CLOCKS_PER_SEC);
        if (s.threads > 1) {  /* the balance of the last search: a thread's subtrees, nodes and CPU seconds */
            fprintf(stderr, "xc: the last search's threads:");
            for (size_t w = 0; w < run.worker.size(); w++)
                fprintf(stderr, " [%s subtrees, %s nodes, cpu %.3f s]", num(run.worker[w].subtrees).c_str(),
                        num(run.worker[w].nodes).c_str(), run.worker[w].cpu);
            fprintf(stderr, "\n");
        }
    }
    return size < 0 ? 1 : 0;
}

static inline int run_min_cover(const Model &m, const Settings &s, Clock::time_point t0, clock_t cpu0) {
    if (m.bounded()) {
        fprintf(stderr, "xc: multiplicities (lo:hi|name) do not go with --min-cover\n");
        return 2;
    }
    MinCoverDLX d;
    m.build_rows(d, (int)s.max_items, (int)s.max_nodes);
    if (s.threads > 1 || s.parts > 1) return run_min_cover_split(m, s, d, t0, cpu0);
    vector<int> rows;
    int size = -1;
    u64 covers = 0, nodes = 0, updates = 0, cut = 0, dropped = 0;
    string buf;
    if (s.limit) {
        if (d.within((int)min<u64>(s.limit, (u64)MinCoverDLX::NONE - 1), rows)) size = (int)rows.size();
    } else size = d.minimum(rows);
    nodes += d.node_count(); updates += d.update_count(); cut += d.cutoffs(); dropped += d.dropped();
    int root = d.root_bound(), passes = d.passes();
    if (s.counted && size >= 0) {
        covers = d.count_covers(size);
        nodes += d.node_count(); updates += d.update_count(); cut += d.cutoffs(); dropped += d.dropped();
    }
    if (s.counted) buf = num(covers) + "\n";
    else if (size < 0) buf = "none\n";
    else if (s.out == OUT_ROWS) put_solution(m, s, rows, buf, num((u64)size));
    else { buf = "size " + num((u64)size) + "\n"; put_solution(m, s, rows, buf, ""); }
    fwrite(buf.data(), 1, buf.size(), stdout);
    fflush(stdout);
    if (s.stats) {
        string what = s.limit ? (size < 0 ? "no cover" : "a cover of " + num((u64)size)) + " within " + num(s.limit)
                              : size < 0 ? string("no cover") : "minimum " + num((u64)size);
        if (s.counted && size >= 0) what += ", " + num(covers) + " minimum covers";
        fprintf(stderr, "xc: %d items (%d primary), %d options\nxc: %s, %s nodes, %s updates, %s cut by the bound (%d at the root), %s options dropped by their reduced cost, %d passes, %.3f s (cpu %.3f s)\n",
                m.n, m.np, m.options(), what.c_str(), num(nodes).c_str(), num(updates).c_str(), num(cut).c_str(),
                root, num(dropped).c_str(), passes, since(t0), (double)(clock() - cpu0) / CLOCKS_PER_SEC);
    }
    return size < 0 ? 1 : 0;
}
#endif
