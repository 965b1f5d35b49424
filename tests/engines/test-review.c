/* test-review.c — a review finds a planted blunder, reports progress and
 * stops when cancelled
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "xq-review.h"

/* Red's chariot goes to d7, where Black's cannon takes it over the horse on
 * c7 (4. d1d7, index 6); the rest is development that hangs nothing. */
static const char * const blunder_game[] = {
  "b0c2", "b9c7", "a0a1", "h9g7", "a1d1", "c9e7", "d1d7", "b7d7", "h0g2", "d9e8",
};
static const guint blunder_index = 6;

static XqGame *
game_from (const char * const *moves, guint n)
{
  XqGame *game = xq_game_new ();

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GError) error = NULL;
      XqGameNode *node = xq_game_play_text (game, moves[i], XQ_NOTATION_ICCS, &error);

      g_assert_no_error (error);
      g_assert_nonnull (node);
    }
  return game;
}

typedef struct
{
  gboolean finished;
  gboolean ok;
  GError *error;
  guint progress_calls;
  guint last_done;
  guint last_total;
  GCancellable *cancel_at_first;
} RunState;

static void
on_progress (XqReview *review, guint done, guint total, gint64 time_left, gpointer data)
{
  RunState *st = data;

  g_assert_cmpuint (done, >, st->last_done);
  g_assert_cmpuint (done, <=, total);
  st->progress_calls++;
  st->last_done = done;
  st->last_total = total;
  if (st->cancel_at_first != NULL)
    g_cancellable_cancel (st->cancel_at_first);
}

static void
on_done (GObject *source, GAsyncResult *result, gpointer data)
{
  RunState *st = data;

  st->ok = xq_review_run_finish (XQ_REVIEW (source), result, &st->error);
  st->finished = TRUE;
}

static void
run_review (XqReview *review, GCancellable *cancellable, RunState *st)
{
  gulong id = g_signal_connect (review, "progress", G_CALLBACK (on_progress), st);

  xq_review_run_async (review, cancellable, on_done, st);
  g_assert_true (xq_review_is_running (review));
  while (!st->finished)
    g_main_context_iteration (NULL, TRUE);
  /* Let queued idles go, so that nothing holds the review. */
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_signal_handler_disconnect (review, id);
  g_assert_false (xq_review_is_running (review));
}

/* GTask drops the worker thread's reference to its source object after the
 * callback may have run: wait for it before asserting that nothing is left. */
static void
wait_for_worker (XqReview *review)
{
  for (guint i = 0; i < 5000 && g_atomic_int_get (&G_OBJECT (review)->ref_count) > 1; i++)
    g_usleep (1000);
}

static void
test_new_destroy (void)
{
  g_autoptr (XqGame) game = xq_game_new ();
  XqReview *review = xq_review_new (game);

  g_assert_true (xq_review_get_game (review) == game);
  g_assert_cmpuint (xq_review_get_done (review), ==, 0);
  g_assert_cmpint (xq_review_get_time_left (review), ==, -1);
  g_assert_false (xq_review_is_running (review));
  g_assert_finalize_object (review);
}

static void
test_marks (void)
{
  g_assert_cmpint (xq_review_mark_for_loss (0), ==, XQ_REVIEW_GOOD);
  g_assert_cmpint (xq_review_mark_for_loss (XQ_REVIEW_INACCURACY_CP - 1), ==, XQ_REVIEW_GOOD);
  g_assert_cmpint (xq_review_mark_for_loss (XQ_REVIEW_INACCURACY_CP), ==, XQ_REVIEW_INACCURACY);
  g_assert_cmpint (xq_review_mark_for_loss (XQ_REVIEW_MISTAKE_CP), ==, XQ_REVIEW_MISTAKE);
  g_assert_cmpint (xq_review_mark_for_loss (XQ_REVIEW_BLUNDER_CP), ==, XQ_REVIEW_BLUNDER);
  g_assert_cmpint (xq_review_mark_for_loss (5000), ==, XQ_REVIEW_BLUNDER);
}

static void
test_blunder (void)
{
  g_autoptr (XqGame) game = game_from (blunder_game, G_N_ELEMENTS (blunder_game));
  XqReview *review = xq_review_new (game);
  RunState st = { 0 };
  XqGameNode *node = xq_game_get_root (game);
  XqReviewSummary red, black;
  guint index = 0;

  xq_review_set_depth (review, 5);
  xq_review_set_notation (review, XQ_NOTATION_ICCS);
  run_review (review, NULL, &st);
  g_assert_no_error (st.error);
  g_assert_true (st.ok);

  /* Progress reached the total, one step a move. */
  g_assert_cmpuint (st.last_done, ==, G_N_ELEMENTS (blunder_game));
  g_assert_cmpuint (st.last_total, ==, G_N_ELEMENTS (blunder_game));
  g_assert_cmpuint (st.progress_calls, ==, G_N_ELEMENTS (blunder_game));
  g_assert_cmpuint (xq_review_get_done (review), ==, xq_review_get_total (review));
  g_assert_cmpint (xq_review_get_time_left (review), ==, 0);

  while ((node = xq_game_node_get_child (node, 0)) != NULL)
    {
      XqGameNode *parent = xq_game_node_get_parent (node);
      gboolean bad = xq_game_node_has_nag (node, XQ_NAG_MISTAKE)
                     || xq_game_node_has_nag (node, XQ_NAG_BLUNDER);

      if (index == blunder_index)
        {
          XqGameNode *better;

          g_assert_true (bad);
          /* The better move and its line, as a variation. */
          g_assert_cmpuint (xq_game_node_get_n_children (parent), ==, 2);
          better = xq_game_node_get_child (parent, 1);
          g_assert_cmpint (xq_game_node_get_move (better), !=, xq_game_node_get_move (node));
          g_assert_cmpuint (xq_game_node_get_n_children (better), >, 0);
          g_assert_nonnull (strstr (xq_game_node_get_comment (node), "Best "));
        }
      else
        g_assert_false (xq_game_node_has_nag (node, XQ_NAG_BLUNDER));
      index++;
    }
  g_assert_cmpuint (index, ==, G_N_ELEMENTS (blunder_game));
  g_assert_nonnull (xq_game_get_tag (game, "Annotator"));

  xq_review_get_summary (review, XQ_RED, &red);
  xq_review_get_summary (review, XQ_BLACK, &black);
  g_assert_cmpuint (red.moves, ==, 5);
  g_assert_cmpuint (black.moves, ==, 5);
  g_assert_cmpuint (red.mistakes + red.blunders, >=, 1);
  g_assert_cmpfloat (red.average_loss, >, black.average_loss);

  /* A score for every position; after the chariot is lost black is ahead. */
  for (guint ply = 0; ply <= G_N_ELEMENTS (blunder_game); ply++)
    g_assert_true (xq_review_get_score (review, ply, NULL));
  g_assert_false (xq_review_get_score (review, G_N_ELEMENTS (blunder_game) + 1, NULL));
  {
    int red_score = 0;

    g_assert_true (xq_review_get_score (review, blunder_index + 2, &red_score));
    g_assert_cmpint (red_score, <, -XQ_REVIEW_MISTAKE_CP);
  }
  wait_for_worker (review);
  g_assert_finalize_object (review);
}

static void
test_cancel (void)
{
  g_autoptr (XqGame) game = game_from (blunder_game, G_N_ELEMENTS (blunder_game));
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  XqReview *review = xq_review_new (game);
  RunState st = { .cancel_at_first = cancellable };
  guint marked = 0;

  /* Long enough a move that the review cannot end before the cancel. */
  xq_review_set_movetime (review, 300);
  run_review (review, cancellable, &st);
  g_assert_false (st.ok);
  g_assert_error (st.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&st.error);
  g_assert_cmpuint (xq_review_get_done (review), <, G_N_ELEMENTS (blunder_game));
  g_assert_null (xq_game_get_tag (game, "Annotator"));
  for (XqGameNode *n = xq_game_node_get_child (xq_game_get_root (game), 0); n != NULL;
       n = xq_game_node_get_child (n, 0))
    marked += xq_game_node_has_nag (n, XQ_NAG_BLUNDER);
  g_assert_cmpuint (marked, ==, 0);
  wait_for_worker (review);
  g_assert_finalize_object (review);
}

static void
test_second_run_refused (void)
{
  g_autoptr (XqGame) game = game_from (blunder_game, 2);
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  XqReview *review = xq_review_new (game);
  RunState first = { 0 }, second = { 0 };

  xq_review_set_nodes (review, 2000);
  xq_review_run_async (review, cancellable, on_done, &first);
  xq_review_run_async (review, NULL, on_done, &second);
  while (!first.finished || !second.finished)
    g_main_context_iteration (NULL, TRUE);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  g_assert_error (second.error, G_IO_ERROR, G_IO_ERROR_PENDING);
  g_clear_error (&second.error);
  g_assert_no_error (first.error);
  g_assert_true (first.ok);
  wait_for_worker (review);
  g_assert_finalize_object (review);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engines/review/new-destroy", test_new_destroy);
  g_test_add_func ("/engines/review/marks", test_marks);
  g_test_add_func ("/engines/review/blunder", test_blunder);
  g_test_add_func ("/engines/review/cancel", test_cancel);
  g_test_add_func ("/engines/review/second-run-refused", test_second_run_refused);
  return g_test_run ();
}
