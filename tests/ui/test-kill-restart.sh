#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Crash safety: the app is killed with SIGKILL in the middle of a live game
# with a clock (the computer against itself, Asian rules, 5 min + 2 s), and
# started again: the game comes back with its record, clocks, players and
# rules, and goes on.  Every move is kept at once (xq_session_autosave()).
#   test-kill-restart.sh XIANGQI SCHEMA_DIR SESSION_BUS_CONF
. "$(dirname "$0")/app-on-bus.sh"
kept=$tmp/data/xiangqi/current.pgn
# The game in progress as the app keeps it: two moves played, black to move,
# each side with 5 minutes and 2 seconds a move (XqClock: the time control,
# then per side remaining, used, moves, period, moves in period, byo-yomi).
cat > "$kept" <<'PGN'
[XqClock "3 0 300000000 0 0 0 0 0 2000000 301000000 1000000 1 0 0 0 0 300000000 0 0 0 0 0 0"]
[Game "Chinese Chess"]
[Event "Casual game"]
[RedType "computer:4"]
[BlackType "computer:4"]
[Rules "asian"]

1. h2e2 *
PGN

dbus-run-session --config-file="$3" -- sh -s "$app" "$tmp" "$here" "$kept" <<'INNER'
app=$1
tmp=$2
here=$3
kept=$4
id=io.github.xiangqi.Xiangqi
. "$here/tap-check.sh"
# The moves kept (ICCS moves like h2e2), and a field of the clock line.
moves () { grep -v '^\[' "$kept" 2>/dev/null | grep -o '[a-i][0-9][a-i][0-9]' | wc -l; }
clock () { sed -n 's/^\[XqClock "\(.*\)"\]$/\1/p' "$kept" | cut -d' ' -f"$1"; }
# Waits up to 60 s until at least $1 moves are kept.
wait_moves () {
  i=0
  while [ "$(moves)" -lt "$1" ] && [ $i -lt 1200 ]; do sleep 0.05; i=$((i + 1)); done
  [ "$(moves)" -ge "$1" ]
}

"$app" >"$tmp/first.log" 2>&1 &
first=$!
wait_moves 4
check $? "the restored game goes on: the computer plays both sides"
kill -9 $first
wait $first 2>/dev/null
at_kill=$(moves)
red_moves=$(clock 12)
black_used=$(clock 18)
cp "$kept" "$tmp/at-kill.pgn"
[ "$at_kill" -ge 4 ] && grep -q '^\[RedType "computer:4"\]' "$kept" \
  && grep -q '^\[BlackType "computer:4"\]' "$kept" && grep -q '^\[Rules "asian"\]' "$kept"
check $? "after SIGKILL the kept game has every move played ($at_kill), players and rules"
[ "$(clock 1)" = 3 ] && [ "$(clock 3)" = 300000000 ] && [ "$(clock 9)" = 2000000 ] \
  && [ "$red_moves" -eq $(( (at_kill + 1) / 2 )) ] && [ "$black_used" -gt 0 ]
check $? "the kept clock is the game's: 5 min + 2 s, red's moves counted ($red_moves)"

"$app" >"$tmp/second.log" 2>&1 &
second=$!
wait_moves $((at_kill + 2))
check $? "after the restart the game goes on from move $at_kill"
gapplication action $id quit
check $? "the app is asked to quit"
wait $second
check $? "the app exits cleanly"
if [ -f "$kept" ]; then
  end=$(moves)
  head=$(grep -v '^\[' "$tmp/at-kill.pgn" | grep -o '[a-i][0-9][a-i][0-9]' | tr '\n' ' ')
  now=$(grep -v '^\[' "$kept" | grep -o '[a-i][0-9][a-i][0-9]' | head -n "$at_kill" | tr '\n' ' ')
  [ "$end" -gt "$at_kill" ] && [ "$head" = "$now" ] && grep -q '^\[Rules "asian"\]' "$kept" \
    && grep -q '^\[BlackType "computer:4"\]' "$kept"
  check $? "the game kept at exit continues the one kept at the kill ($at_kill -> $end moves)"
  [ "$(clock 12)" -eq $(( (end + 1) / 2 )) ] && [ "$(clock 18)" -ge "$black_used" ] \
    && [ "$(clock 3)" = 300000000 ]
  check $? "the clock went on from the kept times (red's moves $(clock 12), black used $(clock 18) >= $black_used)"
else
  check 1 "the game kept at exit continues the one kept at the kill (the game ended?)"
fi
[ $fail -eq 0 ] || sed 's/^/# /' "$tmp/first.log" "$tmp/second.log" "$kept"
echo "1..$n"
exit $fail
INNER
