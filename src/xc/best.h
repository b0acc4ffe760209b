/* xc's --best K: the K cheapest solutions (the engine's costs mode, src/engine/costs.h), printed
 * cheapest first: a line `cost C` and the options, or with --rows one line `C: r1 r2 ...`. */
#ifndef XC_BEST_H
#define XC_BEST_H
#include <cstdio>
#include <ctime>
#include <vector>
#include "src/engine/costs.h"
#include "src/xc/count.h"
#include "src/xc/print.h"

static inline int run_best(const Model &m, const Settings &s, Clock::time_point t0, clock_t cpu0) {
    CostDLX d;
    m.build(d, (int)s.max_items, (int)s.max_nodes);
    for (int r = 0; r < m.options(); r++) d.set_cost(r, m.cost(r));
    vector<CostDLX::Sol> v = d.best(s.best);
    string buf;
    for (size_t k = 0; k < v.size(); k++) {
        if (k && s.out != OUT_ROWS) buf += '\n';
        put_solution(m, s, v[k].rows, buf, num(v[k].cost));
    }
    fwrite(buf.data(), 1, buf.size(), stdout);
    fflush(stdout);
    if (s.stats) {
        print_stats_header(m, "", "links");
        fprintf(stderr, "xc: %s best solutions kept of %s found, %s nodes, %s cutoffs, %.3f s (cpu %.3f s)\n",
                num(v.size()).c_str(), num(d.found()).c_str(), num(d.node_count()).c_str(), num(d.cutoffs()).c_str(),
                since(t0), (double)(clock() - cpu0) / CLOCKS_PER_SEC);
    }
    return v.empty() ? 1 : 0;
}
#endif
