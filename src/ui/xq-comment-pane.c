/* xq-comment-pane.c — the comment of the current move, edited in place, and
 * its annotation symbol
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The text box holds the comment of one node (the cursor's when the text was
 * loaded).  Typing starts a timer; when it runs out, or when the box loses
 * the focus, or before any other edit (xq_comment_pane_commit()), the text
 * goes into the record with xq_game_set_node_comment(): one undo step.  The
 * game's signals load the cursor's comment again, unless the user is in the
 * middle of typing it.
 */
#define G_LOG_DOMAIN "xq-comment-pane"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-comment-pane.h"
#include "xq-game-view.h"
#include "xq-move-list-view.h"
#include "xq-formats-enums.h"
#include "xq-notation-name.h"

/* The pause in typing after which the comment is written. */
#define XQ_COMMENT_PANE_PAUSE_MS 700

struct _XqCommentPane
{
  GtkWidget parent_instance;

  /* Template widgets */
  GtkWidget *box;
  GtkWidget *annotations;
  GtkLabel *heading;
  GtkTextView *text_view;

  XqGame *game;
  GSignalGroup *game_signals;  /* follows the game shown */
  XqNotation notation;
  XqGameNode *node;          /* whose comment the box holds (a reference) */
  gboolean loading;          /* the text is being set, not typed */
  gboolean pending;          /* typed and not written yet */
  guint pause_source;
};

enum
{
  PROP_0,
  PROP_GAME,
  PROP_NOTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_WRITTEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (XqCommentPane, xq_comment_pane, GTK_TYPE_WIDGET)

/* Whether @node is still in the game's tree (an undone move is not). */
static gboolean
xq_comment_pane_node_in_game (XqCommentPane *self,
                              XqGameNode    *node)
{
  XqGameNode *root = xq_game_get_root (self->game);

  while (node != NULL && node != root)
    node = xq_game_node_get_parent (node);
  return node != NULL;
}

void
xq_comment_pane_commit (XqCommentPane *self)
{
  GtkTextBuffer *buffer;
  GtkTextIter start, end;
  g_autofree char *text = NULL;
  g_autofree char *stripped = NULL;

  g_return_if_fail (XQ_IS_COMMENT_PANE (self));

  g_clear_handle_id (&self->pause_source, g_source_remove);
  if (!self->pending || self->game == NULL || self->node == NULL)
    return;
  self->pending = FALSE;
  if (!xq_comment_pane_node_in_game (self, self->node))
    return;
  buffer = gtk_text_view_get_buffer (self->text_view);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  stripped = g_strstrip (g_strdup (text));
  if (g_strcmp0 (*stripped ? stripped : NULL, xq_game_node_get_comment (self->node)) != 0)
    {
      xq_game_set_node_comment (self->game, self->node, *stripped ? stripped : NULL);
      g_signal_emit (self, signals[SIGNAL_WRITTEN], 0);
    }
}

/* What the comment stands after, for the heading. */
static char *
xq_comment_pane_describe (XqCommentPane *self,
                          XqGameNode    *node)
{
  gboolean black;
  guint number;
  const char *move;

  if (xq_game_node_get_parent (node) == NULL)
    return g_strdup (_("Comment before the first move"));
  number = xq_game_get_move_number (self->game, node, &black);
  move = xq_game_get_move_text (self->game, node, self->notation,
                                xq_move_list_view_notation_flags ());
  /* TRANSLATORS: the comment pane's heading: "Comment after 3. 炮二平五" or
   * "Comment after 3… 马8进7" */
  return g_strdup_printf (_("Comment after %u%s %s"), number, black ? "…" : ".", move ? move : "");
}

/* Shows the comment of the game's cursor (dropping nothing: a pending edit
 * is written first). */
static void
xq_comment_pane_load (XqCommentPane *self)
{
  XqGameNode *cursor = self->game ? xq_game_get_cursor (self->game) : NULL;
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);
  const char *comment = cursor ? xq_game_node_get_comment (cursor) : NULL;
  g_autofree char *heading = cursor ? xq_comment_pane_describe (self, cursor) : NULL;
  GtkTextIter start, end;
  g_autofree char *shown = NULL;

  xq_comment_pane_commit (self);
  g_set_object (&self->node, cursor);
  gtk_label_set_text (self->heading, heading ? heading : "");
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  shown = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  if (g_strcmp0 (shown, comment ? comment : "") != 0)
    {
      self->loading = TRUE;
      gtk_text_buffer_set_text (buffer, comment ? comment : "", -1);
      self->loading = FALSE;
    }
  gtk_widget_set_sensitive (GTK_WIDGET (self->text_view), cursor != NULL);
  gtk_widget_set_sensitive (self->annotations,
                            cursor != NULL && xq_game_node_get_parent (cursor) != NULL);
}

static gboolean
pause_done (gpointer data)
{
  XqCommentPane *self = data;

  self->pause_source = 0;
  xq_comment_pane_commit (self);
  return G_SOURCE_REMOVE;
}

static void
buffer_changed (GtkTextBuffer *buffer,
                XqCommentPane *self)
{
  if (self->loading)
    return;
  self->pending = TRUE;
  g_clear_handle_id (&self->pause_source, g_source_remove);
  self->pause_source = g_timeout_add (XQ_COMMENT_PANE_PAUSE_MS, pause_done, self);
}

static void
text_focus_leave (XqCommentPane *self)
{
  xq_comment_pane_commit (self);
}

/* ---- Public -------------------------------------------------------------- */

GtkWidget *
xq_comment_pane_new (void)
{
  return g_object_new (XQ_TYPE_COMMENT_PANE, NULL);
}

XqGame *
xq_comment_pane_get_game (XqCommentPane *self)
{
  g_return_val_if_fail (XQ_IS_COMMENT_PANE (self), NULL);

  return self->game;
}

void
xq_comment_pane_set_game (XqCommentPane *self,
                          XqGame        *game)
{
  g_return_if_fail (XQ_IS_COMMENT_PANE (self));
  g_return_if_fail (game == NULL || XQ_IS_GAME (game));

  if (self->game == game)
    return;
  xq_comment_pane_commit (self);
  g_clear_object (&self->node);
  _xq_game_view_set_game (&self->game, self->game_signals, game);
  xq_comment_pane_load (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

XqNotation
xq_comment_pane_get_notation (XqCommentPane *self)
{
  g_return_val_if_fail (XQ_IS_COMMENT_PANE (self), XQ_NOTATION_CHINESE);

  return self->notation;
}

void
xq_comment_pane_set_notation (XqCommentPane *self,
                              XqNotation     notation)
{
  g_return_if_fail (XQ_IS_COMMENT_PANE (self));

  if (self->notation == notation)
    return;
  self->notation = notation;
  xq_comment_pane_load (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTATION]);
}

void
xq_comment_pane_focus_text (XqCommentPane *self)
{
  GtkTextBuffer *buffer;
  GtkTextIter end;

  g_return_if_fail (XQ_IS_COMMENT_PANE (self));

  buffer = gtk_text_view_get_buffer (self->text_view);
  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_place_cursor (buffer, &end);
  gtk_widget_grab_focus (GTK_WIDGET (self->text_view));
}

/* ---- GObject ------------------------------------------------------------- */

static void
xq_comment_pane_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  XqCommentPane *self = XQ_COMMENT_PANE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_NOTATION:
      g_value_set_enum (value, self->notation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_comment_pane_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  XqCommentPane *self = XQ_COMMENT_PANE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      xq_comment_pane_set_game (self, g_value_get_object (value));
      break;
    case PROP_NOTATION:
      xq_comment_pane_set_notation (self, g_value_get_enum (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_comment_pane_dispose (GObject *object)
{
  XqCommentPane *self = XQ_COMMENT_PANE (object);

  g_clear_handle_id (&self->pause_source, g_source_remove);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->node);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_COMMENT_PANE);

  G_OBJECT_CLASS (xq_comment_pane_parent_class)->dispose (object);
}

static void
xq_comment_pane_class_init (XqCommentPaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = xq_comment_pane_get_property;
  object_class->set_property = xq_comment_pane_set_property;
  object_class->dispose = xq_comment_pane_dispose;

  properties[PROP_GAME] =
    _xq_game_view_param_game ();
  properties[PROP_NOTATION] =
    _xq_game_view_param_notation ();
  g_object_class_install_properties (object_class, N_PROPS, properties);
  signals[SIGNAL_WRITTEN] = g_signal_new ("written", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/xiangqi/Xiangqi/xq-comment-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, XqCommentPane, box);
  gtk_widget_class_bind_template_child (widget_class, XqCommentPane, annotations);
  gtk_widget_class_bind_template_child (widget_class, XqCommentPane, heading);
  gtk_widget_class_bind_template_child (widget_class, XqCommentPane, text_view);
  gtk_widget_class_bind_template_callback (widget_class, text_focus_leave);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
xq_comment_pane_init (XqCommentPane *self)
{
  self->notation = XQ_NOTATION_CHINESE;
  self->game_signals = g_signal_group_new (XQ_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "position-changed",
                                  G_CALLBACK (xq_comment_pane_load), self);
  g_signal_group_connect_swapped (self->game_signals, "tree-changed",
                                  G_CALLBACK (xq_comment_pane_load), self);
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (gtk_text_view_get_buffer (self->text_view), "changed",
                    G_CALLBACK (buffer_changed), self);
  xq_comment_pane_load (self);
}
