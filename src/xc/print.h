/* xc's solution printing for --best and --sample (as --print or as --rows). */
#ifndef XC_PRINT_H
#define XC_PRINT_H
#include <cstdio>
#include <string>
#include <vector>
#include "src/xc/options.h"

static void put_solution(const Model &m, const Settings &s, const vector<int> &rows, string &buf, const string &cost_prefix) {
    if (s.out == OUT_ROWS) {
        buf += cost_prefix.empty() ? "" : cost_prefix + ":";
        for (size_t j = 0; j < rows.size(); j++) {
            if (j || !cost_prefix.empty()) buf += ' ';
            buf += num((u64)m.onum[rows[j]]);
        }
        buf += '\n';
    } else {
        if (!cost_prefix.empty()) buf += "cost " + cost_prefix + "\n";
        for (size_t j = 0; j < rows.size(); j++) { buf += m.otext[rows[j]]; buf += '\n'; }
    }
    if (buf.size() > (1 << 16)) { fwrite(buf.data(), 1, buf.size(), stdout); buf.clear(); }
}
#endif
