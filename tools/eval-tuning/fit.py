#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Least-squares fit of the evaluation weights to labelled positions.

usage: fit.py DATA.bin[,DATA2.bin...] SCALE LAMBDA OUT.h [COMMENT]

DATA.bin comes from extract (features, phase, label in pawns for red).  The
label times SCALE is the target in centipawns.  Ridge regression pulls each
weight towards a prior (the material-only bootstrap for piece-square
entries, zero for the rest) with strength LAMBDA, so points a piece rarely
stands on keep its plain material value."""
import os
import sys
import numpy as np
import write_weights as ww

N = ww.N
rec = np.dtype([("c", "<i2", (N,)), ("phase", "<i2"), ("label", "<f4")])
data = np.concatenate([np.fromfile(p, dtype=rec) for p in sys.argv[1].split(",")])
scale, lam = float(sys.argv[2]), float(sys.argv[3])
c = data["c"].astype(np.float64)
ph = data["phase"].astype(np.float64)[:, None] / 32.0
y = data["label"].astype(np.float64) * scale
keep = np.abs(y) < 2000
c, ph, y = c[keep], ph[keep], y[keep]
if os.environ.get("NO_IMBALANCE"):  # for A/B tests: fit without those terms
    c[:, ww.IMBALANCE:ww.TEMPO] = 0
X = np.hstack([c * ph, c * (1 - ph)])
prior = np.zeros(2 * N)
vmg = [0, 0, 170, 170, 400, 900, 430, 60]
veg = [0, 0, 150, 150, 430, 950, 400, 90]
for k in range(7):
    prior[k * 50:(k + 1) * 50] = vmg[k + 1]
    prior[N + k * 50:N + (k + 1) * 50] = veg[k + 1]
A = X.T @ X + lam * np.eye(2 * N)
b = X.T @ y + lam * prior
w = np.linalg.solve(A, b)
pred = X @ w
res = y - pred
print("positions %d  target sd %.1f  residual sd %.1f  R2 %.3f" % (len(y), y.std(), res.std(), 1 - res.var() / y.var()))
wi = np.rint(w).astype(int)
wmg, weg = list(wi[:N]), list(wi[N:])
# Material for ordering and exchange tests: what one more piece of a kind
# adds, at the average counts of the data: its piece-square entry averaged
# over where pieces stand, plus the imbalance terms' derivative, blended by
# the average phase.
occ = np.abs(c[:, :7 * 50]).sum(axis=0)
pm = float(ph.mean())
counts = np.zeros(6)  # average count of advisors .. soldiers per side
for k in range(1, 7):
    counts[k - 1] = occ[k * 50:(k + 1) * 50].sum() / (2 * len(y))
values = [0, 0]
for k in range(1, 7):
    o = occ[k * 50:(k + 1) * 50]
    v = 0.0
    for part, wp in ((pm, w[:N]), (1 - pm, w[N:])):
        pst = (wp[k * 50:(k + 1) * 50] * o).sum() / max(o.sum(), 1)
        i = k - 1
        d = 0.0
        for j in range(6):
            if j == i:
                d += 2 * wp[ww.IMBALANCE + i * 6 + i] * counts[i]
            elif j > i:
                d += wp[ww.IMBALANCE + i * 6 + j] * counts[j]
            else:
                d += wp[ww.IMBALANCE + j * 6 + i] * counts[j]
            if j < i:
                d += wp[ww.IMBALANCE + i * 6 + j] * counts[j]
            elif j > i:
                d -= wp[ww.IMBALANCE + j * 6 + i] * counts[j]
        v += part * (pst + d)
    values.append(int(round(v)))
print("piece values (advisor..soldier):", values[2:])
print("tempo mg/eg", wmg[ww.TEMPO], weg[ww.TEMPO])
print("imbalance mg", wmg[ww.IMBALANCE:ww.TEMPO])
print("singles mg", wmg[ww.ATTACK + 16:ww.IMBALANCE], "eg", weg[ww.ATTACK + 16:ww.IMBALANCE])
print("attack mg", wmg[ww.ATTACK:ww.ATTACK + 16])
print("rook mob mg", wmg[ww.ROOK_MOB:ww.ROOK_MOB + 18])
print("horse mob mg", wmg[ww.HORSE_MOB:ww.HORSE_MOB + 9])
print("cannon mob mg", wmg[ww.CANNON_MOB:ww.CANNON_MOB + 18])
ww.write(sys.argv[4], wmg, weg, values, sys.argv[5] if len(sys.argv) > 5 else "fitted")
