/* xq-move-list-view.c — the moves of a game, the current one selected
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A list view over the game's move list (xq_game_get_move_list()).  The
 * game's "position-changed" and "tree-changed" signals move the selection
 * to the cursor and scroll to it; a move the user selects becomes the
 * game's cursor.
 */
#define G_LOG_DOMAIN "xq-move-list-view"

#include "config.h"

#include "xq-move-list-view.h"
#include "xq-notation-name.h"

struct _XqMoveListView
{
  GtkWidget parent_instance;

  /* Template widgets */
  GtkWidget *scroller;
  GtkListView *list_view;
  GtkSingleSelection *selection;

  XqGame *game;
  char *notation_name;
  XqNotation notation;
  gboolean syncing_selection;
  guint scroll_source;
};

enum
{
  PROP_0,
  PROP_GAME,
  PROP_NOTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (XqMoveListView, xq_move_list_view, GTK_TYPE_WIDGET)

/* Traditional characters where the interface is in Taiwan/Hong Kong Chinese. */
unsigned
xq_move_list_view_notation_flags (void)
{
  const char * const *langs = g_get_language_names ();

  if (langs[0] && (g_str_has_prefix (langs[0], "zh_TW") || g_str_has_prefix (langs[0], "zh_HK")))
    return XQ_NOTATION_TRADITIONAL;
  return XQ_NOTATION_FLAGS_NONE;
}

/* ---- Rows ---------------------------------------------------------------- */

static void
row_setup (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           XqMoveListView           *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *number = gtk_label_new (NULL);
  GtkWidget *move = gtk_label_new (NULL);

  gtk_widget_add_css_class (number, "dim-label");
  gtk_widget_add_css_class (number, "numeric");
  gtk_label_set_xalign (GTK_LABEL (number), 1.0);
  gtk_label_set_width_chars (GTK_LABEL (number), 4);
  gtk_label_set_xalign (GTK_LABEL (move), 0.0);
  gtk_widget_set_hexpand (move, TRUE);
  gtk_label_set_ellipsize (GTK_LABEL (move), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (box), number);
  gtk_box_append (GTK_BOX (box), move);
  gtk_widget_add_css_class (box, "move-row");
  gtk_list_item_set_child (item, box);
}

static void
row_bind (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          XqMoveListView           *self)
{
  XqGameNode *node = gtk_list_item_get_item (item);
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *number = gtk_widget_get_first_child (box);
  GtkWidget *move = gtk_widget_get_next_sibling (number);
  const XqPosition *start = xq_game_get_start_position (self->game);
  guint ply = xq_game_node_get_ply (node);
  guint depth = xq_game_node_get_variation_depth (node);
  /* Plies counted as if red had moved first. */
  guint k = ply - 1 + (start->side == XQ_BLACK ? 1 : 0);
  guint round = start->fullmove + k / 2;
  gboolean red = k % 2 == 0;
  g_autofree char *num = g_strdup_printf (red ? "%u." : "%u…", round);
  g_autofree char *text = xq_game_format_move (self->game, node, self->notation,
                                               xq_move_list_view_notation_flags ());
  const char *comment = xq_game_node_get_comment (node);
  guint n_nags = 0;
  const guint8 *nags = xq_game_node_get_nags (node, &n_nags);
  g_autoptr (GString) label = g_string_new (text ? text : "?");

  for (guint i = 0; i < n_nags; i++)
    if (xq_nag_to_symbol (nags[i]))
      g_string_append (label, xq_nag_to_symbol (nags[i]));
  gtk_label_set_text (GTK_LABEL (number), num);
  gtk_label_set_text (GTK_LABEL (move), label->str);
  gtk_widget_set_margin_start (box, 18 * (int) MIN (depth, 6u));
  gtk_widget_set_tooltip_text (box, comment);
  if (depth > 0)
    gtk_widget_add_css_class (box, "variation");
  else
    gtk_widget_remove_css_class (box, "variation");
  if (xq_game_node_starts_variation (node))
    gtk_widget_add_css_class (box, "variation-start");
  else
    gtk_widget_remove_css_class (box, "variation-start");
}

/* ---- Selection ----------------------------------------------------------- */

static void
selection_changed (GtkSingleSelection *selection,
                   GParamSpec         *pspec,
                   XqMoveListView     *self)
{
  XqGameNode *node;

  if (self->syncing_selection || self->game == NULL)
    return;
  node = gtk_single_selection_get_selected_item (selection);
  if (node != NULL && node != xq_game_get_cursor (self->game))
    xq_game_go_to (self->game, node);
}

/* Scrolls to the current move once the list has been laid out. */
static gboolean
scroll_idle (gpointer data)
{
  XqMoveListView *self = data;
  guint selected = gtk_single_selection_get_selected (self->selection);

  self->scroll_source = 0;
  if (selected != GTK_INVALID_LIST_POSITION)
    gtk_widget_activate_action (GTK_WIDGET (self->list_view), "list.scroll-to-item",
                                "u", selected);
  return G_SOURCE_REMOVE;
}

/* Selects the game's cursor (nothing at the start position). */
static void
sync_selection (XqMoveListView *self)
{
  GListModel *list = gtk_single_selection_get_model (self->selection);
  XqGameNode *cursor = self->game ? xq_game_get_cursor (self->game) : NULL;
  guint found = GTK_INVALID_LIST_POSITION;

  for (guint i = list ? g_list_model_get_n_items (list) : 0; i-- > 0;)
    {
      g_autoptr (XqGameNode) node = g_list_model_get_item (list, i);

      if (node == cursor)
        {
          found = i;
          break;
        }
    }
  self->syncing_selection = TRUE;
  gtk_single_selection_set_selected (self->selection, found);
  self->syncing_selection = FALSE;
  if (found != GTK_INVALID_LIST_POSITION && self->scroll_source == 0)
    self->scroll_source = g_idle_add_full (G_PRIORITY_LOW, scroll_idle, self, NULL);
}

/* Binds every row again (the notation changed) and selects the cursor. */
static void
reload (XqMoveListView *self)
{
  gtk_single_selection_set_model (self->selection, NULL);
  if (self->game != NULL)
    gtk_single_selection_set_model (self->selection, xq_game_get_move_list (self->game));
  sync_selection (self);
}

/* ---- Public -------------------------------------------------------------- */

GtkWidget *
xq_move_list_view_new (void)
{
  return g_object_new (XQ_TYPE_MOVE_LIST_VIEW, NULL);
}

XqGame *
xq_move_list_view_get_game (XqMoveListView *self)
{
  g_return_val_if_fail (XQ_IS_MOVE_LIST_VIEW (self), NULL);

  return self->game;
}

void
xq_move_list_view_set_game (XqMoveListView *self,
                            XqGame         *game)
{
  g_return_if_fail (XQ_IS_MOVE_LIST_VIEW (self));
  g_return_if_fail (game == NULL || XQ_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      g_signal_connect_swapped (game, "position-changed", G_CALLBACK (sync_selection), self);
      g_signal_connect_swapped (game, "tree-changed", G_CALLBACK (sync_selection), self);
    }
  reload (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

const char *
xq_move_list_view_get_notation (XqMoveListView *self)
{
  g_return_val_if_fail (XQ_IS_MOVE_LIST_VIEW (self), NULL);

  return self->notation_name;
}

void
xq_move_list_view_set_notation (XqMoveListView *self,
                                const char     *notation)
{
  XqNotation value = XQ_NOTATION_CHINESE;

  g_return_if_fail (XQ_IS_MOVE_LIST_VIEW (self));

  if (g_strcmp0 (self->notation_name, notation) == 0)
    return;
  g_free (self->notation_name);
  self->notation_name = g_strdup (notation);
  if (notation != NULL)
    xq_notation_from_name (notation, &value);
  self->notation = value;
  reload (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTATION]);
}

/* ---- GObject ------------------------------------------------------------- */

static void
xq_move_list_view_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  XqMoveListView *self = XQ_MOVE_LIST_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_NOTATION:
      g_value_set_string (value, self->notation_name);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_move_list_view_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  XqMoveListView *self = XQ_MOVE_LIST_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      xq_move_list_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_NOTATION:
      xq_move_list_view_set_notation (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_move_list_view_dispose (GObject *object)
{
  XqMoveListView *self = XQ_MOVE_LIST_VIEW (object);

  g_clear_handle_id (&self->scroll_source, g_source_remove);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_MOVE_LIST_VIEW);

  G_OBJECT_CLASS (xq_move_list_view_parent_class)->dispose (object);
}

static void
xq_move_list_view_finalize (GObject *object)
{
  XqMoveListView *self = XQ_MOVE_LIST_VIEW (object);

  g_free (self->notation_name);

  G_OBJECT_CLASS (xq_move_list_view_parent_class)->finalize (object);
}

static void
xq_move_list_view_class_init (XqMoveListViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = xq_move_list_view_get_property;
  object_class->set_property = xq_move_list_view_set_property;
  object_class->dispose = xq_move_list_view_dispose;
  object_class->finalize = xq_move_list_view_finalize;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, XQ_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NOTATION] =
    g_param_spec_string ("notation", NULL, NULL, "chinese",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/xiangqi/Xiangqi/xq-move-list-view.ui");
  gtk_widget_class_bind_template_child (widget_class, XqMoveListView, scroller);
  gtk_widget_class_bind_template_child (widget_class, XqMoveListView, list_view);
  gtk_widget_class_bind_template_child (widget_class, XqMoveListView, selection);
  gtk_widget_class_bind_template_callback (widget_class, row_setup);
  gtk_widget_class_bind_template_callback (widget_class, row_bind);
  gtk_widget_class_bind_template_callback (widget_class, selection_changed);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
xq_move_list_view_init (XqMoveListView *self)
{
  self->notation_name = g_strdup ("chinese");
  self->notation = XQ_NOTATION_CHINESE;
  gtk_widget_init_template (GTK_WIDGET (self));
}
