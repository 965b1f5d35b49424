#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# `xiangqi-cli opening MOVE…` end to end: the named openings print
# "ECCO<TAB>Chinese<TAB>English" (ECCO '-' where none is given), moves in
# another order land on the same name, an unnamed line prints '-' fields
# with exit status 0, and a move that is not legal is refused with 2.
# usage: test-opening.sh XIANGQI-CLI
set -eu
cli=$1
tab=$(printf '\t')

fail () {
  echo "FAIL: $1" >&2
  exit 1
}

# expect "ECCO<TAB>CHINESE" MOVE…
expect () {
  want=$1
  shift
  got=$("$cli" opening "$@") || fail "opening $*: exit status $?"
  [ "$(printf '%s' "$got" | cut -f1,2)" = "$want" ] || fail "opening $*: '$got', not '$want'"
  [ -n "$(printf '%s' "$got" | cut -f3)" ] || fail "opening $*: no English name"
}

expect "C00${tab}中炮对屏风马" h2e2 h9g7 h0g2 b9c7
expect "-${tab}五七炮对屏风马" h2e2 h9g7 b2c2 b9c7 h0g2 i9h9 i0h0
expect "C00${tab}中炮对屏风马" h2e2 b9c7 h0g2 h9g7
expect "B30${tab}中炮对反宫马" h2e2 b9c7 h0g2 h7f7 i0h0 h9g7
expect "D00${tab}顺炮局" h2e2 h7e7
expect "D50${tab}中炮对列炮" h2e2 b7e7
expect "E10${tab}仙人指路对卒底炮" g3g4 h7g7
expect "E40${tab}对兵局" c3c4 g6g5
expect "A10${tab}飞相局" g0e2
expect "-${tab}金钩炮局" h2c2
expect "-${tab}中炮过河车对屏风马" h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h6
# issue 36: the families by their natural orders and a transposition of each
expect "B20${tab}中炮对左三步虎" h2e2 h9g7 h0g2 h7i7
expect "B20${tab}中炮对左三步虎" h2e2 h7i7 h0g2 h9g7
expect "-${tab}五六炮对屏风马" h2e2 h9g7 h0g2 b9c7 b2d2
expect "-${tab}五六炮对屏风马" h2e2 b9c7 b2d2 h9g7 h0g2
expect "-${tab}五七炮对屏风马" h2e2 h9g7 h0g2 b9c7 b2c2
expect "-${tab}五七炮对屏风马" h2e2 b9c7 h0g2 h9g7 b2c2

[ "$("$cli" opening e0e1)" = "-${tab}-${tab}-" ] || fail "an unnamed line is not '-	-	-'"
[ "$("$cli" opening)" = "-${tab}-${tab}-" ] || fail "no moves is not '-	-	-'"

set +e
"$cli" opening h2e2 h2e3 2> /dev/null
rc=$?
set -e
[ "$rc" -eq 2 ] || fail "an illegal move gave exit status $rc, not 2"
echo "ok"
