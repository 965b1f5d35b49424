/* xq-exchange.h — static exchange evaluation: the captures on one point,
 * least valuable attacker first
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C11.  Plays out the captures on the destination of a move, each
 * side always taking with its least valuable piece and free to stop, and
 * returns the material balance for the side that moves.  Chariots and
 * cannons behind other pieces join in as the pieces in front leave (a
 * cannon's screen may appear or vanish), horse legs and elephant eyes are
 * taken into account, and a king captures only where nothing recaptures.
 * Among attackers of equal value the first in this order takes: soldier
 * (from behind, then from the sides), advisor, elephant, horse, then along
 * the lines east, west, north and south.
 *
 * The values are a parameter: the chase rules weigh pieces as the rule
 * book does (xq_rule_values), the search with its own exchange values
 * (xq-see.h).  No allocation, no global state: the exchange runs on a
 * scratch copy of the board.
 */
#pragma once

#include "xq-position.h"

/* What a piece is worth in an exchange.  The evaluator takes the cheapest
 * soldier, advisor or elephant that attacks without comparing it to the
 * others, so the values must rank them below (or equal to) every other
 * kind: soldier (crossed or not) <= advisor <= elephant <= horse, chariot,
 * cannon, king. */
typedef struct
{
  int kind[XQ_N_KINDS];   /* by XqKind; XQ_KIND_NONE 0 */
  int crossed_soldier;    /* a soldier across the river */
} XqExchangeValues;

/* The rule book's values for chases (RULES §25.3): chariot 10, horse 5,
 * cannon 5, advisor 2, elephant 2, crossed soldier 2, soldier 1, and the
 * king more than anything it could win. */
extern const XqExchangeValues xq_rule_values;

typedef enum
{
  /* Every attacker takes, pins and the facing kings aside. */
  XQ_EXCHANGE_PSEUDO = 0,
  /* Only legal captures: a pinned piece, or one the flying-general rule
   * holds, neither takes nor protects. */
  XQ_EXCHANGE_LEGAL = 1 << 0,
} XqExchangeFlags;

/* The exchange value of @m (a capture or a quiet move, pseudo-legal in
 * @pos; legal with XQ_EXCHANGE_LEGAL) for the side to move: the value of
 * what it takes, less what it then loses, with @m itself forced. */
int xq_exchange (const XqPosition *pos, XqMove m, const XqExchangeValues *values,
                 XqExchangeFlags flags);

/* Value of @piece standing on @sq under @values (0 for an empty point). */
static inline int
xq_exchange_value (const XqExchangeValues *values, XqPiece piece, int sq)
{
  XqKind k = XQ_PIECE_KIND (piece);
  if (k == XQ_PAWN && !xq_square_on_own_side (sq, (XqColor) XQ_PIECE_COLOR (piece)))
    return values->crossed_soldier;
  return values->kind[k];
}
