/* xq-board-point.h — a point of the board named as the board shows it
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Messages name points in the words of the board's labels and of the
 * notation (§7), not in ICCS coordinates: a file is counted from a side's
 * right (red's files 1–9, written 一…九 in Chinese, black's 1–9), a row
 * from that side's own edge (row 1 is the side's back rank).
 */
#pragma once

#include <glib.h>

#include "xq-types.h"

G_BEGIN_DECLS

/* @square as @side counts it: "red's file 9, row 1" (ICCS a0), "black's
 * file 1, row 1" (ICCS a9); translated. */
char *xq_board_point_name (int     square,
                           XqColor side);

G_END_DECLS
