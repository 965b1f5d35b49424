/* xq-lines.h — what a piece sees along its rank and its file
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C11.  Lookups by a point and the occupancy masks of its rank and
 * file (XqPosition rank_occ / file_occ, or a copy kept in step with a
 * scratch board), for code that reads lines quickly: move generation,
 * attack tests, the exchange evaluator and the evaluation's mobility.
 * The tables are built by xq_core_init () (every function of the core that
 * takes a position calls it) and read-only afterwards.
 */
#pragma once

#include "xq-types.h"

/* What a sliding piece sees along one rank or file, given the line's
 * occupancy: the empty points next to it up to the first piece each way,
 * and the first and second pieces each way (positions along the line, [0]
 * towards position 0, [1] away from it; XQ_NO_SQUARE where none). */
typedef struct
{
  uint8_t empty;
  uint8_t first[2];
  uint8_t second[2];
} XqLineView;

typedef struct
{
  /* File and rank of a point, and its bit in the rank's and the file's
   * occupancy mask (1 << file, 1 << rank), without divisions. */
  uint8_t file_of[XQ_SQUARES], rank_of[XQ_SQUARES];
  uint16_t file_bit[XQ_SQUARES], rank_bit[XQ_SQUARES];
  /* Line views by position along the line and the line's occupancy. */
  XqLineView rank_view[XQ_FILES][1 << XQ_FILES];
  XqLineView file_view[XQ_RANKS][1 << XQ_RANKS];
} XqLines;

/* The tables: filled by xq_core_init (), read-only afterwards (a plain
 * object rather than a pointer to const, so that a lookup costs one load;
 * never write it). */
extern XqLines xq_lines;

static inline int
xq_square_file (int sq)
{
  return xq_lines.file_of[sq];
}

static inline int
xq_square_rank (int sq)
{
  return xq_lines.rank_of[sq];
}

/* What a slider on @sq sees along its rank and its file, given the
 * occupancy masks. */
static inline const XqLineView *
xq_rank_view (const uint16_t *rank_occ, int sq)
{
  return &xq_lines.rank_view[xq_lines.file_of[sq]][rank_occ[xq_lines.rank_of[sq]]];
}

static inline const XqLineView *
xq_file_view (const uint16_t *file_occ, int sq)
{
  return &xq_lines.file_view[xq_lines.rank_of[sq]][file_occ[xq_lines.file_of[sq]]];
}

/* Flips the occupancy bits of @sq (after it was emptied or filled). */
static inline void
xq_occ_flip (uint16_t *rank_occ, uint16_t *file_occ, int sq)
{
  rank_occ[xq_lines.rank_of[sq]] ^= xq_lines.file_bit[sq];
  file_occ[xq_lines.file_of[sq]] ^= xq_lines.rank_bit[sq];
}
