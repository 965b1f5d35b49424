/* xq-fen.h — Forsyth-Edwards Notation for Xiangqi
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "xq-position.h"

typedef enum
{
  XQ_FEN_OK = 0,
  XQ_FEN_EMPTY,            /* nothing to read */
  XQ_FEN_RANK_COUNT,       /* not 10 ranks */
  XQ_FEN_FILE_COUNT,       /* a rank without exactly 9 points */
  XQ_FEN_UNKNOWN_LETTER,   /* a letter that is no piece */
  XQ_FEN_TOO_MANY,         /* more pieces of a kind than exist */
  XQ_FEN_KING_OUTSIDE_PALACE,
  XQ_FEN_BAD_ADVISOR,      /* advisor on a point it can never reach */
  XQ_FEN_BAD_ELEPHANT,     /* elephant on a point it can never reach */
  XQ_FEN_BAD_PAWN,         /* soldier behind its starting rank */
  XQ_FEN_MISSING_KING,
  XQ_FEN_BAD_SIDE,         /* side to move is not w, r or b */
  XQ_FEN_BAD_FIELD,        /* a counter field is not a number */
  XQ_FEN_OPPONENT_IN_CHECK,/* the side not to move is in check */
  XQ_FEN_KINGS_FACING,     /* the kings face each other (§2.2) */
  XQ_FEN_TRAILING,         /* too many fields */
} XqFenStatus;

/* What can be wrong with a position that is written correctly: no game
 * reaches it, but records of exercises and studies hold such positions.
 * The core plays on them with the pieces' own moves (a side without a king
 * is never in check); only the engine needs both kings. */
typedef enum
{
  XQ_IMPOSSIBLE_NO_RED_KING      = 1 << 0,
  XQ_IMPOSSIBLE_NO_BLACK_KING    = 1 << 1,
  XQ_IMPOSSIBLE_KING_PALACE      = 1 << 2, /* a king outside its palace */
  XQ_IMPOSSIBLE_ADVISOR          = 1 << 3, /* on a point it can never reach */
  XQ_IMPOSSIBLE_ELEPHANT         = 1 << 4, /* on a point it can never reach */
  XQ_IMPOSSIBLE_SOLDIER          = 1 << 5, /* behind its starting rank */
  XQ_IMPOSSIBLE_KINGS_FACING     = 1 << 6, /* §2.2 */
  XQ_IMPOSSIBLE_OPPONENT_IN_CHECK = 1 << 7, /* the side not to move */
} XqImpossible;
#define XQ_IMPOSSIBLE_NO_KING (XQ_IMPOSSIBLE_NO_RED_KING | XQ_IMPOSSIBLE_NO_BLACK_KING)

/* Reads a FEN of 1, 2 or 6 fields (also accepts 3..5).  On failure, @pos is
 * left unspecified and *@err_offset, if given, is the offset of the character
 * at fault in @fen.  Impossible positions (see XqImpossible) fail. */
XqFenStatus xq_position_from_fen (XqPosition *pos, const char *fen, size_t *err_offset);
/* The same, but a position that is only impossible is read as written:
 * *@impossible gets the XqImpossible bits that apply (0 for a position a
 * game can reach).  Fails only on what cannot be read. */
XqFenStatus xq_position_from_fen_lenient (XqPosition *pos, const char *fen, size_t *err_offset,
                                          unsigned *impossible);
/* The XqImpossible bits that apply to @pos (read from anywhere). */
unsigned xq_position_impossible (const XqPosition *pos);

/* Why pieces set up on a board are not a legal position: the first of
 * these that applies, in this order. */
typedef enum
{
  XQ_SETUP_LEGAL = 0,
  XQ_SETUP_TOO_MANY,            /* more pieces of a kind than a side has */
  XQ_SETUP_NO_RED_KING,
  XQ_SETUP_NO_BLACK_KING,
  XQ_SETUP_KING_PALACE,         /* a king outside its palace */
  XQ_SETUP_ADVISOR,             /* on a point it can never reach */
  XQ_SETUP_ELEPHANT,            /* on a point it can never reach */
  XQ_SETUP_SOLDIER,             /* behind its starting rank */
  XQ_SETUP_KINGS_FACING,        /* §2.2 */
  XQ_SETUP_OPPONENT_IN_CHECK,   /* the side not to move */
} XqSetupProblem;

/* What keeps the pieces on @board (any number of each) with @side to move
 * from being a position a game can reach.  *@piece and *@square (either
 * may be NULL) get the piece at fault and its point: the kind there are
 * too many of (square XQ_NO_SQUARE), the piece off its points, the king
 * in check; XQ_EMPTY and XQ_NO_SQUARE when no one piece is at fault. */
XqSetupProblem xq_setup_problem (const XqPiece board[XQ_SQUARES], XqColor side,
                                 XqPiece *piece, int *square);
/* The most pieces of @kind a side has (1 king … 5 soldiers). */
int xq_kind_max (XqKind kind);
/* Writes @board with @side to move as a FEN like xq_position_to_fen ()
 * (counters 0 1), whatever its pieces: also a board no XqPosition holds. */
size_t xq_board_to_fen (const XqPiece board[XQ_SQUARES], XqColor side, char *buf, size_t size);

/* Writes a 6-field FEN ("w"/"b", "- -", counters).  @buf should hold at least
 * XQ_FEN_MAX bytes.  Returns the length written. */
#define XQ_FEN_MAX 128
size_t xq_position_to_fen (const XqPosition *pos, char *buf, size_t size);

/* English description of a status, for messages and logs. */
const char *xq_fen_status_message (XqFenStatus status);
