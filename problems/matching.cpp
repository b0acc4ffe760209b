/* Task: perfect matchings of a graph.
 * Submit as: not a judge task; a command-line tool.  Input: `V E` (vertices 0..V-1), then E
 *   edges `a b`; whitespace-separated, `%` starts a comment to the end of the line.
 * Output: the number of perfect matchings (0 when V is odd); --print: every matching as one line
 *   `a-b c-d ...` (a < b, by a), then the count; --first: the first one (`no perfect matching`).
 *   --limit K stops after K matchings. Parallel edges give distinct matchings; loops are ignored.
 *   --memo: the count by memoized counting (the core's count_memo), exact at any size.
 *   --threads N: the count on N threads (0: one per core); --parts K --part I: the count of part I (0 <= I < K) of a
 *   fixed K-way split of the search tree (the K part counts add up to the whole; with --memo too).
 *   With --print too: each solution printed whole (never interleaved), in any order, then the count.
 *   Every count is exact at any size (sums in Big). C++98 builds: --threads 1 only.
 * Method: DLX exact cover: one item per vertex, one row per edge. --threads/--parts: the tree cut into
 *   subtrees (rows selected from the root), as in xc; threads take them from an atomic index.
 * Status: counts vs brute (src/brute/matching.cpp) and grid facts (4x4 36, 6x6 6,728); printed
 *   matchings checked by src/checkers/matching.cpp; judge: none.
 * Dialects: c++98 c++17
 */
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>
#include <algorithm>
using namespace std;

#define TOOL_NAME "matching"
#include "src/engine/engine.h"
#include "src/lib/output.h"
#include "src/engine/split.h"
#include "src/lib/options.h"

typedef DLX::u64 u64;





struct Tokens {  /* whitespace-separated tokens with their line numbers; '%' comments */
    const string &buf;
    size_t pos;
    int line;
    explicit Tokens(const string &b) : buf(b), pos(0), line(1) {
        if (buf.size() >= 3 && (unsigned char)buf[0] == 0xEF && (unsigned char)buf[1] == 0xBB &&
            (unsigned char)buf[2] == 0xBF) pos = 3;
    }
    /* next token in t (false at the end); line is its line */
    bool next(string &t) {
        for (;;) {
            if (pos >= buf.size()) return false;
            char c = buf[pos];
            if (c == '\n') { line++; pos++; }
            else if (c == ' ' || c == '\t' || c == '\r') pos++;
            else if (c == '%') { while (pos < buf.size() && buf[pos] != '\n') pos++; }
            else break;
        }
        size_t a = pos;
        while (pos < buf.size() && buf[pos] != ' ' && buf[pos] != '\t' && buf[pos] != '\r' && buf[pos] != '\n' &&
               buf[pos] != '%') pos++;
        t.assign(buf, a, pos - a);
        return true;
    }
};

/* a token as it may appear in a message: printable ASCII kept, other bytes as \xNN, at most 20 bytes */
static string shown(const string &t) {
    static const char *hex = "0123456789abcdef";
    string s;
    for (size_t k = 0; k < t.size() && k < 20; k++) {
        unsigned char c = (unsigned char)t[k];
        if (c >= 32 && c < 127) s += (char)c;
        else { s += "\\x"; s += hex[c >> 4]; s += hex[c & 15]; }
    }
    return s;
}

/* read a number 0..maxv (a whole number of at most 9 digits' value, src/lib/numbers.h); 0 = ok,
 * else the exit status after reporting */
static int number(Tokens &in, long maxv, long &v, const char *what) {
    string t;
    uint64_t x = 0;
    if (!in.next(t)) return fail(string("missing ") + what, in.line);
    if (!whole_number(t, 999999999, x)) return fail(string("bad ") + what + " '" + shown(t) + "' (want a number)", in.line);
    v = (long)x;
    if (v > maxv) return fail(string(what) + " out of range", in.line);
    return 0;
}

/* a matching as one line `a-b c-d ...` (a < b, by a) */
static void matching_line(const Engine &d, const vector<int> &ea, const vector<int> &eb, string &line) {
    vector<pair<int, int> > m;
    for (int k = 0; k < d.solution_size(); k++) {
        int r = d.solution_row(k), a = ea[r], b = eb[r];
        m.push_back(make_pair(min(a, b), max(a, b)));
    }
    sort(m.begin(), m.end());
    for (size_t k = 0; k < m.size(); k++) {
        if (k) line += ' ';
        line += numtext((u64)m[k].first) + "-" + numtext((u64)m[k].second);
    }
    line += '\n';
}

struct Show {
    enum { COUNT, FIRST, PRINT } mode;
    u64 found;
    const vector<int> *ea, *eb;
    Show() : mode(COUNT), found(0), ea(0), eb(0) {}
    bool operator()(Engine &d) {
        found++;
        if (mode == COUNT) return true;
        matching_line(d, *ea, *eb, out);
        if (out.size() > (1 << 16)) flush_out();
        return mode != FIRST;
    }
};

/* --print with --threads/--parts: the same lines, made by the threads */
struct MatchText : SplitHooks<Engine> {
    const vector<int> *ea, *eb;
    MatchText(const vector<int> *a, const vector<int> *b) : ea(a), eb(b) {}
    bool shows() const { return true; }
    void text(const Engine &d, string &s) { matching_line(d, *ea, *eb, s); }
    void emit(const string &s, u64) {
        out += s;
        if (out.size() > (1 << 16)) flush_out();
    }
};


struct Options {
    int mode;      /* Show::COUNT, FIRST or PRINT */
    u64 limit;
    bool memo, stats;
    Split sp;
    long max_v, max_e;  /* size limits of the input (fuzz targets lower them) */
    Options() : mode(Show::COUNT), limit(0), memo(false), stats(false), max_v(1000000), max_e(10000000) {}
};

/* Read the graph in `buf` and answer; the answer goes to `out` (flushed by the caller), a bad
 * input's message through fail(). Returns the exit status. */
static int run_text(const string &buf, const Options &o) {
    Show s;
    s.mode = o.mode == Show::PRINT ? Show::PRINT : o.mode == Show::FIRST ? Show::FIRST : Show::COUNT;
    u64 limit = o.limit;
    Tokens in(buf);
    long V, E;
    int st;
    if ((st = number(in, o.max_v, V, "vertex count"))) return st;
    if ((st = number(in, o.max_e, E, "edge count"))) return st;
    vector<int> ea, eb;
    Engine d;
    d.reset((int)V, (int)V);
    for (long e = 0; e < E; e++) {
        long a, b;
        if ((st = number(in, V - 1, a, "vertex"))) return st;
        if ((st = number(in, V - 1, b, "vertex"))) return st;
        if (a == b) continue;  /* a loop is in no perfect matching */
        int items[2] = {(int)a + 1, (int)b + 1};
        d.add_row(items, 2);
        ea.push_back((int)a); eb.push_back((int)b);
    }
    string t;
    if (in.next(t)) return fail("unexpected text after the edges", in.line);
    s.ea = &ea; s.eb = &eb;
    bool split_print = s.mode == Show::PRINT && !limit && o.sp.active();
    if (o.memo || (s.mode == Show::COUNT && !limit) || split_print) {  /* exact counts: --memo, --threads, --parts */
        MatchText mt(&ea, &eb);  /* with --print: each matching printed whole, then the count */
        Split sp = o.sp;
        sp.memo = o.memo;
        vector<Sub> roots(1);
        out += (V % 2 == 0 ? split_count(d, roots, sp, split_print ? &mt : 0).str() : string("0")) + "\n";
        return 0;
    }
    if (s.mode == Show::FIRST) limit = 1;
    if (V % 2 == 0) d.visit(s, limit);
    if (s.mode == Show::FIRST) { if (!s.found) out += "no perfect matching\n"; }
    else out += numtext(s.found) + "\n";
    if (o.sp.tally) o.sp.tally->nodes += d.node_count();
    return 0;
}

static const char *const USAGE =
    "usage: matching [options] [FILE]\n"
    "The perfect matchings of a graph: `V E` (vertices 0..V-1), then E edges `a b`; `%` a comment.\n"
    "  --count: the number of perfect matchings (the default; exact at any size)\n"
    "  --first: the first matching; --print: every matching as a line `a-b c-d ...`, then the count\n"
    "  --limit K: stop after K matchings\n"
    "  --memo: count with memoization (cached per set of unmatched vertices), exact at any size\n"
    SPLIT_USAGE SPLIT_PRINT_USAGE
    "  --stats: at the end, the search nodes and the time on stderr\n";

#ifndef FUZZING  /* src/fuzz/matching.cpp includes this file without main and calls run_text */
int main(int argc, char **argv) {
    Options o;
    RunStats rs;
    Args a(argc, argv, USAGE);
    while (a.next()) {
        if (a.flag("--print")) o.mode = Show::PRINT;
        else if (a.flag("--first")) o.mode = Show::FIRST;
        else if (a.flag("--count")) o.mode = Show::COUNT;
        else if (a.flag("--memo")) o.memo = true;
        else if (a.flag("--stats")) o.stats = true;
        else if (!a.limit(o.limit) && !a.split(o.sp)) a.unknown();
    }
    o.sp.memo = o.memo;
    a.check_split(o.sp, o.memo);
    a.check(o.memo && (o.mode != Show::COUNT || o.limit), "--memo only counts (no --print, --first or --limit)");
    a.check(o.sp.active() && (o.mode == Show::FIRST || o.limit), "--threads and --parts go with a count or --print (no --first or --limit)");
    return run_input(a, rs, run_text, o);
}
#endif
