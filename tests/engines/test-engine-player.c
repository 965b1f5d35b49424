/* test-engine-player.c — the bundled engine as a player: a stalled search
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "xq-engine-player.h"

/* A search that ignores its stop flag until the test lets it go. */
typedef struct
{
  atomic_bool release;
  atomic_bool entered;
  atomic_bool left;
} Hang;

static XqMove
hanging_search (const XqPosition     *start,
                const XqMove         *moves,
                gsize                 n_moves,
                const XqSearchLimits *limits,
                atomic_bool          *stop,
                int                  *score,
                gpointer              user_data)
{
  Hang *hang = user_data;

  atomic_store (&hang->entered, true);
  while (!atomic_load (&hang->release))
    g_usleep (1000);
  atomic_store (&hang->left, true);
  *score = 0;
  return XQ_MOVE (XQ_SQ (1, 0), XQ_SQ (2, 2));
}

typedef struct
{
  gboolean done;
  XqMove move;
  GError *error;
  guint faults;
  GError *fault;
} Outcome;

static void
chosen (GObject      *source,
        GAsyncResult *result,
        gpointer      user_data)
{
  Outcome *outcome = user_data;

  outcome->move = xq_player_choose_move_finish (XQ_PLAYER (source), result, &outcome->error);
  outcome->done = TRUE;
}

static void
on_fault (XqEnginePlayer *player,
          const GError   *error,
          Outcome        *outcome)
{
  outcome->faults++;
  g_clear_error (&outcome->fault);
  outcome->fault = g_error_copy (error);
}

static void
request (XqPlayer *player,
         Outcome  *outcome)
{
  XqPosition start;
  XqMoveRequest req = {
    .start = &start, .side = XQ_RED, .time_left = { -1, -1 }, .move_time = 20 * 1000,
  };

  xq_position_set_start (&start);
  xq_player_choose_move_async (player, &req, NULL, chosen, outcome);
}

/* A search that overruns its time and the margin fails the request at
 * once, with a fault for the user; a late answer is ignored. */
static void
test_stall (void)
{
  g_autoptr (XqPlayer) player = xq_engine_player_new (1);
  Hang hang = { 0 };
  Outcome outcome = { 0 };
  gint64 began;

  xq_engine_player_set_search_func (XQ_ENGINE_PLAYER (player), hanging_search, &hang);
  xq_engine_player_set_margin (XQ_ENGINE_PLAYER (player), 100);
  g_signal_connect (player, "fault", G_CALLBACK (on_fault), &outcome);
  began = g_get_monotonic_time ();
  request (player, &outcome);
  while (!outcome.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (atomic_load (&hang.entered));
  g_assert_false (atomic_load (&hang.left));
  g_assert_cmpint (g_get_monotonic_time () - began, >=, 100 * 1000);
  g_assert_cmpint (g_get_monotonic_time () - began, <, 5 * G_USEC_PER_SEC);
  g_assert_error (outcome.error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT);
  g_assert_cmpuint (outcome.move, ==, XQ_MOVE_NONE);
  g_assert_cmpuint (outcome.faults, ==, 1);
  g_assert_error (outcome.fault, G_IO_ERROR, G_IO_ERROR_TIMED_OUT);

  /* The worker gives its answer at last: nobody hears it. */
  atomic_store (&hang.release, true);
  while (!atomic_load (&hang.left))
    g_usleep (1000);
  for (int i = 0; i < 50; i++)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (2000);
    }
  g_assert_cmpuint (outcome.faults, ==, 1);
  g_clear_error (&outcome.error);
  g_clear_error (&outcome.fault);

  /* A search in time is no fault, and the watchdog is gone with it. */
  outcome = (Outcome) { 0 };
  request (player, &outcome);
  while (!outcome.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (outcome.error);
  g_assert_cmpuint (outcome.move, ==, XQ_MOVE (XQ_SQ (1, 0), XQ_SQ (2, 2)));
  for (int i = 0; i < 100; i++)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (2000);
    }
  g_assert_cmpuint (outcome.faults, ==, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engines/engine-player/stall", test_stall);
  return g_test_run ();
}
