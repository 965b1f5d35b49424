/* xq-wxf.h — WXF game files ("FORMAT WXF", as PlayOK and XieXie write them)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Header lines "KEY<tab>value" (FORMAT, RED, BLACK, DATE, EVENT, RESULT, FEN,
 * …) and the moves in WXF between "START{" and "}END".
 */
#pragma once

#include "xq-game.h"

G_BEGIN_DECLS

/* An XqGameReader (see xq-game-format.h). */
GPtrArray *xq_wxf_read (GBytes *data, const char *filename, GError **error);

G_END_DECLS
