#!/bin/sh
# make bench: runs every src/bench/*.sh (except this one) in name order. Each prints one line
# per measurement:  <area> <what> <figure> <unit> [more key=value pairs]
# Speed is measured here, never in the tests. Needs `make` first (build/ binaries).
set -u
cd "$(dirname "$0")/../.." || exit 2
for s in src/bench/*.sh; do
  case "$s" in */bench.sh) continue ;; esac
  sh "$s" || echo "bench $s: FAILED (exit $?)"
done
