#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Start-up time and memory of Xiangqi beside an empty libadwaita window and
# GNOME Chess, measured alike (issue 38).
#
#   tools/bench-startup.sh [-C BUILDDIR] [-n RUNS] [-b XIANGQI] [-w] [MODE…]
#
# MODE is one or more of
#   gl-disable  GSK_RENDERER=cairo GDK_DEBUG=gl-disable  (no GL at all)
#   cairo       GSK_RENDERER=cairo                       (GDK still probes GL)
#   default     neither: the renderer GTK picks (GL where it works)
# (all three when none is given).  BUILDDIR holds src/ui/xiangqi
# (default _build/app, set up as tools/run.sh does).  -b adds another
# xiangqi program (another build, say of the main branch) as a last row,
# "before".  Needs Xvfb, xvfb-run,
# dbus-run-session, a C compiler and libadwaita's headers;
# `tools/install-deps.sh --bench` adds GNOME Chess.
#
# A second yardstick row is the empty window with a title and two short
# lines of text: the first text costs GTK more (fonts, shaping) than
# anything else a window shows.
#
# Every program runs RUNS times (3), the programs taking turns, on one
# Xvfb server and one private session bus, each run in fresh XDG config,
# data, cache and state folders (no settings, autosave or cache of an
# earlier run), with the same environment.  -w keeps each program's cache
# folder from one run to the next (the uncounted first run fills it): a
# user's second start, when the board's images come from the cache.  "mapped" is the time from the
# fork to the map of the first top-level window; RSS is /proc/PID/status's
# VmRSS 2 s after that (RssAnon beside it: the program's own heap, not the
# shared libraries' pages); "CPU" is the time the main thread ran until the
# map, which a busy machine disturbs less than the time on the clock.  The
# rows print the best time, every time, the lowest and the median CPU time,
# and the lowest and highest RSS.
#
# Measured 2026-12-03 on the shared 2-core build machine (load 4-6),
# debugoptimized build, gl-disable, 9 runs (issue 38; the empty window at
# 980x720, ours finding its icon):
#   program                 mapped best  CPU best/median  RSS
#   empty window                 141 ms       58 / 72 ms  25.5-25.7 MB
#   … with 3 lines of text       115 ms       60 / 89 ms  28.8-29.6 MB
#   GNOME Chess 43.1             155 ms      90 / 118 ms  39.6-41.1 MB
#   Xiangqi b311a9c              146 ms       77 / 95 ms  32.2-32.8 MB
#   Xiangqi ea06698 (before)     130 ms      70 / 105 ms  40.7-41.6 MB
# Installed with only the SVG icon, ea06698 loaded librsvg for the window
# icon: 48.9-49.8 MB (d9845db with the PNG icons: 32.1-32.5 MB).
# Default renderer (5 runs, d9845db): empty 848 ms / 184.7-186.2 MB, GNOME Chess
# 924 ms / 206.2-207.6 MB, Xiangqi 1093 ms / 197.7-203.6 MB (before: 949 ms
# / 200.4-212.5 MB): GL's start-up and driver dominate all of them.
#
# Measured 2026-12-03 16:45 (load ~5), -n 8 -w gl-disable, lazy analysis and
# comment panes: empty 79 ms, CPU 62/68 ms, 25.1-25.6 MB; with text 105 ms,
# 81/98 ms, 29.5-29.9 MB; GNOME Chess 126 ms, 104/118 ms, 40.9-41.4 MB;
# Xiangqi f1ad4de 112 ms, 82/89 ms, 31.8-32.3 MB.  Instructions to the
# first frame and 40 s idle (callgrind, gl-disable): main () of the empty
# window 242 M, of the window with text 353 M (fontconfig, pango: +110 M),
# ours 369 M (+17 M over it; the window's own construction 26 M); adw_init
# 145 M in all three.
set -euo pipefail
cd "$(dirname "$0")/.."
src="$PWD"

builddir=_build/app
runs=3
before=
warm=
while getopts "C:n:b:wh" opt; do
  case $opt in
    C) builddir=$OPTARG ;;
    n) runs=$OPTARG ;;
    b) before=$(realpath "$OPTARG") ;;
    w) warm=1 ;;
    *) sed -n '3,35p' "$0"; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
modes=("$@")
[ ${#modes[@]} -gt 0 ] || modes=(gl-disable cairo default)
for m in "${modes[@]}"; do
  case $m in gl-disable|cairo|default) ;; *) echo "unknown mode: $m" >&2; exit 2 ;; esac
done

# One Xvfb and one session bus for everything, started once.
if [ -z "${XQ_BENCH_INNER:-}" ]; then
  if [ ! -x "$builddir/src/ui/xiangqi" ]; then
    [ -f "$builddir/build.ninja" ] || meson setup "$builddir" --buildtype=release
    meson compile -C "$builddir" xiangqi
  fi
  export XQ_BENCH_INNER=1
  # (the bus daemon's notes about starting the accessibility bus left out)
  exec xvfb-run -a -s "-screen 0 1280x1024x24" \
    dbus-run-session -- "$0" -C "$builddir" -n "$runs" ${before:+-b "$before"} "${modes[@]}" \
    2> >(grep -v -e '^dbus-daemon' -e '^SpiRegistry' >&2)
fi

tmp=$(mktemp -d /tmp/xq-bench-startup.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
cc -O2 -o "$tmp/launch-mapped" tools/bench-startup/launch-mapped.c $(pkg-config --cflags --libs x11)
cc -O2 -o "$tmp/empty-window" tools/bench-startup/empty-window.c $(pkg-config --cflags --libs libadwaita-1)
cc -O2 -DWITH_TEXT -o "$tmp/text-window" tools/bench-startup/empty-window.c \
  $(pkg-config --cflags --libs libadwaita-1)

names=("empty AdwApplicationWindow" "the same, with 3 lines of text")
cmds=("$tmp/empty-window" "$tmp/text-window")
if [ -x /usr/games/gnome-chess ]; then
  names+=("GNOME Chess $(dpkg-query -W -f='${Version}' gnome-chess 2>/dev/null | sed 's/^[0-9]*://; s/-.*//')")
  cmds+=(/usr/games/gnome-chess)
fi
names+=("Xiangqi $(git -C "$src" describe --always --dirty 2>/dev/null || echo)")
cmds+=("$src/$builddir/src/ui/xiangqi")
if [ -n "$before" ]; then
  names+=("Xiangqi, before (-b)")
  cmds+=("$before")
fi

# The environment of every run: ours needs its settings schema (uninstalled
# build) and finds its icon in the source tree's data folder, as an
# installed copy finds it in the icon theme (on X11 GTK loads the window's
# icon before the map, GNOME Chess's too); the others get the same
# variables, which only add folders to look in.
base_env=(env -u GSK_RENDERER -u GDK_DEBUG -u GTK_THEME -u GDK_BACKEND
          GSETTINGS_SCHEMA_DIR="$src/$builddir/data" XIANGQI_DATADIR_UNINSTALLED=1
          XDG_DATA_DIRS="$src/data:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}")

echo "# $(date -u '+%F %T') UTC · $(uname -m) · $(nproc) cores · load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# GTK $(pkg-config --modversion gtk4), libadwaita $(pkg-config --modversion libadwaita-1); best of $runs, RSS 2 s after the map"
for mode in "${modes[@]}"; do
  case $mode in
    gl-disable) mode_env=(GSK_RENDERER=cairo GDK_DEBUG=gl-disable) ;;
    cairo) mode_env=(GSK_RENDERER=cairo) ;;
    default) mode_env=() ;;
  esac
  declare -A times=() rss=() anon=() cpus=()
  # Run -1 warms up (disk cache, the accessibility bus) and is not counted.
  for ((r = -1; r < runs; r++)); do
    for i in "${!cmds[@]}"; do
      home="$tmp/run-$mode-$r-$i"
      mkdir -p "$home"/{config,data,cache,state}
      cache="$home/cache"
      [ -z "$warm" ] || { cache="$tmp/cache-$mode-$i"; mkdir -p "$cache"; }
      out=$("${base_env[@]}" "${mode_env[@]}" \
              XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data" \
              XDG_CACHE_HOME="$cache" XDG_STATE_HOME="$home/state" \
              "$tmp/launch-mapped" 2000 "${cmds[$i]}" 2>>"$tmp/stderr") || true
      read -r ms kb akb _ _ cpu <<<"$out"
      [ "$r" -ge 0 ] || continue
      if ! [[ $ms =~ ^[0-9]+$ ]]; then
        echo "${names[$i]}: no window ($out); its messages:" >&2
        tail -5 "$tmp/stderr" >&2
        continue
      fi
      times[$i]="${times[$i]:-} $ms"
      rss[$i]="${rss[$i]:-} $kb"
      anon[$i]="${anon[$i]:-} $akb"
      cpus[$i]="${cpus[$i]:-} $cpu"
    done
  done
  echo
  echo "## ${mode}: ${mode_env[*]:-(GSK_RENDERER and GDK_DEBUG unset)}${warm:+ (caches kept: -w)}"
  echo
  printf '| %-30s | %-12s | %-24s | %-14s | %-11s | %-12s |\n' program "mapped, best" \
         "mapped, all (ms)" "CPU best / med" "RSS (MB)" "RssAnon (MB)"
  printf '|%s|%s|%s|%s|%s|%s|\n' "$(printf -- '-%.0s' {1..32})" "$(printf -- '-%.0s' {1..14})" \
         "$(printf -- '-%.0s' {1..26})" "$(printf -- '-%.0s' {1..16})" "$(printf -- '-%.0s' {1..13})" \
         "$(printf -- '-%.0s' {1..14})"
  for i in "${!cmds[@]}"; do
    [ -n "${times[$i]:-}" ] || continue
    awk -v name="${names[$i]}" -v t="${times[$i]}" -v m="${rss[$i]}" -v a="${anon[$i]}" \
        -v c="${cpus[$i]}" '
      function range(s, n, v, i, lo, hi) {
        n = split(s, v, " "); lo = hi = v[1]
        for (i = 2; i <= n; i++) { if (v[i] < lo) lo = v[i]; if (v[i] > hi) hi = v[i] }
        return sprintf("%.1f-%.1f", lo / 1024, hi / 1024)
      }
      BEGIN {
        n = split(t, v, " "); best = v[1]; all = v[1]
        for (i = 2; i <= n; i++) { if (v[i] + 0 < best + 0) best = v[i]; all = all " " v[i] }
        n = split(c, v, " ")
        for (i = 2; i <= n; i++)       # sorted, for the best and the median
          for (j = i; j > 1 && v[j] + 0 < v[j - 1] + 0; j--) { x = v[j]; v[j] = v[j - 1]; v[j - 1] = x }
        cpu = sprintf("%d / %d ms", v[1], v[int((n + 1) / 2)])
        printf "| %-30s | %9d ms | %-24s | %-14s | %-11s | %-12s |\n", name, best, all, cpu,
               range(m), range(a)
      }'
  done
  unset times rss anon cpus
done
