/* xq-chase.c — check, mate threat, chase or idle: the nature of one move
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * See xq-chase.h for the rules applied.  Everything works on stack copies of
 * the position; nothing is allocated.
 */
#include "xq-chase.h"
#include "xq-check-series.h"
#include "xq-exchange.h"
#include "xq-movegen.h"

#include <limits.h>
#include <string.h>

/* At most this many capture pairs are examined per side and position. */
#define MAX_PAIRS 32

/* §28.2: a mate threat (杀) intends mate "by the next check or a series of
 * checks"; the series is followed to this many checking moves of the
 * mover (the defender's every reply tried). */
static const int mate_threat_max_checks = 5;
/* §28.3, §29.1: a chase (捉) may win its piece by a series of checks; the
 * series is followed to this many checking moves before the capture. */
static const int chase_max_checks = 5;
/* §28.2, §28.3: nodes (moves made) that the mate threat search, and again
 * all the chase searches, of one move may visit; past it the search gives
 * up and nothing is threatened.  A node costs 60-250 ns, so a move costs
 * at most about 5 ms; `xiangqi-cli bench --judge` measures whole cycles
 * (8 moves: median 0.09 ms, worst 11 ms of CPU; 19 ms with 20,000). */
static const unsigned long check_series_nodes = 10000;

/* Value of @piece standing on @sq for the chase rules (§25.3). */
static inline int
piece_value (XqPiece piece, int sq)
{
  return xq_exchange_value (&xq_rule_values, piece, sq);
}

const char *
xq_move_nature_name (XqMoveNature nature)
{
  switch (nature)
    {
    case XQ_NATURE_IDLE: return "idle";
    case XQ_NATURE_CHASE: return "chase";
    case XQ_NATURE_MATE_THREAT: return "mate-threat";
    case XQ_NATURE_CHECK: return "check";
    default: return "?";
    }
}

/* Kind classes of equal value for exchange offers (§25.3): horse = cannon,
 * advisor = elephant. */
static int
value_class (XqPiece p, int sq)
{
  XqKind k = XQ_PIECE_KIND (p);
  if (k == XQ_CANNON)
    k = XQ_HORSE;
  else if (k == XQ_ELEPHANT)
    k = XQ_ADVISOR;
  else if (k == XQ_PAWN)
    return 16 + piece_value (p, sq);
  return k;
}

/* Whether the piece on @sq may be chased (§25.3): not a king, not an
 * un-crossed soldier. */
static bool
has_chase_value (const XqPosition *pos, int sq)
{
  XqPiece v = pos->board[sq];
  XqKind k = XQ_PIECE_KIND (v);
  if (k == XQ_KING || k == XQ_KIND_NONE)
    return false;
  return k != XQ_PAWN || !xq_square_on_own_side (sq, (XqColor) XQ_PIECE_COLOR (v));
}

/* Whether, after the capture @from x @to by the side to move of @pos, the
 * opponent can legally take back on @to.  @pos is modified and restored. */
static bool
can_take_back (XqPosition *pos, int from, int to)
{
  XqMove replies[XQ_MAX_MOVES];
  XqUndo u;
  bool back = false;

  xq_position_make_move (pos, XQ_MOVE (from, to), &u);
  size_t n = xq_generate_captures (pos, replies, XQ_MAX_MOVES);
  for (size_t i = 0; i < n && !back; i++)
    back = XQ_MOVE_TO (replies[i]) == to && xq_move_is_legal_fast (pos, replies[i], false);
  xq_position_unmake_move (pos, &u);
  return back;
}

/* Whether the capture @from x @to by the side to move of @pos is a chase in
 * the sense of xq-chase.h, leaving aside whether it is new.  @pos is
 * modified and restored. */
static bool
capture_is_chase (XqPosition *pos, int from, int to, unsigned flags)
{
  XqPiece a = pos->board[from], v = pos->board[to];
  XqKind ak = XQ_PIECE_KIND (a), vk = XQ_PIECE_KIND (v);

  /* §27.1 the king alone: idle.  Soldiers are judged like pieces here; the
   * caller sets their chases apart (§27.2). */
  if (ak == XQ_KING)
    return false;
  if (!has_chase_value (pos, to))
    return false;

  /* Lower pieces attacking higher ones chase whatever the protection. */
  if ((ak == XQ_HORSE || ak == XQ_CANNON) && vk == XQ_ROOK)
    return true;
  if ((ak == XQ_ADVISOR || ak == XQ_ELEPHANT)
      && (vk == XQ_ROOK || vk == XQ_HORSE || vk == XQ_CANNON))
    return true;

  /* Exchange offer (兑, §28.5): an equal piece that can take back first. */
  if (value_class (a, from) == value_class (v, to))
    {
      XqColor mover = (XqColor) pos->side;
      xq_position_set_side (pos, xq_color_other (mover));
      bool mutual = xq_position_is_legal_move (pos, XQ_MOVE (to, from));
      xq_position_set_side (pos, mover);
      if (mutual)
        return false;
    }

  /* AXF item 35: a piece that can legally be taken back is protected
   * however many pieces attack it; only a gain on the first capture and
   * recapture (a higher piece) would still make a chase. */
  if (flags & XQ_CLASSIFY_ASIAN_PROTECTION)
    return !can_take_back (pos, from, to)
           || piece_value (pos->board[to], to) > piece_value (pos->board[from], from);

  /* Unprotected, or falsely / insufficiently protected (§28.16). */
  return xq_exchange (pos, XQ_MOVE (from, to), &xq_rule_values, XQ_EXCHANGE_LEGAL) > 0;
}

typedef struct
{
  uint8_t n;
  uint8_t from[MAX_PAIRS];
  uint8_t to[MAX_PAIRS];
} PairSet;

/* All chase pairs of the side to move in @pos (modified and restored).
 * With @geometric, every capture the pieces could make by their moves alone
 * (for a side in check: its legal moves and its exchanges say nothing about
 * what its pieces were attacking). */
static void
chase_pairs (XqPosition *pos, PairSet *set, bool geometric, unsigned flags)
{
  XqMove caps[XQ_MAX_MOVES];
  size_t n = xq_generate_captures (pos, caps, XQ_MAX_MOVES);

  set->n = 0;
  for (size_t i = 0; i < n && set->n < MAX_PAIRS; i++)
    {
      int from = XQ_MOVE_FROM (caps[i]), to = XQ_MOVE_TO (caps[i]);
      if (XQ_PIECE_KIND (pos->board[from]) == XQ_KING)
        continue;
      if (!geometric)
        {
          if (!xq_move_is_legal_fast (pos, caps[i], false))
            continue;
          if (!capture_is_chase (pos, from, to, flags))
            continue;
        }
      set->from[set->n] = (uint8_t) from;
      set->to[set->n] = (uint8_t) to;
      set->n++;
    }
}

static bool
pair_in (const PairSet *set, int from, int to)
{
  for (int i = 0; i < set->n; i++)
    if (set->from[i] == from && set->to[i] == to)
      return true;
  return false;
}

/* §29.4: whether taking on @to with the piece on @from (side to move of
 * @pos) lets the opponent mate in one.  @pos is modified and restored. */
static bool
capture_gets_mated (XqPosition *pos, int from, int to)
{
  XqUndo u;
  XqCheckBudget unbounded = { ULONG_MAX };
  xq_position_make_move (pos, XQ_MOVE (from, to), &u);
  bool mated = xq_mate_by_checks (pos, 1, &unbounded);
  xq_position_unmake_move (pos, &u);
  return mated;
}

static bool
victim_in (const PairSet *set, int sq)
{
  for (int i = 0; i < set->n; i++)
    if (set->to[i] == sq)
      return true;
  return false;
}

static void
add_chase (XqMoveClass *c, int chaser, int chased)
{
  if (c->n_chased < XQ_MAX_CHASED)
    {
      c->chaser[c->n_chased] = (uint8_t) chaser;
      c->chased[c->n_chased] = (uint8_t) chased;
    }
  if (c->n_chased < UINT8_MAX)
    c->n_chased++;
}

/* §28.3: the pieces the mover, given a free move in @after, wins by a
 * series of checks, and did not in @before (§29.2; @before is NULL when
 * the mover was in check there).  Pieces chased or attacked before without
 * checks (@old_pairs, @new_pairs) are left to the direct rules. */
static void
add_chases_by_checks (XqPosition *after, XqPosition *before, const PairSet *old_pairs,
                      const PairSet *new_pairs, XqMoveClass *c)
{
  XqCheckBudget budget = { check_series_nodes };
  XqColor them = xq_color_other ((XqColor) after->side);
  uint8_t targets[16];
  int n = after->count[them], checker = -1;

  if (!xq_win_by_checks (after, -1, chase_max_checks, &budget, &checker))
    return;
  memcpy (targets, after->list[them], (size_t) n);
  for (int i = 0; i < n; i++)
    {
      int v = targets[i];
      if (!has_chase_value (after, v) || victim_in (old_pairs, v) || victim_in (new_pairs, v))
        continue;
      if (!xq_win_by_checks (after, v, chase_max_checks, &budget, &checker))
        continue;
      if (before != NULL && xq_win_by_checks (before, v, chase_max_checks, &budget, NULL))
        continue;
      add_chase (c, checker, v);
      c->n_by_checks++;
    }
}

XqMoveNature
xq_classify_move (const XqPosition *before, XqMove m, unsigned flags, XqMoveClass *out)
{
  XqMoveClass local;
  XqMoveClass *c = out != NULL ? out : &local;
  XqPosition pos = *before;
  XqColor mover = (XqColor) before->side;
  XqColor them = xq_color_other (mover);
  PairSet old_pairs, new_pairs;
  XqUndo u;
  int from = XQ_MOVE_FROM (m), to = XQ_MOVE_TO (m);

  memset (c, 0, sizeof *c);
  c->move = m;

  /* Chases that exist already, with the mover to move (§29.2).  A move
   * answering a check creates only attacks that were not there at all. */
  chase_pairs (&pos, &old_pairs, xq_position_in_check (&pos), flags);

  xq_position_make_move (&pos, m, &u);
  c->check = xq_position_king_attacked (&pos, them);

  /* The mover's chances if the opponent passed. */
  xq_position_set_side (&pos, mover);
  chase_pairs (&pos, &new_pairs, false, flags);
  for (int i = 0; i < new_pairs.n; i++)
    {
      int a = new_pairs.from[i], v = new_pairs.to[i];
      int a_before = a == to ? from : a;
      if (pair_in (&old_pairs, a_before, v))
        continue;
      if (!(flags & XQ_CLASSIFY_NO_MATE_THREAT) && capture_gets_mated (&pos, a, v))
        continue;
      if (XQ_PIECE_KIND (pos.board[a]) == XQ_PAWN)
        {
          /* §27.2: a soldier attacking is idle; noted for the exception. */
          if (!c->soldier_chase)
            {
              c->soldier_chase = true;
              c->soldier_chaser = (uint8_t) a;
              c->soldier_chased = (uint8_t) v;
            }
          continue;
        }
      add_chase (c, a, v);
    }

  if (!c->check && !(flags & XQ_CLASSIFY_NO_MATE_THREAT))
    {
      XqCheckBudget budget = { check_series_nodes };
      XqPosition mover_before = *before;
      c->mate_threat = xq_mate_by_checks (&pos, mate_threat_max_checks, &budget);
      add_chases_by_checks (&pos, xq_position_in_check (before) ? NULL : &mover_before,
                            &old_pairs, &new_pairs, c);
    }

  if (c->check)
    c->nature = XQ_NATURE_CHECK;
  else if (c->mate_threat)
    c->nature = XQ_NATURE_MATE_THREAT;
  else if (c->n_chased > 0)
    c->nature = XQ_NATURE_CHASE;
  else
    c->nature = XQ_NATURE_IDLE;
  return (XqMoveNature) c->nature;
}
