/* xq-setup-editor.h — setting up a position piece by piece
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The contents of a dialog (xq-dialog.h) with a board, a palette of the 14 pieces, the side to move and
 * the position's FEN, kept in step both ways.  Pieces go on by dragging
 * them from the palette or by choosing one and clicking points (or Enter
 * at the keyboard cursor); a click, a right click or Delete on a piece, or
 * dragging it off the board, takes it away.  The position is checked as it
 * changes (xq_setup_problem ()) and the reason it is not legal is shown in
 * words.  From a legal position the user chooses what to do with it: the
 * editor closes itself and emits "chosen" (once) with an XqSetupChoice.
 * It is a modal task that ends with a choice, not a window kept open beside
 * the game: a sheet over the window on libadwaita 1.5 and later, a modal
 * window before.
 */
#pragma once

#include <adwaita.h>

#include "xq-fen.h"

G_BEGIN_DECLS

typedef enum
{
  XQ_SETUP_CHOICE_COMPUTER,   /* play the side to move against the computer */
  XQ_SETUP_CHOICE_FRIEND,     /* two people at this computer */
  XQ_SETUP_CHOICE_STUDY,      /* a record starting there, no clocks */
  XQ_SETUP_CHOICE_USE,        /* for the new game dialog: take the position */
} XqSetupChoice;

#define XQ_TYPE_SETUP_EDITOR (xq_setup_editor_get_type ())
G_DECLARE_FINAL_TYPE (XqSetupEditor, xq_setup_editor, XQ, SETUP_EDITOR, AdwBin)

/* An editor showing @start (NULL: the standard position), to present over
 * @parent, with the piece set and board theme of @settings (may be NULL).
 * @for_new_game: offer only XQ_SETUP_CHOICE_USE. */
XqSetupEditor *xq_setup_editor_new          (GtkWindow        *parent,
                                             GSettings        *settings,
                                             const XqPosition *start,
                                             gboolean          for_new_game);
/* Shows the editor over its parent, titled Set Up Position, with Cancel
 * (and Use Position for the New Game dialog, then the default) in its
 * header bar; Escape closes it (Cancel).  Once only. */
void           xq_setup_editor_present      (XqSetupEditor *self);
/* Closes the editor shown by _present () (as Cancel does). */
void           xq_setup_editor_close        (XqSetupEditor *self);

/* The position set up; FALSE (and @pos untouched) when it is not legal,
 * or the FEN field holds what cannot be read. */
gboolean       xq_setup_editor_get_position (XqSetupEditor *self,
                                             XqPosition    *pos);
/* What is wrong with it (XQ_SETUP_LEGAL: nothing), and that in words. */
XqSetupProblem xq_setup_editor_get_problem  (XqSetupEditor *self);
const char    *xq_setup_editor_get_reason   (XqSetupEditor *self);

/* The palette piece that clicks put on the board (XQ_EMPTY: none). */
void           xq_setup_editor_select_piece (XqSetupEditor *self,
                                             XqPiece        piece);
/* A press of @button (1 or 3) on point @square, as a click there does. */
void           xq_setup_editor_press_square (XqSetupEditor *self,
                                             int            square,
                                             guint          button);

/* The reason @problem (with the piece and point at fault, as
 * xq_setup_problem () gives them) in words, translated. */
char          *xq_setup_problem_describe    (XqSetupProblem problem,
                                             XqPiece        piece,
                                             int            square,
                                             const XqPiece  board[XQ_SQUARES],
                                             XqColor        side);

G_END_DECLS
