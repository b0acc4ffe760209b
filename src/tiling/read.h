/* Reading the tiling text format, a module of src/tiling/ (polyomino in 2-D, polycube in 3-D):
 *   `board` + a picture (3-D also: `box X Y Z`), then `piece NAME [COUNT]` + a picture for each
 *   piece (COUNT a number, default 1, or `*` for any number); `%` starts a comment line.
 *   In a picture `.` is a cell, `#`/space a hole; on the board letters/digits/`*`/`@` mark cells
 *   that stay uncovered. 3-D: blank lines separate the layers of a picture; 2-D: a picture is
 *   one layer and blank lines inside it are empty rows.
 *   read_model(text, T): the board and pieces into T; 0, or the exit status after fail().
 * Included through src/tiling/tiling.h. */
#ifndef DLX_TILING_READ_H
#define DLX_TILING_READ_H
#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>
#include "src/lib/numbers.h"
#include "src/lib/output.h"
#include "src/lib/words.h"
#include "src/tiling/model.h"

struct Lines {
    std::vector<std::string> v;  /* CR and trailing blanks dropped; leading blanks kept */
    void load(const std::string &buf) {
        size_t pos = 0;
        if (buf.size() >= 3 && (unsigned char)buf[0] == 0xEF && (unsigned char)buf[1] == 0xBB &&
            (unsigned char)buf[2] == 0xBF) pos = 3;
        while (pos < buf.size()) {
            size_t e = buf.find('\n', pos);
            if (e == std::string::npos) e = buf.size();
            std::string s(buf, pos, e - pos);
            size_t b = s.size();
            while (b > 0 && (s[b - 1] == ' ' || s[b - 1] == '\t' || s[b - 1] == '\r')) b--;
            v.push_back(s.substr(0, b));
            pos = e + 1;
        }
    }
};

static inline bool is_alnum(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }
static inline bool is_comment(const std::string &s) {
    size_t i = s.find_first_not_of(" \t");
    return i != std::string::npos && s[i] == '%';
}
/* a line that starts a section: `board`, `piece ...`, in 3-D also `box ...` */
static inline bool is_header(const std::string &s) {
    std::vector<std::string> w = words(s);
    return !w.empty() && (w[0] == "board" || w[0] == "piece" || (!PLANAR && w[0] == "box"));
}

/* a picture: its layers of rows, and the line number of each row */
struct Picture {
    std::vector<std::vector<std::string> > layers;
    std::vector<std::vector<int> > lines;
};

/* the picture in the lines i0 .. i1-1 (comments left out; blank lines before and after it
 * dropped), of the board or of a piece (header at line hdr). Returns 0 or the exit status
 * after reporting. */
static inline int read_picture(const Lines &L, size_t i0, size_t i1, bool board, Picture &p, int hdr) {
    std::vector<std::vector<std::string> > &layers = p.layers;
    std::vector<std::vector<int> > &lines = p.lines;
    layers.clear(); lines.clear();
    bool open = false;
    for (size_t j = i0; j < i1; j++) {
        const std::string &s = L.v[j];
        if (is_comment(s)) continue;
        if (s.empty() && !(PLANAR && open)) { open = false; continue; }
        if (!open) { layers.push_back(std::vector<std::string>()); lines.push_back(std::vector<int>()); open = true; }
        for (size_t c = 0; c < s.size(); c++) {
            char ch = s[c];
            bool ok = ch == ' ' || ch == '.' || ch == '#' || is_alnum(ch) || (board && (ch == '*' || ch == '@'));
            if (!ok) {
                std::string m = "bad character ";
                if (ch > ' ' && ch < 127) { m += '\''; m += ch; m += '\''; }
                else { m += "code "; m += numtext((u64)(unsigned char)ch); }
                return fail(m + (board ? " in the board" : " in a piece"), (int)j + 1);
            }
        }
        layers.back().push_back(s);
        lines.back().push_back((int)j + 1);
    }
    if (PLANAR && open)  /* 2-D: the blank lines after the picture are no rows of it */
        while (layers.back().back().empty()) { layers.back().pop_back(); lines.back().pop_back(); }
    if (layers.empty()) return fail(board ? "board without a picture" : "piece without a picture", hdr);
    size_t h = 0, w = 0;
    for (size_t z = 0; z < layers.size(); z++) {
        h = std::max(h, layers[z].size());
        for (size_t y = 0; y < layers[z].size(); y++) w = std::max(w, layers[z][y].size());
    }
    const size_t most = PLANAR ? 200 : 100;
    if (w > most || h > most || layers.size() > most) {
        std::string m = board ? "board larger than " : "piece larger than ";
        return fail(m + (PLANAR ? "200x200" : "100x100x100"), hdr);
    }
    if (board) {  /* a board with holes drawn as '#' (and no spaces) must be a full box */
        bool spaces = false, hashes = false;
        for (size_t z = 0; z < layers.size(); z++)
            for (size_t y = 0; y < layers[z].size(); y++) {
                if (layers[z][y].find(' ') != std::string::npos) spaces = true;
                if (layers[z][y].find('#') != std::string::npos) hashes = true;
            }
        if (hashes && !spaces)
            for (size_t z = 0; z < layers.size(); z++) {
                if (layers[z].size() != h) return fail("ragged layers (every layer needs the same rows)", lines[z].back());
                for (size_t y = 0; y < layers[z].size(); y++)
                    if (layers[z][y].size() != w) return fail("ragged rows (pad with '#' or draw holes as spaces)", lines[z][y]);
            }
    }
    return 0;
}

/* 3-D: `box X Y Z` (words w, at line i + 1; its section ends before line j + 1): a full box */
static inline int read_box(const Lines &L, size_t i, size_t j, const std::vector<std::string> &w, Picture &p) {
    int ln = (int)i + 1;
    if (w.size() != 4) return fail("want 'box X Y Z'", ln);
    int dim[3];
    for (int k = 0; k < 3; k++) {
        uint64_t v = 0;
        if (!whole_number(w[k + 1], 100, v) || v < 1) return fail("bad box size (want 1..100)", ln);
        dim[k] = (int)v;
    }
    for (size_t k = i + 1; k < j; k++)
        if (!L.v[k].empty() && !is_comment(L.v[k])) return fail("a picture after 'box X Y Z'", (int)k + 1);
    p.layers.assign(dim[2], std::vector<std::string>(dim[1], std::string(dim[0], '.')));
    return 0;
}

/* the board drawn by a picture: '.' a cell, anything else (a hole or a mark) kept as drawn */
static inline void set_board(Board &b, const Picture &p) {
    const std::vector<std::vector<std::string> > &layers = p.layers;
    size_t h = 0, wd = 0;
    for (size_t z = 0; z < layers.size(); z++) {
        h = std::max(h, layers[z].size());
        for (size_t y = 0; y < layers[z].size(); y++) wd = std::max(wd, layers[z][y].size());
    }
    b.W = (int)wd; b.H = (int)h; b.D = (int)layers.size();
    b.pic.assign((size_t)b.W * b.H * b.D, ' ');
    b.id.assign(b.pic.size(), -1);
    b.cells.clear();
    for (int z = 0; z < b.D; z++)
        for (int y = 0; y < b.H; y++)
            for (int x = 0; x < b.W; x++) {
                char ch = y < (int)layers[z].size() && x < (int)layers[z][y].size() ? layers[z][y][x] : ' ';
                size_t at = ((size_t)z * b.H + y) * b.W + x;
                b.pic[at] = ch;
                if (ch == '.') { b.id[at] = (int)b.cells.size(); b.cells.push_back(P3(x, y, z)); }
            }
}

/* `piece NAME [COUNT]` (words w, at line ln) */
static inline int read_piece_header(const std::vector<std::string> &w, int ln, Piece &pc) {
    pc.line = ln; pc.count = 1;
    if (w.size() < 2) return fail("piece without a name", ln);
    if (w.size() > 3) return fail("unexpected text after the piece count", ln);
    pc.name = w[1];
    if (w.size() == 3) {
        const std::string &c = w[2];
        if (c == "*") pc.count = -1;
        else {
            uint64_t v = 0;
            if (!whole_number(c, 999999, v)) return fail("bad piece count (want a number up to 999999 or '*')", ln);
            pc.count = (int)v;
        }
    }
    return 0;
}

/* Parse; returns 0 or the exit status after reporting. */
static inline int parse(const Lines &L, Tiling &T) {
    bool have_board = false;
    size_t i = 0, n = L.v.size();
    while (i < n) {
        const std::string &s = L.v[i];
        int ln = (int)i + 1;
        if (s.empty() || is_comment(s)) { i++; continue; }
        std::vector<std::string> w = words(s);
        if (!is_header(s))
            return fail(PLANAR ? "expected 'board' or 'piece NAME [COUNT]'" : "expected 'box X Y Z', 'board' or 'piece NAME [COUNT]'", ln);
        size_t j = i + 1;  /* a section ends at the next header */
        while (j < n && !is_header(L.v[j])) j++;
        Picture p;
        if (w[0] == "piece") {
            Piece pc;
            int st = read_piece_header(w, ln, pc);
            if (!st) st = read_picture(L, i + 1, j, false, p, ln);
            if (st) return st;
            for (size_t z = 0; z < p.layers.size(); z++)
                for (size_t y = 0; y < p.layers[z].size(); y++)
                    for (size_t x = 0; x < p.layers[z][y].size(); x++)
                        if (p.layers[z][y][x] != ' ' && p.layers[z][y][x] != '#') pc.base.push_back(P3((int)x, (int)y, (int)z));
            if (pc.base.empty()) return fail("piece without cells", ln);
            pc.base = normalize(pc.base);
            T.pieces.push_back(pc);
        } else {
            bool box = w[0] == "box";
            if (have_board && !PLANAR) return fail("second board", ln);  /* 3-D says so first */
            if (!box && w.size() != 1) return fail("unexpected text after 'board'", ln);
            if (have_board) return fail("second board", ln);
            have_board = true;
            int st = box ? read_box(L, i, j, w, p) : read_picture(L, i + 1, j, true, p, ln);
            if (st) return st;
            set_board(T.b, p);
        }
        i = j;
    }
    if (!have_board) return fail("no board", (int)n + 1);
    for (size_t p = 0; p < T.pieces.size(); p++)
        if (T.pieces[p].base.size() > T.b.cells.size()) return fail("piece larger than the board", T.pieces[p].line);
    return 0;
}

/* the puzzle in `text` into T (its board and pieces); 0, or the exit status after fail() */
static inline int read_model(const std::string &text, Tiling &T) {
    Lines L;
    L.load(text);
    return parse(L, T);
}
#endif
