#!/bin/sh
# The test command of the DLX suite: POSIX sh + coreutils + GNU make + g++ (clang++ for LeetCode's
# dialect: without it that build is a SKIP, not a failure).
#   ./run_tests.sh [task ...]     build, then test the named tasks (default: everything)
#   ./run_tests.sh --build        only build everything (what `make` runs)
#   ./run_tests.sh --make TARGET...   build some targets of mk/build.mk (the src/tests scripts use it)
# Modes (one at a time), each with its own build folder:
#   ASAN=1      everything built and run with -fsanitize=address,undefined (build-asan/)
#   DEBUG=1     the tasks built with -D_GLIBCXX_DEBUG -D_GLIBCXX_DEBUG_PEDANTIC + ASan/UBSan
#               (build-debug/) and run on their cases        (make debug)
#   VALGRIND=1  the tasks built -O1 -g (build-valgrind/), their cases run under valgrind
#               --error-exitcode=99 --leak-check=full         (make valgrind)
#   DEBUG and VALGRIND run only the cases, and skip (SKIP lines) a case whose .in is over HMAX_KB KB
#   (default 1024) or that takes the plain build more than HMAX_MS ms of CPU (default 2000 under
#   valgrind, 5000 in debug); a stderr with a sanitizer or valgrind report fails the case.
# Environment: JOBS=<n> builds and checks at once (default: the number of cores); STRESS_N=<n>
#   instances for the core stress test (default 10000); CXX, CLANGXX the compilers.
#
# Builds: mk/build.mk, with every compiler flag, run as one `make -j$JOBS` with dependency tracking
# (an edit to any source or header rebuilds exactly what uses it). Then the checks run as jobs of a
# second `make -j$JOBS` (one job per task, test program, stress program or broken variant), each
# printing its lines as one block when it ends:
# 1. the synced regions (first, alone): every marked region of a judge file byte-identical to its
#    canonical file (src/dlx_core.h, src/judge/*.h) with the hash current (else stop: run `make
#    sync`), a tampered copy of each label rejected, every judge file at most 32000 bytes, the core
#    alone compiling as C++98 -pedantic-errors;
# 2. every stress program src/stress/stress_*.cpp (stress_core with STRESS_N instances, seed 1; the
#    others with their own defaults), and the broken variants of src/stress/broken.sh, each of
#    which its stress program must catch;
# 3. the self-checking programs and scripts src/tests/*.cpp|sh; one named <task>_* runs with that
#    task, the others always;
# 4. per task: its build, one build per judge dialect (the task's ` * Dialects:` header line,
#    mk/dialects.sh) that must solve the statement samples, every testdata/<task>/*.in case, and
#    (judge tasks, not under the sanitizers) the peak resident set of every case under 16 MB.
# With a task list, the parts of 2 and the tests of 3 owned by no task are skipped (a line
# `SKIP <what> (unchanged since last pass)`, not counted) when their inputs are unchanged since
# they last passed: a stamp in $B/stamps/ keyed by a sha256 of the files they are built from (the
# .d lists), the flags and this runner. The full run (no task) always runs everything.
#
# A case <name>.in passes when: exit status is 0, or 2 if <name>.err exists (then stderr must equal
# it), or the number in <name>.rc; stdout equals <name>.out (CRLF-insensitive) or, if
# src/checkers/<task>.cpp exists, that checker accepts it (argv: in out ans). <name>.args holds
# extra command-line arguments. Every case needs a .out or a .err.
# Output: one `PASS|FAIL <what> <ms>` line each (a failure followed by its log's head), then
# `N passed, M failed`; exit 1 on any failure.
set -u
cd "$(dirname "$0")" || exit 2
export LC_ALL=C
# this runner starts its own make processes with their own -j
unset MAKEFLAGS MFLAGS MAKELEVEL

CXX=${CXX:-g++}
CLANGXX=${CLANGXX:-clang++}
JOBS=${JOBS:-$(getconf _NPROCESSORS_ONLN 2> /dev/null || echo 2)}
STRESS_N=${STRESS_N:-10000}
MODE=normal; B=build
[ "${ASAN:-0}" = 1 ] && { MODE=asan; B=build-asan; }
[ "${DEBUG:-0}" = 1 ] && { [ $MODE = normal ] || { echo "one mode at a time"; exit 2; }; MODE=debug; B=build-debug; }
[ "${VALGRIND:-0}" = 1 ] && { [ $MODE = normal ] || { echo "one mode at a time"; exit 2; }; MODE=valgrind; B=build-valgrind; }
HARD=0
case $MODE in
  asan) export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 ;;
  debug) HARD=1; HMAX_MS=${HMAX_MS:-5000}
    export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1 ;;
  valgrind) HARD=1; HMAX_MS=${HMAX_MS:-2000} ;;
esac
HMAX_KB=${HMAX_KB:-1024}
export CXX CLANGXX JOBS STRESS_N MODE B
MK="make -s -f mk/build.mk -j$JOBS"
# the compiler's probes, once for this run and the makes it starts (mk/build.mk, `probes`)
if [ "${DLX_PROBED:-}" != "$CXX" ] && probes=$(DLX_PROBED= make -s -f mk/build.mk probes) && eval "$probes"; then
  DLX_PROBED=$CXX; export DLX_PROBED DLX_P_POPCNT DLX_P_BMI DLX_P_STATIC
fi

case "${1:-}" in
  --make) shift; $MK "$@"; exit ;;
  --build) $MK -k all; exit ;;
esac

# now: the time in ms into NOW_MS; on Linux from /proc/uptime (hundredths of a second) by the shell
# alone: a check's start and end, three times a case, were a process each (date)
now() {
  if read -r NOW_U _ < /proc/uptime 2> /dev/null; then NOW_MS=$(( ${NOW_U%.*} * 1000 + 1${NOW_U#*.} * 10 - 1000 ))
  else NOW_MS=$(date +%s%3N); fi
}
failed_here=0
report() {  # report PASS|FAIL name start_ms [detail-file]
  now; echo "$1 $2 $(( NOW_MS - $3 ))"
  if [ "$1" != PASS ]; then
    failed_here=$((failed_here + 1))
    if [ -n "${4:-}" ] && [ -s "$4" ]; then head -n "$((20 + 20 * HARD))" "$4" | while IFS= read -r l; do echo "    $l"; done; fi
  fi
}
main_src() {  # the file that main() lives in: a driver for function-style tasks
  if [ -f "src/drivers/$1.cpp" ]; then echo "src/drivers/$1.cpp"; else echo "problems/$1.cpp"; fi
}
is_judge() { grep -Eq '^ \* Submit as: (POJ|UVa|SPOJ|Luogu|LeetCode|HDU)' "problems/$1.cpp"; }
have_clang() { command -v "$CLANGXX" > /dev/null 2>&1; }
built() {  # built BIN WHAT START: true if BIN exists; else a FAIL line with its build log
  [ -x "$1" ] && return 0
  [ -s "$1.log" ] || echo "$1 was not built" > "$1.log"
  report FAIL "$2" "$3" "$1.log"; return 1
}

# ---- the checks (run as `./run_tests.sh --unit KIND NAME [STAMP KEY]` by the check jobs) ----

# run_case TASK CASE.in: run one case as the header describes (the one place cases are run)
run_case() {
  base=${2%.in}; name=${base#testdata/}
  now; t0=$NOW_MS
  log=$U/case.log; : > "$log"
  if [ ! -f "$base.out" ] && [ ! -f "$base.err" ]; then
    echo "no $base.out or $base.err: nothing to compare with" > "$log"; report FAIL "$name" "$t0" "$log"; return
  fi
  args=""; [ -f "$base.args" ] && args=$(cat "$base.args")
  run="" limit=60
  if [ $HARD = 1 ]; then
    kb=$(( ($(wc -c < "$2") + 1023) / 1024 ))
    if [ "$kb" -gt "$HMAX_KB" ]; then echo "SKIP $name (${kb} KB > $HMAX_KB KB)"; return; fi
    # CPU time (user + system) of the plain build, which does not depend on the machine's load
    cpu_now; c0=$CPU
    timeout 60 "build/$1" $args < "$2" > /dev/null 2>&1
    cpu_now
    if [ $((CPU - c0)) -gt "$HMAX_MS" ]; then echo "SKIP $name ($((CPU - c0)) ms CPU plain > $HMAX_MS ms)"; return; fi
    limit=600
    [ $MODE = valgrind ] && run="valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite,indirect"
    now; t0=$NOW_MS
  fi
  timeout $limit $run "$B/$1" $args < "$2" > "$U/got.out" 2> "$U/got.err"
  if judge_run "$1" "$2" $?; then report PASS "$name" "$t0"; else report FAIL "$name" "$t0" "$log"; fi
}

# judge_run TASK CASE.in RC: a run of the case ($U/got.out, $U/got.err, exit status RC) judged as
# the header says, the reasons appended to $log; true if it passes (also ./run_tests.sh --judge-run)
judge_run() {
  base=${2%.in}
  want=0
  [ -f "$base.rc" ] && want=$(cat "$base.rc")
  [ -f "$base.err" ] && want=2
  ok=1
  if [ "$3" != "$want" ]; then
    ok=0; echo "exit status $3, want $want" >> "$log"
    [ "$3" = 124 ] && echo "(timed out after $limit s)" >> "$log"
    head -c $((400 + 2600 * HARD)) "$U/got.err" >> "$log"
  fi
  if [ -f "$base.err" ]; then
    "$B/tools/cmpout" "$base.err" "$U/got.err" >> "$log" 2>&1 || { ok=0; echo "(stderr above)" >> "$log"; }
  elif [ $HARD = 1 ] && grep -q "ERROR\|runtime error\|definitely lost\|Invalid\|uninitialised" "$U/got.err"; then
    ok=0; head -c 3000 "$U/got.err" >> "$log"
  fi
  if [ -f "$base.out" ]; then
    if [ -f "$B/checkers/$1" ]; then
      timeout 60 "$B/checkers/$1" "$2" "$U/got.out" "$base.out" >> "$log" 2>&1 || { ok=0; echo "(checker rejected the output)" >> "$log"; }
    else
      "$B/tools/cmpout" "$base.out" "$U/got.out" >> "$log" 2>&1 || ok=0
    fi
  fi
  [ $ok = 1 ]
}

# CPU=the CPU time (user + system, ms) of the children this shell has waited for so far
# (`times` must run in this shell, not in a $(...) subshell)
cpu_now() {
  times > "$U/times"
  set -- $(sed -n 2p "$U/times")
  c_sum=0
  for c_t in "$1" "$2"; do
    c_m=${c_t%%m*}; c_r=${c_t#*m}; c_r=${c_r%s}
    c_s=${c_r%%.*}; c_f=${c_r#*.}000; c_f=${c_f%"${c_f#???}"}
    while [ "${c_f#0}" != "$c_f" ]; do c_f=${c_f#0}; done
    c_sum=$((c_sum + (c_m * 60 + c_s) * 1000 + ${c_f:-0}))
  done
  CPU=$c_sum
}

unit_task() {  # a task: its build, its dialect builds on the samples, its cases, its peak RSS
  t=$1
  now; t0=$NOW_MS
  built "$B/$t" "$t/build" "$t0" || return
  report PASS "$t/build" "$t0"
  if [ $HARD = 0 ]; then
    for d in $(sh mk/dialects.sh "$t"); do
      now; t0=$NOW_MS
      if [ "$d" = clang-c++2b-asan ] && ! have_clang; then echo "SKIP $t/dialect-$d ($CLANGXX not found)"; continue; fi
      bin=$B/dialects/$t.$d
      built "$bin" "$t/dialect-$d" "$t0" || continue
      # a -fsyntax-only check (a tool's dialects but c++17, mk/build.mk decides): mk/cc.sh left a
      # script, not a program, to run
      if [ "$(head -c 2 "$bin")" = '#!' ]; then report PASS "$t/dialect-$d" "$t0"; continue; fi
      # the dialect build must also solve the statement samples
      okd=1; : > "$U/dialect.log"
      for c in testdata/$t/sample-*.in; do
        [ -f "$c" ] || continue
        base=${c%.in}
        args=""; [ -f "$base.args" ] && args=$(cat "$base.args")
        timeout 60 "$bin" $args < "$c" > "$U/d.out" 2> "$U/d.err" || { okd=0; cat "$U/d.err" >> "$U/dialect.log"; }
        if [ -f "$B/checkers/$t" ]; then timeout 60 "$B/checkers/$t" "$c" "$U/d.out" "$base.out" >> "$U/dialect.log" 2>&1 || okd=0
        else "$B/tools/cmpout" "$base.out" "$U/d.out" >> "$U/dialect.log" 2>&1 || okd=0; fi
      done
      if [ $okd = 1 ]; then report PASS "$t/dialect-$d" "$t0"; else report FAIL "$t/dialect-$d" "$t0" "$U/dialect.log"; fi
    done
  fi
  for c in testdata/$t/*.in; do
    [ -f "$c" ] && run_case "$t" "$c"
  done
  # every judge task's peak resident set on each of its cases stays under 16 MB (the judges allow
  # 64 MB or more; RSS_KB=... to try another). Only the plain build: shadow memory would count.
  if [ $MODE = normal ] && is_judge "$t"; then
    now; t0=$NOW_MS
    : > "$U/rss.log"
    for c in testdata/$t/*.in; do
      [ -f "$c" ] || continue
      args=""; [ -f "${c%.in}.args" ] && args=$(cat "${c%.in}.args")
      kb=$(timeout 60 "$B/tools/maxrss" "$B/$t" $args < "$c")
      case "$kb" in ''|*[!0-9]*) echo "$c: no peak RSS measured ('$kb')" >> "$U/rss.log" ;;
        *) [ "$kb" -lt "${RSS_KB:-16384}" ] || echo "$c: peak RSS $kb KB, not under ${RSS_KB:-16384} KB" >> "$U/rss.log" ;; esac
    done
    if [ -s "$U/rss.log" ]; then report FAIL "$t/peak-rss-under-16mb" "$t0" "$U/rss.log"
    else report PASS "$t/peak-rss-under-16mb" "$t0"; fi
  fi
}

stress_name() {  # the PASS/FAIL name of a stress program's run
  if [ "$1" = stress_core ]; then echo "core/stress-vs-brute-$STRESS_N"; else echo "core/$1"; fi
}
unit_stress() {  # a stress program: stress_core N=STRESS_N seed 1; the others with their defaults
  now; t0=$NOW_MS; what=$(stress_name "$1")
  built "$B/stress/$1" "$what" "$t0" || return
  args=""; [ "$1" = stress_core ] && args="$STRESS_N 1"
  if timeout 600 "$B/stress/$1" $args > "$U/log" 2>&1; then report PASS "$what" "$t0"
  else report FAIL "$what" "$t0" "$U/log"; fi
}

unit_broken() {  # one deliberately broken engine: its stress program must fail on it
  want=$1
  # broken NAME OLD NEW [TEST [FILE]]: a copy of FILE (default src/dlx_core.h) with OLD replaced by
  # NEW, in a tree that shadows the real one through -I (every test includes the engine as
  # "src/..."); src/stress/TEST.cpp (default stress_core) built against it must fail on 2000
  # instances, seed 1 (a failure message, a crash or a hang: 2-5 s, below); STRESS_FIRST_FAILURE=1
  # (src/stress/stop.h): it exits at the first failure it reports
  broken() {
    [ "$1" = "$want" ] || return 0
    now; t0=$NOW_MS
    file=${5:-src/dlx_core.h}; dir=$U/broken; bin=$dir/${4:-stress_core}
    mkdir -p "$dir/tree/$(dirname "$file")"
    if ! "$B/tools/mutate" "$file" "$dir/tree/$file" "$2" "$3" > "$U/log" 2>&1; then
      report FAIL "core/broken-$1-caught" "$t0" "$U/log"; return
    fi
    CC_KEEP_GOING=1 $MK BROKEN_BINS="$bin" "$bin" > "$U/log" 2>&1
    built "$bin" "core/broken-$1-caught" "$t0" || return
    # the timeout stands for a hang: 5 s, or 3 s where the unbroken program's 2000 instances take
    # under 1/5 of that at BROKEN_FLAGS on a quiet machine (stress_core 0.6 s; costmode 0.05 s,
    # stress_rcover 0.01 s: 2 s), 8 s for stress_dc (3.8 s: over twice that). It ends the variants
    # that loop (tail-full-scan, costs-commit-gap, mult-tail-tweak)
    case "${4:-stress_core}" in costmode|stress_rcover) to=2 ;; stress_core) to=3 ;; stress_dc) to=8 ;; *) to=5 ;; esac
    if STRESS_FIRST_FAILURE=1 timeout $to "$bin" 2000 1 > "$U/log" 2>&1; then
      echo "the stress test passed a broken engine ($1)" >> "$U/log"
      report FAIL "core/broken-$1-caught" "$t0" "$U/log"
    else report PASS "core/broken-$1-caught" "$t0"; fi
  }
  . src/stress/broken.sh
}

unit_test() {  # a self-checking program or script of src/tests
  now; t0=$NOW_MS
  case "$1" in
    *.cpp)
      n=${1%.cpp}
      built "$B/tests/$n" "tests/$n" "$t0" || return
      if timeout 300 "$B/tests/$n" > "$U/log" 2>&1; then report PASS "tests/$n" "$t0"
      else report FAIL "tests/$n" "$t0" "$U/log"; fi ;;
    *.sh)
      n=${1%.sh}
      # scripts get the build folder; they build what they need with ./run_tests.sh --make
      if BUILD="$B" timeout 300 sh "src/tests/$1" > "$U/log" 2>&1; then report PASS "tests/$n" "$t0"
      else report FAIL "tests/$n" "$t0" "$U/log"; fi ;;
  esac
}

unit_core() {  # the synced regions, a tampered copy of each, the judge files' size, the core as C++98
  judge_files=$(grep -lE '^ \* Submit as: (POJ|UVa|SPOJ|Luogu|LeetCode|HDU)' problems/*.cpp)
  # every region `// ==== BEGIN <LABEL> (<path> sha256:<12 hex>) ...` .. `// ==== END <LABEL> ====`
  # byte-identical to its canonical file <path>, hash current (src/tools/coresync)
  now; t0=$NOW_MS
  if "$B/tools/coresync" check $judge_files > "$U/sync.log" 2>&1; then
    report PASS core/copies-identical "$t0"
  else
    report FAIL core/copies-identical "$t0" "$U/sync.log"
    return 1
  fi
  # for each label, one copy (in the first judge file that has it) changed by one byte in a scratch
  # tree must be rejected, naming the file, the label and `make sync`; unchanged it must pass
  sync=$(pwd)/$B/tools/coresync
  labels=$(sed -n 's|^// ==== BEGIN \(.*\) ([^ ]* sha256:[0-9a-f]*) -- edit .*|\1|p' $judge_files | sort -u)
  [ -n "$labels" ] || { now; t0=$NOW_MS; echo "no BEGIN marker line in the judge files" > "$U/tamper.log"
    report FAIL core/tampered-copy-rejected "$t0" "$U/tamper.log"; }
  n=0 ifs=$IFS IFS='
'
  for label in $labels; do  # one label a line (a label may hold blanks)
    IFS=$ifs
    now; t0=$NOW_MS; n=$((n + 1)); tt=$U/tamper-$n; ok=1
    name=core/tampered-copy-rejected-$(echo "$label" | tr ' /' '__')
    victim=$(grep -lF "// ==== BEGIN $label (" $judge_files | head -n 1)
    mkdir -p "$tt/problems"
    for c in $(sed -n 's|^// ==== BEGIN .* (\([^ ]*\) sha256:[0-9a-f]*) -- edit .*|\1|p' "$victim"); do
      mkdir -p "$tt/$(dirname "$c")" && cp "$c" "$tt/$c"
    done
    cp "$victim" "$tt/problems/x.cpp"
    ( cd "$tt" && "$sync" check problems/x.cpp ) > "$tt.log" 2>&1 || { ok=0; echo "(the untouched copy of $victim was rejected)" >> "$tt.log"; }
    # change the first 'n' of this label's region (after its BEGIN line) into 'm'
    state=0
    while IFS= read -r line || [ -n "$line" ]; do
      if [ $state = 1 ]; then
        case "$line" in "// ==== END "*) state=2 ;; *n*) line="${line%%n*}m${line#*n}"; state=2 ;; esac
      fi
      case "$line" in "// ==== BEGIN $label ("*) [ $state = 0 ] && state=1 ;; esac
      printf '%s\n' "$line"
    done < "$victim" > "$tt/problems/x.cpp"
    if ( cd "$tt" && "$sync" check problems/x.cpp ) >> "$tt.log" 2>&1; then ok=0; echo "(a changed $label copy of $victim passed)" >> "$tt.log"; fi
    case "$(cat "$tt.log")" in *"problems/x.cpp"*"$label"*"make sync"*) ;; *) ok=0 ;; esac
    if [ $ok = 1 ]; then report PASS "$name" "$t0"; else report FAIL "$name" "$t0" "$tt.log"; fi
  done
  IFS=$ifs
  # every file submitted to a judge stays readable: at most 32000 bytes, the pasted core included
  # (SPOJ's source limit, the smallest, is 50000: judges.md)
  now; t0=$NOW_MS
  : > "$U/srcsize.log"
  for f in $judge_files; do
    sz=$(wc -c < "$f")
    if [ "$sz" -gt 32000 ]; then echo "$f: $sz bytes, over 32000" >> "$U/srcsize.log"; fi
  done
  if [ -s "$U/srcsize.log" ]; then report FAIL core/judge-files-at-most-32000-bytes "$t0" "$U/srcsize.log"
  else report PASS core/judge-files-at-most-32000-bytes "$t0"; fi
  now; t0=$NOW_MS
  if built "$B/core/c++98" core/c++98-pedantic "$t0"; then
    if "$B/core/c++98" > "$U/core98.log" 2>&1; then report PASS core/c++98-pedantic "$t0"
    else report FAIL core/c++98-pedantic "$t0" "$U/core98.log"; fi
  fi
  return 0
}

# --judge-run TASK CASE.in DIR RC: DIR/got.out and DIR/got.err of a run of the case elsewhere
# (src/hardening/judge_windows.sh: under Wine) judged as here; the reasons on stdout, exit 1 if not
if [ "${1:-}" = --judge-run ]; then
  U=$4 log=$4/judge.log limit=60; : > "$log"
  judge_run "$2" "$3" "$5"; st=$?; cat "$log"; exit $st
fi
if [ "${1:-}" = --unit ]; then  # --unit KIND NAME [STAMP KEY]: one check job (TMP set by the run)
  U=$TMP/u-$2-$3; mkdir -p "$U" || exit 2
  unit_"$2" "$3"
  # a stamp for the checks that may be skipped while their inputs stay the same
  if [ $failed_here = 0 ] && [ -n "${5:-}" ]; then
    mkdir -p "$B/stamps" && echo "$5" > "$B/stamps/$4.$$" && mv -f "$B/stamps/$4.$$" "$B/stamps/$4"
  fi
  : > "$U.done"
  exit 0
fi

# ---- the run ----
all_tasks=""
for f in problems/*.cpp; do [ -f "$f" ] && { t=${f#problems/}; all_tasks="$all_tasks ${t%.cpp}"; }; done
tasks=${*:-$all_tasks}
for t in $tasks; do
  [ -f "problems/$t.cpp" ] || { echo "no such task: $t (problems/$t.cpp)"; exit 2; }
done
full=1; [ $# -gt 0 ] && full=0
# scratch space of this run only (several runs may share the tree)
TMP=$(pwd)/$B/tmp/run.$$
R=$TMP/res
mkdir -p "$R" || exit 2
export TMP
trap 'rm -rf "$TMP"' EXIT

owner() {  # the task a src/tests file belongs to (named <task>_* or <task>.*), or nothing
  for a in $all_tasks; do case "$1" in "$a"_*|"$a".*) echo "$a"; return ;; esac; done
}
selected() { for a in $tasks; do [ "$a" = "$1" ] && return 0; done; return 1; }

# what to build, and the checks to run: "KIND NAME" lines in $TMP/units
targets="$B/tools/coresync $B/tools/cmpout $B/tools/mutate $B/tools/maxrss"
for c in src/checkers/*.cpp; do [ -f "$c" ] && { n=${c#src/checkers/}; targets="$targets $B/checkers/${n%.cpp}"; }; done
: > "$TMP/units"
if [ $HARD = 0 ]; then
  targets="$targets $B/core/c++98"
  # the stress programs, and the oracles of the stress scripts
  for s in src/stress/*.cpp; do
    [ -f "$s" ] || continue
    n=${s#src/stress/}; n=${n%.cpp}
    [ "$n" = costmode ] || targets="$targets $B/stress/$n"  # (mk/build.mk: not built unbroken)
    case "$n" in stress_*) echo "stress $n" >> "$TMP/units" ;; esac
  done
  broken() { echo "broken $1" >> "$TMP/units"; }
  . src/stress/broken.sh
  for s in src/tests/*.cpp src/tests/*.sh; do
    [ -f "$s" ] || continue
    n=${s#src/tests/}; o=$(owner "$n")
    # a test named <task>_* belongs to that task: with a task list, run it only for those tasks
    if [ -n "$o" ] && [ $full = 0 ] && ! selected "$o"; then continue; fi
    echo "test $n" >> "$TMP/units"
    case "$n" in
      *.cpp) targets="$targets $B/tests/${n%.cpp}" ;;
      # the task copies the scripts use (mk/build.mk: $B/tests/<task>_under_test)
      *.sh) if grep -q 'lib/xc_setup.sh' "$s"; then targets="$targets $B/tests/xc_under_test"; fi
            if grep -q 'lib/scale_lib.sh' "$s"; then targets="$targets $B/tests/${o}_under_test $B/tools/bigsum"; fi
            # the shared oracles and generators it runs (mk/build.mk: $B/tests/brute_<n>, gen_<n>)
            for h in $(grep -o 'tests/\(brute\|gen\)_[a-z0-9][a-z0-9_]*' "$s" | sort -u); do targets="$targets $B/$h"; done ;;
    esac
  done
  # every task binary: the scripts run them, and the stamps' keys read their .d lists
  for t in $all_tasks; do targets="$targets $B/$t"; done
fi
for t in $tasks; do
  targets="$targets $B/$t"
  if [ $HARD = 0 ]; then
    for d in $(sh mk/dialects.sh "$t"); do
      [ "$d" = clang-c++2b-asan ] && ! have_clang && continue
      targets="$targets $B/dialects/$t.$d"
    done
  fi
  echo "task $t" >> "$TMP/units"
done

# ---- build ----
# the longest compiles first, so that short ones fill the cores at the end: the tools (the
# problems/*.cpp of no judge: they include the engine and its extensions) and their dialects, then
# the test and stress programs, then the rest (the judge tasks, the tools and checkers of src/)
tools=" $(grep -LE '^ \* Submit as: (POJ|UVa|SPOJ|Luogu|LeetCode|HDU)' problems/*.cpp | sed 's|^problems/||; s|\.cpp$||' | tr '\n' ' ')"
first=""; second=""; rest=""
for x in $targets; do
  n=${x#"$B"/}; n=${n#dialects/}; n=${n%%.*}
  case "$tools" in *" $n "*) first="$first $x"; continue ;; esac
  case "$x" in "$B"/tests/*|"$B"/stress/*) second="$second $x" ;; *) rest="$rest $x" ;; esac
done
targets="$first$second$rest"
now; t0=$NOW_MS
CC_KEEP_GOING=1 $MK -k $targets > "$TMP/make.log" 2>&1 || cat "$TMP/make.log"
if [ $HARD = 1 ]; then  # the plain builds, whose CPU time picks the cases to skip
  pt=""; for t in $tasks; do pt="$pt build/$t"; done
  MODE=normal B=build $MK $pt || exit 2
fi
for tool in coresync cmpout mutate maxrss; do
  [ -x "$B/tools/$tool" ] || { cat "$B/tools/$tool.log"; echo "cannot build src/tools/$tool.cpp"; exit 2; }
done
now; echo "built in $(( NOW_MS - t0 )) ms ($JOBS jobs)"

# ---- 1. the synced regions (the core copies and the shared task code), first and alone ----
if [ $HARD = 0 ]; then
  U=$TMP/u-core; mkdir -p "$U"
  if ! unit_core > "$R/0-core"; then
    cat "$R/0-core"
    echo "the synced regions above differ from their canonical files; run \`make sync\`" >&2
    echo "0 passed, 1 failed"
    exit 1
  fi
  cat "$R/0-core"
fi

# ---- the stamps: the checks of no task skipped, with a task list, while unchanged ----
deps_of() {  # the files a binary was built from (its .d list)
  [ -f "$1.d" ] && sed -e 's/\\$//' -e 's/^[^:]*://' "$1.d" | tr ' ' '\n' | grep -v '^$' | sort -u
}
# every key also covers the flags, this runner and the build rules
common=$( { echo "$MODE $STRESS_N"; cat "$B/.flags"; sha256sum run_tests.sh mk/build.mk mk/cc.sh; } | sha256sum | cut -c1-64)
key() {  # key FILE...: a sha256 of the files' names and contents and of $common
  { echo "$common"; sha256sum "$@" < /dev/null 2>&1; } | sha256sum | cut -c1-64
}
broken_test() {  # the stress program of a broken variant
  broken() { [ "$1" = "$bt_want" ] && echo "${4:-stress_core}"; return 0; }
  bt_want=$1; . src/stress/broken.sh
}
task_deps=""
for t in $all_tasks; do task_deps="$task_deps $(deps_of "$B/$t")"; done
: > "$TMP/jobs"
skipped=0
while read -r kind name; do
  k=""; id=""
  case "$kind" in
    stress) id=stress-$name; k=$(key $(deps_of "$B/stress/$name")) ;;
    broken) id=broken-$name; p=$(broken_test "$name")
            # (a stress program the build does not make, costmode: every file it could include)
            if [ -f "$B/stress/$p.d" ]; then k=$(key src/stress/broken.sh src/tools/mutate.cpp $(deps_of "$B/stress/$p"))
            else k=$(key src/stress/broken.sh src/tools/mutate.cpp src/stress/$p.cpp src/stress/*.h src/tests/*.cpp src/engine/* src/dlx_core.h); fi ;;
    test) if [ -z "$(owner "$name")" ]; then
            id=test-$name
            case "$name" in
              *.cpp) k=$(key $(deps_of "$B/tests/${name%.cpp}")) ;;
              # a script: itself, the helpers and programs it may build, the tasks it may run
              *) k=$(key "src/tests/$name" src/tests/lib/* src/stress/* src/tools/*.cpp src/brute/* src/gen/* \
                         $(echo $task_deps | tr ' ' '\n' | sort -u)) ;;
            esac
          fi ;;
  esac
  if [ $full = 0 ] && [ -n "$id" ] && [ -f "$B/stamps/$id" ] && [ "$(cat "$B/stamps/$id")" = "$k" ]; then
    case "$kind" in stress) what=$(stress_name "$name") ;; broken) what=core/broken-$name-caught ;; *) what=tests/${name%.*} ;; esac
    echo "SKIP $what (unchanged since last pass)"; skipped=$((skipped + 1)); continue
  fi
  echo "$kind $name $id $k" >> "$TMP/jobs"
done < "$TMP/units"
# the longest first (make starts them in this order; short ones then fill the cores at the end): by
# the wall times of the last run here ($B/job-times.log), else the self-checking scripts and tasks
# (the slowest, several seconds each), then the stress programs, then the broken variants (1-7 s)
awk -v tf="$B/job-times.log" 'FILENAME == tf { ms[$2 " " $3] = $1; next }
     { w = ($1 " " $2) in ms ? ms[$1 " " $2] : $1 == "test" ? 9000 : $1 == "task" ? 8000 : $1 == "stress" ? 7000 : 6000
       print w, NR, $0 }' "$( [ -f "$B/job-times.log" ] && echo "$B/job-times.log" || echo /dev/null )" "$TMP/jobs" |
  sort -k1,1nr -k2,2n | cut -d' ' -f3- > "$TMP/jobs.sorted" && mv -f "$TMP/jobs.sorted" "$TMP/jobs"

# ---- 2-4. the checks, as the jobs of one make ----
i=0
{
  printf 'all:'
  while read -r kind name id k; do i=$((i + 1)); printf ' j%d' $i; done < "$TMP/jobs"
  echo
  i=0
  while read -r kind name id k; do
    i=$((i + 1)); r=$R/$i-$kind-$name
    printf 'j%d:\n\t@s=$$(date +%%s%%3N); sh ./run_tests.sh --unit %s %s %s %s > %s 2>&1; cat %s; echo "$$(( $$(date +%%s%%3N) - s )) %s %s" >> %s\n' \
      $i "$kind" "$name" "$id" "$k" "$r" "$r" "$kind" "$name" "$TMP/times"
  done < "$TMP/jobs"
} > "$TMP/jobs.mk"
make -s -k -j"$JOBS" --output-sync=target -f "$TMP/jobs.mk"
# the wall time of every check job, longest first (what to speed up; the order of the next run's
# jobs): this run's, then the earlier ones of the checks it did not run
if [ -f "$TMP/times" ]; then
  { cat "$TMP/times"; cat "$B/job-times.log" 2> /dev/null; } | awk '!seen[$2 " " $3]++' | sort -rn > "$TMP/times.all" &&
    mv -f "$TMP/times.all" "$B/job-times.log"
fi

passed=0; failed=0
while read -r kind name id k; do
  if [ ! -f "$TMP/u-$kind-$name.done" ]; then
    echo "FAIL $kind/$name 0"; echo "    the check did not finish"; failed=$((failed + 1))
  fi
done < "$TMP/jobs"
for r in "$R"/*; do
  [ -f "$r" ] || continue
  p=$(grep -c '^PASS ' "$r"); f=$(grep -c '^FAIL ' "$r")
  passed=$((passed + p)); failed=$((failed + f))
done
[ $skipped = 0 ] || echo "$skipped skipped: unchanged since they last passed (the full run always runs them)"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
