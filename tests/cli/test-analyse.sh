#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# `xiangqi-cli analyse` end to end, at small fixed depths (quick, and the
# same on any machine): the lines parse and replay legally (checked by the
# judge command, which refuses an illegal move), MultiPV gives distinct first
# moves, a mate in two by checks is "score mate 2" (and "mate -1" for the
# side that is mated), an illegal MOVE is refused with exit status 2, and
# --moves chinese writes the same line in Chinese.
# usage: test-analyse.sh XIANGQI-CLI
. "$(dirname "$0")/common.sh"

# Every line: "N depth D score cp S pv M…" or "N depth D score mate M pv M…",
# numbered from 1, with at least one ICCS move.
check_lines () { # FILE COUNT
  [ "$(wc -l < "$1")" -eq "$2" ] || fail "$(cat "$1"): not $2 lines"
  if grep -v -E '^[1-5] depth [0-9]+ score (cp|mate) -?[0-9]+ pv( [a-i][0-9][a-i][0-9])+$' "$1"; then
    fail "a line of analyse is not 'N depth D score cp|mate S pv MOVES'"
  fi
  [ "$(cut -d' ' -f1 "$1" | tr '\n' ' ')" = "$(seq 1 "$2" | tr '\n' ' ')" ] \
    || fail "the lines are not numbered 1 to $2"
}

# Each line replays legally after the moves given to analyse.
check_replay () { # FILE FEN MOVE…
  file=$1
  shift
  while read -r line; do
    pv=${line#* pv }
    # shellcheck disable=SC2086
    "$cli" judge "$@" $pv > /dev/null || fail "line '$line' does not replay legally"
  done < "$file"
}

"$cli" analyse --depth 6 startpos > "$dir/one.txt"
cat "$dir/one.txt"
check_lines "$dir/one.txt" 1
grep -q '^1 depth 6 score cp ' "$dir/one.txt" || fail "no depth 6 centipawn line from the start"
check_replay "$dir/one.txt" startpos

"$cli" analyse --multipv 3 --depth 6 startpos h2e2 h9g7 > "$dir/three.txt"
cat "$dir/three.txt"
check_lines "$dir/three.txt" 3
check_replay "$dir/three.txt" startpos h2e2 h9g7
[ "$(awk '{ print $8 }' "$dir/three.txt" | sort -u | wc -l)" -eq 3 ] \
  || fail "the 3 lines do not start with 3 different moves"

"$cli" analyse --multipv 3 --nodes 20000 startpos > "$dir/nodes.txt"
cat "$dir/nodes.txt"
check_lines "$dir/nodes.txt" 3
check_replay "$dir/nodes.txt" startpos

# Red: chariots a7 and i1, king d0 (its file closed to the black king);
# black: the king e8 alone.  1. i1i8+ Ke9/Kf9 2. a7a9 mates (and other
# mates in two).  Fairy-Stockfish 14 (UCI_Variant xiangqi) says "score mate 2"
# too, written there with ranks 1-10: a8a9 e9e8 i2i8.
mate='9/4k4/R8/9/9/9/9/9/8R/3K5 w - - 0 1'
"$cli" analyse --depth 6 "$mate" > "$dir/mate.txt"
cat "$dir/mate.txt"
check_lines "$dir/mate.txt" 1
grep -q '^1 depth [0-9]* score mate 2 pv [a-i][0-9][a-i][0-9] [a-i][0-9][a-i][0-9] [a-i][0-9][a-i][0-9]$' "$dir/mate.txt" \
  || fail "the mate in two is not 'score mate 2' with its three plies"
check_replay "$dir/mate.txt" "$mate"
"$cli" analyse --depth 6 "$mate" i1i8 > "$dir/mated.txt"
cat "$dir/mated.txt"
grep -q '^1 depth [0-9]* score mate -1 pv ' "$dir/mated.txt" \
  || fail "the side mated in one is not told 'score mate -1'"
[ "$("$cli" analyse --depth 6 "$mate" i1i8 e8e9 a7a9)" = "1 depth 0 score mate 0 pv" ] \
  || fail "the side that is mated is not told 'score mate 0' with no move"

# An illegal move (the second h2e2: the cannon is no longer on h2) is refused.
status=0
"$cli" analyse --depth 4 startpos h2e2 h2e2 > "$dir/out.txt" 2> "$dir/err.txt" || status=$?
[ "$status" -eq 2 ] || fail "an illegal move gave exit status $status, not 2"
grep -q "move 2: 'h2e2' is not legal" "$dir/err.txt" || fail "the error does not name the illegal move: $(cat "$dir/err.txt")"
[ ! -s "$dir/out.txt" ] || fail "analyse printed lines after an illegal move"
status=0
"$cli" analyse --depth 4 --moves klingon startpos 2> "$dir/err.txt" || status=$?
[ "$status" -eq 2 ] || fail "an unknown notation gave exit status $status, not 2"

# Chinese: the same line as in ICCS (same depth: the same search), move for
# move; its first move is the Chinese column of `moves` for the ICCS one.
"$cli" analyse --depth 6 --moves chinese startpos > "$dir/chinese.txt"
cat "$dir/chinese.txt"
[ "$(wc -l < "$dir/chinese.txt")" -eq 1 ] || fail "not one Chinese line"
grep -q '^1 depth 6 score cp [-0-9]* pv ' "$dir/chinese.txt" || fail "the Chinese line does not start as the ICCS one"
[ "$(cut -d' ' -f1-6 "$dir/chinese.txt")" = "$(cut -d' ' -f1-6 "$dir/one.txt")" ] \
  || fail "the Chinese line's depth and score differ from the ICCS line's"
[ "$(wc -w < "$dir/chinese.txt")" -eq "$(wc -w < "$dir/one.txt")" ] \
  || fail "the Chinese line has not as many moves as the ICCS line"
first=$(awk '{ print $8 }' "$dir/one.txt")
expected=$("$cli" moves startpos | awk -F '\t' -v m="$first" '$1 == m { print $3 }')
[ -n "$expected" ] || fail "moves does not list $first"
[ "$(awk '{ print $8 }' "$dir/chinese.txt")" = "$expected" ] \
  || fail "the first Chinese move is not $expected"
if grep -q -E ' pv .*[a-i][0-9][a-i][0-9]' "$dir/chinese.txt"; then
  fail "ICCS moves in the Chinese line"
fi
echo "analyse: all checks passed"
