/* xq-game-node.c — one node of a game record tree
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-game-node"

#include "config.h"

#include <string.h>

#include "xq-game-node.h"
#include "xq-game-node-private.h"

struct _XqGameNode
{
  GObject parent_instance;

  XqGameNode *parent;  /* weak; NULL for a root or a detached node */
  GPtrArray *children; /* strong refs; NULL when there are none */
  char *comment;
  char *text;          /* cached move text */
  guint text_key;      /* notation and flags of text, +1 */
  guint ply;
  XqMove move;
  guint8 n_nags;
  guint8 nags[XQ_GAME_NODE_MAX_NAGS];
};

G_DEFINE_FINAL_TYPE (XqGameNode, xq_game_node, G_TYPE_OBJECT)

/* Frees a subtree without recursion (game trees may be thousands of plies
 * deep): children whose last reference we hold are emptied before their
 * reference is dropped, so no finalize recurses. */
static void
xq_game_node_dispose (GObject *object)
{
  XqGameNode *self = XQ_GAME_NODE (object);
  g_autoptr (GPtrArray) stack = NULL;

  if (self->children == NULL)
    goto chain;
  stack = g_steal_pointer (&self->children);
  while (stack->len > 0)
    {
      XqGameNode *node = g_ptr_array_steal_index_fast (stack, stack->len - 1);

      node->parent = NULL;
      if (G_OBJECT (node)->ref_count == 1 && node->children != NULL)
        {
          GPtrArray *kids = g_steal_pointer (&node->children);
          for (guint i = 0; i < kids->len; i++)
            g_ptr_array_add (stack, kids->pdata[i]);
          g_ptr_array_free (kids, TRUE);
        }
      g_object_unref (node);
    }

chain:
  G_OBJECT_CLASS (xq_game_node_parent_class)->dispose (object);
}

static void
xq_game_node_finalize (GObject *object)
{
  XqGameNode *self = XQ_GAME_NODE (object);

  g_free (self->comment);
  g_free (self->text);
  G_OBJECT_CLASS (xq_game_node_parent_class)->finalize (object);
}

static void
xq_game_node_class_init (XqGameNodeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = xq_game_node_dispose;
  object_class->finalize = xq_game_node_finalize;
}

static void
xq_game_node_init (XqGameNode *self)
{
}

XqGameNode *
_xq_game_node_new (XqMove move, guint ply)
{
  XqGameNode *self = g_object_new (XQ_TYPE_GAME_NODE, NULL);

  self->move = move;
  self->ply = ply;
  return self;
}

XqMove
xq_game_node_get_move (XqGameNode *node)
{
  g_return_val_if_fail (XQ_IS_GAME_NODE (node), XQ_MOVE_NONE);
  return node->move;
}

XqGameNode *
xq_game_node_get_parent (XqGameNode *node)
{
  g_return_val_if_fail (XQ_IS_GAME_NODE (node), NULL);
  return node->parent;
}

guint
xq_game_node_get_n_children (XqGameNode *node)
{
  g_return_val_if_fail (XQ_IS_GAME_NODE (node), 0);
  return node->children ? node->children->len : 0;
}

XqGameNode *
xq_game_node_get_child (XqGameNode *node, guint index)
{
  g_return_val_if_fail (XQ_IS_GAME_NODE (node), NULL);
  if (node->children == NULL || index >= node->children->len)
    return NULL;
  return node->children->pdata[index];
}

guint
xq_game_node_get_index (XqGameNode *node)
{
  g_return_val_if_fail (XQ_IS_GAME_NODE (node), 0);
  if (node->parent == NULL)
    return 0;
  for (guint i = 0; i < node->parent->children->len; i++)
    if (node->parent->children->pdata[i] == node)
      return i;
  g_assert_not_reached ();
  return 0;
}

guint
xq_game_node_get_ply (XqGameNode *node)
{
  g_return_val_if_fail (XQ_IS_GAME_NODE (node), 0);
  return node->ply;
}

gboolean
xq_game_node_starts_variation (XqGameNode *node)
{
  g_return_val_if_fail (XQ_IS_GAME_NODE (node), FALSE);
  return node->parent != NULL && node->parent->children->pdata[0] != node;
}

guint
xq_game_node_get_variation_depth (XqGameNode *node)
{
  guint depth = 0;

  g_return_val_if_fail (XQ_IS_GAME_NODE (node), 0);
  for (; node->parent != NULL; node = node->parent)
    if (node->parent->children->pdata[0] != node)
      depth++;
  return depth;
}

gboolean
xq_game_node_is_main_line (XqGameNode *node)
{
  g_return_val_if_fail (XQ_IS_GAME_NODE (node), FALSE);
  return xq_game_node_get_variation_depth (node) == 0;
}

guint
xq_game_node_get_n_variations_ending (XqGameNode *node)
{
  guint count = 0;

  g_return_val_if_fail (XQ_IS_GAME_NODE (node), 0);
  if (node->children != NULL)
    return 0;
  /* A first child is followed by its siblings' variations. */
  if (node->parent != NULL && node->parent->children->pdata[0] == node
      && node->parent->children->len > 1)
    return 0;
  for (;;)
    {
      XqGameNode *start = node, *parent, *first;

      while (start->parent != NULL && start->parent->children->pdata[0] == start)
        start = start->parent;
      if (start->parent == NULL)
        break;
      count++;
      /* The enclosing line goes on unless this was its last variation and
       * the main move it replaces has no continuation. */
      parent = start->parent;
      if (parent->children->pdata[parent->children->len - 1] != start)
        break;
      first = parent->children->pdata[0];
      if (first->children != NULL)
        break;
      node = first;
    }
  return count;
}

const char *
xq_game_node_get_comment (XqGameNode *node)
{
  g_return_val_if_fail (XQ_IS_GAME_NODE (node), NULL);
  return node->comment;
}

const guint8 *
xq_game_node_get_nags (XqGameNode *node, guint *n_nags)
{
  g_return_val_if_fail (XQ_IS_GAME_NODE (node), NULL);
  if (n_nags != NULL)
    *n_nags = node->n_nags;
  return node->nags;
}

gboolean
xq_game_node_has_nag (XqGameNode *node, guint8 nag)
{
  g_return_val_if_fail (XQ_IS_GAME_NODE (node), FALSE);
  return memchr (node->nags, nag, node->n_nags) != NULL;
}

XqGameNode *
xq_game_node_find_child (XqGameNode *node, XqMove move)
{
  g_return_val_if_fail (XQ_IS_GAME_NODE (node), NULL);
  if (node->children == NULL)
    return NULL;
  for (guint i = 0; i < node->children->len; i++)
    {
      XqGameNode *child = node->children->pdata[i];
      if (child->move == move)
        return child;
    }
  return NULL;
}

void
_xq_game_node_insert (XqGameNode *parent, XqGameNode *child, guint index)
{
  g_assert (child->parent == NULL);
  if (parent->children == NULL)
    parent->children = g_ptr_array_new ();
  if (index > parent->children->len)
    index = parent->children->len;
  g_ptr_array_insert (parent->children, (gint) index, g_object_ref (child));
  child->parent = parent;
}

XqGameNode *
_xq_game_node_remove (XqGameNode *child)
{
  XqGameNode *parent = child->parent;

  g_assert (parent != NULL);
  g_ptr_array_remove_index (parent->children, xq_game_node_get_index (child));
  if (parent->children->len == 0)
    g_clear_pointer (&parent->children, g_ptr_array_unref);
  child->parent = NULL;
  return child;
}

void
_xq_game_node_move_to (XqGameNode *child, guint index)
{
  XqGameNode *parent = child->parent;
  guint from;

  g_assert (parent != NULL);
  from = xq_game_node_get_index (child);
  if (index >= parent->children->len)
    index = parent->children->len - 1;
  if (from == index)
    return;
  g_ptr_array_remove_index (parent->children, from);
  g_ptr_array_insert (parent->children, (gint) index, child);
}

XqGameNode *
xq_game_node_append_child (XqGameNode *parent, XqMove move)
{
  g_autoptr (XqGameNode) child = NULL;

  g_return_val_if_fail (XQ_IS_GAME_NODE (parent), NULL);
  child = _xq_game_node_new (move, parent->ply + 1);
  _xq_game_node_insert (parent, child, G_MAXUINT);
  return child;
}

/* Comments are kept with LF line ends and without surrounding white space
 * (ASCII or ideographic), so that every format writes and reads them alike.
 * Returns NULL when nothing is left. */
static char *
normalize_comment (const char *comment)
{
  GString *s;
  const char *start, *end;

  if (comment == NULL)
    return NULL;
  s = g_string_new (comment);
  g_string_replace (s, "\r\n", "\n", 0);
  g_string_replace (s, "\r", "\n", 0);
  start = s->str;
  end = s->str + s->len;
  for (;;)
    {
      if (start < end && g_ascii_isspace (*start))
        start++;
      else if (end - start >= 3 && memcmp (start, "\xE3\x80\x80", 3) == 0)
        start += 3;
      else
        break;
    }
  for (;;)
    {
      if (end > start && g_ascii_isspace (end[-1]))
        end--;
      else if (end - start >= 3 && memcmp (end - 3, "\xE3\x80\x80", 3) == 0)
        end -= 3;
      else
        break;
    }
  if (start == end)
    {
      g_string_free (s, TRUE);
      return NULL;
    }
  {
    char *result = g_strndup (start, (gsize) (end - start));
    g_string_free (s, TRUE);
    return result;
  }
}

void
xq_game_node_set_comment (XqGameNode *node, const char *comment)
{
  g_return_if_fail (XQ_IS_GAME_NODE (node));
  g_free (node->comment);
  node->comment = normalize_comment (comment);
}

void
xq_game_node_append_comment (XqGameNode *node, const char *comment)
{
  g_autofree char *text = NULL;
  char *joined;

  g_return_if_fail (XQ_IS_GAME_NODE (node));
  text = normalize_comment (comment);
  if (text == NULL)
    return;
  if (node->comment == NULL)
    {
      node->comment = g_steal_pointer (&text);
      return;
    }
  joined = g_strconcat (node->comment, "\n", text, NULL);
  g_free (node->comment);
  node->comment = joined;
}

void
xq_game_node_add_nag (XqGameNode *node, guint nag)
{
  g_return_if_fail (XQ_IS_GAME_NODE (node));
  if (nag == 0 || nag > 255 || xq_game_node_has_nag (node, (guint8) nag)
      || node->n_nags >= XQ_GAME_NODE_MAX_NAGS)
    return;
  node->nags[node->n_nags++] = (guint8) nag;
}

void
xq_game_node_clear_nags (XqGameNode *node)
{
  g_return_if_fail (XQ_IS_GAME_NODE (node));
  node->n_nags = 0;
}

void
_xq_game_node_set_nags (XqGameNode *node, const guint8 *nags, guint n_nags)
{
  node->n_nags = 0;
  for (guint i = 0; i < n_nags; i++)
    xq_game_node_add_nag (node, nags[i]);
}

static const char *const nag_symbols[] = { NULL, "!", "?", "!!", "??", "!?", "?!" };

const char *
xq_nag_to_symbol (guint nag)
{
  return nag < G_N_ELEMENTS (nag_symbols) ? nag_symbols[nag] : NULL;
}

guint
xq_nag_from_symbol (const char *text, gsize len)
{
  for (guint i = 1; i < G_N_ELEMENTS (nag_symbols); i++)
    if (strlen (nag_symbols[i]) == len && memcmp (nag_symbols[i], text, len) == 0)
      return i;
  return 0;
}

const char *
_xq_game_node_get_cached_text (XqGameNode *node, guint key)
{
  return node->text_key == key + 1 ? node->text : NULL;
}

void
_xq_game_node_set_cached_text (XqGameNode *node, guint key, const char *text)
{
  g_free (node->text);
  node->text = g_strdup (text);
  node->text_key = key + 1;
}
