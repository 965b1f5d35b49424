#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Sets up everything and runs every test twice: in a build where warnings are
# errors, and in one with AddressSanitizer and UndefinedBehaviorSanitizer.
set -uo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh || exit 1

export GSK_RENDERER=cairo
export NO_AT_BRIDGE=1
export G_SLICE=always-malloc
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
# Full stack unwinding for allocations: a system library without frame
# pointers (libEGL's vendor part, unloaded at exit) otherwise leaves a leak of
# its own with no frame that tests/lsan.supp can name.
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0:fast_unwind_on_malloc=0"
export LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0"

passed=0
failed=0
status=0

run_suite () {
  local dir=$1; shift
  if [ ! -f "$dir/build.ninja" ]; then
    meson setup "$dir" "$@" || { failed=$((failed + 1)); status=1; return; }
  fi
  meson compile -C "$dir" || { failed=$((failed + 1)); status=1; return; }
  # One X server for the GUI tests of the whole run; large enough for the
  # 1400×1000 window of tests/ui/test-browsing.c.
  xvfb-run -a -s "-screen 0 1600x1200x24" \
    meson test -C "$dir" --print-errorlogs --num-processes 2 || status=1
  local log="$dir/meson-logs/testlog.json"
  if [ -f "$log" ]; then
    passed=$((passed + $(grep -c '"result": "OK"' "$log")))
    failed=$((failed + $(grep -c -E '"result": "(FAIL|TIMEOUT|ERROR|UNEXPECTEDPASS)"' "$log")))
  fi
}

run_suite _build/werror -Dwerror=true -Dbuildtype=debugoptimized
run_suite _build/sanitize -Db_sanitize=address,undefined -Db_lundef=false -Dbuildtype=debugoptimized

echo
echo "tests: $passed passed, $failed failed"
[ "$failed" -eq 0 ] || status=1
exit $status
