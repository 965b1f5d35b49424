/* xq-eval-graph.h — the engine's verdict over the whole main line
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "xq-game.h"

G_BEGIN_DECLS

#define XQ_TYPE_EVAL_GRAPH (xq_eval_graph_get_type ())

G_DECLARE_FINAL_TYPE (XqEvalGraph, xq_eval_graph, XQ, EVAL_GRAPH, GtkWidget)

/* A graph of red's share (xq_eval_red_share) at each position of
 * #XqEvalGraph:game's main line that has a score, red above the middle,
 * with a mark at the cursor.  A click on it moves the game's cursor to the
 * nearest position of the main line. */
GtkWidget  *xq_eval_graph_new           (void);
void        xq_eval_graph_set_game      (XqEvalGraph *self,
                                         XqGame      *game);
/* The score of the position after @node (the root: the start), centipawns
 * or a mate score from red's view. */
void        xq_eval_graph_set_score     (XqEvalGraph *self,
                                         XqGameNode  *node,
                                         int          red_score);
gboolean    xq_eval_graph_get_score     (XqEvalGraph *self,
                                         XqGameNode  *node,
                                         int         *red_score);
/* How many positions of the main line have a score. */
guint       xq_eval_graph_count_scores  (XqEvalGraph *self);
void        xq_eval_graph_clear         (XqEvalGraph *self);
/* The ply of the main line nearest to @x (widget coordinates). */
guint       xq_eval_graph_ply_at        (XqEvalGraph *self,
                                         double       x);

G_END_DECLS
