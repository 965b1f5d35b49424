/* cli-analyse.c — `xiangqi-cli analyse`: the engine's best lines for a position
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   xiangqi-cli analyse [--multipv N] [--depth D | --movetime MS | --nodes N]
 *                       [--moves iccs|wxf|chinese] FEN|startpos [MOVE …]
 *
 * plays the ICCS MOVEs from FEN (each checked legal), searches the position
 * reached, and when the search ends prints one line per principal variation:
 *
 *   1 depth 8 score cp 35 pv h2e2 h9g7 …
 *   2 depth 8 score mate -3 pv …
 *
 * Scores are from the side to move's view; mate is in moves as UCI counts
 * them, negative when the side to move is mated.  The lines are those of the
 * last iteration the search completed (the info it reports after each).
 * Before the first is done (a single legal move under --movetime) the one
 * line is the search's result at depth 0; with no legal move at all (the
 * side to move has lost) it is "1 depth 0 score mate 0 pv".
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "xq-cli.h"
#include "xq-notation.h"
#include "xq-notation-name.h"
#include "xq-search.h"

/* Without a limit on the command line: deep enough to mean something, quick
 * enough for a script (well under a second from the start position). */
static const int default_depth = 10;
static const size_t analyse_hash_mb = 16;

typedef struct
{
  int depth;
  int score;
  XqMove pv[XQ_SEARCH_MAX_PLY];
  int pv_len;
} AnalyseLine;

typedef struct
{
  AnalyseLine lines[XQ_SEARCH_MAX_MULTIPV];
  int n_lines;
} AnalyseLines;

static void
analyse_usage (void)
{
  fprintf (stderr, "usage: xiangqi-cli analyse [--multipv N] [--depth D | --movetime MS | --nodes N] "
                   "[--moves iccs|wxf|chinese] FEN|startpos [MOVE …]\n");
}

/* The search reports every line after each completed iteration, line 1
 * first: a report of line 1 starts a new set. */
static void
on_info (const XqSearchInfo *info, void *user_data)
{
  AnalyseLines *out = user_data;
  int k = info->multipv - 1;

  if (k < 0 || k >= XQ_SEARCH_MAX_MULTIPV || info->bound != 0)
    return;
  if (k == 0)
    out->n_lines = 0;
  if (k != out->n_lines)
    return;
  AnalyseLine *line = &out->lines[k];
  line->depth = info->depth;
  line->score = info->score;
  line->pv_len = info->pv_len < XQ_SEARCH_MAX_PLY ? info->pv_len : XQ_SEARCH_MAX_PLY;
  memcpy (line->pv, info->pv, (size_t) line->pv_len * sizeof line->pv[0]);
  out->n_lines = k + 1;
}

/* A whole number in [min, max], or an error naming the option. */
static bool
parse_number (const char *opt, const char *text, long long min, long long max, long long *out)
{
  if (!xq_cli_parse_number (text, min, max, out))
    {
      fprintf (stderr, "analyse: %s wants a number from %lld to %lld, not '%s'\n", opt, min, max, text);
      return false;
    }
  return true;
}

typedef enum
{
  OPTION_MULTIPV,
  OPTION_DEPTH,
  OPTION_MOVETIME,
  OPTION_NODES,
} NumericOption;

/* The options that take a number from 1 to max, in NumericOption's order;
 * all but --multipv limit the search (one of them at most). */
static const struct
{
  const char *name;
  long long max;
} numeric_options[] = {
  { "--multipv", XQ_SEARCH_MAX_MULTIPV },
  { "--depth", XQ_SEARCH_MAX_PLY - 4 },
  { "--movetime", 24LL * 3600 * 1000 },
  { "--nodes", 1000000000000LL },
};

/* One option and its value; false after printing why it is wrong. */
static bool
set_option (const char *opt, const char *value, XqSearchLimits *limits,
            XqNotation *notation, int *n_limits)
{
  long long v = 0;

  if (strcmp (opt, "--moves") == 0)
    {
      if (xq_notation_from_name (value, notation))
        return true;
      fprintf (stderr, "analyse: unknown move notation '%s'\n", value);
      return false;
    }
  size_t k = 0;
  while (k < G_N_ELEMENTS (numeric_options) && strcmp (opt, numeric_options[k].name) != 0)
    k++;
  if (k == G_N_ELEMENTS (numeric_options))
    {
      fprintf (stderr, "analyse: unknown option '%s'\n", opt);
      return false;
    }
  if (!parse_number (opt, value, 1, numeric_options[k].max, &v))
    return false;
  switch ((NumericOption) k)
    {
    case OPTION_MULTIPV:
      limits->multipv = (int) v;
      return true;
    case OPTION_DEPTH:
      limits->depth = (int) v;
      break;
    case OPTION_MOVETIME:
      limits->movetime_ms = v;
      break;
    case OPTION_NODES:
    default:
      limits->nodes = (uint64_t) v;
      break;
    }
  (*n_limits)++;
  return true;
}

static void
print_line (int number, const AnalyseLine *line, const XqPosition *root, XqNotation notation)
{
  XqPosition pos = *root;
  int mate;

  printf ("%d depth %d score ", number, line->depth);
  if (xq_search_score_mate (line->score, &mate))
    printf ("mate %d pv", mate);
  else
    printf ("cp %d pv", line->score);
  for (int i = 0; i < line->pv_len; i++)
    {
      char text[XQ_MOVE_TEXT_MAX];
      XqUndo undo;

      if (xq_move_format (&pos, line->pv[i], notation, XQ_NOTATION_FLAGS_NONE, text, sizeof text) == 0)
        break;
      printf (" %s", text);
      xq_position_make_move (&pos, line->pv[i], &undo);
    }
  putchar ('\n');
}

int
xq_cli_analyse (int argc, char **argv)
{
  XqSearchLimits limits;
  XqNotation notation = XQ_NOTATION_ICCS;
  XqPosition start, pos;
  int n_limits = 0;
  int i = 1;

  xq_search_limits_init (&limits);
  limits.multipv = 1;
  /* Options come in pairs: "--name value". */
  for (; i < argc && strncmp (argv[i], "--", 2) == 0; i += 2)
    if (i + 1 == argc || !set_option (argv[i], argv[i + 1], &limits, &notation, &n_limits))
      {
        analyse_usage ();
        return 2;
      }
  if (n_limits > 1)
    {
      fprintf (stderr, "analyse: give one of --depth, --movetime and --nodes\n");
      return 2;
    }
  if (n_limits == 0)
    limits.depth = default_depth;
  if (i >= argc)
    {
      analyse_usage ();
      return 2;
    }
  XqMove *moves = NULL;
  size_t n_moves = 0;
  int rc = xq_cli_read_game (argv[0], argc - i, argv + i, &start, &pos, &moves, &n_moves);
  if (rc != 0)
    return rc;

  XqSearch *search = xq_search_new (analyse_hash_mb);
  AnalyseLines *lines = calloc (1, sizeof *lines);
  if (search == NULL || lines == NULL)
    {
      fprintf (stderr, "out of memory\n");
      free (lines);
      xq_search_free (search);
      free (moves);
      return 1;
    }
  XqSearchResult result;
  xq_search_set_info_func (search, on_info, lines);
  xq_search_run (search, &start, moves, n_moves, &limits, NULL, &result);

  if (lines->n_lines == 0)
    {
      /* No iteration completed (no legal move, a single one under
       * --movetime, or a tiny --nodes): the result is all there is. */
      AnalyseLine *line = &lines->lines[0];
      line->depth = result.depth;
      line->score = result.score;
      line->pv_len = 0;
      if (result.best != XQ_MOVE_NONE)
        line->pv[line->pv_len++] = result.best;
      lines->n_lines = 1;
    }
  for (int k = 0; k < lines->n_lines; k++)
    print_line (k + 1, &lines->lines[k], &pos, notation);

  free (lines);
  xq_search_free (search);
  free (moves);
  return 0;
}
