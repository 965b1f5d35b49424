/* xq-analysis-pane.h — the engine's best lines for the position shown
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "xq-analyser.h"

G_BEGIN_DECLS

#define XQ_TYPE_ANALYSIS_PANE (xq_analysis_pane_get_type ())

G_DECLARE_FINAL_TYPE (XqAnalysisPane, xq_analysis_pane, XQ, ANALYSIS_PANE, GtkWidget)

/* Shows the lines of an #XqAnalyser that someone else drives (the window
 * owns it and gives it the position shown): while #XqAnalysisPane:active,
 * the #XqAnalysisPane:lines best lines: score (pawns from the side to
 * move's view, or mate), depth, speed and the moves in
 * #XqAnalysisPane:notation.  Pointing at a line (or focusing it) emits
 * "arrow-changed" with its first move (XQ_MOVE_NONE when it leaves);
 * activating a line, or a move in it, emits "line-activated" with the line
 * and the number of its moves wanted. */
GtkWidget  *xq_analysis_pane_new          (XqAnalyser     *analyser);

XqAnalyser *xq_analysis_pane_get_analyser (XqAnalysisPane *self);
void        xq_analysis_pane_set_active   (XqAnalysisPane *self,
                                           gboolean        active);
gboolean    xq_analysis_pane_get_active   (XqAnalysisPane *self);
/* What the pane says instead of lines while inactive (NULL: nothing). */
void        xq_analysis_pane_set_message  (XqAnalysisPane *self,
                                           const char     *message);

/* A score (centipawns or a mate score, the side to move's view) in words:
 * "+1.25", "Mate in 3", "Mated in 2". */
char       *xq_analysis_format_score      (int score);

G_END_DECLS
