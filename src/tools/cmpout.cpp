// cmpout EXPECTED ACTUAL: exact comparison of two text files, CRLF-insensitive (a '\r' before
// '\n' and a missing final newline are ignored). Exit 0 equal, 1 different. On a difference,
// prints the first differing line of each and whether the files agree with whitespace ignored
// (what a judge would call Presentation Error).
#include <cstdio>
#include <string>
#include <vector>

static bool read_lines(const char *path, std::vector<std::string> &lines) {
    FILE *f = std::fopen(path, "rb");
    if (!f) return false;
    std::string cur, all;
    char buf[65536];
    size_t k;
    while ((k = std::fread(buf, 1, sizeof buf, f)) > 0) all.append(buf, k);
    std::fclose(f);
    lines.clear();
    for (size_t i = 0; i < all.size(); i++) {
        if (all[i] == '\n') {
            if (!cur.empty() && cur[cur.size() - 1] == '\r') cur.erase(cur.size() - 1);
            lines.push_back(cur);
            cur.clear();
        } else cur += all[i];
    }
    if (!cur.empty()) {
        if (cur[cur.size() - 1] == '\r') cur.erase(cur.size() - 1);
        lines.push_back(cur);
    }
    return true;
}

static std::string tokens(const std::vector<std::string> &lines) {
    std::string s;
    for (size_t i = 0; i < lines.size(); i++) {
        const std::string &l = lines[i];
        for (size_t j = 0; j < l.size(); j++) {
            char c = l[j];
            if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
                if (!s.empty() && s[s.size() - 1] != ' ') s += ' ';
            } else s += c;
        }
        if (!s.empty() && s[s.size() - 1] != ' ') s += ' ';
    }
    return s;
}

static std::string show(const std::string &s) {
    std::string o = s.size() > 160 ? s.substr(0, 160) + "..." : s;
    return "'" + o + "'";
}

int main(int argc, char **argv) {
    if (argc != 3) { std::fprintf(stderr, "usage: cmpout EXPECTED ACTUAL\n"); return 2; }
    std::vector<std::string> a, b;
    if (!read_lines(argv[1], a)) { std::fprintf(stderr, "cmpout: cannot read %s\n", argv[1]); return 2; }
    if (!read_lines(argv[2], b)) { std::fprintf(stderr, "cmpout: cannot read %s\n", argv[2]); return 2; }
    if (a == b) return 0;
    size_t i = 0;
    while (i < a.size() && i < b.size() && a[i] == b[i]) i++;
    std::printf("    first difference at line %lu\n", (unsigned long)(i + 1));
    std::printf("    expected: %s\n", i < a.size() ? show(a[i]).c_str() : "(end of file)");
    std::printf("    got:      %s\n", i < b.size() ? show(b[i]).c_str() : "(end of file)");
    std::printf("    %s\n", tokens(a) == tokens(b) ? "equal with whitespace ignored (a judge would say Presentation Error)"
                                                      : "different even with whitespace ignored");
    return 1;
}
