// Self-check of the core's memoized counting and exact big counts: domino tilings of m x n
// boards counted with DLX::count_memo() against the published values (OEIS A004003 for n x n,
// A099390 for m x n), including 14x14 and 16x16, which do not fit in 64 bits; and count_memo()
// against plain count() on small boards, with and without a tiny memory cap.
#include <cstdio>
#include <string>
#include <vector>
#include "src/engine/engine.h"
#include "src/tests/lib/domino.h"  /* build_domino() */

int main() {
    struct Known { int m, n; const char *count; } known[] = {
        {2, 2, "2"}, {4, 4, "36"}, {6, 6, "6728"}, {8, 8, "12988816"}, {10, 10, "258584046368"},
        {12, 12, "53060477521960000"}, {14, 14, "112202208776036178000000"},
        {16, 16, "2444888770250892795802079170816"}, {3, 4, "11"}, {5, 6, "1183"}, {7, 8, "1292697"},
        {3, 3, "0"}, {1, 1, "0"}, {1, 2, "1"}};
    int bad = 0;
    Engine d;
    for (size_t k = 0; k < sizeof known / sizeof known[0]; k++) {
        build_domino(d, known[k].m, known[k].n);
        std::string got = d.count_memo().str();
        bool ok = got == known[k].count;
        std::printf("%s domino %dx%d memo %s (want %s), %llu states\n", ok ? "ok  " : "FAIL", known[k].m, known[k].n,
                    got.c_str(), known[k].count, (unsigned long long)d.memo.states);
        if (!ok) bad++;
    }
    for (int m = 1; m <= 6; m++)
        for (int n = 1; n <= 6; n++) {
            build_domino(d, m, n);
            DLX::u64 plain = d.count();
            Big a = d.count_memo(), b = d.count_memo(2000);
            if (!a.fits64() || a.low64() != plain || !b.fits64() || b.low64() != plain) {
                std::printf("FAIL domino %dx%d: plain %llu, memo %s, capped memo %s\n", m, n, (unsigned long long)plain,
                            a.str().c_str(), b.str().c_str());
                bad++;
            }
        }
    // Big arithmetic across limb boundaries
    Big x(~(DLX::u64)0);
    x.add((DLX::u64)1);
    if (x.str() != "18446744073709551616") { std::printf("FAIL Big 2^64: %s\n", x.str().c_str()); bad++; }
    Big y;
    for (int i = 0; i < 1000; i++) y.add(x);
    if (y.str() != "18446744073709551616000") { std::printf("FAIL Big 1000*2^64: %s\n", y.str().c_str()); bad++; }
    std::printf("%s\n", bad ? "memo_domino: FAILED" : "memo_domino: all counts exact");
    return bad ? 1 : 0;
}
