// Checker for problems/polyomino.cpp: see tiling_check.h.
#define CHECK_PLANAR 1
#include "tiling_check.h"
