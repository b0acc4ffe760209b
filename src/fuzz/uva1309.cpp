/* libFuzzer target: UVa 1309 reading + solving (problems/uva1309.cpp without its main).
 * Build: clang++ -g -O1 -fsanitize=fuzzer,address,undefined -I. src/fuzz/uva1309.cpp (or make fuzz).
 * The body (bounds and checks) is shared with the other 16x16 tasks: src/fuzz/fuzz_sudoku16.h. */
#define FUZZING
#include "problems/uva1309.cpp"
#include "src/fuzz/fuzz_check.h"
#define FUZZ_TASK "uva1309"
#include "src/fuzz/fuzz_sudoku16.h"
