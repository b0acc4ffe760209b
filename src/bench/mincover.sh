#!/bin/sh
# Figures of `xc --min-cover` (issue 29) on random unicost set-cover instances, against two
# baselines on the same instances, whole process each (needs `make` first: build/xc).
#   sh src/bench/mincover.sh            (SEEDS="1 2 3", TIMEOUT=60 seconds a run, CLASSES below)
# Instances: src/gen/setcover.cpp SEED ITEMS OPTIONS DENSITY, classes 50x100, 100x200 and
# 200x1000 at densities 2%, 5% and 10% (every item in some option, every option non-empty).
# Solvers: GLPK's glpsol and COIN-OR cbc on the same instance as an integer program (CPLEX LP form
# from setcover --lp: minimize the options taken, every item covered at least once, binary),
# `xc --min-cover`, and src/bench/rcover_textbook.cpp (the contest template: repeated-cover DLX,
# greedy h(), IDA*). A solver whose binary is absent is skipped with a line. Each run under
# `timeout $TIMEOUT`; time = wall clock of the whole process (start, read, solve, print) in
# seconds, `-` when it ran out of time. All that finish must agree on the optimum (else the line
# says DISAGREE and the script exits 1). Prints one table row per instance:
#   | class | seed | optimum | glpsol | cbc | xc | textbook | xc / best ILP |
# The last column: xc's time over the better of glpsol and cbc (`<r` when both ILP solvers ran
# out of time: then r is xc's time over TIMEOUT).
set -u
cd "$(dirname "$0")/../.." || exit 2
SEEDS=${SEEDS:-1 2 3}
TIMEOUT=${TIMEOUT:-60}
CLASSES=${CLASSES:-50x100 100x200 200x1000}
DENSITIES=${DENSITIES:-2 5 10}
XC=build/xc
GLPSOL=${GLPSOL:-/usr/bin/glpsol}
CBC=${CBC:-/usr/bin/cbc}
CXX=${CXX:-g++}
[ -x "$XC" ] || { echo "mincover: $XC not built (run make)"; exit 1; }
T=$(mktemp -d "${TMPDIR:-/tmp}/mincover.XXXXXX") || exit 2
trap 'rm -rf "$T"' EXIT
$CXX -std=c++17 -O2 -o "$T/setcover" src/gen/setcover.cpp && $CXX -std=c++17 -O2 -o "$T/textbook" src/bench/rcover_textbook.cpp || exit 1
have_glpsol=1; [ -x "$GLPSOL" ] || { have_glpsol=0; echo "mincover: no $GLPSOL: glpsol skipped"; }
have_cbc=1; [ -x "$CBC" ] || { have_cbc=0; echo "mincover: no $CBC: cbc skipped"; }

now_ms() { date +%s%3N; }
secs() { echo "$1" | awk '{ printf "%.3f", $1 / 1000 }'; }
# run NAME CMD...: the command under the time limit, its output in $T/NAME.out; sets t (seconds,
# or - on a time-out) and ok (1 if it finished)
run() {
  name=$1; shift
  t0=$(now_ms)
  timeout "$TIMEOUT" "$@" > "$T/$name.out" 2>&1; rc=$?
  t1=$(now_ms)
  if [ $rc = 124 ]; then t=-; ok=0; else t=$(secs $((t1 - t0))); ok=1; fi
}

echo "| class | seed | optimum | glpsol | cbc | xc | textbook | xc / best ILP |"
echo "|---|---|---|---|---|---|---|---|"
status=0
for cl in $CLASSES; do
  m=${cl%x*}; n=${cl#*x}
  for d in $DENSITIES; do
    for s in $SEEDS; do
      "$T/setcover" "$s" "$m" "$n" "$d" > "$T/in.dlx"
      "$T/setcover" "$s" "$m" "$n" "$d" --lp > "$T/in.lp"
      opts=""; tg=n/a; tc=n/a; best=""
      if [ $have_glpsol = 1 ]; then
        run glpsol "$GLPSOL" --lp "$T/in.lp" -o "$T/glpsol.sol"; tg=$t
        if [ $ok = 1 ] && grep -q "INTEGER OPTIMAL" "$T/glpsol.out"; then
          opts="$opts $(sed -n 's/^Objective: *obj = \([0-9.e+]*\).*/\1/p' "$T/glpsol.sol" | awk '{ printf "%d", $1 + 0.5 }')"; best=$t
        else tg=-; fi
      fi
      if [ $have_cbc = 1 ]; then
        run cbc "$CBC" "$T/in.lp" solve quit; tc=$t
        if [ $ok = 1 ] && grep -q "Optimal solution found" "$T/cbc.out"; then
          opts="$opts $(sed -n 's/^Objective value: *\([0-9.e+]*\).*/\1/p' "$T/cbc.out" | head -n 1 | awk '{ printf "%d", $1 + 0.5 }')"
          if [ -z "$best" ] || awk "BEGIN { exit !($t < $best) }"; then best=$t; fi
        else tc=-; fi
      fi
      run xc "$XC" --min-cover "$T/in.dlx"; tx=$t
      if [ $ok = 1 ]; then opts="$opts $(sed -n 's/^size //p' "$T/xc.out")"; fi
      run textbook "$T/textbook" "$T/in.dlx"; tt=$t
      if [ $ok = 1 ]; then opts="$opts $(cat "$T/textbook.out")"; fi
      opt=$(echo $opts | tr ' ' '\n' | sort -u | tr '\n' ' ' | sed 's/ $//')
      case "$opt" in *" "*) opt="DISAGREE ($opts)"; status=1 ;; "") opt=? ;; esac
      if [ "$tx" = - ]; then ratio=-
      elif [ -n "$best" ]; then ratio=$(awk "BEGIN { printf \"%.2f\", $tx / $best }")
      else ratio="<$(awk "BEGIN { printf \"%.3f\", $tx / $TIMEOUT }")"; fi
      echo "| $m x $n, ${d}% | $s | $opt | $tg | $tc | $tx | $tt | $ratio |"
    done
  done
done
echo "(seconds, whole process; - : over ${TIMEOUT} s; $(uname -m), $(getconf _NPROCESSORS_ONLN) cores, load $(cut -d' ' -f1-3 /proc/loadavg 2> /dev/null))"
exit $status
