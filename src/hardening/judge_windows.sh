#!/bin/sh
# src/hardening/judge_windows.sh [task ...]   (make judge-windows)
# The judge tasks on POJ's and HDU's platform: MinGW on 32-bit Windows (32-bit long and pointers,
# stdin and stdout in text mode, a 1 MB stack). Each judge file (header line
# ` * Submit as: POJ|UVa|SPOJ|Luogu|LeetCode|HDU ...`; default: all of them) is built with
#   i686-w64-mingw32-g++ -std=<dialect> -pedantic-errors -static -O2 -Wall -Wextra -Werror
#     -Wl,--stack,1048576
# (dialect: c++98 when its ` * Dialects:` line lists it, else the first listed; function-style
# tasks build their driver src/drivers/<task>.cpp), and every testdata/<task>/*.in case runs under
# Wine twice: as it is (LF) and with every line ending in CRLF. A run passes as in run_tests.sh
# (./run_tests.sh --judge-run): the exit status (0; 2 with <case>.err, whose text stderr must
# match; the number in <case>.rc), stdout against <case>.out through build/tools/cmpout
# (CRLF-insensitive) or the task's checker build/checkers/<task>, <case>.args as arguments, 60 s
# at most; and every line of stdout ends in "\n" or "\r\n" (no other '\r', the last line ended
# too), as a judge's line comparison expects. A failed run with a message of Wine's own on stderr
# runs once more (a NOTE line says so; see run_case).
# Output: `PASS|FAIL <task>/<case>[.crlf] <ms>` lines, then `N passed, M failed`; exit 1 on any
# failure. Without the cross-compiler or a Wine that runs 32-bit programs: the apt-get line to
# install them, exit 2. CROSS= and WINE= name other commands.
set -u
cd "$(dirname "$0")/../.." || exit 2
export LC_ALL=C
CROSS=${CROSS:-i686-w64-mingw32-g++}
WINE=${WINE:-wine}
INSTALL='dpkg --add-architecture i386 && apt-get update && apt-get install -y g++-mingw-w64-i686 wine wine32:i386'
B=build/windows
missing() {
  echo "judge-windows: $1; install (as root):" >&2
  echo "  $INSTALL" >&2
  exit 2
}
command -v "$CROSS" > /dev/null 2>&1 || missing "no cross-compiler $CROSS"
command -v "$WINE" > /dev/null 2>&1 || missing "no $WINE"

is_judge() { grep -Eq '^ \* Submit as: (POJ|UVa|SPOJ|Luogu|LeetCode|HDU)' "problems/$1.cpp"; }
if [ $# = 0 ]; then
  for f in problems/*.cpp; do t=${f#problems/}; t=${t%.cpp}; is_judge "$t" && set -- "$@" "$t"; done
fi
for t in "$@"; do
  [ -f "problems/$t.cpp" ] && is_judge "$t" || { echo "judge-windows: not a judge task: $t" >&2; exit 2; }
done

mkdir -p "$B" || exit 2
T=$(mktemp -d "${TMPDIR:-/tmp}/judge-windows.XXXXXX") || exit 2
# a Wine of its own, quiet, with one server kept alive for all runs (each start then costs ~0.4 s)
export WINEPREFIX="$T/wine" WINEDEBUG=-all WINEDLLOVERRIDES='mscoree,mshtml='
trap '{ command -v wineserver && wineserver -k; } > /dev/null 2>&1; rm -rf "$T"' EXIT
trap 'exit 2' INT TERM HUP

CFLAGS="-pedantic-errors -static -O2 -Wall -Wextra -Werror -Wl,--stack,1048576 -I."
# the probe: can Wine run a 32-bit program at all (wine without wine32 cannot)
printf 'int main() { return 7; }\n' > "$T/probe.cpp"
$CROSS -static "$T/probe.cpp" -o "$T/probe.exe" > "$T/probe.log" 2>&1 || { cat "$T/probe.log" >&2; missing "$CROSS cannot build a program"; }
command -v wineserver > /dev/null 2>&1 && wineserver -p > /dev/null 2>&1
timeout 300 "$WINE" "$T/probe.exe" < /dev/null > "$T/probe.out" 2>&1
rc=$?
[ $rc = 7 ] || { head -n 5 "$T/probe.out" >&2; missing "$WINE cannot run a 32-bit Windows program (exit $rc, want 7)"; }

# the judge side, built by make for the host: cmpout and the checkers
targets=build/tools/cmpout
for t in "$@"; do [ -f "src/checkers/$t.cpp" ] && targets="$targets build/checkers/$t"; done
./run_tests.sh --make $targets || { echo "judge-windows: cannot build $targets" >&2; exit 2; }

now_ms() { date +%s%3N; }
pass=0 fail=0 reruns=0
report() {  # report PASS|FAIL name start_ms [detail-file]
  echo "$1 $2 $(( $(now_ms) - $3 ))"
  if [ "$1" = PASS ]; then pass=$((pass + 1)); else
    fail=$((fail + 1))
    [ -n "${4:-}" ] && [ -s "$4" ] && head -n 20 "$4" | sed 's/^/    /'
  fi
}
dialect() {  # c++98 if the task's Dialects line lists it, else its first g++ dialect
  d=$(sh mk/dialects.sh "$1")
  case " $d " in *" c++98 "*) echo c++98; return ;; esac
  for w in $d; do case $w in c++*|gnu++*) echo "$w"; return ;; esac; done
  echo c++98
}
# lines_ok FILE: every line ends in "\n" or "\r\n", no other '\r', and the last line is ended
lines_ok() {
  if [ -s "$1" ] && [ "$(tail -c 1 "$1" | od -An -c | tr -d ' ')" != '\n' ]; then
    echo "the output does not end with a line end"; return 1
  fi
  bad=$(sed -n '/\r./{=;q;}; /\r\r$/{=;q;}' "$1")
  [ -z "$bad" ] || { echo "a stray '\\r' on output line $bad"; return 1; }
}
# crlf IN OUT: every line of IN ended by "\r\n" (a last line without "\n" stays unended)
crlf() {
  if [ -s "$1" ] && [ "$(tail -c 1 "$1" | od -An -c | tr -d ' ')" = '\n' ]; then
    sed '/\r$/!s/$/\r/' "$1" > "$2"
  else
    sed '$!{/\r$/!s/$/\r/;}' "$1" > "$2"
  fi
}

# judge TASK CASE.in: the run in $T/got.out, $T/got.err (exit status $rc) judged by run_tests.sh
# (--judge-run), plus the line ends; true if it passes, the reasons appended to $log
judge() {
  ok=1
  ./run_tests.sh --judge-run "$1" "$2" "$T" "$rc" >> "$log" 2>&1 || ok=0
  lines_ok "$T/got.out" >> "$log" || ok=0
  [ $ok = 1 ]
}
# run_case TASK EXE CASE.in NAME INPUT: one run under Wine, judged. A failed run whose stderr holds
# a line of Wine's own ("wine: ...", "wine client error:..."; a background Wine service started on
# demand inherits the program's stderr and its faults print there; the connection to wineserver
# can drop) runs once more; a fault of the program repeats.
run_case() {
  base=${3%.in}
  t0=$(now_ms)
  log=$T/case.log; : > "$log"
  if [ ! -f "$base.out" ] && [ ! -f "$base.err" ]; then
    echo "no $base.out or $base.err: nothing to compare with" > "$log"; report FAIL "$4" "$t0" "$log"; return
  fi
  args=""; [ -f "$base.args" ] && args=$(cat "$base.args")
  for try in 1 2; do
    timeout 60 "$WINE" "$2" $args < "$5" > "$T/got.out" 2> "$T/got.err"
    rc=$?
    if judge "$1" "$3"; then
      [ $try = 1 ] || { reruns=$((reruns + 1)); echo "NOTE $4 passed on its second run; the first one's Wine message: $(grep -m 1 '^wine[ :]' "$T/case.first")"; }
      report PASS "$4" "$t0"; return
    fi
    [ $try = 1 ] && grep -q '^wine[ :]' "$T/got.err" || break
    cp "$T/got.err" "$T/case.first"; : > "$log"
  done
  report FAIL "$4" "$t0" "$log"
}

start=$(now_ms)
for t in "$@"; do
  src=problems/$t.cpp; [ -f "src/drivers/$t.cpp" ] && src=src/drivers/$t.cpp
  d=$(dialect "$t")
  exe=$B/$t.exe
  t1=$(now_ms)
  if nice -n 19 $CROSS -std="$d" $CFLAGS "$src" -o "$exe.tmp" > "$exe.log" 2>&1 && mv -f "$exe.tmp" "$exe"; then
    report PASS "$t/build-mingw32-$d" "$t1"
  else
    rm -f "$exe"; report FAIL "$t/build-mingw32-$d" "$t1" "$exe.log"; continue
  fi
  for c in testdata/$t/*.in; do
    [ -f "$c" ] || continue
    name=${c#testdata/}; name=${name%.in}
    run_case "$t" "$exe" "$c" "$name" "$c"
    crlf "$c" "$T/crlf.in"
    run_case "$t" "$exe" "$c" "$name.crlf" "$T/crlf.in"
  done
done
echo "judge-windows: $* on $CROSS -static + $("$WINE" --version 2> /dev/null), LF and CRLF input, $reruns rerun, $(( ($(now_ms) - start) / 1000 )) s"
echo "$pass passed, $fail failed"
[ $fail = 0 ]
