/* xc's model: what the input says, independent of the solver (items, options with their
 * colors and costs, multiplicity bounds), and building the engine from it. */
#ifndef XC_MODEL_H
#define XC_MODEL_H
#include <string>
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
    vector<u64> ocost;         /* cost of each option: the sum of its `|n` entries (0 if none) */
    bool has_cost;             /* some option carries a `|n` entry */
    int ignored;               /* options without a primary item (left out) */
    vector<int> lo, hi;        /* multiplicities (DLX3 lo:hi|name) per item 0..n; empty: all 1:1 */
    Model() : n(0), np(0), has_cost(false), ignored(0) { ostart.push_back(0); cname.push_back(""); }
    int options() const { return (int)oline.size(); }
    bool bounded() const {
        for (size_t i = 1; i < lo.size(); i++) if (lo[i] != 1 || hi[i] != 1) return true;
        return false;
    }
    void build(Engine &d, int max_items, int max_nodes) const {
        d.max_items = max_items; d.max_nodes = max_nodes;
        d.reset(n, np);
        for (int k = 0; k < options(); k++)
            d.add_row(&oitem[ostart[k]], ostart[k + 1] - ostart[k], &ocolor[ostart[k]]);
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
