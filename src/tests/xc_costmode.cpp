// The engine's costs mode (CostDLX::best, src/engine/costs.h, behind `xc --best`) against every
// solution enumerated by the plain search (next()) with its cost summed here.
//   xc_costmode [N [SEED]]   (defaults 20000 random instances, seed 1)
// Each instance: a random matrix (primary items, some secondary ones, some colored), random
// option costs (sometimes all 0, sometimes up to 10^9), a random K. Checks: best(K) gives
// min(K, count) solutions, cheapest first; their costs are the K least of all solutions; each is
// a solution of the stated cost, none twice; the same below a random select_row() (the selected
// row first in every solution, the costs the K least of the solutions holding it); the links are
// as before afterwards (the plain search finds the same solutions in the same order, and the
// selection can be undone). Which of several equally cheap solutions are kept is not checked: the
// first found in best()'s own search order. src/stress/costmode.cpp builds this check against the
// broken variants of src/engine/costs.h (src/stress/broken.sh).
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <vector>
#include "src/engine/costs.h"

#include "src/stress/rng.h"
#include "src/stress/stop.h"

typedef unsigned long long u64;

static int bad = 0;
static void fail(u64 inst, const char *what) {
    if (bad++ < 10) std::printf("instance %llu: %s\n", inst, what);
    stop_at_first_failure();
}

// every solution of the current state: its sorted rows -> its cost
static std::map<std::vector<int>, u64> all_solutions(CostDLX &d, const std::vector<u64> &cost) {
    std::map<std::vector<int>, u64> v;
    d.begin();
    while (d.next() == DLX::FOUND) {
        std::vector<int> rows;
        u64 c = 0;
        for (int j = 0; j < d.solution_size(); j++) { rows.push_back(d.solution_row(j)); c += cost[d.solution_row(j)]; }
        std::sort(rows.begin(), rows.end());
        v[rows] = c;
    }
    d.end_search();
    return v;
}

// the solutions of the plain search, in the order found (the order of the option lists)
static std::vector<std::vector<int> > in_order(CostDLX &d) {
    std::vector<std::vector<int> > v;
    d.begin();
    while (d.next() == DLX::FOUND) {
        v.push_back(std::vector<int>());
        for (int j = 0; j < d.solution_size(); j++) v.back().push_back(d.solution_row(j));
    }
    d.end_search();
    return v;
}

static void check(u64 inst, CostDLX &d, const std::vector<u64> &cost, u64 K, int selected) {
    std::map<std::vector<int>, u64> all = all_solutions(d, cost);
    std::vector<std::vector<int> > order = in_order(d);
    std::vector<u64> costs;
    for (std::map<std::vector<int>, u64>::const_iterator f = all.begin(); f != all.end(); ++f) costs.push_back(f->second);
    std::sort(costs.begin(), costs.end());
    std::vector<CostDLX::Sol> b = d.best(K);
    size_t want = costs.size() < K ? costs.size() : (size_t)K;
    if (b.size() != want) { fail(inst, "wrong number of solutions"); return; }
    std::map<std::vector<int>, int> seen;
    for (size_t k = 0; k < b.size(); k++) {
        if (b[k].cost != costs[k]) fail(inst, "not the K least costs, cheapest first");
        if (selected >= 0 && (b[k].rows.empty() || b[k].rows[0] != selected)) fail(inst, "the selected row is not first");
        std::vector<int> rows = b[k].rows;
        std::sort(rows.begin(), rows.end());
        std::map<std::vector<int>, u64>::const_iterator f = all.find(rows);
        if (f == all.end()) fail(inst, "not a solution");
        else if (f->second != b[k].cost) fail(inst, "wrong cost");
        if (seen[rows]++) fail(inst, "a solution twice");
    }
    if (in_order(d) != order) fail(inst, "the state changed (the plain search finds other solutions or another order)");
}

int main(int argc, char **argv) {
    u64 N = argc > 1 ? std::strtoull(argv[1], 0, 10) : 20000;
    rng_state = argc > 2 ? std::strtoull(argv[2], 0, 10) : 1;
    for (u64 inst = 0; inst < N; inst++) {
        int np = 1 + below(7), ns = below(4), n = np + ns, m = 1 + below(16);
        int costkind = below(4);  // 0: all 0; 1: 0..3 (many ties); 2: 0..100; 3: up to 10^9
        CostDLX d;
        d.reset(n, np);
        std::vector<u64> cost;
        for (int r = 0; r < m; r++) {
            std::vector<int> items, colors;
            for (int x = 1; x <= n; x++)
                if (below(3) == 0) { items.push_back(x); colors.push_back(x > np && below(2) ? 1 + below(2) : 0); }
            if (items.empty() || items[0] > np) { items.insert(items.begin(), 1 + below(np)); colors.insert(colors.begin(), 0); }
            std::sort(items.begin(), items.end());
            items.erase(std::unique(items.begin(), items.end()), items.end());
            colors.resize(items.size());
            for (size_t j = 0; j < items.size(); j++) if (items[j] <= np) colors[j] = 0;
            if (d.add_row(&items[0], (int)items.size(), &colors[0]) < 0) { fail(inst, "add_row refused"); continue; }
            u64 c = costkind == 0 ? 0 : costkind == 1 ? (u64)below(4) : costkind == 2 ? (u64)below(101) : rnd() % 1000000001ULL;
            cost.push_back(c);
            d.set_cost(d.rows() - 1, c);
        }
        u64 K = 1 + (u64)below(8);
        u64 before = d.count();
        check(inst, d, cost, K, -1);
        int r = below(d.rows());
        if (d.select_row(r)) {
            check(inst, d, cost, K, r);
            d.unselect_last();
        }
        if (d.count() != before) fail(inst, "the count changed");
    }
    std::printf("%llu instances, %d failures\n", N, bad);
    return bad ? 1 : 0;
}
