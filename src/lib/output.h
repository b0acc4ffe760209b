/* What every tool shares for its output and its error lines (a module: tools include it).
 *   numtext(v)        a whole number as text
 *   out, flush_out()  stdout, buffered in `out`; a fuzz target sets out_sink/err_sink to capture
 *                     both instead of writing them
 *   fail(what, line)  one error line "<tool>: <what> at line N" (no " at line" when line <= 0, a
 *                     command-line error), after flushing what was printed; returns 2, the exit
 *                     status for bad input
 * The tool names itself before including this: #define TOOL_NAME "matching". */
#ifndef DLX_LIB_OUTPUT_H
#define DLX_LIB_OUTPUT_H
#include <cstdio>
#include <stdint.h>
#include <string>

#ifndef TOOL_NAME
#error "define TOOL_NAME (the tool's name for its error lines) before including src/lib/output.h"
#endif
static const char *const tool_name = TOOL_NAME;

static inline std::string numtext(uint64_t v) {
    char b[32];
    int k = 0;
    do { b[k++] = (char)('0' + (int)(v % 10)); v /= 10; } while (v);
    std::string s;
    while (k > 0) s += b[--k];
    return s;
}

static std::string out;
static std::string *out_sink = 0, *err_sink = 0;
static inline void flush_out() {
    if (out_sink) out_sink->append(out);
    else { fwrite(out.data(), 1, out.size(), stdout); fflush(stdout); }
    out.clear();
}
static inline int fail(const std::string &what, int line) {
    flush_out();
    std::string m = std::string(tool_name) + ": " + what;
    if (line > 0) m += " at line " + numtext((uint64_t)line);
    m += "\n";
    if (err_sink) err_sink->append(m); else fputs(m.c_str(), stderr);
    return 2;
}
#endif
