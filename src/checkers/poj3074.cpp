// Checker of POJ 3074 (testlib argv order): poj3074 INPUT OUTPUT ANSWER
//   exit 0 ok, 1 wrong answer, 2 format error (differs only in blanks), 3 checker failure.
// The judge's puzzles have one solution each, so the answer is compared line by line, exactly
// (a '\r' before the newline and a missing final newline ignored). The one exception is for
// puzzles with several solutions, which this project tests too (the empty grid, the serg
// corpus): where the ANSWER line is `multiple solutions` (what src/brute/sudoku9.cpp prints),
// the OUTPUT line must be some completed grid (81 digits 1-9, every row, column and box a
// permutation) that keeps every given of the matching INPUT puzzle.
// INPUT is read like the task reads it: lines trimmed of blanks, empty lines skipped, an optional
// UTF-8 byte order mark, up to the line `end`; a malformed line ends the list (a bad-* case,
// whose answer file holds only the answers before it).
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

static void verdict(int code, const std::string &msg) {
    std::fprintf(stderr, "%s\n", msg.c_str());
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

// lines without '\n' and without a '\r' before it; no empty last line for a final newline
static std::vector<std::string> lines(const std::string &s) {
    std::vector<std::string> v;
    std::string cur;
    for (size_t i = 0; i < s.size(); i++) {
        if (s[i] == '\n') {
            if (!cur.empty() && cur[cur.size() - 1] == '\r') cur.erase(cur.size() - 1);
            v.push_back(cur);
            cur.clear();
        } else cur += s[i];
    }
    if (!cur.empty()) {
        if (cur[cur.size() - 1] == '\r') cur.erase(cur.size() - 1);
        v.push_back(cur);
    }
    return v;
}

static std::string trim(const std::string &s) {
    size_t a = 0, b = s.size();
    while (a < b && (s[a] == ' ' || s[a] == '\t' || s[a] == '\r')) a++;
    while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\t' || s[b - 1] == '\r')) b--;
    return s.substr(a, b - a);
}

static std::string squeeze(const std::string &s) {  // s without blanks
    std::string o;
    for (size_t i = 0; i < s.size(); i++)
        if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r') o += s[i];
    return o;
}

static bool valid_grid(const std::string &g, std::string &why) {
    if (g.size() != 81) { why = "not 81 characters"; return false; }
    for (int k = 0; k < 81; k++)
        if (g[k] < '1' || g[k] > '9') { why = "a character other than 1-9"; return false; }
    for (int u = 0; u < 9; u++) {
        int r = 0, c = 0, b = 0;
        for (int j = 0; j < 9; j++) {
            r |= 1 << (g[u * 9 + j] - '0');
            c |= 1 << (g[j * 9 + u] - '0');
            b |= 1 << (g[((u / 3) * 3 + j / 3) * 9 + (u % 3) * 3 + j % 3] - '0');
        }
        char n[8];
        std::sprintf(n, "%d", u + 1);
        if (r != 0x3FE) { why = std::string("row ") + n + " repeats a digit"; return false; }
        if (c != 0x3FE) { why = std::string("column ") + n + " repeats a digit"; return false; }
        if (b != 0x3FE) { why = std::string("box ") + n + " repeats a digit"; return false; }
    }
    return true;
}

int main(int argc, char **argv) {
    if (argc < 4) verdict(3, "usage: poj3074 INPUT OUTPUT ANSWER");
    std::string in, out, ans;
    if (!read_file(argv[1], in)) verdict(3, std::string("cannot read input ") + argv[1]);
    if (!read_file(argv[2], out)) verdict(3, std::string("cannot read output ") + argv[2]);
    if (!read_file(argv[3], ans)) verdict(3, std::string("cannot read answer ") + argv[3]);
    if (in.compare(0, 3, "\xEF\xBB\xBF") == 0) in.erase(0, 3);
    // the puzzles, as the task reads them
    std::vector<std::string> puz, il = lines(in);
    for (size_t i = 0; i < il.size(); i++) {
        std::string s = trim(il[i]);
        if (s.empty()) continue;
        if (s == "end" || s.size() != 81) break;
        bool ok = true;
        for (int k = 0; k < 81 && ok; k++) {
            if (s[k] == '0') s[k] = '.';
            if (s[k] != '.' && (s[k] < '1' || s[k] > '9')) ok = false;
        }
        if (!ok) break;
        puz.push_back(s);
    }
    std::vector<std::string> ol = lines(out), al = lines(ans);
    char num[64];
    for (size_t i = 0; i < al.size() || i < ol.size(); i++) {
        std::sprintf(num, "line %d: ", (int)i + 1);
        if (i >= ol.size()) verdict(1, std::string(num) + "missing (want `" + al[i].substr(0, 90) + "`)");
        if (i >= al.size()) verdict(1, std::string(num) + "extra output `" + ol[i].substr(0, 90) + "`");
        const std::string &o = ol[i], &a = al[i];
        if (a == "multiple solutions") {
            if (i >= puz.size()) verdict(3, std::string(num) + "the answer says `multiple solutions` but the input has no such puzzle");
            std::string why;
            if (!valid_grid(o, why)) {
                if (valid_grid(squeeze(o), why)) verdict(2, std::string(num) + "a valid grid, but with blanks");
                verdict(1, std::string(num) + "not a solved grid: " + why);
            }
            for (int k = 0; k < 81; k++)
                if (puz[i][k] != '.' && puz[i][k] != o[k]) {
                    std::sprintf(num, "line %d: cell %d", (int)i + 1, k + 1);
                    verdict(1, std::string(num) + " changes a given");
                }
            continue;
        }
        if (o != a) {
            if (squeeze(o) == squeeze(a)) verdict(2, std::string(num) + "differs only in blanks");
            verdict(1, std::string(num) + "got `" + o.substr(0, 90) + "`, want `" + a.substr(0, 90) + "`");
        }
    }
    verdict(0, "ok");
    return 0;
}
