// Checker of Luogu P4929 (testlib argv order): luogu_p4929 INPUT OUTPUT ANSWER
//   exit 0 ok, 1 wrong answer, 2 format error (presentation), 3 checker failure.
// INPUT is `N M` + N rows of M 0/1. ANSWER (from the brute oracle or a planted cover) is either
// `No Solution!` or some exact cover. OUTPUT must be `No Solution!` exactly when ANSWER is, and
// otherwise distinct 1-based row numbers (any order, whitespace-separated) whose rows cover every
// column exactly once. An ANSWER cover is verified too (exit 3 if it is not one); an OUTPUT cover
// when ANSWER says `No Solution!` means the answer file is wrong (exit 3).
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

static int verdict(int code, const char *fmt, const std::string &a = std::string()) {
    std::fprintf(stderr, fmt, a.c_str());
    std::fprintf(stderr, "\n");
    std::exit(code);
}

static bool read_file(const char *path, std::string &s) {
    FILE *f = std::fopen(path, "rb");
    if (!f) return false;
    char buf[65536];
    size_t k;
    while ((k = std::fread(buf, 1, sizeof buf, f)) > 0) s.append(buf, k);
    std::fclose(f);
    return true;
}

static std::vector<std::string> tokens(const std::string &s) {
    std::vector<std::string> t;
    std::string cur;
    for (size_t i = 0; i < s.size(); i++) {
        char c = s[i];
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v') {
            if (!cur.empty()) { t.push_back(cur); cur.clear(); }
        } else cur += c;
    }
    if (!cur.empty()) t.push_back(cur);
    return t;
}

struct Matrix { int n, m; std::vector<std::vector<int> > ones; };  // ones[i]: columns of row i (0-based)

static bool plain_int(const std::string &s, int &v) {
    if (s.empty() || s.size() > 9) return false;
    v = 0;
    for (size_t j = 0; j < s.size(); j++) {
        if (s[j] < '0' || s[j] > '9') return false;
        v = v * 10 + (s[j] - '0');
    }
    return true;
}

// a matrix cell as scanf("%d") reads it: optional sign, digits; -1 unless it is 0 or 1
static int cell(const std::string &v) {
    size_t p = (!v.empty() && (v[0] == '-' || v[0] == '+')) ? 1 : 0;
    if (p >= v.size()) return -1;
    bool nonzero = false;
    for (size_t j = p; j < v.size(); j++) {
        if (v[j] < '0' || v[j] > '9') return -1;
        if (v[j] != '0') { if (nonzero || v[j] != '1' || j + 1 != v.size()) return -1; nonzero = true; }
    }
    if (nonzero && v[0] == '-') return -1;
    return nonzero ? 1 : 0;
}

// the input matrix; a non-empty reason when it is not `N M` + N*M values 0/1
static std::string read_matrix(const std::string &in, Matrix &x) {
    std::vector<std::string> t = tokens(in);
    if (t.size() < 2) return "no sizes";
    if (!plain_int(t[0], x.n) || !plain_int(t[1], x.m)) return "bad sizes";
    if ((long long)t.size() != 2 + (long long)x.n * x.m) return "not N M + N*M values";
    x.ones.assign(x.n, std::vector<int>());
    for (int i = 0; i < x.n; i++)
        for (int j = 0; j < x.m; j++) {
            const std::string &v = t[2 + (size_t)i * x.m + j];
            int b = cell(v);
            if (b == 1) x.ones[i].push_back(j);
            else if (b != 0) return "value '" + v + "' is not 0/1";
        }
    return "";
}

static bool is_no(const std::vector<std::string> &t) { return t.size() == 2 && t[0] == "No" && t[1] == "Solution!"; }

// a list of row numbers; code 2 on a token that is not a plain number, 1 on a bad cover
static std::string check_cover(const Matrix &x, const std::vector<std::string> &t, int &code) {
    std::vector<int> used(x.n + 1, 0), hit(x.m, 0);
    for (size_t k = 0; k < t.size(); k++) {
        const std::string &s = t[k];
        if (s.empty() || s.size() > 9) { code = s.size() > 9 ? 1 : 2; return "row number '" + s + "' out of range"; }
        long v = 0;
        for (size_t j = 0; j < s.size(); j++) {
            if (s[j] < '0' || s[j] > '9') { code = 2; return "token '" + s + "' is not a row number"; }
            v = v * 10 + (s[j] - '0');
        }
        if (v < 1 || v > x.n) { code = 1; return "row number " + s + " out of range"; }
        if (used[v]++) { code = 1; return "row " + s + " printed twice"; }
        const std::vector<int> &r = x.ones[v - 1];
        for (size_t j = 0; j < r.size(); j++)
            if (hit[r[j]]++) {
                char b[64]; std::sprintf(b, "column %d covered twice (again by row ", r[j] + 1);
                code = 1; return b + s + ")";
            }
    }
    for (int j = 0; j < x.m; j++)
        if (!hit[j]) { char b[64]; std::sprintf(b, "column %d not covered", j + 1); code = 1; return b; }
    code = 0;
    return "";
}

int main(int argc, char **argv) {
    if (argc < 4) verdict(3, "usage: luogu_p4929 INPUT OUTPUT ANSWER");
    std::string in, out, ans;
    if (!read_file(argv[1], in)) verdict(3, "cannot read input %s", argv[1]);
    if (in.compare(0, 3, "\xEF\xBB\xBF") == 0) in.erase(0, 3);  // a UTF-8 byte order mark
    if (!read_file(argv[2], out)) verdict(3, "cannot read output %s", argv[2]);
    if (!read_file(argv[3], ans)) verdict(3, "cannot read answer %s", argv[3]);
    std::vector<std::string> to = tokens(out), ta = tokens(ans);
    Matrix x;
    std::string bad = read_matrix(in, x);
    if (!bad.empty()) {
        // malformed input (a bad-* case): the task prints nothing on stdout, so an empty
        // answer file means "the output must be empty"
        if (!ta.empty()) verdict(3, "input: %s", bad);
        if (!to.empty()) verdict(1, "malformed input (%s) but the output is not empty", bad);
        verdict(0, "ok: malformed input (%s), nothing printed", bad);
    }
    int code;
    bool ans_no = is_no(ta);
    if (!ans_no) {
        std::string why = check_cover(x, ta, code);
        if (code) verdict(3, "answer file is not an exact cover: %s", why);
    }
    // the output: `No Solution!` or a cover
    bool has_no = false;
    for (size_t k = 0; k < to.size(); k++) if (to[k] == "No" || to[k] == "Solution!") has_no = true;
    if (has_no) {
        if (!is_no(to)) verdict(2, "output mixes `No Solution!` with other text");
        if (ans_no) verdict(0, "ok: No Solution!");
        verdict(1, "wrong answer: printed `No Solution!` but a cover exists (answer: %s)", ans.substr(0, 200));
    }
    std::string why = check_cover(x, to, code);
    if (code == 2) verdict(2, "format: %s", why);
    if (code == 1) verdict(1, "wrong answer: %s", why);
    if (ans_no) verdict(3, "the output is an exact cover but the answer file says `No Solution!`");
    char b[64]; std::sprintf(b, "ok: exact cover of %d rows", (int)to.size());
    verdict(0, "%s", b);
    return 0;
}
