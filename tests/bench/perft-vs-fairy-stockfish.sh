#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Compares our perft with Debian's fairy-stockfish on the same position and
# depth, on this machine, in one run; prints both times and the ratio.
#   tests/bench/perft-vs-fairy-stockfish.sh [BUILDDIR] [DEPTH] [FEN]
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-_build/bench}
depth=${2:-5}
fen=${3:-rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1}

fsf=$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)
[ -x "$fsf" ] || tools/install-deps.sh --bench
if [ ! -f "$build/build.ninja" ]; then
  meson setup "$build" --buildtype=release -Dgui=disabled >/dev/null || { echo "meson setup failed" >&2; exit 1; }
fi
meson compile -C "$build" src/cli/xiangqi-cli >/dev/null

now () { date +%s.%N; }

t0=$(now)
ours=$("$build/src/cli/xiangqi-cli" perft "$fen" "$depth" | awk '/^nodes/ {print $2}')
t1=$(now)
theirs=$(printf 'setoption name UCI_Variant value xiangqi\nposition fen %s\ngo perft %s\nquit\n' "$fen" "$depth" \
         | "$fsf" | awk '/^Nodes searched/ {print $3}')
t2=$(now)

awk -v a="$t0" -v b="$t1" -v c="$t2" -v on="$ours" -v tn="$theirs" -v d="$depth" 'BEGIN {
  ot = b - a; tt = c - b;
  printf "depth %d\n", d;
  printf "xiangqi-cli     %12d nodes %8.3f s %12.0f nodes/s\n", on, ot, on / ot;
  printf "fairy-stockfish %12d nodes %8.3f s %12.0f nodes/s\n", tn, tt, tn / tt;
  printf "speed ratio (fairy-stockfish time / ours) %.2f\n", tt / ot;
  if (on != tn) { print "NODE COUNTS DIFFER"; exit 1 }
}'
