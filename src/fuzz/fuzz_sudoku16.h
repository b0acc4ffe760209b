/* The shared body of the 16x16 targets (poj3076, uva1309, spoj_sudoku): include it after the task
 * file and fuzz_check.h, with FUZZ_TASK defined as the task's name. Bound: inputs over 1100 bytes
 * are skipped (at most 4 grids); in fuzz builds the task keeps one matrix for every input and
 * gives each grid 20000 search nodes (a grid past the budget prints `no solution`). Checks: the
 * status/message contract; every printed grid is a valid 16x16 sudoku; other lines are blank or
 * `no solution`. */
#ifndef FUZZ_TASK
#error define FUZZ_TASK before including fuzz_sudoku16.h
#endif
extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 1100) return 0;
    string out, err;
    int st = run_task((const char *)data, size, out, err);
    fuzz_check_status(FUZZ_TASK, data, size, st, out, err);
    /* runs of grid lines (16 letters A-P) come in blocks of 16 that are solved grids */
    int g[256], rows = 0;
    size_t p = 0;
    while (p < out.size()) {
        size_t e = out.find('\n', p);
        if (e == string::npos) fuzz_fail("output without a final newline", out);
        bool grid = e - p == 16;
        for (size_t k = p; k < e && grid; k++) grid = out[k] >= 'A' && out[k] <= 'P';
        if (grid) {
            for (int c = 0; c < 16; c++) g[rows * 16 + c] = out[p + c] - 'A';
            if (++rows == 16) { fuzz_check_grid(g, 16, 4, out); rows = 0; }
        } else {
            if (rows != 0) fuzz_fail("grid with fewer than 16 rows", out);
            string l = out.substr(p, e - p);
            if (l != "" && l != "no solution") fuzz_fail("unexpected output line", l);
        }
        p = e + 1;
    }
    if (rows != 0) fuzz_fail("grid with fewer than 16 rows", out);
    return 0;
}
