#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fits the evaluation's network to what the linear evaluation leaves of a
reference engine's static evaluation.

usage: net.py G EPOCHS A.lab[,B.lab…] OUT.npz

Each A.lab ("FEN;SCORE", SCORE for red in pawns, from label.py) needs an
A.our beside it: the engine's score without its network, as score.c prints
it.  The network: the 14 × 90 piece-on-point inputs, 4G clipped linear
units (clipped at 8) and one output, plus a linear piece-square part and a
tempo, trained on SCORE × 100 − our score (clipped to ±600 cp) by Adam on
minibatches, 10 % of the positions held out.  The units come in groups of
four — a unit, its left-right mirror, its colour flip (output weight
negated), both — so the network is exactly symmetric as the evaluation must
be; only G units are free.  Positions scaled by endgame knowledge are left
out.  write_net.py turns OUT.npz into src/engine/xq-eval-net.h.
(numpy: run it with /usr/bin/python3 on Debian.)"""
import sys

import numpy as np

from net_inputs import NF, PERMS, SIGN, fidx

G = int(sys.argv[1])
H = 4 * G
EPOCHS = int(sys.argv[2])
files = sys.argv[3].split(',')
OUT = sys.argv[4]
KIND = {c: i for i, c in enumerate('KABNRCPkabnrcp')}
CLIP = 8.0


def features(fen):
    idx = []
    for r, row in enumerate(fen.split()[0].split('/')):
        f = 0
        for c in row:
            if c.isdigit():
                f += int(c)
            else:
                idx.append(fidx(KIND[c], r, f))
                f += 1
    return idx, 1.0 if fen.split()[1] == 'w' else -1.0


X, Y, S, P = [], [], [], []
for fn in files:
    labs = [line.rstrip('\n').split(';') for line in open(fn)]
    ours = [line.split() for line in open(fn[:-4] + '.our')]
    assert len(labs) == len(ours), fn
    for (fen, lab), o in zip(labs, ours):
        if o[0] == 'x' or o[2] != '0':
            continue
        idx, stm = features(fen)
        X.append(idx + [NF] * (33 - len(idx)))   # NF: padding, weight 0
        Y.append(float(lab) * 100 - int(o[0]))
        S.append(stm)
        P.append(int(o[1]))
X = np.array(X, dtype=np.int64)
Y = np.clip(np.array(Y), -600, 600)
S = np.array(S)
P = np.array(P)
n = len(Y)
rng = np.random.default_rng(1)
perm = rng.permutation(n)
te, tr = perm[:n // 10], perm[n // 10:]
print('positions', n, 'residual sd %.1f (held out: %.1f)' % (Y.std(), Y[te].std()), flush=True)

p = {'Wf': rng.normal(0, 0.1, (NF + 1, G)), 'b1f': np.zeros(G), 'w2f': rng.normal(0, 0.1, G),
     'linf': np.zeros(NF + 1), 'ws': np.zeros(1)}
p['Wf'][NF] = 0


def forward(ix, s):
    W1 = np.concatenate([p['Wf'][q] for q in PERMS], 1)
    lin = sum(sg * p['linf'][q] for sg, q in zip(SIGN, PERMS))
    w2 = np.concatenate([sg * p['w2f'] for sg in SIGN])
    hp = W1[ix].sum(1) + np.tile(p['b1f'], 4)
    h = np.clip(hp, 0, CLIP)
    return lin[ix].sum(1) + p['ws'][0] * s + h @ w2 * 10, hp, h, w2


m = {k: np.zeros_like(v) for k, v in p.items()}
v = {k: np.zeros_like(v) for k, v in p.items()}
lr, B, t = 0.002, 256, 0
LR = {'linf': 0.2, 'ws': 0.2}
for ep in range(EPOCHS):
    rng.shuffle(tr)
    for k in range(0, len(tr) - B + 1, B):
        bi = tr[k:k + B]
        ix, s = X[bi], S[bi]
        out, hp, h, w2 = forward(ix, s)
        d = 2 * (out - Y[bi]) / B
        g = {}
        gl = np.zeros(NF + 1)
        np.add.at(gl, ix, np.repeat(d[:, None], ix.shape[1], 1))
        g['linf'] = sum(sg * gl[q] for sg, q in zip(SIGN, PERMS))
        g['ws'] = np.array([(d * s).sum()])
        gw2 = h.T @ d * 10
        g['w2f'] = sum(SIGN[i] * gw2[i * G:(i + 1) * G] for i in range(4))
        dh = np.outer(d, w2 * 10) * ((hp > 0) & (hp < CLIP))
        gb = dh.sum(0)
        g['b1f'] = sum(gb[i * G:(i + 1) * G] for i in range(4))
        gW = np.zeros((NF + 1, H))
        np.add.at(gW, ix.ravel(), np.repeat(dh, ix.shape[1], 0))
        g['Wf'] = sum(gW[PERMS[i], i * G:(i + 1) * G] for i in range(4))
        g['Wf'][NF] = 0
        g['linf'][NF] = 0
        t += 1
        for kk in p:
            gg = g[kk] + 1e-5 * p[kk]
            m[kk] = 0.9 * m[kk] + 0.1 * gg
            v[kk] = 0.999 * v[kk] + 0.001 * gg * gg
            p[kk] -= LR.get(kk, lr) * (m[kk] / (1 - 0.9 ** t)) / (np.sqrt(v[kk] / (1 - 0.999 ** t)) + 1e-8)
    rt = Y[te] - forward(X[te], S[te])[0]
    mid = (P[te] < 28) & (P[te] >= 12)
    print('epoch %d: held-out residual %.1f cp (opening %.1f, middlegame %.1f, endgame %.1f)'
          % (ep, rt.std(), rt[P[te] >= 28].std(), rt[mid].std(), rt[P[te] < 12].std()), flush=True)
    if ep in (EPOCHS // 2, 3 * EPOCHS // 4):
        lr /= 3
    np.savez(OUT, **p)
