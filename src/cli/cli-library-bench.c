/* cli-library-bench.c — library bench: the library's figures on generated games
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 *   xiangqi-cli library bench DB N [queries]
 *
 * Writes N generated games (legal random games of 40 to 120 plies whose
 * openings come from a few choices, so that they share a tree; players,
 * events, dates, results) as PGN files of 10,000 games beside DB, imports
 * them into DB (which must not exist) and prints, tab-separated (with
 * queries, DB is one an earlier run made with the same N: only the
 * queries are timed again):
 *   import_seconds, games_per_second, bytes_per_game,
 *   explore_start_ms (the start position, cold then the best of 5),
 *   explore_ms (mean over 200 positions of the games, plies 2 to 30),
 *   filtered explore (player 胡荣华 as red, from 2000): the start position
 *   (the first query, which reads the games the filter lets through, then
 *   the best of 5), the position after the most played first move, and the
 *   mean over the 200 positions,
 *   search_ms (mean over 200 positions), max_rss_kib.
 */
#include "xq-cli.h"
#include "xq-cli-library.h"
#include "xq-fen.h"
#include "xq-movegen.h"
#include "xq-notation.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

#define GAMES_PER_FILE 10000

static const char *names[] = {
  "胡荣华", "许银川", "吕钦", "赵鑫鑫", "王天一", "郑惟桐", "蒋川", "洪智", "汪洋", "谢靖",
  "柳大华", "李来群", "赵国荣", "徐天红", "陶汉明", "于幼华", "孙勇征", "申鹏", "卜凤波", "聂铁文",
};

/* One game as PGN with ICCS moves; @positions gets a few keys. */
static void
write_game (GString *out, GRand *rand, guint index, GArray *sample)
{
  XqPosition pos;
  guint plies = (guint) g_rand_int_range (rand, 40, 121);
  static const char *results[] = { "1-0", "0-1", "1/2-1/2" };
  int r = g_rand_int_range (rand, 0, 3);

  xq_position_set_start (&pos);
  g_string_append_printf (out,
                          "[Game \"Chinese Chess\"]\n[Event \"Generated %u\"]\n[Round \"%u\"]\n"
                          "[Date \"%d.%02d.%02d\"]\n[Red \"%s\"]\n[Black \"%s\"]\n[Result \"%s\"]\n"
                          "[Format \"ICCS\"]\n",
                          index % 50, index, g_rand_int_range (rand, 1960, 2026),
                          g_rand_int_range (rand, 1, 13), g_rand_int_range (rand, 1, 29),
                          names[g_rand_int_range (rand, 0, G_N_ELEMENTS (names))],
                          names[g_rand_int_range (rand, 0, G_N_ELEMENTS (names))], results[r]);
  for (guint ply = 0; ply < plies; ply++)
    {
      XqMove moves[128];
      size_t n = xq_generate_legal (&pos, moves, G_N_ELEMENTS (moves));
      char text[XQ_MOVE_TEXT_MAX];
      XqUndo undo;
      size_t choice;

      if (n == 0)
        break;
      /* A narrow tree at first, like real openings. */
      choice = (size_t) g_rand_int_range (rand, 0, (gint32) (ply < 6 ? MIN (n, 4) : n));
      if (ply >= 2 && ply <= 30 && g_rand_int_range (rand, 0, 400) == 0)
        g_array_append_val (sample, pos.hash);
      xq_move_format (&pos, moves[choice], XQ_NOTATION_ICCS, 0, text, sizeof text);
      if (ply % 2 == 0)
        g_string_append_printf (out, "%u. ", ply / 2 + 1);
      g_string_append_printf (out, "%s ", text);
      xq_position_make_move (&pos, moves[choice], &undo);
    }
  g_string_append_printf (out, "%s\n\n", results[r]);
}

static double
cpu_seconds (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return (double) usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6
         + (double) usage.ru_stime.tv_sec + usage.ru_stime.tv_usec / 1e6;
}

static double
time_explore_filtered (XqLibrary *library, guint64 hash, const XqLibraryFilter *filter, guint *games)
{
  double t0 = xq_cli_now ();
  g_autoptr (GArray) rows = xq_library_explore (library, hash, filter, NULL);
  double ms = (xq_cli_now () - t0) * 1000;

  if (games != NULL)
    {
      *games = 0;
      for (guint i = 0; rows != NULL && i < rows->len; i++)
        *games += g_array_index (rows, XqLibraryMoveStats, i).games;
    }
  return ms;
}

static double
time_explore (XqLibrary *library, guint64 hash)
{
  return time_explore_filtered (library, hash, NULL, NULL);
}

int
_xq_cli_library_bench (const char *db, int argc, char **argv)
{
  long long n;
  g_autofree char *dir = NULL;
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GArray) sample = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_autoptr (GRand) rand = g_rand_new_with_seed (39);
  g_autoptr (XqLibrary) library = NULL;
  g_autoptr (GError) error = NULL;
  XqLibraryImportStats stats = { 0 };
  XqLibraryStats s;
  XqPosition start;
  struct rusage usage;
  double t0, import_s, cold, best = 1e9, explore_ms = 0, search_ms = 0;
  double f_first, f_best = 1e9, f_crowded, f_mean = 0, cpu_s;
  XqLibraryFilter filter = { .player = names[0], .player_side = XQ_LIBRARY_SIDE_RED, .year_from = 2000 };
  guint n_sample, f_games, crowded_games = 0, crowded_filtered = 0;
  XqPosition crowded;

  gboolean queries_only = argc == 2 && strcmp (argv[1], "queries") == 0;
  double cpu_queries;

  if ((argc != 1 && !queries_only) || !xq_cli_parse_number (argv[0], 1, 10000000, &n))
    {
      fprintf (stderr, "usage: xiangqi-cli library bench DB N [queries]\n");
      return 2;
    }
  if (queries_only != g_file_test (db, G_FILE_TEST_EXISTS))
    {
      fprintf (stderr, queries_only ? "library bench: %s does not exist\n" : "library bench: %s exists; give a new file\n", db);
      return 2;
    }
  dir = g_strdup_printf ("%s.games", db);
  if (!queries_only)
    g_mkdir_with_parents (dir, 0755);
  xq_position_set_start (&start);
  for (long long done = 0; done < n; done += GAMES_PER_FILE)
    {
      g_autoptr (GString) text = g_string_new (NULL);
      char *path = g_strdup_printf ("%s/games-%05lld.pgn", dir, done / GAMES_PER_FILE);
      for (long long i = done; i < MIN (n, done + GAMES_PER_FILE); i++)
        write_game (text, rand, (guint) i, sample);
      if (queries_only)
        {
          g_free (path);
          continue;
        }
      if (!g_file_set_contents (path, text->str, (gssize) text->len, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          g_free (path);
          return 1;
        }
      g_ptr_array_add (files, path);
    }
  g_ptr_array_add (files, NULL);
  library = _xq_cli_library_open (db);
  if (library == NULL)
    return 1;
  t0 = xq_cli_now ();
  cpu_s = cpu_seconds ();
  if (!queries_only
      && !xq_library_import_paths (library, (const char * const *) files->pdata, &stats, NULL, NULL, NULL, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 1;
    }
  import_s = xq_cli_now () - t0;
  cpu_s = cpu_seconds () - cpu_s;
  xq_library_close (g_steal_pointer (&library));
  /* A fresh handle: the explorer as the window meets it. */
  library = _xq_cli_library_open (db);
  if (library == NULL || !xq_library_get_stats (library, &s, &error))
    return 1;
  cpu_queries = cpu_seconds ();
  cold = time_explore (library, start.hash);
  for (int i = 0; i < 5; i++)
    best = MIN (best, time_explore (library, start.hash));
  n_sample = MIN (sample->len, 200);
  for (guint i = 0; i < n_sample; i++)
    explore_ms += time_explore (library, g_array_index (sample, guint64, i));
  /* Filtered: the first query reads the games the filter lets through. */
  f_first = time_explore_filtered (library, start.hash, &filter, &f_games);
  for (int i = 0; i < 5; i++)
    f_best = MIN (f_best, time_explore_filtered (library, start.hash, &filter, NULL));
  crowded = start;
  {
    g_autoptr (GArray) rows = xq_library_explore (library, start.hash, NULL, NULL);
    if (rows != NULL && rows->len > 0)
      {
        XqUndo undo;
        crowded_games = g_array_index (rows, XqLibraryMoveStats, 0).games;
        xq_position_make_move (&crowded, g_array_index (rows, XqLibraryMoveStats, 0).move, &undo);
      }
  }
  f_crowded = time_explore_filtered (library, crowded.hash, &filter, &crowded_filtered);
  for (guint i = 0; i < n_sample; i++)
    f_mean += time_explore_filtered (library, g_array_index (sample, guint64, i), &filter, NULL);
  for (guint i = 0; i < n_sample; i++)
    {
      double t = xq_cli_now ();
      g_autoptr (GArray) hits = xq_library_search (library, g_array_index (sample, guint64, i), NULL, 0, NULL);
      search_ms += (xq_cli_now () - t) * 1000;
    }
  cpu_queries = cpu_seconds () - cpu_queries;
  getrusage (RUSAGE_SELF, &usage);
  printf ("games\t%" G_GINT64_FORMAT "\nimport_seconds\t%.1f\nimport_cpu_seconds\t%.1f\ngames_per_second\t%.0f\nbytes_per_game\t%" G_GINT64_FORMAT
          "\nexplore_start_ms\t%.2f (cold) %.2f (warm)\nexplore_ms\t%.2f"
          "\nfiltered_start_ms\t%.2f (first, %u games) %.2f (then)"
          "\nfiltered_crowded_ms\t%.2f (%u games there, %u let through)\nfiltered_explore_ms\t%.2f"
          "\nsearch_ms\t%.2f\nqueries_cpu_seconds\t%.2f\nmax_rss_kib\t%ld\n",
          s.games, import_s, cpu_s, queries_only ? 0 : stats.added / import_s, s.games ? s.file_bytes / s.games : 0, cold, best,
          n_sample ? explore_ms / n_sample : 0, f_first, f_games, f_best, f_crowded, crowded_games,
          crowded_filtered, n_sample ? f_mean / n_sample : 0, n_sample ? search_ms / n_sample : 0, cpu_queries, usage.ru_maxrss);
  xq_library_import_stats_clear (&stats);
  return 0;
}
