# SPDX-License-Identifier: GPL-3.0-or-later
"""The evaluation network's inputs and its symmetry, shared by net.py and
write_net.py: input k * 90 + r * 9 + f is piece kind k (0..13: red K A B N
R C P, black k a b n r c p) on FEN row r (0: black's back rank), file f;
input NF pads a position's list of inputs and has weight 0.  The units come
in groups of four, each the image of the first under PERMS[i] (identity,
left-right mirror, colour flip, both), with output weight times SIGN[i]."""
import numpy as np

NF = 14 * 90


def fidx(k, r, f):
    return k * 90 + r * 9 + f


PM = np.arange(NF + 1)
PC = np.arange(NF + 1)
for _k in range(14):
    for _r in range(10):
        for _f in range(9):
            PM[fidx(_k, _r, _f)] = fidx(_k, _r, 8 - _f)
            PC[fidx(_k, _r, _f)] = fidx((_k + 7) % 14, 9 - _r, _f)
PERMS = [np.arange(NF + 1), PM, PC, PM[PC]]
SIGN = np.array([1, 1, -1, -1.0])
