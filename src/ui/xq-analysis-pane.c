/* xq-analysis-pane.c — the engine's best lines for the position shown
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The pane shows an XqAnalyser that the window owns and drives (it gives the
 * analyser the position shown, and makes the pane only when analysis is
 * first shown: issue 38).  It keeps XQ_SEARCH_MAX_MULTIPV rows
 * and shows as many as there are lines; the moves of a line are links, so
 * each can be clicked or reached with the keyboard.  Between a new position
 * and its first lines, the old lines stay, dimmed and inactive, rather than
 * the list collapsing and growing again at every step.
 */
#define G_LOG_DOMAIN "xq-analysis-pane"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-analysis-pane.h"
#include "xq-game-view.h"
#include "xq-move-list-view.h"
#include "xq-formats-enums.h"
#include "xq-notation-name.h"

typedef struct
{
  GtkWidget *row;
  GtkLabel *score;
  GtkLabel *info;
  GtkLabel *moves;
} LineRow;

struct _XqAnalysisPane
{
  GtkWidget parent_instance;

  /* Template widgets */
  GtkWidget *box;
  GtkSpinButton *lines_spin;
  GtkLabel *message_label;
  GtkListBox *list_box;

  LineRow rows[XQ_SEARCH_MAX_MULTIPV];
  XqAnalyser *analyser;     /* shown, not driven */
  gboolean active;
  guint lines;
  XqNotation notation;
  int pointed;               /* the row pointed at or focused, or -1 */
};

enum
{
  PROP_0,
  PROP_ANALYSER,
  PROP_ACTIVE,
  PROP_LINES,
  PROP_NOTATION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  ARROW_CHANGED,
  LINE_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (XqAnalysisPane, xq_analysis_pane, GTK_TYPE_WIDGET)

/* The most moves of a line shown (and entered by a click on the line): a
 * few rows each, so that the move list keeps its room. */
static const guint shown_moves = 10;

char *
xq_analysis_format_score (int score)
{
  int mate;

  if (xq_search_score_mate (score, &mate))
    {
      if (mate > 0)
        /* TRANSLATORS: an engine's score: the side to move mates in %d moves */
        return g_strdup_printf (_("Mate in %d"), mate);
      if (mate < 0)
        /* TRANSLATORS: an engine's score: the side to move is mated in %d moves */
        return g_strdup_printf (_("Mated in %d"), -mate);
      return g_strdup (_("Mated"));
    }
  return g_strdup_printf ("%+.2f", score / 100.0);
}

/* Nodes per second, short: "850 k", "1.2 M". */
static char *
format_speed (guint64 nps)
{
  g_autofree char *number = nps >= 1000000 ? g_strdup_printf ("%.1f M", nps / 1e6)
                                           : g_strdup_printf ("%.0f k", nps / 1e3);

  /* TRANSLATORS: an engine's speed, e.g. "1.2 M nodes/s" */
  return g_strdup_printf (_("%s nodes/s"), number);
}

static const XqAnalysisLine *
line_at (XqAnalysisPane *self, int index)
{
  guint n = 0;
  const XqAnalysisLine *lines = self->analyser != NULL ? xq_analyser_get_lines (self->analyser, &n)
                                                       : NULL;

  return index >= 0 && (guint) index < n ? &lines[index] : NULL;
}

static void
update_arrow (XqAnalysisPane *self)
{
  const XqAnalysisLine *line = self->active ? line_at (self, self->pointed) : NULL;

  g_signal_emit (self, signals[ARROW_CHANGED], 0, line != NULL ? (guint) line->pv[0] : XQ_MOVE_NONE);
}

/* The moves of @line as links "1", "2", … (how many moves to enter). */
static char *
format_moves (XqAnalysisPane *self, const XqAnalysisLine *line)
{
  XqPosition pos = *xq_analyser_get_position (self->analyser);
  GString *markup = g_string_new (NULL);

  for (guint k = 0; k < MIN (line->pv_len, shown_moves); k++)
    {
      char text[XQ_MOVE_TEXT_MAX];
      g_autofree char *escaped = NULL;
      XqUndo undo;

      if (xq_move_format (&pos, line->pv[k], self->notation, xq_move_list_view_notation_flags (),
                          text, sizeof text) == 0)
        break;
      escaped = g_markup_escape_text (text, -1);
      g_string_append_printf (markup, "%s<a href=\"%u\">%s</a>", k > 0 ? " " : "", k + 1, escaped);
      xq_position_make_move (&pos, line->pv[k], &undo);
    }
  return g_string_free (markup, FALSE);
}

static void
update_rows (XqAnalysisPane *self)
{
  guint n = 0;
  const XqAnalysisLine *lines;
  const char *problem;
  gboolean fresh;

  if (self->analyser == NULL)
    return;     /* being made */
  lines = xq_analyser_get_lines (self->analyser, &n);
  problem = xq_analyser_get_problem (self->analyser);
  fresh = n > 0;

  if (self->active && problem != NULL)
    {
      gtk_label_set_text (self->message_label, problem);
      gtk_widget_set_visible (GTK_WIDGET (self->message_label), TRUE);
    }
  else if (self->active)
    gtk_widget_set_visible (GTK_WIDGET (self->message_label), FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (self->rows); i++)
    {
      LineRow *r = &self->rows[i];
      g_autofree char *score = NULL;
      g_autofree char *speed = NULL;
      g_autofree char *info = NULL;
      g_autofree char *moves = NULL;

      if (!self->active || problem != NULL || i >= self->lines)
        {
          gtk_widget_set_visible (r->row, FALSE);
          continue;
        }
      /* Before the first lines of a new position: the old ones, dimmed. */
      gtk_widget_set_visible (r->row, fresh ? i < n : gtk_widget_get_visible (r->row));
      gtk_widget_set_sensitive (r->row, fresh);
      if (!fresh || i >= n)
        continue;
      score = xq_analysis_format_score (lines[i].score);
      speed = format_speed (lines[i].nps);
      /* TRANSLATORS: an engine line's depth in plies and speed */
      info = g_strdup_printf (_("depth %d, %s"), lines[i].depth, speed);
      moves = format_moves (self, &lines[i]);
      gtk_label_set_text (r->score, score);
      gtk_label_set_text (r->info, info);
      gtk_label_set_markup (r->moves, moves);
    }
  update_arrow (self);
}

static void
analyser_lines_changed (XqAnalyser     *analyser,
                        XqAnalysisPane *self)
{
  update_rows (self);
}

/* ---- Input --------------------------------------------------------------- */

static int
row_index (XqAnalysisPane *self, GtkWidget *row)
{
  for (guint i = 0; i < G_N_ELEMENTS (self->rows); i++)
    if (self->rows[i].row == row)
      return (int) i;
  return -1;
}

static void
point_at (XqAnalysisPane *self, int index)
{
  if (self->pointed == index)
    return;
  self->pointed = index;
  update_arrow (self);
}

static void
row_enter (GtkEventController *controller)
{
  XqAnalysisPane *self = XQ_ANALYSIS_PANE (gtk_widget_get_ancestor (gtk_event_controller_get_widget (controller),
                                                                    XQ_TYPE_ANALYSIS_PANE));

  point_at (self, row_index (self, gtk_event_controller_get_widget (controller)));
}

static void
row_leave (GtkEventController *controller)
{
  XqAnalysisPane *self = XQ_ANALYSIS_PANE (gtk_widget_get_ancestor (gtk_event_controller_get_widget (controller),
                                                                    XQ_TYPE_ANALYSIS_PANE));

  if (self->pointed == row_index (self, gtk_event_controller_get_widget (controller)))
    point_at (self, -1);
}

static void
activate_line (XqAnalysisPane *self, int index, guint n_moves)
{
  const XqAnalysisLine *line = line_at (self, index);

  if (line == NULL || !self->active)
    return;
  g_signal_emit (self, signals[LINE_ACTIVATED], 0, (guint) index, MIN (n_moves, line->pv_len));
}

static void
row_activated (GtkListBox     *box,
               GtkListBoxRow  *row,
               XqAnalysisPane *self)
{
  activate_line (self, row_index (self, GTK_WIDGET (row)), shown_moves);
}

static gboolean
move_link_activated (GtkLabel   *label,
                     const char *uri,
                     gpointer    data)
{
  XqAnalysisPane *self = XQ_ANALYSIS_PANE (gtk_widget_get_ancestor (GTK_WIDGET (label),
                                                                    XQ_TYPE_ANALYSIS_PANE));
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (label), GTK_TYPE_LIST_BOX_ROW);
  guint64 n = g_ascii_strtoull (uri, NULL, 10);

  activate_line (self, row_index (self, row), (guint) n);
  return TRUE;
}

static GtkLabel *
row_label (GtkWidget *box, const char *css_class, gboolean expand)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, expand);
  gtk_widget_add_css_class (label, css_class);
  gtk_box_append (GTK_BOX (box), label);
  return GTK_LABEL (label);
}

static void
build_row (XqAnalysisPane *self, LineRow *r)
{
  GtkWidget *outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  r->score = row_label (top, "analysis-score", FALSE);
  r->info = row_label (top, "dim-label", TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (r->info), "caption");
  gtk_box_append (GTK_BOX (outer), top);
  r->moves = row_label (outer, "analysis-moves", TRUE);
  gtk_label_set_wrap (r->moves, TRUE);
  /* Wrapped at the side panel's width rather than widening it. */
  gtk_label_set_max_width_chars (r->moves, 24);
  gtk_label_set_wrap_mode (r->moves, PANGO_WRAP_WORD_CHAR);
  g_signal_connect (r->moves, "activate-link", G_CALLBACK (move_link_activated), NULL);

  r->row = gtk_list_box_row_new ();
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (r->row), outer);
  gtk_widget_set_visible (r->row, FALSE);
  g_signal_connect (motion, "enter", G_CALLBACK (row_enter), NULL);
  g_signal_connect (motion, "leave", G_CALLBACK (row_leave), NULL);
  g_signal_connect (focus, "enter", G_CALLBACK (row_enter), NULL);
  g_signal_connect (focus, "leave", G_CALLBACK (row_leave), NULL);
  gtk_widget_add_controller (r->row, motion);
  gtk_widget_add_controller (r->row, focus);
  gtk_list_box_append (self->list_box, r->row);
}

/* ---- Properties ---------------------------------------------------------- */

GtkWidget *
xq_analysis_pane_new (XqAnalyser *analyser)
{
  g_return_val_if_fail (XQ_IS_ANALYSER (analyser), NULL);

  return g_object_new (XQ_TYPE_ANALYSIS_PANE, "analyser", analyser, NULL);
}

void
xq_analysis_pane_set_active (XqAnalysisPane *self,
                             gboolean        active)
{
  g_return_if_fail (XQ_IS_ANALYSIS_PANE (self));

  active = !!active;
  if (self->active == active)
    return;
  self->active = active;
  update_rows (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
}

gboolean
xq_analysis_pane_get_active (XqAnalysisPane *self)
{
  g_return_val_if_fail (XQ_IS_ANALYSIS_PANE (self), FALSE);

  return self->active;
}

void
xq_analysis_pane_set_message (XqAnalysisPane *self,
                              const char     *message)
{
  g_return_if_fail (XQ_IS_ANALYSIS_PANE (self));

  gtk_label_set_text (self->message_label, message != NULL ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), message != NULL);
}

XqAnalyser *
xq_analysis_pane_get_analyser (XqAnalysisPane *self)
{
  g_return_val_if_fail (XQ_IS_ANALYSIS_PANE (self), NULL);

  return self->analyser;
}

/* Construct-only: the analyser whose lines show. */
static void
set_analyser (XqAnalysisPane *self, XqAnalyser *analyser)
{
  g_return_if_fail (self->analyser == NULL);

  if (analyser == NULL)
    return;
  self->analyser = g_object_ref (analyser);
  g_signal_connect (analyser, "lines-changed", G_CALLBACK (analyser_lines_changed), self);
  update_rows (self);
}

static void
set_lines (XqAnalysisPane *self, guint lines)
{
  lines = CLAMP (lines, 1, XQ_SEARCH_MAX_MULTIPV);
  if (self->lines == lines)
    return;
  self->lines = lines;
  update_rows (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LINES]);
}

static void
set_notation (XqAnalysisPane *self, XqNotation notation)
{
  if (self->notation == notation)
    return;
  self->notation = notation;
  update_rows (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NOTATION]);
}

static void
xq_analysis_pane_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  XqAnalysisPane *self = XQ_ANALYSIS_PANE (object);

  switch (prop_id)
    {
    case PROP_ANALYSER:
      g_value_set_object (value, self->analyser);
      break;
    case PROP_ACTIVE:
      g_value_set_boolean (value, self->active);
      break;
    case PROP_LINES:
      g_value_set_uint (value, self->lines);
      break;
    case PROP_NOTATION:
      g_value_set_enum (value, self->notation);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_analysis_pane_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  XqAnalysisPane *self = XQ_ANALYSIS_PANE (object);

  switch (prop_id)
    {
    case PROP_ANALYSER:
      set_analyser (self, g_value_get_object (value));
      break;
    case PROP_ACTIVE:
      xq_analysis_pane_set_active (self, g_value_get_boolean (value));
      break;
    case PROP_LINES:
      set_lines (self, g_value_get_uint (value));
      break;
    case PROP_NOTATION:
      set_notation (self, g_value_get_enum (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_analysis_pane_dispose (GObject *object)
{
  XqAnalysisPane *self = XQ_ANALYSIS_PANE (object);

  if (self->analyser != NULL)
    g_signal_handlers_disconnect_by_data (self->analyser, self);
  g_clear_object (&self->analyser);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_ANALYSIS_PANE);

  G_OBJECT_CLASS (xq_analysis_pane_parent_class)->dispose (object);
}

static void
xq_analysis_pane_class_init (XqAnalysisPaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = xq_analysis_pane_get_property;
  object_class->set_property = xq_analysis_pane_set_property;
  object_class->dispose = xq_analysis_pane_dispose;

  properties[PROP_ANALYSER] =
    g_param_spec_object ("analyser", NULL, NULL, XQ_TYPE_ANALYSER,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ACTIVE] =
    g_param_spec_boolean ("active", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LINES] =
    g_param_spec_uint ("lines", NULL, NULL, 1, XQ_SEARCH_MAX_MULTIPV, 3,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NOTATION] =
    _xq_game_view_param_notation ();
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * XqAnalysisPane::arrow-changed:
   * @move: the first move of the line pointed at, or XQ_MOVE_NONE
   */
  signals[ARROW_CHANGED] =
    g_signal_new ("arrow-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /**
   * XqAnalysisPane::line-activated:
   * @line: the line's index (0: the best)
   * @n_moves: how many of its moves to enter (at least 1)
   */
  signals[LINE_ACTIVATED] =
    g_signal_new ("line-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/xiangqi/Xiangqi/xq-analysis-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, XqAnalysisPane, box);
  gtk_widget_class_bind_template_child (widget_class, XqAnalysisPane, lines_spin);
  gtk_widget_class_bind_template_child (widget_class, XqAnalysisPane, message_label);
  gtk_widget_class_bind_template_child (widget_class, XqAnalysisPane, list_box);
  gtk_widget_class_bind_template_callback (widget_class, row_activated);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "analysispane");
}

static void
xq_analysis_pane_init (XqAnalysisPane *self)
{
  self->lines = 3;
  self->pointed = -1;
  self->notation = XQ_NOTATION_CHINESE;
  gtk_widget_init_template (GTK_WIDGET (self));
  for (guint i = 0; i < G_N_ELEMENTS (self->rows); i++)
    build_row (self, &self->rows[i]);
  /* The spin button and the property say the same. */
  g_object_bind_property (self, "lines", gtk_spin_button_get_adjustment (self->lines_spin), "value",
                          G_BINDING_BIDIRECTIONAL | G_BINDING_SYNC_CREATE);
}
