// xcbench: a tiny benchmark harness for the DLX core on exact-cover instances in Knuth's
// .dlx text format (first line: primary item names, then `|`, then secondary names; every
// further line one option, secondary items may carry `:color`; lines starting with `|` are
// comments). Counts all solutions with the core and prints one line:
//   xc <name> <seconds> s solutions=<n> nodes=<n> updates=<n>
// Usage: xcbench FILE.dlx [reps]   (best of reps runs, default 1; CPU seconds of building the
// matrix and counting, from std::clock, steadier than the wall clock on a shared machine). Measurement only: the
// suite's real exact-cover program is problems/xc.cpp.
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>
#include "src/engine/engine.h"

static bool tokens(const std::string &line, std::vector<std::string> &out) {
    out.clear();
    size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t' || line[i] == '\r')) i++;
        size_t j = i;
        while (j < line.size() && line[j] != ' ' && line[j] != '\t' && line[j] != '\r') j++;
        if (j > i) out.push_back(line.substr(i, j - i));
        i = j;
    }
    return !out.empty();
}

int main(int argc, char **argv) {
    if (argc < 2) { std::fprintf(stderr, "usage: xcbench FILE.dlx [reps]\n"); return 2; }
    int reps = argc > 2 ? std::atoi(argv[2]) : 1;
    FILE *f = std::fopen(argv[1], "r");
    if (!f) { std::fprintf(stderr, "xcbench: cannot read %s\n", argv[1]); return 2; }
    std::vector<std::string> lines;
    {
        std::string cur; int ch;
        while ((ch = std::fgetc(f)) != EOF) { if (ch == '\n') { lines.push_back(cur); cur.clear(); } else cur += (char)ch; }
        if (!cur.empty()) lines.push_back(cur);
        std::fclose(f);
    }
    std::map<std::string, int> id;
    std::map<std::string, int> colid;
    int np = 0, n = 0;
    size_t li = 0;
    std::vector<std::string> tk;
    for (; li < lines.size(); li++) {
        if (!lines[li].empty() && lines[li][0] == '|') continue;
        if (!tokens(lines[li], tk)) continue;
        bool sec = false;
        for (size_t k = 0; k < tk.size(); k++) {
            if (tk[k] == "|") { sec = true; continue; }
            id[tk[k]] = ++n;
            if (!sec) np = n;
        }
        li++;
        break;
    }
    std::vector<std::vector<int> > rows, cols;
    for (; li < lines.size(); li++) {
        if (!lines[li].empty() && lines[li][0] == '|') continue;
        if (!tokens(lines[li], tk)) continue;
        std::vector<int> r, c;
        for (size_t k = 0; k < tk.size(); k++) {
            std::string nm = tk[k], col;
            size_t colon = nm.find(':');
            if (colon != std::string::npos) { col = nm.substr(colon + 1); nm = nm.substr(0, colon); }
            std::map<std::string, int>::iterator p = id.find(nm);
            if (p == id.end()) { std::fprintf(stderr, "xcbench: unknown item %s at line %zu\n", nm.c_str(), li + 1); return 2; }
            r.push_back(p->second);
            int cv = 0;
            if (!col.empty()) { std::map<std::string, int>::iterator q = colid.find(col); if (q == colid.end()) { cv = (int)colid.size() + 1; colid[col] = cv; } else cv = q->second; }
            c.push_back(cv);
        }
        rows.push_back(r); cols.push_back(c);
    }
    double best = 1e30;
    DLX::u64 sol = 0, nodes = 0, updates = 0;
    Engine d;
    for (int t = 0; t < reps; t++) {
        std::clock_t t0 = std::clock();
        d.reset(n, np);
        for (size_t r = 0; r < rows.size(); r++)
            if (d.add_row(&rows[r][0], (int)rows[r].size(), &cols[r][0]) < 0) { std::fprintf(stderr, "xcbench: bad option %zu\n", r + 1); return 2; }
        sol = d.count();
        double s = (double)(std::clock() - t0) / CLOCKS_PER_SEC;
        if (s < best) best = s;
        nodes = d.node_count(); updates = d.update_count();
    }
    std::string name = argv[1];
    size_t sl = name.rfind('/');
    if (sl != std::string::npos) name = name.substr(sl + 1);
    if (name.size() > 4 && name.substr(name.size() - 4) == ".dlx") name = name.substr(0, name.size() - 4);
    std::printf("xc %s %.3f s solutions=%llu nodes=%llu updates=%llu\n", name.c_str(), best,
                (unsigned long long)sol, (unsigned long long)nodes, (unsigned long long)updates);
    return 0;
}
