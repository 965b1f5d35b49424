/* xq-explorer-pane.h — the opening explorer beside the board
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For the position it is given, the moves the library's games played
 * there: games, a red/draw/black bar with percentages, the years; only
 * the games of a player (as either side, red or black) and of a range of
 * years when the pane's filter says so.
 * Activating a row emits "move-activated" with the move (guint).
 */
#pragma once

#include <gtk/gtk.h>

#include "xq-library.h"
#include "xq-position.h"

G_BEGIN_DECLS

#define XQ_TYPE_EXPLORER_PANE (xq_explorer_pane_get_type ())
G_DECLARE_FINAL_TYPE (XqExplorerPane, xq_explorer_pane, XQ, EXPLORER_PANE, GtkWidget)

/* @library (not owned; may be NULL) and why there is none (@message). */
void xq_explorer_pane_set_library  (XqExplorerPane *self, XqLibrary *library, const char *message);
/* Shows the moves played in @pos (NULL: nothing). */
void xq_explorer_pane_set_position (XqExplorerPane *self, const XqPosition *pos);

G_END_DECLS
