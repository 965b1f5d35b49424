/* cli-bench.c — the bench subcommand: fixed positions to a fixed depth
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The total node count is a signature of the search: it changes only when
 * the search or the evaluation changes.
 *
 * `bench --judge` times the judge instead: the verdict at the third
 * occurrence of a position, which classifies every move of the cycle
 * (xq-judge.h, with the searches by checks of xq-chase.h), over many
 * cycles in which each side moves a piece back and forth.
 */
#include "xq-cli.h"
#include "xq-fen.h"
#include "xq-judge.h"
#include "xq-movegen.h"
#include "xq-search.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define BENCH_DEFAULT_DEPTH 12

static const char *const bench_fens[] = {
  "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
  "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C2N1/9/RNBAKAB1R b - - 2 2",
  "r1bakabr1/9/1cn3nc1/p1p1p1p1p/9/2P6/P3P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 4",
  "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
  "r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 w - - 0 1",
  "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
  "2bakab2/9/2n1c1n2/p1p3p1p/4p4/2P6/P3P1P1P/2N1C1N2/9/2BAKAB2 w - - 0 10",
  "3akab2/9/4b4/p2C4p/2p3p2/9/P1P3P1P/4B4/4A4/2BAK4 w - - 0 30",
  "4kab2/4a4/4b4/3R5/9/9/9/4B4/4A4/3AK1B2 w - - 0 40",
  "3k5/4P4/9/9/9/9/9/9/9/4K4 w - - 0 50",
  "2bak4/4a4/4b4/9/2c6/9/9/4B4/4A4/2BAK1N2 b - - 0 40",
  "r3kab2/4a4/4b1n2/p3p1C1p/2p6/9/P3P3P/2N1B4/4A4/2BAK3R w - - 0 20",
};

/* Positions for the judge besides bench_fens: the repetition cases of
 * tests/data/judge-cases.txt (typical cycles: checks, chases, threats by
 * a series of checks) and attacks with many checks and defences (the
 * searches by checks at their widest). */
static const char *const judge_fens[] = {
  "3ak4/4r4/9/9/9/9/9/2R6/9/3K5 w - - 0 1",
  "3ak4/4r4/9/9/9/9/2R6/2R6/9/3K5 w - - 0 1",
  "4k4/9/9/1r7/9/9/1N7/9/9/5K3 w - - 0 1",
  "3aka3/9/9/N2Cn4/9/r8/5R2c/9/9/4K4 w - - 0 1",
  "3aka3/9/9/9/9/8R/2r6/5N3/2n1A4/3K5 w - - 0 1",
  "r4kr2/9/9/9/9/6n2/9/c8/4A4/2BK1A3 w - - 0 1",
  "2bak4/4a4/4b4/2R1N4/9/2C6/9/4C4/4A4/3AK4 w - - 0 1",
  "3aka3/4r4/4bcn2/2R1N4/2r6/2C6/9/4C4/4A4/3AK1R2 w - - 0 1",
  "2ba1k3/4a4/4b4/2RNN4/9/2C1R4/9/4C4/9/3AK4 w - - 0 1",
  "3k5/2R1R4/9/4N4/9/9/9/9/5r3/4K1r2 w - - 0 1",
};

/* Most cycles timed per position: red moves tried, black moves each. */
#define JUDGE_RED_MOVES 16
#define JUDGE_BLACK_MOVES 4

/* Quiet legal moves of the side to move, at most @cap. */
static size_t
quiet_moves (const XqPosition *pos, XqMove *out, size_t cap)
{
  XqMove moves[XQ_MAX_MOVES];
  size_t n = xq_generate_legal (pos, moves, XQ_MAX_MOVES), k = 0;
  for (size_t i = 0; i < n && k < cap; i++)
    if (pos->board[XQ_MOVE_TO (moves[i])] == XQ_EMPTY)
      out[k++] = moves[i];
  return k;
}

/* CPU seconds of this thread: the judge's own cost, whatever else runs on
 * the machine. */
static double
thread_cpu_now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

/* Plays a, b, back, back twice from @start and times the verdict at the
 * third occurrence.  Returns the seconds, or a negative number when the
 * cycle cannot be played or gives no repetition verdict. */
static double
time_cycle (const XqPosition *start, XqMove a, XqMove b)
{
  XqMove back_a = XQ_MOVE (XQ_MOVE_TO (a), XQ_MOVE_FROM (a));
  XqMove back_b = XQ_MOVE (XQ_MOVE_TO (b), XQ_MOVE_FROM (b));
  const XqMove cycle[8] = { a, b, back_a, back_b, a, b, back_a, back_b };
  XqJudge *judge = xq_judge_new (start, NULL);
  XqVerdict *v = calloc (1, sizeof *v);
  double secs = -1;

  if (judge == NULL || v == NULL)
    goto out;
  for (size_t i = 0; i < 8; i++)
    if (!xq_judge_push (judge, cycle[i]))
      goto out;
  double t0 = thread_cpu_now ();
  xq_judge_verdict (judge, v);
  double t = thread_cpu_now () - t0;
  if (v->n_moves > 0)
    secs = t;
out:
  free (v);
  xq_judge_free (judge);
  return secs;
}

static int
compare_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* Times the cycles of one position into @times (grows *@n); keeps the
 * slowest in *@worst and its position's index in *@worst_fen. */
static void
judge_position (const XqPosition *pos, double *times, size_t *n, double *worst,
                size_t fen_index, size_t *worst_fen)
{
  XqMove red[JUDGE_RED_MOVES];
  size_t n_red = quiet_moves (pos, red, JUDGE_RED_MOVES);

  for (size_t i = 0; i < n_red; i++)
    {
      XqPosition after = *pos;
      XqUndo u;
      XqMove black[JUDGE_BLACK_MOVES];
      xq_position_make_move (&after, red[i], &u);
      size_t n_black = quiet_moves (&after, black, JUDGE_BLACK_MOVES);
      for (size_t j = 0; j < n_black; j++)
        {
          double t = time_cycle (pos, red[i], black[j]);
          if (t < 0)
            continue;
          times[(*n)++] = t;
          if (t > *worst)
            {
              *worst = t;
              *worst_fen = fen_index;
            }
        }
    }
}

static int
bench_judge (void)
{
  size_t n_bench = sizeof bench_fens / sizeof bench_fens[0];
  size_t n_fens = n_bench + sizeof judge_fens / sizeof judge_fens[0];
  double *times = calloc (n_fens * JUDGE_RED_MOVES * JUDGE_BLACK_MOVES, sizeof *times);
  size_t n = 0, worst_fen = 0;
  double worst = 0, total = 0;

  if (times == NULL)
    return 1;
  for (size_t f = 0; f < n_fens; f++)
    {
      const char *fen = f < n_bench ? bench_fens[f] : judge_fens[f - n_bench];
      XqPosition pos;
      if (xq_position_from_fen (&pos, fen, NULL) != XQ_FEN_OK)
        {
          fprintf (stderr, "bench: bad built-in FEN %zu\n", f);
          free (times);
          return 1;
        }
      /* Red moves first in every cycle. */
      xq_position_set_side (&pos, XQ_RED);
      size_t before = n;
      judge_position (&pos, times, &n, &worst, f, &worst_fen);
      double slowest = 0;
      for (size_t i = before; i < n; i++)
        slowest = times[i] > slowest ? times[i] : slowest;
      fprintf (stderr, "position %2zu: cycles %3zu  slowest %8.3f ms\n", f + 1, n - before,
               slowest * 1e3);
    }
  for (size_t i = 0; i < n; i++)
    total += times[i];
  qsort (times, n, sizeof *times, compare_double);
  printf ("cycles %zu (8 moves each; CPU time of the verdict)\n", n);
  if (n > 0)
    printf ("median %.3f ms\nmean %.3f ms\np99 %.3f ms\nworst %.3f ms (position %zu)\n",
            times[n / 2] * 1e3, total / (double) n * 1e3, times[n - 1 - n / 100] * 1e3,
            worst * 1e3, worst_fen + 1);
  printf ("time %.3f s\n", total);
  free (times);
  return 0;
}

int
xq_cli_bench (int argc, char **argv)
{
  int depth = BENCH_DEFAULT_DEPTH;
  if (argc == 2 && strcmp (argv[1], "--judge") == 0)
    return bench_judge ();
  if (argc > 2)
    {
      fprintf (stderr, "usage: xiangqi-cli bench [DEPTH | --judge]\n");
      return 2;
    }
  if (argc == 2)
    {
      long long v;
      if (!xq_cli_parse_number (argv[1], 1, 40, &v))
        {
          fprintf (stderr, "invalid depth '%s' (expected 1 to 40)\n", argv[1]);
          return 2;
        }
      depth = (int) v;
    }

  XqSearch *s = xq_search_new (16);
  if (!s)
    return 1;
  uint64_t total = 0;
  double t0 = xq_cli_now ();
  size_t n = sizeof bench_fens / sizeof bench_fens[0];
  for (size_t i = 0; i < n; i++)
    {
      XqPosition pos;
      if (xq_position_from_fen (&pos, bench_fens[i], NULL) != XQ_FEN_OK)
        {
          fprintf (stderr, "bench: bad built-in FEN %zu\n", i);
          xq_search_free (s);
          return 1;
        }
      XqSearchLimits l;
      XqSearchResult r;
      xq_search_limits_init (&l);
      l.depth = depth;
      xq_search_clear (s);
      xq_search_run (s, &pos, NULL, 0, &l, NULL, &r);
      fprintf (stderr, "position %2zu: nodes %10llu  score %6d  depth %d\n", i + 1,
               (unsigned long long) r.nodes, r.score, r.depth);
      total += r.nodes;
    }
  double secs = xq_cli_now () - t0;
  xq_search_free (s);
  printf ("positions %zu\ndepth %d\nnodes %llu\ntime %.3f s\nnps %.0f\n", n, depth,
          (unsigned long long) total, secs, secs > 0 ? (double) total / secs : 0.0);
  return 0;
}
