/* xq-check-series.c — searches by consecutive checks: mate, or a piece won
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * See xq-check-series.h.  Both searches deepen one check at a time, so the
 * shortest series is found first and a short answer never waits behind a
 * long refutation; every move made costs one node of the budget.
 */
#include "xq-check-series.h"
#include "xq-exchange.h"
#include "xq-movegen.h"

static bool
spend (XqCheckBudget *budget)
{
  if (budget->left == 0)
    return false;
  budget->left--;
  return true;
}

static int
value_on (const XqPosition *pos, int sq)
{
  return xq_exchange_value (&xq_rule_values, pos->board[sq], sq);
}

/* The legal moves of the side to move that may give check (those that
 * certainly do not are left out; the caller tests the others after making
 * them).  Returns how many were written to @out (XQ_MAX_MOVES long). */
static size_t
checking_candidates (const XqPosition *pos, XqMove *out)
{
  XqMove moves[XQ_MAX_MOVES];
  size_t n = xq_generate_pseudo (pos, moves, XQ_MAX_MOVES), k = 0;
  bool in_check = xq_position_in_check (pos);

  for (size_t i = 0; i < n; i++)
    if (!xq_position_cannot_check (pos, moves[i])
        && xq_move_is_legal_fast (pos, moves[i], in_check))
      out[k++] = moves[i];
  return k;
}

static bool defender_mated (XqPosition *pos, int checks, XqCheckBudget *budget);

/* The attacker to move: a check after which the defender is mated with at
 * most @checks - 1 further checks. */
static bool
mate_node (XqPosition *pos, int checks, XqCheckBudget *budget)
{
  XqMove moves[XQ_MAX_MOVES];
  size_t n = checking_candidates (pos, moves);

  for (size_t i = 0; i < n; i++)
    {
      XqUndo u;
      bool mate = false;
      if (!spend (budget))
        return false;
      xq_position_make_move (pos, moves[i], &u);
      if (xq_position_gave_check (pos, moves[i]))
        mate = defender_mated (pos, checks - 1, budget);
      xq_position_unmake_move (pos, &u);
      if (mate)
        return true;
    }
  return false;
}

/* The defender in check to move: every reply loses to the next checks. */
static bool
defender_mated (XqPosition *pos, int checks, XqCheckBudget *budget)
{
  XqMove replies[XQ_MAX_MOVES];

  if (checks == 0)
    return !xq_position_has_legal_move (pos);
  size_t n = xq_generate_legal (pos, replies, XQ_MAX_MOVES);
  if (n == 0)
    return true;
  for (size_t i = 0; i < n; i++)
    {
      XqUndo u;
      if (!spend (budget))
        return false;
      xq_position_make_move (pos, replies[i], &u);
      bool mated = mate_node (pos, checks, budget);
      xq_position_unmake_move (pos, &u);
      if (!mated)
        return false;
    }
  return true;
}

bool
xq_mate_by_checks (XqPosition *pos, int max_checks, XqCheckBudget *budget)
{
  if (xq_position_king (pos, xq_color_other ((XqColor) pos->side)) == XQ_NO_SQUARE)
    return false;
  for (int depth = 1; depth <= max_checks; depth++)
    if (mate_node (pos, depth, budget))
      return true;
  return false;
}

static bool defender_loses (XqPosition *pos, int target, int balance, int checks,
                            XqCheckBudget *budget);

/* A capture of the side to move that ends the series with a gain: the
 * piece has value (§25.3), the capturer is not the king (§27.1: the king's
 * own attacks are idle) and the exchange, added to @balance, wins. */
static bool
winning_capture (XqPosition *pos, int target, int balance)
{
  XqMove caps[XQ_MAX_MOVES];
  size_t n = xq_generate_captures (pos, caps, XQ_MAX_MOVES);
  bool in_check = xq_position_in_check (pos);

  for (size_t i = 0; i < n; i++)
    {
      int to = XQ_MOVE_TO (caps[i]);
      XqPiece v = pos->board[to];
      if ((target >= 0 && to != target)
          || XQ_PIECE_KIND (pos->board[XQ_MOVE_FROM (caps[i])]) == XQ_KING)
        continue;
      if (XQ_PIECE_KIND (v) == XQ_KING
          || (XQ_PIECE_KIND (v) == XQ_PAWN
              && xq_square_on_own_side (to, (XqColor) XQ_PIECE_COLOR (v))))
        continue;
      if (!xq_move_is_legal_fast (pos, caps[i], in_check))
        continue;
      if (balance + xq_exchange (pos, caps[i], &xq_rule_values, XQ_EXCHANGE_LEGAL) > 0)
        return true;
    }
  return false;
}

/* The attacker to move, @balance ahead in material taken since the series
 * began: a winning capture (after the first check), or a check after which
 * every defence loses.  *@checker (when not NULL) gets the first check's
 * square. */
static bool
win_node (XqPosition *pos, int target, int balance, int checks, bool may_take,
          XqCheckBudget *budget, int *checker)
{
  XqMove moves[XQ_MAX_MOVES];

  if (may_take && winning_capture (pos, target, balance))
    return true;
  if (checks == 0)
    return false;

  size_t n = checking_candidates (pos, moves);
  for (size_t i = 0; i < n; i++)
    {
      int from = XQ_MOVE_FROM (moves[i]), to = XQ_MOVE_TO (moves[i]);
      XqUndo u;
      bool won = false;
      /* Taking the target with check is a capture, judged by its exchange
       * above (or, first of all, by the chase rules without checks). */
      if (to == target)
        continue;
      if (!spend (budget))
        return false;
      int gain = value_on (pos, to);
      xq_position_make_move (pos, moves[i], &u);
      if (xq_position_gave_check (pos, moves[i]))
        won = defender_loses (pos, target, balance + gain, checks - 1, budget);
      xq_position_unmake_move (pos, &u);
      if (won)
        {
          if (checker != NULL)
            *checker = from;
          return true;
        }
    }
  return false;
}

/* The defender in check to move: every reply (the target followed when it
 * moves) leaves the attacker a win. */
static bool
defender_loses (XqPosition *pos, int target, int balance, int checks, XqCheckBudget *budget)
{
  XqMove replies[XQ_MAX_MOVES];
  size_t n = xq_generate_legal (pos, replies, XQ_MAX_MOVES);

  if (n == 0)
    return true;
  for (size_t i = 0; i < n; i++)
    {
      int from = XQ_MOVE_FROM (replies[i]), to = XQ_MOVE_TO (replies[i]);
      XqUndo u;
      if (!spend (budget))
        return false;
      int loss = value_on (pos, to);
      xq_position_make_move (pos, replies[i], &u);
      bool lost = win_node (pos, from == target ? to : target, balance - loss, checks, true,
                            budget, NULL);
      xq_position_unmake_move (pos, &u);
      if (!lost)
        return false;
    }
  return true;
}

bool
xq_win_by_checks (XqPosition *pos, int target, int max_checks, XqCheckBudget *budget,
                  int *checker)
{
  if (xq_position_king (pos, xq_color_other ((XqColor) pos->side)) == XQ_NO_SQUARE)
    return false;
  for (int depth = 1; depth <= max_checks; depth++)
    if (win_node (pos, target, 0, depth, false, budget, checker))
      return true;
  return false;
}
