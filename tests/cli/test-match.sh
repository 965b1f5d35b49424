#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The match runner end to end: our engine against itself run as a UCI
# program, at a fixed depth (so the test is quick and the same on any
# machine).  Checks the summary, the PGN (with its move comments) and the
# "go depth" the UCI side gets.  usage: test-match.sh XIANGQI-CLI
set -eu
cli=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

# A UCI engine that logs what it is told, so we can see the limit it got.
cat > "$dir/engine.sh" <<END
#!/bin/sh
tee "$dir/commands.log" | "$cli" uci
END
chmod +x "$dir/engine.sh"

"$cli" match -n 2 --depth 3 -q --pgn "$dir/games.pgn" xq "uci:$dir/engine.sh" > "$dir/out.txt"
cat "$dir/out.txt"

fail () {
  echo "FAIL: $1" >&2
  exit 1
}
grep -q '^Score of .* 2 games$' "$dir/out.txt" || fail "no score line for 2 games"
grep -q '^Elo difference: ' "$dir/out.txt" || fail "no Elo line"
[ "$(grep -c '^\[Result ' "$dir/games.pgn")" -eq 2 ] || fail "the PGN does not hold 2 games"
[ "$(grep -c '^\[TimeControl "depth 3"\]' "$dir/games.pgn")" -eq 2 ] || fail "no depth time control in the PGN"
grep -q '^go depth 3$' "$dir/commands.log" || fail "the UCI engine was not sent 'go depth 3'"
# Every move carries the mover's score, depth and time, as in
# "5. A0-D0 {+0.30/3 0.001s}"; both engines searched to depth 3.
grep -o '{[^}]*}' "$dir/games.pgn" > "$dir/comments.txt"
[ "$(wc -l < "$dir/comments.txt")" -ge 20 ] || fail "fewer than 20 move comments in the PGN"
if grep -v '^{[+-]\(M[0-9]*\|[0-9]*\.[0-9][0-9]\)/3 [0-9]*\.[0-9][0-9][0-9]s}$' "$dir/comments.txt"; then
  fail "a move comment is not 'score/depth time' at depth 3"
fi
# The report script reads the comments: both sides searched to depth 3.
report=$(cd "$(dirname "$0")" && pwd)/../bench/match-report.py
python3 "$report" "$dir/games.pgn" > "$dir/report.txt" || fail "match-report.py failed"
cat "$dir/report.txt"
grep -q '^ours   mean depth: plies 0-39 3\.0' "$dir/report.txt" || fail "the report does not see depth 3 for us"
grep -q '^theirs mean depth: plies 0-39 3\.0' "$dir/report.txt" || fail "the report does not see depth 3 for them"
# The move-quality script takes its positions from the games and has them
# judged (here by our own engine, briefly: the figures do not matter, the
# pipeline does); a second run, warm (each search after the one two plies
# before), reuses the cache and compares the two.
quality=$(cd "$(dirname "$0")" && pwd)/../bench/move-quality.py
python3 "$quality" --cache "$dir/q.json" --pgn "$dir/games.pgn" -n 4 -t 10 --ref-time 20 -j 2 \
  --judge "'$cli' uci" --out "$dir/q1.json" "$cli" uci > "$dir/quality.txt" \
  || fail "move-quality.py failed"
python3 "$quality" --cache "$dir/q.json" -n 4 -t 10 --ref-time 20 -j 1 --judge "'$cli' uci" --warm \
  --against "$dir/q1.json" "$cli" uci >> "$dir/quality.txt" || fail "move-quality.py (again) failed"
cat "$dir/quality.txt"
[ "$(grep -c ': 4 positions, mean loss [0-9.]* cp' "$dir/quality.txt")" -eq 2 ] \
  || fail "move-quality.py did not judge 4 positions twice"
grep -q '^against .*q1\.json: [+-][0-9.]* cp' "$dir/quality.txt" || fail "no paired comparison"
# The record reads back (comments and all) with our own PGN reader.
"$cli" convert "$dir/games.pgn" "$dir/back.pgn" --moves iccs || fail "the PGN does not read back"
[ "$(grep -c '^\[Result ' "$dir/back.pgn")" -eq 2 ] || fail "the PGN read back does not hold 2 games"
grep -Eq '(^| )[a-i][0-9][a-i][0-9]( |$)' "$dir/back.pgn" || fail "--moves iccs does not write h2e2"
"$cli" convert "$dir/games.pgn" "$dir/dash.pgn" --moves iccs-dash || fail "--moves iccs-dash failed"
grep -Eq '(^| )[A-I][0-9]-[A-I][0-9]( |$)' "$dir/dash.pgn" || fail "--moves iccs-dash does not write H2-E2"
if grep -q '^go \(movetime\|nodes\)' "$dir/commands.log"; then
  fail "the UCI engine was sent a time or node limit"
fi
echo "ok"
