/* test-cbr.c — CCBridge records and libraries, the undocumented variants, damage
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "xq-cbf.h"
#include "xq-cbr.h"
#include "xq-pfc.h"
#include "xq-game.h"
#include "xq-game-format.h"
#include "test-formats-common.h"

typedef struct
{
  const char *file;
  guint moves, main_line, variations, comments, dropped, warnings;
  const char *title;
} CbrCase;

/* Counted with this reader; walker_test.cbr: 102 moves, 11 variations,
 * 13 comments in SOURCES.md too.  The later layout (board at 0x748, points
 * as hex xy) reads except two variation moves that leave the own king in
 * check. */
static const CbrCase cases[] = {
  { "walker_test.cbr", 102, 28, 11, 13, 0, 0, "黄丹青讲座004-破解新式弃马局的攻防要领" },
  { "walker_test2.cbr", 2, 2, 0, 3, 0, 0, "Test" },
  { "zfdang_sample_23_ccbridge_variant.cbr", 15242, 45, 281, 82, 110, 2, "五七炮对屏风马" },
};

static GPtrArray *
read_cbr (GBytes *bytes, GError **error)
{
  return xq_cbr_read (bytes, "fuzz.cbr", error);
}

static GPtrArray *
read_cbf (GBytes *bytes, GError **error)
{
  return xq_cbf_read (bytes, "fuzz.cbf", error);
}

static GPtrArray *
read_pfc (GBytes *bytes, GError **error)
{
  return xq_pfc_read (bytes, "fuzz.pfc", error);
}

static GPtrArray *
read_cbl (GBytes *bytes, GError **error)
{
  return xq_cbl_read (bytes, "fuzz.cbl", error);
}

static void
test_cbr_file (gconstpointer data)
{
  const CbrCase *c = data;
  g_autoptr(GBytes) bytes = xq_test_corpus_bytes ("cbr-cbl", c->file);
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(XqImport) imp = NULL;
  g_autoptr(GError) error = NULL;
  XqGame *game;
  guint n_warnings = 0;

  if (bytes == NULL)
    {
      g_test_skip ("needs ../shared/corpus beside the checkout (real game files kept outside the repository; XQ_CORPUS_DIR)");
      return;
    }
  g_assert_true (xq_cbr_sniff (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes)));
  imp = xq_cbr_decode (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), c->file, 0, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (imp->n_dropped, ==, c->dropped);

  games = xq_cbr_read (bytes, c->file, &error);
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
      g_assert_nonnull (strstr (*w, c->file));
      n_warnings++;
    }
  g_assert_cmpuint (n_warnings, ==, c->warnings);
  g_assert_cmpstr (xq_game_get_tag (game, "Title"), ==, c->title);
  g_assert_cmpstr (xq_game_get_source_format (game), ==, "CBR");
  g_assert_false (xq_game_has_custom_start (game));
  xq_test_check_tree_legal (game);
  if (c->moves < 5000 || g_test_slow ())
    xq_test_round_trip (game);
}

static void
test_walker_test2_moves (void)
{
  g_autoptr(GBytes) bytes = xq_test_corpus_bytes ("cbr-cbl", "walker_test2.cbr");
  g_autoptr(GPtrArray) games = NULL;
  g_autofree char *m1 = NULL;
  g_autofree char *m2 = NULL;
  XqGameNode *n1, *n2;

  if (bytes == NULL)
    {
      g_test_skip ("needs ../shared/corpus beside the checkout (real game files kept outside the repository; XQ_CORPUS_DIR)");
      return;
    }
  games = xq_cbr_read (bytes, NULL, NULL);
  g_assert_nonnull (games);
  n1 = xq_game_node_get_child (xq_game_get_root (games->pdata[0]), 0);
  n2 = xq_game_node_get_child (n1, 0);
  m1 = xq_game_format_move (games->pdata[0], n1, XQ_NOTATION_ICCS, 0);
  m2 = xq_game_format_move (games->pdata[0], n2, XQ_NOTATION_ICCS, 0);
  g_assert_cmpstr (m1, ==, "h2e2");
  g_assert_cmpstr (m2, ==, "h7e7");
  g_assert_nonnull (xq_game_node_get_comment (n1));
  g_assert_nonnull (xq_game_node_get_comment (n2));
}

/* 38 records: 36 games and two text-only records without a board (one of
 * them followed by a stray move), which are skipped with a warning.
 * SOURCES.md counts 3303 moves (the stray one included), 13 variations and
 * 89 comments. */
static void
test_cbl (void)
{
  g_autoptr(GBytes) bytes = xq_test_corpus_bytes ("cbr-cbl", "walker_1989_longhuabei_35.CBL");
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) imports = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *library = NULL;
  guint moves = 0, variations = 0, comments = 0, skipped = 0, warnings = 0;

  if (bytes == NULL)
    {
      g_test_skip ("needs ../shared/corpus beside the checkout (real game files kept outside the repository; XQ_CORPUS_DIR)");
      return;
    }
  g_assert_true (xq_cbl_sniff (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes)));
  imports = xq_cbl_decode (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                           "walker_1989_longhuabei_35.CBL", &skipped, &library, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (imports->len, ==, 36);
  g_assert_cmpuint (skipped, ==, 2);
  g_assert_cmpstr (library, ==, "1989年龙化杯象棋名师邀请赛35局");

  games = xq_cbl_read (bytes, "walker_1989_longhuabei_35.CBL", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 36);
  for (guint i = 0; i < games->len; i++)
    {
      XqGame *game = games->pdata[i];
      const char *const *w = xq_game_get_warnings (game);

      moves += xq_game_count_moves (game);
      variations += xq_game_count_variations (game);
      comments += xq_game_count_comments (game);
      warnings += w != NULL ? g_strv_length ((char **) w) : 0;
      g_assert_cmpstr (xq_game_get_source_format (game), ==, "CBL");
      g_assert_nonnull (xq_game_get_tag (game, "Event"));
      xq_test_check_tree_legal (game);
      xq_test_round_trip (game);
    }
  g_assert_cmpuint (moves, ==, 3302);
  g_assert_cmpuint (variations, ==, 13);
  g_assert_cmpuint (comments, ==, 89);
  g_assert_cmpuint (warnings, ==, 1);
  g_assert_nonnull (strstr (xq_game_get_warnings (games->pdata[0])[0], "2"));
}

/* The compressed library (undocumented): 47 single-line records, every
 * move legal; variations are records of their own ("局一  (变 2)"). */
static void
test_zlib_library (void)
{
  g_autoptr(GBytes) bytes = xq_test_corpus_bytes ("cbr-cbl", "zfdang_sample_21_MeiHuaPu_zlib.cbl");
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  guint moves = 0;
  XqGame *first;

  if (bytes == NULL)
    {
      g_test_skip ("needs ../shared/corpus beside the checkout (real game files kept outside the repository; XQ_CORPUS_DIR)");
      return;
    }
  games = xq_cbl_read (bytes, "zfdang_sample_21_MeiHuaPu_zlib.cbl", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 47);
  for (guint i = 0; i < games->len; i++)
    {
      XqGame *game = games->pdata[i];

      moves += xq_game_count_moves (game);
      g_assert_cmpuint (xq_game_count_variations (game), ==, 0);
      g_assert_cmpuint (xq_game_count_comments (game), ==, 0);
      g_assert_null (xq_game_get_warnings (game) != NULL ? xq_game_get_warnings (game)[0] : NULL);
      g_assert_cmpstr (xq_game_get_source_encoding (game), ==, "GBK");
      xq_test_check_tree_legal (game);
    }
  g_assert_cmpuint (moves, ==, 1970);
  first = games->pdata[0];
  g_assert_cmpuint (xq_game_count_moves (first), ==, 52);
  g_assert_cmpstr (xq_game_get_tag (first, "Title"), ==, "让先屏风马破当头直车局  局一");
  g_assert_cmpstr (xq_game_get_tag (first, "Event"), ==, "梅花谱");
  g_assert_cmpstr (xq_game_get_tag (first, "Result"), ==, "0-1");
  g_assert_false (xq_game_has_custom_start (first));
  xq_test_round_trip (first);

  /* Damaged compressed data: a clear error. */
  {
    g_autoptr(GBytes) cut = g_bytes_new_from_bytes (bytes, 0, 3000);
    g_autoptr(GPtrArray) none = xq_cbl_read (cut, "cut.cbl", &error);

    g_assert_null (none);
    g_assert_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_TRUNCATED);
    g_assert_nonnull (strstr (error->message, "cut.cbl"));
  }
}

static void
test_bad_input (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree guint8 *buf = g_malloc0 (4096);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GPtrArray) games = NULL;

  g_assert_null (xq_cbr_decode ((const guint8 *) "CCBridge", 8, "a.cbr", 0, &error));
  g_assert_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_UNKNOWN_FORMAT);
  g_clear_error (&error);

  memcpy (buf, XQ_CBR_MAGIC, 16);
  g_assert_null (xq_cbr_decode (buf, 2000, "a.cbr", 0, &error));
  g_assert_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_TRUNCATED);
  g_clear_error (&error);

  /* A record without a board. */
  g_assert_null (xq_cbr_decode (buf, 4096, "a.cbr", 0, &error));
  g_assert_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_BAD_FEN);
  g_assert_nonnull (strstr (error->message, "2120"));
  g_clear_error (&error);

  /* A library header and nothing else. */
  memcpy (buf, XQ_CBL_MAGIC, 16);
  bytes = g_bytes_new (buf, 4096);
  games = xq_cbl_read (bytes, "a.cbl", &error);
  g_assert_null (games);
  g_assert_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_NO_GAME);
}

/* The other/ files in XML formats: CCBridge CBF and PengFei PFC.  (The two
 * plain-text exports there are read by the text-record reader and counted
 * in tests/data/formats/corpus-pgn.txt.) */
static void
test_other_files (void)
{
  static const struct
  {
    const char *file;
    XqGameFormat format;
    guint moves, comments;
  } files[] = {
    { "walker_test.cbf", XQ_GAME_FORMAT_CBF, 50, 8 },
    { "zfdang_sample_31_pengfei.pfc", XQ_GAME_FORMAT_PFC, 3, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr(GBytes) bytes = xq_test_corpus_bytes ("other", files[i].file);
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) games = NULL;
      XqGameFormat format = XQ_GAME_FORMAT_PGN;
      XqGame *game;

      if (bytes == NULL)
        {
          g_test_skip ("needs ../shared/corpus beside the checkout (real game files kept outside the repository; XQ_CORPUS_DIR)");
          return;
        }
      g_assert_cmpint (xq_game_format_detect (bytes, files[i].file), ==, files[i].format);
      games = xq_game_load_bytes (bytes, files[i].file, &format, &error);
      if (files[i].format == XQ_GAME_FORMAT_UNKNOWN)
        {
          g_assert_null (games);
          g_assert_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_UNKNOWN_FORMAT);
          g_assert_nonnull (strstr (error->message, files[i].file));
          g_test_message ("%s", error->message);
          continue;
        }
      g_assert_no_error (error);
      g_assert_cmpint (format, ==, files[i].format);
      g_assert_cmpuint (games->len, ==, 1);
      game = games->pdata[0];
      g_assert_cmpuint (xq_game_count_moves (game), ==, files[i].moves);
      g_assert_cmpuint (xq_game_count_main_line (game), ==, files[i].moves);
      g_assert_cmpuint (xq_game_count_comments (game), ==, files[i].comments);
      g_assert_null (xq_game_get_warnings (game) != NULL ? xq_game_get_warnings (game)[0] : NULL);
      xq_test_check_tree_legal (game);
      xq_test_round_trip (game);
    }
}

static void
test_xml_details (void)
{
  g_autoptr(GBytes) cbf = xq_test_corpus_bytes ("other", "walker_test.cbf");
  g_autoptr(GBytes) pfc = xq_test_corpus_bytes ("other", "zfdang_sample_31_pengfei.pfc");
  g_autoptr(GPtrArray) a = NULL;
  g_autoptr(GPtrArray) b = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *fen = NULL;
  g_autofree char *first = NULL;
  XqGameNode *node;

  if (cbf == NULL || pfc == NULL)
    {
      g_test_skip ("needs ../shared/corpus beside the checkout (real game files kept outside the repository; XQ_CORPUS_DIR)");
      return;
    }
  a = xq_cbf_read (cbf, "walker_test.cbf", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (xq_game_get_tag (a->pdata[0], "ECCO"), ==, "C03");
  g_assert_cmpstr (xq_game_get_comment (a->pdata[0]), ==, "中炮横车盘头马对屏风马双炮巡河");
  node = xq_game_node_get_child (xq_game_get_root (a->pdata[0]), 0);
  first = xq_game_format_move (a->pdata[0], node, XQ_NOTATION_ICCS, 0);
  g_assert_cmpstr (first, ==, "h2e2");

  b = xq_pfc_read (pfc, "zfdang_sample_31_pengfei.pfc", &error);
  g_assert_no_error (error);
  fen = xq_game_dup_start_fen (b->pdata[0]);
  g_assert_cmpstr (fen, ==, "4ka3/8R/9/7N1/9/9/9/9/4A4/crBAK4 w - - 0 1");
  node = xq_game_node_get_line_end (xq_game_get_root (b->pdata[0]));
  g_assert_cmpstr (xq_game_node_get_comment (node), ==, "杀！(红胜)");
  g_clear_pointer (&a, g_ptr_array_unref);
  g_clear_pointer (&b, g_ptr_array_unref);

  /* Malformed XML: an error naming line and column. */
  {
    static const char text[] = "<ChineseChessRecord><Head>";
    static const char text2[] = "<n m=\"x\"><n m=\"h0h1\"/></n>";
    g_autoptr(GBytes) bad = g_bytes_new_static (text, strlen (text));
    g_autoptr(GBytes) bad2 = g_bytes_new_static (text2, strlen (text2));

    a = xq_cbf_read (bad, "bad.cbf", &error);
    g_assert_null (a);
    g_assert_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_SYNTAX);
    g_assert_nonnull (strstr (error->message, "bad.cbf: line"));
    g_clear_error (&error);
    b = xq_pfc_read (bad2, "bad.pfc", &error);
    g_assert_null (b);
    g_assert_error (error, XQ_GAME_ERROR, XQ_GAME_ERROR_BAD_FEN);
  }
}

typedef struct
{
  const char *dir;
  const char *file;
  XqTestReader read;
} DamageCase;

static void
test_damaged (gconstpointer data)
{
  const DamageCase *c = data;
  xq_test_damage_corpus_file (c->dir, c->file, c->read);
}

int
main (int argc, char *argv[])
{
  static const DamageCase damage[] = {
    { "cbr-cbl", "walker_test.cbr", read_cbr },
    { "cbr-cbl", "walker_test2.cbr", read_cbr },
    { "cbr-cbl", "zfdang_sample_23_ccbridge_variant.cbr", read_cbr },
    { "cbr-cbl", "walker_1989_longhuabei_35.CBL", read_cbl },
    { "cbr-cbl", "zfdang_sample_21_MeiHuaPu_zlib.cbl", read_cbl },
    { "other", "walker_test.cbf", read_cbf },
    { "other", "zfdang_sample_31_pengfei.pfc", read_pfc },
  };

  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/formats/cbr/corpus/%s", cases[i].file);

      g_test_add_data_func (path, &cases[i], test_cbr_file);
    }
  for (guint i = 0; i < G_N_ELEMENTS (damage); i++)
    {
      g_autofree char *path = g_strdup_printf ("/formats/cbr/damaged/%s", damage[i].file);

      g_test_add_data_func (path, &damage[i], test_damaged);
    }
  g_test_add_func ("/formats/cbr/walker-test2-moves", test_walker_test2_moves);
  g_test_add_func ("/formats/cbr/library", test_cbl);
  g_test_add_func ("/formats/cbr/zlib-library", test_zlib_library);
  g_test_add_func ("/formats/cbr/bad-input", test_bad_input);
  g_test_add_func ("/formats/cbr/other-formats", test_other_files);
  g_test_add_func ("/formats/cbr/xml-details", test_xml_details);
  return g_test_run ();
}
