#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what building, running and testing Xiangqi needs on Debian 12 /
# Ubuntu, and nothing when it is all there already.
set -euo pipefail

packages=(
  # build
  gcc meson ninja-build pkg-config gettext
  libglib2.0-dev libglib2.0-bin libgtk-4-dev libadwaita-1-dev librsvg2-dev
  libsqlite3-dev
  # data validation; the manual (Mallard pages, their translations); file types
  desktop-file-utils appstream yelp-tools itstool shared-mime-info libxml2-utils
  # tests: a display for the GUI tests, CJK fonts for Chinese text, a real
  # external engine (tests/engines/test-external.c)
  xvfb xauth dbus fonts-noto-cjk fairy-stockfish
  # tests/desktop: the installed window (xdotool, import), manual pages
  xdotool imagemagick groff-base
  # XTest, loaded at run time by tests/ui/test-browsing.c (pointer, wheel, keys)
  libxtst6
)
if [ "${1:-}" = "--bench" ]; then
  packages+=(gnome-chess imagemagick)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null; then
  echo "Missing packages: ${missing[*]} (no apt-get here: install them by hand)" >&2
  exit 1
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "Installing: ${missing[*]}"
$sudo apt-get update -q
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
