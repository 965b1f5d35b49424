/* test-judge.c — game-end verdicts and move natures (RULES §3, §4, §8)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Most cases are data, one line per case: tests/data/judge-cases.txt, and the
 * rule books' examples, judge-book-asian.txt and judge-book-chinese.txt.
 */
#include <glib.h>
#include <string.h>

#include "xq-chase.h"
#include "xq-check-series.h"
#include "xq-fen.h"
#include "xq-judge.h"
#include "xq-movegen.h"

typedef struct
{
  char *name;
  XqJudgeOptions options;
  char *fen;
  XqMove moves[256];
  size_t n_moves;
  char *expected;  /* "draw move-limit §4.2.4" */
  char *patterns;  /* "red=perpetual-check black=allowed" or NULL */
} JudgeCase;

static void
judge_case_free (gpointer data)
{
  JudgeCase *c = data;
  g_free (c->name);
  g_free (c->fen);
  g_free (c->expected);
  g_free (c->patterns);
  g_free (c);
}

static bool
parse_iccs (const char *s, XqMove *m)
{
  if (strlen (s) != 4)
    return false;
  int sq[2];
  for (int i = 0; i < 2; i++)
    {
      char f = s[2 * i], r = s[2 * i + 1];
      if (f < 'a' || f > 'i' || r < '0' || r > '9')
        return false;
      sq[i] = XQ_SQ (f - 'a', r - '0');
    }
  *m = XQ_MOVE (sq[0], sq[1]);
  return true;
}

static void
position_from_fen (const char *fen, XqPosition *pos)
{
  if (strcmp (fen, "startpos") == 0)
    xq_position_set_start (pos);
  else
    g_assert_cmpint (xq_position_from_fen (pos, fen, NULL), ==, XQ_FEN_OK);
}

static void
format_verdict (const XqVerdict *v, char *buf, size_t size)
{
  g_snprintf (buf, size, "%s %s %s", xq_result_name (v->result), xq_reason_name (v->reason),
              v->clause);
}

/* Each case: the verdict arises exactly at the last move (so no earlier
 * position, in particular no second repetition, ends the game), the
 * incremental judge agrees, and taking the last move back gives "ongoing". */
static void
test_case (gconstpointer data)
{
  const JudgeCase *c = data;
  XqPosition start;
  XqVerdict *v = g_new0 (XqVerdict, 1);
  size_t bad = 0;
  char got[128];

  position_from_fen (c->fen, &start);
  XqJudgeStatus status = xq_judge_history (&start, c->moves, c->n_moves, &c->options, v, &bad);
  if (status != XQ_JUDGE_OK)
    g_test_message ("status %d at move %zu", status, bad + 1);
  g_assert_cmpint (status, ==, XQ_JUDGE_OK);
  format_verdict (v, got, sizeof got);
  g_assert_cmpstr (got, ==, c->expected);
  g_assert_cmpuint (v->ply, ==, c->n_moves);

  if (c->patterns != NULL)
    {
      char pat[128];
      g_snprintf (pat, sizeof pat, "red=%s black=%s", xq_pattern_name (v->pattern[XQ_RED]),
                  xq_pattern_name (v->pattern[XQ_BLACK]));
      g_assert_cmpstr (pat, ==, c->patterns);
    }
  if (v->reason >= XQ_REASON_PERPETUAL_CHECK && v->reason <= XQ_REASON_REPETITION_FORBIDDEN)
    {
      /* The engine's way: the same patterns from the listed moves. */
      XqPattern p[2];
      g_assert_cmpuint (v->n_moves, <=, XQ_VERDICT_MAX_MOVES);
      xq_judge_cycle_patterns (v->moves, v->n_moves, v->first_mover, c->options.rules, p);
      g_assert_cmpint (p[XQ_RED], ==, v->pattern[XQ_RED]);
      g_assert_cmpint (p[XQ_BLACK], ==, v->pattern[XQ_BLACK]);
      g_assert_cmpuint (v->n_moves, >, 0);
      g_assert_cmpuint (v->cycle_start + v->n_moves, ==, v->ply);
      if (v->result == XQ_RESULT_DRAW)
        g_assert_cmpint (v->must_vary, ==, -1);
      else
        g_assert_cmpint (v->must_vary, ==, v->result == XQ_RESULT_RED_WINS ? XQ_BLACK : XQ_RED);
    }

  XqJudge *judge = xq_judge_new (&start, &c->options);
  for (size_t i = 0; i < c->n_moves; i++)
    g_assert_true (xq_judge_push (judge, c->moves[i]));
  XqVerdict *w = g_new0 (XqVerdict, 1);
  xq_judge_verdict (judge, w);
  g_assert_cmpint (w->result, ==, v->result);
  g_assert_cmpint (w->reason, ==, v->reason);
  if (c->n_moves > 0)
    {
      g_assert_true (xq_judge_pop (judge));
      xq_judge_verdict (judge, w);
      g_assert_cmpint (w->result, ==, XQ_RESULT_ONGOING);
    }
  xq_judge_free (judge);
  g_free (w);
  g_free (v);
}

/* Appends the cases of tests/data/@file to @cases. */
static void
load_cases (GPtrArray *cases, const char *file)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", file, NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  for (int ln = 0; lines[ln] != NULL; ln++)
    {
      char *line = g_strstrip (lines[ln]);
      if (*line == '\0' || *line == '#')
        continue;
      g_auto (GStrv) f = g_strsplit (line, "|", -1);
      guint nf = g_strv_length (f);
      if (nf < 5 || nf > 6)
        g_error ("%s:%d: expected 5 or 6 fields, got %u", file, ln + 1, nf);
      for (guint i = 0; i < nf; i++)
        g_strstrip (f[i]);

      JudgeCase *c = g_new0 (JudgeCase, 1);
      c->name = g_strdup (f[0]);
      xq_judge_options_init (&c->options);
      g_auto (GStrv) r = g_strsplit (f[1], ":", 2);
      if (!xq_rule_set_from_name (r[0], &c->options.rules))
        g_error ("%s:%d: unknown rule set '%s'", file, ln + 1, r[0]);
      if (r[1] != NULL)
        c->options.move_limit = (unsigned) g_ascii_strtoull (r[1], NULL, 10);
      c->fen = g_strdup (f[2]);
      g_auto (GStrv) mv = g_strsplit_set (f[3], " ", -1);
      for (int i = 0; mv[i] != NULL; i++)
        {
          if (*mv[i] == '\0')
            continue;
          if (c->n_moves == G_N_ELEMENTS (c->moves) || !parse_iccs (mv[i], &c->moves[c->n_moves]))
            g_error ("%s:%d: bad move '%s'", file, ln + 1, mv[i]);
          c->n_moves++;
        }
      c->expected = g_strdup (f[4]);
      c->patterns = nf == 6 && *f[5] != '\0' ? g_strdup (f[5]) : NULL;
      g_ptr_array_add (cases, c);
    }
}

/* Position -> move nature, by hand. */
static void
test_classify (void)
{
  XqPosition pos;
  XqMoveClass c;

  /* A rook attacking an unprotected horse: chase. */
  position_from_fen ("3k5/9/9/9/2n6/9/9/9/9/R3K4 w", &pos);
  g_assert_cmpint (xq_classify_move (&pos, XQ_MOVE (XQ_SQ (0, 0), XQ_SQ (0, 5)), 0, &c),
                   ==, XQ_NATURE_CHASE);
  g_assert_cmpuint (c.n_chased, ==, 1);
  g_assert_cmpuint (c.chased[0], ==, XQ_SQ (2, 5));
  g_assert_cmpuint (c.chaser[0], ==, XQ_SQ (0, 5));
  g_assert_false (c.check);

  /* The same horse protected by a soldier: idle. */
  position_from_fen ("3k5/9/9/2p6/2n6/9/9/9/9/R3K4 w", &pos);
  g_assert_cmpint (xq_classify_move (&pos, XQ_MOVE (XQ_SQ (0, 0), XQ_SQ (0, 5)), 0, NULL),
                   ==, XQ_NATURE_IDLE);

  /* A check. */
  position_from_fen ("3k5/9/9/9/9/9/9/9/9/R3K4 w", &pos);
  g_assert_cmpint (xq_classify_move (&pos, XQ_MOVE (XQ_SQ (0, 0), XQ_SQ (3, 0)), 0, &c),
                   ==, XQ_NATURE_CHECK);
  g_assert_true (c.check);

  /* §27.1: a rook attacking a horse protected by a rook chases when the
   * king helps (R x N, r x R, K x r wins a horse)… */
  position_from_fen ("3r1k3/9/9/9/5P3/9/R8/3nK4/9/9 w", &pos);
  g_assert_cmpint (xq_classify_move (&pos, XQ_MOVE (XQ_SQ (0, 3), XQ_SQ (0, 2)), 0, &c),
                   ==, XQ_NATURE_CHASE);
  g_assert_cmpuint (c.chased[0], ==, XQ_SQ (3, 2));
  /* … and is idle without the king. */
  position_from_fen ("3r1k3/9/9/9/5P3/9/R8/3n5/9/5K3 w", &pos);
  g_assert_cmpint (xq_classify_move (&pos, XQ_MOVE (XQ_SQ (0, 3), XQ_SQ (0, 2)), 0, NULL),
                   ==, XQ_NATURE_IDLE);
  /* The same without the soldier on f5: after Rxd2 black mates by Re9 (the
   * red king is held off the f-file by the other king): no chase (§29.4). */
  position_from_fen ("3r1k3/9/9/9/9/9/R8/3nK4/9/9 w", &pos);
  g_assert_cmpint (xq_classify_move (&pos, XQ_MOVE (XQ_SQ (0, 3), XQ_SQ (0, 2)), 0, NULL),
                   ==, XQ_NATURE_IDLE);
  /* The king alone attacking an unprotected horse: idle. */
  position_from_fen ("5k3/9/9/9/9/9/R8/9/4n4/3K5 w", &pos);
  g_assert_cmpint (xq_classify_move (&pos, XQ_MOVE (XQ_SQ (3, 0), XQ_SQ (3, 1)), 0, NULL),
                   ==, XQ_NATURE_IDLE);

  /* §29.4: the rook would win the cannon, but Rh0 mates after Rxi5. */
  position_from_fen ("4k2r1/9/9/9/8c/9/9/1n7/9/3K2R2 w", &pos);
  g_assert_cmpint (xq_classify_move (&pos, XQ_MOVE (XQ_SQ (6, 0), XQ_SQ (8, 0)), 0, &c),
                   ==, XQ_NATURE_IDLE);
  g_assert_cmpint (xq_classify_move (&pos, XQ_MOVE (XQ_SQ (6, 0), XQ_SQ (8, 0)),
                                     XQ_CLASSIFY_NO_MATE_THREAT, &c),
                   ==, XQ_NATURE_CHASE);
  g_assert_cmpuint (c.chased[0], ==, XQ_SQ (8, 5));

  /* §25.3: an un-crossed soldier is no piece, a crossed one is.  (One
   * rook each time: two would threaten mate by checks, §28.2.) */
  position_from_fen ("5k3/9/9/9/2p6/9/9/9/9/R2K5 w", &pos);
  g_assert_cmpint (xq_classify_move (&pos, XQ_MOVE (XQ_SQ (0, 0), XQ_SQ (0, 5)), 0, NULL),
                   ==, XQ_NATURE_IDLE);
  position_from_fen ("5k3/9/9/9/9/6p2/9/9/9/3K4R w", &pos);
  g_assert_cmpint (xq_classify_move (&pos, XQ_MOVE (XQ_SQ (8, 0), XQ_SQ (8, 4)), 0, &c),
                   ==, XQ_NATURE_CHASE);
  g_assert_cmpuint (c.chased[0], ==, XQ_SQ (6, 4));

  /* §27.4: check and chase at once is check; the chase is still listed. */
  position_from_fen ("3k5/9/9/8R/9/9/9/3n5/9/5K3 w", &pos);
  g_assert_cmpint (xq_classify_move (&pos, XQ_MOVE (XQ_SQ (8, 6), XQ_SQ (3, 6)), 0, &c),
                   ==, XQ_NATURE_CHECK);
  g_assert_true (c.check);
  g_assert_false (c.mate_threat);
  g_assert_cmpuint (c.n_chased, ==, 1);
  g_assert_cmpuint (c.chased[0], ==, XQ_SQ (3, 2));
  /* An attack that was there before the move is no chase (§29.2). */
  position_from_fen ("3k5/9/9/9/R5n2/9/9/9/9/4K4 w", &pos);
  g_assert_cmpint (xq_classify_move (&pos, XQ_MOVE (XQ_SQ (0, 5), XQ_SQ (3, 5)), 0, &c),
                   ==, XQ_NATURE_CHECK);
  g_assert_cmpuint (c.n_chased, ==, 0);
}

static XqMove
iccs (const char *s)
{
  XqMove m = XQ_MOVE_NONE;
  g_assert_true (parse_iccs (s, &m));
  return m;
}

/* §28.2, §28.3: threats by a series of checks.  The positions were built
 * for these tests; fairy-stockfish (xiangqi) agrees on every mate and its
 * length. */
static void
test_classify_by_checks (void)
{
  XqPosition pos, after;
  XqMoveClass c;
  XqUndo u;

  /* Two checks: after Re8-e7 (red passing) Rd7+ forces Rc2-d2 and Rxd2 is
   * mate (d1 covered, e0 and e1 face the black king).  No mate in one. */
  position_from_fen ("3ak4/4r4/9/9/9/9/9/2R6/9/3K5 b", &pos);
  g_assert_cmpint (xq_classify_move (&pos, iccs ("e8e7"), 0, &c), ==, XQ_NATURE_MATE_THREAT);
  g_assert_true (c.mate_threat);
  g_assert_false (c.check);
  g_assert_cmpint (xq_classify_move (&pos, iccs ("e8e7"), XQ_CLASSIFY_NO_MATE_THREAT, &c),
                   ==, XQ_NATURE_IDLE);
  after = pos;
  xq_position_make_move (&after, iccs ("e8e7"), &u);
  xq_position_set_side (&after, XQ_BLACK);
  XqCheckBudget budget = { 100000 };
  g_assert_false (xq_mate_by_checks (&after, 1, &budget));
  g_assert_true (xq_mate_by_checks (&after, 2, &budget));

  /* Three checks: a second red rook blocks once more (Rd7+ Rc3-d3 Rxd3+
   * Rc2-d2 Rxd2#); two checks are not enough. */
  position_from_fen ("3ak4/4r4/9/9/9/9/2R6/2R6/9/3K5 b", &pos);
  g_assert_cmpint (xq_classify_move (&pos, iccs ("e8e7"), 0, &c), ==, XQ_NATURE_MATE_THREAT);
  after = pos;
  xq_position_make_move (&after, iccs ("e8e7"), &u);
  xq_position_set_side (&after, XQ_BLACK);
  budget.left = 100000;
  g_assert_false (xq_mate_by_checks (&after, 2, &budget));
  g_assert_true (xq_mate_by_checks (&after, 3, &budget));
  /* A budget spent gives up: no threat seen. */
  budget.left = 3;
  g_assert_false (xq_mate_by_checks (&after, 3, &budget));
  g_assert_cmpuint (budget.left, ==, 0);

  /* The checks run out: with an advisor on e1 the blocker is protected
   * (Rd7+ Rd2 Rxd2+ Axd2) and no series of checks mates nor wins. */
  position_from_fen ("3ak4/4r4/9/9/9/9/9/2R6/4A4/3K5 b", &pos);
  g_assert_cmpint (xq_classify_move (&pos, iccs ("e8e7"), 0, &c), ==, XQ_NATURE_IDLE);
  g_assert_false (c.mate_threat);
  g_assert_cmpuint (c.n_chased, ==, 0);

  /* A chase by a check that forks (§28.3): after Nb3-c5 the horse does not
   * attack the rook, but Nd7+ forks king and rook; every king move lets
   * Nxb6 win the unprotected rook.  From b3 there was no such check. */
  position_from_fen ("4k4/9/9/1r7/9/9/1N7/9/9/5K3 w", &pos);
  g_assert_cmpint (xq_classify_move (&pos, iccs ("b3c5"), 0, &c), ==, XQ_NATURE_CHASE);
  g_assert_false (c.mate_threat);
  g_assert_cmpuint (c.n_chased, ==, 1);
  g_assert_cmpuint (c.n_by_checks, ==, 1);
  g_assert_cmpuint (c.chased[0], ==, XQ_SQ (1, 6));
  g_assert_cmpuint (c.chaser[0], ==, XQ_SQ (2, 5));
  g_assert_cmpint (xq_classify_move (&pos, iccs ("b3c5"), XQ_CLASSIFY_NO_MATE_THREAT, &c),
                   ==, XQ_NATURE_IDLE);
  after = pos;
  xq_position_make_move (&after, iccs ("b3c5"), &u);
  xq_position_set_side (&after, XQ_RED);
  budget.left = 100000;
  int checker = -1;
  g_assert_true (xq_win_by_checks (&after, XQ_SQ (1, 6), 1, &budget, &checker));
  g_assert_cmpint (checker, ==, XQ_SQ (2, 5));
  g_assert_true (xq_win_by_checks (&after, -1, 1, &budget, NULL));
  /* With the rook protected by its king's file partner, a rook on b9,
   * Nxb6 Rxb6 gains 10 - 5 still: protection alone does not save it. */
  position_from_fen ("1r2k4/9/9/1r7/2N6/9/9/9/9/5K3 w", &after);
  budget.left = 100000;
  g_assert_true (xq_win_by_checks (&after, XQ_SQ (1, 6), 1, &budget, NULL));
  /* A horse (5) defended by a rook gives nothing after Nxb6 Rxb6 (5 - 5). */
  position_from_fen ("1r2k4/9/9/1n7/2N6/9/9/9/9/5K3 w", &after);
  g_assert_false (xq_win_by_checks (&after, XQ_SQ (1, 6), 5, &budget, NULL));
  /* The king is no piece to win (§25.3). */
  g_assert_false (xq_win_by_checks (&after, XQ_SQ (4, 9), 5, &budget, NULL));
}

static void
test_push_pop (void)
{
  XqPosition start;
  XqVerdict *v = g_new0 (XqVerdict, 1);

  xq_position_set_start (&start);
  XqJudge *judge = xq_judge_new (&start, NULL);
  g_assert_nonnull (judge);
  g_assert_cmpint (xq_judge_options (judge)->rules, ==, XQ_RULES_CHINESE);
  g_assert_cmpuint (xq_judge_options (judge)->move_limit, ==, 60);
  /* h2e2 is legal, h2h8 is not. */
  g_assert_false (xq_judge_push (judge, XQ_MOVE (XQ_SQ (7, 2), XQ_SQ (7, 8))));
  g_assert_cmpuint (xq_judge_ply (judge), ==, 0);
  g_assert_true (xq_judge_push (judge, XQ_MOVE (XQ_SQ (7, 2), XQ_SQ (4, 2))));
  g_assert_cmpuint (xq_judge_ply (judge), ==, 1);
  xq_judge_verdict (judge, v);
  g_assert_cmpint (v->result, ==, XQ_RESULT_ONGOING);
  g_assert_cmpstr (v->clause, ==, "-");
  g_assert_true (xq_judge_pop (judge));
  g_assert_false (xq_judge_pop (judge));
  g_assert_true (xq_position_equal (xq_judge_position (judge), &start));
  g_assert_cmpuint (xq_judge_position (judge)->hash, ==, start.hash);
  xq_judge_free (judge);

  /* Shuffling horses: two occurrences never end the game, the third does. */
  static const char *const shuffle[] = { "b0c2", "b9c7", "c2b0", "c7b9",
                                         "b0c2", "b9c7", "c2b0", "c7b9" };
  judge = xq_judge_new (&start, NULL);
  for (size_t i = 0; i < G_N_ELEMENTS (shuffle); i++)
    {
      XqMove m = XQ_MOVE_NONE;
      g_assert_true (parse_iccs (shuffle[i], &m));
      g_assert_true (xq_judge_push (judge, m));
      xq_judge_verdict (judge, v);
      if (i + 1 < G_N_ELEMENTS (shuffle))
        g_assert_cmpint (v->result, ==, XQ_RESULT_ONGOING);
    }
  g_assert_cmpint (v->result, ==, XQ_RESULT_DRAW);
  g_assert_cmpint (v->reason, ==, XQ_REASON_REPETITION_ALLOWED);
  g_assert_cmpuint (v->cycle_start, ==, 0);
  g_assert_cmpuint (v->n_moves, ==, 8);
  xq_judge_free (judge);
  g_free (v);
}

static void
test_history_errors (void)
{
  XqPosition start;
  XqVerdict *v = g_new0 (XqVerdict, 1);
  XqMove moves[2];
  size_t bad = 99;

  xq_position_set_start (&start);
  g_assert_true (parse_iccs ("h2e2", &moves[0]));
  g_assert_true (parse_iccs ("h2e2", &moves[1]));
  g_assert_cmpint (xq_judge_history (&start, moves, 2, NULL, v, &bad), ==, XQ_JUDGE_ILLEGAL_MOVE);
  g_assert_cmpuint (bad, ==, 1);

  /* Mated side to move: any move comes after the end. */
  g_assert_cmpint (xq_position_from_fen (&start, "3k5/3R5/3R5/9/9/9/9/9/9/4K4 b", NULL), ==, XQ_FEN_OK);
  g_assert_cmpint (xq_judge_history (&start, moves, 1, NULL, v, &bad), ==, XQ_JUDGE_GAME_OVER);
  g_assert_cmpuint (bad, ==, 0);
  g_assert_cmpint (v->result, ==, XQ_RESULT_RED_WINS);
  g_assert_cmpint (v->reason, ==, XQ_REASON_CHECKMATE);
  g_free (v);
}

/* Random games: the classification agrees with the position, the
 * incremental judge keeps the position in step, and no verdict but the
 * last one arises. */
static void
test_random_games (void)
{
  uint64_t seed = 0x9E3779B97F4A7C15ull;
  XqVerdict *v = g_new0 (XqVerdict, 1);

  for (int game = 0; game < 6; game++)
    {
      XqPosition start;
      xq_position_set_start (&start);
      XqJudge *judge = xq_judge_new (&start, NULL);
      for (int ply = 0; ply < 150; ply++)
        {
          const XqPosition *pos = xq_judge_position (judge);
          XqMove moves[XQ_MAX_MOVES];
          size_t n = xq_generate_legal (pos, moves, XQ_MAX_MOVES);
          xq_judge_verdict (judge, v);
          if (v->result != XQ_RESULT_ONGOING)
            break;
          g_assert_cmpuint (n, >, 0);
          seed ^= seed << 13;
          seed ^= seed >> 7;
          seed ^= seed << 17;
          XqMove m = moves[seed % n];

          XqMoveClass c;
          XqMoveNature nature = xq_classify_move (pos, m, XQ_CLASSIFY_DEFAULT, &c);
          g_assert_cmpint (nature, ==, c.nature);
          g_assert_cmpuint (c.move, ==, m);
          XqPosition after = *pos;
          XqUndo u;
          xq_position_make_move (&after, m, &u);
          g_assert_cmpint (c.check, ==, xq_position_in_check (&after));
          g_assert_false (c.check && c.mate_threat);
          if (nature == XQ_NATURE_IDLE)
            g_assert_cmpuint (c.n_chased, ==, 0);
          if (nature == XQ_NATURE_CHASE)
            g_assert_cmpuint (c.n_chased, >, 0);
          for (int i = 0; i < c.n_chased && i < XQ_MAX_CHASED; i++)
            {
              g_assert_cmpint (XQ_PIECE_COLOR (after.board[c.chaser[i]]), ==, pos->side);
              g_assert_cmpint (XQ_PIECE_COLOR (after.board[c.chased[i]]), !=, pos->side);
              g_assert_cmpint (XQ_PIECE_KIND (after.board[c.chased[i]]), !=, XQ_KING);
            }
          if (c.soldier_chase)
            g_assert_cmpint (after.board[c.soldier_chaser], ==, XQ_PIECE (pos->side, XQ_PAWN));
          /* Without the searches by checks: never a mate threat nor a
           * chase by checks, at least the direct chases (§29.4 may have
           * removed some). */
          XqMoveClass fast;
          xq_classify_move (pos, m, XQ_CLASSIFY_NO_MATE_THREAT, &fast);
          g_assert_false (fast.mate_threat);
          g_assert_cmpuint (fast.n_by_checks, ==, 0);
          g_assert_cmpint (fast.check, ==, c.check);
          g_assert_cmpuint (c.n_by_checks, <=, c.n_chased);
          g_assert_cmpuint (fast.n_chased, >=, c.n_chased - c.n_by_checks);

          g_assert_true (xq_judge_push (judge, m));
          g_assert_cmpuint (xq_judge_position (judge)->hash, ==, after.hash);
        }
      /* Take everything back: the start position again. */
      while (xq_judge_pop (judge))
        ;
      g_assert_true (xq_position_equal (xq_judge_position (judge), &start));
      g_assert_cmpuint (xq_judge_position (judge)->hash, ==, start.hash);
      xq_judge_free (judge);
    }
  g_free (v);
}

/* §4.2.4 and the Asian count of at most 10 checks of the claimant. */
static void
test_limit (void)
{
  XqJudgeOptions o;
  unsigned none[2] = { 0, 0 }, both[2] = { 11, 12 }, red[2] = { 15, 0 };

  xq_judge_options_init (&o);
  g_assert_false (xq_judge_limit_reached (&o, 119, none));
  g_assert_true (xq_judge_limit_reached (&o, 120, none));
  g_assert_true (xq_judge_limit_reached (&o, 120, both)); /* Chinese: checks count */
  o.rules = XQ_RULES_ASIAN;
  g_assert_true (xq_judge_limit_reached (&o, 120, NULL));
  g_assert_false (xq_judge_limit_reached (&o, 119, none));
  g_assert_true (xq_judge_limit_reached (&o, 120, none));
  /* Both sides checked more than 10 times: red's claim counts 119, black's 118. */
  g_assert_false (xq_judge_limit_reached (&o, 120, both));
  g_assert_true (xq_judge_limit_reached (&o, 121, both));
  /* Only red checked: black's claim counts every ply. */
  g_assert_true (xq_judge_limit_reached (&o, 120, red));
  o.move_limit = 40;
  g_assert_false (xq_judge_limit_reached (&o, 79, none));
  g_assert_true (xq_judge_limit_reached (&o, 80, none));
  o.move_limit = 0;
  g_assert_false (xq_judge_limit_reached (&o, 10000, none));
}

/* The §24/§26 table on its own, for every pair of patterns. */
static void
test_decide (void)
{
  static const struct
  {
    XqPattern red, black;
    const char *expected;
    int must_vary;
  } rows[] = {
    { XQ_PATTERN_PERPETUAL_CHECK, XQ_PATTERN_ALLOWED, "black-wins perpetual-check §26.1", XQ_RED },
    { XQ_PATTERN_ALLOWED, XQ_PATTERN_PERPETUAL_CHECK, "red-wins perpetual-check §26.1", XQ_BLACK },
    /* Mutual perpetual check: both forbidden, draw. */
    { XQ_PATTERN_PERPETUAL_CHECK, XQ_PATTERN_PERPETUAL_CHECK, "draw repetition-forbidden §26.3", -1 },
    /* One-sided perpetual check loses even against a perpetual chase. */
    { XQ_PATTERN_PERPETUAL_CHECK, XQ_PATTERN_PERPETUAL_CHASE, "black-wins perpetual-check §26.1", XQ_RED },
    { XQ_PATTERN_PERPETUAL_CHASE, XQ_PATTERN_PERPETUAL_CHASE, "draw repetition-forbidden §26.3", -1 },
    { XQ_PATTERN_ALLOWED, XQ_PATTERN_ALLOWED, "draw repetition-allowed §26.2", -1 },
    { XQ_PATTERN_ALLOWED, XQ_PATTERN_PERPETUAL_CHASE, "red-wins perpetual-chase §26.4", XQ_BLACK },
    { XQ_PATTERN_CHECK_AND_CHASE, XQ_PATTERN_ALLOWED, "black-wins check-and-chase §26.4", XQ_RED },
    { XQ_PATTERN_CHECK_AND_MATE_THREAT, XQ_PATTERN_ALLOWED, "black-wins check-and-mate-threat §26.4", XQ_RED },
    { XQ_PATTERN_ALLOWED, XQ_PATTERN_MATE_THREAT_AND_CHASE, "red-wins mate-threat-and-chase §26.4", XQ_BLACK },
    { XQ_PATTERN_MIXED_ATTACKS, XQ_PATTERN_ALLOWED, "black-wins mixed-attacks §26.4", XQ_RED },
    { XQ_PATTERN_PERPETUAL_MATE_THREAT, XQ_PATTERN_PERPETUAL_CHASE, "draw repetition-forbidden §26.3", -1 },
  };

  for (size_t i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      XqVerdict v;
      char got[128];
      memset (&v, 0, sizeof v);
      xq_judge_decide_repetition (rows[i].red, rows[i].black, &v);
      format_verdict (&v, got, sizeof got);
      g_assert_cmpstr (got, ==, rows[i].expected);
      g_assert_cmpint (v.must_vary, ==, rows[i].must_vary);
    }
}

static void
test_names (void)
{
  XqRuleSet r;
  g_assert_true (xq_rule_set_from_name ("asian", &r));
  g_assert_cmpint (r, ==, XQ_RULES_ASIAN);
  g_assert_false (xq_rule_set_from_name ("western", &r));
  g_assert_cmpstr (xq_rule_set_name (XQ_RULES_CASUAL), ==, "casual");
  for (int i = XQ_REASON_NONE; i <= XQ_REASON_DEAD_POSITION; i++)
    g_assert_cmpstr (xq_reason_name ((XqReason) i), !=, "?");
  for (int i = XQ_PATTERN_ALLOWED; i <= XQ_PATTERN_MIXED_ATTACKS; i++)
    g_assert_cmpstr (xq_pattern_name ((XqPattern) i), !=, "?");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/judge/classify", test_classify);
  g_test_add_func ("/core/judge/classify-by-checks", test_classify_by_checks);
  g_test_add_func ("/core/judge/push-pop", test_push_pop);
  g_test_add_func ("/core/judge/history-errors", test_history_errors);
  g_test_add_func ("/core/judge/decide", test_decide);
  g_test_add_func ("/core/judge/limit", test_limit);
  g_test_add_func ("/core/judge/random-games", test_random_games);
  g_test_add_func ("/core/judge/names", test_names);

  GPtrArray *cases = g_ptr_array_new_with_free_func (judge_case_free);
  load_cases (cases, "judge-cases.txt");
  load_cases (cases, "judge-book-asian.txt");
  load_cases (cases, "judge-book-chinese.txt");
  for (guint i = 0; i < cases->len; i++)
    {
      JudgeCase *c = g_ptr_array_index (cases, i);
      g_autofree char *path = g_strdup_printf ("/core/judge/case/%03u-%s", i + 1, c->name);
      g_test_add_data_func (path, c, test_case);
    }
  int rc = g_test_run ();
  g_ptr_array_unref (cases);
  return rc;
}
