/* xq-wxf.c — WXF game files ("FORMAT WXF")
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-wxf"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "xq-encoding.h"
#include "xq-import.h"
#include "xq-wxf.h"

/* "RED" -> "Red" */
static char *
tag_name (const char *key)
{
  char *name = g_ascii_strdown (key, -1);

  name[0] = g_ascii_toupper (name[0]);
  return name;
}

/* "name;elo": the tags @name and @name + "Elo". */
static void
set_player_tags (XqImport *imp, const char *name, const char *value)
{
  g_auto (GStrv) fields = g_strsplit (value, ";", 3);
  g_autofree char *elo = g_strconcat (name, "Elo", NULL);

  if (fields[0] == NULL)
    return;
  xq_import_set_tag (imp, name, fields[0]);
  if (fields[1] != NULL)
    xq_import_set_tag (imp, elo, fields[1]);
}

GPtrArray *
xq_wxf_read (GBytes *data, const char *filename, GError **error)
{
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (XqImport) imp = xq_import_new ();
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  const char *encoding = NULL;
  const char *name = filename ? filename : _("(data)");
  gsize len = 0;
  gboolean in_moves = FALSE, seen_format = FALSE, stopped = FALSE;
  gint32 node = 0;

  g_return_val_if_fail (data != NULL, NULL);
  text = xq_encoding_bytes_to_utf8 (data, name, &encoding, &len, error);
  if (text == NULL)
    return NULL;
  lines = g_strsplit (text, "\n", -1);
  for (guint ln = 0; lines[ln] != NULL; ln++)
    {
      char *line = g_strstrip (lines[ln]);

      if (!in_moves)
        {
          char *value;

          if (*line == '\0')
            continue;
          if (g_str_has_prefix (line, "START{"))
            {
              in_moves = TRUE;
              line += 6;
            }
          else
            {
              value = line;
              while (*value != '\0' && !g_ascii_isspace (*value))
                value++;
              if (*value != '\0')
                *value++ = '\0';
              g_strstrip (value);
              if (g_ascii_strcasecmp (line, "FORMAT") == 0)
                {
                  seen_format = TRUE;
                  continue;
                }
              if (!seen_format)
                {
                  g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_SYNTAX,
                               _("%s: line %u: expected “FORMAT WXF”"), name, ln + 1);
                  return NULL;
                }
              if (g_ascii_strcasecmp (line, "FEN") == 0)
                {
                  g_autoptr (GError) fen_error = NULL;
                  if (!xq_import_set_start_fen (imp, value, &fen_error))
                    {
                      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_BAD_FEN,
                                   _("%s: line %u: %s"), name, ln + 1, fen_error->message);
                      return NULL;
                    }
                }
              else if (*value != '\0' && g_ascii_isalpha (*line)
                       && imp->tag_names->len < 500)
                {
                  g_autofree char *tag = tag_name (line);
                  if (strcmp (tag, "Red") == 0 || strcmp (tag, "Black") == 0)
                    set_player_tags (imp, tag, value);
                  else
                    xq_import_set_tag (imp, tag, value);
                }
              continue;
            }
        }
      if (in_moves)
        {
          g_auto (GStrv) words = NULL;
          char *end = strstr (line, "}END");

          if (end != NULL)
            *end = '\0';
          words = g_strsplit_set (line, " \t\r", -1);
          for (guint w = 0; words[w] != NULL && !stopped; w++)
            {
              const char *word = words[w];
              gsize wl = strlen (word);

              if (wl == 0 || (g_ascii_isdigit (word[0]) && word[wl - 1] == '.'))
                continue;
              if (strcmp (word, "1-0") == 0 || strcmp (word, "0-1") == 0
                  || strcmp (word, "1/2-1/2") == 0 || strcmp (word, "*") == 0)
                continue;
              node = xq_import_add_move_text (imp, node, word, XQ_NOTATION_WXF, ln + 1);
              if (node < 0)
                {
                  stopped = TRUE;
                  break;
                }
            }
          if (end != NULL)
            break;
        }
    }
  if (!seen_format)
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_SYNTAX,
                   _("%s: line 1: expected “FORMAT WXF”"), name);
      return NULL;
    }
  g_ptr_array_add (games, xq_import_to_game (imp, "WXF", encoding));
  return g_steal_pointer (&games);
}
