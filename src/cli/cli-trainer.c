/* cli-trainer.c — `xiangqi-cli trainer --list`: the trainer's exercises
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints every exercise built into the program (data/trainer/), one a line,
 * tab-separated:
 *
 *   ID  KIND  TARGET  FEN  CHINESE-NAME  ENGLISH-NAME
 *
 * KIND is "mate" or "endgame", TARGET "mate N", "win" or "draw" for the
 * side to move.  The mating patterns come first, then the endgames.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "xq-cli.h"
#include "xq-exercise.h"

int
xq_cli_trainer (int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) exercises = NULL;

  if (argc != 2 || strcmp (argv[1], "--list") != 0)
    {
      fprintf (stderr, "usage: xiangqi-cli trainer --list\n");
      return 2;
    }
  exercises = xq_exercise_load_builtin (&error);
  if (exercises == NULL)
    {
      fprintf (stderr, "xiangqi-cli trainer: %s\n", error->message);
      return 1;
    }
  for (guint i = 0; i < exercises->len; i++)
    {
      XqExercise *ex = g_ptr_array_index (exercises, i);
      g_autofree char *target = xq_exercise_dup_target_text (ex);

      printf ("%s\t%s\t%s\t%s\t%s\t%s\n", xq_exercise_get_id (ex),
              xq_exercise_kind_to_string (xq_exercise_get_kind (ex)), target,
              xq_exercise_get_fen (ex), xq_exercise_get_name_zh (ex),
              xq_exercise_get_name_en (ex));
    }
  return 0;
}
