/* xq-see.c — static exchange evaluation: the captures on one point, least
 * valuable attacker first, on a scratch copy of the board
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-see.h"
#include "xq-tables.h"

#include <string.h>

/* Exchange values: a soldier is 100; the king is worth more than anything
 * it could win. */
static const int SEE_VALUE[XQ_N_KINDS] = { 0, 20000, 200, 200, 400, 900, 450, 100 };

int
xq_see_value (XqKind kind)
{
  return SEE_VALUE[kind];
}

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

/* Keeps @sq as the cheapest attacker found so far when its piece is cheaper. */
static inline void
consider (const XqPiece *board, int sq, int *best_sq, int *best_value)
{
  int v = SEE_VALUE[XQ_PIECE_KIND (board[sq])];
  if (v < *best_value)
    {
      *best_value = v;
      *best_sq = sq;
    }
}

/* The exchange's scratch board, with occupancy masks that match it. */
typedef struct
{
  XqPiece board[XQ_SQUARES];
  uint16_t rank_occ[XQ_RANKS];
  uint16_t file_occ[XQ_FILES];
} Scratch;

/* Flips the occupancy of @sq (after it was emptied or filled). */
static inline void
flip (Scratch *s, int sq)
{
  xq_occ_flip (s->rank_occ, s->file_occ, sq);
}

/* The square of the least valuable piece of @color attacking @sq on
 * @s's board, or -1. */
static int
least_attacker (const Scratch *s, int sq, int color)
{
  const XqPiece *board = s->board;
  int f = xq_square_file (sq), r = xq_square_rank (sq);
  int best_sq = -1, best_value = 1 << 30;
  const XqPiece pawn = XQ_PIECE (color, XQ_PAWN);

  /* Soldiers: from behind, and from the sides once across the river. */
  int back = color == XQ_RED ? r - 1 : r + 1;
  if (back >= 0 && back < XQ_RANKS && board[XQ_SQ (f, back)] == pawn)
    return XQ_SQ (f, back);
  if (!xq_square_on_own_side (sq, (XqColor) color))
    {
      if (f > 0 && board[sq - 1] == pawn)
        return sq - 1;
      if (f < XQ_FILES - 1 && board[sq + 1] == pawn)
        return sq + 1;
    }

  /* Advisors: inside their palace only. */
  if (in_palace (f, r, color))
    {
      const XqPiece adv = XQ_PIECE (color, XQ_ADVISOR);
      for (int dr = -1; dr <= 1; dr += 2)
        for (int df = -1; df <= 1; df += 2)
          if (in_palace (f + df, r + dr, color) && board[XQ_SQ (f + df, r + dr)] == adv)
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
                && board[XQ_SQ (f + df / 2, r + dr / 2)] == XQ_EMPTY)
              return XQ_SQ (ef, er);
          }
    }

  /* Horses: the first one found whose leg is empty. */
  {
    const XqTables *t = &xq_tables;
    const XqPiece horse = XQ_PIECE (color, XQ_HORSE);
    for (int i = 0; i < t->horse_src_n[sq]; i++)
      if (board[t->horse_src[sq][i]] == horse && board[t->horse_src_leg[sq][i]] == XQ_EMPTY)
        {
          consider (board, t->horse_src[sq][i], &best_sq, &best_value);
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
            consider (board, first_sq, &best_sq, &best_value);
        }
      int second = v->second[d];
      if (second == XQ_NO_SQUARE)
        continue;
      int second_sq = k < 2 ? sq - f + second : f + 9 * second;
      if (board[second_sq] == XQ_PIECE (color, XQ_CANNON))
        consider (board, second_sq, &best_sq, &best_value);
    }
  return best_sq;
}

int
xq_see (const XqPosition *pos, XqMove m)
{
  int from = XQ_MOVE_FROM (m), to = XQ_MOVE_TO (m);
  Scratch s;
  XqPiece *board = s.board;
  int gain[40];
  memcpy (board, pos->board, sizeof s.board);
  memcpy (s.rank_occ, pos->rank_occ, sizeof s.rank_occ);
  memcpy (s.file_occ, pos->file_occ, sizeof s.file_occ);

  gain[0] = SEE_VALUE[XQ_PIECE_KIND (board[to])];
  int on_square = SEE_VALUE[XQ_PIECE_KIND (board[from])];
  if (board[to] == XQ_EMPTY)
    flip (&s, to);
  board[to] = board[from];
  board[from] = XQ_EMPTY;
  flip (&s, from);
  int side = pos->side ^ 1;
  int d = 0;
  while (d < 39)
    {
      int a = least_attacker (&s, to, side);
      if (a < 0)
        break;
      if (XQ_PIECE_KIND (board[a]) == XQ_KING)
        {
          /* The king takes only when nothing takes it back. */
          XqPiece king = board[a];
          XqPiece there = board[to];
          board[a] = XQ_EMPTY;
          flip (&s, a);
          board[to] = king;
          bool recapture = least_attacker (&s, to, side ^ 1) >= 0;
          board[a] = king;
          flip (&s, a);
          board[to] = there;
          if (recapture)
            break;
        }
      d++;
      gain[d] = on_square - gain[d - 1];
      on_square = SEE_VALUE[XQ_PIECE_KIND (board[a])];
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

bool
xq_see_ge (const XqPosition *pos, XqMove m, int threshold)
{
  int victim = SEE_VALUE[XQ_PIECE_KIND (pos->board[XQ_MOVE_TO (m)])];
  if (victim < threshold)
    return false; /* the most it can win */
  if (victim - SEE_VALUE[XQ_PIECE_KIND (pos->board[XQ_MOVE_FROM (m)])] >= threshold)
    return true;  /* even losing the mover keeps the threshold */
  return xq_see (pos, m) >= threshold;
}
