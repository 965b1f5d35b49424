/* xq-library-games.c — the games a library filter lets through, as a list model read a page at a time
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "xq-library-games.h"

/* Rows read at once, and pages kept (the rows on screen and around). */
#define PAGE_ROWS 200
#define PAGES_KEPT 32

/* ---- One row ------------------------------------------------------------ */

G_DEFINE_FINAL_TYPE (XqLibraryRow, xq_library_row, G_TYPE_OBJECT)

static void
xq_library_row_finalize (GObject *object)
{
  g_clear_pointer (&XQ_LIBRARY_ROW (object)->info, xq_library_game_info_free);
  G_OBJECT_CLASS (xq_library_row_parent_class)->finalize (object);
}

static void
xq_library_row_class_init (XqLibraryRowClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = xq_library_row_finalize;
}

static void
xq_library_row_init (XqLibraryRow *self)
{
  self->info = g_new0 (XqLibraryGameInfo, 1);
}

/* ---- The list ----------------------------------------------------------- */

struct _XqLibraryGames
{
  GObject parent_instance;

  XqLibrary *library;
  XqLibraryFilter filter;
  char *player, *event, *opening, *order_by;
  guint n_items;
  GHashTable *pages; /* page number → GPtrArray of XqLibraryRow */
  GQueue loaded;     /* page numbers, the oldest first */
};

static void xq_library_games_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (XqLibraryGames, xq_library_games, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      xq_library_games_model_init))

static GType
xq_library_games_get_item_type (GListModel *model)
{
  return XQ_TYPE_LIBRARY_ROW;
}

static guint
xq_library_games_get_n_items (GListModel *model)
{
  return XQ_LIBRARY_GAMES (model)->n_items;
}

/* Reads page @page; a page that fails to read (or that a change of the
 * library since the count made short) gives empty rows. */
static GPtrArray *
load_page (XqLibraryGames *self, guint page)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) infos = NULL;
  GPtrArray *rows = g_ptr_array_new_with_free_func (g_object_unref);

  infos = xq_library_list_games_range (self->library, &self->filter, self->order_by,
                                       page * PAGE_ROWS, PAGE_ROWS, &error);
  if (infos == NULL)
    g_warning ("Could not read the library's games: %s", error->message);
  for (guint i = 0; infos != NULL && i < infos->len; i++)
    {
      XqLibraryRow *row = g_object_new (XQ_TYPE_LIBRARY_ROW, NULL);

      xq_library_game_info_free (row->info);
      row->info = g_steal_pointer (&g_ptr_array_index (infos, i));
      g_ptr_array_add (rows, row);
    }
  return rows;
}

static gpointer
xq_library_games_get_item (GListModel *model, guint position)
{
  XqLibraryGames *self = XQ_LIBRARY_GAMES (model);
  guint page = position / PAGE_ROWS;
  GPtrArray *rows;

  if (position >= self->n_items)
    return NULL;
  rows = g_hash_table_lookup (self->pages, GUINT_TO_POINTER (page));
  if (rows == NULL)
    {
      rows = load_page (self, page);
      g_hash_table_insert (self->pages, GUINT_TO_POINTER (page), rows);
      g_queue_push_tail (&self->loaded, GUINT_TO_POINTER (page));
      while (g_queue_get_length (&self->loaded) > PAGES_KEPT)
        g_hash_table_remove (self->pages, g_queue_pop_head (&self->loaded));
    }
  if (position % PAGE_ROWS < rows->len)
    return g_object_ref (g_ptr_array_index (rows, position % PAGE_ROWS));
  return g_object_new (XQ_TYPE_LIBRARY_ROW, NULL);
}

static void
xq_library_games_model_init (GListModelInterface *iface)
{
  iface->get_item_type = xq_library_games_get_item_type;
  iface->get_n_items = xq_library_games_get_n_items;
  iface->get_item = xq_library_games_get_item;
}

gboolean
xq_library_games_set_query (XqLibraryGames        *self,
                            const XqLibraryFilter *filter,
                            const char            *order_by,
                            GError               **error)
{
  guint removed;
  gint64 n;

  g_return_val_if_fail (XQ_IS_LIBRARY_GAMES (self), FALSE);
  g_return_val_if_fail (filter != NULL, FALSE);

  g_free (self->player);
  g_free (self->event);
  g_free (self->opening);
  g_free (self->order_by);
  self->filter = *filter;
  self->filter.player = self->player = g_strdup (filter->player);
  self->filter.event = self->event = g_strdup (filter->event);
  self->filter.opening = self->opening = g_strdup (filter->opening);
  self->order_by = g_strdup (order_by);
  g_hash_table_remove_all (self->pages);
  g_queue_clear (&self->loaded);
  removed = self->n_items;
  n = xq_library_count_games (self->library, &self->filter, error);
  /* All rows go, then the new ones come (one change of both kinds keeps
   * some views' rows as they were). */
  self->n_items = 0;
  if (removed > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, removed, 0);
  self->n_items = n > 0 ? (guint) MIN (n, G_MAXUINT) : 0;
  if (self->n_items > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, 0, self->n_items);
  return n >= 0;
}

static void
xq_library_games_finalize (GObject *object)
{
  XqLibraryGames *self = XQ_LIBRARY_GAMES (object);

  g_hash_table_destroy (self->pages);
  g_queue_clear (&self->loaded);
  g_free (self->player);
  g_free (self->event);
  g_free (self->opening);
  g_free (self->order_by);
  G_OBJECT_CLASS (xq_library_games_parent_class)->finalize (object);
}

static void
xq_library_games_class_init (XqLibraryGamesClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = xq_library_games_finalize;
}

static void
xq_library_games_init (XqLibraryGames *self)
{
  self->pages = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) g_ptr_array_unref);
  g_queue_init (&self->loaded);
}

XqLibraryGames *
xq_library_games_new (XqLibrary *library)
{
  XqLibraryGames *self;

  g_return_val_if_fail (library != NULL, NULL);
  self = g_object_new (XQ_TYPE_LIBRARY_GAMES, NULL);
  self->library = library;
  return self;
}
