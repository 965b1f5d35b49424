/* xq-cbf.c — reading CCBridge XML records (.cbf)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * <ChineseChessRecord><Head> holds fields (Name, Contest, Round, Date, Site,
 * Red, RedTeam, Black, BlackTeam, Commentator, ECCO, RecordResult, FEN, …);
 * <MoveList> a line of <Move value="xy-xy"> (x = file 0..8 from red's
 * left, y = row 0..9 from the TOP), the comment after each move as its text
 * (CDATA).  The first Move, "00-00", is the start and carries the game
 * comment; end="1" closes the line.  The one sample we have shows no
 * variations: moves after a closed line are left out with a warning.
 */

#define G_LOG_DOMAIN "xq-cbf"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "xq-cbf.h"
#include "xq-import.h"
#include "xq-markup.h"
#include "xq-sniff.h"

#define MAX_FIELD 4096

typedef struct
{
  GHashTable *head;   /* field → text */
  GString *text;      /* text of the element being read */
  gboolean in_head;
  gboolean in_move;
  GPtrArray *values;  /* char *: "xy-xy" of each Move */
  GPtrArray *comments;/* char * or NULL, one per Move */
  GArray *ends;       /* gboolean: end="1" */
} CbfState;

gboolean
xq_cbf_sniff (const guint8 *data, gsize len)
{
  return xq_sniff_contains (data, len, "<ChineseChessRecord", 4096);
}

static void
on_start (GMarkupParseContext *context, const char *element, const char **names,
          const char **values, gpointer user_data, GError **error)
{
  CbfState *st = user_data;

  g_string_truncate (st->text, 0);
  if (strcmp (element, "Head") == 0)
    st->in_head = TRUE;
  else if (strcmp (element, "Move") == 0)
    {
      const char *value = NULL;
      gboolean end = FALSE;

      for (guint i = 0; names[i] != NULL; i++)
        if (strcmp (names[i], "value") == 0)
          value = values[i];
        else if (strcmp (names[i], "end") == 0)
          end = strcmp (values[i], "0") != 0;
      g_ptr_array_add (st->values, g_strdup (value != NULL ? value : ""));
      g_ptr_array_add (st->comments, NULL);
      g_array_append_val (st->ends, end);
      st->in_move = TRUE;
    }
}

static void
on_end (GMarkupParseContext *context, const char *element, gpointer user_data,
        GError **error)
{
  CbfState *st = user_data;

  if (strcmp (element, "Head") == 0)
    st->in_head = FALSE;
  else if (strcmp (element, "Move") == 0 && st->in_move)
    {
      char *text = g_strstrip (g_strdup (st->text->str));

      if (text[0] != '\0')
        st->comments->pdata[st->comments->len - 1] = text;
      else
        g_free (text);
      st->in_move = FALSE;
    }
  else if (st->in_head)
    g_hash_table_replace (st->head, g_strdup (element), g_strstrip (g_strdup (st->text->str)));
  g_string_truncate (st->text, 0);
}

static void
on_text (GMarkupParseContext *context, const char *text, gsize len, gpointer user_data,
         GError **error)
{
  CbfState *st = user_data;

  if (st->text->len + len <= MAX_FIELD * 64)
    g_string_append_len (st->text, text, (gssize) len);
}

static gboolean
point (const char *p, int *sq)
{
  if (!g_ascii_isdigit (p[0]) || !g_ascii_isdigit (p[1]) || p[0] > '8')
    return FALSE;
  *sq = XQ_SQ (p[0] - '0', 9 - (p[1] - '0'));
  return TRUE;
}

static void
head_tag (XqImport *imp, CbfState *st, const char *field, const char *tag)
{
  xq_import_set_tag (imp, tag, g_hash_table_lookup (st->head, field));
}

static XqImport *
build (CbfState *st, const char *name, GError **error)
{
  static const struct { const char *field; const char *tag; } tags[] = {
    { "Name", "Title" }, { "Contest", "Event" }, { "Round", "Round" }, { "Date", "Date" },
    { "Site", "Site" }, { "TimeRule", "TimeControl" }, { "RedTeam", "RedTeam" },
    { "Red", "Red" }, { "BlackTeam", "BlackTeam" }, { "Black", "Black" },
    { "Commentator", "Annotator" }, { "ECCO", "ECCO" },
  };
  g_autoptr(XqImport) imp = xq_import_new ();
  const char *fen = g_hash_table_lookup (st->head, "FEN");
  const char *result = g_hash_table_lookup (st->head, "RecordResult");
  gint32 node = 0;
  gboolean closed = FALSE;
  guint first = 0;

  if (fen != NULL && fen[0] != '\0')
    {
      gsize at;
      const char *problem = xq_import_try_start_fen (imp, fen, &at);

      if (problem != NULL)
        {
          g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_BAD_FEN,
                       _("%s: element FEN, character %llu: %s"),
                       name, (unsigned long long) at, problem);
          return NULL;
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (tags); i++)
    head_tag (imp, st, tags[i].field, tags[i].tag);
  if (result != NULL && strlen (result) == 1 && g_ascii_isdigit (result[0]))
    xq_import_set_result (imp, (guint32) (result[0] - '0'));

  if (st->values->len > 0 && strcmp (st->values->pdata[0], "00-00") == 0)
    {
      xq_import_set_comment (imp, 0, st->comments->pdata[0], FALSE);
      closed = g_array_index (st->ends, gboolean, 0);
      first = 1;
    }
  for (guint i = first; i < st->values->len; i++)
    {
      const char *v = st->values->pdata[i];
      XqImportMoveStatus status = XQ_IMPORT_MOVE_BAD_SQUARE;
      int from = -1, to = -1;
      gint32 next = -1;

      if (closed)
        {
          xq_import_warn (imp, _("%s: Move %u: moves after the end of the line (variations) "
                                 "are not read"),
                          name, i + 1);
          imp->n_dropped += st->values->len - i;
          break;
        }
      if (strlen (v) == 5 && v[2] == '-' && point (v, &from) && point (v + 3, &to))
        next = xq_import_add_move (imp, node, from, to, &status);
      if (next < 0)
        {
          xq_import_warn (imp, _("%s: Move %u (value “%s”): impossible move (%s); "
                                 "the rest of the game was left out"),
                          name, i + 1, v, xq_import_move_status_message (status));
          imp->n_dropped += st->values->len - i;
          break;
        }
      node = next;
      xq_import_set_comment (imp, node, st->comments->pdata[i], FALSE);
      closed = g_array_index (st->ends, gboolean, i);
    }
  return g_steal_pointer (&imp);
}

GPtrArray *
xq_cbf_read (GBytes *data, const char *filename, GError **error)
{
  static const GMarkupParser parser = { on_start, on_end, on_text, NULL, NULL };
  g_autofree char *name = xq_import_display_name (filename);
  g_autoptr(XqImport) imp = NULL;
  CbfState st = { 0 };
  GPtrArray *games = NULL;

  st.head = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  st.text = g_string_new (NULL);
  st.values = g_ptr_array_new_with_free_func (g_free);
  st.comments = g_ptr_array_new_with_free_func (g_free);
  st.ends = g_array_new (FALSE, FALSE, sizeof (gboolean));
  if (!xq_markup_parse (data, &parser, G_MARKUP_TREAT_CDATA_AS_TEXT, &st, name,
                        _("CCBridge XML record"), error))
    goto out;
  imp = build (&st, name, error);
  if (imp == NULL)
    goto out;
  games = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (games, xq_import_to_game (imp, "CBF", "UTF-8"));

out:
  g_hash_table_unref (st.head);
  g_string_free (st.text, TRUE);
  g_ptr_array_unref (st.values);
  g_ptr_array_unref (st.comments);
  g_array_unref (st.ends);
  return games;
}
