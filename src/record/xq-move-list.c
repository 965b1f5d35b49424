/* xq-move-list.c — the flat GListModel of a game's nodes
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-move-list"

#include "config.h"

#include "xq-move-list.h"

struct _XqMoveList
{
  GObject parent_instance;
  GPtrArray *rows; /* strong refs to XqGameNode */
};

static void xq_move_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (XqMoveList, xq_move_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, xq_move_list_model_init))

static GType
xq_move_list_get_item_type (GListModel *model)
{
  return XQ_TYPE_GAME_NODE;
}

static guint
xq_move_list_get_n_items (GListModel *model)
{
  return XQ_MOVE_LIST (model)->rows->len;
}

static gpointer
xq_move_list_get_item (GListModel *model, guint position)
{
  XqMoveList *self = XQ_MOVE_LIST (model);

  if (position >= self->rows->len)
    return NULL;
  return g_object_ref (self->rows->pdata[position]);
}

static void
xq_move_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = xq_move_list_get_item_type;
  iface->get_n_items = xq_move_list_get_n_items;
  iface->get_item = xq_move_list_get_item;
}

static void
xq_move_list_finalize (GObject *object)
{
  g_ptr_array_unref (XQ_MOVE_LIST (object)->rows);
  G_OBJECT_CLASS (xq_move_list_parent_class)->finalize (object);
}

static void
xq_move_list_class_init (XqMoveListClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = xq_move_list_finalize;
}

static void
xq_move_list_init (XqMoveList *self)
{
  self->rows = g_ptr_array_new_with_free_func (g_object_unref);
}

XqMoveList *
xq_move_list_new (void)
{
  return g_object_new (XQ_TYPE_MOVE_LIST, NULL);
}

void
xq_game_node_collect_in_order (XqGameNode *root, GPtrArray *out)
{
  g_autoptr (GPtrArray) stack = g_ptr_array_new ();
  XqGameNode *first = xq_game_node_get_child (root, 0);

  /* Depth first: after a node come the variations that replace it (when it
   * is a first child), then its own continuation. */
  if (first != NULL)
    g_ptr_array_add (stack, first);
  while (stack->len > 0)
    {
      XqGameNode *node = g_ptr_array_steal_index_fast (stack, stack->len - 1);
      XqGameNode *parent = xq_game_node_get_parent (node);
      XqGameNode *next = xq_game_node_get_child (node, 0);

      g_ptr_array_add (out, node);
      if (next != NULL)
        g_ptr_array_add (stack, next);
      if (!xq_game_node_starts_variation (node))
        for (guint i = xq_game_node_get_n_children (parent); i > 1; i--)
          g_ptr_array_add (stack, xq_game_node_get_child (parent, i - 1));
    }
}

void
xq_move_list_update (XqMoveList *self, XqGameNode *root)
{
  g_autoptr (GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  guint old_n = self->rows->len, new_n, prefix = 0, suffix = 0;

  xq_game_node_collect_in_order (root, rows);
  new_n = rows->len;
  for (guint i = 0; i < new_n; i++)
    g_object_ref (rows->pdata[i]);
  while (prefix < old_n && prefix < new_n && self->rows->pdata[prefix] == rows->pdata[prefix])
    prefix++;
  while (suffix < old_n - prefix && suffix < new_n - prefix
         && self->rows->pdata[old_n - 1 - suffix] == rows->pdata[new_n - 1 - suffix])
    suffix++;
  g_ptr_array_unref (self->rows);
  self->rows = g_steal_pointer (&rows);
  if (old_n - prefix - suffix > 0 || new_n - prefix - suffix > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), prefix,
                                old_n - prefix - suffix, new_n - prefix - suffix);
}
