/* xq-game-controls.h — the buttons under the move list
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "xq-match.h"

G_BEGIN_DECLS

#define XQ_TYPE_GAME_CONTROLS (xq_game_controls_get_type ())

G_DECLARE_FINAL_TYPE (XqGameControls, xq_game_controls, XQ, GAME_CONTROLS, GtkWidget)

/* Moving through the game (win.go-first … win.go-last) and playing it
 * (win.hint, win.flip, win.offer-draw, win.resign, win.claim-draw): the
 * buttons activate the window's actions, which also decide whether they
 * are sensitive.  The claim button shows in a strict #XqGameControls:match
 * (tournament rules, §4.2.4, §23.3). */
GtkWidget *xq_game_controls_new         (void);

XqMatch   *xq_game_controls_get_match   (XqGameControls *self);
void       xq_game_controls_set_match   (XqGameControls *self,
                                         XqMatch        *match);
/* The playing buttons in rows of @columns (2 beside the board, 3 under it). */
guint      xq_game_controls_get_columns (XqGameControls *self);
void       xq_game_controls_set_columns (XqGameControls *self,
                                         guint           columns);

G_END_DECLS
