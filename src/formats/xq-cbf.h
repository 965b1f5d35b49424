/* xq-cbf.h — reading CCBridge XML records (.cbf)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "xq-game.h"

G_BEGIN_DECLS

/* TRUE when @data holds a <ChineseChessRecord> element near its start. */
gboolean   xq_cbf_sniff (const guint8 *data, gsize len);

/* Reader (see XqGameReader in xq-game-format.h): one game. */
GPtrArray *xq_cbf_read  (GBytes *data, const char *filename, GError **error);

G_END_DECLS
