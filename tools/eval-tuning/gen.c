/* gen.c — positions for fitting the evaluation, from fast self-play
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * usage: gen GAMES SEED [NODES]
 * Plays GAMES games of the engine against itself at about NODES nodes a
 * move (default 2000), from 2-7 random plies, with a random move now and
 * then so that material imbalances occur; prints the FEN of every position
 * after the random start whose side to move is not in check.
 */
#include "xq-fen.h"
#include "xq-movegen.h"
#include "xq-search.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

static uint64_t
next (uint64_t *s)
{
  *s ^= *s << 13;
  *s ^= *s >> 7;
  *s ^= *s << 17;
  return *s;
}

int
main (int argc, char **argv)
{
  if (argc < 3)
    {
      fprintf (stderr, "usage: gen GAMES SEED [NODES]\n");
      return 2;
    }
  int games = atoi (argv[1]);
  uint64_t rs = 88172645463325252ull ^ ((uint64_t) atoi (argv[2]) * 0x9E3779B97F4A7C15ull);
  int nodes = argc > 3 ? atoi (argv[3]) : 2000;
  xq_core_init ();
  XqSearch *s = xq_search_new (8);
  static XqMove hist[400];
  for (int g = 0; g < games; g++)
    {
      XqPosition start, pos;
      xq_position_from_fen (&start, XQ_START_FEN, NULL);
      pos = start;
      xq_search_clear (s);
      int nrand = 2 + (int) (next (&rs) % 6), n = 0;
      for (int ply = 0; ply < 220; ply++)
        {
          XqMove legal[XQ_MAX_MOVES];
          int nl = (int) xq_generate_legal (&pos, legal, XQ_MAX_MOVES);
          if (nl == 0 || pos.no_capture >= 100)
            break;
          XqMove m;
          if (ply < nrand || next (&rs) % 100 < 6)
            m = legal[next (&rs) % (uint64_t) nl];
          else
            {
              XqSearchLimits l;
              xq_search_limits_init (&l);
              l.nodes = (uint64_t) nodes / 2 + next (&rs) % (uint64_t) nodes;
              atomic_bool stop = false;
              XqSearchResult r;
              xq_search_run (s, &start, hist, (size_t) n, &l, &stop, &r);
              m = r.best;
              if (m == XQ_MOVE_NONE)
                break;
              if ((r.score > 3000 || r.score < -3000) && next (&rs) % 4 == 0)
                break; /* decided */
            }
          if (ply >= nrand && !xq_position_in_check (&pos))
            {
              char buf[128];
              xq_position_to_fen (&pos, buf, sizeof buf);
              puts (buf);
            }
          XqUndo u;
          xq_position_make_move (&pos, m, &u);
          hist[n++] = m;
        }
      fflush (stdout);
    }
  xq_search_free (s);
  return 0;
}
