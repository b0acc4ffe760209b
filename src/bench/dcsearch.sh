#!/bin/sh
# DC as a search mode (docs/performance.md, "DC as a search mode"): xc --count and --first with
# --dc and with --no-dc on the shared exact-cover inputs, and killer_seed1_xcc against Knuth's
# xccdc1 (its first solution with `t1`, its count without). Needs build/xc (make) and, for the
# xccdc1 lines, $ANCHORS/xccdc1 (default /tmp/dlx-anchors; ../shared/bench/build-anchors.sh).
#   sh src/bench/dcsearch.sh [INSTANCE ...]    (default: every .dlx of ../shared/data/exact_cover,
#                                               then `words`: the word rectangles below)
# Per instance and mode, one line:
#   <instance> <mode> dc <s> cpu <s> nodes <n> | no-dc <s> cpu <s> nodes <n> | dc/no-dc <ratio>
# Seconds: the median of $REPS (default 5) whole-process wall-clock runs; cpu and nodes: xc's own
# --stats figures of the last run (cpu from after reading the file). A run over $CAP seconds
# (default 60) is cut and shown as >CAP. The --first solution of every run is checked by
# ../shared/bench/verify_xcc.py (WRONG if it fails), the counts against both searches.
# Then word rectangles 3x3 and 3x4 from $DICT (default /usr/share/dict/words, Debian's wamerican;
# skipped without it), colored XCC (a cell's color: its letter). Then (also alone: argument killer):
# killer_seed1_xcc, xc --first / xccdc1 t1 and xc --count / xccdc1 (medians of $REPS), and
# xc --threads 2 --count. The load average is printed first and last (2 shared cores: compare
# ratios taken in one run, not seconds across runs).
set -u
cd "$(dirname "$0")/../.." || exit 2
XC=build/xc
D=${XC_DATA:-../shared/data/exact_cover}
[ -d "$D" ] || D=/work/shared/data/exact_cover
V=$(dirname "$D")/../bench/verify_xcc.py
[ -f "$V" ] || V=/work/shared/bench/verify_xcc.py
A=${ANCHORS:-/tmp/dlx-anchors}
REPS=${REPS:-5}
CAP=${CAP:-60}
[ -x "$XC" ] || { echo "dcsearch: $XC not built (run make)"; exit 1; }
T=$(mktemp -d "${TMPDIR:-/tmp}/dcsearch.XXXXXX") || exit 2
trap 'rm -rf "$T"' EXIT
load() { cut -d" " -f1 /proc/loadavg 2>/dev/null || echo "?"; }

wall() {  # wall CMD...: whole-process wall seconds of one run (stdout to $T/o, stderr to $T/e)
  w0=$(date +%s.%N)
  timeout "$CAP" "$@" > "$T/o" 2> "$T/e"
  w_rc=$?
  w1=$(date +%s.%N)
  [ "$w_rc" = 124 ] && { echo ">$CAP"; return; }
  echo "$w1 $w0" | awk '{ printf "%.4f", $1 - $2 }'
}
median() {  # median CMD...: the median of REPS runs of wall CMD
  : > "$T/times"
  r=0
  while [ $r -lt "$REPS" ]; do
    t=$(wall "$@"); echo "$t" >> "$T/times"
    case $t in ">"*) break ;; esac
    r=$((r + 1))
  done
  if grep -q '>' "$T/times"; then head -n 1 "$T/times" | grep '>' || grep '>' "$T/times" | head -n 1
  else sort -n "$T/times" | sed -n "$(( ($(wc -l < "$T/times") + 1) / 2 ))p"; fi
}
stat() {  # the cpu and nodes of xc's --stats in $T/e
  sed -n 's/^xc: .* solutions, \([0-9]*\) nodes, .*(cpu \([0-9.]*\) s).*/cpu \2 nodes \1/p' "$T/e"
}

# word rectangles N x M from a dictionary (Debian's wamerican, /usr/share/dict/words): items r0..,
# c0.. (a word per row and column) and a secondary item per cell colored by its letter
words() {  # words N M: the XCC on stdout
  grep -E "^[a-z]{$2}\$" "$DICT" | sort -u > "$T/wr"; grep -E "^[a-z]{$1}\$" "$DICT" | sort -u > "$T/wc"
  awk -v n="$1" -v m="$2" -v wr="$T/wr" 'BEGIN { s = ""; for (i = 0; i < n; i++) s = s " r" i; for (j = 0; j < m; j++) s = s " c" j
      s = s " |"; for (i = 0; i < n; i++) for (j = 0; j < m; j++) s = s " x" i "_" j; print s }
    FILENAME == wr { for (i = 0; i < n; i++) { o = "r" i; for (j = 0; j < m; j++) o = o " x" i "_" j ":" substr($0, j + 1, 1); print o } }
    FILENAME != wr { for (j = 0; j < m; j++) { o = "c" j; for (i = 0; i < n; i++) o = o " x" i "_" j ":" substr($0, i + 1, 1); print o } }' "$T/wr" "$T/wc"
}
measure() {  # measure NAME FILE: the count and first lines of one input
  b=$1; f=$2
  mult=0; grep -v '^|' "$f" | sed -n 1p | grep -q '[0-9:]|' && mult=1  # multiplicities: verify_xcc.py cannot check
  for mode in --count --first; do
    line="$b ${mode#--}"
    for dc in --dc --no-dc; do
      s=$(median "$XC" --stats $mode $dc "$f")
      out=$(cat "$T/o")
      if [ "$mode" = --first ] && [ $mult = 0 ] && ! python3 "$V" "$f" < "$T/o" > /dev/null 2>&1; then s="$s(WRONG)"; fi
      [ "$dc" = --dc ] && { dcs=$s; dcout=$out; } || { [ "$out" = "$dcout" ] || [ "$mode" = --first ] || s="$s(count differs)"; nds=$s; }
      line="$line | ${dc#--} $s $(stat)"
    done
    case "$dcs$nds" in *">"*) r="?" ;; *) r=$(echo "$dcs $nds" | awk '{ printf "%.2f", ($2 > 0 ? $1 / $2 : 0) }') ;; esac
    echo "$line | dc/no-dc $r"
  done
}

echo "load average at the start: $(load)"
if [ $# -gt 0 ]; then list="$*"; else list="$(ls "$D" | sed -n 's/\.dlx$//p') words"; fi
DICT=${DICT:-/usr/share/dict/words}
for b in $list; do
  [ "$b" = killer ] && continue
  [ "$b" = words ] || { measure "$b" "$D/$b.dlx"; continue; }
  [ -f "$DICT" ] || { echo "words: no $DICT"; continue; }
  for nm in "3 3" "3 4"; do
    words $nm > "$T/words.dlx"
    measure "words_$(echo "$nm" | tr ' ' x)" "$T/words.dlx"
  done
done

K=$D/killer_seed1_xcc.dlx
if [ -f "$K" ] && [ -x "$A/xccdc1" ] && { [ $# = 0 ] || [ "$*" = killer ]; }; then
  x=$(median "$XC" --first "$K"); python3 "$V" "$K" < "$T/o" > /dev/null 2>&1 || x="$x(WRONG)"
  k=$(median sh -c "'$A/xccdc1' t1 < '$K'")
  echo "killer_seed1_xcc first: xc $x s, xccdc1 t1 $k s, ratio $(echo "$x $k" | awk '{ printf "%.3f", $1 / $2 }')"
  x=$(median "$XC" --count "$K"); [ "$(cat "$T/o")" = 1 ] || x="$x(WRONG)"
  k=$(median sh -c "'$A/xccdc1' < '$K'")
  echo "killer_seed1_xcc count: xc $x s, xccdc1 $k s, ratio $(echo "$x $k" | awk '{ printf "%.3f", $1 / $2 }')"
  x=$(median "$XC" --stats --threads 2 --count "$K"); [ "$(cat "$T/o")" = 1 ] || x="$x(WRONG)"
  echo "killer_seed1_xcc count --threads 2: xc $x s, $(stat), $(sed -n 1p "$T/e" | sed 's/.*ignored), //')"
fi
echo "load average at the end: $(load)"
