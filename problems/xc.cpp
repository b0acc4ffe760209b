/* Task: xc -- general exact cover with colors (XCC), the input of Knuth's DLX1/DLX2 (.dlx text)
 * Submit as: not a judge task; the command-line program build/xc (`xc --help`).
 * Input: .dlx text: `|` comment lines; the item line `primary... [| secondary...]`; one option
 *   per line, `name` or `name:color` (colors on secondary items only), costs `|n` (DLX5);
 *   multiplicities `lo:hi|name` / `n|name` on primary items in the item line (DLX3).
 *   --matrix: `N M` + N rows of 0/1. miniexact's forms: `p xc P S` + options ended by 0, and
 *   `< a b:2 > [ x ] a x:c $5 ;`.
 * Output: the number of solutions (default); --first / --limit K / --print / --rows print solutions;
 *   --best K the K cheapest solutions with their costs; --sample K uniformly random solutions;
 *   --min-cover the fewest options covering every primary item at least once (src/xc/mincover.h).
 *   Exit 0 if a solution was found, 1 if none, 2 on bad input (`xc: <what> at line N`).
 * Method: the judge core (src/dlx_core.h) under the engine layers: multiplicities by MultDLX's
 *   Algorithm M (src/engine/mult.h, set_bounds); every count and listing through the split driver
 *   (src/engine/split.h): for --threads / --parts the top of the search tree is cut into subtrees
 *   (prefixes of selected rows), each solved by select_row + next on its thread's engine;
 *   --memo counts with the engine's count_memo (src/engine/engine.h: completions cached per set
 *   of active items);
 *   --best: the engine's costs mode (src/engine/costs.h, branch and bound, per-item lower bound);
 *   --sample: walk down choosing branches in proportion to their count_memo counts;
 *   colored inputs (--dc): every mode of the split driver on the domain-consistency engine
 *   (src/engine/dcsearch.h over src/engine/dc.h, Knuth's XCCDC idea);
 *   --checkpoint/--resume: the paused engine's path saved to a file and rebuilt on resume
 *   (path() / resume(), src/engine/engine.h).
 *   This file: options -> read the model -> build -> search -> print; the parts live in src/xc/.
 * Status: every instance of shared/data/exact_cover gives its known count; stress vs src/brute/xcc
 *   with src/checkers/xc_print pass; --best vs the oracle's sorted costs, miniexact's forms vs the
 *   oracle on the same instances in .dlx (and vs miniexact), --sample by chi-square, --resume
 *   after interruptions: pass (src/tests/xc_*.sh);
 *   --dc in every mode vs the oracle (src/tests/xc_dc.sh, src/stress/stress_dcsearch.cpp);
 *   multiplicities vs the oracle's subset enumeration and Knuth's DLX3 example (src/tests/xc_mult.sh,
 *   src/stress/stress_mult.cpp); judge: not applicable.
 * Dialects: c++11 c++17
 */
#define TOOL_NAME "xc"       /* its error lines: src/lib/output.h */
#include "src/xc/model.h"       /* items, options, colors, costs, multiplicities; building the engine */
#include "src/xc/read.h"        /* Knuth's DLX format, the 0/1 matrix, miniexact's two forms */
#include "src/xc/options.h"     /* the command line, --help */
#include "src/xc/count.h"       /* count, --first/--print/--rows/--limit, --threads, --parts, --memo (the split driver) */
#include "src/xc/checkpoint.h"  /* --checkpoint / --resume */
#include "src/xc/best.h"        /* --best K */
#include "src/xc/sample.h"      /* --sample K */
#include "src/xc/dc.h"          /* the search with domain consistency (--dc): every mode of the split driver */
#include "src/xc/mincover.h"    /* --min-cover */

#ifndef FUZZING  /* src/fuzz/xc.cpp includes this file without main and calls the readers */
#include <new>
#include <unistd.h>

/* The end of a run that read a model: what was printed goes out (a write that failed is said, exit
 * 2: nothing lost without a word), and the process ends here: the memory of the model and the
 * engine goes back with it, no destructor walks it (for the shortest runs, 5% of their time). */
static int finish(int rc) {
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, "xc: cannot write the output\n");
        rc = 2;
    }
    fflush(stderr);
    _exit(rc);
}

static int xc_main(int argc, char **argv) {
    /* options */
    Settings s;
    int rc = parse_options(argc, argv, s);
    if (rc >= 0) return rc;

    /* read the model */
    Input in;
    if (!load_input(s.file, in)) return 2;
    Clock::time_point t0 = Clock::now();
    clock_t cpu0 = clock();
    Model m;
    Engine d;
    if (links_run_likely(s)) m.direct = &d;  /* the options read straight into its links */
    Error err;
    Limits lim = { s.max_items, s.max_nodes };
    string format = s.format;  /* empty: guessed; then the format read */
    if (!read_model(format, in, m, lim, err)) {
        fflush(stdout);
        fprintf(stderr, "xc: %s at line %d\n", err.what.c_str(), err.line);
        return 2;
    }
    if (m.bounded() && (s.threads > 1 || s.parts > 1 || s.memo || s.best || s.sample || !s.ckfile.empty())) {
        fprintf(stderr, "xc: multiplicities (lo:hi|name) go with counting, --first, --print, --rows, --limit, --stats and --progress only\n");
        return 2;
    }
    string id = s.ckfile.empty() ? string() : input_id(format, m.tsrc);  /* checkpoints name their input */

    /* build, search, print */
    if (s.min_cover) return finish(run_min_cover(m, s, t0, cpu0));
    if (!s.resume.empty() && (s.dc = checkpoint_search(s.resume, s.dc)) == -2) return 2;  /* the checkpoint's search */
    if (use_dc(m, s)) return finish(run_dc(m, s, t0, cpu0, id));
    if (s.best) return finish(run_best(m, s, t0, cpu0));
    m.build(d, (int)s.max_items, (int)s.max_nodes);
    if (s.sample) return finish(run_sample(m, s, d, t0, cpu0));
    if (!s.ckfile.empty()) return finish(run_checkpointed(m, s, d, id, t0, cpu0));
    return finish(run_count(m, s, d, t0, cpu0));
}

int main(int argc, char **argv) {
    try {
        return xc_main(argc, argv);
    } catch (const std::bad_alloc &) {  /* (on the main thread; the split driver's threads abort) */
        fflush(stdout);
        fprintf(stderr, "xc: out of memory\n");
        return 2;
    }
}
#endif
