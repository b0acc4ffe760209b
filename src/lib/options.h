/* Command-line options, the way every tool reads them (a module: tools include it, after
 * src/lib/output.h, whose fail() prints the error lines). The convention of the family:
 *   --help (or -h)  the usage text, then COMMON_USAGE, on stdout, exit status 0
 *   --version       `<tool> (DLX suite) <SUITE_VERSION>` on stdout, exit status 0
 *   FILE            the input (one at most; `-` = standard input; default standard input)
 *   a usage error   one line `<tool>: <what> (see <tool> --help)` on stderr, exit status 2
 * Use:
 *   Args a(argc, argv, usage_text);
 *   while (a.next()) {                        // options only: FILE arguments are kept in a.file
 *       if (a.flag("--count")) ...            // `--count=x`: the error "option --count takes no value"
 *       else if (a.value("--svg", s)) ...     // `--svg V` or `--svg=V`
 *       else if (a.number("--max", 999, n)) ...   // a whole number <= 999
 *       else if (a.limit(k)) ...              // --limit K: 0 (no limit) .. LIMIT_MAX, one message
 *       else if (a.split(sp)) ...             // --threads N, --parts K, --part I
 *       else a.unknown();                     // `<tool>: unknown option X (see <tool> --help)`
 *   }
 *   a.check_split(sp, memo);  a.check(bad, what);   // after the options: their usage errors
 *   if (a.stopped()) return a.status;
 *   std::string buf; if (!a.input(buf)) return 2;   // FILE or standard input
 * Every number goes through src/lib/numbers.h (whole_number()); read_input(f) reads all of f. */
#ifndef DLX_LIB_OPTIONS_H
#define DLX_LIB_OPTIONS_H
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <cstdlib>
#include <stdint.h>
#include <string>
#include <ctime>
#include <sys/time.h>
#if __cplusplus >= 201103L
#include <thread>
#endif
#include "src/lib/numbers.h"
#include "src/lib/output.h"
#include "src/engine/split.h"  /* Tally: the search nodes for --stats */

/* the version of the suite: every tool prints it for --version */
#define SUITE_VERSION "1.0.0"

/* a command-line word as it may appear in a message: in quotes, control bytes as \xNN, at most
 * 40 bytes */
static inline std::string opt_quoted(const std::string &s) {
    static const char *hex = "0123456789abcdef";
    std::string r = "'";
    for (size_t k = 0; k < s.size() && k < 40; k++) {
        unsigned char c = (unsigned char)s[k];
        if (c < 0x20 || c == 0x7f) { r += "\\x"; r += hex[c >> 4]; r += hex[c & 15]; }
        else r += (char)c;
    }
    if (s.size() > 40) r += "...";
    return r + "'";
}

/* The line of --progress, in every tool that reports it: `TOOL: progress P% of the tree (est.), N
 * nodes, S solutions, T s, eta E s` (fraction: the share of the tree done by an estimate, E at the
 * pace so far; `eta ?` before any share is known), with its newline */
static inline std::string progress_line(const char *tool, double fraction, uint64_t nodes, uint64_t sols, double t) {
    char share[48], tail[96];
    snprintf(share, sizeof share, "%.3f%% of the tree (est.), ", 100 * fraction);
    if (fraction > 0) snprintf(tail, sizeof tail, "%.1f s, eta %.1f s\n", t, t * (1 - fraction) / fraction);
    else snprintf(tail, sizeof tail, "%.1f s, eta ?\n", t);
    return std::string(tool) + ": progress " + share + numtext(nodes) + " nodes, " + numtext(sols) + " solutions, " + tail;
}

/* --stats of the tools without their own (xc has its own): the line `<tool>: N search nodes, T s
 * (cpu C s)` on stderr at the end (RunStats made at the start, print() at the end); N: the search
 * nodes its counts added up in `tally` (run_input() hands it to them as o.sp.tally) */
struct RunStats {
    double wall0;
    clock_t cpu0;
    Tally tally;
    static double now() {
        struct timeval tv;
        gettimeofday(&tv, 0);
        return (double)tv.tv_sec + (double)tv.tv_usec / 1e6;
    }
    RunStats() : wall0(now()), cpu0(clock()) {}
    void print() const {
        char b[96];
        snprintf(b, sizeof b, "%.3f s (cpu %.3f s)", now() - wall0, (double)(clock() - cpu0) / CLOCKS_PER_SEC);
        flush_out();
        std::string m = std::string(tool_name) + ": " + numtext(tally.nodes) + " search nodes, " + b + "\n";
        if (err_sink) err_sink->append(m); else fputs(m.c_str(), stderr);
    }
};

/* the usage lines of the family's convention: --help prints them after the tool's usage text */
#define COMMON_USAGE \
    "Every tool of the suite: FILE (or - or none: standard input) is the input; --help: this text;\n" \
    "--version: the suite's version; a bad option: one line on stderr, exit status 2.\n"

/* all of f */
static inline std::string read_input(FILE *f) {
    std::string buf;
    char tmp[65536];
    size_t k;
    while ((k = fread(tmp, 1, sizeof tmp, f)) > 0) buf.append(tmp, k);
    return buf;
}

struct Args {
    int argc;
    char **argv;
    int a;               /* the index of the argument read last */
    const char *usage;   /* the usage text (lines ending in '\n') */
    int status;          /* < 0 while reading; else the exit status to return */
    std::string arg;     /* the option read last */
    const char *file;    /* the FILE argument; 0: none (standard input) */

    Args(int c, char **v, const char *u) : argc(c), argv(v), a(0), usage(u), status(-1), file(0) {}

    /* the next option into arg; false at the end or once stopped. A FILE argument (`-`, or not
     * starting with `-`) goes to file; a second one is a usage error. --help (-h) prints the
     * usage (and COMMON_USAGE) on stdout, --version the version; both stop with status 0. */
    bool next() {
        while (status < 0 && a + 1 < argc) {
            arg = argv[++a];
            if (arg == "--help" || arg == "-h") {
                fputs(usage, stdout);
                fputs(COMMON_USAGE, stdout);
                fflush(stdout);
                status = 0;
            } else if (arg == "--version") {
                printf("%s (DLX suite) %s\n", tool_name, SUITE_VERSION);
                fflush(stdout);
                status = 0;
            } else if (arg == "-" || arg.empty() || arg[0] != '-') {
                if (file) error("more than one input file");
                else file = argv[a];
            } else return true;
        }
        return false;
    }
    bool stopped() const { return status >= 0; }
    /* the option is this flag: true (`name=V`: true after the usage error "takes no value") */
    bool flag(const char *name) {
        if (arg == name) return true;
        std::string n = name;
        if (arg.compare(0, n.size() + 1, n + "=") != 0) return false;
        error("option " + n + " takes no value");
        return true;
    }
    /* the option is `name V` (V the next argument) or `name=V`: true with V in v (then past
     * it); `name` last: true after the usage error "needs a value"; false, nothing taken,
     * otherwise */
    bool value(const char *name, std::string &v) {
        std::string n = name;
        if (arg.compare(0, n.size(), n) != 0) return false;
        if (arg.size() > n.size() && arg[n.size()] == '=') { v = arg.substr(n.size() + 1); return true; }
        if (arg.size() != n.size()) return false;
        if (a + 1 >= argc) { error("option " + n + " needs a value"); return true; }
        v = argv[++a];
        return true;
    }
    /* `name N`: N a whole number <= max (at most NUM_MAX), in v; true if the option is this one
     * (stopped on a bad N: "option NAME wants a whole number[ up to MAX], not 'X'") */
    bool number(const char *name, uint64_t max, uint64_t &v) {
        std::string s;
        if (!value(name, s)) return false;
        if (!stopped() && !whole_number(s, max, v))
            error("option " + std::string(name) + " wants a whole number" +
                  (max < NUM_MAX ? " up to " + numtext(max) : std::string()) + ", not " + opt_quoted(s));
        return true;
    }
    /* `--limit K`, in every tool: K from 0 (no limit) to LIMIT_MAX; true if the option is this one
     * (stopped on a bad K, with the one message of every tool) */
    bool limit(uint64_t &k) {
        std::string s;
        if (!value("--limit", s)) return false;
        if (!stopped() && !whole_number(s, LIMIT_MAX, k))
            error("option --limit wants a whole number from 0 (no limit) to " + numtext(LIMIT_MAX) + ", not " + opt_quoted(s));
        return true;
    }
    /* `--progress` or `--progress=S`, in every tool that reports progress: on, and S (seconds
     * from 0 to 10^6) in every; true if the option is this one (stopped on a bad S) */
    bool progress(bool &on, double &every) {
        if (arg != "--progress" && arg.compare(0, 11, "--progress=") != 0) return false;
        on = true;
        if (arg.size() > 10) {
            std::string v = arg.substr(11);
            char *e = 0;
            every = strtod(v.c_str(), &e);
            if (v.empty() || *e || !(every >= 0) || every > 1e6) error("option --progress=S wants a number of seconds from 0 to 1000000, not " + opt_quoted(v));
        }
        return true;
    }
    /* --threads N (0: one per core; N > 1 needs a C++11 build), --parts K, --part I into the
     * fields threads, parts, part, have_parts, have_part of s (src/engine/split.h's Split, xc's
     * Settings): true if the option is one of them (stopped on a bad value) */
    template <class S> bool split(S &s) {
        uint64_t v = 0;
        if (number("--threads", 1024, v)) {
            if (stopped()) return true;
#if __cplusplus < 201103L
            if (v > 1) error("--threads N > 1 needs a C++11 build (this one is C++98)");
            s.threads = 1;  /* 0: one per core, and this build has one thread */
#else
            if (v == 0) { unsigned c = std::thread::hardware_concurrency(); s.threads = c >= 1 && c <= 1024 ? (int)c : 1; }
            else s.threads = (int)v;
#endif
        } else if (number("--parts", 1000000, v)) {
            if (v < 1) error("--parts wants K from 1 to 1000000");
            s.parts = (int)v;
            s.have_parts = true;
        } else if (number("--part", 999999, v)) {
            s.part = (int)v;
            s.have_part = true;
        } else return false;
        return true;
    }
    /* after the options: the usage errors of --threads, --parts and --part (memo: --memo given) */
    template <class S> void check_split(const S &s, bool memo) {
        check(s.have_parts != s.have_part, "--parts K and --part I go together");
        check(s.part >= s.parts, "want 0 <= I < K for --parts K --part I");
        check(memo && s.threads > 1, "--memo runs on one thread (split with --parts instead)");
    }
    /* the next k arguments exist (for an option with k values, taken with take()) */
    bool has(int k) const { return a + k < argc; }
    std::string take() { return argv[++a]; }
    /* stop with status 2 after the line `<tool>: <what> (see <tool> --help)` (the first error only) */
    void error(const std::string &what) {
        if (status < 0) status = fail(what + " (see " + tool_name + " --help)", 0);
    }
    /* a usage error if bad */
    void check(bool bad, const std::string &what) { if (bad) error(what); }
    /* `<tool>: unknown option <arg> (see <tool> --help)`, status 2 */
    void unknown() { error("unknown option " + (arg.size() > 40 ? opt_quoted(arg) : arg)); }

    /* all of the input (FILE or standard input) into buf: true; false after the line
     * `<tool>: cannot open 'FILE': <reason>` (or cannot read), the exit status then 2 */
    bool input(std::string &buf) {
        FILE *f = stdin;
        if (file && strcmp(file, "-") != 0) {
            f = fopen(file, "rb");
            if (!f) { status = fail("cannot open " + opt_quoted(file) + ": " + strerror(errno), 0); return false; }
        }
        buf = read_input(f);
        bool bad = ferror(f) != 0;
        if (f != stdin) fclose(f);
        if (bad) { status = fail("cannot read the input", 0); return false; }
        return true;
    }
};

/* the usage lines of --threads and --parts (src/engine/split.h), and of both with --print */
#define SPLIT_USAGE \
    "  --threads N: count on N threads, 0 = one per core (the tree cut into at least 64N subtrees)\n" \
    "  --parts K --part I: count only part I (0 <= I < K) of a fixed K-way cut of the tree;\n" \
    "    the K part counts add up to the whole count (one process or machine per part)\n"
#define SPLIT_PRINT_USAGE "  both go with the count and with --print (whole solutions in any order, then the count)\n"
/* the end of a tool's main(): the input (FILE or standard input) through run(text, o) (its counts
 * add their search nodes to rs.tally), the output flushed, then the --stats line; returns the exit
 * status */
template <class Opt, class Run>
static inline int run_input(Args &a, RunStats &rs, Run run, const Opt &o) {
    std::string buf;
    if (a.stopped() || !a.input(buf)) return a.status;
    Opt with = o;
    with.sp.tally = &rs.tally;
    int st = run(buf, with);
    flush_out();
    if (o.stats) rs.print();
    return st;
}
#endif
