#!/bin/sh
# xc --threads N: the counts of many threads are the published counts (testdata/xc/SOURCES.md:
# queens from OEIS A000170, the pentomino tilings of 3x20 and 6x10), for N = 2, 3, 4, 7 and 16
# (cuts of 128 to 1024 subtrees, most at a depth where many are dead ends, which the workers skip
# after one scan); --stats adds one line per run with threads, each thread's share, whose
# subtrees add up to the cut's; an item without options but with multiplicities 0:1 is no dead end
# (the count is 1, by hand).
set -u
cd "$(dirname "$0")/../.." || exit 2
NAME=xc_threads; . src/tests/lib/xc_setup.sh
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }

# published counts, on several thread counts
check() {  # check CASE WANT THREADS...
  c=testdata/xc/data-$1.in; want=$2; shift 2
  for n in "$@"; do
    got=$("$XC" --threads "$n" "$c")
    [ "$got" = "$want" ] || fail "$c --threads $n: $got, want $want"
  done
}
check queens_8 92 2 3 16
check queens_10 724 2 3 4 7 16
check queens_12 14200 2 3 4 7
check queens_13 73712 2
check pentomino_3x20 8 2 3 4 7 16
check pentomino_6x10_sym 2339 2

# --stats: line 3 names each thread's subtrees (adding up to line 1's), CPU and end, the idle time
"$XC" --threads 3 --stats testdata/xc/data-queens_10.in > "$T/o" 2> "$T/e"
[ "$(cat "$T/o")" = 724 ] || fail "--threads 3 --stats: stdout $(cat "$T/o")"
cut=$(sed -n '1s/.*, 3 threads, \([0-9,]*\) subtrees, links$/\1/p' "$T/e" | tr -d ,)
sum=$(sed -n 3p "$T/e" | grep -o '\[[0-9,]* subtrees' | tr -d '[,' | awk '{ s += $1 } END { print s + 0 }')
n=$(sed -n 3p "$T/e" | grep -o '\[[0-9,]* subtrees, cpu [0-9.]* s, done [0-9.]* s\]' | wc -l)
[ -n "$cut" ] && [ "$cut" -ge 192 ] && [ "$sum" = "$cut" ] && [ "$n" = 3 ] &&
  sed -n 3p "$T/e" | grep -q '^xc: threads from [0-9.]* s: .*, idle at the end [0-9.]* s$' ||
  fail "--threads 3 --stats: cut '$cut' (want >= 192), the threads' subtrees add up to '$sum', $n threads: $(cat "$T/e")"
[ "$(wc -l < "$T/e")" = 3 ] || fail "--threads 3 --stats: $(wc -l < "$T/e") lines, want 3"
"$XC" --stats testdata/xc/data-queens_10.in > /dev/null 2> "$T/e"
[ "$(wc -l < "$T/e")" = 2 ] || fail "--stats on one thread: $(wc -l < "$T/e") lines, want 2"

# multiplicities: A may be covered 0 times and has no option; B's option is the one solution
printf '0:1|A B\nB\n' > "$T/m.dlx"
[ "$("$XC" "$T/m.dlx")" = 1 ] || fail "0:1|A without options: $("$XC" "$T/m.dlx"), want 1"
echo "$fails failures"
[ "$fails" = 0 ]
