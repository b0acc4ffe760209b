/* Command-line options, the way every tool reads them (a module: tools include it, after
 * src/lib/output.h, whose fail() prints the error lines).
 *   Args a(argc, argv, usage_text);
 *   while (a.next()) {                        // --help: usage_text on stdout, stop, status 0
 *       if (a.flag("--count")) ...
 *       else if (a.value("--limit", v)) ...   // `--limit V` or `--limit=V`
 *       else a.unknown(" (want ...)");        // `<tool>: unknown option X (want ...)`, status 2
 *   }
 *   if (a.stopped()) return a.status;
 * A bad value: a.error(what) prints `<tool>: <what>` and stops with status 2; usage_error(what)
 * also prints the usage text on stderr. opt_number() reads a whole number with a range check;
 * read_input(f) all of the tool's input. */
#ifndef DLX_LIB_OPTIONS_H
#define DLX_LIB_OPTIONS_H
#include <cstdio>
#include <stdint.h>
#include <string>
#include "src/lib/output.h"

/* s as a whole number: 1..max_digits digits (leading zeros count), value <= max; false otherwise */
static inline bool opt_number(const std::string &s, size_t max_digits, uint64_t max, uint64_t &v) {
    if (s.empty() || s.size() > max_digits) return false;
    v = 0;
    for (size_t i = 0; i < s.size(); i++) {
        if (s[i] < '0' || s[i] > '9') return false;
        uint64_t d = (uint64_t)(s[i] - '0');
        if (v > (max - d) / 10) return false;
        v = v * 10 + d;
    }
    return true;
}

struct Args {
    int argc;
    char **argv;
    int a;               /* the index of the argument read last */
    const char *usage;   /* the usage text (lines ending in '\n') */
    int status;          /* < 0 while reading; else the exit status to return */
    std::string arg;     /* the argument read last */

    Args(int c, char **v, const char *u) : argc(c), argv(v), a(0), usage(u), status(-1) {}

    /* the next argument into arg; false at the end or once stopped. --help prints the usage on
     * stdout and stops with status 0. */
    bool next() {
        if (status >= 0 || a + 1 >= argc) return false;
        arg = argv[++a];
        if (arg == "--help") {
            fputs(usage, stdout);
            fflush(stdout);
            status = 0;
            return false;
        }
        return true;
    }
    bool stopped() const { return status >= 0; }
    /* the argument is exactly this flag */
    bool flag(const char *name) const { return arg == name; }
    /* the argument is `name V` (V the next argument, if there is one) or `name=V`: true with V in
     * v (then past it); false, nothing taken, otherwise */
    bool value(const char *name, std::string &v) {
        std::string n = name;
        if (arg.compare(0, n.size(), n) != 0) return false;
        if (arg.size() > n.size() && arg[n.size()] == '=') { v = arg.substr(n.size() + 1); return true; }
        if (arg.size() != n.size() || a + 1 >= argc) return false;
        v = argv[++a];
        return true;
    }
    /* `--limit K` (K: up to 18 digits; 0 = no limit): true if the argument is one (stopped on a
     * bad K) */
    bool limit(uint64_t &k) {
        std::string v;
        if (!value("--limit", v)) return false;
        if (!opt_number(v, 18, ~(uint64_t)0, k)) error("bad --limit '" + v + "'");
        return true;
    }
    /* the next k arguments exist (for an option with k values, taken with take()) */
    bool has(int k) const { return a + k < argc; }
    std::string take() { return argv[++a]; }
    /* stop with status 2 after the line `<tool>: <what>` */
    void error(const std::string &what) { status = fail(what, 0); }
    /* `<tool>: unknown option <arg><want>`, status 2 */
    void unknown(const std::string &want) { error("unknown option " + arg + want); }
    /* the line `<tool>: <what>`, then the usage on stderr; status 2 */
    void usage_error(const std::string &what) {
        error(what);
        fputs(usage, stderr);
    }
};

/* the usage lines of --threads and --parts (src/engine/split.h), and of both with --print */
#define SPLIT_USAGE \
    "  --threads N: count on N threads, 0 = one per core (the tree cut into at least 64N subtrees)\n" \
    "  --parts K --part I: count only part I (0 <= I < K) of a fixed K-way cut of the tree;\n" \
    "    the K part counts add up to the whole count (one process or machine per part)\n"
#define SPLIT_PRINT_USAGE "  both go with the count and with --print (whole solutions in any order, then the count)\n"

/* all of f (the tool's input) */
static inline std::string read_input(FILE *f) {
    std::string buf;
    char tmp[65536];
    size_t k;
    while ((k = fread(tmp, 1, sizeof tmp, f)) > 0) buf.append(tmp, k);
    return buf;
}
#endif
