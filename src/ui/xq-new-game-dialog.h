/* xq-new-game-dialog.h — choosing players, time control, rules and start position
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "xq-position.h"

G_BEGIN_DECLS

#define XQ_TYPE_NEW_GAME_DIALOG (xq_new_game_dialog_get_type ())

G_DECLARE_FINAL_TYPE (XqNewGameDialog, xq_new_game_dialog, XQ, NEW_GAME_DIALOG, AdwWindow)

typedef enum
{
  XQ_RULE_SET_CHINESE,
  XQ_RULE_SET_ASIAN,
  XQ_RULE_SET_CASUAL
} XqRuleSet;

/* Emits "start" when the user presses Start, then closes itself. */
XqNewGameDialog *xq_new_game_dialog_new (GtkWindow *parent,
                                         GSettings *settings);

gboolean xq_new_game_dialog_get_computer (XqNewGameDialog *self,
                                          XqColor          side);
int xq_new_game_dialog_get_level (XqNewGameDialog *self,
                                  XqColor          side);
/* The start position: standard or pasted, with the handicap applied. */
void xq_new_game_dialog_get_start (XqNewGameDialog *self,
                                   XqPosition      *pos);
/* Base time and increment in milliseconds; 0, 0 for no clock. */
void xq_new_game_dialog_get_clock (XqNewGameDialog *self,
                                   gint64          *base_ms,
                                   gint64          *increment_ms);
XqRuleSet xq_new_game_dialog_get_rule_set (XqNewGameDialog *self);

G_END_DECLS
