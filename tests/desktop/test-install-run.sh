#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A real installation into a fresh prefix, as a user or packager makes it:
# `meson setup --prefix=P && meson install` (no DESTDIR, so the post-install
# steps run), then the installed program is started from P alone: the
# compiled settings schema, icon cache, desktop and MIME databases are there;
# `xiangqi --version` and `--help` work without a display; and under Xvfb
# `xiangqi GAME.pgn` shows a window whose board differs from the one shown
# without the file (the game's moves were read).  TAP output.
#   test-install-run.sh SOURCE_DIR WORK_DIR APP_ID
# WORK_DIR keeps the build between runs (only what changed is rebuilt); the
# prefix in it is emptied before each installation.
set -u
src=$1
work=$2
app_id=$3
build="$work/build"
prefix="$work/prefix"
n=0
failed=0
ok () { n=$((n + 1)); echo "ok $n - $1"; }
not_ok () { n=$((n + 1)); echo "not ok $n - $1"; failed=1; }
check () { # DESCRIPTION COMMAND…
  what=$1; shift
  if "$@"; then ok "$what"; else not_ok "$what"; fi
}

mkdir -p "$work"
if [ ! -f "$build/build.ninja" ]; then
  meson setup "$build" "$src" --prefix="$prefix" -Dtests=false \
    -Dbuildtype=debugoptimized >"$work/setup.log" 2>&1 \
    || { sed 's/^/# /' "$work/setup.log"; echo "Bail out! meson setup failed"; exit 1; }
fi
rm -rf "$prefix"
if ! meson install -C "$build" >"$work/install.log" 2>&1; then
  tail -n 40 "$work/install.log" | sed 's/^/# /'
  echo "Bail out! meson install failed"
  exit 1
fi
share="$prefix/share"
check "the settings schema is compiled" test -s "$share/glib-2.0/schemas/gschemas.compiled"
check "the icon cache is made" test -s "$share/icons/hicolor/icon-theme.cache"
check "the desktop database lists the app" \
  grep -q "$app_id.desktop" "$share/applications/mimeinfo.cache"
check "the MIME database knows our file types" grep -q 'application/x-xqf' "$share/mime/types"
check "the manual pages are installed" \
  test -s "$share/man/man1/xiangqi.1" -a -s "$share/man/man1/xiangqi-cli.1"

# No display, no schema: --version and --help still answer.
nodisplay () { env -u DISPLAY -u WAYLAND_DISPLAY -u GSETTINGS_SCHEMA_DIR XDG_DATA_DIRS=/nonexistent "$@"; }
out=$(nodisplay "$prefix/bin/xiangqi" --version 2>&1)
check "xiangqi --version without display or schema: $out" \
  sh -c 'echo "$1" | grep -q "^Xiangqi [0-9]"' - "$out"
check "xiangqi --help without display or schema" \
  sh -c 'nodisplay_out=$(env -u DISPLAY -u WAYLAND_DISPLAY XDG_DATA_DIRS=/nonexistent "$1" --help 2>&1) && echo "$nodisplay_out" | grep -q -- --new-game' - "$prefix/bin/xiangqi"
check "xiangqi --level 9 is refused without display or schema" \
  sh -c '! env -u DISPLAY -u WAYLAND_DISPLAY XDG_DATA_DIRS=/nonexistent "$1" --level 9 2>/dev/null' - "$prefix/bin/xiangqi"
out=$(nodisplay "$prefix/bin/xiangqi-cli" --version 2>&1)
check "xiangqi-cli --version: $out" sh -c 'echo "$1" | grep -q "^xiangqi-cli [0-9]"' - "$out"
# Without the schema the error says so (and the program does not abort).
out=$(XDG_DATA_DIRS=/nonexistent "$prefix/bin/xiangqi" /nonexistent.pgn 2>&1)
status=$?
check "a missing schema is a clear error (status $status)" \
  sh -c '[ "$1" -eq 1 ] && echo "$2" | grep -q "schema.*not installed"' - "$status" "$out"

# The installed program under Xvfb, with only the prefix's data.
if ! command -v xvfb-run >/dev/null || ! command -v xdotool >/dev/null \
   || ! command -v import >/dev/null; then
  echo "# SKIP the window checks: xvfb-run, xdotool or import (imagemagick) missing"
  echo "1..$n"
  exit $failed
fi
cat >"$work/game.pgn" <<'PGN'
[Event "Installation test"]
[Red "Red"]
[Black "Black"]
[Result "*"]

1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 *
PGN
cat >"$work/shots.sh" <<'SH'
# Runs inside xvfb-run: starts the installed xiangqi with the arguments,
# waits for its window, takes two screenshots a second apart, quits it.
#   shots.sh PREFIX OUT_BASENAME [ARG…]
prefix=$1; out=$2; shift 2
home=$(mktemp -d)
XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" XDG_CACHE_HOME="$home/cache" \
  XDG_DATA_DIRS="$prefix/share:/usr/share" GSETTINGS_BACKEND=memory \
  GSK_RENDERER=cairo NO_AT_BRIDGE=1 "$prefix/bin/xiangqi" "$@" >"$out.log" 2>&1 &
pid=$!
if ! timeout 20 xdotool search --sync --onlyvisible --name '^(• )?Xiangqi$' >"$out.win" 2>/dev/null; then
  kill "$pid" 2>/dev/null; rm -rf "$home"; exit 1
fi
sleep 2
cat "/proc/$pid/maps" >"$out.maps" 2>/dev/null
import -window root "$out.1.rgb"
sleep 1
import -window root "$out.2.rgb"
kill "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
rm -rf "$home"
SH
run_shots () { # NAME ARG…
  name=$1; shift
  dbus-run-session -- xvfb-run -a -s "-screen 0 1280x1024x24" \
    sh "$work/shots.sh" "$prefix" "$work/$name" "$@" >/dev/null 2>&1
}
check "the installed xiangqi shows its window" run_shots plain
check "… and it is still (two screenshots agree)" cmp -s "$work/plain.1.rgb" "$work/plain.2.rgb"
# On X11 GTK gives the window manager the window's icon at each size the
# theme has: with PNG copies of the icon installed, no SVG loader (librsvg,
# about 8 MB) is loaded for it (issue 38).
check "… without loading librsvg for its icon" \
  sh -c 'test -s "$1" && ! grep -q librsvg "$1"' - "$work/plain.maps"
check "xiangqi GAME.pgn shows its window" run_shots game "$work/game.pgn"
check "… with the game's position and moves, not the empty board" \
  sh -c '! cmp -s "$1" "$2"' - "$work/plain.2.rgb" "$work/game.2.rgb"

# The engines that come with the app (the Flatpak's, under its libdir) are
# offered from the first start: a stand-in Pikafish under XIANGQI_ENGINES_DIR
# lands in the engines list (keyfile settings, read after a clean quit).
mkdir -p "$work/engines/pikafish"
printf '#!/bin/sh\nwhile read l; do case "$l" in uci) echo "id name Fake"; echo uciok;; quit) exit;; esac; done\n' \
  >"$work/engines/pikafish/pikafish"
chmod +x "$work/engines/pikafish/pikafish"
cat >"$work/engines.sh" <<'SH'
prefix=$1; work=$2
home=$(mktemp -d)
XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" XDG_CACHE_HOME="$home/cache" \
  XDG_DATA_DIRS="$prefix/share:/usr/share" GSETTINGS_BACKEND=keyfile \
  XIANGQI_ENGINES_DIR="$work/engines" GSK_RENDERER=cairo NO_AT_BRIDGE=1 \
  "$prefix/bin/xiangqi" >"$work/engines.log" 2>&1 &
pid=$!
win=$(timeout 20 xdotool search --sync --onlyvisible --name '^(• )?Xiangqi$' | head -n 1)
sleep 1
[ -n "$win" ] && xdotool key --window "$win" ctrl+q
sleep 2
kill "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
cat "$home/config/glib-2.0/settings/keyfile" >"$work/engines.keyfile" 2>/dev/null
rm -rf "$home"
SH
# (Its output, the session bus's daemons' included, would not be TAP.)
dbus-run-session -- xvfb-run -a -s "-screen 0 1280x1024x24" sh "$work/engines.sh" "$prefix" "$work" \
  >/dev/null 2>&1
check "a bundled engine is offered from the first start" \
  grep -q "external-engines=.*Pikafish.*$work/engines/pikafish/pikafish" "$work/engines.keyfile"

if [ $failed -ne 0 ]; then
  for f in "$work"/plain.log "$work"/game.log; do
    [ -f "$f" ] && sed "s|^|# $(basename "$f"): |" "$f"
  done
fi
echo "1..$n"
exit $failed
