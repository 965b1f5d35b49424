# SPDX-License-Identifier: GPL-3.0-or-later
# app-on-bus.sh — sourced by the tests that run the real program on a
# private session bus (test-remote.sh, test-remote-asks.sh,
# test-kill-restart.sh), each called as  TEST XIANGQI SCHEMA_DIR
# SESSION_BUS_CONF:  skips (TAP) without a display, dbus-run-session, gdbus
# or gapplication; sets $app and $here, makes $tmp (removed at exit) with an
# empty data folder, and the environment of a fresh user.  Inside the bus,
# `. "$here/tap-check.sh"` gives `check STATUS DESCRIPTION`.
set -u
app=$1
here=$(cd "$(dirname "$0")" && pwd)
if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] || ! command -v dbus-run-session >/dev/null \
   || ! command -v gdbus >/dev/null || ! command -v gapplication >/dev/null; then
  echo "1..0 # SKIP needs a display, dbus-run-session, gdbus and gapplication"
  exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export GSETTINGS_SCHEMA_DIR=$2 GSETTINGS_BACKEND=memory XDG_DATA_HOME=$tmp/data \
  XDG_CONFIG_HOME=$tmp/config XDG_CACHE_HOME=$tmp/cache GTK_A11Y=none NO_AT_BRIDGE=1 \
  ADW_DISABLE_PORTAL=1
mkdir -p "$tmp/data/xiangqi"
