// poj3074's direct setup against the core's own calls. Sudoku9::setup() (task code in
// problems/poj3074.cpp) builds each puzzle's state by writing the core's protected fields: the
// lists and lengths of the items, the ring of active items, the path (choice, nsel, lvl, phase).
// This test compiles that task code against the pasted core and, on random puzzles (valid ones
// with 17 to 81 givens, ones with no solution, ones whose givens clash), requires
//   - setup() to refuse exactly the puzzles that restore() + select_row() of each given refuses;
//   - the state it builds to equal theirs, field by field, in everything the search reads: the
//     ring of active items (both ways), each active item's length and list (both ways, with each
//     node's item and color), the secondary ring, the selections and the path's fields;
//   - the searches from both states to agree: every solution in order (up to 40), the nodes and
//     the link updates; and each search, backed up to its end, to leave its state as it found it.
// A change of the core's layout (a field renamed or added, another list order, a new invariant
// the search relies on) fails here, not on a judge. Prints one summary line; exit 1 on failure.
#define FUZZING
#include "problems/poj3074.cpp"
#include "src/stress/rng.h"

struct Probe : Sudoku9 {
    std::vector<int> live() const {
        std::vector<int> v;
        for (int i = it[0].next; i != 0; i = it[i].next) {
            v.push_back(i); v.push_back(nd[i].top);
            for (int p = nd[i].down; p != i; p = nd[p].down) { v.push_back(p); v.push_back(nd[p].top); v.push_back(nd[p].color); }
            v.push_back(-1);
            for (int p = nd[i].up; p != i; p = nd[p].up) v.push_back(p);
            v.push_back(-2);
        }
        for (int i = it[0].prev; i != 0; i = it[i].prev) v.push_back(i);
        v.push_back(-3);
        v.push_back(it[n + 1].next); v.push_back(it[n + 1].prev); v.push_back(n); v.push_back(np);
        v.push_back(nsel); v.push_back(lvl); v.push_back(phase);
        for (int k = 0; k < nsel; k++) v.push_back(choice[k]);
        return v;
    }
    // every solution from the current state (up to cap), the nodes and updates it took; restored:
    // the state after the search is the one before
    std::vector<int> search_all(int cap, bool &restored) {
        std::vector<int> v, before = live();
        DLX::u64 n0 = node_count(), u0 = update_count();
        begin();
        int found = 0;
        while (found < cap && next() == FOUND) {
            found++;
            for (int k = 0; k < solution_size(); k++) v.push_back(solution_row(k));
            v.push_back(-1);
        }
        end_search();  // after DONE: nothing left to undo; after the cap: it undoes the path
        restored = live() == before;
        v.push_back((int)(node_count() - n0)); v.push_back((int)(update_count() - u0));
        return v;
    }
};

static void random_solution(char *g) {  // a random valid grid: a pattern, shuffled
    int dig[9], row[9], col[9];
    for (int k = 0; k < 9; k++) dig[k] = row[k] = col[k] = k;
    for (int k = 8; k > 0; k--) { int j = below(k + 1); int t = dig[k]; dig[k] = dig[j]; dig[j] = t; }
    for (int b = 0; b < 3; b++)  // rows within a band, columns within a stack
        for (int k = 2; k > 0; k--) {
            int j = below(k + 1), t = row[3 * b + k]; row[3 * b + k] = row[3 * b + j]; row[3 * b + j] = t;
            j = below(k + 1); t = col[3 * b + k]; col[3 * b + k] = col[3 * b + j]; col[3 * b + j] = t;
        }
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++) {
            int R = row[r], C = col[c], v = (3 * (R % 3) + R / 3 + C) % 9;
            g[9 * r + c] = (char)('1' + dig[v]);
        }
}

int main() {
    const int N = 3000;
    static Probe a, b;  // a: setup(); b: restore() + select_row() (static: 100 KB each)
    b.snapshot();
    int failures = 0, refused = 0, solved = 0, many = 0;
    std::string input, expect;  // the first 300 puzzles and their answers, for run_task() below
    for (int t = 0; t < N; t++) {
        rng_state = 0x3074000ULL + (DLX::u64)t * 0x9e3779b97f4a7c15ULL;
        char g[82], full[82];
        random_solution(full);
        int kind = below(10), keep = 17 + below(65);
        for (int k = 0; k < 81; k++) g[k] = below(81) < keep ? full[k] : '.';
        if (kind == 0) for (int k = 0; k < 81; k++) g[k] = below(4) ? '.' : (char)('1' + below(9));  // clashes, mostly
        if (kind == 1) { int k = below(81); g[k] = (char)('1' + below(9)); }  // one given changed: often no solution
        g[81] = 0;
        bool ok_a = a.setup(g), ok_b = b.restore();
        for (int k = 0; k < 81 && ok_b; k++)
            if (g[k] != '.') ok_b = b.select_row(9 * k + (g[k] - '1'));
        if (ok_a != ok_b) {
            if (++failures <= 10) std::printf("puzzle %d: setup() says %d, select_row() %d: %s\n", t, (int)ok_a, (int)ok_b, g);
            continue;
        }
        if (!ok_a) { refused++; continue; }
        if (a.live() != b.live()) {
            if (++failures <= 10) std::printf("puzzle %d: setup() builds another state than select_row(): %s\n", t, g);
            continue;
        }
        bool ra = true, rb = true;
        std::vector<int> sa = a.search_all(40, ra), sb = b.search_all(40, rb);
        if (sa != sb) { if (++failures <= 10) std::printf("puzzle %d: the searches differ (solutions, nodes or updates): %s\n", t, g); }
        else if (!ra || !rb) { if (++failures <= 10) std::printf("puzzle %d: the search did not restore the state of %s\n", t, ra ? "select_row()" : "setup()"); }
        solved += sa.size() > 2;
        many += sa.size() > 2 + 82;
        char h[82], want[82];  // the task's own path: solve() (a new setup()) gives the first solution
        std::memcpy(h, g, sizeof h);
        std::memcpy(want, g, sizeof want);
        for (size_t k = 0; k < sb.size() && sb[k] >= 0; k++) want[sb[k] / 9] = (char)('1' + sb[k] % 9);
        bool s_ok = a.solve(h);
        if (s_ok != (sa.size() > 2) || (s_ok && std::memcmp(h, want, 81) != 0))
            if (++failures <= 10) std::printf("puzzle %d: solve() says %d: %s\n", t, (int)s_ok, h);
        if (t < 300) { input.append(g, 81); input += '\n'; expect += s_ok ? std::string(want, 81) + "\n" : "no solution\n"; }
    }
    std::string out, err;  // the whole task on them: the answers the core's own calls give
    input += "end\n";
    if (run_task(input.data(), input.size(), out, err) != 0 || out != expect) {
        failures++;
        std::printf("run_task() on the first puzzles: other answers than restore() + select_row() give\n");
    }
    std::printf("poj3074_layout: %d puzzles (%d refused, %d with solutions, %d with several), %d failures\n",
                N, refused, solved, many, failures);
    return failures ? 1 : 0;
}
