/* test-trainer.c — the trainer: an exercise played to success by clicks
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under Xvfb (GSK_RENDERER=cairo); no tests without a display.  The
 * user data folder is the test's own, in the build tree, and the progress
 * file in it starts afresh on every run.
 */
#include "config.h"

#include "../xq-test-utils.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "xq-alert.h"
#include "xq-board-view-private.h"
#include "xq-exercise-progress.h"
#include "xq-exercise.h"
#include "xq-fen.h"
#include "xq-trainer-window.h"
#include "xq-window.h"

/* The open toplevel of @type, or NULL. */
static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = g_list_model_get_n_items (toplevels); i-- > 0;)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return w; /* the list of toplevels keeps it alive */
    }
  return NULL;
}

typedef struct
{
  const char *heading;
  GtkWidget  *dialog;
} DialogWait;

static gboolean
dialog_found (gpointer data)
{
  DialogWait *w = data;

  w->dialog = xq_alert_find (w->heading);
  return w->dialog != NULL;
}

/* Runs the main loop until @heading's message dialog shows (or fails). */
static GtkWidget *
wait_for_dialog (const char *heading)
{
  DialogWait w = { heading, NULL };

  g_assert_true (xq_test_wait_for (dialog_found, &w, 20000));
  return w.dialog;
}

static void
settle (void)
{
  xq_test_settle ();
}

static void
click (XqBoardView *board,
       int          sq)
{
  double x, y;

  xq_board_view_square_center (board, sq, &x, &y);
  xq_board_view_pointer_down (board, x, y);
  xq_board_view_pointer_up (board, x, y);
}

static GtkListBox *
list_child (XqTrainerWindow *trainer,
            const char      *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (trainer), XQ_TYPE_TRAINER_WINDOW,
                                                   name);

  g_assert_true (GTK_IS_LIST_BOX (object));
  return GTK_LIST_BOX (object);
}

static XqTrainerWindow *
open_trainer (XqWindow *window)
{
  GtkWindow *trainer;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.trainer", NULL));
  settle ();
  trainer = find_toplevel (XQ_TYPE_TRAINER_WINDOW);
  g_assert_nonnull (trainer);
  return XQ_TRAINER_WINDOW (trainer);
}

static gboolean
shows (XqWindow   *window,
       const char *fen)
{
  g_autofree char *shown = xq_window_dup_fen (window);

  return g_str_equal (shown, fen);
}

static XqExerciseProgress *
read_progress (void)
{
  g_autofree char *path = xq_exercise_progress_default_path ();
  XqExerciseProgress *progress = xq_exercise_progress_new (path);
  g_autoptr (GError) error = NULL;

  g_assert_true (xq_exercise_progress_load (progress, &error));
  g_assert_no_error (error);
  return progress;
}

/* The button of a toast in @window that activates @action. */
static GtkButton *
find_toast_button (XqWindow   *window,
                   const char *action)
{
  g_autoptr (GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, gtk_widget_get_template_child (GTK_WIDGET (window), XQ_TYPE_WINDOW,
                                                         "toast_overlay"));
  while (stack->len > 0)
    {
      GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);

      if (GTK_IS_BUTTON (w) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (w)),
                                          action) == 0)
        return GTK_BUTTON (w);
      for (GtkWidget *c = gtk_widget_get_first_child (w); c; c = gtk_widget_get_next_sibling (c))
        g_ptr_array_add (stack, c);
    }
  return NULL;
}

/* The first pattern's first exercise, a mate in 1, chosen in the trainer
 * and solved by two clicks; the success is counted and kept. */
static void
test_solve_by_clicks (void)
{
  g_autoptr (GPtrArray) exercises = NULL;
  g_autoptr (XqExerciseProgress) progress = NULL;
  XqExercise *first, *second;
  XqTrainerWindow *trainer;
  GtkListBoxRow *row;
  XqWindow *window;
  XqBoardView *board;
  XqMove key;
  GtkWidget *dialog;

  exercises = xq_exercise_load_builtin (NULL);
  g_assert_nonnull (exercises);
  first = g_ptr_array_index (exercises, 0);
  second = g_ptr_array_index (exercises, 1);
  g_assert_cmpuint (xq_exercise_get_mate_moves (first), ==, 1);
  key = xq_exercise_get_key (first);

  window = xq_window_new (NULL);
  gtk_window_present (GTK_WINDOW (window));
  board = xq_window_get_board (window);
  settle ();

  /* The trainer lists the first pattern, selected, with its exercises. */
  trainer = open_trainer (window);
  row = gtk_list_box_get_selected_row (list_child (trainer, "entry_list"));
  g_assert_nonnull (row);
  row = gtk_list_box_get_row_at_index (list_child (trainer, "exercise_list"), 0);
  g_assert_nonnull (row);
  g_assert_cmpstr (xq_exercise_get_id (g_object_get_data (G_OBJECT (row), "xq-exercise")), ==,
                   xq_exercise_get_id (first));
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, "Not tried");

  /* Activating it starts it in the window, the trainer gone. */
  g_signal_emit_by_name (row, "activate");
  settle ();
  g_assert_null (find_toplevel (XQ_TYPE_TRAINER_WINDOW));
  g_assert_true (shows (window, xq_exercise_get_fen (first)));

  /* The hint is the key move, as the board's arrow: from the Hint button of
   * the exercise's toast, as from Shift+H. */
  {
    GtkButton *hint = find_toast_button (window, "win.trainer-hint");

    g_assert_nonnull (hint);
    g_signal_emit_by_name (hint, "clicked");
    settle ();
    g_assert_cmpuint (xq_board_view_get_arrow (board), ==, key);
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.trainer-hint", NULL));
  g_assert_cmpuint (xq_board_view_get_arrow (board), ==, key);

  /* Two clicks play the key move: mate, solved. */
  click (board, XQ_MOVE_FROM (key));
  click (board, XQ_MOVE_TO (key));
  dialog = wait_for_dialog ("Solved");
  g_assert_cmpstr (xq_alert_get_body (dialog), ==, "Mate in 1 move.");
  g_assert_true (xq_alert_has_response (dialog, "next"));

  /* Counted, and kept: a new progress reads it back from the file. */
  progress = read_progress ();
  g_assert_true (xq_exercise_progress_get_solved (progress, xq_exercise_get_id (first)));
  g_assert_cmpuint (xq_exercise_progress_get_attempts (progress, xq_exercise_get_id (first)), ==, 1);

  /* Next: the pattern's second exercise, with no question about saving. */
  xq_alert_choose (dialog, "next");
  settle ();
  g_assert_true (shows (window, xq_exercise_get_fen (second)));

  /* The trainer opens at the pattern played, and shows the mark. */
  trainer = open_trainer (window);
  row = gtk_list_box_get_selected_row (list_child (trainer, "entry_list"));
  g_assert_cmpint (gtk_list_box_row_get_index (row), ==, 1);
  row = gtk_list_box_get_row_at_index (list_child (trainer, "exercise_list"), 0);
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "✓"));
  gtk_window_destroy (GTK_WINDOW (trainer));
  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
}

/* @side resigns the window's game; the outcome dialog, headed @heading. */
static GtkWidget *
resign (XqWindow   *window,
        XqColor     side,
        const char *heading)
{
  XqMatch *match = xq_session_get_match (xq_window_get_session (window));

  g_assert_true (xq_match_resign (match, side, NULL));
  return wait_for_dialog (heading);
}

/* The ladder starts at the biggest odds; a win steps it down, a loss does
 * not, and the step is kept. */
static void
test_ladder (void)
{
  g_autofree char *nine = NULL;
  g_autofree char *chariots = NULL;
  g_autoptr (XqExerciseProgress) progress = NULL;
  XqTrainerWindow *trainer;
  GtkListBox *entries;
  GtkListBoxRow *row;
  XqWindow *window;
  GtkWidget *dialog;
  int last = 0;

  nine = xq_handicap_dup_fen (XQ_HANDICAP_NINE_PIECES, XQ_BLACK);
  chariots = xq_handicap_dup_fen (XQ_HANDICAP_BOTH_CHARIOTS, XQ_BLACK);
  window = xq_window_new (NULL);
  gtk_window_present (GTK_WINDOW (window));
  settle ();

  /* The ladder is the last entry. */
  trainer = open_trainer (window);
  entries = list_child (trainer, "entry_list");
  while (gtk_list_box_get_row_at_index (entries, last + 1) != NULL)
    last++;
  gtk_list_box_select_row (entries, gtk_list_box_get_row_at_index (entries, last));
  row = gtk_list_box_get_row_at_index (list_child (trainer, "exercise_list"), 0);
  g_assert_null (g_object_get_data (G_OBJECT (row), "xq-exercise"));
  g_signal_emit_by_name (row, "activate");
  settle ();
  g_assert_true (shows (window, nine));

  /* Resigning loses: the same step again. */
  dialog = resign (window, XQ_RED, "Not Solved");
  xq_alert_choose (dialog, "retry");
  settle ();
  g_assert_true (shows (window, nine));

  /* The computer resigning is a win: one step down, kept. */
  dialog = resign (window, XQ_BLACK, "Solved");
  progress = read_progress ();
  g_assert_cmpuint (xq_exercise_progress_get_ladder_step (progress), ==, 1);
  xq_alert_choose (dialog, "next");
  settle ();
  g_assert_true (shows (window, chariots));
  /* The trainer opens at the ladder, which shows the step. */
  trainer = open_trainer (window);
  row = gtk_list_box_get_selected_row (list_child (trainer, "entry_list"));
  g_assert_cmpint (gtk_list_box_row_get_index (row), ==, last);
  row = gtk_list_box_get_row_at_index (list_child (trainer, "exercise_list"), 0);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "Step 2 of 13: Both chariots");
  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
}

/* An endgame to win: won when the computer gives up, counted; a pattern
 * given up is counted as an attempt, not solved. */
static void
test_endgame (void)
{
  g_autoptr (GPtrArray) exercises = xq_exercise_load_builtin (NULL);
  g_autoptr (XqExerciseProgress) progress = NULL;
  XqExercise *endgame = NULL;
  XqPosition pos;
  XqTrainerWindow *trainer;
  GtkListBoxRow *row;
  XqWindow *window;
  GtkWidget *dialog;

  for (guint i = 0; i < exercises->len && endgame == NULL; i++)
    if (xq_exercise_get_target (g_ptr_array_index (exercises, i)) == XQ_EXERCISE_TARGET_WIN)
      endgame = g_ptr_array_index (exercises, i);
  g_assert_nonnull (endgame);
  window = xq_window_new (NULL);
  gtk_window_present (GTK_WINDOW (window));
  settle ();

  trainer = open_trainer (window);
  xq_trainer_window_select (trainer, xq_exercise_get_id (endgame));
  row = gtk_list_box_get_row_at_index (list_child (trainer, "exercise_list"),
                                       (int) xq_exercise_get_number (endgame) - 1);
  g_signal_emit_by_name (row, "activate");
  settle ();
  g_assert_true (shows (window, xq_exercise_get_fen (endgame)));
  xq_exercise_get_position (endgame, &pos);
  dialog = resign (window, xq_color_other (pos.side), "Solved");
  g_assert_cmpstr (xq_alert_get_body (dialog), ==, "The endgame is won.");
  progress = read_progress ();
  g_assert_true (xq_exercise_progress_get_solved (progress, xq_exercise_get_id (endgame)));

  /* Retry, and give up: one more attempt, still solved once. */
  xq_alert_choose (dialog, "retry");
  settle ();
  dialog = resign (window, pos.side, "Not Solved");
  g_clear_object (&progress);
  progress = read_progress ();
  g_assert_cmpuint (xq_exercise_progress_get_attempts (progress, xq_exercise_get_id (endgame)), ==, 2);
  g_assert_true (xq_exercise_progress_get_solved (progress, xq_exercise_get_id (endgame)));
  gtk_window_destroy (GTK_WINDOW (window));
  settle ();
}

/* The first name of the list's row @index (a heading is row 0). */
static const char *
row_name (XqTrainerWindow *trainer,
          int              index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list_child (trainer, "entry_list"), index);
  GtkWidget *box = gtk_list_box_row_get_child (row);
  GtkWidget *names = gtk_widget_get_first_child (box);

  return gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (names)));
}

static GtkLabel *
label_child (XqTrainerWindow *trainer,
             const char      *name)
{
  return GTK_LABEL (gtk_widget_get_template_child (GTK_WIDGET (trainer), XQ_TYPE_TRAINER_WINDOW,
                                                   name));
}

/* The explanation (a pattern's) and the technique (an endgame's), and their
 * source, are shown in the reader's Chinese, simplified or traditional,
 * else in English; the Chinese name in the reader's script. */
static void
test_text_language (void)
{
  static const struct
  {
    const char *language;
    int script; /* 0 English, 1 simplified, 2 traditional */
  } cases[] = {
    { "C", 0 }, { "zh_CN", 1 }, { "zh_TW", 2 }, { "zh_HK", 2 }, { "zh", 1 }, { "en_GB", 0 },
  };
  g_autoptr (GPtrArray) exercises = xq_exercise_load_builtin (NULL);
  g_autofree char *path = g_test_build_filename (G_TEST_BUILT, "trainer-data", "language.ini", NULL);
  g_autoptr (XqExerciseProgress) progress = xq_exercise_progress_new (path);
  XqExercise *pattern, *endgame = NULL;

  g_assert_nonnull (exercises);
  pattern = g_ptr_array_index (exercises, 0);
  for (guint i = 0; i < exercises->len && endgame == NULL; i++)
    if (xq_exercise_get_kind (g_ptr_array_index (exercises, i)) == XQ_EXERCISE_ENDGAME)
      endgame = g_ptr_array_index (exercises, i);
  g_assert_nonnull (endgame);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      XqExercise *shown[] = { pattern, endgame };
      XqTrainerWindow *trainer;
      GtkLabel *text, *source, *title, *subtitle;
      gboolean traditional = cases[i].script == 2;

      g_test_message ("LANGUAGE=%s", cases[i].language);
      g_setenv ("LANGUAGE", cases[i].language, TRUE);
      trainer = xq_trainer_window_new (NULL, exercises, progress);
      text = label_child (trainer, "text_label");
      source = label_child (trainer, "source_label");
      title = label_child (trainer, "title_label");
      subtitle = label_child (trainer, "subtitle_label");
      for (guint j = 0; j < G_N_ELEMENTS (shown); j++)
        {
          const char *want = cases[i].script == 0
                             ? xq_exercise_get_text (shown[j])
                             : xq_exercise_get_text_zh (shown[j], traditional);
          const char *want_source = cases[i].script == 0
                                    ? xq_exercise_get_source (shown[j])
                                    : xq_exercise_get_source_zh (shown[j], traditional);
          const char *want_name = traditional ? xq_exercise_get_name_zh_tw (shown[j])
                                              : xq_exercise_get_name_zh (shown[j]);

          xq_trainer_window_select (trainer, xq_exercise_get_id (shown[j]));
          g_assert_nonnull (want);
          g_assert_nonnull (want_source);
          g_assert_nonnull (want_name);
          g_assert_cmpstr (gtk_label_get_text (text), ==, want);
          g_assert_cmpstr (gtk_label_get_text (source), ==, want_source);
          /* Chinese first for a Chinese reader, second for the others. */
          g_assert_cmpstr (gtk_label_get_text (cases[i].script ? title : subtitle), ==, want_name);
          g_assert_cmpstr (gtk_label_get_text (cases[i].script ? subtitle : title), ==,
                           xq_exercise_get_name_en (shown[j]));
        }
      /* The list names the first pattern the same way, and the ladder. */
      g_assert_cmpstr (row_name (trainer, 1), ==,
                       cases[i].script == 0 ? xq_exercise_get_name_en (pattern)
                       : traditional ? xq_exercise_get_name_zh_tw (pattern)
                       : xq_exercise_get_name_zh (pattern));
      xq_trainer_window_select (trainer, NULL);
      g_assert_cmpstr (gtk_label_get_text (title), ==,
                       cases[i].script == 0 ? "Handicap Ladder"
                       : traditional ? "讓子挑戰" : "让子挑战");
      gtk_window_destroy (GTK_WINDOW (trainer));
      settle ();
    }
  g_setenv ("LANGUAGE", "C", TRUE);
}

int
main (int   argc,
      char *argv[])
{
  /* The built schemas, no accessibility bus or portal, English words. */
  static const char *const env[][2] = {
    { "GSETTINGS_SCHEMA_DIR", XQ_SCHEMA_DIR }, { "GTK_A11Y", "none" }, { "NO_AT_BRIDGE", "1" },
    { "ADW_DISABLE_PORTAL", "1" }, { "LANGUAGE", "C" },
  };

  g_autofree char *data_home = NULL;
  g_autofree char *progress = NULL;

  for (gsize i = 0; i < G_N_ELEMENTS (env); i++)
    g_setenv (env[i][0], env[i][1], TRUE);
  g_test_init (&argc, &argv, NULL);
  /* A user data folder of the test's own, with no progress yet. */
  data_home = g_test_build_filename (G_TEST_BUILT, "trainer-data", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  progress = xq_exercise_progress_default_path ();
  g_assert_true (g_str_has_prefix (progress, data_home));
  g_remove (progress);

  /* Without a display there is nothing to run. */
  if (gtk_init_check ())
    {
      adw_init ();
      g_test_add_func ("/ui/trainer/solve-by-clicks", test_solve_by_clicks);
      g_test_add_func ("/ui/trainer/ladder", test_ladder);
      g_test_add_func ("/ui/trainer/endgame", test_endgame);
      g_test_add_func ("/ui/trainer/text-language", test_text_language);
    }
  return g_test_run ();
}
