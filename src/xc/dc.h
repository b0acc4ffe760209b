/* xc's search with domain consistency (--dc; src/engine/dcsearch.h over src/engine/dc.h): when it
 * runs, and the run (the same split driver, output and --stats as the links search). */
#ifndef XC_DC_H
#define XC_DC_H
#include <ctime>
#include <cstdio>
#include "src/engine/dcsearch.h"
#include "src/xc/count.h"
#include "src/xc/checkpoint.h"
#include "src/xc/read.h"

/* the tables of src/engine/dc.h in the representation it chooses (bit rows where they are small
 * against the matrix, else linear in the matrix): over DC_CAP_XC (src/lib/numbers.h, all threads'
 * copies together) refused, with a line on stderr */
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
 * --progress, --stats, checkpoints. Not --memo, --links-only, --best, --sample, --min-cover or
 * multiplicities (the links search runs), nor tables over DC_CAP_XC (said on stderr). */
static inline bool use_dc(const Model &m, const Settings &s) {
    if (s.dc == 0) return false;
    if (s.memo || s.links_only || s.best || s.sample || s.min_cover || m.bounded())
        return false;
    return s.dc == 1 || m.colors_vary;  /* (the reader saw the colors) */
}

/* A first solution with DC by the default rule looks with the links first (run_dc) */
static inline bool links_try_first(const Settings &s) {
    return s.dc < 0 && s.limit == 1 && s.out != OUT_COUNT && s.threads == 1 && s.parts == 1 && !s.progress && s.links_try != 0;
}
/* Will the links search run on the matrix read (whatever its colors)? Then xc reads the options
 * straight into the engine's links (Model::direct), keeping no copy of them. Not for the runs that
 * build from the model (--best, --sample, --min-cover, checkpoints) or that are DC's by the input
 * (counts of colored inputs): those read the options into the model. */
static inline bool links_run_likely(const Settings &s) {
    if (s.best || s.sample || s.min_cover || !s.ckfile.empty() || !s.resume.empty() || s.dc == 1) return false;
    return s.dc == 0 || s.memo || s.links_only || links_try_first(s);
}

/* DC's tables fit (all threads' copies): else a line on stderr, and the links search runs */
static inline bool dc_fits(const Model &m, const Settings &s) {
    double one = dc_bytes(m);   /* each thread searches on a copy */
    if (one <= dc_budget_bytes(DC_CAP_XC, s.threads)) return true;
    fprintf(stderr, "xc: domain consistency would take %.0f MB of tables (over %.0f MB): the links search runs\n",
            one * dc_copies(s.threads) / (1 << 20), DC_CAP_XC / (1 << 20));
    return false;
}

/* The links search's updates that cost about as much time as building DC's tables, per entry of
 * the matrix (measured on the word puzzles of src/bench/dc.sh: the tables take 60-120 ns per entry,
 * an update of the links about 10 ns). */
static const double DC_TRY_UPDATES_PER_ENTRY = 10;

/* the run of run_count() (every mode of the split driver) on the domain-consistency engine. A
 * first solution (--first, DC by the default rule, one thread, no parts) is looked for by the
 * links search first, for as long as DC's tables would take to build: many colored inputs have
 * one at once (DC then pays nothing for it), and the others lose at most that time. */
static inline int run_dc(Model &m, const Settings &s, Clock::time_point t0, clock_t cpu0, const string &id) {
    uint64_t budget = s.links_try >= 0 ? (uint64_t)s.links_try : (uint64_t)(DC_TRY_UPDATES_PER_ENTRY * (double)m.entries) + 1;
    if (links_try_first(s) && budget > 0) {
        Engine own, &e = m.direct ? *m.direct : own;  /* read into m.direct, or built here */
        m.build(e, (int)s.max_items, (int)s.max_nodes);
        int rc = run_count(m, s, e, t0, cpu0, "links", budget);
        if (rc >= 0) return rc;
        e.release_rows();  /* its memory goes back before DC's tables take theirs */
        m.direct = 0;
        if (s.stats)
            fprintf(stderr, "xc: the links search found no solution in its first %s updates: domain consistency from the start\n",
                    num(budget).c_str());
    }
    read_entries(m);
    if (!dc_fits(m, s)) {
        Engine e;
        m.build(e, (int)s.max_items, (int)s.max_nodes);
        return s.ckfile.empty() ? run_count(m, s, e, t0, cpu0) : run_checkpointed(m, s, e, id, t0, cpu0);
    }
    DCSearch d;
    d.dc.set_input_release(Model::release_entries_of, &m);  /* the model's copy of the options goes once DC has its own */
    if (!d.build(m.n, m.np, m.options(), &m.ostart[0], m.oitem.empty() ? 0 : &m.oitem[0],
                 m.ocolor.empty() ? 0 : &m.ocolor[0], dc_budget_bytes(DC_CAP_XC, s.threads))) {
        fprintf(stderr, "xc: the domain-consistency tables do not fit\n");  /* use_dc() checked it */
        return 2;
    }
    int rc = s.ckfile.empty() ? run_count(m, s, d, t0, cpu0, "domain consistency")
                              : run_checkpointed(m, s, d, id, t0, cpu0, "domain consistency", true);
    if (s.stats)
        fprintf(stderr, "xc: domain consistency's tables: %s, %.1f MB (one copy per thread)\n",
                d.dc.uses_bits() ? "bit rows" : "linear", d.dc.bytes() / (1 << 20));
    return rc;
}
#endif
