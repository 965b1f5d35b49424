/* cli-moves.c — the moves subcommand: every legal move in every notation
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-cli.h"
#include "xq-movegen.h"
#include "xq-notation.h"

#include <stdio.h>

/* One line per legal move, tab-separated columns:
 * ICCS, WXF, Chinese (simplified), Chinese (traditional), Chinese short (§7.5). */
int
xq_cli_moves (int argc, char **argv)
{
  XqPosition pos;
  XqMove moves[XQ_MAX_MOVES];
  static const struct
  {
    XqNotation notation;
    unsigned flags;
  } columns[] = {
    { XQ_NOTATION_ICCS, XQ_NOTATION_FLAGS_NONE },
    { XQ_NOTATION_WXF, XQ_NOTATION_FLAGS_NONE },
    { XQ_NOTATION_CHINESE, XQ_NOTATION_FLAGS_NONE },
    { XQ_NOTATION_CHINESE, XQ_NOTATION_TRADITIONAL },
    { XQ_NOTATION_CHINESE_SHORT, XQ_NOTATION_FLAGS_NONE },
  };

  if (argc != 2)
    {
      fprintf (stderr, "usage: xiangqi-cli moves FEN|startpos\n");
      return 2;
    }
  if (!xq_cli_parse_fen (argv[1], &pos))
    return 2;

  size_t n = xq_generate_legal (&pos, moves, XQ_MAX_MOVES);
  for (size_t i = 0; i < n; i++)
    {
      for (size_t c = 0; c < sizeof columns / sizeof columns[0]; c++)
        {
          char text[XQ_MOVE_TEXT_MAX];
          if (xq_move_format (&pos, moves[i], columns[c].notation, columns[c].flags,
                              text, sizeof text) == 0)
            {
              fprintf (stderr, "xiangqi-cli: cannot write a legal move\n");
              return 1;
            }
          printf ("%s%s", c > 0 ? "\t" : "", text);
        }
      putchar ('\n');
    }
  return 0;
}
