/* xc's readers of Knuth's DLX format (items line, options, colors, DLX3 multiplicities, DLX5
 * costs) and of the 0/1 matrix (--matrix). */
#ifndef XC_READ_DLX_H
#define XC_READ_DLX_H
#include <string>
#include <vector>
#include "src/xc/input.h"

/* the bytes an option line's scan stops at: blanks (as Input::blank), ':' and '|' */
struct DlxBytes {
    enum { BLANK = 1, COLON = 2, BAR = 4 };
    unsigned char of[256];
    DlxBytes() {
        for (int c = 0; c < 256; c++) of[c] = Input::blank((char)c) ? BLANK : c == ':' ? COLON : c == '|' ? BAR : 0;
    }
    bool blank(char c) const { return of[(unsigned char)c] & BLANK; }
};

/* The tokens are views into the input (no copies); names are looked up in an open-addressing
 * table; an option line that is its own text (one space between tokens) is kept as a place in
 * the input (Model::text). */
static bool read_dlx(Input &in, Model &m, const Limits &lim, Error &err) {
    vector<StrView> tok;
    bool comment;
    bool have = false;
    while (in.next(tok, comment)) {
        if (comment || tok.empty()) continue;
        have = true;
        break;
    }
    if (!have) return err.set("no item line (the first line that is not a comment names the items)", in.line + 1);
    NameIndex id;
    bool secondary = false;
    m.name.assign(1, "");
    for (size_t t = 0; t < tok.size(); t++) {
        StrView s = tok[t];
        if (s[0] == '|') {
            if (secondary) return err.set("'|' twice in the item line", in.line);
            secondary = true;
            m.np = (int)m.name.size() - 1;
            s.remove_prefix(1);
            if (s.empty()) continue;
        }
        int lo = 1, hi = 1;
        size_t bar = s.find('|');
        if (bar != StrView::npos) {
            /* a multiplicity (Knuth's DLX3): lo:hi|name or n|name on a primary item; an empty
             * lower bound is 0 and an empty upper bound is 0 (refused), as DLX3 reads them */
            if (s.find_first_not_of("0123456789:") != bar || s.find('|', bar + 1) != StrView::npos)
                return err.set("'|' inside item name " + quoted(s), in.line);
            if (secondary) return err.set("multiplicity on secondary item " + quoted(s), in.line);
            StrView b = s.substr(0, bar);
            size_t colon = b.find(':');
            long long l = 0, h = 0;
            bool good = colon == StrView::npos ? parse_count(b, h) : (b.find(':', colon + 1) == StrView::npos &&
                        (colon == 0 || parse_count(b.substr(0, colon), l)) &&
                        (colon + 1 == b.size() || parse_count(b.substr(colon + 1), h)));
            if (colon == StrView::npos) l = h;
            if (!good || h > 100000000) return err.set("bad multiplicity in " + quoted(s) + " (want lo:hi|name or n|name, numbers up to 10^8)", in.line);
            if (h < 1) return err.set("upper bound 0 in " + quoted(s) + " (an item must admit at least one option)", in.line);
            if (l > h) return err.set("lower bound above upper bound in " + quoted(s), in.line);
            lo = (int)l; hi = (int)h;
            s.remove_prefix(bar + 1);
            if (s.empty()) return err.set("empty item name in " + quoted(tok[t]), in.line);
        }
        if (s.find(':') != StrView::npos) return err.set("':' in item name " + quoted(s), in.line);
        if (!printable_name(s)) return err.set("bad character in item name " + quoted(s), in.line);
        if (id.find(m.name, s)) return err.set("item " + quoted(s) + " declared twice", in.line);
        if ((long long)m.name.size() > lim.max_items)
            return err.set("too many items (capacity " + num((u64)lim.max_items) + ")", in.line);
        int x = (int)m.name.size();
        if (lo != 1 || hi != 1) m.set_bounds(x, lo, hi);
        m.name.push_back(s.str());
        id.add(m.name, x);
    }
    m.set_items((int)m.name.size() - 1, secondary ? m.np : (int)m.name.size() - 1);
    if (m.np == 0) return err.set("no primary item", in.line);
    vector<int> stamp(m.n + 1, 0);
    vector<int> its(m.n + 1), cols(m.n + 1);  /* an option's items and colors (no item twice) */
    WordIndex words;
    words.build(m.name);
    /* per place in an option (its first PLACES tokens): the name last read there, of at most 8
     * bytes (its word, length, item; length 0: none yet) */
    enum { PLACES = 64 };
    u64 pw[PLACES];
    unsigned char pl[PLACES] = { 0 };
    int px[PLACES];
    const char *bend = in.buf.data() + in.buf.size();
    int optno = 0;
    string text;
    const char *b, *e;
    m.reserve_for(in.pos < in.buf.size() ? in.buf.size() - in.pos : 0);
    static const DlxBytes B;
    const unsigned char *cls = B.of;
    /* each option line in one pass: a token's name is packed into a word while it is scanned
     * (WordIndex), or matched 8 bytes at a time against the last option's name at its place */
    while (in.next_line(b, e)) {
        const char *p = b;
        while (p < e && B.blank(*p)) p++;
        if (p == e || *p == '|') continue;  /* blank, or a comment */
        optno++;
        const char *first = p;
        bool spaced = true;  /* one space between tokens: the text is the bytes first .. p */
        u64 cost = 0;
        int k = 0;
        for (;;) {
            const char *q = p;
            if (*p == '|') {
                while (q < e && !B.blank(*q)) q++;
                StrView s(p, (size_t)(q - p));
                if (s.size() > 1 && s.find_first_not_of("0123456789", 1) == StrView::npos) {
                    /* a cost (Knuth's DLX5): several add up; capped so that sums of costs stay in 64 bits */
                    u64 v = 0;
                    if (!whole_number(s.data() + 1, s.size() - 1, (u64)1000000000000ULL, v)) return line_error(err, "option cost above 10^12", in.line);
                    cost += v;
                    if (cost > (u64)1000000000000ULL) return line_error(err, "option cost above 10^12", in.line);
                    m.has_cost = true;
                } else {
                    return line_error(err, "unexpected '|' in an option (comment lines start with '|', costs are |n)", in.line);
                }
            } else {
                /* the name: most often the one the last option had at this place (generated
                 * inputs repeat their item sets), checked 8 bytes at a time; else scanned */
                int x = 0;
                if (k < PLACES && pl[k] && p + 8 <= bend) {
                    u64 v;
                    memcpy(&v, p, 8);
                    size_t l = pl[k];
                    u64 mask = l >= 8 ? ~(u64)0 : (((u64)1 << (8 * l)) - 1);
                    if ((v & mask) == pw[k] && (p + l == e || (cls[(unsigned char)p[l]] & (DlxBytes::BLANK | DlxBytes::COLON)))) {
                        x = px[k];
                        q = p + l;
                    }
                }
                if (!x) {
                    u64 w = 0;  /* the name's first 8 bytes (WordIndex) */
                    for (unsigned sh = 0; q < e && !(cls[(unsigned char)*q] & (DlxBytes::BLANK | DlxBytes::COLON)); q++, sh += 8)
                        if (sh < 64) w |= (u64)(unsigned char)*q << sh;
                    size_t l = (size_t)(q - p);
                    x = l <= 8 ? words.find(w, l) : id.find(m.name, StrView(p, l));
                    if (x && l <= 8 && k < PLACES) { pw[k] = w; pl[k] = (unsigned char)l; px[k] = x; }
                }
                StrView nm(p, (size_t)(q - p));
                const char *c0 = q;  /* the color's ':' (or the token's end) */
                size_t hc = NameIndex::START;
                bool badc = false, one = false;
                if (q < e && *q == ':') {
                    if (q + 2 <= e && (q + 2 == e || B.blank(q[2])) &&
                        !(cls[(unsigned char)q[1]] & (DlxBytes::BLANK | DlxBytes::COLON | DlxBytes::BAR))) {
                        q += 2;  /* a color of one byte */
                        one = true;
                    } else {
                        for (q++; q < e && !B.blank(*q); q++) {
                            badc |= (cls[(unsigned char)*q] & (DlxBytes::COLON | DlxBytes::BAR)) != 0;
                            hc = NameIndex::step(hc, *q);
                        }
                    }
                }
                StrView s(p, (size_t)(q - p));
                if (nm.empty()) return token_error(err, "empty item name in ", s, "", in.line);
                if (!x) return token_error(err, "unknown item ", nm, "", in.line);
                if (stamp[x] == optno) return token_error(err, "item ", nm, " twice in one option", in.line);
                stamp[x] = optno;
                int col = 0;
                if (c0 < q) {
                    if (x <= m.np) return token_error(err, "color on primary item ", nm, "", in.line);
                    StrView cs(c0 + 1, (size_t)(q - c0 - 1));
                    if (cs.empty()) return token_error(err, "empty color in ", s, "", in.line);
                    if (badc) return token_error(err, "bad color in ", s, "", in.line);
                    if (cs.size() == 1) col = m.color_of_byte(cs[0]);
                    if (!col) col = one ? m.color(cs) : m.color(cs, NameIndex::done(hc));
                }
                its[k] = x; cols[k] = col; k++;
            }
            p = q;
            while (q < e && B.blank(*q)) q++;
            if (q == e) break;
            if (q != p + 1 || *p != ' ') spaced = false;
            p = q;
        }
        StrView all(first, (size_t)(p - first));
        if (!spaced) {  /* the tokens joined by one space */
            text.clear();
            for (size_t i = 0; i < all.size();) {
                while (i < all.size() && Input::blank(all[i])) i++;
                size_t j = i;
                while (j < all.size() && !Input::blank(all[j])) j++;
                if (!text.empty()) text += ' ';
                text += all.substr(i, j - i);
                i = j;
            }
            all = text;
        }
        if (!m.add_option(&its[0], &cols[0], k, optno, all, cost, lim.max_nodes)) return over_nodes(lim, in, err);
    }
    return true;
}


static bool read_matrix(Input &in, Model &m, const Limits &lim, Error &err) {
    vector<string> tok;
    bool comment;
    bool have = false;
    while (in.next(tok, comment)) {
        if (tok.empty() && !comment) continue;
        have = true;
        break;
    }
    long long rows, cols;
    if (!have) return err.set("no matrix size line `N M`", in.line + 1);
    if (comment || tok.size() != 2 || !parse_count(tok[0], rows) || !parse_count(tok[1], cols))
        return err.set("want the matrix size `N M` (rows, columns)", in.line);
    if (cols > lim.max_items) return err.set("too many columns (capacity " + num((u64)lim.max_items) + ")", in.line);
    m.set_items((int)cols, (int)cols);
    m.name.assign(1, "");
    for (int j = 1; j <= m.n; j++) m.name.push_back(num((u64)j));
    vector<int> items;
    for (long long r = 1; r <= rows; r++) {
        for (;;) {
            if (!in.next(tok, comment))
                return err.set("missing matrix rows (want " + num((u64)rows) + ", got " + num((u64)(r - 1)) + ")", in.line + 1);
            if (!tok.empty() || comment) break;
        }
        if (comment) return err.set("'|' in a matrix row", in.line);
        items.clear();
        string text;
        if (tok.size() == 1 && cols > 1) {
            const string &s = tok[0];
            if ((long long)s.size() != cols)
                return err.set("row has " + num(s.size()) + " entries, want " + num((u64)cols), in.line);
            for (size_t j = 0; j < s.size(); j++) {
                if (s[j] != '0' && s[j] != '1') return err.set("matrix entry " + quoted(string(1, s[j])) + " is not 0 or 1", in.line);
                if (s[j] == '1') items.push_back((int)j + 1);
            }
            text = s;
        } else {
            if ((long long)tok.size() != cols)
                return err.set("row has " + num(tok.size()) + " entries, want " + num((u64)cols), in.line);
            for (size_t j = 0; j < tok.size(); j++) {
                if (tok[j] != "0" && tok[j] != "1") return err.set("matrix entry " + quoted(tok[j]) + " is not 0 or 1", in.line);
                if (tok[j] == "1") items.push_back((int)j + 1);
                if (j) text += ' ';
                text += tok[j];
            }
        }
        if (!m.add_option(items, vector<int>(items.size(), 0), (int)r, text, 0, lim.max_nodes)) return over_nodes(lim, in, err);
    }
    while (in.next(tok, comment))
        if (!tok.empty() || comment) return err.set("unexpected text after the last matrix row", in.line);
    return true;
}
#endif
