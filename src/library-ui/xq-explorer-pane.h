/* xq-explorer-pane.h — the opening explorer beside the board
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For the position it is given, the moves the library's games played
 * there: games, a red/draw/black bar with percentages, the years, and the
 * opening each move leads to; only the games of a player (as either side,
 * red or black), an event, a range of years, a result and an opening (a
 * name or an ECCO code) when the pane's filters say so, as in the
 * library's list.  Blocked (a game against the computer being played), it
 * shows why instead of the moves.
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
/* The moves from the standard start that reach the next position given
 * (for the names of the openings the moves lead to); @n_moves < 0: not
 * known, or another start (no names). */
void xq_explorer_pane_set_line     (XqExplorerPane *self, const XqMove *moves, gssize n_moves);
/* While blocked the pane shows no moves, only why. */
void     xq_explorer_pane_set_blocked (XqExplorerPane *self, gboolean blocked);
gboolean xq_explorer_pane_get_blocked (XqExplorerPane *self);

G_END_DECLS
