/* test-formats-common.h — helpers shared by the format tests: the corpus,
 * damaged input, tree comparison and the PGN round trip
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Static functions only: each test program includes this once.
 */
#pragma once

#include <string.h>
#include <glib.h>

#include "xq-fen.h"
#include "xq-game.h"
#include "xq-movegen.h"
#include "xq-notation.h"
#include "xq-pgn.h"

/* The corpus file @dir/@name, or NULL when the corpus is not there. */
static G_GNUC_UNUSED GBytes *
xq_test_corpus_bytes (const char *dir, const char *name)
{
  const char *root = g_getenv ("XQ_CORPUS_DIR");
  g_autofree char *path = NULL;
  char *contents = NULL;
  gsize len = 0;

  if (root == NULL)
    return NULL;
  path = g_build_filename (root, dir, name, NULL);
  if (!g_file_get_contents (path, &contents, &len, NULL))
    return NULL;
  return g_bytes_new_take (contents, len);
}

/* Replays the whole tree (iteratively) and checks every move is legal. */
static G_GNUC_UNUSED void
xq_test_check_tree_legal (XqGame *game)
{
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (XqGameNode *));
  g_autoptr(GArray) undos = g_array_new (FALSE, FALSE, sizeof (XqUndo));
  g_autoptr(GArray) next = g_array_new (FALSE, FALSE, sizeof (guint));
  XqPosition pos = *xq_game_get_start_position (game);
  XqGameNode *root = xq_game_get_root (game);
  guint zero = 0;

  g_array_append_val (stack, root);
  g_array_append_val (next, zero);
  while (stack->len > 0)
    {
      XqGameNode *node = g_array_index (stack, XqGameNode *, stack->len - 1);
      guint *i = &g_array_index (next, guint, next->len - 1);
      XqGameNode *child = xq_game_node_get_child (node, *i);
      XqUndo undo;

      if (child == NULL)
        {
          g_array_set_size (stack, stack->len - 1);
          g_array_set_size (next, next->len - 1);
          if (undos->len > 0)
            {
              xq_position_unmake_move (&pos, &g_array_index (undos, XqUndo, undos->len - 1));
              g_array_set_size (undos, undos->len - 1);
            }
          continue;
        }
      (*i)++;
      g_assert_true (xq_position_is_legal_move (&pos, xq_game_node_get_move (child)));
      xq_position_make_move (&pos, xq_game_node_get_move (child), &undo);
      g_array_append_val (undos, undo);
      g_array_append_val (stack, child);
      g_array_append_val (next, zero);
    }
}

/* Compares the main line with an expected/ file: a FEN line, one Chinese
 * move a line, and a result word ("红胜", "黑胜", "和棋") at the end. */
static G_GNUC_UNUSED void
xq_test_check_expected_moves (XqGame *game, const char *expected_name)
{
  g_autoptr(GBytes) bytes = xq_test_corpus_bytes ("expected", expected_name);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GPtrArray) items = g_ptr_array_new ();
  g_autofree char *fen = NULL;
  XqGameNode *node;
  const char *last;
  guint n_moves;

  g_assert_nonnull (bytes);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_strstrip (lines[i]);
      if (lines[i][0] != '\0')
        g_ptr_array_add (items, lines[i]);
    }
  g_assert_cmpuint (items->len, >=, 2);
  /* The FEN line: board and side only. */
  fen = xq_game_dup_start_fen (game);
  g_assert_true (g_str_has_prefix (fen, items->pdata[0]));
  last = items->pdata[items->len - 1];
  n_moves = items->len - 1;
  if (strcmp (last, "红胜") == 0)
    {
      g_assert_cmpstr (xq_game_get_tag (game, "Result"), ==, "1-0");
      n_moves--;
    }
  else if (strcmp (last, "黑胜") == 0)
    {
      g_assert_cmpstr (xq_game_get_tag (game, "Result"), ==, "0-1");
      n_moves--;
    }
  else if (strcmp (last, "和棋") == 0)
    {
      g_assert_cmpstr (xq_game_get_tag (game, "Result"), ==, "1/2-1/2");
      n_moves--;
    }
  g_assert_cmpuint (xq_game_count_main_line (game), ==, n_moves);
  node = xq_game_get_root (game);
  for (guint i = 1; i <= n_moves; i++)
    {
      g_autofree char *move = NULL;

      node = xq_game_node_get_child (node, 0);
      g_assert_nonnull (node);
      move = xq_game_format_move (game, node, XQ_NOTATION_CHINESE, 0);
      XqPosition before;
      XqMove parsed = XQ_MOVE_NONE;
      const char *want = items->pdata[i];

      /* The same move... */
      xq_game_get_position_at (game, xq_game_node_get_parent (node), &before);
      g_assert_cmpint (xq_move_parse (&before, want, XQ_NOTATION_CHINESE, &parsed, NULL),
                       ==, XQ_PARSE_OK);
      g_assert_cmpuint (parsed, ==, xq_game_node_get_move (node));
      /* ...written the same way, except that xqbase-style files name the
       * file of an advisor or elephant where RULES §7 says 前/后. */
      if ((g_str_has_prefix (move, "前") || g_str_has_prefix (move, "后"))
          && (g_str_has_prefix (want, "相") || g_str_has_prefix (want, "象")
              || g_str_has_prefix (want, "仕") || g_str_has_prefix (want, "士")))
        g_test_message ("ply %u: %s written as %s", i, want, move);
      else
        g_assert_cmpstr (move, ==, want);
    }
}

typedef GPtrArray *(*XqTestReader) (GBytes *bytes, GError **error);

static void
xq_test_try_damaged (XqTestReader read, const guint8 *data, gsize len)
{
  g_autoptr(GBytes) bytes = g_bytes_new (data, len);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = read (bytes, &error);

  if (games == NULL)
    {
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, !=, "");
      return;
    }
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, >=, 1);
  for (guint i = 0; i < games->len; i++)
    {
      XqGame *game = games->pdata[i];

      /* Cheap checks only: the counts walk the whole tree. */
      g_assert_cmpuint (xq_game_count_moves (game), >=, xq_game_count_main_line (game));
      if (xq_game_count_moves (game) < 5000)
        xq_test_check_tree_legal (game);
    }
}

/* Truncates the corpus file @dir/@name at many lengths and flips bytes at
 * random (fixed seed), 40 rounds each (400 with -m slow): the reader must
 * give games or an error, never crash (ASan/UBSan runs catch the rest) and
 * never hang.  Skips the test when the corpus is not there. */
static G_GNUC_UNUSED void
xq_test_damage_corpus_file (const char *dir, const char *name, XqTestReader read)
{
  g_autoptr(GBytes) bytes = xq_test_corpus_bytes (dir, name);
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261129);
  guint rounds = g_test_slow () ? 400 : 40;
  gsize len = 0;
  const guint8 *data;
  g_autofree guint8 *copy = NULL;
  static const gsize fixed[] = { 0, 1, 2, 3, 8, 16, 100, 1023, 1024, 1025, 1028, 1031, 2214, 2300 };

  if (bytes == NULL)
    {
      g_test_skip ("corpus not found");
      return;
    }
  data = g_bytes_get_data (bytes, &len);
  copy = g_malloc (len + 1);

  /* Big files cost more a round. */
  if (len > 262144)
    rounds = 1;
  else if (len > 32768)
    rounds = MAX (rounds / 8, 2);
  for (guint i = 0; i < G_N_ELEMENTS (fixed); i++)
    if (fixed[i] < len)
      xq_test_try_damaged (read, data, fixed[i]);
  for (guint r = 0; r < rounds; r++)
    {
      gsize cut = (gsize) g_rand_int_range (rand, 0, (gint32) MIN (len, G_MAXINT32));
      guint n_flips = (guint) g_rand_int_range (rand, 1, 9);

      xq_test_try_damaged (read, data, cut);
      memcpy (copy, data, len);
      for (guint f = 0; f < n_flips; f++)
        {
          gsize at = (gsize) g_rand_int_range (rand, 0, (gint32) MIN (len, G_MAXINT32));

          copy[at] = (guint8) g_rand_int_range (rand, 0, 256);
        }
      xq_test_try_damaged (read, copy, len);
    }
}

/* Asserts that two games hold the same tags (in order), start position, and
 * tree with moves, comments and NAGs.  Walks the trees without recursion. */
static G_GNUC_UNUSED void
xq_test_assert_games_equal (XqGame *a, XqGame *b)
{
  g_autoptr (GPtrArray) stack = g_ptr_array_new ();
  g_autofree char *fen_a = xq_game_dup_start_fen (a);
  g_autofree char *fen_b = xq_game_dup_start_fen (b);

  g_assert_cmpuint (xq_game_get_n_tags (a), ==, xq_game_get_n_tags (b));
  for (guint i = 0; i < xq_game_get_n_tags (a); i++)
    {
      g_assert_cmpstr (xq_game_get_tag_name (a, i), ==, xq_game_get_tag_name (b, i));
      g_assert_cmpstr (xq_game_get_tag_value (a, i), ==, xq_game_get_tag_value (b, i));
    }
  g_assert_cmpstr (fen_a, ==, fen_b);
  g_ptr_array_add (stack, xq_game_get_root (a));
  g_ptr_array_add (stack, xq_game_get_root (b));
  while (stack->len > 0)
    {
      XqGameNode *nb = g_ptr_array_steal_index_fast (stack, stack->len - 1);
      XqGameNode *na = g_ptr_array_steal_index_fast (stack, stack->len - 1);
      guint n_a, n_b;
      const guint8 *nags_a = xq_game_node_get_nags (na, &n_a);
      const guint8 *nags_b = xq_game_node_get_nags (nb, &n_b);

      g_assert_cmpuint (xq_game_node_get_move (na), ==, xq_game_node_get_move (nb));
      g_assert_cmpstr (xq_game_node_get_comment (na), ==, xq_game_node_get_comment (nb));
      g_assert_cmpmem (nags_a, n_a, nags_b, n_b);
      g_assert_cmpuint (xq_game_node_get_n_children (na), ==, xq_game_node_get_n_children (nb));
      for (guint i = 0; i < xq_game_node_get_n_children (na); i++)
        {
          g_ptr_array_add (stack, xq_game_node_get_child (na, i));
          g_ptr_array_add (stack, xq_game_node_get_child (nb, i));
        }
    }
}

/* Writes @games as PGN in @notation, reads them back (without warnings) and
 * compares. */
static G_GNUC_UNUSED void
xq_test_pgn_round_trip (GPtrArray *games, XqNotation notation, XqPgnWriteFlags flags)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = xq_pgn_write_games (games, notation, flags);
  g_autoptr (GPtrArray) again = xq_pgn_read_string (text, -1, "round-trip", &error);

  g_assert_no_error (error);
  g_assert_nonnull (again);
  g_assert_cmpuint (again->len, ==, games->len);
  for (guint i = 0; i < games->len; i++)
    {
      g_assert_null (xq_game_get_warnings (again->pdata[i])[0]);
      xq_test_assert_games_equal (games->pdata[i], again->pdata[i]);
    }
}

/* The same for one game, in each move notation. */
static G_GNUC_UNUSED void
xq_test_round_trip (XqGame *game)
{
  g_autoptr (GPtrArray) games = g_ptr_array_new ();

  g_ptr_array_add (games, game);
  xq_test_pgn_round_trip (games, XQ_NOTATION_CHINESE, XQ_PGN_WRITE_DEFAULT);
  xq_test_pgn_round_trip (games, XQ_NOTATION_WXF, XQ_PGN_WRITE_DEFAULT);
  xq_test_pgn_round_trip (games, XQ_NOTATION_ICCS, XQ_PGN_WRITE_DEFAULT);
}
