/* xc's reader of the DIMACS-like `p xc` / `p xcc` form (--format dimacs). */
#ifndef XC_READ_DIMACS_H
#define XC_READ_DIMACS_H
#include <cstdlib>
#include <string>
#include <unordered_map>
#include <vector>
#include "src/xc/input.h"


/* The DIMACS-like input (--format dimacs):
 *   c ...          comment: any line whose first non-blank character is `c`; blank lines: ignored
 *   p xc N M       N items, all primary, numbered 1..N; then M options
 *   p xcc N M P    N items, 1..P primary (P >= 1), P+1..N secondary; then M options
 *   options        each a list of item numbers ended by the number 0; an option may span lines
 *                  and a line may hold several; in `p xcc` a secondary item may carry a color,
 *                  `i:c` with c a whole number (colors equal as numbers are the same color)
 * Exactly M options; nothing but comments after the last one. */
static bool dimacs_num(const string &s, long long &v) {
    if (s.empty() || s.size() > 9 || s.find_first_not_of("0123456789") != string::npos) return false;
    v = atoll(s.c_str());
    return true;
}
static bool read_dimacs(Input &in, Model &m, const Limits &lim, Error &err) {
    vector<string> tok;
    bool comment;
    bool have = false;
    while (in.next(tok, comment)) {
        if (comment) return err.set("'|' in DIMACS input (comments start with c)", in.line);
        if (tok.empty() || tok[0][0] == 'c') continue;
        have = true;
        break;
    }
    if (!have) return err.set("no header line `p xc N M` or `p xcc N M P`", in.line + 1);
    long long n = 0, opts = 0, prim = 0;
    bool xcc = tok.size() >= 2 && tok[1] == "xcc";
    if (tok[0] != "p" || tok.size() != (size_t)(xcc ? 5 : 4) || (!xcc && tok[1] != "xc") ||
        !dimacs_num(tok[2], n) || !dimacs_num(tok[3], opts) || (xcc && !dimacs_num(tok[4], prim)))
        return err.set("want the header `p xc N M` or `p xcc N M P`", in.line);
    if (!xcc) prim = n;
    if (n > lim.max_items) return err.set("too many items (capacity " + num((u64)lim.max_items) + ")", in.line);
    if (prim < 1 || prim > n) return err.set("want 1 <= P <= N primary items in the header", in.line);
    m.n = (int)n; m.np = (int)prim;
    m.name.assign(1, "");
    for (int j = 1; j <= m.n; j++) m.name.push_back(num((u64)j));
    long long nodes = n + 2;
    vector<int> stamp(m.n + 1, 0), items, colors;
    unordered_map<string, int> cid;
    int optno = 0, oline = 0;
    bool primary = false;
    string text;
    while (in.next(tok, comment)) {
        if (comment) return err.set("'|' in DIMACS input (comments start with c)", in.line);
        if (tok.empty() || tok[0][0] == 'c') continue;
        for (size_t t = 0; t < tok.size(); t++) {
            const string &s = tok[t];
            if (optno == opts) return err.set("more than the " + num((u64)opts) + " options of the header", in.line);
            if (items.empty()) oline = in.line;
            if (s == "0") {
                if (items.empty()) return err.set("empty option", in.line);
                optno++;
                if (!primary) m.ignored++;
                else {
                    nodes += (long long)items.size() + 1;
                    if (nodes > lim.max_nodes) return err.set("too many nodes (capacity " + num((u64)lim.max_nodes) + ")", in.line);
                    m.oitem.insert(m.oitem.end(), items.begin(), items.end());
                    m.ocolor.insert(m.ocolor.end(), colors.begin(), colors.end());
                    m.ostart.push_back((int)m.oitem.size());
                    m.oline.push_back(oline);
                    m.onum.push_back(optno);
                    m.otext.push_back(text);
                    m.ocost.push_back(0);
                }
                items.clear(); colors.clear(); text.clear(); primary = false;
                continue;
            }
            size_t c = s.find(':');
            long long x;
            if (!dimacs_num(c == string::npos ? s : s.substr(0, c), x) || x < 1 || x > n)
                return err.set("want an item number 1.." + num((u64)n) + (xcc ? " (or i:color)" : "") + " or 0, not " + quoted(s), in.line);
            if (stamp[x] == optno + 1) return err.set("item " + num((u64)x) + " twice in one option", in.line);
            stamp[x] = optno + 1;
            int col = 0;
            if (c != string::npos) {
                if (x <= prim) return err.set("color on primary item " + num((u64)x), in.line);
                string cs = s.substr(c + 1);
                long long cv;
                if (!dimacs_num(cs, cv)) return err.set("bad color in " + quoted(s) + " (want a whole number)", in.line);
                cs = num((u64)cv);
                unordered_map<string, int>::const_iterator g = cid.find(cs);
                if (g == cid.end()) { col = (int)m.cname.size(); cid[cs] = col; m.cname.push_back(cs); }
                else col = g->second;
            }
            if (x <= prim) primary = true;
            items.push_back((int)x); colors.push_back(col);
            if (!text.empty()) text += ' ';
            text += s;
        }
    }
    if (!items.empty()) return err.set("last option not ended by 0", in.line);
    if (optno < opts) return err.set("missing options (want " + num((u64)opts) + ", got " + num((u64)optno) + ")", in.line + 1);
    return true;
}
#endif
