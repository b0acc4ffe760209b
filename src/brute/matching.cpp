// Brute-force oracle for problems/matching.cpp (independent of the DLX core): match the lowest
// unmatched vertex with each unmatched neighbour in turn, recursively.
//   matching [--print | --first] [--limit K] < graph      (`V E` then E edges `a b`)
// Prints the number of perfect matchings (parallel edges count separately, loops never match),
// or the matchings in the task's format (`a-b c-d ...`, a < b, sorted) followed by the count.
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

static int V;
static std::vector<std::vector<std::pair<int, int> > > adj;  // (neighbour, edge id)
static std::vector<int> mate;
static std::vector<std::pair<int, int> > cur;
static long long found = 0, limit = 0;
static bool print = false, first = false;

static void rec() {
    if (limit && found >= limit) return;
    int v = -1;
    for (int i = 0; i < V; i++) if (mate[i] < 0) { v = i; break; }
    if (v < 0) {
        found++;
        if (print || first) {
            std::vector<std::pair<int, int> > m = cur;
            std::sort(m.begin(), m.end());
            for (size_t k = 0; k < m.size(); k++) std::cout << (k ? " " : "") << m[k].first << "-" << m[k].second;
            std::cout << "\n";
        }
        return;
    }
    for (size_t k = 0; k < adj[v].size(); k++) {
        int w = adj[v][k].first;
        if (w == v || mate[w] >= 0) continue;
        mate[v] = w; mate[w] = v;
        cur.push_back(std::make_pair(std::min(v, w), std::max(v, w)));
        rec();
        cur.pop_back();
        mate[v] = mate[w] = -1;
    }
}

int main(int argc, char **argv) {
    for (int a = 1; a < argc; a++) {
        std::string s = argv[a];
        if (s == "--print") print = true;
        else if (s == "--first") { first = true; limit = 1; }
        else if (s == "--limit" && a + 1 < argc) limit = std::atoll(argv[++a]);
        else { std::cerr << "matching: unknown option " << s << "\n"; return 2; }
    }
    int E;
    if (!(std::cin >> V >> E)) return 2;
    adj.assign(V, std::vector<std::pair<int, int> >());
    for (int e = 0; e < E; e++) {
        int a, b;
        if (!(std::cin >> a >> b)) return 2;
        adj[a].push_back(std::make_pair(b, e));
        if (a != b) adj[b].push_back(std::make_pair(a, e));
    }
    mate.assign(V, -1);
    if (V % 2 == 0) rec();
    if (first) { if (!found) std::cout << "no perfect matching\n"; }
    else std::cout << found << "\n";
    return 0;
}
