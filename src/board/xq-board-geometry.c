/* xq-board-geometry.c — where the board's points lie in the widget
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-board-view"

#include "config.h"

#include <math.h>

#include "xq-board-geometry.h"
#include "xq-types.h"

void
_xq_board_geometry_init (XqBoardGeometry *g,
                         double           width,
                         double           height,
                         int              scale)
{
  double s = MIN (width / XQ_BOARD_UNITS_X, height / XQ_BOARD_UNITS_Y);

  /* Whole device pixels keep lines and piece images sharp. */
  s = MAX (1.0, floor (s * scale) / scale);
  g->width = width;
  g->height = height;
  g->scale = scale;
  g->s = s;
  g->x0 = floor ((width - 8 * s) / 2 * scale) / scale;
  g->y0 = floor ((height - 9 * s) / 2 * scale) / scale;
}

gboolean
_xq_board_geometry_same_grid (const XqBoardGeometry *a,
                              const XqBoardGeometry *b)
{
  return a->s == b->s && a->x0 == b->x0 && a->y0 == b->y0 && a->scale == b->scale;
}

void
_xq_board_square_to_cell (int       sq,
                          gboolean  flipped,
                          int      *col,
                          int      *row)
{
  if (flipped)
    {
      *col = 8 - XQ_FILE (sq);
      *row = XQ_RANK (sq);
    }
  else
    {
      *col = XQ_FILE (sq);
      *row = 9 - XQ_RANK (sq);
    }
}

int
_xq_board_cell_to_square (int      col,
                          int      row,
                          gboolean flipped)
{
  if (flipped)
    return XQ_SQ (8 - col, row);
  return XQ_SQ (col, 9 - row);
}

void
_xq_board_geometry_square_point (const XqBoardGeometry *g,
                                 gboolean               flipped,
                                 int                    sq,
                                 double                *x,
                                 double                *y)
{
  int col, row;

  _xq_board_square_to_cell (sq, flipped, &col, &row);
  *x = g->x0 + col * g->s;
  *y = g->y0 + row * g->s;
}

int
_xq_board_geometry_square_at (const XqBoardGeometry *g,
                              gboolean               flipped,
                              double                 x,
                              double                 y)
{
  int col, row;

  if (g->s <= 0)
    return XQ_BOARD_NO_SQUARE;
  col = (int) floor ((x - g->x0) / g->s + 0.5);
  row = (int) floor ((y - g->y0) / g->s + 0.5);
  if (col < 0 || col > 8 || row < 0 || row > 9)
    return XQ_BOARD_NO_SQUARE;
  return _xq_board_cell_to_square (col, row, flipped);
}

double
_xq_board_geometry_line_width (const XqBoardGeometry *g,
                               double                 factor)
{
  double dev = MAX (1.0, round (g->s * g->scale * factor));

  return dev / g->scale;
}

double
_xq_board_geometry_line_offset (const XqBoardGeometry *g,
                                double                 lw)
{
  int dev = (int) round (lw * g->scale);

  return (dev % 2) ? 0.5 / g->scale : 0.0;
}
