/* cli-info.c — `xiangqi-cli info FILE`: what a game file holds
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "xq-cli.h"
#include "xq-game-format.h"

int
xq_cli_info (int argc, char **argv)
{
  int status = 0;

  if (argc < 2)
    {
      fprintf (stderr, "usage: xiangqi-cli info FILE…\n");
      return 2;
    }
  for (int a = 1; a < argc; a++)
    {
      g_autoptr (GFile) file = g_file_new_for_commandline_arg (argv[a]);
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) games = NULL;
      XqGameFormat format = XQ_GAME_FORMAT_UNKNOWN;

      games = xq_game_load_file (file, &format, NULL, &error);
      if (games == NULL)
        {
          fprintf (stderr, "%s\n", error->message);
          status = 2;
          continue;
        }
      printf ("%s\n  format: %s\n  encoding: %s\n  games: %u\n", argv[a],
              xq_game_format_to_string (format),
              games->len > 0 && xq_game_get_source_encoding (games->pdata[0])
                ? xq_game_get_source_encoding (games->pdata[0]) : "-",
              games->len);
      for (guint i = 0; i < games->len; i++)
        {
          XqGame *game = games->pdata[i];
          const char * const *warnings = xq_game_get_warnings (game);

          printf ("  game %u:\n", i + 1);
          for (guint t = 0; t < xq_game_get_n_tags (game); t++)
            printf ("    [%s \"%s\"]\n", xq_game_get_tag_name (game, t),
                    xq_game_get_tag_value (game, t));
          if (xq_game_has_custom_start (game))
            {
              g_autofree char *fen = xq_game_dup_start_fen (game);
              printf ("    start: %s\n", fen);
            }
          printf ("    main line: %u plies, total moves: %u, variations: %u, comments: %u\n",
                  xq_game_count_main_line (game), xq_game_count_moves (game),
                  xq_game_count_variations (game), xq_game_count_comments (game));
          for (guint w = 0; warnings[w] != NULL; w++)
            printf ("    warning: %s\n", warnings[w]);
        }
    }
  return status;
}
