#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The command line answers --help and --version, and refuses a bad level or
# FEN, in the process started and without a display: output, exit status,
# and no attempt to open one.  TAP output.
#   test-command-line.sh XIANGQI SCHEMA_DIR
set -u
app=$1
export GSETTINGS_SCHEMA_DIR=$2 GSETTINGS_BACKEND=memory
unset WAYLAND_DISPLAY GDK_BACKEND DISPLAY
out=$(mktemp)
err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT
n=0
failed=0
check () { # DESCRIPTION CONDITION…
  n=$((n + 1))
  desc=$1
  shift
  if "$@"; then
    echo "ok $n - $desc"
  else
    echo "not ok $n - $desc"
    sed 's/^/# out: /' "$out"
    sed 's/^/# err: /' "$err"
    failed=1
  fi
}
run () { "$app" "$@" >"$out" 2>"$err"; status=$?; }

run --help
check "--help succeeds" [ "$status" -eq 0 ]
check "--help names the options" grep -q -- '--new-game' "$out"
check "--help names --level" grep -q -- '--level=N' "$out"
check "--help says nothing on stderr" [ ! -s "$err" ]

run --version
check "--version succeeds" [ "$status" -eq 0 ]
check "--version prints name and version" grep -qx 'Xiangqi [0-9][0-9.]*' "$out"

run --level 9
check "--level 9 fails" [ "$status" -eq 1 ]
check "--level 9 says why" grep -q '^Xiangqi: level 9 is not between 1 and 8$' "$err"

run --new-game 'rnbakabnr/9 w'
check "--new-game with a bad FEN fails" [ "$status" -eq 1 ]
check "--new-game with a bad FEN says why" grep -q '^Xiangqi: not a position in FEN: ' "$err"
check "no display was looked for" sh -c "! grep -q 'cannot open display' '$err'"

# A good FEN passes the checks and only then needs the display.
DISPLAY=:987 "$app" --new-game 4k4/9/9/9/9/9/9/9/9/3K5 w >"$out" 2>"$err"
status=$?
check "--new-game with a good FEN goes on to open the display" grep -q 'cannot open display' "$err"
echo "1..$n"
exit $failed
