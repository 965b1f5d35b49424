#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The strength check of issue 4: our top level against Debian's fairy-stockfish
# (one thread each, fixed time per move, generated openings played with both
# colours).  Not part of the test suite: it takes games * seconds * ~80 / jobs.
#
# usage: tests/bench/match-vs-fairy-stockfish.sh [GAMES] [SECONDS_PER_MOVE] [JOBS] [BUILD_DIR]
#   defaults: 100 games, 0.2 s per move, 1 job, ./build
# Prints each game, then the score, the Elo difference with its 95% margin
# and the nodes per second of both engines; the games go to match-vs-fsf.pgn.
set -eu

games=${1:-100}
seconds=${2:-0.2}
jobs=${3:-1}
builddir=${4:-build}
fsf=${FAIRY_STOCKFISH:-/usr/games/fairy-stockfish}
cli="$builddir/src/cli/xiangqi-cli"
pgn=${PGN:-match-vs-fsf.pgn}

if [ ! -x "$cli" ]; then
  echo "no $cli: build first (meson setup $builddir && ninja -C $builddir)" >&2
  exit 1
fi
if [ ! -x "$fsf" ]; then
  echo "no $fsf: apt-get install fairy-stockfish (or set FAIRY_STOCKFISH)" >&2
  exit 1
fi

echo "bench:"
"$cli" bench 2>/dev/null | sed 's/^/  /'
echo "match: $cli match -n $games -t $seconds -j $jobs --pgn $pgn xq uci:$fsf"
exec "$cli" match -n "$games" -t "$seconds" -j "$jobs" --pgn "$pgn" xq "uci:$fsf"
