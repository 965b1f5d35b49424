/* cli-review.c — `xiangqi-cli review IN OUT.pgn`: the engine marks every move
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Reads any format we read, reviews each game (play/xq-review), and writes
 * them all as PGN with NAGs, variations and comments.  OUT is written only
 * when every game was reviewed, and atomically (a temporary file renamed).
 */
#include "config.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "xq-cli.h"
#include "xq-game-format.h"
#include "xq-notation-name.h"
#include "xq-pgn.h"
#include "xq-review.h"
#include "xq-search-limits.h"

/* Width of the progress bar on a terminal, in characters. */
static const int bar_width = 30;

typedef struct
{
  GMainLoop *loop;
  gboolean ok;
  GError *error;
  gboolean tty;
  guint game;            /* 1-based */
  guint n_games;
} ReviewRun;

static void
review_usage (void)
{
  fprintf (stderr, "usage: xiangqi-cli review [--movetime MS | --depth D] [--moves iccs|wxf|chinese] IN OUT.pgn\n"
                   "  marks the moves of every game of IN (?!, ? and ?""?) with the engine's better line,\n"
                   "  writes them to OUT.pgn and a summary per side on standard output\n");
}

static void
on_progress (XqReview *review, guint done, guint total, gint64 time_left, gpointer data)
{
  ReviewRun *run = data;
  gint64 s = time_left < 0 ? 0 : (time_left + 999) / 1000;

  if (run->tty)
    {
      int filled = total > 0 ? (int) (bar_width * (gint64) done / total) : bar_width;

      fprintf (stderr, "\rgame %u/%u [%.*s%*s] %u/%u moves, %" G_GINT64_FORMAT ":%02d left ",
               run->game, run->n_games,
               filled, "##############################", bar_width - filled, "",
               done, total, s / 60, (int) (s % 60));
      if (done == total)
        fputc ('\n', stderr);
    }
  else if (done == total || done % 10 == 0)
    fprintf (stderr, "review: game %u/%u: %u/%u moves, %" G_GINT64_FORMAT " s left\n",
             run->game, run->n_games, done, total, s);
  fflush (stderr);
}

static void
on_reviewed (GObject *source, GAsyncResult *result, gpointer data)
{
  ReviewRun *run = data;

  run->ok = xq_review_run_finish (XQ_REVIEW (source), result, &run->error);
  g_main_loop_quit (run->loop);
}

static void
print_summary (XqReview *review, guint game)
{
  static const char * const sides[] = { "red", "black" };

  for (XqColor c = XQ_RED; c <= XQ_BLACK; c++)
    {
      XqReviewSummary sum;

      xq_review_get_summary (review, c, &sum);
      printf ("game %u %-5s moves %3u  inaccuracies %u  mistakes %u  blunders %u  average-loss %.0f\n",
              game, sides[c], sum.moves, sum.inaccuracies, sum.mistakes, sum.blunders,
              sum.average_loss);
    }
}

int
xq_cli_review (int argc, char **argv)
{
  const char *in = NULL, *out = NULL;
  XqNotation notation = XQ_NOTATION_CHINESE;
  long long movetime = 1000, depth = 0;
  g_autoptr (GFile) in_file = NULL;
  g_autoptr (GFile) out_file = NULL;
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GMainLoop) loop = NULL;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--movetime") == 0 && i + 1 < argc)
        {
          if (!xq_cli_parse_number (argv[++i], 1, LLONG_MAX, &movetime))
            {
              fprintf (stderr, "review: --movetime wants milliseconds, not '%s'\n", argv[i]);
              return 2;
            }
          depth = 0;
        }
      else if (strcmp (argv[i], "--depth") == 0 && i + 1 < argc)
        {
          if (!xq_cli_parse_number (argv[++i], 1, XQ_SEARCH_MAX_PLY - 1, &depth))
            {
              fprintf (stderr, "review: --depth wants 1 to %d plies, not '%s'\n",
                       XQ_SEARCH_MAX_PLY - 1, argv[i]);
              return 2;
            }
        }
      else if (strcmp (argv[i], "--moves") == 0 && i + 1 < argc)
        {
          if (!xq_notation_from_name (argv[++i], &notation))
            {
              fprintf (stderr, "review: unknown move notation '%s'\n", argv[i]);
              return 2;
            }
        }
      else if (argv[i][0] == '-' && argv[i][1] != '\0')
        {
          review_usage ();
          return 2;
        }
      else if (in == NULL)
        in = argv[i];
      else if (out == NULL)
        out = argv[i];
      else
        {
          review_usage ();
          return 2;
        }
    }
  if (out == NULL)
    {
      review_usage ();
      return 2;
    }

  in_file = g_file_new_for_commandline_arg (in);
  games = xq_game_load_file (in_file, NULL, NULL, &error);
  if (games == NULL)
    {
      fprintf (stderr, "review: %s: %s\n", in, error->message);
      return 2;
    }
  if (games->len == 0)
    {
      fprintf (stderr, "review: %s: no game to review\n", in);
      return 2;
    }

  loop = g_main_loop_new (NULL, FALSE);
  for (guint g = 0; g < games->len; g++)
    {
      g_autoptr (XqReview) review = xq_review_new (games->pdata[g]);
      ReviewRun run = { .loop = loop, .tty = isatty (STDERR_FILENO),
                        .game = g + 1, .n_games = games->len };

      if (depth > 0)
        xq_review_set_depth (review, (int) depth);
      else
        xq_review_set_movetime (review, movetime);
      xq_review_set_notation (review, notation);
      g_signal_connect (review, "progress", G_CALLBACK (on_progress), &run);
      xq_review_run_async (review, NULL, on_reviewed, &run);
      g_main_loop_run (loop);
      if (!run.ok)
        {
          fprintf (stderr, "review: %s: game %u: %s\n", in, g + 1, run.error->message);
          g_error_free (run.error);
          return 1;
        }
      print_summary (review, g + 1);
    }

  out_file = g_file_new_for_commandline_arg (out);
  if (!xq_pgn_save (games, out_file, notation, "UTF-8", XQ_PGN_WRITE_DEFAULT, NULL, &error))
    {
      fprintf (stderr, "review: %s: %s\n", out, error->message);
      return 1;
    }
  return 0;
}
