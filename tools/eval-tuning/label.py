#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Labels positions with a reference engine's static evaluation.

usage: label.py IN.fen OUT.lab [ENGINE]
Writes "FEN;SCORE" lines, SCORE for red in pawns, as printed by the `eval`
command of fairy-stockfish (UCI_Variant xiangqi; default
/usr/games/fairy-stockfish).  Positions it gives no score for are left out."""
import re
import subprocess
import sys

engine = sys.argv[3] if len(sys.argv) > 3 else "/usr/games/fairy-stockfish"
p = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
p.stdin.write("uci\nsetoption name UCI_Variant value xiangqi\nisready\n")
p.stdin.flush()
while p.stdout.readline().strip() != "readyok":
    pass
total = re.compile(r"Total evaluation:?\s+(\S+)")
with open(sys.argv[1]) as f, open(sys.argv[2], "w") as out:
    for line in f:
        fen = line.strip()
        p.stdin.write("position fen %s\neval\nisready\n" % fen)
        p.stdin.flush()
        value = None
        while True:
            reply = p.stdout.readline()
            if not reply:
                sys.exit("the engine stopped")
            reply = reply.strip()
            if reply == "readyok":
                break
            m = total.match(reply)
            if m:
                value = m.group(1)
        if value not in (None, "none"):
            out.write("%s;%s\n" % (fen, value))
p.stdin.write("quit\n")
