/* test-explorer.c — the explorer pane on a small library: its rows, the
 * counts it shows, a row played, a position no game reaches, no library
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-explorer-pane.h"
#include "xq-game.h"

#include <adwaita.h>

#include "../library/xq-library-fixture.h"


static void
on_move (XqExplorerPane *pane, guint move, guint *out)
{
  *out = move;
}

static GtkListBox *
find_list (GtkWidget *widget)
{
  return GTK_LIST_BOX (xq_fixture_find_type (widget, GTK_TYPE_LIST_BOX));
}

static guint
n_rows (GtkListBox *list)
{
  guint n = 0;
  while (gtk_list_box_get_row_at_index (list, (int) n) != NULL)
    n++;
  return n;
}

static void
test_explorer (void)
{
  g_autofree char *dir = g_dir_make_tmp ("xq-explorer-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "lib.sqlite", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (XqLibrary) lib = xq_library_open (path, &error);
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  const char *a[] = { "h2e2", "h9g7", NULL };
  const char *b[] = { "h2e2", "b9c7", NULL };
  const char *c[] = { "b0c2", "h9g7", NULL };
  XqLibraryImportStats st = { 0 };
  XqExplorerPane *pane = g_object_ref_sink (g_object_new (XQ_TYPE_EXPLORER_PANE, NULL));
  GtkWidget *window = gtk_window_new ();
  GtkListBox *list;
  XqPosition pos;
  XqUndo undo;
  guint played = 0;

  g_assert_no_error (error);
  g_ptr_array_add (games, xq_fixture_game (NULL, NULL, NULL, "2001.01.01", "1-0", a));
  g_ptr_array_add (games, xq_fixture_game (NULL, NULL, NULL, "2001.01.01", "0-1", b));
  g_ptr_array_add (games, xq_fixture_game (NULL, NULL, NULL, "2001.01.01", "1/2-1/2", c));
  g_assert_true (xq_library_add_games (lib, games, NULL, &st, &error));
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (pane));
  gtk_window_present (GTK_WINDOW (window));
  list = find_list (GTK_WIDGET (pane));
  g_assert_nonnull (list);

  /* No library: no rows. */
  xq_position_set_start (&pos);
  xq_explorer_pane_set_position (pane, &pos);
  g_assert_cmpuint (n_rows (list), ==, 0);

  xq_explorer_pane_set_library (pane, lib, NULL);
  xq_explorer_pane_set_position (pane, &pos);
  g_assert_cmpuint (n_rows (list), ==, 2);
  /* Most played first: 炮二平五 in 2 games. */
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0))), ==,
                   "炮二平五: 2 games, red won 1, 0 drawn, black won 1");
  g_signal_connect (pane, "move-activated", G_CALLBACK (on_move), &played);
  g_signal_emit_by_name (list, "row-activated", gtk_list_box_get_row_at_index (list, 0));
  g_assert_cmpuint (played, !=, 0);
  /* It follows the board. */
  xq_position_make_move (&pos, (XqMove) played, &undo);
  xq_explorer_pane_set_position (pane, &pos);
  g_assert_cmpuint (n_rows (list), ==, 2);
  /* The filter: from 2005 no game is left; back to any year, both. */
  {
    GtkSpinButton *from = GTK_SPIN_BUTTON (xq_fixture_find_type (GTK_WIDGET (pane), GTK_TYPE_SPIN_BUTTON));
    gtk_spin_button_set_value (from, 2005);
    g_assert_cmpuint (n_rows (list), ==, 0);
    gtk_spin_button_set_value (from, 2000);
    g_assert_cmpuint (n_rows (list), ==, 2);
    gtk_spin_button_set_value (from, 0);
  }
  /* A position no game reaches. */
  xq_position_set_start (&pos);
  xq_position_set_side (&pos, XQ_BLACK);
  xq_explorer_pane_set_position (pane, &pos);
  g_assert_cmpuint (n_rows (list), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (pane);
  xq_library_import_stats_clear (&st);
}

static void
no_display (void)
{
  g_test_skip ("no display");
}

int
main (int argc, char **argv)
{
  /* Warnings are fatal: no accessibility bus (CI has none to reach). */
  g_setenv ("GTK_A11Y", "none", FALSE);
  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      g_test_add_func ("/explorer/pane", no_display);
      return g_test_run ();
    }
  adw_init ();
  xq_core_init ();
  g_test_add_func ("/explorer/pane", test_explorer);
  return g_test_run ();
}
