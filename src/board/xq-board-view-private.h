/* xq-board-view-private.h — XqBoardView internals for the tests
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "xq-board-view.h"

G_BEGIN_DECLS

/* Draws the whole board as the widget would at @width × @height (logical
 * pixels, device scale @scale) and makes that the geometry used by the
 * functions below.  The pieces are drawn from the piece set's cached images. */
void     xq_board_view_draw          (XqBoardView *self,
                                      cairo_t     *cr,
                                      int          width,
                                      int          height,
                                      int          scale);
/* Centre of square @sq's point in widget coordinates. */
void     xq_board_view_square_center (XqBoardView *self,
                                      int          sq,
                                      double      *x,
                                      double      *y);
/* Size of one square (distance between lines). */
double   xq_board_view_square_size   (XqBoardView *self);

/* What the gestures call: pointer down, moved, up at widget coordinates. */
void     xq_board_view_pointer_down  (XqBoardView *self,
                                      double       x,
                                      double       y);
void     xq_board_view_pointer_move  (XqBoardView *self,
                                      double       x,
                                      double       y);
void     xq_board_view_pointer_up    (XqBoardView *self,
                                      double       x,
                                      double       y);
/* What the key controller calls; TRUE when the key was used. */
gboolean xq_board_view_key           (XqBoardView *self,
                                      guint        keyval);

int      xq_board_view_get_selected  (XqBoardView *self);
gboolean xq_board_view_is_dragging   (XqBoardView *self);
gboolean xq_board_view_is_animating  (XqBoardView *self);

G_END_DECLS
