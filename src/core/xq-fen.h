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

/* Reads a FEN of 1, 2 or 6 fields (also accepts 3..5).  On failure, @pos is
 * left unspecified and *@err_offset, if given, is the offset of the character
 * at fault in @fen. */
XqFenStatus xq_position_from_fen (XqPosition *pos, const char *fen, size_t *err_offset);

/* Writes a 6-field FEN ("w"/"b", "- -", counters).  @buf should hold at least
 * XQ_FEN_MAX bytes.  Returns the length written. */
#define XQ_FEN_MAX 128
size_t xq_position_to_fen (const XqPosition *pos, char *buf, size_t size);

/* English description of a status, for messages and logs. */
const char *xq_fen_status_message (XqFenStatus status);
