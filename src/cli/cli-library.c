/* cli-library.c — the library subcommand: the game library from scripts
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   xiangqi-cli library import DB FILE|DIR…
 *       prints "ADDED<TAB>DUPLICATES<TAB>FAILED_FILES<TAB>SECONDS";
 *       each failed file on stderr as "FILE: why"
 *   xiangqi-cli library stats DB
 *       "games N", "positions N", "explorer_rows N", "bytes N",
 *       "bytes_per_game N" (tab-separated)
 *   xiangqi-cli library explore DB FEN|startpos [MOVE…] [FILTERS]
 *       "MOVE GAMES RED_WINS DRAWS BLACK_WINS FIRST_YEAR LAST_YEAR", ICCS,
 *       most played first
 *   xiangqi-cli library search DB FEN|startpos [MOVE…] [FILTERS]
 *       "GAME_ID PLY NEXT_MOVE TITLE" (NEXT_MOVE "-" at the end of a game)
 *   xiangqi-cli library list DB [FILTERS] [--sort COLUMN]
 *       "GAME_ID RED BLACK RESULT EVENT DATE ECCO OPENING PLIES"
 *   xiangqi-cli library export DB OUT.pgn [FILTERS]
 *   xiangqi-cli library delete DB GAME_ID…
 *   xiangqi-cli library bench DB N [queries]  (see cli-library-bench.c)
 * FILTERS: --player NAME [--side red|black] --event TEXT --from YEAR
 *          --to YEAR --result 1-0|0-1|1/2-1/2 --opening ECCO|NAME
 */
#include "xq-cli.h"
#include "xq-cli-library.h"
#include "xq-library.h"
#include "xq-notation.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
  "usage: xiangqi-cli library import DB FILE|DIR…\n"
  "       xiangqi-cli library stats DB\n"
  "       xiangqi-cli library explore|search DB FEN|startpos [MOVE…] [FILTERS]\n"
  "       xiangqi-cli library list DB [FILTERS] [--sort COLUMN]\n"
  "       xiangqi-cli library export DB OUT.pgn [FILTERS]\n"
  "       xiangqi-cli library delete DB GAME_ID…\n"
  "       xiangqi-cli library bench DB N [queries]\n"
  "FILTERS: --player NAME [--side red|black] --event TEXT --from YEAR --to YEAR\n"
  "         --result 1-0|0-1|1/2-1/2 --opening ECCO|NAME\n";

/* Takes the filter options out of @argv; the rest stays in order.
 * Returns the new argc, or -1 after printing why. */
int
_xq_cli_library_filter (int argc, char **argv, XqLibraryFilter *filter, const char **sort)
{
  int out = 0;

  memset (filter, 0, sizeof *filter);
  for (int i = 0; i < argc; i++)
    {
      const char *a = argv[i];
      long long n;

      if (strncmp (a, "--", 2) != 0 || strcmp (a, "--") == 0)
        {
          argv[out++] = argv[i];
          continue;
        }
      if (i + 1 >= argc)
        {
          fprintf (stderr, "library: %s needs a value\n", a);
          return -1;
        }
      const char *v = argv[++i];
      if (strcmp (a, "--player") == 0)
        filter->player = v;
      else if (strcmp (a, "--side") == 0 && (strcmp (v, "red") == 0 || strcmp (v, "black") == 0))
        filter->player_side = v[0] == 'r' ? XQ_LIBRARY_SIDE_RED : XQ_LIBRARY_SIDE_BLACK;
      else if (strcmp (a, "--event") == 0)
        filter->event = v;
      else if (strcmp (a, "--opening") == 0)
        filter->opening = v;
      else if ((strcmp (a, "--from") == 0 || strcmp (a, "--to") == 0)
               && xq_cli_parse_number (v, 1, 9999, &n))
        *(a[2] == 'f' ? &filter->year_from : &filter->year_to) = (int) n;
      else if (strcmp (a, "--result") == 0 && strcmp (v, "1-0") == 0)
        filter->result = XQ_LIBRARY_RESULT_RED;
      else if (strcmp (a, "--result") == 0 && strcmp (v, "0-1") == 0)
        filter->result = XQ_LIBRARY_RESULT_BLACK;
      else if (strcmp (a, "--result") == 0 && strcmp (v, "1/2-1/2") == 0)
        filter->result = XQ_LIBRARY_RESULT_DRAW;
      else if (strcmp (a, "--sort") == 0 && sort != NULL)
        *sort = v;
      else
        {
          fprintf (stderr, "library: bad option %s %s\n%s", a, v, usage);
          return -1;
        }
    }
  return out;
}

XqLibrary *
_xq_cli_library_open (const char *path)
{
  g_autoptr (GError) error = NULL;
  XqLibrary *library = xq_library_open (path, &error);

  if (library == NULL)
    fprintf (stderr, "%s\n", error->message);
  return library;
}

static int
run_import (XqLibrary *library, int argc, char **argv)
{
  g_autoptr (GError) error = NULL;
  XqLibraryImportStats stats = { 0 };
  g_autoptr (GPtrArray) paths = g_ptr_array_new ();
  double t0 = xq_cli_now ();
  gboolean ok;

  for (int i = 0; i < argc; i++)
    g_ptr_array_add (paths, argv[i]);
  g_ptr_array_add (paths, NULL);
  ok = xq_library_import_paths (library, (const char * const *) paths->pdata, &stats, NULL, NULL,
                                NULL, &error);
  for (guint i = 0; stats.failures && i < stats.failures->len; i++)
    fprintf (stderr, "%s\n", (char *) g_ptr_array_index (stats.failures, i));
  printf ("%u\t%u\t%u\t%.2f\n", stats.added, stats.duplicates, stats.failed_files, xq_cli_now () - t0);
  xq_library_import_stats_clear (&stats);
  if (!ok)
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  return 0;
}

static int
run_stats (XqLibrary *library)
{
  g_autoptr (GError) error = NULL;
  XqLibraryStats s;

  if (!xq_library_get_stats (library, &s, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  printf ("games\t%" G_GINT64_FORMAT "\npositions\t%" G_GINT64_FORMAT "\nexplorer_rows\t%" G_GINT64_FORMAT
          "\nbytes\t%" G_GINT64_FORMAT "\nbytes_per_game\t%" G_GINT64_FORMAT "\n",
          s.games, s.positions, s.explorer_rows, s.file_bytes, s.games ? s.file_bytes / s.games : 0);
  return 0;
}

static void
move_text (const XqPosition *pos, XqMove move, char buf[XQ_MOVE_TEXT_MAX])
{
  if (move == XQ_MOVE_NONE || xq_move_format (pos, move, XQ_NOTATION_ICCS, 0, buf, XQ_MOVE_TEXT_MAX) == 0)
    g_strlcpy (buf, "-", XQ_MOVE_TEXT_MAX);
}

static int
run_position (XqLibrary *library, gboolean explore, int argc, char **argv, const XqLibraryFilter *filter)
{
  g_autoptr (GError) error = NULL;
  XqPosition start, pos;
  XqMove *moves = NULL;
  size_t n_moves = 0;
  int rc = xq_cli_read_game ("library", argc, argv, &start, &pos, &moves, &n_moves);

  free (moves);
  if (rc != 0)
    return rc;
  if (explore)
    {
      g_autoptr (GArray) rows = xq_library_explore (library, pos.hash, filter, &error);
      if (rows == NULL)
        goto fail;
      for (guint i = 0; i < rows->len; i++)
        {
          XqLibraryMoveStats *m = &g_array_index (rows, XqLibraryMoveStats, i);
          char buf[XQ_MOVE_TEXT_MAX];
          move_text (&pos, m->move, buf);
          printf ("%s\t%u\t%u\t%u\t%u\t%d\t%d\n", buf, m->games, m->red, m->draws, m->black,
                  m->first_year, m->last_year);
        }
    }
  else
    {
      g_autoptr (GArray) hits = xq_library_search (library, pos.hash, filter, 0, &error);
      if (hits == NULL)
        goto fail;
      for (guint i = 0; i < hits->len; i++)
        {
          XqLibraryHit *h = &g_array_index (hits, XqLibraryHit, i);
          char buf[XQ_MOVE_TEXT_MAX];
          move_text (&pos, h->next, buf);
          printf ("%" G_GINT64_FORMAT "\t%u\t%s\t%s\n", h->game, h->ply, buf, h->title);
        }
    }
  return 0;
fail:
  fprintf (stderr, "%s\n", error->message);
  return 1;
}

static const char *
result_text (XqLibraryResult r)
{
  switch (r)
    {
    case XQ_LIBRARY_RESULT_RED: return "1-0";
    case XQ_LIBRARY_RESULT_BLACK: return "0-1";
    case XQ_LIBRARY_RESULT_DRAW: return "1/2-1/2";
    default: return "*";
    }
}

static int
run_list (XqLibrary *library, const XqLibraryFilter *filter, const char *sort)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = xq_library_list_games (library, filter, sort, 0, &error);

  if (games == NULL)
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  for (guint i = 0; i < games->len; i++)
    {
      XqLibraryGameInfo *g = g_ptr_array_index (games, i);
      printf ("%" G_GINT64_FORMAT "\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%u\n", g->id, g->red ? g->red : "",
              g->black ? g->black : "", result_text (g->result), g->event ? g->event : "",
              g->date ? g->date : "", g->ecco ? g->ecco : "", g->opening ? g->opening : "", g->plies);
    }
  return 0;
}

int
xq_cli_library (int argc, char **argv)
{
  g_autoptr (XqLibrary) library = NULL;
  XqLibraryFilter filter;
  const char *sort = NULL;
  const char *cmd;

  if (argc < 3)
    {
      fputs (usage, stderr);
      return 2;
    }
  cmd = argv[1];
  argc = _xq_cli_library_filter (argc - 3, argv + 3, &filter, &sort);
  if (argc < 0)
    return 2;
  argv += 3;
  if (strcmp (cmd, "bench") == 0)
    return _xq_cli_library_bench (argv[-1], argc, argv);
  if ((strcmp (cmd, "import") == 0 || strcmp (cmd, "explore") == 0 || strcmp (cmd, "search") == 0
       || strcmp (cmd, "delete") == 0)
      && argc < 1)
    {
      fputs (usage, stderr);
      return 2;
    }
  if (strcmp (cmd, "import") != 0 && strcmp (cmd, "stats") != 0 && strcmp (cmd, "explore") != 0
      && strcmp (cmd, "search") != 0 && strcmp (cmd, "list") != 0 && strcmp (cmd, "export") != 0
      && strcmp (cmd, "delete") != 0)
    {
      fprintf (stderr, "library: unknown command %s\n%s", cmd, usage);
      return 2;
    }
  if (strcmp (cmd, "import") != 0 && !g_file_test (argv[-1], G_FILE_TEST_EXISTS))
    {
      fprintf (stderr, "library: %s does not exist\n", argv[-1]);
      return 1;
    }
  library = _xq_cli_library_open (argv[-1]);
  if (library == NULL)
    return 1;
  if (strcmp (cmd, "import") == 0)
    return run_import (library, argc, argv);
  if (strcmp (cmd, "stats") == 0)
    return run_stats (library);
  if (strcmp (cmd, "explore") == 0 || strcmp (cmd, "search") == 0)
    return run_position (library, cmd[0] == 'e', argc, argv, &filter);
  if (strcmp (cmd, "list") == 0)
    return run_list (library, &filter, sort);
  if (strcmp (cmd, "export") == 0)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GFile) out = NULL;
      guint n = 0;
      if (argc != 1)
        {
          fputs (usage, stderr);
          return 2;
        }
      out = g_file_new_for_commandline_arg (argv[0]);
      if (!xq_library_export (library, &filter, out, &n, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
      printf ("%u\n", n);
      return 0;
    }
  for (int i = 0; i < argc; i++)
    {
      g_autoptr (GError) error = NULL;
      long long id;
      if (!xq_cli_parse_number (argv[i], 1, G_MAXINT64, &id))
        {
          fprintf (stderr, "library delete: not a game id: %s\n", argv[i]);
          return 2;
        }
      if (!xq_library_delete_game (library, id, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
    }
  return 0;
}
