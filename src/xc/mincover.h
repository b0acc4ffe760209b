/* xc's --min-cover: the fewest options that cover every primary item at least once (secondary
 * items at most once, colors as usual), by the engine's MinCoverDLX (src/engine/mincover.h).
 *   xc --min-cover            a line `size S`, then the S options (one input line each)
 *   --rows                    one line `S: r1 r2 ...` (option numbers as --rows)
 *   --limit K                 a cover of at most K options, printed the same way (not necessarily
 *                             a smallest one)
 *   --count                   the number of minimum covers (each set of options once)
 * No cover (within K): the line `none`, exit status 1. Costs are not used: every option counts 1. */
#ifndef XC_MINCOVER_H
#define XC_MINCOVER_H
#include <cstdio>
#include <ctime>
#include <vector>
#include "src/engine/mincover.h"
#include "src/xc/count.h"
#include "src/xc/print.h"

static inline int run_min_cover(const Model &m, const Settings &s, Clock::time_point t0, clock_t cpu0) {
    if (m.bounded()) {
        fprintf(stderr, "xc: multiplicities (lo:hi|name) do not go with --min-cover\n");
        return 2;
    }
    MinCoverDLX d;
    m.build_rows(d, (int)s.max_items, (int)s.max_nodes);
    vector<int> rows;
    int size = -1;
    u64 covers = 0, nodes = 0, updates = 0, cut = 0, dropped = 0;
    string buf;
    if (s.limit) {
        if (d.within((int)s.limit, rows)) size = (int)rows.size();
    } else size = d.minimum(rows);
    nodes += d.node_count(); updates += d.update_count(); cut += d.cutoffs; dropped += d.dropped;
    int root = d.root_bound, passes = d.passes;
    if (s.counted && size >= 0) {
        covers = d.count_covers(size);
        nodes += d.node_count(); updates += d.update_count(); cut += d.cutoffs; dropped += d.dropped;
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
