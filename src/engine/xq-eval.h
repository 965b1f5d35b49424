/* xq-eval.h — static evaluation of a position
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C11.  Scores are centipawns (a soldier before the river = 100) from
 * the point of view of the side to move.
 */
#pragma once

#include "xq-position.h"

/* Builds the piece-square tables.  Idempotent and thread-safe; the other
 * functions call it as needed. */
void xq_eval_init (void);

/* Static score of @pos for the side to move. */
int xq_evaluate (const XqPosition *pos);

/* Material value of a piece kind, for move ordering and exchange tests. */
int xq_eval_piece_value (XqKind kind);
