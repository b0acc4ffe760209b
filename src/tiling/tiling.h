/* The tiling module: what polyomino (2-D) and polycube (3-D) share, in src/tiling/:
 *   model.h   geometry, pieces, the board, the placements (DLX rows), the board symmetries
 *   read.h    the text format: read_model()
 *   tiling.h  (this file) the options both tools take (tiling_arg, tiling_check, TILING_USAGE;
 *             read through src/lib/options.h), build_model(),
 *             the solution visitor Run (--first, --print, --limit, --unique), search(): the
 *             count (split on the symmetric piece, exact in Big; --memo, --threads, --parts) or
 *             the solutions, printed through the tool's draw_solution()
 * A tool defines TOOL_NAME and TILING_DIM (2 or 3) and then includes this file; it defines
 *   static void draw_solution(std::string &s, const Tiling &T, const std::vector<int> &own,
 *                             const std::vector<int> &ip);
 * which appends the picture of a solution to s: own[c] is the instance (0, 1, ... in the order
 * of the solution's rows) that covers cell c, ip[k] the piece of instance k. */
#ifndef DLX_TILING_TILING_H
#define DLX_TILING_TILING_H
#include <cstdio>
#include <string>
#include <vector>
#include "src/engine/engine.h"
#include "src/lib/output.h"
#include "src/engine/split.h"
#include "src/lib/options.h"
#include "src/tiling/model.h"
#include "src/tiling/read.h"

static void draw_solution(std::string &s, const Tiling &T, const std::vector<int> &own, const std::vector<int> &ip);

/* ---------------- running: the solution visitor ---------------- */
struct Run {
    Tiling *T;
    enum { COUNT, FIRST, PRINT } mode;
    bool unique;
    u64 limit, found;
    std::vector<int> owner;      /* cell -> instance in the current solution */
    std::vector<int> ipiece;     /* instance -> piece */
    std::vector<int> lab, lab2, best;
    bool have_first;
    std::vector<int> first_owner, first_ipiece;

    const std::vector<int> *gsub;  /* symmetries to check for --unique (0: all) */
    explicit Run(Tiling &t) : T(&t), mode(COUNT), unique(false), limit(0), found(0), have_first(false), gsub(0) {}

    bool canonical() {
        int n = (int)owner.size(), m = (int)ipiece.size();
        int big = m + 1;
        /* identity signature */
        lab.assign(m, -1);
        best.resize(n);
        int nx = 0;
        for (int i = 0; i < n; i++) {
            int k = owner[i];
            if (lab[k] < 0) lab[k] = nx++;
            best[i] = ipiece[k] * big + lab[k];
        }
        std::vector<int> inv(n);
        size_t ng = gsub ? gsub->size() : T->gperm.size();
        for (size_t gi = 0; gi < ng; gi++) {
            size_t g = gsub ? (size_t)(*gsub)[gi] : gi;
            if (g == 0) continue;
            const std::vector<int> &pm = T->gperm[g];
            const std::vector<int> &pp = T->gpiece[g];
            for (int c = 0; c < n; c++) inv[pm[c]] = c;
            lab2.assign(m, -1);
            nx = 0;
            for (int i = 0; i < n; i++) {
                int k = owner[inv[i]];
                if (lab2[k] < 0) lab2[k] = nx++;
                int v = pp[ipiece[k]] * big + lab2[k];
                if (v < best[i]) return false;
                if (v > best[i]) break;
            }
        }
        return true;
    }

    bool operator()(Engine &d) {
        int k = d.solution_size();
        int n = (int)T->b.cells.size();
        owner.assign(n, -1);
        ipiece.resize(k);
        for (int j = 0; j < k; j++) {
            const Opt &op = T->opts[d.solution_row(j)];
            ipiece[j] = op.piece;
            for (size_t i = 0; i < op.cells.size(); i++) owner[op.cells[i]] = j;
        }
        if (unique && !canonical()) return true;
        found++;
        if (!have_first) { have_first = true; first_owner = owner; first_ipiece = ipiece; }
        if (mode == PRINT) { out += "solution " + numtext(found) + "\n"; draw_solution(out, *T, owner, ipiece); }
        if (mode == FIRST) { draw_solution(out, *T, owner, ipiece); return false; }
        if (out.size() > (1 << 16)) flush_out();
        if (limit && found >= limit) return false;
        return true;
    }
};

/* --print with --threads/--parts: the pictures, made by the threads, each after its line
 * `solution N` (N in output order) */
struct TileText : SplitHooks<Engine> {
    const Tiling *T;
    explicit TileText(const Tiling *t) : T(t) {}
    bool shows() const { return true; }
    void text(const Engine &d, std::string &s) {
        int k = d.solution_size();
        std::vector<int> own(T->b.cells.size(), -1), ip(k);
        for (int j = 0; j < k; j++) {
            const Opt &op = T->opts[d.solution_row(j)];
            ip[j] = op.piece;
            for (size_t i = 0; i < op.cells.size(); i++) own[op.cells[i]] = j;
        }
        draw_solution(s, *T, own, ip);
    }
    void emit(const std::string &s, u64 n) {
        out += "solution " + numtext(n) + "\n";
        out += s;
        if (out.size() > (1 << 16)) flush_out();
    }
};

/* ---------------- the options ---------------- */
struct Options {
    int mode;            /* Run::COUNT, FIRST or PRINT */
    bool unique, flip, nosplit, memo, stats;
    u64 limit;
    std::string svg;     /* 2-D: --svg FILE */
    Split sp;
    /* reflected pieces: allowed in 2-D unless --no-flip, in 3-D with --flip */
    Options() : mode(Run::COUNT), unique(false), flip(PLANAR), nosplit(false), memo(false), stats(false), limit(0) {}
};

/* the usage lines of the modes both tools take, then --threads and --parts, after the tool's own */
#define TILING_USAGE \
    "  --count: the number of solutions (the default; exact at any size)\n" \
    "  --first: the first solution; --print: every solution, then the count\n" \
    "  --limit K: stop after K solutions; --unique: count (or print) solutions up to the board's symmetries\n" \
    "  --no-symmetry: count without splitting on the symmetric piece (slower; the same count)\n" \
    SPLIT_USAGE SPLIT_PRINT_USAGE \
    "  --stats: at the end, the search nodes and the time on stderr\n"

/* a.arg: an option both tools take (then past its value; a stopped on a bad value), or else
 * the usage error "unknown option" */
static inline void tiling_arg(Args &a, Options &o) {
    if (a.flag("--first")) o.mode = Run::FIRST;
    else if (a.flag("--print")) o.mode = Run::PRINT;
    else if (a.flag("--count")) o.mode = Run::COUNT;
    else if (a.flag("--unique")) o.unique = true;
    else if (a.flag("--no-symmetry")) o.nosplit = true;
    else if (a.flag("--memo")) o.memo = true;
    else if (a.flag("--stats")) o.stats = true;
    else if (a.limit(o.limit) || a.split(o.sp)) return;
    else a.unknown();
}

/* after all the options: their usage errors (a stopped) */
static inline void tiling_check(Args &a, Options &o) {
    o.sp.memo = o.memo;
    a.check_split(o.sp, o.memo);
    a.check(o.memo && (o.unique || o.mode != Run::COUNT || o.limit), "--memo only counts (no --first, --print, --limit or --unique)");
    a.check(o.sp.active() && (o.unique || o.mode == Run::FIRST || o.limit || !o.svg.empty()),
            PLANAR ? "--threads and --parts go with a count or --print (no --first, --limit, --unique or --svg)"
                   : "--threads and --parts go with a count or --print (no --first, --limit or --unique)");
}

/* ---------------- build, search ---------------- */
/* the placements and the symmetries of T; 0, or the exit status after fail() */
static inline int build_model(Tiling &T, const Options &o) {
    T.flip = o.flip;
    if (!T.build()) return fail("too many placements (over 50 million option nodes)", T.pieces.empty() ? 1 : T.pieces.back().line);
    return 0;
}

/* Answer for the built T: the count, the first solution or the solutions, into `out` (flushed
 * by the caller); R keeps the first solution found. Returns the exit status. */
static inline int search(Tiling &T, Run &R, const Options &o) {
    R.mode = o.mode == Run::PRINT ? Run::PRINT : o.mode == Run::FIRST ? Run::FIRST : Run::COUNT;
    R.unique = o.unique;
    R.limit = o.limit;
    /* --print with --threads or --parts: every tiling (no symmetry split), printed by the threads */
    bool split_print = R.mode == Run::PRINT && !R.unique && !R.limit && o.sp.active();
    if (split_print) {
        TileText tt(&T);
        std::vector<Sub> roots(1);
        out += split_count(T.d, roots, o.sp, &tt).str() + "\n";
        return 0;
    }
    if (o.memo || (R.mode == Run::COUNT && !R.unique && !R.limit && o.svg.empty())) {
        /* exact counts (--memo, --threads, --parts), split on the symmetric piece: the count with
         * it at an orbit's representative placement, times the orbit size */
        std::vector<Sub> roots;
        if (T.split_piece >= 0 && !o.nosplit) {
            for (size_t k = 0; k < T.rep_row.size(); k++) {
                Sub r;
                r.rows.push_back(T.rep_row[k]);
                r.mult = T.rep_size[k];
                roots.push_back(r);
            }
        } else roots.resize(1);
        Split sp = o.sp;
        sp.memo = o.memo;
        out += split_count(T.d, roots, sp).str() + "\n";
        return 0;
    }
    if (R.mode == Run::FIRST) R.limit = 1;
    u64 n0 = T.d.node_count();  /* (the split driver adds its nodes to o.sp.tally itself) */
    Big total;  /* the count, exact: orbit sizes times the counts at their representatives */
    if (T.split_piece >= 0 && !o.nosplit && (R.unique || (R.mode == Run::COUNT && R.limit == 0))) {
        for (size_t k = 0; k < T.rep_row.size(); k++) {
            if (R.limit && R.found >= R.limit) break;
            u64 before = R.found;
            R.gsub = &T.rep_stab[k];
            if (T.d.select_row(T.rep_row[k])) T.d.visit(R, 0);
            T.d.unselect_all();
            big_addmul(total, Big(R.found - before), R.unique ? 1 : T.rep_size[k]);
        }
    } else {
        T.d.visit(R, 0);
        total.add(R.found);
    }
    if (R.mode == Run::FIRST && !R.have_first) out += "no solution\n";
    if (R.mode != Run::FIRST) out += total.str() + "\n";
    if (o.sp.tally) o.sp.tally->nodes += T.d.node_count() - n0;
    return 0;
}
#endif
