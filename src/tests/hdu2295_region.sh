#!/bin/sh
# The DLX RCOVER region of every judge file that carries one (problems/hdu2295.cpp today) is
# byte-identical to src/dlx_rcover.h, with the hash on its BEGIN line current, and the file is at
# most 32,000 bytes. (run_tests.sh's core checks look for the exact-cover core's region only;
# once they check every marked region, this script can go.)
#   sh src/tests/hdu2295_region.sh           check: exit 1 naming each file that differs
#   sh src/tests/hdu2295_region.sh --write   paste src/dlx_rcover.h into every such region again
set -u
cd "$(dirname "$0")/../.." || exit 2
canon=src/dlx_rcover.h
hash=$(sha256sum "$canon" | cut -c1-12)
begin="// ==== BEGIN DLX RCOVER ($canon sha256:$hash) -- edit $canon, then make sync ===="
end="// ==== END DLX RCOVER ===="
T=$(mktemp -d "${TMPDIR:-/tmp}/rcover_region.XXXXXX") || exit 2
trap 'rm -rf "$T"' EXIT
bad=0 files=0
for f in $(grep -l '^// ==== BEGIN DLX RCOVER ' problems/*.cpp); do
  files=$((files + 1))
  if [ "$(grep -c '^// ==== BEGIN DLX RCOVER ' "$f")" != 1 ] || [ "$(grep -cx "$end" "$f")" != 1 ]; then
    echo "$f: want one BEGIN DLX RCOVER and one END DLX RCOVER line"; bad=$((bad + 1)); continue
  fi
  # the parts: before the BEGIN line, the BEGIN line, the region, the END line and after
  sed -n '/^\/\/ ==== BEGIN DLX RCOVER /q; p' "$f" > "$T/head"
  sed -n '/^\/\/ ==== BEGIN DLX RCOVER /p' "$f" > "$T/begin"
  sed -n '/^\/\/ ==== BEGIN DLX RCOVER /,/^\/\/ ==== END DLX RCOVER ====$/p' "$f" | sed '1d;$d' > "$T/region"
  sed -n '/^\/\/ ==== END DLX RCOVER ====$/,$p' "$f" > "$T/tail"
  if [ "${1:-}" = --write ]; then
    { cat "$T/head"; echo "$begin"; cat "$canon"; cat "$T/tail"; } > "$T/new" && cp "$T/new" "$f" && echo "pasted $canon into $f"
  else
    cmp -s "$T/region" "$canon" || { echo "$f: the DLX RCOVER region differs from $canon: edit $canon, then sh $0 --write"; bad=$((bad + 1)); }
    [ "$(cat "$T/begin")" = "$begin" ] || { echo "$f: the hash on the BEGIN DLX RCOVER line is stale (want $hash): sh $0 --write"; bad=$((bad + 1)); }
  fi
  sz=$(wc -c < "$f")
  [ "$sz" -le 32000 ] || { echo "$f: $sz bytes, over 32000"; bad=$((bad + 1)); }
done
[ $files -gt 0 ] || { echo "no judge file carries a DLX RCOVER region"; exit 1; }
echo "DLX RCOVER regions: $files file(s), $bad problem(s)"
[ $bad = 0 ]
