/* The grid-puzzle module, part 2: reading the text the grid tools share.
 *   Input          the input as trimmed lines (after a UTF-8 byte order mark), with a cursor
 *                  over its non-empty lines and a token cursor that crosses lines
 *   shown(s)       input text as it may appear in a message
 *   parse_int()    a token as a number
 *   read_givens81()  the 81-character givens line of a 9x9 case (jigsaw, killer)
 *   grid_cell_name() a cell named rRcC (r3c12) of an R x C grid
 * Errors go through fail() of src/lib/output.h. */
#ifndef DLX_GRID_READ_H
#define DLX_GRID_READ_H
#include <cstring>
#include <string>
#include <vector>
#include "src/lib/numbers.h"
#include "src/lib/output.h"
#include "src/lib/words.h"

/* input as trimmed lines, and a token cursor over them */
struct Input {
    std::vector<std::string> lines;
    int li;                        /* next line to read (0-based) */
    std::vector<std::string> tok;
    size_t tp;                     /* next token in tok (tokens of line li-1) */
    explicit Input(const std::string &buf) : li(0), tp(0) {
        const char *data = buf.data();
        size_t size = buf.size(), s = 0;
        if (size >= 3 && (unsigned char)data[0] == 0xEF && (unsigned char)data[1] == 0xBB &&
            (unsigned char)data[2] == 0xBF) s = 3;
        while (s < size) {
            const char *nl = (const char *)memchr(data + s, '\n', size - s);
            size_t e = nl ? (size_t)(nl - data) : size;
            size_t a = s, b = e;
            while (a < b && (data[a] == ' ' || data[a] == '\t' || data[a] == '\r')) a++;
            while (b > a && (data[b - 1] == ' ' || data[b - 1] == '\t' || data[b - 1] == '\r')) b--;
            lines.push_back(std::string(data + a, b - a));
            s = e + 1;
        }
    }
    /* next non-empty line; false at EOF */
    bool line(std::string &s) {
        tok.clear(); tp = 0;
        while (li < (int)lines.size() && lines[li].empty()) li++;
        if (li >= (int)lines.size()) return false;
        s = lines[li++];
        return true;
    }
    /* next token, crossing lines; false at EOF */
    bool token(std::string &t) {
        while (tp >= tok.size()) {
            if (li >= (int)lines.size()) return false;
            tok = words(lines[li++]);
            tp = 0;
        }
        t = tok[tp++];
        return true;
    }
    bool line_done() const { return tp >= tok.size(); }
    int lineno() const { return li; }  /* 1-based number of the line last read */
};

/* input text as it may appear in a message: printable ASCII kept, other bytes as \xNN, at most
 * 40 bytes (then "...") */
static inline std::string shown(const std::string &s) {
    std::string r;
    for (size_t k = 0; k < s.size() && k < 40; k++) {
        unsigned char c = (unsigned char)s[k];
        if (c < 0x20 || c > 0x7e) {
            const char *hex = "0123456789abcdef";
            r += "\\x"; r += hex[c >> 4]; r += hex[c & 15];
        } else r += (char)c;
    }
    if (s.size() > 40) r += "...";
    return r;
}

/* t as a number: an optional sign and a whole number of at most 9 digits' value
 * (src/lib/numbers.h) */
static inline bool parse_int(const std::string &t, int &v) { return int_number(t, -999999999, 999999999, v); }

/* cell t (rRcC or RrCc, R and C decimal: r3c12) of an R x C grid into k: 0; 1: not rRcC; 2: no
 * such cell in the grid */
static inline int grid_cell_name(const std::string &t, int R, int C, int &k) {
    size_t i = t.find_first_of("cC", 1);   /* R and C: whole numbers (src/lib/numbers.h) */
    uint64_t r = 0, c = 0;
    bool ok = t.size() > 1 && (t[0] == 'r' || t[0] == 'R') && i != std::string::npos &&
              whole_number(t.data() + 1, i - 1, 999999, r) && whole_number(t.data() + i + 1, t.size() - i - 1, 999999, c);
    if (!ok) return 1;
    if (r < 1 || r > (uint64_t)R || c < 1 || c > (uint64_t)C) return 2;
    k = (int)((r - 1) * C + (c - 1));
    return 0;
}

/* the givens line g (line number `line`) of a 9x9 case: 81 characters, 1-9 or a blank '.', '-',
 * '0'; val[k] = digit - 1 or -1. 0, or the exit status after fail() */
static inline int read_givens81(const std::string &g, int line, int *val) {
    if (g.size() != 81) return fail(g.size() < 81 ? "givens line shorter than 81 characters" : "givens line longer than 81 characters", line);
    for (int k = 0; k < 81; k++) {
        char ch = g[k];
        if (ch == '.' || ch == '-' || ch == '0') val[k] = -1;
        else if (ch >= '1' && ch <= '9') val[k] = ch - '1';
        else return fail("bad character '" + shown(std::string(1, ch)) + "' in the givens (want 1-9 or '.')", line);
    }
    return 0;
}
#endif
