#!/bin/sh
# mk/bmi.sh CXX: prints the flags of the bit-manipulation instructions (tzcnt, lzcnt, the BMI2
# shifts) when CXX compiles with them and this machine runs the result right; nothing otherwise.
# Run, not only compiled: a CPU without LZCNT reads lzcnt as bsr (another count, no fault), one
# without BMI2 faults on shlx. mk/build.mk gives them to the grid tools (GRID_TASKS).
CXX=${1:-g++}
T=$(mktemp -d 2> /dev/null) || exit 0
trap 'rm -rf "$T"' EXIT
cat > "$T/b.cpp" << 'CODE'
int main(int argc, char **argv) {
    (void)argv;
    volatile unsigned long long x = 0x00f0000000000100ull * (unsigned long long)argc;
    volatile int k = 4 + argc;
    unsigned long long y = x;
    int lz = __builtin_clzll(y), tz = __builtin_ctzll(y);
    unsigned long long s = y << k, r = y >> k;
    return lz == 8 && tz == 8 && s == 0x1e00000000002000ull && r == 0x0007800000000008ull ? 0 : 1;
}
CODE
F="-mbmi -mbmi2 -mlzcnt"
# shellcheck disable=SC2086
$CXX -O2 $F -o "$T/b" "$T/b.cpp" > /dev/null 2>&1 && "$T/b" > /dev/null 2>&1 && echo "$F"
exit 0
