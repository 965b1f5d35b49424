/* cli-perft.c — perft and divide subcommands
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-cli.h"
#include "xq-movegen.h"

#include <stdio.h>
#include <stdlib.h>

static bool
parse_depth (const char *s, int *depth)
{
  long long v;
  if (!xq_cli_parse_number (s, 0, 12, &v))
    {
      fprintf (stderr, "invalid depth '%s' (expected 0 to 12)\n", s);
      return false;
    }
  *depth = (int) v;
  return true;
}

static void
format_iccs (XqMove m, char out[5])
{
  int from = XQ_MOVE_FROM (m), to = XQ_MOVE_TO (m);
  out[0] = (char) ('a' + XQ_FILE (from));
  out[1] = (char) ('0' + XQ_RANK (from));
  out[2] = (char) ('a' + XQ_FILE (to));
  out[3] = (char) ('0' + XQ_RANK (to));
  out[4] = '\0';
}

int
xq_cli_perft (int argc, char **argv)
{
  XqPosition pos;
  int depth;

  if (argc != 3)
    {
      fprintf (stderr, "usage: xiangqi-cli perft FEN|startpos DEPTH\n");
      return 2;
    }
  if (!xq_cli_parse_fen (argv[1], &pos) || !parse_depth (argv[2], &depth))
    return 2;
  double t0 = xq_cli_now ();
  uint64_t nodes = xq_perft (&pos, depth);
  double secs = xq_cli_now () - t0;
  printf ("nodes %llu\ntime %.3f s\nnps %.0f\n", (unsigned long long) nodes, secs,
          secs > 0 ? (double) nodes / secs : 0.0);
  return 0;
}

int
xq_cli_divide (int argc, char **argv)
{
  XqPosition pos;
  XqMove moves[XQ_MAX_MOVES];
  int depth;
  uint64_t total = 0;

  if (argc != 3)
    {
      fprintf (stderr, "usage: xiangqi-cli divide FEN|startpos DEPTH\n");
      return 2;
    }
  if (!xq_cli_parse_fen (argv[1], &pos) || !parse_depth (argv[2], &depth))
    return 2;
  if (depth < 1)
    depth = 1;
  size_t n = xq_generate_legal (&pos, moves, XQ_MAX_MOVES);
  for (size_t i = 0; i < n; i++)
    {
      XqUndo u;
      char s[5];
      xq_position_make_move (&pos, moves[i], &u);
      uint64_t c = xq_perft (&pos, depth - 1);
      xq_position_unmake_move (&pos, &u);
      format_iccs (moves[i], s);
      printf ("%s %llu\n", s, (unsigned long long) c);
      total += c;
    }
  printf ("\nmoves %zu\nnodes %llu\n", n, (unsigned long long) total);
  return 0;
}
