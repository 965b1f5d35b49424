/* cli-bench-load.c — `xiangqi-cli bench-load FILE…`: how fast files load
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "xq-cli.h"
#include "xq-game-format.h"

#define RUNS 5

int
xq_cli_bench_load (int argc, char **argv)
{
  int status = 0;

  if (argc < 2)
    {
      fprintf (stderr, "usage: xiangqi-cli bench-load FILE…\n");
      return 2;
    }
  for (int a = 1; a < argc; a++)
    {
      g_autoptr (GFile) file = g_file_new_for_commandline_arg (argv[a]);
      g_autoptr (GError) error = NULL;
      g_autoptr (GBytes) bytes = g_file_load_bytes (file, NULL, NULL, &error);
      double best = -1;
      guint games = 0, moves = 0;

      if (bytes == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          status = 2;
          continue;
        }
      /* Best of a few runs, file read excluded. */
      for (int run = 0; run < RUNS; run++)
        {
          double t0 = xq_cli_now (), dt;
          g_autoptr (GPtrArray) list = xq_game_load_bytes (bytes, argv[a], NULL, &error);

          dt = xq_cli_now () - t0;
          if (list == NULL)
            break;
          games = list->len;
          moves = 0;
          for (guint i = 0; i < list->len; i++)
            moves += xq_game_count_moves (list->pdata[i]);
          if (best < 0 || dt < best)
            best = dt;
        }
      if (error != NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          status = 2;
          continue;
        }
      printf ("%s: %u games, %u moves, %.3f ms, %.0f moves/s\n", argv[a], games, moves,
              best * 1e3, best > 0 ? moves / best : 0.0);
    }
  return status;
}
