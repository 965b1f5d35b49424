/* xq-pfc.h — reading PengFei XML game trees (.pfc)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "xq-game.h"

G_BEGIN_DECLS

/* TRUE when @data starts (after a BOM, an XML declaration and blanks) with
 * an <n element. */
gboolean   xq_pfc_sniff (const guint8 *data, gsize len);

/* Reader (see XqGameReader in xq-game-format.h): one game. */
GPtrArray *xq_pfc_read  (GBytes *data, const char *filename, GError **error);

G_END_DECLS
