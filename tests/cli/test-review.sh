#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# `xiangqi-cli review` end to end, at a fixed depth (quick, and the same on
# any machine): a game with a planted blunder (4. d1d7, a chariot left to
# Black's cannon) comes back as PGN with that move marked ?? ($4) and the better
# line as a variation; an unreadable input fails with a message and leaves no
# OUT file.  usage: test-review.sh XIANGQI-CLI
. "$(dirname "$0")/common.sh"

cat > "$dir/game.pgn" <<END
[Event "planted blunder"]

1. b0c2 b9c7 2. a0a1 h9g7 3. a1d1 c9e7 4. d1d7 b7d7 5. h0g2 d9e8 *
END

"$cli" review --depth 5 --moves iccs "$dir/game.pgn" "$dir/out.pgn" > "$dir/summary.txt" 2> "$dir/progress.txt"
cat "$dir/summary.txt"
grep -q '^game 1 red   moves   5 .* blunders 1 ' "$dir/summary.txt" || fail "Red's summary does not count one blunder"
grep -q '^game 1 black moves   5 .* blunders 0 ' "$dir/summary.txt" || fail "Black's summary counts a blunder"
grep -q '10/10 moves' "$dir/progress.txt" || fail "the progress does not reach 10/10 moves"
grep -q '^\[Annotator "' "$dir/out.pgn" || fail "no Annotator tag"
# The written PGN reads back, with its variations and comments.
"$cli" convert "$dir/out.pgn" - --moves iccs > "$dir/back.pgn" || fail "the reviewed PGN does not read back"
tr '\n' ' ' < "$dir/back.pgn" > "$dir/flat.txt"
grep -q '4\. d1d7 \$4 {Best [a-i][0-9][a-i][0-9] [^}]*; played [^}]*} (4\. [a-i][0-9][a-i][0-9] ' "$dir/flat.txt" \
  || fail "4. d1d7 is not marked \$4 (??) with a comment and a variation"
[ "$(grep -o "\$4 " "$dir/flat.txt" | wc -l)" -eq 1 ] || fail "another move is marked ??"

# Unreadable input: a clear message, exit status 2, no OUT file.
echo "not a game" > "$dir/bad.xqf"
if "$cli" review --depth 1 "$dir/bad.xqf" "$dir/bad-out.pgn" 2> "$dir/err.txt"; then
  fail "review of an unreadable file succeeded"
fi
grep -q 'bad.xqf' "$dir/err.txt" || fail "the error does not name the input"
[ ! -e "$dir/bad-out.pgn" ] || fail "an OUT file was left after bad input"
if "$cli" review --depth 1 "$dir/missing.pgn" "$dir/bad-out.pgn" 2> "$dir/err.txt"; then
  fail "review of a missing file succeeded"
fi
[ ! -e "$dir/bad-out.pgn" ] || fail "an OUT file was left after a missing input"
echo "ok"
