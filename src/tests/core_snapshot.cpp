// Self-check of DLX::snapshot()/restore() and of the hint-driven search (src/dlx_core.h):
// on random matrices with primary, secondary and colored items, a snapshot taken after some
// selections is restored, after counting, pausing, abandoning searches, selecting and
// unselecting more rows, to exactly the same links (every field of every node and item),
// and the counts after a restore agree with the counts before it. Also: restore() without a
// snapshot (or after reset) reports false and changes nothing. Prints one summary line;
// exit 1 on any failure.
#include <cstdio>
#include <vector>
#include "src/engine/engine.h"
#include "src/stress/rng.h"

typedef unsigned long long u64;

static std::vector<int> state(const Engine &d) {
    std::vector<int> v = d.links();
    v.push_back(d.selected());
    for (int k = 0; k < d.selected(); k++) v.push_back(d.solution_row(k));
    return v;
}

int main() {
    int failures = 0, N = 20000;
    Engine d;
    d.set_hint_min(0);  // the hint stack on however few items there are
    for (int t = 0; t < N; t++) {
        rng_state = 0x5eed0000ULL + (u64)t * 0x9e3779b97f4a7c15ULL;
        int np = 1 + below(7), n = np + below(4), R = below(24), dens = 15 + below(40), ncol = below(3);
        d.reset(n, np);
        if (d.restore()) { failures++; if (failures < 10) std::printf("case %d: restore without a snapshot\n", t); }
        for (int r = 0; r < R; r++) {
            std::vector<int> its, cs;
            for (int x = 1; x <= n; x++)
                if (below(100) < dens) { its.push_back(x); cs.push_back(x > np && ncol && below(2) ? 1 + below(ncol) : 0); }
            d.add_row(its.empty() ? 0 : &its[0], (int)its.size(), cs.empty() ? 0 : &cs[0]);
        }
        for (int k = below(3); k > 0 && R > 0; k--) d.select_row(below(R));
        d.snapshot();
        std::vector<int> s0 = state(d);
        u64 c0 = d.count();
        for (int round = 0; round < 3; round++) {
            switch (below(5)) {
                case 0: d.count(); break;
                case 1: d.first(); break;  // left in the middle of a search
                case 2: d.begin(); d.next(1 + below(5)); break;  // paused
                case 3: if (R > 0) { d.select_row(below(R)); d.select_row(below(R)); } d.first(); break;
                default: d.unselect_all(); if (R > 0) d.select_row(below(R)); d.begin(); d.next(1 + below(3)); break;
            }
            if (!d.restore()) { failures++; if (failures < 10) std::printf("case %d: restore failed\n", t); continue; }
            if (state(d) != s0) { failures++; if (failures < 10) std::printf("case %d: state differs after restore\n", t); }
            if (d.count() != c0) { failures++; if (failures < 10) std::printf("case %d: count differs after restore\n", t); }
            if (state(d) != s0) { failures++; if (failures < 10) std::printf("case %d: count after restore did not restore the links\n", t); }
        }
    }
    std::printf("core_snapshot: %d cases, %d failures\n", N, failures);
    return failures ? 1 : 0;
}
