#!/bin/sh
# The XCC part of the stress tests, used by src/stress/stress.sh (make stress) and,
# short, by src/tests/stress_xcc.sh (the test command).
#   sh src/stress/xcc.sh N SEED [short]
# 1. src/stress/xcc_stress.cpp: N random XCC instances, every one with secondary items and colors,
#    the core's solutions against a plain backtracking oracle: 0 failures wanted.
# 2. Broken cores made with src/tools/mutate from src/dlx_core.h (in $BUILD/stress/xcc-broken/):
#    the same program MUST fail on each (a failure line, a crash, or a hang past the timeout).
#    `short`: only the purify variant (the others hang, which costs their timeout).
# Exit status 0 if every part passed, 1 if not, 3 if something cannot be built.
set -u
cd "$(dirname "$0")/../.." || exit 3
N=${1:-100000}; SEED=${2:-1}; SHORT=${3:-}
B=${BUILD:-build}
S=$B/stress
mkdir -p "$S/xcc-broken" || exit 3
CXX=${CXX:-g++}
fresh() {  # fresh OUT SRC...: OUT exists and is newer than every SRC
  f_out=$1; shift
  [ -x "$f_out" ] || return 1
  for f_src in "$@"; do [ "$f_out" -nt "$f_src" ] || return 1; done
  return 0
}
build() {  # build OUT SRC FLAGS...: compile under a private name, then rename (others share the tree)
  b_out=$1; b_src=$2; shift 2
  $CXX "$@" -o "$b_out.tmp.$$" "$b_src" > "$b_out.log" 2>&1 && mv -f "$b_out.tmp.$$" "$b_out" ||
    { echo "cannot build $b_src:"; head -n 20 "$b_out.log"; rm -f "$b_out.tmp.$$"; return 1; }
}
# mk/build.mk: rebuilt when it or a header changed (src/tools/mutate: the one the test command uses)
./run_tests.sh --make "$S/xcc_stress" "$B/tools/mutate" || exit 3

status=0
echo "xcc stress: $N instances, seed $SEED"
"$S/xcc_stress" "$N" "$SEED" || status=1

broken() {  # broken NAME TIMEOUT OLD NEW
  v=$S/xcc-broken/$1
  if ! fresh "$v" src/dlx_core.h src/engine/*.h src/stress/xcc_stress.cpp src/stress/xcc.sh; then
    mkdir -p "$v.d/src" || { status=1; return; }
    "$B/tools/mutate" src/dlx_core.h "$v.d/src/dlx_core.h" "$3" "$4" ||
      { echo "FAIL xcc broken/$1: the text to mutate is gone (the core changed?): update src/stress/xcc.sh"; status=1; return; }
    build "$v" src/stress/xcc_stress.cpp -std=c++17 -O2 -I"$v.d" -I. || { status=1; return; }
  fi
  timeout "$2" "$v" 2000 1 > "$v.log" 2>&1
  v_rc=$?
  case $v_rc in
    0) echo "FAIL xcc broken/$1 NOT caught:"; tail -n 1 "$v.log"; status=1 ;;
    124) echo "xcc broken/$1 caught: $(grep -c '^instance' "$v.log") failure lines, then hangs (over $2 s on 2000 instances)" ;;
    *) echo "xcc broken/$1 caught: exit status $v_rc, $(tail -n 1 "$v.log" | sed 's/.*; //')" ;;
  esac
}
# purify keeps the options without a color (they must be excluded)
broken purify-uncolored 20 'if (nd[q].color != c) hide(q);' 'if (nd[q].color != c && nd[q].color != 0) hide(q);'
if [ "$SHORT" != short ]; then
  # unpurify does not give the options their color back
  broken unpurify-color 10 'if (nd[q].color < 0) nd[q].color = c;' 'if (nd[q].color < 0) {}'
  # uncommit the other items of an option in the order they were committed (as run_tests.sh)
  broken uncommit-order 10 \
    'void uncommit_others(int p) { uncommit_to(p, p - 1); }' \
    'void uncommit_others(int p) { for (int q = p + 1; q != p;) { if (nd[q].top <= 0) { q = nd[q].up; continue; } uncommit(q); q++; } }'
fi
exit $status
