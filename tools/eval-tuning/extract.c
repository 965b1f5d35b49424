/* extract.c — feature vectors of labelled positions for fit.py
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reads lines "FEN;LABEL" (LABEL: a score for red in pawns) and writes, for
 * each position not scaled by endgame knowledge, a record of
 * XQ_EVAL_N_FEATURES int16 counts, the int16 phase and the float label
 * less the network's part of the score (what the features are to explain;
 * the network itself is fitted by net.py to what they leave).
 */
#include "xq-eval.h"
#include "xq-fen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
main (int argc, char **argv)
{
  if (argc != 3)
    {
      fprintf (stderr, "usage: extract IN.lab OUT.bin\n");
      return 2;
    }
  FILE *in = fopen (argv[1], "r"), *out = fopen (argv[2], "wb");
  if (!in || !out)
    return 1;
  xq_core_init ();
  char line[512];
  long n = 0, skipped = 0;
  while (fgets (line, sizeof line, in))
    {
      char *semi = strchr (line, ';');
      if (!semi)
        continue;
      *semi = 0;
      XqPosition pos;
      if (xq_position_from_fen (&pos, line, NULL) != XQ_FEN_OK)
        continue;
      XqEvalTrace t;
      xq_eval_trace (&pos, &t);
      if (t.scaled)
        {
          skipped++;
          continue;
        }
      int16_t phase = (int16_t) t.phase;
      float label = strtof (semi + 1, NULL) - (float) t.net / 100.0f;
      fwrite (t.count, sizeof t.count, 1, out);
      fwrite (&phase, sizeof phase, 1, out);
      fwrite (&label, sizeof label, 1, out);
      n++;
    }
  fclose (out);
  fprintf (stderr, "%ld positions, %ld skipped (scaled), %d features\n", n, skipped,
           XQ_EVAL_N_FEATURES);
  return 0;
}
