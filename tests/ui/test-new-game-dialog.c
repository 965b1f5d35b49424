/* test-new-game-dialog.c — the choices of the new game dialog
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "xq-handicap.h"
#include "xq-new-game-dialog.h"
#include "test-dialog-common.h"

static AdwComboRow *
row (XqNewGameDialog *dialog,
     const char      *name)
{
  /* The rows are template children: look them up by their id. */
  GObject *object = test_dialog_child (dialog, XQ_TYPE_NEW_GAME_DIALOG, name);

  g_assert_true (ADW_IS_COMBO_ROW (object));
  return ADW_COMBO_ROW (object);
}

static void
test_new_destroy (void)
{
  XqNewGameDialog *dialog;

  if (!test_dialog_init_display ())
    return;
  dialog = xq_new_game_dialog_new (NULL, NULL);
  g_object_ref_sink (dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_finalize_object (dialog);
}

static void
test_defaults (void)
{
  XqNewGameDialog *dialog;
  XqPosition pos, start;
  XqTimeControl tc;

  if (!test_dialog_init_display ())
    return;
  dialog = xq_new_game_dialog_new (NULL, NULL);
  /* The user plays red against the computer, no clock, standard start. */
  g_assert_false (xq_new_game_dialog_get_computer (dialog, XQ_RED));
  g_assert_true (xq_new_game_dialog_get_computer (dialog, XQ_BLACK));
  g_assert_cmpint (xq_new_game_dialog_get_level (dialog, XQ_BLACK), >=, 1);
  xq_new_game_dialog_get_start (dialog, &pos);
  xq_position_set_start (&start);
  g_assert_true (xq_position_equal (&pos, &start));
  xq_new_game_dialog_get_time_control (dialog, &tc);
  g_assert_true (xq_time_control_is_none (&tc));
  g_assert_cmpint (xq_new_game_dialog_get_rule_set (dialog), ==, XQ_RULES_CHINESE);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
test_choices (void)
{
  XqNewGameDialog *dialog;
  XqPosition pos, expected;
  XqTimeControl tc;

  if (!test_dialog_init_display ())
    return;
  dialog = xq_new_game_dialog_new (NULL, NULL);
  /* The user plays black: the computer is red and gives two chariots. */
  adw_combo_row_set_selected (row (dialog, "color_row"), 1);
  g_assert_true (xq_new_game_dialog_get_computer (dialog, XQ_RED));
  g_assert_false (xq_new_game_dialog_get_computer (dialog, XQ_BLACK));
  adw_combo_row_set_selected (row (dialog, "handicap_row"), XQ_HANDICAP_BOTH_CHARIOTS);
  xq_new_game_dialog_get_start (dialog, &pos);
  xq_position_set_start (&expected);
  xq_handicap_apply (XQ_HANDICAP_BOTH_CHARIOTS, XQ_RED, &expected);
  g_assert_true (xq_position_equal (&pos, &expected));
  g_assert_cmpint (pos.board[XQ_SQ (0, 0)], ==, XQ_EMPTY);
  /* Two people. */
  adw_combo_row_set_selected (row (dialog, "opponent_row"), 1);
  g_assert_false (xq_new_game_dialog_get_computer (dialog, XQ_RED));
  g_assert_false (xq_new_game_dialog_get_computer (dialog, XQ_BLACK));
  /* A custom clock: 15 minutes and 10 seconds a move by default. */
  adw_combo_row_set_selected (row (dialog, "time_row"),
                              g_list_model_get_n_items (adw_combo_row_get_model (row (dialog, "time_row"))) - 1);
  xq_new_game_dialog_get_time_control (dialog, &tc);
  g_assert_cmpint (tc.kind, ==, XQ_TIME_CONTROL_FISCHER);
  g_assert_cmpint (tc.first.time, ==, 15 * XQ_USEC_PER_MINUTE);
  g_assert_cmpint (tc.increment, ==, 10 * G_USEC_PER_SEC);
  /* The Asian rules. */
  adw_combo_row_set_selected (row (dialog, "rules_row"), 1);
  g_assert_cmpint (xq_new_game_dialog_get_rule_set (dialog), ==, XQ_RULES_ASIAN);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("GSETTINGS_SCHEMA_DIR", XQ_SCHEMA_DIR, TRUE);
  test_dialog_env ();
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ui/new-game-dialog/new-destroy", test_new_destroy);
  g_test_add_func ("/ui/new-game-dialog/defaults", test_defaults);
  g_test_add_func ("/ui/new-game-dialog/choices", test_choices);

  return g_test_run ();
}
