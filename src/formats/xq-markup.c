/* xq-markup.c — reading the XML game formats (CBF, PFC) with GMarkup
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-markup"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-encoding.h"
#include "xq-game.h"
#include "xq-markup.h"

gboolean
xq_markup_parse (GBytes *data, const GMarkupParser *parser, GMarkupParseFlags flags,
                 gpointer user_data, const char *name, const char *what, GError **error)
{
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) local = NULL;
  gsize len = 0, skip;
  const char *bytes = g_bytes_get_data (data, &len);
  const char *bad = NULL;
  int line = 0, column = 0;

  if (bytes == NULL)
    bytes = "";
  skip = xq_encoding_bom_length (bytes, len);
  bytes += skip;
  len -= skip;
  /* Checked here: GMarkup's own UTF-8 errors can be raised twice. */
  if (!g_utf8_validate (bytes, (gssize) len, &bad))
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_ENCODING,
                   _("%s: byte offset %llu: invalid UTF-8 in a %s"),
                   name, (unsigned long long) (bad - bytes), what);
      return FALSE;
    }
  context = g_markup_parse_context_new (parser, flags, user_data, NULL);
  if (g_markup_parse_context_parse (context, bytes, (gssize) len, &local)
      && g_markup_parse_context_end_parse (context, &local))
    return TRUE;
  if (local->domain == XQ_GAME_ERROR)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  g_markup_parse_context_get_position (context, &line, &column);
  /* GMarkup quotes a bad name cut at a byte, not a character (found by
   * fuzzing): the message is shown to the user, so it must be UTF-8. */
  g_autofree char *message = g_utf8_make_valid (local->message, -1);
  g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_SYNTAX,
               /* Translators: the file name, line, column, the kind of file
                * ("CCBridge XML record"), then the parser's message */
               _("%s: line %d, column %d: not a well-formed %s (%s)"),
               name, line, column, what, message);
  return FALSE;
}
