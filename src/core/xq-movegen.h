/* xq-movegen.h — move generation and legality (RULES §2, §3)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "xq-position.h"

/* Pseudo-legal moves of the side to move (piece rules of §2 only; the mover's
 * king may be left attacked).  Returns the number written, at most @cap. */
size_t xq_generate_pseudo (const XqPosition *pos, XqMove *out, size_t cap);
/* Pseudo-legal captures only (for quiescence search). */
size_t xq_generate_captures (const XqPosition *pos, XqMove *out, size_t cap);
/* Legal moves: pseudo-legal moves that leave neither the own king attacked
 * nor the kings facing (§2.2). */
size_t xq_generate_legal (const XqPosition *pos, XqMove *out, size_t cap);

/* True when @m (pseudo-legal for this position) does not leave the mover's
 * king attacked.  @in_check: whether the side to move is in check now (it
 * must be exact: the test relies on it both ways). */
bool xq_move_is_legal_fast (const XqPosition *pos, XqMove m, bool in_check);
/* Full check of any move value, without generating all moves: a piece of the
 * side to move on from, a move its kind may make, and legal. */
bool xq_position_is_legal_move (const XqPosition *pos, XqMove m);
/* Same without the king-safety test. */
bool xq_position_is_pseudo_move (const XqPosition *pos, XqMove m);

/* True when the side to move has at least one legal move. */
bool xq_position_has_legal_move (const XqPosition *pos);

typedef enum
{
  XQ_STATE_ONGOING = 0,
  XQ_STATE_CHECKMATE, /* side to move is mated: it loses (§3, §4.1.1) */
  XQ_STATE_STALEMATE  /* side to move has no move: it loses (§3, §4.1.3) */
} XqMateState;

XqMateState xq_position_mate_state (const XqPosition *pos);

/* The points a horse on @sq reaches on an empty board, in @to, and the leg
 * each needs empty (§2 蹩马腿), in @leg; both hold up to 8.  Returns how
 * many. */
int xq_horse_steps (int sq, uint8_t *to, uint8_t *leg);

/* Leaf node count (for move generator tests and benchmarks). */
uint64_t xq_perft (XqPosition *pos, int depth);
