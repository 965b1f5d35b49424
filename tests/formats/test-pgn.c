/* test-pgn.c — PGN reading and writing: hand-written edge cases
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <glib/gstdio.h>

#include "xq-encoding.h"
#include "xq-fen.h"
#include "xq-fen-file.h"
#include "xq-game-format.h"
#include "xq-pgn.h"
#include "test-formats-common.h"

static GPtrArray *
read_ok (const char *text)
{
  g_autoptr (GError) error = NULL;
  GPtrArray *games = xq_pgn_read_string (text, -1, "test.pgn", &error);

  g_assert_no_error (error);
  g_assert_nonnull (games);
  for (guint i = 0; i < games->len; i++)
    g_assert_null (xq_game_get_warnings (games->pdata[i])[0]);
  return games;
}

static XqGameNode *
main_line_node (XqGame *game, guint ply)
{
  XqGameNode *node = xq_game_get_root (game);

  for (guint i = 0; i < ply; i++)
    node = xq_game_node_get_child (node, 0);
  g_assert_nonnull (node);
  return node;
}

static void
round_trip_all (GPtrArray *games)
{
  xq_test_pgn_round_trip (games, XQ_NOTATION_CHINESE, 0);
  xq_test_pgn_round_trip (games, XQ_NOTATION_WXF, 0);
  xq_test_pgn_round_trip (games, XQ_NOTATION_ICCS, XQ_PGN_WRITE_CRLF);
  xq_test_pgn_round_trip (games, XQ_NOTATION_ICCS_DASH, 0);
  xq_test_pgn_round_trip (games, XQ_NOTATION_CHINESE, XQ_PGN_WRITE_TRADITIONAL);
}

static void
test_comments (void)
{
  g_autoptr (GPtrArray) games = read_ok (
    "[Game \"Chinese Chess\"]\n"
    "{before the first move}\n"
    "1. 炮二平五 {between red and black} 马８进７ {after black}\n"
    "2. 马二进三 {one} {two}\n");
  XqGame *game = games->pdata[0];

  g_assert_cmpuint (games->len, ==, 1);
  g_assert_cmpstr (xq_game_get_comment (game), ==, "before the first move");
  g_assert_cmpstr (xq_game_node_get_comment (main_line_node (game, 1)), ==, "between red and black");
  g_assert_cmpstr (xq_game_node_get_comment (main_line_node (game, 2)), ==, "after black");
  g_assert_cmpstr (xq_game_node_get_comment (main_line_node (game, 3)), ==, "one\ntwo");
  g_assert_cmpuint (xq_game_count_comments (game), ==, 4);
  round_trip_all (games);
}

static void
test_variations (void)
{
  /* A variation on black's move, nested variations, "N..." numbering. */
  g_autoptr (GPtrArray) games = read_ok (
    "1. h2e2 h9g7 (1... b9c7 2. h0g2 (2. b0c2 {nested} a9b9)) (1... h7e7) 2. h0g2 (2. b2b6 $1) i9h9 *\n");
  XqGame *game = games->pdata[0];
  XqGameNode *a = main_line_node (game, 1);
  XqGameNode *v;

  g_assert_cmpuint (xq_game_node_get_n_children (a), ==, 3);
  v = xq_game_node_get_child (a, 1);
  /* (2. b0c2 …) replaces 2. h0g2 inside the 1... b9c7 line. */
  g_assert_cmpuint (xq_game_node_get_n_children (v), ==, 2);
  g_assert_cmpstr (xq_game_node_get_comment (xq_game_node_get_child (v, 1)), ==, "nested");
  g_assert_cmpuint (xq_game_node_get_n_children (xq_game_node_get_child (v, 1)), ==, 1);
  g_assert_cmpuint (xq_game_count_variations (game), ==, 4);
  g_assert_cmpuint (xq_game_count_moves (game), ==, 10);
  g_assert_cmpuint (xq_game_count_main_line (game), ==, 4);
  g_assert_true (xq_game_node_has_nag (xq_game_node_get_child (main_line_node (game, 2), 1), 1));
  round_trip_all (games);
}

static void
test_nags_and_marks (void)
{
  g_autoptr (GPtrArray) games = read_ok (
    "1. C2.5! H8+7?? 2. H2+3 !? $14 R9.8 $146 $4 $2\n");
  XqGame *game = games->pdata[0];

  g_assert_true (xq_game_node_has_nag (main_line_node (game, 1), XQ_NAG_GOOD));
  g_assert_true (xq_game_node_has_nag (main_line_node (game, 2), XQ_NAG_BLUNDER));
  g_assert_true (xq_game_node_has_nag (main_line_node (game, 3), XQ_NAG_INTERESTING));
  g_assert_true (xq_game_node_has_nag (main_line_node (game, 3), 14));
  g_assert_true (xq_game_node_has_nag (main_line_node (game, 4), 146));
  round_trip_all (games);
}

static void
test_multiple_games (void)
{
  g_autoptr (GPtrArray) games = read_ok (
    "[Event \"one\"]\n[Result \"1-0\"]\n\n1. 炮二平五 1-0\nsome advert text (not moves\n\n"
    "[Event \"two\"]\n\n1. 兵七进一\n"
    "[Event \"three\"]\n1. h2e2 *\n");

  g_assert_cmpuint (games->len, ==, 3);
  g_assert_cmpstr (xq_game_get_tag (games->pdata[0], "Event"), ==, "one");
  g_assert_cmpstr (xq_game_get_tag (games->pdata[1], "Event"), ==, "two");
  g_assert_cmpstr (xq_game_get_tag (games->pdata[2], "Event"), ==, "three");
  for (guint i = 0; i < 3; i++)
    g_assert_cmpuint (xq_game_count_moves (games->pdata[i]), ==, 1);
  round_trip_all (games);
}

static void
test_unknown_tags (void)
{
  g_autoptr (GPtrArray) games = read_ok (
    "[Game \"Chinese Chess\"]\n[Zeta \"z\"]\n[Red \"A \\\"quoted\\\" name\"]\n[Alpha \"\"]\n"
    "[Format \"ICCS\"]\n1. H2-E2 H9-G7\n");
  XqGame *game = games->pdata[0];

  g_assert_cmpuint (xq_game_get_n_tags (game), ==, 4);
  g_assert_cmpstr (xq_game_get_tag_name (game, 1), ==, "Zeta");
  g_assert_cmpstr (xq_game_get_tag (game, "Red"), ==, "A \"quoted\" name");
  g_assert_cmpstr (xq_game_get_tag (game, "Alpha"), ==, "");
  /* Format is how the file was written, not part of the game. */
  g_assert_null (xq_game_get_tag (game, "Format"));
  round_trip_all (games);
}

static void
test_odd_tags (void)
{
  g_autoptr (XqGame) game = xq_game_new ();
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr (GPtrArray) games = NULL;

  xq_game_set_tag (game, "Red Team", "a \"b\" \\ c]");
  xq_game_set_tag (game, "Note", "two\nlines");
  text = xq_pgn_write_string (game, XQ_NOTATION_CHINESE, 0);
  games = xq_pgn_read_string (text, -1, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (xq_game_get_tag (games->pdata[0], "Red_Team"), ==, "a \"b\" \\ c]");
  g_assert_cmpstr (xq_game_get_tag (games->pdata[0], "Note"), ==, "two lines");
}

static void
test_handicap_fen (void)
{
  /* Red without both horses, black to move, xqbase's "r" side letter. */
  g_autoptr (GPtrArray) games = read_ok (
    "[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKAB1R b - - 0 1\"]\n"
    "1. ... 炮８平５ 2. 炮二平五 *\n");
  XqGame *game = games->pdata[0];
  g_autofree char *text = NULL;

  g_assert_true (xq_game_has_custom_start (game));
  g_assert_cmpint (xq_game_get_start_position (game)->side, ==, XQ_BLACK);
  {
    gboolean black = FALSE;
    g_assert_cmpuint (xq_game_get_move_number (game, main_line_node (game, 1), &black), ==, 1);
    g_assert_true (black);
    g_assert_cmpuint (xq_game_get_move_number (game, main_line_node (game, 2), &black), ==, 2);
    g_assert_false (black);
    g_assert_cmpuint (xq_game_get_move_number (game, main_line_node (game, 0), NULL), ==, 0);
  }
  g_assert_cmpuint (xq_game_count_moves (game), ==, 2);
  text = xq_pgn_write_string (game, XQ_NOTATION_CHINESE, 0);
  g_assert_nonnull (strstr (text, "1. ... 炮８平５ 2. 炮二平五"));
  g_assert_nonnull (strstr (text, "[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/R1BAKAB1R b - - 0 1\"]"));
  round_trip_all (games);
}

static void
test_encodings (void)
{
  const char *simplified = "[Game \"Chinese Chess\"]\r\n[Red \"许银川\"]\r\n\r\n1. 炮二平五 {中炮} 马８进７ *\r\n";
  const char *traditional = "[Game \"Chinese Chess\"]\r\n[Red \"許銀川\"]\r\n\r\n1. 炮二平五 {中炮} 馬８進７ *\r\n";
  const struct { const char *encoding, *text, *expected, *red; } cases[] = {
    { "GBK", simplified, "GBK", "许银川" },
    { "GB18030", simplified, "GBK", "许银川" },
    { "BIG5", traditional, "BIG5", "許銀川" },
    { NULL, simplified, "UTF-8 (BOM)", "许银川" },
    { "UTF-8", traditional, "UTF-8", "許銀川" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *bytes = NULL;
      gsize len = 0;
      g_autoptr (GBytes) data = NULL;
      g_autoptr (GPtrArray) games = NULL;
      XqGame *game;

      if (cases[i].encoding != NULL)
        {
          bytes = g_convert (cases[i].text, -1, cases[i].encoding, "UTF-8", NULL, &len, &error);
          g_assert_no_error (error);
        }
      else
        {
          bytes = g_strconcat ("\xEF\xBB\xBF", cases[i].text, NULL);
          len = strlen (bytes);
        }
      data = g_bytes_new (bytes, len);
      games = xq_pgn_read (data, "enc.pgn", &error);
      g_assert_no_error (error);
      game = games->pdata[0];
      g_assert_cmpstr (xq_game_get_source_encoding (game), ==, cases[i].expected);
      g_assert_cmpuint (xq_game_count_moves (game), ==, 2);
      g_assert_cmpstr (xq_game_get_tag (game, "Red"), ==, cases[i].red);
      g_assert_cmpstr (xq_game_node_get_comment (main_line_node (game, 1)), ==, "中炮");
    }
}

static void
test_save_gbk (void)
{
  g_autoptr (GPtrArray) games = read_ok ("[Red \"胡荣华\"]\n1. 炮二平五 {好棋} 马８进７\n");
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GFile) file = NULL;
  g_autoptr (GPtrArray) again = NULL;
  g_autofree char *raw = NULL;
  gsize len = 0;
  int fd;

  fd = g_file_open_tmp ("xq-test-XXXXXX.pgn", &path, &error);
  g_assert_no_error (error);
  close (fd);
  file = g_file_new_for_path (path);
  g_assert_true (xq_pgn_save (games, file, XQ_NOTATION_CHINESE, "GBK", XQ_PGN_WRITE_CRLF,
                              NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &raw, &len, NULL));
  g_assert_false (g_utf8_validate (raw, (gssize) len, NULL));
  g_assert_nonnull (strstr (raw, "\r\n"));
  again = xq_game_load_file (file, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (xq_game_get_source_encoding (again->pdata[0]), ==, "GBK");
  xq_test_assert_games_equal (games->pdata[0], again->pdata[0]);
  g_unlink (path);
}

typedef struct
{
  const char *text;
  XqGameError code;
  const char *where; /* expected in the message */
} ErrorCase;

static void
test_errors (void)
{
  const ErrorCase cases[] = {
    { "1. h2e2 {never closed\n", XQ_GAME_ERROR_SYNTAX, "line 1, column 9" },
    { "[Event \"x\"]\n\n1. h2e2 h9g7\n2. xyzzy\n", XQ_GAME_ERROR_SYNTAX, "line 4, column 4" },
    { "[FEN \"rnbakabnr/9/9 w\"]\n1. h2e2\n", XQ_GAME_ERROR_BAD_FEN, "line 1, column 1" },
    { "[Event \"x\n", XQ_GAME_ERROR_SYNTAX, "line 1" },
    { "1. h2e2 )\n", XQ_GAME_ERROR_SYNTAX, "column 9" },
    { "1. h2e2 }\n", XQ_GAME_ERROR_SYNTAX, "column 9" },
    { "   \n\n", XQ_GAME_ERROR_NO_GAME, "no game" },
    { "[Game \"Chinese Chess\"]]\n1. h2e2\n", XQ_GAME_ERROR_SYNTAX, "line 1, column 23" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) games = xq_pgn_read_string (cases[i].text, -1, "bad.pgn", &error);

      g_assert_null (games);
      g_assert_error (error, XQ_GAME_ERROR, (gint) cases[i].code);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, "bad.pgn"));
      g_assert_nonnull (strstr (error->message, cases[i].where));
    }
}

static void
test_illegal_move_warns (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = xq_pgn_read_string (
    "1. h2e2 h9g7 (1... a9a5 2. h0g2) 2. h0g2 3. i0i1 i9i8 4. b0c2\n[Event \"next\"]\n1. b0c2\n",
    -1, "warn.pgn", &error);
  XqGame *game;

  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 2);
  game = games->pdata[0];
  /* The variation is cut at its bad move; the main line stops at 3... */
  g_assert_cmpuint (xq_game_count_variations (game), ==, 0);
  g_assert_cmpuint (xq_game_count_main_line (game), ==, 3);
  g_assert_nonnull (xq_game_get_warnings (game)[0]);
  g_assert_nonnull (xq_game_get_warnings (game)[1]);
  g_assert_nonnull (strstr (xq_game_get_warnings (game)[0], "line 1, column 20"));
  g_assert_cmpuint (xq_game_count_moves (games->pdata[1]), ==, 1);
}

static void
test_hostile (void)
{
  g_autoptr (GString) deep = g_string_new ("1. h2e2 ");
  GRand *rand = g_rand_new_with_seed (42);
  const char alphabet[] = "{}()[]$;.!? 1234567890abcehi-+\"\n炮二平五马８进７";

  for (guint i = 0; i < 20000; i++)
    g_string_append (deep, "(h2e2 ");
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (GPtrArray) games = xq_pgn_read_string (deep->str, -1, "deep.pgn", &error);
    g_assert_null (games);
    g_assert_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_TOO_LARGE);
  }
  /* Many empty or broken variations after a long line: linear time, and
   * a bounded number of warnings. */
  {
    g_autoptr (GString) s = g_string_new (NULL);
    g_autoptr (GError) error = NULL;
    g_autoptr (GPtrArray) games = NULL;
    guint n = 0;

    for (guint i = 0; i < 1000; i++)
      g_string_append (s, "h2e2 h7e7 e2h2 e7h7 ");
    for (guint i = 0; i < 100000; i++)
      g_string_append (s, i % 2 ? "() " : "(a0a5) ");
    games = xq_pgn_read_string (s->str, -1, "many.pgn", &error);
    g_assert_no_error (error);
    for (const char * const *w = xq_game_get_warnings (games->pdata[0]); *w != NULL; w++)
      n++;
    g_assert_cmpuint (n, ==, 51);
    g_assert_cmpuint (xq_game_count_moves (games->pdata[0]), ==, 4000);
  }
  /* Endless tags. */
  {
    g_autoptr (GString) s = g_string_new (NULL);
    g_autoptr (GError) error = NULL;
    g_autoptr (GPtrArray) games = NULL;

    for (guint i = 0; i < 100000; i++)
      g_string_append_printf (s, "[T%u \"v\"]\n", i);
    games = xq_pgn_read_string (s->str, -1, "tags.pgn", &error);
    g_assert_no_error (error);
    g_assert_cmpuint (xq_game_get_n_tags (games->pdata[0]), ==, 500);
    g_assert_nonnull (xq_game_get_warnings (games->pdata[0])[0]);
  }
  /* Comments piling up on one node: linear time too. */
  {
    g_autoptr (GString) s = g_string_new ("1. h2e2 ");
    g_autoptr (GError) error = NULL;
    g_autoptr (GPtrArray) games = NULL;

    for (guint i = 0; i < 200000; i++)
      g_string_append (s, "() {c}");
    games = xq_pgn_read_string (s->str, -1, "comments.pgn", &error);
    g_assert_no_error (error);
    g_assert_cmpuint (strlen (xq_game_node_get_comment (
      xq_game_node_get_child (xq_game_get_root (games->pdata[0]), 0))), ==, 200000 * 2 - 1);
  }
  /* Random soup of PGN characters: must not crash or hang. */
  for (guint round = 0; round < 300; round++)
    {
      g_autoptr (GString) s = g_string_new (round % 2 ? "[Event \"x\"]\n1. " : "");
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) games = NULL;
      g_autoptr (GBytes) bytes = NULL;
      guint n = (guint) g_rand_int_range (rand, 1, 200);

      for (guint i = 0; i < n; i++)
        g_string_append_c (s, alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)]);
      bytes = g_bytes_new (s->str, s->len);
      games = xq_pgn_read (bytes, "soup.pgn", &error);
      g_assert_true ((games == NULL) != (error == NULL));
    }
  /* Mutations of a valid file: flipped, dropped and doubled bytes. */
  {
    const char *base =
      "[Game \"Chinese Chess\"]\n[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\"]\n"
      "{start} 1. 炮二平五 {c} 马８进７ (1... 炮８平５ $2 (1... h9g7!?)) 2. H0-G2 R9.8 1-0 junk\n"
      "[Event \"2\"]\n1. c3c4 *\n";
    gsize len = strlen (base);

    for (guint round = 0; round < 2000; round++)
      {
        g_autoptr (GString) m = g_string_new_len (base, (gssize) len);
        g_autoptr (GError) error = NULL;
        g_autoptr (GPtrArray) games = NULL;
        g_autoptr (GBytes) bytes = NULL;
        guint n = (guint) g_rand_int_range (rand, 1, 8);

        for (guint i = 0; i < n && m->len > 1; i++)
          {
            gssize at = g_rand_int_range (rand, 0, (gint32) m->len);
            switch (g_rand_int_range (rand, 0, 3))
              {
              case 0:
                m->str[at] = (char) g_rand_int_range (rand, 0, 256);
                break;
              case 1:
                g_string_erase (m, at, 1);
                break;
              default:
                g_string_insert_c (m, at, m->str[at]);
                break;
              }
          }
        bytes = g_bytes_new (m->str, m->len);
        games = xq_game_load_bytes (bytes, round % 2 ? "m.pgn" : NULL, NULL, &error);
        g_assert_true ((games == NULL) != (error == NULL));
        if (games != NULL)
          {
            g_autofree char *text = xq_pgn_write_games (games, XQ_NOTATION_CHINESE, 0);
            g_assert_nonnull (text);
          }
      }
  }
  g_rand_free (rand);
}

static void
test_fen_string (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (XqGame) game = xq_game_new_from_fen (" 4k4/9/9/9/9/9/9/9/9/3K5 w \n", &error);
  g_autoptr (GBytes) bytes = g_bytes_new_static ("4k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1\n", 35);

  g_assert_no_error (error);
  g_assert_true (xq_game_has_custom_start (game));
  g_assert_cmpint (xq_game_format_detect (bytes, NULL), ==, XQ_GAME_FORMAT_FEN);
  g_assert_null (xq_game_new_from_fen ("nonsense", &error));
  g_assert_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_BAD_FEN);
}

/* A FEN tag or a FEN file with a position no game reaches (issue 22): read
 * as written, its moves played with the pieces' own rules, a warning that
 * names what is impossible, and kept on the way out. */
static void
test_impossible_fen (void)
{
  static const struct
  {
    const char *fen;
    const char *moves;
    const char *problem;
  } cases[] = {
    { "4k4/9/9/9/9/9/9/9/9/R8 w - - 0 1", "a0a9 e9e8", "Red has no king" },
    { "2ba1ab2/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "e0d0", "Black has no king" },
    { "3k5/9/9/9/3R5/9/9/9/9/5K3 w - - 0 1", "", "the side not to move is in check" },
    { "3k5/9/9/9/9/9/9/9/P8/4K4 w - - 0 1", "a1a2", "a soldier behind its starting rank" },
    { "3k5/9/9/9/9/A8/9/9/9/4K4 w - - 0 1", "e0e1", "an advisor on a point it can never reach" },
    { "3k5/9/9/9/9/9/9/9/1B7/4K4 w - - 0 1", "b1d3", "an elephant on a point it can never reach" },
    { "3k5/9/9/9/9/4K4/9/9/9/R8 w - - 0 1", "a0a1", "a king outside its palace" },
    { "4k4/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "e0d0", "the kings face each other" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *pgn = g_strdup_printf ("[FEN \"%s\"]\n%s *\n", cases[i].fen, cases[i].moves);
      g_autofree char *expected =
        g_strdup_printf ("impossible start position: %s; it is kept as written", cases[i].problem);
      g_autoptr (GBytes) fen_file = g_bytes_new (cases[i].fen, strlen (cases[i].fen));
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) games = xq_pgn_read_string (pgn, -1, "study.pgn", &error);
      g_autoptr (GPtrArray) from_fen = NULL;
      g_autoptr (GPtrArray) again = NULL;
      g_autofree char *start = NULL;
      g_autofree char *written = NULL;
      XqGameFormat format = XQ_GAME_FORMAT_UNKNOWN;

      g_test_message ("case %u: %s", i, cases[i].fen);
      g_assert_no_error (error);
      start = xq_game_dup_start_fen (games->pdata[0]);
      g_assert_cmpstr (start, ==, cases[i].fen);
      g_assert_cmpuint (xq_game_count_moves (games->pdata[0]), ==,
                        cases[i].moves[0] == '\0' ? 0 : (strlen (cases[i].moves) + 1) / 5);
      g_assert_cmpstr (xq_game_get_warnings (games->pdata[0])[0], ==, expected);
      g_assert_null (xq_game_get_warnings (games->pdata[0])[1]);

      /* Written out and read back: the same start, the same warning. */
      written = xq_pgn_write_string (games->pdata[0], XQ_NOTATION_CHINESE, 0);
      again = xq_pgn_read_string (written, -1, "again.pgn", &error);
      g_assert_no_error (error);
      g_clear_pointer (&start, g_free);
      start = xq_game_dup_start_fen (again->pdata[0]);
      g_assert_cmpstr (start, ==, cases[i].fen);
      g_assert_cmpuint (xq_game_count_moves (again->pdata[0]), ==,
                        xq_game_count_moves (games->pdata[0]));
      g_assert_cmpstr (xq_game_get_warnings (again->pdata[0])[0], ==, expected);

      /* A FEN file is recognised and read the same way. */
      from_fen = xq_game_load_bytes (fen_file, NULL, &format, &error);
      g_assert_no_error (error);
      g_assert_cmpint (format, ==, XQ_GAME_FORMAT_FEN);
      g_assert_cmpstr (xq_game_get_warnings (from_fen->pdata[0])[0], ==, expected);
    }

  /* The side not to move in check, and its move first: the moves decide. */
  {
    g_autoptr (GPtrArray) games = read_ok ("[FEN \"3k5/9/9/9/3R5/9/9/9/9/5K3 w - - 0 1\"]\n"
                                           "d9e9 d5d9 *\n");
    g_autofree char *start = xq_game_dup_start_fen (games->pdata[0]);

    g_assert_cmpstr (start, ==, "3k5/9/9/9/3R5/9/9/9/9/5K3 b - - 0 1");
    g_assert_cmpuint (xq_game_count_moves (games->pdata[0]), ==, 2);
  }
}

static void
test_text_record (void)
{
  const char *text =
    "标题：测试\r\n红    方：甲(1)  耗时：  2分\r\n黑方：乙\r\n结果：红胜\r\n"
    "FEN ：rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\r\n\r\n"
    "  1. 炮二平五 马８进７\r\n  2. 马二进三\r\n";
  g_autoptr (GBytes) bytes = g_bytes_new_static (text, strlen (text));
  const char *bad_text = "红方：甲\n1. 炮二平五 车九进九\n";
  g_autoptr (GBytes) bad = g_bytes_new_static (bad_text, strlen (bad_text));
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = NULL;
  XqGameFormat format;
  XqGame *game;

  games = xq_game_load_bytes (bytes, "game.txt", &format, &error);
  g_assert_no_error (error);
  g_assert_cmpint (format, ==, XQ_GAME_FORMAT_TEXT);
  game = games->pdata[0];
  g_assert_cmpstr (xq_game_get_tag (game, "Title"), ==, "测试");
  g_assert_cmpstr (xq_game_get_tag (game, "Red"), ==, "甲(1)");
  g_assert_cmpstr (xq_game_get_tag (game, "Black"), ==, "乙");
  g_assert_cmpstr (xq_game_get_tag (game, "Result"), ==, "1-0");
  g_assert_cmpuint (xq_game_count_main_line (game), ==, 3);
  g_clear_pointer (&games, g_ptr_array_unref);
  games = xq_game_load_bytes (bad, "bad.txt", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (xq_game_count_main_line (games->pdata[0]), ==, 1);
  g_assert_nonnull (strstr (xq_game_get_warnings (games->pdata[0])[0], "line 2"));
}

static void
test_detect (void)
{
  g_autoptr (GBytes) pgn = g_bytes_new_static ("[Game \"Chinese Chess\"]\n", 24);
  g_autoptr (GBytes) junk = g_bytes_new_static ("\x01\x02\x03", 3);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) games = NULL;

  g_assert_cmpint (xq_game_format_detect (pgn, NULL), ==, XQ_GAME_FORMAT_PGN);
  g_assert_cmpint (xq_game_format_detect (junk, "x.bin"), ==, XQ_GAME_FORMAT_UNKNOWN);
  games = xq_game_load_bytes (junk, "x.bin", NULL, &error);
  g_assert_null (games);
  g_assert_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_UNKNOWN_FORMAT);
  g_assert_nonnull (strstr (error->message, "x.bin"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/formats/pgn/comments", test_comments);
  g_test_add_func ("/formats/pgn/variations", test_variations);
  g_test_add_func ("/formats/pgn/nags-and-marks", test_nags_and_marks);
  g_test_add_func ("/formats/pgn/multiple-games", test_multiple_games);
  g_test_add_func ("/formats/pgn/unknown-tags", test_unknown_tags);
  g_test_add_func ("/formats/pgn/odd-tags", test_odd_tags);
  g_test_add_func ("/formats/pgn/handicap-fen", test_handicap_fen);
  g_test_add_func ("/formats/pgn/encodings", test_encodings);
  g_test_add_func ("/formats/pgn/save-gbk", test_save_gbk);
  g_test_add_func ("/formats/pgn/errors", test_errors);
  g_test_add_func ("/formats/pgn/illegal-move-warns", test_illegal_move_warns);
  g_test_add_func ("/formats/pgn/hostile", test_hostile);
  g_test_add_func ("/formats/pgn/fen-string", test_fen_string);
  g_test_add_func ("/formats/pgn/impossible-fen", test_impossible_fen);
  g_test_add_func ("/formats/pgn/text-record", test_text_record);
  g_test_add_func ("/formats/pgn/detect", test_detect);
  return g_test_run ();
}
