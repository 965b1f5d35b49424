/* xq-game.c — a game record: tags, start position, move tree, cursor, undo
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-game"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "xq-fen.h"
#include "xq-game.h"
#include "xq-game-node-private.h"
#include "xq-movegen.h"
#include "xq-move-list.h"

G_DEFINE_QUARK (xq-game-error-quark, xq_game_error)

/* One undoable edit. */
typedef enum
{
  EDIT_INSERT, /* node inserted at index under parent (undo removes it) */
  EDIT_REMOVE, /* node removed from index under parent (undo inserts it) */
  EDIT_MOVE,   /* node moved from index to index2 */
  EDIT_COMMENT,
  EDIT_NAGS,
  EDIT_TAG,
} EditKind;

typedef struct
{
  EditKind kind;
  guint group;        /* edits of one user action share it */
  XqGameNode *node;   /* strong */
  XqGameNode *parent; /* strong */
  guint index, index2;
  char *name;
  char *old_text, *new_text; /* comment / tag value */
  guint old_tag_index;
  guint8 old_nags[XQ_GAME_NODE_MAX_NAGS], new_nags[XQ_GAME_NODE_MAX_NAGS];
  guint8 n_old_nags, n_new_nags;
} Edit;

static void
edit_free (gpointer data)
{
  Edit *e = data;

  g_clear_object (&e->node);
  g_clear_object (&e->parent);
  g_free (e->name);
  g_free (e->old_text);
  g_free (e->new_text);
  g_free (e);
}

/* Undo history bound: older edits are forgotten. */
#define MAX_HISTORY 1000

struct _XqGame
{
  GObject parent_instance;

  GPtrArray *tag_names;  /* char * */
  GPtrArray *tag_values; /* char * */
  XqPosition start;
  XqGameNode *root;
  XqGameNode *cursor;
  XqPosition position;   /* at the cursor */
  GPtrArray *warnings;   /* NULL-terminated */
  char *source_format;
  char *source_encoding;
  GPtrArray *undo;       /* Edit */
  GPtrArray *redo;       /* Edit */
  XqMoveList *move_list; /* created on demand */
  guint last_group;      /* group of the last edit pushed */
  gboolean in_group;     /* TRUE: edits pushed now join last_group */
};

G_DEFINE_FINAL_TYPE (XqGame, xq_game, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_CURSOR,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  POSITION_CHANGED,
  TREE_CHANGED,
  TAGS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
xq_game_dispose (GObject *object)
{
  XqGame *self = XQ_GAME (object);

  g_clear_pointer (&self->undo, g_ptr_array_unref);
  g_clear_pointer (&self->redo, g_ptr_array_unref);
  g_clear_object (&self->move_list);
  self->cursor = NULL;
  g_clear_object (&self->root);
  G_OBJECT_CLASS (xq_game_parent_class)->dispose (object);
}

static void
xq_game_finalize (GObject *object)
{
  XqGame *self = XQ_GAME (object);

  g_ptr_array_unref (self->tag_names);
  g_ptr_array_unref (self->tag_values);
  g_ptr_array_unref (self->warnings);
  g_free (self->source_format);
  g_free (self->source_encoding);
  G_OBJECT_CLASS (xq_game_parent_class)->finalize (object);
}

static void
xq_game_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  XqGame *self = XQ_GAME (object);

  switch (prop_id)
    {
    case PROP_CURSOR:
      g_value_set_object (value, self->cursor);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, xq_game_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, xq_game_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_game_class_init (XqGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = xq_game_dispose;
  object_class->finalize = xq_game_finalize;
  object_class->get_property = xq_game_get_property;

  properties[PROP_CURSOR] =
    g_param_spec_object ("cursor", NULL, NULL, XQ_TYPE_GAME_NODE,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[POSITION_CHANGED] =
    g_signal_new ("position-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[TREE_CHANGED] =
    g_signal_new ("tree-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[TAGS_CHANGED] =
    g_signal_new ("tags-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
xq_game_init (XqGame *self)
{
  self->tag_names = g_ptr_array_new_with_free_func (g_free);
  self->tag_values = g_ptr_array_new_with_free_func (g_free);
  self->warnings = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (self->warnings, NULL);
  self->undo = g_ptr_array_new_with_free_func (edit_free);
  self->redo = g_ptr_array_new_with_free_func (edit_free);
  xq_position_set_start (&self->start);
  self->position = self->start;
  self->root = _xq_game_node_new (XQ_MOVE_NONE, 0);
  self->cursor = self->root;
}

XqGame *
xq_game_new (void)
{
  return g_object_new (XQ_TYPE_GAME, NULL);
}

/* ---- Tags ---- */

static int
find_tag (XqGame *self, const char *name)
{
  for (guint i = 0; i < self->tag_names->len; i++)
    if (strcmp (self->tag_names->pdata[i], name) == 0)
      return (int) i;
  return -1;
}

const char *
xq_game_get_tag (XqGame *game, const char *name)
{
  int i;

  g_return_val_if_fail (XQ_IS_GAME (game), NULL);
  g_return_val_if_fail (name != NULL, NULL);
  i = find_tag (game, name);
  return i < 0 ? NULL : game->tag_values->pdata[i];
}

guint
xq_game_get_n_tags (XqGame *game)
{
  g_return_val_if_fail (XQ_IS_GAME (game), 0);
  return game->tag_names->len;
}

const char *
xq_game_get_tag_name (XqGame *game, guint index)
{
  g_return_val_if_fail (XQ_IS_GAME (game), NULL);
  return index < game->tag_names->len ? game->tag_names->pdata[index] : NULL;
}

const char *
xq_game_get_tag_value (XqGame *game, guint index)
{
  g_return_val_if_fail (XQ_IS_GAME (game), NULL);
  return index < game->tag_values->len ? game->tag_values->pdata[index] : NULL;
}

/* Sets without history; @index is where a new tag goes. */
static void
set_tag_raw (XqGame *self, const char *name, const char *value, guint index)
{
  int i = find_tag (self, name);

  if (value == NULL)
    {
      if (i >= 0)
        {
          g_ptr_array_remove_index (self->tag_names, (guint) i);
          g_ptr_array_remove_index (self->tag_values, (guint) i);
        }
    }
  else if (i >= 0)
    {
      g_free (self->tag_values->pdata[i]);
      self->tag_values->pdata[i] = g_strdup (value);
    }
  else
    {
      if (index > self->tag_names->len)
        index = self->tag_names->len;
      g_ptr_array_insert (self->tag_names, (gint) index, g_strdup (name));
      g_ptr_array_insert (self->tag_values, (gint) index, g_strdup (value));
    }
  g_signal_emit (self, signals[TAGS_CHANGED], 0, name);
}

static void push_edit (XqGame *self, Edit *edit);

void
xq_game_set_tag (XqGame *game, const char *name, const char *value)
{
  g_return_if_fail (XQ_IS_GAME (game));
  g_return_if_fail (name != NULL && *name != '\0');
  if (g_strcmp0 (xq_game_get_tag (game, name), value) == 0)
    return;
  set_tag_raw (game, name, value, G_MAXUINT);
}

void
xq_game_edit_tag (XqGame *game, const char *name, const char *value)
{
  const char *old;
  Edit *e;
  int i;

  g_return_if_fail (XQ_IS_GAME (game));
  g_return_if_fail (name != NULL && *name != '\0');
  old = xq_game_get_tag (game, name);
  if (g_strcmp0 (old, value) == 0)
    return;
  i = find_tag (game, name);
  e = g_new0 (Edit, 1);
  e->kind = EDIT_TAG;
  e->name = g_strdup (name);
  e->old_text = g_strdup (old);
  e->new_text = g_strdup (value);
  e->old_tag_index = i < 0 ? game->tag_names->len : (guint) i;
  set_tag_raw (game, name, value, G_MAXUINT);
  push_edit (game, e);
}

/* ---- Start position ---- */

const XqPosition *
xq_game_get_start_position (XqGame *game)
{
  g_return_val_if_fail (XQ_IS_GAME (game), NULL);
  return &game->start;
}

char *
xq_game_dup_start_fen (XqGame *game)
{
  char buf[XQ_FEN_MAX];

  g_return_val_if_fail (XQ_IS_GAME (game), NULL);
  xq_position_to_fen (&game->start, buf, sizeof buf);
  return g_strdup (buf);
}

gboolean
xq_game_has_custom_start (XqGame *game)
{
  XqPosition std;

  g_return_val_if_fail (XQ_IS_GAME (game), FALSE);
  xq_position_set_start (&std);
  return !xq_position_equal (&std, &game->start);
}

static void
emit_tree_changed (XqGame *self)
{
  if (self->move_list != NULL)
    xq_move_list_update (self->move_list, self->root);
  g_signal_emit (self, signals[TREE_CHANGED], 0);
}

static void
set_cursor (XqGame *self, XqGameNode *node)
{
  gboolean moved = self->cursor != node;

  self->cursor = node;
  xq_game_get_position_at (self, node, &self->position);
  if (moved)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR]);
  g_signal_emit (self, signals[POSITION_CHANGED], 0);
}

void
xq_game_set_start_position (XqGame *game, const XqPosition *pos)
{
  g_return_if_fail (XQ_IS_GAME (game));
  g_return_if_fail (pos != NULL);
  game->start = *pos;
  game->start.hash = xq_position_compute_hash (&game->start);
  xq_game_clear_history (game);
  g_clear_object (&game->root);
  game->root = _xq_game_node_new (XQ_MOVE_NONE, 0);
  /* The cursor is valid before anyone hears of the change. */
  game->cursor = game->root;
  game->position = game->start;
  emit_tree_changed (game);
  g_object_notify_by_pspec (G_OBJECT (game), properties[PROP_CURSOR]);
  g_signal_emit (game, signals[POSITION_CHANGED], 0);
}

gboolean
xq_game_parse_fen (const char *fen, XqPosition *pos, GError **error)
{
  size_t offset = 0;
  XqFenStatus status;

  g_return_val_if_fail (fen != NULL, FALSE);
  g_return_val_if_fail (pos != NULL, FALSE);
  status = xq_position_from_fen (pos, fen, &offset);
  if (status != XQ_FEN_OK)
    {
      g_set_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_BAD_FEN,
                   _("Invalid FEN at character %u: %s"),
                   (guint) offset + 1, xq_fen_status_message (status));
      return FALSE;
    }
  return TRUE;
}

gboolean
xq_game_set_start_fen (XqGame *game, const char *fen, GError **error)
{
  XqPosition pos;

  g_return_val_if_fail (XQ_IS_GAME (game), FALSE);
  if (!xq_game_parse_fen (fen, &pos, error))
    return FALSE;
  xq_game_set_start_position (game, &pos);
  return TRUE;
}

char *
xq_game_impossible_text (unsigned impossible)
{
  static const struct
  {
    XqImpossible bit;
    const char *text;
  } names[] = {
    { XQ_IMPOSSIBLE_NO_RED_KING, N_("Red has no king") },
    { XQ_IMPOSSIBLE_NO_BLACK_KING, N_("Black has no king") },
    { XQ_IMPOSSIBLE_KING_PALACE, N_("a king outside its palace") },
    { XQ_IMPOSSIBLE_ADVISOR, N_("an advisor on a point it can never reach") },
    { XQ_IMPOSSIBLE_ELEPHANT, N_("an elephant on a point it can never reach") },
    { XQ_IMPOSSIBLE_SOLDIER, N_("a soldier behind its starting rank") },
    { XQ_IMPOSSIBLE_KINGS_FACING, N_("the kings face each other") },
    { XQ_IMPOSSIBLE_OPPONENT_IN_CHECK, N_("the side not to move is in check") },
  };
  GString *text;

  if (impossible == 0)
    return NULL;
  text = g_string_new (NULL);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (impossible & names[i].bit)
      {
        if (text->len > 0)
          g_string_append (text, "; ");
        g_string_append (text, _(names[i].text));
      }
  return g_string_free (text, FALSE);
}

void
xq_game_warn_impossible_start (XqGame *game)
{
  g_autofree char *problems = NULL;

  g_return_if_fail (XQ_IS_GAME (game));
  problems = xq_game_impossible_text (xq_position_impossible (&game->start));
  if (problems != NULL)
    {
      g_autofree char *warning =
        g_strdup_printf (_("impossible start position: %s; it is kept as written"), problems);
      xq_game_add_warning (game, warning);
    }
}

XqGame *
xq_game_new_from_fen (const char *fen, GError **error)
{
  g_autoptr (XqGame) game = NULL;
  g_autofree char *text = NULL;
  XqPosition pos;
  unsigned impossible;

  g_return_val_if_fail (fen != NULL, NULL);
  text = g_strstrip (g_strdup (fen));
  if (xq_position_from_fen_lenient (&pos, text, NULL, &impossible) != XQ_FEN_OK)
    {
      if (!xq_game_parse_fen (text, &pos, error))
        return NULL;
      impossible = 0;
    }
  game = xq_game_new ();
  /* A new game already starts from the usual position. */
  if (memcmp (&pos, xq_game_get_start_position (game), sizeof pos) != 0)
    xq_game_set_start_position (game, &pos);
  xq_game_warn_impossible_start (game);
  xq_game_set_source_format (game, "FEN");
  xq_game_clear_history (game);
  return g_steal_pointer (&game);
}

/* ---- Tree ---- */

XqGameNode *
xq_game_get_root (XqGame *game)
{
  g_return_val_if_fail (XQ_IS_GAME (game), NULL);
  return game->root;
}

const char *
xq_game_get_comment (XqGame *game)
{
  g_return_val_if_fail (XQ_IS_GAME (game), NULL);
  return xq_game_node_get_comment (game->root);
}

typedef struct
{
  guint moves, variations, comments;
} Counts;

static void
count_tree (XqGameNode *root, Counts *c)
{
  g_autoptr (GPtrArray) stack = g_ptr_array_new ();

  memset (c, 0, sizeof *c);
  g_ptr_array_add (stack, root);
  while (stack->len > 0)
    {
      XqGameNode *node = g_ptr_array_steal_index_fast (stack, stack->len - 1);
      guint n = xq_game_node_get_n_children (node);

      if (node != root)
        c->moves++;
      if (xq_game_node_get_comment (node) != NULL)
        c->comments++;
      if (n > 1)
        c->variations += n - 1;
      for (guint i = 0; i < n; i++)
        g_ptr_array_add (stack, xq_game_node_get_child (node, i));
    }
}

guint
xq_game_count_moves (XqGame *game)
{
  Counts c;

  g_return_val_if_fail (XQ_IS_GAME (game), 0);
  count_tree (game->root, &c);
  return c.moves;
}

guint
xq_game_count_variations (XqGame *game)
{
  Counts c;

  g_return_val_if_fail (XQ_IS_GAME (game), 0);
  count_tree (game->root, &c);
  return c.variations;
}

guint
xq_game_count_comments (XqGame *game)
{
  Counts c;

  g_return_val_if_fail (XQ_IS_GAME (game), 0);
  count_tree (game->root, &c);
  return c.comments;
}

guint
xq_game_count_main_line (XqGame *game)
{
  g_return_val_if_fail (XQ_IS_GAME (game), 0);
  return xq_game_node_get_ply (xq_game_node_get_line_end (game->root));
}

XqGameNode *
xq_game_node_get_line_end (XqGameNode *node)
{
  XqGameNode *next;

  g_return_val_if_fail (XQ_IS_GAME_NODE (node), NULL);
  while ((next = xq_game_node_get_child (node, 0)) != NULL)
    node = next;
  return node;
}

void
xq_game_get_position_at (XqGame *game, XqGameNode *node, XqPosition *out)
{
  g_autoptr (GPtrArray) path = g_ptr_array_new ();

  g_return_if_fail (XQ_IS_GAME (game));
  g_return_if_fail (XQ_IS_GAME_NODE (node));
  g_return_if_fail (out != NULL);
  for (XqGameNode *n = node; xq_game_node_get_parent (n) != NULL; n = xq_game_node_get_parent (n))
    g_ptr_array_add (path, n);
  *out = game->start;
  for (guint i = path->len; i > 0; i--)
    {
      XqMove move = xq_game_node_get_move (path->pdata[i - 1]);
      XqUndo undo;

      /* Readers promise legal moves; never let a broken promise corrupt
       * the position. */
      if (!xq_position_is_pseudo_move (out, move))
        break;
      xq_position_make_move (out, move, &undo);
    }
}

const char *
xq_game_get_move_text (XqGame *game, XqGameNode *node, XqNotation notation, unsigned flags)
{
  guint key;
  const char *cached;
  g_autofree char *text = NULL;

  g_return_val_if_fail (XQ_IS_GAME (game), NULL);
  g_return_val_if_fail (XQ_IS_GAME_NODE (node), NULL);
  key = (guint) notation | (flags << 8);
  cached = _xq_game_node_get_cached_text (node, key);
  if (cached != NULL)
    return cached;
  text = xq_game_format_move (game, node, notation, flags);
  _xq_game_node_set_cached_text (node, key, text);
  return _xq_game_node_get_cached_text (node, key);
}

char *
xq_game_dup_title (XqGame *game)
{
  const char *title, *red, *black, *event, *date;
  GString *s;

  g_return_val_if_fail (XQ_IS_GAME (game), NULL);
  title = xq_game_get_tag (game, "Title");
  if (title != NULL && *title != '\0')
    return g_strdup (title);
  red = xq_game_get_tag (game, "Red");
  black = xq_game_get_tag (game, "Black");
  event = xq_game_get_tag (game, "Event");
  date = xq_game_get_tag (game, "Date");
  s = g_string_new (NULL);
  if ((red != NULL && *red != '\0') || (black != NULL && *black != '\0'))
    /* Translators: red player – black player */
    g_string_append_printf (s, _("%s – %s"), red && *red ? red : "?", black && *black ? black : "?");
  if (event != NULL && *event != '\0')
    g_string_append_printf (s, s->len ? ", %s" : "%s", event);
  if (date != NULL && *date != '\0')
    g_string_append_printf (s, s->len ? ", %s" : "%s", date);
  if (s->len == 0)
    g_string_append (s, _("Game"));
  return g_string_free (s, FALSE);
}

guint
xq_game_get_move_number (XqGame *game, XqGameNode *node, gboolean *black)
{
  guint ply, index, first;

  g_return_val_if_fail (XQ_IS_GAME (game), 0);
  g_return_val_if_fail (XQ_IS_GAME_NODE (node), 0);
  ply = xq_game_node_get_ply (node);
  if (black != NULL)
    *black = FALSE;
  if (ply == 0)
    return 0;
  index = ply - 1 + (game->start.side == XQ_BLACK ? 1 : 0);
  first = game->start.fullmove > 0 ? game->start.fullmove : 1;
  if (black != NULL)
    *black = index % 2 == 1;
  return first + index / 2;
}

char *
xq_game_format_move (XqGame *game, XqGameNode *node, XqNotation notation, unsigned flags)
{
  XqPosition pos;
  char buf[XQ_MOVE_TEXT_MAX];
  XqGameNode *parent;

  g_return_val_if_fail (XQ_IS_GAME (game), NULL);
  g_return_val_if_fail (XQ_IS_GAME_NODE (node), NULL);
  parent = xq_game_node_get_parent (node);
  if (parent == NULL)
    return g_strdup ("");
  xq_game_get_position_at (game, parent, &pos);
  if (xq_move_format (&pos, xq_game_node_get_move (node), notation, flags, buf, sizeof buf) == 0)
    return g_strdup ("?");
  return g_strdup (buf);
}

const char * const *
xq_game_get_warnings (XqGame *game)
{
  g_return_val_if_fail (XQ_IS_GAME (game), NULL);
  return (const char * const *) game->warnings->pdata;
}

void
xq_game_add_warning (XqGame *game, const char *message)
{
  g_return_if_fail (XQ_IS_GAME (game));
  g_return_if_fail (message != NULL);
  game->warnings->pdata[game->warnings->len - 1] = g_strdup (message);
  g_ptr_array_add (game->warnings, NULL);
}

const char *
xq_game_get_source_format (XqGame *game)
{
  g_return_val_if_fail (XQ_IS_GAME (game), NULL);
  return game->source_format;
}

void
xq_game_set_source_format (XqGame *game, const char *format)
{
  g_return_if_fail (XQ_IS_GAME (game));
  g_free (game->source_format);
  game->source_format = g_strdup (format);
}

const char *
xq_game_get_source_encoding (XqGame *game)
{
  g_return_val_if_fail (XQ_IS_GAME (game), NULL);
  return game->source_encoding;
}

void
xq_game_set_source_encoding (XqGame *game, const char *encoding)
{
  g_return_if_fail (XQ_IS_GAME (game));
  g_free (game->source_encoding);
  game->source_encoding = g_strdup (encoding);
}

XqGame *
xq_game_copy (XqGame *game)
{
  XqGame *copy;
  g_autoptr (GPtrArray) stack = g_ptr_array_new ();

  g_return_val_if_fail (XQ_IS_GAME (game), NULL);
  copy = xq_game_new ();
  copy->start = game->start;
  copy->position = game->start;
  for (guint i = 0; i < game->tag_names->len; i++)
    {
      g_ptr_array_add (copy->tag_names, g_strdup (game->tag_names->pdata[i]));
      g_ptr_array_add (copy->tag_values, g_strdup (game->tag_values->pdata[i]));
    }
  for (guint i = 0; game->warnings->pdata[i] != NULL; i++)
    xq_game_add_warning (copy, game->warnings->pdata[i]);
  copy->source_format = g_strdup (game->source_format);
  copy->source_encoding = g_strdup (game->source_encoding);
  /* Pairs (from, to) of nodes whose children are still to copy. */
  g_ptr_array_add (stack, game->root);
  g_ptr_array_add (stack, copy->root);
  while (stack->len > 0)
    {
      XqGameNode *to = g_ptr_array_steal_index_fast (stack, stack->len - 1);
      XqGameNode *from = g_ptr_array_steal_index_fast (stack, stack->len - 1);
      guint n_nags;
      const guint8 *nags = xq_game_node_get_nags (from, &n_nags);

      xq_game_node_set_comment (to, xq_game_node_get_comment (from));
      _xq_game_node_set_nags (to, nags, n_nags);
      for (guint i = 0; i < xq_game_node_get_n_children (from); i++)
        {
          XqGameNode *child = xq_game_node_get_child (from, i);
          g_ptr_array_add (stack, child);
          g_ptr_array_add (stack, xq_game_node_append_child (to, xq_game_node_get_move (child)));
        }
    }
  return copy;
}

/* ---- Cursor and navigation ---- */

XqGameNode *
xq_game_get_cursor (XqGame *game)
{
  g_return_val_if_fail (XQ_IS_GAME (game), NULL);
  return game->cursor;
}

const XqPosition *
xq_game_get_position (XqGame *game)
{
  g_return_val_if_fail (XQ_IS_GAME (game), NULL);
  return &game->position;
}

char *
xq_game_dup_fen (XqGame *game)
{
  char buf[XQ_FEN_MAX];

  g_return_val_if_fail (XQ_IS_GAME (game), NULL);
  xq_position_to_fen (&game->position, buf, sizeof buf);
  return g_strdup (buf);
}

void
xq_game_go_start (XqGame *game)
{
  g_return_if_fail (XQ_IS_GAME (game));
  if (game->cursor != game->root)
    set_cursor (game, game->root);
}

gboolean
xq_game_go_back (XqGame *game)
{
  XqGameNode *parent;

  g_return_val_if_fail (XQ_IS_GAME (game), FALSE);
  parent = xq_game_node_get_parent (game->cursor);
  if (parent == NULL)
    return FALSE;
  set_cursor (game, parent);
  return TRUE;
}

gboolean
xq_game_go_forward (XqGame *game, guint variation)
{
  XqGameNode *child;

  g_return_val_if_fail (XQ_IS_GAME (game), FALSE);
  child = xq_game_node_get_child (game->cursor, variation);
  if (child == NULL)
    return FALSE;
  set_cursor (game, child);
  return TRUE;
}

void
xq_game_go_end (XqGame *game)
{
  XqGameNode *end;

  g_return_if_fail (XQ_IS_GAME (game));
  end = xq_game_node_get_line_end (game->cursor);
  if (end != game->cursor)
    set_cursor (game, end);
}

static gboolean
node_in_tree (XqGame *self, XqGameNode *node)
{
  while (xq_game_node_get_parent (node) != NULL)
    node = xq_game_node_get_parent (node);
  return node == self->root;
}

void
xq_game_go_to (XqGame *game, XqGameNode *node)
{
  g_return_if_fail (XQ_IS_GAME (game));
  g_return_if_fail (XQ_IS_GAME_NODE (node));
  g_return_if_fail (node_in_tree (game, node));
  set_cursor (game, node);
}

/* ---- Undo history ---- */

static void
notify_history (XqGame *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
}

static void
push_edit (XqGame *self, Edit *edit)
{
  if (!self->in_group || self->undo->len == 0)
    self->last_group++;
  edit->group = self->last_group;
  g_ptr_array_add (self->undo, edit);
  /* Forget the oldest action (all its edits) past the limit. */
  if (self->undo->len > MAX_HISTORY)
    {
      guint group = ((Edit *) self->undo->pdata[0])->group;
      guint n = 0;
      while (n < self->undo->len - 1 && ((Edit *) self->undo->pdata[n])->group == group)
        n++;
      g_ptr_array_remove_range (self->undo, 0, n);
    }
  g_ptr_array_set_size (self->redo, 0);
  notify_history (self);
}

/* After a removal: when the cursor was in the removed subtree it goes to
 * @fallback (the removed node's parent), silently, so that it is valid while
 * "tree-changed" runs; returns TRUE then, and the caller announces it with
 * announce_cursor() afterwards. */
static gboolean
relocate_cursor (XqGame *self, XqGameNode *fallback)
{
  if (node_in_tree (self, self->cursor))
    return FALSE;
  self->cursor = fallback != NULL && node_in_tree (self, fallback) ? fallback : self->root;
  xq_game_get_position_at (self, self->cursor, &self->position);
  return TRUE;
}

static void
announce_cursor (XqGame *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR]);
  g_signal_emit (self, signals[POSITION_CHANGED], 0);
}

/* Applies @e forwards (@redo) or backwards. */
static void
apply_edit (XqGame *self, Edit *e, gboolean forward)
{
  switch (e->kind)
    {
    case EDIT_INSERT:
    case EDIT_REMOVE:
      {
        gboolean moved;

        if ((e->kind == EDIT_INSERT) == forward)
          _xq_game_node_insert (e->parent, e->node, e->index);
        else
          g_object_unref (_xq_game_node_remove (e->node));
        moved = relocate_cursor (self, e->parent);
        emit_tree_changed (self);
        if (moved)
          announce_cursor (self);
        /* Redoing a move entry plays the move again. */
        if (e->kind == EDIT_INSERT && forward && self->cursor == e->parent)
          set_cursor (self, e->node);
      }
      break;
    case EDIT_MOVE:
      _xq_game_node_move_to (e->node, forward ? e->index2 : e->index);
      emit_tree_changed (self);
      break;
    case EDIT_COMMENT:
      xq_game_node_set_comment (e->node, forward ? e->new_text : e->old_text);
      emit_tree_changed (self);
      break;
    case EDIT_NAGS:
      if (forward)
        _xq_game_node_set_nags (e->node, e->new_nags, e->n_new_nags);
      else
        _xq_game_node_set_nags (e->node, e->old_nags, e->n_old_nags);
      emit_tree_changed (self);
      break;
    case EDIT_TAG:
      set_tag_raw (self, e->name, forward ? e->new_text : e->old_text, e->old_tag_index);
      break;
    default:
      g_assert_not_reached ();
    }
}

gboolean
xq_game_can_undo (XqGame *game)
{
  g_return_val_if_fail (XQ_IS_GAME (game), FALSE);
  return game->undo->len > 0;
}

gboolean
xq_game_can_redo (XqGame *game)
{
  g_return_val_if_fail (XQ_IS_GAME (game), FALSE);
  return game->redo->len > 0;
}

gboolean
xq_game_undo (XqGame *game)
{
  guint group;
  Edit *e;

  g_return_val_if_fail (XQ_IS_GAME (game), FALSE);
  if (game->undo->len == 0)
    return FALSE;
  group = ((Edit *) game->undo->pdata[game->undo->len - 1])->group;
  while (game->undo->len > 0 && ((Edit *) game->undo->pdata[game->undo->len - 1])->group == group)
    {
      e = g_ptr_array_steal_index (game->undo, game->undo->len - 1);
      g_ptr_array_add (game->redo, e);
      apply_edit (game, e, FALSE);
    }
  notify_history (game);
  return TRUE;
}

gboolean
xq_game_redo (XqGame *game)
{
  guint group;
  Edit *e;

  g_return_val_if_fail (XQ_IS_GAME (game), FALSE);
  if (game->redo->len == 0)
    return FALSE;
  group = ((Edit *) game->redo->pdata[game->redo->len - 1])->group;
  while (game->redo->len > 0 && ((Edit *) game->redo->pdata[game->redo->len - 1])->group == group)
    {
      e = g_ptr_array_steal_index (game->redo, game->redo->len - 1);
      g_ptr_array_add (game->undo, e);
      apply_edit (game, e, TRUE);
    }
  notify_history (game);
  return TRUE;
}

void
xq_game_clear_history (XqGame *game)
{
  g_return_if_fail (XQ_IS_GAME (game));
  if (game->undo->len == 0 && game->redo->len == 0)
    return;
  g_ptr_array_set_size (game->undo, 0);
  g_ptr_array_set_size (game->redo, 0);
  notify_history (game);
}

/* ---- Editing ---- */

XqGameNode *
xq_game_play_move (XqGame *game, XqMove move, GError **error)
{
  XqGameNode *child;
  Edit *e;

  g_return_val_if_fail (XQ_IS_GAME (game), NULL);
  child = xq_game_node_find_child (game->cursor, move);
  if (child == NULL)
    {
      if (!xq_position_is_legal_move (&game->position, move))
        {
          g_set_error_literal (error, XQ_GAME_ERROR, XQ_GAME_ERROR_ILLEGAL_MOVE,
                               _("That move is not legal here"));
          return NULL;
        }
      child = _xq_game_node_new (move, xq_game_node_get_ply (game->cursor) + 1);
      _xq_game_node_insert (game->cursor, child, G_MAXUINT);
      e = g_new0 (Edit, 1);
      e->kind = EDIT_INSERT;
      e->node = child; /* takes the creation reference */
      e->parent = g_object_ref (game->cursor);
      e->index = xq_game_node_get_index (child);
      push_edit (game, e);
      emit_tree_changed (game);
    }
  set_cursor (game, child);
  return child;
}

XqGameNode *
xq_game_play_text (XqGame *game, const char *text, XqNotation notation, GError **error)
{
  XqMove move = XQ_MOVE_NONE;
  size_t offset = 0;
  XqParseStatus status;

  g_return_val_if_fail (XQ_IS_GAME (game), NULL);
  g_return_val_if_fail (text != NULL, NULL);
  status = xq_move_parse (&game->position, text, notation, &move, &offset);
  if (status != XQ_PARSE_OK)
    {
      g_set_error (error, XQ_GAME_ERROR,
                   status == XQ_PARSE_SYNTAX ? XQ_GAME_ERROR_SYNTAX : XQ_GAME_ERROR_ILLEGAL_MOVE,
                   _("Cannot play “%s”: %s"), text, xq_parse_status_message (status));
      return NULL;
    }
  return xq_game_play_move (game, move, error);
}

gboolean
xq_game_delete_node (XqGame *game, XqGameNode *node)
{
  gboolean moved;
  Edit *e;

  g_return_val_if_fail (XQ_IS_GAME (game), FALSE);
  g_return_val_if_fail (XQ_IS_GAME_NODE (node), FALSE);
  if (node == game->root || !node_in_tree (game, node))
    return FALSE;
  e = g_new0 (Edit, 1);
  e->kind = EDIT_REMOVE;
  e->parent = g_object_ref (xq_game_node_get_parent (node));
  e->index = xq_game_node_get_index (node);
  e->node = _xq_game_node_remove (node);
  moved = relocate_cursor (game, e->parent);
  push_edit (game, e);
  emit_tree_changed (game);
  if (moved)
    announce_cursor (game);
  return TRUE;
}

gboolean
xq_game_truncate_after (XqGame *game, XqGameNode *node)
{
  g_return_val_if_fail (XQ_IS_GAME (game), FALSE);
  g_return_val_if_fail (XQ_IS_GAME_NODE (node), FALSE);
  if (xq_game_node_get_n_children (node) == 0)
    return FALSE;
  /* One edit per child, last first, undone together in one step. */
  game->in_group = FALSE;
  while (xq_game_node_get_n_children (node) > 0)
    {
      xq_game_delete_node (game, xq_game_node_get_child (node, xq_game_node_get_n_children (node) - 1));
      game->in_group = TRUE;
    }
  game->in_group = FALSE;
  return TRUE;
}

gboolean
xq_game_reorder_node (XqGame *game, XqGameNode *node, guint index)
{
  XqGameNode *parent;
  Edit *e;
  guint from;

  g_return_val_if_fail (XQ_IS_GAME (game), FALSE);
  g_return_val_if_fail (XQ_IS_GAME_NODE (node), FALSE);
  parent = xq_game_node_get_parent (node);
  if (parent == NULL || !node_in_tree (game, node))
    return FALSE;
  if (index >= xq_game_node_get_n_children (parent))
    index = xq_game_node_get_n_children (parent) - 1;
  from = xq_game_node_get_index (node);
  if (from == index)
    return FALSE;
  _xq_game_node_move_to (node, index);
  e = g_new0 (Edit, 1);
  e->kind = EDIT_MOVE;
  e->node = g_object_ref (node);
  e->index = from;
  e->index2 = index;
  push_edit (game, e);
  emit_tree_changed (game);
  return TRUE;
}

gboolean
xq_game_promote_variation (XqGame *game, XqGameNode *node)
{
  g_return_val_if_fail (XQ_IS_GAME (game), FALSE);
  g_return_val_if_fail (XQ_IS_GAME_NODE (node), FALSE);
  while (xq_game_node_get_parent (node) != NULL && !xq_game_node_starts_variation (node))
    node = xq_game_node_get_parent (node);
  if (xq_game_node_get_parent (node) == NULL)
    return FALSE;
  return xq_game_reorder_node (game, node, 0);
}

gboolean
xq_game_make_main_line (XqGame *game, XqGameNode *node)
{
  gboolean changed = FALSE;

  g_return_val_if_fail (XQ_IS_GAME (game), FALSE);
  g_return_val_if_fail (XQ_IS_GAME_NODE (node), FALSE);
  /* One promotion per branch point, undone together in one step. */
  game->in_group = FALSE;
  while (xq_game_promote_variation (game, node))
    {
      changed = TRUE;
      game->in_group = TRUE;
    }
  game->in_group = FALSE;
  return changed;
}

void
xq_game_set_node_comment (XqGame *game, XqGameNode *node, const char *comment)
{
  Edit *e;

  g_return_if_fail (XQ_IS_GAME (game));
  g_return_if_fail (XQ_IS_GAME_NODE (node));
  e = g_new0 (Edit, 1);
  e->kind = EDIT_COMMENT;
  e->node = g_object_ref (node);
  e->old_text = g_strdup (xq_game_node_get_comment (node));
  xq_game_node_set_comment (node, comment);
  e->new_text = g_strdup (xq_game_node_get_comment (node));
  if (g_strcmp0 (e->old_text, e->new_text) == 0)
    {
      edit_free (e);
      return;
    }
  push_edit (game, e);
  emit_tree_changed (game);
}

void
xq_game_set_comment (XqGame *game, const char *comment)
{
  g_return_if_fail (XQ_IS_GAME (game));
  xq_game_set_node_comment (game, game->root, comment);
}

void
xq_game_set_node_nags (XqGame *game, XqGameNode *node, const guint8 *nags, guint n_nags)
{
  Edit *e;
  guint n_old;
  const guint8 *old;

  g_return_if_fail (XQ_IS_GAME (game));
  g_return_if_fail (XQ_IS_GAME_NODE (node));
  g_return_if_fail (nags != NULL || n_nags == 0);
  old = xq_game_node_get_nags (node, &n_old);
  e = g_new0 (Edit, 1);
  e->kind = EDIT_NAGS;
  e->node = g_object_ref (node);
  memcpy (e->old_nags, old, n_old);
  e->n_old_nags = (guint8) n_old;
  _xq_game_node_set_nags (node, nags, n_nags);
  old = xq_game_node_get_nags (node, &n_old);
  memcpy (e->new_nags, old, n_old);
  e->n_new_nags = (guint8) n_old;
  if (e->n_new_nags == e->n_old_nags && memcmp (e->new_nags, e->old_nags, n_old) == 0)
    {
      edit_free (e);
      return;
    }
  push_edit (game, e);
  emit_tree_changed (game);
}

void
xq_game_toggle_annotation (XqGame *game, XqGameNode *node, guint nag)
{
  guint8 nags[XQ_GAME_NODE_MAX_NAGS];
  guint n_old, n = 0;
  const guint8 *old;
  gboolean had;

  g_return_if_fail (XQ_IS_GAME (game));
  g_return_if_fail (XQ_IS_GAME_NODE (node));
  g_return_if_fail (nag >= 1 && nag <= 6);
  old = xq_game_node_get_nags (node, &n_old);
  had = xq_game_node_has_nag (node, (guint8) nag);
  if (!had)
    nags[n++] = (guint8) nag;
  for (guint i = 0; i < n_old && n < XQ_GAME_NODE_MAX_NAGS; i++)
    if (old[i] > 6)
      nags[n++] = old[i];
  xq_game_set_node_nags (game, node, nags, n);
}

/* ---- Views ---- */

GListModel *
xq_game_get_move_list (XqGame *game)
{
  g_return_val_if_fail (XQ_IS_GAME (game), NULL);
  if (game->move_list == NULL)
    {
      game->move_list = xq_move_list_new ();
      xq_move_list_update (game->move_list, game->root);
    }
  return G_LIST_MODEL (game->move_list);
}

void
xq_game_tree_changed (XqGame *game)
{
  gboolean moved;

  g_return_if_fail (XQ_IS_GAME (game));
  moved = relocate_cursor (game, game->root);
  emit_tree_changed (game);
  if (moved)
    announce_cursor (game);
}
