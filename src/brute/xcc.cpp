// Brute-force oracle for exact cover with colors (XCC), independent of the DLX core.
//   xcc [--list] [FILE]     reads Knuth's .dlx text (FILE or stdin)
//   xcc --normalize         reads lines of numbers (`xc --rows`), prints them as --list does
// Prints the number of solutions; with --list, then every solution as one line of option numbers
// (1-based, counting every option line in input order, as `xc --rows` does), the numbers of a
// line ascending and the lines sorted, so that the output does not depend on the search order.
//   xcc --check-best K FILE   reads `xc --best K --rows` output on stdin (lines `C: r1 r2 ...`) and
//                           checks it: min(K, count) lines, each a solution (as a set of option
//                           numbers) of total cost C, no solution twice, and the costs are the K
//                           least costs of all solutions in ascending order (options' `|n` entries
//                           add up; which of several equally cheap solutions appear is not checked)
//   xcc --chi2 BOUND FILE   reads `xc --sample N --rows` output on stdin: every line must be a
//                           solution; prints `solutions S samples N chi2 X`, the chi-square
//                           statistic of the sample counts against the uniform distribution (S-1
//                           degrees of freedom), and exits 1 if X > BOUND
//   xcc --min-cover FILE    the least number of options that cover every primary item at least
//                           once (secondary items and colors as above), or `none`; then the
//                           number of covers of that size (src/brute/mincover.h: every subset,
//                           smallest first)
//   xcc --check-cover K FILE   reads `xc --min-cover --rows [--limit K]` output on stdin: one line
//                           `S: r1 r2 ...`, a cover of S options, S the least size (K = 0) or at
//                           most K, or the line `none` exactly when there is no such cover
//   Options may carry costs `|n` (Knuth's DLX5), summed per option.
//   Primary items may carry multiplicities `lo:hi|name` or `n|name` (Knuth's DLX3): then the
//   oracle enumerates every subset of the options (at most 22 options) and keeps those where each
//   primary item is covered lo..hi times, each secondary item by one uncolored option or by
//   options of one color, and every chosen option has a primary item.
//   FILE may be the DIMACS-like `p xc N M` / `p xcc N M P` form (see problems/xc.cpp) when
//   --dimacs is given first.
// Method: plain backtracking on the first (in declaration order) primary item not yet covered,
// trying every option that contains it and agrees with the state of the secondary items
// (unused / used without color / holding one color). Meant for tiny instances only.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>
#include "mincover.h"  // (this folder)

struct Opt { std::vector<int> item, color; unsigned long long cost; Opt() : cost(0) {} };  // color 0 = none

static int n_items, n_primary;
static std::vector<Opt> opts;             // every option line (also those without a primary item)
static std::vector<int> covered;          // primary items: 0/1
static std::vector<int> state;            // secondary items: 0 unused, -1 used uncolored, c > 0 color
static std::vector<int> used_by;          // secondary items: number of chosen options naming it
static std::vector<int> path;
static std::vector<std::vector<int> > sols;
static std::vector<unsigned long long> sol_cost;
static unsigned long long cur_cost;
static unsigned long long total;
static bool list_mode;
static std::vector<int> mlo, mhi;          // multiplicities of the items (1, 1 when none given)
static bool has_mult;

static void subsets() {  // every subset of the options, checked as a whole
    int R = (int)opts.size();
    if (R > 22) { std::fprintf(stderr, "xcc: too many options for subset enumeration with multiplicities\n"); std::exit(2); }
    for (unsigned long m = 0; m < (1ul << R); m++) {
        std::vector<int> cnt(n_items, 0), col(n_items, 0);
        bool ok = true;
        unsigned long long cost = 0;
        for (int r = 0; r < R && ok; r++) {
            if (!(m >> r & 1)) continue;
            const Opt &o = opts[r];
            bool prim = false;
            cost += o.cost;
            for (size_t k = 0; k < o.item.size() && ok; k++) {
                int x = o.item[k], c = o.color[k];
                cnt[x]++;
                if (x < n_primary) { prim = true; continue; }
                if (cnt[x] == 1) col[x] = c;
                else if (c == 0 || col[x] != c) ok = false;
            }
            if (!prim) ok = false;
        }
        for (int x = 0; x < n_primary && ok; x++) if (cnt[x] < mlo[x] || cnt[x] > mhi[x]) ok = false;
        if (!ok) continue;
        total++;
        if (list_mode) {
            std::vector<int> sol;
            for (int r = 0; r < R; r++) if (m >> r & 1) sol.push_back(r + 1);
            sols.push_back(sol); sol_cost.push_back(cost);
        }
    }
}

static bool fits(const Opt &o) {
    for (size_t k = 0; k < o.item.size(); k++) {
        int x = o.item[k], c = o.color[k];
        if (x < n_primary) { if (covered[x]) return false; }
        else if (c == 0) { if (used_by[x] > 0) return false; }
        else if (state[x] == -1 || (state[x] > 0 && state[x] != c)) return false;
    }
    return true;
}
static void apply(const Opt &o, int dir) {
    for (size_t k = 0; k < o.item.size(); k++) {
        int x = o.item[k], c = o.color[k];
        if (x < n_primary) covered[x] = dir > 0;
        else {
            used_by[x] += dir;
            if (used_by[x] == 0) state[x] = 0;
            else state[x] = c == 0 ? -1 : c;
        }
    }
}
static void search() {
    int first = -1;
    for (int i = 0; i < n_primary; i++) if (!covered[i]) { first = i; break; }
    if (first < 0) {
        total++;
        if (list_mode) { std::vector<int> s(path); std::sort(s.begin(), s.end()); sols.push_back(s); sol_cost.push_back(cur_cost); }
        return;
    }
    for (size_t r = 0; r < opts.size(); r++) {
        const Opt &o = opts[r];
        if (std::find(o.item.begin(), o.item.end(), first) == o.item.end()) continue;
        if (!fits(o)) continue;
        apply(o, 1);
        path.push_back((int)r + 1);
        cur_cost += o.cost;
        search();
        cur_cost -= o.cost;
        path.pop_back();
        apply(o, -1);
    }
}

static std::vector<std::string> split(const std::string &s) {
    std::vector<std::string> t;
    size_t p = 0;
    while (p < s.size()) {
        while (p < s.size() && std::strchr(" \t\r\v\f", s[p])) p++;
        size_t q = p;
        while (q < s.size() && !std::strchr(" \t\r\v\f", s[q])) q++;
        if (q > p) t.push_back(s.substr(p, q - p));
        p = q;
    }
    return t;
}

static int normalize() {  // lines of numbers from stdin: sort each line, then the lines
    std::vector<std::vector<long> > v;
    char line[1 << 16];
    while (std::fgets(line, sizeof line, stdin)) {
        std::vector<long> r;
        char *p = line, *e;
        for (;;) { long x = std::strtol(p, &e, 10); if (e == p) break; r.push_back(x); p = e; }
        std::sort(r.begin(), r.end());
        v.push_back(r);
    }
    std::sort(v.begin(), v.end());
    for (size_t s = 0; s < v.size(); s++) {
        for (size_t j = 0; j < v[s].size(); j++) std::printf(j ? " %ld" : "%ld", v[s][j]);
        std::printf("\n");
    }
    return 0;
}

static std::vector<std::vector<long> > read_rows(bool with_cost, std::vector<unsigned long long> &costs) {
    std::vector<std::vector<long> > v;
    char line[1 << 16];
    while (std::fgets(line, sizeof line, stdin)) {
        std::vector<long> r;
        char *p = line, *e;
        if (with_cost) {
            unsigned long long c = std::strtoull(p, &e, 10);
            if (e == p || *e != ':') { std::printf("bad line: %s", line); std::exit(1); }
            costs.push_back(c);
            p = e + 1;
        }
        for (;;) { long x = std::strtol(p, &e, 10); if (e == p) break; r.push_back(x); p = e; }
        std::sort(r.begin(), r.end());
        v.push_back(r);
    }
    return v;
}
static int find_sol(const std::vector<long> &r) {
    std::vector<int> s(r.begin(), r.end());
    for (size_t k = 0; k < sols.size(); k++) if (sols[k] == s) return (int)k;
    return -1;
}
static int check_best(unsigned long long K) {
    std::vector<unsigned long long> got_cost;
    std::vector<std::vector<long> > got = read_rows(true, got_cost);
    std::vector<unsigned long long> all(sol_cost);
    std::sort(all.begin(), all.end());
    size_t want = all.size() < K ? all.size() : (size_t)K;
    if (got.size() != want) { std::printf("%d solutions printed, want %d\n", (int)got.size(), (int)want); return 1; }
    std::vector<int> seen(sols.size(), 0);
    for (size_t k = 0; k < got.size(); k++) {
        int s = find_sol(got[k]);
        if (s < 0) { std::printf("line %d is not a solution\n", (int)k + 1); return 1; }
        if (seen[s]++) { std::printf("line %d: solution printed twice\n", (int)k + 1); return 1; }
        if (sol_cost[s] != got_cost[k]) { std::printf("line %d: cost %llu, the solution costs %llu\n", (int)k + 1, got_cost[k], sol_cost[s]); return 1; }
        if (got_cost[k] != all[k]) { std::printf("line %d: cost %llu, the %d-th least cost is %llu\n", (int)k + 1, got_cost[k], (int)k + 1, all[k]); return 1; }
    }
    std::printf("ok %d\n", (int)got.size());
    return 0;
}
static int chi2(double bound) {
    std::vector<unsigned long long> unused;
    std::vector<std::vector<long> > got = read_rows(false, unused);
    std::vector<double> cnt(sols.size(), 0);
    for (size_t k = 0; k < got.size(); k++) {
        int s = find_sol(got[k]);
        if (s < 0) { std::printf("sample %d is not a solution\n", (int)k + 1); return 1; }
        cnt[s]++;
    }
    double e = (double)got.size() / (double)sols.size(), x = 0;
    for (size_t s = 0; s < cnt.size(); s++) x += (cnt[s] - e) * (cnt[s] - e) / e;
    std::printf("solutions %d samples %d chi2 %.1f\n", (int)sols.size(), (int)got.size(), x);
    return x > bound ? 1 : 0;
}

// --min-cover (check < 0) or --check-cover K (check = K)
static int min_cover(long long check) {
    BruteCover bc;
    bc.items = n_items; bc.primary = n_primary;
    for (size_t r = 0; r < opts.size(); r++) { bc.opt.push_back(opts[r].item); bc.col.push_back(opts[r].color); }
    unsigned long long count = 0;
    int least = bc.minimum(count);
    if (check < 0) {
        if (least < 0) std::printf("none\n0\n"); else std::printf("%d\n%llu\n", least, count);
        return 0;
    }
    bool want = least >= 0 && (check == 0 || least <= check);
    char line[1 << 16];
    if (!std::fgets(line, sizeof line, stdin)) { std::printf("no output\n"); return 1; }
    if (!std::strcmp(line, "none\n")) {
        if (want) { std::printf("none, but a cover of %d options exists\n", least); return 1; }
    } else {
        char *p = line, *e;
        long size = std::strtol(p, &e, 10);
        if (e == p || *e != ':') { std::printf("bad line: %s", line); return 1; }
        std::vector<int> rows;
        for (p = e + 1;; p = e) { long x = std::strtol(p, &e, 10); if (e == p) break; rows.push_back((int)x - 1); }
        if (!bc.is_cover(rows)) { std::printf("not a cover: %s", line); return 1; }
        if ((long)rows.size() != size) { std::printf("%d options, said %ld: %s", (int)rows.size(), size, line); return 1; }
        if (check == 0 && size != least) { std::printf("a cover of %ld options, the least is %d\n", size, least); return 1; }
        if (check > 0 && size > check) { std::printf("a cover of %ld options, over %lld\n", size, check); return 1; }
    }
    if (std::fgets(line, sizeof line, stdin)) { std::printf("more than one line\n"); return 1; }
    std::printf("ok\n");
    return 0;
}

static bool dimacs_mode;
static int read_dimacs_file(const std::string &all) {  // fills n_items, n_primary, opts
    std::vector<std::string> t;
    size_t p = 0;
    bool header = false;
    Opt o;
    std::map<std::string, int> colid;
    while (p < all.size()) {
        size_t e = all.find('\n', p);
        if (e == std::string::npos) e = all.size();
        std::vector<std::string> w = split(all.substr(p, e - p));
        p = e + 1;
        if (w.empty() || w[0][0] == 'c') continue;
        if (!header) {
            header = true;
            n_items = std::atoi(w[2].c_str());
            n_primary = w[1] == "xcc" ? std::atoi(w[4].c_str()) : n_items;
            continue;
        }
        for (size_t j = 0; j < w.size(); j++) {
            if (w[j] == "0") { opts.push_back(o); o = Opt(); continue; }
            size_t colon = w[j].find(':');
            o.item.push_back(std::atoi(w[j].substr(0, colon).c_str()) - 1);
            int ci = 0;
            if (colon != std::string::npos) {
                std::string c = w[j].substr(colon + 1);
                if (!colid.count(c)) { int v = (int)colid.size() + 1; colid[c] = v; }
                ci = colid[c];
            }
            o.color.push_back(ci);
        }
    }
    return 0;
}

int main(int argc, char **argv) {
    const char *file = 0;
    int mode = 0;  // 0 count/list, 1 check-best, 2 chi2, 3 min-cover
    long long cover_k = -1;
    unsigned long long best_k = 0;
    double bound = 0;
    for (int a = 1; a < argc; a++) {
        if (!std::strcmp(argv[a], "--normalize")) return normalize();
        if (!std::strcmp(argv[a], "--list")) list_mode = true;
        else if (!std::strcmp(argv[a], "--dimacs")) dimacs_mode = true;
        else if (!std::strcmp(argv[a], "--check-best") && a + 1 < argc) { mode = 1; best_k = std::strtoull(argv[++a], 0, 10); list_mode = true; }
        else if (!std::strcmp(argv[a], "--min-cover")) mode = 3;
        else if (!std::strcmp(argv[a], "--check-cover") && a + 1 < argc) { mode = 3; cover_k = std::atoll(argv[++a]); }
        else if (!std::strcmp(argv[a], "--chi2") && a + 1 < argc) { mode = 2; bound = std::atof(argv[++a]); list_mode = true; }
        else file = argv[a];
    }
    FILE *f = file ? std::fopen(file, "rb") : stdin;
    if (!f) { std::fprintf(stderr, "xcc: cannot open %s\n", file); return 2; }
    std::string all;
    char buf[65536];
    size_t k;
    while ((k = std::fread(buf, 1, sizeof buf, f)) > 0) all.append(buf, k);
    if (f != stdin) std::fclose(f);
    if (dimacs_mode) { read_dimacs_file(all); goto solve; }
    {
    std::vector<std::string> lines;
    size_t p = 0;
    while (p <= all.size()) {
        size_t e = all.find('\n', p);
        if (e == std::string::npos) e = all.size();
        lines.push_back(all.substr(p, e - p));
        p = e + 1;
    }
    std::map<std::string, int> id, colid;
    bool header = false;
    for (size_t l = 0; l < lines.size(); l++) {
        std::vector<std::string> t = split(lines[l]);
        if (t.empty() || t[0][0] == '|') continue;
        if (!header) {
            header = true;
            int np = -1, cnt = 0;
            for (size_t j = 0; j < t.size(); j++) {
                std::string s = t[j];
                if (s[0] == '|') { np = cnt; s = s.substr(1); if (s.empty()) continue; }
                int lo = 1, hi = 1;
                size_t bar = s.find('|');
                if (bar != std::string::npos) {  // lo:hi|name or n|name
                    std::string b = s.substr(0, bar);
                    size_t c = b.find(':');
                    if (c == std::string::npos) lo = hi = std::atoi(b.c_str());
                    else { lo = std::atoi(b.substr(0, c).c_str()); hi = std::atoi(b.substr(c + 1).c_str()); }
                    s = s.substr(bar + 1);
                    has_mult = true;
                }
                mlo.push_back(lo); mhi.push_back(hi);
                id[s] = cnt++;
            }
            n_items = cnt;
            n_primary = np < 0 ? cnt : np;
            continue;
        }
        Opt o;
        for (size_t j = 0; j < t.size(); j++) {
            std::string s = t[j], c;
            if (s[0] == '|') { o.cost += std::strtoull(s.c_str() + 1, 0, 10); continue; }
            size_t colon = s.find(':');
            if (colon != std::string::npos) { c = s.substr(colon + 1); s = s.substr(0, colon); }
            if (!id.count(s)) { std::fprintf(stderr, "xcc: unknown item %s\n", s.c_str()); return 2; }
            o.item.push_back(id[s]);
            int ci = 0;
            if (!c.empty()) {
                if (!colid.count(c)) { int v = (int)colid.size() + 1; colid[c] = v; }
                ci = colid[c];
            }
            o.color.push_back(ci);
        }
        opts.push_back(o);
    }
    }
solve:
    covered.assign(n_items, 0);
    state.assign(n_items, 0);
    used_by.assign(n_items, 0);
    if (mode == 3) return min_cover(cover_k);
    if (has_mult) subsets(); else search();
    if (mode == 1) return check_best(best_k);
    if (mode == 2) return chi2(bound);
    std::printf("%llu\n", total);
    if (list_mode) {
        std::sort(sols.begin(), sols.end());
        for (size_t s = 0; s < sols.size(); s++) {
            for (size_t j = 0; j < sols[s].size(); j++) std::printf(j ? " %d" : "%d", sols[s][j]);
            std::printf("\n");
        }
    }
    return 0;
}
