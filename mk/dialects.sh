#!/bin/sh
# mk/dialects.sh [task ...]: the judge dialects each task is compiled in, from the ` * Dialects:`
# line of its header (before the pasted core; none: c++98 c++17). With no task: one word
# <task>.<dialect> for every problems/<task>.cpp (mk/build.mk's dialect builds); with tasks: the
# dialects of those tasks, one line each.
cd "$(dirname "$0")/.." || exit 2
dialects() {
  td=""
  while IFS= read -r td_line; do
    case "$td_line" in
      *" * Dialects:"*) td=${td_line#*Dialects:}; break ;;
      *"BEGIN DLX CORE"*) break ;;
    esac
  done < "problems/$1.cpp"
  [ -n "$td" ] || td="c++98 c++17"
  echo $td
}
if [ $# = 0 ]; then
  for f in problems/*.cpp; do
    [ -f "$f" ] || continue
    t=${f#problems/}; t=${t%.cpp}
    for d in $(dialects "$t"); do printf '%s.%s\n' "$t" "$d"; done
  done
else
  for t in "$@"; do dialects "$t"; done
fi
