// Stopping at the first failure (the broken variants of src/stress/broken.sh): with the
// environment variable STRESS_FIRST_FAILURE set, a stress program's fail() calls
// stop_at_first_failure() after printing the failure, and the program exits with status 1 there,
// instead of counting on (a broken engine may be slow, or loop, on later instances: without this
// it would end only by run_tests.sh's timeout). Without the variable: nothing (every failure counted).
#ifndef STRESS_STOP_H
#define STRESS_STOP_H
#include <cstdio>
#include <cstdlib>
static inline void stop_at_first_failure() {
    static const bool stop = std::getenv("STRESS_FIRST_FAILURE") != 0;
    if (stop) { std::fflush(stdout); std::exit(1); }
}
#endif
