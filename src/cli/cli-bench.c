/* cli-bench.c — the bench subcommand: fixed positions to a fixed depth
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The total node count is a signature of the search: it changes only when
 * the search or the evaluation changes.
 */
#include "xq-cli.h"
#include "xq-fen.h"
#include "xq-search.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

int
xq_cli_bench (int argc, char **argv)
{
  int depth = BENCH_DEFAULT_DEPTH;
  if (argc > 2)
    {
      fprintf (stderr, "usage: xiangqi-cli bench [DEPTH]\n");
      return 2;
    }
  if (argc == 2)
    {
      char *end;
      long v = strtol (argv[1], &end, 10);
      if (*end || v < 1 || v > 40)
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
