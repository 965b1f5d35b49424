/* xq-board-geometry.h — where the board's points lie in the widget
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Private to the board widget's files (xq-board-view.c and the files that
 * draw it).  The board is laid out in squares (the distance between two
 * lines): the grid of 8 × 9 squares with room around it for the frame and
 * the file numbers, centred in the widget, the square size a whole number of
 * device pixels.  Screen cells are the grid's points counted from the top
 * left (column 0..8, row 0..9); which square a cell shows depends on whether
 * the board is flipped (black at the bottom).
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Room around the grid, in squares: beyond the outer files (left, right)
 * and beyond the outer ranks (top, bottom, where the file numbers go). */
#define XQ_BOARD_PAD_X 0.72
#define XQ_BOARD_PAD_Y 1.12
#define XQ_BOARD_UNITS_X (8 + 2 * XQ_BOARD_PAD_X)
#define XQ_BOARD_UNITS_Y (9 + 2 * XQ_BOARD_PAD_Y)
/* The playing field (light ground) reaches this far beyond the grid. */
#define XQ_BOARD_GROUND_PAD 0.56

/* Not a square: off the board, nothing selected. */
#define XQ_BOARD_NO_SQUARE (-1)

typedef struct
{
  double width, height;  /* the widget */
  double s;              /* square size */
  double x0, y0;         /* top left point of the grid */
  int scale;             /* device pixels per logical pixel */
} XqBoardGeometry;

/* The layout of a widget of @width × @height logical pixels, @scale device
 * pixels each. */
void   _xq_board_geometry_init         (XqBoardGeometry       *g,
                                        double                 width,
                                        double                 height,
                                        int                    scale);
/* TRUE when @a and @b put the grid at the same place and scale (a board
 * drawn for one fits the other). */
gboolean _xq_board_geometry_same_grid  (const XqBoardGeometry *a,
                                        const XqBoardGeometry *b);

/* Screen cell of square @sq, and the square of a cell. */
void   _xq_board_square_to_cell        (int                    sq,
                                        gboolean               flipped,
                                        int                   *col,
                                        int                   *row);
int    _xq_board_cell_to_square        (int                    col,
                                        int                    row,
                                        gboolean               flipped);

/* The point of square @sq, in widget coordinates. */
void   _xq_board_geometry_square_point (const XqBoardGeometry *g,
                                        gboolean               flipped,
                                        int                    sq,
                                        double                *x,
                                        double                *y);
/* The square whose point is nearest to (@x, @y), or XQ_BOARD_NO_SQUARE off
 * the board. */
int    _xq_board_geometry_square_at    (const XqBoardGeometry *g,
                                        gboolean               flipped,
                                        double                 x,
                                        double                 y);

/* Width of a line @factor squares wide, in logical pixels, a whole number
 * of device pixels. */
double _xq_board_geometry_line_width   (const XqBoardGeometry *g,
                                        double                 factor);
/* Offset that puts a line of width @lw on the device pixel grid. */
double _xq_board_geometry_line_offset  (const XqBoardGeometry *g,
                                        double                 lw);

G_END_DECLS
