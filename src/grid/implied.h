/* The grid-puzzle module, part 5: implied sums (the rule of 45), derived while the propagator
 * search's model is built (src/grid/cpsearch.h). Any group of N cells holds every symbol once,
 * so its values add up to T, the sum of all the symbols' values; a union of k disjoint such
 * groups adds up to k * T. With the sums the puzzle states (cages and `sum`s; then the sums its
 * rules imply, Grid::sum_hints: an X's two cells add up to 10, as in ISS's optimizer) that do
 * not overlap each other (the pieces), that gives:
 *   - per house (group of N cells): the cells left when the pieces wholly inside it are taken out
 *     add up to T minus their sums (innies); a piece with one cell outside the house ties that
 *     cell to the cells left (outies: sum(left) - outside cell = T - the sums inside - its sum);
 *   - per union of the first i houses of a line of disjoint houses (rows top down and bottom up,
 *     columns left to right and right to left, the other houses in input order): with the pieces
 *     mostly inside the union, sum(union minus pieces) - sum(pieces minus union) = i * T - the
 *     pieces' sums.
 * Each is a sum of +1/-1 coefficients (a SumProp of kind PK_IMPLIED). Like ISS (its optimizer.js,
 * measured there), the ones with many cells on both sides are left out: weak and costly.
 * docs/propagators.md has the argument. */
#ifndef DLX_GRID_IMPLIED_H
#define DLX_GRID_IMPLIED_H
#include <algorithm>
#include <set>
#include <vector>
#include "src/grid/model.h"

/* an implied sum: sum over cells of coef * value = total */
struct ImpliedSum {
    std::vector<int> cells, coef;
    int total;
};

#ifndef IMPLIED_DELTA
#define IMPLIED_DELTA 0   /* (a broken variant of the stress test adds 1) */
#endif

struct ImpliedBuilder {
    const Grid &g;
    int N, T;
    int max_outie;                   /* outies with at most this many cells (ISS: 6) */
    std::vector<std::vector<int> > houses;
    std::vector<const Cage *> piece; /* the pieces: cages (then the rules' sums), pairwise disjoint */
    std::vector<int> in_piece;       /* per cell: its piece's index in `piece`, or -1 */
    std::vector<char> in_sum;        /* per cell: in some cage */
    std::set<std::vector<int> > seen;
    std::vector<int> keybuf;
    std::vector<char> taken, oc;     /* per_house()'s marks (all 0 between uses) */
    std::vector<ImpliedSum> out;

    explicit ImpliedBuilder(const Grid &G) : g(G), N(G.N), T(0), max_outie(6) {
        for (int v = 0; v < N; v++) T += g.val(v);
        int n = g.cells();
        in_piece.assign(n, -1);
        in_sum.assign(n, 0);
        for (size_t j = 0; j < g.groups.size(); j++) if ((int)g.groups[j].size() == N) houses.push_back(g.groups[j]);
        for (size_t c = 0; c < g.cages.size() + g.sum_hints.size(); c++) {
            const Cage &cg = c < g.cages.size() ? g.cages[c] : g.sum_hints[c - g.cages.size()];
            if (!cg.coef.empty()) continue;   /* (a sum with coefficients is no piece) */
            const std::vector<int> &cl = cg.cells;
            bool free = true;
            for (size_t i = 0; i < cl.size(); i++) { in_sum[cl[i]] = 1; if (in_piece[cl[i]] >= 0) free = false; }
            /* a stated sum is not derived again */
            std::vector<int> key;
            for (size_t i = 0; i < cl.size(); i++) { key.push_back(cl[i]); }
            std::sort(key.begin(), key.end());
            for (size_t i = 0, e = key.size(); i < e; i++) key.push_back(1);
            key.push_back(cg.sum);
            seen.insert(key);
            if (!free) continue;
            for (size_t i = 0; i < cl.size(); i++) in_piece[cl[i]] = (int)piece.size();
            piece.push_back(&cg);
        }
    }

    /* add sum(plus) - sum(minus) = total, unless seen (or empty) */
    void emit(const std::vector<int> &plus, const std::vector<int> &minus, int total) {
        if (plus.empty() && minus.empty()) return;
        std::vector<int> &key = keybuf;   /* the cells (+ then -), the coefficients, the total */
        key.assign(plus.begin(), plus.end());
        std::sort(key.begin(), key.end());
        key.insert(key.end(), minus.begin(), minus.end());
        std::sort(key.begin() + plus.size(), key.end());
        size_t m = key.size();
        for (size_t i = 0; i < m; i++) key.push_back(i < plus.size() ? 1 : -1);
        key.push_back(total);
        if (!seen.insert(key).second) return;
        out.push_back(ImpliedSum());
        ImpliedSum &s = out.back();
        s.cells.assign(key.begin(), key.begin() + m);
        s.coef.assign(key.begin() + m, key.begin() + 2 * m);
        s.total = total + IMPLIED_DELTA;
    }

    /* innies and outies of each house */
    std::vector<int> inside, outie, rest, left, minus, met;   /* per_house()'s buffers */
    void per_house() {
        int n = g.cells();
        std::vector<char> in(n, 0), seen_piece(piece.size(), 0);
        taken.resize(n, 0);
        oc.resize(n, 0);
        for (size_t h = 0; h < houses.size(); h++) {
            const std::vector<int> &H = houses[h];
            for (size_t i = 0; i < H.size(); i++) in[H[i]] = 1;
            /* the pieces meeting the house (in increasing order): cells inside, cells outside */
            inside.clear(); outie.clear(); met.clear();
            int inside_sum = 0, inside_cells = 0;
            for (size_t i = 0; i < H.size(); i++) {
                int p = in_piece[H[i]];
                if (p >= 0 && !seen_piece[p]) { seen_piece[p] = 1; met.push_back(p); }
            }
            std::sort(met.begin(), met.end());
            for (size_t j = 0; j < met.size(); j++) {
                seen_piece[met[j]] = 0;
                const Cage &c = *piece[met[j]];
                int out_cells = 0;
                for (size_t i = 0; i < c.cells.size(); i++) out_cells += !in[c.cells[i]];
                if (out_cells == 0) { inside.push_back(met[j]); inside_sum += c.sum; inside_cells += (int)c.cells.size(); }
                else if (out_cells == 1) outie.push_back(met[j]);
            }
            for (size_t j = 0; j < inside.size(); j++) {
                const Cage &c = *piece[inside[j]];
                for (size_t i = 0; i < c.cells.size(); i++) taken[c.cells[i]] = 1;
            }
            rest.clear();
            for (size_t i = 0; i < H.size(); i++) if (!taken[H[i]]) rest.push_back(H[i]);
            if (inside_cells > 1 && !rest.empty()) { minus.clear(); emit(rest, minus, T - inside_sum); }
            for (size_t j = 0; j < outie.size(); j++) {
                const Cage &c = *piece[outie[j]];
                left.clear(); minus.clear();
                for (size_t i = 0; i < c.cells.size(); i++) { oc[c.cells[i]] = 1; if (!in[c.cells[i]]) minus.push_back(c.cells[i]); }
                for (size_t i = 0; i < rest.size(); i++) if (!oc[rest[i]]) left.push_back(rest[i]);
                for (size_t i = 0; i < c.cells.size(); i++) oc[c.cells[i]] = 0;
                if ((int)left.size() + 1 > max_outie) continue;
                emit(left, minus, T - inside_sum - c.sum);
            }
            for (size_t i = 0; i < H.size(); i++) in[H[i]] = 0;
            for (size_t j = 0; j < inside.size(); j++) {
                const Cage &c = *piece[inside[j]];
                for (size_t i = 0; i < c.cells.size(); i++) taken[c.cells[i]] = 0;
            }
        }
    }

    /* unions of the first i houses of `line` (disjoint houses, in order), i = 2 .. size - 1 */
    void unions(const std::vector<int> &line) {
        int n = g.cells();
        std::vector<char> sup(n, 0), pc(n, 0), used(piece.size(), 0);
        std::vector<int> pieces_in;
        int k = 0, psum = 0;
        for (size_t j = 0; j + 1 < line.size(); j++) {
            const std::vector<int> &H = houses[line[j]];
            bool overlap = false;
            for (size_t i = 0; i < H.size(); i++) overlap = overlap || sup[H[i]];
            if (overlap) return;
            for (size_t i = 0; i < H.size(); i++) sup[H[i]] = 1;
            k++;
            for (size_t p = 0; p < piece.size(); p++) {   /* the pieces mostly inside join */
                if (used[p]) continue;
                const Cage &c = *piece[p];
                int ins = 0;
                for (size_t i = 0; i < c.cells.size(); i++) ins += sup[c.cells[i]];
                if (2 * ins <= (int)c.cells.size()) continue;
                used[p] = 1; psum += c.sum;
                for (size_t i = 0; i < c.cells.size(); i++) pc[c.cells[i]] = 1;
            }
            if (k < 2) continue;
            std::vector<int> &A = rest, &B = minus;   /* the union but the pieces; the pieces but the union */
            A.clear(); B.clear();
            for (int x = 0; x < n; x++) { if (sup[x] && !pc[x]) A.push_back(x); if (pc[x] && !sup[x]) B.push_back(x); }
            int a = (int)A.size(), b = (int)B.size();
            if (a + b == 0 || a + b > N || (a > 2 && b > 2)) continue;
            bool all_in_sums = true;
            for (int i = 0; i < a; i++) all_in_sums = all_in_sums && in_sum[A[i]];
            for (int i = 0; i < b; i++) all_in_sums = all_in_sums && in_sum[B[i]];
            if (all_in_sums && a + b > max_outie) continue;
            emit(A, B, k * T - psum);
        }
    }

    /* every implied sum of the grid, into out */
    void build() {
        out.clear();
        if (piece.empty() || houses.empty()) return;
        per_house();
        /* the lines of houses: rows, columns (each both ways), the others in input order */
        std::vector<std::pair<int, int> > rows, cols;
        std::vector<int> others;
        for (size_t h = 0; h < houses.size(); h++) {
            const std::vector<int> &H = houses[h];
            bool same_r = true, same_c = true;
            for (size_t i = 1; i < H.size(); i++) {
                same_r = same_r && H[i] / g.C == H[0] / g.C;
                same_c = same_c && H[i] % g.C == H[0] % g.C;
            }
            if (same_r) rows.push_back(std::make_pair(H[0] / g.C, (int)h));
            else if (same_c) cols.push_back(std::make_pair(H[0] % g.C, (int)h));
            else others.push_back((int)h);
        }
        std::sort(rows.begin(), rows.end());
        std::sort(cols.begin(), cols.end());
        std::vector<int> line;
        for (int pass = 0; pass < 2; pass++) {
            const std::vector<std::pair<int, int> > &L = pass ? cols : rows;
            line.clear();
            for (size_t i = 0; i < L.size(); i++) line.push_back(L[i].second);
            unions(line);
            std::reverse(line.begin(), line.end());
            unions(line);
        }
        unions(others);
    }
};
#endif
