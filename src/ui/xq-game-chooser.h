/* xq-game-chooser.h — picking one game of a file that holds several
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "xq-game.h"

G_BEGIN_DECLS

#define XQ_TYPE_GAME_CHOOSER (xq_game_chooser_get_type ())
G_DECLARE_FINAL_TYPE (XqGameChooser, xq_game_chooser, XQ, GAME_CHOOSER, GtkWidget)

/* A search field over a list of @games' titles, the first selected.  Only
 * the rows in view are made, so 100,000 games open at once.  "activated"
 * (no arguments) is emitted when a row is activated (double click, Enter)
 * or Enter is pressed in the search field. */
GtkWidget *xq_game_chooser_new          (GPtrArray     *games);
/* The game selected, or NULL when the search matches none. */
XqGame    *xq_game_chooser_get_selected (XqGameChooser *self);
/* The number of games the search shows (the property "n-shown"). */
guint      xq_game_chooser_get_n_shown  (XqGameChooser *self);
/* Selects the @position-th game shown. */
void       xq_game_chooser_select       (XqGameChooser *self,
                                         guint          position);

G_END_DECLS
