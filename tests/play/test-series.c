/* test-series.c — best of N: colours swap (§13.5), scores 1/½/0 (§14.1)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "xq-match.h"
#include "xq-series.h"

static void
test_new_destroy (void)
{
  XqSeries *series = xq_series_new (3, "A", "B");

  g_assert_cmpuint (xq_series_get_n_games (series), ==, 3);
  g_assert_cmpuint (xq_series_get_n_played (series), ==, 0);
  g_assert_cmpstr (xq_series_get_name (series, 1), ==, "B");
  g_assert_false (xq_series_is_over (series));
  g_assert_finalize_object (series);
}

static void
test_colours (void)
{
  g_autoptr (XqSeries) series = xq_series_new (4, "A", "B");

  for (guint game = 0; game < 4; game++)
    {
      g_assert_cmpint (xq_series_get_color (series, game, 0), ==, game % 2 ? XQ_BLACK : XQ_RED);
      g_assert_cmpint (xq_series_get_color (series, game, 1), ==, game % 2 ? XQ_RED : XQ_BLACK);
      g_assert_cmpuint (xq_series_get_red_player (series, game), ==, game % 2);
    }
}

static void
assert_score (XqSeries *series, const char *a, const char *b)
{
  g_autofree char *sa = xq_series_format_score (series, 0);
  g_autofree char *sb = xq_series_format_score (series, 1);

  g_assert_cmpstr (sa, ==, a);
  g_assert_cmpstr (sb, ==, b);
}

static void
test_best_of_three_early (void)
{
  g_autoptr (XqSeries) series = xq_series_new (3, "A", "B");

  /* A red wins, then A black wins: 2–0, decided after two games. */
  g_assert_true (xq_series_add_result (series, XQ_RESULT_RED_WINS));
  g_assert_false (xq_series_is_over (series));
  g_assert_true (xq_series_add_result (series, XQ_RESULT_BLACK_WINS));
  assert_score (series, "2", "0");
  g_assert_true (xq_series_is_over (series));
  g_assert_cmpint (xq_series_get_winner (series), ==, 0);
  g_assert_false (xq_series_add_result (series, XQ_RESULT_DRAW));
  g_assert_cmpuint (xq_series_get_n_played (series), ==, 2);
}

static void
test_best_of_three_tiebreak (void)
{
  g_autoptr (XqSeries) series = xq_series_new (3, "A", "B");

  g_assert_false (xq_series_add_result (series, XQ_RESULT_ONGOING));
  g_assert_true (xq_series_add_result (series, XQ_RESULT_RED_WINS));  /* A */
  g_assert_true (xq_series_add_result (series, XQ_RESULT_DRAW));
  assert_score (series, "1½", "½");
  g_assert_true (xq_series_add_result (series, XQ_RESULT_BLACK_WINS)); /* B, black */
  assert_score (series, "1½", "1½");
  g_assert_cmpuint (xq_series_get_half_points (series, 1), ==, 3);
  g_assert_false (xq_series_is_over (series));
  g_assert_true (xq_series_needs_tiebreak (series));
  g_assert_cmpint (xq_series_get_result (series, 2), ==, XQ_RESULT_BLACK_WINS);
  /* Extra game, colours go on swapping: B has red. */
  g_assert_cmpuint (xq_series_get_red_player (series, 3), ==, 1);
  g_assert_true (xq_series_add_result (series, XQ_RESULT_RED_WINS));
  g_assert_cmpint (xq_series_get_winner (series), ==, 1);
  g_assert_false (xq_series_needs_tiebreak (series));
}

/* Three real games between two humans, each ending on the board. */
static void
test_best_of_three_played (void)
{
  g_autoptr (XqSeries) series = xq_series_new (3, "A", "B");
  /* Red mates in games 0 and 2; in game 1 black resigns. */
  const char *fen = "3k5/R8/9/9/9/9/9/9/9/4K3R w - - 0 1";

  for (guint game = 0; !xq_series_is_over (series); game++)
    {
      g_autoptr (XqGame) record = xq_game_new ();
      g_autoptr (XqPlayer) red = NULL;
      g_autoptr (XqPlayer) black = NULL;
      g_autoptr (XqMatch) match = NULL;
      guint red_player = xq_series_get_red_player (series, game);

      g_assert_cmpuint (game, <, 3);
      red = xq_player_new_human (xq_series_get_name (series, red_player));
      black = xq_player_new_human (xq_series_get_name (series, 1 - red_player));
      g_assert_true (xq_game_set_start_fen (record, fen, NULL));
      match = xq_match_new (record, NULL, red, black);
      g_assert_true (xq_match_start (match, NULL));
      g_assert_cmpstr (xq_game_get_tag (record, "Red"), ==,
                       xq_series_get_name (series, red_player));
      if (game == 1)
        g_assert_true (xq_match_resign (match, XQ_BLACK, NULL));
      else
        g_assert_true (xq_match_play_move (match, XQ_MOVE (XQ_SQ (8, 0), XQ_SQ (8, 9)), NULL));
      g_assert_cmpint (xq_match_get_state (match), ==, XQ_MATCH_FINISHED);
      g_assert_true (xq_series_add_result (series, xq_match_get_result (match)));
    }
  /* A won game 0 (red) and game 2 (red); B won game 1 (black). */
  g_assert_cmpuint (xq_series_get_n_played (series), ==, 3);
  assert_score (series, "2", "1");
  g_assert_cmpint (xq_series_get_winner (series), ==, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/play/series/new-destroy", test_new_destroy);
  g_test_add_func ("/play/series/colours", test_colours);
  g_test_add_func ("/play/series/best-of-three/early", test_best_of_three_early);
  g_test_add_func ("/play/series/best-of-three/tiebreak", test_best_of_three_tiebreak);
  g_test_add_func ("/play/series/best-of-three/played", test_best_of_three_played);

  return g_test_run ();
}
