/* xq-player-page.c — one player in the library: games, results as red and
 * as black, the openings played most
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The library's player filter matches a part of the name; the page counts
 * only the games where the name is the whole name on one side.
 */
#include "config.h"

#include "xq-player-page.h"

#include <glib/gi18n.h>

#define MAX_OPENINGS 5

typedef struct
{
  char *name;
  guint count;
} Opening;

static int
by_count (gconstpointer a, gconstpointer b)
{
  const Opening *x = *(Opening * const *) a, *y = *(Opening * const *) b;

  if (x->count != y->count)
    return x->count > y->count ? -1 : 1;
  return g_strcmp0 (x->name, y->name);
}

static void
opening_free (Opening *o)
{
  g_free (o->name);
  g_free (o);
}

gboolean
xq_player_summary_read (XqLibrary *library, const char *name, XqPlayerSummary *summary,
                        GError **error)
{
  XqLibraryFilter filter = { 0 };
  g_autoptr (GPtrArray) infos = NULL;
  g_autoptr (GHashTable) counts = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, NULL);
  g_autoptr (GPtrArray) openings = g_ptr_array_new_with_free_func ((GDestroyNotify) opening_free);

  memset (summary, 0, sizeof *summary);
  filter.player = name;
  infos = xq_library_list_games (library, &filter, "id", 0, error);
  if (infos == NULL)
    return FALSE;
  for (guint i = 0; i < infos->len; i++)
    {
      XqLibraryGameInfo *info = g_ptr_array_index (infos, i);
      guint r = info->result <= XQ_LIBRARY_RESULT_BLACK ? info->result : 0;
      g_autofree char *opening = NULL;
      Opening *o;

      if (g_strcmp0 (info->red, name) == 0)
        summary->red[r]++;
      else if (g_strcmp0 (info->black, name) == 0)
        summary->black[r]++;
      else
        continue;
      summary->games++;
      if (info->ecco != NULL && *info->ecco)
        opening = info->opening && *info->opening ? g_strdup_printf ("%s %s", info->ecco, info->opening)
                                                  : g_strdup (info->ecco);
      else if (info->opening != NULL && *info->opening)
        opening = g_strdup (info->opening);
      else
        continue;
      o = g_hash_table_lookup (counts, opening);
      if (o == NULL)
        {
          o = g_new0 (Opening, 1);
          o->name = g_steal_pointer (&opening);
          g_hash_table_insert (counts, o->name, o);
          g_ptr_array_add (openings, o);
        }
      o->count++;
    }
  g_ptr_array_sort (openings, by_count);
  summary->openings = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < openings->len && i < MAX_OPENINGS; i++)
    {
      Opening *o = g_ptr_array_index (openings, i);
      g_ptr_array_add (summary->openings, g_strdup_printf ("%s\t%u", o->name, o->count));
    }
  return TRUE;
}

void
xq_player_summary_clear (XqPlayerSummary *summary)
{
  g_clear_pointer (&summary->openings, g_ptr_array_unref);
}

static GtkWidget *
line (GtkWidget *box, const char *text, const char *css)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  gtk_box_append (GTK_BOX (box), label);
  return label;
}

GtkWidget *
xq_player_page_new (const char *name, const XqPlayerSummary *summary)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  g_autofree char *games = NULL, *as_red = NULL, *as_black = NULL;

  line (box, name, "title-4");
  games = g_strdup_printf (ngettext ("%u game in the library", "%u games in the library", summary->games),
                           summary->games);
  line (box, games, NULL);
  /* Translators: a player's results with red: wins, draws, losses */
  as_red = g_strdup_printf (_("As red: %u won, %u drawn, %u lost"),
                            summary->red[XQ_LIBRARY_RESULT_RED], summary->red[XQ_LIBRARY_RESULT_DRAW],
                            summary->red[XQ_LIBRARY_RESULT_BLACK]);
  line (box, as_red, NULL);
  /* Translators: a player's results with black: wins, draws, losses */
  as_black = g_strdup_printf (_("As black: %u won, %u drawn, %u lost"),
                              summary->black[XQ_LIBRARY_RESULT_BLACK], summary->black[XQ_LIBRARY_RESULT_DRAW],
                              summary->black[XQ_LIBRARY_RESULT_RED]);
  line (box, as_black, NULL);
  if (summary->openings != NULL && summary->openings->len > 0)
    {
      line (box, _("Openings played most"), "heading");
      for (guint i = 0; i < summary->openings->len; i++)
        {
          g_auto (GStrv) parts = g_strsplit (g_ptr_array_index (summary->openings, i), "\t", 2);
          guint n = (guint) g_ascii_strtoull (parts[1], NULL, 10);
          /* Translators: an opening and how many of the player's games it was played in */
          g_autofree char *text = g_strdup_printf (ngettext ("%s: %u game", "%s: %u games", n), parts[0], n);
          line (box, text, NULL);
        }
    }
  return box;
}
