/* xq-types.h — basic types of the rules core
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C11, no GLib.  Squares are numbered 0..89 as rank * 9 + file, with
 * file 0 = ICCS file 'a' (red's left) and rank 0 = red's back rank.  Red
 * stands on ranks 0..4, black on ranks 5..9 (RULES §1).
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define XQ_FILES 9
#define XQ_RANKS 10
#define XQ_SQUARES 90
#define XQ_NO_SQUARE 0xFF

/* Upper bound of legal (and pseudo-legal) moves in any position. */
#define XQ_MAX_MOVES 128

typedef enum
{
  XQ_RED = 0,
  XQ_BLACK = 1
} XqColor;

typedef enum
{
  XQ_KIND_NONE = 0,
  XQ_KING = 1,
  XQ_ADVISOR = 2,
  XQ_ELEPHANT = 3,
  XQ_HORSE = 4,
  XQ_ROOK = 5,
  XQ_CANNON = 6,
  XQ_PAWN = 7
} XqKind;

#define XQ_N_KINDS 8

/* A piece: kind in bits 0..2, colour in bit 3.  0 = empty point. */
typedef uint8_t XqPiece;
#define XQ_EMPTY ((XqPiece) 0)
#define XQ_PIECE(color, kind) ((XqPiece) (((color) << 3) | (kind)))
#define XQ_PIECE_KIND(p) ((XqKind) ((p) & 7))
#define XQ_PIECE_COLOR(p) ((int) (((p) >> 3) & 1))
#define XQ_N_PIECES 16

#define XQ_SQ(file, rank) ((rank) * 9 + (file))
#define XQ_FILE(sq) ((sq) % 9)
#define XQ_RANK(sq) ((sq) / 9)

/* A move: from in bits 0..6, to in bits 7..13.  0 is "no move". */
typedef uint16_t XqMove;
#define XQ_MOVE_NONE ((XqMove) 0)
#define XQ_MOVE(from, to) ((XqMove) ((from) | ((to) << 7)))
#define XQ_MOVE_FROM(m) ((int) ((m) & 0x7F))
#define XQ_MOVE_TO(m) ((int) (((m) >> 7) & 0x7F))

static inline XqColor
xq_color_other (XqColor c)
{
  return (XqColor) (c ^ 1);
}

/* True when @sq is on @color's side of the river. */
static inline bool
xq_square_on_own_side (int sq, XqColor color)
{
  return color == XQ_RED ? sq < 45 : sq >= 45;
}
