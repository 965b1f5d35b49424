/* xq-fen-file.h — a game from a FEN alone: a pasted string or a .fen file
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "xq-game.h"

G_BEGIN_DECLS

/* A game from a FEN string alone (clipboard paste); white space around it
 * is ignored. */
XqGame    *xq_game_new_from_fen (const char *fen, GError **error);
/* Reader (see XqGameReader in xq-game-format.h): a file holding one FEN
 * line, in any encoding xq_encoding_to_utf8() knows. */
GPtrArray *xq_fen_read          (GBytes *data, const char *filename, GError **error);

G_END_DECLS
