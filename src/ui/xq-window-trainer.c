/* xq-window-trainer.c — the trainer's exercises, played in the main window
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "win.trainer" opens the trainer (XqTrainerWindow); an exercise chosen
 * there becomes a new game in this window: the exercise's position, the
 * user on the side to move, the engine at full strength on the other, no
 * clock.  When the game ends (or a draw is held long enough) the outcome
 * is judged against the exercise's target, counted in the progress file,
 * and shown with Retry and Next in place of the game-over dialog.  The
 * ladder is played the same way from the handicap of the step reached;
 * a win moves it one step down.
 */
#define G_LOG_DOMAIN "xq-trainer"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-alert.h"
#include "xq-engine-player.h"
#include "xq-exercise-progress.h"
#include "xq-exercise.h"
#include "xq-trainer-window.h"
#include "xq-window-private.h"

/* What the window knows of the trainer, kept on the window (object data
 * "xq-trainer") so that windows that never train carry none of it. */
typedef struct
{
  GPtrArray *exercises;          /* XqExercise, all of them */
  XqExerciseProgress *progress;
  XqTrainerWindow *trainer;      /* the open trainer window, or NULL */
  XqExercise *exercise;          /* the one being played, or NULL */
  gboolean ladder;               /* the ladder is being played */
  XqMatch *match;                /* the attempt's match (compared only) */
  XqColor user;
  gboolean judged;               /* the attempt's outcome is counted */
} XqWindowTrainer;

static void
xq_window_trainer_free (gpointer data)
{
  XqWindowTrainer *trainer = data;

  g_clear_pointer (&trainer->exercises, g_ptr_array_unref);
  g_clear_object (&trainer->progress);
  g_clear_object (&trainer->exercise);
  g_free (trainer);
}

/* The trainer's state, loaded the first time; NULL (and the reason shown)
 * when the exercises cannot be read. */
static XqWindowTrainer *
xq_window_trainer_get (XqWindow *self)
{
  XqWindowTrainer *trainer = g_object_get_data (G_OBJECT (self), "xq-trainer");
  g_autoptr (GPtrArray) exercises = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;

  if (trainer != NULL)
    return trainer;
  exercises = xq_exercise_load_builtin (&error);
  if (exercises == NULL)
    {
      xq_window_toast (self, error->message);
      return NULL;
    }
  trainer = g_new0 (XqWindowTrainer, 1);
  trainer->exercises = g_steal_pointer (&exercises);
  path = xq_exercise_progress_default_path ();
  trainer->progress = xq_exercise_progress_new (path);
  /* Progress that cannot be read starts afresh; say so. */
  if (!xq_exercise_progress_load (trainer->progress, &error))
    xq_window_toast (self, error->message);
  g_object_set_data_full (G_OBJECT (self), "xq-trainer", trainer, xq_window_trainer_free);
  return trainer;
}

/* The game of the attempt is still the one shown. */
static gboolean
xq_window_trainer_playing (XqWindow        *self,
                           XqWindowTrainer *trainer)
{
  return trainer != NULL && trainer->match != NULL && trainer->match == self->match;
}

static void xq_window_trainer_judge (XqWindow *self, XqWindowTrainer *trainer, gboolean held);

/* A draw to hold is held once the user has made enough moves. */
static void
trainer_move_played (XqMatch  *match,
                     guint     move,
                     XqWindow *self)
{
  XqWindowTrainer *trainer = g_object_get_data (G_OBJECT (self), "xq-trainer");

  if (!xq_window_trainer_playing (self, trainer) || trainer->judged || trainer->exercise == NULL
      || xq_exercise_get_target (trainer->exercise) != XQ_EXERCISE_TARGET_DRAW
      || !xq_session_is_playing (self->session)
      || xq_game_count_main_line (self->game) < 2 * XQ_EXERCISE_DRAW_MOVES)
    return;
  xq_window_trainer_judge (self, trainer, TRUE);
  xq_session_abort (self->session);
}

static void
xq_window_trainer_start (XqWindow        *self,
                         XqWindowTrainer *trainer,
                         XqExercise      *exercise)
{
  XqGameSetup setup = { 0 };
  g_autofree char *target = NULL;
  g_autofree char *message = NULL;
  AdwToast *toast;

  if (exercise != NULL)
    xq_exercise_get_position (exercise, &setup.start);
  else
    xq_handicap_apply (xq_exercise_progress_ladder_handicap (
                         xq_exercise_progress_get_ladder_step (trainer->progress)),
                       XQ_BLACK, &setup.start);
  trainer->user = setup.start.side;
  setup.sides[trainer->user].computer = FALSE;
  setup.sides[xq_color_other (trainer->user)].computer = TRUE;
  setup.sides[xq_color_other (trainer->user)].level = XQ_LEVEL_MAX;
  setup.sides[trainer->user].level = XQ_LEVEL_MAX;
  xq_time_control_init_none (&setup.time_control);
  setup.rules = XQ_RULES_CHINESE;
  setup.exercise = TRUE;

  g_set_object (&trainer->exercise, exercise);
  trainer->ladder = exercise == NULL;
  trainer->judged = FALSE;
  trainer->match = NULL;
  xq_window_new_game (self, &setup);
  if (xq_session_get_match (self->session) != self->match)
    return;
  trainer->match = self->match;
  /* Gone with the match (the next game brings another). */
  g_signal_connect_object (self->match, "move-played", G_CALLBACK (trainer_move_played), self, 0);

  if (exercise != NULL)
    {
      const char *first, *second;

      _xq_trainer_exercise_names (exercise, &first, &second);
      switch (xq_exercise_get_target (exercise))
        {
        case XQ_EXERCISE_TARGET_MATE:
          target = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "mate in %u move",
                                                 "mate in %u moves",
                                                 xq_exercise_get_mate_moves (exercise)),
                                    xq_exercise_get_mate_moves (exercise));
          break;
        case XQ_EXERCISE_TARGET_WIN:
          target = g_strdup (_("win"));
          break;
        case XQ_EXERCISE_TARGET_DRAW:
        default:
          target = g_strdup_printf (_("hold the draw for %u moves"), XQ_EXERCISE_DRAW_MOVES);
          break;
        }
      /* TRANSLATORS: "Two Horses Drink at the Spring 2: Red to move, mate in 2 moves". */
      message = g_strdup_printf (trainer->user == XQ_RED ? _("%s %u: Red to move, %s")
                                                         : _("%s %u: Black to move, %s"),
                                 first, xq_exercise_get_number (exercise), target);
    }
  else
    {
      g_autofree char *step = _xq_trainer_ladder_step_text (trainer->progress);

      /* TRANSLATORS: %s is "Step 3 of 13: Both chariots". */
      message = g_strdup_printf (_("Handicap Ladder, %s"), step);
    }
  toast = adw_toast_new (message);
  adw_toast_set_timeout (toast, 8);
  adw_toast_set_button_label (toast, _("_Hint"));
  adw_toast_set_action_name (toast, "win.trainer-hint");
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
start_now (XqWindow *self,
           gpointer  data)
{
  XqWindowTrainer *trainer = xq_window_trainer_get (self);

  if (trainer != NULL)
    xq_window_trainer_start (self, trainer, data);
}

/* Starts @exercise (NULL: the ladder), after asking about a game in
 * progress that is not a trainer's. */
static void
xq_window_trainer_play (XqWindow   *self,
                        XqExercise *exercise)
{
  XqWindowTrainer *trainer = xq_window_trainer_get (self);

  if (trainer == NULL)
    return;
  /* An exercise replaces another without a question (the session's). */
  xq_window_confirm_discard (self, XQ_DISCARD_EXERCISE, start_now,
                             exercise ? g_object_ref (exercise) : NULL,
                             exercise ? g_object_unref : NULL);
}

/* The exercise after the current one, or NULL after the last. */
static XqExercise *
xq_window_trainer_next (XqWindowTrainer *trainer)
{
  guint index;

  if (trainer->exercise == NULL
      || !g_ptr_array_find (trainer->exercises, trainer->exercise, &index)
      || index + 1 >= trainer->exercises->len)
    return NULL;
  return g_ptr_array_index (trainer->exercises, index + 1);
}

static void
outcome_response (GtkWidget  *dialog,
                  const char *response,
                  XqWindow   *self)
{
  XqWindowTrainer *trainer = g_object_get_data (G_OBJECT (self), "xq-trainer");

  if (trainer == NULL)
    return;
  if (g_str_equal (response, "retry"))
    start_now (self, trainer->exercise);
  else if (g_str_equal (response, "next"))
    start_now (self, xq_window_trainer_next (trainer));
  else if (g_str_equal (response, "list"))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.trainer", NULL);
}

/* Judges the attempt: @held when a draw was held long enough. */
static void
xq_window_trainer_judge (XqWindow        *self,
                         XqWindowTrainer *trainer,
                         gboolean         held)
{
  XqResult result = xq_session_get_result (self->session, NULL);
  XqResult won = trainer->user == XQ_RED ? XQ_RESULT_RED_WINS : XQ_RESULT_BLACK_WINS;
  guint moves = (xq_game_count_main_line (self->game) + 1) / 2;
  g_autoptr (GError) error = NULL;
  g_autofree char *body = NULL;
  gboolean solved, next;
  GtkWidget *dialog;

  trainer->judged = TRUE;
  if (trainer->ladder)
    {
      guint step = xq_exercise_progress_get_ladder_step (trainer->progress);

      solved = result == won;
      next = solved && step + 1 < XQ_LADDER_STEPS;
      if (next)
        xq_exercise_progress_set_ladder_step (trainer->progress, step + 1);
      if (!solved)
        body = g_strdup (_("Try again from the same handicap."));
      else if (next)
        {
          g_autofree char *words = _xq_trainer_ladder_step_text (trainer->progress);

          /* TRANSLATORS: %s is "Step 3 of 13: Both chariots". */
          body = g_strdup_printf (_("You won. Next: %s"), words);
        }
      else
        body = g_strdup (_("You beat the computer in an even game: the ladder is climbed."));
    }
  else
    {
      XqExercise *exercise = trainer->exercise;
      guint target = xq_exercise_get_mate_moves (exercise);

      switch (xq_exercise_get_target (exercise))
        {
        case XQ_EXERCISE_TARGET_MATE:
          solved = result == won;
          if (!solved)
            body = g_strdup (_("The attack ran out. Look at the hint and try again."));
          else if (moves > target)
            /* TRANSLATORS: "Mate in 4 moves; the shortest takes 2." */
            body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                 "Mate in %u move; the shortest takes %u.",
                                                 "Mate in %u moves; the shortest takes %u.", moves),
                                    moves, target);
          else
            body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Mate in %u move.",
                                                 "Mate in %u moves.", moves), moves);
          break;
        case XQ_EXERCISE_TARGET_WIN:
          solved = result == won;
          body = g_strdup (solved ? _("The endgame is won.") : _("The win slipped away."));
          break;
        case XQ_EXERCISE_TARGET_DRAW:
        default:
          solved = held || result == XQ_RESULT_DRAW || result == won;
          body = g_strdup (solved ? _("The draw is held.") : _("The defence broke."));
          break;
        }
      xq_exercise_progress_add_attempt (trainer->progress, xq_exercise_get_id (exercise), solved);
      next = xq_window_trainer_next (trainer) != NULL;
    }
  if (!xq_exercise_progress_save (trainer->progress, &error))
    xq_window_toast (self, error->message);
  /* A practice game is not worth a question about saving it. */
  xq_session_set_dirty (self->session, FALSE);

  dialog = xq_alert_new (solved ? _("Solved") : _("Not Solved"), body);
  xq_alert_add_responses (dialog, "list", _("_Trainer"), "retry", _("_Retry"), NULL);
  if (next)
    xq_alert_add_response (dialog, "next", _("_Next"));
  xq_alert_set_response_appearance (dialog, next && solved ? "next" : "retry",
                                    ADW_RESPONSE_SUGGESTED);
  xq_alert_set_default_response (dialog, next && solved ? "next" : "retry");
  xq_alert_set_close_response (dialog, "close");
  g_signal_connect_object (dialog, "response", G_CALLBACK (outcome_response), self, 0);
  xq_alert_present (dialog, GTK_WIDGET (self));
}

gboolean
_xq_window_trainer_game_over (XqWindow *self)
{
  XqWindowTrainer *trainer = g_object_get_data (G_OBJECT (self), "xq-trainer");

  if (!xq_window_trainer_playing (self, trainer))
    return FALSE;
  if (!trainer->judged)
    xq_window_trainer_judge (self, trainer, FALSE);
  return TRUE;
}

/* ---- Actions ------------------------------------------------------------- */

static void
trainer_play (XqTrainerWindow *window,
              XqExercise      *exercise,
              XqWindow        *self)
{
  gtk_window_close (GTK_WINDOW (window));
  xq_window_trainer_play (self, exercise);
}

static void
trainer_action (GtkWidget  *widget,
                const char *name,
                GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  XqWindowTrainer *trainer = xq_window_trainer_get (self);

  if (trainer == NULL)
    return;
  if (trainer->trainer == NULL)
    {
      trainer->trainer = xq_trainer_window_new (GTK_WINDOW (self), trainer->exercises,
                                                trainer->progress);
      g_object_add_weak_pointer (G_OBJECT (trainer->trainer), (gpointer *) &trainer->trainer);
      g_signal_connect_object (trainer->trainer, "play", G_CALLBACK (trainer_play), self, 0);
    }
  /* It opens at the exercise or ladder last played. */
  if (trainer->exercise != NULL || trainer->ladder)
    xq_trainer_window_select (trainer->trainer,
                              trainer->exercise ? xq_exercise_get_id (trainer->exercise) : NULL);
  gtk_window_present (GTK_WINDOW (trainer->trainer));
}

/* The key move of a pattern from its position; else the engine's. */
static void
trainer_hint_action (GtkWidget  *widget,
                     const char *name,
                     GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  XqWindowTrainer *trainer = g_object_get_data (G_OBJECT (self), "xq-trainer");
  XqPosition start;

  if (xq_window_trainer_playing (self, trainer) && trainer->exercise != NULL
      && xq_exercise_get_key (trainer->exercise) != XQ_MOVE_NONE)
    {
      xq_exercise_get_position (trainer->exercise, &start);
      if (xq_position_equal (&start, xq_window_current_position (self)))
        {
          /* Kept as the session's hint: a refresh of the board (the
           * match starting, a toast's click) must not take it away. */
          xq_session_show_hint (self->session, xq_exercise_get_key (trainer->exercise));
          xq_board_view_set_arrow (self->board, xq_exercise_get_key (trainer->exercise));
          return;
        }
    }
  xq_window_request_hint (self);
}

void
_xq_window_class_install_trainer_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.trainer", NULL, trainer_action);
  gtk_widget_class_install_action (widget_class, "win.trainer-hint", NULL, trainer_hint_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, GDK_CONTROL_MASK, "win.trainer",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_H, GDK_SHIFT_MASK,
                                       "win.trainer-hint", NULL);
}
