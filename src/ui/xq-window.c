/* xq-window.c — the main window: board, side panel, header bar
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-window"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "xq-fen.h"
#include "xq-sound.h"
#include "xq-window-private.h"

/* Below this width the side panel goes under the board. */
#define XQ_WINDOW_NARROW_WIDTH 720
/* A clock below this many milliseconds is shown as low. */
#define XQ_WINDOW_LOW_TIME_MS 30000

G_DEFINE_FINAL_TYPE (XqWindow, xq_window, ADW_TYPE_APPLICATION_WINDOW)

const XqPosition *
xq_window_current_position (XqWindow *self)
{
  return &g_array_index (self->positions, XqPosition, self->current);
}

const XqPosition *
xq_window_last_position (XqWindow *self)
{
  return &g_array_index (self->positions, XqPosition, self->positions->len - 1);
}

static gboolean
xq_window_at_end (XqWindow *self)
{
  return self->current == self->moves->len;
}

char *
xq_window_format_move (XqWindow         *self,
                       const XqPosition *pos,
                       XqMove            move)
{
  int from = XQ_MOVE_FROM (move);
  int to = XQ_MOVE_TO (move);

  return g_strdup_printf ("%c%d%c%d",
                          'a' + XQ_FILE (from), XQ_RANK (from),
                          'a' + XQ_FILE (to), XQ_RANK (to));
}

/* ---- Header bar ---------------------------------------------------------- */

static void
xq_window_update_title (XqWindow *self)
{
  const XqPosition *pos = xq_window_current_position (self);
  g_autofree char *subtitle = NULL;
  const char *title;

  if (self->result != XQ_WINDOW_RESULT_NONE && xq_window_at_end (self))
    {
      switch (self->result)
        {
        case XQ_WINDOW_RESULT_RED_WINS:
          title = _("Red Wins");
          break;
        case XQ_WINDOW_RESULT_BLACK_WINS:
          title = _("Black Wins");
          break;
        case XQ_WINDOW_RESULT_DRAW:
        case XQ_WINDOW_RESULT_NONE:
        default:
          title = _("Draw");
          break;
        }
      subtitle = g_strdup (self->result_reason ? self->result_reason : "");
    }
  else
    {
      gboolean computer = self->sides[pos->side].computer;

      if (pos->side == XQ_RED)
        title = computer ? _("Red (Computer) to Move") : _("Red to Move");
      else
        title = computer ? _("Black (Computer) to Move") : _("Black to Move");

      if (!xq_window_at_end (self))
        subtitle = g_strdup_printf (_("Reviewing move %u of %u"),
                                    self->current, self->moves->len);
      else if (self->engine_busy)
        subtitle = g_strdup (_("Thinking…"));
      else if (xq_position_in_check (pos))
        subtitle = g_strdup (_("Check"));
    }

  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle ? subtitle : "");
}

/* ---- Move list ----------------------------------------------------------- */

static void
move_button_clicked (GtkButton *button,
                     XqWindow  *self)
{
  guint ply = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "ply"));

  xq_window_go_to_ply (self, ply);
}

static void
move_row_setup (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                XqWindow                 *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *number = gtk_label_new (NULL);

  gtk_widget_add_css_class (number, "dim-label");
  gtk_widget_add_css_class (number, "numeric");
  gtk_label_set_xalign (GTK_LABEL (number), 1.0);
  gtk_label_set_width_chars (GTK_LABEL (number), 3);
  gtk_box_append (GTK_BOX (box), number);
  for (int i = 0; i < 2; i++)
    {
      GtkWidget *button = gtk_button_new_with_label ("");

      gtk_widget_add_css_class (button, "flat");
      gtk_widget_add_css_class (button, "move");
      gtk_widget_set_hexpand (button, TRUE);
      gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0.0);
      g_signal_connect (button, "clicked", G_CALLBACK (move_button_clicked), self);
      gtk_box_append (GTK_BOX (box), button);
    }
  gtk_list_item_set_activatable (item, FALSE);
  gtk_list_item_set_child (item, box);
}

static void
move_row_bind (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               XqWindow                 *self)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkWidget *number = gtk_widget_get_first_child (box);
  GtkWidget *buttons[2];
  guint round = gtk_list_item_get_position (item);
  const XqPosition *start = &g_array_index (self->positions, XqPosition, 0);
  /* Ply index of the first move of this round (black may start). */
  int first = start->side == XQ_RED ? 0 : -1;
  g_autofree char *num = g_strdup_printf ("%u.", round + start->fullmove);

  buttons[0] = gtk_widget_get_next_sibling (number);
  buttons[1] = gtk_widget_get_next_sibling (buttons[0]);
  gtk_label_set_text (GTK_LABEL (number), num);
  for (int i = 0; i < 2; i++)
    {
      int ply = first + (int) round * 2 + i; /* index into moves */
      GtkWidget *label = gtk_button_get_child (GTK_BUTTON (buttons[i]));

      if (ply < 0 || ply >= (int) self->moves->len)
        {
          gtk_label_set_text (GTK_LABEL (label), ply < 0 ? "…" : "");
          gtk_widget_set_sensitive (buttons[i], FALSE);
          gtk_widget_remove_css_class (buttons[i], "current");
          continue;
        }
      else
        {
          const XqPosition *pos = &g_array_index (self->positions, XqPosition, ply);
          g_autofree char *text = xq_window_format_move (self, pos,
                                                         g_array_index (self->moves, XqMove, ply));

          gtk_label_set_text (GTK_LABEL (label), text);
          gtk_widget_set_sensitive (buttons[i], TRUE);
          g_object_set_data (G_OBJECT (buttons[i]), "ply", GUINT_TO_POINTER (ply + 1));
          if ((guint) ply + 1 == self->current)
            gtk_widget_add_css_class (buttons[i], "current");
          else
            gtk_widget_remove_css_class (buttons[i], "current");
        }
    }
}

static guint
xq_window_n_rounds (XqWindow *self)
{
  const XqPosition *start = &g_array_index (self->positions, XqPosition, 0);
  guint plies = self->moves->len + (start->side == XQ_BLACK ? 1 : 0);

  return (plies + 1) / 2;
}

static guint
xq_window_round_of_ply (XqWindow *self,
                        guint     ply)
{
  const XqPosition *start = &g_array_index (self->positions, XqPosition, 0);

  if (ply == 0)
    return 0;
  return (ply - 1 + (start->side == XQ_BLACK ? 1 : 0)) / 2;
}

/* Rebuilds the rows from @from_round on (and the rows of the current move). */
static void
xq_window_refresh_rounds (XqWindow *self,
                          guint     from_round)
{
  guint old_n = g_list_model_get_n_items (G_LIST_MODEL (self->rounds));
  guint new_n = xq_window_n_rounds (self);
  g_autoptr (GPtrArray) items = g_ptr_array_new_with_free_func (g_free);

  from_round = MIN (from_round, old_n);
  for (guint i = from_round; i < new_n; i++)
    g_ptr_array_add (items, g_strdup_printf ("%u", i));
  g_ptr_array_add (items, NULL);
  gtk_string_list_splice (self->rounds, from_round, old_n - from_round,
                          (const char * const *) items->pdata);
}

static void
xq_window_scroll_to_current (XqWindow *self)
{
  guint round = xq_window_round_of_ply (self, self->current);

  if (round < g_list_model_get_n_items (G_LIST_MODEL (self->rounds)))
    gtk_widget_activate_action (GTK_WIDGET (self->move_list), "list.scroll-to-item",
                                "u", round);
}

/* ---- Clocks -------------------------------------------------------------- */

static gint64
xq_window_clock_left (XqWindow *self,
                      XqColor   side)
{
  gint64 left = self->clock_left_ms[side];
  const XqPosition *last = xq_window_last_position (self);

  if (self->clock_started_us > 0 && last->side == side
      && self->result == XQ_WINDOW_RESULT_NONE)
    left -= (g_get_monotonic_time () - self->clock_started_us) / 1000;
  return left;
}

static char *
xq_window_format_clock (gint64 ms)
{
  gint64 s;

  if (ms < 0)
    ms = 0;
  if (ms < 10000)
    return g_strdup_printf ("%d.%d", (int) (ms / 1000), (int) (ms / 100 % 10));
  s = (ms + 999) / 1000;
  if (s >= 3600)
    return g_strdup_printf ("%d:%02d:%02d", (int) (s / 3600), (int) (s / 60 % 60), (int) (s % 60));
  return g_strdup_printf ("%d:%02d", (int) (s / 60), (int) (s % 60));
}

static void xq_window_flag_fall (XqWindow *self, XqColor side);

static void
xq_window_update_clocks (XqWindow *self)
{
  const XqPosition *last = xq_window_last_position (self);
  GtkWidget *boxes[2] = { self->red_clock_box, self->black_clock_box };
  GtkLabel *labels[2] = { self->red_clock_label, self->black_clock_label };

  gtk_widget_set_visible (self->clock_box, self->clock_base_ms > 0);
  if (self->clock_base_ms <= 0)
    return;
  for (int side = 0; side < 2; side++)
    {
      gint64 left = xq_window_clock_left (self, side);
      g_autofree char *text = xq_window_format_clock (left);
      gboolean running = self->clock_started_us > 0 && last->side == side
                         && self->result == XQ_WINDOW_RESULT_NONE;

      gtk_label_set_text (labels[side], text);
      if (running)
        gtk_widget_add_css_class (boxes[side], "running");
      else
        gtk_widget_remove_css_class (boxes[side], "running");
      if (left < XQ_WINDOW_LOW_TIME_MS)
        gtk_widget_add_css_class (boxes[side], "low");
      else
        gtk_widget_remove_css_class (boxes[side], "low");
      if (running && left <= 0)
        xq_window_flag_fall (self, side);
    }
}

static gboolean
xq_window_clock_tick (gpointer data)
{
  XqWindow *self = data;

  xq_window_update_clocks (self);
  return G_SOURCE_CONTINUE;
}

static void
xq_window_clock_stop (XqWindow *self)
{
  const XqPosition *last = xq_window_last_position (self);

  if (self->clock_started_us > 0)
    self->clock_left_ms[last->side] = xq_window_clock_left (self, last->side);
  self->clock_started_us = 0;
  g_clear_handle_id (&self->clock_source, g_source_remove);
}

static void
xq_window_clock_start (XqWindow *self)
{
  if (self->clock_base_ms <= 0 || self->result != XQ_WINDOW_RESULT_NONE)
    return;
  self->clock_started_us = g_get_monotonic_time ();
  if (self->clock_source == 0)
    self->clock_source = g_timeout_add (100, xq_window_clock_tick, self);
}

static void
xq_window_flag_fall (XqWindow *self,
                     XqColor   side)
{
  xq_window_clock_stop (self);
  self->clock_left_ms[side] = 0;
  xq_window_set_result (self,
                        side == XQ_RED ? XQ_WINDOW_RESULT_BLACK_WINS : XQ_WINDOW_RESULT_RED_WINS,
                        side == XQ_RED ? _("Red ran out of time (§4.1.4)")
                                       : _("Black ran out of time (§4.1.4)"));
}

/* ---- Board --------------------------------------------------------------- */

static void
xq_window_update_board (XqWindow *self)
{
  /* The board widget is wired in as it lands. */
}

/* ---- Updates ------------------------------------------------------------- */

void
xq_window_update (XqWindow *self)
{
  xq_window_update_title (self);
  xq_window_update_board (self);
  xq_window_update_clocks (self);
  xq_window_update_actions (self);
}

void
xq_window_toast (XqWindow   *self,
                 const char *message)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
}

void
xq_window_set_result (XqWindow       *self,
                      XqWindowResult  result,
                      const char     *reason)
{
  gboolean was_over = self->result != XQ_WINDOW_RESULT_NONE;

  self->result = result;
  g_free (self->result_reason);
  self->result_reason = g_strdup (reason);
  if (result != XQ_WINDOW_RESULT_NONE)
    {
      xq_window_clock_stop (self);
      g_cancellable_cancel (self->engine_cancellable);
    }
  xq_window_update (self);
  if (result != XQ_WINDOW_RESULT_NONE && !was_over)
    xq_window_show_game_over (self);
}

/* Judges the last position of the main line. */
static void
xq_window_judge (XqWindow *self)
{
  const XqPosition *pos = xq_window_last_position (self);
  XqMateState state = xq_position_mate_state (pos);
  gboolean red_to_move = pos->side == XQ_RED;

  if (state == XQ_STATE_CHECKMATE)
    xq_window_set_result (self,
                          red_to_move ? XQ_WINDOW_RESULT_BLACK_WINS : XQ_WINDOW_RESULT_RED_WINS,
                          red_to_move ? _("Red is checkmated (§4.1.1)")
                                      : _("Black is checkmated (§4.1.1)"));
  else if (state == XQ_STATE_STALEMATE)
    xq_window_set_result (self,
                          red_to_move ? XQ_WINDOW_RESULT_BLACK_WINS : XQ_WINDOW_RESULT_RED_WINS,
                          red_to_move ? _("Red has no legal move (§4.1.3)")
                                      : _("Black has no legal move (§4.1.3)"));
  else if (pos->no_capture >= 120)
    xq_window_set_result (self, XQ_WINDOW_RESULT_DRAW,
                          _("Sixty moves without a capture (§4.2.4)"));
}

gboolean
xq_window_play_move (XqWindow *self,
                     XqMove    move)
{
  XqPosition next;
  XqUndo undo;
  guint old_rounds;

  if (self->result != XQ_WINDOW_RESULT_NONE && xq_window_at_end (self))
    return FALSE;
  if (!xq_position_is_legal_move (xq_window_current_position (self), move))
    return FALSE;

  /* Playing from an earlier position discards the moves after it. */
  if (!xq_window_at_end (self))
    {
      g_array_set_size (self->moves, self->current);
      g_array_set_size (self->positions, self->current + 1);
      self->result = XQ_WINDOW_RESULT_NONE;
      g_clear_pointer (&self->result_reason, g_free);
    }

  next = *xq_window_current_position (self);
  xq_sound_play_move (self->settings, &next, move);
  xq_window_clock_stop (self);
  if (self->clock_base_ms > 0)
    self->clock_left_ms[next.side] += self->clock_increment_ms;
  xq_position_make_move (&next, move, &undo);
  old_rounds = xq_window_round_of_ply (self, self->current);
  g_array_append_val (self->moves, move);
  g_array_append_val (self->positions, next);
  self->current = self->moves->len;
  self->hint = XQ_MOVE_NONE;
  self->dirty = TRUE;
  xq_window_refresh_rounds (self, old_rounds);
  xq_window_scroll_to_current (self);
  if (self->moves->len > 1)
    xq_window_clock_start (self);
  xq_window_update (self);
  xq_window_judge (self);
  xq_window_maybe_start_engine (self);
  return TRUE;
}

void
xq_window_go_to_ply (XqWindow *self,
                     guint     ply)
{
  guint old_round;

  ply = MIN (ply, self->moves->len);
  if (ply == self->current)
    return;
  old_round = xq_window_round_of_ply (self, self->current);
  self->current = ply;
  self->hint = XQ_MOVE_NONE;
  /* Re-bind the rows of the old and the new current move. */
  xq_window_refresh_rounds (self, MIN (old_round, xq_window_round_of_ply (self, ply)));
  xq_window_scroll_to_current (self);
  xq_window_update (self);
  xq_window_maybe_start_engine (self);
}

void
xq_window_take_back (XqWindow *self)
{
  guint keep;
  const XqPosition *pos;

  if (self->moves->len == 0)
    return;
  g_cancellable_cancel (self->engine_cancellable);
  /* Take back to the last position where a person is to move. */
  keep = self->moves->len - 1;
  pos = &g_array_index (self->positions, XqPosition, keep);
  while (keep > 0 && self->sides[pos->side].computer)
    {
      keep--;
      pos = &g_array_index (self->positions, XqPosition, keep);
    }
  xq_window_clock_stop (self);
  g_array_set_size (self->moves, keep);
  g_array_set_size (self->positions, keep + 1);
  self->current = keep;
  self->result = XQ_WINDOW_RESULT_NONE;
  g_clear_pointer (&self->result_reason, g_free);
  self->dirty = TRUE;
  xq_window_refresh_rounds (self, 0);
  if (keep > 1)
    xq_window_clock_start (self);
  xq_window_update (self);
}

void
xq_window_new_game (XqWindow          *self,
                    const XqPosition  *start,
                    const XqSideSetup  sides[2],
                    gint64             clock_base_ms,
                    gint64             clock_increment_ms)
{
  XqPosition pos;

  g_cancellable_cancel (self->engine_cancellable);
  xq_window_clock_stop (self);
  if (start)
    pos = *start;
  else
    xq_position_set_start (&pos);
  g_array_set_size (self->moves, 0);
  g_array_set_size (self->positions, 0);
  g_array_append_val (self->positions, pos);
  self->current = 0;
  self->sides[0] = sides[0];
  self->sides[1] = sides[1];
  self->result = XQ_WINDOW_RESULT_NONE;
  g_clear_pointer (&self->result_reason, g_free);
  self->hint = XQ_MOVE_NONE;
  self->clock_base_ms = clock_base_ms;
  self->clock_increment_ms = clock_increment_ms;
  self->clock_left_ms[0] = self->clock_left_ms[1] = clock_base_ms;
  self->clock_started_us = 0;
  g_clear_object (&self->file);
  self->dirty = FALSE;
  /* A person playing black against the computer sees black at the bottom. */
  self->flipped = sides[XQ_RED].computer && !sides[XQ_BLACK].computer;
  xq_window_refresh_rounds (self, 0);
  xq_window_update (self);
  xq_window_judge (self);
  xq_window_maybe_start_engine (self);
}

/* ---- Engine -------------------------------------------------------------- */

typedef struct
{
  XqPosition pos;
  int level;
  XqMove best;
} XqEngineJob;

static void
xq_engine_job_run (GTask        *task,
                   gpointer      source,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  XqEngineJob *job = task_data;
  XqMove moves[XQ_MAX_MOVES];
  size_t n = xq_generate_legal (&job->pos, moves, XQ_MAX_MOVES);
  int best_score = -1000;

  /* Stand-in until the engine lands: take the biggest capture, else any. */
  job->best = XQ_MOVE_NONE;
  for (size_t i = 0; i < n; i++)
    {
      static const int value[XQ_N_KINDS] = { 0, 1000, 2, 2, 4, 9, 4, 1 };
      int score = value[XQ_PIECE_KIND (job->pos.board[XQ_MOVE_TO (moves[i])])] * 10
                  + g_random_int_range (0, 10);

      if (score > best_score)
        {
          best_score = score;
          job->best = moves[i];
        }
    }
  g_usleep (200000);
  g_task_return_boolean (task, job->best != XQ_MOVE_NONE);
}

static void
xq_window_engine_done (GObject      *source,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  XqWindow *self = XQ_WINDOW (source);
  XqEngineJob *job = g_task_get_task_data (G_TASK (result));
  gboolean hint = GPOINTER_TO_INT (user_data);
  g_autoptr (GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    return;
  self->engine_busy = FALSE;
  if (!xq_position_equal (&job->pos, xq_window_current_position (self)))
    {
      xq_window_maybe_start_engine (self);
      return;
    }
  if (hint)
    {
      self->hint = job->best;
      xq_window_update (self);
    }
  else
    xq_window_play_move (self, job->best);
}

static void
xq_window_run_engine (XqWindow *self,
                      gboolean  hint,
                      int       level)
{
  g_autoptr (GTask) task = NULL;
  XqEngineJob *job = g_new0 (XqEngineJob, 1);

  g_cancellable_cancel (self->engine_cancellable);
  g_clear_object (&self->engine_cancellable);
  self->engine_cancellable = g_cancellable_new ();
  job->pos = *xq_window_current_position (self);
  job->level = level;
  task = g_task_new (self, self->engine_cancellable, xq_window_engine_done,
                     GINT_TO_POINTER (hint));
  g_task_set_return_on_cancel (task, TRUE);
  g_task_set_task_data (task, job, g_free);
  self->engine_busy = !hint;
  g_task_run_in_thread (task, xq_engine_job_run);
  xq_window_update_title (self);
}

void
xq_window_maybe_start_engine (XqWindow *self)
{
  const XqPosition *pos = xq_window_current_position (self);

  if (self->result != XQ_WINDOW_RESULT_NONE || !xq_window_at_end (self)
      || !self->sides[pos->side].computer || !xq_position_has_legal_move (pos))
    {
      if (self->engine_busy)
        {
          g_cancellable_cancel (self->engine_cancellable);
          self->engine_busy = FALSE;
          xq_window_update_title (self);
        }
      return;
    }
  if (self->engine_busy)
    return;
  xq_window_run_engine (self, FALSE, self->sides[pos->side].level);
}

void
xq_window_request_hint (XqWindow *self)
{
  if (self->engine_busy || self->result != XQ_WINDOW_RESULT_NONE)
    return;
  xq_window_run_engine (self, TRUE, 8);
}

/* ---- Files --------------------------------------------------------------- */

gboolean
xq_window_load_file (XqWindow  *self,
                     GFile     *file,
                     GError   **error)
{
  g_autofree char *contents = NULL;
  g_autofree char *basename = g_file_get_basename (file);
  XqPosition pos;
  size_t offset = 0;
  XqFenStatus status;
  XqSideSetup sides[2] = { { FALSE, 2 }, { FALSE, 2 } };

  if (!g_file_load_contents (file, NULL, &contents, NULL, NULL, error))
    return FALSE;
  g_strstrip (contents);
  status = xq_position_from_fen (&pos, contents, &offset);
  if (status != XQ_FEN_OK)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("%s: not a position this program can read: %s (at character %zu)"),
                   basename, xq_fen_status_message (status), offset + 1);
      return FALSE;
    }
  xq_window_new_game (self, &pos, sides, 0, 0);
  g_set_object (&self->file, file);
  return TRUE;
}

static void
xq_window_append_pgn (XqWindow *self,
                      GString  *out)
{
  const XqPosition *start = &g_array_index (self->positions, XqPosition, 0);
  XqPosition standard;
  char fen[XQ_FEN_MAX];
  const char *result = "*";

  switch (self->result)
    {
    case XQ_WINDOW_RESULT_RED_WINS: result = "1-0"; break;
    case XQ_WINDOW_RESULT_BLACK_WINS: result = "0-1"; break;
    case XQ_WINDOW_RESULT_DRAW: result = "1/2-1/2"; break;
    case XQ_WINDOW_RESULT_NONE: default: break;
    }
  xq_position_set_start (&standard);
  g_string_append (out, "[Game \"Chinese Chess\"]\n");
  g_string_append (out, "[Event \"Casual game\"]\n");
  g_string_append_printf (out, "[Red \"%s\"]\n", self->sides[0].computer ? "Computer" : "Player");
  g_string_append_printf (out, "[Black \"%s\"]\n", self->sides[1].computer ? "Computer" : "Player");
  g_string_append_printf (out, "[Result \"%s\"]\n", result);
  g_string_append (out, "[Format \"ICCS\"]\n");
  if (!xq_position_equal (start, &standard))
    {
      xq_position_to_fen (start, fen, sizeof fen);
      g_string_append_printf (out, "[FEN \"%s\"]\n", fen);
    }
  g_string_append_c (out, '\n');
  for (guint i = 0; i < self->moves->len; i++)
    {
      const XqPosition *pos = &g_array_index (self->positions, XqPosition, i);
      XqMove m = g_array_index (self->moves, XqMove, i);
      int from = XQ_MOVE_FROM (m), to = XQ_MOVE_TO (m);

      if (pos->side == XQ_RED || i == 0)
        g_string_append_printf (out, "%u.%s ", (guint) pos->fullmove,
                                pos->side == XQ_RED ? "" : " ...");
      g_string_append_printf (out, "%c%d-%c%d ",
                              'A' + XQ_FILE (from), XQ_RANK (from),
                              'A' + XQ_FILE (to), XQ_RANK (to));
    }
  g_string_append_printf (out, "%s\n", result);
}

gboolean
xq_window_save_file (XqWindow  *self,
                     GFile     *file,
                     GError   **error)
{
  g_autoptr (GString) out = g_string_new (NULL);

  xq_window_append_pgn (self, out);
  if (!g_file_replace_contents (file, out->str, out->len, NULL, FALSE,
                                G_FILE_CREATE_NONE, NULL, NULL, error))
    return FALSE;
  g_set_object (&self->file, file);
  self->dirty = FALSE;
  xq_window_update_actions (self);
  return TRUE;
}

void
xq_window_autosave (XqWindow *self)
{
  XqApplication *app = XQ_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
  g_autofree char *path = NULL;
  g_autofree char *dir = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) out = g_string_new (NULL);

  if (app == NULL || !xq_application_get_autosave_enabled (app))
    return;
  path = xq_application_dup_autosave_path (app);
  if (self->result != XQ_WINDOW_RESULT_NONE || self->moves->len == 0)
    {
      g_unlink (path);
      return;
    }
  dir = g_path_get_dirname (path);
  g_mkdir_with_parents (dir, 0700);
  xq_window_append_pgn (self, out);
  if (!g_file_set_contents (path, out->str, out->len, &error))
    g_warning ("Could not save the game in progress: %s", error->message);
}

static gboolean
xq_window_restore (XqWindow *self)
{
  return FALSE;
}

void
xq_window_start (XqWindow *self,
                 GFile    *file)
{
  if (file != NULL)
    {
      xq_window_open_file (self, file);
      return;
    }
  if (!xq_window_restore (self))
    {
      XqSideSetup sides[2] = {
        { FALSE, 1 },
        { TRUE, (int) g_settings_get_int (self->settings, "engine-level") },
      };

      xq_window_new_game (self, NULL, sides, 0, 0);
    }
}

void
xq_window_open_file (XqWindow *self,
                     GFile    *file)
{
  g_autoptr (GError) error = NULL;

  if (!xq_window_load_file (self, file, &error))
    {
      AdwMessageDialog *dialog;

      dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                           _("Could Not Open the File"),
                                                           error->message));
      adw_message_dialog_add_response (dialog, "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
      /* Keep something on the board. */
      if (self->positions->len == 0)
        xq_window_start (self, NULL);
    }
}

/* ---- Layout -------------------------------------------------------------- */

static void
xq_window_apply_layout (XqWindow *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->content_box),
                                  self->narrow ? GTK_ORIENTATION_VERTICAL
                                               : GTK_ORIENTATION_HORIZONTAL);
  gtk_widget_set_size_request (self->side_panel, self->narrow ? -1 : 280, -1);
  gtk_widget_set_vexpand (self->side_panel, !self->narrow);
  gtk_widget_set_size_request (self->move_scroller, -1, self->narrow ? 90 : -1);
  gtk_widget_set_visible (self->side_panel, self->side_panel_shown);
  if (self->narrow)
    gtk_widget_add_css_class (GTK_WIDGET (self), "narrow");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "narrow");
}

static gboolean
xq_window_relayout_idle (gpointer data)
{
  xq_window_apply_layout (XQ_WINDOW (data));
  return G_SOURCE_REMOVE;
}

static void
xq_window_size_allocate (GtkWidget *widget,
                         int        width,
                         int        height,
                         int        baseline)
{
  XqWindow *self = XQ_WINDOW (widget);
  gboolean narrow = width < XQ_WINDOW_NARROW_WIDTH;

  GTK_WIDGET_CLASS (xq_window_parent_class)->size_allocate (widget, width, height, baseline);
  if (narrow != self->narrow)
    {
      self->narrow = narrow;
      /* Not during allocation: the next frame gets the new layout. */
      g_idle_add_full (G_PRIORITY_HIGH_IDLE, xq_window_relayout_idle,
                       g_object_ref (self), g_object_unref);
    }
}

/* ---- Life cycle ---------------------------------------------------------- */

static gboolean
xq_window_close_request (GtkWindow *window)
{
  XqWindow *self = XQ_WINDOW (window);

  xq_window_autosave (self);
  g_cancellable_cancel (self->engine_cancellable);
  xq_window_clock_stop (self);
  return GTK_WINDOW_CLASS (xq_window_parent_class)->close_request (window);
}

static void
xq_window_dispose (GObject *object)
{
  XqWindow *self = XQ_WINDOW (object);

  g_cancellable_cancel (self->engine_cancellable);
  g_clear_handle_id (&self->clock_source, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_WINDOW);

  G_OBJECT_CLASS (xq_window_parent_class)->dispose (object);
}

static void
xq_window_finalize (GObject *object)
{
  XqWindow *self = XQ_WINDOW (object);

  g_clear_object (&self->engine_cancellable);
  g_clear_object (&self->settings);
  g_clear_object (&self->rounds);
  g_clear_object (&self->file);
  g_clear_pointer (&self->positions, g_array_unref);
  g_clear_pointer (&self->moves, g_array_unref);
  g_clear_pointer (&self->result_reason, g_free);

  G_OBJECT_CLASS (xq_window_parent_class)->finalize (object);
}

static void
xq_window_class_init (XqWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = xq_window_dispose;
  object_class->finalize = xq_window_finalize;
  widget_class->size_allocate = xq_window_size_allocate;
  window_class->close_request = xq_window_close_request;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/xiangqi/Xiangqi/xq-window.ui");
  gtk_widget_class_bind_template_child (widget_class, XqWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, content_box);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, board_slot);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, side_panel_button);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, clock_box);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, red_clock_box);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, black_clock_box);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, red_clock_label);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, black_clock_label);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, move_list);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, move_scroller);

  xq_window_class_install_actions (widget_class);
}

static void
xq_window_init (XqWindow *self)
{
  GtkListItemFactory *factory;

  self->positions = g_array_new (FALSE, FALSE, sizeof (XqPosition));
  self->moves = g_array_new (FALSE, FALSE, sizeof (XqMove));
  self->rounds = gtk_string_list_new (NULL);
  self->settings = g_settings_new (APP_ID);
  self->engine_cancellable = g_cancellable_new ();
  self->side_panel_shown = TRUE;

  gtk_widget_init_template (GTK_WIDGET (self));

  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (move_row_setup), self);
  g_signal_connect (factory, "bind", G_CALLBACK (move_row_bind), self);
  gtk_list_view_set_factory (self->move_list, factory);
  g_object_unref (factory);
  {
    GtkNoSelection *selection = gtk_no_selection_new (G_LIST_MODEL (g_object_ref (self->rounds)));

    gtk_list_view_set_model (self->move_list, GTK_SELECTION_MODEL (selection));
    g_object_unref (selection);
  }

  /* Until a game is set up, show the start position. */
  {
    XqPosition start;

    xq_position_set_start (&start);
    g_array_append_val (self->positions, start);
  }
}

XqWindow *
xq_window_new (XqApplication *app)
{
  return g_object_new (XQ_TYPE_WINDOW, "application", app, NULL);
}

guint
xq_window_get_n_plies (XqWindow *self)
{
  g_return_val_if_fail (XQ_IS_WINDOW (self), 0);

  return self->moves->len;
}

guint
xq_window_get_current_ply (XqWindow *self)
{
  g_return_val_if_fail (XQ_IS_WINDOW (self), 0);

  return self->current;
}

char *
xq_window_dup_fen (XqWindow *self)
{
  char fen[XQ_FEN_MAX];

  g_return_val_if_fail (XQ_IS_WINDOW (self), NULL);

  xq_position_to_fen (xq_window_current_position (self), fen, sizeof fen);
  return g_strdup (fen);
}
