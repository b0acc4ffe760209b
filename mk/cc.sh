#!/bin/sh
# mk/cc.sh OUT COMPILER FLAGS... SOURCE: one compile for mk/build.mk. Builds under a private name and
# renames (several runs may share the tree: none ever sees half a binary), writes the dependency
# list OUT.d (-MMD -MP: every header the source includes, so make rebuilds OUT when any of them
# changes) and the compiler's messages to OUT.log. On a failure OUT is removed (it would be stale),
# the log's head goes to stderr and the status is 1, or 0 with CC_KEEP_GOING=1 (the test command
# then reports the failed build with its log, and goes on with everything else). CC_TIMES=FILE:
# each successful compile appends a line `<wall ms> OUT` to FILE (what the build spends its time on).
out=$1; shift
mkdir -p "$(dirname "$out")" || exit 1
tmp=$out.tmp.$$
for src; do :; done
# -MP names every header as a target without prerequisites, so that make does not stop when one is
# deleted; the last line does the same for the source itself
cc_t0=$(date +%s%3N)
# -fsyntax-only (a tool's dialect check, mk/build.mk) writes no program: OUT is then a script that
# says so and fails if run
syntax_only=0
for a; do [ "$a" = -fsyntax-only ] && syntax_only=1; done
if "$@" -MMD -MP -MF "$tmp.d" -MT "$out" -o "$tmp" > "$tmp.log" 2>&1 && printf '%s:\n' "$src" >> "$tmp.d" &&
   { [ $syntax_only = 0 ] || { printf '#!/bin/sh\necho "%s: a -fsyntax-only check, no program" >&2\nexit 3\n' "$out" > "$tmp" && chmod +x "$tmp"; }; } &&
   mv -f "$tmp.d" "$out.d" && mv -f "$tmp.log" "$out.log" && mv -f "$tmp" "$out"; then
  [ -n "${CC_TIMES:-}" ] && echo "$(( $(date +%s%3N) - cc_t0 )) $out" >> "$CC_TIMES"
  exit 0
fi
[ -f "$tmp.log" ] && mv -f "$tmp.log" "$out.log"
rm -f "$tmp" "$tmp.d" "$out"
if [ "${CC_KEEP_GOING:-0}" = 1 ]; then exit 0; fi
{ echo "cannot build $out:"; head -n 30 "$out.log"; } >&2
exit 1
