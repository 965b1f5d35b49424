/* xq-library-fixture.h — small libraries for the tests: games made from
 * their tags and ICCS moves, added to a library in a temporary folder, and
 * the widgets of a window found by type or by name
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Header only (static inline), for the tests of the library and of the
 * windows that show it (tests/ui/test-explorer.c, test-library-window.c).
 */
#pragma once

#include <gio/gio.h>

#include "xq-game.h"
#include "xq-library.h"
#include "xq-notation.h"

/* A game with these tags (NULL: not set) and @moves, ICCS, NULL-ended. */
static inline XqGame *
xq_fixture_game (const char *red, const char *black, const char *event, const char *date,
                 const char *result, const char * const *moves)
{
  XqGame *game = xq_game_new ();

  if (red != NULL)
    xq_game_set_tag (game, "Red", red);
  if (black != NULL)
    xq_game_set_tag (game, "Black", black);
  if (event != NULL)
    xq_game_set_tag (game, "Event", event);
  if (date != NULL)
    xq_game_set_tag (game, "Date", date);
  if (result != NULL)
    xq_game_set_tag (game, "Result", result);
  for (guint i = 0; moves[i] != NULL; i++)
    g_assert_nonnull (xq_game_play_text (game, moves[i], XQ_NOTATION_ICCS, NULL));
  return game;
}

/* Adds @games (XqGame *) to @lib; every one must be new. */
static inline void
xq_fixture_add_games (XqLibrary *lib, GPtrArray *games)
{
  g_autoptr (GError) error = NULL;
  XqLibraryImportStats st = { 0 };

  g_assert_true (xq_library_add_games (lib, games, NULL, &st, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (st.added, ==, games->len);
  xq_library_import_stats_clear (&st);
}

/* A new library "lib.sqlite" in a new temporary folder; its path in
 * *@path (free it). */
static inline XqLibrary *
xq_fixture_library (const char *name, char **path)
{
  g_autofree char *template = g_strdup_printf ("xq-%s-XXXXXX", name);
  g_autofree char *dir = g_dir_make_tmp (template, NULL);
  g_autoptr (GError) error = NULL;
  XqLibrary *lib;

  g_assert_nonnull (dir);
  *path = g_build_filename (dir, "lib.sqlite", NULL);
  lib = xq_library_open (*path, &error);
  g_assert_no_error (error);
  return lib;
}

/* A new library (as xq_fixture_library()) holding @games, closed again:
 * its path (free it). */
static inline char *
xq_fixture_library_with (const char *name, GPtrArray *games)
{
  char *path = NULL;
  XqLibrary *lib = xq_fixture_library (name, &path);

  xq_fixture_add_games (lib, games);
  xq_library_close (lib);
  return path;
}

#ifdef XQ_TYPE_WINDOW
/* The main window, shown, with the library at @path as its library. */
static inline XqWindow *
xq_fixture_window (const char *path)
{
  XqWindow *window;

  g_setenv ("XIANGQI_LIBRARY", path, TRUE);
  window = xq_window_new (NULL);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}
#endif

#ifdef GTK_TYPE_WIDGET
/* The first descendant of @widget of @type, depth first. */
static inline GtkWidget *
xq_fixture_find_type (GtkWidget *widget, GType type)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found;
      if (G_TYPE_CHECK_INSTANCE_TYPE (c, type))
        return c;
      if ((found = xq_fixture_find_type (c, type)) != NULL)
        return found;
    }
  return NULL;
}

/* The first descendant of @widget named @name (gtk_widget_set_name(), or
 * the template's name). */
static inline GtkWidget *
xq_fixture_find_named (GtkWidget *widget, const char *name)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found;
      if (g_strcmp0 (gtk_widget_get_name (c), name) == 0)
        return c;
      if ((found = xq_fixture_find_named (c, name)) != NULL)
        return found;
    }
  return NULL;
}
#endif
