#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""How good are an engine's moves, in fairy-stockfish's judgement?  A quicker
yardstick than a match: the engine chooses a move in each of a fixed set of
positions taken from real games, fairy-stockfish (searching longer) scores
the move it would play and the engine's move, and the mean difference is
the engine's loss in centipawns.

usage: move-quality.py --cache FILE [--pgn A.pgn,B.pgn] [-n N] [-t MS]
                       [--ref-time MS] [-j JOBS] [--judge CMD] [--warm]
                       [--out MOVES.json] [--against MOVES.json] ENGINE [ARGS...]

--cache FILE   the positions and fairy-stockfish's scores, kept between runs
               (made on the first run from --pgn: the positions where the
               side named by --side, default "Xiangqi", was to move, plies 4
               to 59 of each game, shuffled with --seed, default 7)
-n N           use the first N positions (default 400)
-t MS          the engine's time a move (default 200)
--ref-time MS  fairy-stockfish's time for each score it gives (default 1000)
-j JOBS        engines run at once (default 2)
--judge CMD    the engine that judges (default fairy-stockfish; the test
               of the script uses our own engine; it needs `go searchmoves`)
--warm         as in a game: the engine first searches the position two
               plies earlier (its own previous move), for the same time,
               and keeps its hash table; without it every search starts
               from a new game
--out FILE     save the engine's moves (to compare later runs against)
--against FILE also print the mean difference, position by position, from
               the moves saved there (a paired comparison: its standard
               error is smaller than that of either mean)

A loss is clamped to 0..300 cp.  Engines that write ranks 1-10 (fairy-
stockfish itself) are recognised by name.  Doubling our engine's time
(200 to 400 ms) lowered its mean loss by 3.7 ± 1.9 cp over 400 positions
(src/engine/NOTES.md, seventh round)."""
import argparse
import json
import os
import random
import re
import shlex
import statistics
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

FAIRY = "/usr/games/fairy-stockfish"
MOVE = re.compile(r"([A-I]\d)-([A-I]\d) \{")


def to_rank1(m):
    return "%s%d%s%d" % (m[0], int(m[1]) + 1, m[2], int(m[3]) + 1)


def from_rank1(m):
    x = re.match(r"([a-i])(\d+)([a-i])(\d+)$", m)
    return "%s%d%s%d" % (x.group(1), int(x.group(2)) - 1, x.group(3), int(x.group(4)) - 1)


class Engine:
    def __init__(self, cmd):
        self.p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.send("uci")
        self.rank1 = any("Fairy-Stockfish" in l for l in self.wait("uciok"))
        if self.rank1:
            self.send("setoption name UCI_Variant value xiangqi")
            self.send("setoption name Hash value 64")
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, token):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise EOFError("the engine quit")
            lines.append(line)
            if line.startswith(token):
                return lines

    def go(self, pos, ms, only=None, new_game=True):
        """(best move, score in cp for the side to move, depth, nodes)."""
        conv = to_rank1 if self.rank1 else (lambda m: m)
        moves = " ".join(conv(m) for m in pos["moves"])
        if new_game:
            self.send("ucinewgame")
        self.send("position fen %s%s" % (pos["fen"], " moves " + moves if moves else ""))
        go = "go movetime %d" % ms
        if only:
            go += " searchmoves " + conv(only)
        self.send(go)
        lines = self.wait("bestmove")
        best = lines[-1].split()[1]
        if self.rank1 and best != "(none)":
            best = from_rank1(best)
        score = depth = nodes = None
        for line in lines:
            t = line.split()
            if "score" in t and "pv" in t and "lowerbound" not in t and "upperbound" not in t:
                kind, v = t[t.index("score") + 1], int(t[t.index("score") + 2])
                score = v if kind == "cp" else (30000 - 10 * abs(v)) * (1 if v > 0 else -1)
                depth = int(t[t.index("depth") + 1])
                nodes = int(t[t.index("nodes") + 1]) if "nodes" in t else 0
        return best, score, depth, nodes

    def quit(self):
        self.send("quit")
        self.p.wait()


def positions_from(pgns, side, seed):
    out = []
    for name in pgns:
        with open(name, encoding="utf-8") as f:
            text = f.read()
        for chunk in text.split("[Event ")[1:]:
            tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', chunk))
            body = chunk.split("\n\n", 1)[1] if "\n\n" in chunk else ""
            moves = [(a + b).lower() for a, b in MOVE.findall(body)]
            ours_red = tags.get("Red") == side
            if not ours_red and tags.get("Black") != side:
                continue
            red_first = " w " in tags.get("FEN", " w ")
            for i in range(4, min(len(moves), 60)):
                if ((i % 2 == 0) == red_first) == ours_red:
                    out.append({"fen": tags["FEN"], "moves": moves[:i]})
    random.Random(seed).shuffle(out)
    return out


def in_parallel(jobs, cmd, items, work):
    """Runs work(engine, item) over items with @jobs engines; returns results in order."""
    chunks = [items[i::jobs] for i in range(jobs)]

    def run(chunk):
        e = Engine(cmd)
        try:
            return [work(e, it) for it in chunk]
        finally:
            e.quit()

    results = [None] * len(items)
    with ThreadPoolExecutor(jobs) as ex:
        for j, res in enumerate(ex.map(run, chunks)):
            for k, r in enumerate(res):
                results[j + k * jobs] = r
    return results


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cache", required=True)
    ap.add_argument("--pgn")
    ap.add_argument("--side", default="Xiangqi")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("-n", type=int, default=400)
    ap.add_argument("-t", type=int, default=200)
    ap.add_argument("--ref-time", type=int, default=1000)
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--judge", default=FAIRY)
    ap.add_argument("--warm", action="store_true")
    ap.add_argument("--out")
    ap.add_argument("--against")
    ap.add_argument("engine", nargs="+")
    a = ap.parse_args()

    if os.path.exists(a.cache):
        with open(a.cache, encoding="utf-8") as f:
            cache = json.load(f)
    elif a.pgn:
        cache = {"positions": positions_from(a.pgn.split(","), a.side, a.seed), "ref": {}}
    else:
        sys.exit("no --cache file yet: give --pgn to make one")
    pos = cache["positions"][: a.n]
    ref = cache["ref"]  # index -> {"best": move, "scores": {move: cp}}

    def save():
        with open(a.cache + ".tmp", "w", encoding="utf-8") as f:
            json.dump(cache, f)
        os.replace(a.cache + ".tmp", a.cache)

    fs = shlex.split(a.judge)
    todo = [k for k in range(len(pos)) if str(k) not in ref]
    if todo:
        print("judge: reference moves for %d positions…" % len(todo), file=sys.stderr)
        for k, (best, score, _, _) in zip(todo, in_parallel(a.j, fs, todo,
                                                            lambda e, k: e.go(pos[k], a.ref_time))):
            ref[str(k)] = {"best": best, "scores": {best: score}}
        save()

    def play(e, k):
        p = pos[k]
        if a.warm and len(p["moves"]) >= 2:
            e.go({"fen": p["fen"], "moves": p["moves"][:-2]}, a.t)
            return e.go(p, a.t, new_game=False)
        return e.go(p, a.t)

    print("engine: %d positions at %d ms%s…" % (len(pos), a.t, ", warm" if a.warm else ""),
          file=sys.stderr)
    played = in_parallel(a.j, a.engine, list(range(len(pos))), play)

    todo = sorted({(k, m) for k, (m, _, _, _) in enumerate(played)
                   if m not in ref[str(k)]["scores"]})
    if todo:
        print("judge: scores of %d other moves…" % len(todo), file=sys.stderr)
        for (k, m), (_, score, _, _) in zip(todo, in_parallel(
                a.j, fs, todo, lambda e, km: e.go(pos[km[0]], a.ref_time, km[1]))):
            ref[str(k)]["scores"][m] = score
        save()

    def losses(moves):
        out = []
        for k, m in enumerate(moves):
            r = ref[str(k)]
            out.append(max(0, min(300, r["scores"][r["best"]] - r["scores"][m])))
        return out

    moves = [m for m, _, _, _ in played]
    loss = losses(moves)
    n = len(loss)
    se = statistics.stdev(loss) / n ** 0.5 if n > 1 else 0.0
    print("%s: %d positions, mean loss %.1f cp (± %.1f), over 50 cp %.1f %%, "
          "same move as the judge %.1f %%, mean depth %.1f, mean nodes %.0f"
          % (" ".join(a.engine), n, statistics.mean(loss), se,
             100.0 * sum(x > 50 for x in loss) / n,
             100.0 * sum(m == ref[str(k)]["best"] for k, m in enumerate(moves)) / n,
             statistics.mean(d or 0 for _, _, d, _ in played),
             statistics.mean(x or 0 for _, _, _, x in played)))
    if a.out:
        with open(a.out, "w", encoding="utf-8") as f:
            json.dump(moves, f)
    if a.against:
        with open(a.against, encoding="utf-8") as f:
            other = json.load(f)[:n]
        if len(other) < n or any(m not in ref[str(k)]["scores"] for k, m in enumerate(other)):
            sys.exit("--against: that run has fewer positions or moves not scored here")
        d = [x - y for x, y in zip(loss, losses(other))]
        print("against %s: %+.1f cp (± %.1f), %d of %d moves differ"
              % (a.against, statistics.mean(d), statistics.stdev(d) / n ** 0.5,
                 sum(x != y for x, y in zip(moves, other)), n))


if __name__ == "__main__":
    main()
