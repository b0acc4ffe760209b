/* xc's command line: the usage text, the settings, and usage errors. */
#ifndef XC_OPTIONS_H
#define XC_OPTIONS_H
#include <cstdio>
#include <cstdlib>
#include <string>
#include <thread>
#include "src/xc/input.h"

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
    "  --memo-mb N      the cache stops growing at N megabytes (default 1024); the\n"
    "                   count stays exact, only slower\n"
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
    "  --stats          items, options, solutions, search nodes, link updates,\n"
    "                   time (wall clock and cpu of all threads); a count's nodes\n"
    "                   include those of its bit-mask end (see --links-only)\n"
    "  --links-only     count on the links all the way (slower): a count without\n"
    "                   limit otherwise finishes the last <= 128 primary items on\n"
    "                   bit masks; with this, nodes and updates are Knuth's (DLX1)\n"
    "  --progress[=S]   every S seconds (default 1; 0: every 65536 nodes): nodes,\n"
    "                   solutions, estimated fraction of the tree explored\n"
    "                   (Knuth's estimate from the top levels), ETA\n"
    "  --help           this text\n"
    "Exit status: 0 if a solution was found, 1 if none, 2 on bad input or usage,\n"
    "130 when a checkpointed count was interrupted\n"
    "(one line `xc: <what> at line N` on standard error).\n";
enum { OUT_COUNT, OUT_PRINT, OUT_ROWS };

struct Settings {
    int out;
    u64 limit;          /* 0: all */
    bool stats, progress, links_only;
    double interval;
    int threads, parts, part;
    long long max_items, max_nodes;
    bool memo;
    long long memo_mb;
    u64 best, sample, seed;    /* --best K (0: off), --sample K (0: off), --seed S */
    string format;             /* one of FORMATS (input.h); empty: guessed from the input */
    string ckfile, resume;     /* --checkpoint F, --resume F */
    double every;              /* --every S */
    u64 slice, stop_after;     /* --check-nodes N, --stop-after-checks N */
    const char *file;          /* the input file; 0: standard input */
    Settings() : out(OUT_COUNT), limit(0), stats(false), progress(false), links_only(false), interval(1.0),
                 threads(1), parts(1), part(0), max_items(1 << 24), max_nodes(1 << 28), memo(false), memo_mb(1024),
                 best(0), sample(0), seed(0), every(60), slice(1 << 16), stop_after(0), file(0) {}
};
static int usage_error(const string &what) {
    fprintf(stderr, "xc: %s (see xc --help)\n", what.c_str());
    return 2;
}

/* the command line into s: -1 to go on, else the exit status (usage printed, or a usage error) */
static inline int parse_options(int argc, char **argv, Settings &s) {
    bool have_part = false, have_parts = false, have_seed = false, have_mode = false;
    bool have_every = false;
    for (int a = 1; a < argc; a++) {
        string arg = argv[a], val;
        bool has_val = false;
        size_t eq = arg.find('=');
        if (arg.compare(0, 2, "--") == 0 && eq != string::npos) { val = arg.substr(eq + 1); arg = arg.substr(0, eq); has_val = true; }
        bool takes = arg == "--limit" || arg == "--threads" || arg == "--parts" || arg == "--part" ||
                     arg == "--max-items" || arg == "--max-nodes" || arg == "--memo-mb" ||
                     arg == "--sample" || arg == "--seed" || arg == "--check-nodes" || arg == "--stop-after-checks";
        /* --best takes an optional number: --best=K, or --best K when K is all digits */
        if (arg == "--best" && !has_val && a + 1 < argc && argv[a + 1][0] >= '0' && argv[a + 1][0] <= '9') {
            val = argv[++a]; has_val = true;
        }
        if (arg == "--checkpoint" || arg == "--resume" || arg == "--every") {
            if (!has_val) {
                if (a + 1 >= argc) return usage_error("option " + arg + " needs a value");
                val = argv[++a];
            }
            if (val.empty()) return usage_error("option " + arg + " needs a value");
            if (arg == "--checkpoint") s.ckfile = val;
            else if (arg == "--resume") s.resume = val;
            else {
                char *e = 0;
                s.every = strtod(val.c_str(), &e);
                if (*e || !(s.every >= 0) || s.every > 1e9) return usage_error("--every wants a number of seconds");
                have_every = true;
            }
            continue;
        }
        if (arg == "--format") {
            if (!has_val) {
                if (a + 1 >= argc) return usage_error(string("option --format needs ") + FORMATS);
                val = argv[++a];
            }
            if (!known_format(val)) return usage_error(string("--format wants ") + FORMATS + ", not " + quoted(val));
            s.format = val;
            continue;
        }
        if (takes && !has_val) {
            if (a + 1 >= argc) return usage_error("option " + arg + " needs a number");
            val = argv[++a]; has_val = true;
        }
        long long v = 0;
        if (takes && !parse_count(val, v)) return usage_error("option " + arg + " wants a whole number, not " + quoted(val));
        if (arg == "--best" && has_val && !parse_count(val, v)) return usage_error("option --best wants a whole number, not " + quoted(val));
        if (has_val && !takes && arg != "--progress" && arg != "--best") return usage_error("option " + arg + " takes no value");
        if (arg == "--help" || arg == "-h") { fputs(USAGE, stdout); return 0; }
        else if (arg == "--first") { s.out = OUT_PRINT; s.limit = 1; have_mode = true; }
        else if (arg == "--print") { s.out = OUT_PRINT; have_mode = true; }
        else if (arg == "--rows") s.out = OUT_ROWS;
        else if (arg == "--limit") s.limit = (u64)v;
        else if (arg == "--matrix") s.format = "matrix";
        else if (arg == "--best") { s.best = has_val ? (u64)v : 1; if (s.best == 0) return usage_error("--best wants K >= 1"); }
        else if (arg == "--sample") { s.sample = (u64)v; if (s.sample == 0) return usage_error("--sample wants K >= 1"); }
        else if (arg == "--seed") { s.seed = (u64)v; have_seed = true; }
        else if (arg == "--stop-after-checks") { s.stop_after = (u64)v; have_every = true; }
        else if (arg == "--check-nodes") { s.slice = (u64)v; have_every = true; if (v < 1) return usage_error("--check-nodes wants N >= 1"); }
        else if (arg == "--stats") s.stats = true;
        else if (arg == "--links-only") s.links_only = true;
        else if (arg == "--progress") {
            s.progress = true;
            if (has_val) {
                char *e = 0;
                s.interval = strtod(val.c_str(), &e);
                if (val.empty() || *e || !(s.interval >= 0) || s.interval > 1e6)
                    return usage_error("--progress=S wants a number of seconds");
            }
        }
        else if (arg == "--threads") {
            s.threads = (int)v;
            if (s.threads == 0) { s.threads = (int)thread::hardware_concurrency(); if (s.threads < 1) s.threads = 1; }
            if (s.threads > 1024) return usage_error("--threads at most 1024");
        }
        else if (arg == "--parts") { s.parts = (int)v; have_parts = true; }
        else if (arg == "--part") { s.part = (int)v; have_part = true; }
        else if (arg == "--memo") s.memo = true;
        else if (arg == "--memo-mb") { s.memo_mb = v; if (v < 1 || v > (1LL << 40)) return usage_error("--memo-mb between 1 and 2^40"); }
        else if (arg == "--max-items") s.max_items = v;
        else if (arg == "--max-nodes") s.max_nodes = v;
        else if (arg.size() > 1 && arg[0] == '-') return usage_error("unknown option " + quoted(arg));
        else if (s.file) return usage_error("more than one input file");
        else s.file = argv[a];
    }
    if (have_parts != have_part) return usage_error("--parts K and --part I go together");
    if (s.best && s.sample) return usage_error("--best and --sample do not go together");
    if ((s.best || s.sample) && (have_mode || s.limit || s.memo || s.threads > 1 || have_parts || s.progress))
        return usage_error(string(s.best ? "--best" : "--sample") + " goes with --rows, --stats and --seed only");
    if (have_seed && !s.sample) return usage_error("--seed goes with --sample");
    if (have_every && s.ckfile.empty() && s.resume.empty()) return usage_error("--every, --check-nodes and --stop-after-checks go with --checkpoint");
    if (!s.resume.empty() && s.ckfile.empty()) s.ckfile = s.resume;
    if (!s.ckfile.empty() && (s.out != OUT_COUNT || s.limit || s.memo || s.threads > 1 || s.best || s.sample || s.progress))
        return usage_error("--checkpoint and --resume go with a plain count only (one thread; --parts, --stats allowed)");
    if (s.memo && (s.out != OUT_COUNT || s.limit)) return usage_error("--memo only counts (no --first, --print, --rows or --limit)");
    if (s.memo && s.threads > 1) return usage_error("--memo runs on one thread (split with --parts instead)");
    if (s.memo && s.progress) return usage_error("--memo has no progress report");
    if (s.parts < 1 || s.part >= s.parts) return usage_error("want 0 <= I < K for --parts K --part I");
    if (s.parts > 1000000) return usage_error("--parts at most 1000000");
    if (s.max_items < 1 || s.max_items > (1 << 24)) return usage_error("--max-items between 1 and 16777216");
    if (s.max_nodes < 3 || s.max_nodes > (1 << 28)) return usage_error("--max-nodes between 3 and 268435456");

    return -1;
}
#endif
