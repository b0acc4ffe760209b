// Checker for problems/matching.cpp. argv: <in> <out> <ans>; options from <in without .in>.args.
// Exit 0 ok, 1 wrong, 2 format, 3 checker failure. Accepts the expected output itself; else for
// --first a perfect matching of the graph (unless the oracle found none), for --print lines that
// are each a perfect matching, no line more often than the graph's parallel edges allow, as many
// as the count on the last line, which equals the oracle's.
#include <algorithm>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

static std::vector<std::string> lines(const std::string &path, bool &ok) {
    std::ifstream f(path.c_str(), std::ios::binary);
    ok = (bool)f;
    std::vector<std::string> v;
    std::string s;
    while (std::getline(f, s)) {
        while (!s.empty() && (s.back() == '\r' || s.back() == ' ')) s.pop_back();
        v.push_back(s);
    }
    while (!v.empty() && v.back().empty()) v.pop_back();
    return v;
}

static int V;
static std::map<std::pair<int, int>, long> mult;

// multiplicity of the matching on line s (0 if it is not a perfect matching)
static long check(const std::string &s, std::string &why) {
    std::istringstream is(s);
    std::string t;
    std::vector<int> used(V, 0);
    long m = 1;
    int n = 0;
    while (is >> t) {
        int a, b;
        char c1, c2;
        std::istringstream ts(t);
        if (!(ts >> a >> c1 >> b) || c1 != '-' || ts >> c2) { why = "bad pair '" + t + "'"; return 0; }
        if (a < 0 || b < 0 || a >= V || b >= V) { why = "vertex out of range in '" + t + "'"; return 0; }
        auto f = mult.find(std::make_pair(std::min(a, b), std::max(a, b)));
        if (f == mult.end() || a == b) { why = "'" + t + "' is not an edge"; return 0; }
        if (used[a]++ || used[b]++) { why = "a vertex matched twice in: " + s; return 0; }
        m *= f->second;
        n += 2;
    }
    if (n != V) { why = "not every vertex is matched: " + s; return 0; }
    return m;
}

int main(int argc, char **argv) {
    if (argc < 4) return 3;
    std::string in = argv[1], base = in.substr(0, in.size() - 3);
    bool ok1, ok2, oka;
    std::vector<std::string> O = lines(argv[2], ok1), A = lines(argv[3], ok2), args = lines(base + ".args", oka);
    if (!ok1 || !ok2) return 3;
    if (O == A) return 0;
    bool first = false, print = false;
    for (auto &l : args) {
        std::istringstream is(l);
        std::string a;
        while (is >> a) { if (a == "--first") first = true; if (a == "--print") print = true; }
    }
    if (!first && !print) { std::cerr << "the count differs from the expected output\n"; return 1; }
    std::ifstream g(in.c_str());
    std::string tok;
    std::vector<long> num;
    // numbers of the graph, '%' comments skipped
    std::string line;
    while (std::getline(g, line)) {
        line = line.substr(0, line.find('%'));
        std::istringstream is(line);
        long x;
        while (is >> x) num.push_back(x);
    }
    if (num.size() < 2) return 3;
    V = (int)num[0];
    for (long e = 0; e < num[1]; e++) {
        long a = num[2 + 2 * e], b = num[3 + 2 * e];
        mult[std::make_pair((int)std::min(a, b), (int)std::max(a, b))]++;
    }
    std::string why;
    if (first) {
        if (A.size() == 1 && A[0] == "no perfect matching") { std::cerr << "the oracle found none\n"; return 1; }
        if (O.size() != 1 || !check(O[0], why)) { std::cerr << (why.empty() ? "want one line" : why) << "\n"; return 1; }
        return 0;
    }
    if (O.empty() || A.empty() || O.back() != A.back()) { std::cerr << "the count differs from the expected output\n"; return 1; }
    std::map<std::string, long> seen;
    for (size_t k = 0; k + 1 < O.size(); k++) {
        // normalise the order of the pairs
        long m = check(O[k], why);
        if (!m) { std::cerr << "line " << k + 1 << ": " << why << "\n"; return 1; }
        std::istringstream is(O[k]);
        std::vector<std::pair<int, int>> pr;
        std::string t;
        while (is >> t) { int a = std::stoi(t), b = std::stoi(t.substr(t.find('-') + 1)); pr.push_back({std::min(a, b), std::max(a, b)}); }
        std::sort(pr.begin(), pr.end());
        std::string key;
        for (auto &p : pr) key += std::to_string(p.first) + "-" + std::to_string(p.second) + " ";
        if (++seen[key] > m) { std::cerr << "line " << k + 1 << " repeats an earlier matching\n"; return 1; }
    }
    if ((long)O.size() - 1 != std::atol(O.back().c_str())) { std::cerr << "the count does not match the lines\n"; return 1; }
    return 0;
}
