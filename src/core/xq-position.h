/* xq-position.h — a Xiangqi position with incremental Zobrist hash
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "xq-types.h"

/* Lanes of the vector sum a client may have the position keep
 * (xq_position_set_vec ()): the evaluation's network, 64 hidden units and
 * one linear lane, padded to a multiple of 8 (src/engine/xq-eval.c checks
 * this against the network's size at compile time). */
#define XQ_VEC_LANES 72

#define XQ_START_FEN "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"

typedef struct
{
  XqPiece board[XQ_SQUARES];
  /* Piece lists: squares of each side's pieces, in no fixed order. */
  uint8_t list[2][16];
  uint8_t count[2];
  uint8_t king[2];       /* king squares, XQ_NO_SQUARE when absent */
  /* index[sq]: slot of the piece on sq in its side's list. */
  uint8_t index[XQ_SQUARES];
  uint8_t side;          /* XqColor to move */
  uint16_t no_capture;   /* plies since the last capture (RULES §4.2.4) */
  uint16_t fullmove;     /* FEN move number, starts at 1 */
  uint64_t hash;         /* Zobrist key of board + side */
  uint8_t piece_count[XQ_N_PIECES]; /* pieces on the board, by XqPiece */
  /* slots[piece]: bit i set when list[colour][i] holds that piece. */
  uint16_t slots[XQ_N_PIECES];
  /* Occupied points: bit f of rank_occ[r] and bit r of file_occ[f]. */
  uint16_t rank_occ[XQ_RANKS];
  uint16_t file_occ[XQ_FILES];
  /* Running sums for a client such as the evaluation: while psq is set,
   * psq_sum[c] is the sum of psq[piece][sq] over colour c's pieces (modulo
   * 2^64), kept by put, remove, make and unmake.  NULL: not kept. */
  const uint64_t (*psq)[XQ_SQUARES];
  uint64_t psq_sum[2];
  /* A running vector sum for a client such as the evaluation's network:
   * while vec is set, vec_sum[j] is vec_bias[j] plus vec[piece][sq][j]
   * over the pieces on the board, kept like psq_sum (16-bit lanes; the
   * client keeps the sums in range).  NULL: not kept. */
  const int16_t (*vec)[XQ_SQUARES][XQ_VEC_LANES];
  const int16_t *vec_bias;
  int16_t vec_sum[XQ_VEC_LANES];
} XqPosition;

/* What make_move needs to take the move back. */
typedef struct
{
  XqMove move;
  XqPiece captured;
  uint8_t captured_slot;
  uint16_t no_capture;
  uint16_t fullmove;
  uint64_t hash;
} XqUndo;

/* Builds the constant tables (Zobrist keys, move tables).  Idempotent and
 * thread-safe; every other function calls it as needed, so callers never have
 * to, but it may be called up front to keep the first call fast. */
void xq_core_init (void);

/* Empties @pos (no pieces, red to move). */
void xq_position_clear (XqPosition *pos);
/* The standard start position. */
void xq_position_set_start (XqPosition *pos);

/* Puts @piece on the empty square @sq (for set-up and parsers).  Keeps lists
 * and hash.  Returns false when the square is taken or a list is full. */
bool xq_position_put (XqPosition *pos, int sq, XqPiece piece);
/* Removes the piece on @sq, if any. */
void xq_position_remove (XqPosition *pos, int sq);
/* Attaches @table (indexed [piece][square], NULL to detach) and computes
 * psq_sum from the pieces on the board.  The table must outlive the
 * position's use of it. */
void xq_position_set_psq (XqPosition *pos, const uint64_t (*table)[XQ_SQUARES]);
/* Attaches @table (indexed [piece][square][lane]) and @bias (NULL to
 * detach: then both are NULL) and computes vec_sum from the pieces on the
 * board.  Both must outlive the position's use of them. */
void xq_position_set_vec (XqPosition *pos, const int16_t (*table)[XQ_SQUARES][XQ_VEC_LANES],
                          const int16_t *bias);
/* Sets the side to move, keeping the hash. */
void xq_position_set_side (XqPosition *pos, XqColor side);

static inline int
xq_position_king (const XqPosition *pos, XqColor c)
{
  return pos->king[c];
}

/* Plays @m, which must be pseudo-legal, and fills @undo. */
void xq_position_make_move (XqPosition *pos, XqMove m, XqUndo *undo);
void xq_position_unmake_move (XqPosition *pos, const XqUndo *undo);
/* A pass (for null-move search); the undo only needs the hash. */
void xq_position_make_null (XqPosition *pos, XqUndo *undo);
void xq_position_unmake_null (XqPosition *pos, const XqUndo *undo);

/* True when a piece of @by attacks @sq (cannon screens, horse legs; the
 * king of @by attacks the points next to it in its palace, and a king
 * standing on @sq is attacked by the other king facing it on an open file,
 * §2.2). */
bool xq_position_attacked (const XqPosition *pos, int sq, XqColor by);
/* The same after @m (pseudo-legal, not made) would be played. */
bool xq_position_attacked_after (const XqPosition *pos, XqMove m, int sq, XqColor by);
/* The same on a bare board array (e.g. a copy with a move tried on it). */
bool xq_board_square_attacked (const XqPiece *board, int sq, XqColor by);
/* True when the side to move is in check (including facing kings). */
bool xq_position_in_check (const XqPosition *pos);
/* True when side @c's king is attacked or faces the other king. */
bool xq_position_king_attacked (const XqPosition *pos, XqColor c);

/* Whether @m, the move just made on @pos, checks the side now to move.
 * The same answer as xq_position_in_check () when that side was not in
 * check before @m (as after any legal move), but most moves are decided
 * without an attack test: one that leaves and enters no point on the
 * king's file or rank, nor a point diagonally next to it, can check only
 * with the horse it moved. */
bool xq_position_gave_check (const XqPosition *pos, XqMove m);
/* Before @m (pseudo-legal) is made: true when it certainly gives no check
 * by the test above without its attack test (false: it may). */
bool xq_position_cannot_check (const XqPosition *pos, XqMove m);

/* Zobrist key of @piece on @sq and of "black to move". */
uint64_t xq_zobrist_piece (XqPiece piece, int sq);
uint64_t xq_zobrist_side (void);
/* Recomputes the key from scratch (for tests and parsers). */
uint64_t xq_position_compute_hash (const XqPosition *pos);

bool xq_position_equal (const XqPosition *a, const XqPosition *b);

/* Piece letters as in FEN: "KABNRCP" upper for red, lower for black. */
char xq_piece_to_char (XqPiece p);
XqPiece xq_piece_from_char (char c); /* accepts H/E aliases; XQ_EMPTY if unknown */
