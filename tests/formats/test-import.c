/* test-import.c — XqImport, the one way readers build games, and the helpers
 * of the readers (text decoding, sniffing)
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
#include "xq-sniff.h"

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
  g_autoptr(XqGame) game = NULL;
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
  g_assert_cmpuint (xq_position_impossible (&imp->start), ==, 0);

  /* A known side is kept. */
  xq_import_set_start (imp, &pos, TRUE);
  g_assert_cmpuint (xq_import_n_nodes (imp), ==, 1);
  g_assert_cmpint (xq_import_add_move (imp, 0, SQ ("h9"), SQ ("g7"), NULL), ==, -1);

  /* An impossible start is kept as written, with a warning naming what
   * is impossible. */
  xq_position_clear (&pos);
  xq_position_put (&pos, SQ ("e0"), XQ_PIECE (XQ_RED, XQ_KING));
  xq_position_put (&pos, SQ ("a4"), XQ_PIECE (XQ_BLACK, XQ_ELEPHANT));
  xq_import_set_start (imp, &pos, TRUE);
  game = xq_import_to_game (imp, NULL, NULL);
  g_assert_true (xq_position_equal (xq_game_get_start_position (game), &pos));
  g_assert_cmpstr (xq_game_get_warnings (game)[0], ==,
                   "impossible start position: Black has no king; "
                   "an elephant on a point it can never reach; it is kept as written");
  g_assert_null (xq_game_get_warnings (game)[1]);
  g_assert_finalize_object (g_steal_pointer (&game));
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

/* What the text readers use: positions, children found again, NAGs,
 * verbatim tags, moves in text, starts from FEN. */
static void
test_builder (void)
{
  g_autoptr(XqImport) imp = xq_import_new ();
  g_autoptr(XqGame) game = NULL;
  g_autoptr(GError) error = NULL;
  const XqPosition *pos;
  const char * const *warnings;
  guint n_nags;
  const guint8 *nags;
  gint32 a, b, c;
  gsize at = 0;

  a = xq_import_add_move_text (imp, 0, "C2.5", XQ_NOTATION_WXF, 1);
  g_assert_cmpint (a, ==, 1);
  /* Not WXF: read in any notation. */
  b = xq_import_add_move_text (imp, a, "h9g7", XQ_NOTATION_WXF, 1);
  g_assert_cmpint (b, ==, 2);
  c = xq_import_add_move_text (imp, 0, "b2e2", XQ_NOTATION_ANY, 2);
  g_assert_cmpint (c, ==, 3);
  g_assert_cmpint (xq_import_add_move_text (imp, c, "h2e2", XQ_NOTATION_ANY, 3), ==, -1);
  g_assert_cmpint (xq_import_find_child (imp, 0, XQ_MOVE (SQ ("b2"), SQ ("e2"))), ==, c);
  g_assert_cmpint (xq_import_find_child (imp, 0, XQ_MOVE (SQ ("h2"), SQ ("e2"))), ==, a);
  g_assert_cmpint (xq_import_find_child (imp, b, XQ_MOVE (SQ ("h2"), SQ ("e2"))), ==, -1);
  g_assert_cmpint (xq_import_node (imp, 0)->first_child, ==, a);
  g_assert_cmpint (xq_import_node (imp, a)->next_sibling, ==, c);
  g_assert_cmpint (xq_import_node (imp, 0)->last_child, ==, c);
  /* The position after a node, from anywhere in the tree. */
  pos = xq_import_position (imp, b);
  g_assert_cmpint (pos->side, ==, XQ_RED);
  g_assert_cmpint (pos->board[SQ ("e2")], !=, XQ_EMPTY);
  g_assert_cmpint (pos->board[SQ ("g7")], !=, XQ_EMPTY);
  pos = xq_import_position (imp, c);
  g_assert_cmpint (pos->side, ==, XQ_BLACK);
  g_assert_cmpint (pos->board[SQ ("h2")], !=, XQ_EMPTY);

  xq_import_add_nag (imp, 0, 1);
  xq_import_add_nag (imp, a, 0);
  xq_import_add_nag (imp, a, 1);
  xq_import_add_nag (imp, a, 1);
  xq_import_add_nag (imp, a, 14);
  g_assert_null (xq_import_node (imp, 0)->nags);
  xq_import_set_tag_verbatim (imp, "Event", "");
  xq_import_set_tag_verbatim (imp, "Site", " x");
  g_assert_cmpstr (xq_import_get_tag (imp, "Event"), ==, "");
  g_assert_cmpstr (xq_import_get_tag (imp, "Site"), ==, " x");

  game = xq_import_to_game (imp, "TEST", NULL);
  nags = xq_game_node_get_nags (xq_game_node_get_child (xq_game_get_root (game), 0), &n_nags);
  g_assert_cmpuint (n_nags, ==, 2);
  g_assert_cmpuint (nags[0], ==, 1);
  g_assert_cmpuint (nags[1], ==, 14);
  g_assert_cmpstr (xq_game_get_tag (game, "Event"), ==, "");
  warnings = xq_game_get_warnings (game);
  g_assert_cmpstr (warnings[0], ==,
                   "line 3: cannot play “h2e2” (no legal move matches); the game stops there");
  g_assert_null (warnings[1]);
  g_assert_finalize_object (g_steal_pointer (&game));

  /* Starts from FEN: the record's error, or the problem and where. */
  g_assert_false (xq_import_set_start_fen (imp, "4k4/9/9/x", &error));
  g_assert_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_BAD_FEN);
  g_assert_true (g_str_has_prefix (error->message, "Invalid FEN at character "));
  g_assert_nonnull (xq_import_try_start_fen (imp, "4k4/9/9/x", &at));
  g_assert_cmpuint (at, ==, 9);
  g_assert_null (xq_import_try_start_fen (imp, "4k4/9/9/9/9/9/9/9/9/3K5 b", &at));
  g_assert_cmpint (imp->start.side, ==, XQ_BLACK);
  g_assert_cmpuint (xq_import_n_nodes (imp), ==, 1);
}

/* What the record readers use: the side guess, dead nodes, the pre-order
 * walk and the capped warnings. */
static void
test_records (void)
{
  g_autoptr(XqImport) imp = xq_import_new ();
  g_autoptr(GArray) pending = g_array_new (FALSE, FALSE, sizeof (gint32));
  XqImportMoveStatus status;
  XqPosition pos;
  gint32 parent = 0, node;
  guint n_warnings = 0;

  /* Red to move but black gives check: the other side is taken. */
  g_assert_cmpint (xq_position_from_fen (&pos, "4k4/9/9/9/9/9/9/9/3r5/3K5 w", NULL), ==,
                   XQ_FEN_OK);
  xq_position_set_side (&pos, XQ_BLACK);
  xq_import_set_start_guess (imp, &pos);
  g_assert_cmpint (imp->start.side, ==, XQ_RED);
  /* Where both sides are in check, the side as written is kept. */
  g_assert_cmpint (xq_position_from_fen_lenient (&pos, "4k4/9/9/9/9/9/9/9/3r5/3KR4 b", NULL, NULL),
                   ==, XQ_FEN_OK);
  xq_import_set_start_guess (imp, &pos);
  g_assert_cmpint (imp->start.side, ==, XQ_BLACK);
  /* An empty board is kept too. */
  xq_position_clear (&pos);
  xq_import_set_start_guess (imp, &pos);
  g_assert_cmpuint (xq_position_impossible (&imp->start), ==, XQ_IMPOSSIBLE_NO_KING);

  xq_position_set_start (&pos);
  xq_import_set_start (imp, &pos, TRUE);
  node = xq_import_add_move_or_drop (imp, 0, SQ ("a0"), SQ ("a5"), &status);
  g_assert_cmpint (node, ==, XQ_IMPORT_DEAD_NODE);
  g_assert_cmpint (status, ==, XQ_IMPORT_MOVE_ILLEGAL);
  node = xq_import_add_move_or_drop (imp, node, SQ ("h2"), SQ ("e2"), &status);
  g_assert_cmpint (node, ==, XQ_IMPORT_DEAD_NODE);
  g_assert_cmpint (status, ==, XQ_IMPORT_MOVE_OK);
  g_assert_cmpuint (imp->n_dropped, ==, 2);
  for (guint i = 0; i < XQ_IMPORT_MAX_WARNINGS + 3; i++)
    g_assert_cmpint (xq_import_add_record_move (imp, 0, SQ ("a0"), SQ ("a5"), "f", 7, &n_warnings),
                     ==, XQ_IMPORT_DEAD_NODE);
  g_assert_cmpuint (n_warnings, ==, XQ_IMPORT_MAX_WARNINGS + 3);
  g_assert_cmpuint (imp->warnings->len, ==, XQ_IMPORT_MAX_WARNINGS);
  g_assert_cmpstr (imp->warnings->pdata[0], ==, "f: byte offset 7: impossible move a0a5 "
                   "(the piece cannot move so); it was left out with the moves that follow it");
  xq_import_warn_left_out (imp, "f", n_warnings);
  g_assert_cmpstr (imp->warnings->pdata[XQ_IMPORT_MAX_WARNINGS], ==,
                   "f: 3 more impossible moves were left out");

  /* Records: h2e2 (sibling follows, child follows), h9g7 (last),
   * b2e2 (the sibling of h2e2, last). */
  node = xq_import_add_record_move (imp, parent, SQ ("h2"), SQ ("e2"), "f", 0, &n_warnings);
  g_assert_true (xq_import_preorder_next (pending, &parent, node, TRUE, TRUE));
  g_assert_cmpint (parent, ==, node);
  node = xq_import_add_record_move (imp, parent, SQ ("h9"), SQ ("g7"), "f", 0, &n_warnings);
  g_assert_true (xq_import_preorder_next (pending, &parent, node, FALSE, FALSE));
  g_assert_cmpint (parent, ==, 0);
  node = xq_import_add_record_move (imp, parent, SQ ("b2"), SQ ("e2"), "f", 0, &n_warnings);
  g_assert_cmpint (node, ==, 3);
  g_assert_false (xq_import_preorder_next (pending, &parent, node, FALSE, FALSE));
}

static void
test_bytes (void)
{
  /* "ab中" in GBK, cut inside the next character: the tail is dropped. */
  static const char cut[] = "ab\xD6\xD0\xD6";
  const char *encoding = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = xq_encoding_to_utf8 (cut, sizeof cut - 1, &encoding, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (text, ==, "ab中");
  g_assert_cmpstr (encoding, ==, "GBK");
  g_assert_cmpuint (xq_encoding_bom_length ("\xEF\xBB\xBFx", 4), ==, 3);
  g_assert_cmpuint (xq_encoding_bom_length ("\xEF\xBB", 2), ==, 0);
  g_assert_true (xq_sniff_contains ((const guint8 *) "..[DhtmlXQ", 10, "[DhtmlXQ", 10));
  g_assert_false (xq_sniff_contains ((const guint8 *) "..[DhtmlXQ", 10, "[DhtmlXQ", 9));
  g_assert_false (xq_sniff_contains ((const guint8 *) "[Dh", 3, "[DhtmlXQ", 100));
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
  g_test_add_func ("/formats/import/builder", test_builder);
  g_test_add_func ("/formats/import/records", test_records);
  g_test_add_func ("/formats/import/bytes", test_bytes);
  g_test_add_func ("/formats/import/every-reader", test_every_reader);
  return g_test_run ();
}
