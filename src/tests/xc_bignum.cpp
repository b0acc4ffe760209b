// Self-check of xc's exact count type (Big of src/engine/big.h, which problems/xc.cpp gets through
// src/engine/engine.h): sums far beyond 2^64 compared with schoolbook decimal addition on strings.
// Run with no arguments; exit 0 if right. (It includes the header alone, not all of problems/xc.cpp:
// that compile took 14 s of the test command's build; xc itself is built and tested elsewhere.)
#include "src/dlx_core.h"
#include "src/engine/big.h"
#include <cstdio>
#include <string>

static std::string dec_add(const std::string &a, const std::string &b) {  // non-negative decimals
    std::string r;
    int i = (int)a.size() - 1, j = (int)b.size() - 1, c = 0;
    while (i >= 0 || j >= 0 || c) {
        int s = c + (i >= 0 ? a[i--] - '0' : 0) + (j >= 0 ? b[j--] - '0' : 0);
        r += (char)('0' + s % 10);
        c = s / 10;
    }
    if (r.empty()) r = "0";
    return std::string(r.rbegin(), r.rend());
}
static std::string dec_u64(unsigned long long v) {
    std::string s;
    do { s += (char)('0' + v % 10); v /= 10; } while (v);
    return std::string(s.rbegin(), s.rend());
}

int main() {
    int bad = 0;
    Big zero;
    if (zero.str() != "0" || !zero.is_zero()) { std::printf("empty Big is not 0\n"); bad++; }
    unsigned long long st = 12345;
    Big a, total;
    std::string da = "0", dt = "0";
    for (int k = 0; k < 3000; k++) {
        st = st * 6364136223846793005ULL + 1442695040888963407ULL;
        unsigned long long v = (k % 3 == 0) ? ~0ULL : (k % 3 == 1 ? st : st >> 40);
        a.add((DLX::u64)v);
        da = dec_add(da, dec_u64(v));
        if (a.str() != da) { std::printf("after %d additions: %s, want %s\n", k + 1, a.str().c_str(), da.c_str()); bad++; break; }
        total.add(a);  // Big + Big
        dt = dec_add(dt, da);
        if (total.str() != dt) { std::printf("sum of sums after %d: %s, want %s\n", k + 1, total.str().c_str(), dt.c_str()); bad++; break; }
    }
    // 1e9 boundaries of the decimal conversion
    const unsigned long long edge[] = {999999999ULL, 1000000000ULL, 1000000001ULL, 1000000000000000000ULL,
                                       18446744073709551615ULL};
    for (int k = 0; k < 5; k++) {
        Big b; b.add((DLX::u64)edge[k]);
        if (b.str() != dec_u64(edge[k])) { std::printf("%s printed as %s\n", dec_u64(edge[k]).c_str(), b.str().c_str()); bad++; }
    }
    std::printf("%s (last sum %s)\n", bad ? "FAILED" : "ok", dt.c_str());
    return bad ? 1 : 0;
}
