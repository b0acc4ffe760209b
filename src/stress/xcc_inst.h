// A random XCC instance of the DC stress programs (stress_dc, stress_dcsearch) and its failure
// report: items 1..n (1..np primary), option r's items items[r] with colors colors[r] (0: none).
// Each program has its own generator and its own brute-force oracle (kept apart on purpose: two
// independent ways to the same answers); what they share is this shape and the report.
#ifndef STRESS_XCC_INST_H
#define STRESS_XCC_INST_H
#include <cstdio>
#include <string>
#include <vector>
#include "stop.h"

struct Inst {
    int n, np;
    std::vector<std::vector<int> > items, colors;
};

// one failure: the first 10 print the instance in Knuth's format (items named by number)
static int failures = 0;
static void fail(int t, const Inst &I, const std::string &what) {
    if (failures < 10) {
        std::printf("instance %d: %s\n  |", t, what.c_str());
        for (int x = 1; x <= I.n; x++) std::printf(x == I.np + 1 ? " | %d" : " %d", x);
        for (size_t r = 0; r < I.items.size(); r++) {
            std::printf("\n  ");
            for (size_t j = 0; j < I.items[r].size(); j++)
                std::printf(I.colors[r][j] ? " %d:%d" : " %d", I.items[r][j], I.colors[r][j]);
        }
        std::printf("\n");
        std::fflush(stdout);
    }
    failures++;
    stop_at_first_failure();
}
#endif
