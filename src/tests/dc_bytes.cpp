// DC::bytes() (src/engine/dc.h) against the memory DC actually holds: every allocation of this
// program goes through the replacement operator new below, which keeps the bytes allocated and
// not yet freed. On random XCC instances (up to 150 options: bit rows of several words), in both
// representations (the linear one with exc_max 0, 1, 2 and 1000: pairs only, mixed, groups
// only), the bytes DC holds (allocated during build() and not freed) must equal bytes() exactly:
// after build(), after a whole search by DC's steps (the trail, the queue and the linear waiting
// lists grown), after a rebuild in the other representation; and nothing may stay allocated once
// DC is gone. Exit 0 if right; one line per failure.
#include <cstdio>
#include <cstdlib>
#include <new>
#include <string>
#include <vector>
#include "src/engine/dc.h"
#include "src/stress/rng.h"

static size_t live_bytes = 0;
static void *counted(size_t n) {
    void *p = std::malloc(n + 16);
    if (!p) throw std::bad_alloc();
    *(size_t *)p = n;
    live_bytes += n;
    return (char *)p + 16;
}
static void uncounted(void *p) {
    if (!p) return;
    char *q = (char *)p - 16;
    live_bytes -= *(size_t *)q;
    std::free(q);
}
void *operator new(size_t n) { return counted(n); }
void *operator new[](size_t n) { return counted(n); }
void *operator new(size_t n, const std::nothrow_t &) noexcept { try { return counted(n); } catch (...) { return 0; } }
void *operator new[](size_t n, const std::nothrow_t &) noexcept { try { return counted(n); } catch (...) { return 0; } }
void operator delete(void *p) noexcept { uncounted(p); }
void operator delete[](void *p) noexcept { uncounted(p); }
void operator delete(void *p, size_t) noexcept { uncounted(p); }
void operator delete[](void *p, size_t) noexcept { uncounted(p); }

static int failures = 0;
static void check(bool ok, int t, const char *rep, const char *where, double bytes, size_t held) {
    if (ok) return;
    failures++;
    std::printf("FAIL instance %d (%s), %s: bytes() %.0f, held %zu\n", t, rep, where, bytes, held);
}

// Knuth's binary search on DC's steps (as src/engine/dcsearch.h, without its frames): the
// solutions, every removal undone
static unsigned long long search(DC &d) {
    if (d.uncovered() == 0) return 1;
    int best = 0, t = 0x7fffffff;
    for (int p = 1; p <= d.primary(); p++)
        if (!d.covered(p) && d.count(p) < t) { t = d.count(p); best = p; }
    unsigned long long c = 0;
    size_t h0 = d.trail_height();
    for (;;) {
        int o = d.first_option(best);
        size_t h = d.trail_height();
        if (d.include(o)) c += search(d);
        d.undo(h); d.uncover(o);
        if (t == 1 || !d.remove(o)) { d.clear_queue(); break; }
        if (!d.propagate()) break;
        t = d.count(best);
    }
    d.undo(h0);
    return c;
}

int main() {
    const int N = 300;
    for (int t = 0; t < N; t++) {
        rng_state = 0x5eed0000ULL + (unsigned long long)t;
        int n = 3 + below(10), np = 1 + below(n), R = 1 + below(t % 3 == 0 ? 150 : 40);
        std::vector<int> start(1, 0), it, col;
        for (int k = 0; k < R; k++) {
            for (int x = 1; x <= n; x++)
                if (below(100) < (x <= np ? 30 : 25)) { it.push_back(x); col.push_back(x <= np ? 0 : below(3)); }
            start.push_back((int)it.size());
        }
        static const int exc[4] = {0, 1, 2, 1000};
        for (int r = 0; r < 2; r++) {
            const char *rn = r ? "linear" : "bit rows";
            size_t l0 = live_bytes;
            {
                DC d;
                d.set_rep(r ? DC::LINEAR : DC::BITS);
                d.set_exc_max(exc[t % 4]);
                const int *st = &start[0], *its = it.empty() ? 0 : &it[0], *cs = col.empty() ? 0 : &col[0];
                if (!d.build(n, np, R, st, its, cs, 1e9)) { check(false, t, rn, "build failed", 0, 0); continue; }
                check(d.bytes() == (double)(live_bytes - l0), t, rn, "after build()", d.bytes(), live_bytes - l0);
                if (d.make_consistent()) search(d);
                check(d.bytes() == (double)(live_bytes - l0), t, rn, "after a search", d.bytes(), live_bytes - l0);
                d.set_rep(r ? DC::BITS : DC::LINEAR);  // the other representation on the same object
                if (!d.build(n, np, R, st, its, cs, 1e9)) { check(false, t, rn, "rebuild failed", 0, 0); continue; }
                if (d.make_consistent()) search(d);
                check(d.bytes() == (double)(live_bytes - l0), t, rn, "after a rebuild and a search", d.bytes(), live_bytes - l0);
            }
            check(live_bytes == l0, t, rn, "after DC is gone", 0, live_bytes - l0);
        }
    }
    std::printf("dc_bytes: %d instances, both representations; %d failures\n", N, failures);
    return failures ? 1 : 0;
}
