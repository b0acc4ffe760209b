/* libFuzzer target: LeetCode 37, the driver's parsing + Solution (src/drivers/lc37.cpp without
 * its main, which includes problems/lc37.cpp).
 * Build: clang++ -g -O1 -fsanitize=fuzzer,address,undefined -I. src/fuzz/lc37.cpp (or make fuzz).
 * Bound: inputs over 1000 bytes are skipped (about 10 boards: each Solution() call builds its
 * 729-row matrix, ~1 ms under the sanitizers). Two checks per input:
 *  1. the driver's run_task on the bytes as they are (the contract of status and message);
 *  2. Solution().solveSudoku on a valid board made of the first 81 bytes (byte % 10: 0 -> '.',
 *     else that digit): the board must come back unchanged (no solution: clashing givens or a
 *     dead end) or as a complete valid sudoku that keeps every given. */
#define FUZZING
#include "src/drivers/lc37.cpp"
#include "src/fuzz/fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size > 1000) return 0;
    string out, err;
    int st = lc37_driver::run_task((const char *)data, size, out, err);
    fuzz_check_status("lc37", data, size, st, out, err);
    if (size < 81) return 0;
    vector<vector<char> > board(9, vector<char>(9, '.'));
    for (int k = 0; k < 81; k++) {
        int v = data[k] % 10;
        board[k / 9][k % 9] = v ? (char)('0' + v) : '.';
    }
    vector<vector<char> > given = board;
    Solution().solveSudoku(board);
    if (board == given) return 0;
    int g[81];
    for (int k = 0; k < 81; k++) {
        char ch = board[k / 9][k % 9], gv = given[k / 9][k % 9];
        if (ch < '1' || ch > '9') fuzz_fail("solved board has a blank", string(1, ch));
        if (gv != '.' && gv != ch) fuzz_fail("solved board changed a given", string(1, ch));
        g[k] = ch - '1';
    }
    fuzz_check_grid(g, 9, 3, "lc37 board");
    return 0;
}
