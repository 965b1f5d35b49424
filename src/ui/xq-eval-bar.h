/* xq-eval-bar.h — the engine's verdict as a bar beside the board
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define XQ_TYPE_EVAL_BAR (xq_eval_bar_get_type ())

G_DECLARE_FINAL_TYPE (XqEvalBar, xq_eval_bar, XQ, EVAL_BAR, GtkWidget)

/* A vertical bar split between red and black by red's share of the game
 * (xq_eval_red_share): red fills from red's side of the board (the bottom,
 * unless #XqEvalBar:flipped).  Without a score it is split in half, grey. */
GtkWidget *xq_eval_bar_new          (void);
/* @red_score: centipawns (or a mate score) from red's view. */
void       xq_eval_bar_set_score    (XqEvalBar *self,
                                     int        red_score);
void       xq_eval_bar_clear_score  (XqEvalBar *self);
gboolean   xq_eval_bar_get_score    (XqEvalBar *self,
                                     int       *red_score);
/* Black at the bottom (property "flipped", bound to the board's). */
void       xq_eval_bar_set_flipped  (XqEvalBar *self,
                                     gboolean   flipped);

/* Red's share, 0 to 1, of a score from red's view: 0.5 for equal, near 1
 * for a won game (a mate for red: 1). */
double     xq_eval_red_share        (int red_score);

G_END_DECLS
