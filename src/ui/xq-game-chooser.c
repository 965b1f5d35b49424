/* xq-game-chooser.c — picking one game of a file that holds several
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GtkListView over an XqGameList: the view makes rows for what is in
 * view only, and the list makes a title when a row asks for it.  Typing
 * anywhere in the chooser goes to the search field; Up and Down there (and
 * Ctrl+G / Ctrl+Shift+G) move the selection, Enter opens it.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "xq-game-chooser.h"
#include "xq-game-list.h"

struct _XqGameChooser
{
  GtkWidget parent_instance;

  GtkWidget *box;              /* bound so that dispose_template unparents it */
  GtkSearchEntry *search;
  GtkStack *stack;
  GtkListView *list;

  XqGameList *games;
  GtkSingleSelection *selection;
};

enum
{
  PROP_0,
  PROP_N_SHOWN,
  N_PROPS
};

enum
{
  SIGNAL_ACTIVATED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (XqGameChooser, xq_game_chooser, GTK_TYPE_WIDGET)

static void
setup_row (GtkSignalListItemFactory *factory,
           GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_margin_top (label, 4);
  gtk_widget_set_margin_bottom (label, 4);
  gtk_list_item_set_child (item, label);
}

static void
bind_row (GtkSignalListItemFactory *factory,
          GtkListItem              *item)
{
  GtkStringObject *title = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (title));
}

static void
scroll_to_selected (XqGameChooser *self)
{
  guint position = gtk_single_selection_get_selected (self->selection);

  if (position != GTK_INVALID_LIST_POSITION)
    gtk_widget_activate_action (GTK_WIDGET (self->list), "list.scroll-to-item", "u", position);
}

static void
search_changed (XqGameChooser *self)
{
  xq_game_list_set_search (self->games, gtk_editable_get_text (GTK_EDITABLE (self->search)));
  gtk_stack_set_visible_child_name (self->stack,
                                    xq_game_chooser_get_n_shown (self) > 0 ? "list" : "empty");
  if (xq_game_chooser_get_n_shown (self) > 0)
    xq_game_chooser_select (self, 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_SHOWN]);
}

static void
search_activated (XqGameChooser *self)
{
  if (xq_game_chooser_get_selected (self) != NULL)
    g_signal_emit (self, signals[SIGNAL_ACTIVATED], 0);
}

static void
move_selection (XqGameChooser *self,
                int            by)
{
  guint n = xq_game_chooser_get_n_shown (self);
  guint position = gtk_single_selection_get_selected (self->selection);

  if (n == 0)
    return;
  if (position == GTK_INVALID_LIST_POSITION)
    position = 0;
  else if (by < 0)
    position = position > 0 ? position - 1 : 0;
  else
    position = MIN (position + 1, n - 1);
  xq_game_chooser_select (self, position);
}

static void
search_next (XqGameChooser *self)
{
  move_selection (self, 1);
}

static void
search_previous (XqGameChooser *self)
{
  move_selection (self, -1);
}

/* Up and Down in the search field move the selection (the field is where
 * typing goes, so the list can be walked without leaving it). */
static gboolean
search_key_pressed (GtkEventControllerKey *controller,
                    guint                  keyval,
                    guint                  keycode,
                    GdkModifierType        state,
                    XqGameChooser         *self)
{
  switch (keyval)
    {
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      move_selection (self, 1);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      move_selection (self, -1);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
list_activated (XqGameChooser *self,
                guint          position)
{
  xq_game_chooser_select (self, position);
  g_signal_emit (self, signals[SIGNAL_ACTIVATED], 0);
}

static gboolean
xq_game_chooser_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (GTK_WIDGET (XQ_GAME_CHOOSER (widget)->search));
}

static void
xq_game_chooser_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  XqGameChooser *self = XQ_GAME_CHOOSER (object);

  switch (prop_id)
    {
    case PROP_N_SHOWN:
      g_value_set_uint (value, xq_game_chooser_get_n_shown (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_game_chooser_dispose (GObject *object)
{
  XqGameChooser *self = XQ_GAME_CHOOSER (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_GAME_CHOOSER);
  g_clear_object (&self->selection);
  g_clear_object (&self->games);

  G_OBJECT_CLASS (xq_game_chooser_parent_class)->dispose (object);
}

static void
xq_game_chooser_class_init (XqGameChooserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = xq_game_chooser_get_property;
  object_class->dispose = xq_game_chooser_dispose;
  widget_class->grab_focus = xq_game_chooser_grab_focus;

  properties[PROP_N_SHOWN] =
    g_param_spec_uint ("n-shown", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_ACTIVATED] = g_signal_new ("activated", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/xiangqi/Xiangqi/xq-game-chooser.ui");
  gtk_widget_class_bind_template_child (widget_class, XqGameChooser, box);
  gtk_widget_class_bind_template_child (widget_class, XqGameChooser, search);
  gtk_widget_class_bind_template_child (widget_class, XqGameChooser, stack);
  gtk_widget_class_bind_template_child (widget_class, XqGameChooser, list);
  gtk_widget_class_bind_template_callback (widget_class, search_changed);
  gtk_widget_class_bind_template_callback (widget_class, search_activated);
  gtk_widget_class_bind_template_callback (widget_class, search_next);
  gtk_widget_class_bind_template_callback (widget_class, search_previous);
  gtk_widget_class_bind_template_callback (widget_class, list_activated);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
xq_game_chooser_init (XqGameChooser *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), NULL);
  gtk_list_view_set_factory (self->list, factory);
  g_object_unref (factory);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (search_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->search), keys);
  gtk_search_entry_set_key_capture_widget (self->search, GTK_WIDGET (self));
}

GtkWidget *
xq_game_chooser_new (GPtrArray *games)
{
  XqGameChooser *self;

  g_return_val_if_fail (games != NULL, NULL);
  self = g_object_new (XQ_TYPE_GAME_CHOOSER, NULL);
  self->games = xq_game_list_new (games);
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->games)));
  gtk_list_view_set_model (self->list, GTK_SELECTION_MODEL (self->selection));
  return GTK_WIDGET (self);
}

XqGame *
xq_game_chooser_get_selected (XqGameChooser *self)
{
  guint position;

  g_return_val_if_fail (XQ_IS_GAME_CHOOSER (self), NULL);
  position = gtk_single_selection_get_selected (self->selection);
  if (position == GTK_INVALID_LIST_POSITION || position >= xq_game_chooser_get_n_shown (self))
    return NULL;
  return xq_game_list_get_game (self->games, position);
}

guint
xq_game_chooser_get_n_shown (XqGameChooser *self)
{
  g_return_val_if_fail (XQ_IS_GAME_CHOOSER (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->games));
}

void
xq_game_chooser_select (XqGameChooser *self,
                        guint          position)
{
  g_return_if_fail (XQ_IS_GAME_CHOOSER (self));
  g_return_if_fail (position < xq_game_chooser_get_n_shown (self));
  gtk_single_selection_set_selected (self->selection, position);
  scroll_to_selected (self);
}
