/* xq-game-info-dialog.h — the tags of a game: event, site, date, players, …
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "xq-game.h"

G_BEGIN_DECLS

#define XQ_TYPE_GAME_INFO_DIALOG (xq_game_info_dialog_get_type ())

G_DECLARE_FINAL_TYPE (XqGameInfoDialog, xq_game_info_dialog, XQ, GAME_INFO_DIALOG, AdwBin)

/* The contents of a dialog over @parent showing the tags of @game: the usual ones (Event,
 * Site, Date, Round, Red, Black, Result, Opening, ECCO, TimeControl) and
 * every other tag it has, which may be changed, removed and added.  Save
 * writes the changes with xq_game_edit_tag() (undoable, one step per tag)
 * and emits "applied" () when anything changed; Cancel drops them.  The
 * result is chosen from 1-0, 0-1, 1/2-1/2 and *. */
GtkWidget *xq_game_info_dialog_new   (GtkWindow *parent,
                                      XqGame    *game);
/* Shows the dialog over its parent (xq-dialog.h: a sheet on libadwaita 1.5
 * and later, a modal window before), with Cancel and Save buttons in its
 * header bar; Escape closes it (Cancel), Enter saves.  Once only. */
void       xq_game_info_dialog_present (XqGameInfoDialog *self);
/* Closes the dialog shown by _present () (as Cancel does). */
void       xq_game_info_dialog_close (XqGameInfoDialog *self);
/* Whether the result may be changed (not while the game is played: the
 * match sets it when the game ends).  Editable at first. */
void       xq_game_info_dialog_set_result_editable (XqGameInfoDialog *self,
                                                    gboolean          editable);
/* Writes the changes (what Save does); TRUE when anything changed. */
gboolean   xq_game_info_dialog_apply (XqGameInfoDialog *self);

G_END_DECLS
