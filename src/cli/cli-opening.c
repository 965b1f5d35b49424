/* cli-opening.c — the opening subcommand: the name of an opening
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   xiangqi-cli opening MOVE…
 *
 * Prints "ECCO<TAB>Chinese<TAB>English" for the opening that the ICCS
 * moves, played from the standard start, reach ("-" for an ECCO code not
 * known, and for every field when no named position is on the way).
 */
#include "xq-cli.h"
#include "xq-opening.h"

#include <stdio.h>
#include <stdlib.h>

int
xq_cli_opening (int argc, char **argv)
{
  char **words = calloc ((size_t) argc + 1, sizeof *words);
  XqPosition start, pos;
  XqMove *moves = NULL;
  size_t n_moves = 0;
  const XqOpening *opening;
  int rc;

  if (words == NULL)
    {
      fprintf (stderr, "out of memory\n");
      return 1;
    }
  words[0] = "startpos";
  for (int i = 1; i < argc; i++)
    words[i] = argv[i];
  rc = xq_cli_read_game (argv[0], argc, words, &start, &pos, &moves, &n_moves);
  free (words);
  if (rc != 0)
    return rc;
  opening = xq_opening_find (moves, n_moves);
  free (moves);
  if (opening == NULL)
    printf ("-\t-\t-\n");
  else
    printf ("%s\t%s\t%s\n", opening->ecco ? opening->ecco : "-", opening->chinese, opening->english);
  return 0;
}
