/* test-save-format.c — what Save As writes, on both file choosers
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GtkFileChooserNative (GTK < 4.10) reports the "Move format" choice;
 * GtkFileDialog (GTK >= 4.10) reports none (choice NULL) and the setting
 * decides.  Both answers go through xq_save_format_decide (), so this test
 * covers the two paths whatever GTK runs it.
 */
#include "config.h"

#include "xq-save-format.h"

/* GtkFileChooserNative: the user's choice wins over the setting. */
static void
test_choice (void)
{
  static const struct { const char *choice, *setting; XqNotation notation; } cases[] = {
    { "wxf", "chinese", XQ_NOTATION_WXF },
    { "iccs", "wxf", XQ_NOTATION_ICCS },
    { "chinese", "iccs", XQ_NOTATION_CHINESE },
    { "WXF", NULL, XQ_NOTATION_WXF },
    /* Not a choice the chooser offers: the setting, as with no choice. */
    { "chinese-short", "wxf", XQ_NOTATION_WXF },
    { "bogus", "iccs", XQ_NOTATION_ICCS },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      XqSaveFormat f = xq_save_format_decide ("/home/u/Game.pgn", cases[i].choice,
                                              cases[i].setting);

      g_assert_cmpint (f.format, ==, XQ_GAME_FORMAT_PGN);
      g_assert_cmpint (f.notation, ==, cases[i].notation);
    }
}

/* GtkFileDialog: no choice, the "notation" setting decides; the short
 * Chinese notation (not readable back) and nonsense give Chinese. */
static void
test_setting (void)
{
  static const struct { const char *setting; XqNotation notation; const char *proposed; } cases[] = {
    { "chinese", XQ_NOTATION_CHINESE, "chinese" },
    { "wxf", XQ_NOTATION_WXF, "wxf" },
    { "iccs", XQ_NOTATION_ICCS, "iccs" },
    { "chinese-short", XQ_NOTATION_CHINESE, "chinese" },
    { "", XQ_NOTATION_CHINESE, "chinese" },
    { NULL, XQ_NOTATION_CHINESE, "chinese" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      XqSaveFormat f = xq_save_format_decide ("Game.pgn", NULL, cases[i].setting);

      g_assert_cmpint (f.format, ==, XQ_GAME_FORMAT_PGN);
      g_assert_cmpint (f.notation, ==, cases[i].notation);
      g_assert_cmpstr (xq_save_format_default_notation (cases[i].setting), ==, cases[i].proposed);
    }
}

/* The format from the name: PGN for .pgn, no extension or any name that
 * is no other game format's; refused for the formats only read. */
static void
test_extension (void)
{
  static const struct { const char *name; XqGameFormat format; } cases[] = {
    { "a.pgn", XQ_GAME_FORMAT_PGN },
    { "/x/y/A.PGN", XQ_GAME_FORMAT_PGN },
    { "Xiangqi 2026-12-03 15.40.pgn", XQ_GAME_FORMAT_PGN },
    { "game", XQ_GAME_FORMAT_PGN },
    { "notes.txt", XQ_GAME_FORMAT_PGN },
    { ".xqf", XQ_GAME_FORMAT_PGN },           /* a hidden file's name, no extension */
    { "/some.xqf/game", XQ_GAME_FORMAT_PGN }, /* the folder's dot does not count */
    { "a.xqf", XQ_GAME_FORMAT_UNKNOWN },
    { "a.XQF", XQ_GAME_FORMAT_UNKNOWN },
    { "a.cbr", XQ_GAME_FORMAT_UNKNOWN },
    { "a.cbl", XQ_GAME_FORMAT_UNKNOWN },
    { "a.fen", XQ_GAME_FORMAT_UNKNOWN },
    { "a.html", XQ_GAME_FORMAT_UNKNOWN },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_test_message ("%s", cases[i].name);
      g_assert_cmpint (xq_save_format_decide (cases[i].name, NULL, "wxf").format, ==,
                       cases[i].format);
      g_assert_cmpint (xq_save_format_decide (cases[i].name, "iccs", "wxf").format, ==,
                       cases[i].format);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/save-format/file-chooser-choice", test_choice);
  g_test_add_func ("/save-format/file-dialog-setting", test_setting);
  g_test_add_func ("/save-format/extension", test_extension);
  return g_test_run ();
}
