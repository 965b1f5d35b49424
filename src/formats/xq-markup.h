/* xq-markup.h — reading the XML game formats (CBF, PFC) with GMarkup
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Parses @data (a UTF-8 BOM is skipped) with @parser, @flags and
 * @user_data.  FALSE with an XQ_GAME_ERROR naming the file (@name) and the
 * kind of file (@what, translated: "CCBridge XML record"): invalid UTF-8
 * (with its byte offset), XML that is not well-formed (with line and
 * column), or the XQ_GAME_ERROR a callback raised, as it is. */
gboolean xq_markup_parse (GBytes *data, const GMarkupParser *parser, GMarkupParseFlags flags,
                          gpointer user_data, const char *name, const char *what,
                          GError **error);

G_END_DECLS
