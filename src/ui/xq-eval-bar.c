/* xq-eval-bar.c — the engine's verdict as a bar beside the board
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Drawn with two rectangles in snapshot; the colours are the pieces' red
 * and black, so the bar reads the same in light and dark styles.  The
 * score becomes a share through a logistic curve: a pawn (100 cp) is worth
 * about 10 % of the bar, a rook (~600 cp) nearly all of it.
 */
#define G_LOG_DOMAIN "xq-eval-bar"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "xq-eval-bar.h"
#include "xq-search.h"

/* The score (cp) at which red holds about 73 % of the bar (tanh (1/2)). */
static const double share_scale_cp = 400.0;
static const int bar_width = 14;

static const GdkRGBA red_color = { 0.75, 0.16, 0.13, 1.0 };
static const GdkRGBA black_color = { 0.16, 0.17, 0.18, 1.0 };
static const GdkRGBA unknown_color = { 0.5, 0.5, 0.5, 0.35 };

struct _XqEvalBar
{
  GtkWidget parent_instance;

  gboolean known;
  int red_score;
  gboolean flipped;
};

G_DEFINE_FINAL_TYPE (XqEvalBar, xq_eval_bar, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_FLIPPED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

double
xq_eval_red_share (int red_score)
{
  int mate;

  if (xq_search_score_mate (red_score, &mate))
    return red_score > 0 ? 1.0 : 0.0;
  return 0.5 + 0.5 * tanh (red_score / share_scale_cp);
}

static void
update_accessible (XqEvalBar *self)
{
  g_autofree char *text = NULL;

  if (self->known)
    /* TRANSLATORS: the evaluation bar for screen readers; %d: red's share in per cent */
    text = g_strdup_printf (_("Red %d %%"), (int) lround (100 * xq_eval_red_share (self->red_score)));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text != NULL ? text : "", -1);
}

void
xq_eval_bar_set_score (XqEvalBar *self,
                       int        red_score)
{
  g_return_if_fail (XQ_IS_EVAL_BAR (self));

  if (self->known && self->red_score == red_score)
    return;
  self->known = TRUE;
  self->red_score = red_score;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
xq_eval_bar_clear_score (XqEvalBar *self)
{
  g_return_if_fail (XQ_IS_EVAL_BAR (self));

  if (!self->known)
    return;
  self->known = FALSE;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
xq_eval_bar_get_score (XqEvalBar *self,
                       int       *red_score)
{
  g_return_val_if_fail (XQ_IS_EVAL_BAR (self), FALSE);

  if (self->known && red_score != NULL)
    *red_score = self->red_score;
  return self->known;
}

void
xq_eval_bar_set_flipped (XqEvalBar *self,
                         gboolean   flipped)
{
  g_return_if_fail (XQ_IS_EVAL_BAR (self));

  if (self->flipped == !!flipped)
    return;
  self->flipped = !!flipped;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
}

static void
xq_eval_bar_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_FLIPPED:
      g_value_set_boolean (value, XQ_EVAL_BAR (object)->flipped);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_eval_bar_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_FLIPPED:
      xq_eval_bar_set_flipped (XQ_EVAL_BAR (object), g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_eval_bar_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  XqEvalBar *self = XQ_EVAL_BAR (widget);
  float w = gtk_widget_get_width (widget);
  float h = gtk_widget_get_height (widget);
  float red_h;

  if (!self->known)
    {
      gtk_snapshot_append_color (snapshot, &unknown_color, &GRAPHENE_RECT_INIT (0, 0, w, h));
      return;
    }
  red_h = (float) (h * xq_eval_red_share (self->red_score));
  /* Red's side of the board is at the bottom unless flipped. */
  gtk_snapshot_append_color (snapshot, &black_color, &GRAPHENE_RECT_INIT (0, 0, w, h));
  gtk_snapshot_append_color (snapshot, &red_color,
                             &GRAPHENE_RECT_INIT (0, self->flipped ? 0 : h - red_h, w, red_h));
}

static void
xq_eval_bar_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? bar_width : 40;
}

static void
xq_eval_bar_class_init (XqEvalBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = xq_eval_bar_get_property;
  object_class->set_property = xq_eval_bar_set_property;
  properties[PROP_FLIPPED] =
    g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  widget_class->snapshot = xq_eval_bar_snapshot;
  widget_class->measure = xq_eval_bar_measure;
  gtk_widget_class_set_css_name (widget_class, "evalbar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
xq_eval_bar_init (XqEvalBar *self)
{
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}

GtkWidget *
xq_eval_bar_new (void)
{
  return g_object_new (XQ_TYPE_EVAL_BAR, NULL);
}
