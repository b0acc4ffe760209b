# Sourced by src/tests/<task>_scale.sh (--threads N, --parts K --part I) with TASK set,
# and SLOW = case names left out unless SCALE_ALL=1 (each takes over ~1 s per run, and the checks
# run every case 5 more times). Run from the repository root. For every counting case of
# testdata/$TASK (a .out, no .err, and options that only count: no --first --print --limit
# --unique --svg --dump; for sudoku --count or --memo):
#   - for K = 2, 3, 7 the K part counts (--parts K --part I) add up, line by line (bigsum), to
#     the expected .out (which came from the oracle or known facts, see SOURCES.md);
#   - --threads 0 (one per core), 2 and 3 print the expected .out (not with --memo, which is one thread);
#   - (matching, polyomino, polycube) --print --threads 2 and 3 on the --print cases pass the checker;
# and bad values of the options are rejected with exit status 2 and one line on stderr.
# Not a test itself: run_tests.sh runs only src/tests/*.sh, not this folder.
B=${BUILD:-build}/tests
mkdir -p "$B" || exit 2
T=$(mktemp -d "${TMPDIR:-/tmp}/${TASK}_scale.XXXXXX") || exit 2
trap 'rm -rf "$T"' EXIT
# problems/$TASK.cpp built -O2 and src/tools/bigsum.cpp, by mk/build.mk (rebuilt when stale)
BIN=$B/${TASK}_under_test
SUM=${BUILD:-build}/tools/bigsum
./run_tests.sh --make "$BIN" "$SUM" || { echo "cannot build problems/$TASK.cpp or src/tools/bigsum.cpp"; exit 1; }

bad=0; cases=0; runs=0
for in in testdata/$TASK/*.in; do
  base=${in%.in}; name=${base##*/}
  [ -f "$base.out" ] && [ ! -f "$base.err" ] || continue
  args=""; [ -f "$base.args" ] && args=$(cat "$base.args")
  case " $args " in *" --first "*|*" --print "*|*" --limit "*|*" --unique "*|*" --svg "*|*" --dump "*) continue ;; esac
  if [ "$TASK" = sudoku ]; then case " $args " in *" --count "*|*" --memo "*) ;; *) continue ;; esac; fi
  if [ "${SCALE_ALL:-0}" != 1 ]; then
    skip=0; for s in $SLOW; do [ "$s" = "$name" ] && skip=1; done
    [ $skip = 1 ] && continue
  fi
  cases=$((cases + 1))
  # the expected counts, one number a line (bigsum of one file normalizes CRLF and the last newline)
  "$SUM" "$base.out" > "$T/want" 2>/dev/null || tr -d '\r' < "$base.out" > "$T/want"
  for K in 2 3 7; do
    I=0; files=""
    while [ $I -lt $K ]; do  # the K parts at once (independent processes)
      # shellcheck disable=SC2086
      { "$BIN" $args --parts $K --part $I < "$in" > "$T/part.$I" 2> "$T/err.$I"; echo $? > "$T/rc.$I"; } &
      files="$files $T/part.$I"; I=$((I + 1)); runs=$((runs + 1))
    done
    wait
    I=0
    while [ $I -lt $K ]; do
      read -r rc < "$T/rc.$I"
      [ "$rc" = 0 ] || { echo "$name --parts $K --part $I: exit $rc $(head -n 1 "$T/err.$I")"; bad=$((bad + 1)); }
      I=$((I + 1))
    done
    # shellcheck disable=SC2086
    if "$SUM" $files > "$T/sum" 2> "$T/err"; then
      cmp -s "$T/sum" "$T/want" || { echo "$name: the $K part counts add up to $(head -n 3 "$T/sum" | tr '\n' ' '), want $(head -n 3 "$T/want" | tr '\n' ' ')"; bad=$((bad + 1)); }
    else echo "$name --parts $K: $(cat "$T/err")"; bad=$((bad + 1)); fi
  done
  case " $args " in *" --memo "*) continue ;; esac
  for N in 0 2 3; do
    # shellcheck disable=SC2086
    "$BIN" $args --threads $N < "$in" > "$T/got" 2> "$T/err" || { echo "$name --threads $N: exit $? $(head -n 1 "$T/err")"; bad=$((bad + 1)); }
    runs=$((runs + 1))
    cmp -s "$T/got" "$T/want" || { echo "$name --threads $N: got $(head -n 3 "$T/got" | tr '\n' ' '), want $(head -n 3 "$T/want" | tr '\n' ' ')"; bad=$((bad + 1)); }
  done
done
[ $cases -gt 0 ] || { echo "no counting cases found in testdata/$TASK"; bad=$((bad + 1)); }

# --print with --threads 2 and 3: every case whose options are just --print, the output (solutions
# in any order, each whole, then the count) accepted by the task's checker (built by run_tests.sh)
CHECK=${BUILD:-build}/checkers/$TASK
if [ -x "$CHECK" ]; then
  for in in testdata/$TASK/*.in; do
    base=${in%.in}; name=${base##*/}
    [ -f "$base.args" ] && [ "$(cat "$base.args")" = "--print" ] && [ -f "$base.out" ] && [ ! -f "$base.err" ] || continue
    for N in 2 3; do
      "$BIN" --print --threads $N < "$in" > "$T/got" 2> "$T/err" || { echo "$name --print --threads $N: exit $? $(head -n 1 "$T/err")"; bad=$((bad + 1)); }
      runs=$((runs + 1))
      "$CHECK" "$in" "$T/got" "$base.out" > "$T/chk" 2>&1 || { echo "$name --print --threads $N: $(head -n 2 "$T/chk")"; bad=$((bad + 1)); }
    done
  done
fi

# bad option values: exit 2, one line `<task>: ...` on stderr, nothing on stdout
COUNT_OPT=""; [ "$TASK" = sudoku ] && COUNT_OPT=--count
some=$(ls testdata/$TASK/*.in | head -n 1)
for opts in "--parts 0 --part 0" "--parts 3 --part 3" "--parts 2" "--part 1" "--threads 1025" "--threads x" \
            "--threads" "--parts -1 --part 0" "--parts 3 --part 1x" "--threads 99999999999" "--threads=" "--threads 2 --memo"; do
  # shellcheck disable=SC2086
  "$BIN" $COUNT_OPT $opts < "$some" > "$T/got" 2> "$T/err"; rc=$?
  runs=$((runs + 1))
  if [ $rc != 2 ] || [ -s "$T/got" ] || [ "$(wc -l < "$T/err")" != 1 ] || ! grep -q "^$TASK: " "$T/err"; then
    echo "options '$opts': exit $rc, stdout $(wc -c < "$T/got") bytes, stderr: $(head -n 2 "$T/err" | tr '\n' '|')"; bad=$((bad + 1))
  fi
done
echo "$TASK scale: $cases counting cases, $runs runs, $bad failures"
[ $bad = 0 ]
