/* xq-game-view.h — the "game" and "notation" properties of the panes that show the game
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The move list, the comment pane and the analysis pane each show the game
 * the session holds, in the notation the settings choose: the same two
 * properties and the same way of following a new game, written once here.
 */
#pragma once

#include <glib-object.h>

#include "xq-game.h"
#include "xq-notation.h"

G_BEGIN_DECLS

/* The property specs: "game" (XqGame, may be NULL) and "notation"
 * (XqNotation, Chinese by default), read-write, explicitly notified. */
GParamSpec *_xq_game_view_param_game     (void);
GParamSpec *_xq_game_view_param_notation (void);

/* Makes @game (may be NULL) the game in *@slot and the target of
 * @game_signals (may be NULL); FALSE, with nothing changed, when it was so
 * already.  The caller then shows it and notifies "game". */
gboolean    _xq_game_view_set_game       (XqGame      **slot,
                                          GSignalGroup *game_signals,
                                          XqGame       *game);

G_END_DECLS
