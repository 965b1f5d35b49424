/* xq-fen-file.h — reading a .fen file (a game from a string: xq_game_new_from_fen() in xq-game.h)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "xq-game.h"

G_BEGIN_DECLS

/* Reader (see XqGameReader in xq-game-format.h): a file holding one FEN
 * line, in any encoding xq_encoding_to_utf8() knows. */
GPtrArray *xq_fen_read (GBytes *data, const char *filename, GError **error);

G_END_DECLS
