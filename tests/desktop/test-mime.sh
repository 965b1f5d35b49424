#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Our shared-mime-info file, compiled with update-mime-database into a
# temporary directory next to the system's own definitions, gives every
# format we open its type: hand-made samples by name and by content, and the
# shared corpus files where they are present.  TAP output.
#   test-mime.sh MIME_XML
set -u
xml=$1
if ! command -v update-mime-database >/dev/null || ! command -v gio >/dev/null \
   || [ ! -f /usr/share/mime/packages/freedesktop.org.xml ]; then
  echo "1..0 # SKIP update-mime-database, gio or shared-mime-info's definitions missing"
  exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/share/mime/packages" "$tmp/home" "$tmp/s"
cp /usr/share/mime/packages/freedesktop.org.xml "$xml" "$tmp/share/mime/packages/"
update-mime-database "$tmp/share/mime" >/dev/null 2>&1 || { echo "Bail out! update-mime-database failed"; exit 1; }

n=0
failed=0
type_of () {
  XDG_DATA_HOME="$tmp/home" XDG_DATA_DIRS="$tmp/share" \
    gio info -a standard::content-type "$1" 2>/dev/null \
    | sed -n 's/^ *standard::content-type: //p'
}
expect () { # FILE TYPE
  n=$((n + 1))
  got=$(type_of "$1")
  if [ "$got" = "$2" ]; then
    echo "ok $n - $(basename "$1"): $2"
  else
    echo "not ok $n - $(basename "$1"): $got, not $2"
    failed=1
  fi
}

# Hand-made samples: the first bytes the readers look for.
s=$tmp/s
{ printf 'XQ\012'; head -c 1021 /dev/zero; } > "$s/game.xqf"
{ printf 'CCBridge Record'; head -c 1000 /dev/zero; } > "$s/game.cbr"
{ printf 'CCBridgeLibrary'; head -c 1000 /dev/zero; } > "$s/games.cbl"
printf '<?xml version="1.0" encoding="UTF-8"?>\n<ChineseChessRecord Version="1.0">\n<Head/>\n</ChineseChessRecord>\n' > "$s/game.cbf"
printf '<?xml version="1.0" encoding="utf-8"?><n version="2" win="*"></n>\n' > "$s/game.pfc"
printf '[DhtmlXQ]\n[DhtmlXQ_title]game[/DhtmlXQ_title]\n[DhtmlXQ_movelist]77477172[/DhtmlXQ_movelist]\n[/DhtmlXQ]\n' > "$s/game.txt"
printf '[Game "Chinese Chess"]\n[Event "Test"]\n\n1. h2e2 h9g7 *\n' > "$s/game.pgn"
printf '[Event "Test"]\n\n1. e4 e5 *\n' > "$s/chess.pgn"
printf 'FORMAT WXF\nSTART{\nEND}\n' > "$s/game.wxf"
# Without a name that says it (a .txt, or no extension), the content decides.
for f in game.xqf game.cbr games.cbl game.cbf game.pgn; do cp "$s/$f" "$s/by-content-${f#*.}"; done

expect "$s/game.xqf" application/x-xqf
expect "$s/game.cbr" application/x-ccbridge-record
expect "$s/games.cbl" application/x-ccbridge-library
expect "$s/game.cbf" application/x-ccbridge-xml
expect "$s/game.pfc" application/x-pfc
expect "$s/game.pgn" application/vnd.chess-pgn
expect "$s/chess.pgn" application/vnd.chess-pgn
expect "$s/game.wxf" text/x-wxf
expect "$s/by-content-xqf" application/x-xqf
expect "$s/by-content-cbr" application/x-ccbridge-record
expect "$s/by-content-cbl" application/x-ccbridge-library
expect "$s/by-content-cbf" application/x-ccbridge-xml
expect "$s/by-content-pgn" application/x-xiangqi-pgn
cp "$s/game.txt" "$s/by-content-dhtmlxq"
expect "$s/by-content-dhtmlxq" text/x-dhtmlxq

# The shared corpus, where it is
corpus=${XQ_CORPUS_DIR:-}
if [ -n "$corpus" ] && [ -d "$corpus" ]; then
  for f in "$corpus"/xqf/*.XQF; do expect "$f" application/x-xqf; done
  for f in "$corpus"/cbr-cbl/*.cbr; do expect "$f" application/x-ccbridge-record; done
  for f in "$corpus"/cbr-cbl/*.CBL "$corpus"/cbr-cbl/*.cbl; do
    [ -f "$f" ] && expect "$f" application/x-ccbridge-library
  done
  expect "$corpus/other/walker_test.cbf" application/x-ccbridge-xml
  expect "$corpus/other/zfdang_sample_31_pengfei.pfc" application/x-pfc
  cp "$corpus/dhtmlxq/vschess_dhtmlxq.txt" "$s/corpus-dhtmlxq"
  expect "$s/corpus-dhtmlxq" text/x-dhtmlxq
  expect "$corpus/pgn-chinese-gbk/eleeye_SAMPLE.PGN" application/vnd.chess-pgn
  cp "$corpus/pgn-chinese-gbk/eleeye_SAMPLE.PGN" "$s/corpus-pgn"
  expect "$s/corpus-pgn" application/x-xiangqi-pgn
  for f in "$corpus"/wxf-file/*.wxf; do expect "$f" text/x-wxf; done
else
  echo "# SKIP the real game files: they need ../shared/corpus beside the checkout (XQ_CORPUS_DIR); hand-made samples only"
fi
echo "1..$n"
exit $failed
