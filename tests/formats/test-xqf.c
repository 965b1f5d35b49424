/* test-xqf.c — the XQF reader on every corpus file, and on damaged copies
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "xq-fen.h"
#include "xq-game.h"
#include "xq-xqf.h"
#include "test-formats-common.h"

typedef struct
{
  const char *file;
  guint version;
  guint moves;      /* all moves below the root */
  guint main_line;  /* plies of the main line */
  guint variations; /* children other than the first */
  guint comments;   /* nodes with a comment, the root included */
  guint dropped;    /* moves left out (impossible move and what follows) */
  guint warnings;
  const char *fen;  /* start position (NULL: the usual one, red to move) */
  const char *red;  /* Red tag, or NULL */
  const char *result;
} XqfCase;

/* Counted with this reader and checked against SOURCES.md. */
static const XqfCase cases[] = {
  { "eleeye_SAMPLE_v12.XQF", 18, 75, 75, 0, 12, 0, 0,
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/1C5C1/9/RN2K2NR w - - 0 1", "许银川", "1-0" },
  { "hbsxcjp_buju_xianjing_v0C.XQF", 12, 29, 29, 0, 1, 0, 0, NULL, NULL, "1-0" },
  { "hbsxcjp_chebing_029_v0A.xqf", 10, 6, 6, 0, 1, 0, 0,
    "4k4/P3a4/5r3/8p/2b6/9/9/7R1/4K4/9 w - - 0 1", NULL, "1/2-1/2" },
  { "hbsxcjp_wuyangbei_r1_v10.XQF", 16, 183, 84, 13, 30, 0, 0, NULL, NULL, "0-1" },
  { "hbsxcjp_zhangqiang_huronghua_v0D.xqf", 13, 60, 60, 0, 0, 0, 0, NULL, "北京张强", "1/2-1/2" },
  { "walker_030_v12.XQF", 18, 41, 37, 1, 8, 0, 0, NULL, "黄松轩", "1-0" },
  { "walker_BadMoveTest2_v0C.xqf", 12, 39, 35, 1, 3, 0, 0, NULL, "林糟霖", "1-0" },
  { "walker_FiveGoatsTest_v12.xqf", 18, 32124, 77, 348, 51, 0, 0, NULL, "小红", NULL },
  { "walker_NoMove_v12.xqf", 18, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL },
  { "walker_WildHouse_v12.xqf", 18, 1668, 65, 138, 202, 11, 1,
    "2bak4/4a4/4b4/9/6NRR/2B6/1rP1P4/3pB4/4p4/3K5 w - - 0 1", NULL, "1/2-1/2" },
  { "walker_game_varations_v12.xqf", 18, 24, 8, 5, 0, 0, 0, NULL, "红方棋手", NULL },
  { "walker_test1_v0A.xqf", 10, 110, 110, 0, 11, 0, 0, NULL, "柳大华", "0-1" },
  { "walker_test_v12.xqf", 18, 110, 110, 0, 11, 0, 0, NULL, "柳大华", "0-1" },
  { "walker_ucci_test1_v10.xqf", 16, 43, 43, 0, 1, 0, 0,
    "2b1kabn1/4aR3/3R2N2/4p1p2/5P3/4P4/3N2Pr1/4C1n2/3pAr3/4K3c w - - 0 1", NULL, "1-0" },
  { "zfdang_badmove_v12.XQF", 18, 69, 56, 3, 2, 1, 1, NULL, "任德纯", "0-1" },
  { "zfdang_blackfirst_whoplay0_v0A.xqf", 10, 92, 9, 10, 20, 0, 0,
    "2b1ka3/n3a4/3rc4/p7p/2n4rc/2N1C1R2/P1P1N1P2/9/R3C4/2BAKAB2 b - - 0 1", NULL, "0-1" },
  { "zfdang_blackfirst_whoplay1_v12.XQF", 18, 29, 29, 0, 2, 0, 0,
    "2ba1k3/4a1P2/4b4/3P1P3/9/9/3n5/2N1p4/2p1A4/3K1A3 b - - 0 1", "广东杨官璘", "0-1" },
  { "zfdang_longtitle_v0A.xqf", 10, 96, 70, 5, 16, 0, 0, NULL, NULL, NULL },
  { "zfdang_paodabiancheng_v0F.XQF", 15, 17, 7, 1, 0, 0, 0,
    "P2k5/1r7/1C1P1P3/9/9/9/9/9/7p1/4K4 w - - 0 1", NULL, "1-0" },
  { "zfdang_truncated_v0A.xqf", 10, 0, 0, 0, 0, 0, 1,
    "3k1a3/4an3/9/1R7/9/9/9/9/9/4K4 w - - 0 1", NULL, NULL },
  { "zfdang_varcomment_v10.XQF", 16, 22, 14, 2, 5, 0, 0,
    "4k4/4a4/4b1P2/3P5/9/9/9/9/9/5K3 w - - 0 1", NULL, "1/2-1/2" },
  { "zfdang_wanchunlin_liudahua_v0B.xqf", 11, 92, 92, 0, 0, 0, 0, NULL, "上海万春林", "0-1" },
};

static void
test_corpus_file (gconstpointer data)
{
  const XqfCase *c = data;
  g_autoptr(GBytes) bytes = xq_test_corpus_bytes ("xqf", c->file);
  g_autoptr(GError) error = NULL;
  g_autoptr(XqImport) imp = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *fen = NULL;
  const guint8 *d;
  gsize len;
  guint version = 0, moves, variations, comments, main_line;
  XqGame *game;
  guint n_warnings = 0;

  if (bytes == NULL)
    {
      g_test_skip ("needs ../shared/corpus beside the checkout (real game files kept outside the repository; XQ_CORPUS_DIR)");
      return;
    }
  d = g_bytes_get_data (bytes, &len);
  g_assert_true (xq_xqf_sniff (d, len));
  imp = xq_xqf_decode (d, len, c->file, &version, &error);
  g_assert_no_error (error);
  g_assert_nonnull (imp);
  g_assert_cmpuint (version, ==, c->version);
  xq_import_count (imp, &moves, &variations, &comments, &main_line);
  g_assert_cmpuint (moves, ==, c->moves);
  g_assert_cmpuint (main_line, ==, c->main_line);
  g_assert_cmpuint (variations, ==, c->variations);
  g_assert_cmpuint (comments, ==, c->comments);
  g_assert_cmpuint (imp->n_dropped, ==, c->dropped);
  g_assert_cmpuint (imp->warnings->len, ==, c->warnings);

  /* The same through the reader and the model. */
  games = xq_xqf_read (bytes, c->file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 1);
  game = games->pdata[0];
  g_assert_cmpuint (xq_game_count_moves (game), ==, c->moves);
  g_assert_cmpuint (xq_game_count_main_line (game), ==, c->main_line);
  g_assert_cmpuint (xq_game_count_variations (game), ==, c->variations);
  g_assert_cmpuint (xq_game_count_comments (game), ==, c->comments);
  for (const char *const *w = xq_game_get_warnings (game); w != NULL && *w != NULL; w++)
    {
      g_test_message ("%s: %s", c->file, *w);
      g_assert_nonnull (strstr (*w, c->file));
      n_warnings++;
    }
  g_assert_cmpuint (n_warnings, ==, c->warnings);
  fen = xq_game_dup_start_fen (game);
  g_assert_cmpstr (fen, ==, c->fen != NULL ? c->fen : XQ_START_FEN);
  g_assert_cmpstr (xq_game_get_tag (game, "Red"), ==, c->red);
  g_assert_cmpstr (xq_game_get_tag (game, "Result"), ==, c->result);
  g_assert_cmpstr (xq_game_get_source_format (game), ==, "XQF");
  xq_test_check_tree_legal (game);
  if (c->moves < 5000 || g_test_slow ())
    xq_test_round_trip (game);
}

/* The encrypted copy (1.2) and the plain one (1.0) of one game agree. */
static void
test_encrypted_equals_plain (void)
{
  g_autoptr(GBytes) a = xq_test_corpus_bytes ("xqf", "walker_test1_v0A.xqf");
  g_autoptr(GBytes) b = xq_test_corpus_bytes ("xqf", "walker_test_v12.xqf");
  g_autoptr(GPtrArray) ga = NULL;
  g_autoptr(GPtrArray) gb = NULL;
  XqGameNode *na, *nb;

  if (a == NULL || b == NULL)
    {
      g_test_skip ("needs ../shared/corpus beside the checkout (real game files kept outside the repository; XQ_CORPUS_DIR)");
      return;
    }
  ga = xq_xqf_read (a, NULL, NULL);
  gb = xq_xqf_read (b, NULL, NULL);
  g_assert_nonnull (ga);
  g_assert_nonnull (gb);
  na = xq_game_get_root (ga->pdata[0]);
  nb = xq_game_get_root (gb->pdata[0]);
  while (na != NULL && nb != NULL)
    {
      g_assert_cmpuint (xq_game_node_get_move (na), ==, xq_game_node_get_move (nb));
      /* The last comment of the encrypted copy has an advert appended. */
      if (xq_game_node_get_n_children (na) > 0)
        g_assert_cmpstr (xq_game_node_get_comment (na), ==, xq_game_node_get_comment (nb));
      na = xq_game_node_get_child (na, 0);
      nb = xq_game_node_get_child (nb, 0);
    }
  g_assert_null (na);
  g_assert_null (nb);
  /* GBK comment text of the encrypted file. */
  g_assert_nonnull (xq_game_get_comment (gb->pdata[0]));
  g_assert_true (g_utf8_validate (xq_game_get_comment (gb->pdata[0]), -1, NULL));
}

/* Web-page spaces in comments become plain spaces. */
static void
test_nbsp (void)
{
  g_autoptr(GBytes) bytes = xq_test_corpus_bytes ("xqf", "zfdang_blackfirst_whoplay1_v12.XQF");
  g_autoptr(GPtrArray) games = NULL;
  XqGameNode *node;

  if (bytes == NULL)
    {
      g_test_skip ("needs ../shared/corpus beside the checkout (real game files kept outside the repository; XQ_CORPUS_DIR)");
      return;
    }
  games = xq_xqf_read (bytes, NULL, NULL);
  g_assert_nonnull (games);
  node = xq_game_get_root (games->pdata[0]);
  for (guint i = 0; i < 7; i++)
    node = xq_game_node_get_child (node, 0);
  /* (The model trims the leading spaces.) */
  g_assert_true (g_str_has_prefix (xq_game_node_get_comment (node), "狼牙山人注："));
  g_assert_null (strstr (xq_game_node_get_comment (node), "&nbsp;"));
}

static void
test_expected_moves (gconstpointer data)
{
  const char *const *pair = data;
  g_autoptr(GBytes) bytes = xq_test_corpus_bytes ("xqf", pair[0]);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;

  if (bytes == NULL)
    {
      g_test_skip ("needs ../shared/corpus beside the checkout (real game files kept outside the repository; XQ_CORPUS_DIR)");
      return;
    }
  games = xq_xqf_read (bytes, pair[0], &error);
  g_assert_no_error (error);
  xq_test_check_expected_moves (games->pdata[0], pair[1]);
}

static void
test_bad_headers (void)
{
  g_autoptr(GError) error = NULL;
  guint8 buf[XQ_XQF_HEADER_SIZE] = { 'X', 'Q', 10 };
  g_autoptr(XqImport) imp = NULL;

  g_assert_null (xq_xqf_decode ((const guint8 *) "PK", 2, "a.xqf", NULL, &error));
  g_assert_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_UNKNOWN_FORMAT);
  g_assert_nonnull (strstr (error->message, "a.xqf"));
  g_clear_error (&error);

  buf[2] = 9;
  g_assert_null (xq_xqf_decode (buf, sizeof buf, "a.xqf", NULL, &error));
  g_assert_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_FAILED);
  g_clear_error (&error);

  buf[2] = 10;
  g_assert_null (xq_xqf_decode (buf, 600, "a.xqf", NULL, &error));
  g_assert_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_TRUNCATED);
  g_assert_nonnull (strstr (error->message, "600"));
  g_clear_error (&error);

  /* All points zero: 32 pieces on a0. */
  g_assert_null (xq_xqf_decode (buf, sizeof buf, "a.xqf", NULL, &error));
  g_assert_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_BAD_FEN);
  g_clear_error (&error);

  /* No pieces at all: an empty board (see test_impossible_starts). */
  memset (buf + 16, 0xFF, 32);
  imp = xq_xqf_decode (buf, sizeof buf, "a.xqf", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (xq_position_impossible (&imp->start), ==, XQ_IMPOSSIBLE_NO_KING);
  g_clear_pointer (&imp, xq_import_free);

  /* Two kings and nothing else, no record: a game without moves and a
   * warning about the missing root record. */
  buf[16 + 4] = 40;
  buf[16 + 20] = 49 - 1 * 10 + 0; /* d9 */
  imp = xq_xqf_decode (buf, sizeof buf, "a.xqf", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (xq_import_n_nodes (imp), ==, 1);
  g_assert_cmpuint (imp->warnings->len, ==, 1);
}

/* Start positions no game reaches, as a real collection holds them (issue
 * 22): each loads as written, with its moves and a warning naming what is
 * impossible.  Pieces are "index=square" (the XQF piece order: R N B A K A
 * B N R C C P P P P P for red, then the same for black). */
typedef struct
{
  const char *pieces;
  gboolean black_first; /* the header's side byte */
  const char *moves;    /* ICCS, the main line */
  const char *fen;      /* the start kept */
  const char *problem;  /* in the warning, or NULL for none */
} ImpossibleXqf;

static const ImpossibleXqf impossible_xqf[] = {
  /* A mating exercise without the attacker's king. */
  { "20=e9 0=a0", FALSE, "a0a9 e9e8", "4k4/9/9/9/9/9/9/9/9/R8 w - - 0 1", "Red has no king" },
  { "4=e0 0=a0", FALSE, "a0a9", "9/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", "Black has no king" },
  /* The side byte says red, but black is in check and moves first. */
  { "4=f0 20=d9 0=d5", FALSE, "d9e9", "3k5/9/9/9/3R5/9/9/9/9/5K3 b - - 0 1", NULL },
  /* The side byte says black, but red moves first: the moves decide. */
  { "4=f0 20=d9 0=a0", TRUE, "a0a1", "3k5/9/9/9/9/9/9/9/9/R4K3 w - - 0 1", NULL },
  { "4=e0 20=d9 11=a1", FALSE, "a1a2", "3k5/9/9/9/9/9/9/9/P8/4K4 w - - 0 1",
    "a soldier behind its starting rank" },
  { "4=e0 20=d9 3=a4", FALSE, "e0e1", "3k5/9/9/9/9/A8/9/9/9/4K4 w - - 0 1",
    "an advisor on a point it can never reach" },
  { "4=e0 20=d9 2=b1", FALSE, "b1d3", "3k5/9/9/9/9/9/9/9/1B7/4K4 w - - 0 1",
    "an elephant on a point it can never reach" },
  { "4=e4 20=d9 0=a0", FALSE, "a0a1", "3k5/9/9/9/9/4K4/9/9/9/R8 w - - 0 1",
    "a king outside its palace" },
  { "4=e0 20=e9 0=a0", FALSE, "e0d0", "4k4/9/9/9/9/9/9/9/9/R3K4 w - - 0 1",
    "the kings face each other" },
};

/* One XQF 1.0 file: no keys, records of 4 bytes and a comment length. */
static GBytes *
make_xqf (const ImpossibleXqf *c)
{
  g_autoptr(GByteArray) out = g_byte_array_new ();
  g_auto(GStrv) pieces = g_strsplit (c->pieces, " ", -1);
  g_auto(GStrv) moves = g_strsplit (c->moves, " ", -1);
  guint n_moves = g_strv_length (moves);
  guint8 h[XQ_XQF_HEADER_SIZE] = { 'X', 'Q', 10 };

  memset (h + 16, 0xFF, 32);
  for (guint i = 0; pieces[i] != NULL; i++)
    {
      const char *at = strchr (pieces[i], '=');
      guint index = (guint) g_ascii_strtoull (pieces[i], NULL, 10);

      h[16 + index] = (guint8) ((at[1] - 'a') * 10 + (at[2] - '0'));
    }
  h[0x32] = c->black_first ? 1 : 0;
  g_byte_array_append (out, h, sizeof h);
  for (guint i = 0; i <= n_moves; i++)
    {
      /* The root record first, then one record a move. */
      const char *m = i == 0 ? "a0a0" : moves[i - 1];
      guint8 rec[8] = {
        (guint8) ((m[0] - 'a') * 10 + (m[1] - '0') + 24),
        (guint8) ((m[2] - 'a') * 10 + (m[3] - '0') + 32),
        i < n_moves ? 0xF0 : 0, 0, 0, 0, 0, 0,
      };
      g_byte_array_append (out, rec, sizeof rec);
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&out));
}

static void
test_impossible_starts (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (impossible_xqf); i++)
    {
      const ImpossibleXqf *c = &impossible_xqf[i];
      g_autoptr(GBytes) bytes = make_xqf (c);
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) games = xq_xqf_read (bytes, "exercise.xqf", &error);
      g_autofree char *fen = NULL;
      g_autofree char *moves = NULL;
      const char *const *warnings;
      GString *line = g_string_new (NULL);

      g_test_message ("case %u: %s", i, c->pieces);
      g_assert_no_error (error);
      fen = xq_game_dup_start_fen (games->pdata[0]);
      g_assert_cmpstr (fen, ==, c->fen);
      for (XqGameNode *n = xq_game_node_get_child (xq_game_get_root (games->pdata[0]), 0);
           n != NULL; n = xq_game_node_get_child (n, 0))
        {
          g_autofree char *m = xq_game_format_move (games->pdata[0], n, XQ_NOTATION_ICCS, 0);
          g_string_append_printf (line, line->len > 0 ? " %s" : "%s", m);
        }
      moves = g_string_free (line, FALSE);
      g_assert_cmpstr (moves, ==, c->moves);
      warnings = xq_game_get_warnings (games->pdata[0]);
      if (c->problem == NULL)
        g_assert_null (warnings[0]);
      else
        {
          g_autofree char *expected =
            g_strdup_printf ("impossible start position: %s; it is kept as written", c->problem);
          g_assert_cmpstr (warnings[0], ==, expected);
          g_assert_null (warnings[1]);
        }
    }
}

static GPtrArray *
read_any (GBytes *bytes, GError **error)
{
  return xq_xqf_read (bytes, "fuzz.xqf", error);
}

static void
test_damaged (gconstpointer data)
{
  const XqfCase *c = data;
  xq_test_damage_corpus_file ("xqf", c->file, read_any);
}

int
main (int argc, char *argv[])
{
  static const char *const expected[][2] = {
    { "walker_test1_v0A.xqf", "walker_test1_move.txt" },
    { "walker_test_v12.xqf", "walker_test1_move.txt" },
    { "walker_ucci_test1_v10.xqf", "walker_ucci_test1_move.txt" },
  };

  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/formats/xqf/corpus/%s", cases[i].file);
      g_autofree char *damaged = g_strdup_printf ("/formats/xqf/damaged/%s", cases[i].file);

      g_test_add_data_func (path, &cases[i], test_corpus_file);
      g_test_add_data_func (damaged, &cases[i], test_damaged);
    }
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *path = g_strdup_printf ("/formats/xqf/expected/%s", expected[i][0]);

      g_test_add_data_func (path, expected[i], test_expected_moves);
    }
  g_test_add_func ("/formats/xqf/encrypted-equals-plain", test_encrypted_equals_plain);
  g_test_add_func ("/formats/xqf/bad-headers", test_bad_headers);
  g_test_add_func ("/formats/xqf/impossible-starts", test_impossible_starts);
  g_test_add_func ("/formats/xqf/nbsp", test_nbsp);
  return g_test_run ();
}
