#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Sets up everything and starts Xiangqi (arguments go to the program).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
[ -f _build/app/build.ninja ] || meson setup _build/app --buildtype=release
meson compile -C _build/app
if [ -x _build/app/src/ui/xiangqi ]; then
  exec env XIANGQI_DATADIR_UNINSTALLED=1 GSETTINGS_SCHEMA_DIR="$PWD/_build/app/data" _build/app/src/ui/xiangqi "$@"
fi
# Without a GTK build, the command-line program is the main job.
exec _build/app/src/cli/xiangqi-cli "${@:-help}"
