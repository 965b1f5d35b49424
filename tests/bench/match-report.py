#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Reads the move comments of a `xiangqi-cli match` PGN ({+0.35/14 0.190s}:
the mover's score, depth and time) and says where the games were decided.

usage: match-report.py GAMES.pgn [ENGINE-NAME] [THRESHOLD]

ENGINE-NAME picks "our" side by its Red/Black tag (the whole tag; default
"Xiangqi", the name `match` gives our engine); THRESHOLD is in soldiers (default 1.5).  Prints, for each side,
the mean depth and time by phase of the game (plies 0-39, 40-79, 80-119,
120 on, counted from the opening position; mate scores left out), then for
each lost game the first move of ours after which the opponent's own score
reached THRESHOLD, with both scores, and the quartiles of that ply."""
import re
import sys

COMMENT = re.compile(r"([A-I]\d-[A-I]\d) \{([^}]*)\}")
SCORE = re.compile(r"^([+-])(M?)(\d+(?:\.\d+)?)/(\d+) ([\d.]+)s$")


def parse(text):
    for chunk in text.split("[Event ")[1:]:
        tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', chunk))
        body = chunk.split("\n\n", 1)[1] if "\n\n" in chunk else ""
        yield tags, COMMENT.findall(body)


def value(comment):
    """(score in soldiers for the mover, depth, is_mate) or None."""
    m = SCORE.match(comment.strip())
    if not m:
        return None
    sign = 1 if m.group(1) == "+" else -1
    mate = m.group(2) == "M"
    return sign * (100.0 if mate else float(m.group(3))), int(m.group(4)), mate


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    ours_name = sys.argv[2] if len(sys.argv) > 2 else "Xiangqi"
    threshold = float(sys.argv[3]) if len(sys.argv) > 3 else 1.5
    with open(sys.argv[1], encoding="utf-8") as f:
        games = list(parse(f.read()))

    depth = {}
    times = {}
    jumps = []
    for tags, moves in games:
        ours_red = tags.get("Red", "") == ours_name
        red_first = " w " in tags.get("FEN", " w ")
        result = tags.get("Result", "*")
        lost = result in ("1-0", "0-1") and (result == "1-0") != ours_red
        for i, (move, comment) in enumerate(moves):
            ours = ((i % 2 == 0) == red_first) == ours_red
            side = "ours" if ours else "theirs"
            v = value(comment)
            t = re.search(r"([\d.]+)s$", comment)
            if t:
                times.setdefault(side, []).append(float(t.group(1)))
            if v and not v[2]:
                depth.setdefault((side, min(i // 40, 3)), []).append(v[1])
        if not lost:
            continue
        for i in range(len(moves) - 1):
            ours = ((i % 2 == 0) == red_first) == ours_red
            if not ours:
                continue
            mine, theirs = value(moves[i][1]), value(moves[i + 1][1])
            if mine and theirs and theirs[0] >= threshold:
                jumps.append((tags.get("Round", "?"), i, moves[i][0], moves[i][1], moves[i + 1][1]))
                break

    phases = ["plies 0-39", "40-79", "80-119", "120-"]
    for side in ("ours", "theirs"):
        cells = []
        for p in range(4):
            d = depth.get((side, p), [])
            cells.append("%s %.1f" % (phases[p], sum(d) / len(d)) if d else "%s -" % phases[p])
        t = times.get(side, [])
        mean_t = sum(t) / len(t) if t else 0.0
        print("%-6s mean depth: %s; mean time %.3f s" % (side, ", ".join(cells), mean_t))
    print("lost games: %d; the opponent's score first reached +%.1f after our move:" % (len(jumps), threshold))
    for j in jumps:
        print("  game %s ply %d %s {%s} -> {%s}" % j)
    if jumps:
        plies = sorted(j[1] for j in jumps)
        n = len(plies)
        print("ply quartiles: %d %d %d" % (plies[n // 4], plies[n // 2], plies[(3 * n) // 4]))


if __name__ == "__main__":
    main()
