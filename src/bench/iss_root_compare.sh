#!/bin/sh
# iss_root_compare: what groups' propagators leave before the first guess (`groups --propagated`)
# against ISS's own (its step 0 pencilmarks: `node tools/debug/step_analysis.js --steps 0 --grid`,
# in the copy at ../shared/bench/anchors/iss), cell by cell, on ISS strings (9x9 and smaller, one
# puzzle per file). A line per puzzle: the cells where ISS leaves strictly fewer candidates, where
# groups does, where they differ otherwise, and the candidates left in all by each. A cell where ISS
# leaves fewer shows a deduction this project's propagators lack (the skyscrapers' and quads' of
# docs/performance.md, seventh session, were found so).
#   sh src/bench/iss_root_compare.sh FILE.iss...        (default: testdata/groups/iss/*.iss)
# Needs build/groups (`make`) and node. POSIX sh + awk.
set -u
cd "$(dirname "$0")/../.." || exit 2
ISS=${ISS:-../shared/bench/anchors/iss}
G=$(pwd)/build/groups
[ -x "$G" ] || { echo "build/groups missing: run make"; exit 2; }
command -v node > /dev/null && [ -d "$ISS" ] || { echo "needs node and ISS at $ISS"; exit 2; }
[ $# -gt 0 ] || set -- testdata/groups/iss/*.iss
T=${TMPDIR:-/tmp}/iss_root.$$
mkdir -p "$T" || exit 2
trap 'rm -rf "$T"' EXIT
for f in "$@"; do
  case $f in /*) p=$f ;; *) p=$(pwd)/$f ;; esac
  (cd "$ISS" && node tools/debug/step_analysis.js --input-file "$p" --steps 0 --grid 2> /dev/null) |
    awk '/=== Pencilmarks at step 0 ===/ { on = 1; next } on && /\|/ { n = split($0, a, "|"); for (i = 1; i <= n; i++) { gsub(/ /, "", a[i]); print a[i] } } on && !/\|/ && seen { exit } /\|/ { seen = on }' > "$T/iss"
  "$G" --propagated "$p" 2> /dev/null | awk 'NF { for (i = 1; i <= NF; i++) { c = $i; gsub(/\./, "", c); print c } }' > "$T/ours"
  if [ ! -s "$T/iss" ] || [ "$(wc -l < "$T/iss")" != "$(wc -l < "$T/ours")" ]; then
    echo "$(basename "$f"): skipped (no step 0 grid from ISS, or not the same cells)"; continue
  fi
  paste "$T/iss" "$T/ours" | awk -v name="$(basename "$f")" '
    function has(s, c) { return index(s, c) > 0 }
    { a = $1; b = $2; ia += length(a); ib += length(b)
      sub_ab = 1; for (i = 1; i <= length(a); i++) if (!has(b, substr(a, i, 1))) sub_ab = 0
      sub_ba = 1; for (i = 1; i <= length(b); i++) if (!has(a, substr(b, i, 1))) sub_ba = 0
      if (sub_ab && !sub_ba) issx++; else if (sub_ba && !sub_ab) ours++; else if (!sub_ab && !sub_ba) other++ }
    END { printf "%-60s ISS fewer %3d  groups fewer %3d  other %3d  candidates ISS %4d groups %4d\n", name, issx, ours, other, ia, ib }'
done
