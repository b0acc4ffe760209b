/* xc's readers: the format guessed from the input, and one call that reads the model. */
#ifndef XC_READ_H
#define XC_READ_H
#include <string>
#include "src/xc/read_dlx.h"
#include "src/xc/read_miniexact.h"

/* The first line of the input that is neither blank nor a `|` comment, from byte p on; lines whose
 * first non-blank character is c are skipped too when skip_c (comments of miniexact-p). Its
 * tokens (blank-separated) go to tok; false if there is none. */
static bool first_line(const Input &in, bool skip_c, vector<string> &tok) {
    size_t pos = in.pos;
    bool comment;
    while (Input::line_at(in.buf, pos, tok, comment))
        if (!comment && !tok.empty() && !(skip_c && tok[0][0] == 'c')) return true;
    return false;
}

/* The format of an input with no --format: miniexact-knuth if the first line that is neither
 * blank nor a `|` comment starts with `<`; miniexact-p if the first such line that does not start
 * with c either starts with the tokens `p xc` or `p xcc`; otherwise dlx. (read_model falls back
 * to dlx when the guessed miniexact form does not read.) */
static string guess_format(const Input &in) {
    vector<string> tok;
    if (first_line(in, false, tok) && tok[0][0] == '<') return "miniexact-knuth";
    if (first_line(in, true, tok) && tok.size() >= 2 && tok[0] == "p" && (tok[1] == "xc" || tok[1] == "xcc"))
        return "miniexact-p";
    return "dlx";
}

static bool read_as(const string &format, Input &in, Model &m, const Limits &lim, Error &err) {
    if (format == "matrix") return read_matrix(in, m, lim, err);
    if (format == "miniexact-p") return read_miniexact_p(in, m, lim, err);
    if (format == "miniexact-knuth") return read_miniexact_knuth(in, m, lim, err);
    return read_dlx(in, m, lim, err);
}

/* Read the model in `format` (dlx, matrix, miniexact, miniexact-p, miniexact-knuth; empty:
 * guessed), which becomes the format read. `miniexact` is either miniexact form, chosen as
 * miniexact does: by whether the first token is `p` or `<`. A guessed miniexact form that does
 * not read while the input reads as .dlx is read as .dlx: guessing never refuses a valid .dlx
 * file (one that reads both ways is read as miniexact's: --format dlx forces .dlx). */
static inline bool read_model(string &format, Input &in, Model &m, const Limits &lim, Error &err) {  /* in.buf -> m.tsrc */
    bool guessed = format.empty();
    if (guessed) format = guess_format(in);
    if (format == "miniexact") {
        vector<string> tok;
        format = first_line(in, true, tok) && tok[0] == "p" ? "miniexact-p" : "miniexact-knuth";
    }
    size_t pos = in.pos;
    m.tbase = in.buf;
    m.cap_items = lim.max_items; m.cap_nodes = lim.max_nodes;
    if (read_as(format, in, m, lim, err)) { m.format = format; m.end_direct(); m.keep_source(in.buf); return true; }
    if (!guessed || format == "dlx") return false;
    Input again;
    again.buf.swap(in.buf);
    again.pos = pos;
    Model m2;
    Error err2;
    m2.tbase = again.buf;
    m2.direct = m.direct; m2.cap_items = m.cap_items; m2.cap_nodes = m.cap_nodes;
    bool ok = read_dlx(again, m2, lim, err2);
    in.buf.swap(again.buf);
    if (!ok) return false;
    m = m2; err = err2; format = "dlx";
    m.format = format;
    m.end_direct();
    m.keep_source(in.buf);
    return true;
}

/* After a read straight into an engine (Model::direct): the options into ostart/oitem/ocolor too,
 * read again from the input the model keeps (the search that ran on that engine changed it). */
static inline void read_entries(Model &m) {
    if (m.entries_kept) return;
    Input in;
    in.buf.swap(m.tsrc);
    in.skip_bom();
    Model again;
    again.tbase = in.buf;
    Limits lim = { m.cap_items, m.cap_nodes };
    Error err;
    bool ok = read_as(m.format, in, again, lim, err);
    in.buf.swap(m.tsrc);
    if (!ok || again.options() != m.options()) {
        fprintf(stderr, "xc: internal error: the input reads differently the second time\n");
        abort();
    }
    m.ostart.swap(again.ostart); m.oitem.swap(again.oitem); m.ocolor.swap(again.ocolor);
    m.entries_kept = true;
}
#endif
