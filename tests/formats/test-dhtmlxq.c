/* test-dhtmlxq.c — the DhtmlXQ reader on the corpus, hand-written cases and damage
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "xq-dhtmlxq.h"
#include "xq-game.h"
#include "test-formats-common.h"

typedef struct
{
  const char *file;
  guint moves, main_line, variations, comments, dropped, warnings;
  const char *red;
  const char *result;
} DhtmlCase;

/* Counted with this reader; vschess: 107001 moves in SOURCES.md, of which
 * 4 follow an impossible move (branch 1194). */
static const DhtmlCase cases[] = {
  { "vschess_dhtmlxq.txt", 106997, 53, 1446, 314, 4, 1, NULL, NULL },
  { "wukong_116.html", 85, 85, 0, 0, 0, 0, "DING Wa Chong", "1-0" },
  { "wukong_45.html", 76, 76, 0, 0, 0, 0, "LIU DianZhong", "1-0" },
};

static GPtrArray *
read_bytes (GBytes *bytes, GError **error)
{
  return xq_dhtmlxq_read (bytes, "fuzz.html", error);
}

static void
test_corpus_file (gconstpointer data)
{
  const DhtmlCase *c = data;
  g_autoptr(GBytes) bytes = xq_test_corpus_bytes ("dhtmlxq", c->file);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  XqGame *game;
  guint n_warnings = 0;

  if (bytes == NULL)
    {
      g_test_skip ("needs ../shared/corpus beside the checkout (real game files kept outside the repository; XQ_CORPUS_DIR)");
      return;
    }
  g_assert_true (xq_dhtmlxq_sniff (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes)));
  games = xq_dhtmlxq_read (bytes, c->file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  game = games->pdata[0];
  g_assert_cmpuint (xq_game_count_moves (game), ==, c->moves);
  g_assert_cmpuint (xq_game_count_main_line (game), ==, c->main_line);
  g_assert_cmpuint (xq_game_count_variations (game), ==, c->variations);
  g_assert_cmpuint (xq_game_count_comments (game), ==, c->comments);
  for (const char *const *w = xq_game_get_warnings (game); w != NULL && *w != NULL; w++)
    {
      g_test_message ("%s", *w);
      n_warnings++;
    }
  g_assert_cmpuint (n_warnings, ==, c->warnings);
  g_assert_cmpstr (xq_game_get_tag (game, "Red"), ==, c->red);
  g_assert_cmpstr (xq_game_get_tag (game, "Result"), ==, c->result);
  g_assert_cmpstr (xq_game_get_source_format (game), ==, "DhtmlXQ");
  xq_test_check_tree_legal (game);
  if (c->moves < 5000 || g_test_slow ())
    xq_test_round_trip (game);
}

static void
test_corpus_dropped (void)
{
  g_autoptr(GBytes) bytes = xq_test_corpus_bytes ("dhtmlxq", "vschess_dhtmlxq.txt");
  g_autoptr(GPtrArray) imports = NULL;
  g_autoptr(GError) error = NULL;
  XqImport *imp;
  const char *text;
  gsize len;

  if (bytes == NULL)
    {
      g_test_skip ("needs ../shared/corpus beside the checkout (real game files kept outside the repository; XQ_CORPUS_DIR)");
      return;
    }
  text = g_bytes_get_data (bytes, &len);
  imports = xq_dhtmlxq_decode (text, len, "vschess_dhtmlxq.txt", &error);
  g_assert_no_error (error);
  imp = imports->pdata[0];
  g_assert_cmpuint (imp->n_dropped, ==, 4);
  g_test_message ("replay work: %" G_GUINT64_FORMAT, imp->work);
  g_assert_nonnull (strstr (imp->warnings->pdata[0], "DhtmlXQ_move_1189_11_1194"));
  /* The game comment, with "||" as line breaks. */
  g_assert_nonnull (xq_import_node (imp, 0)->comment);
  g_assert_nonnull (strchr (xq_import_node (imp, 0)->comment, '\n'));
  g_assert_null (strstr (xq_import_node (imp, 0)->comment, "||"));
}

/* SOURCES.md: ply 71 of this game is e3e4 (后兵进一). */
static void
test_wukong_45_ply_71 (void)
{
  g_autoptr(GBytes) bytes = xq_test_corpus_bytes ("dhtmlxq", "wukong_45.html");
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *iccs = NULL;
  g_autofree char *chinese = NULL;
  XqGameNode *node;

  if (bytes == NULL)
    {
      g_test_skip ("needs ../shared/corpus beside the checkout (real game files kept outside the repository; XQ_CORPUS_DIR)");
      return;
    }
  games = xq_dhtmlxq_read (bytes, NULL, NULL);
  g_assert_nonnull (games);
  node = xq_game_get_root (games->pdata[0]);
  for (guint i = 0; i < 71; i++)
    node = xq_game_node_get_child (node, 0);
  iccs = xq_game_format_move (games->pdata[0], node, XQ_NOTATION_ICCS, 0);
  chinese = xq_game_format_move (games->pdata[0], node, XQ_NOTATION_CHINESE, 0);
  g_assert_cmpstr (iccs, ==, "e3e4");
  g_assert_cmpstr (chinese, ==, "后兵进一");
}

static GPtrArray *
read_text (const char *text, GError **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  return xq_dhtmlxq_read (bytes, "case.txt", error);
}

static void
test_branches_and_comments (void)
{
  /* Main line h2e2 h9g7 h0g2; branch 1 replaces ply 2 with b9c7 b0c2,
   * branch 2 leaves branch 1 at ply 3 with g3g4. */
  const char *text =
    "<p>[DhtmlXQ][DhtmlXQ_title]T[/DhtmlXQ_title]"
    "[DhtmlXQ_movelist]774770627967[/DhtmlXQ_movelist]"
    "[DhtmlXQ_move_0_2_1]10221927[/DhtmlXQ_move_0_2_1]"
    "[DhtmlXQ_move_1_3_2]6665[/DhtmlXQ_move_1_3_2]"
    "[DhtmlXQ_comment0]start||second line[/DhtmlXQ_comment0]"
    "[DhtmlXQ_comment1]c1[/DhtmlXQ_comment1]"
    "[DhtmlXQ_comment1_3]b1[/DhtmlXQ_comment1_3]"
    "[DhtmlXQ_comment2_3]b2[/DhtmlXQ_comment2_3]"
    "[/DhtmlXQ]</p>";
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = read_text (text, &error);
  XqGame *game;
  XqGameNode *root, *first, *var;
  g_autofree char *m = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  game = games->pdata[0];
  g_assert_cmpuint (xq_game_count_moves (game), ==, 6);
  g_assert_cmpuint (xq_game_count_main_line (game), ==, 3);
  g_assert_cmpuint (xq_game_count_variations (game), ==, 2);
  g_assert_cmpuint (xq_game_count_comments (game), ==, 4);
  g_assert_cmpstr (xq_game_get_tag (game, "Title"), ==, "T");
  root = xq_game_get_root (game);
  g_assert_cmpstr (xq_game_node_get_comment (root), ==, "start\nsecond line");
  first = xq_game_node_get_child (root, 0);
  g_assert_cmpstr (xq_game_node_get_comment (first), ==, "c1");
  g_assert_cmpuint (xq_game_node_get_n_children (first), ==, 2);
  var = xq_game_node_get_child (first, 1);
  m = xq_game_format_move (game, var, XQ_NOTATION_ICCS, 0);
  g_assert_cmpstr (m, ==, "b9c7");
  var = xq_game_node_get_child (var, 0);
  g_assert_cmpuint (xq_game_node_get_n_children (var), ==, 0);
  g_assert_cmpstr (xq_game_node_get_comment (var), ==, "b1");
  /* Branch 2 is a sibling of branch 1's second move. */
  g_assert_cmpuint (xq_game_node_get_n_children (xq_game_node_get_parent (var)), ==, 2);
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_node_get_child (xq_game_node_get_parent (var), 1)),
                   ==, "b2");
}

static void
test_binit_black_first (void)
{
  /* Kings and one black rook; black moves first (a9a8).  First no piece. */
  const char *text =
    "[DhtmlXQ_binit]9999999999999999999999999999999999999999999999999999999999999999[/DhtmlXQ_binit]";
  const char *text2 =
    "[DhtmlXQ_binit]9999999949999999999999999999999900999999309999999999999999999999[/DhtmlXQ_binit]"
    "[DhtmlXQ_movelist]0001[/DhtmlXQ_movelist]";
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = read_text (text, &error);
  g_autofree char *fen = NULL;

  /* No kings: an empty board, kept with a warning. */
  g_assert_no_error (error);
  g_assert_cmpstr (xq_game_get_warnings (games->pdata[0])[0], ==,
                   "impossible start position: Red has no king; Black has no king; "
                   "it is kept as written");
  g_clear_pointer (&games, g_ptr_array_unref);

  games = read_text (text2, &error);
  g_assert_no_error (error);
  fen = xq_game_dup_start_fen (games->pdata[0]);
  g_assert_cmpstr (fen, ==, "r2k5/9/9/9/9/9/9/9/9/4K4 b - - 0 1");
  g_assert_cmpuint (xq_game_count_moves (games->pdata[0]), ==, 1);
}

static void
test_several_games_and_errors (void)
{
  const char *two =
    "[DhtmlXQ][DhtmlXQ_red]A[/DhtmlXQ_red][DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][/DhtmlXQ]"
    "text [DhtmlXQ][DhtmlXQ_red]B[/DhtmlXQ_red][DhtmlXQ_movelist]1927[/DhtmlXQ_movelist][/DhtmlXQ]";
  const char *bad_move = "[DhtmlXQ_movelist]77477062000012[/DhtmlXQ_movelist]";
  const char *bad_branch =
    "[DhtmlXQ_movelist]7747[/DhtmlXQ_movelist][DhtmlXQ_move_5_2_1]7062[/DhtmlXQ_move_5_2_1]"
    "[DhtmlXQ_move_0_9_2]7062[/DhtmlXQ_move_0_9_2][DhtmlXQ_comment0_7]x[/DhtmlXQ_comment0_7]";
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = read_text (two, &error);
  const char *const *warnings;

  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 2);
  g_assert_cmpstr (xq_game_get_tag (games->pdata[0], "Red"), ==, "A");
  g_assert_cmpstr (xq_game_get_tag (games->pdata[1], "Red"), ==, "B");
  g_clear_pointer (&games, g_ptr_array_unref);

  games = read_text (bad_move, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (xq_game_count_moves (games->pdata[0]), ==, 2);
  warnings = xq_game_get_warnings (games->pdata[0]);
  g_assert_nonnull (warnings[0]);
  g_assert_nonnull (strstr (warnings[0], "character 9"));
  g_clear_pointer (&games, g_ptr_array_unref);

  games = read_text (bad_branch, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (xq_game_count_moves (games->pdata[0]), ==, 1);
  warnings = xq_game_get_warnings (games->pdata[0]);
  g_assert_cmpuint (g_strv_length ((char **) warnings), ==, 3);
  g_clear_pointer (&games, g_ptr_array_unref);

  /* Entities, <br>, and a move list broken over lines. */
  games = read_text ("[DhtmlXQ_movelist]7747\r\n7062[/DhtmlXQ_movelist]"
                     "[DhtmlXQ_red]A &amp; B&#21016;[/DhtmlXQ_red]"
                     "[DhtmlXQ_comment2]x&nbsp;&lt;y&gt;<br>z[/DhtmlXQ_comment2]", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (xq_game_count_moves (games->pdata[0]), ==, 2);
  g_assert_cmpstr (xq_game_get_tag (games->pdata[0], "Red"), ==, "A & B刘");
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_node_get_line_end (xq_game_get_root (games->pdata[0]))),
                   ==, "x <y>\nz");
  g_clear_pointer (&games, g_ptr_array_unref);

  /* Lower case markers. */
  games = read_text ("[dhtmlxq_movelist]7747[/dhtmlxq_movelist][dhtmlxq_RED]x[/dhtmlxq_red]", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (xq_game_count_moves (games->pdata[0]), ==, 1);
  g_assert_cmpstr (xq_game_get_tag (games->pdata[0], "Red"), ==, "x");
  g_clear_pointer (&games, g_ptr_array_unref);

  games = read_text ("<html>no game here</html>", &error);
  g_assert_null (games);
  g_assert_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_NO_GAME);
  g_assert_nonnull (strstr (error->message, "case.txt"));
}

/* Hostile shapes stay fast: a long main line with branches that jump
 * between its two ends, and many unclosed fields. */
static void
test_hostile (void)
{
  g_autoptr(GString) text = g_string_new ("[DhtmlXQ_movelist]");
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();

  /* h0g2 h9g7 g2h0 g7h9, 5000 times: 20000 plies. */
  for (guint i = 0; i < 5000; i++)
    g_string_append (text, "7967706267796270");
  g_string_append (text, "[/DhtmlXQ_movelist]");
  for (guint i = 1; i <= 4000; i++)
    {
      guint ply = (i % 2) ? 1 : 19997;

      /* Alternatives to a red horse move: b0c2. */
      g_string_append_printf (text, "[DhtmlXQ_move_0_%u_%u]1927[/DhtmlXQ_move_0_%u_%u]",
                              ply, i, ply, i);
    }
  for (guint i = 0; i < 100000; i++)
    g_string_append (text, "[DhtmlXQ_x]");
  games = read_text (text->str, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (xq_game_count_main_line (games->pdata[0]), ==, 20000);
  g_test_message ("%u moves, %.2f s", xq_game_count_moves (games->pdata[0]),
                  (double) (g_get_monotonic_time () - start) / 1e6);
  /* No wall-clock bound here (it failed under ASan on a loaded 2-core CI
   * machine: 27.7 s): a reader gone quadratic on this input runs for hours
   * and meets meson's timeout; the time is printed above. */
}

static void
test_damaged (gconstpointer data)
{
  const DhtmlCase *c = data;
  xq_test_damage_corpus_file ("dhtmlxq", c->file, read_bytes);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/formats/dhtmlxq/corpus/%s", cases[i].file);
      g_autofree char *damaged = g_strdup_printf ("/formats/dhtmlxq/damaged/%s", cases[i].file);

      g_test_add_data_func (path, &cases[i], test_corpus_file);
      g_test_add_data_func (damaged, &cases[i], test_damaged);
    }
  g_test_add_func ("/formats/dhtmlxq/corpus-dropped", test_corpus_dropped);
  g_test_add_func ("/formats/dhtmlxq/wukong-45-ply-71", test_wukong_45_ply_71);
  g_test_add_func ("/formats/dhtmlxq/branches-and-comments", test_branches_and_comments);
  g_test_add_func ("/formats/dhtmlxq/binit-black-first", test_binit_black_first);
  g_test_add_func ("/formats/dhtmlxq/several-games-and-errors", test_several_games_and_errors);
  g_test_add_func ("/formats/dhtmlxq/hostile", test_hostile);
  return g_test_run ();
}
