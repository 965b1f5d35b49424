/* xq-fen.c — FEN reading with validation, and writing
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-fen.h"

#include <stdio.h>
#include <string.h>

static const int max_of_kind[XQ_N_KINDS] = { 0, 1, 2, 2, 2, 2, 2, 5 };

/* Points an advisor or elephant of @color can ever stand on. */
static bool
advisor_point (int sq, XqColor color)
{
  int f = XQ_FILE (sq), r = XQ_RANK (sq);
  if (color == XQ_BLACK)
    r = 9 - r;
  return r <= 2 && ((f == 3 || f == 5) ? (r == 0 || r == 2) : (f == 4 && r == 1));
}

static bool
elephant_point (int sq, XqColor color)
{
  int f = XQ_FILE (sq), r = XQ_RANK (sq);
  if (color == XQ_BLACK)
    r = 9 - r;
  if (r == 0 || r == 4)
    return f == 2 || f == 6;
  if (r == 2)
    return f == 0 || f == 4 || f == 8;
  return false;
}

static bool
palace (int sq, XqColor color)
{
  int f = XQ_FILE (sq), r = XQ_RANK (sq);
  if (color == XQ_BLACK)
    r = 9 - r;
  return f >= 3 && f <= 5 && r <= 2;
}

/* What is impossible about @p standing on @sq (0: nothing). */
static unsigned
piece_problem (int sq, XqPiece p)
{
  XqColor color = XQ_PIECE_COLOR (p);
  int rank = XQ_RANK (sq);

  switch (XQ_PIECE_KIND (p))
    {
    case XQ_KING:
      return palace (sq, color) ? 0 : XQ_IMPOSSIBLE_KING_PALACE;
    case XQ_ADVISOR:
      return advisor_point (sq, color) ? 0 : XQ_IMPOSSIBLE_ADVISOR;
    case XQ_ELEPHANT:
      return elephant_point (sq, color) ? 0 : XQ_IMPOSSIBLE_ELEPHANT;
    case XQ_PAWN:
      return (color == XQ_RED ? rank < 3 : rank > 6) ? XQ_IMPOSSIBLE_SOLDIER : 0;
    default:
      return 0;
    }
}

/* The status xq_position_from_fen () fails with for a piece problem. */
static XqFenStatus
piece_problem_status (unsigned problem)
{
  switch (problem)
    {
    case XQ_IMPOSSIBLE_KING_PALACE: return XQ_FEN_KING_OUTSIDE_PALACE;
    case XQ_IMPOSSIBLE_ADVISOR: return XQ_FEN_BAD_ADVISOR;
    case XQ_IMPOSSIBLE_ELEPHANT: return XQ_FEN_BAD_ELEPHANT;
    default: return XQ_FEN_BAD_PAWN;
    }
}

/* The problems of the whole position: missing kings, then kings facing on
 * an open file (§2.2) or else the side that just moved left in check. */
static unsigned
position_problems (const XqPosition *pos)
{
  int rk = pos->king[XQ_RED], bk = pos->king[XQ_BLACK];
  unsigned problems = 0;

  if (rk == XQ_NO_SQUARE)
    problems |= XQ_IMPOSSIBLE_NO_RED_KING;
  if (bk == XQ_NO_SQUARE)
    problems |= XQ_IMPOSSIBLE_NO_BLACK_KING;
  if (problems == 0 && XQ_FILE (rk) == XQ_FILE (bk))
    {
      bool open = true;
      int low = rk < bk ? rk : bk, high = rk < bk ? bk : rk;
      for (int s = low + 9; s < high; s += 9)
        if (pos->board[s] != XQ_EMPTY)
          open = false;
      if (open)
        return XQ_IMPOSSIBLE_KINGS_FACING;
    }
  if (xq_position_king_attacked (pos, xq_color_other ((XqColor) pos->side)))
    problems |= XQ_IMPOSSIBLE_OPPONENT_IN_CHECK;
  return problems;
}

unsigned
xq_position_impossible (const XqPosition *pos)
{
  unsigned problems = position_problems (pos);

  for (int sq = 0; sq < XQ_SQUARES; sq++)
    if (pos->board[sq] != XQ_EMPTY)
      problems |= piece_problem (sq, pos->board[sq]);
  return problems;
}

static XqFenStatus
fail (XqFenStatus status, size_t offset, size_t *err_offset)
{
  if (err_offset)
    *err_offset = offset;
  return status;
}

static bool
is_space (char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static bool
read_number (const char *s, size_t *i, unsigned *value)
{
  unsigned v = 0;
  size_t start = *i;
  while (s[*i] >= '0' && s[*i] <= '9')
    {
      if (v < 100000)
        v = v * 10 + (unsigned) (s[*i] - '0');
      (*i)++;
    }
  *value = v;
  return *i > start && (s[*i] == '\0' || is_space (s[*i]));
}

/* The state of reading one FEN: where it is, what it has placed. */
typedef struct
{
  const char *fen;
  size_t      i;           /* the next character */
  size_t     *err_offset;
  unsigned   *impossible;  /* NULL: an impossible position fails */
  int         counts[2][XQ_N_KINDS];
  size_t      king_offset; /* the red king's letter, for facing kings */
  unsigned    problems;
} FenReader;

static void
skip_space (FenReader *r)
{
  while (is_space (r->fen[r->i]))
    r->i++;
}

/* The shape of the board field, before any piece is placed: letters, 10
 * ranks of 9 points.  Checking it first reports a missing rank as such, not
 * as a piece that the shift moved onto a wrong point. */
static XqFenStatus
check_board_shape (const FenReader *r)
{
  const char *fen = r->fen;
  size_t j = r->i;
  int ranks = 1, file = 0;

  for (; fen[j] != '\0' && !is_space (fen[j]); j++)
    {
      char c = fen[j];
      if (c == '/')
        {
          if (file != 9)
            return fail (XQ_FEN_FILE_COUNT, j, r->err_offset);
          if (++ranks > 10)
            return fail (XQ_FEN_RANK_COUNT, j, r->err_offset);
          file = 0;
        }
      else if (c >= '1' && c <= '9')
        file += c - '0';
      else if (xq_piece_from_char (c) != XQ_EMPTY)
        file++;
      else
        return fail (XQ_FEN_UNKNOWN_LETTER, j, r->err_offset);
      if (file > 9)
        return fail (XQ_FEN_FILE_COUNT, j, r->err_offset);
    }
  if (file != 9)
    return fail (XQ_FEN_FILE_COUNT, j, r->err_offset);
  if (ranks != 10)
    return fail (XQ_FEN_RANK_COUNT, j, r->err_offset);
  return XQ_FEN_OK;
}

/* The piece letter at the reader's place, put on (@file, @rank). */
static XqFenStatus
read_piece (FenReader *r, XqPosition *pos, int file, int rank)
{
  size_t i = r->i;
  XqPiece p = xq_piece_from_char (r->fen[i]);

  if (p == XQ_EMPTY)
    return fail (XQ_FEN_UNKNOWN_LETTER, i, r->err_offset);
  if (file >= 9)
    return fail (XQ_FEN_FILE_COUNT, i, r->err_offset);
  if (rank < 0)
    return fail (XQ_FEN_RANK_COUNT, i, r->err_offset);
  XqColor color = XQ_PIECE_COLOR (p);
  XqKind kind = XQ_PIECE_KIND (p);
  int sq = XQ_SQ (file, rank);
  if (++r->counts[color][kind] > max_of_kind[kind])
    return fail (XQ_FEN_TOO_MANY, i, r->err_offset);
  unsigned problem = piece_problem (sq, p);
  if (problem != 0 && r->impossible == NULL)
    return fail (piece_problem_status (problem), i, r->err_offset);
  r->problems |= problem;
  if (kind == XQ_KING && color == XQ_RED)
    r->king_offset = i;
  xq_position_put (pos, sq, p);
  return XQ_FEN_OK;
}

/* One rank: digits for empty points and letters for pieces, up to the
 * next '/' or the end of the board field. */
static XqFenStatus
read_rank (FenReader *r, XqPosition *pos, int rank)
{
  const char *fen = r->fen;
  size_t rank_start = r->i;
  int file = 0;

  while (fen[r->i] != '\0' && fen[r->i] != '/' && !is_space (fen[r->i]))
    {
      char c = fen[r->i];
      if (c >= '1' && c <= '9')
        {
          file += c - '0';
          if (file > 9)
            return fail (XQ_FEN_FILE_COUNT, r->i, r->err_offset);
          r->i++;
          continue;
        }
      XqFenStatus status = read_piece (r, pos, file, rank);
      if (status != XQ_FEN_OK)
        return status;
      file++;
      r->i++;
    }
  if (rank < 0)
    return fail (XQ_FEN_RANK_COUNT, rank_start, r->err_offset);
  if (file != 9)
    return fail (XQ_FEN_FILE_COUNT, r->i, r->err_offset);
  return XQ_FEN_OK;
}

/* The board field: ranks 9 down to 0, separated by '/'. */
static XqFenStatus
read_board (FenReader *r, XqPosition *pos)
{
  XqFenStatus status = check_board_shape (r);

  if (status != XQ_FEN_OK)
    return status;
  for (int rank = 9;; rank--)
    {
      status = read_rank (r, pos, rank);
      if (status != XQ_FEN_OK)
        return status;
      if (r->fen[r->i] == '/')
        {
          if (rank == 0)
            return fail (XQ_FEN_RANK_COUNT, r->i, r->err_offset);
          r->i++;
          continue;
        }
      if (rank != 0)
        return fail (XQ_FEN_RANK_COUNT, r->i, r->err_offset);
      break;
    }
  if (r->impossible == NULL
      && (r->counts[XQ_RED][XQ_KING] == 0 || r->counts[XQ_BLACK][XQ_KING] == 0))
    return fail (XQ_FEN_MISSING_KING, r->i, r->err_offset);
  return XQ_FEN_OK;
}

/* Side to move: w or r for red, b for black; absent means red.  Its place
 * goes to @side_offset, where a side left in check is reported. */
static XqFenStatus
read_side (FenReader *r, XqPosition *pos, size_t *side_offset)
{
  const char *fen = r->fen;

  skip_space (r);
  *side_offset = r->i;
  if (fen[r->i] == '\0')
    return XQ_FEN_OK;
  char c = fen[r->i];
  bool alone = fen[r->i + 1] == '\0' || is_space (fen[r->i + 1]);
  if ((c == 'w' || c == 'r' || c == 'W' || c == 'R') && alone)
    xq_position_set_side (pos, XQ_RED);
  else if ((c == 'b' || c == 'B') && alone)
    xq_position_set_side (pos, XQ_BLACK);
  else
    return fail (XQ_FEN_BAD_SIDE, r->i, r->err_offset);
  r->i++;
  return XQ_FEN_OK;
}

/* Optional fields: two placeholders ('-' or anything Western FENs put
 * there), then the no-capture ply count and the move number; nothing after
 * them. */
static XqFenStatus
read_counters (FenReader *r, XqPosition *pos)
{
  const char *fen = r->fen;

  for (int field = 0; field < 4; field++)
    {
      skip_space (r);
      if (fen[r->i] == '\0')
        break;
      if (field < 2)
        {
          while (fen[r->i] != '\0' && !is_space (fen[r->i]))
            r->i++;
          continue;
        }
      unsigned value;
      size_t start = r->i;
      if (!read_number (fen, &r->i, &value))
        return fail (XQ_FEN_BAD_FIELD, start, r->err_offset);
      if (field == 2)
        pos->no_capture = (uint16_t) (value > 60000 ? 60000 : value);
      else
        pos->fullmove = (uint16_t) (value == 0 ? 1 : value > 60000 ? 60000 : value);
    }
  skip_space (r);
  if (fen[r->i] != '\0')
    return fail (XQ_FEN_TRAILING, r->i, r->err_offset);
  return XQ_FEN_OK;
}

/* Whole-position checks: facing kings (§2.2), then the side that just
 * moved must not be left in check. */
static XqFenStatus
check_position (FenReader *r, const XqPosition *pos, size_t side_offset)
{
  r->problems |= position_problems (pos);
  if (r->impossible != NULL)
    *r->impossible = r->problems;
  else if (r->problems & XQ_IMPOSSIBLE_KINGS_FACING)
    return fail (XQ_FEN_KINGS_FACING, r->king_offset, r->err_offset);
  else if (r->problems & XQ_IMPOSSIBLE_OPPONENT_IN_CHECK)
    return fail (XQ_FEN_OPPONENT_IN_CHECK, side_offset, r->err_offset);
  if (r->err_offset)
    *r->err_offset = 0;
  return XQ_FEN_OK;
}

/* Reads @fen field by field; with @impossible NULL an impossible position
 * fails, else its problems are collected there. */
static XqFenStatus
read_fen (XqPosition *pos, const char *fen, size_t *err_offset, unsigned *impossible)
{
  FenReader r = { .fen = fen, .err_offset = err_offset, .impossible = impossible };
  size_t side_offset = 0;
  XqFenStatus status;

  xq_position_clear (pos);
  if (!fen)
    return fail (XQ_FEN_EMPTY, 0, err_offset);
  skip_space (&r);
  if (fen[r.i] == '\0')
    return fail (XQ_FEN_EMPTY, r.i, err_offset);
  if ((status = read_board (&r, pos)) != XQ_FEN_OK
      || (status = read_side (&r, pos, &side_offset)) != XQ_FEN_OK
      || (status = read_counters (&r, pos)) != XQ_FEN_OK)
    return status;
  return check_position (&r, pos, side_offset);
}

XqFenStatus
xq_position_from_fen (XqPosition *pos, const char *fen, size_t *err_offset)
{
  return read_fen (pos, fen, err_offset, NULL);
}

XqFenStatus
xq_position_from_fen_lenient (XqPosition *pos, const char *fen, size_t *err_offset,
                              unsigned *impossible)
{
  unsigned dummy;

  return read_fen (pos, fen, err_offset, impossible ? impossible : &dummy);
}

/* Writes @board, @side and the counters as a FEN into @buf. */
static size_t
write_fen (const XqPiece *board, XqColor side, unsigned no_capture, unsigned fullmove,
           char *buf, size_t size)
{
  char tmp[XQ_FEN_MAX];
  size_t n = 0;

  for (int rank = 9; rank >= 0; rank--)
    {
      int empty = 0;
      for (int file = 0; file < 9; file++)
        {
          XqPiece p = board[XQ_SQ (file, rank)];
          if (p == XQ_EMPTY)
            {
              empty++;
              continue;
            }
          if (empty)
            tmp[n++] = (char) ('0' + empty);
          empty = 0;
          tmp[n++] = xq_piece_to_char (p);
        }
      if (empty)
        tmp[n++] = (char) ('0' + empty);
      if (rank)
        tmp[n++] = '/';
    }
  n += (size_t) snprintf (tmp + n, sizeof tmp - n, " %c - - %u %u",
                          side == XQ_RED ? 'w' : 'b', no_capture, fullmove);
  if (size)
    {
      size_t copy = n < size - 1 ? n : size - 1;
      memcpy (buf, tmp, copy);
      buf[copy] = '\0';
    }
  return n;
}

size_t
xq_position_to_fen (const XqPosition *pos, char *buf, size_t size)
{
  return write_fen (pos->board, (XqColor) pos->side, pos->no_capture, pos->fullmove, buf, size);
}

size_t
xq_board_to_fen (const XqPiece board[XQ_SQUARES], XqColor side, char *buf, size_t size)
{
  return write_fen (board, side, 0, 1, buf, size);
}

int
xq_kind_max (XqKind kind)
{
  return kind < XQ_N_KINDS ? max_of_kind[kind] : 0;
}

/* The set-up problem of one XqImpossible piece bit. */
static XqSetupProblem
piece_setup_problem (unsigned problem)
{
  switch (problem)
    {
    case XQ_IMPOSSIBLE_KING_PALACE: return XQ_SETUP_KING_PALACE;
    case XQ_IMPOSSIBLE_ADVISOR: return XQ_SETUP_ADVISOR;
    case XQ_IMPOSSIBLE_ELEPHANT: return XQ_SETUP_ELEPHANT;
    default: return XQ_SETUP_SOLDIER;
    }
}

XqSetupProblem
xq_setup_problem (const XqPiece board[XQ_SQUARES], XqColor side, XqPiece *piece, int *square)
{
  static const XqKind kinds[] = { XQ_KING, XQ_ADVISOR, XQ_ELEPHANT, XQ_HORSE,
                                  XQ_ROOK, XQ_CANNON, XQ_PAWN };
  int counts[XQ_N_PIECES] = { 0 };
  XqPiece at_fault = XQ_EMPTY;
  int where = XQ_NO_SQUARE;
  XqSetupProblem problem = XQ_SETUP_LEGAL;
  XqPosition pos;

  for (int sq = 0; sq < XQ_SQUARES; sq++)
    counts[board[sq] & (XQ_N_PIECES - 1)]++;
  for (int c = XQ_RED; c <= XQ_BLACK && problem == XQ_SETUP_LEGAL; c++)
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++)
      if (counts[XQ_PIECE (c, kinds[k])] > max_of_kind[kinds[k]])
        {
          problem = XQ_SETUP_TOO_MANY;
          at_fault = XQ_PIECE (c, kinds[k]);
          break;
        }
  if (problem == XQ_SETUP_LEGAL && counts[XQ_PIECE (XQ_RED, XQ_KING)] == 0)
    problem = XQ_SETUP_NO_RED_KING;
  else if (problem == XQ_SETUP_LEGAL && counts[XQ_PIECE (XQ_BLACK, XQ_KING)] == 0)
    problem = XQ_SETUP_NO_BLACK_KING;
  for (int sq = 0; sq < XQ_SQUARES && problem == XQ_SETUP_LEGAL; sq++)
    if (board[sq] != XQ_EMPTY && piece_problem (sq, board[sq]) != 0)
      {
        problem = piece_setup_problem (piece_problem (sq, board[sq]));
        at_fault = board[sq];
        where = sq;
      }
  if (problem == XQ_SETUP_LEGAL)
    {
      /* Now every count is in range: the board fits a position. */
      unsigned problems;

      xq_position_clear (&pos);
      for (int sq = 0; sq < XQ_SQUARES; sq++)
        if (board[sq] != XQ_EMPTY)
          xq_position_put (&pos, sq, board[sq]);
      xq_position_set_side (&pos, side);
      problems = position_problems (&pos);
      if (problems & XQ_IMPOSSIBLE_KINGS_FACING)
        problem = XQ_SETUP_KINGS_FACING;
      else if (problems & XQ_IMPOSSIBLE_OPPONENT_IN_CHECK)
        {
          XqColor other = xq_color_other (side);

          problem = XQ_SETUP_OPPONENT_IN_CHECK;
          at_fault = XQ_PIECE (other, XQ_KING);
          where = pos.king[other];
        }
    }
  if (piece)
    *piece = at_fault;
  if (square)
    *square = where;
  return problem;
}

const char *
xq_fen_status_message (XqFenStatus status)
{
  switch (status)
    {
    case XQ_FEN_OK: return "valid position";
    case XQ_FEN_EMPTY: return "empty FEN";
    case XQ_FEN_RANK_COUNT: return "expected 10 ranks separated by '/'";
    case XQ_FEN_FILE_COUNT: return "expected 9 points in this rank";
    case XQ_FEN_UNKNOWN_LETTER: return "unknown piece letter (expected one of KABNRCP, kabnrcp, H, E or a digit)";
    case XQ_FEN_TOO_MANY: return "more pieces of this kind than a side has";
    case XQ_FEN_KING_OUTSIDE_PALACE: return "king outside its palace";
    case XQ_FEN_BAD_ADVISOR: return "advisor on a point it can never reach";
    case XQ_FEN_BAD_ELEPHANT: return "elephant on a point it can never reach";
    case XQ_FEN_BAD_PAWN: return "soldier behind its starting rank";
    case XQ_FEN_MISSING_KING: return "a side has no king";
    case XQ_FEN_BAD_SIDE: return "side to move must be w, r or b";
    case XQ_FEN_BAD_FIELD: return "expected a number";
    case XQ_FEN_OPPONENT_IN_CHECK: return "the side not to move is in check";
    case XQ_FEN_KINGS_FACING: return "the kings face each other on an open file";
    case XQ_FEN_TRAILING: return "unexpected text after the FEN";
    }
  return "invalid FEN";
}
