# Shared by src/hardening/valgrind.sh and src/hardening/debug.sh (POSIX sh, sourced, not run).
# Builds every task (or the tasks named) into $HB/<task> with $HCXX $HFLAGS and runs each
# testdata/<task>/*.in case through "$HRUN <binary> <args>", judged as run_tests.sh judges it:
# exit status 0 (or 2 with <name>.err, or <name>.rc), stderr equal to <name>.err, stdout equal to
# <name>.out (CRLF-insensitive, src/tools/cmpout) or accepted by src/checkers/<task>.cpp.
# A case is skipped (SKIP, not counted as a failure) when its .in is over $HMAX_KB KB or when the
# plain -O2 build (build/<task>, made first) needs more than $HMAX_MS ms of CPU time (user + system,
# from the shell's `times`, so the choice does not depend on the load of a shared machine).
# Output: one `PASS|FAIL|SKIP <task>/<case> <ms>` line per case, then one summary line per task
# `<label> <task> <passed> passed <failed> failed <skipped> skipped`, then the totals; exit 1 on a failure.
set -u
export LC_ALL=C
HCXX=${HCXX:-g++}
HMAX_KB=${HMAX_KB:-1024}
HMAX_MS=${HMAX_MS:-2000}
HTIMEOUT=${HTIMEOUT:-600}
now_ms() { date +%s%3N; }
# CPU=the CPU time (user + system, ms) of the children this shell has waited for so far
# (`times` must run in this shell, not in a $(...) subshell)
cpu_now() {
  times > "$T/times"
  set -- $(sed -n 2p "$T/times")
  c_sum=0
  for c_t in "$1" "$2"; do
    c_m=${c_t%%m*}; c_r=${c_t#*m}; c_r=${c_r%s}
    c_s=${c_r%%.*}; c_f=${c_r#*.}000; c_f=${c_f%"${c_f#???}"}
    while [ "${c_f#0}" != "$c_f" ]; do c_f=${c_f#0}; done
    c_sum=$((c_sum + (c_m * 60 + c_s) * 1000 + ${c_f:-0}))
  done
  CPU=$c_sum
}

hardening_main() {  # hardening_main LABEL [task ...]
  label=$1; shift
  mkdir -p "$HB/checkers" "$HB/tools" "$HB/tmp" || exit 2
  T=$HB/tmp/run.$$
  mkdir -p "$T" || exit 2
  trap 'rm -rf "$T"' EXIT
  ./run_tests.sh --build > "$T/build.log" 2>&1 || { cat "$T/build.log"; echo "$label: ./run_tests.sh --build failed"; exit 2; }
  g++ -O2 -std=c++17 -o "$HB/tools/cmpout" src/tools/cmpout.cpp || exit 2
  tasks=$*
  if [ -z "$tasks" ]; then
    for f in problems/*.cpp; do t=${f#problems/}; tasks="$tasks ${t%.cpp}"; done
  fi
  tp=0; tf=0; ts=0; summary=""
  for t in $tasks; do
    [ -f "problems/$t.cpp" ] || { echo "no such task: $t"; exit 2; }
    src=problems/$t.cpp; [ -f "src/drivers/$t.cpp" ] && src=src/drivers/$t.cpp
    p=0; f=0; s=0
    t0=$(now_ms)
    if ! nice -n 10 $HCXX $HFLAGS -pthread -I. -o "$HB/$t" "$src" > "$T/cc.log" 2>&1; then
      echo "FAIL $t/build $(( $(now_ms) - t0 ))"; sed 's/^/    /' "$T/cc.log" | head -20
      f=1; tf=$((tf + 1)); summary="$summary
$label $t 0 passed 1 failed (build) 0 skipped"; continue
    fi
    chk=""
    if [ -f "src/checkers/$t.cpp" ]; then
      g++ -O2 -std=c++17 -o "$HB/checkers/$t" "src/checkers/$t.cpp" || exit 2
      chk=$HB/checkers/$t
    fi
    for c in testdata/$t/*.in; do
      [ -f "$c" ] || continue
      base=${c%.in}; name=${base#testdata/}
      [ -f "$base.out" ] || [ -f "$base.err" ] || continue
      args=""; [ -f "$base.args" ] && args=$(cat "$base.args")
      kb=$(( ($(wc -c < "$c") + 1023) / 1024 ))
      if [ "$kb" -gt "$HMAX_KB" ]; then echo "SKIP $name 0 (${kb} KB > $HMAX_KB KB)"; s=$((s + 1)); continue; fi
      cpu_now; c0=$CPU
      timeout 60 "build/$t" $args < "$c" > /dev/null 2>&1
      cpu_now; ms=$((CPU - c0))
      if [ "$ms" -gt "$HMAX_MS" ]; then echo "SKIP $name 0 (${ms} ms CPU plain > $HMAX_MS ms)"; s=$((s + 1)); continue; fi
      t0=$(now_ms)
      : > "$T/log"
      timeout "$HTIMEOUT" $HRUN "$HB/$t" $args < "$c" > "$T/got.out" 2> "$T/got.err"
      rc=$?
      want=0
      [ -f "$base.rc" ] && want=$(cat "$base.rc")
      [ -f "$base.err" ] && want=2
      ok=1
      if [ "$rc" != "$want" ]; then
        ok=0; echo "exit status $rc, want $want" >> "$T/log"
        [ "$rc" = 124 ] && echo "(timed out after $HTIMEOUT s)" >> "$T/log"
        head -c 3000 "$T/got.err" >> "$T/log"
      elif [ -f "$base.err" ]; then
        "$HB/tools/cmpout" "$base.err" "$T/got.err" >> "$T/log" 2>&1 || { ok=0; echo "(stderr above)" >> "$T/log"; }
      elif [ -s "$T/got.err" ] && grep -q "ERROR\|runtime error\|definitely lost\|Invalid\|uninitialised" "$T/got.err"; then
        ok=0; head -c 3000 "$T/got.err" >> "$T/log"
      fi
      if [ -f "$base.out" ]; then
        if [ -n "$chk" ]; then "$chk" "$c" "$T/got.out" "$base.out" >> "$T/log" 2>&1 || { ok=0; echo "(checker rejected the output)" >> "$T/log"; }
        else "$HB/tools/cmpout" "$base.out" "$T/got.out" >> "$T/log" 2>&1 || ok=0; fi
      fi
      ms=$(( $(now_ms) - t0 ))
      if [ $ok = 1 ]; then echo "PASS $name $ms"; p=$((p + 1))
      else echo "FAIL $name $ms"; sed 's/^/    /' "$T/log" | head -40; f=$((f + 1)); fi
    done
    tp=$((tp + p)); tf=$((tf + f)); ts=$((ts + s))
    summary="$summary
$label $t $p passed $f failed $s skipped"
  done
  echo "$summary" | sed '/^$/d'
  echo "$tp passed, $tf failed, $ts skipped"
  [ "$tf" = 0 ]
}
