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

#include "xq-locale.h"
#include "xq-game-view.h"
#include "xq-formats-enums.h"
#include "xq-notation-name.h"

struct _XqMoveListView
{
  GtkWidget parent_instance;

  /* Template widgets */
  GtkWidget *scroller;
  GtkListView *list_view;
  GtkSingleSelection *selection;
  GMenuModel *context_menu;
  GtkWidget *popover;

  XqGame *game;
  GSignalGroup *game_signals;      /* on the game */
  GSignalGroup *move_list_signals; /* on its move list */
  XqNotation notation;
  gboolean syncing_selection;
  gboolean model_changing;   /* between the rows changing and "tree-changed" */
  gboolean menu_open;        /* the context menu, until just after it closed */
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

/* Traditional characters where the interface is in Chinese written so. */
unsigned
xq_move_list_view_notation_flags (void)
{
  return xq_locale_is_traditional () ? XQ_NOTATION_TRADITIONAL : XQ_NOTATION_FLAGS_NONE;
}

/* ---- Rows ---------------------------------------------------------------- */

static void
row_setup (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           XqMoveListView           *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *number = gtk_label_new (NULL);
  GtkWidget *move = gtk_label_new (NULL);
  GtkWidget *comment = gtk_label_new (NULL);

  gtk_widget_add_css_class (number, "dim-label");
  gtk_widget_add_css_class (number, "numeric");
  gtk_label_set_xalign (GTK_LABEL (number), 1.0);
  gtk_label_set_width_chars (GTK_LABEL (number), 4);
  gtk_label_set_xalign (GTK_LABEL (move), 0.0);
  gtk_widget_set_hexpand (move, TRUE);
  gtk_label_set_ellipsize (GTK_LABEL (move), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (box), number);
  gtk_box_append (GTK_BOX (box), move);
  /* The comment under the move, wrapped, lined up with the move. */
  gtk_label_set_xalign (GTK_LABEL (comment), 0.0);
  gtk_label_set_wrap (GTK_LABEL (comment), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (comment), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_width_chars (GTK_LABEL (comment), 10);
  gtk_label_set_max_width_chars (GTK_LABEL (comment), 30);
  gtk_widget_set_margin_start (comment, 46);
  gtk_widget_add_css_class (comment, "dim-label");
  gtk_widget_add_css_class (comment, "move-comment");
  gtk_box_append (GTK_BOX (row), box);
  gtk_box_append (GTK_BOX (row), comment);
  gtk_widget_add_css_class (row, "move-row");
  gtk_list_item_set_child (item, row);
}

/* Writes @node's move, annotation and comment into the row @box. */
static void
row_show (XqMoveListView *self,
          GtkWidget      *box,
          XqGameNode     *node)
{
  GtkWidget *line = gtk_widget_get_first_child (box);
  GtkWidget *number = gtk_widget_get_first_child (line);
  GtkWidget *move = gtk_widget_get_next_sibling (number);
  GtkWidget *comment_label = gtk_widget_get_next_sibling (line);
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
  gtk_label_set_text (GTK_LABEL (comment_label), comment ? comment : "");
  gtk_widget_set_visible (comment_label, comment != NULL);
  /* For the context menu: the move a row shows. */
  g_object_set_data (G_OBJECT (box), "xq-node", node);
  if (depth > 0)
    gtk_widget_add_css_class (box, "variation");
  else
    gtk_widget_remove_css_class (box, "variation");
  if (xq_game_node_starts_variation (node))
    gtk_widget_add_css_class (box, "variation-start");
  else
    gtk_widget_remove_css_class (box, "variation-start");
}

static void
row_bind (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          XqMoveListView           *self)
{
  row_show (self, gtk_list_item_get_child (item), gtk_list_item_get_item (item));
}

static void
row_unbind (GtkSignalListItemFactory *factory,
            GtkListItem              *item,
            XqMoveListView           *self)
{
  g_object_set_data (G_OBJECT (gtk_list_item_get_child (item)), "xq-node", NULL);
}

/* The row box of a widget inside the list (NULL outside any row). */
static GtkWidget *
row_box_at (XqMoveListView *self,
            GtkWidget      *widget)
{
  for (; widget != NULL && widget != GTK_WIDGET (self); widget = gtk_widget_get_parent (widget))
    if (g_object_get_data (G_OBJECT (widget), "xq-node") != NULL)
      return widget;
  return NULL;
}

/* Calls @func on every bound row. */
static void
rows_foreach (XqMoveListView *self,
              void          (*func) (XqMoveListView *self, GtkWidget *box, XqGameNode *node))
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->list_view));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *box = gtk_widget_get_first_child (child);
      XqGameNode *node = box ? g_object_get_data (G_OBJECT (box), "xq-node") : NULL;

      if (node != NULL)
        func (self, box, node);
    }
}

/* ---- Selection ----------------------------------------------------------- */

static void
selection_changed (GtkSingleSelection *selection,
                   GParamSpec         *pspec,
                   XqMoveListView     *self)
{
  XqGameNode *node;

  /* The selection follows rows that moved: not a choice of the user's. */
  if (self->syncing_selection || self->model_changing || self->menu_open || self->game == NULL)
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

/* A comment or an annotation may have changed in a row the model kept. */
static void
model_items_changed (XqMoveListView *self)
{
  self->model_changing = TRUE;
}

static void
tree_changed (XqMoveListView *self)
{
  self->model_changing = FALSE;
  rows_foreach (self, row_show);
  sync_selection (self);
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

/* ---- Context menu ------------------------------------------------------ */

/* The focus goes back to a row when the menu closes, which would select
 * whatever move the row shows after an edit: the cursor stays. */
static gboolean
menu_closed_idle (gpointer data)
{
  XqMoveListView *self = data;

  self->menu_open = FALSE;
  if (self->game != NULL)
    sync_selection (self);
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

static void
menu_closed (XqMoveListView *self)
{
  g_idle_add (menu_closed_idle, g_object_ref (self));
}

/* The menu's popover and its items' widgets are made when it first opens,
 * not with the view (issue 38: start-up's memory and time). */
static void
ensure_popover (XqMoveListView *self)
{
  if (self->popover != NULL)
    return;
  self->popover = gtk_popover_menu_new_from_model (self->context_menu);
  gtk_popover_set_has_arrow (GTK_POPOVER (self->popover), FALSE);
  gtk_widget_set_halign (self->popover, GTK_ALIGN_START);
  gtk_widget_set_parent (self->popover, GTK_WIDGET (self));
  g_signal_connect_swapped (self->popover, "closed", G_CALLBACK (menu_closed), self);
}

/* Opens the menu of edits (the window's actions on the cursor) pointing at
 * @x, @y in the view's coordinates. */
static void
popup_at (XqMoveListView *self,
          double          x,
          double          y)
{
  GdkRectangle rect = { (int) x, (int) y, 1, 1 };

  ensure_popover (self);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->popover), &rect);
  self->menu_open = TRUE;
  gtk_popover_popup (GTK_POPOVER (self->popover));
}

/* A right click on a move makes it the current one and opens the menu. */
static void
secondary_pressed (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   XqMoveListView  *self)
{
  GtkWidget *list = GTK_WIDGET (self->list_view);
  GtkWidget *box = row_box_at (self, gtk_widget_pick (list, x, y, GTK_PICK_DEFAULT));
  graphene_point_t in_list = GRAPHENE_POINT_INIT ((float) x, (float) y), in_self;

  if (box == NULL || self->game == NULL)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  xq_game_go_to (self->game, g_object_get_data (G_OBJECT (box), "xq-node"));
  if (!gtk_widget_compute_point (list, GTK_WIDGET (self), &in_list, &in_self))
    in_self = in_list;
  popup_at (self, in_self.x, in_self.y);
}

static void
xq_move_list_view_popup_row (XqMoveListView *self,
                             GtkWidget      *box,
                             XqGameNode     *node)
{
  graphene_rect_t bounds;

  if (node == xq_game_get_cursor (self->game)
      && gtk_widget_compute_bounds (box, GTK_WIDGET (self), &bounds))
    popup_at (self, bounds.origin.x + 40, bounds.origin.y + bounds.size.height);
}

/* The Menu key or Shift+F10: the menu of the current move. */
static gboolean
popup_shortcut (GtkWidget *widget,
                GVariant  *args,
                gpointer   data)
{
  XqMoveListView *self = XQ_MOVE_LIST_VIEW (widget);

  if (self->game == NULL || xq_game_node_get_parent (xq_game_get_cursor (self->game)) == NULL)
    return FALSE;
  rows_foreach (self, xq_move_list_view_popup_row);
  if (self->popover == NULL || !gtk_widget_get_visible (self->popover))
    popup_at (self, 40, 0);
  return TRUE;
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

  /* The move list's handler before the selection's (reload() gives it the
   * model). */
  g_signal_group_set_target (self->move_list_signals,
                             game != NULL ? xq_game_get_move_list (game) : NULL);
  if (!_xq_game_view_set_game (&self->game, self->game_signals, game))
    return;
  self->model_changing = FALSE;
  reload (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

XqNotation
xq_move_list_view_get_notation (XqMoveListView *self)
{
  g_return_val_if_fail (XQ_IS_MOVE_LIST_VIEW (self), XQ_NOTATION_CHINESE);

  return self->notation;
}

void
xq_move_list_view_set_notation (XqMoveListView *self,
                                XqNotation      notation)
{
  g_return_if_fail (XQ_IS_MOVE_LIST_VIEW (self));

  if (self->notation == notation)
    return;
  self->notation = notation;
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
      g_value_set_enum (value, self->notation);
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
      xq_move_list_view_set_notation (self, g_value_get_enum (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The list fills the view; the context menu (a popover) is placed too. */
static void
xq_move_list_view_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  XqMoveListView *self = XQ_MOVE_LIST_VIEW (widget);

  gtk_widget_allocate (self->scroller, width, height, baseline, NULL);
  if (self->popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->popover));
}

static void
xq_move_list_view_dispose (GObject *object)
{
  XqMoveListView *self = XQ_MOVE_LIST_VIEW (object);

  g_clear_handle_id (&self->scroll_source, g_source_remove);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->move_list_signals);
  g_clear_object (&self->game);
  g_clear_pointer (&self->popover, gtk_widget_unparent);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_MOVE_LIST_VIEW);

  G_OBJECT_CLASS (xq_move_list_view_parent_class)->dispose (object);
}

static void
xq_move_list_view_class_init (XqMoveListViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = xq_move_list_view_get_property;
  object_class->set_property = xq_move_list_view_set_property;
  object_class->dispose = xq_move_list_view_dispose;
  widget_class->size_allocate = xq_move_list_view_size_allocate;

  properties[PROP_GAME] =
    _xq_game_view_param_game ();
  properties[PROP_NOTATION] =
    _xq_game_view_param_notation ();
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/xiangqi/Xiangqi/xq-move-list-view.ui");
  gtk_widget_class_bind_template_child (widget_class, XqMoveListView, scroller);
  gtk_widget_class_bind_template_child (widget_class, XqMoveListView, list_view);
  gtk_widget_class_bind_template_child (widget_class, XqMoveListView, selection);
  gtk_widget_class_bind_template_callback (widget_class, row_setup);
  gtk_widget_class_bind_template_callback (widget_class, row_bind);
  gtk_widget_class_bind_template_callback (widget_class, row_unbind);
  gtk_widget_class_bind_template_child (widget_class, XqMoveListView, context_menu);
  gtk_widget_class_bind_template_callback (widget_class, selection_changed);
  gtk_widget_class_bind_template_callback (widget_class, secondary_pressed);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Menu, 0, popup_shortcut, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_F10, GDK_SHIFT_MASK, popup_shortcut, NULL);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
xq_move_list_view_init (XqMoveListView *self)
{
  self->notation = XQ_NOTATION_CHINESE;
  self->move_list_signals = g_signal_group_new (G_TYPE_LIST_MODEL);
  g_signal_group_connect_swapped (self->move_list_signals, "items-changed",
                                  G_CALLBACK (model_items_changed), self);
  self->game_signals = g_signal_group_new (XQ_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "position-changed",
                                  G_CALLBACK (sync_selection), self);
  g_signal_group_connect_swapped (self->game_signals, "tree-changed",
                                  G_CALLBACK (tree_changed), self);
  gtk_widget_init_template (GTK_WIDGET (self));
}
