/* xq-eval-graph.c — the engine's verdict over the whole main line
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Scores are kept per node (a node stays itself when moves are added or
 * variations promoted), and the graph walks the main line when it draws.
 * The area between the middle and the curve is red above, black below.
 */
#define G_LOG_DOMAIN "xq-eval-graph"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-eval-bar.h"
#include "xq-eval-graph.h"

static const int graph_height = 72;

struct _XqEvalGraph
{
  GtkWidget parent_instance;

  XqGame *game;
  GSignalGroup *game_signals;  /* follows the game shown */
  GHashTable *scores;        /* XqGameNode (ref) → score, GINT_TO_POINTER */
};

G_DEFINE_FINAL_TYPE (XqEvalGraph, xq_eval_graph, GTK_TYPE_WIDGET)

static guint
main_line_length (XqEvalGraph *self)
{
  return self->game != NULL ? xq_game_count_main_line (self->game) : 0;
}

static double
ply_x (guint ply, guint n, double w)
{
  return n > 0 ? w * ply / n : w / 2;
}

/* The curve, once per stretch of known scores; @closed: each stretch
 * closed along the middle, as an area. */
static void
append_curve (XqEvalGraph *self, cairo_t *cr, double w, double h, gboolean closed)
{
  guint n = main_line_length (self);
  guint ply = 0;
  gboolean drawing = FALSE;
  double last_x = 0;

  for (XqGameNode *node = xq_game_get_root (self->game); node != NULL;
       node = xq_game_node_get_child (node, 0), ply++)
    {
      gpointer value;
      double x = ply_x (ply, n, w);

      if (g_hash_table_lookup_extended (self->scores, node, NULL, &value))
        {
          double y = h * (1 - xq_eval_red_share (GPOINTER_TO_INT (value)));

          if (!drawing && closed)
            cairo_move_to (cr, x, h / 2);
          if (drawing || closed)
            cairo_line_to (cr, x, y);
          else
            cairo_move_to (cr, x, y);
          drawing = TRUE;
          last_x = x;
        }
      else if (drawing)
        {
          if (closed)
            {
              cairo_line_to (cr, last_x, h / 2);
              cairo_close_path (cr);
            }
          drawing = FALSE;
        }
    }
  if (drawing && closed)
    {
      cairo_line_to (cr, last_x, h / 2);
      cairo_close_path (cr);
    }
}

/* The area between the middle and the curve in one half (0: the top,
 * red's; 1: the bottom, black's). */
static void
fill_half (XqEvalGraph *self, cairo_t *cr, double w, double h, int half)
{
  cairo_save (cr);
  cairo_rectangle (cr, 0, half * h / 2, w, h / 2);
  cairo_clip (cr);
  append_curve (self, cr, w, h, TRUE);
  if (half == 0)
    cairo_set_source_rgb (cr, 0.75, 0.16, 0.13);
  else
    cairo_set_source_rgb (cr, 0.16, 0.17, 0.18);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
xq_eval_graph_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  XqEvalGraph *self = XQ_EVAL_GRAPH (widget);
  double w = gtk_widget_get_width (widget);
  double h = gtk_widget_get_height (widget);
  guint n = main_line_length (self);
  XqGameNode *node;
  cairo_t *cr;

  if (self->game == NULL)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  fill_half (self, cr, w, h, 0);
  fill_half (self, cr, w, h, 1);
  /* The curve itself, seen even where the game is level. */
  append_curve (self, cr, w, h, FALSE);
  cairo_set_source_rgba (cr, 0.45, 0.45, 0.45, 0.9);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);

  /* The middle, and the position shown. */
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, 0.6);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, 0, h / 2);
  cairo_line_to (cr, w, h / 2);
  cairo_stroke (cr);
  node = xq_game_get_cursor (self->game);
  if (xq_game_node_is_main_line (node))
    {
      double x = ply_x (xq_game_node_get_ply (node), n, w);

      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 0.9);
      cairo_set_line_width (cr, 2);
      cairo_move_to (cr, x, 0);
      cairo_line_to (cr, x, h);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static void
xq_eval_graph_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = 60;
  else
    *minimum = *natural = graph_height;
}

guint
xq_eval_graph_ply_at (XqEvalGraph *self,
                      double       x)
{
  double w;
  guint n;

  g_return_val_if_fail (XQ_IS_EVAL_GRAPH (self), 0);

  w = gtk_widget_get_width (GTK_WIDGET (self));
  n = main_line_length (self);
  if (w <= 0 || n == 0)
    return 0;
  return (guint) CLAMP (x / w * n + 0.5, 0, n);
}

static void
graph_pressed (GtkGestureClick *gesture,
               int              n_press,
               double           x,
               double           y,
               XqEvalGraph     *self)
{
  XqGameNode *node;
  guint ply;

  if (self->game == NULL)
    return;
  ply = xq_eval_graph_ply_at (self, x);
  node = xq_game_get_root (self->game);
  for (guint i = 0; i < ply && xq_game_node_get_child (node, 0) != NULL; i++)
    node = xq_game_node_get_child (node, 0);
  xq_game_go_to (self->game, node);
}

static void
game_changed (XqEvalGraph *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
xq_eval_graph_set_game (XqEvalGraph *self,
                        XqGame      *game)
{
  g_return_if_fail (XQ_IS_EVAL_GRAPH (self));
  g_return_if_fail (game == NULL || XQ_IS_GAME (game));

  if (self->game == game)
    return;
  g_set_object (&self->game, game);
  g_hash_table_remove_all (self->scores);
  g_signal_group_set_target (self->game_signals, game);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
xq_eval_graph_set_score (XqEvalGraph *self,
                         XqGameNode  *node,
                         int          red_score)
{
  g_return_if_fail (XQ_IS_EVAL_GRAPH (self));
  g_return_if_fail (XQ_IS_GAME_NODE (node));

  g_hash_table_replace (self->scores, g_object_ref (node), GINT_TO_POINTER (red_score));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
xq_eval_graph_get_score (XqEvalGraph *self,
                         XqGameNode  *node,
                         int         *red_score)
{
  gpointer value;

  g_return_val_if_fail (XQ_IS_EVAL_GRAPH (self), FALSE);

  if (!g_hash_table_lookup_extended (self->scores, node, NULL, &value))
    return FALSE;
  if (red_score != NULL)
    *red_score = GPOINTER_TO_INT (value);
  return TRUE;
}

guint
xq_eval_graph_count_scores (XqEvalGraph *self)
{
  guint count = 0;

  g_return_val_if_fail (XQ_IS_EVAL_GRAPH (self), 0);

  if (self->game == NULL)
    return 0;
  for (XqGameNode *node = xq_game_get_root (self->game); node != NULL; node = xq_game_node_get_child (node, 0))
    count += g_hash_table_contains (self->scores, node);
  return count;
}

void
xq_eval_graph_clear (XqEvalGraph *self)
{
  g_return_if_fail (XQ_IS_EVAL_GRAPH (self));

  g_hash_table_remove_all (self->scores);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
xq_eval_graph_dispose (GObject *object)
{
  XqEvalGraph *self = XQ_EVAL_GRAPH (object);

  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_pointer (&self->scores, g_hash_table_unref);

  G_OBJECT_CLASS (xq_eval_graph_parent_class)->dispose (object);
}

static void
xq_eval_graph_class_init (XqEvalGraphClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = xq_eval_graph_dispose;
  widget_class->snapshot = xq_eval_graph_snapshot;
  widget_class->measure = xq_eval_graph_measure;
  gtk_widget_class_set_css_name (widget_class, "evalgraph");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
xq_eval_graph_init (XqEvalGraph *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->scores = g_hash_table_new_full (g_direct_hash, g_direct_equal, g_object_unref, NULL);
  self->game_signals = g_signal_group_new (XQ_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "position-changed", G_CALLBACK (game_changed),
                                  self);
  g_signal_group_connect_swapped (self->game_signals, "tree-changed", G_CALLBACK (game_changed),
                                  self);
  g_signal_connect (click, "pressed", G_CALLBACK (graph_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Evaluation graph"), -1);
}

GtkWidget *
xq_eval_graph_new (void)
{
  return g_object_new (XQ_TYPE_EVAL_GRAPH, NULL);
}
