/* xc's readers of miniexact's two input forms (miniexact 1.1): the numeric `p xc P S` /
 * `p xcc P S` form (--format miniexact-p) and the Knuth-like `< primary > [ secondary ]
 * options ;` form (--format miniexact-knuth). */
#ifndef XC_READ_MINIEXACT_H
#define XC_READ_MINIEXACT_H
#include <cstring>
#include <string>
#include <unordered_map>
#include <vector>
#include "src/xc/input.h"

/* `$n` (n whole, at most 10^12): the cost in v; false if s is not such a token */
static bool miniexact_cost(const string &s, u64 &v) {
    return s.size() >= 2 && s[0] == '$' && whole_number(s.data() + 1, s.size() - 1, (u64)1000000000000ULL, v);
}

/* The numeric form:
 *   p xc P S  or  p xcc P S   P primary items 1..P, S secondary items P+1..P+S (both headers
 *                             read alike); no option count
 *   options                   whitespace-separated tokens, each option ended by 0; an option may
 *                             span lines and a line may hold several:
 *                               k    (1 <= k <= P+S) an item
 *                               -c   (c >= 1) colors the secondary item just before it
 *                               $n   the option's cost (anywhere in it; a later one replaces it)
 *                             an option without a primary item (`0` alone, too) is never chosen
 * xc's additions: comment lines (first non-blank character `c` or `|`), blank lines and comments
 * before the header, and `k:c` for `k -c`. */
static bool read_miniexact_p(Input &in, Model &m, const Limits &lim, Error &err) {
    vector<string> tok;
    bool comment;
    bool have = false;
    while (in.next(tok, comment)) {
        if (comment || tok.empty() || tok[0][0] == 'c') continue;
        have = true;
        break;
    }
    if (!have) return err.set("no header line `p xc P S` or `p xcc P S`", in.line + 1);
    long long np = 0, ns = 0;
    if (tok.size() != 4 || tok[0] != "p" || (tok[1] != "xc" && tok[1] != "xcc") || !parse_count(tok[2], np) || !parse_count(tok[3], ns))
        return err.set("want the header `p xc P S` or `p xcc P S` (P primary items, S secondary; no option count)", in.line);
    long long n = np + ns;
    if (n > lim.max_items) return err.set("too many items (capacity " + num((u64)lim.max_items) + ")", in.line);
    if (np == 0) return err.set("no primary item", in.line);
    m.set_items((int)n, (int)np);
    m.name.assign(1, "");
    for (int j = 1; j <= m.n; j++) m.name.push_back(num((u64)j));
    vector<int> stamp(m.n + 1, 0), items, colors;
    int optno = 0;
    u64 cost = 0;
    string text;
    const string want = "want an item number 1.." + num((u64)n) + ", a color -c, a cost $n or 0, not ";
    while (in.next(tok, comment)) {
        if (comment || tok.empty() || tok[0][0] == 'c') continue;
        for (size_t t = 0; t < tok.size(); t++) {
            const string &s = tok[t];
            if (s.find_first_not_of('0') == string::npos) {  /* 0 ends the option */
                optno++;
                if (!m.add_option(items, colors, optno, text, cost, lim.max_nodes)) return over_nodes(lim, in, err);
                items.clear(); colors.clear(); text.clear(); cost = 0;
                continue;
            }
            if (!text.empty()) text += ' ';
            text += s;
            if (s[0] == '$') {
                if (!miniexact_cost(s, cost)) return err.set("bad cost " + quoted(s) + " (want $n, n a whole number up to 10^12)", in.line);
                m.has_cost = true;
                continue;
            }
            /* k, k:c, or -c */
            size_t c = s.find(':');
            string ks = c == string::npos ? s : s.substr(0, c), cs;
            long long x = 0, cv = 0;
            if (s[0] == '-') { ks.clear(); cs = s.substr(1); }
            else if (c != string::npos) cs = s.substr(c + 1);
            if (s[0] != '-' && ks.empty()) return err.set(want + quoted(s), in.line);
            if (!ks.empty()) {
                if (!parse_count(ks, x) || x < 1 || x > n) return err.set(want + quoted(s), in.line);
                if (stamp[x] == optno + 1) return err.set("item " + num((u64)x) + " twice in one option", in.line);
                stamp[x] = optno + 1;
                items.push_back((int)x); colors.push_back(0);
            }
            if (s[0] != '-' && c == string::npos) continue;
            if (!parse_count(cs, cv) || cv < 1) return err.set("bad color in " + quoted(s) + " (want -c or k:c, c a whole number from 1)", in.line);
            if (ks.empty() && (items.empty() || colors.back() != 0))
                return err.set("color " + quoted(s) + " not right after a secondary item", in.line);
            if (items.back() <= np) return err.set("color on primary item " + num((u64)items.back()), in.line);
            colors.back() = m.color(num((u64)cv));
        }
    }
    if (!items.empty()) return err.set("last option not ended by 0", in.line);
    return true;
}
/* The Knuth-like form, read as tokens: the characters < > [ ] ; : $ each stand alone, a name is a
 * run of letters, digits, _ - , ! # @ + % ^ & * and bytes >= 128; whitespace separates.
 *   < a b:2 c:1;3 >   the primary items; `:u` covers the item exactly u times, `:u;v` (or
 *                     `:u:v`) u..v times (0 <= u <= v, v >= 1): Knuth's multiplicities
 *   [ x y ]           the secondary items (optional)
 *   a x:red $5 ;      an option: items, a secondary one may carry a color; `$n` after an item
 *                     sets the option's cost (a later one replaces it); `;` ends the option
 *                     (the last one may end at the end of the input)
 * xc's addition: comment lines, whose first non-blank character is `|`. */
struct MiniexactLexer {
    const Bytes &b;
    size_t p;
    int line, at;       /* the current line; the line of the last token */
    bool bol;           /* nothing but blanks so far on this line */
    char t;             /* the last token: one of <>[];:$, 'I' a name (in id), 'E' the end */
    string id;
    MiniexactLexer(const Bytes &buf, size_t pos) : b(buf), p(pos), line(1), at(1), bol(true), t('E') {}
    static bool namechar(unsigned char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c >= 128 ||
               (c && strchr("_-,!#@+%^&*", c));
    }
    bool next(Error &err) {
        for (;;) {
            if (p >= b.size()) { t = 'E'; at = line; return true; }
            char c = b[p];
            if (c == '\n') { line++; bol = true; p++; }
            else if (blank_byte(c)) p++;
            else if (bol && c == '|') { while (p < b.size() && b[p] != '\n') p++; }
            else break;
        }
        bol = false;
        at = line;
        char c = b[p];
        if (c && strchr("<>[];:$", c)) { t = c; p++; return true; }
        if (!namechar((unsigned char)c)) return err.set("unexpected character " + quoted(string(1, c)), line);
        size_t q = p;
        while (q < b.size() && namechar((unsigned char)b[q])) q++;
        id = b.substr(p, q - p);
        p = q;
        t = 'I';
        return true;
    }
    string what() const { return t == 'E' ? "the end of the input" : t == 'I' ? quoted(id) : quoted(string(1, t)); }
    /* the last token is a whole number (at most `digits` digits) */
    bool number(long long &v, size_t digits) const {
        return t == 'I' && id.size() <= digits && parse_count(id, v);
    }
};

static bool read_miniexact_knuth(Input &in, Model &m, const Limits &lim, Error &err) {
    MiniexactLexer L(in.buf, in.pos);
    if (!L.next(err)) return false;
    if (L.t != '<') return err.set("want `<` and the primary items, not " + L.what(), L.at);
    if (!L.next(err)) return false;
    unordered_map<string, int> id;
    m.name.assign(1, "");
    bool secondary = false;
    for (;;) {
        if (L.t != 'I') {
            if (L.t == (secondary ? ']' : '>')) {
                if (!L.next(err)) return false;
                if (secondary || L.t != '[') break;
                secondary = true;
                m.np = (int)m.name.size() - 1;
                if (!L.next(err)) return false;
                continue;
            }
            return err.set(string("want a ") + (secondary ? "secondary item name or `]`" : "primary item name or `>`") + ", not " + L.what(), L.at);
        }
        string s = L.id;
        if (id.count(s)) return err.set("item " + quoted(s) + " declared twice", L.at);
        if ((long long)m.name.size() > lim.max_items) return err.set("too many items (capacity " + num((u64)lim.max_items) + ")", L.at);
        int x = (int)m.name.size();
        id[s] = x;
        m.name.push_back(s);
        if (!L.next(err)) return false;
        if (L.t != ':') continue;
        /* a multiplicity :u or :u;v */
        if (secondary) return err.set("multiplicity on secondary item " + quoted(s), L.at);
        long long u = 0, v = 0;
        string b = s + ":";
        if (!L.next(err)) return false;
        bool good = L.number(u, 9);
        if (good) {
            b += L.id;
            if (!L.next(err)) return false;
            v = u;
            if (L.t == ';' || L.t == ':') {
                b += L.t;
                if (!L.next(err)) return false;
                good = L.number(v, 9);
                if (good) { b += L.id; if (!L.next(err)) return false; }
            }
        }
        if (!good || v > 100000000) return err.set("bad multiplicity after " + quoted(b) + " (want name:u or name:u;v, numbers up to 10^8)", L.at);
        if (v < 1) return err.set("upper bound 0 in " + quoted(b) + " (an item must admit at least one option)", L.at);
        if (u > v) return err.set("lower bound above upper bound in " + quoted(b), L.at);
        if (u != 1 || v != 1) m.set_bounds(x, (int)u, (int)v);
    }
    m.set_items((int)m.name.size() - 1, secondary ? m.np : (int)m.name.size() - 1);
    if (m.np == 0) return err.set("no primary item", L.at);
    vector<int> stamp(m.n + 1, 0), items, colors;
    int optno = 0;
    while (L.t != 'E') {
        if (L.t != 'I') return err.set("want an item name to start an option, not " + L.what(), L.at);
        optno++;
        int oline = L.at;
        items.clear(); colors.clear();
        string text;
        u64 cost = 0;
        while (L.t == 'I') {
            unordered_map<string, int>::const_iterator f = id.find(L.id);
            if (f == id.end()) return err.set("unknown item " + quoted(L.id), L.at);
            int x = f->second;
            if (stamp[x] == optno) return err.set("item " + quoted(L.id) + " twice in one option", L.at);
            stamp[x] = optno;
            if (!text.empty()) text += ' ';
            text += L.id;
            int col = 0;
            if (!L.next(err)) return false;
            if (L.t == ':') {
                if (!L.next(err)) return false;
                if (L.t != 'I') return err.set("want a color name after " + quoted(m.name[x] + ":") + ", not " + L.what(), L.at);
                if (x <= m.np) return err.set("color on primary item " + quoted(m.name[x]), L.at);
                col = m.color(L.id);
                text += ":" + L.id;
                if (!L.next(err)) return false;
            }
            items.push_back(x); colors.push_back(col);
            if (L.t == '$') {
                if (!L.next(err)) return false;
                if (L.t != 'I' || !miniexact_cost("$" + L.id, cost))
                    return err.set("want a cost after `$` (a whole number up to 10^12), not " + L.what(), L.at);
                m.has_cost = true;
                text += " $" + L.id;
                if (!L.next(err)) return false;
            }
        }
        if (L.t != ';' && L.t != 'E') return err.set("want an item name, `;` or the end of the input, not " + L.what(), L.at);
        in.line = oline;
        if (!m.add_option(items, colors, optno, text, cost, lim.max_nodes)) return over_nodes(lim, in, err);
        if (L.t == ';' && !L.next(err)) return false;
    }
    in.line = L.line;
    in.pos = in.buf.size();
    return true;
}
#endif
