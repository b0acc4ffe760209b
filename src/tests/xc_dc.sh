#!/bin/sh
# xc's search with domain consistency (--dc: src/engine/dcsearch.h on src/engine/dc.h, driven by the
# split driver in every mode) against the brute-force XCC oracle (src/brute/xcc.cpp, which lists
# every solution as sorted option numbers) on random instances from src/gen/xcc.cpp, seeds 1..N
# (N = $XC_DC_N, default 10 in the test command; `make stress` runs 100). Per seed, with --dc:
#   - the count: default, --dc and --no-dc equal the oracle's; exit status 0 iff not 0; --stats
#     says `domain consistency`; --limit K (K = 1..3) gives min(count, K);
#   - --rows: the set of solutions equals the oracle's list; --print: every block a solution, no
#     two alike, as many as the oracle counts (src/checkers/xc_print.cpp);
#   - --first (--rows and printed): one solution, one of the oracle's (none when it has none);
#     the default --first (the links search looks first, for --links-try U updates, then DC from
#     the start), with U = 1, 2, 5, 30 and the default: the same;
#   - --limit K --rows: min(count, K) lines, each one of the oracle's, no two alike;
#   - --threads 2: the count, and the --rows set; --threads 2 --limit K: min(count, K);
#   - --parts K: the parts' counts add up to the count, their --rows lists together are the
#     oracle's list (disjoint parts); --progress: the count;
#   - --dc --checkpoint: the oracle's count, and the checkpoint names DC (resumes: xc_checkpoint.sh);
#   - modes DC does not serve (--memo, --links-only, multiplicities every third seed):
#     the oracle's count, and --stats says `links` (multiplicities: on one fixed input).
# Then the default on small inputs (which colors turn it on; --first: the links' try, --stats
# telling which search found it, --links-try's usage errors), known counts (shared/data/exact_cover)
# with --dc, and --stats telling which search ran: the colored killer_seed1_xcc counts and finds
# its first solution with domain consistency by default (under 1000 nodes each; the solution
# checked), plain queens_8 with the links, --best never uses it.
set -u
cd "$(dirname "$0")/../.." || exit 2
NAME=xc_dc; . src/tests/lib/xc_setup.sh
N=${XC_DC_N:-10}
tool brute_xcc src/brute/xcc.cpp
tool gen_xcc src/gen/xcc.cpp
min() { if [ "$1" -lt "$2" ]; then echo "$1"; else echo "$2"; fi; }
search_is() {  # search_is WANT WHAT ARGS...: xc --stats ARGS names the search WANT
  w=$1; what=$2; shift 2
  "$XC" --stats "$@" "$T/in" 2> "$T/e" > /dev/null
  sed -n 1p "$T/e" | grep -q ", $w\$" || fail "$what: --stats does not say $w: $(sed -n 1p "$T/e")"
}
in_list() {  # in_list FILE: every line of FILE (option numbers, normalized) is the oracle's, none twice
  [ "$(sort "$1" | uniq -d | wc -l)" = 0 ] || return 1
  [ "$(sort "$1" | comm -23 - "$T/slist" | wc -l)" = 0 ]
}

seed=1
while [ "$seed" -le "$N" ]; do
  case $((seed % 3)) in
    0) "$B/gen_xcc" "$seed" 9 5 22 > "$T/in" ;;
    1) "$B/gen_xcc" "$seed" 10 6 30 > "$T/in" ;;
    *) "$B/gen_xcc" "$seed" > "$T/in" ;;
  esac
  "$B/brute_xcc" --list "$T/in" > "$T/all" || { fail "oracle failed"; seed=$((seed + 1)); continue; }
  want=$(sed -n 1p "$T/all"); sed 1d "$T/all" > "$T/list"; sort "$T/list" > "$T/slist"
  echo "$want" > "$T/ans"
  want_rc=0; [ "$want" = 0 ] && want_rc=1
  for o in "" --dc --no-dc; do
    got=$("$XC" $o "$T/in"); rc=$?
    [ "$got" = "$want" ] || fail "count${o:+ $o} $got, want $want"
    [ "$rc" = "$want_rc" ] || fail "count${o:+ $o} exit status $rc, want $want_rc"
  done
  search_is "domain consistency" "--dc" --dc
  search_is links "--no-dc" --no-dc
  k=$((1 + seed % 3))
  got=$("$XC" --dc --limit $k "$T/in")
  [ "$got" = "$(min "$want" $k)" ] || fail "--dc --limit $k: $got"
  # the solutions: --rows as a set, --print checked block by block
  "$XC" --dc --rows "$T/in" | "$B/brute_xcc" --normalize > "$T/b"
  cmp -s "$T/list" "$T/b" || fail "--dc --rows: not the oracle's solutions"
  "$XC" --dc --print "$T/in" > "$T/p"
  "$XC_PRINT" "$T/in" "$T/p" "$T/ans" > "$T/chk" 2>&1 || fail "--dc --print: $(head -n 2 "$T/chk")"
  # the first solution: one of the oracle's
  "$XC" --dc --first --rows "$T/in" | "$B/brute_xcc" --normalize > "$T/b"
  [ "$(wc -l < "$T/b")" = "$(min "$want" 1)" ] && in_list "$T/b" || fail "--dc --first --rows: $(cat "$T/b")"
  "$XC" --dc --first "$T/in" > "$T/p"; rc=$?
  echo "$(min "$want" 1)" > "$T/one"
  [ "$rc" = "$want_rc" ] && "$XC_PRINT" "$T/in" "$T/p" "$T/one" > "$T/chk" 2>&1 || fail "--dc --first: exit $rc, $(head -n 2 "$T/chk")"
  # the default --first: the links search looks first (U updates), then DC from the start
  for u in "" 1 2 5 30; do
    "$XC" --first ${u:+--links-try $u} "$T/in" > "$T/p"; rc=$?
    [ "$rc" = "$want_rc" ] && "$XC_PRINT" "$T/in" "$T/p" "$T/one" > "$T/chk" 2>&1 || fail "--first${u:+ --links-try $u}: exit $rc, $(head -n 2 "$T/chk")"
  done
  "$XC" --dc --limit $k --rows "$T/in" | "$B/brute_xcc" --normalize > "$T/b"
  [ "$(wc -l < "$T/b")" = "$(min "$want" $k)" ] && in_list "$T/b" || fail "--dc --limit $k --rows"
  # threads and parts
  "$XC" --dc --threads 2 --rows "$T/in" | "$B/brute_xcc" --normalize > "$T/b"
  cmp -s "$T/list" "$T/b" || fail "--dc --threads 2 --rows: not the oracle's solutions"
  got=$("$XC" --dc --threads 2 "$T/in"); [ "$got" = "$want" ] || fail "--dc --threads 2: $got"
  got=$("$XC" --dc --threads 2 --limit $k "$T/in"); [ "$got" = "$(min "$want" $k)" ] || fail "--dc --threads 2 --limit $k: $got"
  search_is "domain consistency" "--dc --threads 2" --dc --threads 2
  K=$((2 + seed % 3)); sum=0; i=0; : > "$T/b"
  while [ $i -lt $K ]; do
    c=$("$XC" --dc --parts $K --part $i "$T/in"); sum=$((sum + c))
    "$XC" --dc --parts $K --part $i --rows "$T/in" >> "$T/b"
    i=$((i + 1))
  done
  [ "$sum" = "$want" ] || fail "--dc --parts $K: the parts add up to $sum, want $want"
  "$B/brute_xcc" --normalize < "$T/b" > "$T/c"
  cmp -s "$T/list" "$T/c" || fail "--dc --parts $K --rows: the parts' solutions are not the oracle's"
  got=$("$XC" --dc --progress=0 "$T/in" 2> /dev/null); [ "$got" = "$want" ] || fail "--dc --progress: $got"
  # the modes DC does not serve: the links search
  got=$("$XC" --dc --memo "$T/in"); [ "$got" = "$want" ] || fail "--dc --memo: $got"
  search_is links "--dc --memo" --dc --memo
  search_is links "--dc --links-only" --dc --links-only
  rm -f "$T/ck"
  got=$("$XC" --dc --checkpoint "$T/ck" "$T/in"); [ "$got" = "$want" ] && grep -q '^search domain-consistency$' "$T/ck" ||
    fail "--dc --checkpoint: $got, $(head -n 3 "$T/ck")"
  if [ $((seed % 3)) = 0 ]; then
    "$B/gen_xcc" "$seed" 6 3 14 1 > "$T/in"
    want=$("$B/brute_xcc" "$T/in") || fail "oracle failed (multiplicities)"
    got=$("$XC" --dc "$T/in"); [ "$got" = "$want" ] || fail "--dc with multiplicities: $got, want $want"
  fi
  seed=$((seed + 1))
done

# which search runs by default: colors that constrain (a secondary item with two colors, or a
# color and none) -> domain consistency; one color everywhere on its item -> the links
dflt() {  # dflt WANT TEXT: the default count of TEXT uses domain consistency (WANT 1) or not (0)
  printf "$2" > "$T/in"
  for mode in "" "--first --links-try 0"; do
    "$XC" --stats $mode "$T/in" > /dev/null 2> "$T/e"
    if grep -q 'domain consistency$' "$T/e"; then g=1; else g=0; fi
    [ $g = "$1" ] || fail "default search${mode:+ $mode} for '$2': domain consistency $g, want $1"
  done
}
seed=default
dflt 1 'a b | x\na x:1\nb x:2\na b\n'
dflt 1 'a b | x y\na x:1\nb x\n'
dflt 0 'a b | x\na x:1\nb x:1\na b x:1\n'
dflt 0 'a b | x\na x\nb x\n'
dflt 0 'a b\na\nb\n'
# --first by default: the links search finds it within its try (--stats: links), or DC after it
printf 'a b | x\na x:1\nb x:2\na b\n' > "$T/in"
search_is links "--first (found by the links' try)" --first
search_is links "--first --links-try 1000" --first --links-try 1000
search_is "domain consistency" "--first --links-try 0" --first --links-try 0
"$XC" --stats --first --links-try 1 "$T/in" > /dev/null 2> "$T/e"
grep -q '^xc: the links search found no solution in its first 1 updates: domain consistency from the start$' "$T/e" &&
  grep -q 'domain consistency$' "$T/e" || fail "--first --links-try 1: $(cat "$T/e")"
for bad in "--links-try 5" "--first --dc --links-try 5" "--first --no-dc --links-try 5" "--limit 2 --links-try 5"; do
  "$XC" $bad "$T/in" > /dev/null 2> "$T/e"; rc=$?
  [ $rc = 2 ] && grep -q 'links-try goes with --first' "$T/e" || fail "$bad: exit $rc, $(cat "$T/e")"
done
printf '2|a b | x\na x:1\na x:2\nb x:1\na b\n' > "$T/in"  # multiplicities: the links, also with --dc
search_is links "--dc with multiplicities" --dc

# known counts, and which search ran
D=../shared/data/exact_cover
[ -d "$D" ] || D=/work/shared/data/exact_cover
seed=known
if [ -d "$D" ]; then
  for kc in killer_seed1_xcc:1 knuth_example:1 queens_8:92 queens_10:724 sudoku_17clue_001:1 sudoku_serg_001:872 pentomino_3x20:8; do
    f=${kc%%:*}; c=${kc#*:}
    got=$("$XC" --dc "$D/$f.dlx"); [ "$got" = "$c" ] || fail "$f --dc: $got, want $c"
  done
  for mode in --count --first; do
    "$XC" --stats $mode "$D/killer_seed1_xcc.dlx" > "$T/o" 2> "$T/e"
    grep -q 'domain consistency$' "$T/e" || fail "killer_seed1_xcc $mode: not with domain consistency by default"
    grep -q "^xc: domain consistency's tables: bit rows, [0-9.]* MB (one copy per thread)\$" "$T/e" ||
      fail "killer_seed1_xcc $mode: --stats does not name the bit rows: $(cat "$T/e")"
    [ $mode = --count ] || grep -q '^xc: the links search found no solution in its first [0-9,]* updates' "$T/e" ||
      fail "killer_seed1_xcc --first: the links search did not look first: $(cat "$T/e")"
    nodes=$(sed -n 's/^xc: 1 solutions, \([0-9]*\) nodes, .*/\1/p' "$T/e")
    [ -n "$nodes" ] && [ "$nodes" -lt 1000 ] || fail "killer_seed1_xcc $mode: '$(cat "$T/e")', want 1 solution in under 1000 nodes"
  done
  echo 1 > "$T/one"
  "$XC_PRINT" "$D/killer_seed1_xcc.dlx" "$T/o" "$T/one" > "$T/chk" 2>&1 || fail "killer_seed1_xcc --first: $(head -n 2 "$T/chk")"
  # (--no-dc on it, the links search, counts in 7 s: --no-dc is checked on every seed above)
  "$XC" --stats "$D/queens_8.dlx" > "$T/o" 2> "$T/e"
  [ "$(cat "$T/o")" = 92 ] && ! grep -q 'domain consistency' "$T/e" || fail "queens_8 (no colors): domain consistency by default"
  "$XC" --dc --best "$D/pentomino_6x10_sym_costs2.dlx" > "$T/a"
  "$XC" --no-dc --best "$D/pentomino_6x10_sym_costs2.dlx" > "$T/b"
  cmp -s "$T/a" "$T/b" && [ "$(head -n 1 "$T/a")" = "cost 426" ] || fail "--dc --best: $(head -n 1 "$T/a")"
else
  echo "(no $D: known counts skipped)"
fi
echo "$N instances, $fails failures"
[ "$fails" = 0 ]
