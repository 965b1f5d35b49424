#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tools/fuzz.sh SECONDS [TARGET…] — runs each libFuzzer target of tests/fuzz
# for SECONDS, one after the other (all of them without TARGET), and prints a
# table of executions and findings per target.
#
# Builds _build/fuzz first when needed (clang, ASan + UBSan, -Dfuzzing=true).
# Each target grows its own corpus in _build/fuzz/corpus/TARGET from the
# committed seeds in tests/fuzz/corpus/TARGET, and keeps every crashing,
# leaking, slow or memory-hungry input in _build/fuzz/findings/TARGET/.
# After a finding the target starts again until its SECONDS are spent, so one
# bug does not hide the next.  A fixed finding belongs in
# tests/fuzz/regressions/TARGET/, which the normal suite replays (fuzz-replay).
set -uo pipefail
cd "$(dirname "$0")/.."

if [ $# -lt 1 ] || ! [[ $1 =~ ^[0-9]+$ ]]; then
  echo "usage: $0 SECONDS [TARGET…]" >&2
  exit 2
fi
seconds=$1; shift
build=_build/fuzz

if ! command -v clang >/dev/null; then
  echo "fuzzing needs clang and libFuzzer (Debian: apt install clang libclang-rt-14-dev)" >&2
  exit 1
fi
if [ ! -f "$build/build.ninja" ]; then
  CC=clang meson setup "$build" -Dfuzzing=true -Db_sanitize=address,undefined \
    -Db_lundef=false -Dgui=disabled -Dbuildtype=debugoptimized || exit 1
fi
meson compile -C "$build" || exit 1

if [ $# -eq 0 ]; then
  set -- $(sed -n "/^xq_fuzz_target_names/,/]/p" tests/fuzz/meson.build | grep -o "'[a-z-]*'" | tr -d "'")
fi

# The longest input worth trying: a move word, a FEN, a session of engine
# commands, or a game file with room for a few variations.
max_len () {
  case $1 in
    iccs|wxf|chinese|notation) echo 64 ;;
    fen) echo 256 ;;
    uci|ucci) echo 4096 ;;
    cbr) echo 70000 ;;
    xqf|cbl|pgn|load) echo 16384 ;;
    *) echo 8192 ;;
  esac
}

# The dictionary of a target: its own, or those of the notations it reads.
dictionary () {
  local names
  case $1 in
    notation) names="iccs wxf chinese" ;;
    fen-file) names=fen ;;
    pfc) names=cbf ;;
    ucci) names=uci ;;
    load) names="pgn dhtmlxq wxf-file" ;;
    *) names=$1 ;;
  esac
  local out="$build/fuzz-dicts/$1.dict"
  mkdir -p "$build/fuzz-dicts"
  : > "$out"
  for n in $names; do
    [ -f "tests/fuzz/$n.dict" ] && cat "tests/fuzz/$n.dict" >> "$out"
  done
  [ -s "$out" ] && echo "-dict=$out"
}

count_findings () {
  ls "$1" | grep -c -E '^(crash|leak|timeout|oom|slow-unit)-'
}

# The committed seeds of a target: "load" (detect, then read) starts from
# those of every target, "encoding" also from the text formats'.
seeds () {
  case $1 in
    load) echo tests/fuzz/corpus/*/ ;;
    encoding) echo tests/fuzz/corpus/encoding tests/fuzz/corpus/pgn tests/fuzz/corpus/dhtmlxq ;;
    *) [ -d "tests/fuzz/corpus/$1" ] && echo "tests/fuzz/corpus/$1" ;;
  esac
}

# Fast unwinding at each allocation: the slow kind (for full leak stacks)
# made the readers of big files run a few inputs a second (cbr: 6).
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:fast_unwind_on_malloc=1"
export LSAN_OPTIONS="suppressions=$PWD/tests/lsan.supp:print_suppressions=0"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export G_SLICE=always-malloc
export G_DEBUG=gc-friendly

table=()
status=0
for t in "$@"; do
  prog="$build/tests/fuzz/fuzz-$t"
  if [ ! -x "$prog" ]; then
    echo "no target $t" >&2
    status=1
    continue
  fi
  corpus="$build/corpus/$t"
  findings="$build/findings/$t"
  mkdir -p "$corpus" "$findings"
  before=$(count_findings "$findings")
  execs=0
  start=$(date +%s)
  runs=0
  while :; do
    left=$((seconds - ($(date +%s) - start)))
    [ "$left" -gt 0 ] && [ "$runs" -lt 20 ] || break
    runs=$((runs + 1))
    log="$build/findings/$t.log"
    # shellcheck disable=SC2046
    "$prog" -max_total_time="$left" -max_len="$(max_len "$t")" -rss_limit_mb=2048 \
      -malloc_limit_mb=1024 -timeout=30 -report_slow_units=30 -print_final_stats=1 $(dictionary "$t") \
      -artifact_prefix="$findings/" "$corpus" $(seeds "$t") > "$log" 2>&1
    n=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
    if [ -z "$n" ] && ! grep -q -E 'deadly signal|^SUMMARY' "$log"; then
      echo "$t did not run: $(tail -n 2 "$log" | tr '\n' ' ')" >&2
      status=1
      break
    fi
    execs=$((execs + ${n:-0}))
    if grep -q -E '^==[0-9]+== ?ERROR|^SUMMARY|deadly signal|Bail out' "$log"; then
      cp "$log" "$findings/run-$runs-$(date +%s).log"
    else
      break
    fi
  done
  took=$(($(date +%s) - start))
  found=$(count_findings "$findings")
  new=$((found - before))
  table+=("$(printf '%-10s %8ss %12s %6s %6s' "$t" "$took" "$execs" "$new" "$found")")
  [ "$new" -eq 0 ] || status=1
done

printf '%-10s %9s %12s %6s %6s\n' target seconds executions new kept
for row in "${table[@]}"; do echo "$row"; done
echo "findings kept in $build/findings/TARGET/"
exit $status
