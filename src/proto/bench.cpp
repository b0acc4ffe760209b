/* bench: our DLX core vs the SSX prototype, in one process, interleaved (rep 1 of every engine,
 * then rep 2, ...), so that both see the same load. Times are CPU seconds of the solving only
 * (files are read first). Prints best and median of the reps.
 *   bench sudoku FILE [reps [limit [ENGINE...]]]   first solution of each puzzle
 *   bench xc FILE.dlx [reps [ENGINE...]]            count all solutions (building included)
 * Sudoku engines: dlx (Sudoku9 as in poj3074: restore copy, quick forced),
 *   ssx (forced stack, ties first in the active array, restore = lengths), ssx-kt (ties to the
 *   smallest item), ssx-undo (undo the last puzzle instead of restore), ssx-scan (no forced
 *   stack: the full scan at every node, Knuth ties).
 * Count engines: dlx (count(): with its all-forced shortcut), dlx-plain (begin/next loop:
 *   plain Algorithm X), ssx (Knuth ties), ssx-at (ties first in the active array), ssx-fs
 *   (with the forced-move stack).
 * For callgrind: one ENGINE and reps 1; the work is in bench_work_* (use --toggle-collect). */
#include <ctime>
#include <algorithm>
#include "common.h"

static double cpu() { return (double)std::clock() / CLOCKS_PER_SEC; }

struct Res { double t; uint64_t nodes, updates, sols; };

static std::vector<std::string> puzzles;

__attribute__((noinline)) Res bench_work_sudoku(const std::string &eng) {
    Res r; r.nodes = r.updates = r.sols = 0;
    std::vector<char> g(82);
    if (eng == "dlx" || eng == "dlx-undo") {
        static DlxSudoku *s0 = 0, *s1 = 0;
        DlxSudoku *&s = eng == "dlx" ? s0 : s1;
        if (!s) s = new DlxSudoku(eng == "dlx-undo");
        uint64_t n0 = s->d.nodes, u0 = s->d.updates;
        double t0 = cpu();
        for (size_t k = 0; k < puzzles.size(); k++) {
            std::memcpy(&g[0], puzzles[k].c_str(), 82);
            if (s->solve(&g[0])) r.sols++;
        }
        r.t = cpu() - t0;
        r.nodes = s->d.nodes - n0; r.updates = s->d.updates - u0;
        return r;
    }
    /* v1: ssx ssx-kt ssx-undo ssx-scan; v2 (abort at dead ends): ssx2 (trail) ssx2-save
     * ssx2-undo ssx2-kt ssx2-scan */
    bool forced = eng.find("-scan") == std::string::npos, kt = eng.find("-kt") != std::string::npos || eng == "ssx-scan",
         undo = eng.find("-undo") != std::string::npos;
    int search = eng.compare(0, 4, "ssx2") == 0 ? (eng.find("-save") != std::string::npos ? 2 : 1) : 0;
    SsxSudoku *s = new SsxSudoku(forced, kt, undo, search);
    s->d.set_no_abort(eng.find("-na") != std::string::npos);  /* ssx2-na: no early abort */
    uint64_t n0 = s->d.nodes, u0 = s->d.updates;
    double t0 = cpu();
    for (size_t k = 0; k < puzzles.size(); k++) {
        std::memcpy(&g[0], puzzles[k].c_str(), 82);
        if (s->solve(&g[0])) r.sols++;
    }
    r.t = cpu() - t0;
    r.nodes = s->d.nodes - n0; r.updates = s->d.updates - u0;
    delete s;
    return r;
}

static XC inst;

__attribute__((noinline)) Res bench_work_xc(const std::string &eng) {
    Res r;
    double t0 = cpu();
    if (eng == "dlx" || eng == "dlx-plain") {
        DLX d;
        d.reset(inst.n, inst.np);
        for (size_t k = 0; k < inst.rows.size(); k++) d.add_row(&inst.rows[k][0], (int)inst.rows[k].size());
        if (eng == "dlx") r.sols = d.count();
        else { r.sols = 0; d.begin(); while (d.next() == DLX::FOUND) r.sols++; }
        r.nodes = d.nodes; r.updates = d.updates;
    } else {
        SSX s;
        s.reset(inst.n, inst.np);
        for (size_t k = 0; k < inst.rows.size(); k++) s.add_row(&inst.rows[k][0], (int)inst.rows[k].size());
        /* ssx ssx-at ssx-fs (v1); ssx2 ssx2-kt ssx2-fs ssx2-save ssx2-save-kt (v2) */
        s.set_knuth_ties(eng == "ssx" || eng == "ssx-fs" || eng.find("-kt") != std::string::npos);
        s.set_forced_stack(eng.find("-fs") != std::string::npos);
        s.set_undo_mode(eng.compare(0, 4, "ssx2") == 0 ? (eng.find("-save") != std::string::npos ? 2 : 1) : 0);
        s.set_no_abort(eng.find("-na") != std::string::npos);  /* ssx2-na, ssx2-na-kt */
        r.sols = s.count();
        r.nodes = s.nodes; r.updates = s.updates;
    }
    r.t = cpu() - t0;
    return r;
}

int main(int argc, char **argv) {
    if (argc < 3) { std::fprintf(stderr, "usage: bench sudoku|xc FILE [reps ...]\n"); return 2; }
    std::string what = argv[1];
    int reps = argc > 3 ? std::atoi(argv[3]) : 3;
    std::vector<std::string> engines;
    int a0;
    std::string name = argv[2];
    size_t sl = name.rfind('/');
    if (sl != std::string::npos) name = name.substr(sl + 1);
    if (what == "sudoku") {
        int limit = argc > 4 ? std::atoi(argv[4]) : 0;
        puzzles = read_sudoku(argv[2], limit);
        a0 = 5;
        if (argc <= a0) { engines.push_back("dlx"); engines.push_back("ssx"); engines.push_back("ssx-kt"); engines.push_back("ssx-undo"); }
    } else {
        if (!read_dlx(argv[2], inst)) { std::fprintf(stderr, "cannot read %s\n", argv[2]); return 2; }
        a0 = 4;
        if (argc <= a0) { engines.push_back("dlx"); engines.push_back("dlx-plain"); engines.push_back("ssx"); engines.push_back("ssx-at"); }
    }
    for (int a = a0; a < argc; a++) engines.push_back(argv[a]);
    std::vector<std::vector<double> > ts(engines.size());
    std::vector<Res> last(engines.size());
    for (int rep = 0; rep < reps; rep++)
        for (size_t e = 0; e < engines.size(); e++) {
            Res r = what == "sudoku" ? bench_work_sudoku(engines[e]) : bench_work_xc(engines[e]);
            ts[e].push_back(r.t); last[e] = r;
        }
    for (size_t e = 0; e < engines.size(); e++) {
        std::sort(ts[e].begin(), ts[e].end());
        double best = ts[e][0], med = ts[e][ts[e].size() / 2];
        const Res &r = last[e];
        if (what == "sudoku") {
            double np = (double)puzzles.size();
            std::printf("%-22s %-9s n=%-6d best %7.2f us/puzzle  median %7.2f  solved=%llu nodes/p=%.1f updates/p=%.0f\n",
                        name.c_str(), engines[e].c_str(), (int)puzzles.size(), 1e6 * best / np, 1e6 * med / np,
                        (unsigned long long)r.sols, r.nodes / np, r.updates / np);
        } else {
            std::printf("%-22s %-9s best %7.3f s  median %7.3f s  solutions=%llu nodes=%llu updates=%llu\n",
                        name.c_str(), engines[e].c_str(), best, med, (unsigned long long)r.sols,
                        (unsigned long long)r.nodes, (unsigned long long)r.updates);
        }
    }
    return 0;
}
