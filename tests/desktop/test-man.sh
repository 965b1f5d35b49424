#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# The manual pages: groff formats each with no warning (-ww: all of them),
# and each names every option that its program's --help lists.  TAP output.
#   test-man.sh PROGRAM PAGE [PROGRAM PAGE]…
set -u
n=0
failed=0
if ! command -v groff >/dev/null; then
  echo "1..0 # SKIP groff is not installed (groff-base)"
  exit 0
fi
while [ $# -ge 2 ]; do
  program=$1
  page=$2
  shift 2
  name=$(basename "$page")
  n=$((n + 1))
  warnings=$(LC_ALL=C.UTF-8 groff -man -ww -z -Tutf8 "$page" 2>&1)
  if [ -z "$warnings" ]; then
    echo "ok $n - $name formats without warnings"
  else
    echo "not ok $n - $name: groff warns"
    echo "$warnings" | sed 's/^/# /'
    failed=1
  fi
  # Every long option of --help is in the page (groff writes \- for -).
  help=$(env -u DISPLAY -u WAYLAND_DISPLAY "$program" --help 2>&1)
  for opt in $(echo "$help" | grep -o -- '--[a-z][a-z-]*' | sort -u); do
    n=$((n + 1))
    escaped=$(echo "$opt" | sed 's/-/\\\\-/g')
    if grep -q -- "$escaped" "$page"; then
      echo "ok $n - $name documents $opt"
    else
      echo "not ok $n - $name does not document $opt"
      failed=1
    fi
  done
  # xiangqi-cli: every command answers COMMAND --help, and the page names it.
  if [ "$(basename "$program")" = xiangqi-cli ]; then
    for cmd in $(echo "$help" | sed -n 's/^  \([a-z][a-z-]*\) .*/\1/p'); do
      n=$((n + 1))
      out=$("$program" "$cmd" --help 2>&1)
      status=$?
      escaped=$(echo "$cmd" | sed 's/-/\\\\-/g')
      if [ $status -eq 0 ] && echo "$out" | grep -qi "usage" && grep -q -- "$escaped" "$page"; then
        echo "ok $n - xiangqi-cli $cmd --help, and $name names it"
      else
        echo "not ok $n - xiangqi-cli $cmd --help (status $status) or $name"
        failed=1
      fi
    done
  fi
done
echo "1..$n"
exit $failed
