/* replay.c — the positions of a game, for game-labels.py
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reads lines "FEN|MOVE MOVE …" (ICCS moves) and prints the FEN after each
 * move, then a line "-"; "x" in place of a FEN when a move does not parse.
 */
#include "xq-fen.h"
#include "xq-notation.h"

#include <stdio.h>
#include <string.h>

int
main (void)
{
  static char line[65536];
  xq_core_init ();
  while (fgets (line, sizeof line, stdin))
    {
      line[strcspn (line, "\n")] = 0;
      char *bar = strchr (line, '|');
      if (!bar)
        continue;
      *bar = 0;
      XqPosition pos;
      if (xq_position_from_fen (&pos, line, NULL) != XQ_FEN_OK)
        puts ("x");
      else
        for (char *tok = strtok (bar + 1, " "); tok; tok = strtok (NULL, " "))
          {
            XqMove m;
            if (xq_move_parse (&pos, tok, XQ_NOTATION_ICCS, &m, NULL) != XQ_PARSE_OK)
              {
                puts ("x");
                break;
              }
            XqUndo u;
            xq_position_make_move (&pos, m, &u);
            char fen[128];
            xq_position_to_fen (&pos, fen, sizeof fen);
            puts (fen);
          }
      puts ("-");
    }
  return 0;
}
