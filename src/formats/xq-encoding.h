/* xq-encoding.h — guessing the encoding of game text and converting to UTF-8
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Converts @data (@len bytes) to UTF-8: a UTF-8 BOM is dropped; valid UTF-8
 * is kept; otherwise GB18030 (a superset of GBK) and BIG5 are tried, and the
 * one whose result looks most like Chinese text wins.  NUL bytes are refused.
 * *@encoding_out (may be NULL) gets "UTF-8", "UTF-8 (BOM)", "GBK", "GB18030"
 * or "BIG5" (static strings).  Returns NULL with XQ_GAME_ERROR_ENCODING. */
char *xq_encoding_to_utf8   (const char *data, gsize len, const char **encoding_out,
                             gsize *out_len, GError **error);
/* The same for a file's bytes, the error prefixed with @name ("file: "). */
char *xq_encoding_bytes_to_utf8 (GBytes *data, const char *name, const char **encoding_out,
                                 gsize *out_len, GError **error);
/* Converts UTF-8 to @encoding ("UTF-8", "GBK", "GB18030", "BIG5"); "GBK" is
 * written as GB18030 (the same bytes for every GBK character, and no loss for
 * the others); characters BIG5 lacks become "?".  Returns NULL on an unknown
 * encoding. */
char *xq_encoding_from_utf8 (const char *utf8, const char *encoding, gsize *out_len,
                             GError **error);
/* 3 when @data starts with a UTF-8 byte-order mark (EF BB BF), else 0. */
gsize xq_encoding_bom_length (const void *data, gsize len);

/* Text fields of binary files.  Both stop at the first NUL (character),
 * never fail (bytes that do not decode become U+FFFD), convert CRLF/CR to
 * LF and trim trailing white space.  Return NULL for an empty result. */
char *xq_encoding_text_from_gbk     (const guint8 *data, gsize len);
char *xq_encoding_text_from_utf16le (const guint8 *data, gsize len);
/* Frees @s and returns its text without trailing white space, or NULL when
 * nothing is left. */
char *xq_encoding_take_text         (GString *s);

/* Normalises a user's choice ("utf8", "gbk", …) to a name for g_convert, or
 * NULL when unknown. */
const char *xq_encoding_normalize (const char *name);

G_END_DECLS
