/* xq-movepick.c — move scoring, killers, counter moves and history, and
 * picking the next move
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-movepick.h"
#include "xq-eval.h"
#include "xq-movegen.h"
#include "xq-see.h"

#include <string.h>

static const int ORDER_TT = 1 << 30;
static const int ORDER_GOOD_CAPTURE = 1 << 26;
static const int ORDER_KILLER = 1 << 24;
static const int ORDER_BAD_CAPTURE = -(1 << 24);
static const int ORDER_QUIESCENCE_CAPTURE = 100000;

/* Moves picked one by one (selection) before the rest is sorted: after
 * the first few, most nodes have cut off or will try them all. */
static const int SELECT_FIRST = 3;

void
xq_move_history_clear (XqMoveHistory *h)
{
  memset (h->history, 0, sizeof h->history);
  memset (h->killers, 0, sizeof h->killers);
  memset (h->counter, 0, sizeof h->counter);
}

void
xq_move_history_age (XqMoveHistory *h)
{
  memset (h->killers, 0, sizeof h->killers);
  for (int p = 0; p < XQ_N_PIECES; p++)
    for (int q = 0; q < XQ_SQUARES; q++)
      h->history[p][q] = (int16_t) (h->history[p][q] / 2);
}

static void
update_history (XqMoveHistory *h, XqPiece p, int to, int bonus)
{
  int16_t *v16 = &h->history[p][to];
  int v = *v16 + bonus - *v16 * (bonus < 0 ? -bonus : bonus) / XQ_HISTORY_MAX;
  if (v > XQ_HISTORY_MAX)
    v = XQ_HISTORY_MAX;
  if (v < -XQ_HISTORY_MAX)
    v = -XQ_HISTORY_MAX;
  *v16 = (int16_t) v;
}

void
xq_move_history_cutoff (XqMoveHistory *h, const XqPosition *pos, int ply, XqMove prev,
                        XqMove m, int depth, const XqMove *quiets, int n_quiets)
{
  if (h->killers[ply][0] != m)
    {
      h->killers[ply][1] = h->killers[ply][0];
      h->killers[ply][0] = m;
    }
  if (prev != XQ_MOVE_NONE)
    h->counter[pos->board[XQ_MOVE_TO (prev)]][XQ_MOVE_TO (prev)] = m;
  int bonus = depth * depth;
  update_history (h, pos->board[XQ_MOVE_FROM (m)], XQ_MOVE_TO (m), bonus);
  for (int q = 0; q < n_quiets; q++)
    update_history (h, pos->board[XQ_MOVE_FROM (quiets[q])], XQ_MOVE_TO (quiets[q]), -bonus);
}

/* Most valuable victim first, then least valuable attacker. */
static inline int
mvv_lva (const XqPosition *pos, XqMove m)
{
  return xq_eval_piece_value (XQ_PIECE_KIND (pos->board[XQ_MOVE_TO (m)])) * 8
         - XQ_PIECE_KIND (pos->board[XQ_MOVE_FROM (m)]);
}

void
xq_move_picker_init (XqMovePicker *mp, const XqPosition *pos, const XqMoveHistory *h,
                     XqMove tt_move, int ply, XqMove prev)
{
  XqMove counter = prev == XQ_MOVE_NONE
                     ? XQ_MOVE_NONE : h->counter[pos->board[XQ_MOVE_TO (prev)]][XQ_MOVE_TO (prev)];
  mp->n = (int) xq_generate_pseudo (pos, mp->moves, XQ_MAX_MOVES);
  mp->next = 0;
  mp->n_select = SELECT_FIRST;
  for (int i = 0; i < mp->n; i++)
    {
      XqMove m = mp->moves[i];
      int *score = &mp->scores[i];
      if (m == tt_move)
        *score = ORDER_TT;
      else if (xq_move_is_capture (pos, m))
        *score = (xq_see_ge (pos, m, 0) ? ORDER_GOOD_CAPTURE : ORDER_BAD_CAPTURE)
                 + mvv_lva (pos, m);
      else if (m == h->killers[ply][0])
        *score = ORDER_KILLER + 1;
      else if (m == h->killers[ply][1])
        *score = ORDER_KILLER;
      else if (m == counter)
        *score = ORDER_KILLER - 1;
      else
        *score = h->history[pos->board[XQ_MOVE_FROM (m)]][XQ_MOVE_TO (m)];
    }
}

void
xq_move_picker_init_quiescence (XqMovePicker *mp, const XqPosition *pos, XqMove tt_move,
                                bool captures_only)
{
  mp->n = (int) (captures_only ? xq_generate_captures (pos, mp->moves, XQ_MAX_MOVES)
                               : xq_generate_pseudo (pos, mp->moves, XQ_MAX_MOVES));
  mp->next = 0;
  mp->n_select = 0;
  for (int i = 0; i < mp->n; i++)
    {
      XqMove m = mp->moves[i];
      mp->scores[i] = m == tt_move ? ORDER_TT
                      : xq_move_is_capture (pos, m) ? mvv_lva (pos, m) + ORDER_QUIESCENCE_CAPTURE
                                                    : 0;
    }
}

/* The first of the best moves left. */
XqMove
_xq_move_picker_select (XqMovePicker *mp)
{
  XqMove *moves = mp->moves;
  int *scores = mp->scores;
  int i = mp->next++, best = i;
  for (int j = i + 1; j < mp->n; j++)
    if (scores[j] > scores[best])
      best = j;
  if (best != i)
    {
      XqMove tm = moves[i];
      moves[i] = moves[best];
      moves[best] = tm;
      int ts = scores[i];
      scores[i] = scores[best];
      scores[best] = ts;
    }
  return moves[i];
}

/* Insertion sort, best first: the lists are short, and after the first
 * picks selection would cost more. */
void
_xq_move_picker_sort (XqMovePicker *mp)
{
  XqMove *moves = mp->moves;
  int *scores = mp->scores;
  int from = mp->next, n = mp->n;
  for (int i = from + 1; i < n; i++)
    {
      XqMove m = moves[i];
      int sc = scores[i], j = i;
      while (j > from && scores[j - 1] < sc)
        {
          moves[j] = moves[j - 1];
          scores[j] = scores[j - 1];
          j--;
        }
      moves[j] = m;
      scores[j] = sc;
    }
}
