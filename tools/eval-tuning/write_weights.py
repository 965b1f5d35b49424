#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes src/engine/xq-eval-weights.h from two weight vectors (middlegame,
endgame), one integer per feature in the order of xq-eval.h."""
import sys

KINDS = ["king", "advisor", "elephant", "horse", "chariot", "cannon", "soldier"]
N_PST = 7 * 50
ROOK_MOB, HORSE_MOB, CANNON_MOB = N_PST, N_PST + 18, N_PST + 27
ATTACK = CANNON_MOB + 18
SINGLE = ["chariot on the king's open file", "cannon facing the king, no screen",
          "cannon on the king's file, one screen", "missing advisor x enemy force",
          "missing elephant x enemy force", "both advisors", "both elephants"]
IMBALANCE = ATTACK + 16 + len(SINGLE)
TEMPO = IMBALANCE + 36
N = TEMPO + 1


def table(out, name, w):
    out.append("static const int16_t %s[XQ_EVAL_N_FEATURES] = {" % name)
    for k, kind in enumerate(KINDS):
        out.append("  /* %s: ranks from its own back rank, files a..e (e = centre) */" % kind)
        for r in range(10):
            row = w[k * 50 + r * 5: k * 50 + r * 5 + 5]
            out.append("  " + ", ".join("%5d" % v for v in row) + ",")
    for name2, start, n in (("chariot mobility 0..17", ROOK_MOB, 18), ("horse mobility 0..8", HORSE_MOB, 9),
                            ("cannon mobility 0..17", CANNON_MOB, 18),
                            ("enemy attack units near the palace 0..15", ATTACK, 16)):
        out.append("  /* %s */" % name2)
        out.append("  " + ", ".join("%d" % v for v in w[start:start + n]) + ",")
    for i, s in enumerate(SINGLE):
        out.append("  %d, /* %s */" % (w[ATTACK + 16 + i], s))
    out.append("  /* imbalance: counts of advisor, elephant, horse, chariot, cannon, soldier;")
    out.append("   * row i, column j: ours i x ours j (j >= i), ours i x theirs j (j < i) */")
    for i in range(6):
        out.append("  " + ", ".join("%d" % v for v in w[IMBALANCE + 6 * i:IMBALANCE + 6 * i + 6]) + ",")
    out.append("  %d, /* tempo */" % w[TEMPO])
    out.append("};")


def write(path, wmg, weg, values, comment):
    assert len(wmg) == N and len(weg) == N
    out = ["/* xq-eval-weights.h — the evaluation's fitted weights (centipawns)",
           " *",
           " * Copyright 2026 The Xiangqi developers",
           " * SPDX-License-Identifier: GPL-3.0-or-later",
           " *",
           " * Written by tools/eval-tuning/write_weights.py; " + comment,
           " * Included only by xq-eval.c.  The piece-square tables hold the material",
           " * too: a piece's value is its entry for the point it stands on.",
           " */",
           "#pragma once",
           "",
           "/* Material for move ordering and exchange tests (none, king, advisor,",
           " * elephant, horse, chariot, cannon, soldier). */",
           "static const int EVAL_PIECE_VALUE[XQ_N_KINDS] = { " + ", ".join(str(v) for v in values) + " };",
           ""]
    table(out, "EVAL_WEIGHT_MG", wmg)
    out.append("")
    table(out, "EVAL_WEIGHT_EG", weg)
    out.append("")
    open(path, "w").write("\n".join(out))


if __name__ == "__main__":
    # Bootstrap: material only.
    mg = [0] * N
    eg = [0] * N
    vmg = [0, 0, 170, 170, 400, 900, 430, 60]
    veg = [0, 0, 150, 150, 430, 950, 400, 90]
    for k in range(7):
        for i in range(50):
            mg[k * 50 + i] = vmg[k + 1]
            eg[k * 50 + i] = veg[k + 1]
    write(sys.argv[1], mg, eg, vmg, "bootstrap (material only)")
