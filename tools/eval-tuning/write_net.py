#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the evaluation network's weights header from a fitted model.

usage: write_net.py [--no-tempo] MODEL.npz OUT.h [COMMENT]
MODEL.npz is what net.py saves: the free units of a first layer whose units
come in groups of four (the unit, its left-right mirror, its colour flip,
both), their output weights, a linear piece-square part and a tempo.  The
header holds the whole first layer, quantised, in the engine's order:
[piece 0..13 = red K A B N R C P, black k a b n r c p][square = rank * 9 +
file, rank 0 red's back rank][lane]; lane HIDDEN is the linear part.
--no-tempo leaves the fitted tempo out: on game-labels.py's positions the
side to move is always the engine's, so the tempo there measures the
reference's optimism about its own side, not the value of the move."""
import sys
import textwrap

import numpy as np

from net_inputs import NF, PC, PERMS, PM, fidx

Q = 256        # first layer: units of 1/256
OUT_Q = 64     # output weights: 1/64 cp per unit of the clipped activation
LIN_Q = 8      # linear lane: 1/8 cp
LANES = 72     # XQ_VEC_LANES

args = sys.argv[1:]
no_tempo = args[:1] == ['--no-tempo']
if no_tempo:
    args = args[1:]
m = np.load(args[0])
Wf, b1f, w2f, linf, ws = m['Wf'], m['b1f'], m['w2f'], m['linf'], float(m['ws'][0])
G = Wf.shape[1]
H = 4 * G
assert H + 1 <= LANES


wq = np.round(Wf * Q).astype(np.int64)
W1 = np.concatenate([wq[q] for q in PERMS], 1)[:NF]          # exact permutations
b1 = np.tile(np.round(b1f * Q).astype(np.int64), 4)
w2q = np.round(w2f * 10 * OUT_Q).astype(np.int64)
w2 = np.concatenate([w2q, w2q, -w2q, -w2q])
lq = np.round(linf * LIN_Q).astype(np.int64)
lin = (lq[PERMS[0]] + lq[PM] - lq[PC] - lq[PM[PC]])[:NF]          # exactly symmetric
tempo = 0 if no_tempo else int(round(ws))

# Each lane must stay within 16 bits for any 32 pieces on the board.
for j in range(H):
    top = np.sort(np.abs(W1[:, j]))[-32:].sum() + abs(b1[j])
    assert top < 32767, (j, top)
assert np.sort(np.abs(lin))[-32:].sum() < 32767
# The output sum stays within 32 bits: clip at 8 (8 * Q).
assert 8 * Q * np.abs(w2).sum() < 2 ** 31

out = open(args[1], 'w')
comment = args[2] if len(args) > 2 else ''
out.write('''/* xq-eval-net.h — the evaluation network's weights (written by
 * tools/eval-tuning/write_net.py; do not edit)
 * %s
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stdint.h>

#define NET_HIDDEN %d
#define NET_Q %d          /* first layer: 1/NET_Q */
#define NET_OUT_Q %d      /* output: 1/NET_OUT_Q cp per 1/NET_Q of activation */
#define NET_LIN_Q %d       /* linear lane: 1/NET_LIN_Q cp */
#define NET_CLIP (8 * NET_Q)
#define NET_TEMPO %d       /* cp for the side to move */

/* [red K A B N R C P, black k a b n r c p][rank * 9 + file][lane] */
static const int16_t NET_W1[14][90][NET_HIDDEN + 1] = {
''' % ('\n * '.join(textwrap.wrap(comment, 72)), H, Q, OUT_Q, LIN_Q, tempo))
for k in range(14):
    out.write('  {\n')
    for rank in range(10):
        r = 9 - rank
        for f in range(9):
            i = fidx(k, r, f)
            vals = list(W1[i]) + [lin[i]]
            out.write('    { ' + ','.join(str(int(v)) for v in vals) + ' },\n')
    out.write('  },\n')
out.write('};\n\nstatic const int16_t NET_B1[NET_HIDDEN] = { %s };\n' % ','.join(str(int(v)) for v in b1))
out.write('\nstatic const int16_t NET_W2[NET_HIDDEN] = { %s };\n' % ','.join(str(int(v)) for v in w2))
