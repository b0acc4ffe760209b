// The judge core alone compiles as C++98 with -pedantic-errors (mk/build.mk builds it as
// $B/core/c++98 with those flags) and counts the one solution of a 1x1 matrix (run_tests.sh runs it).
#include "src/dlx_core.h"
int main() { DLX d; d.reset(1, 1); return d.count() == 0 ? 0 : 1; }
