// Checker body shared by src/checkers/polyomino.cpp (CHECK_PLANAR 1) and polycube.cpp (0).
// argv: <in> <out> <ans>; the case's options are read from <in without .in>.args.
// Exit 0 ok, 1 wrong, 2 format, 3 checker failure.
// The output is accepted when it equals the expected output (the oracle's), or, for pictures:
// --first: a valid tiling (unless the oracle found none); --print: every picture a valid tiling,
// all different (and pairwise inequivalent under the board's symmetries with --unique), as many as
// the count on the last line, which equals the oracle's count. A picture is valid when holes and
// marked cells are as on the board, and the cells carrying one label (a letter's 4-connected
// region in 2-D, a number in 3-D) form a piece in an allowed orientation, each piece used as
// often as its count says (any number of times for '*').
#include "../brute/tiling_io.h"
#include <fstream>
#include <iostream>
#include <sstream>

using namespace tio;

static std::string slurp(const std::string &path, bool &ok) {
    std::ifstream f(path.c_str(), std::ios::binary);
    ok = (bool)f;
    std::stringstream ss;
    ss << f.rdbuf();
    return ss.str();
}
static std::vector<std::string> lines_of(const std::string &s) {
    std::vector<std::string> v = split_lines(s);
    while (!v.empty() && v.back().empty()) v.pop_back();
    return v;
}

static std::string calendar(int m, int d) {  // an independent copy of the built-in puzzle
    std::vector<std::string> g = {"......#", "......#", ".......", ".......", ".......", ".......", "...####"};
    g[(m - 1) / 6][(m - 1) % 6] = '*';
    g[2 + (d - 1) / 7][(d - 1) % 7] = '*';
    std::string s = "board\n";
    for (auto &r : g) s += r + "\n";
    s += "piece R\nRRR\nRRR\npiece U\nU U\nUUU\npiece V\nV\nV\nVVV\npiece Z\nZZ\n Z\n ZZ\npiece P\nPP\nPP\nP\n"
         "piece Y\n Y\nYY\n Y\n Y\npiece N\n N\nNN\nN\nN\npiece L\nL\nL\nL\nLL\n";
    return s;
}

struct Checker {
    Problem P;
    bool flip;
    std::vector<Pt> cells;
    std::map<Pt, int> idx;
    std::map<Shape, std::vector<int>> owner;  // orientation -> pieces
    std::string why;

    // labels: per board position, a label (>= 0 a piece cell, -1 hole/mark) after checking the
    // fixed cells; returns the partition of the cells (relabelled) or empty + why
    bool valid(const std::vector<int> &lab, std::vector<int> &part) {
        // group cells by label; in 2-D, split labels into 4-connected regions
        std::vector<int> comp(cells.size(), -1);
        int nc = 0;
        for (size_t i = 0; i < cells.size(); i++) {
            if (comp[i] >= 0) continue;
            std::vector<int> st(1, (int)i);
            comp[i] = nc;
            while (!st.empty()) {
                int c = st.back(); st.pop_back();
                for (size_t j = 0; j < cells.size(); j++) {
                    if (comp[j] >= 0 || lab[j] != lab[c]) continue;
                    if (CHECK_PLANAR) {
                        int dx = std::abs(cells[j].v[0] - cells[c].v[0]), dy = std::abs(cells[j].v[1] - cells[c].v[1]);
                        if (dx + dy != 1) continue;
                    }
                    comp[j] = nc; st.push_back((int)j);
                }
            }
            nc++;
        }
        std::vector<Shape> sh(nc);
        for (size_t i = 0; i < cells.size(); i++) sh[comp[i]].push_back(cells[i]);
        // usage per class of pieces with the same orientations
        std::map<int, int> used;  // first piece of the class -> count
        for (int k = 0; k < nc; k++) {
            auto f = owner.find(norm(sh[k]));
            if (f == owner.end()) { why = "a region is no piece in an allowed orientation"; return false; }
            used[f->second[0]]++;
        }
        for (auto &o : owner) {
            int cls = o.second[0];
            long need = 0;
            bool star = false;
            for (int p : o.second) { if (P.pieces[p].count < 0) star = true; else need += P.pieces[p].count; }
            long got = used.count(cls) ? used[cls] : 0;
            if (star ? got < need : got != need) {
                why = "piece " + P.pieces[cls].name + " used " + std::to_string(got) + " times, want " +
                      (star ? "at least " : "") + std::to_string(need);
                return false;
            }
        }
        part = relabel(comp);
        return true;
    }

    // read one picture starting at line k; on success k is past it
    bool picture(const std::vector<std::string> &L, size_t &k, std::vector<int> &part) {
        std::vector<int> lab(cells.size(), -1);
        for (int z = 0; z < P.D; z++) {
            if (!CHECK_PLANAR && z > 0) {
                if (k >= L.size() || !L[k].empty()) { why = "no blank line between layers"; return false; }
                k++;
            }
            for (int y = 0; y < P.H; y++, k++) {
                if (k >= L.size()) { why = "picture cut short"; return false; }
                std::vector<std::string> tok;
                if (CHECK_PLANAR) {
                    if ((int)L[k].size() > P.W) { why = "row too long: " + L[k]; return false; }
                    std::string r = L[k];
                    r.resize(P.W, ' ');
                    for (char ch : r) tok.push_back(std::string(1, ch));
                } else {
                    std::istringstream is(L[k]);
                    std::string t;
                    while (is >> t) tok.push_back(t);
                    if ((int)tok.size() != P.W) { why = "want " + std::to_string(P.W) + " entries in: " + L[k]; return false; }
                }
                for (int x = 0; x < P.W; x++) {
                    char b = P.at(x, y, z);
                    const std::string &t = tok[x];
                    if (b == '.') {
                        int v;
                        if (CHECK_PLANAR) {
                            if (!std::isalnum((unsigned char)t[0])) { why = "a cell left uncovered in: " + L[k]; return false; }
                            v = (unsigned char)t[0];
                        } else {
                            if (t.find_first_not_of("0123456789") != std::string::npos || t.size() > 6) {
                                why = "a cell without a piece number in: " + L[k]; return false;
                            }
                            v = std::atoi(t.c_str());
                        }
                        lab[idx[mk(x, y, z)]] = v;
                    } else {
                        std::string want(1, b);
                        if (!CHECK_PLANAR && (b == ' ' || b == '#')) want = "-";
                        if (t != want) { why = "hole or mark changed in: " + L[k]; return false; }
                    }
                }
            }
        }
        return valid(lab, part);
    }
};

int main(int argc, char **argv) {
    if (argc < 4) { std::cerr << "usage: checker in out ans\n"; return 3; }
    std::string in = argv[1], base = in.size() > 3 ? in.substr(0, in.size() - 3) : in;
    bool ok1, ok2, ok3, oka;
    std::string input = slurp(in, ok1), outs = slurp(argv[2], ok2), anss = slurp(argv[3], ok3);
    std::string args = slurp(base + ".args", oka);
    if (!ok1 || !ok2 || !ok3) { std::cerr << "cannot read the files\n"; return 3; }
    std::vector<std::string> O = lines_of(outs), A = lines_of(anss);
    if (O == A) return 0;
    bool first = false, print = false, uniq = false;
    Checker C;
    C.flip = CHECK_PLANAR;
    std::istringstream as(oka ? args : "");
    std::string a;
    while (as >> a) {
        if (a == "--first") first = true;
        else if (a == "--print") print = true;
        else if (a == "--unique") uniq = true;
        else if (a == "--no-flip") C.flip = false;
        else if (a == "--flip") C.flip = true;
        else if (a == "--date") {
            std::string m, d;
            as >> m >> d;
            static const char *M[12] = {"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"};
            int mi = 0;
            for (auto &ch : m) ch = (char)std::tolower((unsigned char)ch);
            for (int k = 0; k < 12; k++) if (m.substr(0, 3) == M[k]) mi = k + 1;
            if (!mi) { std::cerr << "checker: bad --date\n"; return 3; }
            input = calendar(mi, std::atoi(d.c_str()));
        } else if (a == "--limit" || a == "--svg") as >> a;
    }
    if (!first && !print) { std::cerr << "the count differs from the expected output\n"; return 1; }
    if (!parse(input, CHECK_PLANAR, C.P)) { std::cerr << "checker cannot read the input: " << C.P.err << "\n"; return 3; }
    C.cells = board_cells(C.P);
    for (size_t i = 0; i < C.cells.size(); i++) C.idx[C.cells[i]] = (int)i;
    std::vector<Mat> g = group(CHECK_PLANAR, C.flip);
    for (size_t p = 0; p < C.P.pieces.size(); p++) {
        std::vector<Shape> o = orientations(C.P.pieces[p].cells, g);
        for (auto &s : o) C.owner[s].push_back((int)p);
    }
    // a class is keyed by its first piece; pieces with equal shapes share all orientations
    if (first) {
        if (A.size() == 1 && A[0] == "no solution") { std::cerr << "the oracle found no solution\n"; return 1; }
        size_t k = 0;
        std::vector<int> part;
        if (!C.picture(O, k, part)) { std::cerr << C.why << "\n"; return 1; }
        if (k != O.size()) { std::cerr << "text after the picture\n"; return 1; }
        return 0;
    }
    // --print
    if (O.empty() || A.empty() || O.back() != A.back()) { std::cerr << "the count differs from the expected output\n"; return 1; }
    long want = std::atol(A.back().c_str());
    std::set<std::vector<int>> seen, classes;
    std::vector<std::vector<int>> sym;
    if (uniq) sym = board_symmetries(C.cells, group(CHECK_PLANAR, true));
    size_t k = 0;
    long n = 0;
    while (k + 1 < O.size()) {
        if (O[k] != "solution " + std::to_string(n + 1)) { std::cerr << "want 'solution " << n + 1 << "' at line " << k + 1 << "\n"; return 1; }
        k++;
        std::vector<int> part;
        if (!C.picture(O, k, part)) { std::cerr << "solution " << n + 1 << ": " << C.why << "\n"; return 1; }
        if (seen.count(part)) { std::cerr << "solution " << n + 1 << " repeats an earlier one\n"; return 1; }
        seen.insert(part);
        if (uniq) {
            std::vector<int> best = part;
            for (auto &t : sym) best = std::min(best, image(part, t));
            if (classes.count(best)) { std::cerr << "solution " << n + 1 << " is a symmetric image of an earlier one\n"; return 1; }
            classes.insert(best);
        }
        n++;
    }
    if (n != want) { std::cerr << n << " pictures but the count says " << want << "\n"; return 1; }
    return 0;
}
