/* xc's readers: the format guessed from the input, and one call that reads the model. */
#ifndef XC_READ_H
#define XC_READ_H
#include <string>
#include "src/xc/read_dlx.h"
#include "src/xc/read_dimacs.h"

/* --format guessed: dimacs if the first line that is neither blank, nor a `|` comment, nor a
 * line whose first token is `c` starts with the tokens `p xc` or `p xcc`; otherwise dlx. */
static string guess_format(const Input &in) {
    size_t p = in.pos;
    const string &b = in.buf;
    while (p < b.size()) {
        size_t e = b.find('\n', p);
        if (e == string::npos) e = b.size();
        size_t q = p;
        while (q < e && (b[q] == ' ' || b[q] == '\t' || b[q] == '\r' || b[q] == '\v' || b[q] == '\f')) q++;
        string l = b.substr(q, e - q);
        for (size_t k = 0; k < l.size(); k++) if (l[k] == '\t' || l[k] == '\r' || l[k] == '\v' || l[k] == '\f') l[k] = ' ';
        l += ' ';
        if (q < e && b[q] != '|' && l.compare(0, 2, "c ") != 0) {
            size_t r = 1;
            while (r < l.size() && l[r] == ' ') r++;
            bool isp = l.compare(0, 2, "p ") == 0 && (l.compare(r, 3, "xc ") == 0 || l.compare(r, 4, "xcc ") == 0);
            return isp ? "dimacs" : "dlx";
        }
        p = e + 1;
    }
    return "dlx";
}

/* read the model in format F (dlx, matrix, dimacs) */
static inline bool read_model(const string &format, Input &in, Model &m, const Limits &lim, Error &err) {
    return format == "matrix" ? read_matrix(in, m, lim, err) : format == "dimacs" ? read_dimacs(in, m, lim, err) : read_dlx(in, m, lim, err);
}
#endif
