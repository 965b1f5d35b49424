#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Readers unchanged: converts every game file of the corpus and of tests/data
# to PGN with two builds of xiangqi-cli (before and after a change) and fails
# on the first file whose output, messages or exit status differ.
#   tools/check-readers-identical.sh OLD-xiangqi-cli NEW-xiangqi-cli [DIR…]
# Default DIRs: ../shared/corpus and tests/data.
set -u
old=$1 new=$2
shift 2
[ $# -gt 0 ] || set -- ../shared/corpus tests/data
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
files=0 differ=0
for f in $(find "$@" -type f ! -name '*.md' ! -name '*.png' ! -name '*.svg' | sort); do
  files=$((files + 1))
  for moves in chinese iccs; do
    "$old" convert "$f" - --moves $moves >"$tmp/old.out" 2>"$tmp/old.err"; echo "rc $?" >>"$tmp/old.err"
    "$new" convert "$f" - --moves $moves >"$tmp/new.out" 2>"$tmp/new.err"; echo "rc $?" >>"$tmp/new.err"
    if ! cmp -s "$tmp/old.out" "$tmp/new.out" || ! cmp -s "$tmp/old.err" "$tmp/new.err"; then
      echo "DIFFERS ($moves): $f"
      diff "$tmp/old.out" "$tmp/new.out" | head -5
      diff "$tmp/old.err" "$tmp/new.err" | head -5
      differ=$((differ + 1))
    fi
  done
done
echo "$files files, 2 conversions each, $differ differ"
[ "$differ" -eq 0 ]
