/* libFuzzer target: SPOJ SUDOKU reading + solving (problems/spoj_sudoku.cpp without its main).
 * Build: clang++ -g -O1 -fsanitize=fuzzer,address,undefined -I. src/fuzz/spoj_sudoku.cpp (or make fuzz).
 * The body (bounds and checks) is shared with the other 16x16 tasks: src/fuzz/fuzz_sudoku16.h. */
#define FUZZING
#include "problems/spoj_sudoku.cpp"
#include "src/fuzz/fuzz_check.h"
#define FUZZ_TASK "spoj_sudoku"
#include "src/fuzz/fuzz_sudoku16.h"
