#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A second `xiangqi FILE` hands the file to the running instance, whose game
# in progress (restored at start-up, not saved) must not be thrown away: the
# save question comes instead.  Quit then closes the window without the
# question (the game being played is kept) and the kept game is the one in
# progress, not the file's.  Needs a display, dbus-run-session, gdbus and
# gapplication.
#   test-remote-asks.sh XIANGQI SCHEMA_DIR SESSION_BUS_CONF
. "$(dirname "$0")/app-on-bus.sh"
# Two people: no engine moves while the test runs.
printf '[Game "Chinese Chess"]\n[RedType "human"]\n[BlackType "human"]\n\n1. h2e2 h9g7 2. h0g2 *\n' \
  > "$tmp/data/xiangqi/current.pgn"
printf '[Game "Chinese Chess"]\n[Event "Remote"]\n\n1. b2e2 *\n' > "$tmp/game.pgn"

dbus-run-session --config-file="$3" -- sh -s "$app" "$tmp" "$here" <<'INNER'
app=$1
tmp=$2
here=$3
id=io.github.xiangqi.Xiangqi
G_DEBUG=fatal-criticals "$app" >"$tmp/first.log" 2>&1 &
first=$!
. "$here/tap-check.sh"
gdbus wait --session --timeout 60 $id
check $? "the first instance is on the bus, with the game in progress restored"
timeout 60 "$app" "$tmp/game.pgn" >"$tmp/second.log" 2>&1
check $? "the second instance hands the file over and exits"
sleep 2
gapplication action $id quit
check $? "the first instance is asked to quit"
wait $first
check $? "the first instance exits cleanly (no criticals)"
grep -q 'h0g2' "$tmp/data/xiangqi/current.pgn" 2>/dev/null \
  && ! grep -q 'b2e2' "$tmp/data/xiangqi/current.pgn"
check $? "the game in progress was kept: the file did not replace it unasked"
[ $fail -eq 0 ] || sed "s/^/# /" "$tmp/first.log" "$tmp/second.log" "$tmp/data/xiangqi/current.pgn"
echo "1..$n"
exit $fail
INNER
