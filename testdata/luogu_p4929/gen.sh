#!/bin/sh
# Regenerates the generated cases of this folder (see SOURCES.md): sh testdata/luogu_p4929/gen.sh
# random-<seed>: src/gen/matrix.cpp. Expected output (.out, the checker's answer file): the
# subset-enumeration oracle src/brute/exact_cover.cpp when it finishes within 20 s; otherwise
# the cover the generator planted (`matrix <seed> p4929 answer`). Prints which one per file.
set -eu
cd "$(dirname "$0")/../.."
D=testdata/luogu_p4929
B=build/gen.$$
mkdir -p "$B"
trap 'rm -rf "$B"' EXIT
g++ -O2 -std=c++17 -o "$B/matrix" src/gen/matrix.cpp
g++ -O2 -std=c++17 -o "$B/exact_cover" src/brute/exact_cover.cpp
one() {  # one NAME SEED MODE
  "$B/matrix" "$2" "$3" > "$D/$1.in"
  if timeout 20 "$B/exact_cover" p4929 < "$D/$1.in" > "$B/oracle.out"; then
    # a planted cover and the oracle must agree that a cover exists
    if "$B/matrix" "$2" "$3" answer > "$B/planted.out" && [ "$(cat "$B/oracle.out")" = "No Solution!" ]; then
      echo "$1: the oracle finds no cover but one was planted" >&2; exit 1
    fi
    cp "$B/oracle.out" "$D/$1.out"; echo "$1 oracle"
  else
    "$B/matrix" "$2" "$3" answer > "$D/$1.out" || { echo "$1: oracle too slow and no planted cover" >&2; exit 1; }
    echo "$1 planted"
  fi
}
for s in $(seq 1 24); do one "random-$s" "$s" p4929; done
one edge-largest-500x500 1 p4929-max
one edge-largest-500x500-zero-column 1 p4929-max-zerocol
