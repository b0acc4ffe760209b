/* Numbers, read one way by every tool (a module: standard headers only, C++98-clean), and the
 * rules built on them that several tools share:
 *   whole_number(s, max, v)   s as a whole number: decimal digits only (at least one; no sign, no
 *                             blank; leading zeros allowed), value <= max, overflow checked
 *   int_number(s, lo, hi, v)  an optional sign, then a whole number; lo <= value <= hi
 *   LIMIT_MAX                 --limit K in every tool: 0 (no limit) .. 999999999999999999
 *                             (src/lib/options.h: Args::limit(), its one message; docs/cli.md)
 *   DC_CAP_XC, DC_CAP_GRID    the memory caps of the domain-consistency tables (src/engine/dc.h)
 *   dc_budget_bytes(cap, threads)   what one copy of the tables may take under a cap
 * The command line reads its numbers through Args::number() (src/lib/options.h); the readers of
 * the inputs (src/grid/read.h, src/xc/, src/tiling/read.h, the tools) through these. */
#ifndef DLX_LIB_NUMBERS_H
#define DLX_LIB_NUMBERS_H
#include <cstddef>
#include <stdint.h>
#include <string>

/* the largest number the tools take anywhere: 18 digits (any sum of two still fits 64 bits) */
static const uint64_t NUM_MAX = (uint64_t)999999999 * 1000000000 + 999999999;

/* the n bytes at p as a whole number <= max: true with it in v; false (v unspecified) if a byte
 * is not a digit, there is none, or the value is over max */
static inline bool whole_number(const char *p, size_t n, uint64_t max, uint64_t &v) {
    if (n == 0) return false;
    v = 0;
    for (size_t i = 0; i < n; i++) {
        if (p[i] < '0' || p[i] > '9') return false;
        uint64_t d = (uint64_t)(p[i] - '0');
        if (v > (max - d) / 10) return false;
        v = v * 10 + d;
    }
    return true;
}
static inline bool whole_number(const std::string &s, uint64_t max, uint64_t &v) { return whole_number(s.data(), s.size(), max, v); }

/* s as an int in lo..hi (lo <= 0 or not): an optional '-' or '+', then a whole number */
static inline bool int_number(const std::string &s, int lo, int hi, int &v) {
    size_t i = 0;
    bool neg = false;
    if (!s.empty() && (s[0] == '-' || s[0] == '+')) { neg = s[0] == '-'; i = 1; }
    uint64_t m = 0, cap = neg ? (uint64_t)(-(int64_t)lo) : (uint64_t)(hi < 0 ? 0 : hi);
    if (neg && lo >= 0) cap = 0;   /* "-0" only */
    if (!whole_number(s.data() + i, s.size() - i, cap, m)) return false;
    int64_t x = neg ? -(int64_t)m : (int64_t)m;
    if (x < lo || x > hi) return false;
    v = (int)x;
    return true;
}

/* --limit K (every tool): K solutions at most; 0: no limit */
static const uint64_t LIMIT_MAX = NUM_MAX;

/* The domain-consistency tables (src/engine/dc.h) of one run take at most a cap, every copy
 * together: with T > 1 threads, T + 1 copies (each thread searches on its own, besides the one
 * built first). Over it the tool says so (xc on stderr, the grid tools under --stats) and searches
 * on the links. The caps, one per family: xc 256 MB (docs/xc.md), the grid tools 64 MB
 * (docs/groups.md; a grid's tables pass it with tens of thousands of options, e.g. large Kakuro
 * with 3000 fillings a cage: docs/performance.md); fuzz builds keep the grids' small (4 MB). */
static const double DC_CAP_XC = 256.0 * (1 << 20);
#ifdef FUZZING
static const double DC_CAP_GRID = 4.0 * (1 << 20);
#else
static const double DC_CAP_GRID = 64.0 * (1 << 20);
#endif
/* the copies of the tables with `threads` threads */
static inline double dc_copies(int threads) { return threads > 1 ? threads + 1 : 1; }
/* the bytes one copy may take under cap */
static inline double dc_budget_bytes(double cap, int threads) { return cap / dc_copies(threads); }
#endif
