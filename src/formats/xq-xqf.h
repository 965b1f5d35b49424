/* xq-xqf.h — reading XQStudio XQF files (versions 1.0 to 1.8, encrypted ones too)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "xq-game.h"
#include "xq-import.h"

G_BEGIN_DECLS

/* The smallest XQF file: a 1024-byte header. */
#define XQ_XQF_HEADER_SIZE 1024

/* TRUE when @data starts like an XQF file ("XQ" and a version byte). */
gboolean   xq_xqf_sniff   (const guint8 *data, gsize len);

/* Decodes one XQF file into a plain tree (for tests and tools).  Damage it
 * can get past (impossible moves, a truncated record area) becomes warnings
 * in the result; an unreadable header is an error (XQ_GAME_ERROR).
 * *@version_out (may be NULL) gets the version byte. */
XqImport  *xq_xqf_decode  (const guint8 *data, gsize len, const char *filename,
                           guint *version_out, GError **error);

/* Reader (see XqGameReader in xq-game-format.h): one game. */
GPtrArray *xq_xqf_read    (GBytes *data, const char *filename, GError **error);

G_END_DECLS
