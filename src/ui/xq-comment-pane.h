/* xq-comment-pane.h — the comment of the current move, edited in place, and
 * its annotation symbol
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "xq-game.h"

G_BEGIN_DECLS

#define XQ_TYPE_COMMENT_PANE (xq_comment_pane_get_type ())

G_DECLARE_FINAL_TYPE (XqCommentPane, xq_comment_pane, XQ, COMMENT_PANE, GtkWidget)

/* Shows the comment after the cursor's move of #XqCommentPane:game (the
 * game comment at the start) in a text box the user edits; the text is
 * written into the record, as one undoable edit, when the box loses the
 * focus or after a pause in typing, and "written" () is emitted.  The
 * annotation buttons activate win.annotate with the NAG (1..6, 0 clears),
 * which the window installs. */
GtkWidget  *xq_comment_pane_new         (void);

XqGame     *xq_comment_pane_get_game    (XqCommentPane *self);
void        xq_comment_pane_set_game    (XqCommentPane *self,
                                         XqGame        *game);
/* The notation the heading names the move in (see
 * xq_move_list_view_set_notation()). */
XqNotation  xq_comment_pane_get_notation (XqCommentPane *self);
void        xq_comment_pane_set_notation (XqCommentPane *self,
                                          XqNotation     notation);
/* Writes a pending edit into the record now (before another edit). */
void        xq_comment_pane_commit      (XqCommentPane *self);
/* Puts the keyboard focus in the text box, the cursor at the end. */
void        xq_comment_pane_focus_text  (XqCommentPane *self);

G_END_DECLS
