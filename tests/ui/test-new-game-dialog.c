/* test-new-game-dialog.c — the choices of the new game dialog
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "xq-dialog.h"
#include "xq-handicap.h"
#include "xq-new-game-dialog.h"
#include "test-dialog-common.h"
#include "../xq-test-utils.h"

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
  /* The contents alone (never presented): the test holds them. */
  dialog = g_object_ref_sink (xq_new_game_dialog_new (NULL, NULL));
  g_assert_null (xq_dialog_get_for_content (GTK_WIDGET (dialog)));
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
  dialog = g_object_ref_sink (xq_new_game_dialog_new (NULL, NULL));
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
  g_assert_finalize_object (dialog);
}

static void
test_choices (void)
{
  XqNewGameDialog *dialog;
  XqPosition pos, expected;
  XqTimeControl tc;

  if (!test_dialog_init_display ())
    return;
  dialog = g_object_ref_sink (xq_new_game_dialog_new (NULL, NULL));
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
  g_assert_finalize_object (dialog);
}

static void
count (gpointer  instance,
       gpointer  user_data)
{
  (*(int *) user_data)++;
}

/* Shown over a window: Start is the default (Enter), starts once, and the
 * choices are still there to read when "start" comes; Cancel starts
 * nothing. */
static void
test_present (void)
{
  GtkWidget *parent, *host, *start;
  XqNewGameDialog *dialog;
  int started = 0, closed = 0;
  XqPosition pos;

  if (!test_dialog_init_display ())
    return;
  parent = gtk_window_new ();
  gtk_window_present (GTK_WINDOW (parent));
  dialog = g_object_ref (xq_new_game_dialog_new (GTK_WINDOW (parent), NULL));
  g_signal_connect (dialog, "start", G_CALLBACK (count), &started);
  xq_new_game_dialog_present (dialog);
  host = xq_dialog_get_for_content (GTK_WIDGET (dialog));
  g_assert_nonnull (host);
  g_assert_true (gtk_widget_get_root (GTK_WIDGET (dialog)) != NULL);
  gtk_test_widget_wait_for_draw (GTK_WIDGET (dialog));
  xq_dialog_connect_closed (host, G_CALLBACK (count), &closed);
  start = xq_dialog_get_default_widget (host);
  g_assert_true (GTK_IS_BUTTON (start));
  g_assert_true (gtk_widget_is_ancestor (start, xq_dialog_get_header_bar (host)));
  g_assert_true (gtk_widget_get_sensitive (start));
  /* Start has the focus: Enter starts (Cancel comes first in the header). */
  g_assert_true (xq_dialog_get_focus (host) == start);
  if (GTK_IS_WINDOW (host))
    {
      g_assert_true (gtk_window_get_modal (GTK_WINDOW (host)));
      g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (host)) == GTK_WINDOW (parent));
    }
  /* Enter, then a second click before the dialog is gone. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "default.activate", NULL));
  g_signal_emit_by_name (start, "clicked");
  xq_test_settle ();
  g_assert_cmpint (started, ==, 1);
  g_assert_cmpint (closed, ==, 1);
  xq_new_game_dialog_get_start (dialog, &pos);
  g_assert_true (xq_new_game_dialog_get_computer (dialog, XQ_BLACK));
  g_assert_finalize_object (dialog);

  /* Cancel (as Escape): no game. */
  started = closed = 0;
  dialog = g_object_ref (xq_new_game_dialog_new (GTK_WINDOW (parent), NULL));
  g_signal_connect (dialog, "start", G_CALLBACK (count), &started);
  xq_new_game_dialog_present (dialog);
  host = xq_dialog_get_for_content (GTK_WIDGET (dialog));
  xq_dialog_connect_closed (host, G_CALLBACK (count), &closed);
  xq_new_game_dialog_close (dialog);
  xq_test_settle ();
  g_assert_cmpint (started, ==, 0);
  g_assert_cmpint (closed, ==, 1);
  g_assert_finalize_object (dialog);
  gtk_window_destroy (GTK_WINDOW (parent));
}

/* A position that does not parse leaves Start insensitive (Enter does
 * nothing either). */
static void
test_bad_fen (void)
{
  GtkWidget *parent, *host, *start;
  XqNewGameDialog *dialog;
  int started = 0;

  if (!test_dialog_init_display ())
    return;
  parent = gtk_window_new ();
  gtk_window_present (GTK_WINDOW (parent));
  dialog = g_object_ref (xq_new_game_dialog_new (GTK_WINDOW (parent), NULL));
  g_signal_connect (dialog, "start", G_CALLBACK (count), &started);
  xq_new_game_dialog_present (dialog);
  host = xq_dialog_get_for_content (GTK_WIDGET (dialog));
  start = xq_dialog_get_default_widget (host);
  adw_combo_row_set_selected (row (dialog, "start_row"), 1);
  gtk_editable_set_text (GTK_EDITABLE (test_dialog_child (dialog, XQ_TYPE_NEW_GAME_DIALOG, "fen_row")),
                         "not a position");
  g_assert_false (gtk_widget_get_sensitive (start));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "default.activate", NULL);
  g_signal_emit_by_name (start, "clicked");
  xq_test_settle ();
  g_assert_cmpint (started, ==, 0);
  xq_new_game_dialog_close (dialog);
  xq_test_settle ();
  g_assert_finalize_object (dialog);
  gtk_window_destroy (GTK_WINDOW (parent));
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
  g_test_add_func ("/ui/new-game-dialog/present", test_present);
  g_test_add_func ("/ui/new-game-dialog/bad-fen", test_bad_fen);

  return g_test_run ();
}
