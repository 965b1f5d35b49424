#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A second `xiangqi FILE` hands the file to the instance already running
# and exits: the running one shows the game, and keeps it (autosave) when it
# is quit.  Needs a display (the suite runs under Xvfb) and dbus-run-session.
#   test-remote.sh XIANGQI SCHEMA_DIR SESSION_BUS_CONF
. "$(dirname "$0")/app-on-bus.sh"
printf '[Game "Chinese Chess"]\n[Event "Remote"]\n\n1. h2e2 h9g7 2. h0g2 *\n' > "$tmp/game.pgn"

dbus-run-session --config-file="$3" -- sh -s "$app" "$tmp" "$here" <<'INNER'
app=$1
tmp=$2
here=$3
id=io.github.xiangqi.Xiangqi
"$app" >"$tmp/first.log" 2>&1 &
first=$!
. "$here/tap-check.sh"
gdbus wait --session --timeout 60 $id
check $? "the first instance is on the bus"
timeout 60 "$app" "$tmp/game.pgn" >"$tmp/second.log" 2>&1
check $? "the second instance hands the file over and exits"
sleep 2
gapplication action $id quit
check $? "the first instance is asked to quit"
wait $first
check $? "the first instance exits cleanly"
grep -q 'h2e2' "$tmp/data/xiangqi/current.pgn" 2>/dev/null
check $? "the first instance had the file's game (kept at quit)"
[ $fail -eq 0 ] || sed 's/^/# /' "$tmp/first.log" "$tmp/second.log"
echo "1..$n"
exit $fail
INNER
