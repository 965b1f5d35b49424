/* xq-game-view.c — the "game" and "notation" properties of the panes that show the game
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "xq-game-view.h"
#include "xq-formats-enums.h"

GParamSpec *
_xq_game_view_param_game (void)
{
  return g_param_spec_object ("game", NULL, NULL, XQ_TYPE_GAME,
                              G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

GParamSpec *
_xq_game_view_param_notation (void)
{
  return g_param_spec_enum ("notation", NULL, NULL, XQ_TYPE_NOTATION, XQ_NOTATION_CHINESE,
                            G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
}

gboolean
_xq_game_view_set_game (XqGame **slot, GSignalGroup *game_signals, XqGame *game)
{
  g_return_val_if_fail (slot != NULL, FALSE);
  g_return_val_if_fail (game == NULL || XQ_IS_GAME (game), FALSE);

  if (*slot == game)
    return FALSE;
  g_set_object (slot, game);
  if (game_signals != NULL)
    g_signal_group_set_target (game_signals, game);
  return TRUE;
}
