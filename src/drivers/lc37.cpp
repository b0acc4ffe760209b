/* Driver for LeetCode 37 (problems/lc37.cpp holds only class Solution, as submitted).
 * Like LeetCode: standard headers and `using namespace std;`, then the solution file
 * (compiled from the repository root with -I.).
 *
 * Input: one or more boards until end of file, blank lines between them, each either
 *   - 9 lines of 9 characters '1'..'9' or '.', or
 *   - LeetCode's test-case text [["5","3",".",...],[...],...] (9 rows of 9 one-character strings;
 *     blanks and line breaks allowed between the tokens).
 * Output: each board after Solution().solveSudoku(board), in the format it was read in (the text
 *   format on one line, without blanks, as LeetCode shows it), one blank line between boards.
 * Bad input: `lc37: <what> at line N` on stderr, exit 2, earlier boards already printed.
 */
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <set>
#include <string>
#include <vector>
using namespace std;

#include "problems/lc37.cpp"

namespace lc37_driver {

struct Input {
    string buf;
    size_t pos;
    int line;
    Input(const char *data, size_t n) : buf(data, n), pos(0), line(1) {
        if (buf.size() >= 3 && (unsigned char)buf[0] == 0xEF && (unsigned char)buf[1] == 0xBB &&
            (unsigned char)buf[2] == 0xBF) pos = 3;
    }
    bool eof() const { return pos >= buf.size(); }
    void skip_ws() {
        while (pos < buf.size() && (buf[pos] == ' ' || buf[pos] == '\t' || buf[pos] == '\r' || buf[pos] == '\n')) {
            if (buf[pos] == '\n') line++;
            pos++;
        }
    }
    /* the rest of the current line, trimmed; moves to the next line */
    string get_line() {
        size_t e = buf.find('\n', pos);
        if (e == string::npos) e = buf.size();
        size_t a = pos, b = e;
        while (a < b && (buf[a] == ' ' || buf[a] == '\t' || buf[a] == '\r')) a++;
        while (b > a && (buf[b - 1] == ' ' || buf[b - 1] == '\t' || buf[b - 1] == '\r')) b--;
        if (e < buf.size()) { pos = e + 1; line++; } else pos = e;
        return buf.substr(a, b - a);
    }
    bool expect(char ch) {
        skip_ws();
        if (pos < buf.size() && buf[pos] == ch) { pos++; return true; }
        return false;
    }
};

int fail(string &err, const char *what, int line) {
    char num[16];
    sprintf(num, "%d", line);
    err = string("lc37: ") + what + " at line " + num + "\n";
    return 2;
}
bool cell_ok(char ch) { return ch == '.' || (ch >= '1' && ch <= '9'); }

/* Read every board of `data`, solve it, print it to `out`; a bad input's message line goes to
 * `err`. Returns the exit status (0, or 2 on bad input with the earlier boards in `out`). */
int run_task(const char *data, size_t size, string &out, string &err) {
    Input in(data, size);
    int boards = 0;
    for (;;) {
        in.skip_ws();
        if (in.eof()) break;
        vector<vector<char> > board(9, vector<char>(9, '.'));
        bool text = in.buf[in.pos] == '[';
        const char *syntax = "bad board text (want [[\"5\",\".\",...],...])";
        if (text) {
            in.pos++;
            for (int r = 0; r < 9; r++) {
                if (r > 0 && !in.expect(',')) return fail(err, syntax, in.line);
                if (!in.expect('[')) return fail(err, syntax, in.line);
                for (int c = 0; c < 9; c++) {
                    if (c > 0 && !in.expect(',')) return fail(err, syntax, in.line);
                    if (!in.expect('"')) return fail(err, syntax, in.line);
                    if (in.pos + 1 >= in.buf.size() || in.buf[in.pos + 1] != '"') return fail(err, syntax, in.line);
                    char ch = in.buf[in.pos];
                    if (!cell_ok(ch)) return fail(err, "bad character (want 1-9 or '.')", in.line);
                    board[r][c] = ch;
                    in.pos += 2;
                }
                if (!in.expect(']')) return fail(err, syntax, in.line);
            }
            if (!in.expect(']')) return fail(err, syntax, in.line);
        } else {
            for (int r = 0; r < 9; r++) {
                if (in.eof()) return fail(err, "input ends inside a board", in.line);
                int ln = in.line;
                string s = in.get_line();
                if (s.empty()) return fail(err, "blank line inside a board", ln);
                if (s.size() < 9) return fail(err, "board row shorter than 9 characters", ln);
                if (s.size() > 9) return fail(err, "board row longer than 9 characters", ln);
                for (int c = 0; c < 9; c++) {
                    if (!cell_ok(s[c])) return fail(err, "bad character (want 1-9 or '.')", ln);
                    board[r][c] = s[c];
                }
            }
        }
        Solution().solveSudoku(board);
        if (boards++ > 0) out += '\n';
        if (text) {
            out += '[';
            for (int r = 0; r < 9; r++) {
                out += r ? ",[" : "[";
                for (int c = 0; c < 9; c++) {
                    if (c) out += ',';
                    out += '"'; out += board[r][c]; out += '"';
                }
                out += ']';
            }
            out += "]\n";
        } else {
            for (int r = 0; r < 9; r++) { out.append(board[r].begin(), board[r].end()); out += '\n'; }
        }
    }
    return 0;
}

}  // namespace lc37_driver

#ifndef FUZZING
int main() {
    string data, out, err;
    char tmp[65536];
    size_t k;
    while ((k = fread(tmp, 1, sizeof tmp, stdin)) > 0) data.append(tmp, k);
    int st = lc37_driver::run_task(data.data(), data.size(), out, err);
    fwrite(out.data(), 1, out.size(), stdout);
    fflush(stdout);
    fputs(err.c_str(), stderr);
    return st;
}
#endif
