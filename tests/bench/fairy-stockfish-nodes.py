#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
#
# fairy-stockfish with its node budget divided by a ratio, for matches at
# fixed nodes that stand for a time control: the match gives both engines
# the same "go nodes N", and this wrapper passes fairy-stockfish N / RATIO,
# RATIO being the ratio of the two engines' speeds (about 4.35 here).
# Fixed-node results do not depend on the machine's load.
#
# usage: xiangqi-cli match -n 200 --nodes 100000 -j 2 \
#            xq "uci:tests/bench/fairy-stockfish-nodes.py 4.35"
import os
import subprocess
import sys

ratio = float(sys.argv[1]) if len(sys.argv) > 1 else 1.0
engine = os.environ.get("FAIRY_STOCKFISH", "/usr/games/fairy-stockfish")
child = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=sys.stdout,
                         text=True, bufsize=1)
for line in sys.stdin:
    words = line.split()
    if len(words) == 3 and words[0] == "go" and words[1] == "nodes":
        line = "go nodes %d\n" % max(1, int(int(words[2]) / ratio))
    child.stdin.write(line)
    child.stdin.flush()
    if words[:1] == ["quit"]:
        break
child.stdin.close()
child.wait()
