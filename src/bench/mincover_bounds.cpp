// The bounds of src/engine/mincover.h side by side (docs/performance.md, "Minimum cover"):
//   mincover_bounds NAME [TIMEOUT] < FILE
// FILE: a set-cover instance of src/gen/setcover.cpp (a first line of N item names 1..N, then one
// option a line as item numbers). For each bound (LAGRANGE, GREEDY) one line
//   mincover_bounds NAME <bound> <cpu seconds> s min=<S> nodes=<N> cut=<C> dropped=<D> passes=<P>
// from minimum() in this process. A bound's run stops after TIMEOUT cpu seconds (default 60;
// a fork per bound, so that a slow one can be stopped): then `- s` and no figures.
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include "src/engine/mincover.h"

int main(int argc, char **argv) {
    if (argc < 2) { std::fprintf(stderr, "usage: mincover_bounds NAME [TIMEOUT] < FILE\n"); return 2; }
    int limit = argc > 2 ? std::atoi(argv[2]) : 60;
    std::vector<std::vector<int> > rows;
    int items = 0;
    static char line[1 << 20];
    while (std::fgets(line, sizeof line, stdin)) {
        if (line[0] == '|') continue;
        std::vector<int> v;
        char *p = line, *e;
        for (;;) { long x = std::strtol(p, &e, 10); if (e == p) break; v.push_back((int)x); p = e; }
        if (v.empty()) continue;
        if (!items) items = (int)v.size(); else rows.push_back(v);
    }
    const char *name[] = {"lagrange", "greedy"};
    const int bound[] = {MinCoverDLX::LAGRANGE, MinCoverDLX::GREEDY};
    for (int b = 0; b < 2; b++) {
        std::fflush(stdout);
        pid_t pid = fork();
        if (pid == 0) {
            struct rlimit rl = {(rlim_t)limit, (rlim_t)limit};
            setrlimit(RLIMIT_CPU, &rl);
            MinCoverDLX d;
            d.reset(items, items);
            for (size_t r = 0; r < rows.size(); r++) d.add_row(&rows[r][0], (int)rows[r].size());
            d.set_bound(bound[b]);
            std::vector<int> sol;
            clock_t c0 = clock();
            int s = d.minimum(sol);
            std::printf("mincover_bounds %s %s %.3f s min=%d nodes=%llu cut=%llu dropped=%llu passes=%d\n", argv[1], name[b],
                        (double)(clock() - c0) / CLOCKS_PER_SEC, s, (unsigned long long)d.node_count(), (unsigned long long)d.cutoffs(),
                        (unsigned long long)d.dropped(), d.passes());
            std::exit(0);
        }
        int st = 0;
        waitpid(pid, &st, 0);
        if (!WIFEXITED(st)) std::printf("mincover_bounds %s %s - s\n", argv[1], name[b]);
    }
    return 0;
}
