// Random small exact-cover instance in miniexact's two input forms and in Knuth's .dlx text, for
// src/tests/xc_miniexact.sh:
//   xc_miniexact SEED FORM [pure]
// FORM: p (the `p xcc P S` form), knuth (the `< ... > [ ... ] options ;` form) or dlx (the same
// instance as .dlx text, for the oracle src/brute/xcc.cpp). The instance depends on SEED only.
// Up to 9 primary and 4 secondary items, up to 18 options of 0..3 primary items and 0..2
// secondary items, uncolored or colored (3 colors); some options carry a cost `$n` (now and then
// two, the later one counting, as miniexact reads them; the .dlx text carries that one as |n).
// One instance in four has multiplicities on its primary items (`:u`, `:u;v` or `:u:v`; .dlx:
// lo:hi|name); those have no p form (FORM p then prints nothing and exits 1).
// An empty option (`0` alone in the p form; needs a secondary item) is written in the knuth and
// dlx forms as an option naming one secondary item: never chosen either way, and the options keep
// their numbers. Exercises the readers: options split over lines or several on a line, tabs, CRLF,
// tokens glued to `;`, a cost between a secondary item and its color; and, without `pure`, xc's
// additions: comment lines (`c`, `|`) and `k:c` colors. `pure` files are miniexact's own syntax
// without costs (miniexact's counting modes want the costs of the options in ascending order).
// splitmix64 (src/stress/rng.h), seeded with SEED.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "../stress/rng.h"  // rng_state, rnd(), below(k): splitmix64
static std::string str(long v) { char b[32]; std::snprintf(b, sizeof b, "%ld", v); return b; }

struct Opt {
    std::vector<int> item, color;  // items 1..np+ns; color 0 = none, else 1..3
    int cost, cost0;               // -1: none; cost0: an earlier `$` that the later one replaces
    bool empty;
};

int main(int argc, char **argv) {
    if (argc < 3) { std::fprintf(stderr, "usage: xc_miniexact SEED p|knuth|dlx [pure]\n"); return 2; }
    rng_state = std::strtoull(argv[1], 0, 10);
    std::string form = argv[2];
    bool pure = argc > 3 && !std::strcmp(argv[3], "pure");
    int np = 2 + below(8), ns = below(5), m = 1 + below(18);
    bool mult = below(4) == 0;
    std::vector<int> lo(np + 1, 1), hi(np + 1, 1), spell(np + 1, 0);
    if (mult)
        for (int i = 1; i <= np; i++) {
            int r = below(4);
            if (r == 0) continue;
            lo[i] = below(3); hi[i] = lo[i] + below(2);
            if (hi[i] == 0) hi[i] = 1;
            spell[i] = lo[i] == hi[i] ? 0 : 1 + below(2);  // :u, or :u;v / :u:v
        }
    std::vector<Opt> opts(m);
    for (int o = 0; o < m; o++) {
        Opt &op = opts[o];
        op.empty = ns > 0 && below(12) == 0;
        op.cost = below(3) ? below(21) : -1;
        op.cost0 = op.cost >= 0 && below(5) == 0 ? below(21) : -1;
        if (op.empty) { op.cost = op.cost0 = -1; continue; }
        std::vector<int> used(np + ns + 1, 0);
        int k = below(10) == 0 ? 0 : 1 + below(3);
        for (int j = 0; j < k; j++) {
            int x = 1 + below(np);
            if (!used[x]) { used[x] = 1; op.item.push_back(x); op.color.push_back(0); }
        }
        int s = ns ? below(3) : 0;
        for (int j = 0; j < s; j++) {
            int x = np + 1 + below(ns);
            if (!used[x]) { used[x] = 1; op.item.push_back(x); op.color.push_back(below(4)); }
        }
        if (op.item.empty()) { op.item.push_back(1); op.color.push_back(0); }
    }
    if (pure)
        for (int o = 0; o < m; o++) opts[o].cost = opts[o].cost0 = -1;
    static const char *colname[] = {"", "red", "green", "blue"};
    const char *punct = "_-,!#@+%^&*";
    std::vector<std::string> name(np + ns + 1);
    for (int x = 1; x <= np + ns; x++)
        name[x] = std::string(x <= np ? "i" : "s") + punct[below(11)] + str(x);
    std::string out;
    if (form == "dlx") {
        for (int x = 1; x <= np + ns; x++) {
            if (x == np + 1) out += "| ";
            if (x <= np && (lo[x] != 1 || hi[x] != 1)) out += str(lo[x]) + ":" + str(hi[x]) + "|";
            out += name[x] + (x < np + ns ? " " : "\n");
        }
        for (int o = 0; o < m; o++) {
            const Opt &op = opts[o];
            if (op.empty) { out += name[np + 1] + "\n"; continue; }
            for (size_t j = 0; j < op.item.size(); j++) {
                out += name[op.item[j]];
                if (op.color[j]) out += std::string(":") + colname[op.color[j]];
                out += ' ';
            }
            if (op.cost > 0) out += "|" + str(op.cost);
            out += "\n";
        }
    } else if (form == "knuth") {
        if (!pure && below(2)) out += "| random instance, seed " + std::string(argv[1]) + "\n";
        out += "<";
        for (int x = 1; x <= np; x++) {
            out += below(3) ? " " : "\n";
            out += name[x];
            if (lo[x] == 1 && hi[x] == 1) continue;
            if (spell[x] == 0) out += ":" + str(lo[x]);
            else out += (below(2) ? ":" : " : ") + str(lo[x]) + (spell[x] == 1 ? ";" : ":") + str(hi[x]);
        }
        out += " >";
        if (ns) {
            out += below(2) ? "\n[" : " [";
            for (int x = np + 1; x <= np + ns; x++) out += " " + name[x];
            out += " ]";
        }
        out += "\n";
        for (int o = 0; o < m; o++) {
            const Opt &op = opts[o];
            std::string line;
            if (op.empty) line = name[np + 1];
            int at = op.cost >= 0 ? below((int)op.item.size()) : -1;
            for (size_t j = 0; j < op.item.size(); j++) {
                if (j) line += below(8) ? " " : "\n  ";
                line += name[op.item[j]];
                if (op.color[j]) line += std::string(":") + colname[op.color[j]];
                if (op.cost0 >= 0 && j == 0 && at > 0) line += " $" + str(op.cost0);  // one `$` an item
                if ((int)j == at) line += (below(2) ? " $" : "$") + str(op.cost);
            }
            bool last = o + 1 == m;
            if (!(last && below(3) == 0)) line += below(2) ? ";" : " ;";  // the last `;` may be left out
            out += line;
            out += !last && below(4) == 0 ? " " : "\n";
            if (!pure && below(12) == 0 && out[out.size() - 1] == '\n') out += "| a comment\n";
        }
        if (out[out.size() - 1] != '\n') out += "\n";
    } else if (form == "p") {
        if (mult) return 1;
        if (!pure && below(2)) out += "c random instance, seed " + std::string(argv[1]) + "\n";
        out += std::string(below(2) ? "p xcc " : "p xc ") + str(np) + " " + str(ns) + "\n";
        for (int o = 0; o < m; o++) {
            const Opt &op = opts[o];
            std::vector<std::string> tok;
            for (size_t j = 0; j < op.item.size(); j++) {
                int c = op.color[j];
                if (c && !pure && below(3) == 0) { tok.push_back(str(op.item[j]) + ":" + str(c)); continue; }
                tok.push_back(str(op.item[j]));
                if (c) tok.push_back("-" + str(c));
            }
            if (op.cost >= 0) {  // anywhere, even between an item and its color
                int at = below((int)tok.size() + 1);
                tok.insert(tok.begin() + at, "$" + str(op.cost));
                if (op.cost0 >= 0) tok.insert(tok.begin() + below(at + 1), "$" + str(op.cost0));
            }
            std::string line;
            for (size_t t = 0; t < tok.size(); t++) line += tok[t] + " ";
            line += "0";
            int r = below(10);
            if (r == 0) out += line + "\r\n";
            else if (r == 1 && !tok.empty()) { size_t sp = line.find(' '); out += line.substr(0, sp) + "\n\t" + line.substr(sp + 1) + "\n"; }
            else if (r == 2 && o + 1 < m) out += line + " ";  // the next option on the same line
            else out += line + "\n";
            if (!pure && below(15) == 0 && out[out.size() - 1] == '\n') out += below(2) ? "c a comment\n" : "| a comment\n";
        }
        if (out[out.size() - 1] != '\n') out += "\n";
    } else { std::fprintf(stderr, "xc_miniexact: FORM is p, knuth or dlx\n"); return 2; }
    std::fputs(out.c_str(), stdout);
    return 0;
}
