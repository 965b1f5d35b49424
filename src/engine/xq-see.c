/* xq-see.c — the search's static exchange evaluation: core's exchange
 * evaluator with the search's exchange values
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-see.h"
#include "xq-exchange.h"

/* The search's exchange values: a soldier is 100, crossed or not, and the
 * king is worth more than anything it could win.  Round values of their
 * own, apart from the fitted material that orders captures
 * (xq_eval_piece_value ()) and from the rule book's values for chases
 * (xq_rule_values); changing them changes the search.  By XqKind, then a
 * crossed soldier. */
static const XqExchangeValues SEE_VALUES = { { 0, 20000, 200, 200, 400, 900, 450, 100 }, 100 };

int
xq_see (const XqPosition *pos, XqMove m)
{
  return xq_exchange (pos, m, &SEE_VALUES, XQ_EXCHANGE_PSEUDO);
}

bool
xq_see_ge (const XqPosition *pos, XqMove m, int threshold)
{
  int victim = SEE_VALUES.kind[XQ_PIECE_KIND (pos->board[XQ_MOVE_TO (m)])];
  if (victim < threshold)
    return false; /* the most it can win */
  if (victim - SEE_VALUES.kind[XQ_PIECE_KIND (pos->board[XQ_MOVE_FROM (m)])] >= threshold)
    return true;  /* even losing the mover keeps the threshold */
  return xq_see (pos, m) >= threshold;
}
