/* xc's command line: the usage text, the settings, and reading them (src/lib/options.h's Args). */
#ifndef XC_OPTIONS_H
#define XC_OPTIONS_H
#include <cstdio>
#include <cstdlib>
#include <string>
#include "src/xc/input.h"
#include "src/lib/options.h"

static const char *USAGE =
    "usage: xc [options] [FILE]      (FILE or - : the input; default standard input)\n"
    "Exact cover with colors (XCC). Input, Knuth's DLX1/DLX2 format:\n"
    "  lines starting with | are comments; the first other line names the items:\n"
    "  primary items, then optionally | and secondary items; every further line is\n"
    "  one option: item names, a secondary item may carry a color as name:color.\n"
    "  Names: printable characters except : and |. Options without a primary item\n"
    "  are ignored (as Knuth's programs do). An option may carry costs |n (Knuth's\n"
    "  DLX5: whole numbers, several add up, at most 10^12 an option); only --best\n"
    "  uses them, every other mode treats all solutions alike.\n"
    "  Multiplicities (Knuth's DLX3): a primary item in the first line written\n"
    "  lo:hi|name must be covered by at least lo and at most hi of the chosen\n"
    "  options, n|name by exactly n (0 <= lo <= hi, hi >= 1; an empty lo is 0);\n"
    "  options stay sets.\n"
    "  With multiplicities: counting, --first, --print, --rows, --limit, --stats\n"
    "  and --progress (without the estimate); not --threads, --parts, --memo,\n"
    "  --best, --sample or checkpoints.\n"
    "Modes (default: print the number of solutions):\n"
    "  --count          print the number of solutions (the default)\n"
    "  --first          print one solution (its options, one input line each)\n"
    "  --print          print every solution, a blank line between solutions\n"
    "  --rows           print every solution as one line of option numbers (1-based,\n"
    "                   counting option lines in input order; matrix rows with --matrix)\n"
    "  --limit K        stop after K solutions (with the count, --print or --rows)\n"
    "  --best[=K]       the K (default 1) solutions of least total cost (the sum of\n"
    "                   their options' costs), cheapest first; equal costs in the\n"
    "                   order found (which of several equally cheap solutions make\n"
    "                   the K is unspecified). Each solution: a line `cost C`, then\n"
    "                   its options, a blank line between solutions; with --rows one\n"
    "                   line `C: r1 r2 ...` (option numbers as --rows). Branch and\n"
    "                   bound: a partial solution is dropped when its cost plus a\n"
    "                   lower bound for the items still uncovered reaches the K-th\n"
    "                   best cost. Also `--best K` when K is all digits.\n"
    "  --min-cover      the fewest options that cover every primary item at least\n"
    "                   once (secondary items at most once, colors as usual; costs\n"
    "                   not used): a line `size S`, then the S options; with --rows\n"
    "                   one line `S: r1 r2 ...`; `none` (exit 1) if there is no cover.\n"
    "                   With --limit K: a cover of at most K options (not necessarily\n"
    "                   a smallest), or `none`; with --count: the number of minimum\n"
    "                   covers. IDA* on the number of options, pruned by a lower\n"
    "                   bound (Lagrangian, of the covering LP). With --threads N:\n"
    "                   the same answer (perhaps another smallest cover). With\n"
    "                   --parts K --part I: the least size within part I, its cover\n"
    "                   (with --count one line `size S count C`), or `none`; the\n"
    "                   answer is the least S of the K parts (and the sum of their\n"
    "                   C at that S). Not with multiplicities or the other modes\n"
    "  --sample K       K solutions drawn uniformly at random, independently (with\n"
    "                   replacement), printed as --print does (or as --rows); each\n"
    "                   branch is taken with probability proportional to its number\n"
    "                   of solutions (memoized counts, exact big-number arithmetic)\n"
    "  --seed S         the seed of --sample (default 0); the same seed gives the\n"
    "                   same samples on every machine (own splitmix64 generator)\n"
    "Input:\n"
    "  --format F       F = dlx (above), matrix, miniexact (either of miniexact's\n"
    "                   forms, by its first token: p or <), miniexact-p or\n"
    "                   miniexact-knuth. Default: guessed; miniexact-knuth if the\n"
    "                   first line that is not blank or a | comment starts with <,\n"
    "                   miniexact-p if it (c lines skipped too) starts with the\n"
    "                   tokens `p xc` or `p xcc`, otherwise dlx; a guessed miniexact\n"
    "                   file that does not read but reads as dlx is read as dlx. A\n"
    "                   .dlx item line that looks like a header (say `p xc 2 0`) may\n"
    "                   need --format dlx.\n"
    "  --matrix         the same as --format matrix: a 0/1 matrix, `N M` (rows,\n"
    "                   columns), then N lines of M entries 0/1 (space separated, or\n"
    "                   one string of M digits); columns are primary items named 1..M\n"
    "  miniexact-p, miniexact's numeric form:\n"
    "    p xc P S       header (p xcc P S alike): P primary items 1..P, S secondary\n"
    "                   items P+1..P+S; no option count\n"
    "    then options, each ended by 0 (an option may span lines, a line may hold\n"
    "    several): k an item, -c (c >= 1) colors the secondary item just before it,\n"
    "    $n the option's cost (anywhere in it; a later one replaces it). Options\n"
    "    print as written. xc also reads comment lines (first non-blank character c\n"
    "    or |) and k:c for k -c.\n"
    "  miniexact-knuth, miniexact's Knuth-like form:\n"
    "    < a b:2 c:1;3 >   primary items; :u covers the item exactly u times, :u;v\n"
    "                   u..v times (multiplicities, as lo:hi|name above)\n"
    "    [ x y ]        secondary items (optional)\n"
    "    a x:red $5 ;   options, each ended by ; (the last may end at the end of the\n"
    "                   input); colors as name:color, $n after an item sets the cost\n"
    "    Names: letters, digits, _-,!#@+%^&* and non-ASCII bytes; < > [ ] ; : $ stand\n"
    "    alone. xc also reads comment lines (first non-blank character |).\n"
    "  --max-items N, --max-nodes N   capacities (defaults 16777216 and 268435456)\n"
    "Search:\n"
    "  --threads N      N threads (0: one per core); the tree is cut into subtrees\n"
    "  --parts K --part I   solve only part I (0 <= I < K) of a fixed K-way cut of\n"
    "                   the tree; the counts of the K parts add up to the whole count\n"
    "  --memo           count with memoization: the number of completions of every\n"
    "                   subproblem (the set of items still active, and the colors set)\n"
    "                   is cached, so equal subproblems are counted once; exact counts\n"
    "                   of any size (e.g. domino tilings); counting only, one thread\n"
    "  --memo-mb N      the cache stops growing at N megabytes (default 1024) or\n"
    "                   2^29 entries; the count stays exact, only slower\n"
    "  --dc, --no-dc    search with / without domain consistency (Knuth's XCCDC):\n"
    "                   before each branching, every option whose choice would leave\n"
    "                   an uncovered primary item without a compatible option is\n"
    "                   removed; far fewer nodes, more work per node. Default: on\n"
    "                   where colors constrain (a secondary item with a color in\n"
    "                   one option, another or none in another), else off. Every\n"
    "                   mode runs with it: the count, --first, --print, --rows,\n"
    "                   --limit, --threads, --parts, --progress, --stats (the same\n"
    "                   solutions, found in another order), checkpoints (a\n"
    "                   resume runs the search its file names); not --memo,\n"
    "                   --links-only, --best, --sample or multiplicities, nor\n"
    "                   tables over 256 MB (about R*R/8 bytes for R options,\n"
    "                   per thread; said on stderr): there the\n"
    "                   links search runs. --stats names the search that ran.\n"
    "                   --first with DC by default: the links search looks first,\n"
    "                   for about the time DC's tables take to build (10 updates\n"
    "                   per entry of the matrix), then DC from the start\n"
    "  --links-try U    that first look: U updates (0: none, DC at once)\n"
    "Resumable counts (one thread; with or without --parts):\n"
    "  --checkpoint F   while counting, write the position (the subtree and the\n"
    "                   search path in it, the count so far) to file F every S\n"
    "                   seconds, atomically (F.tmp, then rename); on SIGINT (Ctrl-C)\n"
    "                   or SIGTERM write it once more and stop with exit status 130;\n"
    "                   at the end F holds the finished count\n"
    "  --every S        seconds between checkpoints (default 60; 0: at every check)\n"
    "  --check-nodes N  look at the clock and for signals every N search nodes\n"
    "                   (default 65536)\n"
    "  --stop-after-checks N   (for tests) act as if SIGINT came at the N-th check\n"
    "  --resume F       continue the count saved in F (same input, same --parts\n"
    "                   and --part, else refused) and keep checkpointing to F\n"
    "                   (or to the --checkpoint file); prints the total as an\n"
    "                   uninterrupted run does\n"
    "Reports on standard error:\n"
    "  --stats          items, options, the search (links or domain consistency),\n"
    "                   solutions, search nodes, link updates (domain consistency:\n"
    "                   options removed), time (wall clock and cpu of all\n"
    "                   threads); a count's nodes include those of its bit-mask\n"
    "                   end (see --links-only); with --threads, each thread's\n"
    "                   subtrees, cpu and end\n"
    "  --links-only     count on the links all the way (slower): a count without\n"
    "                   limit otherwise finishes the last <= 128 primary items on\n"
    "                   bit masks; with this, nodes and updates are Knuth's (DLX1)\n"
    "  --progress[=S]   every S seconds (default 1; 0: every 65536 nodes): nodes,\n"
    "                   solutions, estimated fraction of the tree explored\n"
    "                   (Knuth's estimate from the top levels), ETA\n"
    "  --help           this text\n"
    "Exit status: 0 if a solution was found, 1 if none, 2 on bad input or usage\n"
    "or when the output cannot be written (`xc: cannot write the output`) or memory\n"
    "runs out (`xc: out of memory`),\n"
    "130 when a checkpointed count was interrupted\n"
    "(one line `xc: <what> at line N` on standard error).\n";
enum { OUT_COUNT, OUT_PRINT, OUT_ROWS };

struct Settings {
    int out;
    u64 limit;          /* 0: all */
    bool stats, progress, links_only;
    double interval;
    int threads, parts, part;
    bool have_parts, have_part;
    long long max_items, max_nodes;
    bool memo;
    bool min_cover, counted;   /* --min-cover; --count given */
    int dc;             /* --dc 1, --no-dc 0, else -1: by the input (src/xc/dc.h) */
    long long links_try;       /* --links-try U; -1: by the matrix (src/xc/dc.h, run_dc) */
    long long memo_mb;
    u64 best, sample, seed;    /* --best K (0: off), --sample K (0: off), --seed S */
    string format;             /* one of FORMATS (input.h); empty: guessed from the input */
    string ckfile, resume;     /* --checkpoint F, --resume F */
    double every;              /* --every S */
    u64 slice, stop_after;     /* --check-nodes N, --stop-after-checks N */
    const char *file;          /* the input file; 0: standard input */
    Settings() : out(OUT_COUNT), limit(0), stats(false), progress(false), links_only(false), interval(1.0),
                 threads(1), parts(1), part(0), have_parts(false), have_part(false), max_items(1 << 24), max_nodes(1 << 28), memo(false), min_cover(false), counted(false), dc(-1), links_try(-1), memo_mb(1024),
                 best(0), sample(0), seed(0), every(60), slice(1 << 16), stop_after(0), file(0) {}
};
/* the command line into s (through src/lib/options.h, the family's convention): -1 to go on,
 * else the exit status (usage or version printed, or a usage error) */
static inline int parse_options(int argc, char **argv, Settings &s) {
    bool have_seed = false, have_mode = false, have_every = false;
    Args a(argc, argv, USAGE);
    const u64 N9 = 999999999;  /* the numbers of the options: at most 9 digits */
    while (a.next()) {
        string val;
        u64 v = 0;
        if (a.flag("--first")) { s.out = OUT_PRINT; s.limit = 1; have_mode = true; }
        else if (a.flag("--print")) { s.out = OUT_PRINT; have_mode = true; }
        else if (a.flag("--count")) { s.out = OUT_COUNT; s.limit = 0; have_mode = false; s.counted = true; }
        else if (a.flag("--min-cover")) s.min_cover = true;
        else if (a.flag("--rows")) s.out = OUT_ROWS;
        else if (a.flag("--matrix")) s.format = "matrix";
        else if (a.flag("--stats")) s.stats = true;
        else if (a.flag("--links-only")) s.links_only = true;
        else if (a.flag("--memo")) s.memo = true;
        else if (a.flag("--dc")) s.dc = 1;
        else if (a.flag("--no-dc")) s.dc = 0;
        else if (a.limit(v)) s.limit = v;
        else if (a.arg == "--best" || a.arg.compare(0, 7, "--best=") == 0) {
            /* an optional K: --best=K, or --best K when K is all digits */
            if (a.arg.size() > 6) val = a.arg.substr(7);
            else if (a.has(1) && a.argv[a.a + 1][0] >= '0' && a.argv[a.a + 1][0] <= '9') val = a.take();
            else val = "1";
            if (!whole_number(val, N9, v)) a.error("option --best wants a whole number, not " + quoted(val));
            else if (v == 0) a.error("--best wants K >= 1");
            s.best = v;
        } else if (a.number("--sample", N9, v)) { s.sample = v; a.check(v == 0, "--sample wants K >= 1"); }
        else if (a.number("--seed", N9, v)) { s.seed = v; have_seed = true; }
        else if (a.number("--stop-after-checks", N9, v)) { s.stop_after = v; have_every = true; }
        else if (a.number("--check-nodes", N9, v)) { s.slice = v; have_every = true; a.check(v < 1, "--check-nodes wants N >= 1"); }
        else if (a.number("--links-try", N9, v)) s.links_try = (long long)v;
        else if (a.number("--memo-mb", N9, v)) { s.memo_mb = (long long)v; a.check(v < 1, "--memo-mb between 1 and 2^40"); }
        else if (a.number("--max-items", N9, v)) s.max_items = (long long)v;
        else if (a.number("--max-nodes", N9, v)) s.max_nodes = (long long)v;
        else if (a.progress(s.progress, s.interval)) continue;
        else if (a.value("--checkpoint", val) || a.value("--resume", val) || a.value("--every", val)) {
            string name = a.arg.substr(0, a.arg.find('='));
            if (a.stopped()) break;
            if (val.empty()) { a.error("option " + name + " needs a value"); break; }
            if (name == "--checkpoint") s.ckfile = val;
            else if (name == "--resume") s.resume = val;
            else {
                char *e = 0;
                s.every = strtod(val.c_str(), &e);
                if (*e || !(s.every >= 0) || s.every > 1e9) a.error("--every wants a number of seconds");
                have_every = true;
            }
        } else if (a.arg == "--format" && !a.has(1)) {
            a.error(string("option --format needs ") + FORMATS);
        } else if (a.value("--format", val)) {
            if (!known_format(val)) a.error(string("--format wants ") + FORMATS + ", not " + quoted(val));
            s.format = val;
        } else if (!a.split(s)) a.unknown();
    }
    if (a.stopped()) return a.status;
    s.file = a.file;
    a.check_split(s, s.memo);
    a.check(s.best && s.sample, "--best and --sample do not go together");
    a.check((s.best || s.sample) && (have_mode || s.limit || s.memo || s.threads > 1 || s.have_parts || s.progress),
            string(s.best ? "--best" : "--sample") + " goes with --rows, --stats and --seed only");
    a.check(have_seed && !s.sample, "--seed goes with --sample");
    a.check(s.links_try >= 0 && (s.limit != 1 || s.out == OUT_COUNT || s.dc >= 0),
            "--links-try goes with --first (and the default search: not --dc or --no-dc)");
    a.check(s.min_cover && (have_mode || s.memo || s.best || s.sample || s.progress || s.links_only || s.dc >= 0 || !s.ckfile.empty() || !s.resume.empty()),
            "--min-cover goes with --rows, --count, --limit K and --stats only");
    a.check(s.min_cover && s.counted && s.limit, "--min-cover --count counts the minimum covers: no --limit K");
    a.check(have_every && s.ckfile.empty() && s.resume.empty(), "--every, --check-nodes and --stop-after-checks go with --checkpoint");
    if (!s.resume.empty() && s.ckfile.empty()) s.ckfile = s.resume;
    a.check(!s.ckfile.empty() && (s.out != OUT_COUNT || s.limit || s.memo || s.threads > 1 || s.best || s.sample || s.progress),
            "--checkpoint and --resume go with a plain count only (one thread; --parts, --stats allowed)");
    a.check(s.memo && (s.out != OUT_COUNT || s.limit), "--memo only counts (no --first, --print, --rows or --limit)");
    a.check(s.memo && s.progress, "--memo has no progress report");
    a.check(s.max_items < 1 || s.max_items > (1 << 24), "--max-items between 1 and 16777216");
    a.check(s.max_nodes < 3 || s.max_nodes > (1 << 28), "--max-nodes between 3 and 268435456");
    return a.stopped() ? a.status : -1;
}
#endif
