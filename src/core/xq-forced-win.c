/* xq-forced-win.c — proof of a short forced win by trying every defence
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-forced-win.h"
#include "xq-movegen.h"

bool
xq_position_forces_win (XqPosition *pos, int moves)
{
  XqMove list[XQ_MAX_MOVES];
  size_t n;

  if (moves <= 0)
    return false;
  n = xq_generate_legal (pos, list, XQ_MAX_MOVES);
  for (size_t i = 0; i < n; i++)
    {
      XqUndo undo;
      bool win;

      xq_position_make_move (pos, list[i], &undo);
      win = xq_position_loses_within (pos, moves - 1);
      xq_position_unmake_move (pos, &undo);
      if (win)
        return true;
    }
  return false;
}

bool
xq_position_loses_within (XqPosition *pos, int moves)
{
  XqMove list[XQ_MAX_MOVES];
  size_t n = xq_generate_legal (pos, list, XQ_MAX_MOVES);

  if (n == 0)
    return true;
  for (size_t i = 0; i < n; i++)
    {
      XqUndo undo;
      bool lost;

      xq_position_make_move (pos, list[i], &undo);
      lost = xq_position_forces_win (pos, moves);
      xq_position_unmake_move (pos, &undo);
      if (!lost)
        return false;
    }
  return true;
}
