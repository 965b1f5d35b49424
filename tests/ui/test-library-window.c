/* test-library-window.c — the library window on a small library: the list,
 * the filter bar, sorting by a column, opening a game, deleting one (with
 * its question) and importing a file in the background
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-window-private.h"
#include "xq-library-window.h"
#include "xq-alert.h"
#include "xq-game-info-dialog.h"
#include "xq-player-page.h"
#include "xq-game.h"
#include "xq-window.h"
#include "xq-notation.h"
#include "xq-game-format.h"
#include "xq-pgn.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "../library/xq-library-fixture.h"
#include "../xq-test-utils.h"


static void
set_search (XqLibraryWindow *window, const char *name, const char *text)
{
  GtkWidget *entry = xq_fixture_find_named (GTK_WIDGET (window), name);

  g_assert_nonnull (entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  /* What the entry emits after its typing delay. */
  g_signal_emit_by_name (entry, "search-changed");
}

static void
on_activated (XqLibraryWindow *window, gint64 id, gint64 *out)
{
  *out = id;
}

static gboolean
timed_out (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* The entry of tag @name in the Game Info dialog. */
static GtkEditable *
tag_row (GtkWidget *widget, const char *name)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkEditable *found;
      if (GTK_IS_EDITABLE (c) && g_strcmp0 (g_object_get_data (G_OBJECT (c), "xq-tag"), name) == 0)
        return GTK_EDITABLE (c);
      if ((found = tag_row (c, name)) != NULL)
        return found;
    }
  return NULL;
}

static void
on_changed (XqLibraryWindow *window, gint64 id, gint64 *out)
{
  *out = id;
}

static void
test_library_window (void)
{
  g_autofree char *dir = g_dir_make_tmp ("xq-library-window-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "lib.sqlite", NULL);
  g_autofree char *other_path = g_build_filename (dir, "other.sqlite", NULL);
  g_autofree char *pgn_path = g_build_filename (dir, "more.pgn", NULL);
  g_autoptr (GFile) pgn = g_file_new_for_path (pgn_path);
  g_autoptr (GError) error = NULL;
  g_autoptr (XqLibrary) lib = xq_library_open (path, &error);
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GPtrArray) more = g_ptr_array_new_with_free_func (g_object_unref);
  const char *a[] = { "h2e2", "h9g7", "h0g2", NULL };
  const char *b[] = { "h2e2", "b9c7", NULL };
  const char *c[] = { "b0c2", "h9g7", "h2e2", "b9c7", "h0g2", NULL };
  const char *d[] = { "c3c4", NULL };
  XqLibraryWindow *window;
  GtkColumnView *view;
  GtkWidget *alert;
  gint64 opened = 0, id_a, id_c;
  gboolean late = FALSE;
  guint timer;

  g_assert_no_error (error);
  g_ptr_array_add (games, xq_fixture_game ("胡荣华", "杨官璘", "全国个人赛", "1979.10.01", "1-0", a));
  g_ptr_array_add (games, xq_fixture_game ("许银川", "胡荣华", "全国个人赛", "1999.05.02", "0-1", b));
  g_ptr_array_add (games, xq_fixture_game ("吕钦", "许银川", "五羊杯", "2003.01.03", "1/2-1/2", c));
  xq_fixture_add_games (lib, games);

  window = xq_library_window_new (NULL, lib);
  g_object_ref_sink (window);
  g_signal_connect (window, "edit-tags", G_CALLBACK (_xq_window_edit_library_tags), NULL);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_cmpuint (xq_library_window_get_n_rows (window), ==, 3);

  /* Player on either side, then as black only. */
  set_search (window, "player", "胡荣华");
  g_assert_cmpuint (xq_library_window_get_n_rows (window), ==, 2);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (xq_fixture_find_named (GTK_WIDGET (window), "side")), XQ_LIBRARY_SIDE_BLACK);
  g_assert_cmpuint (xq_library_window_get_n_rows (window), ==, 1);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (xq_fixture_find_named (GTK_WIDGET (window), "side")), XQ_LIBRARY_SIDE_ANY);
  set_search (window, "player", "");
  /* Event, years, result. */
  set_search (window, "event", "五羊");
  g_assert_cmpuint (xq_library_window_get_n_rows (window), ==, 1);
  set_search (window, "event", "");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (xq_fixture_find_named (GTK_WIDGET (window), "year-from")), 1990);
  g_assert_cmpuint (xq_library_window_get_n_rows (window), ==, 2);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (xq_fixture_find_named (GTK_WIDGET (window), "year-to")), 2000);
  g_assert_cmpuint (xq_library_window_get_n_rows (window), ==, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (xq_fixture_find_named (GTK_WIDGET (window), "year-from")), 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (xq_fixture_find_named (GTK_WIDGET (window), "year-to")), 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (xq_fixture_find_named (GTK_WIDGET (window), "result")), XQ_LIBRARY_RESULT_DRAW);
  g_assert_cmpuint (xq_library_window_get_n_rows (window), ==, 1);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (xq_fixture_find_named (GTK_WIDGET (window), "result")), XQ_LIBRARY_RESULT_UNKNOWN);
  g_assert_cmpuint (xq_library_window_get_n_rows (window), ==, 3);

  /* Sorted by the Moves column: 2, 3, 5 plies; descending: the other way. */
  view = GTK_COLUMN_VIEW (xq_fixture_find_type (GTK_WIDGET (window), GTK_TYPE_COLUMN_VIEW));
  {
    GListModel *columns = gtk_column_view_get_columns (view);
    g_autoptr (GtkColumnViewColumn) moves = g_list_model_get_item (columns, 6);
    g_autoptr (GtkColumnViewColumn) date = g_list_model_get_item (columns, 4);
    gint64 first;

    g_assert_cmpstr (gtk_column_view_column_get_title (moves), ==, "Moves");
    gtk_column_view_sort_by_column (view, moves, GTK_SORT_ASCENDING);
    first = xq_library_window_get_row_id (window, 0);
    gtk_column_view_sort_by_column (view, moves, GTK_SORT_DESCENDING);
    id_c = xq_library_window_get_row_id (window, 0);
    g_assert_cmpint (xq_library_window_get_row_id (window, 2), ==, first);
    gtk_column_view_sort_by_column (view, date, GTK_SORT_ASCENDING);
    id_a = xq_library_window_get_row_id (window, 0);
    g_assert_cmpint (xq_library_window_get_row_id (window, 1), ==, first);
    g_assert_cmpint (xq_library_window_get_row_id (window, 2), ==, id_c);
  }

  /* Opening the first row (胡荣华 – 杨官璘, 1979) asks for its id. */
  g_signal_connect (window, "game-activated", G_CALLBACK (on_activated), &opened);
  gtk_widget_activate_action (GTK_WIDGET (window), "library.open", NULL);
  g_assert_cmpint (opened, ==, 0); /* nothing selected yet */
  xq_library_window_select_row (window, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "library.open", NULL));
  g_assert_cmpint (opened, ==, id_a);
  {
    g_autoptr (XqGame) game = xq_library_get_game (lib, opened, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (xq_game_get_tag (game, "Red"), ==, "胡荣华");
  }

  /* The player page: 胡荣华 won once as red and once as black; a part of
   * a name is not the player. */
  {
    XqPlayerSummary sum;
    g_assert_true (xq_player_summary_read (lib, "胡荣华", &sum, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (sum.games, ==, 2);
    g_assert_cmpuint (sum.red[XQ_LIBRARY_RESULT_RED], ==, 1);
    g_assert_cmpuint (sum.black[XQ_LIBRARY_RESULT_BLACK], ==, 1);
    g_assert_cmpuint (sum.red[XQ_LIBRARY_RESULT_DRAW] + sum.black[XQ_LIBRARY_RESULT_DRAW], ==, 0);
    g_assert_nonnull (sum.openings);
    g_assert_cmpuint (sum.openings->len, >=, 1);
    xq_player_summary_clear (&sum);
    g_assert_true (xq_player_summary_read (lib, "胡荣", &sum, &error));
    g_assert_cmpuint (sum.games, ==, 0);
    xq_player_summary_clear (&sum);
  }
  xq_library_window_select_row (window, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "library.players", NULL);
  alert = xq_alert_find ("Players");
  g_assert_nonnull (alert);
  xq_alert_choose (alert, "close");

  /* Edit Tags: the Game Info dialog on the stored game; Save writes the
   * new event into the library, the list and its filter see it. */
  {
    gint64 changed = 0;
    gint64 id = 0;
    GtkWidget *dialog;
    GtkEditable *event;

    g_signal_connect (window, "game-changed", G_CALLBACK (on_changed), &changed);
    set_search (window, "event", "");
    xq_library_window_select_row (window, 1);
    id = xq_library_window_get_row_id (window, 1);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "library.edit-tags", NULL));
    dialog = g_object_get_data (G_OBJECT (window), "xq-tags-dialog");
    g_assert_nonnull (dialog);
    event = tag_row (dialog, "Event");
    g_assert_nonnull (event);
    gtk_editable_set_text (event, "全国锦标赛");
    g_assert_true (xq_game_info_dialog_apply (XQ_GAME_INFO_DIALOG (dialog)));
    xq_game_info_dialog_close (XQ_GAME_INFO_DIALOG (dialog));
    g_assert_cmpint (changed, ==, id);
    {
      g_autoptr (XqGame) game = xq_library_get_game (lib, id, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (xq_game_get_tag (game, "Event"), ==, "全国锦标赛");
    }
    g_assert_cmpuint (xq_library_window_get_n_rows (window), ==, 3);
    g_assert_cmpint (xq_library_window_get_row_id (window, 1), ==, id);
    set_search (window, "event", "锦标赛");
    g_assert_cmpuint (xq_library_window_get_n_rows (window), ==, 1);
    g_assert_cmpint (xq_library_window_get_row_id (window, 0), ==, id);
    set_search (window, "event", "");
  }

  /* Delete asks first; Cancel keeps the game, Delete removes it. */
  xq_library_window_select_row (window, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "library.delete", NULL);
  alert = xq_alert_find (NULL);
  g_assert_nonnull (alert);
  xq_alert_choose (alert, "cancel");
  g_assert_cmpuint (xq_library_window_get_n_rows (window), ==, 3);
  gtk_widget_activate_action (GTK_WIDGET (window), "library.delete", NULL);
  alert = xq_alert_find (NULL);
  g_assert_nonnull (alert);
  xq_alert_choose (alert, "delete");
  g_assert_cmpuint (xq_library_window_get_n_rows (window), ==, 2);
  g_assert_null (xq_library_get_game (lib, id_a, NULL));

  /* Import a PGN file in the background: one new game, one already there. */
  {
    g_autoptr (XqLibrary) other = xq_library_open (other_path, &error);
    g_assert_no_error (error);
    g_ptr_array_add (more, xq_fixture_game ("赵国荣", "吕钦", "五羊杯", "2004.01.04", "1-0", d));
    g_ptr_array_add (more, xq_fixture_game ("吕钦", "许银川", "五羊杯", "2003.01.03", "1/2-1/2", c));
    xq_fixture_add_games (other, more);
    guint n = 0;
    g_assert_true (xq_library_export (other, NULL, pgn, &n, &error));
    g_assert_cmpuint (n, ==, 2);
    g_assert_no_error (error);
  }
  xq_library_window_import (window, pgn);
  g_assert_true (xq_library_window_is_importing (window));
  timer = g_timeout_add_seconds (20, timed_out, &late);
  while (xq_library_window_is_importing (window) && !late)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (late);
  g_source_remove (timer);
  g_assert_cmpuint (xq_library_window_get_n_rows (window), ==, 3);

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
  g_remove (pgn_path);
}

static XqLibraryWindow *
find_library_window (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) w = g_list_model_get_item (toplevels, i);
      if (XQ_IS_LIBRARY_WINDOW (w) && gtk_window_get_transient_for (GTK_WINDOW (w)) == parent
          && gtk_widget_get_visible (GTK_WIDGET (w)))
        return XQ_LIBRARY_WINDOW (w);
    }
  return NULL;
}

/* Through the main window: win.library opens the list, a game opened there
 * shows on the board, and a game with unsaved changes is asked about first. */
static void
test_main_window (void)
{
  g_autofree char *path = NULL;
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  const char *a[] = { "h2e2", "h9g7", NULL };
  XqWindow *window;
  XqLibraryWindow *list;
  XqSession *session;
  GtkWidget *alert;
  XqMove move;
  gboolean list_gone = FALSE;

  g_ptr_array_add (games, xq_fixture_game ("胡荣华", "杨官璘", "全国个人赛", "1979.10.01", "1-0", a));
  path = xq_fixture_library_with ("library-window", games);
  window = xq_fixture_window (path);
  session = xq_window_get_session (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.library", NULL));
  list = g_object_get_data (G_OBJECT (window), "xq-library-window");
  g_assert_nonnull (list);
  g_assert_true (find_library_window (GTK_WINDOW (window)) == list);
  /* Asked again: the same window. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.library", NULL);
  g_assert_true (g_object_get_data (G_OBJECT (window), "xq-library-window") == list);
  g_assert_cmpuint (xq_library_window_get_n_rows (list), ==, 1);
  xq_library_window_select_row (list, 0);
  gtk_widget_activate_action (GTK_WIDGET (list), "library.open", NULL);
  xq_test_wait_until (g_strcmp0 (xq_game_get_tag (xq_session_get_game (session), "Red"), "胡荣华")
                        == 0,
                      5000);
  g_assert_null (xq_alert_find (NULL));
  g_assert_cmpstr (xq_game_get_tag (xq_session_get_game (session), "Red"), ==, "胡荣华");

  /* A variation added: opening it again asks; Cancel keeps the changed game. */
  g_assert_cmpuint (xq_game_node_get_ply (xq_game_get_cursor (xq_session_get_game (session))), ==, 0);
  g_assert_cmpint (xq_move_parse (xq_game_get_position (xq_session_get_game (session)), "b0c2",
                                  XQ_NOTATION_ICCS, &move, NULL), ==, XQ_PARSE_OK);
  {
    g_autoptr (GError) err = NULL;
    gboolean played = xq_session_play_move (session, move, &err);
    g_assert_no_error (err);
    g_assert_true (played);
  }
  gtk_widget_activate_action (GTK_WIDGET (list), "library.open", NULL);
  xq_test_wait_until ((alert = xq_alert_find (NULL)) != NULL, 5000);
  g_assert_nonnull (alert);
  xq_alert_choose (alert, "cancel");
  xq_test_wait_until (xq_alert_find (NULL) == NULL, 5000);
  g_assert_cmpuint (xq_game_node_get_ply (xq_game_get_cursor (xq_session_get_game (session))), ==, 1);
  g_assert_true (xq_game_get_cursor (xq_session_get_game (session))
                 != xq_game_node_get_line_end (xq_game_get_root (xq_session_get_game (session))));
  /* Discard: the stored game again. */
  gtk_widget_activate_action (GTK_WIDGET (list), "library.open", NULL);
  xq_test_wait_until ((alert = xq_alert_find (NULL)) != NULL, 5000);
  g_assert_nonnull (alert);
  xq_alert_choose (alert, "discard");
  xq_test_wait_until (xq_game_node_get_ply (xq_game_get_cursor (xq_session_get_game (session))) == 0,
                      5000);
  g_assert_cmpuint (xq_game_node_get_ply (xq_game_get_cursor (xq_session_get_game (session))), ==, 0);
  g_assert_cmpstr (xq_game_get_tag (xq_session_get_game (session), "Red"), ==, "胡荣华");

  /* The list goes with the main window. */
  g_signal_connect_swapped (list, "destroy", G_CALLBACK (timed_out), &list_gone);
  gtk_window_destroy (GTK_WINDOW (window));
  xq_test_wait_until (list_gone, 5000);
  g_assert_true (list_gone);
}

/* Save back: a game opened from the library, a move made, Save (no file
 * chooser): the library has the move; opened again, the move is there, and
 * the game is not unsaved any more. */
static void
test_save_back (void)
{
  g_autofree char *path = NULL;
  g_autofree char *pgn_path = NULL;
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  const char *a[] = { "h2e2", "h9g7", NULL };
  XqWindow *window;
  XqLibraryWindow *list;
  XqSession *session;
  XqMove move;
  gint64 id;

  {
    g_autoptr (XqLibrary) lib = xq_fixture_library ("save-back", &path);
    g_autoptr (GError) error = NULL;
    g_autofree char *dir = g_path_get_dirname (path);
    g_autofree char *text = NULL;
    const char *paths[2] = { NULL, NULL };
    XqLibraryImportStats st = { 0 };

    /* Unfinished: played on from its last move.  Imported from a file of
     * its own, which Save writes too. */
    g_ptr_array_add (games, xq_fixture_game ("胡荣华", "杨官璘", "全国个人赛", "1979.10.01", "*", a));
    text = xq_pgn_write_games (games, XQ_NOTATION_ICCS, XQ_PGN_WRITE_DEFAULT);
    pgn_path = g_build_filename (dir, "one.pgn", NULL);
    g_assert_true (g_file_set_contents (pgn_path, text, -1, NULL));
    paths[0] = pgn_path;
    g_assert_true (xq_library_import_paths (lib, paths, &st, NULL, NULL, NULL, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (st.added, ==, 1);
    xq_library_import_stats_clear (&st);
  }
  window = xq_fixture_window (path);
  session = xq_window_get_session (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.library", NULL));
  list = g_object_get_data (G_OBJECT (window), "xq-library-window");
  xq_library_window_select_row (list, 0);
  id = xq_library_window_get_row_id (list, 0);
  gtk_widget_activate_action (GTK_WIDGET (list), "library.open", NULL);
  xq_test_wait_until (xq_session_get_library_game (session, NULL) == id, 5000);
  g_assert_cmpint (xq_session_get_library_game (session, NULL), ==, id);
  g_assert_nonnull (xq_session_get_file (session));

  /* At the end of the main line: a third move, played on. */
  xq_session_go (session, XQ_GO_END);
  g_assert_cmpint (xq_move_parse (xq_game_get_position (xq_session_get_game (session)), "h0g2",
                                  XQ_NOTATION_ICCS, &move, NULL), ==, XQ_PARSE_OK);
  g_assert_true (xq_session_play_move (session, move, NULL));
  g_assert_true (xq_session_get_dirty (session));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
  xq_test_wait_until (!xq_session_get_dirty (session), 5000);
  g_assert_null (xq_alert_find (NULL));
  g_assert_false (xq_session_get_dirty (session));
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (XqLibrary) lib = xq_library_open (path, &error);
    g_autoptr (XqGame) stored = xq_library_get_game (lib, id, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (xq_game_count_main_line (stored), ==, 3);
  }
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (GFile) file = g_file_new_for_path (pgn_path);
    g_autoptr (GPtrArray) read = xq_game_load_file (file, NULL, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (read->len, ==, 1);
    g_assert_cmpuint (xq_game_count_main_line (g_ptr_array_index (read, 0)), ==, 3);
  }

  /* Opened again (nothing to ask: saved): the move is there. */
  xq_library_window_select_row (list, 0);
  gtk_widget_activate_action (GTK_WIDGET (list), "library.open", NULL);
  /* Nothing to ask: what is pending runs, and no question comes. */
  xq_test_settle ();
  g_assert_null (xq_alert_find (NULL));
  g_assert_cmpuint (xq_game_count_main_line (xq_session_get_game (session)), ==, 3);
  g_assert_cmpint (xq_session_get_library_game (session, NULL), ==, id);
  g_assert_cmpuint (xq_library_window_get_n_rows (list), ==, 1);

  /* Its tags edited in the list: the game shown (unchanged) has them. */
  {
    GtkWidget *dialog;

    xq_library_window_select_row (list, 0);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (list), "library.edit-tags", NULL));
    dialog = g_object_get_data (G_OBJECT (list), "xq-tags-dialog");
    gtk_editable_set_text (tag_row (dialog, "Red"), "胡荣华 (上海)");
    g_assert_true (xq_game_info_dialog_apply (XQ_GAME_INFO_DIALOG (dialog)));
    xq_game_info_dialog_close (XQ_GAME_INFO_DIALOG (dialog));
    xq_test_wait_until (g_strcmp0 (xq_game_get_tag (xq_session_get_game (session), "Red"),
                                   "胡荣华 (上海)")
                          == 0,
                        5000);
    g_assert_cmpstr (xq_game_get_tag (xq_session_get_game (session), "Red"), ==, "胡荣华 (上海)");
    g_assert_cmpuint (xq_game_count_main_line (xq_session_get_game (session)), ==, 3);
    g_assert_false (xq_session_get_dirty (session));
  }

  /* Edited while the game shown has a move not saved: it takes the tags
   * and keeps the move; Save writes both. */
  xq_session_go (session, XQ_GO_END);
  g_assert_cmpint (xq_move_parse (xq_game_get_position (xq_session_get_game (session)), "h7h0",
                                  XQ_NOTATION_ICCS, &move, NULL), ==, XQ_PARSE_OK);
  g_assert_true (xq_session_play_move (session, move, NULL));
  {
    GtkWidget *dialog;

    xq_library_window_select_row (list, 0);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (list), "library.edit-tags", NULL));
    dialog = g_object_get_data (G_OBJECT (list), "xq-tags-dialog");
    gtk_editable_set_text (tag_row (dialog, "Event"), "全国团体赛");
    g_assert_true (xq_game_info_dialog_apply (XQ_GAME_INFO_DIALOG (dialog)));
    xq_game_info_dialog_close (XQ_GAME_INFO_DIALOG (dialog));
    xq_test_wait_until (g_strcmp0 (xq_game_get_tag (xq_session_get_game (session), "Event"),
                                   "全国团体赛")
                          == 0,
                        5000);
    g_assert_cmpstr (xq_game_get_tag (xq_session_get_game (session), "Event"), ==, "全国团体赛");
    g_assert_cmpuint (xq_game_count_main_line (xq_session_get_game (session)), ==, 4);
    g_assert_true (xq_session_get_dirty (session));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
    g_assert_false (xq_session_get_dirty (session));
  }
  {
    g_autoptr (GError) error = NULL;
    g_autoptr (XqLibrary) lib = xq_library_open (path, &error);
    g_autoptr (XqGame) stored = xq_library_get_game (lib, id, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (xq_game_count_main_line (stored), ==, 4);
    g_assert_cmpstr (xq_game_get_tag (stored, "Event"), ==, "全国团体赛");
    g_assert_cmpstr (xq_game_get_tag (stored, "Red"), ==, "胡荣华 (上海)");
  }

  /* A move made, then another game asked for: Save in the question writes
   * the game back (no file chooser) and the other game comes. */
  xq_session_go (session, XQ_GO_END);
  g_assert_cmpint (xq_move_parse (xq_game_get_position (xq_session_get_game (session)), "i0h0",
                                  XQ_NOTATION_ICCS, &move, NULL), ==, XQ_PARSE_OK);
  g_assert_true (xq_session_play_move (session, move, NULL));
  xq_library_window_select_row (list, 0);
  gtk_widget_activate_action (GTK_WIDGET (list), "library.open", NULL);
  {
    GtkWidget *alert;

    xq_test_wait_until ((alert = xq_alert_find (NULL)) != NULL, 5000);
    g_assert_nonnull (alert);
    xq_alert_choose (alert, "save");
    xq_test_wait_until (xq_alert_find (NULL) == NULL && !xq_session_get_dirty (session), 5000);
    g_assert_null (xq_alert_find (NULL));
  }
  g_assert_false (xq_session_get_dirty (session));
  g_assert_cmpuint (xq_game_count_main_line (xq_session_get_game (session)), ==, 5);

  /* The library asked for again selects the game on the board. */
  {
    gint64 opened = 0;

    xq_library_window_select_row (list, GTK_INVALID_LIST_POSITION);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.library", NULL));
    g_signal_connect (list, "game-activated", G_CALLBACK (on_activated), &opened);
    gtk_widget_activate_action (GTK_WIDGET (list), "library.open", NULL);
    g_assert_cmpint (opened, ==, id);
    xq_test_settle ();
  }

  /* A game of a library that is not there any more: Save says so, makes
   * no new library there, and the game stays unsaved. */
  {
    g_autofree char *gone = g_build_filename (g_get_tmp_dir (), "xq-no-such-dir", "lib.sqlite", NULL);
    g_autoptr (XqGame) game = xq_fixture_game ("甲", "乙", NULL, NULL, "*", a);
    GtkWidget *alert;

    xq_session_open_library_game (session, game, gone, 5, NULL);
    xq_session_go (session, XQ_GO_END);
    g_assert_cmpint (xq_move_parse (xq_game_get_position (xq_session_get_game (session)), "h0g2",
                                    XQ_NOTATION_ICCS, &move, NULL), ==, XQ_PARSE_OK);
    g_assert_true (xq_session_play_move (session, move, NULL));
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.save", NULL));
    xq_test_wait_until ((alert = xq_alert_find (NULL)) != NULL, 5000);
    g_assert_nonnull (alert);
    xq_alert_choose (alert, "close");
    g_assert_false (g_file_test (gone, G_FILE_TEST_EXISTS));
    g_assert_true (xq_session_get_dirty (session));
    xq_session_set_dirty (session, FALSE);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  xq_test_settle ();
  g_remove (pgn_path);
}

static void
no_display (void)
{
  g_test_skip ("no display");
}

/* Whether a label under @widget shows @text (what the view drew). */
static gboolean
shows_text (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0)
    return gtk_widget_get_mapped (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (shows_text (c, text))
      return TRUE;
  return FALSE;
}

/* A library larger than the pages the list reads at once: every row is
 * there, in the order the header asks for, the last one included. */
static void
test_paging (void)
{
  g_autofree char *path = NULL;
  g_autoptr (GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  const char *moves[] = { "h2e2", "h9g7", NULL };
  XqLibrary *lib;
  XqLibraryWindow *window;
  GtkColumnView *view;
  const guint n = 450;
  gint64 first, last;

  lib = xq_fixture_library ("paging", &path);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *date = g_strdup_printf ("%04u.01.01", 1500 + i);
      g_ptr_array_add (games, xq_fixture_game ("红方", "黑方", "分页", date, "1-0", moves));
    }
  xq_fixture_add_games (lib, games);
  window = xq_library_window_new (NULL, lib);
  g_object_ref_sink (window);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_cmpuint (xq_library_window_get_n_rows (window), ==, n);
  first = xq_library_window_get_row_id (window, 0);
  last = xq_library_window_get_row_id (window, n - 1);
  g_assert_cmpint (first, <, last);
  g_assert_cmpint (xq_library_window_get_row_id (window, 300), ==, first + 300);

  /* By date, latest first: the last game leads, the first one ends. */
  view = GTK_COLUMN_VIEW (xq_fixture_find_type (GTK_WIDGET (window), GTK_TYPE_COLUMN_VIEW));
  {
    g_autoptr (GtkColumnViewColumn) date = g_list_model_get_item (gtk_column_view_get_columns (view), 4);

    xq_test_wait_until (shows_text (GTK_WIDGET (view), "1500.01.01"), 5000);
    g_assert_true (shows_text (GTK_WIDGET (view), "1500.01.01"));
    g_assert_false (shows_text (GTK_WIDGET (view), "1949.01.01"));
    gtk_column_view_sort_by_column (view, date, GTK_SORT_DESCENDING);
    /* The rows shown follow (a view keeps its rows on some changes). */
    xq_test_wait_until (shows_text (GTK_WIDGET (view), "1949.01.01"), 5000);
    g_assert_true (shows_text (GTK_WIDGET (view), "1949.01.01"));
    g_assert_false (shows_text (GTK_WIDGET (view), "1500.01.01"));
  }
  g_assert_cmpuint (xq_library_window_get_n_rows (window), ==, n);
  g_assert_cmpint (xq_library_window_get_row_id (window, 0), ==, last);
  g_assert_cmpint (xq_library_window_get_row_id (window, n - 1), ==, first);
  g_assert_cmpint (xq_library_window_get_row_id (window, 250), ==, last - 250);
  g_assert_true (xq_library_window_select_game (window, first + 10));

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
  xq_library_close (lib);
  xq_test_settle ();
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
      g_test_add_func ("/library-window/list", no_display);
      return g_test_run ();
    }
  adw_init ();
  xq_core_init ();
  g_test_add_func ("/library-window/list", test_library_window);
  g_test_add_func ("/library-window/main-window", test_main_window);
  g_test_add_func ("/library-window/save-back", test_save_back);
  g_test_add_func ("/library-window/paging", test_paging);
  return g_test_run ();
}
