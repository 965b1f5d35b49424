/* xq-text-record.h — plain-text game records ("标题：…", "1. 炮二平五 马８进７")
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The text exports of XQStudio/象棋巫师-like programs and of game servers
 * (OurGame/联众): "key：value" header lines (红方, 黑方, 日期, FEN, …) and
 * numbered move lines in Chinese notation.
 */
#pragma once

#include "xq-game.h"

G_BEGIN_DECLS

/* An XqGameReader (see xq-game-format.h). */
GPtrArray *xq_text_record_read  (GBytes *data, const char *filename, GError **error);
/* TRUE when @data looks like such a record. */
gboolean   xq_text_record_sniff (const guint8 *data, gsize size, const char *filename);

G_END_DECLS
