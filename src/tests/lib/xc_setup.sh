# Sourced by the src/tests/xc_*.sh scripts (set NAME first; run from the repository root):
# B (their build folder, $BUILD/tests), T (a scratch folder removed on exit), CXX and W (compiler
# and flags), XC (problems/xc.cpp built -O2 by mk/build.mk as $B/xc_under_test, shared by the
# scripts, rebuilt when it or anything it includes changed), XC_PRINT (the checker of --print),
# tool NAME SOURCE (a helper program made by mk/build.mk: $B/brute_X from src/brute/X.cpp, $B/gen_X
# from src/gen/X.cpp), and fail MESSAGE (a failed seed: counted in $fails, the first one's input
# $T/in shown once).
# Not a test itself: run_tests.sh runs only src/tests/*.sh, not this folder.
B=${BUILD:-build}/tests
mkdir -p "$B" || exit 2
T=$(mktemp -d "${TMPDIR:-/tmp}/$NAME.XXXXXX") || exit 2
trap 'rm -rf "$T"' EXIT
CXX=${CXX:-g++}
W="-Wall -Wextra -Werror -O2"
XC=$B/xc_under_test
# XC_PRINT: the checker of xc --print, src/checkers/xc_print.cpp, as the build makes it
XC_PRINT=${BUILD:-build}/checkers/xc_print
./run_tests.sh --make "$XC" "$XC_PRINT" || { echo "cannot build problems/xc.cpp or src/checkers/xc_print.cpp"; exit 1; }
tool() {  # tool brute_X src/brute/X.cpp | gen_X src/gen/X.cpp: $B/$1, by mk/build.mk (rebuilt when
  # it or anything it includes changed; brute_xcc and gen_xcc are built with the rest)
  case "$1 $2" in "brute_"*" src/brute/"*.cpp|"gen_"*" src/gen/"*.cpp) ;; *) echo "tool $1 $2: not a helper of mk/build.mk"; exit 1 ;; esac
  ./run_tests.sh --make "$B/$1" || exit 1
}
fails=0
shown=0
fail() {
  echo "seed $seed: $*"; fails=$((fails + 1))
  [ $shown = 1 ] || { shown=1; sed "s/^/    | /" "$T/in"; echo; }
}
