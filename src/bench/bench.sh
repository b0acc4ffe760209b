#!/bin/sh
# make bench: runs every src/bench/*.sh (except this one and mincover.sh) in name order. Each prints one line
# per measurement:  <area> <what> <figure> <unit> [more key=value pairs]
# Speed is measured here, never in the tests. Needs `make` first (build/ binaries).
set -u
cd "$(dirname "$0")/../.." || exit 2
for s in src/bench/*.sh; do
  # mincover.sh: a table of about 45 minutes (mostly time-outs of 60 s), run on its own
  case "$s" in */bench.sh|*/mincover.sh) continue ;; esac
  sh "$s" || echo "bench $s: FAILED (exit $?)"
done
