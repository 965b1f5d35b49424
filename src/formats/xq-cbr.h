/* xq-cbr.h — reading CCBridge records (.cbr) and libraries (.cbl)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "xq-game.h"
#include "xq-import.h"

G_BEGIN_DECLS

#define XQ_CBR_MAGIC "CCBridge Record"   /* then a NUL */
#define XQ_CBL_MAGIC "CCBridgeLibrary"   /* then a NUL */
#define XQ_CBL_RECORD_SIZE 4096

gboolean   xq_cbr_sniff  (const guint8 *data, gsize len);
gboolean   xq_cbl_sniff  (const guint8 *data, gsize len);

/* Decodes one record (the classic layout with its 2214-byte header, or the
 * later one whose board lies at 0x748).  @base is the record's offset in its
 * file, for messages.  Damage it can get past becomes warnings. */
XqImport  *xq_cbr_decode (const guint8 *data, gsize len, const char *filename,
                          gsize base, GError **error);
/* Decodes a library (classic, or the compressed "CCBridge" version 21
 * whose records hold one line each): XqImport elements (free function xq_import_free), in
 * file order.  Records that cannot be read are skipped; *@n_skipped (may be
 * NULL) counts them and *@library_name (may be NULL) gets the library's
 * name (free with g_free). */
GPtrArray *xq_cbl_decode (const guint8 *data, gsize len, const char *filename,
                          guint *n_skipped, char **library_name, GError **error);

/* Readers (see XqGameReader in xq-game-format.h). */
GPtrArray *xq_cbr_read   (GBytes *data, const char *filename, GError **error);
GPtrArray *xq_cbl_read   (GBytes *data, const char *filename, GError **error);

G_END_DECLS
