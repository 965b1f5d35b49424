/* xq-game-controls.c — the buttons under the move list
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The buttons only name actions; the window that holds them installs the
 * actions and makes them sensitive or not.  The bar follows its match's
 * "strict" property for the claim button.
 */
#define G_LOG_DOMAIN "xq-game-controls"

#include "config.h"

#include "xq-game-controls.h"

struct _XqGameControls
{
  GtkWidget parent_instance;

  /* Template widgets */
  GtkWidget *box;
  GtkWidget *grid;
  GtkWidget *claim_button;

  XqMatch *match;
  GSignalGroup *match_signals;  /* follows the match shown */
  guint columns;
};

enum
{
  PROP_0,
  PROP_MATCH,
  PROP_COLUMNS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (XqGameControls, xq_game_controls, GTK_TYPE_WIDGET)

static void
xq_game_controls_update_claim (XqGameControls *self)
{
  gtk_widget_set_visible (self->claim_button,
                          self->match != NULL && xq_match_get_strict (self->match));
}

/* Puts the grid's buttons in rows of self->columns, in their order. */
static void
xq_game_controls_arrange (XqGameControls *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (self->grid);
  guint i = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (self->grid); child;
       child = gtk_widget_get_next_sibling (child), i++)
    {
      GtkGridLayoutChild *lc = GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (layout, child));

      gtk_grid_layout_child_set_column (lc, (int) (i % self->columns));
      gtk_grid_layout_child_set_row (lc, (int) (i / self->columns));
    }
}

GtkWidget *
xq_game_controls_new (void)
{
  return g_object_new (XQ_TYPE_GAME_CONTROLS, NULL);
}

XqMatch *
xq_game_controls_get_match (XqGameControls *self)
{
  g_return_val_if_fail (XQ_IS_GAME_CONTROLS (self), NULL);

  return self->match;
}

void
xq_game_controls_set_match (XqGameControls *self,
                            XqMatch        *match)
{
  g_return_if_fail (XQ_IS_GAME_CONTROLS (self));
  g_return_if_fail (match == NULL || XQ_IS_MATCH (match));

  if (self->match == match)
    return;
  g_set_object (&self->match, match);
  g_signal_group_set_target (self->match_signals, match);
  xq_game_controls_update_claim (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

guint
xq_game_controls_get_columns (XqGameControls *self)
{
  g_return_val_if_fail (XQ_IS_GAME_CONTROLS (self), 0);

  return self->columns;
}

void
xq_game_controls_set_columns (XqGameControls *self,
                              guint           columns)
{
  g_return_if_fail (XQ_IS_GAME_CONTROLS (self));
  g_return_if_fail (columns > 0);

  if (self->columns == columns)
    return;
  self->columns = columns;
  xq_game_controls_arrange (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLUMNS]);
}

static void
xq_game_controls_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  XqGameControls *self = XQ_GAME_CONTROLS (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_COLUMNS:
      g_value_set_uint (value, self->columns);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_game_controls_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  XqGameControls *self = XQ_GAME_CONTROLS (object);

  switch (prop_id)
    {
    case PROP_MATCH:
      xq_game_controls_set_match (self, g_value_get_object (value));
      break;
    case PROP_COLUMNS:
      xq_game_controls_set_columns (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_game_controls_dispose (GObject *object)
{
  XqGameControls *self = XQ_GAME_CONTROLS (object);

  g_clear_object (&self->match_signals);
  g_clear_object (&self->match);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_GAME_CONTROLS);

  G_OBJECT_CLASS (xq_game_controls_parent_class)->dispose (object);
}

static void
xq_game_controls_class_init (XqGameControlsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = xq_game_controls_get_property;
  object_class->set_property = xq_game_controls_set_property;
  object_class->dispose = xq_game_controls_dispose;

  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, XQ_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COLUMNS] =
    g_param_spec_uint ("columns", NULL, NULL, 1, 5, 2,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/xiangqi/Xiangqi/xq-game-controls.ui");
  gtk_widget_class_bind_template_child (widget_class, XqGameControls, box);
  gtk_widget_class_bind_template_child (widget_class, XqGameControls, grid);
  gtk_widget_class_bind_template_child (widget_class, XqGameControls, claim_button);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
xq_game_controls_init (XqGameControls *self)
{
  self->columns = 2;
  self->match_signals = g_signal_group_new (XQ_TYPE_MATCH);
  g_signal_group_connect_swapped (self->match_signals, "notify::strict",
                                  G_CALLBACK (xq_game_controls_update_claim), self);
  gtk_widget_init_template (GTK_WIDGET (self));
  xq_game_controls_arrange (self);
}
