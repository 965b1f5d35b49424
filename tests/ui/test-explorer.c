/* test-explorer.c — the explorer pane on a small library: its rows, the
 * counts it shows, the openings its moves lead to, its filters, a row
 * played, a position no game reaches, no library; blocked in the window
 * while a game against the computer is played
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-explorer-pane.h"
#include "xq-library-edit.h"
#include "xq-game.h"
#include "xq-window.h"
#include "xq-window-private.h"

#include <string.h>

#include <adwaita.h>

#include "../library/xq-library-fixture.h"
#include "../xq-test-utils.h"


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
  g_autofree char *path = NULL;
  g_autoptr (XqLibrary) lib = xq_fixture_library ("explorer", &path);
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  const char *a[] = { "h2e2", "h9g7", NULL };
  const char *b[] = { "h2e2", "b9c7", NULL };
  const char *c[] = { "b0c2", "h9g7", NULL };
  XqExplorerPane *pane = g_object_ref_sink (g_object_new (XQ_TYPE_EXPLORER_PANE, NULL));
  GtkWidget *window = gtk_window_new ();
  GtkListBox *list;
  XqPosition pos;
  XqUndo undo;
  guint played = 0;

  g_ptr_array_add (games, xq_fixture_game ("胡荣华", "杨官璘", "全国个人赛", "2001.01.01", "1-0", a));
  g_ptr_array_add (games, xq_fixture_game ("许银川", "胡荣华", "五羊杯", "2001.01.01", "0-1", b));
  g_ptr_array_add (games, xq_fixture_game ("吕钦", "许银川", "全国个人赛", "2001.01.01", "1/2-1/2", c));
  xq_fixture_add_games (lib, games);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (pane));
  gtk_window_present (GTK_WINDOW (window));
  list = find_list (GTK_WIDGET (pane));
  g_assert_nonnull (list);

  /* No library: no rows. */
  xq_position_set_start (&pos);
  xq_explorer_pane_set_position (pane, &pos);
  g_assert_cmpuint (n_rows (list), ==, 0);

  xq_explorer_pane_set_library (pane, lib, NULL);
  xq_explorer_pane_set_line (pane, NULL, 0);
  xq_explorer_pane_set_position (pane, &pos);
  g_assert_cmpuint (n_rows (list), ==, 2);
  /* Most played first: 炮二平五 in 2 games, leading to the central
   * cannon opening (ECCO A5x–D5x: a "中炮" name). */
  {
    const char *tip = gtk_widget_get_tooltip_text (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0)));
    GtkWidget *name = xq_fixture_find_named (GTK_WIDGET (gtk_list_box_get_row_at_index (list, 0)), "opening");

    g_assert_true (g_str_has_prefix (tip, "炮二平五: 2 games, red won 1, 0 drawn, black won 1; leads to "));
    g_assert_nonnull (name);
    g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (name)), "中炮"));
  }
  g_signal_connect (pane, "move-activated", G_CALLBACK (on_move), &played);
  g_signal_emit_by_name (list, "row-activated", gtk_list_box_get_row_at_index (list, 0));
  g_assert_cmpuint (played, !=, 0);
  /* It follows the board. */
  {
    XqMove line[1] = { (XqMove) played };
    xq_explorer_pane_set_line (pane, line, 1);
  }
  xq_position_make_move (&pos, (XqMove) played, &undo);
  xq_explorer_pane_set_position (pane, &pos);
  g_assert_cmpuint (n_rows (list), ==, 2);
  /* The filters: years; event; result; opening; player and side. */
  {
    GtkWidget *p = GTK_WIDGET (pane);
    GtkSpinButton *from = GTK_SPIN_BUTTON (xq_fixture_find_named (p, "year-from"));
    GtkEditable *event = GTK_EDITABLE (xq_fixture_find_named (p, "event"));
    GtkEditable *opening = GTK_EDITABLE (xq_fixture_find_named (p, "opening"));
    GtkEditable *player = GTK_EDITABLE (xq_fixture_find_named (p, "player"));
    GtkDropDown *result = GTK_DROP_DOWN (xq_fixture_find_named (p, "result"));
    GtkDropDown *side = GTK_DROP_DOWN (xq_fixture_find_named (p, "side"));

    gtk_spin_button_set_value (from, 2005);
    g_assert_cmpuint (n_rows (list), ==, 0);
    gtk_spin_button_set_value (from, 2000);
    g_assert_cmpuint (n_rows (list), ==, 2);
    gtk_spin_button_set_value (from, 0);
    gtk_editable_set_text (event, "五羊");
    g_signal_emit_by_name (event, "search-changed");
    g_assert_cmpuint (n_rows (list), ==, 1);
    gtk_editable_set_text (event, "");
    g_signal_emit_by_name (event, "search-changed");
    gtk_drop_down_set_selected (result, XQ_LIBRARY_RESULT_RED);
    g_assert_cmpuint (n_rows (list), ==, 1);
    gtk_drop_down_set_selected (result, XQ_LIBRARY_RESULT_DRAW);
    g_assert_cmpuint (n_rows (list), ==, 0);
    gtk_drop_down_set_selected (result, XQ_LIBRARY_RESULT_UNKNOWN);
    g_assert_cmpuint (n_rows (list), ==, 2);
    gtk_editable_set_text (opening, "no such opening");
    g_signal_emit_by_name (opening, "search-changed");
    g_assert_cmpuint (n_rows (list), ==, 0);
    gtk_editable_set_text (opening, "");
    g_signal_emit_by_name (opening, "search-changed");
    gtk_editable_set_text (player, "胡荣华");
    g_signal_emit_by_name (player, "search-changed");
    gtk_drop_down_set_selected (side, XQ_LIBRARY_SIDE_BLACK);
    g_assert_cmpuint (n_rows (list), ==, 1);
    gtk_drop_down_set_selected (side, XQ_LIBRARY_SIDE_ANY);
    gtk_editable_set_text (player, "");
    g_signal_emit_by_name (player, "search-changed");
    g_assert_cmpuint (n_rows (list), ==, 2);
  }
  /* Tags edited in the library: the filters see the new values. */
  {
    GtkEditable *event = GTK_EDITABLE (xq_fixture_find_named (GTK_WIDGET (pane), "event"));
    g_autoptr (GPtrArray) infos = xq_library_list_games (lib, NULL, "id", 0, NULL);
    gint64 id = ((XqLibraryGameInfo *) g_ptr_array_index (infos, 1))->id;
    g_autoptr (XqGame) game = xq_library_get_game (lib, id, NULL);
    g_autoptr (GError) error = NULL;

    gtk_editable_set_text (event, "五羊");
    g_signal_emit_by_name (event, "search-changed");
    g_assert_cmpuint (n_rows (list), ==, 1);
    xq_game_set_tag (game, "Event", "全国团体赛");
    g_assert_true (xq_library_update_game (lib, id, game, &error));
    g_assert_no_error (error);
    g_signal_emit_by_name (event, "search-changed");
    g_assert_cmpuint (n_rows (list), ==, 0);
    gtk_editable_set_text (event, "团体");
    g_signal_emit_by_name (event, "search-changed");
    g_assert_cmpuint (n_rows (list), ==, 1);
    gtk_editable_set_text (event, "");
    g_signal_emit_by_name (event, "search-changed");
  }
  /* Blocked: no moves, the reason; unblocked, back. */
  xq_explorer_pane_set_blocked (pane, TRUE);
  g_assert_cmpuint (n_rows (list), ==, 0);
  xq_explorer_pane_set_blocked (pane, FALSE);
  g_assert_cmpuint (n_rows (list), ==, 2);
  /* A position no game reaches. */
  xq_position_set_start (&pos);
  xq_position_set_side (&pos, XQ_BLACK);
  xq_explorer_pane_set_line (pane, NULL, -1);
  xq_explorer_pane_set_position (pane, &pos);
  g_assert_cmpuint (n_rows (list), ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (pane);
}

/* The window of Find This Position over @parent, if one is shown. */
static GtkWindow *
search_window (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);
      if (gtk_window_get_transient_for (w) == parent
          && g_strcmp0 (gtk_window_get_title (w), "Games with This Position") == 0)
        return w;
    }
  return NULL;
}

/* In the window: the explorer (and Find This Position) is off in a game against the computer being
 * played, back once it is over. */
static void
test_window_blocked (void)
{
  g_autofree char *path = NULL;
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  const char *a[] = { "h2e2", "h9g7", NULL };
  XqGameSetup setup = {
    .sides = { { FALSE, 1 }, { TRUE, 1 } },
    .rules = XQ_RULES_CHINESE,
  };
  XqWindow *window;
  XqSession *session;
  XqExplorerPane *pane;
  GtkListBox *list;

  g_ptr_array_add (games, xq_fixture_game ("胡荣华", "杨官璘", "全国个人赛", "1979.10.01", "1-0", a));
  path = xq_fixture_library_with ("explorer-window", games);
  window = xq_fixture_window (path);
  session = xq_window_get_session (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.explorer", NULL));
  pane = XQ_EXPLORER_PANE (xq_fixture_find_type (GTK_WIDGET (window), XQ_TYPE_EXPLORER_PANE));
  list = find_list (GTK_WIDGET (pane));
  g_assert_false (xq_explorer_pane_get_blocked (pane));
  g_assert_cmpuint (n_rows (list), ==, 1);

  /* Red is the user, black the computer: red to move, nothing shown. */
  xq_position_set_start (&setup.start);
  xq_time_control_init_none (&setup.time_control);
  g_assert_true (xq_session_new_game (session, &setup, NULL));
  xq_test_settle ();
  g_assert_true (xq_explorer_pane_get_blocked (pane));
  g_assert_cmpuint (n_rows (list), ==, 0);
  /* Nor Find This Position. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.find-position", NULL);
  g_assert_null (search_window (GTK_WINDOW (window)));
  /* Resigned: the game is over, the explorer back. */
  g_assert_true (xq_session_resign (session, NULL));
  xq_test_settle ();
  g_assert_false (xq_explorer_pane_get_blocked (pane));
  g_assert_cmpuint (n_rows (list), ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.find-position", NULL);
  g_assert_nonnull (search_window (GTK_WINDOW (window)));
  gtk_window_destroy (search_window (GTK_WINDOW (window)));
  gtk_window_destroy (GTK_WINDOW (window));
  xq_test_settle ();
}

static gboolean
panel_laid_out (gpointer data)
{
  XqWindow *window = data;

  return gtk_widget_get_mapped (GTK_WIDGET (window)) &&
         gtk_widget_get_width (window->side_panel) > 0;
}

/* Showing the explorer (its filter rows included) does not widen the panel
 * beside the board at the default window size: the board stays put. */
static void
test_panel_width (void)
{
  g_autofree char *path = NULL;
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  const char *a[] = { "h2e2", "h9g7", NULL };
  XqWindow *window;
  int width, board;

  g_ptr_array_add (games, xq_fixture_game ("胡荣华", "杨官璘", "全国个人赛", "1979.10.01", "1-0", a));
  path = xq_fixture_library_with ("explorer-width", games);
  window = xq_fixture_window (path);
  g_assert_true (xq_test_wait_for (panel_laid_out, window, 10000));
  xq_test_wait_frame (GTK_WIDGET (window), 5000);
  width = gtk_widget_get_width (window->side_panel);
  board = gtk_widget_get_width (GTK_WIDGET (window->board));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.explorer", NULL));
  xq_test_wait_until (xq_fixture_find_type (GTK_WIDGET (window), XQ_TYPE_EXPLORER_PANE) != NULL
                        && gtk_widget_get_mapped (
                          xq_fixture_find_type (GTK_WIDGET (window), XQ_TYPE_EXPLORER_PANE)),
                      10000);
  xq_test_wait_frame (GTK_WIDGET (window), 5000);
  g_assert_true (gtk_widget_get_visible (xq_fixture_find_type (GTK_WIDGET (window),
                                                               XQ_TYPE_EXPLORER_PANE)));
  g_assert_cmpint (gtk_widget_get_width (window->side_panel), ==, width);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window->board)), ==, board);
  gtk_window_destroy (GTK_WINDOW (window));
  xq_test_settle ();
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
  g_setenv ("GSETTINGS_SCHEMA_DIR", XQ_SCHEMA_DIR, TRUE);
  g_test_init (&argc, &argv, NULL);
  if (!gtk_init_check ())
    {
      g_test_add_func ("/explorer/pane", no_display);
      return g_test_run ();
    }
  adw_init ();
  xq_core_init ();
  g_test_add_func ("/explorer/pane", test_explorer);
  g_test_add_func ("/explorer/window-blocked", test_window_blocked);
  g_test_add_func ("/explorer/panel-width", test_panel_width);
  return g_test_run ();
}
