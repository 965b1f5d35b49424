/* xq-fen-file.c — reading a .fen file
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-fen-file"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-encoding.h"
#include "xq-fen-file.h"

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
  game = xq_game_new_from_fen (text, error);
  if (game == NULL)
    {
      /* Translators: the file name before an error message */
      g_prefix_error (error, _("%s: "), name);
      return NULL;
    }
  xq_game_set_source_encoding (game, encoding);
  g_ptr_array_add (games, game);
  return g_steal_pointer (&games);
}
