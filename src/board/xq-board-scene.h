/* xq-board-scene.h — what the board shows
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Private to the board widget's files.  The scene is the state that the
 * widget (xq-board-view.c) keeps and changes on input, and that the
 * renderer (xq-board-renderer.c) draws and never changes: the position with
 * its marks, the options that change the picture, the selection, the
 * keyboard cursor, the piece being dragged and the piece sliding into
 * place.  Squares are XqPosition's (0..89); XQ_BOARD_NO_SQUARE for none.
 */
#pragma once

#include <glib.h>

#include "xq-board-geometry.h"
#include "xq-position.h"

G_BEGIN_DECLS

typedef struct
{
  /* The position and its marks. */
  XqPosition pos;
  XqMove last_move;
  XqMove legal[XQ_MAX_MOVES];  /* of the side to move */
  guint n_legal;
  XqMove hint;                 /* arrow of a suggested move */
  XqMove arrow;                /* arrow of an analysis line pointed at */
  gboolean in_check;

  /* Options. */
  gboolean flipped;            /* black at the bottom */
  gboolean show_legal_moves;
  gboolean show_coordinates;
  char *piece_set_id;
  char *theme_id;              /* an XqBoardTheme id, or "auto" */

  /* Selection and keyboard cursor. */
  int selected;
  int cursor;
  gboolean cursor_shown;       /* after a key press, until the next click */
  gboolean focused;            /* the widget has the focus (as last drawn) */

  /* The piece pressed on, and dragged. */
  int press_square;            /* where the pointer went down on a movable piece */
  gboolean dragging;
  double drag_x, drag_y;       /* where it is dragged, in widget coordinates */

  /* A piece sliding into place: the last move, or a drop going back. */
  gboolean animating;
  double anim_t;               /* 0..1, eased */
  double anim_col, anim_row;   /* start, in screen cells (may be fractional) */
  int anim_to;                 /* square where the piece comes to rest */
  XqPiece anim_piece;
  XqPiece anim_captured;       /* fading out under it */
} XqBoardScene;

G_END_DECLS
