/* test-opening.c — naming openings from their moves
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "xq-notation.h"
#include "xq-opening.h"
#include "xq-pgn.h"

/* Plays the ICCS @line from the start into @moves; the number of moves. */
static gsize
read_line (const char *line, XqMove *moves, gsize cap)
{
  g_auto (GStrv) words = g_strsplit (line, " ", -1);
  XqPosition pos;
  gsize n = 0;

  xq_position_set_start (&pos);
  for (guint i = 0; words[i] != NULL; i++)
    {
      XqUndo undo;

      g_assert_cmpuint (n, <, cap);
      g_assert_cmpint (xq_move_parse (&pos, words[i], XQ_NOTATION_ICCS, &moves[n], NULL), ==, XQ_PARSE_OK);
      xq_position_make_move (&pos, moves[n], &undo);
      n++;
    }
  return n;
}

static const XqOpening *
find (const char *line)
{
  XqMove moves[64];
  gsize n = read_line (line, moves, G_N_ELEMENTS (moves));

  return xq_opening_find (moves, n);
}

static const struct
{
  const char *moves;
  const char *ecco;     /* NULL: none given */
  const char *chinese;
} cases[] = {
  { "h2e2", "B00", "中炮局" },
  { "h2e2 h9g7 h0g2 b9c7", "C00", "中炮对屏风马" },
  { "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7", "C00", "中炮对屏风马" },
  { "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h6", NULL, "中炮过河车对屏风马" },
  { "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 c3c4 g6g5 h0h6", NULL, "中炮过河车互进七兵对屏风马" },
  { "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b2c2", NULL, "五七炮对屏风马" },
  { "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b2d2", NULL, "五六炮对屏风马" },
  { "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2 g6g5 b2b4", NULL, "五八炮对屏风马" },
  { "h2e2 b9c7 h0g2 h7f7 i0h0 h9g7", "B30", "中炮对反宫马" },
  { "h2e2 b9c7 h0g2 h9i7", "B10", "中炮对单提马" },
  { "h2e2 h9g7 h0g2 h7i7 i0h0 i9h9", "B20", "中炮对左三步虎" },
  { "h2e2 h7e7", "D00", "顺炮局" },
  { "h2e2 b7e7", "D50", "中炮对列炮" },
  { "g3g4", "E00", "仙人指路" },
  { "g3g4 h7g7", "E10", "仙人指路对卒底炮" },
  { "c3c4 b7c7", "E10", "仙人指路对卒底炮" },
  { "c3c4 g6g5", "E40", "对兵局" },
  { "g0e2", "A10", "飞相局" },
  { "h0g2", "A40", "起马局" },
  { "h2f2", "A50", "仕角炮局" },
  { "h2d2", "A60", "过宫炮局" },
  { "h2c2", NULL, "金钩炮局" },
  { "h2g2", NULL, "兵底炮局" },
  { "h2i2", NULL, "边炮局" },
  { "h2h4", NULL, "巡河炮局" },
  { "h2h6", NULL, "过河炮局" },
  { "h2h1", NULL, "龟背炮局" },
  { "h0i2", NULL, "边马局" },
  { "f0e1", NULL, "上仕局" },
  { "i3i4", NULL, "边兵局" },
  { "e3e4", NULL, "中兵局" },
  /* Issue 36: the families by their natural move orders (and mirrors). */
  { "h2e2 h9g7 h0g2 h7i7", "B20", "中炮对左三步虎" },
  { "b2e2 b9c7 b0c2 b7a7", "B20", "中炮对左三步虎" },
  { "h2e2 h9g7 h0g2 b9c7 b2d2", NULL, "五六炮对屏风马" },
  { "h2e2 h9g7 h0g2 b9c7 b2c2", NULL, "五七炮对屏风马" },
  { "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b0c2", NULL, "中炮七路马对屏风马" },
  { "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h4", NULL, "中炮巡河车对屏风马" },
  { "h2e2 h9g7 h0g2 i9h9 i0h0 h7h3", NULL, "中炮对左炮封车" },
  { "h2e2 h9g7 h0g2 b7e7", NULL, "中炮对半途列炮" },
  { "h2e2 h7e7 h0g2 h9g7 i0h0", NULL, "顺炮直车" },
  { "h2e2 h7e7 h0g2 h9g7 i0i1", NULL, "顺炮横车" },
  { "g3g4 g9e7", NULL, "仙人指路对飞象" },
  { "c3c4 c9e7", NULL, "仙人指路对飞象" },
  { "g3g4 h7e7", NULL, "仙人指路对中炮" },
  { "g0e2 h7e7", NULL, "飞相对左中炮" },
  { "g0e2 h7d7", NULL, "飞相对过宫炮" },
  { "g0e2 h7f7", NULL, "飞相对士角炮" },
  { "g0e2 g6g5", NULL, "飞相对进卒" },
  { "h0g2 g6g5", NULL, "起马对挺卒" },
  { "h2f2 h7e7", NULL, "仕角炮对中炮" },
  { "h2d2 h7e7", NULL, "过宫炮对中炮" },
  /* Past the last named position the name stays. */
  { "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h6 c6c5 h6g6", NULL, "中炮过河车对屏风马" },
  { "g3g4 h7g7 h2e2", "E10", "仙人指路对卒底炮" },
};

static void
test_named (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const XqOpening *opening = find (cases[i].moves);

      g_test_message ("%s", cases[i].moves);
      g_assert_nonnull (opening);
      g_assert_cmpstr (opening->chinese, ==, cases[i].chinese);
      g_assert_cmpstr (opening->ecco, ==, cases[i].ecco);
      g_assert_nonnull (opening->english);
      g_assert_cmpuint (strlen (opening->english), >, 0);
    }
  g_assert_cmpuint (G_N_ELEMENTS (cases), >=, 25);
}

/* Moves in another order reach the same position, and the same name. */
static void
test_transpositions (void)
{
  static const char *const pairs[][2] = {
    /* 屏风马 with the horses in the other order */
    { "h2e2 h9g7 h0g2 b9c7", "h2e2 b9c7 h0g2 h9g7" },
    /* the second cannon out before the horses */
    { "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 b2c2", "h2e2 h9g7 b2c2 b9c7 h0g2 i9h9 i0h0" },
    /* the chariots out before the second horse */
    { "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h6", "h2e2 b9c7 i0i1 h9g7 h0g2 i9h9 i1h1 a9a8 h1h0 a8a9 h0h6" },
    /* issue 36: 三步虎 with the cannon out before the horse */
    { "h2e2 h9g7 h0g2 h7i7", "h2e2 h7i7 h0g2 h9g7" },
    /* 五六炮 and 五七炮 against 屏风马, the horses and cannon in other orders */
    { "h2e2 h9g7 h0g2 b9c7 b2d2", "h2e2 b9c7 b2d2 h9g7 h0g2" },
    { "h2e2 h9g7 h0g2 b9c7 b2c2", "h2e2 b9c7 h0g2 h9g7 b2c2" },
    /* 巡河车 with the second horse last */
    { "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h4", "h2e2 h9g7 h0g2 i9h9 i0h0 h9h8 h0h4 h8h9 h4h3 b9c7 h3h4" },
    /* 顺炮横车 with the chariot out before the horse */
    { "h2e2 h7e7 h0g2 h9g7 i0i1", "h2e2 h7e7 i0i1 h9g7 h0g2" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      const XqOpening *a = find (pairs[i][0]), *b = find (pairs[i][1]);

      g_assert_nonnull (a);
      g_assert_true (a == b);
    }
}

static void
test_unnamed (void)
{
  g_assert_null (xq_opening_find (NULL, 0));
  /* 帅五进一: no family of its own here */
  g_assert_null (find ("e0e1"));
  g_assert_cmpuint (xq_opening_count (), >=, 90);
}

/* A game is named by its main line; saving adds the tags it lacks and
 * keeps those it has. */
static void
test_game_tags (void)
{
  g_autoptr (XqGame) game = xq_game_new ();
  g_autoptr (XqGame) tagged = xq_game_new ();
  g_autoptr (XqGame) custom = xq_game_new ();
  XqMove moves[8];
  gsize n = read_line ("h2e2 h7e7", moves, G_N_ELEMENTS (moves));
  g_autofree char *label = NULL;

  g_assert_null (xq_opening_for_game (game));
  g_assert_false (xq_opening_tag_game (game));
  for (gsize i = 0; i < n; i++)
    {
      g_assert_nonnull (xq_game_play_move (game, moves[i], NULL));
      g_assert_nonnull (xq_game_play_move (tagged, moves[i], NULL));
    }
  g_assert_cmpstr (xq_opening_for_game (game)->chinese, ==, "顺炮局");
  /* The label in the reader's language and script. */
  g_setenv ("LANGUAGE", "C", TRUE);
  label = xq_opening_dup_label (xq_opening_for_game (game));
  g_assert_cmpstr (label, ==, "顺炮局 (Same Direction Cannons)");
  g_clear_pointer (&label, g_free);
  g_setenv ("LANGUAGE", "zh_CN", TRUE);
  label = xq_opening_dup_label (xq_opening_for_game (game));
  g_assert_cmpstr (label, ==, "顺炮局");
  g_clear_pointer (&label, g_free);
  g_setenv ("LANGUAGE", "zh_TW", TRUE);
  label = xq_opening_dup_label (xq_opening_for_game (game));
  g_assert_cmpstr (label, ==, "順炮局");
  g_unsetenv ("LANGUAGE");
  {
    g_autofree char *hant = xq_opening_dup_hant ("中炮过河车对屏风马");

    g_assert_cmpstr (hant, ==, "中炮過河車對屏風馬");
  }
  g_assert_true (xq_opening_tag_game (game));
  g_assert_cmpstr (xq_game_get_tag (game, "Opening"), ==, "顺炮局");
  g_assert_cmpstr (xq_game_get_tag (game, "ECCO"), ==, "D00");
  g_assert_false (xq_opening_tag_game (game));

  xq_game_set_tag (tagged, "Opening", "My own name");
  g_assert_true (xq_opening_tag_game (tagged));
  g_assert_cmpstr (xq_game_get_tag (tagged, "Opening"), ==, "My own name");
  g_assert_cmpstr (xq_game_get_tag (tagged, "ECCO"), ==, "D00");

  g_assert_true (xq_game_set_start_fen (custom, "4k4/9/9/9/9/9/9/9/4C4/4K4 w - - 0 1", NULL));
  g_assert_null (xq_opening_for_game (custom));
}

/* Both spellings players write are read as one name, shown as the table
 * writes it (issue 36): 士角炮 / 仕角炮, 飞相 / 飞象. */
static void
test_spellings (void)
{
  static const char pgn[] =
    "[Game \"Chinese Chess\"]\n[Opening \"士角炮局\"]\n[Format \"ICCS\"]\n\n1. h2f2 *\n\n"
    "[Game \"Chinese Chess\"]\n[Opening \"My own name\"]\n[Format \"ICCS\"]\n\n1. h2f2 *\n";
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = NULL;
  g_autofree char *key1 = xq_opening_name_key ("仕角炮局");
  g_autofree char *key2 = xq_opening_name_key ("士角炮局");
  g_autofree char *key3 = xq_opening_name_key ("飞象对士角炮");

  g_assert_cmpstr (key1, ==, key2);
  g_assert_cmpstr (key3, ==, "飞象对士角炮");
  g_assert_cmpstr (xq_opening_spelling ("士角炮局"), ==, "仕角炮局");
  g_assert_cmpstr (xq_opening_spelling (" 仕角炮局 "), ==, "仕角炮局");
  g_assert_cmpstr (xq_opening_spelling ("飞象对仕角炮"), ==, "飞相对士角炮");
  g_assert_cmpstr (xq_opening_spelling ("仕角炮对中炮"), ==, "仕角炮对中炮");
  g_assert_cmpstr (xq_opening_spelling ("士角炮对中炮"), ==, "仕角炮对中炮");
  g_assert_null (xq_opening_spelling ("My own name"));
  g_assert_null (xq_opening_spelling ("士角"));

  games = xq_pgn_read_string (pgn, -1, "spellings.pgn", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 2);
  g_assert_cmpstr (xq_game_get_tag (games->pdata[0], "Opening"), ==, "仕角炮局");
  g_assert_cmpstr (xq_game_get_tag (games->pdata[1], "Opening"), ==, "My own name");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/formats/opening/named", test_named);
  g_test_add_func ("/formats/opening/transpositions", test_transpositions);
  g_test_add_func ("/formats/opening/unnamed", test_unnamed);
  g_test_add_func ("/formats/opening/game-tags", test_game_tags);
  g_test_add_func ("/formats/opening/spellings", test_spellings);
  return g_test_run ();
}
