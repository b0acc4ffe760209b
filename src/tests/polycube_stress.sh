#!/bin/sh
# Stress problems/polycube.cpp against the brute-force oracle src/brute/tiling.cpp on random
# boards from src/gen/tiling.cpp: counts with and without --unique and --flip must agree, and
# every --print output must pass src/checkers/polycube.cpp. Seeds where the oracle needs more
# than 2 s are skipped. N=<seeds> (default 3; more with N=200), SEED0=<first seed> (default 1000).
set -u
cd "$(dirname "$0")/../.." || exit 3
N=${N:-3}; SEED0=${SEED0:-1000}
T=${TMPDIR:-/tmp}/polycube_stress.$$
mkdir -p "$T" || exit 3
trap 'rm -rf "$T"' EXIT
B=${BUILD:-build}
# reuse the harness's binaries when they are up to date (run_tests.sh builds checkers first)
use() {  # use NAME BINARY SOURCE: link BINARY as $T/NAME if newer than SOURCE, else compile
  if [ -x "$2" ] && [ "$2" -nt "$3" ] && [ "$2" -nt src/dlx_core.h ]; then ln -s "$(pwd)/$2" "$T/$1"; else g++ -std=gnu++17 -O2 -pthread -I. -o "$T/$1" "$3"; fi
}
use solver "$B/polycube" problems/polycube.cpp &&
# the oracle and the generator, built once for this and the other tiling stress (mk/build.mk)
./run_tests.sh --make "$B/tests/brute_tiling" "$B/tests/gen_tiling" && ln -s "$(pwd)/$B/tests/brute_tiling" "$T/brute" &&
ln -s "$(pwd)/$B/tests/gen_tiling" "$T/gen" &&
use check "$B/checkers/polycube" src/checkers/polycube.cpp || { echo "build failed"; exit 1; }
bad=0; done_=0; s=$SEED0
while [ $done_ -lt "$N" ]; do
  "$T/gen" $s --3d > "$T/case.in"
  if timeout 2 "$T/brute" --3d < "$T/case.in" > "$T/b0" 2>/dev/null; then
    done_=$((done_ + 1))
    for o in "" "--unique" "--flip" "--flip --unique"; do
      want=$(timeout 10 "$T/brute" --3d $o < "$T/case.in" 2>&1) || continue
      got=$("$T/solver" $o < "$T/case.in" 2>&1)
      [ "$got" = "$want" ] || { echo "seed $s '$o': solver $got, brute $want"; bad=$((bad + 1)); }
    done
    echo "--print" > "$T/case.args"
    "$T/solver" --print < "$T/case.in" > "$T/got" && "$T/brute" --3d --print < "$T/case.in" > "$T/want" &&
      "$T/check" "$T/case.in" "$T/got" "$T/want" > "$T/chk" 2>&1 || { echo "seed $s --print: $(cat "$T/chk")"; bad=$((bad + 1)); }
    rm -f "$T/case.args"
  fi
  s=$((s + 1))
done
echo "polycube stress: $N boards (seeds $SEED0..$((s - 1))), $bad failures"
[ $bad = 0 ]
