/* test-match.c — the match session with scripted players, a fake clock and
 * the engine player
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "xq-engine-player.h"
#include "xq-fen.h"
#include "xq-handicap.h"
#include "xq-match.h"
#include "xq-movegen.h"
#include "xq-play-enums.h"

#define SEC G_USEC_PER_SEC
#define MINUTE XQ_USEC_PER_MINUTE

/* ---- A scripted player: plays the moves it was given, in order ---- */

#define TEST_TYPE_SCRIPTED (test_scripted_get_type ())
G_DECLARE_FINAL_TYPE (TestScripted, test_scripted, TEST, SCRIPTED, XqPlayer)

struct _TestScripted
{
  XqPlayer parent_instance;
  GQueue moves;
  gboolean accept_draw;
  guint asked;
};

G_DEFINE_FINAL_TYPE (TestScripted, test_scripted, XQ_TYPE_PLAYER)

static XqMove
parse_iccs (const char *s)
{
  g_assert_true (strlen (s) == 4);
  return XQ_MOVE (XQ_SQ (s[0] - 'a', s[1] - '0'), XQ_SQ (s[2] - 'a', s[3] - '0'));
}

static int
parse_square (const char *s)
{
  return XQ_SQ (s[0] - 'a', s[1] - '0');
}

static void
test_scripted_choose_move_async (XqPlayer            *player,
                                 const XqMoveRequest *request,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  TestScripted *self = TEST_SCRIPTED (player);
  g_autoptr (GTask) task = g_task_new (self, cancellable, callback, user_data);

  self->asked++;
  if (g_queue_is_empty (&self->moves))
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_FAILED, "script exhausted");
  else
    /* Completes on the next main loop iteration (GTask defers it). */
    g_task_return_int (task, GPOINTER_TO_UINT (g_queue_pop_head (&self->moves)));
}

static XqMove
test_scripted_choose_move_finish (XqPlayer     *player,
                                  GAsyncResult *result,
                                  GError      **error)
{
  gssize m = g_task_propagate_int (G_TASK (result), error);
  return m > 0 ? (XqMove) m : XQ_MOVE_NONE;
}

static gboolean
test_scripted_accepts_draw (XqPlayer *player, const XqMoveRequest *request)
{
  return TEST_SCRIPTED (player)->accept_draw;
}

static void
test_scripted_finalize (GObject *object)
{
  g_queue_clear (&TEST_SCRIPTED (object)->moves);
  G_OBJECT_CLASS (test_scripted_parent_class)->finalize (object);
}

static void
test_scripted_class_init (TestScriptedClass *klass)
{
  XqPlayerClass *player_class = XQ_PLAYER_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = test_scripted_finalize;
  player_class->choose_move_async = test_scripted_choose_move_async;
  player_class->choose_move_finish = test_scripted_choose_move_finish;
  player_class->accepts_draw = test_scripted_accepts_draw;
}

static void
test_scripted_init (TestScripted *self)
{
  g_queue_init (&self->moves);
}

/* A scripted player with space-separated ICCS moves. */
static XqPlayer *
scripted_new (const char *moves)
{
  TestScripted *self = g_object_new (TEST_TYPE_SCRIPTED, "name", "Script", NULL);
  g_auto (GStrv) parts = g_strsplit (moves, " ", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    if (*parts[i] != '\0')
      g_queue_push_tail (&self->moves, GUINT_TO_POINTER (parse_iccs (parts[i])));
  return XQ_PLAYER (self);
}

/* ---- helpers ---- */

typedef struct
{
  gint64 now;
} FakeTime;

static gint64
fake_time (gpointer data)
{
  return ((FakeTime *) data)->now;
}

static gboolean
on_timeout (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main loop until the game is over (or @ply moves are played). */
static void
run_until (XqMatch *match, guint ply)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (20, on_timeout, &timed_out);

  while (!timed_out && xq_match_get_state (match) == XQ_MATCH_PLAYING
         && (ply == 0 || xq_match_get_ply (match) < ply))
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
}

static XqGame *
game_from_fen (const char *fen)
{
  XqGame *game = xq_game_new ();
  g_autoptr (GError) error = NULL;

  g_assert_true (xq_game_set_start_fen (game, fen, &error));
  g_assert_no_error (error);
  return game;
}

/* A match on @fen between two scripts (NULL: a human). */
static XqMatch *
match_new (const char *fen, const char *red, const char *black)
{
  g_autoptr (XqGame) game = fen != NULL ? game_from_fen (fen) : xq_game_new ();
  g_autoptr (XqPlayer) r = red != NULL ? scripted_new (red) : NULL;
  g_autoptr (XqPlayer) b = black != NULL ? scripted_new (black) : NULL;

  return xq_match_new (game, NULL, r, b);
}

static void
play (XqMatch *match, const char *moves)
{
  g_auto (GStrv) parts = g_strsplit (moves, " ", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;

      g_assert_true (xq_match_play_move (match, parse_iccs (parts[i]), &error));
      g_assert_no_error (error);
    }
}

static void
start (XqMatch *match)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (xq_match_start (match, &error));
  g_assert_no_error (error);
}

/* ---- tests ---- */

static void
test_new_destroy (void)
{
  XqMatch *match = xq_match_new (NULL, NULL, NULL, NULL);

  g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_READY);
  g_assert_true (xq_player_is_human (xq_match_get_player (match, XQ_RED)));
  g_assert_finalize_object (match);
}

#define MATE_FEN "3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1"

static void
test_checkmate (void)
{
  g_autoptr (XqMatch) match = match_new (MATE_FEN, "i0i9", "");
  g_autofree char *text = NULL;
  XqGame *game = xq_match_get_game (match);

  start (match);
  run_until (match, 0);
  g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_FINISHED);
  g_assert_cmpint (xq_match_get_result (match), ==, XQ_RESULT_RED_WINS);
  g_assert_cmpint (xq_match_get_end_reason (match), ==, XQ_END_CHECKMATE);
  g_assert_cmpstr (xq_match_get_clause (match), ==, "§4.1.1");
  g_assert_cmpuint (xq_game_count_main_line (game), ==, 1);
  /* §10.1: result and times in the record. */
  g_assert_cmpstr (xq_game_get_tag (game, "Result"), ==, "1-0");
  g_assert_cmpstr (xq_game_get_tag (game, "RedTime"), ==, "0:00:00");
  g_assert_nonnull (xq_game_get_tag (game, "BlackTime"));
  g_assert_cmpstr (xq_game_get_tag (game, "TimeControl"), ==, "-");
  text = xq_match_describe_end (match);
  g_assert_nonnull (strstr (text, "§4.1.1"));
}

static void
test_stalemate (void)
{
  g_autoptr (XqMatch) match = match_new ("3k5/9/R8/9/9/9/9/9/9/4K4 w - - 0 1", "a7a8", "");

  start (match);
  run_until (match, 0);
  g_assert_cmpint (xq_match_get_result (match), ==, XQ_RESULT_RED_WINS);
  g_assert_cmpint (xq_match_get_end_reason (match), ==, XQ_END_STALEMATE);
  g_assert_cmpstr (xq_match_get_clause (match), ==, "§4.1.3");
}

static void
test_perpetual_check (void)
{
  g_autoptr (XqMatch) match =
    match_new ("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1",
               "a0a9 a9a8 a8a9 a9a8 a8a9 a9a8 a8a9",
               "d9d8 d8d9 d9d8 d8d9 d9d8 d8d9 d9d8");
  const XqVerdict *verdict;

  start (match);
  run_until (match, 0);
  g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_FINISHED);
  g_assert_cmpint (xq_match_get_result (match), ==, XQ_RESULT_BLACK_WINS);
  g_assert_cmpint (xq_match_get_end_reason (match), ==, XQ_END_REPETITION);
  verdict = xq_match_get_verdict (match);
  g_assert_cmpint (verdict->reason, ==, XQ_REASON_PERPETUAL_CHECK);
  g_assert_cmpint (verdict->pattern[XQ_RED], ==, XQ_PATTERN_PERPETUAL_CHECK);
  g_assert_cmpstr (xq_match_get_clause (match), ==, verdict->clause);
}

static void
test_move_limit (void)
{
  g_autoptr (XqMatch) match =
    match_new ("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 18 30", "a0a1", "d9d8");

  xq_match_set_move_limit (match, 10);
  start (match);
  run_until (match, 0);
  g_assert_cmpint (xq_match_get_result (match), ==, XQ_RESULT_DRAW);
  g_assert_cmpint (xq_match_get_end_reason (match), ==, XQ_END_MOVE_LIMIT);
  g_assert_cmpuint (xq_match_get_ply (match), ==, 2);
  g_assert_cmpstr (xq_game_get_tag (xq_match_get_game (match), "Result"), ==, "1/2-1/2");
}

/* Strict mode: the limit by claim; a wrong claim costs 5 minutes (§23.3). */
static void
test_move_limit_claim (void)
{
  g_autoptr (XqGame) game = game_from_fen ("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 16 30");
  XqTimeControl tc;
  g_autoptr (XqClock) clock = NULL;
  g_autoptr (XqMatch) match = NULL;
  g_autoptr (GError) error = NULL;
  FakeTime t = { 1000 * SEC };

  xq_time_control_init_sudden_death (&tc, 30 * MINUTE);
  clock = xq_clock_new (&tc);
  xq_clock_set_time_func (clock, fake_time, &t, NULL);
  match = xq_match_new (game, clock, NULL, NULL);
  xq_match_set_move_limit (match, 10);
  xq_match_set_strict (match, TRUE);
  start (match);
  play (match, "a0a1 d9d8");
  g_assert_false (xq_match_claim_move_limit (match, XQ_RED, &error));
  g_assert_error (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_WRONG_CLAIM);
  g_assert_cmpint (xq_clock_get_remaining (clock, XQ_RED), ==, 25 * MINUTE);
  g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_PLAYING);
  /* 20 plies reached: the judge does not end it in strict mode ... */
  play (match, "a1a2");
  g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_PLAYING);
  play (match, "d8d9");
  g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_PLAYING);
  /* ... a claim does. */
  g_assert_true (xq_match_claim_move_limit (match, XQ_BLACK, NULL));
  g_assert_cmpint (xq_match_get_result (match), ==, XQ_RESULT_DRAW);
  g_assert_cmpint (xq_match_get_end_reason (match), ==, XQ_END_MOVE_LIMIT);
  g_assert_cmpstr (xq_match_get_clause (match), ==, "§4.2.4");
}

static void
test_resignation (void)
{
  g_autoptr (XqMatch) match = match_new (NULL, NULL, NULL);
  g_autoptr (GError) error = NULL;

  g_assert_false (xq_match_resign (match, XQ_RED, &error));
  g_assert_error (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_NOT_PLAYING);
  g_clear_error (&error);
  start (match);
  play (match, "h2e2");
  g_assert_true (xq_match_resign (match, XQ_BLACK, NULL));
  g_assert_cmpint (xq_match_get_result (match), ==, XQ_RESULT_RED_WINS);
  g_assert_cmpint (xq_match_get_end_reason (match), ==, XQ_END_RESIGNATION);
  g_assert_cmpstr (xq_match_get_clause (match), ==, "§4.1.9");
  g_assert_false (xq_match_play_move (match, parse_iccs ("h9g7"), &error));
  g_assert_error (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_NOT_PLAYING);
}

static void
on_signal_count (XqMatch *match, int side, guint *count)
{
  (*count)++;
}

static void
on_move_count (XqMatch *match, guint move, guint *count)
{
  (*count)++;
}

static void
test_draw_offer_rules (void)
{
  g_autoptr (XqMatch) match = match_new (NULL, NULL, NULL);
  g_autoptr (GError) error = NULL;
  guint offered = 0, declined = 0, notified = 0;

  g_signal_connect (match, "draw-offered", G_CALLBACK (on_signal_count), &offered);
  g_signal_connect (match, "draw-declined", G_CALLBACK (on_signal_count), &declined);
  start (match);
  /* Not before one's own move. */
  g_assert_false (xq_match_can_offer_draw (match, XQ_RED));
  play (match, "h2e2");
  g_assert_false (xq_match_offer_draw (match, XQ_BLACK, &error));
  g_assert_error (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_DRAW_OFFER);
  g_clear_error (&error);
  g_assert_true (xq_match_offer_draw (match, XQ_RED, NULL));
  g_assert_cmpint (xq_match_get_draw_offer (match), ==, XQ_RED);
  /* An enum property, told when it changes. */
  {
    GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (match), "draw-offer");
    XqDrawOffer offer = XQ_DRAW_OFFER_NONE;

    g_assert_true (G_IS_PARAM_SPEC_ENUM (pspec));
    g_assert_true (pspec->value_type == XQ_TYPE_DRAW_OFFER);
    g_object_get (match, "draw-offer", &offer, NULL);
    g_assert_cmpint (offer, ==, XQ_DRAW_OFFER_RED);
    g_signal_connect_swapped (match, "notify::draw-offer", G_CALLBACK (g_atomic_int_inc),
                              &notified);
  }
  g_assert_false (xq_match_can_offer_draw (match, XQ_RED));
  /* Declined by moving. */
  play (match, "h9g7");
  g_assert_cmpint (xq_match_get_draw_offer (match), ==, XQ_DRAW_OFFER_NONE);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpuint (offered, ==, 1);
  g_assert_cmpuint (declined, ==, 1);
  /* Red may not offer twice in a row. */
  play (match, "h0g2");
  g_assert_false (xq_match_offer_draw (match, XQ_RED, &error));
  g_assert_error (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_DRAW_OFFER);
  g_clear_error (&error);
  play (match, "i9h9");
  g_assert_true (xq_match_offer_draw (match, XQ_BLACK, NULL));
  /* Declined in words, then black cannot offer again; red can. */
  g_assert_true (xq_match_answer_draw (match, FALSE, NULL));
  g_assert_cmpuint (declined, ==, 2);
  play (match, "i0h0");
  g_assert_true (xq_match_offer_draw (match, XQ_RED, NULL));
  g_assert_true (xq_match_answer_draw (match, TRUE, NULL));
  g_assert_cmpint (xq_match_get_result (match), ==, XQ_RESULT_DRAW);
  g_assert_cmpint (xq_match_get_end_reason (match), ==, XQ_END_AGREEMENT);
  g_assert_cmpstr (xq_match_get_clause (match), ==, "§4.2.2");
}

/* A computer opponent answers the offer when its move is ready. */
static void
test_draw_offer_player (void)
{
  for (guint accept = 0; accept < 2; accept++)
    {
      g_autoptr (XqPlayer) black = scripted_new ("h9g7 b9c7");
      g_autoptr (XqMatch) match = xq_match_new (NULL, NULL, NULL, black);

      TEST_SCRIPTED (black)->accept_draw = accept;
      start (match);
      play (match, "h2e2");
      g_assert_true (xq_match_get_thinking (match));
      g_assert_true (xq_match_offer_draw (match, XQ_RED, NULL));
      run_until (match, 2);
      if (accept)
        {
          g_assert_cmpint (xq_match_get_result (match), ==, XQ_RESULT_DRAW);
          g_assert_cmpint (xq_match_get_end_reason (match), ==, XQ_END_AGREEMENT);
          g_assert_cmpuint (xq_match_get_ply (match), ==, 1);
        }
      else
        {
          g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_PLAYING);
          g_assert_cmpuint (xq_match_get_ply (match), ==, 2);
          g_assert_cmpint (xq_match_get_draw_offer (match), ==, -1);
        }
    }
}

static void
test_take_back (void)
{
  g_autoptr (XqPlayer) black = scripted_new ("h9g7 b9c7 b9c7");
  g_autoptr (XqMatch) match = xq_match_new (NULL, NULL, NULL, black);
  XqGame *game = xq_match_get_game (match);
  XqPosition start_pos;

  xq_position_set_start (&start_pos);
  start (match);
  g_assert_false (xq_match_can_take_back (match));
  play (match, "h2e2");
  run_until (match, 2);
  g_assert_cmpuint (xq_game_count_main_line (game), ==, 2);
  /* Both sides' last moves: the human is to move again. */
  g_assert_true (xq_match_take_back (match, NULL));
  g_assert_cmpuint (xq_match_get_ply (match), ==, 0);
  g_assert_cmpuint (xq_game_count_main_line (game), ==, 0);
  g_assert_true (xq_position_equal (xq_match_get_position (match), &start_pos));
  g_assert_cmpint (xq_match_get_side_to_move (match), ==, XQ_RED);
  play (match, "b2e2");
  run_until (match, 2);
  g_assert_cmpuint (xq_match_get_ply (match), ==, 2);
  /* While the engine thinks: only the human's move. */
  play (match, "h0g2");
  g_assert_true (xq_match_get_thinking (match));
  g_assert_true (xq_match_take_back (match, NULL));
  g_assert_false (xq_match_get_thinking (match));
  g_assert_cmpuint (xq_match_get_ply (match), ==, 2);
  g_assert_cmpint (xq_match_get_side_to_move (match), ==, XQ_RED);
  g_assert_cmpuint (TEST_SCRIPTED (black)->asked, ==, 3);
}

/* A game the board ended can be taken back in a casual game; a
 * resignation cannot. */
static void
test_take_back_finished (void)
{
  g_autoptr (XqMatch) match = match_new (MATE_FEN, NULL, NULL);
  g_autoptr (GError) error = NULL;
  XqClock *clock = xq_match_get_clock (match);

  start (match);
  play (match, "i0i9");
  g_assert_cmpint (xq_match_get_end_reason (match), ==, XQ_END_CHECKMATE);
  g_assert_cmpint (xq_clock_get_state (clock), ==, XQ_CLOCK_STOPPED);
  g_assert_true (xq_match_can_take_back (match));
  g_assert_true (xq_match_take_back (match, NULL));
  g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_PLAYING);
  g_assert_cmpint (xq_match_get_result (match), ==, XQ_RESULT_ONGOING);
  g_assert_cmpstr (xq_game_get_tag (xq_match_get_game (match), "Result"), ==, "*");
  g_assert_cmpint (xq_clock_get_state (clock), ==, XQ_CLOCK_RUNNING);
  g_assert_cmpint (xq_clock_get_running_side (clock), ==, XQ_RED);
  play (match, "a8a7 d9d8");
  g_assert_true (xq_match_resign (match, XQ_RED, NULL));
  g_assert_false (xq_match_take_back (match, &error));
  g_assert_error (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_TAKE_BACK);
}

static void
test_take_back_strict (void)
{
  g_autoptr (XqMatch) match = match_new (NULL, NULL, NULL);
  g_autoptr (GError) error = NULL;

  xq_match_set_strict (match, TRUE);
  start (match);
  play (match, "h2e2");
  g_assert_false (xq_match_can_take_back (match));
  g_assert_false (xq_match_take_back (match, &error));
  g_assert_error (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_TAKE_BACK);
  g_assert_cmpuint (xq_match_get_ply (match), ==, 1);
}

static void
test_touch_move (void)
{
  g_autoptr (XqMatch) match = match_new (NULL, NULL, NULL);
  g_autoptr (GError) error = NULL;
  XqMove allowed[XQ_MAX_MOVES];
  gsize n;
  int own, enemy;

  xq_match_set_strict (match, TRUE);
  start (match);
  /* §5.1: a touched piece that can move binds. */
  g_assert_true (xq_match_touch (match, parse_square ("h2"), NULL));
  g_assert_false (xq_match_can_deselect (match, parse_square ("h2")));
  g_assert_false (xq_match_touch (match, parse_square ("b2"), &error));
  g_assert_error (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_TOUCH_MOVE);
  g_clear_error (&error);
  n = xq_match_get_allowed_moves (match, allowed, G_N_ELEMENTS (allowed));
  g_assert_cmpuint (n, >, 0);
  for (gsize i = 0; i < n; i++)
    g_assert_cmpint (XQ_MOVE_FROM (allowed[i]), ==, parse_square ("h2"));
  g_assert_false (xq_match_play_move (match, parse_iccs ("b2e2"), &error));
  g_assert_error (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_TOUCH_MOVE);
  g_clear_error (&error);
  play (match, "h2e2");
  xq_match_get_touched (match, &own, &enemy);
  g_assert_cmpint (own, ==, XQ_NO_SQUARE);

  /* A piece that cannot move does not bind (the king at the start can). */
  g_assert_true (xq_match_touch (match, parse_square ("a9"), NULL));
  xq_match_get_touched (match, &own, NULL);
  g_assert_cmpint (own, ==, parse_square ("a9"));
  play (match, "a9a8");

  /* §5.2: an enemy piece that can be captured must be. */
  g_assert_true (xq_match_touch (match, parse_square ("d9"), NULL));
  xq_match_get_touched (match, NULL, &enemy);
  g_assert_cmpint (enemy, ==, XQ_NO_SQUARE);
  g_assert_true (xq_match_touch (match, parse_square ("e6"), NULL));
  n = xq_match_get_allowed_moves (match, allowed, G_N_ELEMENTS (allowed));
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (allowed[0], ==, parse_iccs ("e2e6"));
  g_assert_false (xq_match_play_move (match, parse_iccs ("h0g2"), &error));
  g_assert_error (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_TOUCH_MOVE);
  play (match, "e2e6");
}

/* §5.3: own piece first, then an enemy piece it can take: it must take it.
 * §5.4: enemy piece first, then an own piece that cannot take it: another
 * piece must take it. */
static void
test_touch_both (void)
{
  for (guint enemy_first = 0; enemy_first < 2; enemy_first++)
    {
      g_autoptr (XqMatch) match = match_new (NULL, NULL, NULL);
      XqMove allowed[XQ_MAX_MOVES];
      gsize n;

      xq_match_set_strict (match, TRUE);
      start (match);
      if (enemy_first)
        {
          g_assert_true (xq_match_touch (match, parse_square ("b9"), NULL));
          g_assert_true (xq_match_touch (match, parse_square ("h2"), NULL));
        }
      else
        {
          g_assert_true (xq_match_touch (match, parse_square ("h2"), NULL));
          g_assert_true (xq_match_touch (match, parse_square ("h9"), NULL));
        }
      n = xq_match_get_allowed_moves (match, allowed, G_N_ELEMENTS (allowed));
      g_assert_cmpuint (n, ==, 1);
      g_assert_cmpuint (allowed[0], ==, parse_iccs (enemy_first ? "b2b9" : "h2h9"));
    }
}

static void
test_touch_casual (void)
{
  g_autoptr (XqMatch) match = match_new (NULL, NULL, NULL);

  start (match);
  g_assert_true (xq_match_touch (match, parse_square ("h2"), NULL));
  g_assert_true (xq_match_touch (match, parse_square ("b2"), NULL));
  g_assert_true (xq_match_can_deselect (match, parse_square ("h2")));
  g_assert_cmpuint (xq_match_get_allowed_moves (match, (XqMove[XQ_MAX_MOVES]) { 0 }, XQ_MAX_MOVES),
                    ==, 44);
  play (match, "b2e2");
}

static void
test_flag_fall (void)
{
  XqTimeControl tc;
  g_autoptr (XqClock) clock = NULL;
  g_autoptr (XqMatch) match = NULL;
  XqGame *game;
  FakeTime t = { 1000 * SEC };

  xq_time_control_init_sudden_death (&tc, 1 * MINUTE);
  clock = xq_clock_new (&tc);
  xq_clock_set_time_func (clock, fake_time, &t, NULL);
  match = xq_match_new (NULL, clock, NULL, NULL);
  start (match);
  t.now += 10 * SEC;
  play (match, "h2e2");
  t.now += 61 * SEC;
  g_assert_false (xq_clock_update (clock));
  g_assert_cmpint (xq_match_get_result (match), ==, XQ_RESULT_RED_WINS);
  g_assert_cmpint (xq_match_get_end_reason (match), ==, XQ_END_TIME);
  g_assert_cmpstr (xq_match_get_clause (match), ==, "§4.1.4");
  game = xq_match_get_game (match);
  g_assert_cmpstr (xq_game_get_tag (game, "RedTime"), ==, "0:00:10");
  g_assert_cmpstr (xq_game_get_tag (game, "BlackTime"), ==, "0:01:01");
  g_assert_cmpstr (xq_game_get_tag (game, "TimeControl"), ==, "60");
}

/* §22.5: over time at the press, the game lost on time unless the move
 * ended the game first. */
static void
test_flag_press (void)
{
  for (guint mate = 0; mate < 2; mate++)
    {
      XqTimeControl tc;
      g_autoptr (XqClock) clock = NULL;
      g_autoptr (XqGame) game = game_from_fen (MATE_FEN);
      g_autoptr (XqMatch) match = NULL;
      FakeTime t = { 1000 * SEC };

      xq_time_control_init_sudden_death (&tc, 1 * MINUTE);
      clock = xq_clock_new (&tc);
      xq_clock_set_time_func (clock, fake_time, &t, NULL);
      match = xq_match_new (game, clock, NULL, NULL);
      start (match);
      t.now += 2 * MINUTE;
      play (match, mate ? "i0i9" : "a8a7");
      g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_FINISHED);
      g_assert_cmpint (xq_match_get_result (match), ==,
                       (mate ? XQ_RESULT_RED_WINS : XQ_RESULT_BLACK_WINS));
      g_assert_cmpint (xq_match_get_end_reason (match), ==,
                       (mate ? XQ_END_CHECKMATE : XQ_END_TIME));
    }
}

static void
test_handicap_presets (void)
{
  for (guint h = 0; h < XQ_N_HANDICAPS; h++)
    for (guint giver = 0; giver < 2; giver++)
      {
        g_autofree char *fen = xq_handicap_dup_fen (h, giver);
        XqPosition pos, start_pos;
        guint8 squares[16];
        guint n = xq_handicap_get_squares (h, giver, squares);

        g_assert_cmpint (xq_position_from_fen (&pos, fen, NULL), ==, XQ_FEN_OK);
        g_assert_cmpint (xq_handicap_from_id (xq_handicap_get_id (h)), ==, h);
        g_assert_nonnull (xq_handicap_get_name (h));
        xq_position_set_start (&start_pos);
        g_assert_cmpuint (pos.count[giver], ==, 16 - n);
        g_assert_cmpuint (pos.count[1 - giver], ==, 16);
        for (guint i = 0; i < n; i++)
          {
            g_assert_cmpint (pos.board[squares[i]], ==, XQ_EMPTY);
            g_assert_cmpint (XQ_PIECE_COLOR (start_pos.board[squares[i]]), ==, (int) giver);
          }
      }
}

static void
test_handicap_match (void)
{
  g_autofree char *fen = xq_handicap_dup_fen (XQ_HANDICAP_BOTH_CHARIOTS, XQ_BLACK);
  g_autoptr (XqGame) game = game_from_fen (fen);
  g_autoptr (XqPlayer) black = scripted_new ("h9g7");
  g_autoptr (XqMatch) match = xq_match_new (game, NULL, NULL, black);
  const XqPosition *pos;

  g_assert_cmpstr (fen, ==, "1nbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
  start (match);
  play (match, "a0a2");
  run_until (match, 2);
  pos = xq_match_get_position (match);
  g_assert_cmpuint (pos->count[XQ_BLACK], ==, 14);
  g_assert_cmpint (pos->board[parse_square ("a9")], ==, XQ_EMPTY);
  g_assert_cmpint (xq_match_get_side_to_move (match), ==, XQ_RED);
}

/* A game already in the record goes on from the end of its main line. */
static void
test_resume (void)
{
  g_autoptr (XqGame) game = xq_game_new ();
  g_autoptr (XqMatch) match = NULL;

  g_assert_nonnull (xq_game_play_move (game, parse_iccs ("h2e2"), NULL));
  g_assert_nonnull (xq_game_play_move (game, parse_iccs ("h9g7"), NULL));
  xq_game_go_start (game);
  match = xq_match_new (game, NULL, NULL, NULL);
  start (match);
  g_assert_cmpuint (xq_match_get_ply (match), ==, 2);
  g_assert_cmpint (xq_match_get_side_to_move (match), ==, XQ_RED);
  play (match, "h0g2");
  g_assert_cmpuint (xq_game_count_main_line (game), ==, 3);
}

/* ---- the engine player ---- */

typedef struct
{
  atomic_int started;
  atomic_int finished;
  int score;
} FakeSearch;

/* Thinks until stopped, then plays the first legal move. */
static XqMove
fake_search (const XqPosition *start_pos, const XqMove *moves, gsize n_moves,
             const XqSearchLimits *limits, atomic_bool *stop, int *score, gpointer data)
{
  FakeSearch *fs = data;
  XqPosition pos = *start_pos;
  XqMove legal[XQ_MAX_MOVES];
  XqUndo undo;

  atomic_fetch_add (&fs->started, 1);
  for (gsize i = 0; i < n_moves; i++)
    xq_position_make_move (&pos, moves[i], &undo);
  while (!atomic_load (stop))
    g_usleep (1000);
  *score = fs->score;
  atomic_fetch_add (&fs->finished, 1);
  return xq_generate_legal (&pos, legal, G_N_ELEMENTS (legal)) > 0 ? legal[0] : XQ_MOVE_NONE;
}

/* Thinks a little, then plays the first legal move. */
static XqMove
quick_search (const XqPosition *start_pos, const XqMove *moves, gsize n_moves,
              const XqSearchLimits *limits, atomic_bool *stop, int *score, gpointer data)
{
  FakeSearch *fs = data;
  XqPosition pos = *start_pos;
  XqMove legal[XQ_MAX_MOVES];
  XqUndo undo;

  for (gsize i = 0; i < n_moves; i++)
    xq_position_make_move (&pos, moves[i], &undo);
  g_usleep (2000);
  *score = fs->score;
  return xq_generate_legal (&pos, legal, G_N_ELEMENTS (legal)) > 0 ? legal[0] : XQ_MOVE_NONE;
}

/* Drops @object and waits until it is finalized, possibly in a worker. */
static void
wait_finalized (gpointer object)
{
  GWeakRef ref;
  gint64 deadline = g_get_monotonic_time () + 10 * SEC;
  gboolean alive = TRUE;

  g_weak_ref_init (&ref, object);
  g_object_unref (object);
  while (alive && g_get_monotonic_time () < deadline)
    {
      GObject *o = g_weak_ref_get (&ref);

      alive = o != NULL;
      g_clear_object (&o);
      if (alive)
        {
          g_main_context_iteration (NULL, FALSE);
          g_usleep (1000);
        }
    }
  g_weak_ref_clear (&ref);
  g_assert_false (alive);
}

static void
test_engine_new_destroy (void)
{
  XqPlayer *engine = xq_engine_player_new (3);

  g_assert_false (xq_player_is_human (engine));
  g_assert_cmpint (xq_engine_player_get_level (XQ_ENGINE_PLAYER (engine)), ==, 3);
  g_assert_nonnull (xq_player_get_name (engine));
  g_assert_finalize_object (engine);
}

static void
on_move_ready (GObject *source, GAsyncResult *result, gpointer data)
{
  GError **error = data;
  XqMove m = xq_player_choose_move_finish (XQ_PLAYER (source), result, error);

  g_assert_cmpuint (m, ==, XQ_MOVE_NONE);
}

/* Cancelled mid-search: the request completes with CANCELLED, no move. */
static void
test_engine_cancel_request (void)
{
  XqPlayer *engine = xq_engine_player_new (XQ_LEVEL_MAX);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  FakeSearch fs = { 0 };
  XqPosition start_pos;
  XqMoveRequest req = { 0 };
  GError *error = NULL;

  xq_engine_player_set_search_func (XQ_ENGINE_PLAYER (engine), fake_search, &fs);
  xq_position_set_start (&start_pos);
  req.start = &start_pos;
  req.time_left[0] = req.time_left[1] = -1;
  xq_player_choose_move_async (engine, &req, cancellable, on_move_ready, &error);
  while (atomic_load (&fs.started) == 0)
    g_usleep (1000);
  g_cancellable_cancel (cancellable);
  while (error == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_cmpint (atomic_load (&fs.finished), ==, 1);
  wait_finalized (engine);
}

/* Through the match: an abort or a take-back stops the search; its move
 * never arrives. */
static void
test_engine_cancel_match (void)
{
  XqPlayer *engine = xq_engine_player_new (XQ_LEVEL_MAX);
  XqMatch *match;
  FakeSearch fs = { 0 };
  guint moves = 0;

  xq_engine_player_set_search_func (XQ_ENGINE_PLAYER (engine), fake_search, &fs);
  match = xq_match_new (NULL, NULL, NULL, engine);
  g_signal_connect (match, "move-played", G_CALLBACK (on_move_count), &moves);
  g_object_unref (engine);
  start (match);
  play (match, "h2e2");
  g_assert_cmpuint (moves, ==, 1);
  g_assert_true (xq_match_get_thinking (match));
  while (atomic_load (&fs.started) == 0)
    g_main_context_iteration (NULL, FALSE);

  /* Take-back: the search stops, the human moves again. */
  g_assert_true (xq_match_take_back (match, NULL));
  while (atomic_load (&fs.finished) < 1)
    g_usleep (1000);
  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (xq_match_get_ply (match), ==, 0);

  /* Abort (new game, window closed). */
  play (match, "b2e2");
  while (atomic_load (&fs.started) < 2)
    g_usleep (1000);
  xq_match_abort (match);
  g_assert_cmpint (xq_match_get_end_reason (match), ==, XQ_END_ABORTED);
  g_assert_cmpstr (xq_game_get_tag (xq_match_get_game (match), "Result"), ==, "*");
  while (atomic_load (&fs.finished) < 2)
    g_usleep (1000);
  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpuint (xq_match_get_ply (match), ==, 1);
  g_assert_cmpuint (moves, ==, 2);

  /* Dropping the match while the engine thinks: nothing leaks, no move. */
  {
    g_autoptr (XqPlayer) engine2 = xq_engine_player_new (XQ_LEVEL_MAX);
    XqMatch *match2;

    xq_engine_player_set_search_func (XQ_ENGINE_PLAYER (engine2), fake_search, &fs);
    match2 = xq_match_new (NULL, NULL, engine2, NULL);
    start (match2);
    while (atomic_load (&fs.started) < 3)
      g_usleep (1000);
    g_assert_finalize_object (match2);
    while (atomic_load (&fs.finished) < 3)
      g_usleep (1000);
    wait_finalized (g_steal_pointer (&engine2));
  }
  g_assert_finalize_object (match);
}

/* The engine answers a draw offer from its evaluation (§23.1). */
static void
test_engine_draw_answer (void)
{
  for (guint worse = 0; worse < 2; worse++)
    {
      g_autoptr (XqPlayer) engine = xq_engine_player_new (XQ_LEVEL_MAX);
      g_autoptr (XqMatch) match = xq_match_new (NULL, NULL, NULL, engine);
      FakeSearch fs = { .score = worse ? -500 : 300 };

      xq_engine_player_set_search_func (XQ_ENGINE_PLAYER (engine), quick_search, &fs);
      start (match);
      play (match, "h2e2");
      g_assert_true (xq_match_offer_draw (match, XQ_RED, NULL));
      run_until (match, 2);
      g_assert_cmpint (xq_engine_player_get_last_score (XQ_ENGINE_PLAYER (engine)), ==, fs.score);
      if (worse)
        g_assert_cmpint (xq_match_get_end_reason (match), ==, XQ_END_AGREEMENT);
      else
        g_assert_cmpuint (xq_match_get_ply (match), ==, 2);
      xq_match_abort (match);
    }
}

/* Two engines play on their own until the judge ends the game. */
static void
test_engine_vs_engine (void)
{
  g_autoptr (XqPlayer) red = xq_engine_player_new (XQ_LEVEL_MAX);
  g_autoptr (XqPlayer) black = xq_engine_player_new (XQ_LEVEL_MAX);
  g_autoptr (XqGame) game = game_from_fen ("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1");
  g_autoptr (XqMatch) match = xq_match_new (game, NULL, red, black);
  FakeSearch fs = { 0 };

  xq_engine_player_set_search_func (XQ_ENGINE_PLAYER (red), quick_search, &fs);
  xq_engine_player_set_search_func (XQ_ENGINE_PLAYER (black), quick_search, &fs);
  xq_match_set_move_limit (match, 5);
  start (match);
  run_until (match, 0);
  g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_FINISHED);
  g_assert_cmpint (xq_match_get_end_reason (match), !=, XQ_END_ABORTED);
  g_assert_cmpuint (xq_match_get_ply (match), <=, 10);
  g_assert_cmpuint (xq_game_count_main_line (game), ==, xq_match_get_ply (match));
  g_test_message ("engines: %s after %u moves", xq_game_get_tag (game, "Result"),
                  xq_match_get_ply (match));
}

/* The bundled engine: plays a legal move within its clock, and stops at
 * once when cancelled. */
static void
test_engine_real (void)
{
  XqTimeControl tc;
  g_autoptr (XqClock) clock = NULL;
  g_autoptr (XqPlayer) engine = xq_engine_player_new (2);
  g_autoptr (XqMatch) match = NULL;
  gint64 t0, stopped;

  xq_time_control_init_per_move (&tc, 1 * SEC);
  clock = xq_clock_new (&tc);
  match = xq_match_new (NULL, clock, engine, NULL);
  start (match);
  run_until (match, 1);
  g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_PLAYING);
  g_assert_cmpuint (xq_match_get_ply (match), ==, 1);
  g_assert_cmpint (xq_match_get_side_to_move (match), ==, XQ_BLACK);
  xq_match_abort (match);
  g_clear_object (&match);

  /* A long think, cancelled. */
  {
    g_autoptr (XqMatch) match2 = xq_match_new (NULL, NULL, engine, NULL);

    xq_engine_player_set_level (XQ_ENGINE_PLAYER (engine), XQ_LEVEL_MAX);
    xq_engine_player_set_move_time (XQ_ENGINE_PLAYER (engine), 60000);
    start (match2);
    g_usleep (100 * 1000);
    t0 = g_get_monotonic_time ();
    xq_match_abort (match2);
  }
  /* The worker returns quickly and drops its reference. */
  while (G_OBJECT (engine)->ref_count > 1)
    g_main_context_iteration (NULL, FALSE);
  stopped = g_get_monotonic_time () - t0;
  g_test_message ("engine stopped %" G_GINT64_FORMAT " us after the cancel", stopped);
  g_assert_cmpint (stopped, <, 2 * SEC);
}

/* The moves taken back come back with redo, the engine's without a search. */
static void
test_redo (void)
{
  g_autoptr (XqPlayer) black = scripted_new ("h9g7 b9c7");
  g_autoptr (XqMatch) match = xq_match_new (NULL, NULL, NULL, black);
  XqGame *game = xq_match_get_game (match);
  g_autoptr (GError) error = NULL;

  start (match);
  g_assert_false (xq_match_can_redo (match));
  g_assert_false (xq_match_redo (match, &error));
  g_assert_error (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_TAKE_BACK);
  g_clear_error (&error);
  play (match, "h2e2");
  run_until (match, 2);
  g_assert_true (xq_match_take_back (match, NULL));
  g_assert_cmpuint (xq_match_get_ply (match), ==, 0);
  g_assert_true (xq_match_can_redo (match));
  g_assert_true (xq_match_redo (match, NULL));
  /* Both moves, the human to move, nothing asked of the engine. */
  g_assert_cmpuint (xq_match_get_ply (match), ==, 2);
  g_assert_cmpuint (xq_game_count_main_line (game), ==, 2);
  g_assert_cmpint (xq_match_get_side_to_move (match), ==, XQ_RED);
  g_assert_false (xq_match_get_thinking (match));
  g_assert_cmpuint (TEST_SCRIPTED (black)->asked, ==, 1);
  g_assert_false (xq_match_can_redo (match));
  /* Another move forgets what was taken back. */
  g_assert_true (xq_match_take_back (match, NULL));
  play (match, "b2e2");
  g_assert_false (xq_match_can_redo (match));
  run_until (match, 2);
  g_assert_cmpuint (TEST_SCRIPTED (black)->asked, ==, 2);
}

/* The match plays on the main line while the cursor is in a variation, and a
 * take-back keeps the main line the main line. */
static void
test_main_line (void)
{
  g_autoptr (XqMatch) match = match_new (NULL, NULL, NULL);
  XqGame *game = xq_match_get_game (match);
  XqGameNode *end;

  start (match);
  play (match, "h2e2 h9g7 b0c2");
  /* The user analyses another second move. */
  xq_game_go_start (game);
  xq_game_go_forward (game, 0);
  g_assert_nonnull (xq_game_play_move (game, parse_iccs ("b9c7"), NULL));
  g_assert_nonnull (xq_game_play_move (game, parse_iccs ("h0g2"), NULL));
  g_assert_cmpuint (xq_game_count_variations (game), ==, 1);
  play (match, "b9c7");
  end = xq_game_node_get_line_end (xq_game_get_root (game));
  g_assert_true (xq_game_get_cursor (game) == end);
  g_assert_cmpuint (xq_game_node_get_ply (end), ==, 4);
  g_assert_cmpuint (xq_game_count_main_line (game), ==, 4);
  g_assert_true (xq_position_equal (xq_game_get_position (game), xq_match_get_position (match)));
  /* Take back to one move: the variation of move 2 goes with the main line's. */
  g_assert_true (xq_match_take_back (match, NULL));
  g_assert_true (xq_match_take_back (match, NULL));
  g_assert_true (xq_match_take_back (match, NULL));
  g_assert_cmpuint (xq_game_count_main_line (game), ==, 1);
  g_assert_cmpuint (xq_game_count_moves (game), ==, 1);
  g_assert_true (xq_position_equal (xq_game_get_position (game), xq_match_get_position (match)));
}

/* A claim is possible exactly when it would be right. */
static void
test_can_claim (void)
{
  g_autoptr (XqMatch) match = match_new ("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 16 30", NULL, NULL);
  g_autofree char *text = NULL;

  xq_match_set_move_limit (match, 10);
  xq_match_set_strict (match, TRUE);
  g_assert_false (xq_match_can_claim_move_limit (match));
  start (match);
  play (match, "a0a1 d9d8 a1a2");
  g_assert_false (xq_match_can_claim_move_limit (match));
  play (match, "d8d9");
  g_assert_true (xq_match_can_claim_move_limit (match));
  g_assert_true (xq_match_claim_move_limit (match, XQ_RED, NULL));
  g_assert_false (xq_match_can_claim_move_limit (match));
  text = xq_match_describe_end (match);
  g_assert_nonnull (strstr (text, "§4.2.4"));
}

/* The end in words names the repeated pattern. */
static void
test_describe_repetition (void)
{
  g_autoptr (XqMatch) match =
    match_new ("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1",
               "a0a9 a9a8 a8a9 a9a8 a8a9 a9a8 a8a9",
               "d9d8 d8d9 d9d8 d8d9 d9d8 d8d9 d9d8");
  g_autofree char *text = NULL;

  start (match);
  run_until (match, 0);
  text = xq_match_describe_end (match);
  g_assert_nonnull (strstr (text, "red repeated perpetual check"));
  g_assert_nonnull (strstr (text, xq_match_get_clause (match)));
}

/* §23.1 ahead of the move: a side to move may offer with its next move
 * unless its last offer is still the last one made. */
static void
test_offer_with_move (void)
{
  g_autoptr (XqMatch) match = match_new (NULL, NULL, NULL);

  g_assert_false (xq_match_can_offer_draw_with_move (match, XQ_RED));
  start (match);
  g_assert_true (xq_match_can_offer_draw_with_move (match, XQ_RED));
  g_assert_false (xq_match_can_offer_draw_with_move (match, XQ_BLACK));
  play (match, "h2e2");
  g_assert_true (xq_match_offer_draw (match, XQ_RED, NULL));
  /* Black answers the offer rather than making one. */
  g_assert_false (xq_match_can_offer_draw_with_move (match, XQ_BLACK));
  play (match, "h9g7");
  g_assert_false (xq_match_can_offer_draw_with_move (match, XQ_RED));
  play (match, "b0c2");
  g_assert_true (xq_match_can_offer_draw_with_move (match, XQ_BLACK));
  g_assert_true (xq_match_offer_draw (match, XQ_BLACK, NULL) == FALSE);
  play (match, "b9c7");
  g_assert_true (xq_match_offer_draw (match, XQ_BLACK, NULL));
  g_assert_true (xq_match_answer_draw (match, FALSE, NULL));
  g_assert_true (xq_match_can_offer_draw_with_move (match, XQ_RED));
}

/* A loaded game without a clock keeps its time control tag. */
static void
test_keeps_time_control (void)
{
  g_autoptr (XqGame) game = xq_game_new ();
  g_autoptr (XqMatch) match = NULL;

  xq_game_set_tag (game, "TimeControl", "40/5400");
  match = xq_match_new (game, NULL, NULL, NULL);
  start (match);
  g_assert_cmpstr (xq_game_get_tag (game, "TimeControl"), ==, "40/5400");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/play/match/new-destroy", test_new_destroy);
  g_test_add_func ("/play/match/checkmate", test_checkmate);
  g_test_add_func ("/play/match/stalemate", test_stalemate);
  g_test_add_func ("/play/match/perpetual-check", test_perpetual_check);
  g_test_add_func ("/play/match/move-limit", test_move_limit);
  g_test_add_func ("/play/match/move-limit-claim", test_move_limit_claim);
  g_test_add_func ("/play/match/resignation", test_resignation);
  g_test_add_func ("/play/match/draw-offer/rules", test_draw_offer_rules);
  g_test_add_func ("/play/match/draw-offer/player", test_draw_offer_player);
  g_test_add_func ("/play/match/take-back", test_take_back);
  g_test_add_func ("/play/match/take-back-finished", test_take_back_finished);
  g_test_add_func ("/play/match/take-back-strict", test_take_back_strict);
  g_test_add_func ("/play/match/redo", test_redo);
  g_test_add_func ("/play/match/main-line", test_main_line);
  g_test_add_func ("/play/match/can-claim", test_can_claim);
  g_test_add_func ("/play/match/describe-repetition", test_describe_repetition);
  g_test_add_func ("/play/match/keeps-time-control", test_keeps_time_control);
  g_test_add_func ("/play/match/draw-offer/with-move", test_offer_with_move);
  g_test_add_func ("/play/match/touch-move", test_touch_move);
  g_test_add_func ("/play/match/touch-both", test_touch_both);
  g_test_add_func ("/play/match/touch-casual", test_touch_casual);
  g_test_add_func ("/play/match/flag-fall", test_flag_fall);
  g_test_add_func ("/play/match/flag-press", test_flag_press);
  g_test_add_func ("/play/match/resume", test_resume);
  g_test_add_func ("/play/handicap/presets", test_handicap_presets);
  g_test_add_func ("/play/handicap/match", test_handicap_match);
  g_test_add_func ("/play/engine-player/new-destroy", test_engine_new_destroy);
  g_test_add_func ("/play/engine-player/cancel-request", test_engine_cancel_request);
  g_test_add_func ("/play/engine-player/cancel-match", test_engine_cancel_match);
  g_test_add_func ("/play/engine-player/draw-answer", test_engine_draw_answer);
  g_test_add_func ("/play/engine-player/engine-vs-engine", test_engine_vs_engine);
  g_test_add_func ("/play/engine-player/real", test_engine_real);

  return g_test_run ();
}
