// The costs mode's check (src/tests/xc_costmode.cpp) as a stress program, so that the broken
// variants of src/engine/costs.h in src/stress/broken.sh can be built against a changed copy.
#include "src/tests/xc_costmode.cpp"
