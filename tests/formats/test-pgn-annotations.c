/* test-pgn-annotations.c — comments and annotations made in the window
 * survive saving and loading as PGN
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A game annotated through the record's editing functions (as the window
 * does: comments on moves, in variations and before the first move; each
 * annotation symbol; other NAGs; edited tags) is written as PGN — NAGs as
 * $n, never glued to the move — and read back the same, from text and from
 * a file in each encoding the writer offers.  (A "}" cannot stand in a PGN
 * comment: the writer puts "｝" instead, so comments here have none.)
 */
#include "config.h"

#include <glib/gstdio.h>

#include "test-formats-common.h"
#include "xq-game-format.h"

/* The game: a main line of 8 plies with a variation at ply 3, every node
 * annotated. */
static XqGame *
annotated_game (void)
{
  XqGame *game = xq_game_new ();
  static const char * const line[] = { "h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "c3c4", "g6g5" };
  static const char * const symbols[] = { "!", "?", "!!", "??", "!?", "?!" };
  XqGameNode *third = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (line); i++)
    {
      XqGameNode *node = xq_game_play_text (game, line[i], XQ_NOTATION_ICCS, NULL);

      g_assert_nonnull (node);
      if (i == 2)
        third = node;
      if (i < G_N_ELEMENTS (symbols))
        xq_game_toggle_annotation (game, node, xq_nag_from_symbol (symbols[i], strlen (symbols[i])));
      if (i % 2 == 0)
        xq_game_set_node_comment (game, node, i == 4 ? "two\nlines, 两行" : "注释 comment");
    }
  /* A NAG that is no symbol, after a symbol, and one alone. */
  {
    guint8 nags[] = { XQ_NAG_GOOD, XQ_NAG_RED_SLIGHT };

    xq_game_set_node_nags (game, xq_game_node_get_child (xq_game_get_root (game), 0), nags, 2);
  }
  xq_game_go_to (game, xq_game_node_get_parent (third));
  g_assert_nonnull (xq_game_play_text (game, "b0c2", XQ_NOTATION_ICCS, NULL));
  xq_game_toggle_annotation (game, xq_game_get_cursor (game), XQ_NAG_DUBIOUS);
  xq_game_set_node_comment (game, xq_game_get_cursor (game), "in a variation");
  xq_game_set_comment (game, "before the first move");
  xq_game_edit_tag (game, "Event", "Study");
  xq_game_edit_tag (game, "Annotator", "Teacher");
  return game;
}

static void
test_nags_written_as_numbers (void)
{
  g_autoptr (XqGame) game = annotated_game ();
  g_autofree char *chinese = xq_pgn_write_string (game, XQ_NOTATION_CHINESE, XQ_PGN_WRITE_DEFAULT);
  g_autofree char *iccs = xq_pgn_write_string (game, XQ_NOTATION_ICCS, XQ_PGN_WRITE_DEFAULT);

  for (guint nag = 1; nag <= 6; nag++)
    {
      g_autofree char *word = g_strdup_printf (" $%u", nag);

      g_assert_nonnull (strstr (chinese, word));
    }
  g_assert_nonnull (strstr (chinese, "$1 $14"));
  g_assert_nonnull (strstr (iccs, "1. h2e2 $1 $14"));
  /* No mark glued to a move. */
  g_assert_null (strstr (iccs, "h9g7?"));
  g_assert_null (strstr (iccs, "h2e2!"));
}

static void
test_text_round_trip (void)
{
  g_autoptr (XqGame) game = annotated_game ();

  xq_test_round_trip (game);
}

static void
test_file_round_trip (void)
{
  static const char * const encodings[] = { "UTF-8", "GBK" };
  g_autoptr (XqGame) game = annotated_game ();
  g_autofree char *dir = g_dir_make_tmp ("xq-pgn-annotations-XXXXXX", NULL);

  g_assert_nonnull (dir);
  for (guint i = 0; i < G_N_ELEMENTS (encodings); i++)
    {
      g_autofree char *path = g_build_filename (dir, "game.pgn", NULL);
      g_autoptr (GFile) file = g_file_new_for_path (path);
      g_autoptr (GPtrArray) games = g_ptr_array_new ();
      g_autoptr (GPtrArray) again = NULL;
      g_autoptr (GError) error = NULL;

      g_ptr_array_add (games, game);
      g_assert_true (xq_pgn_save (games, file, XQ_NOTATION_CHINESE, encodings[i],
                                  XQ_PGN_WRITE_DEFAULT, NULL, &error));
      g_assert_no_error (error);
      again = xq_game_load_file (file, NULL, NULL, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (again->len, ==, 1);
      xq_test_assert_games_equal (game, again->pdata[0]);
      g_unlink (path);
    }
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/formats/pgn-annotations/nags-as-numbers", test_nags_written_as_numbers);
  g_test_add_func ("/formats/pgn-annotations/text-round-trip", test_text_round_trip);
  g_test_add_func ("/formats/pgn-annotations/file-round-trip", test_file_round_trip);
  return g_test_run ();
}
