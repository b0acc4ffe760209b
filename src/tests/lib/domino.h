/* The test programs' exact-cover instance of known counts: the domino tilings of an m x n board
 * (OEIS A099390; A004003 for n x n), one item per cell, one option per domino. */
#ifndef DLX_TESTS_DOMINO_H
#define DLX_TESTS_DOMINO_H
#include "src/engine/engine.h"

static void build_domino(Engine &d, int m, int n) {
    d.reset(m * n, m * n);
    for (int r = 0; r < m; r++)
        for (int c = 0; c < n; c++) {
            int a = 1 + r * n + c;
            if (c + 1 < n) { int it[2] = {a, a + 1}; d.add_row(it, 2); }
            if (r + 1 < m) { int it[2] = {a, a + n}; d.add_row(it, 2); }
        }
}
#endif
