/* xq-new-game-dialog.h — choosing players, time control, rules and start position
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "xq-judge.h"
#include "xq-position.h"
#include "xq-time-control.h"

G_BEGIN_DECLS

#define XQ_TYPE_NEW_GAME_DIALOG (xq_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (XqNewGameDialog, xq_new_game_dialog, XQ, NEW_GAME_DIALOG, AdwBin)

/* The contents of the New Game dialog over @parent.  Emits "start" (once)
 * when the user presses Start (or Enter), after closing the dialog. */
XqNewGameDialog *xq_new_game_dialog_new (GtkWindow *parent,
                                         GSettings *settings);
/* Shows the dialog over its parent (xq-dialog.h: a sheet on libadwaita 1.5
 * and later, a modal window before), with Cancel and Start in its header
 * bar; Escape closes it (Cancel), Enter starts.  Once only. */
void xq_new_game_dialog_present (XqNewGameDialog *self);
/* Closes the dialog shown by _present () (as Cancel does). */
void xq_new_game_dialog_close (XqNewGameDialog *self);

gboolean xq_new_game_dialog_get_computer (XqNewGameDialog *self,
                                          XqColor          side);
int xq_new_game_dialog_get_level (XqNewGameDialog *self,
                                  XqColor          side);
/* The external engine chosen for the computer's side(s): TRUE and its
 * program and protocol ("uci" or "ucci"; owned by the dialog), or FALSE
 * for our own engine. */
gboolean xq_new_game_dialog_get_engine (XqNewGameDialog *self,
                                        const char     **program,
                                        const char     **protocol);
/* The start position: standard or pasted, with the handicap applied. */
void xq_new_game_dialog_get_start (XqNewGameDialog *self,
                                   XqPosition      *pos);
/* The time control chosen (kind XQ_TIME_CONTROL_NONE: no clock). */
void xq_new_game_dialog_get_time_control (XqNewGameDialog *self,
                                          XqTimeControl   *tc);
XqRuleSet xq_new_game_dialog_get_rule_set (XqNewGameDialog *self);
/* Tournament mode (XqMatch's strict mode): touch-move, no take-backs, the
 * natural move limit on claim (§5, §23.3). */
gboolean xq_new_game_dialog_get_strict (XqNewGameDialog *self);

G_END_DECLS
