#!/bin/sh
# The speed-up of `xc --min-cover --threads 2` (issue 29) over one thread, on random unicost
# set-cover instances from src/gen/setcover.cpp (needs `make` first: build/xc).
#   sh src/bench/mincover_threads.sh      (RUNS=5 runs of each; FIRST and COUNT: the instances below)
# Each instance (ITEMS x OPTIONS at DENSITY %, SEED) is solved by `xc --min-cover` (first: the
# least size and one cover; count: --count, every minimum cover) with --threads 1 and --threads 2,
# alternately, RUNS times; the time is the wall clock of the whole process (start, read, solve,
# print), the median of the runs; and the CPU time of the process (user + system, all threads,
# from /usr/bin/time), the median. The answers of both must agree (else the line says DISAGREE
# and the script exits 1). Prints one table row per instance and mode, and the load average
# before and after (the machine has 2 cores; on a loaded one the wall-clock ratio says little,
# the CPU ratio says what the split costs in all):
#   | instance | mode | answer | 1 thread | 2 threads | speed-up | CPU 1 thread | CPU 2 threads | CPU ratio |
set -u
cd "$(dirname "$0")/../.." || exit 2
RUNS=${RUNS:-5}
# ITEMSxOPTIONSxDENSITY:SEED; the count of 100x200x10:1 takes a minute a run, so it is left out
FIRST=${FIRST-"100x200x5:1 100x200x5:2 100x200x5:3 100x200x10:1 100x200x10:2 100x200x10:3"}
COUNT=${COUNT-"100x200x5:1 100x200x5:2 100x200x5:3 100x200x10:2 100x200x10:3"}
XC=build/xc
CXX=${CXX:-g++}
[ -x "$XC" ] || { echo "mincover_threads: $XC not built (run make)"; exit 1; }
T=$(mktemp -d "${TMPDIR:-/tmp}/mincover_threads.XXXXXX") || exit 2
trap 'rm -rf "$T"' EXIT
$CXX -std=c++17 -O2 -o "$T/setcover" src/gen/setcover.cpp || exit 1
now_ns() { date +%s%N; }
median() { sort -n | sed -n "$(( (RUNS + 1) / 2 ))p"; }
secs() { echo "$1" | awk '{ printf "%.3f", $1 / 1e9 }'; }
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg 2> /dev/null)"
echo "| instance | mode | answer | 1 thread | 2 threads | speed-up | CPU 1 thread | CPU 2 threads | CPU ratio |"
echo "|---|---|---|---|---|---|---|---|---|"
bad=0
for job in $(for i in $FIRST; do echo "first/$i"; done; for i in $COUNT; do echo "count/$i"; done); do
  mode=${job%/*}; inst=${job#*/}
  size=${inst%:*}; seed=${inst#*:}
  items=${size%%x*}; rest=${size#*x}; opts=${rest%%x*}; dens=${rest#*x}
  "$T/setcover" "$seed" "$items" "$opts" "$dens" > "$T/in.dlx" || exit 1
  {
    flag=""; [ "$mode" = count ] && flag=--count
    : > "$T/t1"; : > "$T/t2"; : > "$T/c1"; : > "$T/c2"
    for r in $(seq 1 "$RUNS"); do
      for t in 1 2; do
        t0=$(now_ns)
        /usr/bin/time -f "%U %S" -o "$T/cpu" "$XC" --min-cover $flag --threads $t "$T/in.dlx" > "$T/out$t"
        t1=$(now_ns)
        echo $((t1 - t0)) >> "$T/t$t"
        awk '{ printf "%.0f\n", ($1 + $2) * 1e9 }' "$T/cpu" >> "$T/c$t"
      done
      if [ "$mode" = count ]; then a1=$(cat "$T/out1"); a2=$(cat "$T/out2")
      else a1=$(head -n 1 "$T/out1"); a2=$(head -n 1 "$T/out2"); fi
      [ "$a1" = "$a2" ] || { echo "DISAGREE $inst $mode: '$a1' '$a2'"; bad=1; }
    done
    m1=$(median < "$T/t1"); m2=$(median < "$T/t2"); c1=$(median < "$T/c1"); c2=$(median < "$T/c2")
    echo "| $items x $opts, $dens%, seed $seed | $mode | $a1 | $(secs "$m1") | $(secs "$m2") | $(echo "$m1 $m2" | awk '{ printf "%.2f", $1 / $2 }') | $(secs "$c1") | $(secs "$c2") | $(echo "$c2 $c1" | awk '{ printf "%.2f", ($2 > 0 ? $1 / $2 : 0) }') |"
  }
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg 2> /dev/null)"
exit $bad
