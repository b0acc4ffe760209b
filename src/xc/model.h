/* xc's model: what the input says, independent of the solver (items, options with their
 * colors and costs, multiplicity bounds), and building the engine from it. */
#ifndef XC_MODEL_H
#define XC_MODEL_H
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <sys/mman.h>
#include <sys/stat.h>
#include <vector>
#include "src/engine/engine.h"
using namespace std;  /* xc's modules serve xc's entry point only */

typedef DLX::u64 u64;

/* ---------- exact counts of any size: the core's Big ---------- */
static string num(u64 v) { Big b; b.add(v); return b.str(); }

/* ---------- a view of bytes (xc builds as C++11 too: no std::StrView) ---------- */
struct StrView {
    static const size_t npos = (size_t)-1;
    StrView() : p(""), n(0) {}
    StrView(const char *s, size_t k) : p(s), n(k) {}
    StrView(const char *s) : p(s), n(strlen(s)) {}
    StrView(const string &s) : p(s.data()), n(s.size()) {}
    const char *data() const { return p; }
    size_t size() const { return n; }
    bool empty() const { return n == 0; }
    char operator[](size_t k) const { return p[k]; }
    string str() const { return string(p, n); }
    StrView substr(size_t at, size_t k = npos) const { return StrView(p + at, k < n - at ? k : n - at); }
    void remove_prefix(size_t k) { p += k; n -= k; }
    size_t find(char c, size_t from = 0) const {
        for (size_t k = from; k < n; k++) if (p[k] == c) return k;
        return npos;
    }
    size_t find_first_not_of(const char *set, size_t from = 0) const {
        for (size_t k = from; k < n; k++) if (!strchr(set, p[k]) || p[k] == 0) return k;
        return npos;
    }
private:
    const char *p;
    size_t n;
};
static inline string &operator+=(string &s, StrView v) { return s.append(v.data(), v.size()); }
/* the bytes that separate tokens: space, tab, CR, VT, FF (every reader's, and the option texts') */
static inline bool blank_byte(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

/* ---------- the input's bytes: a regular file mapped (read where they lie: no copy, and the
 * pages come from the file cache), else read into memory of its own ---------- */
struct Bytes {
    Bytes() : p(""), n(0), map(0), mlen(0) {}
    Bytes(const Bytes &b) : p(""), n(0), map(0), mlen(0) { assign(b.data(), b.size()); }
    Bytes &operator=(const Bytes &b) { if (this != &b) assign(b.data(), b.size()); return *this; }
    ~Bytes() { unmap(); }
    const char *data() const { return p; }
    size_t size() const { return n; }
    bool empty() const { return n == 0; }
    char operator[](size_t k) const { return p[k]; }
    operator StrView() const { return StrView(p, n); }
    size_t find(char c, size_t from = 0) const {
        if (from >= n) return string::npos;
        const void *q = memchr(p + from, c, n - from);
        return q ? (size_t)((const char *)q - p) : string::npos;
    }
    string substr(size_t at, size_t k) const { return string(p + at, k < n - at ? k : n - at); }
    void assign(const char *s, size_t k) { unmap(); own.assign(s, k); p = own.data(); n = own.size(); }
    void clear() { assign("", 0); }
    void swap(Bytes &b) {
        bool mine = p == own.data(), theirs = b.p == b.own.data();
        own.swap(b.own);
        std::swap(n, b.n); std::swap(map, b.map); std::swap(mlen, b.mlen); std::swap(p, b.p);
        if (theirs) p = own.data();
        if (mine) b.p = b.own.data();
    }
    /* the whole of f: mapped when it is a regular file that maps, else read; false on a read error */
    bool load(FILE *f) {
        clear();
        struct stat st;
        if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
            off_t at = ftello(f);
            if (at == 0) {
                void *q = mmap(0, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fileno(f), 0);
                if (q != MAP_FAILED) {
                    map = q; mlen = (size_t)st.st_size;
                    p = (const char *)q; n = mlen;
                    return true;
                }
            }
            own.reserve((size_t)st.st_size + 1);  /* its size at once (each doubling touches new pages) */
        }
        char tmp[65536];
        size_t k;
        while ((k = fread(tmp, 1, sizeof tmp, f)) > 0) own.append(tmp, k);
        p = own.data(); n = own.size();
        return !ferror(f);
    }
private:
    void unmap() { if (map) munmap(map, mlen); map = 0; mlen = 0; }
    string own;
    const char *p;
    size_t n;
    void *map;
    size_t mlen;
};

/* ---------- names -> numbers ---------- */
/* Open addressing over the numbers 1.. of the names kept in a vector<string> (item names, color
 * names), which the caller passes to every call: the table holds no pointer, so a Model copies. */
struct NameIndex {
    vector<int> slot;  /* 0: empty; else the name's number */
    int used;
    NameIndex() : used(0) {}
    /* FNV-1a, a byte at a time (so that a reader may hash while it scans): START, then step()
     * per byte, then done() */
    static const size_t START = (size_t)14695981039346656037ULL;
    static size_t step(size_t h, char c) { return (h ^ (unsigned char)c) * (size_t)1099511628211ULL; }
    static size_t done(size_t h) { return h ^ (h >> 29); }
    static size_t hash(StrView s) {
        size_t h = START;
        for (size_t k = 0; k < s.size(); k++) h = step(h, s[k]);
        return done(h);
    }
    /* the number of name s, 0 if it has none (h: hash(s)) */
    int find(const vector<string> &names, StrView s) const { return find(names, s, hash(s)); }
    int find(const vector<string> &names, StrView s, size_t h) const {
        if (slot.empty()) return 0;
        size_t mask = slot.size() - 1;
        for (size_t k = h & mask;; k = (k + 1) & mask) {
            int id = slot[k];
            if (id == 0) return 0;
            const string &t = names[id];
            if (t.size() == s.size()) {
                size_t j = 0;
                while (j < s.size() && t[j] == s[j]) j++;
                if (j == s.size()) return id;
            }
        }
    }
    /* names[id] gets the number id (not there yet) */
    void add(const vector<string> &names, int id) {
        if (2 * (size_t)(used + 1) > slot.size()) {
            vector<int> old(slot.empty() ? 16 : 2 * slot.size(), 0);
            old.swap(slot);
            used = 0;
            for (size_t k = 0; k < old.size(); k++) if (old[k]) put(names, old[k]);
        }
        put(names, id);
    }
private:
    void put(const vector<string> &names, int id) {
        size_t mask = slot.size() - 1, k = hash(names[id]) & mask;
        while (slot[k]) k = (k + 1) & mask;
        slot[k] = id;
        used++;
    }
};

/* Names of at most 8 bytes by one 64-bit word, their bytes (zero bytes after), and their length: a
 * reader packs a token while it scans it, and looks it up with a multiply and two compares (item
 * names: no name strings to chase). */
struct WordIndex {
    vector<u64> key;
    vector<int> id;  /* 0: an empty slot */
    vector<unsigned char> len;
    int shift;
    WordIndex() : shift(60) {}
    static u64 word(StrView s) {
        u64 w = 0;
        for (size_t k = 0; k < s.size() && k < 8; k++) w |= (u64)(unsigned char)s[k] << (8 * k);
        return w;
    }
    /* names[1..] of at most 8 bytes */
    void build(const vector<string> &names) {
        size_t count = 0, size = 16;
        for (size_t i = 1; i < names.size(); i++) count += names[i].size() <= 8;
        shift = 60;
        while (size < 2 * count) { size *= 2; shift--; }
        key.assign(size, 0); id.assign(size, 0); len.assign(size, 0);
        for (size_t i = 1; i < names.size(); i++) {
            if (names[i].size() > 8) continue;
            u64 w = word(names[i]);
            size_t k = slot(w);
            while (id[k]) k = (k + 1) & (size - 1);
            key[k] = w; id[k] = (int)i; len[k] = (unsigned char)names[i].size();
        }
    }
    size_t slot(u64 w) const { return (size_t)((w * (u64)0x9E3779B97F4A7C15ULL) >> shift); }
    /* the number of the name of n <= 8 bytes whose word is w, 0 if none */
    int find(u64 w, size_t n) const {
        size_t mask = id.size() - 1;
        for (size_t k = slot(w);; k = (k + 1) & mask) {
            if (key[k] == w && len[k] == n && id[k]) return id[k];
            if (!id[k]) return 0;
        }
    }
};

/* ---------- the model: what the input says, independent of the solver ---------- */
struct Model {
    vector<string> name;       /* item names, 1..n (primary 1..np) */
    int n, np;
    vector<int> ostart;        /* option k: entries ostart[k] .. ostart[k+1]-1 */
    vector<int> oitem, ocolor; /* item number and color id (0 = none) of each entry */
    /* Where the options go as they are read: ostart/oitem/ocolor (direct == 0), or straight into
     * the links of the engine *direct (set before reading: its nodes hold them, and the model
     * keeps no copy: a run on that engine touches half the memory). entries_kept: ostart/oitem/
     * ocolor hold them (after a direct read, read_entries() in src/xc/read.h reads them again). */
    Engine *direct;
    bool entries_kept;
    long long cap_items, cap_nodes;  /* the engine's capacity (a direct read's) */
    string format;             /* the format read (read_entries reads it again) */
    bool colors_vary;          /* some secondary item has a color in one option and another
                                * color, or none, in another (the colors constrain) */
    vector<int> first_color;   /* per secondary item: the first color it had (0: none), -1: not yet */
    vector<int> onum;          /* number among option lines (1-based, ignored ones too); empty while
                                * every option's is k + 1 (number()) */
    /* the options as printed (their tokens joined by one space): option k starts at toff[k] of the
     * input (tsrc: most option lines are their text), or at toff[k] - JOINED of tjoin (the others,
     * each ended by a newline there), and ends before the blanks that end its line */
    Bytes tsrc;
    string tjoin;
    vector<u64> toff;
    static const u64 JOINED = (u64)1 << 62;
    StrView tbase;         /* while a reader reads: the input's bytes (then they go to tsrc) */
    vector<string> cname;      /* color names, 1.. */
    vector<u64> ocost;         /* cost of each option (.dlx: the sum of its `|n`; miniexact: its `$n`);
                                * empty while every cost is 0 (cost()) */
    bool has_cost;             /* some option carries a cost */
    int ignored;               /* options without a primary item (left out) */
    vector<int> lo, hi;        /* multiplicities (DLX3 lo:hi|name) per item 0..n; empty: all 1:1 */
    long long entries;         /* nodes the options take (each: its items + 1) */
    NameIndex cid;             /* color name -> id */
    int color1[256];           /* the ids of the colors of one byte (valid once a color exists) */
    Model() : n(0), np(0), direct(0), entries_kept(true), cap_items(1 << 24), cap_nodes(1 << 28),
        colors_vary(false), has_cost(false), ignored(0), entries(0) {
        ostart.push_back(0); cname.push_back("");
    }
    int options() const { return (int)toff.size(); }
    int number(int k) const { return onum.empty() ? k + 1 : onum[k]; }
    u64 cost(int k) const { return ocost.empty() ? 0 : ocost[k]; }
    /* option k as printed */
    StrView text(int k) const {
        u64 o = toff[k];
        StrView src = o >= JOINED ? StrView(tjoin).substr(o - JOINED) : StrView(tsrc).substr(o);
        const char *nl = (const char *)memchr(src.data(), '\n', src.size());
        size_t e = nl ? (size_t)(nl - src.data()) : src.size();
        while (e > 0 && blank_byte(src[e - 1])) e--;
        return src.substr(0, e);
    }
    /* a reader has read the input `bytes` (tbase): they become tsrc */
    void keep_source(Bytes &bytes) { tsrc.swap(bytes); tbase = StrView(); }
    /* the id of color c (a new one the first time) */
    int color(StrView c) { return color(c, NameIndex::hash(c)); }
    int color(StrView c, size_t h) {
        int k = cid.find(cname, c, h);
        if (k) return k;
        if (cname.size() == 1) for (int j = 0; j < 256; j++) color1[j] = 0;
        k = (int)cname.size();
        cname.push_back(c.str());
        cid.add(cname, k);
        if (c.size() == 1) color1[(unsigned char)c[0]] = k;
        return k;
    }
    /* the id of a color of one byte c, 0 if it has none yet (then color() gives it one) */
    int color_of_byte(char c) const { return cname.size() == 1 ? 0 : color1[(unsigned char)c]; }
    /* item i gets the bounds l..h (the others keep 1..1); then set_items() once all are named */
    void set_bounds(int i, int l, int h) {
        if (lo.size() < (size_t)i + 1) { lo.resize(i + 1, 1); hi.resize(i + 1, 1); }
        lo[i] = l; hi[i] = h;
    }
    /* n items, 1..np primary */
    void set_items(int n_, int np_) {
        n = n_; np = np_;
        if (!lo.empty()) { lo.resize(n + 1, 1); hi.resize(n + 1, 1); }
        first_color.assign(n + 1, -1);
        if (direct) {  /* room for what the rest of the input can hold at most: 2 bytes per entry */
            direct->set_capacity((int)cap_items, (int)cap_nodes);
            direct->reset(n, np);
            direct->reserve_nodes((size_t)n + 2 + tbase.size() + 2, tbase.size() / 2 + 1);
            entries_kept = false;
        }
    }
    /* add an option (its items and their colors, 0 = none), the number-th option of the input;
     * one without a primary item is only counted as ignored. False if the nodes would exceed
     * max_nodes. */
    bool add_option(const vector<int> &items, const vector<int> &colors, int number,
                    StrView text, u64 cost, long long max_nodes) {
        return add_option(items.empty() ? 0 : &items[0], colors.empty() ? 0 : &colors[0], (int)items.size(), number, text, cost, max_nodes);
    }
    bool add_option(const int *items, const int *colors, int k, int number, StrView text, u64 cost,
                    long long max_nodes) {
        bool prim = false;
        for (int j = 0; j < k; j++) if (items[j] <= np) prim = true;
        if (!prim) { ignored++; return true; }
        entries += (long long)k + 1;
        if ((long long)n + 2 + entries > max_nodes) return false;
        bool vary = false;  /* (a local: the loop stores nothing the model's fields could alias) */
        int *fc = &first_color[0];
        for (int j = 0; j < k; j++) {
            int x = items[j], c = colors[j];
            if (x <= np) continue;
            if (fc[x] < 0) fc[x] = c;
            else vary |= fc[x] != c;
        }
        colors_vary |= vary;
        if (direct) {
            direct->add_row_grown(items, k, colors);
        } else {
            oitem.insert(oitem.end(), items, items + k);
            ocolor.insert(ocolor.end(), colors, colors + k);
            ostart.push_back((int)oitem.size());
        }
        int at = options();
        if (!onum.empty() || number != at + 1) {
            for (int j = (int)onum.size(); j < at; j++) onum.push_back(j + 1);
            onum.push_back(number);
        }
        if (!tbase.empty() && text.data() >= tbase.data() && text.data() + text.size() <= tbase.data() + tbase.size()) {
            toff.push_back((u64)(text.data() - tbase.data()));
        } else {
            toff.push_back(JOINED + tjoin.size());
            tjoin += text;
            tjoin += '\n';
        }
        if (cost != 0 || !ocost.empty()) {
            ocost.resize(at, 0);
            ocost.push_back(cost);
        }
        return true;
    }
    /* room for what an input of `bytes` bytes can hold at most, so that the arrays never grow by
     * copying (the room not used is never touched: it costs no memory) */
    __attribute__((noinline)) void reserve_for(size_t bytes) {  /* (out of line: as Engine::reserve_nodes) */
        size_t lines = bytes / 2 + 1;
        try {  /* address space only; where even that is refused, the arrays grow as they come */
            if (!direct) { oitem.reserve(lines); ocolor.reserve(lines); ostart.reserve(lines); }
            toff.reserve(lines);
        } catch (const std::bad_alloc &) {
        }
    }
    bool bounded() const {
        for (size_t i = 1; i < lo.size(); i++) if (lo[i] != 1 || hi[i] != 1) return true;
        return false;
    }
    /* ostart/oitem/ocolor given back (read_entries() reads them again if wanted) */
    void release_entries() {
        vector<int>().swap(ostart); vector<int>().swap(oitem); vector<int>().swap(ocolor);
        entries_kept = false;
    }
    static void release_entries_of(void *m) { static_cast<Model *>(m)->release_entries(); }
    /* a direct read has ended: the bounds go on its engine */
    void end_direct() {
        if (!direct) return;
        direct->end_rows();
        set_bounds_on(*direct);
    }
    /* the items and options into any engine (without the bounds) */
    void build_rows(DLX &d, int max_items, int max_nodes) const {
        if (!entries_kept) { fprintf(stderr, "xc: internal error: the options were not kept\n"); abort(); }
        d.set_capacity(max_items, max_nodes);
        d.reset(n, np);
        d.reserve(options(), (int)(entries - options()));
        for (int k = 0; k < options(); k++)
            d.add_row(&oitem[ostart[k]], ostart[k + 1] - ostart[k], &ocolor[ostart[k]]);
    }
    void build(Engine &d, int max_items, int max_nodes) const {
        if (&d == direct) return;  /* built as read */
        build_rows(d, max_items, max_nodes);
        set_bounds_on(d);
    }
    void set_bounds_on(Engine &d) const {
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
