#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Takes the screenshots in data/screenshots/ under Xvfb.
#   tests/ui/make-screenshots.sh [BUILDDIR]   (default: _build/app)
set -eu
cd "$(dirname "$0")/../.."
build=${1:-_build/app}
ninja -C "$build" tests/ui/make-screenshots data/gschemas.compiled po/zh_CN.mo >/dev/null 2>&1 \
  || ninja -C "$build" tests/ui/make-screenshots data/gschemas.compiled >/dev/null
pgn=${XQ_CORPUS_DIR:-$PWD/../shared/corpus}/pgn-iccs/obsidian_variations_iccs_dash.pgn
out=data/screenshots
mkdir -p "$out"
export GSETTINGS_SCHEMA_DIR="$PWD/$build/data" GSK_RENDERER=cairo NO_AT_BRIDGE=1 GTK_A11Y=none ADW_DISABLE_PORTAL=1
shot () {
  scene=$1 size=$2 file=$3
  xvfb-run -a -s "-screen 0 ${size}x24" \
    dbus-run-session --config-file="$PWD/tests/ui/session-bus.conf" -- \
    "$build/tests/ui/make-screenshots" "$scene" "$out/$file" "$pgn"
  echo "$out/$file"
}
shot wide 1200x800 main-wide.png
shot narrow 480x900 main-narrow.png
shot international 1200x800 main-international.png
shot dark 1200x800 main-dark.png
shot new-game 1200x800 new-game.png
shot game-over 1200x800 game-over.png
shot setup 1200x800 setup-editor-illegal.png
shot engine-options 1200x800 engine-options.png
shot export-diagram 1200x800 export-diagram.png
shot game-info 1200x800 game-information-result.png
shot trainer 1200x800 trainer-list.png
# The board at the window sizes of issue 34 (wide: panel beside; narrow:
# panel under, the move buttons first).
for size in 1400x1000 800x600 600x800 360x600; do
  shot size-$size $size main-$size.png
done
# The same in Chinese.
(
  export LANG=C.UTF-8 LANGUAGE=zh_CN XIANGQI_LOCALEDIR="$PWD/$build/po"
  shot wide 1200x800 main-wide-zh_CN.png
  shot new-game 1200x800 new-game-zh_CN.png
  shot trainer 1200x800 trainer-list-zh_CN.png
  for size in 1400x1000 800x600 600x800 360x600; do
    shot size-$size $size main-$size-zh_CN.png
  done
)
# Traditional script under zh_TW (帥 俥 傌, 漢界).
(
  export LANG=C.UTF-8 LANGUAGE=zh_TW XIANGQI_LOCALEDIR="$PWD/$build/po"
  shot size-800x600 800x600 main-800x600-zh_TW.png
  shot trainer 1200x800 trainer-list-zh_TW.png
)
# The game library (issue 39): a library of the corpus's games, the
# explorer narrowed to an event and "Red won", the tags of a library game.
(
  lib=$(mktemp -d)/library.sqlite
  "$build/src/cli/xiangqi-cli" library import "$lib" "${XQ_CORPUS_DIR:-$PWD/../shared/corpus}" >/dev/null 2>&1 || true
  export XIANGQI_LIBRARY="$lib" XQ_SHOT_EVENT=龙化杯
  shot library-explorer 1200x800 library-explorer-filters.png
  shot library-tags 1200x800 library-edit-tags.png
  (
    export LANG=C.UTF-8 LANGUAGE=zh_CN XIANGQI_LOCALEDIR="$PWD/$build/po"
    shot library-explorer 1200x800 library-explorer-filters-zh_CN.png
    shot library-tags 1200x800 library-edit-tags-zh_CN.png
  )
  rm -f "$lib" "$lib-wal" "$lib-shm"
)
