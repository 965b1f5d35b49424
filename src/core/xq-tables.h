/* xq-tables.h — constant lookup tables of the rules core (private)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Filled once by xq_core_init () and read-only afterwards.  The line views
 * and the file and rank of each point are public (xq-lines.h).
 */
#pragma once

#include "xq-lines.h"

enum { XQ_DIR_N, XQ_DIR_S, XQ_DIR_E, XQ_DIR_W };

/* How two points lie to each other (XqTables.relation). */
enum
{
  XQ_REL_FILE = 1,     /* same file, different points */
  XQ_REL_RANK = 2,     /* same rank, different points */
  XQ_REL_DIAGONAL = 4, /* diagonal neighbours */
  XQ_REL_HORSE = 8     /* a horse's move apart, legs aside */
};

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
} XqTables;

/* Written only by xq_core_init (); read-only after. */
extern XqTables xq_tables;
