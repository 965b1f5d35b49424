/* test-analyser.c — continuous analysis: legal lines, MultiPV, mates,
 * restarts on a new position, and going away while searching
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "xq-analyser.h"
#include "xq-fen.h"
#include "xq-movegen.h"
#include "xq-notation.h"

/* Long enough for a slow sanitizer build to reach the depths asked. */
static const guint wait_limit_s = 60;

static void
position_from_fen (const char *fen, XqPosition *pos)
{
  g_assert_cmpint (xq_position_from_fen (pos, fen, NULL), ==, XQ_FEN_OK);
}

static gboolean
on_timeout (gpointer data)
{
  gboolean *timed_out = data;

  *timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

typedef gboolean (*LinesDone) (XqAnalyser *analyser, gpointer data);

/* Runs the main loop until @done says so; fails after wait_limit_s. */
static void
wait_for (XqAnalyser *analyser, LinesDone done, gpointer data)
{
  gboolean timed_out = FALSE;
  guint timeout = g_timeout_add_seconds (wait_limit_s, on_timeout, &timed_out);

  while (!done (analyser, data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (timeout);
}

/* Every line of the analyser replays legally from its position. */
static void
assert_lines_legal (XqAnalyser *analyser)
{
  guint n = 0;
  const XqAnalysisLine *lines = xq_analyser_get_lines (analyser, &n);

  for (guint i = 0; i < n; i++)
    {
      XqPosition pos = *xq_analyser_get_position (analyser);

      g_assert_cmpuint (lines[i].pv_len, >, 0);
      for (guint k = 0; k < lines[i].pv_len; k++)
        {
          XqUndo undo;

          g_assert_true (xq_position_is_legal_move (&pos, lines[i].pv[k]));
          xq_position_make_move (&pos, lines[i].pv[k], &undo);
        }
    }
}

static gboolean
reached_depth (XqAnalyser *analyser, gpointer data)
{
  guint n = 0;
  const XqAnalysisLine *lines = xq_analyser_get_lines (analyser, &n);

  return n == xq_analyser_get_multipv (analyser) && lines[n - 1].depth >= GPOINTER_TO_INT (data);
}

static void
test_new_destroy (void)
{
  XqAnalyser *analyser = xq_analyser_new ();

  g_assert_false (xq_analyser_is_running (analyser));
  g_assert_cmpuint (xq_analyser_get_multipv (analyser), ==, 1);
  g_assert_finalize_object (analyser);
}

static void
test_multipv (void)
{
  g_autoptr (XqAnalyser) analyser = xq_analyser_new ();
  XqPosition start;
  guint n = 0;
  const XqAnalysisLine *lines;

  position_from_fen (XQ_START_FEN, &start);
  xq_analyser_set_multipv (analyser, 3);
  xq_analyser_set_position (analyser, &start, NULL, 0);
  g_assert_true (xq_analyser_is_running (analyser));
  wait_for (analyser, reached_depth, GINT_TO_POINTER (5));

  lines = xq_analyser_get_lines (analyser, &n);
  g_assert_cmpuint (n, ==, 3);
  assert_lines_legal (analyser);
  g_assert_cmpuint (lines[0].pv[0], !=, lines[1].pv[0]);
  g_assert_cmpuint (lines[0].pv[0], !=, lines[2].pv[0]);
  g_assert_cmpuint (lines[1].pv[0], !=, lines[2].pv[0]);
  /* Best first; one depth for the whole set. */
  g_assert_cmpint (lines[0].score, >=, lines[1].score);
  g_assert_cmpint (lines[1].score, >=, lines[2].score);
  g_assert_cmpint (lines[0].depth, ==, lines[2].depth);
  g_assert_false (lines[0].is_mate);
  g_assert_cmpuint (lines[0].nodes, >, 0);
}

static gboolean
found_mate (XqAnalyser *analyser, gpointer data)
{
  guint n = 0;
  const XqAnalysisLine *lines = xq_analyser_get_lines (analyser, &n);

  /* The mate with its whole line: an iteration cut short by the table may
   * first report the mate with a shorter line, the next one spells it out. */
  return n > 0 && lines[0].is_mate && lines[0].pv_len >= 2 * (guint) lines[0].mate - 1;
}

static void
test_mate_in_two (void)
{
  g_autoptr (XqAnalyser) analyser = xq_analyser_new ();
  XqPosition start;
  guint n = 0;
  const XqAnalysisLine *lines;

  /* Two rooks against a bare king: a check on the eighth rank, then mate. */
  position_from_fen ("3k5/9/9/9/9/9/9/9/9/RR3K3 w - - 0 1", &start);
  xq_analyser_set_position (analyser, &start, NULL, 0);
  wait_for (analyser, found_mate, NULL);

  lines = xq_analyser_get_lines (analyser, &n);
  g_assert_cmpint (lines[0].mate, ==, 2);
  g_assert_cmpuint (lines[0].pv_len, >=, 3);
  assert_lines_legal (analyser);
}

typedef struct
{
  XqPosition expected;
  guint deliveries;
} RestartState;

static void
on_lines_after_restart (XqAnalyser *analyser, gpointer data)
{
  RestartState *st = data;
  guint n = 0;

  g_assert_true (xq_position_equal (xq_analyser_get_position (analyser), &st->expected));
  if (xq_analyser_get_lines (analyser, &n) != NULL)
    st->deliveries++;
  assert_lines_legal (analyser);
}

static void
test_restart (void)
{
  g_autoptr (XqAnalyser) analyser = xq_analyser_new ();
  RestartState st = { 0 };
  XqPosition start;
  XqMove moves[1];
  XqUndo undo;
  guint n = 0;
  const XqAnalysisLine *lines;

  position_from_fen (XQ_START_FEN, &start);
  g_assert_cmpint (xq_move_parse (&start, "h2e2", XQ_NOTATION_ICCS, &moves[0], NULL), ==, XQ_PARSE_OK);
  xq_analyser_set_multipv (analyser, 2);
  xq_analyser_set_position (analyser, &start, NULL, 0);
  wait_for (analyser, reached_depth, GINT_TO_POINTER (6));

  /* From here on, only lines of the position after the cannon move. */
  st.expected = start;
  xq_position_make_move (&st.expected, moves[0], &undo);
  g_signal_connect (analyser, "lines-changed", G_CALLBACK (on_lines_after_restart), &st);
  xq_analyser_set_position (analyser, &start, moves, 1);
  g_assert_null (xq_analyser_get_lines (analyser, &n));
  wait_for (analyser, reached_depth, GINT_TO_POINTER (4));
  g_assert_cmpuint (st.deliveries, >, 0);

  lines = xq_analyser_get_lines (analyser, &n);
  g_assert_cmpint (xq_analyser_get_position (analyser)->side, ==, XQ_BLACK);
  g_assert_cmpuint (lines[0].pv[0], !=, lines[1].pv[0]);
}

static gboolean
has_lines (XqAnalyser *analyser, gpointer data)
{
  guint n = 0;

  return xq_analyser_get_lines (analyser, &n) != NULL;
}

static void
test_no_legal_move (void)
{
  g_autoptr (XqAnalyser) analyser = xq_analyser_new ();
  XqPosition mated;
  guint n = 0;

  /* Black is mated by the two rooks. */
  position_from_fen ("R2k5/1R7/9/9/9/9/9/9/9/5K3 b - - 0 1", &mated);
  xq_analyser_set_position (analyser, &mated, NULL, 0);
  g_assert_false (xq_analyser_is_running (analyser));
  g_assert_nonnull (xq_analyser_get_problem (analyser));
  g_assert_null (xq_analyser_get_lines (analyser, &n));
}

/* Going away during a search, and before a delivery, leaves nothing behind
 * (the sanitizer build checks for leaks). */
static void
test_dispose_running (void)
{
  XqAnalyser *analyser = xq_analyser_new ();
  XqPosition start;

  position_from_fen (XQ_START_FEN, &start);
  xq_analyser_set_multipv (analyser, 5);
  xq_analyser_set_position (analyser, &start, NULL, 0);
  wait_for (analyser, has_lines, NULL);
  /* A new position: its first lines are on their way, not delivered. */
  xq_analyser_set_position (analyser, &start, NULL, 0);
  g_usleep (20 * 1000);
  g_assert_finalize_object (analyser);

  analyser = xq_analyser_new ();
  xq_analyser_set_position (analyser, &start, NULL, 0);
  g_assert_finalize_object (analyser);
  /* Sources left for analysers gone find no owner. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engines/analyser/new-destroy", test_new_destroy);
  g_test_add_func ("/engines/analyser/multipv", test_multipv);
  g_test_add_func ("/engines/analyser/mate-in-two", test_mate_in_two);
  g_test_add_func ("/engines/analyser/restart", test_restart);
  g_test_add_func ("/engines/analyser/no-legal-move", test_no_legal_move);
  g_test_add_func ("/engines/analyser/dispose-running", test_dispose_running);

  return g_test_run ();
}
