// Checker for problems/polycube.cpp: see tiling_check.h.
#define CHECK_PLANAR 0
#include "tiling_check.h"
