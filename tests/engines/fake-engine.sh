#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A scripted UCI engine for the fault tests of the external engine client:
# it starts like an engine, then misbehaves on "go" as $1 says (crash,
# hang, garbage, illegal, none), resigns with its move (resign), or never
# finishes the handshake (mute).
# With $2 (or else $XQ_FAKE_ENGINE_LOG), every command it gets is logged
# there.
mode=$1
log=${2:-${XQ_FAKE_ENGINE_LOG:-/dev/null}}
while read -r line; do
  echo "$line" >> "$log"
  case $line in
    uci)
      [ "$mode" = mute ] && { echo "Hello, I am no engine"; continue; }
      echo "id name Fake"
      echo "id author Nobody"
      echo "option name Hash type spin default 16 min 1 max 64"
      echo "option name Style type combo default Normal var Solid var Normal var Risky"
      echo "option name Ponder type check default false"
      echo "option name EvalFile type string default <empty>"
      echo "option name Clear Hash type button"
      echo "uciok" ;;
    isready) echo "readyok" ;;
    go*)
      case $mode in
        crash) exit 3 ;;
        hang) ;;
        garbage) echo "info depth 1 score cp"; echo "bestmove ?!#" ;;
        illegal) echo "info depth 1 score cp 10 pv a0a9"; echo "bestmove a0a9" ;;
        none) echo "bestmove (none)" ;;
        resign) echo "info depth 1 score cp -900 pv h2e2"; echo "bestmove h2e2 resign" ;;
        *) echo "info depth 1 score cp 12 nodes 1 pv h2e2"; echo "bestmove h2e2 draw" ;;
      esac ;;
    quit) exit 0 ;;
  esac
done
