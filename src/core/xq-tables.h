/* xq-tables.h — constant lookup tables of the rules core (private)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Filled once by xq_core_init () and read-only afterwards.
 */
#pragma once

#include "xq-types.h"

enum { XQ_DIR_N, XQ_DIR_S, XQ_DIR_E, XQ_DIR_W };

/* How two points lie to each other (XqTables.relation). */
enum
{
  XQ_REL_FILE = 1,     /* same file, different points */
  XQ_REL_RANK = 2,     /* same rank, different points */
  XQ_REL_DIAGONAL = 4, /* diagonal neighbours */
  XQ_REL_HORSE = 8     /* a horse's move apart, legs aside */
};

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
  uint64_t zobrist[XQ_N_PIECES][XQ_SQUARES];
  uint64_t zobrist_side;

  /* Sliding rays, nearest square first. */
  uint8_t ray[XQ_SQUARES][4][9];
  uint8_t ray_len[XQ_SQUARES][4];

  /* Horse: destination and the leg point that blocks it (§2 蹩马腿). */
  uint8_t horse_to[XQ_SQUARES][8];
  uint8_t horse_leg[XQ_SQUARES][8];
  uint8_t horse_n[XQ_SQUARES];
  /* Horses that could attack a square: for each diagonal neighbour d (the
   * leg point as seen from the horse), the two horse squares beyond it. */
  uint8_t horse_att_leg[XQ_SQUARES][4];
  uint8_t horse_att_from[XQ_SQUARES][4][2];
  uint8_t horse_att_n[XQ_SQUARES];

  /* Horses that could attack a square, with the leg each needs empty, in
   * the order of their (file, rank) offsets from it: (1, 2), (-1, 2),
   * (1, -2), (-1, -2), (2, 1), (-2, 1), (2, -1), (-2, -1). */
  uint8_t horse_src[XQ_SQUARES][8];
  uint8_t horse_src_leg[XQ_SQUARES][8];
  uint8_t horse_src_n[XQ_SQUARES];

  /* Elephant: destination on the same side of the river and its eye. */
  uint8_t elephant_to[XQ_SQUARES][4];
  uint8_t elephant_eye[XQ_SQUARES][4];
  uint8_t elephant_n[XQ_SQUARES];

  /* Advisor and king: steps inside the palace. */
  uint8_t advisor_to[XQ_SQUARES][4];
  uint8_t advisor_n[XQ_SQUARES];
  uint8_t king_to[XQ_SQUARES][4];
  uint8_t king_n[XQ_SQUARES];

  /* Soldier steps of each colour (forward, sideways once crossed). */
  uint8_t pawn_to[2][XQ_SQUARES][3];
  uint8_t pawn_n[2][XQ_SQUARES];

  bool in_palace[XQ_SQUARES];
  uint8_t relation[XQ_SQUARES][XQ_SQUARES]; /* XQ_REL_* flags */
  /* File and rank of a point, and its bit in the rank's and the file's
   * occupancy mask (1 << file, 1 << rank), without divisions. */
  uint8_t file_of[XQ_SQUARES], rank_of[XQ_SQUARES];
  uint16_t file_bit[XQ_SQUARES], rank_bit[XQ_SQUARES];

  /* Line views by position along the line and the line's occupancy
   * (XqPosition rank_occ / file_occ). */
  XqLineView rank_view[XQ_FILES][1 << XQ_FILES];
  XqLineView file_view[XQ_RANKS][1 << XQ_RANKS];
} XqTables;

/* Written only by xq_core_init (); read-only after. */
extern XqTables xq_tables;

/* What a slider on @sq sees along its rank and its file, given the
 * occupancy masks (XqPosition rank_occ / file_occ, or a copy). */
static inline const XqLineView *
xq_rank_view (const uint16_t *rank_occ, int sq)
{
  return &xq_tables.rank_view[xq_tables.file_of[sq]][rank_occ[xq_tables.rank_of[sq]]];
}

static inline const XqLineView *
xq_file_view (const uint16_t *file_occ, int sq)
{
  return &xq_tables.file_view[xq_tables.rank_of[sq]][file_occ[xq_tables.file_of[sq]]];
}

/* Flips the occupancy bits of @sq (after it was emptied or filled). */
static inline void
xq_occ_flip (uint16_t *rank_occ, uint16_t *file_occ, int sq)
{
  rank_occ[xq_tables.rank_of[sq]] ^= xq_tables.file_bit[sq];
  file_occ[xq_tables.file_of[sq]] ^= xq_tables.rank_bit[sq];
}
