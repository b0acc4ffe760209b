#!/bin/sh
# Regenerates the generated cases of this folder (see SOURCES.md): sh testdata/hdu2295/gen.sh
# Inputs: src/gen/hdu2295.cpp. Expected outputs: the oracle src/brute/hdu2295.cpp (auto: every
# set of at most K stations when M <= 20, else singles/pairs/all-but-one/all when K <= 2 or
# K >= M - 1, else the bitmask set-cover search); every file is also answered by the oracle's
# search method alone, and the two must agree.
set -eu
cd "$(dirname "$0")/../.."
D=testdata/hdu2295 B=$(mktemp -d "${TMPDIR:-/tmp}/hdu2295-gen.XXXXXX")
trap 'rm -rf "$B"' EXIT
for p in gen brute; do g++ -O2 -std=c++17 -I. -o "$B/$p" "src/$p/hdu2295.cpp"; done
case_() {  # case_ NAME GEN-ARGS...: NAME.in from the generator, NAME.out from the oracle
  name=$1; shift
  "$B/gen" "$@" > "$D/$name.in"
  "$B/brute" auto < "$D/$name.in" > "$D/$name.out"
  "$B/brute" search < "$D/$name.in" > "$B/check.out"
  cmp -s "$D/$name.out" "$B/check.out" || { echo "$name: the oracle's methods disagree"; exit 1; }
}
for s in 1 2 3 4 5 6; do case_ "random-$s" "$s" mixed; done
case_ edge-max-random 2 random 20 50 50
case_ edge-k1 1 random 20 50 50 1
case_ edge-k-equals-m 1 random 20 50 50 50
case_ edge-collinear 3 collinear 20
case_ edge-dup-cities 4 dupcities 20
case_ edge-dup-stations 5 dupstations 20
case_ edge-cities-on-stations 6 onstation 20
case_ edge-cities-on-one-station 7 onestation 20
case_ edge-clusters 8 clusters 20 50 50
case_ edge-ring 9 ring 20 50 50
case_ edge-grid-hardest 26 grid 20 50 50 19
case_ edge-200-small-cases 10 small 200
