/* xq-fen-file.c — a game from a FEN alone: a pasted string or a .fen file
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-fen-file"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-encoding.h"
#include "xq-fen-file.h"
#include "xq-import.h"

/* Through XqImport, as every reader builds its games. */
static XqGame *
game_from_fen (const char *fen, const char *encoding, GError **error)
{
  g_autoptr (XqImport) imp = xq_import_new ();
  g_autofree char *text = g_strstrip (g_strdup (fen));

  if (!xq_import_set_start_fen (imp, text, error))
    return NULL;
  return xq_import_to_game (imp, "FEN", encoding);
}

XqGame *
xq_game_new_from_fen (const char *fen, GError **error)
{
  g_return_val_if_fail (fen != NULL, NULL);
  return game_from_fen (fen, NULL, error);
}

GPtrArray *
xq_fen_read (GBytes *data, const char *filename, GError **error)
{
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *text = NULL;
  const char *encoding = NULL;
  const char *name = filename ? filename : _("(data)");
  gsize len = 0;
  XqGame *game;

  text = xq_encoding_bytes_to_utf8 (data, name, &encoding, &len, error);
  if (text == NULL)
    return NULL;
  game = game_from_fen (text, encoding, error);
  if (game == NULL)
    {
      /* Translators: the file name before an error message */
      g_prefix_error (error, _("%s: "), name);
      return NULL;
    }
  g_ptr_array_add (games, game);
  return g_steal_pointer (&games);
}
