/* test-corpus-pgn.c — every PGN/FEN/WXF file of ../shared/corpus loads with
 * the expected counts, and every corpus game survives a PGN round trip
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Expected counts live in tests/data/formats/corpus-pgn.txt, one file a line:
 *   PATH GAMES MOVES MAIN-LINE VARIATIONS COMMENTS WARNINGS
 * (sums over the games of the file).  The round trip (load, write PGN in
 * Chinese, WXF, ICCS and ICCS with dashes, load again, compare tree, comments
 * and tags) runs for every file in the corpus that any reader can load.
 */
#include "config.h"

#include <glib.h>

#include "xq-encoding.h"
#include "xq-game-format.h"
#include "test-formats-common.h"

typedef struct
{
  char *path;
  guint games, moves, main_line, variations, comments, warnings;
} Expected;

static const char *
corpus_dir (void)
{
  return g_getenv ("XQ_CORPUS_DIR");
}

static GPtrArray *
load (const char *rel, GError **error)
{
  g_autofree char *path = g_build_filename (corpus_dir (), rel, NULL);
  g_autoptr (GFile) file = g_file_new_for_path (path);

  return xq_game_load_file (file, NULL, NULL, error);
}

/* The move list shows every move once, and closes every variation. */
static void
check_move_list (XqGame *game)
{
  GListModel *list = xq_game_get_move_list (game);
  guint closing = 0;

  g_assert_cmpuint (g_list_model_get_n_items (list), ==, xq_game_count_moves (game));
  for (guint r = 0; r < g_list_model_get_n_items (list); r++)
    {
      g_autoptr (XqGameNode) node = g_list_model_get_item (list, r);
      closing += xq_game_node_get_n_variations_ending (node);
    }
  g_assert_cmpuint (closing, ==, xq_game_count_variations (game));
}

static void
test_counts (gconstpointer data)
{
  const Expected *e = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = load (e->path, &error);
  guint moves = 0, main_line = 0, variations = 0, comments = 0, warnings = 0;

  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, e->games);
  for (guint i = 0; i < games->len; i++)
    {
      XqGame *game = games->pdata[i];
      const char * const *w = xq_game_get_warnings (game);

      g_assert_false (xq_game_can_undo (game));
      g_assert_nonnull (xq_game_get_source_format (game));
      moves += xq_game_count_moves (game);
      main_line += xq_game_count_main_line (game);
      variations += xq_game_count_variations (game);
      comments += xq_game_count_comments (game);
      for (; *w != NULL; w++, warnings++)
        g_test_message ("%s: %s", e->path, *w);
    }
  g_assert_cmpuint (moves, ==, e->moves);
  g_assert_cmpuint (main_line, ==, e->main_line);
  g_assert_cmpuint (variations, ==, e->variations);
  g_assert_cmpuint (comments, ==, e->comments);
  g_assert_cmpuint (warnings, ==, e->warnings);
}

/* Written in GBK with CRLF (for older programs), read back through the
 * encoding detection. */
static void
assert_gbk_round_trip (GPtrArray *games)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = xq_pgn_write_games (games, XQ_NOTATION_CHINESE, XQ_PGN_WRITE_CRLF);
  gsize len = 0;
  g_autofree char *gbk = xq_encoding_from_utf8 (text, "GBK", &len, &error);
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GPtrArray) again = NULL;

  g_assert_no_error (error);
  bytes = g_bytes_new (gbk, len);
  again = xq_pgn_read (bytes, "gbk.pgn", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->len, ==, games->len);
  for (guint i = 0; i < games->len; i++)
    xq_test_assert_games_equal (games->pdata[i], again->pdata[i]);
}

static void
test_round_trip (gconstpointer data)
{
  const char *rel = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = load (rel, &error);
  guint moves = 0;

  if (games == NULL)
    {
      g_autofree char *msg = g_strdup_printf ("%s does not load: %s", rel, error->message);
      g_test_skip (msg);
      return;
    }
  for (guint i = 0; i < games->len; i++)
    {
      moves += xq_game_count_moves (games->pdata[i]);
      check_move_list (games->pdata[i]);
    }
  xq_test_pgn_round_trip (games, XQ_NOTATION_ICCS, 0);
  /* The huge DhtmlXQ tree (107,000 moves) takes seconds in every notation
   * under the sanitizers: the other notations only in slow mode for it. */
  if (moves > 20000 && !g_test_slow ())
    return;
  xq_test_pgn_round_trip (games, XQ_NOTATION_CHINESE, 0);
  assert_gbk_round_trip (games);
  xq_test_pgn_round_trip (games, XQ_NOTATION_WXF, XQ_PGN_WRITE_CRLF);
  xq_test_pgn_round_trip (games, XQ_NOTATION_ICCS_DASH, 0);
}

static void
test_skip (gconstpointer data)
{
  g_test_skip (data);
}

static void
collect_files (const char *dir, const char *rel, GPtrArray *out)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *r = rel ? g_build_filename (rel, name, NULL) : g_strdup (name);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        collect_files (path, r, out);
      else if (rel != NULL && !g_str_has_prefix (r, "expected"))
        g_ptr_array_add (out, g_steal_pointer (&r));
    }
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

int
main (int argc, char **argv)
{
  g_autoptr (GPtrArray) expected = g_ptr_array_new ();
  g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *list = NULL;
  g_autofree char *list_path = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  list_path = g_test_build_filename (G_TEST_DIST, "data", "formats", "corpus-pgn.txt", NULL);
  if (!g_file_get_contents (list_path, &list, NULL, &error))
    g_error ("%s", error->message);
  if (corpus_dir () == NULL || !g_file_test (corpus_dir (), G_FILE_TEST_IS_DIR))
    {
      g_test_add_data_func ("/formats/corpus/missing", "XQ_CORPUS_DIR is not a directory: needs ../shared/corpus beside the checkout (real game files kept outside the repository; XQ_CORPUS_DIR)", test_skip);
      return g_test_run ();
    }

  lines = g_strsplit (list, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      Expected *e;
      g_auto (GStrv) f = NULL;
      g_autofree char *test_path = NULL;

      g_strstrip (lines[i]);
      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      f = g_strsplit_set (lines[i], " \t", -1);
      if (g_strv_length (f) != 7)
        g_error ("%s: line %u: expected 7 fields", list_path, i + 1);
      e = g_new0 (Expected, 1);
      e->path = g_strdup (f[0]);
      e->games = (guint) g_ascii_strtoull (f[1], NULL, 10);
      e->moves = (guint) g_ascii_strtoull (f[2], NULL, 10);
      e->main_line = (guint) g_ascii_strtoull (f[3], NULL, 10);
      e->variations = (guint) g_ascii_strtoull (f[4], NULL, 10);
      e->comments = (guint) g_ascii_strtoull (f[5], NULL, 10);
      e->warnings = (guint) g_ascii_strtoull (f[6], NULL, 10);
      g_ptr_array_add (expected, e);
      test_path = g_strconcat ("/formats/corpus/counts/", e->path, NULL);
      g_test_add_data_func (test_path, e, test_counts);
    }

  collect_files (corpus_dir (), NULL, files);
  g_ptr_array_sort (files, compare_strings);
  for (guint i = 0; i < files->len; i++)
    {
      g_autofree char *test_path = g_strconcat ("/formats/corpus/round-trip/", files->pdata[i], NULL);
      g_test_add_data_func (test_path, files->pdata[i], test_round_trip);
    }

  status = g_test_run ();
  for (guint i = 0; i < expected->len; i++)
    {
      Expected *e = expected->pdata[i];
      g_free (e->path);
      g_free (e);
    }
  return status;
}
