/* score.c — the evaluation's score without its network, for net.py
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reads lines "FEN[;…]" and prints, for each, red's score less the
 * network's part, the phase and whether endgame knowledge scaled it
 * ("x" for a line that is not a position): what net.py fits the network
 * to complete.
 */
#include "xq-eval.h"
#include "xq-fen.h"

#include <stdio.h>
#include <string.h>

int
main (void)
{
  char line[512];
  xq_core_init ();
  while (fgets (line, sizeof line, stdin))
    {
      line[strcspn (line, ";\n")] = 0;
      XqPosition pos;
      if (xq_position_from_fen (&pos, line, NULL) != XQ_FEN_OK)
        {
          puts ("x");
          continue;
        }
      XqEvalTrace t;
      int red = xq_eval_trace (&pos, &t);
      printf ("%d %d %d\n", red - t.net, t.phase, t.scaled);
    }
  return 0;
}
