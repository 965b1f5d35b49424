/* xq-dhtmlxq.h — reading DhtmlXQ (UBB) game text, also inside HTML pages
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "xq-game.h"
#include "xq-import.h"

G_BEGIN_DECLS

/* TRUE when @data (any encoding) holds a "[DhtmlXQ" block marker. */
gboolean   xq_dhtmlxq_sniff  (const char *data, gsize len);

/* Decodes UTF-8 text into plain trees (XqImport, element free function
 * xq_import_free), one per game found.  Returns NULL with an XQ_GAME_ERROR
 * when there is no game. */
GPtrArray *xq_dhtmlxq_decode (const char *text, gsize len, const char *filename,
                              GError **error);

/* Reader (see XqGameReader in xq-game-format.h). */
GPtrArray *xq_dhtmlxq_read   (GBytes *data, const char *filename, GError **error);

G_END_DECLS
