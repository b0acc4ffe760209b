/* How strongly groups' DC search (src/grid/griddc.h, its cage hook) propagates one sum cage, against two
 * independent references written here:
 *   - the exact answer: every filling of the cage (distinct symbols 1..9 adding up to the sum)
 *     inside the cells' candidate sets, enumerated; a candidate survives iff some filling uses it
 *     (generalized arc consistency, the most any propagation can keep sound);
 *   - a CP solver's propagation: alldifferent by values (a cell down to one symbol takes it from
 *     the others) and the linear sum by bounds, repeated until nothing changes.
 * Random cages of 2..7 cells and random candidate sets (each holding a hidden solution's symbol),
 * in both cage encodings (one option per filling: --fill-max large; symbol sets: --fill-max 0):
 * the matrix is built by GridBuild, the options outside the candidates removed, then DC's
 * propagation and the cage propagation run to their fixpoint at the root, and the candidates
 * left (the cell-symbol pairs of the active options) must be exactly the exact answer, hence
 * inside the CP fixpoint. Prints how often DC kept less than CP. Exit 0 / 1. */
#include <cstdio>
#include <vector>
#include "src/grid/griddc.h"
#include "src/stress/rng.h"

typedef std::vector<unsigned> Doms;   /* per cell: a mask of symbols 0..8 (values 1..9) */

static int popc(unsigned x) { int c = 0; for (; x; x &= x - 1) c++; return c; }

/* the exact candidates: every filling inside doms */
static void exact(const Doms &d, int sum, size_t i, unsigned used, int acc, std::vector<int> &pick, Doms &out) {
    if (i == d.size()) {
        if (acc != sum) return;
        for (size_t j = 0; j < d.size(); j++) out[j] |= 1u << pick[j];
        return;
    }
    for (int v = 0; v < 9; v++)
        if ((d[i] >> v & 1) && !(used >> v & 1) && acc + v + 1 <= sum) {
            pick[i] = v;
            exact(d, sum, i + 1, used | 1u << v, acc + v + 1, pick, out);
        }
}

/* the CP fixpoint: alldifferent by values, the sum by bounds */
static Doms cp(Doms d, int sum) {
    int m = (int)d.size();
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 0; i < m; i++)
            if (popc(d[i]) == 1)
                for (int j = 0; j < m; j++)
                    if (j != i && (d[j] & d[i])) { d[j] &= ~d[i]; changed = true; }
        for (int i = 0; i < m; i++) {
            int lo = sum, hi = sum;   /* sum minus the others' largest / smallest */
            for (int j = 0; j < m; j++) {
                if (j == i) continue;
                int mn = 99, mx = -1;
                for (int v = 0; v < 9; v++) if (d[j] >> v & 1) { mn = v + 1 < mn ? v + 1 : mn; mx = v + 1; }
                if (mx < 0) return Doms(m, 0);
                lo -= mx; hi -= mn;
            }
            unsigned keep = 0;
            for (int v = 0; v < 9; v++) if (v + 1 >= lo && v + 1 <= hi) keep |= 1u << v;
            if (d[i] & ~keep) { d[i] &= keep; changed = true; }
        }
    }
    return d;
}

int main() {
    rng_state = 28;
    int bad = 0, cases = 0, stronger = 0;
    GridBuild B;   /* one engine for every case (build() resets it) */
    for (int t = 0; t < 1000; t++) {
        int m = 2 + below(6);
        std::vector<int> sol;
        unsigned used = 0;
        while ((int)sol.size() < m) { int v = below(9); if (!(used >> v & 1)) { used |= 1u << v; sol.push_back(v); } }
        int sum = 0;
        for (int i = 0; i < m; i++) sum += sol[i] + 1;
        Doms dom(m);
        for (int i = 0; i < m; i++) {
            dom[i] = 1u << sol[i];
            for (int v = 0; v < 9; v++) if (below(100) < 45) dom[i] |= 1u << v;
        }
        Doms want(m, 0);
        std::vector<int> pick(m);
        exact(dom, sum, 0, 0, 0, pick, want);
        Doms ref = cp(dom, sum);
        for (int enc = 0; enc < 2; enc++) {
            Grid g(1, m, 9);
            Cage c;
            for (int i = 0; i < m; i++) c.cells.push_back(i);
            c.sum = sum;
            g.cages.push_back(c);
            std::vector<int> val(m, -1);
            CageCoding cc;
            cc.fill_max = enc ? 0 : 1000000;

            B.build(g, &val[0], cc);
            GridDC G;
            if (!G.build(B, &val[0], m, 1e9)) { printf("case %d: no DC tables\n", t); return 1; }
            DC &d = G.s.dc;
            bool ok = true;
            for (int o = 0; o < d.options() && ok; o++) {   /* the options outside the candidates go */
                int r = G.row[o];
                bool in = true;
                for (int j = B.rbeg[r]; j < B.rbeg[r + 1]; j++) if (!(dom[B.rcell[j]] >> B.rsym[j] & 1)) in = false;
                if (!in && d.active(o) && !d.remove(o)) ok = false;
            }
            if (ok) ok = d.make_consistent() && G.prop.settle(G.s, 0, true);
            Doms got(m, 0);
            for (int o = 0; o < d.options() && ok; o++) {
                if (!d.active(o)) continue;
                int r = G.row[o];
                for (int j = B.rbeg[r]; j < B.rbeg[r + 1]; j++) got[B.rcell[j]] |= 1u << B.rsym[j];
            }
            cases++;
            bool same = ok, inside = ok, less = false;
            for (int i = 0; i < m; i++) {
                if (got[i] != want[i]) same = false;
                if (got[i] & ~ref[i]) inside = false;
                if (ref[i] & ~got[i]) less = true;
            }
            if (less && same) stronger++;
            if (!same || !inside) {
                if (bad++ < 5) {
                    printf("case %d (%s): %d cells, sum %d:", t, enc ? "sets" : "fillings", m, sum);
                    for (int i = 0; i < m; i++) printf(" cell %d cand %03x exact %03x cp %03x dc %03x;", i, dom[i], want[i], ref[i], got[i]);
                    printf("%s\n", ok ? "" : " (dead end)");
                }
            }
        }
    }
    printf("groups_dc: %d cage propagations, %d differ from the exact candidates or keep more than CP; "
           "DC kept less than CP in %d\n", cases, bad, stronger);
    return bad == 0 && stronger > 0 ? 0 : 1;
}
