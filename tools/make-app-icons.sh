#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders the app icon's PNG copies (data/icons/hicolor/NxN/apps) from its
# SVG (data/icons/hicolor/scalable/apps); run after changing the SVG.
#
# Why PNG copies (issue 38): on X11, GTK gives the window manager the
# window's icon at every size the icon theme has, the scalable one at 48
# pixels.  With only the SVG installed, that means loading gdk-pixbuf's SVG
# loader and with it librsvg, libxml2 and ICU: about 8 MB of resident memory
# and 50-100 ms before the window is mapped, for a 48-pixel icon.  With PNGs
# at 16, 32, 48 and 64 pixels GTK reads those (its own PNG reader) and
# never loads librsvg.  Larger sizes are left to the SVG: GTK would load
# every size installed, and the desktop draws large icons from the SVG.
# Needs a C compiler and librsvg's headers.
set -euo pipefail
cd "$(dirname "$0")/.."
app_id=io.github.xiangqi.Xiangqi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc -O2 -o "$tmp/render-svg" tools/make-app-icons/render-svg.c \
  $(pkg-config --cflags --libs librsvg-2.0 cairo)
for size in 16 32 48 64; do
  dir=data/icons/hicolor/${size}x${size}/apps
  mkdir -p "$dir"
  "$tmp/render-svg" data/icons/hicolor/scalable/apps/$app_id.svg "$size" "$dir/$app_id.png"
  echo "$dir/$app_id.png"
done
