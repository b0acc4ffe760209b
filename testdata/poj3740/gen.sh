#!/bin/sh
# Regenerates the generated cases of this folder (see SOURCES.md): sh testdata/poj3740/gen.sh
# random-<seed>: src/gen/matrix.cpp; expected output: the subset-enumeration oracle src/brute/exact_cover.cpp.
set -eu
cd "$(dirname "$0")/../.."
D=testdata/poj3740
B=build/gen.$$
mkdir -p "$B"
trap 'rm -rf "$B"' EXIT
g++ -O2 -std=c++17 -o "$B/matrix" src/gen/matrix.cpp
g++ -O2 -std=c++17 -o "$B/exact_cover" src/brute/exact_cover.cpp
for s in $(seq 1 24); do
  "$B/matrix" "$s" poj3740 > "$D/random-$s.in"
  "$B/exact_cover" poj3740 < "$D/random-$s.in" > "$D/random-$s.out"
done
"$B/matrix" 1 poj3740-max 40 > "$D/edge-largest-16x300.in"
"$B/exact_cover" poj3740 < "$D/edge-largest-16x300.in" > "$D/edge-largest-16x300.out"
"$B/matrix" 1 poj3740-small 500 > "$D/edge-500-cases.in"
"$B/exact_cover" poj3740 < "$D/edge-500-cases.in" > "$D/edge-500-cases.out"
