/* xq-move-list-view.h — the moves of a game, the current one selected
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "xq-game.h"

G_BEGIN_DECLS

#define XQ_TYPE_MOVE_LIST_VIEW (xq_move_list_view_get_type ())

G_DECLARE_FINAL_TYPE (XqMoveListView, xq_move_list_view, XQ, MOVE_LIST_VIEW, GtkWidget)

/* Lists every move of #XqMoveListView:game (variations indented), follows
 * the game's cursor and moves the cursor to a move the user picks. */
GtkWidget  *xq_move_list_view_new          (void);

XqGame     *xq_move_list_view_get_game     (XqMoveListView *self);
/* Shows @game (or nothing when NULL). */
void        xq_move_list_view_set_game     (XqMoveListView *self,
                                            XqGame         *game);
/* The notation the moves are written in (property "notation", an enum
 * whose nicks are the names of xq-notation-name.h: "chinese", "wxf", …,
 * so that the "notation" setting binds to it). */
XqNotation  xq_move_list_view_get_notation (XqMoveListView *self);
void        xq_move_list_view_set_notation (XqMoveListView *self,
                                            XqNotation      notation);
/* The flags moves are written with in the window: traditional characters
 * where the interface is in Taiwan or Hong Kong Chinese. */
unsigned    xq_move_list_view_notation_flags (void);

G_END_DECLS
