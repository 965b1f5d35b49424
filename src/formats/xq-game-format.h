/* xq-game-format.h — detecting a file's format and reading it into games
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * THE READER CONTRACT.  Each format reader is a function of type
 * XqGameReader: it gets the whole file (@data) and its name (for messages;
 * may be NULL) and returns a GPtrArray of XqGame (element free function
 * g_object_unref, at least one game), or NULL with a GError in XQ_GAME_ERROR
 * whose translated message names the file, the line/column or byte offset
 * and what was expected.  Every reader builds its games in one way: it
 * fills an XqImport (xq-import.h; moves checked as they are added, damage
 * it can get past such as an impossible move inside a variation or a
 * truncated tail kept as warnings of a partial game) and turns it into an
 * XqGame with xq_import_to_game(), which sets the source format and
 * encoding.  Readers never crash, hang or allocate without bound, whatever
 * the bytes.
 *
 * Readers of the "formats" module declare, in their own headers:
 *   xq-pgn.h:         GPtrArray *xq_pgn_read         (GBytes *, const char *, GError **);
 *   xq-fen-file.h:    GPtrArray *xq_fen_read         (GBytes *, const char *, GError **);
 *   xq-wxf.h:         GPtrArray *xq_wxf_read         (GBytes *, const char *, GError **);
 *   xq-text-record.h: GPtrArray *xq_text_record_read (GBytes *, const char *, GError **);
 *   xq-xqf.h:         GPtrArray *xq_xqf_read         (GBytes *, const char *, GError **);
 *   xq-dhtmlxq.h:     GPtrArray *xq_dhtmlxq_read     (GBytes *, const char *, GError **);
 *   xq-cbr.h:         GPtrArray *xq_cbr_read         (GBytes *, const char *, GError **);
 *                     GPtrArray *xq_cbl_read         (GBytes *, const char *, GError **);
 *   xq-cbf.h:         GPtrArray *xq_cbf_read         (GBytes *, const char *, GError **);
 *   xq-pfc.h:         GPtrArray *xq_pfc_read         (GBytes *, const char *, GError **);
 */
#pragma once

#include <gio/gio.h>

#include "xq-game.h"
#include "xq-load-progress.h"

G_BEGIN_DECLS

typedef GPtrArray *(*XqGameReader) (GBytes *data, const char *filename, GError **error);

typedef enum
{
  XQ_GAME_FORMAT_UNKNOWN = 0,
  XQ_GAME_FORMAT_PGN,
  XQ_GAME_FORMAT_FEN,
  XQ_GAME_FORMAT_WXF,       /* PlayOK-style "FORMAT WXF" files (read as PGN-ish) */
  XQ_GAME_FORMAT_XQF,
  XQ_GAME_FORMAT_DHTMLXQ,
  XQ_GAME_FORMAT_CBR,
  XQ_GAME_FORMAT_CBL,
  XQ_GAME_FORMAT_CBF,       /* CCBridge XML record (read by xq-cbf.c) */
  XQ_GAME_FORMAT_PFC,       /* PengFei XML tree (read by xq-pfc.c) */
  XQ_GAME_FORMAT_TEXT,      /* plain-text records: "红方：…", "1. 炮二平五 …" */
} XqGameFormat;

/* Guesses the format from the first bytes, then from the file name's
 * extension.  Never fails: UNKNOWN when nothing fits. */
XqGameFormat xq_game_format_detect   (GBytes *data, const char *filename);
/* Short name: "PGN", "FEN", "XQF", … */
const char  *xq_game_format_to_string (XqGameFormat format);
/* The reader of @format, or NULL when none is built in. */
XqGameReader xq_game_format_get_reader (XqGameFormat format);

/* Detects and reads.  *@format_out (may be NULL) gets the format detected. */
GPtrArray   *xq_game_load_bytes      (GBytes *data, const char *filename,
                                      XqGameFormat *format_out, GError **error);
/* Reads a file (at most 64 MiB), telling @progress (may be NULL) how far
 * it has gone and stopping with G_IO_ERROR_CANCELLED when its cancellable
 * is cancelled (see xq-load-progress.h). */
GPtrArray   *xq_game_load_file       (GFile *file, XqGameFormat *format_out,
                                      XqLoadProgress *progress, GError **error);

G_END_DECLS
