/* xq-pgn.c — Chinese-chess PGN: reading and writing
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-pgn"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "xq-encoding.h"
#include "xq-pgn.h"

GPtrArray *
xq_pgn_read_string (const char *text, gssize len, const char *filename, GError **error)
{
  g_set_error_literal (error, XQ_GAME_ERROR, XQ_GAME_ERROR_FAILED, "not yet");
  return NULL;
}

GPtrArray *
xq_pgn_read (GBytes *data, const char *filename, GError **error)
{
  g_set_error_literal (error, XQ_GAME_ERROR, XQ_GAME_ERROR_FAILED, "not yet");
  return NULL;
}

char *
xq_pgn_write_string (XqGame *game, XqNotation notation, XqPgnWriteFlags flags)
{
  return g_strdup ("");
}

char *
xq_pgn_write_games (GPtrArray *games, XqNotation notation, XqPgnWriteFlags flags)
{
  return g_strdup ("");
}

gboolean
xq_pgn_save (GPtrArray *games, GFile *file, XqNotation notation, const char *encoding,
             XqPgnWriteFlags flags, GCancellable *cancellable, GError **error)
{
  g_set_error_literal (error, XQ_GAME_ERROR, XQ_GAME_ERROR_FAILED, "not yet");
  return FALSE;
}
