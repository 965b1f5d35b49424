/* xq-board-view.h — the Xiangqi board widget
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * XqBoardView draws a position (board, pieces, last move, check, legal
 * targets, hint arrow) and turns clicks, drags and keys into requests.  It
 * never decides what is legal: its owner hands it the position together with
 * the legal moves of the side to move (an empty list: nothing can be moved,
 * e.g. while the engine thinks), and answers "move-requested" (from, to) by
 * playing the move in the model and calling xq_board_view_set_position()
 * again.  A request is only emitted for a move found in that list.
 *
 * Properties: "flipped" (black at the bottom), "animate" (slide moved pieces),
 * "show-legal-moves", "show-coordinates" (file numbers), "piece-set" (an id of
 * xq_piece_set_list_ids()), "theme" (an XqBoardTheme id, or "auto": light
 * wood or dark walnut following the desktop style), "keyboard-active"
 * (read-only: the keyboard cursor is shown and the arrows move it; it appears
 * when focus comes by Tab or on Enter/Space, and goes on Escape, a click or
 * focus loss).
 */
#pragma once

#include <gtk/gtk.h>

#include "xq-position.h"

G_BEGIN_DECLS

#define XQ_TYPE_BOARD_VIEW (xq_board_view_get_type ())
G_DECLARE_FINAL_TYPE (XqBoardView, xq_board_view, XQ, BOARD_VIEW, GtkWidget)

GtkWidget  *xq_board_view_new               (void);

/* Shows @pos (copied).  @last_move (or XQ_MOVE_NONE) is marked and, when it
 * leads from the position shown before, animated.  @legal: the @n_legal
 * legal moves of the side to move (copied; at most XQ_MAX_MOVES). */
void        xq_board_view_set_position      (XqBoardView      *self,
                                             const XqPosition *pos,
                                             XqMove            last_move,
                                             const XqMove     *legal,
                                             gsize             n_legal);
const XqPosition *xq_board_view_get_position (XqBoardView     *self);

/* An arrow for a suggested move; XQ_MOVE_NONE removes it.  Cleared by the
 * next xq_board_view_set_position(). */
void        xq_board_view_set_hint          (XqBoardView      *self,
                                             XqMove            hint);
/* A fainter arrow for a move of an analysis line; XQ_MOVE_NONE removes it.
 * Cleared by the next xq_board_view_set_position() as well. */
void        xq_board_view_set_arrow         (XqBoardView      *self,
                                             XqMove            arrow);
XqMove      xq_board_view_get_arrow         (XqBoardView      *self);

gboolean    xq_board_view_get_flipped       (XqBoardView      *self);
void        xq_board_view_set_flipped       (XqBoardView      *self,
                                             gboolean          flipped);
gboolean    xq_board_view_get_animate       (XqBoardView      *self);
void        xq_board_view_set_animate       (XqBoardView      *self,
                                             gboolean          animate);
gboolean    xq_board_view_get_show_legal_moves (XqBoardView   *self);
void        xq_board_view_set_show_legal_moves (XqBoardView   *self,
                                                gboolean       show);
gboolean    xq_board_view_get_show_coordinates (XqBoardView   *self);
void        xq_board_view_set_show_coordinates (XqBoardView   *self,
                                                gboolean       show);
const char *xq_board_view_get_piece_set     (XqBoardView      *self);
void        xq_board_view_set_piece_set     (XqBoardView      *self,
                                             const char       *id);
const char *xq_board_view_get_theme         (XqBoardView      *self);
void        xq_board_view_set_theme         (XqBoardView      *self,
                                             const char       *id);

gboolean    xq_board_view_get_keyboard_active (XqBoardView   *self);
/* The square the keyboard cursor is on. */
int         xq_board_view_get_cursor        (XqBoardView      *self);
/* The square whose point is nearest to (@x, @y) in widget coordinates, or -1
 * off the board. */
int         xq_board_view_square_at         (XqBoardView      *self,
                                             double            x,
                                             double            y);

/* Drops the selection (and a drag in progress). */
void        xq_board_view_clear_selection   (XqBoardView      *self);

/* The board drawn (its frame with the file numbers) measures @units_x ×
 * @units_y squares: a window lays it out with these proportions. */
void        xq_board_view_get_units         (double           *units_x,
                                             double           *units_y);

G_END_DECLS
