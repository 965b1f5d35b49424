#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""check-fen-identical.py — the FEN reader unchanged between two builds.

Reads every FEN of ../shared/perft/perft.epd and N damaged copies of each
(a character deleted, inserted, replaced or two fields swapped) with
`xiangqi-cli moves` and `xiangqi-cli judge` of both builds and fails on the
first difference in output, message or exit status.
  tools/check-fen-identical.py OLD-xiangqi-cli NEW-xiangqi-cli [N]
"""
import random
import subprocess
import sys

old, new = sys.argv[1], sys.argv[2]
n = int(sys.argv[3]) if len(sys.argv) > 3 else 20
rng = random.Random(37)
fens = []
for line in open("../shared/perft/perft.epd", encoding="utf-8"):
    fen = line.split(";")[0].strip()
    if fen:
        fens.append(fen)
alphabet = "rnbakcpRNBAKCPhHeE0123456789/ -wbWB\t"
cases = list(fens) + ["", "   ", "startpos"]
for fen in fens:
    for _ in range(n):
        s = list(fen)
        k = rng.randrange(4)
        at = rng.randrange(len(s) + 1)
        if k == 0 and s:
            del s[min(at, len(s) - 1)]
        elif k == 1:
            s.insert(at, rng.choice(alphabet))
        elif k == 2 and s:
            s[min(at, len(s) - 1)] = rng.choice(alphabet)
        else:
            f = "".join(s).split(" ")
            if len(f) > 1:
                i, j = rng.sample(range(len(f)), 2)
                f[i], f[j] = f[j], f[i]
            s = list(" ".join(f))
        cases.append("".join(s))


def run(cli, args):
    p = subprocess.run([cli] + args, capture_output=True)
    return p.returncode, p.stdout, p.stderr


differ = 0
for fen in cases:
    for args in (["moves", fen], ["judge", fen]):
        if run(old, args) != run(new, args):
            print("DIFFERS:", args)
            differ += 1
print(f"{len(cases)} FENs, moves and judge each, {differ} differ")
sys.exit(1 if differ else 0)
