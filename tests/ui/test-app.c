/* test-app.c — the application starts, opens a game, plays, and quits
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Runs under Xvfb (GSK_RENDERER=cairo) with a private session bus; skipped
 * without a display.  G_DEBUG=fatal-warnings turns any critical warning into
 * a failure.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "xq-alert.h"
#include "xq-application.h"
#include "xq-board-view-private.h"
#include "xq-dialog.h"
#include "xq-engine-player.h"
#include "xq-fen.h"
#include "xq-game.h"
#include "xq-movegen.h"
#include "xq-new-game-dialog.h"
#include "xq-setup-editor.h"
#include "xq-window.h"
#include "../xq-test-utils.h"

/* The environment as the test started: the application changes GDK_DEBUG
 * and GTK_THEME only while GTK starts, and must put them back. */
static char *env_gdk_debug, *env_gtk_theme;

typedef struct
{
  XqApplication *app;
  XqWindow *window;
  gboolean (*check) (gpointer fixture);
  guint steps;
  gboolean done;
  guint timeout;
  char *path;
  guint discard_id;          /* answers the question a quit asks */
  guint discarded;           /* how often it was asked */
} AppFixture;

/* ---- The window, through its public API --------------------------------- */

static XqSession *
session (AppFixture *f)
{
  return xq_window_get_session (f->window);
}

static XqMatch *
window_match (AppFixture *f)
{
  return xq_session_get_match (session (f));
}

static XqGame *
window_game (AppFixture *f)
{
  return xq_session_get_game (session (f));
}

/* The first widget of @type in any toplevel (a dialog's contents: in a
 * sheet of the window on libadwaita >= 1.5, in a window of their own
 * before), or NULL. */
static GtkWidget *
find_shown (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) w = g_list_model_get_item (toplevels, i);
      GtkWidget *found = xq_test_find_type (w, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_window_title (GtkWidget     *widget,
                 gconstpointer  data)
{
  return ADW_IS_WINDOW_TITLE (widget);
}

/* The title and subtitle in the header bar. */
static AdwWindowTitle *
window_title (AppFixture *f)
{
  GtkWidget *title = xq_test_find_widget (GTK_WIDGET (f->window), is_window_title, NULL);

  g_assert_nonnull (title);
  return ADW_WINDOW_TITLE (title);
}

/* The window's button for @action. */
static GtkWidget *
action_button (AppFixture *f,
               const char *action)
{
  GtkWidget *button = xq_test_find_widget (GTK_WIDGET (f->window), xq_test_is_button_for, action);

  g_assert_nonnull (button);
  return button;
}

/* The open message dialog headed @heading, or NULL. */
static GtkWidget *
find_dialog (const char *heading)
{
  return xq_alert_find (heading);
}

static gboolean
have_display (void)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_skip ("no display");
      return FALSE;
    }
  return TRUE;
}

static gboolean
fixture_timeout (gpointer data)
{
  AppFixture *f = data;

  g_test_message ("timed out after %u steps", f->steps);
  g_test_fail ();
  f->timeout = 0;
  g_application_quit (G_APPLICATION (f->app));
  return G_SOURCE_REMOVE;
}

/* Quitting asks about a game not saved: Discard, clicked as a user leaving
 * would (the response, then the dialog closes). */
static gboolean
discard_questions (gpointer data)
{
  AppFixture *f = data;
  GtkWidget *question = xq_alert_find (NULL);

  if (question != NULL && xq_alert_has_response (question, "discard"))
    {
      f->discarded++;
      xq_alert_choose (question, "discard");
    }
  return G_SOURCE_CONTINUE;
}

/* Runs f->check every 50 ms until it returns TRUE, then quits. */
static gboolean
fixture_poll (gpointer data)
{
  AppFixture *f = data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (f->app));

  if (window == NULL)
    {
      GList *windows = gtk_application_get_windows (GTK_APPLICATION (f->app));

      window = windows ? windows->data : NULL;
    }
  if (!XQ_IS_WINDOW (window))
    return G_SOURCE_CONTINUE;
  f->window = XQ_WINDOW (window);
  f->steps++;
  if (!f->check (f))
    return G_SOURCE_CONTINUE;
  f->done = TRUE;
  g_clear_handle_id (&f->timeout, g_source_remove);
  /* Quit as a user would: closing the windows. */
  f->discard_id = g_timeout_add (20, discard_questions, f);
  g_action_group_activate_action (G_ACTION_GROUP (f->app), "quit", NULL);
  return G_SOURCE_REMOVE;
}

static void
app_startup (GApplication *app,
             AppFixture   *f)
{
  g_timeout_add (50, fixture_poll, f);
  f->timeout = g_timeout_add_seconds (30, fixture_timeout, f);
}

/* Runs the application with the command line @argv (NULL-terminated). */
static int
run_app_argv (AppFixture  *f,
              const char **argv,
              gboolean     autosave)
{
  int status;

  f->app = xq_application_new (G_APPLICATION_NON_UNIQUE);
  xq_application_set_autosave_enabled (f->app, autosave);
  g_signal_connect (f->app, "startup", G_CALLBACK (app_startup), f);
  status = g_application_run (G_APPLICATION (f->app), (int) g_strv_length ((char **) argv),
                              (char **) argv);
  g_clear_handle_id (&f->timeout, g_source_remove);
  g_clear_handle_id (&f->discard_id, g_source_remove);
  g_assert_finalize_object (f->app);
  return status;
}

static int
run_app_full (AppFixture *f,
              const char *file,
              gboolean    autosave)
{
  const char *argv[] = { "xiangqi", file, NULL };

  return run_app_argv (f, argv, autosave);
}

static int
run_app (AppFixture *f,
         const char *file)
{
  return run_app_full (f, file, FALSE);
}

static void
test_app_new_destroy (void)
{
  XqApplication *app = xq_application_new (G_APPLICATION_NON_UNIQUE);

  g_assert_true (XQ_IS_APPLICATION (app));
  g_assert_nonnull (xq_application_get_settings (app));
  g_assert_finalize_object (app);
}

/* ---- Opening a corpus PGN from the command line ------------------------- */

static gboolean
check_opened (gpointer data)
{
  AppFixture *f = data;
  g_autofree char *fen = NULL;

  /* The file is read in a worker: wait until it is on the board. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (f->window)) || xq_session_get_file (session (f)) == NULL)
    return FALSE;
  /* Start-up put the environment back (children inherit the user's). */
  g_assert_cmpstr (g_getenv ("GDK_DEBUG"), ==, env_gdk_debug);
  g_assert_cmpstr (g_getenv ("GTK_THEME"), ==, env_gtk_theme);
  /* The game is on the board, at the end of its main line. */
  g_assert_cmpuint (xq_window_get_n_plies (f->window), >=, 10);
  g_assert_cmpuint (xq_window_get_current_ply (f->window), ==,
                    xq_window_get_n_plies (f->window));
  g_assert_nonnull (xq_session_get_file (session (f)));
  /* Both sides are people when reviewing a file. */
  g_assert_false (xq_session_is_computer (session (f), XQ_RED));
  g_assert_false (xq_session_is_computer (session (f), XQ_BLACK));
  /* The move list lists every move, variations included. */
  g_assert_cmpuint (g_list_model_get_n_items (xq_game_get_move_list (window_game (f))), >,
                    xq_window_get_n_plies (f->window));

  /* Navigation actions. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-first", NULL);
  g_assert_cmpuint (xq_window_get_current_ply (f->window), ==, 0);
  fen = xq_window_dup_fen (f->window);
  g_assert_cmpstr (fen, ==, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-next", NULL);
  g_assert_cmpuint (xq_window_get_current_ply (f->window), ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-last", NULL);
  g_assert_cmpuint (xq_window_get_current_ply (f->window), ==,
                    xq_window_get_n_plies (f->window));
  /* The board shows the position at the cursor. */
  g_assert_true (xq_position_equal (xq_board_view_get_position (xq_window_get_board (f->window)),
                                    xq_game_get_position (window_game (f))));
  return TRUE;
}

static void
test_app_open_pgn (void)
{
  AppFixture f = { 0 };
  const char *corpus = g_getenv ("XQ_CORPUS_DIR");
  g_autofree char *path = NULL;

  if (!have_display ())
    return;
  g_assert_nonnull (corpus);
  path = g_build_filename (corpus, "pgn-iccs", "obsidian_variations_iccs_dash.pgn", NULL);
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("corpus file missing: needs ../shared/corpus beside the checkout (real game files kept outside the repository; XQ_CORPUS_DIR)");
      return;
    }
  f.check = check_opened;
  g_assert_cmpint (run_app (&f, path), ==, 0);
  g_assert_true (f.done);
}

/* ---- A new game from the command line ---------------------------------- */

#define CLI_FEN "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1"

static gboolean
check_new_game_fen (gpointer data)
{
  AppFixture *f = data;
  g_autofree char *fen = NULL;
  XqPlayer *black;

  if (!gtk_widget_get_mapped (GTK_WIDGET (f->window)))
    return FALSE;
  fen = xq_window_dup_fen (f->window);
  g_assert_cmpstr (fen, ==, CLI_FEN);
  g_assert_cmpuint (xq_window_get_n_plies (f->window), ==, 0);
  /* The user red, the computer black at the level given. */
  g_assert_false (xq_session_is_computer (session (f), XQ_RED));
  g_assert_true (xq_session_is_computer (session (f), XQ_BLACK));
  black = xq_match_get_player (window_match (f), XQ_BLACK);
  g_assert_true (XQ_IS_ENGINE_PLAYER (black));
  g_assert_cmpint (xq_engine_player_get_level (XQ_ENGINE_PLAYER (black)), ==, 3);
  return TRUE;
}

static void
test_app_new_game_fen (void)
{
  AppFixture f = { 0 };
  const char *argv[] = { "xiangqi", "--level", "3", "--new-game", "4k4/9/9/9/9/9/9/9/9/3K5", "w", NULL };

  if (!have_display ())
    return;
  f.check = check_new_game_fen;
  g_assert_cmpint (run_app_argv (&f, argv, FALSE), ==, 0);
  g_assert_true (f.done);
}

/* ---- A record whose start position is impossible ------------------------ */

#define IMPOSSIBLE_WARNING "impossible start position: Red has no king; it is kept as written"

static gboolean
is_label_with (GtkWidget     *widget,
               gconstpointer  text)
{
  return GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static gboolean
check_impossible (gpointer data)
{
  AppFixture *f = data;
  XqGameSetup setup = { .sides = { { FALSE, 1 }, { TRUE, 1 } }, .rules = XQ_RULES_CHINESE };
  XqMatch *match = window_match (f);

  if (!gtk_widget_get_mapped (GTK_WIDGET (f->window)))
    return FALSE;
  /* Opened as written, the moves replayed, the warning shown. */
  if (xq_test_find_widget (GTK_WIDGET (f->window), is_label_with, IMPOSSIBLE_WARNING) == NULL)
    return FALSE;
  g_assert_cmpuint (xq_window_get_n_plies (f->window), ==, 3);
  g_assert_cmpstr (xq_game_get_warnings (window_game (f))[0], ==, IMPOSSIBLE_WARNING);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-first", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.go-last", NULL);
  /* Two people play on; the computer gives no hint here (it says why). */
  g_assert_true (xq_window_play_move (f->window, XQ_MOVE (XQ_SQ (3, 8), XQ_SQ (3, 7))));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.hint", NULL);
  g_assert_false (xq_match_get_thinking (window_match (f)));
  /* No game against the computer from there: the game shown stays. */
  setup.start = *xq_game_get_start_position (window_game (f));
  xq_time_control_init_none (&setup.time_control);
  xq_window_new_game (f->window, &setup);
  g_assert_true (window_match (f) == match);
  g_assert_cmpuint (xq_window_get_n_plies (f->window), ==, 4);
  return TRUE;
}

static void
test_app_impossible (void)
{
  AppFixture f = { 0 };
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;

  if (!have_display ())
    return;
  dir = g_dir_make_tmp ("xq-impossible-XXXXXX", NULL);
  path = g_build_filename (dir, "exercise.pgn", NULL);
  g_assert_true (g_file_set_contents (path,
                                      "[FEN \"3k5/9/9/9/9/9/9/9/9/R8 w - - 0 1\"]\n"
                                      "1. a0a9 d9d8 2. a9a8 *\n", -1, NULL));
  f.check = check_impossible;
  g_assert_cmpint (run_app (&f, path), ==, 0);
  g_assert_true (f.done);
  g_remove (path);
  g_rmdir (dir);
}

/* ---- A new game against the computer ------------------------------------ */

static gboolean
check_play (gpointer data)
{
  AppFixture *f = data;

  if (!gtk_widget_get_mapped (GTK_WIDGET (f->window)))
    return FALSE;
  if (f->path == NULL)
    {
      /* Start-up game: the user red, the computer black. */
      g_assert_false (xq_session_is_computer (session (f), XQ_RED));
      g_assert_true (xq_session_is_computer (session (f), XQ_BLACK));
      g_assert_cmpuint (xq_window_get_n_plies (f->window), ==, 0);
      /* An illegal move changes nothing; a legal one is played. */
      g_assert_false (xq_window_play_move (f->window, XQ_MOVE (XQ_SQ (0, 0), XQ_SQ (0, 5))));
      g_assert_cmpuint (xq_window_get_n_plies (f->window), ==, 0);
      /* With sounds on (silent where there is no media backend). */
      g_settings_set_boolean (xq_application_get_settings (f->app), "sound", TRUE);
      g_signal_emit_by_name (xq_window_get_board (f->window), "move-requested",
                             XQ_SQ (7, 2), XQ_SQ (4, 2)); /* h2e2 */
      g_assert_cmpuint (xq_window_get_n_plies (f->window), ==, 1);
      f->path = GINT_TO_POINTER (1); /* a step counter here, not a path */
      return FALSE;
    }
  /* The engine answers from its thread while the main loop runs. */
  if (xq_window_get_n_plies (f->window) < 2)
    return FALSE;
  /* Through the match: its record is the window's, black's move is the
   * engine player's, red is to move. */
  g_assert_true (xq_match_get_game (window_match (f)) == window_game (f));
  g_assert_true (XQ_IS_ENGINE_PLAYER (xq_match_get_player (window_match (f), XQ_BLACK)));
  g_assert_cmpuint (xq_match_get_ply (window_match (f)), ==, 2);
  g_assert_cmpint (xq_match_get_side_to_move (window_match (f)), ==, XQ_RED);
  g_assert_cmpstr (adw_window_title_get_title (window_title (f)), ==, "Red to Move");
  g_assert_false (xq_match_get_thinking (window_match (f)));
  /* Take back both moves. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  g_assert_cmpuint (xq_window_get_n_plies (f->window), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.redo", NULL);
  g_assert_cmpuint (xq_window_get_n_plies (f->window), ==, 2);
  return TRUE;
}

/* ---- The game in progress comes back at the next start ------------------ */

static gboolean
check_save_for_restore (gpointer data)
{
  AppFixture *f = data;

  if (!gtk_widget_get_mapped (GTK_WIDGET (f->window)))
    return FALSE;
  if (xq_window_get_n_plies (f->window) == 0)
    {
      g_assert_true (xq_window_play_move (f->window, XQ_MOVE (XQ_SQ (1, 0), XQ_SQ (2, 2)))); /* b0c2 */
      return FALSE;
    }
  /* Wait for the computer's answer, then quit (which saves). */
  return xq_window_get_n_plies (f->window) == 2 && !xq_match_get_thinking (window_match (f));
}

static gboolean
check_restored (gpointer data)
{
  AppFixture *f = data;
  g_autofree char *fen = NULL;

  if (!gtk_widget_get_mapped (GTK_WIDGET (f->window)))
    return FALSE;
  g_assert_cmpuint (xq_window_get_n_plies (f->window), ==, 2);
  g_assert_cmpuint (xq_window_get_current_ply (f->window), ==, 2);
  g_assert_false (xq_session_is_computer (session (f), XQ_RED));
  g_assert_true (xq_session_is_computer (session (f), XQ_BLACK));
  fen = xq_window_dup_fen (f->window);
  g_assert_nonnull (strstr (fen, " w "));
  /* Red's horse stands on c2, as played before the restart. */
  g_assert_cmpint (xq_game_get_position (window_game (f))->board[XQ_SQ (2, 2)], ==,
                   XQ_PIECE (XQ_RED, XQ_HORSE));
  /* A finished or empty game is not kept: start afresh next time. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  g_assert_cmpuint (xq_window_get_n_plies (f->window), ==, 0);
  return TRUE;
}

static gboolean
check_fresh (gpointer data)
{
  AppFixture *f = data;

  if (!gtk_widget_get_mapped (GTK_WIDGET (f->window)))
    return FALSE;
  g_assert_cmpuint (xq_window_get_n_plies (f->window), ==, 0);
  return TRUE;
}

static void
test_app_restore (void)
{
  AppFixture f1 = { 0 }, f2 = { 0 }, f3 = { 0 };

  if (!have_display ())
    return;
  f1.check = check_save_for_restore;
  g_assert_cmpint (run_app_full (&f1, NULL, TRUE), ==, 0);
  g_assert_true (f1.done);
  f2.check = check_restored;
  g_assert_cmpint (run_app_full (&f2, NULL, TRUE), ==, 0);
  g_assert_true (f2.done);
  f3.check = check_fresh;
  g_assert_cmpint (run_app_full (&f3, NULL, TRUE), ==, 0);
  g_assert_true (f3.done);
}

/* ---- Mate ends the game: title, reason with the clause, dialog ------------ */

static gboolean
check_mate (gpointer data)
{
  AppFixture *f = data;
  XqGameSetup setup = { .sides = { { FALSE, 1 }, { TRUE, 1 } }, .rules = XQ_RULES_CHINESE };
  g_autofree char *reason = NULL;
  gboolean dialog = FALSE;

  if (!gtk_widget_get_mapped (GTK_WIDGET (f->window)))
    return FALSE;
  g_assert_cmpint (xq_position_from_fen (&setup.start, "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 40", NULL),
                   ==, XQ_FEN_OK);
  xq_time_control_init_none (&setup.time_control);
  xq_window_new_game (f->window, &setup);
  g_assert_false (xq_session_is_over (session (f)));
  g_assert_true (xq_window_play_move (f->window, XQ_MOVE (XQ_SQ (1, 0), XQ_SQ (1, 9))));
  g_assert_true (xq_session_is_over (session (f)));
  g_assert_cmpint (xq_session_get_result (session (f), &reason), ==, XQ_RESULT_RED_WINS);
  g_assert_nonnull (strstr (reason, "§4.1.1"));
  g_assert_nonnull (strstr (reason, "black is checkmated"));
  /* The match decided it. */
  g_assert_cmpint (xq_match_get_end_reason (window_match (f)), ==, XQ_END_CHECKMATE);
  g_assert_cmpstr (xq_game_get_tag (window_game (f), "Result"), ==, "1-0");
  g_assert_cmpstr (adw_window_title_get_title (window_title (f)), ==, "Red Wins");
  g_assert_cmpstr (adw_window_title_get_subtitle (window_title (f)), ==, reason);
  /* No more moves, no engine. */
  g_assert_false (xq_window_play_move (f->window, XQ_MOVE (XQ_SQ (4, 9), XQ_SQ (4, 8))));
  g_assert_false (xq_match_get_thinking (window_match (f)));
  /* The alerts, on every runtime (a window before libadwaita 1.5, a
   * dialog inside the main window after). */
  for (guint i = 0; i < 8; i++)
    {
      GtkWidget *alert = xq_alert_find (NULL);

      if (alert == NULL)
        break;
      dialog = TRUE;
      xq_alert_dismiss (alert);
    }
  g_assert_true (dialog);
  return TRUE;
}

/* ---- Helpers for set-up games ------------------------------------------ */

static void
close_dialogs (AppFixture *f)
{
  /* (A bound: a dialog closing may still be found while it goes.) */
  for (guint i = 0; i < 8; i++)
    {
      GtkWidget *alert = xq_alert_find (NULL);

      if (alert == NULL)
        break;
      xq_alert_dismiss (alert);
    }
}

static void
new_game (AppFixture *f,
          const char *fen,
          gboolean    computer_black,
          gboolean    strict)
{
  XqGameSetup setup = {
    .sides = { { FALSE, 1 }, { computer_black, 1 } },
    .rules = XQ_RULES_CHINESE,
    .strict = strict,
  };

  if (fen != NULL)
    g_assert_cmpint (xq_position_from_fen (&setup.start, fen, NULL), ==, XQ_FEN_OK);
  else
    xq_position_set_start (&setup.start);
  xq_time_control_init_none (&setup.time_control);
  xq_window_new_game (f->window, &setup);
}

/* The engine's search in these tests: its first legal move, with the score
 * given (centipawns for the engine), at once. */
static XqMove
fixed_search (const XqPosition     *start,
              const XqMove         *moves,
              gsize                 n_moves,
              const XqSearchLimits *limits,
              atomic_bool          *stop,
              int                  *score,
              gpointer              user_data)
{
  XqMoveRequest request = { .start = start, .moves = moves, .n_moves = n_moves };
  XqMove legal[XQ_MAX_MOVES];
  XqPosition pos;
  size_t n;

  xq_move_request_get_position (&request, &pos);
  n = xq_generate_legal (&pos, legal, XQ_MAX_MOVES);
  *score = GPOINTER_TO_INT (user_data);
  return n > 0 ? legal[0] : XQ_MOVE_NONE;
}

static void
set_engine_score (AppFixture *f,
                  int         score)
{
  XqPlayer *black = xq_match_get_player (window_match (f), XQ_BLACK);

  g_assert_true (XQ_IS_ENGINE_PLAYER (black));
  xq_engine_player_set_search_func (XQ_ENGINE_PLAYER (black), fixed_search,
                                    GINT_TO_POINTER (score));
}

/* ---- A draw offer is answered by the engine player ----------------------- */

static gboolean
check_draw_offer (gpointer data)
{
  AppFixture *f = data;
  XqMatch *match;

  if (!gtk_widget_get_mapped (GTK_WIDGET (f->window)))
    return FALSE;
  match = window_match (f);
  switch (GPOINTER_TO_INT (f->path))
    {
    case 0:
      /* The engine sees itself lost: it accepts. */
      new_game (f, NULL, TRUE, FALSE);
      match = window_match (f);
      set_engine_score (f, -500);
      g_assert_true (xq_window_play_move (f->window, XQ_MOVE (XQ_SQ (7, 2), XQ_SQ (4, 2))));
      /* Right after the move, while the engine thinks (§23.1). */
      gtk_widget_activate_action (GTK_WIDGET (f->window), "win.offer-draw", NULL);
      g_assert_cmpint (xq_match_get_draw_offer (match), ==, XQ_RED);
      f->path = GINT_TO_POINTER (1);
      return FALSE;
    case 1:
      if (xq_match_get_state (match) == XQ_MATCH_PLAYING)
        return FALSE;
      g_assert_cmpint (xq_match_get_result (match), ==, XQ_RESULT_DRAW);
      g_assert_cmpint (xq_match_get_end_reason (match), ==, XQ_END_AGREEMENT);
      g_assert_cmpuint (xq_match_get_ply (match), ==, 1);
      g_assert_cmpstr (adw_window_title_get_title (window_title (f)), ==, "Draw");
      g_assert_nonnull (strstr (adw_window_title_get_subtitle (window_title (f)), "§4.2.2"));
      close_dialogs (f);
      /* Now the engine sees itself ahead: it declines by moving. */
      new_game (f, NULL, TRUE, FALSE);
      match = window_match (f);
      set_engine_score (f, 500);
      g_assert_true (xq_window_play_move (f->window, XQ_MOVE (XQ_SQ (7, 2), XQ_SQ (4, 2))));
      gtk_widget_activate_action (GTK_WIDGET (f->window), "win.offer-draw", NULL);
      g_assert_cmpint (xq_match_get_draw_offer (match), ==, XQ_RED);
      f->path = GINT_TO_POINTER (2);
      return FALSE;
    case 2:
      if (xq_match_get_ply (match) < 2)
        return FALSE;
      g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_PLAYING);
      g_assert_cmpint (xq_match_get_draw_offer (match), ==, -1);
      /* Offers alternate (§23.1): red's next one waits for one of black's. */
      g_assert_false (xq_match_can_offer_draw_with_move (match, XQ_RED));
      gtk_widget_activate_action (GTK_WIDGET (f->window), "win.offer-draw", NULL);
      g_assert_false (xq_session_get_offer_with_move (session (f)));
      /* Between two people the other one is asked. */
      new_game (f, NULL, FALSE, FALSE);
      g_assert_true (xq_window_play_move (f->window, XQ_MOVE (XQ_SQ (7, 2), XQ_SQ (4, 2))));
      match = window_match (f);
      gtk_widget_activate_action (GTK_WIDGET (f->window), "win.offer-draw", NULL);
      g_assert_cmpint (xq_match_get_draw_offer (match), ==, XQ_RED);
      g_assert_nonnull (find_dialog ("Red Offers a Draw"));
      g_assert_cmpstr (adw_window_title_get_subtitle (window_title (f)), ==,
                       "Red offers a draw");
      xq_alert_choose (find_dialog ("Red Offers a Draw"), "decline");
      g_assert_cmpint (xq_match_get_draw_offer (match), ==, -1);
      g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_PLAYING);
      /* Black, to move, offers with its move. */
      gtk_widget_activate_action (GTK_WIDGET (f->window), "win.offer-draw", NULL);
      g_assert_true (xq_session_get_offer_with_move (session (f)));
      g_assert_true (xq_window_play_move (f->window, XQ_MOVE (XQ_SQ (7, 9), XQ_SQ (6, 7))));
      g_assert_cmpint (xq_match_get_draw_offer (match), ==, XQ_BLACK);
      g_assert_nonnull (find_dialog ("Black Offers a Draw"));
      xq_alert_choose (find_dialog ("Black Offers a Draw"), "accept");
      g_assert_cmpint (xq_match_get_end_reason (match), ==, XQ_END_AGREEMENT);
      close_dialogs (f);
      return TRUE;
    default:
      g_assert_not_reached ();
    }
}

/* ---- Strict mode: a touched piece must be moved (§5) -------------------- */

static gboolean
check_strict (gpointer data)
{
  AppFixture *f = data;
  XqBoardView *board;
  XqMatch *match;
  int own = -1;
  double x, y;

  if (!gtk_widget_get_mapped (GTK_WIDGET (f->window))
      || xq_board_view_square_size (xq_window_get_board (f->window)) <= 0)
    return FALSE;
  board = xq_window_get_board (f->window);
  new_game (f, NULL, FALSE, TRUE);
  match = window_match (f);
  g_assert_true (xq_match_get_strict (match));
  g_assert_cmpstr (xq_game_get_tag (window_game (f), "Strict"), ==, "yes");
  g_assert_true (gtk_widget_get_visible (action_button (f, "win.claim-draw")));

  /* Red touches the cannon on h2: bound to it. */
  g_assert_true (xq_window_touch (f->window, XQ_SQ (7, 2)));
  xq_match_get_touched (match, &own, NULL);
  g_assert_cmpint (own, ==, XQ_SQ (7, 2));
  /* Another piece cannot be taken up ... */
  g_assert_false (xq_window_touch (f->window, XQ_SQ (1, 2)));
  xq_board_view_square_center (board, XQ_SQ (1, 2), &x, &y);
  xq_board_view_pointer_down (board, x, y);
  xq_board_view_pointer_up (board, x, y);
  g_assert_cmpint (xq_board_view_get_selected (board), !=, XQ_SQ (1, 2));
  /* ... nor moved. */
  g_assert_false (xq_window_play_move (f->window, XQ_MOVE (XQ_SQ (1, 2), XQ_SQ (4, 2))));
  g_assert_cmpuint (xq_match_get_ply (match), ==, 0);
  /* The touched one can, by click-click on the board. */
  xq_board_view_square_center (board, XQ_SQ (7, 2), &x, &y);
  xq_board_view_pointer_down (board, x, y);
  xq_board_view_pointer_up (board, x, y);
  g_assert_cmpint (xq_board_view_get_selected (board), ==, XQ_SQ (7, 2));
  xq_board_view_square_center (board, XQ_SQ (4, 2), &x, &y);
  xq_board_view_pointer_down (board, x, y);
  xq_board_view_pointer_up (board, x, y);
  g_assert_cmpuint (xq_match_get_ply (match), ==, 1);
  /* No take-backs (§5.7). */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  g_assert_cmpuint (xq_match_get_ply (match), ==, 1);
  /* Black is free to touch anything of its own now. */
  g_assert_true (xq_window_touch (f->window, XQ_SQ (1, 9)));

  /* The New Game dialog's switch starts a strict game and is remembered. */
  new_game (f, NULL, FALSE, FALSE);
  g_assert_false (xq_match_get_strict (window_match (f)));
  {
    GtkWidget *dialog;

    gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", NULL);
    dialog = find_shown (XQ_TYPE_NEW_GAME_DIALOG);
    g_assert_nonnull (dialog);
    gtk_switch_set_active (GTK_SWITCH (gtk_widget_get_template_child (dialog, XQ_TYPE_NEW_GAME_DIALOG,
                                                                      "strict_switch")),
                           TRUE);
    /* Start, the default button (Enter). */
    g_signal_emit_by_name (xq_dialog_get_default_widget (xq_dialog_get_for_content (dialog)),
                           "clicked");
    g_assert_true (xq_match_get_strict (window_match (f)));
    g_assert_true (g_settings_get_boolean (xq_application_get_settings (f->app), "strict-mode"));
    g_settings_reset (xq_application_get_settings (f->app), "strict-mode");
  }

  /* A casual game binds nothing and has no claim button. */
  new_game (f, NULL, FALSE, FALSE);
  g_assert_true (xq_window_touch (f->window, XQ_SQ (7, 2)));
  g_assert_true (xq_window_touch (f->window, XQ_SQ (1, 2)));
  g_assert_true (xq_window_play_move (f->window, XQ_MOVE (XQ_SQ (1, 2), XQ_SQ (4, 2))));
  g_assert_false (gtk_widget_get_visible (action_button (f, "win.claim-draw")));
  return TRUE;
}

/* ---- A claim of the natural move limit ends the game as a draw --------- */

static gboolean
check_claim (gpointer data)
{
  AppFixture *f = data;
  XqMatch *match;
  const char *moves[][2] = { { "a0", "a1" }, { "d9", "d8" }, { "a1", "a2" }, { "d8", "d9" } };

  if (!gtk_widget_get_mapped (GTK_WIDGET (f->window)))
    return FALSE;
  /* 58 rounds without a capture; the limit is 60 (§4.2.4). */
  new_game (f, "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 116 80", FALSE, TRUE);
  match = window_match (f);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      XqMove m = XQ_MOVE (XQ_SQ (moves[i][0][0] - 'a', moves[i][0][1] - '0'),
                          XQ_SQ (moves[i][1][0] - 'a', moves[i][1][1] - '0'));

      /* Not yet: the claim is not offered (a wrong one would cost time). */
      g_assert_false (xq_match_can_claim_move_limit (match));
      gtk_widget_activate_action (GTK_WIDGET (f->window), "win.claim-draw", NULL);
      g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_PLAYING);
      g_assert_true (xq_window_play_move (f->window, m));
    }
  /* In strict mode the limit does not end the game by itself. */
  g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_PLAYING);
  g_assert_true (xq_match_can_claim_move_limit (match));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.claim-draw", NULL);
  g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_FINISHED);
  g_assert_cmpint (xq_match_get_result (match), ==, XQ_RESULT_DRAW);
  g_assert_cmpint (xq_match_get_end_reason (match), ==, XQ_END_MOVE_LIMIT);
  g_assert_cmpstr (adw_window_title_get_title (window_title (f)), ==, "Draw");
  g_assert_nonnull (strstr (adw_window_title_get_subtitle (window_title (f)), "§4.2.4"));
  close_dialogs (f);
  return TRUE;
}

/* ---- A file with several games asks which one ---------------------------- */

static gboolean
check_choose (gpointer data)
{
  AppFixture *f = data;
  GtkWidget *chooser;

  if (!gtk_widget_get_mapped (GTK_WIDGET (f->window)))
    return FALSE;
  chooser = xq_alert_find (NULL);
  if (chooser == NULL)
    return FALSE;
  g_assert_cmpuint (xq_window_get_n_plies (f->window), ==, 0);
  /* The first game is selected; opening it loads it. */
  xq_alert_choose (chooser, "open");
  g_assert_cmpuint (xq_window_get_n_plies (f->window), >, 0);
  g_assert_false (xq_session_is_computer (session (f), XQ_RED));
  return TRUE;
}

static void
test_app_choose_game (void)
{
  AppFixture f = { 0 };
  g_autofree char *path = NULL;

  if (!have_display ())
    return;
  path = g_build_filename (g_getenv ("XQ_CORPUS_DIR"), "pgn-iccs", "wukong_bulk_games_uci.pgn", NULL);
  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("corpus file missing: needs ../shared/corpus beside the checkout (real game files kept outside the repository; XQ_CORPUS_DIR)");
      return;
    }
  f.check = check_choose;
  g_assert_cmpint (run_app (&f, path), ==, 0);
  g_assert_true (f.done);
}

/* ---- Setting up a position from the menu ------------------------------- */

/* The set-up editor opened by win.setup-position (NULL: none is open). */
static XqSetupEditor *
open_setup_editor (void)
{
  GtkWidget *editor = find_shown (XQ_TYPE_SETUP_EDITOR);

  return editor != NULL ? XQ_SETUP_EDITOR (editor) : NULL;
}

/* The subtitle names the opening.  The set-up editor opens on the
 * position shown; a study starts from the position set up, between two
 * people, without a clock. */
static gboolean
check_setup (gpointer data)
{
  AppFixture *f = data;
  const char *fen = "3k5/9/9/9/9/9/9/9/4A4/4K4 b - - 0 1";
  XqSetupEditor *editor;
  GtkEditable *entry;
  g_autofree char *shown = NULL;
  XqPosition start;

  /* Between two people, the subtitle names the opening: 炮二平五 炮8平5. */
  new_game (f, NULL, FALSE, FALSE);
  xq_window_play_move (f->window, XQ_MOVE (XQ_SQ (7, 2), XQ_SQ (4, 2)));
  xq_window_play_move (f->window, XQ_MOVE (XQ_SQ (7, 7), XQ_SQ (4, 7)));
  g_assert_cmpstr (adw_window_title_get_subtitle (window_title (f)), ==,
                   "顺炮局 (Same Direction Cannons)");
  xq_session_set_dirty (session (f), FALSE);

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.setup-position", NULL);
  editor = open_setup_editor ();
  g_assert_nonnull (editor);
  entry = GTK_EDITABLE (gtk_widget_get_template_child (GTK_WIDGET (editor), XQ_TYPE_SETUP_EDITOR,
                                                       "fen_entry"));
  g_assert_cmpstr (gtk_editable_get_text (entry), ==,
                   "rnbakabnr/9/1c2c4/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 0 1");
  gtk_editable_set_text (entry, fen);
  g_signal_emit_by_name (gtk_widget_get_template_child (GTK_WIDGET (editor), XQ_TYPE_SETUP_EDITOR,
                                                        "study_button"),
                         "clicked");
  g_assert_null (open_setup_editor ());
  shown = xq_window_dup_fen (f->window);
  g_assert_cmpstr (shown, ==, fen);
  g_assert_true (xq_game_has_custom_start (window_game (f)));
  g_assert_false (xq_session_is_computer (session (f), XQ_RED));
  g_assert_false (xq_session_is_computer (session (f), XQ_BLACK));
  g_assert_cmpstr (xq_game_get_tag (window_game (f), "Event"), ==, "Study");
  g_assert_true (xq_time_control_is_none (xq_clock_get_time_control (xq_match_get_clock (window_match (f)))));
  xq_position_set_start (&start);
  g_assert_false (xq_position_equal (xq_game_get_start_position (window_game (f)), &start));
  return TRUE;
}

/* ---- Dialogs and windows build without warnings ------------------------ */

static gboolean
check_dialogs (gpointer data)
{
  AppFixture *f = data;
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint before;

  if (!gtk_widget_get_mapped (GTK_WIDGET (f->window)))
    return FALSE;
  before = g_list_model_get_n_items (toplevels);
  g_action_group_activate_action (G_ACTION_GROUP (f->app), "preferences", NULL);
  g_action_group_activate_action (G_ACTION_GROUP (f->app), "about", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.new-game", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-help-overlay", NULL);
  /* New Game, Preferences, About (libadwaita 1.5) and the shortcuts (1.8)
   * are sheets inside the main window on newer runtimes. */
  g_assert_cmpuint (g_list_model_get_n_items (toplevels), ==,
                    before + (ADW_CHECK_VERSION (1, 5, 0) ? 0 : 3)
                    + (ADW_CHECK_VERSION (1, 8, 0) ? 0 : 1));
  /* Settings reach the board. */
  g_settings_set_string (xq_application_get_settings (f->app), "piece-set", "international");
  g_settings_set_boolean (xq_application_get_settings (f->app), "show-coordinates", FALSE);
  g_assert_cmpstr (xq_board_view_get_piece_set (xq_window_get_board (f->window)), ==, "international");
  g_assert_false (xq_board_view_get_show_coordinates (xq_window_get_board (f->window)));
  /* Close them all but the main window. */
  for (guint i = g_list_model_get_n_items (toplevels); i-- > 0;)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (w != GTK_WINDOW (f->window))
        gtk_window_destroy (w);
    }
  return TRUE;
}

/* Runs the app with no file and a check, polled until it returns TRUE. */
static void
test_app_check (gconstpointer check)
{
  AppFixture f = { 0 };

  if (!have_display ())
    return;
  f.check = (gboolean (*) (gpointer)) check;
  g_assert_cmpint (run_app (&f, NULL), ==, 0);
  g_assert_true (f.done);
}

/* ---- A file handed to the running instance ------------------------------ */

static void
spin_ms (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

#if !GTK_CHECK_VERSION(4, 10, 0)
static gboolean
is_drop_down (GtkWidget     *widget,
              gconstpointer  data)
{
  return GTK_IS_DROP_DOWN (widget);
}

/* The file chooser GtkFileChooserNative shows without a portal, or NULL. */
static GtkFileChooser *
find_file_chooser (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (GTK_IS_FILE_CHOOSER_DIALOG (w))
        return GTK_FILE_CHOOSER (w);
    }
  return NULL;
}

/* Save As through the chooser, as the user would: its folder, @name, the
 * move format @choice; then waits for the chooser to go. */
static void
save_as (AppFixture *f,
         GFile      *folder,
         const char *name,
         const char *choice)
{
  GtkFileChooser *chooser;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.save-as", NULL);
  spin_ms (200);
  chooser = find_file_chooser ();
  g_assert_nonnull (chooser);
  /* The choice proposes the notation setting (WXF here). */
  g_assert_cmpstr (gtk_file_chooser_get_choice (chooser, "choice"), ==, "wxf");
  /* Time for a screenshot (data/screenshots/save-as-move-format.png):
   * the move format proposed). */
  if (g_getenv ("XQ_TEST_SHOT_PAUSE") != NULL)
    spin_ms (3000);
  g_assert_true (gtk_file_chooser_set_current_folder (chooser, folder, NULL));
  gtk_file_chooser_set_current_name (chooser, name);
  /* GTK 4.8's chooser ignores gtk_file_chooser_set_choice (): its
   * drop-down is set as a click would. */
  {
    GtkDropDown *menu = GTK_DROP_DOWN (xq_test_find_widget (GTK_WIDGET (chooser), is_drop_down, NULL));
    GListModel *model = gtk_drop_down_get_model (menu);

    for (guint i = 0; i < g_list_model_get_n_items (model); i++)
      if (g_ascii_strcasecmp (gtk_string_list_get_string (GTK_STRING_LIST (model), i), choice) == 0)
        gtk_drop_down_set_selected (menu, i);
  }
  spin_ms (100);
  g_assert_cmpstr (gtk_file_chooser_get_choice (chooser, "choice"), ==, choice);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  for (guint i = 0; i < 100 && find_file_chooser () != NULL; i++)
    spin_ms (20);
  g_assert_null (find_file_chooser ());
  spin_ms (100);
}
#endif

#if defined(__SANITIZE_ADDRESS__)
static void
skip_under_asan (void)
{
  g_test_skip ("GTK 4.8's file chooser leaks at exit under LeakSanitizer: run in the -Dwerror build");
}
#endif

/* Save As keeps the move format picked (GTK < 4.10: the chooser's choice;
 * on GtkFileDialog the setting decides, as tests/formats/test-save-format.c
 * checks for both), and refuses a name of a format the app only reads. */
static gboolean
check_save_as (gpointer data)
{
#if !GTK_CHECK_VERSION(4, 10, 0)
  AppFixture *f = data;
  g_autofree char *dir = g_dir_make_tmp ("xq-save-as-XXXXXX", NULL);
  g_autoptr (GFile) folder = g_file_new_for_path (dir);
  g_autofree char *pgn = g_build_filename (dir, "a.pgn", NULL);
  g_autofree char *xqf = g_build_filename (dir, "b.xqf", NULL);
  g_autofree char *text = NULL;
  GtkWidget *error;

  if (!gtk_widget_get_mapped (GTK_WIDGET (f->window)))
    return FALSE;
  g_settings_set_string (xq_application_get_settings (f->app), "notation", "wxf");
  new_game (f, NULL, FALSE, FALSE);
  g_assert_true (xq_window_play_move (f->window, XQ_MOVE (XQ_SQ (7, 2), XQ_SQ (4, 2))));

  save_as (f, folder, "a.pgn", "iccs");
  g_assert_true (g_file_get_contents (pgn, &text, NULL, NULL));
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "h2e2"));
  g_assert_null (strstr (text, "C2.5"));
  g_assert_false (xq_session_get_dirty (session (f)));

  save_as (f, folder, "b.xqf", "chinese");
  error = find_dialog ("Could Not Save the Game");
  g_assert_nonnull (error);
  g_assert_false (g_file_test (xqf, G_FILE_TEST_EXISTS));
  xq_alert_choose (error, "close");

  g_remove (pgn);
  g_rmdir (dir);
  g_settings_reset (xq_application_get_settings (f->app), "notation");
#else
  g_test_skip ("GtkFileDialog (GTK 4.10 and later) cannot be driven here; "
               "tests/formats/test-save-format.c covers its decision");
#endif
  return TRUE;
}

/* The save question, if shown, answered "cancel" as a click would. */
static gboolean
cancel_question (void)
{
  GtkWidget *question = xq_alert_find (NULL);

  if (question == NULL || !xq_alert_has_response (question, "discard"))
    return FALSE;
  xq_alert_choose (question, "cancel");
  return TRUE;
}

/* What the primary instance does with a D-Bus "Open" (a second `xiangqi
 * FILE`, the file manager): g_application_open().  A game in progress
 * against the computer is not thrown away: the question comes, and Cancel
 * keeps the game, its match and its moves. */
static gboolean
check_remote_open (gpointer data)
{
  AppFixture *f = data;
  g_autofree char *file_path = NULL;
  g_autoptr (GFile) file = NULL;
  XqMatch *match;
  guint plies;

  if (!gtk_widget_get_mapped (GTK_WIDGET (f->window)))
    return FALSE;
  g_assert_true (xq_window_play_move (f->window, XQ_MOVE (XQ_SQ (7, 2), XQ_SQ (4, 2))));
  g_assert_true (xq_session_get_dirty (session (f)));
  match = window_match (f);
  plies = xq_window_get_n_plies (f->window);
  file_path = g_build_filename (g_get_tmp_dir (), "xq-remote-open.pgn", NULL);
  g_assert_true (g_file_set_contents (file_path, "1. b2e2 *\n", -1, NULL));
  file = g_file_new_for_path (file_path);
  g_application_open (G_APPLICATION (f->app), &file, 1, "");
  spin_ms (300);
  g_assert_true (cancel_question ());
  spin_ms (300);
  g_assert_true (window_match (f) == match);
  g_assert_cmpuint (xq_window_get_n_plies (f->window), >=, plies);
  g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_PLAYING);
  g_remove (file_path);
  return TRUE;
}

static void
test_app_remote_open (void)
{
  AppFixture f = { 0 };
  const char *argv[] = { "xiangqi", NULL };

  if (!have_display ())
    return;
  f.check = check_remote_open;
  g_assert_cmpint (run_app_argv (&f, argv, FALSE), ==, 0);
  g_assert_true (f.done);
  /* Quitting asked too (the game is not kept: no autosave here). */
  g_assert_cmpuint (f.discarded, ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("xiangqi-test-XXXXXX", NULL);
  int status;

  /* The game in progress is kept under a data directory of our own. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("XDG_CACHE_HOME", data_home, TRUE);
  g_setenv ("GSETTINGS_SCHEMA_DIR", XQ_SCHEMA_DIR, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("ADW_DISABLE_PORTAL", "1", TRUE);
  g_setenv ("GTK_A11Y", "none", TRUE);
  g_setenv ("NO_AT_BRIDGE", "1", TRUE);
  env_gdk_debug = g_strdup (g_getenv ("GDK_DEBUG"));
  env_gtk_theme = g_strdup (g_getenv ("GTK_THEME"));
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ui/app/new-destroy", test_app_new_destroy);
  g_test_add_func ("/ui/app/open-pgn", test_app_open_pgn);
  g_test_add_func ("/ui/app/new-game-fen", test_app_new_game_fen);
  g_test_add_func ("/ui/app/impossible", test_app_impossible);
  g_test_add_data_func ("/ui/app/play", check_play, test_app_check);
  g_test_add_data_func ("/ui/app/dialogs", check_dialogs, test_app_check);
  g_test_add_func ("/ui/app/restore", test_app_restore);
  g_test_add_func ("/ui/app/choose-game", test_app_choose_game);
  g_test_add_func ("/ui/app/remote-open", test_app_remote_open);
  g_test_add_data_func ("/ui/app/mate", check_mate, test_app_check);
  g_test_add_data_func ("/ui/app/draw-offer", check_draw_offer, test_app_check);
  g_test_add_data_func ("/ui/app/strict", check_strict, test_app_check);
  g_test_add_data_func ("/ui/app/claim", check_claim, test_app_check);
  g_test_add_data_func ("/ui/app/setup", check_setup, test_app_check);
#if defined(__SANITIZE_ADDRESS__)
  /* GTK 4.8's own file chooser leaves GIO objects of its folder model
   * behind when the app quits (toolkit leaks, no frame of ours): the
   * -Dwerror build runs it. */
  (void) check_save_as;
  g_test_add_func ("/ui/app/save-as", skip_under_asan);
#else
  g_test_add_data_func ("/ui/app/save-as", check_save_as, test_app_check);
#endif

  status = g_test_run ();
  g_free (env_gdk_debug);
  g_free (env_gtk_theme);
  {
    g_autofree char *saved = g_build_filename (data_home, "xiangqi", "current.pgn", NULL);
    g_autofree char *dir = g_build_filename (data_home, "xiangqi", NULL);
    g_autofree char *sounds = g_build_filename (data_home, "xiangqi", "sounds", NULL);
    const char *names[] = { "move.wav", "capture.wav", "check.wav" };

    g_remove (saved);
    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_autofree char *p = g_build_filename (sounds, names[i], NULL);

        g_remove (p);
      }
    g_rmdir (sounds);
    g_rmdir (dir);
    g_rmdir (data_home);
  }
  return status;
}
