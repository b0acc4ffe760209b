# Sourced by the src/tests/xc_*.sh scripts (set NAME first; run from the repository root):
# B (their build folder, $BUILD/tests), T (a scratch folder removed on exit), CXX and W (compiler
# and flags), XC (problems/xc.cpp built as build/xc is, shared by the scripts: rebuilt only when
# problems/xc.cpp, the core, a header of src/engine or of src/xc is newer, under a temporary name
# then renamed, since other runs in the same tree may be using it), and tool NAME SOURCE (build a
# helper program into $B if stale).
# Not a test itself: run_tests.sh runs only src/tests/*.sh, not this folder.
B=${BUILD:-build}/tests
mkdir -p "$B" || exit 2
T=$(mktemp -d "${TMPDIR:-/tmp}/$NAME.XXXXXX") || exit 2
trap 'rm -rf "$T"' EXIT
CXX=${CXX:-g++}
W="-Wall -Wextra -Werror -O2"
XC=$B/xc_under_test
xc_fresh() { for f in problems/xc.cpp src/dlx_core.h src/engine/*.h src/xc/*.h; do [ "$XC" -nt "$f" ] || return 1; done; }
if ! xc_fresh; then
  $CXX -std=gnu++17 $W -pthread -I. -o "$XC.$$" problems/xc.cpp && mv -f "$XC.$$" "$XC" || { echo "cannot build problems/xc.cpp"; exit 1; }
fi
tool() { [ "$B/$1" -nt "$2" ] || { $CXX -std=c++17 $W -o "$B/$1.$$" "$2" && mv -f "$B/$1.$$" "$B/$1"; } || exit 1; }
