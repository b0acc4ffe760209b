/* xc's printing: a solution (as --print or as --rows) and the first line of --stats. */
#ifndef XC_PRINT_H
#define XC_PRINT_H
#include <cstdio>
#include <string>
#include <vector>
#include "src/xc/options.h"

/* the text of a solution (its rows) appended to buf: its options, one input line each, or with
 * --rows one line of option numbers; cost_prefix (--best): a line `cost C` first, or `C:` */
static void solution_text(const Model &m, const Settings &s, const vector<int> &rows, string &buf, const string &cost_prefix) {
    if (s.out == OUT_ROWS) {
        buf += cost_prefix.empty() ? "" : cost_prefix + ":";
        for (size_t j = 0; j < rows.size(); j++) {
            if (j || !cost_prefix.empty()) buf += ' ';
            buf += num((u64)m.number(rows[j]));
        }
        buf += '\n';
    } else {
        if (!cost_prefix.empty()) buf += "cost " + cost_prefix + "\n";
        for (size_t j = 0; j < rows.size(); j++) { buf += m.text(rows[j]); buf += '\n'; }
    }
}
/* solution_text(), then buf written out once it holds 64 KB */
static void put_solution(const Model &m, const Settings &s, const vector<int> &rows, string &buf, const string &cost_prefix) {
    solution_text(m, s, rows, buf, cost_prefix);
    if (buf.size() > (1 << 16)) { fwrite(buf.data(), 1, buf.size(), stdout); buf.clear(); }
}

/* the first line of --stats (every mode): the model's size, then `more` (", part I of K", ...),
 * then which search ran ("links" or "domain consistency") */
static void print_stats_header(const Model &m, const string &more, const char *search) {
    fprintf(stderr, "xc: %d items (%d primary), %d options (%d without a primary item ignored)%s, %s\n", m.n, m.np,
            m.options(), m.ignored, more.c_str(), search);
}
#endif
