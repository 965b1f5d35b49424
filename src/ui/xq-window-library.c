/* xq-window-library.c — the window's game library: the explorer pane
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * win.explorer shows or hides the explorer beside the board (with the
 * analysis pane or without).  The library (the default one in the user
 * data folder) is opened the first time the explorer shows; when it cannot
 * be opened, the pane says why and the window goes on.  The pane follows
 * the position shown as the user plays or browses, and a row played plays
 * its move as the board would (a variation when studying a record).
 * win.library shows the library as a list (xq-library-window.c); a game
 * opened there comes through the discard guard like any other.
 * win.find-position lists the library's games that reach the position
 * shown, by any move order; choosing one opens it at that move.  Neither
 * the explorer nor the search helps in a game against the computer being
 * played (the session's "analysis-allowed").
 */
#include "config.h"

#include "xq-window-private.h"
#include "xq-explorer-pane.h"
#include "xq-library-edit.h"
#include "xq-library-window.h"

#include "xq-notation.h"
#include "xq-game-info-dialog.h"

#include <adwaita.h>
#include <glib/gi18n.h>

static void
open_library (XqWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;

  if (self->library != NULL || self->library_tried)
    return;
  self->library_tried = TRUE;
  path = g_strdup (g_getenv ("XIANGQI_LIBRARY"));
  if (path == NULL)
    path = xq_library_default_path ();
  self->library = xq_library_open (path, &error);
  if (error != NULL)
    self->library_error = g_strdup (error->message);
}

static void
explorer_move_activated (XqExplorerPane *pane, guint move, XqWindow *self)
{
  xq_window_play_move (self, (XqMove) move);
}

/* The pane is made when first shown, above the move list (issue 38: most
 * sessions never show it, and its widgets cost start-up time and memory). */
static void
ensure_explorer_pane (XqWindow *self)
{
  GtkWidget *list = GTK_WIDGET (self->move_list_view);

  if (self->explorer_pane != NULL)
    return;
  self->explorer_pane = g_object_new (XQ_TYPE_EXPLORER_PANE, NULL);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (list)),
                              GTK_WIDGET (self->explorer_pane), gtk_widget_get_prev_sibling (list));
  g_signal_connect (self->explorer_pane, "move-activated", G_CALLBACK (explorer_move_activated),
                    self);
  open_library (self);
  xq_explorer_pane_set_library (self->explorer_pane, self->library, self->library_error);
}

/* The moves from the standard start to the move shown, for the names of
 * the openings (none for a game set up from another position). */
static void
give_line (XqWindow *self)
{
  g_autoptr (GArray) line = g_array_new (FALSE, FALSE, sizeof (XqMove));
  XqGame *game = xq_session_get_game (self->session);

  if (xq_game_has_custom_start (game))
    {
      xq_explorer_pane_set_line (self->explorer_pane, NULL, -1);
      return;
    }
  for (XqGameNode *node = xq_session_get_cursor (self->session);
       node != NULL && xq_game_node_get_parent (node) != NULL; node = xq_game_node_get_parent (node))
    {
      XqMove move = xq_game_node_get_move (node);
      g_array_prepend_val (line, move);
    }
  xq_explorer_pane_set_line (self->explorer_pane, (const XqMove *) line->data, line->len);
}

void
_xq_window_update_explorer (XqWindow *self)
{
  /* Like the engine's analysis, the games of others are help: not in a
   * game against the computer being played (unless it is assisted). */
  gboolean allowed = xq_session_get_analysis_allowed (self->session);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.find-position", allowed);
  if (!self->explorer_shown)
    {
      if (self->explorer_pane != NULL)
        gtk_widget_set_visible (GTK_WIDGET (self->explorer_pane), FALSE);
      return;
    }
  ensure_explorer_pane (self);
  gtk_widget_set_visible (GTK_WIDGET (self->explorer_pane), TRUE);
  xq_explorer_pane_set_blocked (self->explorer_pane, !allowed);
  give_line (self);
  xq_explorer_pane_set_position (self->explorer_pane, xq_window_current_position (self));
}

static void
explorer_action (GtkWidget *widget, const char *name, GVariant *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  self->explorer_shown = !self->explorer_shown;
  _xq_window_update_explorer (self);
}

/* ---- Find this position ---------------------------------------------- */

typedef struct
{
  gint64 game;
  guint ply;
} Found;

/* The file game @id of the library came from, when Save may write the game
 * there too: a PGN file that holds this game and no other (a collection is
 * never overwritten by one of its games). */
static GFile *
own_file (XqWindow *self, gint64 id, XqGame *game)
{
  g_autofree char *path = NULL;
  g_autofree char *lower = NULL;
  g_autoptr (GFile) file = NULL;
  g_autoptr (GFileInfo) info = NULL;
  g_autoptr (GPtrArray) games = NULL;
  guint index = 0;

  if (!xq_library_get_source (self->library, id, &path, &index, NULL) || path == NULL || index != 0)
    return NULL;
  lower = g_ascii_strdown (path, -1);
  if (!g_str_has_suffix (lower, ".pgn"))
    return NULL;
  file = g_file_new_for_path (path);
  /* One game's file is small; a bigger one is a collection, not read. */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info == NULL || g_file_info_get_size (info) > 256 * 1024)
    return NULL;
  games = xq_session_read_file (self->session, file, NULL, NULL);
  if (games == NULL || games->len != 1
      || xq_library_game_key (g_ptr_array_index (games, 0)) != xq_library_game_key (game))
    return NULL;
  return g_steal_pointer (&file);
}

static void
open_found (XqWindow *self, gpointer data)
{
  Found *found = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (XqGame) game = NULL;
  g_autoptr (GFile) file = NULL;

  if (self->library == NULL)
    return;
  game = xq_library_get_game (self->library, found->game, &error);
  if (game == NULL)
    {
      xq_window_toast (self, error->message);
      return;
    }
  file = own_file (self, found->game, game);
  xq_session_open_library_game (self->session, game, xq_library_get_path (self->library),
                                found->game, file);
  xq_session_go (self->session, XQ_GO_START);
  for (guint i = 0; i < found->ply; i++)
    xq_session_go (self->session, XQ_GO_FORWARD);
  xq_window_update (self);
}

static void
found_activated (GtkListBox *list, GtkListBoxRow *row, XqWindow *self)
{
  Found *found = g_new (Found, 1);
  GtkWidget *window = gtk_widget_get_ancestor (GTK_WIDGET (list), GTK_TYPE_WINDOW);

  found->game = (gint64) GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (row), "xq-game"));
  found->ply = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "xq-ply"));
  gtk_window_destroy (GTK_WINDOW (window));
  xq_window_confirm_discard (self, XQ_DISCARD_OPEN, open_found, found, g_free);
}

static void
find_position_action (GtkWidget *widget, const char *name, GVariant *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  const XqPosition *pos = xq_window_current_position (self);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) hits = NULL;
  GtkWidget *window, *header, *scrolled, *list, *status;
  g_autofree char *count = NULL;

  open_library (self);
  if (self->library == NULL)
    {
      xq_window_toast (self, _("The game library could not be opened"));
      return;
    }
  hits = xq_library_search (self->library, pos->hash, NULL, 1000, &error);
  if (hits == NULL)
    {
      xq_window_toast (self, error->message);
      return;
    }
  window = gtk_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), _("Games with This Position"));
  gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (self));
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 520, 480);
  header = adw_header_bar_new ();
  gtk_window_set_titlebar (GTK_WINDOW (window), header);
  list = gtk_list_box_new ();
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Games with This Position"), -1);
  for (guint i = 0; i < hits->len; i++)
    {
      XqLibraryHit *hit = &g_array_index (hits, XqLibraryHit, i);
      GtkWidget *row = adw_action_row_new ();
      char move[XQ_MOVE_TEXT_MAX] = "";
      g_autofree char *sub = NULL;

      if (hit->next != XQ_MOVE_NONE)
        xq_move_format (pos, hit->next, XQ_NOTATION_CHINESE, 0, move, sizeof move);
      sub = hit->next != XQ_MOVE_NONE
              /* Translators: where a game of the library reaches the position: move number, the move played next */
              ? g_strdup_printf (_("Move %u, then %s"), hit->ply / 2 + 1, move)
              : g_strdup_printf (_("Move %u, the end of the game"), hit->ply / 2 + 1);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), hit->title);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), sub);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data (G_OBJECT (row), "xq-game", GSIZE_TO_POINTER ((gsize) hit->game));
      g_object_set_data (G_OBJECT (row), "xq-ply", GUINT_TO_POINTER (hit->ply));
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  g_signal_connect (list, "row-activated", G_CALLBACK (found_activated), self);
  count = g_strdup_printf (ngettext ("%u game of the library reaches this position, by any move order",
                                     "%u games of the library reach this position, by any move order",
                                     hits->len), hits->len);
  status = gtk_label_new (count);
  gtk_label_set_wrap (GTK_LABEL (status), TRUE);
  gtk_label_set_xalign (GTK_LABEL (status), 0);
  {
    GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
    gtk_widget_set_margin_start (box, 12);
    gtk_widget_set_margin_end (box, 12);
    gtk_widget_set_margin_top (box, 12);
    gtk_widget_set_margin_bottom (box, 12);
    gtk_box_append (GTK_BOX (box), status);
    if (hits->len > 0)
      gtk_box_append (GTK_BOX (box), list);
    scrolled = gtk_scrolled_window_new ();
    gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
    gtk_window_set_child (GTK_WINDOW (window), scrolled);
  }
  gtk_window_present (GTK_WINDOW (window));
}

/* ---- Saving back --------------------------------------------------------- */

/* The library changed under the panes that show it: they read it again. */
void
_xq_window_library_changed (XqWindow *self)
{
  XqLibraryWindow *window = g_object_get_data (G_OBJECT (self), "xq-library-window");

  if (window != NULL)
    xq_library_window_reload (window);
  _xq_window_update_explorer (self);
}

/* The session's store (xq_session_set_library_store()): a game opened from
 * the library is saved back into it, through the window's connection when
 * it is the library the window has open. */
static gboolean
store_in_library (const char *path, gint64 id, XqGame *game, gpointer data, GError **error)
{
  XqWindow *self = data;
  g_autoptr (XqLibrary) other = NULL;
  XqLibrary *library;

  open_library (self);
  if (self->library != NULL && g_strcmp0 (xq_library_get_path (self->library), path) == 0)
    library = self->library;
  else if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    {
      /* Opening would make a new, empty library there. */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                   _("The game library “%s” that this game came from is not there any more"), path);
      return FALSE;
    }
  else if ((library = other = xq_library_open (path, error)) == NULL)
    return FALSE;
  if (!xq_library_update_game (library, id, game, error))
    return FALSE;
  if (library == self->library)
    _xq_window_library_changed (self);
  return TRUE;
}

/* ---- The library window ------------------------------------------------- */

static void
library_game_activated (XqLibraryWindow *window, gint64 id, XqWindow *self)
{
  Found *found = g_new0 (Found, 1);

  found->game = id;
  xq_window_confirm_discard (self, XQ_DISCARD_OPEN, open_found, found, g_free);
}

/* The tags of game @id were edited in the list: the explorer reads the
 * library again, and the game shown, when it is that one, takes the new
 * tags (keeping the user's moves, so that Save does not write the old tags
 * back). */
static void
library_game_changed (XqLibraryWindow *window, gint64 id, XqWindow *self)
{
  const char *path = NULL;
  g_autoptr (XqGame) stored = NULL;

  _xq_window_update_explorer (self);
  if (xq_session_get_library_game (self->session, &path) != id
      || g_strcmp0 (path, xq_library_get_path (self->library)) != 0)
    return;
  stored = xq_library_get_game (self->library, id, NULL);
  if (stored != NULL)
    xq_session_take_library_tags (self->session, stored);
  xq_window_update (self);
}

static void
library_window_destroyed (XqWindow *self)
{
  g_object_set_data (G_OBJECT (self), "xq-library-window", NULL);
}

/* Edit Tags in the library's list: the Game Info dialog on the stored game;
 * Save writes the tags back into the library. */
static void
library_tags_applied (XqGameInfoDialog *dialog, XqLibraryWindow *window)
{
  XqGame *game = g_object_get_data (G_OBJECT (dialog), "xq-game");
  gint64 id = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (dialog), "xq-library-id"));

  xq_library_window_store_tags (window, id, game);
}

void
_xq_window_edit_library_tags (XqLibraryWindow *window, gint64 id, XqGame *game)
{
  GtkWidget *dialog = xq_game_info_dialog_new (GTK_WINDOW (window), game);

  g_object_set_data_full (G_OBJECT (dialog), "xq-game", g_object_ref (game), g_object_unref);
  g_object_set_data (G_OBJECT (dialog), "xq-library-id", GSIZE_TO_POINTER ((gsize) id));
  g_signal_connect_object (dialog, "applied", G_CALLBACK (library_tags_applied), window, 0);
  /* For the tests: the dialog shown last. */
  g_object_set_data (G_OBJECT (window), "xq-tags-dialog", dialog);
  xq_game_info_dialog_present (XQ_GAME_INFO_DIALOG (dialog));
}

static void
library_action (GtkWidget *widget, const char *name, GVariant *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  XqLibraryWindow *window;

  open_library (self);
  if (self->library == NULL)
    {
      xq_window_toast (self, _("The game library could not be opened"));
      return;
    }
  /* One list per window: asking again brings it to the front. */
  window = g_object_get_data (G_OBJECT (self), "xq-library-window");
  if (window == NULL)
    {
      window = xq_library_window_new (GTK_WINDOW (self), self->library);
      g_signal_connect_object (window, "game-activated", G_CALLBACK (library_game_activated), self, 0);
      g_signal_connect_object (window, "game-changed", G_CALLBACK (library_game_changed), self, 0);
      g_signal_connect (window, "edit-tags", G_CALLBACK (_xq_window_edit_library_tags), NULL);
      g_object_set_data (G_OBJECT (self), "xq-library-window", window);
      g_signal_connect_object (window, "destroy", G_CALLBACK (library_window_destroyed), self,
                               G_CONNECT_SWAPPED);
    }
  /* The game on the board, when it is one of this library, is selected. */
  {
    const char *path = NULL;
    gint64 id = xq_session_get_library_game (self->session, &path);

    if (id != 0 && g_strcmp0 (path, xq_library_get_path (self->library)) == 0)
      xq_library_window_select_game (window, id);
  }
  gtk_window_present (GTK_WINDOW (window));
}

void
_xq_window_class_install_library_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.explorer", NULL, explorer_action);
  gtk_widget_class_install_action (widget_class, "win.find-position", NULL, find_position_action);
  gtk_widget_class_install_action (widget_class, "win.library", NULL, library_action);
}

void
_xq_window_library_init (XqWindow *self)
{
  xq_session_set_library_store (self->session, store_in_library, self);
  g_signal_connect_swapped (self->session, "notify::analysis-allowed",
                            G_CALLBACK (_xq_window_update_explorer), self);
}

void
_xq_window_library_finalize (XqWindow *self)
{
  g_clear_pointer (&self->library, xq_library_close);
  g_clear_pointer (&self->library_error, g_free);
}
