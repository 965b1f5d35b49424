#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# `xiangqi-cli trainer --list` end to end: one exercise a line with six
# tab-separated fields (ID, KIND, TARGET, FEN, Chinese name, English name);
# ids unique; kind and target agree (mate ↔ "mate N" with N from 1 to 5,
# endgame ↔ win or draw); at least 24 patterns with two positions or more
# and 20 endgames; FENs that the `moves` command accepts as printed; a known
# line present; bad usage refused with exit status 2.
# usage: test-trainer.sh XIANGQI-CLI
set -eu
cli=$1
fail () { echo "FAIL: $1" >&2; exit 1; }
list=$(mktemp)
trap 'rm -f "$list"' EXIT

"$cli" trainer --list > "$list" || fail "trainer --list exits with $?"
tab=$(printf '\t')

awk -F "$tab" 'NF != 6 { print "line " NR ": " NF " fields"; bad = 1 } END { exit bad }' "$list" \
  || fail "a line has not six tab-separated fields"
awk -F "$tab" '
  $2 == "mate" && $3 !~ /^mate [1-5]$/ { print; bad = 1 }
  $2 == "endgame" && $3 != "win" && $3 != "draw" { print; bad = 1 }
  $2 != "mate" && $2 != "endgame" { print; bad = 1 }
  $1 !~ /^[a-z0-9-]+-[0-9]+$/ || $5 == "" || $6 == "" { print; bad = 1 }
  END { exit bad }' "$list" || fail "a line's id, kind, target or names are wrong"

[ -z "$(cut -f1 "$list" | sort | uniq -d)" ] || fail "an id is listed twice"

patterns=$(awk -F "$tab" '$2 == "mate" { sub(/-[0-9]+$/, "", $1); n[$1]++ }
  END { for (p in n) if (n[p] >= 2) c++; print c + 0 }' "$list")
[ "$patterns" -ge 24 ] || fail "only $patterns patterns with two positions or more"
endgames=$(grep -c "${tab}endgame${tab}" "$list")
[ "$endgames" -ge 20 ] || fail "only $endgames endgames"

# The loader refuses an illegal FEN (and play-exercise checks them all);
# here the first pattern's, the first endgame's and the last line's are fed
# back to the `moves` command as they are printed.
for fen in "$(head -n 1 "$list" | cut -f4)" \
           "$(grep -m 1 "${tab}endgame${tab}" "$list" | cut -f4)" \
           "$(tail -n 1 "$list" | cut -f4)"; do
  "$cli" moves "$fen" > /dev/null 2>&1 || fail "FEN '$fen' is refused"
done

grep -q "^shuangma-1${tab}mate${tab}mate 1${tab}3ak4/9/6N2/9/2N6/8p/9/9/9/3K5 w - - 0 1${tab}双马饮泉${tab}Two Horses Drink at the Spring\$" "$list" \
  || fail "the first exercise is not listed as expected"

status=0
"$cli" trainer > /dev/null 2>&1 || status=$?
[ "$status" -eq 2 ] || fail "trainer without --list exits with $status, not 2"
status=0
"$cli" trainer --list extra > /dev/null 2>&1 || status=$?
[ "$status" -eq 2 ] || fail "trainer --list extra exits with $status, not 2"
echo "ok: $(wc -l < "$list") exercises, $patterns patterns, $endgames endgames"
