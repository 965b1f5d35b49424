/* xq-game-list.c — the games of a file as a list of titles, narrowed by a
 * search
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The list holds the positions in the file of the games shown; a search
 * makes every title once (then kept, folded for matching) and replaces the
 * positions in one items-changed.  Items are made when asked for: a list
 * view asks only for the rows it shows.
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>
#include <gtk/gtk.h>

#include "xq-game-list.h"

struct _XqGameList
{
  GObject parent_instance;

  GPtrArray *games;
  char **titles;       /* per game, made when first needed */
  char **folded;       /* the same, case-folded, for searching */
  GArray *shown;       /* guint: positions in @games, in file order */
};

static void xq_game_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (XqGameList, xq_game_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      xq_game_list_model_init))

/* The title of the @index-th game of a file (0-based). */
static char *
make_title (XqGame *game,
            guint   index)
{
  const char *red = xq_game_get_tag (game, "Red");
  const char *black = xq_game_get_tag (game, "Black");
  const char *event = xq_game_get_tag (game, "Event");
  const char *result = xq_game_get_tag (game, "Result");
  g_autoptr (GString) s = g_string_new (NULL);

  g_string_append_printf (s, "%u. ", index + 1);
  if (red || black)
    /* Translators: red player against black player */
    g_string_append_printf (s, _("%s – %s"), red ? red : "?", black ? black : "?");
  else
    g_string_append_printf (s, _("Game %u"), index + 1);
  if (result && !g_str_equal (result, "*"))
    g_string_append_printf (s, "  %s", result);
  if (event && *event && !g_str_equal (event, "?"))
    g_string_append_printf (s, "  · %s", event);
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static const char *
title_of (XqGameList *self,
          guint       index)
{
  if (self->titles[index] == NULL)
    self->titles[index] = make_title (self->games->pdata[index], index);
  return self->titles[index];
}

static const char *
folded_title_of (XqGameList *self,
                 guint       index)
{
  if (self->folded[index] == NULL)
    self->folded[index] = g_utf8_casefold (title_of (self, index), -1);
  return self->folded[index];
}

static GType
xq_game_list_get_item_type (GListModel *model)
{
  return GTK_TYPE_STRING_OBJECT;
}

static guint
xq_game_list_get_n_items (GListModel *model)
{
  return XQ_GAME_LIST (model)->shown->len;
}

static gpointer
xq_game_list_get_item (GListModel *model,
                       guint       position)
{
  XqGameList *self = XQ_GAME_LIST (model);

  if (position >= self->shown->len)
    return NULL;
  return gtk_string_object_new (title_of (self, g_array_index (self->shown, guint, position)));
}

static void
xq_game_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = xq_game_list_get_item_type;
  iface->get_n_items = xq_game_list_get_n_items;
  iface->get_item = xq_game_list_get_item;
}

static void
xq_game_list_finalize (GObject *object)
{
  XqGameList *self = XQ_GAME_LIST (object);

  for (guint i = 0; i < self->games->len; i++)
    {
      g_free (self->titles[i]);
      g_free (self->folded[i]);
    }
  g_free (self->titles);
  g_free (self->folded);
  g_array_unref (self->shown);
  g_ptr_array_unref (self->games);

  G_OBJECT_CLASS (xq_game_list_parent_class)->finalize (object);
}

static void
xq_game_list_class_init (XqGameListClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = xq_game_list_finalize;
}

static void
xq_game_list_init (XqGameList *self)
{
  self->shown = g_array_new (FALSE, FALSE, sizeof (guint));
}

XqGameList *
xq_game_list_new (GPtrArray *games)
{
  XqGameList *self;

  g_return_val_if_fail (games != NULL, NULL);
  self = g_object_new (XQ_TYPE_GAME_LIST, NULL);
  self->games = g_ptr_array_ref (games);
  self->titles = g_new0 (char *, games->len);
  self->folded = g_new0 (char *, games->len);
  g_array_set_size (self->shown, games->len);
  for (guint i = 0; i < games->len; i++)
    g_array_index (self->shown, guint, i) = i;
  return self;
}

static gboolean
matches (const char *folded,
         char      **words)
{
  for (guint w = 0; words[w] != NULL; w++)
    if (*words[w] != '\0' && strstr (folded, words[w]) == NULL)
      return FALSE;
  return TRUE;
}

void
xq_game_list_set_search (XqGameList *self,
                         const char *search)
{
  g_autofree char *folded = NULL;
  g_auto (GStrv) words = NULL;
  guint removed;

  g_return_if_fail (XQ_IS_GAME_LIST (self));
  folded = g_utf8_casefold (search ? search : "", -1);
  words = g_strsplit_set (g_strstrip (folded), " \t", -1);
  removed = self->shown->len;
  g_array_set_size (self->shown, 0);
  for (guint i = 0; i < self->games->len; i++)
    if (words[0] == NULL || matches (folded_title_of (self, i), words))
      g_array_append_val (self->shown, i);
  g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, self->shown->len);
}

XqGame *
xq_game_list_get_game (XqGameList *self,
                       guint       position)
{
  g_return_val_if_fail (XQ_IS_GAME_LIST (self), NULL);
  g_return_val_if_fail (position < self->shown->len, NULL);
  return self->games->pdata[g_array_index (self->shown, guint, position)];
}

guint
xq_game_list_get_file_index (XqGameList *self,
                             guint       position)
{
  g_return_val_if_fail (XQ_IS_GAME_LIST (self), 0);
  g_return_val_if_fail (position < self->shown->len, 0);
  return g_array_index (self->shown, guint, position);
}
