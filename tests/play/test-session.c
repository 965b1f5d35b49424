/* test-session.c — the game shown: new games, files, the game kept between runs
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "xq-engine-player.h"
#include "xq-fen.h"
#include "xq-movegen.h"
#include "xq-game-format.h"
#include "xq-pgn.h"
#include "xq-session.h"

/* A person (red) against the computer at @level, from the start. */
static void
setup_init (XqGameSetup *setup,
            int          level)
{
  *setup = (XqGameSetup) {
    .sides = { { FALSE, 1 }, { TRUE, level } },
    .rules = XQ_RULES_CHINESE,
  };
  xq_position_set_start (&setup->start);
  xq_time_control_init_none (&setup->time_control);
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

/* A scratch directory, removed with what is in it. */
static char *
scratch_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("xq-session-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
scratch_remove (const char *dir,
                const char *name)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  g_remove (path);
  g_rmdir (dir);
}

static void
test_new_destroy (void)
{
  XqSession *session = xq_session_new ();

  g_assert_true (XQ_IS_SESSION (session));
  g_assert_true (XQ_IS_MATCH (xq_session_get_match (session)));
  g_assert_true (xq_match_get_game (xq_session_get_match (session)) == xq_session_get_game (session));
  g_assert_cmpint (xq_match_get_state (xq_session_get_match (session)), ==, XQ_MATCH_READY);
  g_assert_false (xq_session_is_computer (session, XQ_RED));
  g_assert_false (xq_session_is_computer (session, XQ_BLACK));
  g_assert_null (xq_session_get_file (session));
  g_assert_null (xq_session_get_autosave_path (session));
  g_assert_false (xq_session_get_dirty (session));
  g_assert_false (xq_session_is_over (session));
  g_assert_finalize_object (session);
}

static void
test_new_game (void)
{
  g_autoptr (XqSession) session = xq_session_new ();
  XqMatch *old = xq_session_get_match (session);
  guint match_notes = 0, dirty_notes = 0;
  XqGameSetup setup;
  XqMatch *match;
  XqGame *game;

  g_object_add_weak_pointer (G_OBJECT (old), (gpointer *) &old);
  g_signal_connect (session, "notify::match", G_CALLBACK (count_notify), &match_notes);
  g_signal_connect (session, "notify::dirty", G_CALLBACK (count_notify), &dirty_notes);
  setup_init (&setup, 3);
  setup.strict = TRUE;
  g_assert_true (xq_session_new_game (session, &setup, NULL));

  /* A new match, started; the old one is gone. */
  g_assert_cmpuint (match_notes, ==, 1);
  g_assert_null (old);
  match = xq_session_get_match (session);
  game = xq_session_get_game (session);
  g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_PLAYING);
  g_assert_true (xq_match_get_strict (match));
  g_assert_cmpint (xq_match_get_rules (match), ==, XQ_RULES_CHINESE);
  /* The computer plays black, with an engine player at the level set up. */
  g_assert_false (xq_session_is_computer (session, XQ_RED));
  g_assert_true (xq_session_is_computer (session, XQ_BLACK));
  g_assert_true (XQ_IS_ENGINE_PLAYER (xq_match_get_player (match, XQ_BLACK)));
  g_assert_cmpint (xq_engine_player_get_level (XQ_ENGINE_PLAYER (xq_match_get_player (match, XQ_BLACK))),
                   ==, 3);
  /* The tags that bring the same players back. */
  g_assert_cmpstr (xq_game_get_tag (game, "RedType"), ==, "human");
  g_assert_cmpstr (xq_game_get_tag (game, "BlackType"), ==, "computer:3");
  g_assert_cmpstr (xq_game_get_tag (game, "Rules"), ==, "chinese");
  g_assert_cmpstr (xq_game_get_tag (game, "Strict"), ==, "yes");
  g_assert_cmpstr (xq_game_get_tag (game, "Black"), ==, "Computer (level 3)");
  g_assert_nonnull (xq_game_get_tag (game, "Date"));
  g_assert_false (xq_session_get_dirty (session));

  /* Between two people (no engine thinks while the test runs): nothing to
   * save yet; a move changes that. */
  setup.sides[XQ_BLACK].computer = FALSE;
  g_assert_true (xq_session_new_game (session, &setup, NULL));
  g_assert_cmpuint (match_notes, ==, 2);
  match = xq_session_get_match (session);
  g_assert_false (xq_session_is_computer (session, XQ_BLACK));
  g_assert_cmpstr (xq_game_get_tag (xq_session_get_game (session), "BlackType"), ==, "human");
  g_assert_false (xq_session_get_dirty (session));
  g_assert_cmpuint (dirty_notes, ==, 0);
  g_assert_true (xq_match_play_move (match, XQ_MOVE (XQ_SQ (7, 2), XQ_SQ (4, 2)), NULL));
  g_assert_true (xq_session_get_dirty (session));
  g_assert_cmpuint (dirty_notes, ==, 1);
  /* A draw offer with the next move goes with the match. */
  xq_session_set_offer_with_move (session, TRUE);
  g_assert_true (xq_session_get_offer_with_move (session));
  xq_match_abort (match);
  g_assert_false (xq_session_get_offer_with_move (session));
  g_assert_true (xq_session_is_over (session));
  g_assert_cmpint (xq_session_get_result (session, NULL), ==, XQ_RESULT_ONGOING);
}

static void
test_autosave_restore (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "current.pgn", NULL);
  g_autoptr (XqSession) session = xq_session_new ();
  g_autoptr (XqSession) restored = xq_session_new ();
  char fen[XQ_FEN_MAX], fen2[XQ_FEN_MAX];
  XqGameSetup setup;
  XqMatch *match;

  /* Nothing kept without a path, nor at a path where nothing is. */
  g_assert_false (xq_session_restore (restored));
  xq_session_set_autosave_path (restored, path);
  g_assert_false (xq_session_restore (restored));

  setup_init (&setup, 5);
  /* Two people here, so that no engine answers while the test runs; the
   * computer's level still comes back from the tags. */
  setup.sides[XQ_BLACK].computer = FALSE;
  setup.rules = XQ_RULES_ASIAN;
  xq_session_set_autosave_path (session, path);
  g_assert_true (xq_session_new_game (session, &setup, NULL));
  match = xq_session_get_match (session);
  /* A game without moves is not kept. */
  xq_session_autosave (session);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (xq_match_play_move (match, XQ_MOVE (XQ_SQ (1, 0), XQ_SQ (2, 2)), NULL));
  g_assert_true (xq_match_play_move (match, XQ_MOVE (XQ_SQ (7, 9), XQ_SQ (6, 7)), NULL));
  xq_session_autosave (session);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  g_assert_true (xq_session_restore (restored));
  g_assert_true (xq_session_get_dirty (restored));
  g_assert_null (xq_session_get_file (restored));
  g_assert_cmpint (xq_match_get_state (xq_session_get_match (restored)), ==, XQ_MATCH_PLAYING);
  g_assert_cmpint (xq_match_get_rules (xq_session_get_match (restored)), ==, XQ_RULES_ASIAN);
  g_assert_false (xq_session_is_computer (restored, XQ_BLACK));
  g_assert_cmpuint (xq_game_count_main_line (xq_session_get_game (restored)), ==, 2);
  xq_position_to_fen (xq_game_get_position (xq_session_get_game (session)), fen, sizeof fen);
  xq_position_to_fen (xq_game_get_position (xq_session_get_game (restored)), fen2, sizeof fen2);
  g_assert_cmpstr (fen, ==, fen2);
  g_assert_cmpstr (xq_game_get_tag (xq_session_get_game (restored), "Red"), ==,
                   xq_game_get_tag (xq_session_get_game (session), "Red"));

  /* A finished game is not kept: the file goes. */
  xq_match_abort (match);
  xq_session_autosave (session);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  scratch_remove (dir, "current.pgn");
}

/* Runs what is due (the session keeps the game once a move is done). */
static void
settle (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* A game with a clock comes back with the time control and both sides'
 * times as they were after the last move; the file's clock tag does not
 * stay in the game. */
static void
test_autosave_clock (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "current.pgn", NULL);
  g_autoptr (XqSession) session = xq_session_new ();
  g_autoptr (XqSession) restored = xq_session_new ();
  XqClock *clock, *clock2;
  XqGameSetup setup;
  XqMatch *match;

  setup_init (&setup, 5);
  setup.sides[XQ_BLACK].computer = FALSE;
  xq_time_control_init_fischer (&setup.time_control, 10 * XQ_USEC_PER_MINUTE, 5 * G_USEC_PER_SEC);
  xq_session_set_autosave_path (session, path);
  g_assert_true (xq_session_new_game (session, &setup, NULL));
  match = xq_session_get_match (session);
  clock = xq_match_get_clock (match);
  g_assert_true (xq_match_play_move (match, XQ_MOVE (XQ_SQ (1, 0), XQ_SQ (2, 2)), NULL));
  g_usleep (20 * 1000);
  g_assert_true (xq_match_play_move (match, XQ_MOVE (XQ_SQ (7, 9), XQ_SQ (6, 7)), NULL));
  /* Kept by the move itself, without a call. */
  settle ();
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  xq_session_set_autosave_path (restored, path);
  g_assert_true (xq_session_restore (restored));
  clock2 = xq_match_get_clock (xq_session_get_match (restored));
  g_assert_true (xq_time_control_equal (xq_clock_get_time_control (clock),
                                        xq_clock_get_time_control (clock2)));
  g_assert_cmpint (xq_clock_get_used (clock2, XQ_BLACK), ==, xq_clock_get_used (clock, XQ_BLACK));
  g_assert_cmpint (xq_clock_get_used (clock2, XQ_BLACK), >=, 20 * 1000);
  g_assert_cmpint (xq_clock_get_moves (clock2, XQ_BLACK), ==, 1);
  g_assert_cmpint (xq_clock_get_remaining (clock2, XQ_BLACK), ==,
                   xq_clock_get_remaining (clock, XQ_BLACK));
  g_assert_cmpint (xq_clock_get_remaining (clock2, XQ_BLACK), <, 10 * XQ_USEC_PER_MINUTE + 5 * G_USEC_PER_SEC);
  g_assert_cmpint (xq_clock_get_state (clock2), ==, XQ_CLOCK_RUNNING);
  g_assert_cmpint (xq_clock_get_running_side (clock2), ==, XQ_RED);
  g_assert_null (xq_game_get_tag (xq_session_get_game (restored), "XqClock"));
  g_assert_nonnull (xq_game_get_tag (xq_session_get_game (restored), "TimeControl"));

  /* A clock line that is not one: the game still comes back, no clock. */
  g_assert_null (xq_clock_new_from_state ("3 0 600000000"));
  g_assert_null (xq_clock_new_from_state ("0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0"));
  {
    g_autofree char *state = xq_clock_save_state (clock);
    g_autofree char *longer = g_strconcat (state, " 1", NULL);
    g_autoptr (XqClock) again = xq_clock_new_from_state (state);

    g_assert_nonnull (again);
    g_assert_null (xq_clock_new_from_state (longer));
  }
  xq_match_abort (match);
  xq_session_autosave (session);
  scratch_remove (dir, "current.pgn");
}

static gboolean
quit_loop (gpointer loop)
{
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

/* The time of the turn under way is kept too, and charged to the side to
 * move when the game comes back; while the clock runs the session keeps
 * the game by itself every few seconds. */
static void
test_autosave_turn_time (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "current.pgn", NULL);
  g_autoptr (XqSession) session = xq_session_new ();
  g_autoptr (XqSession) restored = xq_session_new ();
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  const gint64 limit = 10 * XQ_USEC_PER_MINUTE;
  XqClock *clock;
  XqGameSetup setup;
  XqMatch *match;

  setup_init (&setup, 5);
  setup.sides[XQ_RED].computer = FALSE;
  setup.sides[XQ_BLACK].computer = FALSE;
  xq_time_control_init_fischer (&setup.time_control, limit, 0);
  xq_session_set_autosave_path (session, path);
  g_assert_true (xq_session_new_game (session, &setup, NULL));
  match = xq_session_get_match (session);
  g_assert_true (xq_match_play_move (match, XQ_MOVE (XQ_SQ (1, 0), XQ_SQ (2, 2)), NULL));
  settle ();
  g_assert_true (g_file_get_contents (path, &before, NULL, NULL));

  /* Black thinks for six seconds: the game is kept again meanwhile. */
  g_timeout_add_seconds (6, quit_loop, loop);
  g_main_loop_run (loop);
  g_assert_true (g_file_get_contents (path, &after, NULL, NULL));
  g_assert_cmpstr (before, !=, after);

  xq_session_set_autosave_path (restored, path);
  g_assert_true (xq_session_restore (restored));
  clock = xq_match_get_clock (xq_session_get_match (restored));
  g_assert_cmpint (xq_clock_get_running_side (clock), ==, XQ_BLACK);
  g_test_message ("black's turn after the restart: %" G_GINT64_FORMAT " ms",
                  xq_clock_get_turn_time (clock) / 1000);
  g_assert_cmpint (xq_clock_get_turn_time (clock), >=, 4 * G_USEC_PER_SEC);
  g_assert_cmpint (xq_clock_get_remaining (clock, XQ_BLACK), <=, limit - 4 * G_USEC_PER_SEC);
  /* The next turn starts from nothing. */
  g_assert_true (xq_match_play_move (xq_session_get_match (restored),
                                     XQ_MOVE (XQ_SQ (7, 9), XQ_SQ (6, 7)), NULL));
  g_assert_cmpint (xq_clock_get_turn_time (clock), <, G_USEC_PER_SEC);
  g_assert_cmpint (xq_clock_get_used (clock, XQ_BLACK), >=, 4 * G_USEC_PER_SEC);

  xq_match_abort (match);
  xq_session_autosave (session);
  xq_match_abort (xq_session_get_match (restored));
  xq_session_autosave (restored);
  scratch_remove (dir, "current.pgn");
}

static void
count_failure (XqSession    *session,
               const GError *error,
               guint        *count)
{
  g_assert_nonnull (error);
  (*count)++;
}

/* A game that cannot be kept is said once, not at every move, and again
 * after keeping it worked in between. */
static void
test_autosave_failed (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *blocker = g_build_filename (dir, "blocker", NULL);
  g_autofree char *path = g_build_filename (blocker, "current.pgn", NULL);
  g_autoptr (XqSession) session = xq_session_new ();
  g_autoptr (GError) error = NULL;
  XqGameSetup setup;
  XqMatch *match;
  guint failures = 0;

  /* A file where the directory should be: nobody can write below it. */
  g_assert_true (g_file_set_contents (blocker, "", 0, &error));
  g_assert_no_error (error);
  setup_init (&setup, 5);
  setup.sides[XQ_BLACK].computer = FALSE;
  xq_session_set_autosave_path (session, path);
  g_signal_connect (session, "autosave-failed", G_CALLBACK (count_failure), &failures);
  g_assert_true (xq_session_new_game (session, &setup, NULL));
  match = xq_session_get_match (session);
  g_assert_true (xq_match_play_move (match, XQ_MOVE (XQ_SQ (1, 0), XQ_SQ (2, 2)), NULL));
  settle ();
  g_assert_cmpuint (failures, ==, 1);
  /* Not kept: closing asks. */
  g_assert_false (xq_session_may_discard (session, XQ_DISCARD_CLOSE));
  g_assert_true (xq_match_play_move (match, XQ_MOVE (XQ_SQ (7, 9), XQ_SQ (6, 7)), NULL));
  xq_session_autosave (session);
  g_assert_cmpuint (failures, ==, 1);

  /* It works again, then fails again: said again. */
  g_assert_cmpint (g_remove (blocker), ==, 0);
  g_assert_true (xq_match_play_move (match, XQ_MOVE (XQ_SQ (7, 0), XQ_SQ (6, 2)), NULL));
  settle ();
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (failures, ==, 1);
  /* Kept again: closing goes on, the next start brings it back. */
  g_assert_true (xq_session_may_discard (session, XQ_DISCARD_CLOSE));
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (blocker), ==, 0);
  g_assert_true (g_file_set_contents (blocker, "", 0, &error));
  g_assert_true (xq_match_play_move (match, XQ_MOVE (XQ_SQ (1, 9), XQ_SQ (2, 7)), NULL));
  settle ();
  g_assert_cmpuint (failures, ==, 2);

  g_signal_handlers_disconnect_by_data (session, &failures);
  xq_match_abort (match);
  scratch_remove (dir, "blocker");
}

/* The [Result] of a loaded game, and which files Save may overwrite. */
static void
test_open_game (void)
{
  static const struct
  {
    const char *name;
    const char *result;
    XqResult expected;
    const char *reason;
  } cases[] = {
    { "won.pgn", "1-0", XQ_RESULT_RED_WINS, "Red won the game" },
    { "lost.PGN", "0-1", XQ_RESULT_BLACK_WINS, "Black won the game" },
    { "drawn.txt", "1/2-1/2", XQ_RESULT_DRAW, "The game was drawn" },
    { "going-on.pgn", "*", XQ_RESULT_ONGOING, NULL },
  };
  g_autofree char *dir = scratch_dir ();

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (XqSession) session = xq_session_new ();
      g_autofree char *path = g_build_filename (dir, cases[i].name, NULL);
      g_autoptr (GFile) file = g_file_new_for_path (path);
      g_autofree char *text = g_strdup_printf ("[Game \"Chinese Chess\"]\n[Result \"%s\"]\n\n"
                                               "1. h2e2 h9g7 2. h0g2 %s\n",
                                               cases[i].result, cases[i].result);
      g_autoptr (GPtrArray) games = NULL;
      g_autoptr (GError) error = NULL;
      g_autofree char *reason = NULL;
      XqGame *game;
      gboolean pgn = g_str_has_suffix (cases[i].name, ".pgn") || g_str_has_suffix (cases[i].name, ".PGN");

      g_assert_true (g_file_set_contents (path, text, -1, NULL));
      games = xq_session_read_file (session, file, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (games->len, ==, 1);
      game = g_ptr_array_index (games, 0);
      xq_session_open_game (session, game, file);
      g_remove (path);

      g_assert_true (xq_session_get_game (session) == game);
      /* At the end of the main line, between two people. */
      g_assert_cmpuint (xq_game_node_get_ply (xq_game_get_cursor (game)), ==, 3);
      g_assert_false (xq_session_is_computer (session, XQ_RED));
      g_assert_false (xq_session_is_computer (session, XQ_BLACK));
      g_assert_false (xq_session_get_dirty (session));
      g_assert_cmpint (xq_session_get_result (session, &reason), ==, cases[i].expected);
      g_assert_cmpstr (reason, ==, cases[i].reason);
      g_assert_cmpint (xq_session_is_over (session), ==, cases[i].expected != XQ_RESULT_ONGOING);
      /* A game with a result is not played on; one without is. */
      g_assert_cmpint (xq_match_get_state (xq_session_get_match (session)), ==,
                       cases[i].expected != XQ_RESULT_ONGOING ? XQ_MATCH_READY : XQ_MATCH_PLAYING);
      /* Only a PGN file is the session's (Save writes PGN). */
      g_assert_true (pgn ? xq_session_get_file (session) == file
                         : xq_session_get_file (session) == NULL);
    }
  g_rmdir (dir);
}

static void
test_save (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "saved.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (XqSession) session = xq_session_new ();
  g_autoptr (XqSession) loaded = xq_session_new ();
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) error = NULL;
  XqGameSetup setup;

  setup_init (&setup, 1);
  setup.sides[XQ_BLACK].computer = FALSE;
  g_assert_cmpint (xq_position_from_fen (&setup.start, "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 40", NULL),
                   ==, XQ_FEN_OK);
  g_assert_true (xq_session_new_game (session, &setup, NULL));
  /* Mate: the game is over and has changed. */
  g_assert_true (xq_match_play_move (xq_session_get_match (session),
                                     XQ_MOVE (XQ_SQ (1, 0), XQ_SQ (1, 9)), NULL));
  g_assert_true (xq_session_is_over (session));
  g_assert_true (xq_session_get_dirty (session));
  g_assert_true (xq_session_save (session, file, XQ_NOTATION_ICCS, &error));
  g_assert_no_error (error);
  g_assert_false (xq_session_get_dirty (session));
  g_assert_true (xq_session_get_file (session) == file);

  /* Read back: the result is the file's. */
  games = xq_session_read_file (loaded, file, NULL, &error);
  g_assert_no_error (error);
  xq_session_open_game (loaded, g_ptr_array_index (games, 0), file);
  g_assert_cmpint (xq_session_get_result (loaded, NULL), ==, XQ_RESULT_RED_WINS);
  g_assert_cmpuint (xq_game_count_main_line (xq_session_get_game (loaded)), ==, 1);
  scratch_remove (dir, "saved.pgn");
}

/* The [Result] of a record not played on is the user's: shown, and kept on
 * save; a game being played saves "*" whatever the tag says. */
static void
test_save_edited_result (void)
{
  g_autoptr (XqSession) session = xq_session_new ();
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "result.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GPtrArray) back = NULL;
  g_autoptr (GError) error = NULL;
  XqGame *game;

  games = xq_pgn_read_string ("[Result \"1-0\"]\n\n1. h2e2 h9g7 1-0\n", -1, NULL, &error);
  g_assert_no_error (error);
  game = g_ptr_array_index (games, 0);
  xq_session_open_game (session, game, NULL);
  xq_game_edit_tag (game, "Result", "0-1");
  g_assert_cmpint (xq_session_get_result (session, NULL), ==, XQ_RESULT_BLACK_WINS);
  g_assert_true (xq_session_save (session, file, XQ_NOTATION_ICCS, &error));
  g_assert_no_error (error);
  back = xq_session_read_file (session, file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (xq_game_get_tag (g_ptr_array_index (back, 0), "Result"), ==, "0-1");
  g_clear_pointer (&back, g_ptr_array_unref);

  /* Played on: the result is the match's. */
  xq_game_edit_tag (game, "Result", "*");
  xq_session_open_game (session, game, NULL);
  g_assert_cmpint (xq_match_get_state (xq_session_get_match (session)), ==, XQ_MATCH_PLAYING);
  xq_game_set_tag (game, "Result", "1-0");
  g_assert_true (xq_session_save (session, file, XQ_NOTATION_ICCS, &error));
  back = xq_session_read_file (session, file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (xq_game_get_tag (g_ptr_array_index (back, 0), "Result"), ==, "*");
  scratch_remove (dir, "result.pgn");
}

/* Saving names the opening where the game does not: Opening and ECCO. */
static void
test_save_opening (void)
{
  XqGameSetup setup;
  g_autoptr (XqSession) session = xq_session_new ();
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "opening.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GPtrArray) games = NULL;
  XqMatch *match;

  setup_init (&setup, 1);
  setup.sides[XQ_BLACK].computer = FALSE;
  g_assert_true (xq_session_new_game (session, &setup, NULL));
  match = xq_session_get_match (session);
  /* 炮二平五 炮8平5 */
  g_assert_true (xq_match_play_move (match, XQ_MOVE (XQ_SQ (7, 2), XQ_SQ (4, 2)), NULL));
  g_assert_true (xq_match_play_move (match, XQ_MOVE (XQ_SQ (7, 7), XQ_SQ (4, 7)), NULL));
  g_assert_true (xq_session_save (session, file, XQ_NOTATION_ICCS, NULL));

  games = xq_session_read_file (session, file, NULL, NULL);
  g_assert_nonnull (games);
  g_assert_cmpstr (xq_game_get_tag (g_ptr_array_index (games, 0), "Opening"), ==, "顺炮局");
  g_assert_cmpstr (xq_game_get_tag (g_ptr_array_index (games, 0), "ECCO"), ==, "D00");
  scratch_remove (dir, "opening.pgn");
}

static void
engine_done (GObject      *source,
             GAsyncResult *result,
             gpointer      data)
{
  GError **error = data;

  g_assert_cmpuint (xq_player_choose_move_finish (XQ_PLAYER (source), result, error), ==,
                    XQ_MOVE_NONE);
}

/* A start no game reaches (a mating exercise without red's king): two
 * people may play it; the computer is refused with the reason, and the
 * engine player itself never searches it. */
static void
test_impossible_start (void)
{
  g_autoptr (XqSession) session = xq_session_new ();
  g_autoptr (XqPlayer) engine = xq_engine_player_new (1);
  g_autoptr (GError) error = NULL;
  XqMatch *before = xq_session_get_match (session);
  XqMoveRequest request = { 0 };
  XqGameSetup setup;
  XqMatch *match;

  setup_init (&setup, 2);
  g_assert_cmpint (xq_position_from_fen_lenient (&setup.start, "3k5/9/9/9/9/9/9/9/9/R8 w", NULL,
                                                 NULL), ==, XQ_FEN_OK);
  g_assert_nonnull (xq_engine_player_cannot_play (&setup.start));
  g_assert_false (xq_session_new_game (session, &setup, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_assert_cmpstr (error->message, ==, xq_engine_player_cannot_play (&setup.start));
  g_assert_true (xq_session_get_match (session) == before);
  g_clear_error (&error);

  setup.sides[XQ_BLACK].computer = FALSE;
  g_assert_true (xq_session_new_game (session, &setup, NULL));
  match = xq_session_get_match (session);
  g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_PLAYING);
  g_assert_true (xq_match_play_move (match, XQ_MOVE (XQ_SQ (0, 0), XQ_SQ (0, 9)), NULL));
  g_assert_true (xq_match_play_move (match, XQ_MOVE (XQ_SQ (3, 9), XQ_SQ (3, 8)), NULL));
  g_assert_true (xq_match_play_move (match, XQ_MOVE (XQ_SQ (0, 9), XQ_SQ (0, 8)), NULL));

  /* The engine player answers at once, without a search. */
  request.start = &setup.start;
  request.side = XQ_RED;
  request.time_left[XQ_RED] = request.time_left[XQ_BLACK] = -1;
  xq_player_choose_move_async (engine, &request, NULL, engine_done, &error);
  while (error == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
}


/* Mate in one for red: 车二进九 (b0b9), and a quiet move instead (帅五平四, e0f0). */
static const char mate_fen[] = "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 40";
#define MATE_MOVE XQ_MOVE (XQ_SQ (1, 0), XQ_SQ (1, 9))
#define QUIET_MOVE XQ_MOVE (XQ_SQ (4, 0), XQ_SQ (5, 0))

/* Saves @session to @file and reads the [Result] back. */
static char *
saved_result (XqSession *session,
              GFile     *file)
{
  g_autoptr (GPtrArray) back = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (xq_session_save (session, file, XQ_NOTATION_ICCS, &error));
  g_assert_no_error (error);
  back = xq_session_read_file (session, file, NULL, &error);
  g_assert_no_error (error);
  return g_strdup (xq_game_get_tag (g_ptr_array_index (back, 0), "Result"));
}

static void
assert_status (XqSession  *session,
               XqResult    expected,
               const char *in_reason)
{
  g_autofree char *reason = NULL;

  g_assert_cmpint (xq_session_get_result (session, &reason), ==, expected);
  if (in_reason == NULL)
    g_assert_null (reason);
  else
    {
      g_assert_nonnull (reason);
      g_assert_nonnull (strstr (reason, in_reason));
    }
  g_assert_cmpint (xq_session_is_over (session), ==, expected != XQ_RESULT_ONGOING);
}

/* The status is derived from the record after every edit of the main line,
 * never remembered: a game won by mate whose variation is promoted is not
 * won any more (and is saved so); undone, it is again. */
static void
test_status_after_edits (void)
{
  g_autoptr (XqSession) session = xq_session_new ();
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "status.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *saved = NULL;
  XqGameSetup setup;
  XqGame *game;
  XqGameNode *mate, *quiet;

  setup_init (&setup, 1);
  setup.sides[XQ_BLACK].computer = FALSE;
  g_assert_cmpint (xq_position_from_fen (&setup.start, mate_fen, NULL), ==, XQ_FEN_OK);
  g_assert_true (xq_session_new_game (session, &setup, NULL));
  game = xq_session_get_game (session);
  assert_status (session, XQ_RESULT_ONGOING, NULL);
  g_assert_true (xq_match_play_move (xq_session_get_match (session), MATE_MOVE, NULL));
  assert_status (session, XQ_RESULT_RED_WINS, "(§4.1.1)");
  mate = xq_session_get_game (session) == game ? xq_game_get_cursor (game) : NULL;
  g_assert_nonnull (mate);

  /* A variation beside the mate changes nothing. */
  xq_game_go_start (game);
  quiet = xq_game_play_move (game, QUIET_MOVE, NULL);
  g_assert_nonnull (quiet);
  assert_status (session, XQ_RESULT_RED_WINS, "(§4.1.1)");

  /* Promoted: the main line ends in a quiet position. */
  g_assert_true (xq_game_promote_variation (game, quiet));
  assert_status (session, XQ_RESULT_ONGOING, NULL);
  saved = saved_result (session, file);
  g_assert_cmpstr (saved, ==, "*");
  g_clear_pointer (&saved, g_free);

  /* Undone: the mate is the main line again, and the match's words. */
  g_assert_true (xq_game_undo (game));
  assert_status (session, XQ_RESULT_RED_WINS, "(§4.1.1)");
  saved = saved_result (session, file);
  g_assert_cmpstr (saved, ==, "1-0");
  g_clear_pointer (&saved, g_free);

  /* Make Main Line, and back. */
  g_assert_true (xq_game_make_main_line (game, quiet));
  assert_status (session, XQ_RESULT_ONGOING, NULL);
  g_assert_true (xq_game_make_main_line (game, mate));
  assert_status (session, XQ_RESULT_RED_WINS, "(§4.1.1)");

  /* Deleting the mate leaves a game not finished. */
  g_assert_true (xq_game_delete_node (game, mate));
  assert_status (session, XQ_RESULT_ONGOING, NULL);
  g_assert_true (xq_game_undo (game));
  assert_status (session, XQ_RESULT_RED_WINS, "(§4.1.1)");

  /* Truncating after the start, too. */
  g_assert_true (xq_game_truncate_after (game, xq_game_get_root (game)));
  assert_status (session, XQ_RESULT_ONGOING, NULL);
  g_assert_true (xq_game_undo (game));
  assert_status (session, XQ_RESULT_RED_WINS, "(§4.1.1)");

  /* A Result the user sets wins, and is saved. */
  xq_game_edit_tag (game, "Result", "1/2-1/2");
  assert_status (session, XQ_RESULT_DRAW, "drawn");
  saved = saved_result (session, file);
  g_assert_cmpstr (saved, ==, "1/2-1/2");
  g_clear_pointer (&saved, g_free);
  /* … for the main line it was set for. */
  g_assert_true (xq_game_promote_variation (game, quiet));
  assert_status (session, XQ_RESULT_ONGOING, NULL);
  g_assert_true (xq_game_undo (game));
  assert_status (session, XQ_RESULT_DRAW, "drawn");
  scratch_remove (dir, "status.pgn");
}

/* A record studied (its file gives a result, so it is not played on):
 * promoting a variation that ends in mate makes the judge's verdict the
 * status, with reason and clause, and Save writes it. */
static void
test_status_promoted_mate (void)
{
  g_autoptr (XqSession) session = xq_session_new ();
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "promoted.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autofree char *text = g_strdup_printf ("[FEN \"%s\"]\n[Result \"1/2-1/2\"]\n\n"
                                           "1. e0f0 (1. b0b9) 1/2-1/2\n", mate_fen);
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *saved = NULL;
  XqGame *game;
  XqGameNode *variation;

  games = xq_pgn_read_string (text, -1, NULL, &error);
  g_assert_no_error (error);
  game = g_ptr_array_index (games, 0);
  xq_session_open_game (session, game, NULL);
  assert_status (session, XQ_RESULT_DRAW, "drawn");
  variation = xq_game_node_get_child (xq_game_get_root (game), 1);
  g_assert_true (xq_game_promote_variation (game, variation));
  assert_status (session, XQ_RESULT_RED_WINS, "(§4.1.1)");
  saved = saved_result (session, file);
  g_assert_cmpstr (saved, ==, "1-0");
  scratch_remove (dir, "promoted.pgn");
}

static void
assert_may_discard (XqSession *session,
                    gboolean   open,
                    gboolean   close)
{
  g_assert_cmpint (xq_session_may_discard (session, XQ_DISCARD_OPEN), ==, open);
  g_assert_cmpint (xq_session_may_discard (session, XQ_DISCARD_NEW_GAME), ==, open);
  g_assert_cmpint (xq_session_may_discard (session, XQ_DISCARD_EXERCISE), ==, open);
  g_assert_cmpint (xq_session_may_discard (session, XQ_DISCARD_CLOSE), ==, close);
}

/* One dirty state, set by every change of the record and cleared by a new
 * game, a load and a save; and the guard's answer for each path. */
static void
test_dirty_and_guard (void)
{
  g_autoptr (XqSession) session = xq_session_new ();
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "guard.pgn", NULL);
  g_autofree char *kept = g_build_filename (dir, "kept.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) error = NULL;
  XqGameSetup setup;
  XqMatch *match;
  XqGame *game;

  /* Nothing yet. */
  g_assert_false (xq_session_get_dirty (session));
  assert_may_discard (session, TRUE, TRUE);

  /* A game between two people: a move is unsaved, on every path. */
  setup_init (&setup, 1);
  setup.sides[XQ_BLACK].computer = FALSE;
  g_assert_true (xq_session_new_game (session, &setup, NULL));
  g_assert_false (xq_session_get_dirty (session));
  assert_may_discard (session, TRUE, TRUE);
  match = xq_session_get_match (session);
  game = xq_session_get_game (session);
  g_assert_true (xq_match_play_move (match, XQ_MOVE (XQ_SQ (7, 2), XQ_SQ (4, 2)), NULL));
  g_assert_true (xq_session_get_dirty (session));
  assert_may_discard (session, FALSE, FALSE);
  /* Kept by the autosave while it is played: closing may go on (the next
   * start restores it), nothing else. */
  xq_session_set_autosave_path (session, kept);
  assert_may_discard (session, FALSE, TRUE);

  /* Saved: clean; a comment, a tag, an annotation, a variation each make
   * it dirty again. */
  g_assert_true (xq_session_save (session, file, XQ_NOTATION_ICCS, &error));
  g_assert_no_error (error);
  g_assert_false (xq_session_get_dirty (session));
  assert_may_discard (session, TRUE, TRUE);
  xq_game_set_node_comment (game, xq_game_get_cursor (game), "central cannon");
  g_assert_true (xq_session_get_dirty (session));
  g_assert_true (xq_session_save (session, file, XQ_NOTATION_ICCS, NULL));
  xq_game_edit_tag (game, "Site", "Beijing");
  g_assert_true (xq_session_get_dirty (session));
  g_assert_true (xq_session_save (session, file, XQ_NOTATION_ICCS, NULL));
  xq_game_toggle_annotation (game, xq_game_get_cursor (game), 1);
  g_assert_true (xq_session_get_dirty (session));
  /* Undoing an edit is an edit too (the file has the annotation). */
  g_assert_true (xq_session_save (session, file, XQ_NOTATION_ICCS, NULL));
  g_assert_true (xq_game_undo (game));
  g_assert_true (xq_session_get_dirty (session));

  /* A game stopped: a variation entered is unsaved, and closing asks (the
   * autosave keeps only a game being played). */
  xq_match_abort (match);
  g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_FINISHED);
  g_assert_true (xq_session_save (session, file, XQ_NOTATION_ICCS, NULL));
  assert_may_discard (session, TRUE, TRUE);
  xq_game_go_start (game);
  g_assert_nonnull (xq_game_play_move (game, XQ_MOVE (XQ_SQ (1, 2), XQ_SQ (4, 2)), NULL));
  g_assert_true (xq_session_get_dirty (session));
  assert_may_discard (session, FALSE, FALSE);

  /* Loaded: clean, even with a result the match ends at the start. */
  games = xq_session_read_file (session, file, NULL, &error);
  g_assert_no_error (error);
  xq_session_open_game (session, g_ptr_array_index (games, 0), file);
  g_assert_false (xq_session_get_dirty (session));
  assert_may_discard (session, TRUE, TRUE);
  /* Played on, then continued after an edit of its main line: dirty. */
  match = xq_session_get_match (session);
  g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_PLAYING);
  g_assert_true (xq_match_play_move (match, XQ_MOVE (XQ_SQ (7, 7), XQ_SQ (4, 7)), NULL));
  g_assert_true (xq_session_get_dirty (session));
  xq_session_continue_game (session);
  g_assert_true (xq_session_get_dirty (session));

  /* A trainer's exercise is an attempt: never asked about. */
  setup.exercise = TRUE;
  g_assert_true (xq_session_new_game (session, &setup, NULL));
  g_assert_true (xq_match_play_move (xq_session_get_match (session),
                                     XQ_MOVE (XQ_SQ (7, 2), XQ_SQ (4, 2)), NULL));
  g_assert_true (xq_session_get_dirty (session));
  assert_may_discard (session, TRUE, TRUE);

  /* A restored game is unsaved. */
  setup.exercise = FALSE;
  g_assert_true (xq_session_new_game (session, &setup, NULL));
  g_assert_true (xq_match_play_move (xq_session_get_match (session),
                                     XQ_MOVE (XQ_SQ (7, 2), XQ_SQ (4, 2)), NULL));
  xq_session_autosave (session);
  g_assert_true (xq_session_restore (session));
  g_assert_true (xq_session_get_dirty (session));
  assert_may_discard (session, FALSE, TRUE);
  xq_session_set_autosave_path (session, NULL);
  g_remove (kept);
  scratch_remove (dir, "guard.pgn");
}

/* The mode and what Undo means in each: take-backs against the computer
 * or under tournament rules while played, edits of the record otherwise;
 * the properties notify. */
static void
test_mode_and_undo (void)
{
  g_autoptr (XqSession) session = xq_session_new ();
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) error = NULL;
  guint mode_notes = 0, undo_notes = 0, title_notes = 0;
  XqGameSetup setup;
  XqMatch *match;
  XqGame *game;

  g_signal_connect (session, "notify::mode", G_CALLBACK (count_notify), &mode_notes);
  g_signal_connect (session, "notify::can-undo", G_CALLBACK (count_notify), &undo_notes);
  g_signal_connect (session, "notify::title", G_CALLBACK (count_notify), &title_notes);

  /* Against the computer (it plays black; red moves first). */
  setup_init (&setup, 1);
  g_assert_true (xq_session_new_game (session, &setup, NULL));
  g_assert_cmpint (xq_session_get_mode (session), ==, XQ_SESSION_MODE_COMPUTER);
  g_assert_true (xq_session_get_undo_takes_back (session));
  g_assert_false (xq_session_get_can_undo (session));
  g_assert_false (xq_session_get_analysis_allowed (session));
  g_assert_true (xq_session_get_hint_allowed (session));
  g_assert_cmpstr (xq_session_get_title (session), ==, "Red to Move");
  g_assert_cmpstr (xq_session_get_subtitle (session), ==,
                   "You play red against the computer (level 1)");
  g_assert_cmpuint (mode_notes, >=, 1);

  /* Two people: Undo undoes the last edit (here the move entered). */
  setup.sides[XQ_BLACK].computer = FALSE;
  g_assert_true (xq_session_new_game (session, &setup, NULL));
  g_assert_cmpint (xq_session_get_mode (session), ==, XQ_SESSION_MODE_TWO_PEOPLE);
  g_assert_false (xq_session_get_undo_takes_back (session));
  g_assert_true (xq_session_get_analysis_allowed (session));
  match = xq_session_get_match (session);
  g_assert_true (xq_match_play_move (match, XQ_MOVE (XQ_SQ (7, 2), XQ_SQ (4, 2)), NULL));
  g_assert_true (xq_session_get_can_undo (session));
  g_assert_cmpstr (xq_session_get_title (session), ==, "Black to Move");
  g_assert_cmpuint (undo_notes, >=, 1);
  g_assert_cmpuint (title_notes, >=, 1);
  g_assert_true (xq_session_undo (session, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (xq_game_count_main_line (xq_session_get_game (session)), ==, 0);

  /* Strict: take-backs, which tournament rules refuse. */
  setup.strict = TRUE;
  g_assert_true (xq_session_new_game (session, &setup, NULL));
  g_assert_true (xq_session_get_undo_takes_back (session));
  match = xq_session_get_match (session);
  g_assert_true (xq_match_play_move (match, XQ_MOVE (XQ_SQ (7, 2), XQ_SQ (4, 2)), NULL));
  g_assert_false (xq_session_get_can_undo (session));
  /* An edit of its moves is refused and undone. */
  game = xq_session_get_game (session);
  g_assert_true (xq_game_truncate_after (game, xq_game_get_root (game)));
  g_assert_false (xq_session_edit_done (session, &error));
  g_assert_error (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_TAKE_BACK);
  g_clear_error (&error);
  g_assert_cmpuint (xq_game_count_main_line (game), ==, 1);

  /* A study set up: two people, the mode says study. */
  setup.strict = FALSE;
  setup.study = TRUE;
  g_assert_true (xq_session_new_game (session, &setup, NULL));
  g_assert_cmpint (xq_session_get_mode (session), ==, XQ_SESSION_MODE_STUDY);
  g_assert_cmpstr (xq_game_get_tag (xq_session_get_game (session), "Event"), ==, "Study");

  /* A trainer's exercise. */
  setup.study = FALSE;
  setup.exercise = TRUE;
  g_assert_true (xq_session_new_game (session, &setup, NULL));
  g_assert_cmpint (xq_session_get_mode (session), ==, XQ_SESSION_MODE_EXERCISE);

  /* A game that is over: edits are undone, no hint. */
  games = xq_pgn_read_string ("[Result \"1-0\"]\n\n1. h2e2 h9g7 1-0\n", -1, NULL, &error);
  g_assert_no_error (error);
  game = g_ptr_array_index (games, 0);
  xq_session_open_game (session, game, NULL);
  g_assert_cmpint (xq_session_get_mode (session), ==, XQ_SESSION_MODE_FINISHED);
  g_assert_false (xq_session_get_undo_takes_back (session));
  g_assert_false (xq_session_get_can_undo (session));
  g_assert_false (xq_session_get_hint_allowed (session));
  g_assert_cmpstr (xq_session_get_title (session), ==, "Red Wins");
  xq_game_set_node_comment (game, xq_game_get_cursor (game), "won");
  g_assert_true (xq_session_get_can_undo (session));
  g_assert_true (xq_session_undo (session, NULL));
  g_assert_null (xq_game_node_get_comment (xq_game_get_cursor (game)));
  g_assert_true (xq_session_get_can_redo (session));
  /* Its Result changed to "*": not over any more, a study. */
  xq_game_edit_tag (game, "Result", "*");
  g_assert_cmpint (xq_session_get_mode (session), ==, XQ_SESSION_MODE_STUDY);
  g_assert_cmpstr (xq_session_get_title (session), ==, "Red to Move");
}

/* The window's navigation keys, answered by the session: where the cursor
 * can go, and goes, on the main line and among the alternatives; the
 * players; a match ended by a trainer. */
static void
test_navigation (void)
{
  g_autoptr (XqSession) session = xq_session_new ();
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) error = NULL;
  XqGameSetup setup;
  XqGameNode *root, *end, *alternative;
  XqGame *game;

  games = xq_pgn_read_string ("1. h2e2 (1. c3c4) (1. b2e2) 1... h9g7 2. h0g2 *\n", -1, NULL,
                              &error);
  g_assert_no_error (error);
  game = g_ptr_array_index (games, 0);
  xq_session_open_game (session, game, NULL);
  root = xq_game_get_root (game);
  end = xq_session_get_main_line_end (session);
  g_assert_cmpuint (xq_game_node_get_ply (end), ==, 3);

  /* Shown at the end of the main line: nothing further. */
  g_assert_true (xq_session_get_cursor (session) == end);
  g_assert_false (xq_session_can_go (session, XQ_GO_FORWARD));
  g_assert_false (xq_session_can_go (session, XQ_GO_END));
  g_assert_false (xq_session_go (session, XQ_GO_FORWARD));
  g_assert_true (xq_session_get_cursor (session) == end);
  g_assert_true (xq_session_can_go (session, XQ_GO_BACK));
  g_assert_false (xq_session_can_go (session, XQ_GO_PREVIOUS_VARIATION));
  g_assert_false (xq_session_can_go (session, XQ_GO_NEXT_VARIATION));

  /* At the start: no way back; ↓ enters the first alternative. */
  g_assert_true (xq_session_go (session, XQ_GO_START));
  g_assert_true (xq_session_get_cursor (session) == root);
  g_assert_false (xq_session_can_go (session, XQ_GO_START));
  g_assert_false (xq_session_can_go (session, XQ_GO_BACK));
  g_assert_false (xq_session_go (session, XQ_GO_BACK));
  g_assert_false (xq_session_can_go (session, XQ_GO_PREVIOUS_VARIATION));
  g_assert_true (xq_session_can_go (session, XQ_GO_NEXT_VARIATION));
  g_assert_true (xq_session_go (session, XQ_GO_NEXT_VARIATION));
  alternative = xq_session_get_cursor (session);
  g_assert_true (xq_game_node_get_parent (alternative) == root);
  g_assert_cmpuint (xq_game_node_get_index (alternative), ==, 1);

  /* Among the alternatives of the first move. */
  g_assert_true (xq_session_go (session, XQ_GO_NEXT_VARIATION));
  g_assert_cmpuint (xq_game_node_get_index (xq_session_get_cursor (session)), ==, 2);
  g_assert_false (xq_session_can_go (session, XQ_GO_NEXT_VARIATION));
  g_assert_false (xq_session_go (session, XQ_GO_NEXT_VARIATION));
  g_assert_true (xq_session_go (session, XQ_GO_PREVIOUS_VARIATION));
  g_assert_true (xq_session_go (session, XQ_GO_PREVIOUS_VARIATION));
  g_assert_true (xq_game_node_is_main_line (xq_session_get_cursor (session)));
  g_assert_false (xq_session_can_go (session, XQ_GO_PREVIOUS_VARIATION));

  /* Forward and back along the line shown; to its end. */
  g_assert_true (xq_session_go (session, XQ_GO_FORWARD));
  g_assert_cmpuint (xq_game_node_get_ply (xq_session_get_cursor (session)), ==, 2);
  g_assert_true (xq_session_go (session, XQ_GO_BACK));
  g_assert_cmpuint (xq_game_node_get_ply (xq_session_get_cursor (session)), ==, 1);
  g_assert_true (xq_session_can_go (session, XQ_GO_END));
  g_assert_true (xq_session_go (session, XQ_GO_END));
  g_assert_true (xq_session_get_cursor (session) == end);
  /* The end of an alternative's line is not the main line's. */
  xq_game_go_to (game, alternative);
  g_assert_false (xq_session_can_go (session, XQ_GO_END));
  g_assert_true (xq_session_get_main_line_end (session) == end);
  /* Looking around is not an edit. */
  g_assert_false (xq_session_get_dirty (session));

  /* The players; a match a trainer ends keeps its record. */
  setup_init (&setup, 1);
  g_assert_true (xq_session_new_game (session, &setup, NULL));
  g_assert_false (XQ_IS_ENGINE_PLAYER (xq_session_get_player (session, XQ_RED)));
  g_assert_true (XQ_IS_ENGINE_PLAYER (xq_session_get_player (session, XQ_BLACK)));
  g_assert_true (xq_session_play_move (session, XQ_MOVE (XQ_SQ (7, 2), XQ_SQ (4, 2)), NULL));
  g_assert_true (xq_session_is_playing (session));
  xq_session_abort (session);
  g_assert_false (xq_session_is_playing (session));
  g_assert_cmpuint (xq_game_count_main_line (xq_session_get_game (session)), >=, 1);
}

/* The window's requests, answered by the session: the moves the board
 * offers, a move in the game or as analysis, variation edits and
 * annotations, draws and resigning. */
static void
test_requests (void)
{
  g_autoptr (XqSession) session = xq_session_new ();
  g_autoptr (GError) error = NULL;
  XqMove moves[XQ_MAX_MOVES];
  XqGameSetup setup;
  XqGame *game;
  XqGameNode *first;
  gboolean with_move = FALSE;

  setup_init (&setup, 1);
  setup.sides[XQ_BLACK].computer = FALSE;
  g_assert_true (xq_session_new_game (session, &setup, NULL));
  game = xq_session_get_game (session);
  /* Live: the 44 opening moves of red. */
  g_assert_cmpuint (xq_session_get_board_moves (session, moves, XQ_MAX_MOVES), ==, 44);
  g_assert_true (xq_session_play_move (session, XQ_MOVE (XQ_SQ (7, 2), XQ_SQ (4, 2)), &error));
  g_assert_no_error (error);
  g_assert_true (xq_session_play_move (session, XQ_MOVE (XQ_SQ (7, 7), XQ_SQ (4, 7)), NULL));
  g_assert_cmpuint (xq_game_count_main_line (game), ==, 2);
  first = xq_game_node_get_child (xq_game_get_root (game), 0);

  /* At an earlier position a move is analysis: a variation. */
  xq_game_go_to (game, first);
  g_assert_false (xq_session_is_live (session));
  g_assert_cmpuint (xq_session_get_board_moves (session, moves, XQ_MAX_MOVES), >, 0);
  g_assert_true (xq_session_play_move (session, XQ_MOVE (XQ_SQ (1, 9), XQ_SQ (2, 7)), NULL));
  g_assert_cmpuint (xq_game_node_get_n_children (first), ==, 2);
  g_assert_cmpuint (xq_game_count_main_line (game), ==, 2);
  g_assert_true (xq_session_can_edit_variation (session, XQ_VARIATION_PROMOTE));
  g_assert_false (xq_session_can_edit_variation (session, XQ_VARIATION_UP));
  /* Promoted: two people go on from the new main line. */
  g_assert_true (xq_session_edit_variation (session, XQ_VARIATION_PROMOTE, &error));
  g_assert_no_error (error);
  g_assert_true (xq_session_is_playing (session));
  g_assert_cmpuint (xq_match_get_ply (xq_session_get_match (session)), ==, 2);
  g_assert_true (xq_session_is_live (session));
  /* An annotation, toggled and cleared. */
  g_assert_true (xq_session_annotate (session, 1, NULL));
  g_assert_true (xq_game_node_has_nag (xq_game_get_cursor (game), 1));
  g_assert_true (xq_session_annotate (session, 0, NULL));
  g_assert_false (xq_game_node_has_nag (xq_game_get_cursor (game), 1));

  /* Black has just moved and may offer now (§23.1); red answers. */
  g_assert_true (xq_session_can_offer_draw (session));
  g_assert_true (xq_session_offer_draw (session, &with_move, &error));
  g_assert_no_error (error);
  g_assert_false (with_move);
  g_assert_cmpint (xq_match_get_draw_offer (xq_session_get_match (session)), ==, XQ_BLACK);
  g_assert_true (xq_session_answer_draw (session, FALSE, NULL));
  g_assert_cmpint (xq_match_get_draw_offer (xq_session_get_match (session)), <, 0);
  /* Red, to move, offers with its next move. */
  g_assert_true (xq_session_can_offer_draw (session));
  g_assert_true (xq_session_offer_draw (session, &with_move, &error));
  g_assert_no_error (error);
  g_assert_true (with_move);
  g_assert_true (xq_session_play_move (session, XQ_MOVE (XQ_SQ (7, 0), XQ_SQ (6, 2)), NULL));
  g_assert_cmpint (xq_match_get_draw_offer (xq_session_get_match (session)), ==, XQ_RED);
  g_assert_true (xq_session_answer_draw (session, FALSE, NULL));
  /* Resigning: the person to move (black) loses. */
  g_assert_true (xq_session_can_resign (session));
  g_assert_true (xq_session_resign (session, NULL));
  g_assert_cmpint (xq_session_get_result (session, NULL), ==, XQ_RESULT_RED_WINS);
  g_assert_cmpint (xq_session_get_mode (session), ==, XQ_SESSION_MODE_FINISHED);
  g_assert_false (xq_session_can_resign (session));
}

/* The hint: searched when asked, a legal move of the position shown, and
 * gone when the position changes. */
static void
test_hint (void)
{
  g_autoptr (XqSession) session = xq_session_new ();
  g_autoptr (GError) error = NULL;
  gint64 end = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  XqGameSetup setup;
  XqMove hint;

  setup_init (&setup, 1);
  setup.sides[XQ_BLACK].computer = FALSE;
  g_assert_true (xq_session_new_game (session, &setup, NULL));
  g_assert_cmpuint (xq_session_get_hint (session), ==, XQ_MOVE_NONE);
  g_assert_true (xq_session_request_hint (session, &error));
  g_assert_no_error (error);
  /* One search at a time. */
  g_assert_false (xq_session_get_hint_allowed (session));
  while (xq_session_get_hint (session) == XQ_MOVE_NONE && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  hint = xq_session_get_hint (session);
  g_assert_true (xq_position_is_legal_move (xq_game_get_position (xq_session_get_game (session)),
                                            hint));
  g_assert_true (xq_session_get_hint_allowed (session));
  g_assert_true (xq_session_play_move (session, hint, NULL));
  g_assert_cmpuint (xq_session_get_hint (session), ==, XQ_MOVE_NONE);
}

/* A game opened from a library: Save writes it back through the store the
 * window gave (and to its file when it has one); a failing store saves
 * nothing; another game shown forgets the library. */
typedef struct
{
  guint calls;
  gint64 id;
  char *library;
  guint plies;
  gboolean fail;
} FakeStore;

static gboolean
fake_store (const char *library, gint64 id, XqGame *game, gpointer data, GError **error)
{
  FakeStore *store = data;

  store->calls++;
  if (store->fail)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, "disk full");
      return FALSE;
    }
  store->id = id;
  g_free (store->library);
  store->library = g_strdup (library);
  store->plies = xq_game_count_main_line (game);
  return TRUE;
}

static void
test_save_to_library (void)
{
  g_autofree char *dir = scratch_dir ();
  g_autofree char *path = g_build_filename (dir, "one.pgn", NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (XqSession) session = xq_session_new ();
  g_autoptr (XqGame) game = xq_game_new ();
  g_autoptr (XqGame) other = xq_game_new ();
  g_autoptr (GError) error = NULL;
  FakeStore store = { 0 };
  const char *library = NULL;
  XqMove move;

  g_assert_nonnull (xq_game_play_text (game, "h2e2", XQ_NOTATION_ICCS, NULL));
  xq_session_set_library_store (session, fake_store, &store);
  xq_session_open_library_game (session, game, "/tmp/lib.sqlite", 7, NULL);
  g_assert_cmpint (xq_session_get_library_game (session, &library), ==, 7);
  g_assert_cmpstr (library, ==, "/tmp/lib.sqlite");
  g_assert_false (xq_session_get_dirty (session));

  /* A move: unsaved; Save (no file) writes it back into the library. */
  g_assert_cmpint (xq_move_parse (xq_match_get_position (xq_session_get_match (session)), "h9g7",
                                  XQ_NOTATION_ICCS, &move, NULL), ==, XQ_PARSE_OK);
  g_assert_true (xq_session_play_move (session, move, &error));
  g_assert_true (xq_session_get_dirty (session));
  g_assert_true (xq_session_save (session, NULL, XQ_NOTATION_ICCS, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (store.calls, ==, 1);
  g_assert_cmpint (store.id, ==, 7);
  g_assert_cmpstr (store.library, ==, "/tmp/lib.sqlite");
  g_assert_cmpuint (store.plies, ==, 2);
  g_assert_false (xq_session_get_dirty (session));
  g_assert_null (xq_session_get_file (session));

  /* The store fails: nothing saved, still unsaved. */
  g_assert_cmpint (xq_move_parse (xq_match_get_position (xq_session_get_match (session)), "h0g2",
                                  XQ_NOTATION_ICCS, &move, NULL), ==, XQ_PARSE_OK);
  g_assert_true (xq_session_play_move (session, move, &error));
  store.fail = TRUE;
  g_assert_false (xq_session_save (session, file, XQ_NOTATION_ICCS, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
  g_clear_error (&error);
  g_assert_true (xq_session_get_dirty (session));
  g_assert_false (g_file_query_exists (file, NULL));

  /* Saved to a file as well: both, and the file is the session's. */
  store.fail = FALSE;
  g_assert_true (xq_session_save (session, file, XQ_NOTATION_ICCS, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (store.calls, ==, 3);
  g_assert_cmpuint (store.plies, ==, 3);
  g_assert_true (g_file_query_exists (file, NULL));
  g_assert_true (xq_session_get_file (session) == file);
  g_assert_false (xq_session_get_dirty (session));

  /* Played on and kept at the autosave path: the next run goes on with it
   * as the same library game (a path with a quote and a space too). */
  {
    g_autofree char *kept = g_build_filename (dir, "kept.pgn", NULL);
    g_autoptr (XqSession) restored = xq_session_new ();
    g_autoptr (XqGame) played = xq_game_new ();
    const char *odd = "/tmp/my \"games\"/lib.sqlite";

    g_assert_nonnull (xq_game_play_text (played, "h2e2", XQ_NOTATION_ICCS, NULL));
    xq_session_open_library_game (session, played, odd, 42, NULL);
    xq_session_set_autosave_path (session, kept);
    g_assert_cmpint (xq_move_parse (xq_match_get_position (xq_session_get_match (session)), "h9g7",
                                    XQ_NOTATION_ICCS, &move, NULL), ==, XQ_PARSE_OK);
    g_assert_true (xq_session_play_move (session, move, &error));
    xq_session_autosave (session);
    xq_session_set_autosave_path (session, NULL);
    xq_session_set_autosave_path (restored, kept);
    g_assert_true (xq_session_restore (restored));
    g_assert_cmpint (xq_session_get_library_game (restored, &library), ==, 42);
    g_assert_cmpstr (library, ==, odd);
    g_assert_null (xq_game_get_tag (xq_session_get_game (restored), "XqLibrary"));
    g_assert_cmpuint (xq_game_count_main_line (xq_session_get_game (restored)), ==, 2);
    xq_session_set_library_store (restored, fake_store, &store);
    g_assert_true (xq_session_save (restored, NULL, XQ_NOTATION_ICCS, &error));
    g_assert_cmpint (store.id, ==, 42);
    g_assert_cmpuint (store.plies, ==, 2);
    xq_session_set_autosave_path (restored, NULL);
    g_remove (kept);
  }

  /* Another game shown: no library game any more. */
  xq_session_open_game (session, other, NULL);
  g_assert_cmpint (xq_session_get_library_game (session, &library), ==, 0);
  g_assert_null (library);
  g_free (store.library);
  scratch_remove (dir, "one.pgn");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/play/session/new-destroy", test_new_destroy);
  g_test_add_func ("/play/session/new-game", test_new_game);
  g_test_add_func ("/play/session/impossible-start", test_impossible_start);
  g_test_add_func ("/play/session/autosave-restore", test_autosave_restore);
  g_test_add_func ("/play/session/autosave-clock", test_autosave_clock);
  g_test_add_func ("/play/session/autosave-turn-time", test_autosave_turn_time);
  g_test_add_func ("/play/session/autosave-failed", test_autosave_failed);
  g_test_add_func ("/play/session/open-game", test_open_game);
  g_test_add_func ("/play/session/save", test_save);
  g_test_add_func ("/play/session/save-opening", test_save_opening);
  g_test_add_func ("/play/session/save-to-library", test_save_to_library);
  g_test_add_func ("/play/session/save-edited-result", test_save_edited_result);
  g_test_add_func ("/play/session/status-after-edits", test_status_after_edits);
  g_test_add_func ("/play/session/status-promoted-mate", test_status_promoted_mate);
  g_test_add_func ("/play/session/dirty-and-guard", test_dirty_and_guard);
  g_test_add_func ("/play/session/mode-and-undo", test_mode_and_undo);
  g_test_add_func ("/play/session/requests", test_requests);
  g_test_add_func ("/play/session/navigation", test_navigation);
  g_test_add_func ("/play/session/hint", test_hint);

  return g_test_run ();
}
