/* xq-clock-bar.c — both sides' time on a game clock
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The clock tells the time when asked and wakes itself up whenever the time
 * shown changes (XqClock::tick); the bar shows it again then, and when the
 * clock starts, stops or passes the turn.
 */
#define G_LOG_DOMAIN "xq-clock-bar"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-clock-bar.h"

struct _XqClockBar
{
  GtkWidget parent_instance;

  /* Template widgets */
  GtkWidget *box;
  GtkWidget *red_box;
  GtkWidget *black_box;
  GtkLabel *red_label;
  GtkLabel *black_label;
  GtkLabel *red_caption;     /* "Red", or the red player's name */
  GtkLabel *black_caption;

  XqClock *clock;
  GSignalGroup *clock_signals;  /* follows the clock shown */
};

enum
{
  PROP_0,
  PROP_CLOCK,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (XqClockBar, xq_clock_bar, GTK_TYPE_WIDGET)

static void
xq_clock_bar_update (XqClockBar *self)
{
  GtkWidget *boxes[2] = { self->red_box, self->black_box };
  GtkLabel *labels[2] = { self->red_label, self->black_label };
  XqClock *clock = self->clock;

  /* A match without a time control has a clock that only counts. */
  gtk_widget_set_visible (GTK_WIDGET (self), clock != NULL
                          && !xq_time_control_is_none (xq_clock_get_time_control (clock)));
  if (!gtk_widget_get_visible (GTK_WIDGET (self)))
    return;
  for (int side = 0; side < 2; side++)
    {
      gint64 left = xq_clock_get_time_left (clock, side);
      g_autofree char *text = xq_clock_format_time (left);
      gboolean running = xq_clock_get_state (clock) == XQ_CLOCK_RUNNING
                         && xq_clock_get_running_side (clock) == (XqColor) side;

      gtk_label_set_text (labels[side], text);
      if (running)
        gtk_widget_add_css_class (boxes[side], "running");
      else
        gtk_widget_remove_css_class (boxes[side], "running");
      if (left < xq_clock_get_low_time_threshold (clock))
        gtk_widget_add_css_class (boxes[side], "low");
      else
        gtk_widget_remove_css_class (boxes[side], "low");
    }
}

GtkWidget *
xq_clock_bar_new (void)
{
  return g_object_new (XQ_TYPE_CLOCK_BAR, NULL);
}

XqClock *
xq_clock_bar_get_clock (XqClockBar *self)
{
  g_return_val_if_fail (XQ_IS_CLOCK_BAR (self), NULL);

  return self->clock;
}

/* The clock's signals that change what the bar shows. */
static const char * const changes[] = {
  "tick", "notify::state", "notify::running-side", "notify::low-time-threshold",
  "period-changed", "low-time", "flag-fall",
};

void
xq_clock_bar_set_clock (XqClockBar *self,
                        XqClock    *clock)
{

  g_return_if_fail (XQ_IS_CLOCK_BAR (self));
  g_return_if_fail (clock == NULL || XQ_IS_CLOCK (clock));

  if (self->clock == clock)
    return;
  g_set_object (&self->clock, clock);
  g_signal_group_set_target (self->clock_signals, clock);
  xq_clock_bar_update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLOCK]);
}

static void
xq_clock_bar_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  XqClockBar *self = XQ_CLOCK_BAR (object);

  switch (prop_id)
    {
    case PROP_CLOCK:
      g_value_set_object (value, self->clock);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_clock_bar_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  XqClockBar *self = XQ_CLOCK_BAR (object);

  switch (prop_id)
    {
    case PROP_CLOCK:
      xq_clock_bar_set_clock (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

void
xq_clock_bar_set_compact (XqClockBar *self,
                          gboolean    compact)
{
  GtkWidget *boxes[] = { self->red_box, self->black_box };
  GtkWidget *captions[] = { GTK_WIDGET (self->red_caption), GTK_WIDGET (self->black_caption) };

  g_return_if_fail (XQ_IS_CLOCK_BAR (self));

  for (guint i = 0; i < G_N_ELEMENTS (boxes); i++)
    {
      gtk_orientable_set_orientation (GTK_ORIENTABLE (boxes[i]),
                                      compact ? GTK_ORIENTATION_HORIZONTAL
                                              : GTK_ORIENTATION_VERTICAL);
      gtk_box_set_spacing (GTK_BOX (boxes[i]), compact ? 8 : 0);
      gtk_widget_set_hexpand (captions[i], compact);
    }
}

/* Stacked: the two clocks one over the other (beside the move buttons in
 * a narrow window), rather than side by side. */
void
xq_clock_bar_set_stacked (XqClockBar *self,
                          gboolean    stacked)
{
  g_return_if_fail (XQ_IS_CLOCK_BAR (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->box),
                                  stacked ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL);
  gtk_box_set_spacing (GTK_BOX (self->box), stacked ? 4 : 6);
  /* Beside the buttons: as high as two lines, not as the row. */
  gtk_widget_set_valign (GTK_WIDGET (self), stacked ? GTK_ALIGN_START : GTK_ALIGN_FILL);
}

gboolean
xq_clock_bar_get_stacked (XqClockBar *self)
{
  g_return_val_if_fail (XQ_IS_CLOCK_BAR (self), FALSE);

  return gtk_orientable_get_orientation (GTK_ORIENTABLE (self->box)) == GTK_ORIENTATION_VERTICAL;
}

static void
xq_clock_bar_dispose (GObject *object)
{
  XqClockBar *self = XQ_CLOCK_BAR (object);

  g_clear_object (&self->clock_signals);
  g_clear_object (&self->clock);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_CLOCK_BAR);

  G_OBJECT_CLASS (xq_clock_bar_parent_class)->dispose (object);
}

static void
xq_clock_bar_class_init (XqClockBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = xq_clock_bar_get_property;
  object_class->set_property = xq_clock_bar_set_property;
  object_class->dispose = xq_clock_bar_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/xiangqi/Xiangqi/xq-clock-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, XqClockBar, box);
  gtk_widget_class_bind_template_child (widget_class, XqClockBar, red_box);
  gtk_widget_class_bind_template_child (widget_class, XqClockBar, black_box);
  gtk_widget_class_bind_template_child (widget_class, XqClockBar, red_label);
  gtk_widget_class_bind_template_child (widget_class, XqClockBar, black_label);
  gtk_widget_class_bind_template_child (widget_class, XqClockBar, red_caption);
  gtk_widget_class_bind_template_child (widget_class, XqClockBar, black_caption);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  properties[PROP_CLOCK] =
    g_param_spec_object ("clock", NULL, NULL, XQ_TYPE_CLOCK,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
xq_clock_bar_init (XqClockBar *self)
{
  self->clock_signals = g_signal_group_new (XQ_TYPE_CLOCK);
  for (gsize i = 0; i < G_N_ELEMENTS (changes); i++)
    g_signal_group_connect_swapped (self->clock_signals, changes[i],
                                    G_CALLBACK (xq_clock_bar_update), self);
  gtk_widget_init_template (GTK_WIDGET (self));
}

void
xq_clock_bar_set_players (XqClockBar *self,
                          const char *red,
                          const char *black)
{
  g_return_if_fail (XQ_IS_CLOCK_BAR (self));

  gtk_label_set_text (self->red_caption, red != NULL ? red : _("Red"));
  gtk_label_set_text (self->black_caption, black != NULL ? black : _("Black"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->red_caption), red);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->black_caption), black);
}
