/* xq-pgn.h — Chinese-chess PGN: reading and writing
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reads the xqbase convention: tags ([Game "Chinese Chess"], [Format
 * "Chinese"|"WXF"|"ICCS"], [FEN], [Result], any other), moves in Chinese, WXF
 * or ICCS (h2e2 / H2-E2), "N." and "N. ..." numbers, {comments}, nested
 * (variations), $n NAGs and ! ? marks, the result token (the rest of the game
 * up to the next "[" tag line is ignored).  Several games in one text.  Input
 * in UTF-8 (BOM or not), GBK/GB18030 or BIG5, CRLF or LF.
 */
#pragma once

#include "xq-game.h"
#include "xq-load-progress.h"

G_BEGIN_DECLS

/* Reader (see XqGameReader in xq-game-format.h): converts to UTF-8 first. */
GPtrArray *xq_pgn_read        (GBytes *data, const char *filename, GError **error);
/* The same, telling @progress (may be NULL) after each game and stopping
 * with G_IO_ERROR_CANCELLED between games when it is cancelled. */
GPtrArray *xq_pgn_read_with_progress (GBytes *data, const char *filename,
                                      XqLoadProgress *progress, GError **error);
/* Reads UTF-8 text (clipboard paste).  @filename is for messages (may be NULL). */
GPtrArray *xq_pgn_read_string (const char *text, gssize len, const char *filename,
                               GError **error);

typedef enum
{
  XQ_PGN_WRITE_DEFAULT = 0,
  XQ_PGN_WRITE_CRLF = 1 << 0,   /* CRLF line ends (older Windows programs) */
  XQ_PGN_WRITE_NO_COMMENTS = 1 << 1,
  XQ_PGN_WRITE_NO_VARIATIONS = 1 << 2,
  XQ_PGN_WRITE_TRADITIONAL = 1 << 3, /* Chinese moves in traditional characters */
} XqPgnWriteFlags;

/* Writes @game as PGN text in UTF-8, moves in @notation (CHINESE, WXF, ICCS
 * or ICCS_DASH; the [Format] tag is set to match). */
char      *xq_pgn_write_string (XqGame *game, XqNotation notation, XqPgnWriteFlags flags);
/* Writes several games (a blank line between them). */
char      *xq_pgn_write_games  (GPtrArray *games, XqNotation notation, XqPgnWriteFlags flags);
/* Writes @games to @file in @encoding ("UTF-8" or "GBK"/"GB18030"). */
gboolean   xq_pgn_save         (GPtrArray *games, GFile *file, XqNotation notation,
                                const char *encoding, XqPgnWriteFlags flags,
                                GCancellable *cancellable, GError **error);

G_END_DECLS
