/* test-search.c — the search: legal moves, mates, repetition, stop, time,
 * MultiPV, levels and determinism
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-fen.h"
#include "xq-forced-win.h"
#include "xq-movegen.h"
#include "xq-search.h"
#include "xq-uci.h"

#include <glib.h>
#include <threads.h>
#include <time.h>

static void
load_fen (XqPosition *pos, const char *fen)
{
  XqFenStatus st = xq_position_from_fen (pos, fen, NULL);
  g_assert_cmpint (st, ==, XQ_FEN_OK);
}

/* Searches to @depth the position reached from @start by the @n @moves
 * (the game history, for the repetition rules). */
static XqMove
search_line (XqSearch *s, const XqPosition *start, const XqMove *moves, size_t n, int depth,
             XqSearchResult *r)
{
  XqSearchLimits l;
  xq_search_limits_init (&l);
  l.depth = depth;
  xq_search_run (s, start, moves, n, &l, NULL, r);
  return r->best;
}

static XqMove
search_depth (XqSearch *s, const XqPosition *pos, int depth, XqSearchResult *r)
{
  return search_line (s, pos, NULL, 0, depth, r);
}

/* ---- Legal best moves --------------------------------------------------------- */

static void
test_perft_positions_legal (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "perft.epd", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);
  XqSearch *s = xq_search_new (4);
  int count = 0;
  for (int i = 0; lines[i]; i++)
    {
      if (lines[i][0] == '#' || lines[i][0] == '\0')
        continue;
      g_auto (GStrv) parts = g_strsplit (lines[i], ";", 2);
      XqPosition pos;
      load_fen (&pos, g_strstrip (parts[0]));
      XqSearchResult r;
      XqMove m = search_depth (s, &pos, 4, &r);
      if (xq_position_has_legal_move (&pos))
        g_assert_true (xq_position_is_legal_move (&pos, m));
      else
        g_assert_cmpint (m, ==, XQ_MOVE_NONE);
      count++;
    }
  g_assert_cmpint (count, >=, 10);
  xq_search_free (s);
}

static void
test_random_positions_legal (void)
{
  GRand *rand = g_rand_new_with_seed (4242);
  XqSearch *s = xq_search_new (2);
  int n_games = g_test_slow () ? 200 : 25;
  for (int g = 0; g < n_games; g++)
    {
      XqPosition pos;
      xq_position_set_start (&pos);
      int plies = g_rand_int_range (rand, 1, 120);
      for (int p = 0; p < plies; p++)
        {
          XqMove moves[XQ_MAX_MOVES];
          size_t n = xq_generate_legal (&pos, moves, XQ_MAX_MOVES);
          if (n == 0)
            break;
          XqUndo u;
          xq_position_make_move (&pos, moves[g_rand_int_range (rand, 0, (int) n)], &u);
        }
      XqSearchLimits l;
      XqSearchResult r;
      xq_search_limits_init (&l);
      l.nodes = 3000;
      xq_search_set_level (s, g % 3 == 0 ? 1 + g % XQ_LEVEL_MAX : XQ_LEVEL_MAX);
      xq_search_run (s, &pos, NULL, 0, &l, NULL, &r);
      if (xq_position_has_legal_move (&pos))
        g_assert_true (xq_position_is_legal_move (&pos, r.best));
      else
        g_assert_cmpint (r.best, ==, XQ_MOVE_NONE);
    }
  xq_search_free (s);
  g_rand_free (rand);
}

/* ---- Mates --------------------------------------------------------------------------- */

typedef struct
{
  int mate;
  bool seen;
} MateInfo;

static void
on_mate_info (const XqSearchInfo *info, void *data)
{
  MateInfo *mi = data;
  if (info->multipv == 1)
    {
      mi->seen = info->is_mate;
      mi->mate = info->mate;
    }
}

static void
check_mate (const char *fen, int n)
{
  XqPosition pos;
  load_fen (&pos, fen);
  /* The position is what the test says it is. */
  g_assert_true (xq_position_forces_win (&pos, n));
  if (n > 1)
    g_assert_false (xq_position_forces_win (&pos, n - 1));

  XqSearch *s = xq_search_new (4);
  MateInfo mi = { 0 };
  xq_search_set_info_func (s, on_mate_info, &mi);
  XqSearchLimits l;
  XqSearchResult r;
  xq_search_limits_init (&l);
  l.nodes = 200000; /* node budget */
  xq_search_run (s, &pos, NULL, 0, &l, NULL, &r);
  g_assert_true (mi.seen);
  g_assert_cmpint (mi.mate, ==, n);
  /* The chosen move keeps the forced win. */
  XqUndo u;
  xq_position_make_move (&pos, r.best, &u);
  g_assert_true (xq_position_loses_within (&pos, n - 1));
  xq_search_free (s);
}

static void
test_mate_in_1 (void)
{
  check_mate ("3k5/1R7/9/9/9/9/9/9/9/R3K4 w - - 0 1", 1);
}

static void
test_mate_in_2 (void)
{
  check_mate ("3k5/9/9/9/9/9/9/9/9/RR3K3 w - - 0 1", 2);
}

static void
test_mate_in_3 (void)
{
  check_mate ("3k5/4a4/9/9/9/9/9/9/9/RR3K3 w - - 0 1", 3);
}

static void
test_no_move (void)
{
  /* Black is mated: no move, and the result says so. */
  XqPosition pos;
  load_fen (&pos, "R2k5/1R7/9/9/9/9/9/9/9/4K4 b - - 0 1");
  g_assert_false (xq_position_has_legal_move (&pos));
  XqSearch *s = xq_search_new (1);
  XqSearchResult r;
  g_assert_cmpint (search_depth (s, &pos, 5, &r), ==, XQ_MOVE_NONE);
  xq_search_free (s);
}

/* ---- Repetition ----------------------------------------------------------------------- */

static XqMove
iccs (const XqPosition *pos, const char *text)
{
  XqMove m = xq_uci_parse_move (pos, text, 0, NULL);
  g_assert_cmpint (m, !=, XQ_MOVE_NONE);
  return m;
}

/* Loads @fen into *@start and plays the @n ICCS moves of @line from it into
 * *@pos, keeping them in @moves (the game history of a search). */
static void
play_line (const char *fen, const char *const *line, size_t n, XqPosition *start,
           XqPosition *pos, XqMove *moves)
{
  load_fen (start, fen);
  *pos = *start;
  for (size_t i = 0; i < n; i++)
    {
      moves[i] = iccs (pos, line[i]);
      XqUndo u;
      xq_position_make_move (pos, moves[i], &u);
    }
}

static void
test_avoids_perpetual_check (void)
{
  /* Red checked on every move of the cycle a8a9 e9e8 a9a8 e8e9; a8a9 again
   * would repeat a one-sided perpetual check, which loses (RULES §26.1).
   * Red is winning anyway and must vary. */
  XqPosition start, pos;
  const char *const line[] = { "a8a9", "e9e8", "a9a8", "e8e9" };
  XqMove moves[4];
  play_line ("4k4/R8/9/9/9/9/9/9/9/5K3 w - - 0 1", line, 4, &start, &pos, moves);
  XqMove repeat = iccs (&pos, "a8a9");

  XqSearch *s = xq_search_new (4);
  XqSearchResult r;
  search_line (s, &start, moves, 4, 6, &r);
  g_assert_true (xq_position_is_legal_move (&pos, r.best));
  g_assert_cmpint (r.best, !=, repeat);
  g_assert_cmpint (r.score, >, 0);

  /* Without the history the same move is fine (no repetition yet). */
  xq_search_free (s);
}

static void
test_offender_may_vary (void)
{
  /* Red checked on every move of a8a9 e9e8 a9a8; black's e8e9 now repeats
   * the first position, closing the cycle, with red to move.  Red must vary
   * (RULES §24.3), but can: a chariot up, it still wins.  So e8e9 does not
   * win for black, whatever the search does with the repetition. */
  XqPosition start, pos;
  const char *const line[] = { "a8a9", "e9e8", "a9a8" };
  XqMove moves[3];
  play_line ("4k4/R8/9/9/9/9/9/9/9/5K3 w - - 0 1", line, 3, &start, &pos, moves);
  XqSearch *s = xq_search_new (4);
  XqSearchResult r;
  search_line (s, &start, moves, 3, 6, &r);
  g_assert_true (xq_position_is_legal_move (&pos, r.best));
  g_assert_cmpint (r.score, <, 0);
  xq_search_free (s);
}

static void
test_only_perpetual_check_left (void)
{
  /* From a 0.2 s game: black's Rc7-f7 leaves red nothing but the horse's
   * perpetual check d6c8 e9e8 c8d6 e8e9 (RULES §26.1), or mate.  When red's
   * king move closes that cycle, red is to move and may still vary, so the
   * line goes on (§24.3); that node must not take the hash-table score of
   * the same position met earlier on the path, or the search never sees
   * that red loses (it scored -1.19 with i0i4 at every depth). */
  XqPosition pos;
  load_fen (&pos, "1Rbakab2/9/2r5c/p1pNp3p/6p2/9/P1P1c1P2/3CB4/4A4/R1BAKC2r b - - 0 1");
  XqSearch *s = xq_search_new (4);
  XqSearchResult r;
  search_depth (s, &pos, 12, &r);
  g_assert_cmpint (r.best, ==, iccs (&pos, "c7f7"));
  g_assert_cmpint (r.score, >, 10000);
  xq_search_free (s);
}

static void
test_perpetual_chase_loses (void)
{
  /* Red's chariot chases the unprotected horse on every move while the
   * horse only flees: repeating the cycle with a3a5 is a forbidden perpetual
   * chase (RULES §25.2, §26.4).  With every other move banned, the search
   * must score it as lost, not as a draw. */
  XqPosition start, pos;
  const char *const line[] = { "c5b3", "a5a3", "b3c5" };
  XqMove moves[3];
  play_line ("3k5/9/9/9/R1n6/9/9/9/9/4K4 b - - 0 1", line, 3, &start, &pos, moves);
  XqMove repeat = iccs (&pos, "a3a5");
  XqMove legal[XQ_MAX_MOVES], banned[XQ_MAX_MOVES];
  size_t n = xq_generate_legal (&pos, legal, XQ_MAX_MOVES), nb = 0;
  for (size_t i = 0; i < n; i++)
    if (legal[i] != repeat)
      banned[nb++] = legal[i];

  XqSearch *s = xq_search_new (4);
  XqSearchLimits l;
  XqSearchResult r;
  xq_search_limits_init (&l);
  l.depth = 4;
  l.exclude = banned;
  l.n_exclude = nb;
  xq_search_run (s, &start, moves, 3, &l, NULL, &r);
  g_assert_cmpint (r.best, ==, repeat);
  g_assert_cmpint (r.score, <, -10000);

  /* Free to choose, red keeps its winning material and varies. */
  xq_search_limits_init (&l);
  l.depth = 6;
  xq_search_run (s, &start, moves, 3, &l, NULL, &r);
  g_assert_cmpint (r.best, !=, repeat);
  g_assert_cmpint (r.score, >, 0);
  xq_search_free (s);
}

static void
test_natural_move_limit (void)
{
  /* A won position at the natural move limit is a draw (RULES §4.2.4): the
   * search sees that any quiet move ends the game drawn. */
  XqPosition pos;
  load_fen (&pos, "4k4/R8/9/9/9/9/9/9/9/5K3 w - - 119 80");
  XqSearch *s = xq_search_new (1);
  XqSearchResult r;
  search_depth (s, &pos, 4, &r);
  g_assert_cmpint (r.score, ==, 0);
  xq_search_free (s);
}

/* ---- Stop ---------------------------------------------------------------------------------- */

typedef struct
{
  XqSearch *s;
  XqPosition pos;
  atomic_bool stop;
  XqSearchResult r;
} Running;

static int
run_infinite (void *data)
{
  Running *run = data;
  XqSearchLimits l;
  xq_search_limits_init (&l);
  l.infinite = true;
  xq_search_run (run->s, &run->pos, NULL, 0, &l, &run->stop, &run->r);
  return 0;
}

static void
test_stop_is_prompt (void)
{
  Running run = { 0 };
  run.s = xq_search_new (16);
  xq_position_set_start (&run.pos);
  atomic_init (&run.stop, false);
  thrd_t t;
  g_assert_cmpint (thrd_create (&t, run_infinite, &run), ==, thrd_success);
  g_usleep (300000);
  gint64 t0 = g_get_monotonic_time ();
  atomic_store (&run.stop, true);
  thrd_join (t, NULL);
  gint64 waited = g_get_monotonic_time () - t0;
  g_test_message ("stop took %" G_GINT64_FORMAT " us", waited);
  /* How long is a wall-clock figure: checked only by the benchmark
   * (`meson test --benchmark`, this test with -m perf), where a loaded
   * machine or a sanitizer build does not make the unit tests fail. */
  if (g_test_perf ())
    {
      g_test_minimized_result ((double) waited / 1e6, "stop took %.4f s", (double) waited / 1e6);
      g_assert_cmpint (waited, <, 50000);
    }
  g_assert_true (xq_position_is_legal_move (&run.pos, run.r.best));
  xq_search_free (run.s);
}

/* ---- Time management ---------------------------------------------------------------------- */

static void
play_clock_game (int64_t base_ms, int64_t inc_ms, int movestogo, int64_t byoyomi_ms, int plies)
{
  XqSearch *s = xq_search_new (4);
  XqPosition start, pos;
  xq_position_set_start (&start);
  pos = start;
  XqMove moves[512];
  int n = 0;
  int64_t left[2] = { base_ms, base_ms };
  for (int ply = 0; ply < plies; ply++)
    {
      int side = pos.side;
      XqSearchLimits l;
      XqSearchResult r;
      xq_search_limits_init (&l);
      l.time_ms[0] = left[0];
      l.time_ms[1] = left[1];
      l.inc_ms[0] = l.inc_ms[1] = inc_ms;
      l.byoyomi_ms = byoyomi_ms;
      /* Expected delay outside the engine (GUI, pipes); here it leaves room
       * for a loaded test machine. */
      l.overhead_ms = 100;
      if (movestogo > 0)
        l.movestogo = movestogo - (ply / 2) % movestogo;
      gint64 t0 = g_get_monotonic_time ();
      xq_search_run (s, &start, moves, (size_t) n, &l, NULL, &r);
      int64_t used = (g_get_monotonic_time () - t0) / 1000;
      /* Within budget, with at least 50 ms to spare (RULES §4.1.4): a
       * wall-clock figure, so asserted only in the benchmark (-m perf). */
      if (g_test_perf ())
        g_assert_cmpint (used, <=, (left[side] > 0 ? left[side] : 0) + byoyomi_ms - 50);
      else if (used > (left[side] > 0 ? left[side] : 0) + byoyomi_ms - 50)
        g_test_message ("ply %d used %" G_GINT64_FORMAT " ms of %" G_GINT64_FORMAT,
                        ply, (gint64) used, (gint64) left[side] + byoyomi_ms);
      if (!xq_position_is_legal_move (&pos, r.best))
        break; /* game over */
      left[side] -= used;
      if (left[side] < 0)
        {
          if (g_test_perf ())
            g_assert_cmpint (byoyomi_ms, >, 0);
          left[side] = 0;
        }
      left[side] += inc_ms;
      XqUndo u;
      xq_position_make_move (&pos, r.best, &u);
      moves[n++] = r.best;
    }
  xq_search_free (s);
}

static void
test_time_sudden_death (void)
{
  /* Whole game in 1 s per side. */
  play_clock_game (1000, 0, 0, 0, 40);
}

static void
test_time_increment_and_period (void)
{
  play_clock_game (300, 50, 0, 0, 16);
  play_clock_game (600, 0, 10, 0, 16);
}

static void
test_time_byoyomi (void)
{
  play_clock_game (0, 0, 0, 300, 6);
}

/* ---- MultiPV, levels, determinism ------------------------------------------------------- */

typedef struct
{
  int depth;
  XqMove first[XQ_SEARCH_MAX_MULTIPV + 1];
  int score[XQ_SEARCH_MAX_MULTIPV + 1];
  int lines;
} MultiInfo;

static void
on_multi_info (const XqSearchInfo *info, void *data)
{
  MultiInfo *mi = data;
  if (info->depth != mi->depth)
    {
      mi->depth = info->depth;
      mi->lines = 0;
    }
  g_assert_cmpint (info->multipv, ==, mi->lines + 1);
  g_assert_cmpint (info->pv_len, >=, 1);
  mi->first[mi->lines] = info->pv[0];
  mi->score[mi->lines] = info->score;
  mi->lines++;
}

static void
test_multipv (void)
{
  XqPosition pos;
  xq_position_set_start (&pos);
  XqSearch *s = xq_search_new (4);
  MultiInfo mi = { 0 };
  xq_search_set_info_func (s, on_multi_info, &mi);
  XqSearchLimits l;
  XqSearchResult r;
  xq_search_limits_init (&l);
  l.depth = 5;
  l.multipv = 4;
  xq_search_run (s, &pos, NULL, 0, &l, NULL, &r);
  g_assert_cmpint (mi.lines, ==, 4);
  for (int i = 0; i < 4; i++)
    {
      g_assert_true (xq_position_is_legal_move (&pos, mi.first[i]));
      for (int j = 0; j < i; j++)
        g_assert_cmpint (mi.first[i], !=, mi.first[j]);
      if (i > 0)
        g_assert_cmpint (mi.score[i], <=, mi.score[i - 1]);
    }
  g_assert_cmpint (r.best, ==, mi.first[0]);
  xq_search_free (s);
}

static void
test_deterministic (void)
{
  const char *fens[] = {
    XQ_START_FEN,
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
  };
  for (size_t i = 0; i < G_N_ELEMENTS (fens); i++)
    {
      XqPosition pos;
      load_fen (&pos, fens[i]);
      XqSearchResult a, b;
      XqSearch *s1 = xq_search_new (8);
      XqSearch *s2 = xq_search_new (8);
      search_depth (s1, &pos, 7, &a);
      search_depth (s2, &pos, 7, &b);
      g_assert_cmpuint (a.nodes, ==, b.nodes);
      g_assert_cmpint (a.best, ==, b.best);
      g_assert_cmpint (a.score, ==, b.score);
      /* Same again after clearing (what bench does). */
      xq_search_clear (s1);
      search_depth (s1, &pos, 7, &a);
      g_assert_cmpuint (a.nodes, ==, b.nodes);
      xq_search_free (s1);
      xq_search_free (s2);
    }
}

static void
test_levels (void)
{
  XqPosition pos;
  xq_position_set_start (&pos);
  XqSearch *s = xq_search_new (2);
  for (int level = XQ_LEVEL_MIN; level <= XQ_LEVEL_MAX; level++)
    {
      XqSearchLimits l;
      XqSearchResult r;
      xq_search_limits_init (&l);
      l.nodes = 20000;
      xq_search_set_level (s, level);
      g_assert_cmpint (xq_search_get_level (s), ==, level);
      xq_search_run (s, &pos, NULL, 0, &l, NULL, &r);
      g_assert_true (xq_position_is_legal_move (&pos, r.best));
      if (level > XQ_LEVEL_MIN)
        g_assert_cmpint (xq_search_level_elo (level), >, xq_search_level_elo (level - 1));
    }
  /* Weak levels never give away a chariot: black's rook can be taken. */
  XqPosition hang;
  load_fen (&hang, "rnbakabn1/9/1c5c1/p1p1p1p1p/9/8r/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
  for (int seed = 1; seed <= 6; seed++)
    {
      XqSearchResult r;
      xq_search_set_level (s, 1);
      xq_search_set_seed (s, (uint64_t) seed);
      xq_search_clear (s);
      search_depth (s, &hang, 0, &r);
      g_assert_true (xq_position_is_legal_move (&hang, r.best));
      g_assert_cmpint (hang.board[XQ_MOVE_TO (r.best)], ==, XQ_PIECE (XQ_BLACK, XQ_ROOK));
    }
  xq_search_free (s);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/search/legal/perft-positions", test_perft_positions_legal);
  g_test_add_func ("/engine/search/legal/random-positions", test_random_positions_legal);
  g_test_add_func ("/engine/search/legal/no-move", test_no_move);
  g_test_add_func ("/engine/search/mate/in-1", test_mate_in_1);
  g_test_add_func ("/engine/search/mate/in-2", test_mate_in_2);
  g_test_add_func ("/engine/search/mate/in-3", test_mate_in_3);
  g_test_add_func ("/engine/search/rules/perpetual-check", test_avoids_perpetual_check);
  g_test_add_func ("/engine/search/rules/perpetual-chase", test_perpetual_chase_loses);
  g_test_add_func ("/engine/search/rules/offender-may-vary", test_offender_may_vary);
  g_test_add_func ("/engine/search/rules/only-perpetual-check-left", test_only_perpetual_check_left);
  g_test_add_func ("/engine/search/rules/natural-move-limit", test_natural_move_limit);
  g_test_add_func ("/engine/search/stop", test_stop_is_prompt);
  g_test_add_func ("/engine/search/time/sudden-death", test_time_sudden_death);
  g_test_add_func ("/engine/search/time/increment-and-period", test_time_increment_and_period);
  g_test_add_func ("/engine/search/time/byoyomi", test_time_byoyomi);
  g_test_add_func ("/engine/search/multipv", test_multipv);
  g_test_add_func ("/engine/search/deterministic", test_deterministic);
  g_test_add_func ("/engine/search/levels", test_levels);
  return g_test_run ();
}
