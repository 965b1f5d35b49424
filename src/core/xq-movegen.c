/* xq-movegen.c — pseudo-legal and legal move generation (RULES §2)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-movegen.h"
#include "xq-tables.h"

static inline bool
is_enemy (XqPiece p, int side)
{
  return p != XQ_EMPTY && XQ_PIECE_COLOR (p) != side;
}

/* The captures of a chariot (@cannon false: the first piece each way) or a
 * cannon (the second piece each way) on @sq, when they are enemies, from
 * the line views; north, south, east, west, as the rays are ordered. */
static inline size_t
add_line_captures (const XqPosition *pos, int sq, bool cannon, XqMove *out, size_t n, size_t cap)
{
  int f = xq_square_file (sq), r = xq_square_rank (sq);
  const XqLineView *fv = xq_file_view (pos->file_occ, sq);
  const XqLineView *rv = xq_rank_view (pos->rank_occ, sq);
  int targets[4] = {
    cannon ? fv->second[1] : fv->first[1],
    cannon ? fv->second[0] : fv->first[0],
    cannon ? rv->second[1] : rv->first[1],
    cannon ? rv->second[0] : rv->first[0],
  };
  for (int d = 0; d < 4; d++)
    {
      if (targets[d] == XQ_NO_SQUARE)
        continue;
      int to = d < 2 ? XQ_SQ (f, targets[d]) : XQ_SQ (targets[d], r);
      if (is_enemy (pos->board[to], pos->side))
        {
          if (n < cap)
            out[n] = XQ_MOVE (sq, to);
          n++;
        }
    }
  return n;
}

/* One generator for both full and capture-only generation; the flag is a
 * compile-time constant at each call so the compiler drops the branches. */
static inline size_t
generate (const XqPosition *pos, XqMove *out, size_t cap, bool captures_only)
{
  const XqTables *t = &xq_tables;
  const XqPiece *b = pos->board;
  const int side = pos->side;
  size_t n = 0;

#define ADD(from, to) do { if (n < cap) out[n] = XQ_MOVE ((from), (to)); n++; } while (0)
  /* Bit p set for the pieces p of the side to move, of the other side. */
  const unsigned own = side == XQ_RED ? 0x00FEu : 0xFE00u;
  const unsigned enemy = side == XQ_RED ? 0xFE00u : 0x00FEu;
#define TRY(from, to) do {                                           \
    unsigned q_ = b[(to)];                                             \
    if (captures_only ? (enemy >> q_) & 1 : !((own >> q_) & 1))        \
      ADD ((from), (to));                                              \
  } while (0)

  for (int i = 0; i < pos->count[side]; i++)
    {
      int sq = pos->list[side][i];
      switch (XQ_PIECE_KIND (b[sq]))
        {
        case XQ_KING:
          for (int j = 0; j < t->king_n[sq]; j++)
            TRY (sq, t->king_to[sq][j]);
          break;
        case XQ_ADVISOR:
          for (int j = 0; j < t->advisor_n[sq]; j++)
            TRY (sq, t->advisor_to[sq][j]);
          break;
        case XQ_ELEPHANT:
          for (int j = 0; j < t->elephant_n[sq]; j++)
            if (b[t->elephant_eye[sq][j]] == XQ_EMPTY)
              TRY (sq, t->elephant_to[sq][j]);
          break;
        case XQ_HORSE:
          for (int j = 0; j < t->horse_n[sq]; j++)
            if (b[t->horse_leg[sq][j]] == XQ_EMPTY)
              TRY (sq, t->horse_to[sq][j]);
          break;
        case XQ_ROOK:
          if (captures_only)
            {
              n = add_line_captures (pos, sq, false, out, n, cap);
              break;
            }
          for (int d = 0; d < 4; d++)
            {
              const uint8_t *ray = t->ray[sq][d];
              int len = t->ray_len[sq][d];
              for (int j = 0; j < len; j++)
                {
                  XqPiece q = b[ray[j]];
                  if (q == XQ_EMPTY)
                    {
                      if (!captures_only)
                        ADD (sq, ray[j]);
                      continue;
                    }
                  if (XQ_PIECE_COLOR (q) != side)
                    ADD (sq, ray[j]);
                  break;
                }
            }
          break;
        case XQ_CANNON:
          if (captures_only)
            {
              n = add_line_captures (pos, sq, true, out, n, cap);
              break;
            }
          for (int d = 0; d < 4; d++)
            {
              const uint8_t *ray = t->ray[sq][d];
              int len = t->ray_len[sq][d], j = 0;
              for (; j < len && b[ray[j]] == XQ_EMPTY; j++)
                if (!captures_only)
                  ADD (sq, ray[j]);
              /* ray[j] is the screen (炮架); capture the next piece beyond. */
              for (j++; j < len; j++)
                {
                  XqPiece q = b[ray[j]];
                  if (q == XQ_EMPTY)
                    continue;
                  if (XQ_PIECE_COLOR (q) != side)
                    ADD (sq, ray[j]);
                  break;
                }
            }
          break;
        case XQ_PAWN:
          for (int j = 0; j < t->pawn_n[side][sq]; j++)
            TRY (sq, t->pawn_to[side][sq][j]);
          break;
        default:
          break;
        }
    }
#undef TRY
#undef ADD
  return n < cap ? n : cap;
}

size_t
xq_generate_pseudo (const XqPosition *pos, XqMove *out, size_t cap)
{
  return generate (pos, out, cap, false);
}

size_t
xq_generate_captures (const XqPosition *pos, XqMove *out, size_t cap)
{
  return generate (pos, out, cap, true);
}

static inline bool
aligned (int a, int b)
{
  return XQ_FILE (a) == XQ_FILE (b) || XQ_RANK (a) == XQ_RANK (b);
}

/* Whether a piece leaving @from (on a line with the king @k, when the
 * king is not attacked) can open that line: it must be the first piece
 * from the king with an enemy chariot or king next beyond it, or the first
 * or second piece with an enemy cannon as the piece after the next. */
static inline bool
vacating_opens (const XqPosition *pos, int from, int k, unsigned rel)
{
  bool on_file = rel & XQ_REL_FILE;
  int kf = xq_square_file (k), kr = xq_square_rank (k);
  int at = on_file ? xq_square_rank (from) : xq_square_file (from);
  int step = on_file ? 9 : 1, base = on_file ? kf : k - kf;
  unsigned occ = on_file ? pos->file_occ[kf] : pos->rank_occ[kr];
  const XqLineView *v = on_file ? &xq_lines.file_view[kr][occ] : &xq_lines.rank_view[kf][occ];
  int d = at > (on_file ? kr : kf);
  int them = pos->side ^ 1;
  /* The piece that would become the cannon's screen: the one beyond from
   * when from is the first piece (it would also stand first), from itself
   * when from is the second. */
  int screen;
  if (v->first[d] == at)
    {
      screen = v->second[d];
      if (screen == XQ_NO_SQUARE)
        return false;
      XqPiece p = pos->board[base + screen * step];
      if (p == XQ_PIECE (them, XQ_ROOK) || p == XQ_PIECE (them, XQ_KING))
        return true;
    }
  else if (v->second[d] == at)
    screen = at;
  else
    return false;
  /* The first piece beyond the screen (same line, same occupancy). */
  const XqLineView *w = on_file ? &xq_lines.file_view[screen][occ]
                                : &xq_lines.rank_view[screen][occ];
  int beyond = w->first[d];
  return beyond != XQ_NO_SQUARE && pos->board[base + beyond * step] == XQ_PIECE (them, XQ_CANNON);
}

/* Whether a piece leaving @leg, diagonally next to the king @k, frees an
 * enemy horse standing beyond it. */
static inline bool
leg_frees_horse (const XqPosition *pos, int leg, int k)
{
  const XqTables *t = &xq_tables;
  XqPiece horse = XQ_PIECE (pos->side ^ 1, XQ_HORSE);
  for (int i = 0; i < t->horse_att_n[k]; i++)
    if (t->horse_att_leg[k][i] == leg)
      {
        const uint8_t *from = t->horse_att_from[k][i];
        return pos->board[from[0]] == horse
               || (from[1] != XQ_NO_SQUARE && pos->board[from[1]] == horse);
      }
  return false;
}

/* Whether a piece landing on the empty point @to (on a line with the king
 * @k) can open that line: only as a new screen nearer to the king than
 * the first piece, which must then be an enemy cannon. */
static inline bool
landing_opens (const XqPosition *pos, int to, int k, unsigned rel)
{
  int kf = xq_square_file (k), kr = xq_square_rank (k);
  int first;
  if (rel & XQ_REL_FILE)
    {
      const XqLineView *v = xq_file_view (pos->file_occ, k);
      int r = xq_square_rank (to), d = r > kr;
      if (v->first[d] == XQ_NO_SQUARE || (d ? v->first[d] < r : v->first[d] > r))
        return false;
      first = XQ_SQ (kf, v->first[d]);
    }
  else if (rel & XQ_REL_RANK)
    {
      const XqLineView *v = xq_rank_view (pos->rank_occ, k);
      int f = xq_square_file (to), d = f > kf;
      if (v->first[d] == XQ_NO_SQUARE || (d ? v->first[d] < f : v->first[d] > f))
        return false;
      first = XQ_SQ (v->first[d], kr);
    }
  else
    return false;
  return pos->board[first] == XQ_PIECE (pos->side ^ 1, XQ_CANNON);
}

bool
xq_move_is_legal_fast (const XqPosition *pos, XqMove m, bool in_check)
{
  int from = XQ_MOVE_FROM (m), to = XQ_MOVE_TO (m);
  int side = pos->side;
  int k = pos->king[side];
  bool king_move = from == k;

  if (k == XQ_NO_SQUARE)
    return true;

  /* A non-king move leaves the enemy pieces where they are (one may be
   * taken).  Not in check, it exposes the king only by opening a line to
   * it (from among the first two pieces on the king's file or rank, with
   * a chariot, king or cannon beyond), by becoming a cannon screen on such
   * a line (an empty to point before an enemy cannon), or by freeing the
   * leg of an enemy horse (from diagonally next to the king); a move along
   * one of those lines gets the full test.  In check, it can only end the
   * check on the king's file or rank (to or from there), on a horse leg
   * next to the king, or by taking a horse that gives it; any other move
   * leaves the king attacked. */
  if (!king_move)
    {
      unsigned rel_from = xq_tables.relation[k][from], rel_to = xq_tables.relation[k][to];
      if (in_check)
        {
          if (!(rel_to & (XQ_REL_FILE | XQ_REL_RANK | XQ_REL_DIAGONAL | XQ_REL_HORSE))
              && !(rel_from & (XQ_REL_FILE | XQ_REL_RANK)))
            return false;
        }
      else if (!((rel_from & XQ_REL_DIAGONAL) && leg_frees_horse (pos, from, k))
               && !(rel_from & rel_to & (XQ_REL_FILE | XQ_REL_RANK))
               && !((rel_from & (XQ_REL_FILE | XQ_REL_RANK)) && vacating_opens (pos, from, k, rel_from))
               && !((rel_to & (XQ_REL_FILE | XQ_REL_RANK)) && pos->board[to] == XQ_EMPTY
                    && landing_opens (pos, to, k, rel_to)))
        return true;
    }

  return !xq_position_attacked_after (pos, m, king_move ? to : k, xq_color_other (side));
}

size_t
xq_generate_legal (const XqPosition *pos, XqMove *out, size_t cap)
{
  XqMove pseudo[XQ_MAX_MOVES];
  size_t np = xq_generate_pseudo (pos, pseudo, XQ_MAX_MOVES);
  bool check = xq_position_in_check (pos);
  size_t n = 0;
  for (size_t i = 0; i < np; i++)
    if (xq_move_is_legal_fast (pos, pseudo[i], check))
      {
        if (n < cap)
          out[n] = pseudo[i];
        n++;
      }
  return n < cap ? n : cap;
}

bool
xq_position_is_pseudo_move (const XqPosition *pos, XqMove m)
{
  const XqTables *t = &xq_tables;
  const XqPiece *b = pos->board;
  int from = XQ_MOVE_FROM (m), to = XQ_MOVE_TO (m);
  int side = pos->side;

  if (m >= (1 << 14) || from >= XQ_SQUARES || to >= XQ_SQUARES || from == to)
    return false;
  XqPiece p = b[from];
  if (p == XQ_EMPTY || XQ_PIECE_COLOR (p) != side)
    return false;
  if (b[to] != XQ_EMPTY && XQ_PIECE_COLOR (b[to]) == side)
    return false;

  switch (XQ_PIECE_KIND (p))
    {
    case XQ_KING:
      for (int j = 0; j < t->king_n[from]; j++)
        if (t->king_to[from][j] == to)
          return true;
      return false;
    case XQ_ADVISOR:
      for (int j = 0; j < t->advisor_n[from]; j++)
        if (t->advisor_to[from][j] == to)
          return true;
      return false;
    case XQ_ELEPHANT:
      for (int j = 0; j < t->elephant_n[from]; j++)
        if (t->elephant_to[from][j] == to)
          return b[t->elephant_eye[from][j]] == XQ_EMPTY;
      return false;
    case XQ_HORSE:
      for (int j = 0; j < t->horse_n[from]; j++)
        if (t->horse_to[from][j] == to)
          return b[t->horse_leg[from][j]] == XQ_EMPTY;
      return false;
    case XQ_PAWN:
      for (int j = 0; j < t->pawn_n[side][from]; j++)
        if (t->pawn_to[side][from][j] == to)
          return true;
      return false;
    case XQ_ROOK:
    case XQ_CANNON:
      {
        if (!aligned (from, to))
          return false;
        int step;
        if (XQ_RANK (from) == XQ_RANK (to))
          step = to > from ? 1 : -1;
        else
          step = to > from ? 9 : -9;
        int between = 0;
        for (int s = from + step; s != to; s += step)
          if (b[s] != XQ_EMPTY)
            between++;
        if (XQ_PIECE_KIND (p) == XQ_ROOK)
          return between == 0;
        return b[to] == XQ_EMPTY ? between == 0 : between == 1;
      }
    default:
      return false;
    }
}

bool
xq_position_is_legal_move (const XqPosition *pos, XqMove m)
{
  return xq_position_is_pseudo_move (pos, m)
         && xq_move_is_legal_fast (pos, m, xq_position_in_check (pos));
}

bool
xq_position_has_legal_move (const XqPosition *pos)
{
  XqMove pseudo[XQ_MAX_MOVES];
  size_t np = xq_generate_pseudo (pos, pseudo, XQ_MAX_MOVES);
  bool check = xq_position_in_check (pos);
  for (size_t i = 0; i < np; i++)
    if (xq_move_is_legal_fast (pos, pseudo[i], check))
      return true;
  return false;
}

XqMateState
xq_position_mate_state (const XqPosition *pos)
{
  if (xq_position_has_legal_move (pos))
    return XQ_STATE_ONGOING;
  return xq_position_in_check (pos) ? XQ_STATE_CHECKMATE : XQ_STATE_STALEMATE;
}

int
xq_horse_steps (int sq, uint8_t *to, uint8_t *leg)
{
  xq_core_init ();
  int n = xq_tables.horse_n[sq];
  for (int i = 0; i < n; i++)
    {
      to[i] = xq_tables.horse_to[sq][i];
      leg[i] = xq_tables.horse_leg[sq][i];
    }
  return n;
}

uint64_t
xq_perft (XqPosition *pos, int depth)
{
  XqMove moves[XQ_MAX_MOVES];
  size_t n;
  uint64_t total = 0;

  if (depth <= 0)
    return 1;
  n = xq_generate_pseudo (pos, moves, XQ_MAX_MOVES);
  bool check = xq_position_in_check (pos);
  for (size_t i = 0; i < n; i++)
    {
      if (!xq_move_is_legal_fast (pos, moves[i], check))
        continue;
      if (depth == 1)
        {
          total++;
          continue;
        }
      XqUndo u;
      xq_position_make_move (pos, moves[i], &u);
      total += xq_perft (pos, depth - 1);
      xq_position_unmake_move (pos, &u);
    }
  return total;
}
