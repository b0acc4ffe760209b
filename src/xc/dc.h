/* xc's search with domain consistency (--dc; src/engine/dcsearch.h over src/engine/dc.h): when it
 * runs, and the run (the same split driver, output and --stats as the links search). */
#ifndef XC_DC_H
#define XC_DC_H
#include <ctime>
#include <cstdio>
#include "src/engine/dcsearch.h"
#include "src/xc/count.h"

/* the tables of src/engine/dc.h in the representation it chooses (bit rows where they are small
 * against the matrix, else linear in the matrix): more is refused, with a line on stderr */
static const double DC_MAX_BYTES = 256.0 * (1 << 20);  /* all threads together */
static inline double dc_bytes(const Model &m) {
    return DC::table_bytes(m.n, m.np, m.options(), &m.ostart[0], m.oitem.empty() ? 0 : &m.oitem[0],
                           m.ocolor.empty() ? 0 : &m.ocolor[0]);
}

/* Does this run search with domain consistency? --no-dc: never; --dc: whenever the mode allows;
 * by default when colors constrain: some secondary item has a color in one option and another
 * color, or none, in another (the colored inputs measured win by far, plain exact cover loses:
 * docs/performance.md, "DC as a search mode"; a color that every option of its item shares
 * constrains nothing, so such an input counts as plain exact cover). Every mode of the split
 * driver runs with it: the count, --first, --print, --rows, --limit, --threads, --parts,
 * --progress, --stats. Not --memo, --links-only, checkpoints, --best, --sample, --min-cover or
 * multiplicities (the links search runs), nor tables over DC_MAX_BYTES (said on stderr). */
static inline bool use_dc(const Model &m, const Settings &s) {
    if (s.dc == 0) return false;
    if (s.memo || s.links_only || !s.ckfile.empty() || s.best || s.sample || s.min_cover || m.bounded())
        return false;
    bool want = s.dc == 1;
    if (!want) {
        bool colored = false;
        for (size_t k = 0; k < m.ocolor.size() && !colored; k++) colored = m.ocolor[k] != 0;
        if (!colored) return false;
        vector<int> seen(m.n + 1, -1);  /* per secondary item: the first color it had (0: none) */
        for (size_t k = 0; k < m.oitem.size() && !want; k++) {
            int x = m.oitem[k];
            if (x <= m.np) continue;
            if (seen[x] < 0) seen[x] = m.ocolor[k];
            else if (seen[x] != m.ocolor[k]) want = true;
        }
        if (!want) return false;
    }
    double copies = s.threads > 1 ? s.threads + 1 : 1;  /* each thread searches on a copy */
    double bytes = dc_bytes(m) * copies;
    if (bytes > DC_MAX_BYTES) {
        fprintf(stderr, "xc: domain consistency would take %.0f MB of tables (over %.0f MB): the links search runs\n",
                bytes / (1 << 20), DC_MAX_BYTES / (1 << 20));
        return false;
    }
    return true;
}

/* the run of run_count() (every mode of the split driver) on the domain-consistency engine */
static inline int run_dc(const Model &m, const Settings &s, Clock::time_point t0, clock_t cpu0) {
    DCSearch d;
    if (!d.build(m.n, m.np, m.options(), &m.ostart[0], m.oitem.empty() ? 0 : &m.oitem[0],
                 m.ocolor.empty() ? 0 : &m.ocolor[0], DC_MAX_BYTES)) {
        fprintf(stderr, "xc: the domain-consistency tables do not fit\n");  /* use_dc() checked it */
        return 2;
    }
    return run_count(m, s, d, t0, cpu0, "domain consistency");
}
#endif
