/* xq-board-point.c — a point of the board named as the board shows it
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "xq-board-point.h"

char *
xq_board_point_name (int     square,
                     XqColor side)
{
  /* Red's file numbers, as the board writes them under red's side. */
  static const char *const red_files[9] = {
    NC_("red file", "1"), NC_("red file", "2"), NC_("red file", "3"),
    NC_("red file", "4"), NC_("red file", "5"), NC_("red file", "6"),
    NC_("red file", "7"), NC_("red file", "8"), NC_("red file", "9"),
  };
  int file, row;

  g_return_val_if_fail (square >= 0 && square < XQ_SQUARES, NULL);

  /* §7: files from the side's right, rows from its own edge. */
  if (side == XQ_RED)
    {
      file = 9 - XQ_FILE (square);
      row = XQ_RANK (square) + 1;
      /* Translators: a point as red counts it, e.g. "red's file 7, row 1";
       * the file is written as the board writes red's files (一…九). */
      return g_strdup_printf (_("red's file %s, row %d"),
                              g_dpgettext2 (NULL, "red file", red_files[file - 1]), row);
    }
  file = XQ_FILE (square) + 1;
  row = 10 - XQ_RANK (square);
  /* Translators: a point as black counts it, e.g. "black's file 3, row 1" */
  return g_strdup_printf (_("black's file %d, row %d"), file, row);
}
