/* test-import.c — the plain tree the binary readers fill, and its text helpers
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "xq-encoding.h"
#include "xq-fen.h"
#include "xq-game.h"
#include "xq-game-format.h"
#include "xq-import.h"

#define SQ(name) XQ_SQ ((name)[0] - 'a', (name)[1] - '0')

static void
test_tree_and_jumps (void)
{
  g_autoptr(XqImport) imp = xq_import_new ();
  g_autoptr(XqGame) game = NULL;
  XqImportMoveStatus status;
  gint32 a, b, c, d, e;
  guint moves, variations, comments, main_line;

  a = xq_import_add_move (imp, 0, SQ ("h2"), SQ ("e2"), &status);
  g_assert_cmpint (a, ==, 1);
  b = xq_import_add_move (imp, a, SQ ("h9"), SQ ("g7"), &status);
  g_assert_cmpint (b, ==, 2);
  /* A variation of the first move, then back deep into the main line. */
  c = xq_import_add_move (imp, 0, SQ ("b2"), SQ ("e2"), &status);
  g_assert_cmpint (c, ==, 3);
  d = xq_import_add_move (imp, b, SQ ("h0"), SQ ("g2"), &status);
  g_assert_cmpint (d, ==, 4);
  e = xq_import_add_move (imp, c, SQ ("b9"), SQ ("c7"), &status);
  g_assert_cmpint (e, ==, 5);
  /* Refusals. */
  g_assert_cmpint (xq_import_add_move (imp, e, SQ ("e2"), SQ ("e2"), &status), ==, -1);
  g_assert_cmpint (status, ==, XQ_IMPORT_MOVE_BAD_SQUARE);
  g_assert_cmpint (xq_import_add_move (imp, e, SQ ("e4"), SQ ("e5"), &status), ==, -1);
  g_assert_cmpint (status, ==, XQ_IMPORT_MOVE_EMPTY);
  g_assert_cmpint (xq_import_add_move (imp, e, SQ ("a9"), SQ ("a8"), &status), ==, -1);
  g_assert_cmpint (status, ==, XQ_IMPORT_MOVE_WRONG_SIDE);
  g_assert_cmpint (xq_import_add_move (imp, e, SQ ("a0"), SQ ("a5"), &status), ==, -1);
  g_assert_cmpint (status, ==, XQ_IMPORT_MOVE_ILLEGAL);
  g_assert_cmpint (xq_import_add_move (imp, 99, SQ ("a0"), SQ ("a1"), &status), ==, -1);
  g_assert_cmpint (status, ==, XQ_IMPORT_MOVE_BAD_PARENT);
  g_assert_nonnull (xq_import_move_status_message (XQ_IMPORT_MOVE_SELF_CHECK));

  xq_import_set_comment (imp, 0, "start", FALSE);
  xq_import_set_comment (imp, a, "one", FALSE);
  xq_import_set_comment (imp, a, "two", TRUE);
  xq_import_set_tag (imp, "Red", "  A  ");
  xq_import_set_tag (imp, "Black", "   ");
  xq_import_set_tag (imp, "Red", "B");
  g_assert_cmpstr (xq_import_get_tag (imp, "Red"), ==, "B");
  g_assert_null (xq_import_get_tag (imp, "Black"));
  g_assert_cmpstr (xq_import_node (imp, a)->comment, ==, "one\ntwo");

  xq_import_count (imp, &moves, &variations, &comments, &main_line);
  g_assert_cmpuint (moves, ==, 5);
  g_assert_cmpuint (variations, ==, 1);
  g_assert_cmpuint (comments, ==, 2);
  g_assert_cmpuint (main_line, ==, 3);

  game = xq_import_to_game (imp, "TEST", "UTF-8");
  g_assert_cmpuint (xq_game_count_moves (game), ==, 5);
  g_assert_cmpuint (xq_game_count_variations (game), ==, 1);
  g_assert_cmpuint (xq_game_count_main_line (game), ==, 3);
  g_assert_cmpstr (xq_game_get_comment (game), ==, "start");
  g_assert_cmpstr (xq_game_get_tag (game, "Red"), ==, "B");
  g_assert_cmpstr (xq_game_get_source_format (game), ==, "TEST");
  g_assert_false (xq_game_can_undo (game));
  g_assert_finalize_object (g_steal_pointer (&game));
}

static void
test_side_inferred (void)
{
  g_autoptr(XqImport) imp = xq_import_new ();
  XqPosition pos;
  char fen[XQ_FEN_MAX];

  xq_position_set_start (&pos);
  xq_import_set_start (imp, &pos, FALSE);
  /* Black moves first: the start position takes black to move. */
  g_assert_cmpint (xq_import_add_move (imp, 0, SQ ("h9"), SQ ("g7"), NULL), ==, 1);
  xq_position_to_fen (&imp->start, fen, sizeof fen);
  g_assert_true (g_str_has_prefix (fen, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b"));
  /* Only the first move may choose. */
  g_assert_cmpint (xq_import_add_move (imp, 0, SQ ("h2"), SQ ("e2"), NULL), ==, -1);
  g_assert_null (xq_import_check_start (imp));

  /* A known side is kept. */
  xq_import_set_start (imp, &pos, TRUE);
  g_assert_cmpuint (xq_import_n_nodes (imp), ==, 1);
  g_assert_cmpint (xq_import_add_move (imp, 0, SQ ("h9"), SQ ("g7"), NULL), ==, -1);

  /* An impossible start is reported. */
  xq_position_clear (&pos);
  xq_import_set_start (imp, &pos, TRUE);
  g_assert_nonnull (xq_import_check_start (imp));
}

static void
test_text (void)
{
  static const guint8 gbk[] = { 0xBA, 0xEC, 0xCF, 0xC8, '\r', '\n', 'x', ' ', ' ', 0, 'y' };
  static const guint8 bad_gbk[] = { 'a', 0xFF, 'b', 0xBA };
  /* "中" U+4E2D, then U+1F600 as a surrogate pair, a lone surrogate, NUL. */
  static const guint8 utf16[] = { 0x2D, 0x4E, 0x3D, 0xD8, 0x00, 0xDE, 0x00, 0xD8, 'z', 0, 0, 0, 'q', 0 };
  g_autofree char *a = xq_encoding_text_from_gbk (gbk, sizeof gbk);
  g_autofree char *b = xq_encoding_text_from_gbk (bad_gbk, sizeof bad_gbk);
  g_autofree char *c = xq_encoding_text_from_utf16le (utf16, sizeof utf16);
  g_autofree char *name = xq_import_display_name ("/some/dir/file.xqf");
  char text[8];

  g_assert_cmpstr (a, ==, "红先\nx");
  g_assert_true (g_utf8_validate (b, -1, NULL));
  g_assert_true (g_str_has_prefix (b, "a\xEF\xBF\xBD" "b"));
  g_assert_cmpstr (c, ==, "中\xF0\x9F\x98\x80\xEF\xBF\xBDz");
  g_assert_null (xq_encoding_text_from_gbk ((const guint8 *) "  \r\n", 4));
  g_assert_null (xq_encoding_text_from_utf16le ((const guint8 *) "\0\0", 2));
  g_assert_cmpstr (name, ==, "file.xqf");
  xq_import_move_text (SQ ("h2"), SQ ("e2"), text);
  g_assert_cmpstr (text, ==, "h2e2");
  xq_import_move_text (-1, 90, text);
  g_assert_cmpstr (text, ==, "????");
}

/* Every format detect() can name has a reader built in. */
static void
test_every_reader (void)
{
  for (XqGameFormat f = XQ_GAME_FORMAT_PGN; f <= XQ_GAME_FORMAT_TEXT; f++)
    {
      g_test_message ("%s", xq_game_format_to_string (f));
      g_assert_nonnull (xq_game_format_get_reader (f));
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/formats/import/tree-and-jumps", test_tree_and_jumps);
  g_test_add_func ("/formats/import/side-inferred", test_side_inferred);
  g_test_add_func ("/formats/import/text", test_text);
  g_test_add_func ("/formats/import/every-reader", test_every_reader);
  return g_test_run ();
}
