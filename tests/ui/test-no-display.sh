#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# With no display to open, the app says so in one line and exits with a
# failure status: no GTK warnings, no crash.
#   test-no-display.sh XIANGQI SCHEMA_DIR
set -u
app=$1
export GSETTINGS_SCHEMA_DIR=$2 GSETTINGS_BACKEND=memory
unset WAYLAND_DISPLAY GDK_BACKEND
err=$(mktemp)
trap 'rm -f "$err"' EXIT

DISPLAY=:987 "$app" >/dev/null 2>"$err"
status=$?
cat "$err"
fail () { echo "FAIL: $*"; exit 1; }
[ "$status" -eq 1 ] || fail "exit status $status, not 1"
grep -q '^Xiangqi: cannot open display: :987$' "$err" || fail "no 'cannot open display' message"
[ "$(wc -l < "$err")" -eq 1 ] || fail "more than the one line on stderr"
echo "ok"
