/* test-library.c — the game library: import, duplicates, round trips, the
 * explorer against a recount, transpositions, deletion, damage, WAL; games
 * saved back and their tags edited (xq-library-edit.h)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-library.h"
#include "xq-library-edit.h"
#include "xq-library-private.h"
#include "xq-game-format.h"
#include "xq-game-node.h"
#include "xq-movegen.h"
#include "xq-pgn.h"

#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>

static const char *players[] = { "胡荣华", "许银川", "吕钦", "赵鑫鑫", "王天一" };
static const char *results[] = { "1-0", "0-1", "1/2-1/2", "*" };

static XqGame *
random_game (GRand *rand, guint max_plies)
{
  XqGame *game = xq_game_new ();
  guint plies = (guint) g_rand_int_range (rand, 1, (gint32) max_plies + 1);
  char date[16];

  xq_game_set_tag (game, "Red", players[g_rand_int_range (rand, 0, G_N_ELEMENTS (players))]);
  xq_game_set_tag (game, "Black", players[g_rand_int_range (rand, 0, G_N_ELEMENTS (players))]);
  xq_game_set_tag (game, "Event", g_rand_boolean (rand) ? "全国象棋个人赛" : "Asian Cup");
  xq_game_set_tag (game, "Result", results[g_rand_int_range (rand, 0, G_N_ELEMENTS (results))]);
  if (g_rand_int_range (rand, 0, 5) > 0)
    {
      g_snprintf (date, sizeof date, "%d.%02d.%02d", g_rand_int_range (rand, 1980, 2025),
                  g_rand_int_range (rand, 1, 13), g_rand_int_range (rand, 1, 29));
      xq_game_set_tag (game, "Date", date);
    }
  for (guint i = 0; i < plies; i++)
    {
      XqMove moves[128];
      size_t n = xq_generate_legal (xq_game_get_position (game), moves, G_N_ELEMENTS (moves));
      /* Few choices early on: the games share openings. */
      size_t choice;
      if (n == 0)
        break;
      choice = (size_t) g_rand_int_range (rand, 0, (gint32) MIN (n, i < 8 ? 3 : n));
      g_assert_nonnull (xq_game_play_move (game, moves[choice], NULL));
    }
  return game;
}

static char *
temp_db (void)
{
  g_autofree char *dir = g_dir_make_tmp ("xq-library-XXXXXX", NULL);
  g_assert_nonnull (dir);
  return g_build_filename (dir, "test.sqlite", NULL);
}

static GPtrArray *
random_games (GRand *rand, guint n, guint max_plies)
{
  GPtrArray *games = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (games, random_game (rand, max_plies));
  return games;
}

static guint
count_unique (GPtrArray *games)
{
  g_autoptr (GHashTable) keys = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  for (guint i = 0; i < games->len; i++)
    {
      gint64 *k = g_new (gint64, 1);
      *k = (gint64) xq_library_game_key (g_ptr_array_index (games, i));
      g_hash_table_add (keys, k);
    }
  return g_hash_table_size (keys);
}

static void
test_import_duplicates (void)
{
  g_autofree char *path = temp_db ();
  g_autoptr (GError) error = NULL;
  g_autoptr (XqLibrary) lib = xq_library_open (path, &error);
  g_autoptr (GRand) rand = g_rand_new_with_seed (1);
  g_autoptr (GPtrArray) games = random_games (rand, 300, 40);
  XqLibraryImportStats st = { 0 };
  XqLibraryStats stats;
  guint unique = count_unique (games);

  g_assert_no_error (error);
  g_assert_true (xq_library_add_games (lib, games, "random", &st, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (st.added, ==, unique);
  g_assert_cmpuint (st.duplicates, ==, games->len - unique);
  /* Again: nothing new. */
  xq_library_import_stats_clear (&st);
  g_assert_true (xq_library_add_games (lib, games, "random", &st, &error));
  g_assert_cmpuint (st.added, ==, 0);
  g_assert_cmpuint (st.duplicates, ==, games->len);
  g_assert_true (xq_library_get_stats (lib, &stats, &error));
  g_assert_cmpint (stats.games, ==, unique);
  xq_library_import_stats_clear (&st);
}

/* A big PGN file is read a part at a time (here small parts, so that
 * games are cut across blocks, with LF and with CRLF lines): every game
 * arrives once, numbered in the file as when read whole. */
static void
test_import_stream (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  g_autoptr (GPtrArray) games = random_games (rand, 120, 30);
  g_autofree char *pgn = xq_pgn_write_games (games, XQ_NOTATION_ICCS, XQ_PGN_WRITE_DEFAULT);
  g_auto (GStrv) lines = g_strsplit (pgn, "\n", -1);
  g_autofree char *crlf = g_strjoinv ("\r\n", lines);
  const char *texts[] = { pgn, crlf };
  guint unique = count_unique (games);

  for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
    {
      g_autofree char *path = temp_db ();
      g_autofree char *dir = g_path_get_dirname (path);
      g_autofree char *file_path = g_build_filename (dir, "big.pgn", NULL);
      g_autoptr (GFile) file = g_file_new_for_path (file_path);
      g_autoptr (GError) error = NULL;
      g_autoptr (XqLibrary) lib = xq_library_open (path, &error);
      XqLibraryImportStats st = { 0 };
      XqLibraryStats stats;

      g_assert_no_error (error);
      g_assert_true (g_file_set_contents (file_path, texts[t], -1, NULL));
      st.failures = g_ptr_array_new_with_free_func (g_free);
      g_assert_true (_xq_library_import_stream (lib, file, file_path, 700, &st, NULL, NULL, 0, 1,
                                                NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (st.failed_files, ==, 0);
      g_assert_cmpuint (st.added, ==, unique);
      g_assert_cmpuint (st.duplicates, ==, games->len - unique);
      g_assert_true (xq_library_get_stats (lib, &stats, &error));
      g_assert_cmpint (stats.games, ==, unique);
      /* The game added last is numbered as in the file. */
      {
        g_autoptr (GHashTable) seen = g_hash_table_new (g_int64_hash, g_int64_equal);
        g_autoptr (GArray) keys = g_array_sized_new (FALSE, FALSE, sizeof (gint64), games->len);
        g_autoptr (GPtrArray) last = NULL;
        g_autofree char *source = NULL;
        guint index = 0, expected = 0;

        for (guint i = 0; i < games->len; i++)
          {
            gint64 key = (gint64) xq_library_game_key (g_ptr_array_index (games, i));
            g_array_append_val (keys, key);
          }
        for (guint i = 0; i < games->len; i++)
          if (g_hash_table_add (seen, &g_array_index (keys, gint64, i)))
            expected = i;
        last = xq_library_list_games (lib, NULL, "-id", 1, &error);
        g_assert_no_error (error);
        g_assert_cmpuint (last->len, ==, 1);
        g_assert_true (xq_library_get_source (lib, ((XqLibraryGameInfo *) last->pdata[0])->id,
                                              &source, &index, &error));
        g_assert_cmpstr (source, ==, file_path);
        g_assert_cmpuint (index, ==, expected);
      }
      xq_library_import_stats_clear (&st);
    }
}

static void
test_import_folder (void)
{
  g_autofree char *path = temp_db ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *sub = g_build_filename (dir, "in", "deeper", NULL);
  g_autofree char *good = g_build_filename (sub, "a.pgn", NULL);
  g_autofree char *bad = g_build_filename (dir, "in", "broken.xqf", NULL);
  g_autofree char *top = g_build_filename (dir, "in", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (XqLibrary) lib = xq_library_open (path, &error);
  g_autoptr (GRand) rand = g_rand_new_with_seed (2);
  g_autoptr (GPtrArray) games = random_games (rand, 50, 30);
  g_autofree char *pgn = xq_pgn_write_games (games, XQ_NOTATION_CHINESE, XQ_PGN_WRITE_DEFAULT);
  const char *paths[] = { top, NULL };
  XqLibraryImportStats st = { 0 };
  guint unique = count_unique (games);

  g_assert_cmpint (g_mkdir_with_parents (sub, 0755), ==, 0);
  g_assert_true (g_file_set_contents (good, pgn, -1, NULL));
  g_assert_true (g_file_set_contents (bad, "XQ garbage", -1, NULL));
  g_assert_true (xq_library_import_paths (lib, paths, &st, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (st.files, ==, 2);
  g_assert_cmpuint (st.failed_files, ==, 1);
  g_assert_cmpuint (st.failures->len, ==, 1);
  g_assert_true (strstr (g_ptr_array_index (st.failures, 0), "broken.xqf") != NULL);
  g_assert_cmpuint (st.added, ==, unique);
  xq_library_import_stats_clear (&st);
  /* Re-import adds only what is new. */
  g_assert_true (xq_library_import_paths (lib, paths, &st, NULL, NULL, NULL, &error));
  g_assert_cmpuint (st.added, ==, 0);
  g_assert_cmpuint (st.duplicates, ==, games->len);
  xq_library_import_stats_clear (&st);
}

static void
cancel_after (double fraction, const XqLibraryImportStats *stats, gpointer data)
{
  if (stats->added >= 20)
    g_cancellable_cancel (data);
}

static void
test_import_cancel (void)
{
  g_autofree char *path = temp_db ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *file = g_build_filename (dir, "many.pgn", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (XqLibrary) lib = xq_library_open (path, &error);
  g_autoptr (GRand) rand = g_rand_new_with_seed (3);
  g_autoptr (GPtrArray) games = random_games (rand, 100, 30);
  g_autofree char *pgn = xq_pgn_write_games (games, XQ_NOTATION_ICCS, XQ_PGN_WRITE_DEFAULT);
  g_autoptr (GCancellable) cancel = g_cancellable_new ();
  const char *paths[] = { file, NULL };
  XqLibraryImportStats st = { 0 };
  XqLibraryStats stats;

  g_assert_true (g_file_set_contents (file, pgn, -1, NULL));
  g_assert_false (xq_library_import_paths (lib, paths, &st, cancel_after, cancel, cancel, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);
  g_assert_true (xq_library_get_stats (lib, &stats, &error));
  /* The games added before the cancel are there, whole. */
  g_assert_cmpint (stats.games, ==, st.added);
  g_assert_cmpint (stats.games, >=, 20);
  g_assert_cmpint (stats.games, <, 100);
  xq_library_import_stats_clear (&st);
}

/* Every format into the library and back out to PGN unchanged. */
static void
test_round_trip (void)
{
  const char *corpus = g_getenv ("XQ_CORPUS_DIR");
  const char *dirs[] = { "pgn-chinese-utf8", "pgn-chinese-gbk", "pgn-iccs", "pgn-wxf", "wxf-file",
                         "xqf", "dhtmlxq", "cbr-cbl", "fen", "other" };
  guint n_games = 0, n_files = 0;

  if (corpus == NULL || !g_file_test (corpus, G_FILE_TEST_IS_DIR))
    {
      g_test_skip ("no corpus (XQ_CORPUS_DIR)");
      return;
    }
  for (guint d = 0; d < G_N_ELEMENTS (dirs); d++)
    {
      g_autofree char *dpath = g_build_filename (corpus, dirs[d], NULL);
      g_autoptr (GDir) dir = g_dir_open (dpath, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *fpath = g_build_filename (dpath, name, NULL);
          g_autoptr (GFile) file = g_file_new_for_path (fpath);
          g_autoptr (GPtrArray) games = xq_game_load_file (file, NULL, NULL, NULL);
          g_autofree char *db = NULL;
          g_autoptr (XqLibrary) lib = NULL;
          g_autoptr (GHashTable) seen = NULL;
          g_autoptr (GError) error = NULL;
          XqLibraryImportStats st = { 0 };
          gint64 id = 0;

          if (games == NULL || !g_file_test (fpath, G_FILE_TEST_IS_REGULAR))
            continue;
          db = temp_db ();
          lib = xq_library_open (db, &error);
          g_assert_no_error (error);
          g_assert_true (xq_library_add_games (lib, games, fpath, &st, &error));
          g_assert_no_error (error);
          seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
          for (guint i = 0; i < games->len; i++)
            {
              XqGame *orig = g_ptr_array_index (games, i);
              gint64 *key = g_new (gint64, 1);
              g_autoptr (XqGame) back = NULL;
              g_autofree char *want = NULL, *got = NULL;

              *key = (gint64) xq_library_game_key (orig);
              if (!g_hash_table_add (seen, key))
                continue;
              back = xq_library_get_game (lib, ++id, &error);
              g_assert_no_error (error);
              want = xq_pgn_write_string (orig, XQ_NOTATION_CHINESE, XQ_PGN_WRITE_DEFAULT);
              got = xq_pgn_write_string (back, XQ_NOTATION_CHINESE, XQ_PGN_WRITE_DEFAULT);
              if (g_strcmp0 (want, got) != 0)
                g_test_message ("%s game %u differs", fpath, i);
              g_assert_cmpstr (want, ==, got);
              n_games++;
            }
          n_files++;
          xq_library_import_stats_clear (&st);
        }
    }
  g_test_message ("%u games of %u files round-tripped", n_games, n_files);
  g_assert_cmpuint (n_files, >, 5);
}

typedef struct
{
  guint games, red, draws, black;
  int first, last;
} Count;

/* One more game through a position and move: its result and year. */
static void
count_game (Count *c, const XqLibraryGameInfo *info)
{
  c->games++;
  c->red += info->result == XQ_LIBRARY_RESULT_RED;
  c->draws += info->result == XQ_LIBRARY_RESULT_DRAW;
  c->black += info->result == XQ_LIBRARY_RESULT_BLACK;
  if (info->year > 0 && (c->first == 0 || info->year < c->first))
    c->first = info->year;
  c->last = MAX (c->last, info->year);
}

/* The straightforward recount over the stored games. */
static GHashTable *
recount (XqLibrary *lib)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) infos = xq_library_list_games (lib, NULL, "id", 0, &error);
  GHashTable *table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  g_assert_no_error (error);
  for (guint i = 0; i < infos->len; i++)
    {
      XqLibraryGameInfo *info = g_ptr_array_index (infos, i);
      g_autoptr (XqGame) game = xq_library_get_game (lib, info->id, &error);
      g_autoptr (GHashTable) once = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      XqPosition pos = *xq_game_get_start_position (game);
      XqGameNode *node = xq_game_get_root (game);

      g_assert_no_error (error);
      for (guint ply = 0; ply < XQ_LIBRARY_EXPLORER_PLIES && xq_game_node_get_n_children (node) > 0; ply++)
        {
          XqGameNode *child = xq_game_node_get_child (node, 0);
          XqMove move = xq_game_node_get_move (child);
          char *k = g_strdup_printf ("%" G_GINT64_MODIFIER "x/%u", pos.hash, move);
          XqUndo undo;

          if (g_hash_table_add (once, g_strdup (k)))
            {
              Count *c = g_hash_table_lookup (table, k);
              if (c == NULL)
                {
                  c = g_new0 (Count, 1);
                  g_hash_table_insert (table, g_strdup (k), c);
                }
              count_game (c, info);
            }
          g_free (k);
          xq_position_make_move (&pos, move, &undo);
          node = child;
        }
    }
  return table;
}

/* The explorer's row for @move in @rows has the counts of @c. */
static void
check_move_row (GArray *rows, guint move, const Count *c)
{
  gboolean found = FALSE;

  for (guint i = 0; i < rows->len; i++)
    {
      XqLibraryMoveStats *m = &g_array_index (rows, XqLibraryMoveStats, i);
      if (m->move != move)
        continue;
      found = TRUE;
      g_assert_cmpuint (m->games, ==, c->games);
      g_assert_cmpuint (m->red, ==, c->red);
      g_assert_cmpuint (m->draws, ==, c->draws);
      g_assert_cmpuint (m->black, ==, c->black);
      g_assert_cmpint (m->first_year, ==, c->first);
      g_assert_cmpint (m->last_year, ==, c->last);
    }
  g_assert_true (found);
}

static void
check_explorer (XqLibrary *lib)
{
  g_autoptr (GHashTable) table = recount (lib);
  g_autoptr (GError) error = NULL;
  GHashTableIter iter;
  gpointer key, value;
  XqLibraryStats stats;

  g_assert_true (xq_library_get_stats (lib, &stats, &error));
  g_assert_cmpint (stats.explorer_rows, ==, g_hash_table_size (table));
  g_hash_table_iter_init (&iter, table);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      Count *c = value;
      guint64 hash = g_ascii_strtoull (key, NULL, 16);
      guint move = (guint) g_ascii_strtoull (strchr (key, '/') + 1, NULL, 10);
      g_autoptr (GArray) rows = xq_library_explore (lib, hash, NULL, &error);

      g_assert_no_error (error);
      check_move_row (rows, move, c);
    }
}

static void
test_explorer_recount (void)
{
  for (guint seed = 10; seed < 14; seed++)
    {
      g_autofree char *path = temp_db ();
      g_autoptr (GError) error = NULL;
      g_autoptr (XqLibrary) lib = xq_library_open (path, &error);
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr (GPtrArray) games = random_games (rand, 150, 30);
      XqLibraryImportStats st = { 0 };
      XqLibraryStats stats;

      g_assert_true (xq_library_add_games (lib, games, NULL, &st, &error));
      check_explorer (lib);
      /* Deletion keeps it exact. */
      for (gint64 id = 1; id <= (gint64) st.added; id += g_rand_int_range (rand, 1, 4))
        g_assert_true (xq_library_delete_game (lib, id, &error));
      g_assert_no_error (error);
      check_explorer (lib);
      /* Replacing a game (tags and moves) too. */
      {
        g_autoptr (GPtrArray) infos = xq_library_list_games (lib, NULL, "id", 5, &error);
        for (guint i = 0; i < infos->len; i++)
          {
            g_autoptr (XqGame) other = random_game (rand, 20);
            XqLibraryGameInfo *info = g_ptr_array_index (infos, i);
            xq_game_set_tag (other, "Date", "1999.01.01");
            g_assert_true (xq_library_replace_game (lib, info->id, other, &error));
            g_assert_no_error (error);
          }
      }
      check_explorer (lib);
      /* Delete everything: the explorer is empty. */
      {
        g_autoptr (GPtrArray) infos = xq_library_list_games (lib, NULL, NULL, 0, &error);
        for (guint i = 0; i < infos->len; i++)
          g_assert_true (xq_library_delete_game (lib, ((XqLibraryGameInfo *) g_ptr_array_index (infos, i))->id, &error));
      }
      g_assert_true (xq_library_get_stats (lib, &stats, &error));
      g_assert_cmpint (stats.games, ==, 0);
      g_assert_cmpint (stats.positions, ==, 0);
      g_assert_cmpint (stats.explorer_rows, ==, 0);
      xq_library_import_stats_clear (&st);
    }
}

static XqGame *
game_of (const char *red, const char * const *moves)
{
  XqGame *game = xq_game_new ();
  xq_game_set_tag (game, "Red", red);
  xq_game_set_tag (game, "Result", "1-0");
  for (guint i = 0; moves[i] != NULL; i++)
    {
      g_autoptr (GError) error = NULL;
      xq_game_play_text (game, moves[i], XQ_NOTATION_ICCS, &error);
      g_assert_no_error (error);
    }
  return game;
}

static void
test_transposition (void)
{
  g_autofree char *path = temp_db ();
  g_autoptr (GError) error = NULL;
  g_autoptr (XqLibrary) lib = xq_library_open (path, &error);
  const char *a[] = { "h2e2", "h9g7", "b0c2", "b9c7", NULL };
  const char *b[] = { "b0c2", "h9g7", "h2e2", "b9c7", "h0g2", NULL };
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GArray) hits = NULL;
  g_autoptr (GArray) rows = NULL;
  XqLibraryImportStats st = { 0 };
  XqLibraryFilter filter = { .player = "A" , .player_side = XQ_LIBRARY_SIDE_RED };
  XqGame *ga;

  g_ptr_array_add (games, ga = game_of ("A", a));
  g_ptr_array_add (games, game_of ("B", b));
  g_assert_true (xq_library_add_games (lib, games, NULL, &st, &error));
  g_assert_cmpuint (st.added, ==, 2);
  hits = xq_library_search (lib, xq_game_get_position (ga)->hash, NULL, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hits->len, ==, 2);
  g_assert_cmpuint (g_array_index (hits, XqLibraryHit, 0).ply, ==, 4);
  g_assert_cmpuint (g_array_index (hits, XqLibraryHit, 0).next, ==, XQ_MOVE_NONE);
  g_assert_cmpuint (g_array_index (hits, XqLibraryHit, 1).ply, ==, 4);
  g_assert_cmpuint (g_array_index (hits, XqLibraryHit, 1).next, !=, XQ_MOVE_NONE);
  g_clear_pointer (&hits, g_array_unref);
  hits = xq_library_search (lib, xq_game_get_position (ga)->hash, &filter, 0, &error);
  g_assert_cmpuint (hits->len, ==, 1);
  /* The explorer with a filter (the index answers). */
  xq_game_go_start (ga);
  rows = xq_library_explore (lib, xq_game_get_position (ga)->hash, &filter, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (rows->len, ==, 1);
  g_assert_cmpuint (g_array_index (rows, XqLibraryMoveStats, 0).games, ==, 1);
  g_assert_cmpuint (g_array_index (rows, XqLibraryMoveStats, 0).red, ==, 1);
  g_clear_pointer (&rows, g_array_unref);
  rows = xq_library_explore (lib, xq_game_get_position (ga)->hash, NULL, &error);
  g_assert_cmpuint (rows->len, ==, 2);
  xq_library_import_stats_clear (&st);
}

static void
test_damaged (void)
{
  g_autofree char *path = temp_db ();
  g_autoptr (GError) error = NULL;
  g_autofree char *junk = g_malloc (8192);
  XqLibrary *lib;

  for (guint i = 0; i < 8192; i++)
    junk[i] = (char) (i * 7 + 3);
  g_assert_true (g_file_set_contents (path, junk, 8192, NULL));
  lib = xq_library_open (path, &error);
  g_assert_null (lib);
  g_assert_error (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_DAMAGED);
  g_assert_true (strstr (error->message, "test.sqlite") != NULL);
  g_test_message ("%s", error->message);
}

/* Filtered explore against a recount over the games the filter lets
 * through, at every position of their main lines (any ply). */
static void
check_filtered (XqLibrary *lib, const XqLibraryFilter *filter)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) infos = xq_library_list_games (lib, filter, "id", 0, &error);
  g_autoptr (GHashTable) table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr (GHashTable) moves_at = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  GHashTableIter iter;
  gpointer key, value;

  g_assert_no_error (error);
  for (guint i = 0; i < infos->len; i++)
    {
      XqLibraryGameInfo *info = g_ptr_array_index (infos, i);
      g_autoptr (XqGame) game = xq_library_get_game (lib, info->id, &error);
      g_autoptr (GHashTable) once = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      XqPosition pos = *xq_game_get_start_position (game);
      XqGameNode *node = xq_game_get_root (game);

      g_assert_no_error (error);
      while (xq_game_node_get_n_children (node) > 0)
        {
          XqGameNode *child = xq_game_node_get_child (node, 0);
          XqMove move = xq_game_node_get_move (child);
          char *k = g_strdup_printf ("%" G_GINT64_MODIFIER "x/%u", pos.hash, move);
          XqUndo undo;

          if (g_hash_table_add (once, g_strdup (k)))
            {
              Count *c = g_hash_table_lookup (table, k);
              if (c == NULL)
                {
                  gint64 *h = g_new (gint64, 1);
                  *h = (gint64) pos.hash;
                  c = g_new0 (Count, 1);
                  g_hash_table_insert (table, g_strdup (k), c);
                  g_hash_table_insert (moves_at, h,
                                       GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (moves_at, h)) + 1));
                }
              count_game (c, info);
            }
          g_free (k);
          xq_position_make_move (&pos, move, &undo);
          node = child;
        }
    }
  g_hash_table_iter_init (&iter, table);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      Count *c = value;
      gint64 hash = (gint64) g_ascii_strtoull (key, NULL, 16);
      guint move = (guint) g_ascii_strtoull (strchr (key, '/') + 1, NULL, 10);
      g_autoptr (GArray) rows = xq_library_explore (lib, (guint64) hash, filter, &error);

      g_assert_no_error (error);
      g_assert_cmpuint (rows->len, ==, GPOINTER_TO_UINT (g_hash_table_lookup (moves_at, &hash)));
      check_move_row (rows, move, c);
    }
}

static void
test_filtered_recount (void)
{
  g_autofree char *path = temp_db ();
  g_autoptr (GError) error = NULL;
  g_autoptr (XqLibrary) lib = xq_library_open (path, &error);
  g_autoptr (GRand) rand = g_rand_new_with_seed (77);
  /* More games than a crowded position's rows let a filter of a few
   * games read row by row: those games are looked up one by one. */
  g_autoptr (GPtrArray) games = random_games (rand, 1300, 14);
  XqLibraryImportStats st = { 0 };
  XqLibraryFilter filters[] = {
    { .player = "胡荣华", .player_side = XQ_LIBRARY_SIDE_RED },
    { .player = "吕钦", .year_from = 2000, .year_to = 2010 },
    { .result = XQ_LIBRARY_RESULT_DRAW, .event = "Asian" },
    { .player = "稀有", .player_side = XQ_LIBRARY_SIDE_BLACK },
    { .year_to = 1985 },
  };

  for (guint i = 0; i < 3; i++)
    xq_game_set_tag (g_ptr_array_index (games, i * 100), "Black", "稀有棋手");
  g_assert_true (xq_library_add_games (lib, games, NULL, &st, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (filters); i++)
    check_filtered (lib, &filters[i]);
  /* Paging through a sorted list gives the list. */
  {
    g_autoptr (GPtrArray) all = xq_library_list_games (lib, &filters[1], "-red", 0, &error);
    guint at = 0;

    g_assert_cmpint (xq_library_count_games (lib, &filters[1], &error), ==, all->len);
    g_assert_cmpint (xq_library_count_games (lib, NULL, &error), ==, st.added);
    for (guint offset = 0; offset < all->len + 7; offset += 7)
      {
        g_autoptr (GPtrArray) page = xq_library_list_games_range (lib, &filters[1], "-red", offset, 7, &error);
        g_assert_no_error (error);
        for (guint i = 0; i < page->len; i++, at++)
          g_assert_cmpint (((XqLibraryGameInfo *) page->pdata[i])->id, ==,
                           ((XqLibraryGameInfo *) all->pdata[at])->id);
      }
    g_assert_cmpuint (at, ==, all->len);
  }
  /* The cached table follows deletions. */
  for (gint64 id = 1; id <= 300; id += 2)
    g_assert_true (xq_library_delete_game (lib, id, &error));
  check_filtered (lib, &filters[3]);
  check_filtered (lib, &filters[0]);
  xq_library_import_stats_clear (&st);
}

/* Without a filter, past the explorer table's plies: the index answers,
 * with the cached table of every game (made again after a change). */
static void
test_explore_deep (void)
{
  g_autofree char *path = temp_db ();
  g_autoptr (GError) error = NULL;
  g_autoptr (XqLibrary) lib = xq_library_open (path, &error);
  g_autoptr (GRand) rand = g_rand_new_with_seed (3);
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  XqLibraryImportStats st = { 0 };
  XqGame *game;
  XqGameNode *node;
  XqPosition pos;

  do
    {
      g_ptr_array_set_size (games, 0);
      g_ptr_array_add (games, random_game (rand, 30));
      game = g_ptr_array_index (games, 0);
    }
  while (xq_game_count_main_line (game) < XQ_LIBRARY_EXPLORER_PLIES + 4);
  xq_game_set_tag (game, "Result", "0-1");
  xq_game_set_tag (game, "Date", "1988.05.01");
  g_assert_true (xq_library_add_games (lib, games, NULL, &st, &error));
  pos = *xq_game_get_start_position (game);
  node = xq_game_get_root (game);
  for (guint ply = 0; ply < XQ_LIBRARY_EXPLORER_PLIES + 2; ply++)
    {
      XqUndo undo;
      node = xq_game_node_get_child (node, 0);
      xq_position_make_move (&pos, xq_game_node_get_move (node), &undo);
    }
  for (int round = 0; round < 2; round++)
    {
      g_autoptr (GArray) rows = xq_library_explore (lib, pos.hash, NULL, &error);
      XqLibraryMoveStats *m;

      g_assert_no_error (error);
      g_assert_cmpuint (rows->len, ==, 1);
      m = &g_array_index (rows, XqLibraryMoveStats, 0);
      g_assert_cmpuint (m->move, ==, xq_game_node_get_move (xq_game_node_get_child (node, 0)));
      g_assert_cmpuint (m->games, ==, round + 1);
      g_assert_cmpuint (m->black, ==, round + 1);
      g_assert_cmpint (m->first_year, ==, 1988);
      /* The same game with other players: counted once more. */
      xq_game_set_tag (game, "Red", "另一位");
      g_assert_true (xq_library_add_games (lib, games, NULL, &st, &error));
    }
  xq_library_import_stats_clear (&st);
}

static const char v1_schema[] =
  "CREATE TABLE sources (id INTEGER PRIMARY KEY, path TEXT NOT NULL UNIQUE);"
  "CREATE TABLE games (id INTEGER PRIMARY KEY, key INTEGER NOT NULL UNIQUE,"
  " red TEXT, black TEXT, event TEXT, site TEXT, date TEXT, round TEXT,"
  " year INTEGER NOT NULL DEFAULT 0, result INTEGER NOT NULL DEFAULT 0,"
  " ecco TEXT, opening TEXT, plies INTEGER NOT NULL DEFAULT 0,"
  " source INTEGER, source_index INTEGER, record BLOB NOT NULL);"
  "CREATE TABLE positions (hash INTEGER NOT NULL, game INTEGER NOT NULL, ply INTEGER NOT NULL,"
  " move INTEGER NOT NULL, PRIMARY KEY (hash, game, ply)) WITHOUT ROWID;"
  "CREATE TABLE explorer (hash INTEGER NOT NULL, move INTEGER NOT NULL, games INTEGER NOT NULL,"
  " red INTEGER NOT NULL, draw INTEGER NOT NULL, black INTEGER NOT NULL,"
  " first INTEGER NOT NULL, last INTEGER NOT NULL, PRIMARY KEY (hash, move)) WITHOUT ROWID;";

/* A library as schema 1 wrote it: records of raw-deflated ICCS PGN (the
 * index tables are left empty: the migration builds them again). */
static void
write_v1 (const char *path, GPtrArray *games, gboolean damage_one)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *s = NULL;

  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, v1_schema, NULL, NULL, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "INSERT INTO games (key, red, black, event, date, year, result, plies, record)"
                                           " VALUES (?,?,?,?,?,?,?,?,?)", -1, &s, NULL), ==, SQLITE_OK);
  for (guint i = 0; i < games->len; i++)
    {
      XqGame *game = g_ptr_array_index (games, i);
      g_autofree char *pgn = xq_pgn_write_string (game, XQ_NOTATION_ICCS, XQ_PGN_WRITE_DEFAULT);
      g_autoptr (GZlibCompressor) z = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_RAW, 9);
      guint8 out[65536];
      gsize n_read = 0, n_written = 0;
      const char *date = xq_game_get_tag (game, "Date");
      const char *result = xq_game_get_tag (game, "Result");

      g_assert_cmpint (g_converter_convert (G_CONVERTER (z), pgn, strlen (pgn), out, sizeof out,
                                            G_CONVERTER_INPUT_AT_END, &n_read, &n_written, NULL),
                       ==, G_CONVERTER_FINISHED);
      if (damage_one && i == games->len / 2)
        n_written /= 2;
      sqlite3_bind_int64 (s, 1, (sqlite3_int64) xq_library_game_key (game));
      sqlite3_bind_text (s, 2, xq_game_get_tag (game, "Red"), -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (s, 3, xq_game_get_tag (game, "Black"), -1, SQLITE_TRANSIENT);
      sqlite3_bind_text (s, 4, xq_game_get_tag (game, "Event"), -1, SQLITE_TRANSIENT);
      if (date != NULL)
        sqlite3_bind_text (s, 5, date, -1, SQLITE_TRANSIENT);
      sqlite3_bind_int (s, 6, date ? atoi (date) : 0);
      sqlite3_bind_int (s, 7, g_strcmp0 (result, "1-0") == 0 ? 1 : g_strcmp0 (result, "0-1") == 0 ? 3
                              : g_strcmp0 (result, "1/2-1/2") == 0 ? 2 : 0);
      sqlite3_bind_int (s, 8, (int) xq_game_count_main_line (game));
      sqlite3_bind_blob (s, 9, out, (int) n_written, SQLITE_TRANSIENT);
      g_assert_cmpint (sqlite3_step (s), ==, SQLITE_DONE);
      sqlite3_reset (s);
    }
  sqlite3_finalize (s);
  sqlite3_close (db);
}

static gint64
user_version (const char *path)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *s = NULL;
  gint64 v;

  g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "PRAGMA user_version", -1, &s, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (s), ==, SQLITE_ROW);
  v = sqlite3_column_int64 (s, 0);
  sqlite3_finalize (s);
  sqlite3_close (db);
  return v;
}

static void
test_migrate_v1 (void)
{
  g_autofree char *path = temp_db ();
  g_autoptr (GError) error = NULL;
  g_autoptr (GRand) rand = g_rand_new_with_seed (5);
  g_autoptr (GPtrArray) games = random_games (rand, 60, 40);
  g_autoptr (XqLibrary) lib = NULL;
  g_autoptr (GPtrArray) infos = NULL;

  /* One game with a variation and comments (kept as deflated PGN). */
  {
    XqGame *game = g_ptr_array_index (games, 0);
    xq_game_set_comment (game, "评注 a comment");
    xq_game_go_start (game);
    g_assert_nonnull (xq_game_play_text (game, "b0c2", XQ_NOTATION_ICCS, NULL));
  }
  write_v1 (path, games, FALSE);
  g_assert_cmpint (user_version (path), ==, 0);
  lib = xq_library_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (user_version (path), ==, 2);
  infos = xq_library_list_games (lib, NULL, "id", 0, &error);
  g_assert_cmpuint (infos->len, ==, games->len);
  for (guint i = 0; i < infos->len; i++)
    {
      g_autoptr (XqGame) back = xq_library_get_game (lib, ((XqLibraryGameInfo *) infos->pdata[i])->id, &error);
      g_autofree char *a = xq_pgn_write_string (g_ptr_array_index (games, i), XQ_NOTATION_ICCS, XQ_PGN_WRITE_DEFAULT);
      g_autofree char *b = NULL;

      g_assert_no_error (error);
      b = xq_pgn_write_string (back, XQ_NOTATION_ICCS, XQ_PGN_WRITE_DEFAULT);
      g_assert_cmpstr (a, ==, b);
    }
  check_explorer (lib);
  check_filtered (lib, &(XqLibraryFilter) { .player = "王天一" });
  g_clear_pointer (&lib, xq_library_close);
  /* Opened again: nothing more to do. */
  lib = xq_library_open (path, &error);
  g_assert_no_error (error);
  check_explorer (lib);
}

static void
test_migrate_refused (void)
{
  g_autoptr (GRand) rand = g_rand_new_with_seed (6);
  g_autoptr (GPtrArray) games = random_games (rand, 10, 20);

  /* A damaged record: the file is left as it was, with a clear message. */
  {
    g_autofree char *path = temp_db ();
    g_autoptr (GError) error = NULL;
    XqLibrary *lib;

    write_v1 (path, games, TRUE);
    for (int attempt = 0; attempt < 2; attempt++)
      {
        lib = xq_library_open (path, &error);
        g_assert_null (lib);
        g_assert_error (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_DAMAGED);
        g_assert_true (strstr (error->message, "test.sqlite") != NULL);
        g_test_message ("%s", error->message);
        g_clear_error (&error);
        g_assert_cmpint (user_version (path), ==, 0);
      }
  }
  /* A library of a newer version, and tables of no known version. */
  {
    static const char * const sql[] = {
      "PRAGMA user_version = 99",
      "CREATE TABLE games (id INTEGER PRIMARY KEY); CREATE TABLE positions (hash INTEGER)",
    };
    for (guint i = 0; i < G_N_ELEMENTS (sql); i++)
      {
        g_autofree char *path = temp_db ();
        g_autoptr (GError) error = NULL;
        sqlite3 *db = NULL;
        XqLibrary *lib;

        g_assert_cmpint (sqlite3_open (path, &db), ==, SQLITE_OK);
        g_assert_cmpint (sqlite3_exec (db, sql[i], NULL, NULL, NULL), ==, SQLITE_OK);
        sqlite3_close (db);
        lib = xq_library_open (path, &error);
        g_assert_null (lib);
        g_assert_error (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_DAMAGED);
        g_test_message ("%s", error->message);
      }
  }
}

typedef struct
{
  const char *path;
  GPtrArray *games;
  gboolean ok;
} Writer;

static gpointer
write_thread (gpointer data)
{
  Writer *w = data;
  g_autoptr (XqLibrary) lib = xq_library_open (w->path, NULL);
  XqLibraryImportStats st = { 0 };

  w->ok = lib != NULL;
  for (guint i = 0; w->ok && i < w->games->len; i += 10)
    {
      g_autoptr (GPtrArray) part = g_ptr_array_new ();
      for (guint j = i; j < MIN (i + 10, w->games->len); j++)
        g_ptr_array_add (part, g_ptr_array_index (w->games, j));
      w->ok = xq_library_add_games (lib, part, NULL, &st, NULL);
    }
  xq_library_import_stats_clear (&st);
  return NULL;
}

static void
test_concurrent (void)
{
  g_autofree char *path = temp_db ();
  g_autoptr (GError) error = NULL;
  g_autoptr (XqLibrary) reader = xq_library_open (path, &error);
  g_autoptr (GRand) rand = g_rand_new_with_seed (7);
  g_autoptr (GPtrArray) games = random_games (rand, 300, 30);
  Writer w = { path, games, FALSE };
  XqPosition start;
  GThread *thread;
  XqLibraryStats stats;
  guint reads = 0;
  gint64 last = 0;

  xq_position_set_start (&start);
  thread = g_thread_new ("writer", write_thread, &w);
  do
    {
      g_autoptr (GArray) rows = xq_library_explore (reader, start.hash, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (xq_library_get_stats (reader, &stats, &error));
      g_assert_no_error (error);
      g_assert_cmpint (stats.games, >=, last); /* never goes back */
      last = stats.games;
      reads++;
    }
  while (stats.games < count_unique (games) && reads < 100000);
  g_thread_join (thread);
  g_assert_true (w.ok);
  g_assert_cmpint (stats.games, ==, count_unique (games));
  g_test_message ("%u reads during the import", reads);
}

/* Save back and tag edits (xq_library_update_game): the game keeps its id,
 * the explorer stays equal to a recount over the stored games, the index
 * finds the new moves and not the old ones; a game that would become the
 * same as another is refused and nothing changes; where a game came from. */
static void
test_update (void)
{
  for (guint seed = 20; seed < 23; seed++)
    {
      g_autofree char *path = temp_db ();
      g_autofree char *dir = g_path_get_dirname (path);
      g_autofree char *file = g_build_filename (dir, "one.pgn", NULL);
      g_autoptr (GError) error = NULL;
      g_autoptr (XqLibrary) lib = xq_library_open (path, &error);
      g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
      g_autoptr (GPtrArray) games = random_games (rand, 120, 30);
      g_autoptr (GPtrArray) infos = NULL;
      XqLibraryImportStats st = { 0 };
      XqLibraryStats before, after;

      g_assert_true (xq_library_add_games (lib, games, NULL, &st, &error));
      g_assert_no_error (error);
      g_assert_true (xq_library_get_stats (lib, &before, &error));
      infos = xq_library_list_games (lib, NULL, "id", 0, &error);
      g_assert_no_error (error);
      for (guint i = 0; i < infos->len; i += (guint) g_rand_int_range (rand, 1, 6))
        {
          gint64 id = ((XqLibraryGameInfo *) g_ptr_array_index (infos, i))->id;
          g_autoptr (XqGame) game = xq_library_get_game (lib, id, &error);
          g_autoptr (XqGame) back = NULL;
          XqMove moves[128];
          size_t n;

          g_assert_no_error (error);
          /* A move played at the end, a tag changed, the result too. */
          xq_game_go_to (game, xq_game_node_get_line_end (xq_game_get_root (game)));
          n = xq_generate_legal (xq_game_get_position (game), moves, G_N_ELEMENTS (moves));
          if (n > 0)
            g_assert_nonnull (xq_game_play_move (game, moves[g_rand_int_range (rand, 0, (gint32) n)], NULL));
          xq_game_set_tag (game, "Event", "Edited");
          xq_game_set_tag (game, "Result", results[g_rand_int_range (rand, 0, 3)]);
          if (g_rand_boolean (rand))
            xq_game_set_tag (game, "Date", "2011.11.11");
          if (!xq_library_update_game (lib, id, game, &error))
            {
              /* Only a game that became another one's twin is refused. */
              g_assert_error (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_FAILED);
              g_clear_error (&error);
              continue;
            }
          back = xq_library_get_game (lib, id, &error);
          g_assert_no_error (error);
          g_assert_cmpstr (xq_game_get_tag (back, "Event"), ==, "Edited");
          g_assert_cmpuint (xq_library_game_key (back), ==, xq_library_game_key (game));
          /* The index finds the game at its new last position. */
          {
            g_autoptr (GArray) hits = xq_library_search (lib, xq_game_get_position (game)->hash, NULL, 0, &error);
            gboolean found = FALSE;

            for (guint h = 0; h < hits->len; h++)
              found |= g_array_index (hits, XqLibraryHit, h).game == id;
            g_assert_true (found);
          }
        }
      check_explorer (lib);
      g_assert_true (xq_library_get_stats (lib, &after, &error));
      g_assert_cmpint (after.games, ==, before.games);

      /* The twin of another game is refused with the other's number. */
      {
        gint64 first = ((XqLibraryGameInfo *) g_ptr_array_index (infos, 0))->id;
        gint64 second = ((XqLibraryGameInfo *) g_ptr_array_index (infos, 1))->id;
        g_autoptr (XqGame) twin = xq_library_get_game (lib, first, &error);
        g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT, first);

        g_assert_false (xq_library_update_game (lib, second, twin, &error));
        g_assert_error (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_FAILED);
        g_assert_nonnull (strstr (error->message, number));
        g_clear_error (&error);
        check_explorer (lib);
      }

      /* Where a game came from: none for games added as such, the file
       * and the index for imported ones; no game, an error. */
      {
        g_autoptr (GPtrArray) one = random_games (rand, 1, 40);
        g_autofree char *pgn = xq_pgn_write_games (one, XQ_NOTATION_ICCS, XQ_PGN_WRITE_DEFAULT);
        const char *paths[] = { file, NULL };
        g_autofree char *source = NULL;
        g_autoptr (GPtrArray) listed = NULL;
        guint index = 99;

        g_assert_true (xq_library_get_source (lib, ((XqLibraryGameInfo *) g_ptr_array_index (infos, 0))->id,
                                              &source, &index, &error));
        g_assert_null (source);
        xq_library_import_stats_clear (&st);
        g_assert_true (g_file_set_contents (file, pgn, -1, NULL));
        g_assert_true (xq_library_import_paths (lib, paths, &st, NULL, NULL, NULL, &error));
        g_assert_no_error (error);
        if (st.added == 1)
          {
            listed = xq_library_list_games (lib, NULL, "-id", 1, &error);
            g_assert_true (xq_library_get_source (lib, ((XqLibraryGameInfo *) g_ptr_array_index (listed, 0))->id,
                                                  &source, &index, &error));
            g_assert_cmpstr (source, ==, file);
            g_assert_cmpuint (index, ==, 0);
            g_clear_pointer (&source, g_free);
          }
        g_assert_false (xq_library_get_source (lib, 1000000, &source, &index, &error));
        g_assert_error (error, XQ_LIBRARY_ERROR, XQ_LIBRARY_ERROR_NOT_FOUND);
        g_clear_error (&error);
      }
      xq_library_import_stats_clear (&st);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  xq_core_init ();
  g_test_add_func ("/library/import-duplicates", test_import_duplicates);
  g_test_add_func ("/library/import-folder", test_import_folder);
  g_test_add_func ("/library/import-stream", test_import_stream);
  g_test_add_func ("/library/import-cancel", test_import_cancel);
  g_test_add_func ("/library/round-trip", test_round_trip);
  g_test_add_func ("/library/explorer-recount", test_explorer_recount);
  g_test_add_func ("/library/transposition", test_transposition);
  g_test_add_func ("/library/filtered-recount", test_filtered_recount);
  g_test_add_func ("/library/explore-deep", test_explore_deep);
  g_test_add_func ("/library/migrate-v1", test_migrate_v1);
  g_test_add_func ("/library/migrate-refused", test_migrate_refused);
  g_test_add_func ("/library/damaged", test_damaged);
  g_test_add_func ("/library/concurrent", test_concurrent);
  g_test_add_func ("/library/update", test_update);
  return g_test_run ();
}
