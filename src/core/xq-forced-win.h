/* xq-forced-win.h — proof of a short forced win by trying every defence
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C11.  A full-width search over the legal moves, without pruning or
 * evaluation: what it says is a proof, not an estimate, and its cost grows
 * exponentially with @moves (a few moves at most).  A side that is left
 * without a legal move has lost, mated or stalemated (RULES §3).  @pos is
 * changed while searching and given back as it was.
 */
#pragma once

#include "xq-position.h"

/* Whether the side to move can force, within @moves of its own moves, a
 * position where the other side has no legal move. */
bool xq_position_forces_win (XqPosition *pos, int moves);
/* Whether the side to move loses within @moves moves of the other side,
 * whatever it plays (with @moves 0: it has no legal move now). */
bool xq_position_loses_within (XqPosition *pos, int moves);
