#!/bin/sh
# Figures of the issue-9 features of xc (needs `make` first: build/xc). One line each:
#   xc_features best-<instance> <seconds> s cpu=<s> nodes=<n> cutoffs=<n> count_nodes=<n> cost=<c>
#       --best 3 on the instance with random option costs (src/gen/xc_costs.cpp SEED 100), beside the
#       search nodes of a plain count of all solutions (what branch and bound saves)
#   xc_features sample-<instance> <seconds> s cpu=<s> samples=<k> counts=<n> solutions=<count>
#       --sample K --seed 1 (counts = count_memo calls; the branch counts are cached per tree node)
#   xc_features checkpoint-<instance> <seconds> s cpu=<s> plain_cpu=<s>
#       (and mult-queens2_8x8: a count with multiplicities, see the end)
#       a count with --checkpoint --every 0.1 beside the plain count (the cost of checkpointing)
# Seconds: wall clock from xc's --stats; on a shared machine compare cpu.
set -u
cd "$(dirname "$0")/../.." || exit 2
XC=build/xc
D=${XC_DATA:-../shared/data/exact_cover}
[ -x "$XC" ] || { echo "xc_features: $XC not built (run make)"; exit 1; }
T=$(mktemp -d "${TMPDIR:-/tmp}/xc_features.XXXXXX") || exit 2
trap 'rm -rf "$T"' EXIT
CXX=${CXX:-g++}
${CXX} -std=c++17 -O2 -o "$T/costs" src/gen/xc_costs.cpp && ${CXX} -std=c++17 -O2 -o "$T/domino" src/gen/domino.cpp || exit 1
field() { sed -n "s/.*[ (]\([0-9.]*\) $1.*/\1/p" "$T/err" | tail -n 1; }

for inst in queens_12 pentomino_6x10_sym pentomino_6x10; do
  [ -f "$D/$inst.dlx" ] || continue
  "$T/costs" 3 100 < "$D/$inst.dlx" > "$T/in"
  "$XC" --stats "$T/in" > /dev/null 2> "$T/err"; cn=$(field nodes)
  "$XC" --best 3 --stats --rows "$T/in" > "$T/out" 2> "$T/err"
  sec=$(sed -n 's/.* \([0-9.]*\) s (cpu.*/\1/p' "$T/err"); cpu=$(sed -n 's/.*(cpu \([0-9.]*\) s).*/\1/p' "$T/err")
  echo "xc_features best-$inst $sec s cpu=$cpu nodes=$(field nodes) cutoffs=$(field cutoffs) count_nodes=$cn cost=$(cut -d: -f1 "$T/out" | tr '\n' ',' | sed 's/,$//')"
done

for sz in "4 6 100000" "8 8 1000" "12 12 1"; do
  set -- $sz
  "$T/domino" $1 $2 > "$T/in"
  n=$("$XC" --memo "$T/in")
  "$XC" --sample $3 --seed 1 --rows --stats "$T/in" > /dev/null 2> "$T/err"
  sec=$(sed -n 's/.* \([0-9.]*\) s (cpu.*/\1/p' "$T/err"); cpu=$(sed -n 's/.*(cpu \([0-9.]*\) s).*/\1/p' "$T/err")
  echo "xc_features sample-domino_$1x$2 $sec s cpu=$cpu samples=$3 counts=$(field memoized) solutions=$n"
done

inst=pentomino_6x10_sym
if [ -f "$D/$inst.dlx" ]; then
  "$XC" --stats "$D/$inst.dlx" > /dev/null 2> "$T/err"; pc=$(sed -n 's/.*(cpu \([0-9.]*\) s).*/\1/p' "$T/err")
  "$XC" --stats --checkpoint "$T/ck" --every 0.1 "$D/$inst.dlx" > /dev/null 2> "$T/err"
  sec=$(sed -n 's/.* \([0-9.]*\) s (cpu.*/\1/p' "$T/err"); cpu=$(sed -n 's/.*(cpu \([0-9.]*\) s).*/\1/p' "$T/err")
  echo "xc_features checkpoint-$inst $sec s cpu=$cpu plain_cpu=$pc"
fi

# multiplicities (Knuth's DLX3 input): 2 queens in every row and column of an 8x8 board, at most 2
# on every diagonal (src/gen/queens_k.cpp 8 2)
${CXX} -std=c++17 -O2 -o "$T/queens_k" src/gen/queens_k.cpp || exit 1
"$T/queens_k" 8 2 > "$T/in"
"$XC" --stats "$T/in" > "$T/out" 2> "$T/err"
sec=$(sed -n 's/.* \([0-9.]*\) s (cpu.*/\1/p' "$T/err"); cpu=$(sed -n 's/.*(cpu \([0-9.]*\) s).*/\1/p' "$T/err")
echo "xc_features mult-queens2_8x8 $sec s cpu=$cpu nodes=$(field nodes) solutions=$(cat "$T/out")"
