/* Shared checks of the libFuzzer targets in src/fuzz/ (not part of any submitted file).
 * Every target calls its task's run_task(data, size, out, err) and then checks the contract
 * of the program: exit status 0 with no message, or 2 with exactly one message line
 * `<task>: <what> at line N` (printable ASCII, 1 <= N <= lines of the input + 1). A broken
 * contract aborts, and libFuzzer saves the input as a crash. */
#ifndef DLX_FUZZ_CHECK_H
#define DLX_FUZZ_CHECK_H
#include <stdint.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

inline void fuzz_fail(const char *why, const std::string &detail) {
    fprintf(stderr, "fuzz check failed: %s\n  [%s]\n", why, detail.c_str());
    abort();
}

inline void fuzz_check_status(const char *task, const uint8_t *data, size_t size, int st,
                              const std::string &out, const std::string &err) {
    (void)out;
    if (st == 0) {
        if (!err.empty()) fuzz_fail("status 0 with a message", err);
        return;
    }
    if (st != 2) fuzz_fail("status other than 0 or 2", err);
    std::string head = std::string(task) + ": ";
    if (err.compare(0, head.size(), head) != 0) fuzz_fail("message does not start with the task name", err);
    if (err.size() < 2 || err[err.size() - 1] != '\n') fuzz_fail("message does not end in a newline", err);
    for (size_t i = 0; i + 1 < err.size(); i++)
        if ((unsigned char)err[i] < 32 || (unsigned char)err[i] > 126)
            fuzz_fail("message with a non-printable byte", err);
    size_t at = err.rfind(" at line ");
    if (at == std::string::npos) fuzz_fail("message without ' at line N'", err);
    long n = 0;
    size_t i = at + 9;
    if (i >= err.size() - 1) fuzz_fail("message without a line number", err);
    for (; i + 1 < err.size(); i++) {
        if (err[i] < '0' || err[i] > '9') fuzz_fail("line number not a number", err);
        n = n * 10 + (err[i] - '0');
        if (n > 100000000L) fuzz_fail("line number too large", err);
    }
    long lines = 1;
    for (size_t k = 0; k < size; k++) if (data[k] == '\n') lines++;
    if (n < 1 || n > lines + 1) fuzz_fail("line number outside the input", err);
}

/* every block of `n` consecutive lines of n letters 'A'.. in `out` (n = 16) or digits '1'.. (n = 9,
 * with `sep` after each digit if sep != 0) must be a valid sudoku grid */
inline bool fuzz_group_ok(const int *v, int n) {
    int seen = 0;
    for (int k = 0; k < n; k++) {
        if (v[k] < 0 || v[k] >= n || (seen >> v[k]) & 1) return false;
        seen |= 1 << v[k];
    }
    return true;
}
inline void fuzz_check_grid(const int *g, int n, int box, const std::string &out) {
    for (int a = 0; a < n; a++) {
        int r[16], c[16], b[16];
        for (int k = 0; k < n; k++) {
            r[k] = g[a * n + k];
            c[k] = g[k * n + a];
            b[k] = g[((a / box) * box + k / box) * n + (a % box) * box + k % box];
        }
        if (!fuzz_group_ok(r, n) || !fuzz_group_ok(c, n) || !fuzz_group_ok(b, n))
            fuzz_fail("printed grid is not a valid sudoku", out.substr(0, 400));
    }
}
#endif
