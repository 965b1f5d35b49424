/* xq-window-analysis.c — the window's study tools: the analysis pane, the
 * evaluation bar and graph, and the review of a game
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window's analyser analyses the position shown whenever the user has
 * analysis open and it cannot help a player cheat: always while studying a
 * record or after a game, but during a game against the computer only after
 * the user confirmed, which marks the game as assisted
 * (xq_session_set_assisted).  The pane shows its lines; its best line's
 * score feeds the bar and, for positions of the main line, the graph; a
 * review fills the graph for the whole main line.  The analyser and the
 * pane are made when analysis is first shown (issue 38).
 */
#define G_LOG_DOMAIN "xq-window"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-alert.h"
#include "xq-analysis-pane.h"
#include "xq-eval-bar.h"
#include "xq-eval-graph.h"
#include "xq-notation-name.h"
#include "xq-review.h"
#include "xq-window-private.h"

/* The tag that marks a game in which the user had the engine's analysis
 * open against the computer: [Assisted "Engine analysis"].  Written once,
 * when the user turns analysis on during such a game; never translated. */

/* The limits the review dialog offers, in its order. */
static const struct
{
  gint64 movetime_ms;
  int depth;
} review_limits[] = {
  { 300, 0 }, { 1000, 0 }, { 3000, 0 }, { 0, 8 }, { 0, 12 },
};

/* ---- Availability -------------------------------------------------------- */

/* A game against the computer being played: analysis would help. */
static gboolean
analysis_allowed (XqWindow *self)
{
  return xq_session_get_analysis_allowed (self->session);
}

/* The analyser follows the position shown while analysing; otherwise it
 * stops. */
static void
analysis_follow (XqWindow *self)
{
  XqGameNode *cursor = self->game != NULL ? xq_game_get_cursor (self->game) : NULL;

  if (self->analyser == NULL)
    return;
  if (!self->analysing || cursor == NULL)
    {
      self->analysis_node = NULL;
      xq_analyser_stop (self->analyser);
      return;
    }
  self->analysis_node = cursor;
  xq_analyser_set_multipv (self->analyser, g_settings_get_uint (self->settings, "analysis-lines"));
  xq_analyser_set_node (self->analyser, self->game, cursor);
}

static void ensure_analysis (XqWindow *self);

void
_xq_window_update_analysis (XqWindow *self)
{
  gboolean reviewing = self->review != NULL && xq_review_is_running (self->review);
  gboolean active;

  /* A new game against the computer closes the pane until asked again. */
  if (self->analysis_shown && !analysis_allowed (self))
    self->analysis_shown = FALSE;
  active = self->analysis_shown;
  if (active)
    ensure_analysis (self);
  /* The analyser first: the pane then shows no lines of an earlier
   * position (a new one has none until its first come). */
  if (self->analysing != active)
    {
      self->analysing = active;
      analysis_follow (self);
    }
  if (self->analysis_pane != NULL
      && gtk_widget_get_visible (GTK_WIDGET (self->analysis_pane)) != active)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->analysis_pane), active);
      /* The record's tools come back while studying. */
      _xq_window_panel_update (self);
    }
  if (self->analysis_pane != NULL)
    xq_analysis_pane_set_active (self->analysis_pane, active);
  gtk_widget_set_visible (GTK_WIDGET (self->eval_bar), active);
  gtk_widget_set_visible (GTK_WIDGET (self->eval_graph),
                          active || reviewing || xq_eval_graph_count_scores (self->eval_graph) > 0);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->analysis_button), active);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.review-game",
                                 !reviewing && analysis_allowed (self)
                                 && xq_game_count_main_line (self->game) > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.cancel-review", reviewing);
}

/* ---- The analyser's and the pane's signals ------------------------------- */

static void
analysis_lines_changed (XqAnalyser *analyser,
                        XqWindow   *self)
{
  guint n = 0;
  const XqAnalysisLine *lines = xq_analyser_get_lines (analyser, &n);
  XqGameNode *node = self->analysis_node;
  int red_score;

  if (n == 0 || node == NULL)
    return;
  red_score = xq_analyser_get_position (analyser)->side == XQ_RED ? lines[0].score : -lines[0].score;
  xq_eval_bar_set_score (self->eval_bar, red_score);
  if (xq_game_node_is_main_line (node))
    xq_eval_graph_set_score (self->eval_graph, node, red_score);
}

static void
analysis_arrow_changed (XqAnalysisPane *pane,
                        guint           move,
                        XqWindow       *self)
{
  xq_board_view_set_arrow (self->board, (XqMove) move);
}

/* Enters the first @n_moves of a line where the cursor is: a variation, or
 * moves of the game when the game is at that position and it is a
 * person's turn (as if played on the board). */
static void
analysis_line_activated (XqAnalysisPane *pane,
                         guint           index,
                         guint           n_moves,
                         XqWindow       *self)
{
  guint n = 0;
  const XqAnalysisLine *lines = xq_analyser_get_lines (self->analyser, &n);
  XqMove moves[XQ_ANALYSER_MAX_PV];

  if (index >= n || self->analysis_node != xq_session_get_cursor (self->session))
    return;
  /* Copied: every move played restarts the analysis. */
  n_moves = MIN (n_moves, lines[index].pv_len);
  memcpy (moves, lines[index].pv, n_moves * sizeof (XqMove));
  for (guint i = 0; i < n_moves; i++)
    if (!xq_window_play_move (self, moves[i]))
      {
        if (i == 0)
          xq_window_toast (self, _("The line cannot be entered here"));
        break;
      }
}

/* The analyser and its pane, made when analysis is first shown: the pane
 * goes above the explorer and the move list, under the clocks. */
static void
ensure_analysis (XqWindow *self)
{
  if (self->analyser != NULL)
    return;
  self->analyser = xq_analyser_new ();
  g_signal_connect_object (self->analyser, "lines-changed", G_CALLBACK (analysis_lines_changed),
                           self, 0);
  _xq_window_engines_analyser_made (self);

  self->analysis_pane = XQ_ANALYSIS_PANE (xq_analysis_pane_new (self->analyser));
  gtk_widget_set_visible (GTK_WIDGET (self->analysis_pane), FALSE);
  /* Over the explorer (when shown) and the moves.  Not after the clocks:
   * under the board they may sit beside the move buttons. */
  {
    GtkWidget *next = self->explorer_pane != NULL ? GTK_WIDGET (self->explorer_pane)
                                                  : GTK_WIDGET (self->move_list_view);

    gtk_box_insert_child_after (GTK_BOX (self->side_panel), GTK_WIDGET (self->analysis_pane),
                                gtk_widget_get_prev_sibling (next));
  }
  g_settings_bind (self->settings, "analysis-lines", self->analysis_pane, "lines",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "notation", self->analysis_pane, "notation",
                   G_SETTINGS_BIND_GET);
  g_signal_connect_object (self->analysis_pane, "arrow-changed", G_CALLBACK (analysis_arrow_changed),
                           self, 0);
  g_signal_connect_object (self->analysis_pane, "line-activated", G_CALLBACK (analysis_line_activated),
                           self, 0);
}

/* More or fewer lines (the pane's spin button, the preferences): the
 * search starts again with them. */
static void
analysis_lines_setting_changed (XqWindow *self)
{
  if (self->analysing)
    analysis_follow (self);
}

/* ---- Turning analysis on ------------------------------------------------- */

/* A question with Cancel and @response (the suggested answer). */
static GtkWidget *
ask (XqWindow   *self,
     const char *heading,
     const char *body,
     const char *response,
     const char *label)
{
  GtkWidget *dialog = xq_alert_new (heading, body);

  xq_alert_add_responses (dialog, "cancel", _("_Cancel"), response, label, NULL);
  xq_alert_set_response_appearance (dialog, response, ADW_RESPONSE_SUGGESTED);
  xq_alert_set_close_response (dialog, "cancel");
  return dialog;
}

static void
show_analysis (XqWindow *self)
{
  self->analysis_shown = TRUE;
  _xq_window_update_analysis (self);
}

static void
assist_response (GtkWidget  *dialog,
                 const char *response,
                 XqWindow   *self)
{
  if (!g_str_equal (response, "analyse") || analysis_allowed (self))
    return;
  /* Allowed from now on: the session marks the game (an unsaved edit). */
  xq_session_set_assisted (self->session);
  show_analysis (self);
}

static void
analysis_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  XqWindow *self = XQ_WINDOW (widget);
  GtkWidget *dialog;

  if (self->analysis_shown)
    {
      self->analysis_shown = FALSE;
      _xq_window_update_analysis (self);
      return;
    }
  if (analysis_allowed (self))
    {
      show_analysis (self);
      return;
    }
  dialog = ask (self, _("Analyse During the Game?"),
                _("The engine's lines would help you against the computer. "
                  "The game will be marked as assisted."),
                "analyse", _("_Analyse"));
  xq_alert_set_default_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (assist_response), self);
  xq_alert_present (dialog, widget);
}

/* ---- Review -------------------------------------------------------------- */

static void
fill_graph_from_review (XqWindow *self)
{
  XqGameNode *node = xq_session_get_main_line_end (self->session);

  for (; node != NULL; node = xq_game_node_get_parent (node))
    {
      int red_score;

      if (xq_review_get_score (self->review, xq_game_node_get_ply (node), &red_score))
        xq_eval_graph_set_score (self->eval_graph, node, red_score);
    }
}

static void
review_progress (XqReview *review,
                 guint     done,
                 guint     total,
                 gint64    time_left,
                 XqWindow *self)
{
  g_autofree char *text = NULL;

  gtk_progress_bar_set_fraction (self->review_progress, total > 0 ? (double) done / total : 1.0);
  if (time_left >= 0)
    /* TRANSLATORS: a review's progress: moves done, moves in all, seconds left */
    text = g_strdup_printf (_("Move %u of %u, about %d s left"), done, total,
                            (int) ((time_left + 999) / 1000));
  else
    text = g_strdup_printf (_("Move %u of %u"), done, total);
  gtk_progress_bar_set_text (self->review_progress, text);
  fill_graph_from_review (self);
}

/* "Red: blunders 1, mistakes 2, inaccuracies 0, average loss 45". */
static char *
format_summary (XqReview *review, XqColor side)
{
  XqReviewSummary sum;

  xq_review_get_summary (review, side, &sum);
  return g_strdup_printf (side == XQ_RED
                          /* TRANSLATORS: a review's summary of red's moves; the loss is in centipawns */
                          ? _("Red: blunders %u, mistakes %u, inaccuracies %u, average loss %.0f")
                          /* TRANSLATORS: a review's summary of black's moves; the loss is in centipawns */
                          : _("Black: blunders %u, mistakes %u, inaccuracies %u, average loss %.0f"),
                          sum.blunders, sum.mistakes, sum.inaccuracies, sum.average_loss);
}

static void
review_done (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr (XqWindow) self = user_data;
  XqReview *review = XQ_REVIEW (source);
  g_autoptr (GError) error = NULL;
  gboolean ok = xq_review_run_finish (review, result, &error);

  if (review != self->review)
    return;     /* the window moved on to another game, or went */
  gtk_widget_set_visible (self->review_bar, FALSE);
  fill_graph_from_review (self);
  if (ok)
    {
      g_autofree char *red = format_summary (review, XQ_RED);
      g_autofree char *black = format_summary (review, XQ_BLACK);
      g_autofree char *text = g_strdup_printf ("%s\n%s", red, black);

      xq_alert_show_message (GTK_WIDGET (self), _("Review Complete"), text);
      xq_session_set_dirty (self->session, TRUE);
    }
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    xq_window_toast (self, _("Review cancelled"));
  else
    xq_window_toast (self, error->message);
  _xq_window_update_analysis (self);
}

static void
start_review (XqWindow *self, guint choice)
{
  g_autofree char *notation = g_settings_get_string (self->settings, "notation");
  XqNotation value = XQ_NOTATION_CHINESE;

  g_clear_object (&self->review);
  g_clear_object (&self->review_cancellable);
  self->review = xq_review_new (self->game);
  self->review_cancellable = g_cancellable_new ();
  if (review_limits[choice].depth > 0)
    xq_review_set_depth (self->review, review_limits[choice].depth);
  else
    xq_review_set_movetime (self->review, review_limits[choice].movetime_ms);
  xq_notation_from_name (notation, &value);
  xq_review_set_notation (self->review, value);
  g_signal_connect (self->review, "progress", G_CALLBACK (review_progress), self);

  gtk_progress_bar_set_fraction (self->review_progress, 0);
  gtk_progress_bar_set_text (self->review_progress, _("Reviewing…"));
  gtk_widget_set_visible (self->review_bar, TRUE);
  xq_review_run_async (self->review, self->review_cancellable, review_done, g_object_ref (self));
  _xq_window_update_analysis (self);
}

void
_xq_window_review_game (XqWindow *self,
                        guint     choice)
{
  g_return_if_fail (XQ_IS_WINDOW (self));
  g_return_if_fail (choice < G_N_ELEMENTS (review_limits));

  if (self->review != NULL && xq_review_is_running (self->review))
    return;
  start_review (self, choice);
}

static void
review_dialog_response (GtkWidget  *dialog,
                        const char *response,
                        XqWindow   *self)
{
  GtkDropDown *limit = GTK_DROP_DOWN (xq_alert_get_extra_child (dialog));

  if (g_str_equal (response, "review"))
    _xq_window_review_game (self, gtk_drop_down_get_selected (limit));
}

static void
review_game_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  XqWindow *self = XQ_WINDOW (widget);
  const char * const choices[] = {
    _("0.3 s a move"), _("1 s a move"), _("3 s a move"), _("Depth 8"), _("Depth 12"), NULL,
  };
  GtkWidget *limit = gtk_drop_down_new_from_strings (choices);
  GtkWidget *dialog;

  G_STATIC_ASSERT (G_N_ELEMENTS (choices) == G_N_ELEMENTS (review_limits) + 1);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (limit), 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (limit), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Time or depth per move"), -1);
  dialog = ask (self, _("Review Game"),
                _("The engine searches every position of the main line, "
                  "marks the mistakes and adds its better moves as variations."),
                "review", _("_Review"));
  xq_alert_set_extra_child (dialog, limit);
  xq_alert_set_default_response (dialog, "review");
  g_signal_connect (dialog, "response", G_CALLBACK (review_dialog_response), self);
  xq_alert_present (dialog, widget);
}

static void
cancel_review_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  g_cancellable_cancel (XQ_WINDOW (widget)->review_cancellable);
}

/* ---- Life cycle ---------------------------------------------------------- */

/* A review running stops, and its result will not be shown. */
void
_xq_window_analysis_stop (XqWindow *self)
{
  g_cancellable_cancel (self->review_cancellable);
  g_clear_object (&self->review_cancellable);
  if (self->review != NULL)
    g_signal_handlers_disconnect_by_data (self->review, self);
  g_clear_object (&self->review);
  if (self->review_bar != NULL)
    gtk_widget_set_visible (self->review_bar, FALSE);
}

void
_xq_window_analysis_set_game (XqWindow *self)
{
  _xq_window_analysis_stop (self);
  analysis_follow (self);
  xq_eval_graph_set_game (self->eval_graph, self->game);
  xq_eval_bar_clear_score (self->eval_bar);
}

/* The analyser has another engine (which stopped it): the analysis starts
 * again with it. */
void
_xq_window_analysis_engine_changed (XqWindow *self)
{
  if (self->analysing)
    analysis_follow (self);
}

/* The position shown changed: the analysis follows it. */
void
_xq_window_analysis_position_changed (XqWindow *self)
{
  analysis_follow (self);
}

void
_xq_window_analysis_init (XqWindow *self)
{
  /* Red's part of the bar starts at red's side of the board. */
  g_object_bind_property (self->board, "flipped", self->eval_bar, "flipped", G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->settings, "changed::analysis-lines",
                           G_CALLBACK (analysis_lines_setting_changed), self, G_CONNECT_SWAPPED);
  /* (GSettings tells of changes to keys read.) */
  (void) g_settings_get_uint (self->settings, "analysis-lines");
}

void
_xq_window_analysis_dispose (XqWindow *self)
{
  if (self->analyser != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->analyser, self);
      xq_analyser_stop (self->analyser);
    }
  self->analysing = FALSE;
  self->analysis_node = NULL;
  g_clear_object (&self->analyser);
}

void
_xq_window_class_install_analysis_actions (GtkWidgetClass *widget_class)
{
  g_type_ensure (XQ_TYPE_EVAL_BAR);
  g_type_ensure (XQ_TYPE_EVAL_GRAPH);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, analysis_button);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, eval_bar);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, eval_graph);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, review_bar);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, review_progress);

  gtk_widget_class_install_action (widget_class, "win.analysis", NULL, analysis_action);
  gtk_widget_class_install_action (widget_class, "win.review-game", NULL, review_game_action);
  gtk_widget_class_install_action (widget_class, "win.cancel-review", NULL, cancel_review_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_a, 0, "win.analysis", NULL);
}
