#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The match runner end to end: our engine against itself run as a UCI
# program, at a fixed depth (so the test is quick and the same on any
# machine).  Checks the summary, the PGN and the "go depth" the UCI side
# gets.  usage: test-match.sh XIANGQI-CLI
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
if grep -q '^go \(movetime\|nodes\)' "$dir/commands.log"; then
  fail "the UCI engine was sent a time or node limit"
fi
echo "ok"
