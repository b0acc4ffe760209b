// The baseline of `xc --min-cover` in src/bench/mincover.sh: the common contest template of
// "repeated cover" on dancing links, written here from its textbook description (issue 29).
//   rcover_textbook [FILE]    prints the least number of options that cover every item
// Input: the set-cover instances of src/gen/setcover.cpp (.dlx text: `|` comment lines, a first
// line of N item names 1..N, then one option a line as item numbers; no secondary items).
// Method, as the template has it: a column header list and per-column vertical lists; choosing a
// row unlinks, for each of its nodes, every node of that column from its row (the column is
// covered, the rows that share it stay); no column sizes are kept up to date (the branching
// column is the first with the fewest nodes at the start); the bound h() is the greedy pass
// (take a column still unmarked, +1, mark every column of every row of it); IDA* from h() of the
// root, one level more at a time. Recursion, fixed arrays sized from the input. No counting.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

static std::vector<int> L, R, U, D, Col, S;  // nodes 0..cols: headers (0 the root), then rows
static std::vector<char> mark;
static int cols, nodes, limit;

static void link_row(const std::vector<int> &cs) {
    int first = -1;
    for (size_t k = 0; k < cs.size(); k++) {
        int c = cs[k], p = nodes++;
        Col[p] = c; S[c]++;
        U[p] = U[c]; D[p] = c; D[U[c]] = p; U[c] = p;
        if (first < 0) { first = p; L[p] = R[p] = p; }
        else { L[p] = L[first]; R[p] = first; R[L[first]] = p; L[first] = p; }
    }
}
// unlink every other node of node c's column (the header too) from its row
static void remove(int c) { for (int i = D[c]; i != c; i = D[i]) { L[R[i]] = L[i]; R[L[i]] = R[i]; } }
static void resume(int c) { for (int i = U[c]; i != c; i = U[i]) { L[R[i]] = i; R[L[i]] = i; } }

static int h() {
    int ret = 0;
    for (int c = R[0]; c != 0; c = R[c]) mark[c] = 1;
    for (int c = R[0]; c != 0; c = R[c])
        if (mark[c]) {
            ret++; mark[c] = 0;
            for (int i = D[c]; i != c; i = D[i])
                for (int j = R[i]; j != i; j = R[j]) mark[Col[j]] = 0;
        }
    return ret;
}
static bool dance(int d) {
    if (d + h() > limit) return false;
    if (R[0] == 0) return true;
    int c = R[0];
    for (int i = R[0]; i != 0; i = R[i]) if (S[i] < S[c]) c = i;
    for (int i = D[c]; i != c; i = D[i]) {
        remove(i);
        for (int j = R[i]; j != i; j = R[j]) remove(j);
        if (dance(d + 1)) return true;
        for (int j = L[i]; j != i; j = L[j]) resume(j);
        resume(i);
    }
    return false;
}

int main(int argc, char **argv) {
    FILE *f = argc > 1 ? std::fopen(argv[1], "r") : stdin;
    if (!f) { std::fprintf(stderr, "rcover_textbook: cannot open %s\n", argv[1]); return 2; }
    std::vector<std::vector<int> > rows;
    static char line[1 << 20];
    bool header = false;
    while (std::fgets(line, sizeof line, f)) {
        if (line[0] == '|') continue;
        std::vector<int> v;
        char *p = line, *e;
        for (;;) { long x = std::strtol(p, &e, 10); if (e == p) break; v.push_back((int)x); p = e; }
        if (!header) { if (v.empty()) continue; header = true; cols = (int)v.size(); continue; }
        if (!v.empty()) rows.push_back(v);
    }
    size_t total = cols + 1;
    for (size_t r = 0; r < rows.size(); r++) total += rows[r].size();
    L.assign(total, 0); R.assign(total, 0); U.assign(total, 0); D.assign(total, 0); Col.assign(total, 0);
    S.assign(cols + 1, 0); mark.assign(cols + 1, 0);
    for (int c = 0; c <= cols; c++) { L[c] = c - 1; R[c] = c + 1; U[c] = D[c] = c; }
    L[0] = cols; R[cols] = 0;
    nodes = cols + 1;
    for (size_t r = 0; r < rows.size(); r++) {
        for (size_t k = 0; k < rows[r].size(); k++)
            if (rows[r][k] < 1 || rows[r][k] > cols) { std::fprintf(stderr, "rcover_textbook: bad item %d\n", rows[r][k]); return 2; }
        link_row(rows[r]);
    }
    for (int c = 1; c <= cols; c++) if (S[c] == 0) { std::printf("none\n"); return 1; }
    for (limit = h(); !dance(0); limit++) {}
    std::printf("%d\n", limit);
    return 0;
}
