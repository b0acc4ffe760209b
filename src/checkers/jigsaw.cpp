// Checker for problems/jigsaw.cpp: see grouped9.h (argv: in out ans; 0 ok, 1 wrong, 2 format, 3 failure).
#define KILLER 0
#include "grouped9.h"
