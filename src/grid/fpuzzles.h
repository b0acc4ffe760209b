/* The grid-puzzle module, part 8: f-puzzles (https://www.f-puzzles.com) puzzles, read into and
 * written from ISS constraint strings (src/grid/iss.h reads those: one model path).
 *   lz_compress_base64(utf8)          lz-string's compressToBase64 (pieroxy's algorithm, the one
 *                                     f-puzzles' `?load=` URLs use), on the UTF-16 code units of
 *                                     the text as JavaScript has them
 *   lz_decompress_base64(b64, utf8, err)   its decompressFromBase64; false (err says why) on
 *                                     data that is not lz-string's
 *   fp_lz_text(line, b64, err)        the lz-string data of one input line: the text alone or
 *                                     inside a URL after `load=`, %XX escapes decoded
 *   Json, fp_json_parse(), fp_json_write()   a small JSON reader (objects, arrays, strings with
 *                                     escapes, numbers, true, false, null; errors name the byte)
 *                                     and a compact writer
 *   fp_to_iss(json, line, iss)        one f-puzzles puzzle (JSON text) as one ISS constraint string
 *   iss_to_fp(iss, line, json)        the reverse: an ISS string as f-puzzles JSON (one line)
 * The public functions return 0, or the exit status after fail() (src/lib/output.h): one line
 * naming the input line. docs/groups.md, "f-puzzles", has the mapping of every field. */
#ifndef DLX_GRID_FPUZZLES_H
#define DLX_GRID_FPUZZLES_H
#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>
#include "src/grid/iss.h"
#include "src/grid/read.h"

/* ---------------- UTF-8 and UTF-16 ---------------- */

/* text as JavaScript holds it: UTF-16 code units */
typedef std::vector<unsigned short> FpU16;

/* s as UTF-16 code units; false on bytes that are not UTF-8 */
static inline bool fp_utf8_to_16(const std::string &s, FpU16 &out) {
    out.clear();
    for (size_t i = 0; i < s.size();) {
        unsigned char c = (unsigned char)s[i];
        uint32_t cp;
        int n;
        if (c < 0x80) { cp = c; n = 0; }
        else if ((c & 0xE0) == 0xC0) { cp = c & 0x1F; n = 1; }
        else if ((c & 0xF0) == 0xE0) { cp = c & 0x0F; n = 2; }
        else if ((c & 0xF8) == 0xF0) { cp = c & 0x07; n = 3; }
        else return false;
        if (n && i + n >= s.size()) return false;
        for (int k = 1; k <= n; k++) {
            unsigned char d = (unsigned char)s[i + k];
            if ((d & 0xC0) != 0x80) return false;
            cp = cp << 6 | (d & 0x3F);
        }
        static const uint32_t least[4] = {0, 0x80, 0x800, 0x10000};
        if (cp < least[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
        if (cp >= 0x10000) {
            cp -= 0x10000;
            out.push_back((unsigned short)(0xD800 + (cp >> 10)));
            out.push_back((unsigned short)(0xDC00 + (cp & 0x3FF)));
        } else out.push_back((unsigned short)cp);
        i += n + 1;
    }
    return true;
}

/* UTF-16 code units as UTF-8 (a lone surrogate as U+FFFD) */
static inline std::string fp_utf16_to_8(const FpU16 &s) {
    std::string r;
    for (size_t i = 0; i < s.size(); i++) {
        uint32_t cp = s[i];
        if (cp >= 0xD800 && cp <= 0xDBFF && i + 1 < s.size() && s[i + 1] >= 0xDC00 && s[i + 1] <= 0xDFFF) {
            cp = 0x10000 + ((cp - 0xD800) << 10) + (s[i + 1] - 0xDC00);
            i++;
        } else if (cp >= 0xD800 && cp <= 0xDFFF) cp = 0xFFFD;
        if (cp < 0x80) r += (char)cp;
        else if (cp < 0x800) { r += (char)(0xC0 | cp >> 6); r += (char)(0x80 | (cp & 0x3F)); }
        else if (cp < 0x10000) { r += (char)(0xE0 | cp >> 12); r += (char)(0x80 | (cp >> 6 & 0x3F)); r += (char)(0x80 | (cp & 0x3F)); }
        else { r += (char)(0xF0 | cp >> 18); r += (char)(0x80 | (cp >> 12 & 0x3F)); r += (char)(0x80 | (cp >> 6 & 0x3F)); r += (char)(0x80 | (cp & 0x3F)); }
    }
    return r;
}

/* ---------------- lz-string, base64 form ----------------
 * The compressor is LZW over UTF-16 code units with a dictionary that starts with the three
 * codes 0 (an 8-bit literal follows), 1 (a 16-bit literal follows) and 2 (the end). A code takes
 * numBits bits (from 2), written least significant bit first; numBits grows by one whenever
 * `enlargeIn` (2, then 2^numBits) codes have been counted down. A new character gets its code
 * when first read, and is sent as its literal (which counts down once more) the first time w is
 * exactly that character. The bit stream is cut into 6-bit groups, most significant first, each
 * written as one character of A-Z a-z 0-9 + /, padded with '=' to a multiple of 4. */
static const char FP_B64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

struct LzBits {
    std::string out;
    int val, pos;
    LzBits() : val(0), pos(0) {}
    void bit(int b) {
        val = val << 1 | (b & 1);
        if (pos == 5) { pos = 0; out += FP_B64[val]; val = 0; } else pos++;
    }
    void value(uint32_t v, int n) { for (int i = 0; i < n; i++, v >>= 1) bit((int)(v & 1)); }
};

/* the compressor's state: the dictionary as a trie of codes */
struct LzCompressor {
    std::map<unsigned, int> single;                  /* a character -> its code */
    std::map<std::pair<int, unsigned>, int> next;    /* (code of w, c) -> the code of w + c */
    std::vector<char> fresh;                         /* per code: a character not sent yet */
    std::vector<unsigned> ch;                        /* per code of one character: it */
    int enlarge, size, bits;
    LzBits b;
    LzCompressor() : fresh(3, 0), ch(3, 0), enlarge(2), size(3), bits(2) {}
    void count_down() { if (--enlarge == 0) { enlarge = 1 << bits; bits++; } }
    void emit(int w) {   /* the code of w, or its literal the first time */
        if (fresh[w]) {
            if (ch[w] < 256) { b.value(0, bits); b.value(ch[w], 8); }
            else { b.value(1, bits); b.value(ch[w], 16); }
            count_down();
            fresh[w] = 0;
        } else b.value((uint32_t)w, bits);
        count_down();
    }
    int add(char f, unsigned c) { fresh.push_back(f); ch.push_back(c); return size++; }
    std::string run(const FpU16 &in) {
        int w = -1;   /* the code of w; -1: w empty */
        for (size_t i = 0; i < in.size(); i++) {
            unsigned c = in[i];
            std::map<unsigned, int>::iterator s = single.find(c);
            int cc = s == single.end() ? (single[c] = add(1, c)) : s->second;
            if (w < 0) { w = cc; continue; }
            std::map<std::pair<int, unsigned>, int>::iterator n = next.find(std::make_pair(w, c));
            if (n != next.end()) { w = n->second; continue; }
            emit(w);
            next[std::make_pair(w, c)] = add(0, 0);
            w = cc;
        }
        if (w >= 0) emit(w);
        b.value(2, bits);
        for (;;) {   /* the last group, filled with zeros (a whole group of them if none is open) */
            b.val <<= 1;
            if (b.pos == 5) { b.out += FP_B64[b.val]; break; }
            b.pos++;
        }
        while (b.out.size() % 4) b.out += '=';
        return b.out;
    }
};

/* the longest text lz_decompress_base64 returns (UTF-16 code units) */
static const size_t LZ_MAX_OUT = (size_t)1 << 22;

struct LzReader {
    const std::string &s;
    size_t index;
    int val, position;
    bool bad;
    explicit LzReader(const std::string &t) : s(t), index(0), val(0), position(32), bad(false) { val = next(); }
    int next() {
        if (index >= s.size()) { index++; return 0; }
        const char *p = (const char *)memchr(FP_B64, s[index++], 65);
        if (!p) { bad = true; return 0; }
        return (int)(p - FP_B64);
    }
    uint32_t read(int n) {
        uint32_t bits = 0;
        for (int p = 0; p < n; p++) {
            int resb = val & position;
            position >>= 1;
            if (position == 0) { position = 32; val = next(); }
            if (resb) bits |= (uint32_t)1 << p;
        }
        return bits;
    }
};

static inline bool lz_decompress16(const std::string &in, FpU16 &out, std::string &err) {
    out.clear();
    if (in.empty()) { err = "empty lz-string data"; return false; }
    LzReader r(in);
    std::vector<FpU16> dict(3);
    int enlarge = 4, bits = 3;
    uint32_t c = r.read(2);
    const char *notb64 = "a character that is not base64 in the lz-string data";
    if (c == 2) { if (r.bad) { err = notb64; return false; } return true; }
    if (c == 3) { err = "bad lz-string data (first code 3)"; return false; }
    FpU16 w(1, (unsigned short)r.read(c == 0 ? 8 : 16)), entry;
    dict.push_back(w);
    out = w;
    for (;;) {
        if (r.bad) { err = notb64; return false; }
        if (r.index > in.size()) { err = "lz-string data cut short"; return false; }
        c = r.read(bits);
        if (c <= 1) {
            dict.push_back(FpU16(1, (unsigned short)r.read(c == 0 ? 8 : 16)));
            c = (uint32_t)dict.size() - 1;
            enlarge--;
        } else if (c == 2) {
            if (r.bad) { err = notb64; return false; }
            return true;
        }
        if (enlarge == 0) { enlarge = 1 << bits; bits++; }
        if (c < dict.size()) entry = dict[c];
        else if (c == dict.size()) { entry = w; entry.push_back(w[0]); }
        else { err = "bad lz-string data (code " + numtext(c) + " past the dictionary)"; return false; }
        if (out.size() + entry.size() > LZ_MAX_OUT) { err = "lz-string data longer than " + numtext(LZ_MAX_OUT) + " characters once decompressed"; return false; }
        out.insert(out.end(), entry.begin(), entry.end());
        w.push_back(entry[0]);
        dict.push_back(w);
        enlarge--;
        w = entry;
        if (enlarge == 0) { enlarge = 1 << bits; bits++; }
        if (bits > 30) { err = "bad lz-string data (dictionary too large)"; return false; }
    }
}

/* the text (UTF-8) compressed as lz-string's compressToBase64 would (on its UTF-16 form); text
 * that is not UTF-8 goes byte by byte (as Latin-1) */
static inline std::string lz_compress_base64(const std::string &utf8) {
    FpU16 u;
    if (!fp_utf8_to_16(utf8, u)) { u.clear(); for (size_t i = 0; i < utf8.size(); i++) u.push_back((unsigned char)utf8[i]); }
    LzCompressor z;
    return z.run(u);
}

static inline bool lz_decompress_base64(const std::string &b64, std::string &utf8, std::string &err) {
    FpU16 u;
    if (!lz_decompress16(b64, u, err)) return false;
    utf8 = fp_utf16_to_8(u);
    return true;
}

/* the lz-string data of an input line: after `load=` when the line has it (f-puzzles' URLs), or
 * after `fpuzzles` followed by N4Ig (SudokuPad's puzzle ids, in its links: sudokupad.app/fpuzzlesN4Ig...,
 * ?puzzleid=fpuzzlesN4Ig...), to the end or to '&', '#' or '?'; else the whole line; %XX decoded, a
 * blank taken for '+' (a URL decoder's doing) */
static inline size_t fp_url_data(const std::string &t) {
    size_t l = t.find("load=");
    if (l != std::string::npos) return l + 5;
    l = t.find("fpuzzlesN4Ig");
    return l != std::string::npos ? l + 8 : std::string::npos;
}
static inline bool fp_lz_text(const std::string &line, std::string &b64, std::string &err) {
    std::string t = line;
    size_t l = fp_url_data(t);
    if (l != std::string::npos) {
        t = t.substr(l);
        size_t e = t.find_first_of("&#?");
        if (e != std::string::npos) t.resize(e);
    }
    b64.clear();
    for (size_t i = 0; i < t.size(); i++) {
        char ch = t[i];
        if (ch == '%') {
            int v = 0;
            for (int k = 1; k <= 2; k++) {
                char h = i + k < t.size() ? t[i + k] : 0;
                int d = h >= '0' && h <= '9' ? h - '0' : h >= 'a' && h <= 'f' ? h - 'a' + 10 : h >= 'A' && h <= 'F' ? h - 'A' + 10 : -1;
                if (d < 0) { err = "bad %-escape in the f-puzzles data"; return false; }
                v = v * 16 + d;
            }
            ch = (char)v;
            i += 2;
        }
        if (ch == ' ') ch = '+';
        b64 += ch;
    }
    if (b64.empty()) { err = "no f-puzzles data after load="; return false; }
    return true;
}

/* ---------------- JSON ---------------- */

struct Json {
    enum Type { NUL, BOOL, NUM, STR, ARR, OBJ } t;
    bool b;
    double n;
    std::string s;
    std::vector<Json> a;
    std::vector<std::pair<std::string, Json> > o;
    size_t pos;   /* where the value starts in the text */
    Json() : t(NUL), b(false), n(0), pos(0) {}
    explicit Json(Type ty) : t(ty), b(false), n(0), pos(0) {}
    const Json *get(const std::string &k) const {
        for (size_t i = 0; i < o.size(); i++) if (o[i].first == k) return &o[i].second;
        return 0;
    }
    /* writer helpers */
    static Json str(const std::string &v) { Json j(STR); j.s = v; return j; }
    static Json num(double v) { Json j(NUM); j.n = v; return j; }
    static Json boolean(bool v) { Json j(BOOL); j.b = v; return j; }
    Json &add(const std::string &k, const Json &v) { o.push_back(std::make_pair(k, v)); return o.back().second; }
    Json &push(const Json &v) { a.push_back(v); return a.back(); }
};

struct JsonParser {
    const std::string &s;
    size_t p;
    std::string err;
    size_t err_at;
    explicit JsonParser(const std::string &t, size_t from) : s(t), p(from), err_at(0) {}
    bool bad(const std::string &what) { if (err.empty()) { err = what; err_at = p; } return false; }
    void blank() { while (p < s.size() && (s[p] == ' ' || s[p] == '\t' || s[p] == '\n' || s[p] == '\r')) p++; }
    bool lit(const char *w) {
        size_t n = strlen(w);
        if (s.compare(p, n, w) != 0) return bad("bad JSON value");
        p += n;
        return true;
    }
    static void utf8(uint32_t cp, std::string &r) { FpU16 u(1, (unsigned short)cp); r += fp_utf16_to_8(u); }
    bool hex4(uint32_t &v) {
        v = 0;
        for (int k = 0; k < 4; k++, p++) {
            char h = p < s.size() ? s[p] : 0;
            int d = h >= '0' && h <= '9' ? h - '0' : h >= 'a' && h <= 'f' ? h - 'a' + 10 : h >= 'A' && h <= 'F' ? h - 'A' + 10 : -1;
            if (d < 0) return bad("bad \\u escape in a JSON string");
            v = v * 16 + (uint32_t)d;
        }
        return true;
    }
    bool string(std::string &r) {
        r.clear();
        p++;   /* the opening quote */
        for (;;) {
            if (p >= s.size()) return bad("JSON string not closed");
            unsigned char c = (unsigned char)s[p];
            if (c == '"') { p++; return true; }
            if (c < 0x20) return bad("control character in a JSON string");
            if (c != '\\') { r += (char)c; p++; continue; }
            p++;
            char e = p < s.size() ? s[p] : 0;
            p++;
            switch (e) {
            case '"': r += '"'; break;
            case '\\': r += '\\'; break;
            case '/': r += '/'; break;
            case 'b': r += '\b'; break;
            case 'f': r += '\f'; break;
            case 'n': r += '\n'; break;
            case 'r': r += '\r'; break;
            case 't': r += '\t'; break;
            case 'u': {
                uint32_t v, w2;
                if (!hex4(v)) return false;
                if (v >= 0xD800 && v <= 0xDBFF && s.compare(p, 2, "\\u") == 0) {
                    size_t keep = p;
                    p += 2;
                    if (!hex4(w2)) return false;
                    if (w2 >= 0xDC00 && w2 <= 0xDFFF) {
                        FpU16 u;
                        u.push_back((unsigned short)v); u.push_back((unsigned short)w2);
                        r += fp_utf16_to_8(u);
                        break;
                    }
                    p = keep;
                }
                utf8(v, r);
                break;
            }
            default: p--; return bad("bad escape in a JSON string");
            }
        }
    }
    bool number(Json &v) {
        size_t b = p;
        if (p < s.size() && s[p] == '-') p++;
        if (p >= s.size() || s[p] < '0' || s[p] > '9') return bad("bad JSON number");
        if (s[p] == '0') p++; else while (p < s.size() && s[p] >= '0' && s[p] <= '9') p++;
        if (p < s.size() && s[p] == '.') {
            p++;
            if (p >= s.size() || s[p] < '0' || s[p] > '9') return bad("bad JSON number");
            while (p < s.size() && s[p] >= '0' && s[p] <= '9') p++;
        }
        if (p < s.size() && (s[p] == 'e' || s[p] == 'E')) {
            p++;
            if (p < s.size() && (s[p] == '+' || s[p] == '-')) p++;
            if (p >= s.size() || s[p] < '0' || s[p] > '9') return bad("bad JSON number");
            while (p < s.size() && s[p] >= '0' && s[p] <= '9') p++;
        }
        v.t = Json::NUM;
        v.n = strtod(s.substr(b, p - b).c_str(), 0);
        return true;
    }
    bool value(Json &v, int depth) {
        blank();
        if (depth > 64) return bad("JSON nested too deep");
        if (p >= s.size()) return bad("JSON text ends where a value should be");
        v = Json();
        v.pos = p;
        char c = s[p];
        if (c == '{') {
            v.t = Json::OBJ;
            p++;
            blank();
            if (p < s.size() && s[p] == '}') { p++; return true; }
            for (;;) {
                blank();
                if (p >= s.size() || s[p] != '"') return bad("want a quoted key in a JSON object");
                std::string k;
                if (!string(k)) return false;
                blank();
                if (p >= s.size() || s[p] != ':') return bad("want ':' after a JSON key");
                p++;
                v.o.push_back(std::make_pair(k, Json()));
                if (!value(v.o.back().second, depth + 1)) return false;
                blank();
                if (p < s.size() && s[p] == ',') { p++; continue; }
                if (p < s.size() && s[p] == '}') { p++; return true; }
                return bad("want ',' or '}' in a JSON object");
            }
        }
        if (c == '[') {
            v.t = Json::ARR;
            p++;
            blank();
            if (p < s.size() && s[p] == ']') { p++; return true; }
            for (;;) {
                v.a.push_back(Json());
                if (!value(v.a.back(), depth + 1)) return false;
                blank();
                if (p < s.size() && s[p] == ',') { p++; continue; }
                if (p < s.size() && s[p] == ']') { p++; return true; }
                return bad("want ',' or ']' in a JSON array");
            }
        }
        if (c == '"') { v.t = Json::STR; return string(v.s); }
        if (c == 't') { v.t = Json::BOOL; v.b = true; return lit("true"); }
        if (c == 'f') { v.t = Json::BOOL; return lit("false"); }
        if (c == 'n') return lit("null");
        return number(v);
    }
};

/* the line (from line0, the line of byte 0) of byte at in text */
static inline int fp_line_of(const std::string &text, size_t at, int line0) {
    if (at > text.size()) at = text.size();
    return line0 + (int)std::count(text.begin(), text.begin() + (long)at, '\n');
}

/* one JSON value of text from byte pos (then past it); 0, or the exit status after fail() */
static inline int fp_json_parse(const std::string &text, size_t &pos, int line0, Json &v) {
    JsonParser P(text, pos);
    if (!P.value(v, 0))
        return fail("f-puzzles JSON: " + P.err + " (byte " + numtext(P.err_at + 1) + ")", fp_line_of(text, P.err_at, line0));
    pos = P.p;
    return 0;
}

static inline void fp_json_write(const Json &v, std::string &out) {
    switch (v.t) {
    case Json::NUL: out += "null"; break;
    case Json::BOOL: out += v.b ? "true" : "false"; break;
    case Json::NUM: {
        if (v.n > -1e15 && v.n < 1e15 && v.n == (double)(int64_t)v.n) {
            int64_t x = (int64_t)v.n;
            if (x < 0) { out += '-'; x = -x; }
            out += numtext((uint64_t)x);
        } else { char b[40]; snprintf(b, sizeof b, "%.17g", v.n); out += b; }
        break;
    }
    case Json::STR: {
        out += '"';
        for (size_t i = 0; i < v.s.size(); i++) {
            unsigned char c = (unsigned char)v.s[i];
            if (c == '"' || c == '\\') { out += '\\'; out += (char)c; }
            else if (c == '\n') out += "\\n";
            else if (c < 0x20) { char b[8]; snprintf(b, sizeof b, "\\u%04x", c); out += b; }
            else out += (char)c;
        }
        out += '"';
        break;
    }
    case Json::ARR:
        out += '[';
        for (size_t i = 0; i < v.a.size(); i++) { if (i) out += ','; fp_json_write(v.a[i], out); }
        out += ']';
        break;
    case Json::OBJ:
        out += '{';
        for (size_t i = 0; i < v.o.size(); i++) {
            if (i) out += ',';
            fp_json_write(Json::str(v.o[i].first), out);
            out += ':';
            fp_json_write(v.o[i].second, out);
        }
        out += '}';
        break;
    }
}

/* ---------------- shared by both directions ---------------- */

/* s split at sep */
static inline std::vector<std::string> fp_split(const std::string &s, char sep) {
    std::vector<std::string> r(1);
    for (size_t i = 0; i < s.size(); i++) { if (s[i] == sep) r.push_back(std::string()); else r.back() += s[i]; }
    return r;
}

/* ISS's boxes of an S x S grid (ISS's boxDimsForSize, as src/grid/iss.h has it): h x w, or 0 x 0 */
static inline void fp_box_dims(int S, int &bh, int &bw) {
    int small = 1;
    bh = bw = 0;
    while ((small + 1) * (small + 1) <= S) small++;
    for (; small >= 2 && !bh; small--)
        if (S % small == 0) { bh = small; bw = S / small; }
}

/* a digit of ISS's cell names (base 17: 1-9, A-G) */
static inline char fp_digit(int v) { return (char)(v < 10 ? '0' + v : 'A' + v - 10); }
/* ISS's name of the cell at row r, column c (0-based) */
/* an entropic line's low (and high) group off 9x9, as Rangsk's solvers cut 1..N: floor(N / 3) values
 * when the middle one takes ceil(N / 3) (2, 2, 2 on 6x6), else ceil(N / 3) (3, 2, 3 on 8x8) */
static inline int fp_entropic_low(int N) { int lo = N / 3, hi = (N + 2) / 3; return 2 * lo + hi == N ? lo : hi; }
static inline std::string fp_iss_cell(int r, int c) { std::string s = "R"; s += fp_digit(r + 1); s += 'C'; s += fp_digit(c + 1); return s; }
/* f-puzzles' name: R1C1, R10C12, R0C3 (outside) */
static inline std::string fp_fp_cell(int r, int c) { return "R" + numtext((uint64_t)(r + 1)) + "C" + numtext((uint64_t)(c + 1)); }
static inline std::string fp_num(int v) { return v < 0 ? "-" + numtext((uint64_t)-(int64_t)v) : numtext((uint64_t)v); }

/* the little-killer diagonal that ISS names by its first cell (r, c) on an N x N grid (ISS's
 * LittleKiller.cellMap: the left side going down-right from rows 1..N-1; the right side going
 * up-left from rows 2..N-1; the top going down-left from columns 2..N; the bottom going up-right
 * from columns 2..N-1): its step, or false */
static inline bool fp_lk_step(int N, int r, int c, int &dr, int &dc) {
    if (c == 0 && r < N - 1) { dr = 1; dc = 1; return true; }
    if (c == N - 1 && r >= 1 && r < N - 1) { dr = -1; dc = -1; return true; }
    if (r == 0 && c >= 1) { dr = 1; dc = -1; return true; }
    if (r == N - 1 && c >= 1 && c < N - 1) { dr = -1; dc = 1; return true; }
    return false;
}

/* ---------------- f-puzzles -> ISS ---------------- */

struct FpReader {
    const std::string &text;   /* the JSON text (positions of its values name lines) */
    int line0;
    int N;
    std::string err;
    size_t err_at;
    std::vector<std::string> items;                  /* ISS items (without the leading '.') */
    std::vector<std::vector<uint32_t> > sets;        /* per cell: allowed-value sets, intersected */
    std::map<std::string, std::pair<std::string, std::string> > xsum, sky;   /* line -> front, back */
    bool nonconsecutive, neg_ratio, neg_xv, any_dots;   /* any_dots: a white or black dot */
    bool neg_diff, neg_sum;                          /* negative "difference", "sum" (Rangsk's) */
    std::set<int> diff_vals, ratio_vals, sum_vals;   /* the values of the difference, ratio, sum dots */
    std::vector<unsigned char> extreme;              /* per cell: bit 0 a maximum cell, bit 1 a minimum cell */
    FpReader(const std::string &t, int l) : text(t), line0(l), N(9), err_at(0), nonconsecutive(false), neg_ratio(false), neg_xv(false), any_dots(false), neg_diff(false), neg_sum(false) {}

    bool bad(const Json &at, const std::string &what) { if (err.empty()) { err = what; err_at = at.pos; } return false; }
    /* a whole number: a JSON number or a string of one */
    bool number(const Json &v, const std::string &what, int &x) {
        if (v.t == Json::NUM && v.n > -1e9 && v.n < 1e9 && v.n == (double)(int)v.n) { x = (int)v.n; return true; }   /* (the range first: a cast out of it is undefined) */
        if (v.t == Json::STR && parse_int(v.s, x)) return true;
        return bad(v, what + ": want a whole number");
    }
    /* a cell name RrCc (decimal, 1-based) into r, c 0-based; `outside`: one step outside allowed */
    bool cell(const Json &v, const std::string &what, int &r, int &c, bool outside = false, bool corner = false) {
        if (v.t != Json::STR) return bad(v, what + ": want a cell name like \"R1C1\"");
        const std::string &s = v.s;
        size_t ci = s.find_first_of("cC");
        uint64_t rr = 0, cc = 0;
        if (s.size() < 4 || (s[0] != 'R' && s[0] != 'r') || ci == std::string::npos || !whole_number(s.data() + 1, ci - 1, 99, rr) ||
            !whole_number(s.data() + ci + 1, s.size() - ci - 1, 99, cc))
            return bad(v, what + ": bad cell name '" + shown(s) + "'");
        r = (int)rr - 1; c = (int)cc - 1;
        bool in = r >= 0 && r < N && c >= 0 && c < N;
        bool out1 = outside && !in && r >= -1 && r <= N && c >= -1 && c <= N && (corner || (r == -1 || r == N) != (c == -1 || c == N));
        if (!in && !out1) return bad(v, what + ": cell " + shown(s) + (outside ? " is not just outside" : " outside") + " the " + numtext((uint64_t)N) + "x" + numtext((uint64_t)N) + " grid");
        return true;
    }
    bool cells(const Json &v, const std::string &what, std::vector<int> &ks, size_t at_least) {
        ks.clear();
        if (v.t != Json::ARR) return bad(v, what + ": want an array of cells");
        for (size_t i = 0; i < v.a.size(); i++) {
            int r, c;
            if (!cell(v.a[i], what, r, c)) return false;
            ks.push_back(r * N + c);
        }
        if (ks.size() < at_least) return bad(v, what + ": at least " + numtext((uint64_t)at_least) + " cells wanted");
        return true;
    }
    std::string names(const std::vector<int> &ks) const {
        std::string s;
        for (size_t i = 0; i < ks.size(); i++) s += "~" + fp_iss_cell(ks[i] / N, ks[i] % N);
        return s;
    }
    /* the list of entries of key k: an array of objects */
    bool entries(const Json &v, const std::string &k) {
        if (v.t != Json::ARR) return bad(v, k + ": want an array");
        for (size_t i = 0; i < v.a.size(); i++) if (v.a[i].t != Json::OBJ) return bad(v.a[i], k + ": want an array of objects");
        return true;
    }
    /* a field of an entry, required */
    const Json *field(const Json &e, const std::string &k, const std::string &f) {
        const Json *v = e.get(f);
        if (!v) bad(e, k + ": an entry without '" + f + "'");
        return v;
    }
    /* the lines of an entry: arrays of cells */
    bool lines(const Json &e, const std::string &k, std::vector<std::vector<int> > &ls, size_t at_least) {
        const Json *v = field(e, k, "lines");
        if (!v) return false;
        if (v->t != Json::ARR) return bad(*v, k + ": want 'lines', an array of arrays of cells");
        ls.assign(v->a.size(), std::vector<int>());
        for (size_t i = 0; i < v->a.size(); i++) if (!cells(v->a[i], k, ls[i], at_least)) return false;
        return true;
    }
    void allow(int k, uint32_t m) { sets[k].push_back(m); }
    /* an optional value of an entry: absent/empty/null -> false with ok */
    bool opt_value(const Json &e, const std::string &k, int &x, bool &has) {
        const Json *v = e.get("value");
        has = false;
        if (!v || v->t == Json::NUL || (v->t == Json::STR && v->s.empty())) return true;
        has = true;
        return number(*v, k + " value", x);
    }

    bool read_key(const std::string &k, const Json &v);
    bool read(const Json &root);
    std::string iss() const;
};

inline bool FpReader::read_key(const std::string &k, const Json &v) {
    std::vector<int> ks;
    std::vector<std::vector<int> > ls;
    /* the true/false rules */
    static const char *const FLAGS[][2] = {{"diagonal+", "Diagonal~1"}, {"diagonal-", "Diagonal~-1"}, {"antiknight", "AntiKnight"},
                                          {"antiking", "AntiKing"}, {"disjointgroups", "DisjointSets"}, {"nonconsecutive", ""}};
    for (size_t f = 0; f < sizeof FLAGS / sizeof FLAGS[0]; f++) {
        if (k != FLAGS[f][0]) continue;
        if (v.t != Json::BOOL) return bad(v, k + ": want true or false");
        if (!v.b) return true;
        if (k == "nonconsecutive") nonconsecutive = true;
        else items.push_back(FLAGS[f][1]);
        return true;
    }
    if (k == "negative") {
        if (v.t != Json::ARR) return bad(v, k + ": want an array of names");
        for (size_t i = 0; i < v.a.size(); i++) {
            const Json &x = v.a[i];
            if (x.t == Json::STR && x.s == "ratio") neg_ratio = true;
            else if (x.t == Json::STR && x.s == "xv") neg_xv = true;
            else if (x.t == Json::STR && x.s == "difference") neg_diff = true;   /* (Rangsk's: each difference present) */
            else if (x.t == Json::STR && x.s == "sum") neg_sum = true;           /* (Rangsk's: each sum present) */
            else return bad(x, "negative constraint '" + shown(x.t == Json::STR ? x.s : "?") + "' is not read (\"ratio\", \"xv\", \"difference\" and \"sum\" are)");
        }
        return true;
    }
    if (!entries(v, k)) return false;
    for (size_t i = 0; i < v.a.size(); i++) {
        const Json &e = v.a[i];
        int x = 0;
        bool has = false;
        if (k == "killercage" || k == "extraregion") {
            const Json *c = field(e, k, "cells");
            if (!c || !cells(*c, k, ks, 1)) return false;
            if (k == "extraregion") { items.push_back("AllDifferent" + names(ks)); continue; }
            /* a value that is no number ("?") or not above 0: no sum, as Rangsk's solvers read it */
            const Json *cv = e.get("value");
            if (cv && cv->t == Json::STR && !parse_int(cv->s, x)) has = false;
            else if (!opt_value(e, k, x, has)) return false;
            if (has && x <= 0) has = false;
            items.push_back("Cage~" + (has ? fp_num(x) : std::string()) + names(ks));
        } else if (k == "thermometer" || k == "slowthermometer" || k == "palindrome" || k == "betweenline" || k == "entropicline" || k == "whispers" ||
                   k == "regionsumline" || k == "modularline") {
            if (!lines(e, k, ls, k == "entropicline" || k == "regionsumline" ? 1 : 2)) return false;
            std::string t = k == "thermometer" ? "Thermo" : k == "slowthermometer" ? "SlowThermo" : k == "palindrome" ? "Palindrome" :
                            k == "betweenline" ? "Between" : k == "entropicline" ? "Entropic" : k == "regionsumline" ? "RegionSumLine" :
                            k == "modularline" ? "Modular~3" : "Whisper";
            if (k == "whispers") {   /* (no value: ceil(N / 2), 5 on 9x9, as Rangsk's solvers read it) */
                if (!opt_value(e, k, x, has)) return false;
                t += "~" + fp_num(has ? x : (N + 1) / 2);
            }
            if (k == "entropicline" && N != 9) {   /* other sizes: groups L, M, L (Rangsk's solvers) */
                int L = fp_entropic_low(N), M = N - 2 * L;
                if (L < 1 || M < 1) return bad(e, "entropicline: not on a " + fp_num(N) + "x" + fp_num(N) + " grid");
                t += "~" + fp_num(L) + "~" + fp_num(M);
            }
            for (size_t j = 0; j < ls.size(); j++) items.push_back(t + names(ls[j]));
        } else if (k == "renban") {   /* the cells of all its lines: one set (a cell where lines meet once) */
            if (!lines(e, k, ls, 1)) return false;
            ks = ls.empty() ? std::vector<int>() : ls[0];
            for (size_t j = 1; j < ls.size(); j++)
                for (size_t q = 0; q < ls[j].size(); q++) if (std::find(ks.begin(), ks.end(), ls[j][q]) == ks.end()) ks.push_back(ls[j][q]);
            if (!ks.empty()) items.push_back("Renban" + names(ks));
        } else if (k == "arrow") {
            const Json *c = field(e, k, "cells");
            std::vector<int> circle;
            if (!c || !cells(*c, k, circle, 1) || !lines(e, k, ls, 1)) return false;
            if (circle.size() > 3) return bad(e, "arrow: a circle of " + numtext(circle.size()) + " cells (1 to 3 are read)");
            std::sort(circle.begin(), circle.end());   /* a pill reads left to right, top to bottom */
            for (size_t j = 0; j < ls.size(); j++) {
                ks.clear();
                for (size_t q = 0; q < ls[j].size(); q++)
                    if (!std::binary_search(circle.begin(), circle.end(), ls[j][q])) ks.push_back(ls[j][q]);
                if (ks.empty()) return bad(e, "arrow: a line with no cell outside its circle");
                if (circle.size() == 1) items.push_back("Arrow" + names(circle) + names(ks));
                else items.push_back("PillArrow~" + numtext(circle.size()) + names(circle) + names(ks));
            }
        } else if (k == "littlekillersum") {
            const Json *c = field(e, k, "cell"), *d = field(e, k, "direction");
            int r0, c0, dr, dc;
            if (!c || !d || !cell(*c, k, r0, c0, true, true)) return false;   /* (a corner too) */
            if (d->t != Json::STR || d->s.size() != 2 || (d->s[0] != 'U' && d->s[0] != 'D') || (d->s[1] != 'L' && d->s[1] != 'R'))
                return bad(*d, k + ": want direction \"UL\", \"UR\", \"DL\" or \"DR\"");
            if (!opt_value(e, k, x, has)) return false;
            if (!has) continue;
            dr = d->s[0] == 'D' ? 1 : -1; dc = d->s[1] == 'R' ? 1 : -1;
            ks.clear();
            for (int r = r0 + dr, cc = c0 + dc; r >= 0 && r < N && cc >= 0 && cc < N; r += dr, cc += dc) ks.push_back(r * N + cc);
            if (ks.empty()) return bad(e, k + ": the diagonal from " + shown(c->s) + " going " + d->s + " has no cell");
            if (ks.size() == 1) {   /* one cell: it holds the sum */
                if (x < 1 || x > N) return bad(e, k + ": a one-cell diagonal with sum " + fp_num(x) + " (want 1.." + numtext((uint64_t)N) + ")");
                allow(ks[0], (uint32_t)1 << (x - 1));
                continue;
            }
            /* ISS names the diagonal by its end cell from which ISS walks it (fp_lk_step) */
            int a = ks.front(), b = ks.back(), start = -1, er, ec;
            if (fp_lk_step(N, a / N, a % N, er, ec) && er == dr && ec == dc) start = a;
            else if (fp_lk_step(N, b / N, b % N, er, ec) && er == -dr && ec == -dc) start = b;
            if (start < 0) return bad(e, k + ": no ISS name for this diagonal");
            items.push_back("LittleKiller~" + fp_num(x) + "~" + fp_iss_cell(start / N, start % N));
        } else if (k == "sandwichsum" || k == "xsum" || k == "skyscraper") {
            const Json *c = field(e, k, "cell");
            int r, cc;
            if (!c || !cell(*c, k, r, cc, true)) return false;
            if (r >= 0 && r < N && cc >= 0 && cc < N) return bad(*c, k + ": the clue cell " + shown(c->s) + " is inside the grid");
            if (!opt_value(e, k, x, has)) return false;
            if (!has) continue;
            std::string lname = r < 0 || r == N ? "C" + numtext((uint64_t)(cc + 1)) : "R" + numtext((uint64_t)(r + 1));   /* (ISS: decimal) */
            bool front = r < 0 || cc < 0;
            if (k == "sandwichsum") { items.push_back("Sandwich~" + fp_num(x) + "~" + lname); continue; }
            std::pair<std::string, std::string> &fb = (k == "xsum" ? xsum : sky)[lname];
            std::string &side = front ? fb.first : fb.second;
            if (!side.empty()) return bad(e, k + ": two clues on one side of " + lname);
            side = fp_num(x);
        } else if (k == "difference" || k == "ratio" || k == "xv" || k == "sum") {
            const Json *c = field(e, k, "cells");
            if (!c || !cells(*c, k, ks, 2)) return false;
            if (ks.size() != 2) return bad(*c, k + ": want two cells");
            std::string t;
            if (k == "xv") {
                const Json *val = field(e, k, "value");
                if (!val) return false;
                if (val->t == Json::STR && (val->s == "X" || val->s == "x")) t = "X";
                else if (val->t == Json::STR && (val->s == "V" || val->s == "v")) t = "V";
                else return bad(*val, "xv: want value \"X\" or \"V\"");
            } else if (k == "sum") {   /* (Rangsk's sum dots: the two cells add up to the value) */
                const Json *val = field(e, k, "value");
                if (!val || !number(*val, k + " value", x)) return false;
                if (x < 2) return bad(*val, "sum: value " + fp_num(x) + " (want 2 or more)");
                t = "SumDot~" + fp_num(x);
                sum_vals.insert(x);
            } else {
                if (!opt_value(e, k, x, has)) return false;
                int dflt = k == "difference" ? 1 : 2;
                if (!has) x = dflt;
                if (x < (k == "difference" ? 1 : 2)) return bad(e, k + ": value " + fp_num(x) + " (want " + (k == "difference" ? "1" : "2") + " or more)");
                t = x == dflt ? (k == "difference" ? "WhiteDot" : "BlackDot") : (k == "difference" ? "Difference~" : "Ratio~") + fp_num(x);
                (k == "difference" ? diff_vals : ratio_vals).insert(x);
                any_dots = true;
            }
            items.push_back(t + names(ks));
        } else if (k == "clone") {
            const Json *c = field(e, k, "cells"), *cl = field(e, k, "cloneCells");
            std::vector<int> other;
            if (!c || !cl || !cells(*c, k, ks, 1) || !cells(*cl, k, other, 1)) return false;
            if (ks.size() != other.size()) return bad(e, "clone: 'cells' and 'cloneCells' of different lengths");
            for (size_t q = 0; q < ks.size(); q++)
                if (ks[q] != other[q]) items.push_back("SameValues~2~" + fp_iss_cell(ks[q] / N, ks[q] % N) + "~" + fp_iss_cell(other[q] / N, other[q] % N));
        } else if (k == "quadruple") {
            const Json *c = field(e, k, "cells"), *vals = field(e, k, "values");
            if (!c || !vals || !cells(*c, k, ks, 4)) return false;
            std::sort(ks.begin(), ks.end());
            if (ks.size() != 4 || ks[0] % N == N - 1 || ks[1] != ks[0] + 1 || ks[2] != ks[0] + N || ks[3] != ks[0] + N + 1)
                return bad(*c, "quadruple: want the four cells of a 2x2 square");
            if (vals->t != Json::ARR || vals->a.size() > 4) return bad(*vals, "quadruple: want 'values', an array of at most 4 numbers");
            std::string t = "Quad~" + fp_iss_cell(ks[0] / N, ks[0] % N);
            for (size_t q = 0; q < vals->a.size(); q++) {
                if (!number(vals->a[q], "quadruple", x)) return false;
                if (x < 1 || x > N) return bad(vals->a[q], "quadruple: value " + fp_num(x) + " out of range");
                t += "~" + fp_num(x);
            }
            if (!vals->a.empty()) items.push_back(t);
        } else if (k == "odd" || k == "even" || k == "minimum" || k == "maximum") {
            const Json *c = field(e, k, "cell");
            int r, cc;
            if (!c || !cell(*c, k, r, cc)) return false;
            int q = r * N + cc;
            if (k == "odd" || k == "even") {
                uint32_t m = 0;
                for (int val = 1; val <= N; val++) if ((val % 2 == 1) == (k == "odd")) m |= (uint32_t)1 << (val - 1);
                allow(q, m);
                continue;
            }
            extreme[q] |= k == "maximum" ? 1 : 2;   /* (its pairs: once every key is read) */
        } else if (k == "doublearrow" || k == "zipperline" || k == "lockout" || k == "nabner") {
            /* Rangsk's keys (SudokuVariantSolverJS): lines; a double arrow of two cells and a
             * zipper of one are no rule there; a lockout's ends differ by at least N / 2 */
            if (!lines(e, k, ls, k == "lockout" ? 2 : 1)) return false;
            for (size_t j = 0; j < ls.size(); j++) {
                if (k == "doublearrow" && ls[j].size() < 3) continue;
                if (k == "zipperline" && ls[j].size() < 2) continue;
                items.push_back((k == "doublearrow" ? "DoubleArrow" : k == "zipperline" ? "Zipper" : k == "lockout" ? "Lockout~" + fp_num(N / 2) : "Nabner") + names(ls[j]));
            }
        } else if (k == "rowindexer" || k == "columnindexer" || k == "boxindexer") {
            const Json *c = field(e, k, "cells");
            if (!c || !cells(*c, k, ks, 1)) return false;
            items.push_back(std::string("Indexing~") + (k == "rowindexer" ? "R" : k == "columnindexer" ? "C" : "B") + names(ks));
        } else return bad(v, "constraint '" + shown(k) + "' is not read");
    }
    return true;
}

/* the keys that carry no rule: texts, cosmetics, solver settings, the setter's solution */
static inline bool fp_skipped_key(const std::string &k) {
    static const char *const SKIP[] = {"title", "author", "ruleset", "customRuleset", "solution", "line", "rectangle", "circle",
                                       "text", "cage", "disabledlogic", "truecandidatesoptions", "highlightConflicts",
                                       "activeConstraints"};
    for (size_t i = 0; i < sizeof SKIP / sizeof SKIP[0]; i++) if (k == SKIP[i]) return true;
    return false;
}

/* the rule keys read_key() reads */
static inline bool fp_rule_key(const std::string &k) {
    static const char *const KEYS[] = {"diagonal+", "diagonal-", "antiknight", "antiking", "disjointgroups", "nonconsecutive", "negative",
                                       "killercage", "extraregion", "thermometer", "slowthermometer", "palindrome", "betweenline",
                                       "entropicline", "whispers", "renban", "arrow", "littlekillersum", "sandwichsum", "xsum",
                                       "skyscraper", "difference", "ratio", "xv", "clone", "quadruple", "odd", "even", "minimum",
                                       "maximum", "rowindexer", "columnindexer", "boxindexer", "regionsumline", "modularline",
                                       "doublearrow", "zipperline", "lockout", "nabner", "sum"};
    for (size_t i = 0; i < sizeof KEYS / sizeof KEYS[0]; i++) if (k == KEYS[i]) return true;
    return false;
}

inline bool FpReader::read(const Json &root) {
    if (root.t != Json::OBJ) return bad(root, "an f-puzzles puzzle is a JSON object");
    const Json *size = root.get("size"), *grid = root.get("grid");
    if (!size) return bad(root, "f-puzzles puzzle without 'size'");
    if (!number(*size, "size", N)) return false;
    if (N < 1 || N > 16) return bad(*size, "size " + fp_num(N) + " is not read (1 to 16 are)");
    sets.assign(N * N, std::vector<uint32_t>());
    extreme.assign(N * N, 0);
    int bh, bw;
    fp_box_dims(N, bh, bw);
    std::vector<int> reg(N * N, -1), dflt(N * N, -1);
    /* f-puzzles' default regions: its boxes, or with no factor from 2 to the square root (5, 7, 11, 13)
     * 1 x N boxes, the rows (no rule of their own, but a cell without "region" is in its row's) */
    for (int k = 0; k < N * N; k++) dflt[k] = bh ? (k / N / bh) * (N / bw) + (k % N) / bw : k / N;
    reg = dflt;
    if (grid) {
        if (grid->t != Json::ARR || (int)grid->a.size() != N) return bad(*grid, "grid: want " + numtext((uint64_t)N) + " rows");
        for (int r = 0; r < N; r++) {
            const Json &row = grid->a[r];
            if (row.t != Json::ARR || (int)row.a.size() != N) return bad(row, "grid: want rows of " + numtext((uint64_t)N) + " cells");
            for (int c = 0; c < N; c++) {
                const Json &cl = row.a[c];
                int k = r * N + c, x;
                if (cl.t != Json::OBJ) return bad(cl, "grid: want a cell object");
                const Json *val = cl.get("value"), *given = cl.get("given"), *region = cl.get("region"), *pm = cl.get("givenPencilMarks");
                if (given && given->t != Json::BOOL) return bad(*given, "grid: 'given' wants true or false");
                if (val && given && given->b && val->t != Json::NUL) {
                    if (!number(*val, "grid value", x)) return false;
                    if (x < 1 || x > N) return bad(*val, "grid: value " + fp_num(x) + " out of range");
                    allow(k, (uint32_t)1 << (x - 1));
                }
                if (region) {
                    if (region->t == Json::NUL) reg[k] = -1;
                    else {
                        if (!number(*region, "grid region", x)) return false;
                        if (x < 0 || x >= 16) return bad(*region, "grid: region " + fp_num(x) + " (0 to 15 are read)");
                        reg[k] = x;
                    }
                }
                if (pm && pm->t != Json::NUL) {
                    if (pm->t != Json::ARR) return bad(*pm, "grid: 'givenPencilMarks' wants an array of values");
                    uint32_t m = 0;
                    for (size_t q = 0; q < pm->a.size(); q++) {
                        if (!number(pm->a[q], "givenPencilMarks", x)) return false;
                        if (x < 1 || x > N) return bad(pm->a[q], "grid: pencil mark " + fp_num(x) + " out of range");
                        m |= (uint32_t)1 << (x - 1);
                    }
                    if (m) allow(k, m);
                }
            }
        }
    }
    if (reg != dflt && (int)std::count(reg.begin(), reg.end(), -1) == N * N) {
        if (bh) items.insert(items.begin(), "NoBoxes");   /* no cell in a region */
    } else if (reg != dflt) {
        if ((int)std::count(reg.begin(), reg.end(), -1) == N)   /* (ISS would make them a region) */
            return bad(root, "grid: " + numtext((uint64_t)N) + " cells without a region are not read");
        std::string lay;
        for (int k = 0; k < N * N; k++) lay += reg[k] < 0 ? '0' : fp_digit(reg[k] + 1);   /* ('.' would end the item) */
        items.insert(items.begin(), "Jigsaw~" + lay);
        items.insert(items.begin(), "NoBoxes");
    }
    if (N != 9) items.insert(items.begin(), "Shape~" + numtext((uint64_t)N) + "x" + numtext((uint64_t)N));
    for (size_t i = 0; i < root.o.size(); i++) {
        const std::string &k = root.o[i].first;
        if (k == "size" || k == "grid" || fp_skipped_key(k)) continue;
        for (size_t j = 0; j < i; j++) if (root.o[j].first == k) return bad(root.o[i].second, "key '" + shown(k) + "' twice");
        if (!fp_rule_key(k)) return bad(root.o[i].second, "constraint '" + shown(k) + "' is not read");
        if (!read_key(k, root.o[i].second)) return false;
    }
    /* minimum and maximum cells: smaller (greater) than each orthogonal neighbour that is not a
     * minimum (maximum) cell too, as f-puzzles checks them (fortress sudoku: a run of shaded cells) */
    for (int q = 0; q < N * N; q++) {
        if (!extreme[q]) continue;
        static const int D[4][2] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        int r = q / N, cc = q % N;
        for (int d = 0; d < 4; d++) {
            int rr = r + D[d][0], c2 = cc + D[d][1];
            if (rr < 0 || rr >= N || c2 < 0 || c2 >= N) continue;
            int o = rr * N + c2;
            std::string me = fp_iss_cell(r, cc), nb = fp_iss_cell(rr, c2);
            if ((extreme[q] & 1) && !(extreme[o] & 1)) items.push_back("GreaterThan~" + me + "~" + nb);
            if ((extreme[q] & 2) && !(extreme[o] & 2) && !(extreme[o] & 1)) items.push_back("GreaterThan~" + nb + "~" + me);   /* (beside a maximum: written there) */
        }
    }
    for (int q = 0; q < 2; q++)
        for (std::map<std::string, std::pair<std::string, std::string> >::const_iterator it = (q ? sky : xsum).begin(); it != (q ? sky : xsum).end(); ++it)
            items.push_back((q ? "Skyscraper~" : "XSum~") + it->first + "~" + it->second.first + (it->second.second.empty() ? "" : "~" + it->second.second));
    /* the negative constraints on dots, as Rangsk's solver reads them: a pair with a dot (difference
     * or ratio, any value) is exempt from all of them, as in ISS's StrictKropki, a pair with an X,
     * V or sum dot from those of XV and sums; nonconsecutive: no difference 1; negative "ratio":
     * no ratio 2 nor any ratio of a dot; "difference": no difference of a dot; "sum": no sum of a
     * dot; "xv": no sum 10 or 5. ~white, ~black, ~dD, ~rR, ~sS: ours, one relation each */
    std::string xv;
    if (neg_sum) for (std::set<int>::const_iterator it = sum_vals.begin(); it != sum_vals.end(); ++it) if (!neg_xv || (*it != 5 && *it != 10)) xv += "~s" + fp_num(*it);
    if (neg_xv) items.push_back("StrictXV" + (xv.empty() ? std::string() : "~x~v" + xv));
    else if (!xv.empty()) items.push_back("StrictXV" + xv);
    bool white = nonconsecutive || (neg_diff && diff_vals.count(1)), black = neg_ratio;
    std::string kr;
    if (neg_diff) for (std::set<int>::const_iterator it = diff_vals.begin(); it != diff_vals.end(); ++it) if (*it != 1) kr += "~d" + fp_num(*it);
    if (neg_ratio) for (std::set<int>::const_iterator it = ratio_vals.begin(); it != ratio_vals.end(); ++it) if (*it != 2) kr += "~r" + fp_num(*it);
    if (white && black) items.push_back("StrictKropki" + (kr.empty() ? std::string() : "~white~black" + kr));
    else if (black) items.push_back("StrictKropki~black" + kr);
    else if (white && !any_dots && kr.empty()) items.push_back("AntiConsecutive");
    else if (white) items.push_back("StrictKropki~white" + kr);
    else if (!kr.empty()) items.push_back("StrictKropki" + kr);
    /* the givens: one allowed set per cell (a clash: two single values, which ISS intersects) */
    std::string g;
    for (int k = 0; k < N * N; k++) {
        if (sets[k].empty()) continue;
        uint32_t m = (((uint32_t)1 << N) - 1);
        for (size_t q = 0; q < sets[k].size(); q++) m &= sets[k][q];
        std::string name = fp_iss_cell(k / N, k % N);
        if (!m) { g += "~" + name + "_1~" + name + "_" + numtext((uint64_t)(N > 1 ? 2 : 1)); continue; }
        g += "~" + name;
        for (int val = 1; val <= N; val++) if (m >> (val - 1) & 1) g += "_" + numtext((uint64_t)val);
    }
    if (!g.empty()) items.push_back(g);
    return true;
}

inline std::string FpReader::iss() const {
    std::string s;
    for (size_t i = 0; i < items.size(); i++) s += "." + items[i];
    return s.empty() ? "." : s;
}

/* the f-puzzles puzzle of the JSON value v (text: its source, line0: the line of byte 0) as one
 * ISS string; 0, or the exit status after fail() */
static inline int fp_value_to_iss(const Json &v, const std::string &text, int line0, std::string &iss_out) {
    FpReader R(text, line0);
    if (!R.read(v)) return fail("f-puzzles: " + R.err, fp_line_of(text, R.err_at, line0));
    iss_out = R.iss();
    return 0;
}

/* one f-puzzles puzzle (the JSON text, at line `line`) as one ISS string */
static inline int fp_to_iss(const std::string &json_text, int line, std::string &iss_out) {
    Json v;
    size_t pos = 0;
    int st = fp_json_parse(json_text, pos, line, v);
    if (st) return st;
    JsonParser P(json_text, pos);
    P.blank();
    if (P.p < json_text.size()) return fail("f-puzzles JSON: text after the puzzle", fp_line_of(json_text, P.p, line));
    return fp_value_to_iss(v, json_text, line, iss_out);
}

/* ---------------- ISS -> f-puzzles ---------------- */

struct FpWriter {
    int N, line;
    std::string err;
    Json root;
    std::vector<Json> cellv;            /* per cell: its grid object */
    std::vector<std::string> order;     /* constraint keys in first-use order */
    std::map<std::string, Json> lists;  /* key -> array */
    std::vector<std::vector<uint32_t> > sets;
    int dots;                /* white and black dots written */
    bool anticonsec, strict_xv;
    int strict_kropki;       /* as IssReader's: 1 white (no consecutive pair), 2 black (no pair 1:2), 3 both */
    int bh, bw;
    FpWriter() : N(9), line(0), root(Json::OBJ), dots(0), anticonsec(false), strict_xv(false), strict_kropki(0), bh(3), bw(3) {}

    bool bad(const std::string &w) { if (err.empty()) err = w; return false; }
    std::vector<std::string> clues;   /* the outside clues written: type and place */
    void flag(const std::string &k) { if (!root.get(k)) root.add(k, Json::boolean(true)); }   /* (an item twice: once) */
    Json &entry(const std::string &k) {
        if (!lists.count(k)) { order.push_back(k); lists[k] = Json(Json::ARR); }
        return lists[k].push(Json(Json::OBJ));
    }
    bool cell(const std::string &t, int &k) {
        int st = iss_cell(t, N, N, k);
        if (st == 1) return bad("bad cell '" + shown(t) + "' (want RrCc)");
        if (st == 2) return bad("no cell '" + shown(t) + "' in a " + numtext((uint64_t)N) + "x" + numtext((uint64_t)N) + " grid");
        return true;
    }
    bool cells(const std::vector<std::string> &a, size_t from, std::vector<int> &ks, size_t at_least) {
        ks.clear();
        for (size_t i = from; i < a.size(); i++) { int k; if (!cell(a[i], k)) return false; ks.push_back(k); }
        if (ks.size() < at_least) return bad("at least " + numtext(at_least) + " cells wanted");
        return true;
    }
    Json name(int k) const { return Json::str(fp_fp_cell(k / N, k % N)); }
    Json list(const std::vector<int> &ks) const { Json a(Json::ARR); for (size_t i = 0; i < ks.size(); i++) a.push(name(ks[i])); return a; }
    Json one_line(const std::vector<int> &ks) const { Json a(Json::ARR); a.push(list(ks)); return a; }
    bool number(const std::string &t, int &v) { return parse_int(t, v) ? true : bad("bad number '" + shown(t) + "'"); }
    bool adjacent(int a, int b) const { int d = a > b ? a - b : b - a; return d == N || (d == 1 && a / N == b / N); }
    /* do cells a and b share a row, a column or (with boxes) a box? */
    bool sees(int a, int b, bool boxes) const {
        if (a / N == b / N || a % N == b % N) return true;
        return boxes && bh && (a / N / bh == b / N / bh) && (a % N / bw == b % N / bw);
    }
    bool item(const std::vector<std::string> &a, bool boxes);
    bool write(const std::string &text);
};

inline bool FpWriter::item(const std::vector<std::string> &a, bool boxes) {
    const std::string &t = a[0];
    std::vector<int> ks;
    int x = 0;
    if (t.empty()) {   /* givens */
        for (size_t j = 1; j < a.size(); j++) {
            std::vector<std::string> g = fp_split(a[j], '_');
            int k;
            if (!cell(g[0], k)) return false;
            if (g.size() < 2) return bad("given '" + shown(a[j]) + "' without a value");
            uint32_t m = 0;
            for (size_t q = 1; q < g.size(); q++) {
                if (!number(g[q], x)) return false;
                if (x < 1 || x > N) return bad("value " + fp_num(x) + " out of range in '" + shown(a[j]) + "'");
                m |= (uint32_t)1 << (x - 1);
            }
            sets[k].push_back(m);
        }
    } else if (t == "Diagonal") {
        if (a.size() != 2 || !number(a[1], x) || (x != 1 && x != -1)) return bad("want Diagonal~1 or Diagonal~-1");
        flag(x > 0 ? "diagonal+" : "diagonal-");
    } else if (t == "AntiKnight" || t == "AntiKing" || t == "DisjointSets") {
        flag(t == "AntiKnight" ? "antiknight" : t == "AntiKing" ? "antiking" : "disjointgroups");
    } else if (t == "AntiConsecutive") anticonsec = true;
    else if (t == "StrictKropki") {
        if (a.size() > 2 || (a.size() == 2 && a[1] != "white" && a[1] != "black"))
            return bad(a.size() > 1 && (a[1] == "white" || a[1] == "black" || a[1][0] == 'd' || a[1][0] == 'r') ? "StrictKropki of other differences or ratios is not expressible in f-puzzles" : "want StrictKropki or StrictKropki~white|black");
        strict_kropki |= a.size() == 1 ? 3 : a[1] == "white" ? 1 : 2;
    }
    else if (t == "StrictXV") {
        if (a.size() > 1) return bad("StrictXV of some sums is not expressible in f-puzzles");
        strict_xv = true;
    }
    else if (t == "Windoku") {
        if (!bh) return bad("a grid with boxes wanted");
        for (int c0 = 1; c0 + bw < N; c0 += bw + 1)
            for (int r0 = 1; r0 + bh < N; r0 += bh + 1) {
                ks.clear();
                for (int q = 0; q < N; q++) ks.push_back((r0 + q % bh) * N + c0 + q / bh);
                entry("extraregion").add("cells", list(ks));
            }
    } else if (t == "AllDifferent") {
        if (!cells(a, 1, ks, 1)) return false;
        entry("extraregion").add("cells", list(ks));
    } else if (t == "WhiteDot" || t == "BlackDot" || t == "X" || t == "V" || t == "GreaterThan" || t == "Difference" || t == "Ratio" || t == "SumDot") {
        size_t from = t == "Difference" || t == "Ratio" || t == "SumDot" ? 2 : 1;
        int d = 0;
        if (from == 2 && (a.size() < 2 || !number(a[1], d))) return false;
        if (!cells(a, from, ks, 2)) return false;
        for (size_t i = 0; i < ks.size(); i++) {
            bool has = false;
            for (size_t j = 0; j < ks.size(); j++) has = has || (i != j && adjacent(ks[i], ks[j]));
            if (!has) return bad("cell '" + shown(a[i + from]) + "' is next to none of the others");
        }
        for (size_t i = 0; i < ks.size(); i++)
            for (size_t j = i + 1; j < ks.size(); j++) {
                if (!adjacent(ks[i], ks[j])) continue;
                std::vector<int> p(2);
                p[0] = ks[i]; p[1] = ks[j];
                if (t == "GreaterThan") { std::swap(p[0], p[1]); entry("thermometer").add("lines", one_line(p)); continue; }   /* a > b: b, a on a thermo */
                Json &e = entry(t == "WhiteDot" || t == "Difference" ? "difference" : t == "BlackDot" || t == "Ratio" ? "ratio" : t == "SumDot" ? "sum" : "xv");
                e.add("cells", list(p));
                if (t == "X" || t == "V") e.add("value", Json::str(t));
                if (from == 2) e.add("value", Json::str(numtext((uint64_t)d)));
                if (t != "X" && t != "V" && t != "SumDot") dots++;
            }
    } else if (t == "Thermo" || t == "SlowThermo" || t == "Palindrome" || t == "Between" || t == "Entropic" || t == "Renban") {
        size_t from = 1;
        if (t == "Entropic" && a.size() > 2 && !a[1].empty() && a[1][0] >= '0' && a[1][0] <= '9') {   /* Entropic~L~M: f-puzzles' groups on N != 9 only */
            int L = fp_entropic_low(N);
            if (N == 9 || a[1] != fp_num(L) || a[2] != fp_num(N - 2 * L)) return bad("Entropic of these groups is not expressible in f-puzzles");
            from = 3;
        }
        if (!cells(a, from, ks, t == "Renban" || t == "Entropic" ? 1 : 2)) return false;
        entry(t == "Thermo" ? "thermometer" : t == "SlowThermo" ? "slowthermometer" : t == "Palindrome" ? "palindrome" :
              t == "Between" ? "betweenline" : t == "Entropic" ? "entropicline" : "renban").add("lines", one_line(ks));
    } else if (t == "Whisper") {
        int d = 5;
        size_t from = 1;
        if (a.size() > 1 && parse_int(a[1], d)) from = 2; else d = 5;
        if (!cells(a, from, ks, 2)) return false;
        Json &e = entry("whispers");
        e.add("lines", one_line(ks));
        if (d != (N + 1) / 2) e.add("value", Json::str(fp_num(d)));   /* (read back: none is ceil(N / 2)) */
    } else if (t == "Cage" || t == "Sum") {
        if (a.size() < 2) return bad("want " + t + "~SUM~CELL...");
        std::vector<std::string> w = fp_split(a[1], '_');
        bool any = !w[0].empty();
        if (any && !number(w[0], x)) return false;
        if (!cells(a, 2, ks, 1)) return false;
        if (w.size() > 1) {
            bool plain = w.size() == ks.size() + 2 && w[1] == "=";
            for (size_t q = 2; plain && q < w.size(); q++) plain = w[q] == "1";
            if (!plain) return bad("a sum with weights is not expressible in f-puzzles");
        }
        if (t == "Sum")   /* values may repeat: a killer cage only where they cannot */
            for (size_t i = 0; i < ks.size(); i++)
                for (size_t j = i + 1; j < ks.size(); j++)
                    if (!sees(ks[i], ks[j], boxes)) return bad("a sum whose cells may repeat a value is not expressible in f-puzzles");
        Json &e = entry("killercage");
        e.add("cells", list(ks));
        if (any && x != 0) e.add("value", Json::str(fp_num(x)));
    } else if (t == "Arrow" || t == "PillArrow") {
        size_t from = 1;
        int P = 1;
        if (t == "PillArrow") {
            if (a.size() < 2 || !number(a[1], P) || P < 2 || P > 3) return bad("want PillArrow~2 or ~3, then the pill's cells and the arrow's");
            from = 2;
        }
        if (!cells(a, from, ks, (size_t)P + 1)) return false;
        std::vector<int> once(ks);
        std::sort(once.begin(), once.end());
        if (std::unique(once.begin(), once.end()) != once.end()) return bad("an arrow with a cell twice is not expressible in f-puzzles");
        std::vector<int> pill(ks.begin(), ks.begin() + P), arrow(ks.begin() + P, ks.end());
        std::sort(pill.begin(), pill.end());   /* (read in reading order: ISS sorts them too) */
        int first = pill[0], best = 1 << 30;   /* the line leaves the pill cell next to its first cell */
        for (int q = 0; q < P; q++) {
            int d = std::abs(pill[q] / N - arrow[0] / N) + std::abs(pill[q] % N - arrow[0] % N);
            if (d < best) { best = d; first = pill[q]; }
        }
        std::vector<int> ln(1, first);
        ln.insert(ln.end(), arrow.begin(), arrow.end());
        Json &e = entry("arrow");
        e.add("cells", list(pill));
        e.add("lines", one_line(ln));
    } else if (t == "LittleKiller") {
        int k, dr, dc;
        if (a.size() != 3 || !number(a[1], x) || !cell(a[2], k)) return err.empty() ? bad("want LittleKiller~SUM~CELL") : false;
        int r = k / N, c = k % N;
        if (!fp_lk_step(N, r, c, dr, dc)) return bad("no little-killer diagonal starts at " + shown(a[2]));
        std::vector<int> d;
        for (int rr = r, cc = c; rr >= 0 && rr < N && cc >= 0 && cc < N; rr += dr, cc += dc) d.push_back(rr * N + cc);
        Json &e = entry("littlekillersum");
        e.add("cell", Json::str(fp_fp_cell(r - dr, c - dc)));
        e.add("cells", list(d));
        e.add("direction", Json::str(std::string(dr > 0 ? "D" : "U") + (dc > 0 ? "R" : "L")));
        e.add("value", Json::str(fp_num(x)));
    } else if (t == "Sandwich" || t == "XSum" || t == "Skyscraper") {
        bool sw = t == "Sandwich";
        if (a.size() < (sw ? 3u : 3u) || a.size() > (sw ? 3u : 4u)) return bad(sw ? "want Sandwich~SUM~R3 (or ~C3)" : "want " + t + "~R3~FRONT~BACK (or ~C3)");
        const std::string &ln = sw ? a[2] : a[1];
        int idx = 0;
        if (ln.size() < 2 || (ln[0] != 'R' && ln[0] != 'C') || !parse_int(ln.substr(1), idx)) return bad("bad row or column '" + shown(ln) + "' (want Rn or Cn, n decimal)");
        if (idx < 1 || idx > N) return bad("no row or column '" + shown(ln) + "'");
        bool row = ln[0] == 'R' || ln[0] == 'r';
        for (int side = 0; side < (sw ? 1 : 2); side++) {
            const std::string &v = sw ? a[1] : side + 2 < (int)a.size() ? a[side + 2] : std::string();
            if (v.empty()) continue;
            if (!number(v, x)) return false;
            int pos = side ? N : -1;
            std::string at = row ? fp_fp_cell(idx - 1, pos) : fp_fp_cell(pos, idx - 1), key = t + " " + at;
            if (std::find(clues.begin(), clues.end(), key) != clues.end())   /* (f-puzzles: one clue a place) */
                return bad("two " + t + " clues on one side of " + shown(ln) + " are not expressible in f-puzzles");
            clues.push_back(key);
            Json &e = entry(sw ? "sandwichsum" : t == "XSum" ? "xsum" : "skyscraper");
            e.add("cell", Json::str(at));
            e.add("value", Json::str(fp_num(x)));
        }
    } else if (t == "Quad") {
        int k;
        if (a.size() < 3 || a.size() > 6 || !cell(a[1], k)) return err.empty() ? bad("want Quad~CELL~V~V...") : false;
        if (k / N == N - 1 || k % N == N - 1) return bad("no 2x2 square at " + shown(a[1]));
        ks.clear();
        ks.push_back(k); ks.push_back(k + 1); ks.push_back(k + N); ks.push_back(k + N + 1);
        Json vals(Json::ARR);
        for (size_t q = 2; q < a.size(); q++) { if (!number(a[q], x)) return false; vals.push(Json::num(x)); }
        Json &e = entry("quadruple");
        e.add("cells", list(ks));
        e.add("values", vals);
    } else if (t == "SameValues") {
        int K;
        if (a.size() < 2 || !number(a[1], K) || K < 1) return bad("want SameValues~K~CELLS");
        if (!cells(a, 2, ks, 1)) return false;
        if ((int)ks.size() != K) return bad("SameValues of sets of more than one cell is not expressible in f-puzzles (clones are cell by cell)");
        for (size_t q = 1; q < ks.size(); q++) {
            Json &e = entry("clone");
            e.add("cells", list(std::vector<int>(1, ks[0])));
            e.add("cloneCells", list(std::vector<int>(1, ks[q])));
        }
    } else if (t == "Indexing") {
        if (a.size() < 3 || (a[1] != "R" && a[1] != "C" && a[1] != "B")) return bad("want Indexing~R|C|B~CELLS");
        if (!cells(a, 2, ks, 1)) return false;
        entry(a[1] == "R" ? "rowindexer" : a[1] == "C" ? "columnindexer" : "boxindexer").add("cells", list(ks));
    } else if (t == "RegionSumLine") {
        if (!cells(a, 1, ks, 1)) return false;
        entry("regionsumline").add("lines", one_line(ks));
    } else if ((t == "Modular" && a.size() > 1 && a[1] == "3") || (t == "Lockout" && a.size() > 1 && a[1] == numtext((uint64_t)(N / 2)))) {
        if (!cells(a, 2, ks, 2)) return false;   /* Rangsk's keys: the modulus 3, the difference N / 2 */
        entry(t == "Modular" ? "modularline" : "lockout").add("lines", one_line(ks));
    } else if (t == "Zipper" || t == "DoubleArrow" || t == "Nabner") {
        if (!cells(a, 1, ks, t == "Zipper" ? 2 : t == "DoubleArrow" ? 3 : 1)) return false;   /* Rangsk's keys */
        entry(t == "Zipper" ? "zipperline" : t == "DoubleArrow" ? "doublearrow" : "nabner").add("lines", one_line(ks));
    } else if (t == "Modular" || t == "Lockout") {
        return bad(std::string("not expressible in f-puzzles but for a ") + (t == "Modular" ? "modulus of 3" : "difference of N / 2 (" + numtext((uint64_t)(N / 2)) + ")"));
    } else if (t == "Raw" || t == "SumLine" || t == "ValueIndexing") {
        return bad("not expressible in f-puzzles (it has no such constraint)");
    } else return bad("unknown constraint type '" + shown(t) + "'");
    return true;
}

inline bool FpWriter::write(const std::string &text) {
    std::string s;
    for (size_t i = 0; i < text.size(); i++) if (text[i] != ' ' && text[i] != '\t' && text[i] != '\r') s += text[i];
    if (s.empty() || s[0] != '.') return bad("an ISS constraint string starts with '.'");
    std::vector<std::string> items = fp_split(s.substr(1), '.');
    bool noboxes = false;
    std::string jigsaw;
    for (size_t i = 0; i < items.size(); i++) {
        std::vector<std::string> a = fp_split(items[i], '~');
        if (a[0] == "NoBoxes") noboxes = true;
        if (a[0] == "Jigsaw") {
            if (a.size() < 2 || a.size() > 3) return bad("want Jigsaw~LAYOUT");
            jigsaw = a.back();
        }
        if (a[0] != "Shape") continue;
        int R, C;
        size_t x = a.size() > 1 ? a[1].find('x') : std::string::npos;
        if (a.size() < 2 || a.size() > 4 || x == std::string::npos || !parse_int(a[1].substr(0, x), R) || !parse_int(a[1].substr(x + 1), C))
            return bad("Shape: want Shape~RxC");
        if (R != C) return bad("Shape: a " + shown(a[1]) + " grid is not expressible in f-puzzles (square grids only)");
        if (R < 1 || R > 16) return bad("Shape: bad dimensions '" + shown(a[1]) + "'");
        N = R;
        if (a.size() > 2 && !a[2].empty() && a[2] != numtext((uint64_t)N) && a[2] != "1-" + numtext((uint64_t)N))
            return bad("Shape: values " + shown(a[2]) + " are not expressible in f-puzzles (1 to the size only)");
        if (a.size() > 3 && a[3] != "Sudoku") return bad("Shape: a " + shown(a[3]) + " grid is not expressible in f-puzzles");
    }
    fp_box_dims(N, bh, bw);
    sets.assign(N * N, std::vector<uint32_t>());
    bool boxes = !noboxes && bh;
    std::vector<int> reg(N * N, -1);
    bool regions = noboxes || !jigsaw.empty();
    if (!jigsaw.empty()) {
        if ((int)jigsaw.size() != N * N) return bad("Jigsaw: want a layout of " + numtext((uint64_t)(N * N)) + " characters");
        std::map<char, std::vector<int> > by;
        std::vector<char> first;
        for (int k = 0; k < N * N; k++) { if (!by.count(jigsaw[k])) first.push_back(jigsaw[k]); by[jigsaw[k]].push_back(k); }
        int id = 0, other = 0;
        for (size_t q = 0; q < first.size(); q++) {
            const std::vector<int> &g = by[first[q]];
            if ((int)g.size() != N) {   /* (ISS: one region of another size is allowed, without a rule) */
                if (other++) return bad("Jigsaw: regions of other sizes than " + numtext((uint64_t)N));
                continue;
            }
            for (size_t j = 0; j < g.size(); j++) reg[g[j]] = id;
            id++;
        }
    }
    if (regions && !noboxes && bh)   /* boxes besides the jigsaw regions: extra regions */
        for (int b = 0; b < N; b++) {
            std::vector<int> ks;
            for (int q = 0; q < N; q++) ks.push_back((b / (N / bw) * bh + q / bw) * N + b % (N / bw) * bw + q % bw);
            entry("extraregion").add("cells", list(ks));
        }
    for (size_t i = 0; i < items.size(); i++) {
        std::vector<std::string> a = fp_split(items[i], '~');
        if (a[0] == "Shape" || a[0] == "NoBoxes" || a[0] == "Jigsaw") continue;
        if (!item(a, boxes)) { if (!a[0].empty() && err.find("unknown") != 0) err = shown(a[0]) + ": " + err; return false; }
    }
    /* read back: nonconsecutive without dots is AntiConsecutive, with dots StrictKropki~white (the
     * dotted pairs exempt), with negative ratio StrictKropki (~black without nonconsecutive) */
    if (anticonsec && dots) return bad("AntiConsecutive with white or black dots is not expressible in f-puzzles");
    if (anticonsec || (strict_kropki & 1)) root.add("nonconsecutive", Json::boolean(true));
    if ((strict_kropki & 2) || strict_xv) {
        Json neg(Json::ARR);
        if (strict_kropki & 2) neg.push(Json::str("ratio"));
        if (strict_xv) neg.push(Json::str("xv"));
        root.add("negative", neg);
    }
    Json out(Json::OBJ);
    out.add("size", Json::num(N));
    Json grid(Json::ARR);
    for (int r = 0; r < N; r++) {
        Json row(Json::ARR);
        for (int c = 0; c < N; c++) {
            int k = r * N + c;
            Json cl(Json::OBJ);
            if (!sets[k].empty()) {
                uint32_t m = ((uint32_t)1 << N) - 1;
                for (size_t q = 0; q < sets[k].size(); q++) m &= sets[k][q];
                uint32_t shown_m = m;
                if (!m) { m = 1; shown_m = 2; }   /* clashing givens: 1 given, pencil mark 2 (as the reader writes a clash) */
                if (!(m & (m - 1))) {
                    int v = 1;
                    while (!(m >> (v - 1) & 1)) v++;
                    cl.add("value", Json::num(v));
                    cl.add("given", Json::boolean(true));
                    if (shown_m != m) {
                        Json pm(Json::ARR);
                        for (int q = 1; q <= N; q++) if (shown_m >> (q - 1) & 1) pm.push(Json::num(q));
                        cl.add("givenPencilMarks", pm);
                    }
                } else {
                    Json pm(Json::ARR);
                    for (int q = 1; q <= N; q++) if (m >> (q - 1) & 1) pm.push(Json::num(q));
                    cl.add("givenPencilMarks", pm);
                }
            }
            if (regions) cl.add("region", reg[k] < 0 ? Json() : Json::num(reg[k]));
            row.push(cl);
        }
        grid.push(row);
    }
    out.add("grid", grid);
    for (size_t i = 0; i < root.o.size(); i++) out.o.push_back(root.o[i]);
    for (size_t i = 0; i < order.size(); i++) {   /* each list's entries in the order of their text:
                                                   * one JSON per puzzle, however the ISS items came */
        Json &l = lists[order[i]];
        std::vector<std::pair<std::string, size_t> > key(l.a.size());
        for (size_t j = 0; j < l.a.size(); j++) { fp_json_write(l.a[j], key[j].first); key[j].second = j; }
        std::sort(key.begin(), key.end());
        Json sorted(Json::ARR);
        for (size_t j = 0; j < key.size(); j++) sorted.push(l.a[key[j].second]);
        out.add(order[i], sorted);
    }
    root = out;
    return true;
}

/* an ISS string (at line `line`) as f-puzzles JSON on one line; 0, or the exit status after fail() */
static inline int iss_to_fp(const std::string &iss, int line, std::string &json_out) {
    {   /* a string the solver would refuse is refused here too, with the same error line */
        IssPuzzle P;
        int st = iss_read(iss, line, P);
        if (st) return st;
    }
    FpWriter W;
    W.line = line;
    if (!W.write(iss)) return fail("to f-puzzles: " + W.err, line);
    json_out.clear();
    fp_json_write(W.root, json_out);
    return 0;
}

/* ---------------- the input of a tool ---------------- */

/* is text (from its first character that is not blank, f) f-puzzles input? */
static inline bool fp_is_input(const std::string &text, size_t f) {
    if (f == std::string::npos) return false;
    if (text[f] == '{' || text.compare(f, 4, "N4Ig") == 0) return true;
    size_t e = text.find('\n', f);
    return fp_url_data(text.substr(f, e == std::string::npos ? std::string::npos : e - f)) != std::string::npos;
}

/* the puzzles of f-puzzles input as ISS strings, each with the line where it starts: JSON
 * objects one after the other (`{`), or one lz-string text or URL per line; 0, or the exit
 * status after fail() */
static inline int fp_read_all(const std::string &text, std::vector<std::pair<int, std::string> > &out) {
    out.clear();
    size_t f = text.find_first_not_of(" \t\r\n");
    if (f != std::string::npos && text[f] == '{') {
        size_t p = 0;
        for (;;) {
            JsonParser P(text, p);
            P.blank();
            if (P.p >= text.size()) return 0;
            if (text[P.p] != '{') return fail("f-puzzles JSON: want '{' (one object per puzzle)", fp_line_of(text, P.p, 1));
            Json v;
            size_t at = P.p;
            int st = fp_json_parse(text, p, 1, v), line = fp_line_of(text, at, 1);
            std::string iss;
            if (st || (st = fp_value_to_iss(v, text, 1, iss))) return st;
            out.push_back(std::make_pair(line, iss));
        }
    }
    Input in(text);
    std::string l;
    while (in.line(l)) {
        std::string b64, err, json, iss;
        if (!fp_lz_text(l, b64, err) || !lz_decompress_base64(b64, json, err)) return fail("f-puzzles: " + err, in.lineno());
        Json v;
        JsonParser P(json, 0);
        if (!P.value(v, 0)) return fail("f-puzzles JSON (decompressed): " + P.err + " (byte " + numtext(P.err_at + 1) + ")", in.lineno());
        P.blank();
        if (P.p < json.size()) return fail("f-puzzles JSON (decompressed): text after the puzzle", in.lineno());
        FpReader R(json, in.lineno());
        if (!R.read(v)) return fail("f-puzzles: " + R.err, in.lineno());
        out.push_back(std::make_pair(in.lineno(), R.iss()));
    }
    return 0;
}
#endif
