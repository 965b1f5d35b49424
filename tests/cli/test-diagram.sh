#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# `xiangqi-cli diagram` end to end: a PNG of the asked width (read from its
# IHDR), an SVG of that width in px; a bad FEN, an unknown extension, a bad
# size and an unwritable path fail with a message and leave no OUT file.
# The pixels are checked in tests/diagram.  usage: test-diagram.sh XIANGQI-CLI
. "$(dirname "$0")/common.sh"

start='rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1'

"$cli" diagram --size 420 --coordinates --caption '红方走' --moves '1. 炮二平五 马8进7' \
  "$start" "$dir/d.png" || fail "the PNG was not written"
# Width and height: big-endian words at bytes 16 and 20 of a PNG.
[ "$(od -An -tx1 -j0 -N8 "$dir/d.png" | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "not a PNG"
width=$(od -An -tu1 -j16 -N4 "$dir/d.png" | awk '{print $1 * 16777216 + $2 * 65536 + $3 * 256 + $4}')
height=$(od -An -tu1 -j20 -N4 "$dir/d.png" | awk '{print $1 * 16777216 + $2 * 65536 + $3 * 256 + $4}')
[ "$width" -eq 420 ] || fail "the PNG is $width pixels wide, not 420"
[ "$height" -gt 420 ] || fail "the PNG is only $height pixels high"

"$cli" diagram --size 300 startpos "$dir/d.svg" || fail "the SVG was not written"
grep -q '<svg[^>]* width="300px"' "$dir/d.svg" || fail "the SVG is not 300px wide"

# Failures: a message on stderr, a non-zero status, no file.
expect_failure () {
  out=$1
  shift
  if "$cli" diagram "$@" 2> "$dir/err.txt"; then
    fail "diagram $* succeeded"
  fi
  [ -s "$dir/err.txt" ] || fail "diagram $* failed without a message"
  [ ! -e "$out" ] || fail "diagram $* left $out"
  ls "$dir" | grep -q 'XXXX\|\.png\.\|\.svg\.' && fail "diagram $* left a temporary file"
  return 0
}
expect_failure "$dir/bad.png" 'rnbakabnr/9/9 w' "$dir/bad.png"
expect_failure "$dir/bad.jpg" startpos "$dir/bad.jpg"
expect_failure "$dir/small.png" --size 10 startpos "$dir/small.png"
expect_failure "$dir/none/d.png" startpos "$dir/none/d.png"
grep -q 'none' "$dir/err.txt" || fail "the message does not name the path"
echo "ok"
