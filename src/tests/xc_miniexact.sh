#!/bin/sh
# miniexact's two input forms in xc (problems/xc.cpp, src/xc/read_miniexact.h) against the oracle
# src/brute/xcc.cpp on random instances from src/gen/xc_miniexact.cpp, seeds 1..N (N =
# $XC_MINIEXACT_N, default 18 in the test command; `make stress` 300): each instance written in the `p xc P S` form, in the Knuth-like
# `< ... >` form and as .dlx text for the oracle; the count and the set of solutions (`--rows`)
# with the format guessed and forced, and `--best 3` checked by the oracle's --check-best. One
# instance in four has multiplicities (Knuth-like form only; the oracle enumerates subsets).
# When /tmp/dlx-anchors/miniexact exists (or $MINIEXACT names it), the counts of the instances
# without multiplicities are also compared with miniexact's own (`-c -e`, its files written
# without xc's additions); otherwise that is skipped silently.
# Also: --format usage errors, --format dlx on a miniexact file is refused, --matrix and --format
# matrix agree, and guessing never refuses a testdata/xc case that reads as .dlx.
# Builds its own binaries into $BUILD/tests (xc with the same flags as build/xc).
set -u
cd "$(dirname "$0")/../.." || exit 2
NAME=xc_miniexact; . src/tests/lib/xc_setup.sh
N=${XC_MINIEXACT_N:-18}
ME=${MINIEXACT:-/tmp/dlx-anchors/miniexact}
[ -x "$ME" ] || ME=
tool brute_xcc src/brute/xcc.cpp
tool gen_xc_miniexact src/gen/xc_miniexact.cpp
G=$B/gen_xc_miniexact
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

D=testdata/xc/miniexact-p-knuth-colors.in
for bad in "--format" "--format xml" "--format=" "--format=DLX" "--format dimacs"; do
  "$XC" $bad "$D" > "$T/o" 2> "$T/e"; rc=$?
  [ $rc = 2 ] && grep -q '^xc: .*(see xc --help)$' "$T/e" && [ ! -s "$T/o" ] || fail "'xc $bad': exit $rc, stderr '$(cat "$T/e")'"
done
"$XC" --format dlx "$D" > "$T/o" 2> "$T/e"; rc=$?
[ $rc = 2 ] || fail "--format dlx on a miniexact file: exit $rc"
for f in miniexact miniexact-p; do [ "$("$XC" --format=$f "$D")" = 1 ] || fail "--format=$f"; done
M=testdata/xc/matrix-p4929-sample-1.in
[ "$("$XC" --matrix --rows "$M")" = "$("$XC" --format matrix --rows "$M")" ] || fail "--matrix and --format matrix differ"
# the matrix format is never guessed: `3 3` read as a .dlx item line names item 3 twice
"$XC" "$M" > "$T/o" 2> "$T/e"; rc=$?
[ $rc = 2 ] && grep -q "^xc: item '3' declared twice at line 1" "$T/e" || fail "matrix file read as .dlx: exit $rc, $(cat "$T/e")"
# guessing never refuses a case that reads as .dlx
for c in testdata/xc/*.in; do
  [ -f "${c%.in}.args" ] && continue
  "$XC" --format dlx --limit 1 "$c" > /dev/null 2>&1; rc=$?
  [ $rc -le 1 ] || continue
  "$XC" --limit 1 "$c" > /dev/null 2> "$T/e"; rc=$?
  [ $rc -le 1 ] || fail "$c reads as .dlx but not guessed: $(cat "$T/e")"
done

# the count ($1 file, $2 what) and the solutions against the oracle's
check() {
  got=$("$XC" $3 "$1"); rc=$?
  [ "$got" = "$want" ] || fail "seed $seed $2: count '$got', want $want"
  if [ "$want" = 0 ]; then [ $rc = 1 ] || fail "seed $seed $2: exit $rc"; else [ $rc = 0 ] || fail "seed $seed $2: exit $rc"; fi
  "$XC" $3 --rows "$1" | "$B/brute_xcc" --normalize > "$T/rows"
  cmp -s "$T/rows" "$T/brute.rows" || fail "seed $seed $2: --rows not the oracle's solutions"
  if [ "$mult" = 0 ] && grep -q '[$]' "$1"; then
    "$XC" $3 --best 3 --rows "$1" > "$T/best"
    "$B/brute_xcc" --check-best 3 "$T/dlx" < "$T/best" > "$T/chk" 2>&1 || fail "seed $seed $2: --best 3: $(cat "$T/chk")"
  fi
}
seed=1; nme=0
while [ "$seed" -le "$N" ]; do
  "$G" "$seed" dlx > "$T/dlx"
  "$G" "$seed" knuth > "$T/knuth"
  mult=0; "$G" "$seed" p > "$T/p" || mult=1
  "$B/brute_xcc" --list "$T/dlx" > "$T/brute" || fail "seed $seed: oracle failed"
  want=$(head -n 1 "$T/brute")
  tail -n +2 "$T/brute" > "$T/brute.rows"
  check "$T/knuth" knuth ""
  check "$T/knuth" "knuth --format miniexact-knuth" "--format miniexact-knuth"
  if [ $mult = 0 ]; then
    check "$T/p" p ""
    check "$T/p" "p --format miniexact" "--format miniexact"
    if [ -n "$ME" ]; then
      for f in p knuth; do
        "$G" "$seed" $f pure > "$T/pure.$f"
        got=$("$ME" -c -e "$T/pure.$f" 2>&1 | sed -n 's/^Found \([0-9]*\) solutions!$/\1/p')
        [ "$got" = "$want" ] || fail "seed $seed: miniexact -c counts '$got' on the $f form, want $want"
        [ "$("$XC" "$T/pure.$f")" = "$want" ] || fail "seed $seed: xc on the pure $f form"
      done
      nme=$((nme + 1))
    fi
  fi
  seed=$((seed + 1))
done
echo "$N instances ($nme also counted by miniexact), $fails failures"
[ "$fails" = 0 ]
