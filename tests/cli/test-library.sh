#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# `xiangqi-cli library …` end to end: a folder imported (a damaged file
# listed, the rest added), re-imported (nothing new), stats, the explorer
# for the start position and after moves, a transposition found by search,
# a filter, export to PGN and back, delete, and a damaged database refused
# with a message.
# usage: test-library.sh XIANGQI-CLI
set -eu
cli=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
tab=$(printf '\t')

fail () {
  echo "FAIL: $1" >&2
  exit 1
}

mkdir -p "$tmp/in/sub"
cat > "$tmp/in/a.pgn" <<'PGN'
[Game "Chinese Chess"]
[Red "胡荣华"]
[Black "杨官璘"]
[Date "1980.05.01"]
[Result "1-0"]
[Format "ICCS"]
1. h2e2 h9g7 2. b0c2 b9c7 3. h0g2 1-0

[Game "Chinese Chess"]
[Red "许银川"]
[Black "吕钦"]
[Date "2001.10.01"]
[Result "1/2-1/2"]
[Format "ICCS"]
1. b0c2 h9g7 2. h2e2 b9c7 3. i0i1 1/2-1/2
PGN
cat > "$tmp/in/sub/b.pgn" <<'PGN'
[Game "Chinese Chess"]
[Red "吕钦"]
[Black "胡荣华"]
[Date "2010.01.01"]
[Result "0-1"]
[Format "ICCS"]
1. h2e2 h9g7 2. h0g2 0-1
PGN
printf 'XQ broken' > "$tmp/in/sub/c.xqf"
db=$tmp/lib.sqlite

out=$("$cli" library import "$db" "$tmp/in" 2>"$tmp/err") || fail "import: exit status $?"
[ "$(printf '%s' "$out" | cut -f1-3)" = "3${tab}0${tab}1" ] || fail "import: '$out'"
grep -q "c.xqf" "$tmp/err" || fail "import: the damaged file is not listed"
out=$("$cli" library import "$db" "$tmp/in" 2>/dev/null) || fail "re-import"
[ "$(printf '%s' "$out" | cut -f1-2)" = "0${tab}3" ] || fail "re-import: '$out'"

"$cli" library stats "$db" | grep -qx "games${tab}3" || fail "stats"

out=$("$cli" library explore "$db" startpos)
[ "$(printf '%s\n' "$out" | head -1 | cut -f1-5)" = "h2e2${tab}2${tab}1${tab}0${tab}1" ] || fail "explore startpos: '$out'"
[ "$(printf '%s\n' "$out" | sed -n 2p | cut -f1-5)" = "b0c2${tab}1${tab}0${tab}1${tab}0" ] || fail "explore startpos line 2: '$out'"
out=$("$cli" library explore "$db" startpos h2e2 --player 胡荣华 --side red)
[ "$(printf '%s' "$out" | cut -f1,2)" = "h9g7${tab}1" ] || fail "explore with a filter: '$out'"

# Two move orders to one position.
out=$("$cli" library search "$db" startpos h2e2 h9g7 b0c2 b9c7)
[ "$(printf '%s\n' "$out" | wc -l)" -eq 2 ] || fail "search: '$out'"
printf '%s\n' "$out" | grep -q "^1${tab}4${tab}h0g2${tab}胡荣华" || fail "search game 1: '$out'"
printf '%s\n' "$out" | grep -q "^2${tab}4${tab}i0i1${tab}许银川" || fail "search game 2: '$out'"

out=$("$cli" library export "$db" "$tmp/out.pgn" --from 2000) || fail "export"
[ "$out" = 2 ] || fail "export: '$out' games"
grep -q "炮二平五" "$tmp/out.pgn" || fail "export: no Chinese moves"
out=$("$cli" library import "$tmp/again.sqlite" "$tmp/out.pgn") || fail "import of the export"
[ "$(printf '%s' "$out" | cut -f1)" = 2 ] || fail "import of the export: '$out'"

"$cli" library delete "$db" 1 || fail "delete"
out=$("$cli" library explore "$db" startpos | grep '^h2e2' | cut -f1-5)
[ "$out" = "h2e2${tab}1${tab}0${tab}0${tab}1" ] || fail "explore after delete: '$out'"

# An opening name in either spelling (士角炮 / 仕角炮): stored and shown in
# one, found by both.
cat > "$tmp/names.pgn" <<'PGN'
[Game "Chinese Chess"]
[Red "A"]
[Black "B"]
[Opening "士角炮局"]
[Format "ICCS"]
1. h2f2 h9g7 *
PGN
"$cli" library import "$tmp/names.sqlite" "$tmp/names.pgn" > /dev/null || fail "import names.pgn"
for name in 士角炮 仕角炮 士角炮局 仕角炮局; do
  out=$("$cli" library list "$tmp/names.sqlite" --opening "$name") || fail "list --opening $name"
  [ "$(printf '%s' "$out" | cut -f8)" = "仕角炮局" ] || fail "list --opening $name: '$out'"
done
[ -z "$("$cli" library list "$tmp/names.sqlite" --opening 过宫炮)" ] || fail "list --opening 过宫炮 found a game"
for name in 士角炮 仕角炮; do
  out=$("$cli" library explore "$tmp/names.sqlite" startpos --opening "$name" | cut -f1,2)
  [ "$out" = "h2f2${tab}1" ] || fail "explore --opening $name: '$out'"
done
[ -z "$("$cli" library explore "$tmp/names.sqlite" startpos --opening 过宫炮)" ] || fail "explore --opening 过宫炮 found a game"

head -c 8192 /dev/urandom > "$tmp/bad.sqlite"
if "$cli" library stats "$tmp/bad.sqlite" 2>"$tmp/err"; then fail "a damaged file was read"; fi
grep -q "damaged" "$tmp/err" || fail "damaged: '$(cat "$tmp/err")'"
echo ok
