/* xq-position.c — board, make/unmake, attacks
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-position.h"
#include "xq-lines-private.h"
#include "xq-tables.h"

#include <stdlib.h>
#include <string.h>
#include <threads.h>

XqTables xq_tables;

static once_flag tables_once = ONCE_FLAG_INIT;

static uint64_t
splitmix64 (uint64_t *state)
{
  uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

static bool
on_board (int file, int rank)
{
  return file >= 0 && file < XQ_FILES && rank >= 0 && rank < XQ_RANKS;
}

static bool
palace_point (int file, int rank)
{
  return file >= 3 && file <= 5 && (rank <= 2 || rank >= 7);
}

static void
build_tables (void)
{
  XqTables *t = &xq_tables;
  uint64_t seed = 0x5851F42D4C957F2Dull; /* fixed: keys are stable across runs */
  static const int dfile[4] = { 0, 0, 1, -1 };
  static const int drank[4] = { 1, -1, 0, 0 };

  memset (t, 0, sizeof *t);
  for (int p = 0; p < XQ_N_PIECES; p++)
    for (int sq = 0; sq < XQ_SQUARES; sq++)
      t->zobrist[p][sq] = (XQ_PIECE_KIND (p) == XQ_KIND_NONE) ? 0 : splitmix64 (&seed);
  t->zobrist_side = splitmix64 (&seed);
  _xq_lines_build ();

  for (int sq = 0; sq < XQ_SQUARES; sq++)
    {
      int f = XQ_FILE (sq), r = XQ_RANK (sq);
      bool red_half = r <= 4;

      t->in_palace[sq] = palace_point (f, r);
      for (int o = 0; o < XQ_SQUARES; o++)
        {
          int of = XQ_FILE (o), orank = XQ_RANK (o);
          if (o == sq)
            continue;
          t->relation[sq][o] = (uint8_t) ((of == f ? XQ_REL_FILE : 0) | (orank == r ? XQ_REL_RANK : 0)
                                          | (abs (of - f) == 1 && abs (orank - r) == 1
                                             ? XQ_REL_DIAGONAL : 0)
                                          | (abs (of - f) * abs (orank - r) == 2 ? XQ_REL_HORSE : 0));
        }

      for (int d = 0; d < 4; d++)
        {
          int n = 0;
          for (int ff = f + dfile[d], rr = r + drank[d]; on_board (ff, rr);
               ff += dfile[d], rr += drank[d])
            t->ray[sq][d][n++] = (uint8_t) XQ_SQ (ff, rr);
          t->ray_len[sq][d] = (uint8_t) n;
        }

      /* Horse moves: (±1, ±2) and (±2, ±1), leg one step along the long leg. */
      static const int hf[8] = { 1, -1, 1, -1, 2, 2, -2, -2 };
      static const int hr[8] = { 2, 2, -2, -2, 1, -1, 1, -1 };
      for (int i = 0; i < 8; i++)
        {
          int tf = f + hf[i], tr = r + hr[i];
          if (!on_board (tf, tr))
            continue;
          int lf = f + (abs (hf[i]) == 2 ? hf[i] / 2 : 0);
          int lr = r + (abs (hr[i]) == 2 ? hr[i] / 2 : 0);
          int n = t->horse_n[sq]++;
          t->horse_to[sq][n] = (uint8_t) XQ_SQ (tf, tr);
          t->horse_leg[sq][n] = (uint8_t) XQ_SQ (lf, lr);
        }

      /* Horses attacking sq, one by one in a fixed order (see xq-tables.h);
       * the leg is next to the horse on its long side. */
      static const int src_df[8] = { 1, -1, 1, -1, 2, -2, 2, -2 };
      static const int src_dr[8] = { 2, 2, -2, -2, 1, 1, -1, -1 };
      for (int i = 0; i < 8; i++)
        {
          int af = f + src_df[i], ar = r + src_dr[i];
          if (!on_board (af, ar))
            continue;
          int n = t->horse_src_n[sq]++;
          t->horse_src[sq][n] = (uint8_t) XQ_SQ (af, ar);
          t->horse_src_leg[sq][n] = (uint8_t) (abs (src_df[i]) == 2 ? XQ_SQ (f + src_df[i] / 2, ar)
                                                                    : XQ_SQ (af, r + src_dr[i] / 2));
        }

      /* Horses attacking sq: through each empty diagonal neighbour. */
      static const int df[4] = { 1, 1, -1, -1 };
      static const int dr[4] = { 1, -1, 1, -1 };
      for (int i = 0; i < 4; i++)
        {
          int lf = f + df[i], lr = r + dr[i];
          if (!on_board (lf, lr))
            continue;
          int a = 0;
          uint8_t from[2];
          if (on_board (f + 2 * df[i], r + dr[i]))
            from[a++] = (uint8_t) XQ_SQ (f + 2 * df[i], r + dr[i]);
          if (on_board (f + df[i], r + 2 * dr[i]))
            from[a++] = (uint8_t) XQ_SQ (f + df[i], r + 2 * dr[i]);
          if (a == 0)
            continue;
          int n = t->horse_att_n[sq]++;
          t->horse_att_leg[sq][n] = (uint8_t) XQ_SQ (lf, lr);
          t->horse_att_from[sq][n][0] = from[0];
          t->horse_att_from[sq][n][1] = a == 2 ? from[1] : XQ_NO_SQUARE;
        }

      /* Elephant: two points diagonally, never across the river (§2). */
      for (int i = 0; i < 4; i++)
        {
          int tf = f + 2 * df[i], tr = r + 2 * dr[i];
          if (!on_board (tf, tr) || (tr <= 4) != red_half)
            continue;
          int n = t->elephant_n[sq]++;
          t->elephant_to[sq][n] = (uint8_t) XQ_SQ (tf, tr);
          t->elephant_eye[sq][n] = (uint8_t) XQ_SQ (f + df[i], r + dr[i]);
        }

      /* Advisor: one point diagonally inside the palace. */
      if (palace_point (f, r))
        for (int i = 0; i < 4; i++)
          {
            int tf = f + df[i], tr = r + dr[i];
            if (on_board (tf, tr) && palace_point (tf, tr) && (tr <= 4) == red_half)
              t->advisor_to[sq][t->advisor_n[sq]++] = (uint8_t) XQ_SQ (tf, tr);
          }

      /* King: one point orthogonally inside the palace. */
      if (palace_point (f, r))
        for (int d = 0; d < 4; d++)
          {
            int tf = f + dfile[d], tr = r + drank[d];
            if (on_board (tf, tr) && palace_point (tf, tr) && (tr <= 4) == red_half)
              t->king_to[sq][t->king_n[sq]++] = (uint8_t) XQ_SQ (tf, tr);
          }

      /* Soldiers: forward; sideways once across the river. */
      for (int c = 0; c < 2; c++)
        {
          int fwd = c == XQ_RED ? 1 : -1;
          bool crossed = c == XQ_RED ? r >= 5 : r <= 4;
          int n = 0;
          if (on_board (f, r + fwd))
            t->pawn_to[c][sq][n++] = (uint8_t) XQ_SQ (f, r + fwd);
          if (crossed)
            {
              if (f > 0)
                t->pawn_to[c][sq][n++] = (uint8_t) (sq - 1);
              if (f < 8)
                t->pawn_to[c][sq][n++] = (uint8_t) (sq + 1);
            }
          t->pawn_n[c][sq] = (uint8_t) n;
        }
    }
}

void
xq_core_init (void)
{
  call_once (&tables_once, build_tables);
}

uint64_t
xq_zobrist_piece (XqPiece piece, int sq)
{
  xq_core_init ();
  return xq_tables.zobrist[piece & 15][sq];
}

uint64_t
xq_zobrist_side (void)
{
  xq_core_init ();
  return xq_tables.zobrist_side;
}

void
xq_position_clear (XqPosition *pos)
{
  xq_core_init ();
  memset (pos, 0, sizeof *pos);
  memset (pos->index, XQ_NO_SQUARE, sizeof pos->index);
  pos->king[0] = pos->king[1] = XQ_NO_SQUARE;
  pos->side = XQ_RED;
  pos->fullmove = 1;
}

void
xq_position_set_start (XqPosition *pos)
{
  static const char back[] = "RNBAKABNR";
  xq_position_clear (pos);
  for (int f = 0; f < 9; f++)
    {
      XqPiece p = xq_piece_from_char (back[f]);
      xq_position_put (pos, XQ_SQ (f, 0), p);
      xq_position_put (pos, XQ_SQ (f, 9), (XqPiece) (p | 8));
    }
  for (int f = 1; f < 9; f += 6)
    {
      xq_position_put (pos, XQ_SQ (f, 2), XQ_PIECE (XQ_RED, XQ_CANNON));
      xq_position_put (pos, XQ_SQ (f, 7), XQ_PIECE (XQ_BLACK, XQ_CANNON));
    }
  for (int f = 0; f < 9; f += 2)
    {
      xq_position_put (pos, XQ_SQ (f, 3), XQ_PIECE (XQ_RED, XQ_PAWN));
      xq_position_put (pos, XQ_SQ (f, 6), XQ_PIECE (XQ_BLACK, XQ_PAWN));
    }
}

static void
list_add (XqPosition *pos, int sq, XqPiece p)
{
  int c = XQ_PIECE_COLOR (p);
  pos->index[sq] = pos->count[c];
  pos->slots[p] |= (uint16_t) (1u << pos->count[c]);
  pos->list[c][pos->count[c]++] = (uint8_t) sq;
  if (XQ_PIECE_KIND (p) == XQ_KING)
    pos->king[c] = (uint8_t) sq;
}

/* Swap-remove; returns the slot so unmake can restore the exact order. */
static uint8_t
list_remove (XqPosition *pos, int sq, XqPiece p)
{
  int c = XQ_PIECE_COLOR (p);
  uint8_t slot = pos->index[sq];
  uint8_t end = --pos->count[c];
  uint8_t last = pos->list[c][end];
  pos->slots[p] &= (uint16_t) ~(1u << slot);
  if (slot != end)
    {
      XqPiece q = pos->board[last];
      pos->slots[q] = (uint16_t) ((pos->slots[q] & ~(1u << end)) | (1u << slot));
    }
  pos->list[c][slot] = last;
  pos->index[last] = slot;
  pos->index[sq] = XQ_NO_SQUARE;
  if (XQ_PIECE_KIND (p) == XQ_KING)
    pos->king[c] = XQ_NO_SQUARE;
  return slot;
}

static void
list_restore (XqPosition *pos, int sq, XqPiece p, uint8_t slot)
{
  int c = XQ_PIECE_COLOR (p);
  uint8_t moved = pos->list[c][slot];
  uint8_t end = pos->count[c]++;
  if (slot != end)
    {
      XqPiece q = pos->board[moved];
      pos->slots[q] = (uint16_t) ((pos->slots[q] & ~(1u << slot)) | (1u << end));
      pos->list[c][end] = moved;
      pos->index[moved] = end;
    }
  pos->slots[p] |= (uint16_t) (1u << slot);
  pos->list[c][slot] = (uint8_t) sq;
  pos->index[sq] = slot;
  if (XQ_PIECE_KIND (p) == XQ_KING)
    pos->king[c] = (uint8_t) sq;
}

/* The vector sum's lanes: sum += a - b (or - a - b, + a + b). */
static inline void
vec_add (int16_t *restrict sum, const int16_t *restrict a)
{
  for (int j = 0; j < XQ_VEC_LANES; j++)
    sum[j] = (int16_t) (sum[j] + a[j]);
}

static inline void
vec_sub (int16_t *restrict sum, const int16_t *restrict a)
{
  for (int j = 0; j < XQ_VEC_LANES; j++)
    sum[j] = (int16_t) (sum[j] - a[j]);
}

static inline void
vec_add_sub (int16_t *restrict sum, const int16_t *restrict a, const int16_t *restrict b)
{
  for (int j = 0; j < XQ_VEC_LANES; j++)
    sum[j] = (int16_t) (sum[j] + a[j] - b[j]);
}

bool
xq_position_put (XqPosition *pos, int sq, XqPiece piece)
{
  if (sq < 0 || sq >= XQ_SQUARES || pos->board[sq] != XQ_EMPTY
      || XQ_PIECE_KIND (piece) == XQ_KIND_NONE)
    return false;
  int c = XQ_PIECE_COLOR (piece);
  if (pos->count[c] >= 16)
    return false;
  if (XQ_PIECE_KIND (piece) == XQ_KING && pos->king[c] != XQ_NO_SQUARE)
    return false;
  pos->board[sq] = piece;
  xq_occ_flip (pos->rank_occ, pos->file_occ, sq);
  list_add (pos, sq, piece);
  pos->hash ^= xq_tables.zobrist[piece][sq];
  pos->piece_count[piece]++;
  if (pos->psq)
    pos->psq_sum[c] += pos->psq[piece][sq];
  if (pos->vec)
    vec_add (pos->vec_sum, pos->vec[piece][sq]);
  return true;
}

void
xq_position_remove (XqPosition *pos, int sq)
{
  if (sq < 0 || sq >= XQ_SQUARES || pos->board[sq] == XQ_EMPTY)
    return;
  XqPiece p = pos->board[sq];
  list_remove (pos, sq, p);
  pos->board[sq] = XQ_EMPTY;
  xq_occ_flip (pos->rank_occ, pos->file_occ, sq);
  pos->hash ^= xq_tables.zobrist[p][sq];
  pos->piece_count[p]--;
  if (pos->psq)
    pos->psq_sum[XQ_PIECE_COLOR (p)] -= pos->psq[p][sq];
  if (pos->vec)
    vec_sub (pos->vec_sum, pos->vec[p][sq]);
}

void
xq_position_set_psq (XqPosition *pos, const uint64_t (*table)[XQ_SQUARES])
{
  pos->psq = table;
  pos->psq_sum[0] = pos->psq_sum[1] = 0;
  if (!table)
    return;
  for (int c = 0; c < 2; c++)
    for (int i = 0; i < pos->count[c]; i++)
      {
        int sq = pos->list[c][i];
        pos->psq_sum[c] += table[pos->board[sq]][sq];
      }
}

void
xq_position_set_vec (XqPosition *pos, const int16_t (*table)[XQ_SQUARES][XQ_VEC_LANES],
                     const int16_t *bias)
{
  if (!table || !bias)
    {
      pos->vec = NULL;
      pos->vec_bias = NULL;
      memset (pos->vec_sum, 0, sizeof pos->vec_sum);
      return;
    }
  pos->vec = table;
  pos->vec_bias = bias;
  memcpy (pos->vec_sum, bias, sizeof pos->vec_sum);
  for (int c = 0; c < 2; c++)
    for (int i = 0; i < pos->count[c]; i++)
      {
        int sq = pos->list[c][i];
        vec_add (pos->vec_sum, table[pos->board[sq]][sq]);
      }
}

void
xq_position_set_side (XqPosition *pos, XqColor side)
{
  if (pos->side != side)
    {
      pos->side = (uint8_t) side;
      pos->hash ^= xq_tables.zobrist_side;
    }
}

void
xq_position_make_move (XqPosition *pos, XqMove m, XqUndo *undo)
{
  int from = XQ_MOVE_FROM (m), to = XQ_MOVE_TO (m);
  XqPiece p = pos->board[from];
  XqPiece cap = pos->board[to];
  const XqTables *t = &xq_tables;

  undo->move = m;
  undo->captured = cap;
  undo->no_capture = pos->no_capture;
  undo->fullmove = pos->fullmove;
  undo->hash = pos->hash;

  if (cap != XQ_EMPTY)
    {
      undo->captured_slot = list_remove (pos, to, cap);
      pos->hash ^= t->zobrist[cap][to];
      pos->no_capture = 0;
      pos->piece_count[cap]--;
      if (pos->psq)
        pos->psq_sum[pos->side ^ 1] -= pos->psq[cap][to];
      if (pos->vec)
        vec_sub (pos->vec_sum, pos->vec[cap][to]);
    }
  else
    pos->no_capture++;
  if (pos->psq)
    pos->psq_sum[pos->side] += pos->psq[p][to] - pos->psq[p][from];
  if (pos->vec)
    vec_add_sub (pos->vec_sum, pos->vec[p][to], pos->vec[p][from]);

  pos->board[to] = p;
  pos->board[from] = XQ_EMPTY;
  xq_occ_flip (pos->rank_occ, pos->file_occ, from);
  if (cap == XQ_EMPTY)
    xq_occ_flip (pos->rank_occ, pos->file_occ, to);
  uint8_t slot = pos->index[from];
  pos->index[to] = slot;
  pos->index[from] = XQ_NO_SQUARE;
  pos->list[pos->side][slot] = (uint8_t) to;
  if (XQ_PIECE_KIND (p) == XQ_KING)
    pos->king[pos->side] = (uint8_t) to;

  pos->hash ^= t->zobrist[p][from] ^ t->zobrist[p][to] ^ t->zobrist_side;
  if (pos->side == XQ_BLACK)
    pos->fullmove++;
  pos->side ^= 1;
}

void
xq_position_unmake_move (XqPosition *pos, const XqUndo *undo)
{
  int from = XQ_MOVE_FROM (undo->move), to = XQ_MOVE_TO (undo->move);
  XqPiece p = pos->board[to];

  pos->side ^= 1;
  pos->board[from] = p;
  pos->board[to] = undo->captured;
  xq_occ_flip (pos->rank_occ, pos->file_occ, from);
  if (undo->captured == XQ_EMPTY)
    xq_occ_flip (pos->rank_occ, pos->file_occ, to);
  uint8_t slot = pos->index[to];
  pos->index[from] = slot;
  pos->index[to] = XQ_NO_SQUARE;
  pos->list[pos->side][slot] = (uint8_t) from;
  if (XQ_PIECE_KIND (p) == XQ_KING)
    pos->king[pos->side] = (uint8_t) from;
  if (undo->captured != XQ_EMPTY)
    {
      list_restore (pos, to, undo->captured, undo->captured_slot);
      pos->piece_count[undo->captured]++;
    }
  if (pos->psq)
    {
      /* Taken back step by step rather than saved in the undo, so that an
       * undo filled before the table was attached stays usable. */
      pos->psq_sum[pos->side] -= pos->psq[p][to] - pos->psq[p][from];
      if (undo->captured != XQ_EMPTY)
        pos->psq_sum[pos->side ^ 1] += pos->psq[undo->captured][to];
    }
  if (pos->vec)
    {
      vec_add_sub (pos->vec_sum, pos->vec[p][from], pos->vec[p][to]);
      if (undo->captured != XQ_EMPTY)
        vec_add (pos->vec_sum, pos->vec[undo->captured][to]);
    }

  pos->no_capture = undo->no_capture;
  pos->fullmove = undo->fullmove;
  pos->hash = undo->hash;
}

void
xq_position_make_null (XqPosition *pos, XqUndo *undo)
{
  undo->move = XQ_MOVE_NONE;
  undo->captured = XQ_EMPTY;
  undo->no_capture = pos->no_capture;
  undo->fullmove = pos->fullmove;
  undo->hash = pos->hash;
  pos->hash ^= xq_tables.zobrist_side;
  pos->side ^= 1;
}

void
xq_position_unmake_null (XqPosition *pos, const XqUndo *undo)
{
  pos->side ^= 1;
  pos->no_capture = undo->no_capture;
  pos->fullmove = undo->fullmove;
  pos->hash = undo->hash;
}

/* The horse and soldier part of the attack tests below: a horse whose leg
 * towards @sq is free, a soldier in front of @sq or beside it once across. */
static inline bool
attacked_by_horse_or_soldier (const XqPiece *board, int sq, XqColor by)
{
  const XqTables *t = &xq_tables;
  const XqPiece horse = XQ_PIECE (by, XQ_HORSE);
  const XqPiece pawn = XQ_PIECE (by, XQ_PAWN);
  for (int i = 0; i < t->horse_att_n[sq]; i++)
    {
      if (board[t->horse_att_leg[sq][i]] != XQ_EMPTY)
        continue;
      const uint8_t *from = t->horse_att_from[sq][i];
      if (board[from[0]] == horse || (from[1] != XQ_NO_SQUARE && board[from[1]] == horse))
        return true;
    }
  int f = xq_square_file (sq);
  int behind = by == XQ_RED ? sq - 9 : sq + 9;
  if (behind >= 0 && behind < XQ_SQUARES && board[behind] == pawn)
    return true;
  if (!xq_square_on_own_side (sq, by))
    {
      if (f > 0 && board[sq - 1] == pawn)
        return true;
      if (f < 8 && board[sq + 1] == pawn)
        return true;
    }
  return false;
}

bool
xq_board_square_attacked (const XqPiece *board, int sq, XqColor by)
{
  const XqTables *t = &xq_tables;
  const XqPiece rook = XQ_PIECE (by, XQ_ROOK);
  const XqPiece cannon = XQ_PIECE (by, XQ_CANNON);
  const XqPiece king = XQ_PIECE (by, XQ_KING);

  for (int d = 0; d < 4; d++)
    {
      const uint8_t *ray = t->ray[sq][d];
      int n = t->ray_len[sq][d], i = 0;
      for (; i < n && board[ray[i]] == XQ_EMPTY; i++)
        ;
      if (i == n)
        continue;
      XqPiece p = board[ray[i]];
      if (p == rook)
        return true;
      if (p == king)
        {
          /* The king guards the points next to it in its palace; along a
           * file it "attacks" the other king at any distance (§2.2). */
          if (i == 0 && t->in_palace[sq])
            return true;
          if (d <= XQ_DIR_S && XQ_PIECE_KIND (board[sq]) == XQ_KING)
            return true;
        }
      for (i++; i < n && board[ray[i]] == XQ_EMPTY; i++)
        ;
      if (i < n && board[ray[i]] == cannon)
        return true;
    }

  return attacked_by_horse_or_soldier (board, sq, by);
}

/* xq_board_square_attacked () with the lines read from occupancy masks
 * that match @board. */
static inline bool
attacked_masks (const XqPiece *board, const uint16_t *rank_occ, const uint16_t *file_occ,
                int sq, XqColor by)
{
  const XqTables *t = &xq_tables;
  const XqPiece rook = XQ_PIECE (by, XQ_ROOK);
  const XqPiece cannon = XQ_PIECE (by, XQ_CANNON);
  const XqPiece king = XQ_PIECE (by, XQ_KING);
  int f = xq_square_file (sq), r = xq_square_rank (sq);
  const XqLineView *rv = xq_rank_view (rank_occ, sq);
  const XqLineView *fv = xq_file_view (file_occ, sq);
  int rank_base = sq - f;

  for (int d = 0; d < 2; d++)
    {
      if (rv->first[d] != XQ_NO_SQUARE)
        {
          XqPiece p = board[rank_base + rv->first[d]];
          if (p == rook)
            return true;
          /* The king guards the points next to it in its palace. */
          if (p == king && (rv->first[d] == f - 1 || rv->first[d] == f + 1) && t->in_palace[sq])
            return true;
          if (rv->second[d] != XQ_NO_SQUARE && board[rank_base + rv->second[d]] == cannon)
            return true;
        }
      if (fv->first[d] != XQ_NO_SQUARE)
        {
          XqPiece p = board[f + 9 * fv->first[d]];
          if (p == rook)
            return true;
          /* Along a file the king also "attacks" the other king at any
           * distance (§2.2). */
          if (p == king
              && (((fv->first[d] == r - 1 || fv->first[d] == r + 1) && t->in_palace[sq])
                  || XQ_PIECE_KIND (board[sq]) == XQ_KING))
            return true;
          if (fv->second[d] != XQ_NO_SQUARE && board[f + 9 * fv->second[d]] == cannon)
            return true;
        }
    }

  return attacked_by_horse_or_soldier (board, sq, by);
}

bool
xq_position_attacked (const XqPosition *pos, int sq, XqColor by)
{
  return attacked_masks (pos->board, pos->rank_occ, pos->file_occ, sq, by);
}

bool
xq_position_attacked_after (const XqPosition *pos, XqMove m, int sq, XqColor by)
{
  int from = XQ_MOVE_FROM (m), to = XQ_MOVE_TO (m);
  XqPiece board[XQ_SQUARES];
  uint16_t rank_occ[XQ_RANKS], file_occ[XQ_FILES];

  memcpy (board, pos->board, sizeof board);
  memcpy (rank_occ, pos->rank_occ, sizeof rank_occ);
  memcpy (file_occ, pos->file_occ, sizeof file_occ);
  xq_occ_flip (rank_occ, file_occ, from);
  if (board[to] == XQ_EMPTY)
    xq_occ_flip (rank_occ, file_occ, to);
  board[to] = board[from];
  board[from] = XQ_EMPTY;
  return attacked_masks (board, rank_occ, file_occ, sq, by);
}

bool
xq_position_king_attacked (const XqPosition *pos, XqColor c)
{
  int k = pos->king[c];
  if (k == XQ_NO_SQUARE)
    return false;
  return attacked_masks (pos->board, pos->rank_occ, pos->file_occ, k, xq_color_other (c));
}

bool
xq_position_in_check (const XqPosition *pos)
{
  return xq_position_king_attacked (pos, (XqColor) pos->side);
}

/* True when neither end of the move (from -> to) shares a file or rank with
 * the king on @k and @from is not diagonally next to it (where it could
 * block a horse leg): such a move can only check with a horse it moves. */
static inline bool
off_king_lines (int k, int from, int to)
{
  const uint8_t *file_of = xq_lines.file_of, *rank_of = xq_lines.rank_of;
  int kf = file_of[k], kr = rank_of[k];
  int dfr = file_of[from] - kf, drr = rank_of[from] - kr;
  return file_of[from] != kf && rank_of[from] != kr && file_of[to] != kf && rank_of[to] != kr
         && !((dfr == 1 || dfr == -1) && (drr == 1 || drr == -1));
}

/* The leg a horse on @to must have free to attack the king on @k, or
 * XQ_NO_SQUARE when @to is not a horse's move away from it: the leg is next
 * to the horse, one step towards the king along the long side. */
static inline int
horse_leg_towards (int to, int k)
{
  const uint8_t *file_of = xq_lines.file_of, *rank_of = xq_lines.rank_of;
  int tf = file_of[to], tr = rank_of[to];
  int df = tf - file_of[k], dr = tr - rank_of[k];
  int adf = df < 0 ? -df : df, adr = dr < 0 ? -dr : dr;
  if (!((adf == 1 && adr == 2) || (adf == 2 && adr == 1)))
    return XQ_NO_SQUARE;
  return adf == 2 ? XQ_SQ (tf - df / 2, tr) : XQ_SQ (tf, tr - dr / 2);
}

bool
xq_position_gave_check (const XqPosition *pos, XqMove m)
{
  int k = pos->king[pos->side];
  if (k == XQ_NO_SQUARE)
    return false;
  int from = XQ_MOVE_FROM (m), to = XQ_MOVE_TO (m);
  if (!off_king_lines (k, from, to))
    return xq_position_in_check (pos);
  /* Chariots, cannons and soldiers attack only along their file and rank;
   * advisors, elephants and kings never give check this way. */
  if (XQ_PIECE_KIND (pos->board[to]) != XQ_HORSE)
    return false;
  int leg = horse_leg_towards (to, k);
  return leg != XQ_NO_SQUARE && pos->board[leg] == XQ_EMPTY;
}

bool
xq_position_cannot_check (const XqPosition *pos, XqMove m)
{
  int k = pos->king[pos->side ^ 1];
  if (k == XQ_NO_SQUARE)
    return true;
  int from = XQ_MOVE_FROM (m), to = XQ_MOVE_TO (m);
  if (!off_king_lines (k, from, to))
    return false;
  if (XQ_PIECE_KIND (pos->board[from]) != XQ_HORSE)
    return true;
  int leg = horse_leg_towards (to, k);
  return leg == XQ_NO_SQUARE || (pos->board[leg] != XQ_EMPTY && leg != from);
}

uint64_t
xq_position_compute_hash (const XqPosition *pos)
{
  uint64_t h = 0;
  xq_core_init ();
  for (int sq = 0; sq < XQ_SQUARES; sq++)
    if (pos->board[sq] != XQ_EMPTY)
      h ^= xq_tables.zobrist[pos->board[sq]][sq];
  if (pos->side == XQ_BLACK)
    h ^= xq_tables.zobrist_side;
  return h;
}

bool
xq_position_equal (const XqPosition *a, const XqPosition *b)
{
  return a->side == b->side && memcmp (a->board, b->board, sizeof a->board) == 0;
}

char
xq_piece_to_char (XqPiece p)
{
  static const char letters[] = " KABNRCP";
  XqKind k = XQ_PIECE_KIND (p);
  if (k == XQ_KIND_NONE)
    return '.';
  char c = letters[k];
  return XQ_PIECE_COLOR (p) == XQ_BLACK ? (char) (c - 'A' + 'a') : c;
}

XqPiece
xq_piece_from_char (char c)
{
  XqColor color = (c >= 'a' && c <= 'z') ? XQ_BLACK : XQ_RED;
  XqKind k;
  switch (c | 0x20)
    {
    case 'k': k = XQ_KING; break;
    case 'a': k = XQ_ADVISOR; break;
    case 'b': case 'e': k = XQ_ELEPHANT; break;
    case 'n': case 'h': k = XQ_HORSE; break;
    case 'r': k = XQ_ROOK; break;
    case 'c': k = XQ_CANNON; break;
    case 'p': k = XQ_PAWN; break;
    default: return XQ_EMPTY;
    }
  if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')))
    return XQ_EMPTY;
  return XQ_PIECE (color, k);
}
