/* xq-movepick.h — move ordering: what the search learnt about quiet moves
 * (killers, counter moves, history) and the order it tries moves in
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C11.  The search keeps one XqMoveHistory for its whole life and
 * an XqMovePicker on the stack of each node.
 */
#pragma once

#include "xq-position.h"
#include "xq-search-limits.h"

/* History scores stay within ±XQ_HISTORY_MAX. */
#define XQ_HISTORY_MAX 16000

typedef struct
{
  /* Two quiet moves per ply that caused a cutoff, the latest first. */
  XqMove killers[XQ_SEARCH_MAX_PLY + 2][2];
  /* The quiet reply that refuted a move, by the moved piece and its point. */
  XqMove counter[XQ_N_PIECES][XQ_SQUARES];
  /* How often a piece's quiet move to a point cut off, less how often it
   * was tried before another move that did. */
  int16_t history[XQ_N_PIECES][XQ_SQUARES];
} XqMoveHistory;

/* Forgets everything (a new game). */
void xq_move_history_clear (XqMoveHistory *h);
/* Before a search: forgets the killers and halves the history, so that
 * old games fade. */
void xq_move_history_age (XqMoveHistory *h);
/* The quiet move @m cut off at @ply with @depth to go in @pos (where it is
 * not yet made; @prev is the move that led to @pos, or XQ_MOVE_NONE): it
 * becomes a killer and the counter move of @prev and gains history, which
 * the quiet moves tried before it (@quiets) lose. */
void xq_move_history_cutoff (XqMoveHistory *h, const XqPosition *pos, int ply, XqMove prev,
                             XqMove m, int depth, const XqMove *quiets, int n_quiets);

static inline bool
xq_move_history_is_killer (const XqMoveHistory *h, int ply, XqMove m)
{
  return m == h->killers[ply][0] || m == h->killers[ply][1];
}

/* The moves of a node and their order. */
typedef struct
{
  XqMove moves[XQ_MAX_MOVES];
  int scores[XQ_MAX_MOVES];
  int n;
  int next;
  int n_select;  /* picked one by one before the rest is sorted */
} XqMovePicker;

/* The pseudo-legal moves of @pos for the main search: the hash move
 * @tt_move, captures that do not lose material (MVV-LVA among them), the
 * killers of @ply, the counter move of @prev, the other quiet moves by
 * history, and last the losing captures. */
void xq_move_picker_init (XqMovePicker *mp, const XqPosition *pos, const XqMoveHistory *h,
                          XqMove tt_move, int ply, XqMove prev);
/* The moves of @pos for the quiescence search (captures only when
 * @captures_only, else every pseudo-legal move): @tt_move, then captures
 * by MVV-LVA, then quiet moves. */
void xq_move_picker_init_quiescence (XqMovePicker *mp, const XqPosition *pos, XqMove tt_move,
                                     bool captures_only);
/* For xq_move_picker_next (): brings the best of the moves left to the
 * front and gives it; sorts the moves left. */
XqMove _xq_move_picker_select (XqMovePicker *mp);
void _xq_move_picker_sort (XqMovePicker *mp);

/* The next move to try, or XQ_MOVE_NONE when all were given (inline: the
 * search asks for every move of every node). */
static inline XqMove
xq_move_picker_next (XqMovePicker *mp)
{
  if (mp->next >= mp->n)
    return XQ_MOVE_NONE;
  if (mp->next < mp->n_select)
    return _xq_move_picker_select (mp);
  if (mp->next == mp->n_select)
    _xq_move_picker_sort (mp);
  return mp->moves[mp->next++];
}

static inline bool
xq_move_is_capture (const XqPosition *pos, XqMove m)
{
  return pos->board[XQ_MOVE_TO (m)] != XQ_EMPTY;
}
