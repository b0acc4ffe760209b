/* xc's input: the bytes read, split into lines of tokens; error lines; names and numbers. */
#ifndef XC_INPUT_H
#define XC_INPUT_H
#include <cstdio>
#include <cstring>
#include <sys/stat.h>
#include <string>
#include <vector>
#include "src/lib/numbers.h"
#include "src/xc/model.h"

/* ---------- reading ---------- */
struct Input {
    Bytes buf;
    size_t pos;
    int line;
    Input() : pos(0), line(0) {}
    bool load(FILE *f) {
        if (!buf.load(f)) return false;
        skip_bom();
        return true;
    }
    void skip_bom() {  /* a UTF-8 byte order mark */
        if (buf.size() >= 3 && (unsigned char)buf[0] == 0xEF && (unsigned char)buf[1] == 0xBB &&
            (unsigned char)buf[2] == 0xBF) pos = 3;
    }
    /* next line split into tokens (blanks: space, tab, CR, VT, FF); comment: its first
     * non-blank character is `|` (then no tokens) */
    bool next(vector<string> &tok, bool &comment) {
        if (!line_at(buf, pos, tok, comment)) return false;
        line++;
        return true;
    }
    /* the next line's bytes [b, e), without its newline */
    bool next_line(const char *&b, const char *&e) {
        if (pos >= buf.size()) return false;
        const char *start = buf.data(), *end = start + buf.size();
        b = start + pos;
        e = (const char *)memchr(b, '\n', (size_t)(end - b));
        if (!e) e = end;
        pos = (size_t)(e - start) + 1;
        line++;
        return true;
    }
    /* the same, the tokens as views into buf (valid while buf is unchanged) */
    bool next(vector<StrView> &tok, bool &comment) {
        if (pos >= buf.size()) return false;
        const char *b = buf.data(), *p = b + pos, *end = b + buf.size();
        const char *e = (const char *)memchr(p, '\n', (size_t)(end - p));
        if (!e) e = end;
        tok.clear();
        comment = false;
        while (p < e) {
            if (blank(*p)) { p++; continue; }
            if (tok.empty() && *p == '|') { comment = true; break; }
            const char *q = p + 1;
            while (q < e && !blank(*q)) q++;
            tok.push_back(StrView(p, (size_t)(q - p)));
            p = q;
        }
        pos = (size_t)(e - b) + 1;
        line++;
        return true;
    }
    static bool blank(char c) { return blank_byte(c); }
    static bool line_at(const Bytes &buf, size_t &pos, vector<string> &tok, bool &comment) {
        if (pos >= buf.size()) return false;
        size_t e = buf.find('\n', pos);
        if (e == string::npos) e = buf.size();
        tok.clear();
        size_t p = pos;
        comment = false;
        bool first = true;
        while (p < e) {
            char c = buf[p];
            if (blank(c)) { p++; continue; }
            if (first && c == '|') { comment = true; break; }
            first = false;
            size_t q = p;
            while (q < e && !blank(buf[q])) q++;
            tok.push_back(buf.substr(p, q - p));
            p = q;
        }
        pos = e + 1;
        return true;
    }
};

struct Error {
    string what;
    int line;
    Error() : line(0) {}
    bool set(const string &w, int l) { what = w; line = l; return false; }
};

/* An error line about a token, `what 'token' after`, and one without (out of line and cold: a
 * reader's loop keeps its registers for the common case; the same lines as err.set) */
__attribute__((noinline, cold)) static bool token_error(Error &err, const char *what, StrView t, const char *after, int line);
__attribute__((noinline, cold)) static bool line_error(Error &err, const char *what, int line) { return err.set(what, line); }

static bool printable_name(StrView s) {
    for (size_t k = 0; k < s.size(); k++) {
        unsigned char c = (unsigned char)s[k];
        if (c < 0x21 || c == 0x7f) return false;
    }
    return true;
}
static string quoted(StrView s) {
    string r = "'";
    for (size_t k = 0; k < s.size() && k < 40; k++) {
        unsigned char c = (unsigned char)s[k];
        if (c < 0x20 || c == 0x7f) { char b[8]; snprintf(b, sizeof b, "\\x%02x", c); r += b; }
        else r += (char)c;
    }
    if (s.size() > 40) r += "...";
    return r + "'";
}

static bool token_error(Error &err, const char *what, StrView t, const char *after, int line) {
    return err.set(what + quoted(t) + after, line);
}

struct Limits { long long max_items, max_nodes; };

/* the error of a reader whose options exceed the node capacity */
static bool over_nodes(const Limits &lim, const Input &in, Error &err) {
    return err.set("too many nodes (capacity " + num((u64)lim.max_nodes) + ")", in.line);
}

/* the values of --format (guessed from the input when not given: see read.h) */
static const char *FORMATS = "dlx, matrix, miniexact, miniexact-p or miniexact-knuth";
static bool known_format(const string &f) {
    return f == "dlx" || f == "matrix" || f == "miniexact" || f == "miniexact-p" || f == "miniexact-knuth";
}

/* a count of the input (sizes, multiplicities, colors, checkpoint fields): a whole number of at
 * most 9 digits' value (src/lib/numbers.h) */
static bool parse_count(StrView s, long long &v) {
    uint64_t x = 0;
    if (!whole_number(s.data(), s.size(), 999999999, x)) return false;
    v = (long long)x;
    return true;
}

/* the input: FILE (0 or "-": standard input) read whole; false (the error line printed) if not */
static inline bool load_input(const char *file, Input &in) {
    FILE *f = stdin;
    if (file && strcmp(file, "-") != 0) {
        f = fopen(file, "rb");
        if (!f) { fprintf(stderr, "xc: cannot open %s\n", quoted(file).c_str()); return false; }
    }
    if (!in.load(f)) { fprintf(stderr, "xc: cannot read the input\n"); return false; }
    if (f != stdin) fclose(f);
    return true;
}
#endif
