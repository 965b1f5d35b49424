/* xq-board-theme.h — colour tables of the board
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A board theme is plain data: the colours XqBoardView paints with.  The
 * light "wood" theme follows RULES §1.4 (light ground, dark lines); "dark" is
 * meant for the dark style of the desktop.
 */
#pragma once

#include <glib.h>
#include <cairo.h>

G_BEGIN_DECLS

typedef struct
{
  double red, green, blue, alpha;
} XqBoardColor;

typedef struct
{
  const char   *id;             /* stable name, stored in settings */
  const char   *title;          /* N_() marked; translate with _() */
  gboolean      dark;           /* made for a dark desktop style */
  XqBoardColor  frame_outer;    /* border of the wooden block, dark edge */
  XqBoardColor  frame;          /* the block around the playing field */
  XqBoardColor  ground_light;   /* playing field: light end of its gradient */
  XqBoardColor  ground_dark;    /* playing field: dark end */
  XqBoardColor  grain;          /* wood grain strokes (alpha: strength) */
  XqBoardColor  line;           /* grid lines, palace, point markers */
  XqBoardColor  river_text;     /* 楚河 汉界 */
  XqBoardColor  label_red;      /* file numbers on red's side */
  XqBoardColor  label_black;    /* file numbers on black's side */
  XqBoardColor  last_move;      /* from/to corner marks of the last move */
  XqBoardColor  selection;      /* ring around the selected piece */
  XqBoardColor  target;         /* legal target dots */
  XqBoardColor  check;          /* glow under a king in check */
  XqBoardColor  cursor;         /* keyboard focus cursor */
  XqBoardColor  hint;           /* hint arrow */
} XqBoardTheme;

/* Number of built-in themes and the one at @index (0 = default light). */
guint               xq_board_theme_get_count (void);
const XqBoardTheme *xq_board_theme_get_nth   (guint index);
/* The theme named @id, or NULL when there is none. */
const XqBoardTheme *xq_board_theme_lookup    (const char *id);
/* The default theme for a light (@dark FALSE) or dark desktop style. */
const XqBoardTheme *xq_board_theme_get_default (gboolean dark);

/* Sets @color as the source of @cr, its alpha multiplied by @alpha. */
void                xq_board_color_set_source (const XqBoardColor *color,
                                               cairo_t            *cr,
                                               double              alpha);

G_END_DECLS
