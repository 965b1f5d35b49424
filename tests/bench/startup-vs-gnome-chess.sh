#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Start-up time (launch to first drawn window) and resident memory after
# start of Xiangqi and of GNOME Chess, in one run under Xvfb.
#
#   tests/bench/startup-vs-gnome-chess.sh [BUILDDIR] [RUNS]
#
# BUILDDIR defaults to _build/app, RUNS to 5 (each program alternately).
# Needs xvfb-run, dbus-run-session, xwininfo and ImageMagick; GNOME Chess
# comes from `apt-get install gnome-chess` (/usr/games/gnome-chess).
# "Drawn" means: the window is viewable and a grab of the middle of it shows
# more than a plain background (ImageMagick counts its colours).  Caches are
# warm (the user's), the game data directory is fresh; one launch of each
# program is made first and not counted (it also starts the D-Bus services
# both use).  Memory is VmRSS of the
# program 2 s after it was drawn, alone and with its child processes (GNOME
# Chess runs its engine as a separate program; ours runs it in a thread).
# Both programs get the same environment; the renderer is GSK_RENDERER
# (cairo unless set: GSK_RENDERER=gl compares the GL renderers).  With the
# cairo renderer Xiangqi tells GDK not to load and probe GL at start-up
# (src/ui/xq-application.c); GNOME Chess does load it.
#
# Measured 2026-11-29 on the shared 2-core build machine (load average 4-5),
# release build, medians of 21 (start-up ms / CPU ms / RSS KiB):
#   before (175904f): Xiangqi 397 / 130 / 93764   GNOME Chess 373 / 130 / 100008
#   after, run 1:     Xiangqi 240 /  70 / 33924   GNOME Chess 374 / 130 / 100028
#   after, run 2:     Xiangqi 238 /  70 / 33856   GNOME Chess 399 / 140 / 100168
#   GSK_RENDERER=gl, medians of 11: Xiangqi 620 / 240 / 169172,
#                                   GNOME Chess 624 / 250 / 172968 (no lead)
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ -z "${XQ_BENCH_INNER:-}" ]; then
  export XQ_BENCH_INNER=1
  exec xvfb-run -a -s "-screen 0 1280x1024x24" dbus-run-session -- "$0" "$@"
fi

build=${1:-_build/app}
runs=${2:-5}
ours="$PWD/$build/src/ui/xiangqi"
chess=$(command -v gnome-chess || echo /usr/games/gnome-chess)
[ -x "$ours" ] || { echo "build $ours first" >&2; exit 1; }
[ -x "$chess" ] || { echo "GNOME Chess missing: apt-get install gnome-chess" >&2; exit 1; }

export GSK_RENDERER=${GSK_RENDERER:-cairo} NO_AT_BRIDGE=1 GTK_A11Y=none
export GSETTINGS_SCHEMA_DIR="$PWD/$build/data:/usr/share/glib-2.0/schemas"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

now_ms () { echo $(( $(date +%s%N) / 1000000 )); }

# Top-level windows of at least 300×300 that are viewable, one id a line.
viewable_windows () {
  xwininfo -root -children 2>/dev/null \
    | sed -n 's/^ *\(0x[0-9a-f]*\) .* \([0-9][0-9]*\)x\([0-9][0-9]*\)+.*/\1 \2 \3/p' \
    | awk '$2 >= 300 && $3 >= 300 { print $1 }' \
    | while read -r id; do
        xwininfo -id "$id" 2>/dev/null | grep -q 'IsViewable' && echo "$id"
      done
}

# CPU time (user + system) used by process $1 so far, in ms.
cpu_ms () {
  local hz
  hz=$(getconf CLK_TCK)
  awk -v hz="$hz" '{ sub(/^.*\) /, ""); print int(($12 + $13) * 1000 / hz) }' "/proc/$1/stat" 2>/dev/null || echo 0
}

rss_kb () { awk '/^VmRSS/ { print $2 }' "/proc/$1/status" 2>/dev/null || echo 0; }

tree_rss_kb () {
  local total
  total=$(rss_kb "$1")
  for child in $(pgrep -P "$1" || true); do
    total=$(( total + $(tree_rss_kb "$child") ))
  done
  echo "$total"
}

# measure NAME CMD... → prints "ms rss_kb tree_rss_kb cpu_ms"
measure () {
  local name=$1; shift
  local home="$tmp/$name-$RANDOM"
  mkdir -p "$home"
  local before
  before=$(viewable_windows | sort)
  local start
  start=$(now_ms)
  XDG_DATA_HOME="$home/data" GSETTINGS_BACKEND=memory "$@" >/dev/null 2>&1 &
  local pid=$! drawn="" win="" cpu=""
  # First the window: viewable, new, at least 300×300.
  for _ in $(seq 1 600); do
    win=$(comm -13 <(echo "$before") <(viewable_windows | sort) | head -n 1)
    [ -z "${XQ_BENCH_TRACE:-}" ] || echo "  $(( $(now_ms) - start )) ms: window '${win}'" >&2
    [ -n "$win" ] && break
    sleep 0.01
  done
  # Then its first drawn frame: a 160×160 patch from the middle of the window
  # is enough to tell a drawn window from an empty one, and cheap to grab.
  if [ -n "$win" ]; then
    read -r w h < <(xwininfo -id "$win" | awk '/Width:/ { w = $2 } /Height:/ { h = $2 } END { print w, h }')
    for _ in $(seq 1 300); do
      colours=$(import -silent -window "$win" -crop "160x160+$(( w / 2 - 80 ))+$(( h / 2 - 80 ))" +repage ppm:- 2>/dev/null \
                | convert ppm:- -format '%k' info: 2>/dev/null || echo 0)
      [ -z "${XQ_BENCH_TRACE:-}" ] || echo "  $(( $(now_ms) - start )) ms: ${colours} colours" >&2
      if [ "${colours:-0}" -gt 4 ]; then
        drawn=$(( $(now_ms) - start ))
        cpu=$(cpu_ms "$pid")
        break
      fi
    done
  fi
  sleep 2
  local rss tree
  rss=$(rss_kb "$pid")
  tree=$(tree_rss_kb "$pid")
  kill "$pid" 2>/dev/null || true
  for child in $(pgrep -P "$pid" || true); do kill "$child" 2>/dev/null || true; done
  wait "$pid" 2>/dev/null || true
  sleep 0.5
  echo "${drawn:-timeout} $rss $tree ${cpu:-0}"
}

median () { sort -n | awk '{ a[NR]=$1 } END { print a[int((NR+1)/2)] }'; }

: > "$tmp/ours"; : > "$tmp/chess"
measure xiangqi "$ours" > /dev/null
[ -n "${XQ_BENCH_OURS_ONLY:-}" ] || measure gnome-chess "$chess" > /dev/null
for i in $(seq 1 "$runs"); do
  measure xiangqi "$ours" >> "$tmp/ours"
  [ -n "${XQ_BENCH_OURS_ONLY:-}" ] || measure gnome-chess "$chess" >> "$tmp/chess"
done

report () {
  local name=$1 file=$2
  printf '%-12s start-up %6s ms (CPU %5s ms)   RSS %7s KiB   with children %7s KiB   (medians of %s; start-up runs: %s)\n' \
    "$name" "$(cut -d' ' -f1 "$file" | median)" "$(cut -d' ' -f4 "$file" | median)" \
    "$(cut -d' ' -f2 "$file" | median)" "$(cut -d' ' -f3 "$file" | median)" \
    "$runs" "$(cut -d' ' -f1 "$file" | paste -sd, -)"
}
report "Xiangqi" "$tmp/ours"
[ -n "${XQ_BENCH_OURS_ONLY:-}" ] || report "GNOME Chess" "$tmp/chess"
