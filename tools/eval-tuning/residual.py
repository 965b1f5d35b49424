#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Where our static evaluation and fairy-stockfish's part, term by term.

usage: residual.py POSITIONS.fen XIANGQI-CLI [FAIRY-STOCKFISH]

POSITIONS.fen: one FEN a line (anything after a ';' is ignored), e.g. from
`gen`.  Both engines evaluate each position with their `eval` command
(ours: `XIANGQI-CLI uci`); positions our evaluation scales down as drawish
are left out.  Prints the spread (standard deviation) of the difference
between the two totals, overall and by our game phase, and for each of
fairy-stockfish's terms the share of that difference's variance a linear
fit on the term (its middlegame and endgame parts) explains: the terms
with the largest shares are what our features miss.  Needs numpy
(`apt-get install python3-numpy`)."""
import re
import subprocess
import sys

import numpy as np


def start(cmd):
    p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    return p


def ask(p, fen, parse):
    p.stdin.write("position fen %s\neval\nisready\n" % fen)
    p.stdin.flush()
    lines = []
    while True:
        line = p.stdout.readline()
        if not line:
            sys.exit("an engine stopped")
        line = line.rstrip("\n")
        if line.strip() == "readyok":
            return parse(lines)
        lines.append(line)


FS_ROW = re.compile(r"^\s*([A-Za-z ]+?)\s*\|.*\|\s*(-?[\d.]+|----)\s+(-?[\d.]+|----)\s*$")
TOTAL = re.compile(r"Total evaluation:?\s+([-+]?[\d.]+)")
PHASE = re.compile(r"Phase: (\d+) of (\d+)(.*)")


def parse_fs(lines):
    terms, total = {}, None
    for line in lines:
        m = TOTAL.match(line)
        if m:
            total = float(m.group(1))
            continue
        m = FS_ROW.match(line)
        if m and m.group(2) != "----" and m.group(1) != "Total":
            terms[m.group(1)] = (float(m.group(2)), float(m.group(3)))
    return total, terms


def parse_ours(lines):
    total = phase = None
    scaled = False
    for line in lines:
        m = TOTAL.match(line)
        if m:
            total = float(m.group(1))
        m = PHASE.match(line)
        if m:
            phase = int(m.group(1))
            scaled = "scaled" in m.group(3)
    return total, phase, scaled


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    fs = start([sys.argv[3] if len(sys.argv) > 3 else "/usr/games/fairy-stockfish"])
    fs.stdin.write("uci\nsetoption name UCI_Variant value xiangqi\n")
    ours = start([sys.argv[2], "uci"])
    names, rows = None, []
    with open(sys.argv[1]) as f:
        for line in f:
            fen = line.split(";")[0].strip()
            if not fen:
                continue
            ft, terms = ask(fs, fen, parse_fs)
            ot, phase, scaled = ask(ours, fen, parse_ours)
            if ft is None or ot is None or scaled:
                continue
            if names is None:
                names = sorted(terms)
            rows.append([ft * 100, ot * 100, phase] + [v * 100 for n in names for v in terms.get(n, (0, 0))])
    for p in (fs, ours):
        p.stdin.write("quit\n")
        p.stdin.close()
        p.wait()
    if not rows:
        sys.exit("no positions")
    a = np.array(rows)
    diff = a[:, 0] - a[:, 1]
    phase = a[:, 2]
    print("%d positions; fairy-stockfish's total: sd %.1f cp" % (len(a), a[:, 0].std()))
    for label, sel in (("all", phase >= 0), ("phase >= 28 (openings)", phase >= 28),
                       ("phase 12-27", (phase >= 12) & (phase < 28)), ("phase < 12", phase < 12)):
        if sel.sum() < 10:
            continue
        r = diff[sel]
        print("\n%s: %d positions, difference mean %+.1f sd %.1f cp" % (label, sel.sum(), r.mean(), r.std()))
        for i, n in enumerate(names):
            x = a[sel][:, 3 + 2 * i:5 + 2 * i]
            if x.std() == 0:
                continue
            design = np.c_[x, np.ones(len(x))]
            coef = np.linalg.lstsq(design, r, rcond=None)[0]
            share = 1 - (r - design @ coef).var() / r.var()
            print("  %-12s sd %6.1f / %6.1f cp (mg / eg)   explains %5.1f %%" % (n, x[:, 0].std(), x[:, 1].std(), 100 * share))


if __name__ == "__main__":
    main()
