// stress_dcsearch: the resumable domain-consistency search (src/engine/dcsearch.h on src/engine/dc.h)
// and the split driver running it (src/engine/split.h), against a brute-force oracle on random XCC.
//   stress_dcsearch [N [SEED]]      (defaults 3000 instances, seed 1)
// src/stress/broken.sh builds it against broken copies of dcsearch.h, which it must reject.
//
// Instances: 1-8 primary items, 0-5 secondary ones, 1-3 colors, 3-40 options (one in eight 65-100,
// so that DC's bit rows span words); half of them with a planted solution whose options share
// colored secondary items; options dense enough that propagation removes options.
// Oracle (no engine code; another method): backtracking on the first uncovered primary item in
// item order, trying each option that contains it and fits (its primary items uncovered; each
// secondary item unused, or used so far only with the option's own nonzero color). Every solution
// is the sorted list of its option numbers; the list of them sorted.
// Checks per instance:
// Instances with over 500 solutions are skipped (each is listed several times below).
//   - next(budget) with budgets of 1-3 nodes (paused and resumed all the time): the solutions equal
//     the oracle's list exactly (none missing, repeated or extra); then the state is as built;
//   - checkpoints: at every third pause or solution the search moves to a newly built engine
//     through path() and resume(), which must reach the same state; the solutions in the end
//     equal the oracle's list;
//   - a search stopped at a random point by end_search(): the state is as built;
//   - the driver, one subtree (a count, and listing with a limit): the count, min(count, limit);
//   - the driver with --parts K (K = 2..5, every part): the cut on DCSearch's views (choose_item,
//     first_in/next_in, select_row with propagation), each subtree listed with a budget of 1-3
//     nodes (progress on): the parts' lists together equal the oracle's, their counts add up;
//     the state is as built after each part.
//   - with a propagation hook (DCHook, src/engine/dcsearch.h), on every other instance: side
//     constraints the oracle applies by filtering its list -- banned options (removed by the hook
//     at the root only), forbidden pairs (when one is included the hook removes the other: it finds
//     the included ones on the trail from the height it is given) and a bound on the weight of the
//     included options (the hook only answers false past it) -- through next(budget), the driver
//     with a limit, --parts K and (one instance in eight) --threads 2 (each thread on a copy:
//     DCHook::clone()).
// Output: up to 10 failure lines (it stops there), then one summary line. Exit status 0 if no failure.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
#include "src/engine/split.h"
#include "src/engine/dcsearch.h"
#include "rng.h"
#include "xcc_inst.h"

typedef unsigned long long u64;
typedef std::vector<int> Sol;

// ---------------------------------------------------------------- the oracle
struct Oracle {
    const Inst *I;
    std::vector<int> cov, col, uses;  // col: a secondary item's color (-1: taken uncolored)
    std::vector<Sol> sols;
    Sol path;
    bool fits(size_t r) const {
        for (size_t j = 0; j < I->items[r].size(); j++) {
            int x = I->items[r][j], c = I->colors[r][j];
            if (x <= I->np ? cov[x] != 0 : uses[x] > 0 && (c == 0 || col[x] != c)) return false;
        }
        return true;
    }
    void take(size_t r, int dir) {
        for (size_t j = 0; j < I->items[r].size(); j++) {
            int x = I->items[r][j];
            if (x <= I->np) cov[x] += dir;
            else if ((uses[x] += dir) == 1 && dir > 0) col[x] = I->colors[r][j] ? I->colors[r][j] : -1;
        }
    }
    void rec() {
        int p = 1;
        while (p <= I->np && cov[p]) p++;
        if (p > I->np) { Sol s = path; std::sort(s.begin(), s.end()); sols.push_back(s); return; }
        for (size_t r = 0; r < I->items.size(); r++) {
            if (std::find(I->items[r].begin(), I->items[r].end(), p) == I->items[r].end() || !fits(r)) continue;
            take(r, 1); path.push_back((int)r);
            rec();
            path.pop_back(); take(r, -1);
        }
    }
    void solve(const Inst &in) {
        I = &in;
        cov.assign(in.n + 1, 0); col.assign(in.n + 1, 0); uses.assign(in.n + 1, 0);
        sols.clear(); path.clear();
        rec();
        std::sort(sols.begin(), sols.end());
    }
};

// ---------------------------------------------------------------- instances
static void make(Inst &I, u64 seed, int t) {
    rng_state = seed * 0x9e3779b97f4a7c15ULL + (u64)t * 0xbf58476d1ce4e5b9ULL + 0x5eac;
    rnd();
    I.np = 1 + below(8);
    I.n = I.np + below(6);
    int ncol = 1 + below(3);
    int R = below(8) ? 3 + below(38) : 65 + below(36);
    int dp = (R > 64 ? 30 : 20) + below(35), ds = 15 + below(50), dc = 30 + below(60);
    I.items.clear(); I.colors.clear();
    std::vector<std::vector<int> > pi, pc;  // a planted solution, if any
    if (below(2)) {
        std::vector<int> perm;
        for (int x = 1; x <= I.np; x++) perm.push_back(x);
        for (int j = (int)perm.size() - 1; j > 0; j--) std::swap(perm[j], perm[below(j + 1)]);
        std::vector<int> scol(I.n + 1, 0), sused(I.n + 1, 0);
        for (int x = I.np + 1; x <= I.n; x++) scol[x] = below(4) ? 1 + below(ncol) : 0;
        for (size_t p = 0; p < perm.size();) {
            std::vector<int> its, cs;
            int len = 1 + below(3);
            for (int j = 0; j < len && p < perm.size(); j++) { its.push_back(perm[p++]); cs.push_back(0); }
            for (int x = I.np + 1; x <= I.n; x++) {
                if (below(100) >= ds || (scol[x] == 0 && sused[x])) continue;
                its.push_back(x); cs.push_back(scol[x]); sused[x] = 1;
            }
            pi.push_back(its); pc.push_back(cs);
        }
    }
    while ((int)(I.items.size() + pi.size()) < R) {
        std::vector<int> its, cs;
        for (int x = 1; x <= I.n; x++) {
            if (below(100) >= (x <= I.np ? dp : ds)) continue;
            its.push_back(x);
            cs.push_back(x > I.np && below(100) < dc ? 1 + below(ncol) : 0);
        }
        bool prim = false;
        for (size_t j = 0; j < its.size(); j++) if (its[j] <= I.np) prim = true;
        if (!prim) { its.insert(its.begin(), 1 + below(I.np)); cs.insert(cs.begin(), 0); }
        I.items.push_back(its); I.colors.push_back(cs);
    }
    for (size_t k = 0; k < pi.size(); k++) {
        int at = below((int)I.items.size() + 1);
        I.items.insert(I.items.begin() + at, pi[k]); I.colors.insert(I.colors.begin() + at, pc[k]);
    }
}

// ---------------------------------------------------------------- the engine's state, through its interface
struct State {
    std::vector<int> cnt, cov, act;
    int left;
    size_t trail;
    bool operator==(const State &o) const { return cnt == o.cnt && cov == o.cov && act == o.act && left == o.left && trail == o.trail; }
};
static State state_of(const DCSearch &d) {
    State s;
    for (int p = 1; p <= d.dc.primary(); p++) { s.cnt.push_back(d.dc.count(p)); s.cov.push_back(d.dc.covered(p)); }
    for (int o = 0; o < d.dc.options(); o++) s.act.push_back(d.dc.active(o));
    s.left = d.dc.uncovered(); s.trail = d.dc.trail_height();
    return s;
}
static Sol solution(const DCSearch &d) {
    Sol s;
    for (int k = 0; k < d.solution_size(); k++) s.push_back(d.solution_row(k));
    std::sort(s.begin(), s.end());
    return s;
}

// the driver's hooks: every solution listed (sorted option numbers)
struct Lister : SplitHooks<DCSearch> {
    std::vector<Sol> got;
    Sol cur;
    bool shows() const { return true; }
    void text(const DCSearch &d, std::string &s) { cur = solution(d); s = "x"; }
    void emit(const std::string &, uint64_t) { got.push_back(cur); }
};

// the side constraints of the hooked runs (see the top), and the hook that enforces them
struct Side {
    std::vector<char> banned;
    std::vector<int> partner;  // forbidden pairs: option o's partner, or -1 (each option in at most one pair)
    std::vector<int> weight;
    int bound;
    bool allows(const Sol &s) const {
        int w = 0;
        for (size_t k = 0; k < s.size(); k++) {
            if (banned[s[k]]) return false;
            if (partner[s[k]] >= 0 && std::binary_search(s.begin(), s.end(), partner[s[k]])) return false;
            w += weight[s[k]];
        }
        return w <= bound;
    }
};
struct SideHook : DCHook {
    const Side *c;
    u64 calls;
    explicit SideHook(const Side *x) : c(x), calls(0) {}
    DCHook *clone() const { return new SideHook(*this); }
    bool settle(DCSearch &s, size_t h, bool all) {
        DC &dc = s.dc;
        calls++;
        if (all)
            for (int o = 0; o < dc.options(); o++)
                if (c->banned[o] && dc.active(o) && !dc.remove(o)) { dc.clear_queue(); return false; }
        size_t top = dc.trail_height();
        for (size_t t = h; t < top; t++) {  // an included option is on the trail (include() removes it)
            int o = dc.trail_at(t), q = c->partner[o];
            if (!s.included(o) || q < 0) continue;
            if (s.included(q)) { dc.clear_queue(); return false; }
            if (dc.active(q) && !dc.remove(q)) { dc.clear_queue(); return false; }
        }
        if (!dc.propagate()) return false;
        int w = 0;
        for (int o = 0; o < dc.options(); o++) if (s.included(o)) w += c->weight[o];
        if (w > c->bound) { dc.clear_queue(); return false; }
        return true;
    }
};

int main(int argc, char **argv) {
    int N = argc > 1 ? std::atoi(argv[1]) : 3000;
    u64 seed = argc > 2 ? std::strtoull(argv[2], 0, 10) : 1;
    Oracle o;
    u64 total = 0, with_sol = 0, pauses = 0, wide = 0, subtrees = 0, skipped = 0, resumes = 0;
    u64 hooked = 0, hooked_sols = 0, hooked_all = 0, hook_calls = 0;
    int t = 0;
    for (; t < N && failures < 10; t++) {  // (a broken engine: stop at 10 failures)
        Inst I;
        make(I, seed, t);
        int R = (int)I.items.size();
        if (R > 64) wide++;
        o.solve(I);
        u64 want = o.sols.size();
        if (want > 500) { skipped++; continue; }  // (keeps it cheap: listed many times below)
        total += want;
        if (want) with_sol++;

        std::vector<int> start(1, 0), its, cols;
        for (int r = 0; r < R; r++) {
            its.insert(its.end(), I.items[r].begin(), I.items[r].end());
            cols.insert(cols.end(), I.colors[r].begin(), I.colors[r].end());
            start.push_back((int)its.size());
        }
        DCSearch d;
        if (!d.build(I.n, I.np, R, &start[0], &its[0], &cols[0], 1e9)) { fail(t, I, "build failed"); continue; }
        State s0 = state_of(d);

        // next(budget), paused every 1-3 nodes
        std::vector<Sol> got;
        d.begin(DLX::LIST);
        for (int guard = 0; guard < 1000000; guard++) {
            int r = d.next(1 + below(3));
            if (r == DLX::DONE) break;
            if (r == DLX::FOUND) got.push_back(solution(d));
            else pauses++;
        }
        d.end_search();
        std::sort(got.begin(), got.end());
        if (got != o.sols) {
            char b[120];
            std::snprintf(b, sizeof b, "next(budget): %llu solutions, the oracle %llu, or other ones", (u64)got.size(), want);
            fail(t, I, b);
        }
        if (!(state_of(d) == s0)) fail(t, I, "the state is not restored after a search");

        // checkpoints: paused or at a solution (every third step), the search moves to a newly built
        // engine through path() and resume(): the same state there, and in the end the oracle's list
        {
            DCSearch a, b;
            a.build(I.n, I.np, R, &start[0], &its[0], &cols[0], 1e9);
            DCSearch *cur = &a;
            std::vector<Sol> g;
            cur->begin(DLX::LIST);
            for (int guard = 0; guard < 1000000; guard++) {
                int r = cur->next(1 + below(3));
                if (r == DLX::DONE) break;
                if (r == DLX::FOUND) g.push_back(solution(*cur));
                if (below(3)) continue;
                DCSearch &nx = cur == &a ? b : a;
                nx.build(I.n, I.np, R, &start[0], &its[0], &cols[0], 1e9);
                if (!nx.resume(cur->path(), r == DLX::FOUND)) { fail(t, I, "resume() refused the path() of its search"); break; }
                if (!(state_of(nx) == state_of(*cur))) { fail(t, I, "the search resumed from path() is in another state"); break; }
                cur->end_search();
                cur = &nx;
                resumes++;
            }
            cur->end_search();
            std::sort(g.begin(), g.end());
            if (g != o.sols) {
                char b2[120];
                std::snprintf(b2, sizeof b2, "resumed from checkpoints: %llu solutions, the oracle %llu, or other ones", (u64)g.size(), want);
                fail(t, I, b2);
            }
        }

        // a search stopped anywhere
        d.begin(DLX::LIST);
        for (int k = below(12); k > 0 && d.next(1 + below(2)) != DLX::DONE; k--) {}
        d.end_search();
        if (!(state_of(d) == s0)) fail(t, I, "the state is not restored after end_search()");

        // the driver: one subtree
        {
            Split sp;
            SplitDriver<DCSearch> run(sp);
            Big c = run.count(d, std::vector<Sub>(1));
            if (c.str() != Big(want).str()) fail(t, I, "the driver's count differs from the oracle");
            SplitDriver<DCSearch> lim(sp);
            u64 L = 1 + (u64)below(3);
            lim.limit = L;
            Lister h;
            lim.hooks = &h;
            Big cl = lim.count(d, std::vector<Sub>(1));
            if (cl.str() != Big(std::min(want, L)).str() || h.got.size() != std::min(want, L)) fail(t, I, "the driver's --limit count differs");
            if (!(state_of(d) == s0)) fail(t, I, "the state is not restored after the driver");
        }
        // the driver: --parts K, listed with a budget per step
        {
            Split sp;
            sp.parts = 2 + below(4); sp.have_parts = sp.have_part = true;
            std::vector<Sol> all;
            Big sum;
            for (int i = 0; i < sp.parts; i++) {
                sp.part = i;
                SplitDriver<DCSearch> run(sp);
                Lister h;
                run.hooks = &h;
                run.progress = true;
                run.slice = 1 + below(3);
                sum.add(run.count(d, std::vector<Sub>(1)));
                all.insert(all.end(), h.got.begin(), h.got.end());
                subtrees += run.tasks.size();
                if (!(state_of(d) == s0)) fail(t, I, "the state is not restored after a part");
            }
            std::sort(all.begin(), all.end());
            if (all != o.sols) {
                char b[120];
                std::snprintf(b, sizeof b, "--parts %d: %llu solutions listed, the oracle %llu, or other ones", sp.parts, (u64)all.size(), want);
                fail(t, I, b);
            }
            if (sum.str() != Big(want).str()) fail(t, I, "--parts: the counts do not add up");
        }
        // with the hook (every other instance)
        if (t % 2) continue;
        {
            Side c;
            c.banned.assign(R, 0); c.partner.assign(R, -1); c.weight.assign(R, 0);
            for (int r = 0; r < R; r++) { c.banned[r] = below(12) == 0; c.weight[r] = below(3); }
            for (int k = 0; k < R / 3; k++) {
                int a = below(R), b = below(R);
                if (a != b && c.partner[a] < 0 && c.partner[b] < 0) { c.partner[a] = b; c.partner[b] = a; }
            }
            c.bound = 1 + below(2 * I.np + 1);
            std::vector<Sol> ok;
            for (size_t k = 0; k < o.sols.size(); k++) if (c.allows(o.sols[k])) ok.push_back(o.sols[k]);
            hooked++; hooked_sols += ok.size(); hooked_all += want;
            SideHook hook(&c);
            DCSearch e;
            e.build(I.n, I.np, R, &start[0], &its[0], &cols[0], 1e9);
            e.set_hook(&hook);
            e.settle_root();
            State s1 = state_of(e);
            std::vector<Sol> g2;
            e.begin(DLX::LIST);
            for (int guard = 0; guard < 1000000; guard++) {
                int r = e.next(1 + below(3));
                if (r == DLX::DONE) break;
                if (r == DLX::FOUND) g2.push_back(solution(e));
            }
            e.end_search();
            std::sort(g2.begin(), g2.end());
            if (g2 != ok) {
                char b[120];
                std::snprintf(b, sizeof b, "hooked next(budget): %llu solutions, the oracle %llu, or other ones", (u64)g2.size(), (u64)ok.size());
                fail(t, I, b);
            }
            Split sp;
            SplitDriver<DCSearch> lim(sp);
            u64 L = 1 + (u64)below(3);
            lim.limit = L;
            Lister h;
            lim.hooks = &h;
            Big cl = lim.count(e, std::vector<Sub>(1));
            if (cl.str() != Big(std::min((u64)ok.size(), L)).str()) fail(t, I, "hooked: the driver's --limit count differs");
            for (size_t k = 0; k < h.got.size(); k++)
                if (!std::binary_search(ok.begin(), ok.end(), h.got[k])) { fail(t, I, "hooked: the driver listed a solution the oracle does not allow"); break; }
            sp.parts = 2 + below(4); sp.have_parts = sp.have_part = true;
            std::vector<Sol> all;
            for (int i = 0; i < sp.parts; i++) {
                sp.part = i;
                SplitDriver<DCSearch> run(sp);
                Lister hp;
                run.hooks = &hp;
                run.count(e, std::vector<Sub>(1));
                all.insert(all.end(), hp.got.begin(), hp.got.end());
            }
            std::sort(all.begin(), all.end());
            if (all != ok) fail(t, I, "hooked --parts: the parts' lists differ from the oracle's");
            if (t % 8 == 0) {  // (threads cost their start: one instance in eight)
                Split st;
                st.threads = 2;
                SplitDriver<DCSearch> th(st);
                if (th.count(e, std::vector<Sub>(1)).str() != Big((u64)ok.size()).str()) fail(t, I, "hooked --threads 2: the count differs from the oracle's");
            }
            if (!(state_of(e) == s1)) fail(t, I, "hooked: the state is not restored after the searches");
            hook_calls += hook.calls;
        }
    }
    std::printf("stress_dcsearch: %llu hooked instances (%llu solutions allowed of %llu, %llu settle calls)\n", hooked, hooked_sols, hooked_all, hook_calls);
    std::printf("stress_dcsearch: %d instances (%llu with over 64 options; %llu with over 500 solutions skipped), %llu with a "
                "solution, %llu solutions in all; %llu pauses, %llu resumes, %llu subtrees of parts; %d failures\n",
                t, wide, skipped, with_sol, total, pauses, resumes, subtrees, failures);
    return failures ? 1 : 0;
}
