/* xq-cli.c — the xiangqi-cli program: perft, notation, engine and file tools
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "xq-cli.h"
#include "xq-cli-library.h"

#include <glib.h>
#include "xq-fen.h"
#include "xq-notation.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct
{
  const char *name;
  const char *args;
  const char *help;
  XqCliRun run;
} XqCliCommand;

static const XqCliCommand commands[] = {
  { "perft", "FEN|startpos DEPTH", "count leaf nodes; prints nodes, time and nodes per second", xq_cli_perft },
  { "judge", "[--rules R] [--limit N] FEN|startpos [MOVE…]", "game over? verdict, reason code and rule clause (§)", xq_cli_judge },
  { "divide", "FEN|startpos DEPTH", "leaf nodes below each legal move (ICCS)", xq_cli_divide },
  { "uci", "", "run the engine with the UCI protocol on stdin/stdout", xq_cli_uci },
  { "ucci", "", "run the engine with the UCCI protocol on stdin/stdout", xq_cli_ucci },
  { "bench", "[DEPTH|--judge]", "search fixed positions; prints total nodes and nodes per second (--judge: time to judge repetition cycles)", xq_cli_bench },
  { "match", "[OPTIONS]", "play engines against each other (see match --help)", xq_cli_match },
  { "moves", "FEN|startpos", "legal moves: ICCS, WXF, Chinese, traditional, short", xq_cli_moves },
  { "info", "FILE…", "format, encoding, games, tags and move counts of game files", xq_cli_info },
  { "convert", "IN… OUT [--moves chinese|wxf|iccs|iccs-dash] [--encoding utf-8|gbk]", "game files of any readable format to one PGN file", xq_cli_convert },
  { "review", "[--movetime MS | --depth D] [--moves N] IN OUT.pgn", "mark the mistakes of every game of IN; reviewed games to OUT.pgn, a summary per side", xq_cli_review },
  { "bench-load", "FILE…", "time to load game files; prints time and moves per second", xq_cli_bench_load },
  { "trainer", "--list", "the trainer's exercises: 'ID KIND TARGET FEN CHINESE-NAME ENGLISH-NAME', tab-separated", xq_cli_trainer },
  { "opening", "MOVE…", "the opening the ICCS moves from the start reach: 'ECCO<TAB>Chinese<TAB>English' (ECCO '-' when unknown)", xq_cli_opening },
  { "analyse", "[--multipv N] [--depth D|--movetime MS|--nodes N] [--moves iccs|wxf|chinese] FEN|startpos [MOVE…]", "the engine's best lines: 'N depth D score cp S|mate M pv MOVES'", xq_cli_analyse },
  { "library", "import|stats|explore|search|list|export|delete|bench DB …", "the game library: import files and folders, the explorer, position search, export (see library --help)", xq_cli_library },
  { "diagram", "[--size PX] [--coordinates] [--caption TEXT] [--moves TEXT] FEN|startpos OUT.png|OUT.svg", "the position as a printed diagram (§1.3): a PNG PX pixels wide or a scalable SVG", xq_cli_diagram },
};

bool
xq_cli_parse_fen (const char *text, XqPosition *pos)
{
  size_t offset = 0;
  XqFenStatus status;

  if (strcmp (text, "startpos") == 0)
    {
      xq_position_set_start (pos);
      return true;
    }
  status = xq_position_from_fen (pos, text, &offset);
  if (status == XQ_FEN_OK)
    return true;
  fprintf (stderr, "invalid FEN at character %zu: %s\n  %s\n  %*s^\n",
           offset + 1, xq_fen_status_message (status), text, (int) offset, "");
  return false;
}

int
xq_cli_read_game (const char *command, int n_words, char **words, XqPosition *start, XqPosition *pos,
                  XqMove **moves_out, size_t *n_moves)
{
  if (!xq_cli_parse_fen (words[0], start))
    return 2;
  *pos = *start;
  *n_moves = (size_t) (n_words - 1);
  XqMove *moves = calloc (*n_moves + 1, sizeof *moves);
  if (moves == NULL)
    {
      fprintf (stderr, "out of memory\n");
      return 1;
    }
  for (size_t k = 0; k < *n_moves; k++)
    {
      const char *text = words[k + 1];
      size_t offset = 0;
      XqUndo undo;
      XqParseStatus status = xq_move_parse (pos, text, XQ_NOTATION_ICCS, &moves[k], &offset);

      if (status == XQ_PARSE_SYNTAX)
        fprintf (stderr, "%s: move %zu: '%s' is not an ICCS move (like h2e2)\n", command, k + 1, text);
      else if (status != XQ_PARSE_OK)
        fprintf (stderr, "%s: move %zu: '%s' is not legal in this position\n", command, k + 1, text);
      if (status != XQ_PARSE_OK)
        {
          free (moves);
          return 2;
        }
      xq_position_make_move (pos, moves[k], &undo);
    }
  *moves_out = moves;
  return 0;
}

bool
xq_cli_parse_number (const char *text, long long min, long long max, long long *out)
{
  char *end;
  long long v = strtoll (text, &end, 10);

  if (*text == '\0' || *end != '\0' || v < min || v > max)
    return false;
  *out = v;
  return true;
}

double
xq_cli_now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec * 1e-9;
}

static void
usage (FILE *out)
{
  fprintf (out, "Usage: xiangqi-cli COMMAND [ARGS…]\n\nCommands:\n");
  for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
    fprintf (out, "  %-8s %-22s %s\n", commands[i].name, commands[i].args, commands[i].help);
}

int
main (int argc, char **argv)
{
  if (argc < 2)
    {
      usage (stderr);
      return 2;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0 || strcmp (argv[1], "help") == 0)
    {
      usage (stdout);
      printf ("\n  --version                       the version of xiangqi-cli\n"
              "  COMMAND --help                  what COMMAND does and its arguments\n"
              "\nSee xiangqi-cli(1).\n");
      return 0;
    }
  if (strcmp (argv[1], "--version") == 0 || strcmp (argv[1], "-V") == 0)
    {
      printf ("xiangqi-cli %s\n", PACKAGE_VERSION);
      return 0;
    }
  for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      {
        /* COMMAND --help (-h, -?), answered here by GOptionContext for
         * every command but match, which explains its many options
         * itself; the command's own options are left to it. */
        if (strcmp (commands[i].name, "match") != 0)
          {
            g_autofree char *parameters = g_strdup_printf ("%s %s", commands[i].name,
                                                           commands[i].args);
            g_autoptr (GOptionContext) context = g_option_context_new (parameters);
            g_auto (GStrv) copy = g_new0 (char *, argc + 1);
            int n = argc - 1;

            for (int k = 1; k < argc; k++)
              copy[k - 1] = g_strdup (argv[k]);
            g_option_context_set_summary (context, commands[i].help);
            g_option_context_set_ignore_unknown_options (context, TRUE);
            g_option_context_set_help_enabled (context, TRUE);
            g_set_prgname ("xiangqi-cli");
            if (!g_option_context_parse (context, &n, &copy, NULL))
              { /* nothing to parse but --help: the command reports its own errors */ }
          }
        return commands[i].run (argc - 1, argv + 1);
      }
  fprintf (stderr, "xiangqi-cli: unknown command '%s'\n\n", argv[1]);
  usage (stderr);
  return 2;
}
