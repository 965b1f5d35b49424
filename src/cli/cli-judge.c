/* cli-judge.c — the judge subcommand: is the game over, and why
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   xiangqi-cli judge [--rules chinese|asian|casual] [--limit N] FEN|startpos [MOVE …]
 *
 * prints "<verdict> <reason> <clause>", then for repetitions one line per
 * side: "<side> <pattern>: <nature of each of its moves since the first
 * occurrence>", a chase written as chase(<chaser>><chased>[,…]) in ICCS,
 * with a '+' after a piece won by a series of checks (§28.3; the chaser is
 * the piece that gives the first check).
 */
#include "xq-cli.h"
#include "xq-judge.h"
#include "xq-movegen.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void
square_name (int sq, char out[3])
{
  out[0] = (char) ('a' + XQ_FILE (sq));
  out[1] = (char) ('0' + XQ_RANK (sq));
  out[2] = '\0';
}

/* ICCS "h2e2" (either case, an optional '-' in the middle). */
static bool
parse_iccs (const char *s, XqMove *m)
{
  char c[4];
  size_t n = 0;

  for (const char *p = s; *p != '\0'; p++)
    {
      if (*p == '-' && n == 2)
        continue;
      if (n == 4)
        return false;
      c[n++] = *p;
    }
  if (n != 4)
    return false;
  int sq[2];
  for (int i = 0; i < 2; i++)
    {
      char f = (char) (c[2 * i] | 0x20), r = c[2 * i + 1];
      if (f < 'a' || f > 'i' || r < '0' || r > '9')
        return false;
      sq[i] = XQ_SQ (f - 'a', r - '0');
    }
  *m = XQ_MOVE (sq[0], sq[1]);
  return true;
}

static bool
parse_limit (const char *s, unsigned *limit)
{
  long long v;
  if (!xq_cli_parse_number (s, 0, 10000, &v))
    {
      fprintf (stderr, "invalid move limit '%s' (expected 0 to 10000 rounds)\n", s);
      return false;
    }
  *limit = (unsigned) v;
  return true;
}

static void
print_side (const XqVerdict *v, XqColor side)
{
  char a[3], b[3];
  size_t n = v->n_moves < XQ_VERDICT_MAX_MOVES ? v->n_moves : XQ_VERDICT_MAX_MOVES;

  printf ("%s %s:", side == XQ_RED ? "red" : "black", xq_pattern_name (v->pattern[side]));
  for (size_t i = side == v->first_mover ? 0 : 1; i < n; i += 2)
    {
      const XqMoveClass *c = &v->moves[i];
      printf (" %s", xq_move_nature_name ((XqMoveNature) c->nature));
      if (c->nature == XQ_NATURE_CHASE)
        {
          int stored = c->n_chased < XQ_MAX_CHASED ? c->n_chased : XQ_MAX_CHASED;
          printf ("(");
          for (int j = 0; j < stored; j++)
            {
              square_name (c->chaser[j], a);
              square_name (c->chased[j], b);
              printf ("%s%s>%s%s", j ? "," : "", a, b,
                      j >= c->n_chased - c->n_by_checks ? "+" : "");
            }
          printf (")");
        }
      else if (c->soldier_chase)
        {
          square_name (c->soldier_chaser, a);
          square_name (c->soldier_chased, b);
          printf ("(soldier:%s>%s)", a, b);
        }
    }
  if (n < v->n_moves)
    printf (" …");
  printf ("\n");
}

int
xq_cli_judge (int argc, char **argv)
{
  XqJudgeOptions options;
  XqPosition pos;
  int i = 1;

  xq_judge_options_init (&options);
  for (; i < argc && strncmp (argv[i], "--", 2) == 0; i++)
    {
      const char *opt = argv[i];
      if (strcmp (opt, "--") == 0)
        {
          i++;
          break;
        }
      if (i + 1 >= argc)
        {
          fprintf (stderr, "option '%s' needs a value\n", opt);
          return 2;
        }
      if (strcmp (opt, "--rules") == 0)
        {
          if (!xq_rule_set_from_name (argv[i + 1], &options.rules))
            {
              fprintf (stderr, "unknown rule set '%s' (expected chinese, asian or casual)\n", argv[i + 1]);
              return 2;
            }
        }
      else if (strcmp (opt, "--limit") == 0)
        {
          if (!parse_limit (argv[i + 1], &options.move_limit))
            return 2;
        }
      else
        {
          fprintf (stderr, "unknown option '%s'\n", opt);
          return 2;
        }
      i++;
    }
  if (i >= argc)
    {
      fprintf (stderr, "usage: xiangqi-cli judge [--rules chinese|asian|casual] [--limit N] FEN|startpos [MOVE …]\n");
      return 2;
    }
  if (!xq_cli_parse_fen (argv[i], &pos))
    return 2;
  i++;

  size_t n = (size_t) (argc - i);
  XqMove *moves = calloc (n ? n : 1, sizeof *moves);
  if (moves == NULL)
    {
      fprintf (stderr, "out of memory\n");
      return 1;
    }
  for (size_t k = 0; k < n; k++)
    if (!parse_iccs (argv[i + (int) k], &moves[k]))
      {
        fprintf (stderr, "move %zu: '%s' is not an ICCS move (like h2e2)\n", k + 1, argv[i + (int) k]);
        free (moves);
        return 2;
      }

  XqVerdict *v = malloc (sizeof *v);
  if (v == NULL)
    {
      free (moves);
      fprintf (stderr, "out of memory\n");
      return 1;
    }
  size_t bad = 0;
  XqJudgeStatus status = xq_judge_history (&pos, moves, n, &options, v, &bad);
  int rc = 0;
  switch (status)
    {
    case XQ_JUDGE_OK:
      printf ("%s %s %s\n", xq_result_name (v->result), xq_reason_name (v->reason), v->clause);
      if (v->n_moves > 0)
        {
          print_side (v, XQ_RED);
          print_side (v, XQ_BLACK);
        }
      break;
    case XQ_JUDGE_ILLEGAL_MOVE:
      fprintf (stderr, "move %zu: '%s' is not legal in this position\n", bad + 1, argv[i + (int) bad]);
      rc = 2;
      break;
    case XQ_JUDGE_GAME_OVER:
      fprintf (stderr, "move %zu: '%s' comes after the end of the game (%s %s %s at move %zu)\n",
               bad + 1, argv[i + (int) bad], xq_result_name (v->result),
               xq_reason_name (v->reason), v->clause, v->ply);
      rc = 2;
      break;
    case XQ_JUDGE_NO_MEMORY:
    default:
      fprintf (stderr, "out of memory\n");
      rc = 1;
      break;
    }
  free (v);
  free (moves);
  return rc;
}
