/* check: the SSX prototype against our DLX core.
 *  1. random small instances with primary and secondary items: solution counts equal; with
 *     ties to the smallest item (Knuth's rule) the node and update counts equal too (the same
 *     tree); first() gives a valid exact cover exactly when one exists; both with and without
 *     the forced-move stack; with random givens (select_row); restore() after a snapshot
 *     (with nothing hidden, and with givens selected) gives the same counts again.
 *  2. the sudoku corpora: every SSX answer is a valid grid that keeps the givens and equals
 *     the DLX answer (each puzzle has one solution).
 * Usage: check [instances] [seed] [sudoku files...]
 * Prints "check: N passed, M failed". */
#include "common.h"

static uint64_t rs;
static uint64_t rnd() {  /* splitmix64 */
    uint64_t z = (rs += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
static int rint(int k) { return (int)(rnd() % (uint64_t)k); }

static int fails = 0, passes = 0;
static void bad(const char *what, int inst) {
    if (fails < 20) std::fprintf(stderr, "FAIL %s (instance %d)\n", what, inst);
    fails++;
}

/* is the SSX's current solution an exact cover? */
static bool valid_cover(const XC &x, const SSX &s) {
    std::vector<int> used(x.n + 1, 0);
    for (int k = 0; k < s.solution_size(); k++) {
        int r = s.solution_row(k);
        if (r < 0 || r >= (int)x.rows.size()) return false;
        for (size_t j = 0; j < x.rows[r].size(); j++) if (used[x.rows[r][j]]++) return false;
    }
    for (int i = 1; i <= x.np; i++) if (used[i] != 1) return false;
    return true;
}

int main(int argc, char **argv) {
    int inst = argc > 1 ? std::atoi(argv[1]) : 5000;
    rs = argc > 2 ? std::strtoull(argv[2], 0, 10) : 1;
    for (int t = 0; t < inst; t++) {
        XC x;
        x.np = 1 + rint(9);
        int ns = rint(5);
        x.n = x.np + ns;
        int nr = 1 + rint(30);
        int dens = 2 + rint(4);
        for (int r = 0; r < nr; r++) {
            std::vector<int> row;
            for (int i = 1; i <= x.n; i++) if (rint(dens * 2) < 2 + (rint(3) == 0)) row.push_back(i);
            if (row.empty() && rint(4)) row.push_back(1 + rint(x.n));
            /* shuffle the order of items in the row */
            for (int k = (int)row.size() - 1; k > 0; k--) { int j = rint(k + 1); int tmp = row[k]; row[k] = row[j]; row[j] = tmp; }
            x.rows.push_back(row);
        }
        /* givens: a few random rows */
        std::vector<int> giv;
        int ng = rint(4) == 0 ? 1 + rint(2) : 0;
        for (int g = 0; g < ng; g++) giv.push_back(rint(nr));

        DLX d;
        d.reset(x.n, x.np);
        for (int r = 0; r < nr; r++) d.add_row(x.rows[r].empty() ? 0 : &x.rows[r][0], (int)x.rows[r].size());
        std::vector<char> dok(giv.size());
        for (size_t g = 0; g < giv.size(); g++) dok[g] = d.select_row(giv[g]);
        /* plain Algorithm X in the DLX core: begin/next (count() may take its shortcut) */
        uint64_t dc = 0, dn0 = d.nodes, du0 = d.updates;
        d.begin();
        while (d.next() == DLX::FOUND) dc++;
        d.end_search();
        uint64_t dn = d.nodes - dn0, du = d.updates - du0;

        for (int mode = 0; mode < 16; mode++) {
            bool forced = mode & 1, kt = !(mode & 2);
            int um = mode >> 2, na = 0;
            if (um == 3) { um = 1; na = 1; }
            SSX s;
            s.reset(x.n, x.np);
            for (int r = 0; r < nr; r++) s.add_row(x.rows[r].empty() ? 0 : &x.rows[r][0], (int)x.rows[r].size());
            s.set_forced_stack(forced);
            s.set_knuth_ties(kt);
            s.set_undo_mode(um);
            s.set_no_abort(na);
            s.snapshot();  /* nothing hidden */
            bool selok = true;
            for (size_t g = 0; g < giv.size(); g++) if ((bool)s.select_row(giv[g]) != (bool)dok[g]) selok = false;
            if (!selok) { bad("select_row result differs", t); continue; }
            uint64_t n0 = s.nodes, u0 = s.updates;
            uint64_t sc = s.count();
            if (sc != dc) { bad("count differs", t); continue; }
            if ((um == 0 || na) && !forced && kt && (s.nodes - n0 != dn || s.updates - u0 != du)) { if (fails < 5) std::fprintf(stderr, "um=%d na=%d nodes %llu vs %llu updates %llu vs %llu\n", um, na, (unsigned long long)(s.nodes - n0), (unsigned long long)dn, (unsigned long long)(s.updates - u0), (unsigned long long)du); bad("nodes/updates differ under Knuth's rule", t); continue; }
            /* first solution */
            bool f = s.first();
            if (f != (dc > 0)) { bad("first() found/not found wrong", t); continue; }
            if (f && !valid_cover(x, s)) { bad("first() solution invalid", t); continue; }
            s.end_search();
            if (s.count() != dc) { bad("count after end_search differs", t); continue; }
            /* a snapshot with the givens selected (not "full"), then a restore after a search */
            s.snapshot();
            s.first();
            s.restore();
            if (s.count() != dc) { bad("count after restore (givens snapshot) differs", t); continue; }
            /* the empty snapshot again: restore to no givens, count all */
            SSX s2;
            s2.reset(x.n, x.np);
            for (int r = 0; r < nr; r++) s2.add_row(x.rows[r].empty() ? 0 : &x.rows[r][0], (int)x.rows[r].size());
            s2.set_forced_stack(forced); s2.set_knuth_ties(kt); s2.set_undo_mode(um); s2.set_no_abort(na);
            s2.snapshot();
            uint64_t all = s2.count();
            for (size_t g = 0; g < giv.size(); g++) s2.select_row(giv[g]);
            s2.first();
            s2.restore();
            if (s2.count() != all) { bad("count after restore (empty snapshot) differs", t); continue; }
            s2.unselect_all();
            passes++;
        }
        /* the DLX count of the whole instance vs SSX (no givens) */
    }
    /* sudoku corpora */
    DlxSudoku ds, dsu(true);
    SsxSudoku ss(true, false), sk(true, true), su(true, false, true), sn(false, true);
    SsxSudoku t1(true, false, false, 1), t2(true, false, false, 2), t3(true, false, true, 1), t4(false, false, false, 1);
    for (int a = 3; a < argc; a++) {
        std::vector<std::string> ps = read_sudoku(argv[a]);
        int ok = 0;
        for (size_t k = 0; k < ps.size(); k++) {
            char g1[82], g2[82];
            std::memcpy(g1, ps[k].c_str(), 82); std::memcpy(g2, ps[k].c_str(), 82);
            bool a1 = ds.solve(g1);
            SsxSudoku *e[8] = {&ss, &sk, &su, &t1, &t2, &t3, &sn, &t4};
            bool allok = a1 && sudoku_valid(g1, ps[k].c_str());
            {
                char g3[82];
                std::memcpy(g3, ps[k].c_str(), 82);
                if (!dsu.solve(g3) || std::memcmp(g1, g3, 81) != 0) allok = false;  /* DLX with undo */
            }
            for (int v = 0; v < 8 && allok; v++) {
                if (v >= 6 && k >= 2000) break;  /* the plain scan: only the first 2000 */
                std::memcpy(g2, ps[k].c_str(), 82);
                bool a2 = e[v]->solve(g2);
                if (!a2 || !sudoku_valid(g2, ps[k].c_str()) || std::memcmp(g1, g2, 81) != 0) allok = false;
            }
            if (allok) { ok++; passes++; } else { bad("sudoku answer", (int)k); }
        }
        std::printf("sudoku %s: %d/%d ok\n", argv[a], ok, (int)ps.size());
    }
    std::printf("check: %d passed, %d failed\n", passes, fails);
    return fails ? 1 : 0;
}
