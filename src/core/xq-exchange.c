/* xq-exchange.c — static exchange evaluation on a scratch copy of the board
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One body serves both kinds of exchange (xq-exchange.h): the legality
 * test is a parameter that the compiler folds away where it is false, so
 * the search's exchanges pay nothing for it.
 */
#include "xq-exchange.h"
#include "xq-lines.h"
#include "xq-tables.h"

#include <string.h>

/* Exchanges never go deeper than this (32 pieces take part at most). */
#define MAX_EXCHANGE_DEPTH 39

/* None, king, advisor, elephant, horse, chariot, cannon, soldier; a
 * crossed soldier. */
const XqExchangeValues xq_rule_values = { { 0, 1000, 2, 2, 5, 10, 5, 1 }, 2 };

static inline bool
in_palace (int file, int rank, int color)
{
  return file >= 3 && file <= 5
         && (color == XQ_RED ? rank >= 0 && rank <= 2 : rank >= 7 && rank <= 9);
}

static inline bool
on_board (int file, int rank)
{
  return file >= 0 && file < XQ_FILES && rank >= 0 && rank < XQ_RANKS;
}

/* The exchange's scratch board, with occupancy masks that match it, the
 * kings (kept for the legality test only) and the values by kind. */
typedef struct
{
  XqPiece board[XQ_SQUARES];
  uint16_t rank_occ[XQ_RANKS];
  uint16_t file_occ[XQ_FILES];
  uint8_t king[2];
  const int *kind_value;
} Scratch;

/* Flips the occupancy of @sq (after it was emptied or filled). */
static inline void
flip (Scratch *s, int sq)
{
  xq_occ_flip (s->rank_occ, s->file_occ, sq);
}

/* Whether the piece of @color on @a may take on @sq: always without
 * @legal, else when its king is not left attacked. */
static inline __attribute__ ((always_inline)) bool
takes (Scratch *s, int a, int sq, int color, bool legal)
{
  if (!legal)
    return true;
  XqPiece *board = s->board;
  XqPiece mover = board[a], there = board[sq];
  int king = XQ_PIECE_KIND (mover) == XQ_KING ? sq : s->king[color];
  if (king == XQ_NO_SQUARE)
    return true;
  board[sq] = mover;
  board[a] = XQ_EMPTY;
  bool safe = !xq_board_square_attacked (board, king, xq_color_other ((XqColor) color));
  board[a] = mover;
  board[sq] = there;
  return safe;
}

/* Keeps @a as the cheapest attacker of @sq found so far when its piece is
 * cheaper (and, with @legal, may take).  Never a soldier: those are taken
 * before anything is compared. */
static inline __attribute__ ((always_inline)) void
consider (Scratch *s, int a, int sq, int color, bool legal, int *best_sq, int *best_value)
{
  int v = s->kind_value[XQ_PIECE_KIND (s->board[a])];
  if (v < *best_value && takes (s, a, sq, color, legal))
    {
      *best_value = v;
      *best_sq = a;
    }
}

/* The square of the least valuable piece of @color attacking @sq on
 * @s's board (that may take, with @legal), or -1. */
static inline __attribute__ ((always_inline)) int
least_attacker (Scratch *s, int sq, int color, bool legal)
{
  const XqPiece *board = s->board;
  int f = xq_square_file (sq), r = xq_square_rank (sq);
  int best_sq = -1, best_value = 1 << 30;
  const XqPiece pawn = XQ_PIECE (color, XQ_PAWN);

  /* Soldiers: from behind, and from the sides once across the river. */
  int back = color == XQ_RED ? r - 1 : r + 1;
  if (back >= 0 && back < XQ_RANKS && board[XQ_SQ (f, back)] == pawn
      && takes (s, XQ_SQ (f, back), sq, color, legal))
    return XQ_SQ (f, back);
  if (!xq_square_on_own_side (sq, (XqColor) color))
    {
      if (f > 0 && board[sq - 1] == pawn && takes (s, sq - 1, sq, color, legal))
        return sq - 1;
      if (f < XQ_FILES - 1 && board[sq + 1] == pawn && takes (s, sq + 1, sq, color, legal))
        return sq + 1;
    }

  /* Advisors: inside their palace only. */
  if (in_palace (f, r, color))
    {
      const XqPiece adv = XQ_PIECE (color, XQ_ADVISOR);
      for (int dr = -1; dr <= 1; dr += 2)
        for (int df = -1; df <= 1; df += 2)
          if (in_palace (f + df, r + dr, color) && board[XQ_SQ (f + df, r + dr)] == adv
              && takes (s, XQ_SQ (f + df, r + dr), sq, color, legal))
            return XQ_SQ (f + df, r + dr);
    }

  /* Elephants: on their own side, eye empty. */
  if (xq_square_on_own_side (sq, (XqColor) color))
    {
      const XqPiece ele = XQ_PIECE (color, XQ_ELEPHANT);
      for (int dr = -2; dr <= 2; dr += 4)
        for (int df = -2; df <= 2; df += 4)
          {
            int ef = f + df, er = r + dr;
            if (on_board (ef, er) && board[XQ_SQ (ef, er)] == ele
                && xq_square_on_own_side (XQ_SQ (ef, er), (XqColor) color)
                && board[XQ_SQ (f + df / 2, r + dr / 2)] == XQ_EMPTY
                && takes (s, XQ_SQ (ef, er), sq, color, legal))
              return XQ_SQ (ef, er);
          }
    }

  /* Horses: the first one found whose leg is empty. */
  {
    const XqTables *t = &xq_tables;
    const XqPiece horse = XQ_PIECE (color, XQ_HORSE);
    for (int i = 0; i < t->horse_src_n[sq]; i++)
      if (board[t->horse_src[sq][i]] == horse && board[t->horse_src_leg[sq][i]] == XQ_EMPTY
          && takes (s, t->horse_src[sq][i], sq, color, legal))
        {
          consider (s, t->horse_src[sq][i], sq, color, false, &best_sq, &best_value);
          break;
        }
  }

  /* Lines: the first piece may be a chariot (or the king next to the point,
   * inside its palace); the second one a cannon.  East, west, north, south:
   * among equal attackers the first found is taken. */
  const XqLineView *rv = xq_rank_view (s->rank_occ, sq);
  const XqLineView *fv = xq_file_view (s->file_occ, sq);
  for (int k = 0; k < 4; k++)
    {
      /* East, west (the rank), north, south (the file). */
      const XqLineView *v = k < 2 ? rv : fv;
      int d = k == 0 || k == 2;
      int at = k < 2 ? f : r;
      int first = v->first[d];
      if (first == XQ_NO_SQUARE)
        continue;
      int first_sq = k < 2 ? sq - f + first : f + 9 * first;
      XqPiece p = board[first_sq];
      if (XQ_PIECE_COLOR (p) == color)
        {
          XqKind kind = XQ_PIECE_KIND (p);
          if (kind == XQ_ROOK
              || (kind == XQ_KING && (first == at - 1 || first == at + 1) && in_palace (f, r, color)))
            consider (s, first_sq, sq, color, legal, &best_sq, &best_value);
        }
      int second = v->second[d];
      if (second == XQ_NO_SQUARE)
        continue;
      int second_sq = k < 2 ? sq - f + second : f + 9 * second;
      if (board[second_sq] == XQ_PIECE (color, XQ_CANNON))
        consider (s, second_sq, sq, color, legal, &best_sq, &best_value);
    }
  return best_sq;
}

static inline __attribute__ ((always_inline)) int
exchange (const XqPosition *pos, XqMove m, const XqExchangeValues *values, bool legal)
{
  int from = XQ_MOVE_FROM (m), to = XQ_MOVE_TO (m);
  Scratch s;
  XqPiece *board = s.board;
  int gain[MAX_EXCHANGE_DEPTH + 1];
  memcpy (board, pos->board, sizeof s.board);
  memcpy (s.rank_occ, pos->rank_occ, sizeof s.rank_occ);
  memcpy (s.file_occ, pos->file_occ, sizeof s.file_occ);
  s.kind_value = values->kind;
  if (legal)
    {
      s.king[XQ_RED] = pos->king[XQ_RED];
      s.king[XQ_BLACK] = pos->king[XQ_BLACK];
      if (XQ_PIECE_KIND (board[from]) == XQ_KING)
        s.king[pos->side] = (uint8_t) to;
    }

  /* Every piece is valued standing on @to, where it may be taken. */
  gain[0] = xq_exchange_value (values, board[to], to);
  int on_square = xq_exchange_value (values, board[from], to);
  if (board[to] == XQ_EMPTY)
    flip (&s, to);
  board[to] = board[from];
  board[from] = XQ_EMPTY;
  flip (&s, from);
  int side = pos->side ^ 1;
  int d = 0;
  while (d < MAX_EXCHANGE_DEPTH)
    {
      int a = least_attacker (&s, to, side, legal);
      if (a < 0)
        break;
      if (XQ_PIECE_KIND (board[a]) == XQ_KING)
        {
          if (!legal)
            {
              /* The king takes only when nothing takes it back (a legal
               * capture by the king already says so). */
              XqPiece king = board[a];
              XqPiece there = board[to];
              board[a] = XQ_EMPTY;
              flip (&s, a);
              board[to] = king;
              bool recapture = least_attacker (&s, to, side ^ 1, false) >= 0;
              board[a] = king;
              flip (&s, a);
              board[to] = there;
              if (recapture)
                break;
            }
          else
            s.king[side] = (uint8_t) to;
        }
      d++;
      gain[d] = on_square - gain[d - 1];
      on_square = xq_exchange_value (values, board[a], to);
      board[to] = board[a];
      board[a] = XQ_EMPTY;
      flip (&s, a);
      side ^= 1;
    }
  while (d > 0)
    {
      /* The side that took at step d may also stop before it. */
      if (-gain[d - 1] < gain[d])
        gain[d - 1] = -gain[d];
      d--;
    }
  return gain[0];
}

int
xq_exchange (const XqPosition *pos, XqMove m, const XqExchangeValues *values,
             XqExchangeFlags flags)
{
  if (flags & XQ_EXCHANGE_LEGAL)
    return exchange (pos, m, values, true);
  return exchange (pos, m, values, false);
}
