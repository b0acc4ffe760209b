/* xc's --best K: the K cheapest solutions. */
#ifndef XC_BEST_H
#define XC_BEST_H
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <utility>
#include <vector>
#include "src/xc/count.h"
#include "src/xc/print.h"

/* ---------- --best K: the K solutions of least total cost (branch and bound) ----------
 * Depth-first search on the core's primitives (choose_item, first_in/next_in, row_of,
 * select_row/unselect_last). The options of the chosen item are tried cheapest first.
 * Lower bound of what the still active primary items will cost: every remaining option o
 * holds only active primary items, and a solution pays cost(o) = the sum over the primary items
 * i of o of cost(o)/prim(o) (prim(o): o's number of primary items); so the completion costs at
 * least the sum, over the active primary items i, of min over the options o still containing i
 * of cost(o)/prim(o). Once K solutions are kept, a node whose path cost plus that bound (rounded
 * up, costs are integers) is not below the K-th best cost is cut off, and so is every option of
 * the branching item whose own cost already reaches it. */
struct Best {
    struct Sol { u64 cost, seq; vector<int> rows; };
    struct Worse { bool operator()(const Sol &a, const Sol &b) const { return a.cost != b.cost ? a.cost < b.cost : a.seq < b.seq; } };
    const Model &m;
    Engine &d;
    u64 K, seq, nodes, cut;
    vector<double> unit;        /* per row: cost / number of primary items */
    vector<Sol> heap;           /* max-heap under Worse: the K best so far, the worst on top */
    vector<int> path;
    u64 cur;
    Best(const Model &m_, Engine &d_, u64 k) : m(m_), d(d_), K(k), seq(0), nodes(0), cut(0), cur(0) {
        unit.resize(m.options());
        for (int r = 0; r < m.options(); r++) {
            int prim = 0;
            for (int e = m.ostart[r]; e < m.ostart[r + 1]; e++) if (m.oitem[e] <= m.np) prim++;
            unit[r] = prim ? (double)m.ocost[r] / prim : 0;
        }
    }
    bool full() const { return heap.size() >= K; }
    u64 worst() const { return heap.front().cost; }
    u64 bound() const {
        double s = 0;
        for (int i = d.first_primary(); i != 0; i = d.next_primary(i)) {
            double b = -1;
            for (int p = d.first_in(i); p != i; p = d.next_in(p)) {
                double u = unit[d.row_of(p)];
                if (b < 0 || u < b) b = u;
            }
            if (b > 0) s += b;
        }
        /* floating error is far below 1e-6 for costs <= 10^12 summed in doubles; round down first */
        s -= 1e-6 * (s > 1 ? s : 1);
        if (s <= 0) return 0;
        u64 v = (u64)s;
        return (double)v < s ? v + 1 : v;
    }
    void found() {
        Sol sol;
        sol.cost = cur; sol.seq = seq++; sol.rows = path;
        if (!full()) { heap.push_back(sol); push_heap(heap.begin(), heap.end(), Worse()); return; }
        if (cur >= worst()) return;
        pop_heap(heap.begin(), heap.end(), Worse());
        heap.back() = sol;
        push_heap(heap.begin(), heap.end(), Worse());
    }
    static bool cheaper(const pair<u64, int> &a, const pair<u64, int> &b) { return a.first < b.first; }
    /* depth-first, an explicit stack of levels (no recursion: the depth can reach the number of
     * primary items) */
    struct Level { vector<pair<u64, int> > br; size_t k; bool in; };
    void search() {
        vector<Level> st;
        size_t depth = 0;             /* levels in use: st[0..depth) */
        for (;;) {
            /* enter the node of the current state */
            nodes++;
            int i = d.choose_item();
            bool branch = false;
            if (i == 0) found();
            else if (d.item_len(i) == 0) {}
            else if (full() && cur + bound() >= worst()) cut++;
            else branch = true;
            if (branch) {
                if (st.size() <= depth) st.resize(depth + 1);
                Level &L = st[depth++];
                L.br.clear(); L.k = 0; L.in = false;
                for (int p = d.first_in(i); p != i; p = d.next_in(p)) {
                    int r = d.row_of(p);
                    L.br.push_back(make_pair(m.ocost[r], r));
                }
                stable_sort(L.br.begin(), L.br.end(), cheaper);
            }
            /* go on with the deepest level that has an option left */
            bool descended = false;
            while (depth > 0 && !descended) {
                Level &L = st[depth - 1];
                if (L.in) {
                    d.unselect_last();
                    cur -= L.br[L.k].first; path.pop_back();
                    L.in = false; L.k++;
                }
                while (L.k < L.br.size()) {
                    if (full() && cur + L.br[L.k].first >= worst()) { cut++; L.k = L.br.size(); break; }
                    if (d.select_row(L.br[L.k].second)) {
                        L.in = true;
                        cur += L.br[L.k].first; path.push_back(L.br[L.k].second);
                        descended = true;
                        break;
                    }
                    L.k++;
                }
                if (!descended) depth--;
            }
            if (!descended) return;
        }
    }
    /* the kept solutions, cheapest first; equal costs in the order they were found */
    vector<Sol> result() { vector<Sol> v(heap); sort(v.begin(), v.end(), Worse()); return v; }
};
static int run_best(const Model &m, const Settings &s, Engine &d, Clock::time_point t0, clock_t cpu0) {
    Best b(m, d, s.best);
    b.search();
    vector<Best::Sol> v = b.result();
    string buf;
    for (size_t k = 0; k < v.size(); k++) {
        if (k && s.out != OUT_ROWS) buf += '\n';
        put_solution(m, s, v[k].rows, buf, num(v[k].cost));
    }
    fwrite(buf.data(), 1, buf.size(), stdout);
    fflush(stdout);
    if (s.stats)
        fprintf(stderr, "xc: %d items (%d primary), %d options\nxc: %s best solutions kept of %s found, %s nodes, %s cutoffs, %.3f s (cpu %.3f s)\n",
                m.n, m.np, m.options(), num(v.size()).c_str(), num(b.seq).c_str(), num(b.nodes).c_str(), num(b.cut).c_str(),
                since(t0), (double)(clock() - cpu0) / CLOCKS_PER_SEC);
    return v.empty() ? 1 : 0;
}
#endif
