// Verifier of `xc --print` output (not the checker of task xc: run_tests.sh only uses
// src/checkers/<task>.cpp for task <task>; this one is run by src/tests/xc_stress.sh).
//   xc_print IN OUT [ANS]
// IN: an instance in Knuth's .dlx text; OUT: solutions, each a block of option lines (tokens as in
// the input, separated by blanks), blocks separated by one blank line. ANS (optional): a file whose
// first token is the expected number of solutions.
// Checks every block: each line is an option of IN that has a primary item; every primary item is
// covered exactly once; a secondary item is named by at most one option without a color, and then
// by no other option, or else by options that all give it the same color. Checks also that no two
// blocks are the same set of options (when IN has no repeated option) and the number of blocks.
// Exit 0 ok, 1 wrong answer, 2 bad format, 3 checker failure.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

static bool slurp(const char *path, std::string &out) {
    FILE *f = std::fopen(path, "rb");
    if (!f) return false;
    char b[65536];
    size_t k;
    while ((k = std::fread(b, 1, sizeof b, f)) > 0) out.append(b, k);
    std::fclose(f);
    return true;
}
static std::vector<std::string> lines_of(const std::string &all) {
    std::vector<std::string> v;
    size_t p = 0;
    while (p < all.size()) {
        size_t e = all.find('\n', p);
        if (e == std::string::npos) e = all.size();
        v.push_back(all.substr(p, e - p));
        p = e + 1;
    }
    return v;
}
static std::vector<std::string> split(const std::string &s) {  // tokens between blanks (classic locale)
    std::istringstream in(s);
    std::vector<std::string> t;
    std::string w;
    while (in >> w) t.push_back(w);
    return t;
}
static std::string join(const std::vector<std::string> &t) {
    std::string s;
    for (size_t k = 0; k < t.size(); k++) { if (k) s += ' '; s += t[k]; }
    return s;
}

int main(int argc, char **argv) {
    if (argc < 3) { std::fprintf(stderr, "usage: xc_print IN OUT [ANS]\n"); return 3; }
    std::string in, out, ans;
    if (!slurp(argv[1], in) || !slurp(argv[2], out)) { std::fprintf(stderr, "xc_print: cannot read files\n"); return 3; }
    // the instance
    std::map<std::string, int> id;
    int np = -1, n = 0;
    bool header = false;
    std::map<std::string, int> text_to_opt;
    std::vector<std::vector<std::pair<int, std::string> > > opt;  // (item, color) per option
    bool repeated = false;
    std::vector<std::string> L = lines_of(in);
    for (size_t l = 0; l < L.size(); l++) {
        std::vector<std::string> t = split(L[l]);
        if (t.empty() || t[0][0] == '|') continue;
        if (!header) {
            header = true;
            for (size_t j = 0; j < t.size(); j++) {
                std::string s = t[j];
                if (s[0] == '|') { np = n; s = s.substr(1); if (s.empty()) continue; }
                id[s] = n++;
            }
            if (np < 0) np = n;
            continue;
        }
        std::vector<std::pair<int, std::string> > o;
        bool prim = false;
        for (size_t j = 0; j < t.size(); j++) {
            std::string s = t[j], c;
            size_t colon = s.find(':');
            if (colon != std::string::npos) { c = s.substr(colon + 1); s = s.substr(0, colon); }
            if (!id.count(s)) { std::fprintf(stderr, "xc_print: instance line %d: unknown item %s\n", (int)l + 1, s.c_str()); return 3; }
            o.push_back(std::make_pair(id[s], c));
            if (id[s] < np) prim = true;
        }
        if (!prim) continue;  // never part of a solution
        std::string key = join(t);
        if (text_to_opt.count(key)) repeated = true;
        text_to_opt[key] = (int)opt.size();
        opt.push_back(o);
    }
    // the solutions
    std::vector<std::string> O = lines_of(out);
    std::vector<std::vector<int> > blocks;
    std::vector<int> block_line;
    bool open = false;
    for (size_t l = 0; l < O.size(); l++) {
        std::vector<std::string> t = split(O[l]);
        if (t.empty()) {
            if (!open) { std::fprintf(stderr, "xc_print: output line %d: blank line not between two solutions\n", (int)l + 1); return 2; }
            open = false;
            continue;
        }
        std::map<std::string, int>::iterator f = text_to_opt.find(join(t));
        if (f == text_to_opt.end()) { std::fprintf(stderr, "xc_print: output line %d: not an option of the instance: %s\n", (int)l + 1, O[l].c_str()); return 1; }
        if (!open) { blocks.push_back(std::vector<int>()); block_line.push_back((int)l + 1); open = true; }
        blocks.back().push_back(f->second);
    }
    if (!O.empty() && !open) { std::fprintf(stderr, "xc_print: output ends with a blank line\n"); return 2; }
    std::set<std::vector<int> > seen;
    for (size_t b = 0; b < blocks.size(); b++) {
        std::vector<int> cnt(n, 0);
        std::vector<std::string> col(n);
        std::vector<int> plain(n, 0);
        for (size_t j = 0; j < blocks[b].size(); j++) {
            const std::vector<std::pair<int, std::string> > &o = opt[blocks[b][j]];
            for (size_t k = 0; k < o.size(); k++) {
                int x = o[k].first;
                cnt[x]++;
                if (x >= np) {
                    if (o[k].second.empty()) plain[x]++;
                    else if (col[x].empty()) col[x] = o[k].second;
                    else if (col[x] != o[k].second) {
                        std::fprintf(stderr, "xc_print: solution at output line %d: two colors on a secondary item\n", block_line[b]); return 1;
                    }
                }
            }
        }
        for (int x = 0; x < n; x++) {
            if (x < np && cnt[x] != 1) {
                std::fprintf(stderr, "xc_print: solution at output line %d: a primary item covered %d times\n", block_line[b], cnt[x]); return 1;
            }
            if (x >= np && plain[x] > 0 && cnt[x] > 1) {
                std::fprintf(stderr, "xc_print: solution at output line %d: an uncolored secondary item used %d times\n", block_line[b], cnt[x]); return 1;
            }
        }
        std::vector<int> key(blocks[b]);
        std::sort(key.begin(), key.end());
        if (!repeated && !seen.insert(key).second) {
            std::fprintf(stderr, "xc_print: solution at output line %d printed twice\n", block_line[b]); return 1;
        }
    }
    if (argc >= 4 && slurp(argv[3], ans)) {
        std::string first;
        for (size_t k = 0; k < ans.size(); k++) {
            if (ans[k] >= '0' && ans[k] <= '9') first += ans[k];
            else if (!first.empty()) break;
        }
        if (!first.empty() && std::strtoull(first.c_str(), 0, 10) != (unsigned long long)blocks.size()) {
            std::fprintf(stderr, "xc_print: %d solutions printed, want %s\n", (int)blocks.size(), first.c_str()); return 1;
        }
    }
    return 0;
}
