#!/bin/sh
# src/hardening/judge_windows.sh (make judge-windows) without its packages: a missing
# cross-compiler, a missing Wine, and a Wine that cannot run the 32-bit probe program (wine without
# wine32) each print the one apt-get line and exit 2, with nothing on stdout. Needs neither package.
set -u
cd "$(dirname "$0")/../.." || exit 2
T=$(mktemp -d "${TMPDIR:-/tmp}/judge_windows_missing.XXXXXX") || exit 2
trap 'rm -rf "$T"' EXIT
fails=0
fail() { echo "FAIL: $*"; fails=$((fails + 1)); }
# a stand-in cross-compiler that "builds" every program: it writes its -o file
cat > "$T/fake-g++" <<'EOF'
#!/bin/sh
while [ $# -gt 0 ]; do [ "$1" = -o ] && { : > "$2"; exit 0; }; shift; done
exit 1
EOF
chmod +x "$T/fake-g++"
check() {  # check WHAT WANT-IN-MESSAGE env assignments...
  what=$1 want=$2; shift 2
  env "$@" sh src/hardening/judge_windows.sh poj3740 > "$T/o" 2> "$T/e"; rc=$?
  [ $rc = 2 ] || fail "$what: exit $rc, want 2"
  [ ! -s "$T/o" ] || fail "$what: stdout not empty: $(head -n 3 "$T/o")"
  grep -q "$want" "$T/e" || fail "$what: no '$want' in: $(cat "$T/e")"
  [ "$(grep -c '^  dpkg --add-architecture i386 && apt-get update && apt-get install -y g++-mingw-w64-i686 wine wine32:i386$' "$T/e")" = 1 ] ||
    fail "$what: not one apt-get line in: $(cat "$T/e")"
}
check "no cross-compiler" "no cross-compiler" CROSS="$T/no-such-g++"
check "no wine" "no $T/no-such-wine" CROSS="$T/fake-g++" WINE="$T/no-such-wine"
check "wine without 32-bit support" "cannot run a 32-bit Windows program" CROSS="$T/fake-g++" WINE=false
[ $fails = 0 ] && echo "judge-windows without its packages: the install line, exit 2"
[ $fails = 0 ]
