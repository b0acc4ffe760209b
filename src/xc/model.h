/* xc's model: what the input says, independent of the solver (items, options with their
 * colors and costs, multiplicity bounds), and building the engine from it. */
#ifndef XC_MODEL_H
#define XC_MODEL_H
#include <string>
#include <unordered_map>
#include <vector>
#include "src/engine/engine.h"
using namespace std;  /* xc's modules serve xc's entry point only */

typedef DLX::u64 u64;

/* ---------- exact counts of any size: the core's Big ---------- */
static string num(u64 v) { Big b; b.add(v); return b.str(); }

/* ---------- the model: what the input says, independent of the solver ---------- */
struct Model {
    vector<string> name;       /* item names, 1..n (primary 1..np) */
    int n, np;
    vector<int> ostart;        /* option k: entries ostart[k] .. ostart[k+1]-1 */
    vector<int> oitem, ocolor; /* item number and color id (0 = none) of each entry */
    vector<int> oline, onum;   /* input line; number among option lines (1-based, ignored ones too) */
    vector<string> otext;      /* the option as printed: its tokens joined by one space */
    vector<string> cname;      /* color names, 1.. */
    vector<u64> ocost;         /* cost of each option (.dlx: the sum of its `|n`; miniexact: its `$n`) */
    bool has_cost;             /* some option carries a cost */
    int ignored;               /* options without a primary item (left out) */
    vector<int> lo, hi;        /* multiplicities (DLX3 lo:hi|name) per item 0..n; empty: all 1:1 */
    long long entries;         /* nodes the options take (each: its items + 1) */
    unordered_map<string, int> cid;  /* color name -> id */
    Model() : n(0), np(0), has_cost(false), ignored(0), entries(0) { ostart.push_back(0); cname.push_back(""); }
    int options() const { return (int)oline.size(); }
    /* the id of color c (a new one the first time) */
    int color(const string &c) {
        unordered_map<string, int>::const_iterator g = cid.find(c);
        if (g != cid.end()) return g->second;
        int k = (int)cname.size();
        cid[c] = k; cname.push_back(c);
        return k;
    }
    /* item i gets the bounds l..h (the others keep 1..1); then set_items() once all are named */
    void set_bounds(int i, int l, int h) {
        if (lo.size() < (size_t)i + 1) { lo.resize(i + 1, 1); hi.resize(i + 1, 1); }
        lo[i] = l; hi[i] = h;
    }
    /* n items, 1..np primary */
    void set_items(int n_, int np_) {
        n = n_; np = np_;
        if (!lo.empty()) { lo.resize(n + 1, 1); hi.resize(n + 1, 1); }
    }
    /* add an option (its items and their colors, 0 = none), read at input line `line`, the
     * number-th option of the input; one without a primary item is only counted as ignored.
     * False if the nodes would exceed max_nodes. */
    bool add_option(const vector<int> &items, const vector<int> &colors, int line, int number,
                    const string &text, u64 cost, long long max_nodes) {
        bool prim = false;
        for (size_t k = 0; k < items.size(); k++) if (items[k] <= np) prim = true;
        if (!prim) { ignored++; return true; }
        entries += (long long)items.size() + 1;
        if ((long long)n + 2 + entries > max_nodes) return false;
        oitem.insert(oitem.end(), items.begin(), items.end());
        ocolor.insert(ocolor.end(), colors.begin(), colors.end());
        ostart.push_back((int)oitem.size());
        oline.push_back(line);
        onum.push_back(number);
        otext.push_back(text);
        ocost.push_back(cost);
        return true;
    }
    bool bounded() const {
        for (size_t i = 1; i < lo.size(); i++) if (lo[i] != 1 || hi[i] != 1) return true;
        return false;
    }
    /* the items and options into any engine (without the bounds) */
    void build_rows(DLX &d, int max_items, int max_nodes) const {
        d.set_capacity(max_items, max_nodes);
        d.reset(n, np);
        for (int k = 0; k < options(); k++)
            d.add_row(&oitem[ostart[k]], ostart[k + 1] - ostart[k], &ocolor[ostart[k]]);
    }
    void build(Engine &d, int max_items, int max_nodes) const {
        build_rows(d, max_items, max_nodes);
        if (!bounded()) return;
        /* an upper bound above the item's number of options means that number (so the core's
         * level count stays small); a lower bound above it can never be met: kept, no solution */
        for (int i = 1; i <= np; i++) {
            if (lo[i] == 1 && hi[i] == 1) continue;
            int len = d.item_len(i), l = lo[i], h = hi[i];
            if (h > len) h = len;
            if (l > len) l = h = len + 1;
            if (h < 1) h = 1;
            if (l > h) l = h;
            d.set_bounds(i, l, h);
        }
    }
};
#endif
