/* libFuzzer target: POJ 3076 reading + solving (problems/poj3076.cpp without its main).
 * Build: clang++ -g -O1 -fsanitize=fuzzer,address,undefined -I. src/fuzz/poj3076.cpp (or make fuzz).
 * The body (bounds and checks) is shared with the other 16x16 tasks: src/fuzz/fuzz_sudoku16.h. */
#define FUZZING
#include "problems/poj3076.cpp"
#include "src/fuzz/fuzz_check.h"
#define FUZZ_TASK "poj3076"
#include "src/fuzz/fuzz_sudoku16.h"
