/* xc's --sample K: uniformly random solutions. */
#ifndef XC_SAMPLE_H
#define XC_SAMPLE_H
#include <cstdio>
#include <ctime>
#include <map>
#include <utility>
#include <vector>
#include "src/xc/count.h"
#include "src/xc/print.h"

/* ---------- --sample K: uniformly random solutions ----------
 * Walk down the tree from the root: at a node, the branches are the options of choose_item();
 * branch r has c_r completions (count_memo() after select_row(r)); take r with probability
 * c_r / sum c, drawn exactly with big integers. Every solution is one leaf, reached with
 * probability prod c_r/sum = 1/(number of solutions). The branch counts of the nodes visited
 * are cached per path (the rows chosen from the root), so repeated samples are cheap. */
struct SplitMix {
    u64 x;
    explicit SplitMix(u64 s) : x(s) {}
    u64 next() {
        u64 z = (x += (((u64)0x9e3779b9u << 32) | 0x7f4a7c15u));
        z = (z ^ (z >> 30)) * (((u64)0xbf58476du << 32) | 0x1ce4e5b9u);
        z = (z ^ (z >> 27)) * (((u64)0x94d049bbu << 32) | 0x133111ebu);
        return z ^ (z >> 31);
    }
};
static int big_cmp(const Big &a, const Big &b) {
    if (a.w.size() != b.w.size()) return a.w.size() < b.w.size() ? -1 : 1;
    for (int k = (int)a.w.size() - 1; k >= 0; k--)
        if (a.w[k] != b.w[k]) return a.w[k] < b.w[k] ? -1 : 1;
    return 0;
}
static void big_sub(Big &a, const Big &b) {  /* a -= b, a >= b */
    long long borrow = 0;
    for (size_t k = 0; k < a.w.size(); k++) {
        long long v = (long long)a.w[k] - borrow - (k < b.w.size() ? (long long)b.w[k] : 0);
        borrow = v < 0;
        if (v < 0) v += (long long)1 << 32;
        a.w[k] = (uint32_t)v;
    }
    while (!a.w.empty() && a.w.back() == 0) a.w.pop_back();
}
/* uniform in [0, n), n > 0: random bits of n's length, rejected while >= n (< 2 tries expected) */
static Big big_below(const Big &n, SplitMix &g) {
    uint32_t top = n.w.back();
    uint32_t mask = 0xffffffffu;
    while (mask >> 1 >= top) mask >>= 1;
    for (;;) {
        Big r;
        r.w.resize(n.w.size());
        for (size_t k = 0; k < r.w.size(); k++) r.w[k] = (uint32_t)(g.next() >> 32);
        r.w.back() &= mask;
        while (!r.w.empty() && r.w.back() == 0) r.w.pop_back();
        if (big_cmp(r, n) < 0) return r;
    }
}
struct Sampler {
    Engine &d;
    u64 memo_bytes, counts;
    map<vector<int>, vector<pair<int, Big> > > cache;
    vector<pair<int, Big> > scratch;   /* the branches when the cache is full */
    enum { CACHE_MAX = 1 << 20 };      /* tree nodes cached at most (then counted again each time) */
    Sampler(Engine &d_, u64 mb) : d(d_), memo_bytes(mb), counts(0) {}
    const vector<pair<int, Big> > &branches(const vector<int> &path) {
        map<vector<int>, vector<pair<int, Big> > >::iterator f = cache.find(path);
        if (f != cache.end()) return f->second;
        scratch.clear();
        vector<pair<int, Big> > &v = cache.size() < CACHE_MAX ? cache[path] : scratch;
        int i = d.choose_item();
        for (int p = d.first_in(i); p != i; p = d.next_in(p)) {
            int r = d.row_of(p);
            if (!d.select_row(r)) continue;
            Big c = d.count_memo(memo_bytes);
            counts++;
            d.unselect_last();
            if (!c.is_zero()) v.push_back(make_pair(r, c));
        }
        return v;
    }
    /* one uniformly random solution (rows from the root down); false if there is none */
    bool draw(SplitMix &g, vector<int> &path) {
        path.clear();
        bool ok = true;
        while (d.choose_item() != 0) {
            const vector<pair<int, Big> > &v = branches(path);
            if (v.empty()) { ok = false; break; }
            Big total;
            for (size_t k = 0; k < v.size(); k++) total.add(v[k].second);
            Big u = big_below(total, g);
            size_t k = 0;
            while (big_cmp(u, v[k].second) >= 0) { big_sub(u, v[k].second); k++; }
            d.select_row(v[k].first);
            path.push_back(v[k].first);
        }
        d.unselect_all();
        return ok;
    }
};
static inline int run_sample(const Model &m, const Settings &s, Engine &d, Clock::time_point t0, clock_t cpu0) {
    Sampler sm(d, (u64)s.memo_mb << 20);
    SplitMix g(s.seed);
    vector<int> path;
    string buf;
    u64 k = 0;
    for (; k < s.sample; k++) {
        if (!sm.draw(g, path)) break;
        if (k && s.out != OUT_ROWS) buf += '\n';
        put_solution(m, s, path, buf, "");
    }
    fwrite(buf.data(), 1, buf.size(), stdout);
    fflush(stdout);
    if (s.stats) {
        print_stats_header(m, "", "links");
        fprintf(stderr, "xc: %s samples, %s tree nodes cached, %s memoized counts, %.3f s (cpu %.3f s)\n",
                num(k).c_str(), num(sm.cache.size()).c_str(), num(sm.counts).c_str(), since(t0), (double)(clock() - cpu0) / CLOCKS_PER_SEC);
    }
    return k == 0 ? 1 : 0;
}
#endif
