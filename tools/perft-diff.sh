#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tools/perft-diff.sh [N] [SEED] — compares the move generator with Debian's
# fairy-stockfish (perft divide, depth 2–3) on N positions from random legal
# play (default 2000); SEED replays a run.  The slow suite runs the same test
# (tests/fuzz/test-perft-diff.c) with the default N.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD:-_build/w}

export PATH="$PATH:/usr/games"
command -v fairy-stockfish >/dev/null || { echo "fairy-stockfish is not installed (tools/install-deps.sh --bench)" >&2; exit 1; }
[ -f "$build/build.ninja" ] || meson setup "$build" -Dbuildtype=debugoptimized
meson compile -C "$build" tests/fuzz/test-perft-diff
[ $# -ge 2 ] && export XQ_PERFT_DIFF_SEED=$2
XQ_PERFT_DIFF_POSITIONS=${1:-2000} G_TEST_SRCDIR="$PWD/tests" \
  "$build/tests/fuzz/test-perft-diff" --verbose
