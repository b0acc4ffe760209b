/* The grid-puzzle module: what sudoku, jigsaw, killer and groups share, in src/grid/:
 *   model.h  the model (Grid: cells, symbols, groups, sum cages) and its matrix (GridBuild)
 *   read.h   the text the tools share: Input (lines, tokens), shown(), parse_int(), read_givens81()
 *   griddc.h the DC engine of a grid's matrix (--dc), its cages propagated whole (a DCSearch hook)
 *   prop.h, implied.h, cpsearch.h  the propagator search on the cells' candidates (--cp, the
 *            default of groups and killer for puzzles with cages; docs/propagators.md)
 *   grid.h   (this file) the run modes (Options, grid_arg, grid_cage_arg, grid_check; read through
 *            src/lib/options.h), the answer to one case in
 *            every mode (grid_answer: first / count / limit / unique / memo, --threads, --parts;
 *            all through the split driver, src/engine/split.h, on the links or, when the tool
 *            asks, on griddc.h's DC engine: every mode but memo),
 *            grid_answer_cp (the same modes but memo, threads and parts, on the propagator search),
 *            the loop over the 9x9 cases of jigsaw and killer (run_cases81), and main() of all
 *            four tools (grid_main)
 * A tool defines TOOL_NAME and then includes this file. */
#ifndef DLX_GRID_GRID_H
#define DLX_GRID_GRID_H
#include <string>
#include <vector>
#include "src/engine/engine.h"
#include "src/lib/output.h"
#include "src/lib/options.h"
#include "src/engine/split.h"
#include "src/grid/model.h"
#include "src/grid/read.h"
#ifndef GRID_NO_DC  /* sudoku and jigsaw never search with DC: their builds leave it out */
#include "src/grid/griddc.h"
#include "src/grid/cpsearch.h"
#include "src/grid/candidates.h"
#endif

/* ---------------- the options ---------------- */
enum { FIRST, COUNT, LIMIT, UNIQUE, MEMO, CANDIDATES, PROPAGATED };
enum { DC_AUTO = -1, DC_OFF = 0, DC_ON = 1, DC_CP = 2 };   /* the searches: links, DC, propagators */
struct Options {
    int mode;
    DLX::u64 limit;   /* LIMIT: stop counting here */
    Split sp;         /* --threads, --parts (COUNT, MEMO); sp.tally: the search nodes (--stats), and
                       * a node budget per case (fuzz targets) */
    CageCoding cages;
    int max_box;      /* sudoku: the largest box size read (fuzz targets lower it) */
    bool stats;       /* --stats */
    int dc;           /* DC_ON (--dc), DC_OFF (--no-dc), DC_CP (--cp), DC_AUTO (the tool's default rule) */
    bool implied, learn, locked;   /* the propagator search: implied sums (--no-implied), learning
                                    * (--no-learn), the locked candidates (--no-locked) */
    bool probe;       /* its probing at the root once a search runs long (--no-probe) */
    bool fill_max_given;   /* --fill-max N was given */
    bool case_stats;  /* with --stats, a line per case saying which search ran (groups, killer) */
    DLX::u64 cand_max;   /* CANDIDATES: at most this many solutions (0: all) */
    bool progress;    /* --progress[=S]: a line on stderr at most once every S seconds */
    double every;     /* S (default 1; 0: at every check of the search) */
    Options() : mode(FIRST), limit(0), max_box(6), stats(false), dc(-1), implied(true), learn(true), locked(true), probe(true), fill_max_given(false), case_stats(false),
                cand_max(0), progress(false), every(1.0) {}
};

/* the usage lines of the run modes, --threads and --parts */
#define GRID_USAGE \
    "  --first: the first solution (the default); --count: the number of solutions;\n" \
    "  --limit K: the number, counting stops at K; --unique: unique, none or multiple;\n" \
    "  --memo: the number by memoized counting, exact at any size\n" \
    SPLIT_USAGE "  both with --count or --memo: one count per case\n" \
    "  --stats: at the end, the search nodes and the time on stderr\n" \
    "  --progress[=S]: while a puzzle is searched, a line on stderr at most once every S seconds\n" \
    "    (default 1; 0: at each check, every 4096 or 65536 nodes): the share of the tree searched\n" \
    "    (a rough estimate), the nodes, the solutions and the time\n"

/* the run modes a tool takes beyond --first, --count, --limit K, --unique */
enum { GRID_MEMO = 1, GRID_SPLIT = 2 };

/* a.arg if it is a run-mode option or --progress[=S] (then past its value; a stopped on a bad value): true */
static inline bool grid_arg(Args &a, Options &o, int more) {
    if (a.progress(o.progress, o.every)) return true;
    if (a.flag("--count")) o.mode = COUNT;
    else if (a.flag("--stats")) o.stats = true;
    else if ((more & GRID_MEMO) && a.flag("--memo")) o.mode = MEMO;
    else if (a.flag("--unique")) o.mode = UNIQUE;
    else if (a.flag("--first")) o.mode = FIRST;
    else if (a.limit(o.limit)) o.mode = o.limit ? LIMIT : COUNT;   /* 0: no limit, the count */
    else return (more & GRID_SPLIT) && a.split(o.sp);
    return true;
}

/* the options of the cage encodings (--xcc, --sets, --fill-max N): true if a.arg is one (a
 * stopped on a bad value) */
static inline bool grid_cage_arg(Args &a, Options &o) {
    DLX::u64 n = 0;
    if (a.flag("--xcc")) o.cages.xcc = true;
    else if (a.flag("--sets")) o.cages.sets_only = true;
    else if (a.number("--fill-max", 1000000000, n)) {
        o.cages.fill_max = (int)n;
        o.fill_max_given = true;
    } else return false;
    return true;
}

/* --dc, --no-dc, --cp, --no-implied, --no-learn, --no-locked, --no-probe: true if a.arg is one */
static inline bool grid_dc_arg(Args &a, Options &o) {
    if (a.flag("--dc")) o.dc = DC_ON;
    else if (a.flag("--no-dc")) o.dc = DC_OFF;
    else if (a.flag("--cp")) o.dc = DC_CP;
    else if (a.flag("--no-implied")) o.implied = false;
    else if (a.flag("--no-learn")) o.learn = false;
    else if (a.flag("--no-locked")) o.locked = false;
    else if (a.flag("--no-probe")) o.probe = false;
    else return false;
    return true;
}

/* the usage lines of the searches (groups, killer) */
#define GRID_SEARCH_USAGE \
    "  --cp: the propagator search (the default for puzzles with cages): each cell's candidates, the\n" \
    "    houses, cages and sums as propagators, implied sums (the rule of 45), branching that learns\n" \
    "    from conflicts, locked candidates (where houses meet groups or cages; the symbols a cage needs),\n" \
    "    probing at the root once a search passes 1000 nodes (puzzles with rules other than sums);\n" \
    "    --no-implied, --no-learn, --no-locked, --no-probe: without those (docs/propagators.md)\n" \
    "  --dc: domain consistency on the exact-cover matrix (the default for cages with --threads or\n" \
    "    --parts); --no-dc: the links (the default for puzzles without cages, and for --memo)\n"

/* the search of a puzzle (groups, killer): --cp, --dc, --no-dc, or the default rule: the
 * propagators for a puzzle with cages (DC under --threads and --parts), the links for the others
 * and for --memo; the propagators for --candidates */
static inline int grid_search(bool cages, const Options &o) {
    if (o.mode == MEMO) return DC_OFF;
    if (o.mode == CANDIDATES || o.mode == PROPAGATED) return DC_CP;   /* (only the propagator search has it) */
    if (o.dc != DC_AUTO) return o.dc;
    if (!cages) return DC_OFF;
    return o.sp.active() ? DC_ON : DC_CP;
}

/* under DC a cage with at most this many fillings gets one option per filling (unless --fill-max):
 * DC's tables grow with the square of the options, and the symbol sets propagate as well there
 * (docs/performance.md, groups) */
static const int DC_FILL_MAX = 30;

/* --candidates [K] (K: the next argument if it is a whole number, or --candidates=K; 0: all),
 * --propagated: true if a.arg is one (a stopped on a bad K) */
#define GRID_CANDIDATES_USAGE \
    "  --candidates [K]: per cell the symbols it holds in some solution (K: from at most K solutions,\n" \
    "    then `capped` if some were left undecided); the propagator search, probing each pair\n" \
    "    (docs/groups.md); with --progress, its lines count the pairs decided\n" \
    "  --propagated: per cell the symbols the propagators leave before any guess (the same grid)\n"
static inline bool grid_candidates_arg(Args &a, Options &o) {
    if (a.flag("--propagated")) { o.mode = PROPAGATED; return true; }
    if (a.arg == "--candidates") {
        o.mode = CANDIDATES; o.cand_max = 0;
        if (a.has(1)) {   /* an optional K: the next argument when it is all digits */
            std::string v = a.argv[a.a + 1];
            bool digits = !v.empty();
            for (size_t i = 0; i < v.size(); i++) digits = digits && v[i] >= '0' && v[i] <= '9';
            if (digits) { a.take(); if (!whole_number(v, LIMIT_MAX, o.cand_max)) a.error("option --candidates wants a whole number up to " + numtext(LIMIT_MAX) + ", not " + opt_quoted(v)); }
        }
        return true;
    }
    if (a.number("--candidates", LIMIT_MAX, o.cand_max)) { o.mode = CANDIDATES; return true; }
    return false;
}

/* after all the options: their usage errors (a stopped) */
static inline void grid_check(Args &a, Options &o) {
    o.sp.memo = o.mode == MEMO;
    a.check_split(o.sp, o.sp.memo);
    a.check(o.sp.active() && o.mode != COUNT && o.mode != MEMO, "--threads and --parts go with --count or --memo");
    a.check(o.dc == DC_CP && (o.sp.active() || o.mode == MEMO), "--cp goes with --first, --count, --limit and --unique (not --threads, --parts, --memo)");
    a.check(o.mode == CANDIDATES && (o.sp.active() || o.dc == DC_ON || o.dc == DC_OFF), "--candidates runs the propagator search (not --threads, --parts, --dc, --no-dc)");
    a.check(o.progress && o.mode == PROPAGATED, "--progress goes with a search (not --propagated)");
    a.check(o.mode == PROPAGATED && (o.sp.active() || o.dc == DC_ON || o.dc == DC_OFF), "--propagated runs the propagators (not --threads, --parts, --dc, --no-dc)");
}

/* ---------------- the search ---------------- */
/* --progress[=S]: a line on stderr at most once every S seconds, from the start of the case's search */
struct GridProgress {
    double t0, last, every;
    explicit GridProgress(double s) : t0(RunStats::now()), last(t0), every(s) {}
    /* true (and the seconds so far in t) when a line is due */
    bool due(double &t) {
        t = RunStats::now();
        if (t - last < every) return false;
        last = t;
        t -= t0;
        return true;
    }
    static void put(const std::string &l) {
        if (err_sink) err_sink->append(l); else { flush_out(); fputs(l.c_str(), stderr); fflush(stderr); }
    }
    /* the searches' line (xc's): the share of the tree done by an estimate (fraction), the search
     * nodes and solutions so far, the time, and the time left at that pace */
    void search_line(double fraction, DLX::u64 nodes, DLX::u64 sols) {
        double t;
        if (due(t)) put(progress_line(tool_name, fraction, nodes, sols, t));
    }
};

/* FIRST: the solution's text, kept; --progress: the progress lines */
struct GridFirst : SplitHooks<Engine> {
    const GridBuild &B;
    int n;
    const char *sym;
    bool show;             /* FIRST (else only the progress lines) */
    GridProgress *prog;    /* --progress, or 0 */
    std::string res;
    GridFirst(const GridBuild &b, int n_, const char *s, bool sh, GridProgress *p) : B(b), n(n_), sym(s), show(sh), prog(p) {}
    bool shows() const { return show; }
    void text(const Engine &, std::string &s) { B.solution_text(s, n, sym); }
    void emit(const std::string &s, DLX::u64) { res = s; }
    bool pauses() const { return prog != 0; }
    bool pause(const SplitPause<Engine> &p) { prog->search_line(p.fraction, p.nodes, p.solutions); return true; }
};

/* Answer one case on B (built, nothing selected) with the givens val of its n cells, into out:
 * FIRST: the solution as sym[v] per cell, one line (width 0) or rows of `width` cells and an
 * empty line; `no solution` if none. COUNT, MEMO: the count (exact, --threads, --parts); LIMIT:
 * the count up to o.limit; UNIQUE: `unique`, `none` or `multiple`. All through the split driver,
 * from the givens. B ends with nothing selected. */

/* the --stats line of one case: which search ran */
static inline void grid_stats_line(const std::string &m) {
    std::string l = std::string(tool_name) + ": " + m + "\n";
    if (err_sink) err_sink->append(l); else { flush_out(); fputs(l.c_str(), stderr); }
}

#ifndef GRID_NO_DC
/* FIRST under DC: the solution's text, kept; each engine's cage removals (--stats) */
struct GridDCHooks : SplitHooks<DCSearch> {
    const GridBuild &B;
    const GridDC &g;
    int n;
    const char *sym;
    bool first;
    GridProgress *prog;       /* --progress, or 0 */
    std::string res;
    DLX::u64 cage_removals;   /* the threads' engines' (their hooks are copies) */
    GridDCHooks(const GridBuild &b, const GridDC &x, int n_, const char *s, bool f, GridProgress *p)
        : B(b), g(x), n(n_), sym(s), first(f), prog(p), cage_removals(0) {}
    bool shows() const { return first; }
    bool pauses() const { return prog != 0; }
    bool pause(const SplitPause<DCSearch> &p) { prog->search_line(p.fraction, p.nodes, p.solutions); return true; }
    void text(const DCSearch &d, std::string &s) { std::vector<int> r; g.rows(d, r); B.rows_text(r, s, n, sym); }
    void emit(const std::string &s, DLX::u64) { res = s; }
    void finish(const DCSearch &d) { if (d.hook() && d.hook() != &g.prop) cage_removals += static_cast<const CageProp *>(d.hook())->cage_removals; }
};
#endif

static inline void grid_answer(GridBuild &B, const int *val, int n, const Options &o, const char *sym, int width, bool use_dc = false) {
    Engine &d = B.d;
    DLX::u64 lim = o.mode == FIRST ? 1 : o.mode == UNIQUE ? 2 : o.mode == LIMIT ? o.limit : 0;
    Big c;
    GridProgress prog(o.every);
    GridFirst first(B, n, sym, o.mode == FIRST, o.progress ? &prog : 0);
    bool dc_ran = false;
#ifdef GRID_NO_DC
    (void)use_dc;
#else
    if (use_dc && o.mode != MEMO) {   /* DC: every mode of the driver but --memo */
        GridDC g;
        if (g.build(B, val, n, dc_budget_bytes(DC_CAP_GRID, o.sp.threads))) {
            SplitDriver<DCSearch> run(o.sp);
            run.limit = lim;
            run.progress = o.progress;
            GridDCHooks h(B, g, n, sym, o.mode == FIRST, o.progress ? &prog : 0);
            run.hooks = &h;
            c = run.count(g.s, std::vector<Sub>(1));
            first.res = h.res;
            dc_ran = true;
            if (o.stats && o.case_stats)
                grid_stats_line("dc search (domain consistency): " + numtext((DLX::u64)g.s.dc.options()) + " options, " + numtext(run.nodes) + " nodes, " +
                                numtext(g.root_removals + run.updates) + " removals (" + numtext(g.prop.cage_removals + h.cage_removals) + " by whole cages)");
        } else if (o.stats && o.case_stats) grid_stats_line("dc tables over " + numtext((DLX::u64)(DC_CAP_GRID / (1 << 20))) + " MB: the links search instead");
    }
#endif
    if (!dc_ran) {
        std::vector<int> givens;
        bool ok = B.select_givens(val, n, givens);  /* the givens stay selected: the root */
        SplitDriver<Engine> run(o.sp);
        run.o.memo = o.mode == MEMO;
        run.limit = lim;
        run.progress = o.progress;
        if (o.mode == FIRST || o.progress) run.hooks = &first;
        DLX::u64 n0 = o.sp.tally ? o.sp.tally->nodes : 0;
        if (ok) c = run.count(d, std::vector<Sub>(1));
        d.unselect_all();
        if (o.stats && o.case_stats) grid_stats_line("links search: " + numtext((DLX::u64)(B.ostart.size() - 1)) + " options, " + numtext(o.sp.tally ? o.sp.tally->nodes - n0 : 0) + " nodes");
    }
    if (o.mode == FIRST) {
        const std::string &res = first.res;
        if (res.empty()) out += "no solution\n";
        else if (!width) { out += res; out += '\n'; }
        else for (int r = 0; r < n; r += width) { out.append(res, r, width); out += '\n'; }
        if (width) out += '\n';
    } else if (o.mode == UNIQUE) out += c.is_zero() ? "none\n" : c.fits64() && c.low64() == 1 ? "unique\n" : "multiple\n";
    else { out += c.str(); out += '\n'; }
    if (out.size() > (1 << 16)) flush_out();
}

#ifndef GRID_NO_DC
/* --progress of --candidates: a line on stderr at most once a second */
struct CandProgress : GridProgress {
    explicit CandProgress(double s) : GridProgress(s) {}
    static void tick(void *ctx, uint64_t decided, uint64_t total, uint64_t sols) {
        CandProgress &p = *static_cast<CandProgress *>(ctx);
        double t;
        if (!p.due(t)) return;
        char b[64];
        snprintf(b, sizeof b, ", %.1f s\n", t);
        put(std::string(tool_name) + ": candidates: " + numtext(decided) + " of " + numtext(total) + " pairs decided, " + numtext(sols) + " solutions" + b);
    }
};

/* --progress of the propagator search (first, count, limit, unique): its share of the tree by
 * halving at each branch (CPSearch::done), nodes and solutions */
struct CPProgress : GridProgress {
    const CPSearch *cp;
    CPProgress(const CPSearch *c, double s) : GridProgress(s), cp(c) {}
    static void tick(void *ctx) {
        CPProgress &p = *static_cast<CPProgress *>(ctx);
        p.search_line(p.cp->done, p.cp->nodes, p.cp->found);
    }
};

/* the cells' candidates as grid_candidates() prints them: per cell N characters (sym[v] where
 * cand[k] has bit v, '.' elsewhere; a hole N '#'), cells one blank apart, rows of `width` cells */
static inline void grid_cand_rows(const std::vector<uint64_t> &cand, const Grid &G, int n, const char *sym, int width) {
    int N = G.N, w = width ? width : n;
    for (int k = 0; k < n; k++) {
        if (k % w) out += ' ';
        for (int v = 0; v < N; v++) out += G.is_hole(k) ? '#' : cand[k] >> v & 1 ? sym[v] : '.';
        if (k % w == w - 1) out += '\n';
    }
}

/* --candidates [K] (CANDIDATES) on the built cp (src/grid/candidates.h), into out: a grid row
 * per line, each cell as N characters (sym[v] where symbol v is a candidate, '.' elsewhere; a
 * hole N '#'), cells one blank apart, rows of `width` cells (0: one line), then `capped at K`
 * if pairs were left undecided when K solutions were found, then an empty line; `no solution` and an empty line
 * if none */
static inline void grid_candidates(CPSearch &cp, const Grid &G, int n, const Options &o, const char *sym, int width) {
    CandidateSearch cs;
    CandProgress pr(o.every);
    if (o.progress) { cs.tick = CandProgress::tick; cs.ctx = &pr; }
    Tally *t = o.sp.tally;
    cs.run(cp, o.cand_max, t ? t->budget : 0);
    if (t) { t->nodes += cs.nodes; if (cp.capped) t->capped = true; }
    if (o.stats && o.case_stats)
        grid_stats_line("candidates (propagator search): " + numtext(cs.solutions) + " solutions found, " + numtext(cs.probes) + " probes, " + numtext(cs.nodes) + " nodes, " +
                        numtext(cs.total - cs.undecided) + " of " + numtext(cs.total) + " pairs decided");
    if (cs.none) out += "no solution\n";
    else {
        grid_cand_rows(cs.cand, G, n, sym, width);
        if (cs.capped) out += o.cand_max ? "capped at " + numtext(o.cand_max) + "\n" : std::string("capped at the node budget\n");
    }
    out += '\n';
    if (out.size() > (1 << 16)) flush_out();
}

/* --propagated (PROPAGATED) on the built cp, into out: the candidates the propagators leave at
 * the root, before any guess (the givens, the houses, cages, sums, implied sums and rules run to
 * their fixpoint), as grid_candidates() prints them; `no solution` if they find none */
static inline void grid_propagated(CPSearch &cp, const Grid &G, int n, const char *sym, int width) {
    size_t t = cp.s.mark();
    if (cp.dead || !cp.s.propagate()) out += "no solution\n";
    else {
        std::vector<uint64_t> cand(n, 0);
        for (int k = 0; k < n; k++)
            for (int v = 0; v < G.N; v++) if (cp.s.dom[k] >> cp.bit_of_sym[v] & 1) cand[k] |= (uint64_t)1 << v;
        grid_cand_rows(cand, G, n, sym, width);
    }
    cp.s.undo(t);
    out += '\n';
    if (out.size() > (1 << 16)) flush_out();
}

/* Answer one case of G with the givens val of its n cells by the propagator search (src/grid/
 * cpsearch.h), into out, as grid_answer() does: every mode but --memo, --threads, --parts; and
 * --candidates (grid_candidates). */
static inline void grid_answer_cp(const Grid &G, const int *val, int n, const Options &o, const char *sym, int width) {
    CPSearch cp;
    CPOptions co;
    co.implied = o.implied;
    co.learn = o.learn;
    co.locked = o.locked;
    co.probe = o.probe;
    cp.build(G, val, co);
    if (o.mode == CANDIDATES) { grid_candidates(cp, G, n, o, sym, width); return; }
    if (o.mode == PROPAGATED) { grid_propagated(cp, G, n, sym, width); return; }
    DLX::u64 lim = o.mode == FIRST ? 1 : o.mode == UNIQUE ? 2 : o.mode == LIMIT ? o.limit : 0;
    Tally *t = o.sp.tally;
    CPProgress pr(&cp, o.every);
    if (o.progress) { cp.tick = CPProgress::tick; cp.tick_ctx = &pr; }
    DLX::u64 c = cp.run(lim, t ? t->budget : 0);
    if (t) { t->nodes += cp.nodes; if (cp.capped) t->capped = true; }
    if (o.stats && o.case_stats) {
        std::string l = "propagator search: " + numtext(cp.nodes) + " nodes, " + numtext((DLX::u64)cp.implied_sums) + " implied sums;";
        for (int k = 0; k < PK_KINDS; k++)
            l += std::string(k ? "," : "") + " " + PK_NAME[k] + " " + numtext(cp.s.runs[k]) + " runs " + numtext(cp.s.removed[k]) + " removed " + numtext(cp.s.fails[k]) + " failed";
        if (cp.restarted) l += "; probing at the root after " + numtext(cp.probe_after) + " nodes: " + numtext(cp.probes) + " probes, " + numtext(cp.probe_removed) + " candidates removed";
        grid_stats_line(l);
    }
    if (o.mode == FIRST) {
        if (!c) out += "no solution\n";
        else {
            std::string res(n, '#');
            for (int k = 0; k < n; k++) if (cp.first[k] >= 0) res[k] = sym[cp.first[k]];
            if (!width) { out += res; out += '\n'; }
            else for (int r = 0; r < n; r += width) { out.append(res, r, width); out += '\n'; }
        }
        if (width) out += '\n';
    } else if (o.mode == UNIQUE) out += c == 0 ? "none\n" : c == 1 ? "unique\n" : "multiple\n";
    else { out += numtext(c); out += '\n'; }
    if (out.size() > (1 << 16)) flush_out();
}
#endif

/* ---------------- 9x9 cases (jigsaw, killer), main() ---------------- */
/* Read and answer every case of buf until EOF or a line `end`: a givens line (read_givens81),
 * then what read_rest() reads into G (rows and columns in it already; 0, or the exit status
 * after fail()). The answers go to out, a bad input's message through fail() after the earlier
 * answers. Returns the exit status. */
typedef int (*ReadRest)(Input &in, Grid &G, const int *val);
static inline int run_cases81(const std::string &buf, const Options &o, ReadRest read_rest, bool dc_default = false) {
    Input in(buf);
    GridBuild B;
    std::string g;
    int how = dc_default ? grid_search(true, o) : o.mode == MEMO || o.dc == DC_AUTO ? DC_OFF : o.dc;
    bool dc = how == DC_ON;
    CageCoding cc = o.cages;
    if (dc && !o.fill_max_given) cc.fill_max = DC_FILL_MAX;
    while (in.line(g)) {
        if (g == "end") break;
        int val[81];
        Grid G(9, 9, 9);
        G.add_rows();
        G.add_cols();
        int st = read_givens81(g, in.lineno(), val);
        if (!st) st = read_rest(in, G, val);
        if (st) return st;
#ifndef GRID_NO_DC
        if (how == DC_CP) { grid_answer_cp(G, val, 81, o, "123456789", 0); continue; }
#endif
        B.build(G, val, cc);
        grid_answer(B, val, 81, o, "123456789", 0, dc);
    }
    return 0;
}

/* main() of sudoku, jigsaw, killer and groups: the options (tool_arg(), if any, first: true if it
 * took a.arg; then the run modes), then run() on the input (FILE or stdin). Returns the exit status. */
typedef bool (*ToolArg)(Args &a, Options &o);
typedef int (*RunText)(const std::string &buf, const Options &o);
static inline int grid_main(int argc, char **argv, const char *usage, ToolArg tool_arg, RunText run) {
    Options o;
    RunStats rs;
    Args a(argc, argv, usage);
    while (a.next())
        if (!(tool_arg && tool_arg(a, o)) && !grid_arg(a, o, GRID_MEMO | GRID_SPLIT)) a.unknown();
    grid_check(a, o);
    return run_input(a, rs, run, o);
}
#endif
