/* xq-pfc.c — reading PengFei XML game trees (.pfc)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The tree is nested <n> elements: the outer one has the start position as
 * a FEN in m (and win="*", create-time, …); each inner one a move in ICCS
 * ("h6f7") in m and the comment after it in c.  The children of an <n> are
 * the moves after it, the first being the main line.
 */

#define G_LOG_DOMAIN "xq-pfc"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "xq-encoding.h"
#include "xq-import.h"
#include "xq-markup.h"
#include "xq-pfc.h"


typedef struct
{
  XqImport *imp;
  GArray *stack;       /* gint32: the node of each open <n> */
  const char *name;
  guint n_warnings;
} PfcState;

gboolean
xq_pfc_sniff (const guint8 *data, gsize len)
{
  gsize i;

  i = xq_encoding_bom_length (data, len);
  while (i < len && g_ascii_isspace (data[i]))
    i++;
  if (len - i >= 5 && memcmp (data + i, "<?xml", 5) == 0)
    {
      while (i < len && data[i] != '>')
        i++;
      i++;
      while (i < len && g_ascii_isspace (data[i]))
        i++;
    }
  return len > i + 3 && data[i] == '<' && data[i + 1] == 'n' && g_ascii_isspace (data[i + 2]);
}

static int
iccs_square (const char *p)
{
  if (p[0] < 'a' || p[0] > 'i' || p[1] < '0' || p[1] > '9')
    return -1;
  return XQ_SQ (p[0] - 'a', p[1] - '0');
}

static void
on_start (GMarkupParseContext *context, const char *element, const char **names,
          const char **values, gpointer user_data, GError **error)
{
  PfcState *st = user_data;
  const char *m = NULL, *c = NULL, *win = NULL;
  gint32 node;

  if (strcmp (element, "n") != 0)
    return;
  for (guint i = 0; names[i] != NULL; i++)
    if (strcmp (names[i], "m") == 0)
      m = values[i];
    else if (strcmp (names[i], "c") == 0)
      c = values[i];
    else if (strcmp (names[i], "win") == 0)
      win = values[i];

  if (st->stack->len == 0)
    {
      /* The root: the start position. */
      if (m != NULL && m[0] != '\0')
        {
          gsize at;
          const char *problem = xq_import_try_start_fen (st->imp, m, &at);
          int line = 0, column = 0;

          if (problem != NULL)
            {
              g_markup_parse_context_get_position (context, &line, &column);
              g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_BAD_FEN,
                           _("%s: line %d, column %d: the start position, character %llu"
                             ": %s"),
                           st->name, line, column, (unsigned long long) at, problem);
              return;
            }
        }
      if (win != NULL && (strcmp (win, "1-0") == 0 || strcmp (win, "0-1") == 0
                          || strcmp (win, "1/2-1/2") == 0))
        xq_import_set_tag (st->imp, "Result", win);
      node = 0;
    }
  else
    {
      gint32 parent = g_array_index (st->stack, gint32, st->stack->len - 1);

      XqImportMoveStatus status;
      int from = -1, to = -1;

      /* A missing or odd "m" is a move outside the board. */
      if (m != NULL && strlen (m) == 4)
        {
          from = iccs_square (m);
          to = iccs_square (m + 2);
        }
      node = xq_import_add_move_or_drop (st->imp, parent, from, to, &status);
      if (status != XQ_IMPORT_MOVE_OK && ++st->n_warnings <= XQ_IMPORT_MAX_WARNINGS)
        {
          int line = 0, column = 0;

          g_markup_parse_context_get_position (context, &line, &column);
          xq_import_warn (st->imp, _("%s: line %d, column %d: impossible move “%s” (%s); "
                                     "it was left out with the moves that follow it"),
                          st->name, line, column, m != NULL ? m : "",
                          xq_import_move_status_message (status));
        }
    }
  if (node >= 0 && c != NULL)
    {
      g_autofree char *comment = g_strstrip (g_strdup (c));

      xq_import_set_comment (st->imp, node, comment, FALSE);
    }
  g_array_append_val (st->stack, node);
}

static void
on_end (GMarkupParseContext *context, const char *element, gpointer user_data,
        GError **error)
{
  PfcState *st = user_data;

  if (strcmp (element, "n") == 0 && st->stack->len > 0)
    g_array_set_size (st->stack, st->stack->len - 1);
}

GPtrArray *
xq_pfc_read (GBytes *data, const char *filename, GError **error)
{
  static const GMarkupParser parser = { on_start, on_end, NULL, NULL, NULL };
  g_autofree char *name = xq_import_display_name (filename);
  g_autoptr(XqImport) imp = xq_import_new ();
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (gint32));
  PfcState st = { imp, stack, name, 0 };
  GPtrArray *games;

  if (!xq_markup_parse (data, &parser, 0, &st, name, _("PengFei XML game"), error))
    return NULL;
  xq_import_warn_left_out (imp, name, st.n_warnings);
  games = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (games, xq_import_to_game (imp, "PFC", "UTF-8"));
  return games;
}
