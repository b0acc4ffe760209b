#!/bin/sh
# Speed of xc on the shared exact-cover instances (needs `make` first: build/xc).
#   xc <instance> <seconds> s cpu=<s> nodes=<n> updates=<n> solutions=<n> load=<l>   one thread
#   xc <instance>-threads2 <seconds> s speedup=<x> cpu=<s> nodes=<n> load=<l>     --threads 2
# Seconds (wall), cpu (all threads), nodes and updates are xc's own --stats figures (reading
# included), load = the 1-minute load average when the run ended: on a shared, busy machine
# compare cpu, and read speedup only when the load is below the number of cores.
# Each count is checked against the known count of ../shared/data/README.md (WRONG if not).
# XC_BENCH_THREADS=0 skips the --threads 2 lines; XC_BENCH_BIG=1 adds pentomino_6x10_sym, queens_14.
set -u
cd "$(dirname "$0")/../.." || exit 2
XC=build/xc
D=${XC_DATA:-../shared/data/exact_cover}
[ -x "$XC" ] || { echo "xc: $XC not built (run make)"; exit 1; }
[ -d "$D" ] || { echo "xc: no instances in $D"; exit 1; }
T=$(mktemp -d "${TMPDIR:-/tmp}/xc_bench.XXXXXX") || exit 2
trap 'rm -rf "$T"' EXIT

run() {  # run NAME WANT [xc options...]: sets sec nodes upd sols, prints WRONG on a bad count
  r_name=$1; r_want=$2; shift 2
  "$XC" --stats "$@" < "$D/$r_name.dlx" > "$T/out" 2> "$T/err"
  line=$(grep ' solutions, ' "$T/err")
  sols=$(echo "$line" | sed 's/^xc: \([0-9]*\) solutions.*/\1/')
  nodes=$(echo "$line" | sed 's/.* \([0-9]*\) nodes.*/\1/')
  upd=$(echo "$line" | sed 's/.* \([0-9]*\) updates.*/\1/')
  sec=$(echo "$line" | sed 's/.* updates, \([0-9.]*\) s .*/\1/')
  cpu=$(echo "$line" | sed 's/.*(cpu \([0-9.]*\) s)$/\1/')
  if [ "$sols" != "$r_want" ] || [ "$(cat "$T/out")" != "$r_want" ]; then
    echo "xc $r_name WRONG count '$(cat "$T/out")' (want $r_want) $*"; return 1
  fi
  return 0
}
# speedup A B: A / B with two decimals, in sh arithmetic on milliseconds
ms() { s_i=${1%.*}; s_f=${1#*.}000; s_f=$(echo "$s_f" | cut -c1-3); echo $((s_i * 1000 + 1$s_f - 1000)); }
ratio() { a=$(ms "$1"); b=$(ms "$2"); [ "$b" -gt 0 ] || b=1; r=$((a * 100 / b)); printf '%d.%02d' $((r / 100)) $((r % 100)); }
load() { cut -d" " -f1 /proc/loadavg 2>/dev/null || echo "?"; }  # 1-minute load average

list="pentomino_6x10:9356 pentomino_5x12:4040 queens_12:14200 queens_13:73712"
[ "${XC_BENCH_BIG:-0}" = 1 ] && list="$list pentomino_6x10_sym:2339 queens_14:365596"
for inst in $list; do
  name=${inst%%:*}; want=${inst##*:}
  run "$name" "$want" || continue
  echo "xc $name $sec s cpu=$cpu nodes=$nodes updates=$upd solutions=$sols load=$(load)"
  one=$sec
  case "$name" in pentomino_6x10|queens_13) ;; *) continue ;; esac
  [ "${XC_BENCH_THREADS:-1}" = 0 ] && continue
  run "$name" "$want" --threads 2 || continue
  echo "xc $name-threads2 $sec s speedup=$(ratio "$one" "$sec") cpu=$cpu nodes=$nodes load=$(load)"
done
