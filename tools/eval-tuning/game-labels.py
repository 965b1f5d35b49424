#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Labels the positions of match games with the reference engine's own
search scores, for net.py.

usage: game-labels.py REPLAY OUT.lab GAMES.pgn…
GAMES.pgn: games written by `xiangqi-cli match --pgn` against fairy-stockfish
(each move commented with the mover's score and depth); REPLAY: the
replay.c tool.  Writes "FEN;SCORE" (red's score in pawns) for the position
after each move of fairy-stockfish: its search score at the game's depth,
not mates, not beyond ±8."""
import re
import subprocess
import sys

SCORE = re.compile(r'([+-])(M?)(\d+(?:\.\d+)?)/(\d+)')
games = []
for f in sys.argv[3:]:
    for chunk in open(f).read().split('[Event ')[1:]:
        tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', chunk))
        body = chunk.split('\n\n', 1)[1] if '\n\n' in chunk else ''
        moves = re.findall(r'([A-I]\d-[A-I]\d)\s*\{([^}]*)\}', body)
        if moves and 'FEN' in tags:
            games.append((tags, moves))
replay = subprocess.run([sys.argv[1]], capture_output=True, text=True,
                        input=''.join('%s|%s\n' % (t['FEN'], ' '.join(m for m, _ in ms))
                                      for t, ms in games)).stdout.split('\n')
k = n = 0
with open(sys.argv[2], 'w') as out:
    for tags, moves in games:
        fsf_red = 'Fairy' in tags.get('Red', '')
        red_first = tags['FEN'].split()[1] == 'w'
        for i, (_, comment) in enumerate(moves):
            fen = replay[k]
            if fen in ('x', '-'):
                break
            k += 1
            mover_red = red_first == (i % 2 == 0)
            m = SCORE.match(comment.strip())
            if mover_red != fsf_red or not m or m.group(2) == 'M':
                continue
            s = float(m.group(3)) * (1 if m.group(1) == '+' else -1)
            if abs(s) <= 8:
                out.write('%s;%.2f\n' % (fen, s if mover_red else -s))
                n += 1
        while replay[k] != '-':
            k += 1
        k += 1
print(len(games), 'games,', n, 'positions', file=sys.stderr)
