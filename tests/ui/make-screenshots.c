/* make-screenshots.c — puts the app in a state worth showing and grabs the screen
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Not a test: tests/ui/make-screenshots.sh runs it once per scene under Xvfb
 * (a screen the size of the window) and it calls `import -window root`.
 *
 *   make-screenshots SCENE OUT.png [PGN]
 *
 * Scenes: wide, narrow, international, dark, new-game, game-over, trainer, size-WxH
 * (the window at W×H); run with
 * LANGUAGE=zh_CN and XIANGQI_LOCALEDIR=<builddir>/po for Chinese.
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#ifdef GDK_WINDOWING_X11
#include <gdk/x11/gdkx.h>
#endif

#include "xq-application.h"
#include "xq-board-view.h"
#include "xq-engine-options-dialog.h"
#include "xq-fen.h"
#include "xq-game-format.h"
#include "xq-movegen.h"
#include "xq-library-window.h"
#include "xq-setup-editor.h"
#include "xq-window.h"

static const char *scene;
static const char *out_path;
static const char *pgn_path;
static XqApplication *app;

static XqWindow *
main_window (void)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l; l = l->next)
    if (XQ_IS_WINDOW (l->data))
      return l->data;
  return NULL;
}

/* Without a window manager, dialogs open at the top left corner: centre
 * them on the screen as a window manager would. */
static void
centre_dialogs (void)
{
#ifdef GDK_WINDOWING_X11
  XqWindow *window = main_window ();
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWindow) w = g_list_model_get_item (toplevels, i);
      GdkSurface *surface;

      if ((gpointer) w == (gpointer) window || !gtk_widget_get_mapped (GTK_WIDGET (w)))
        continue;
      surface = gtk_native_get_surface (GTK_NATIVE (w));
      if (!GDK_IS_X11_SURFACE (surface))
        continue;
      /* GTK 4.18 deprecated its X11 API, with no replacement: the
       * screenshots are taken on an X server on purpose. */
      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      XMoveWindow (GDK_SURFACE_XDISPLAY (surface), gdk_x11_surface_get_xid (surface),
                   (gtk_widget_get_width (GTK_WIDGET (window)) - gtk_widget_get_width (GTK_WIDGET (w))) / 2,
                   (gtk_widget_get_height (GTK_WIDGET (window)) - gtk_widget_get_height (GTK_WIDGET (w))) / 2);
      G_GNUC_END_IGNORE_DEPRECATIONS
    }
#endif
}

static gboolean
grab (gpointer data)
{
  const char *argv[] = { "import", "-window", "root", out_path, NULL };
  g_autoptr (GError) error = NULL;
  int status = 0;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                     NULL, NULL, &status, &error))
    g_printerr ("import: %s\n", error->message);
  g_application_quit (G_APPLICATION (app));
  return G_SOURCE_REMOVE;
}

/* A game between two people with a clock, the first moves of a real game. */
static void
setup_game (XqWindow *window,
            guint     plies)
{
  XqGameSetup setup = { .sides = { { FALSE, 2 }, { FALSE, 2 } }, .rules = XQ_RULES_CHINESE };
  XqGame *game;
  g_autoptr (GFile) file = NULL;
  g_autoptr (GPtrArray) games = NULL;
  XqGameNode *node;

  xq_position_set_start (&setup.start);
  xq_time_control_init_preset (&setup.time_control, XQ_TIME_PRESET_FISCHER);
  xq_window_new_game (window, &setup);
  game = xq_session_get_game (xq_window_get_session (window));
  if (pgn_path == NULL)
    return;
  file = g_file_new_for_path (pgn_path);
  games = xq_game_load_file (file, NULL, NULL, NULL);
  if (games == NULL || games->len == 0)
    return;
  node = xq_game_get_root (g_ptr_array_index (games, 0));
  for (guint i = 0; i < plies && xq_game_node_get_n_children (node) > 0; i++)
    {
      node = xq_game_node_get_child (node, 0);
      xq_window_play_move (window, xq_game_node_get_move (node));
    }
  /* A variation, to show how they look. */
  xq_game_go_back (game);
  xq_game_go_back (game);
  {
    XqMove legal[XQ_MAX_MOVES];
    size_t n = xq_generate_legal (xq_game_get_position (game), legal, XQ_MAX_MOVES);

    if (n > 3)
      xq_window_play_move (window, legal[3]);
  }
  xq_game_go_end (game);
  xq_game_go_to (game, xq_game_node_get_line_end (xq_game_get_root (game)));
}

static GtkWidget *
find_named (GtkWidget *widget, const char *name)
{
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found;
      if (g_strcmp0 (gtk_widget_get_name (c), name) == 0)
        return c;
      if ((found = find_named (c, name)) != NULL)
        return found;
    }
  return NULL;
}

/* The library's scenes (XIANGQI_LIBRARY names the library): the explorer
 * with the openings its moves lead to, narrowed to an event and a result;
 * the tags of a library game in the Game Information window. */
static void
stage_library (XqWindow *window)
{
  if (g_str_equal (scene, "library-explorer"))
    {
      const char *event = g_getenv ("XQ_SHOT_EVENT");
      const char *moves[] = { "h2e2", "h9g7", "h0g2", NULL };
      XqGameSetup setup = { .sides = { { FALSE, 2 }, { FALSE, 2 } }, .rules = XQ_RULES_CHINESE };
      GtkWidget *entry;

      /* 1. 炮二平五 马８进７ 2. 马二进三: a position most collections have. */
      xq_position_set_start (&setup.start);
      xq_time_control_init_none (&setup.time_control);
      xq_window_new_game (window, &setup);
      for (guint i = 0; moves[i] != NULL; i++)
        {
          XqMove move;

          if (xq_move_parse (xq_game_get_position (xq_session_get_game (xq_window_get_session (window))),
                             moves[i], XQ_NOTATION_ICCS, &move, NULL) == XQ_PARSE_OK)
            xq_window_play_move (window, move);
        }
      gtk_widget_activate_action (GTK_WIDGET (window), "win.explorer", NULL);
      if (event != NULL && (entry = find_named (GTK_WIDGET (window), "event")) != NULL)
        {
          gtk_editable_set_text (GTK_EDITABLE (entry), event);
          g_signal_emit_by_name (entry, "search-changed");
        }
      if ((entry = find_named (GTK_WIDGET (window), "result")) != NULL)
        gtk_drop_down_set_selected (GTK_DROP_DOWN (entry), 1);
    }
  else
    {
      XqLibraryWindow *list;

      setup_game (window, 4);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.library", NULL);
      list = g_object_get_data (G_OBJECT (window), "xq-library-window");
      if (list != NULL)
        {
          xq_library_window_select_row (list, 0);
          gtk_widget_activate_action (GTK_WIDGET (list), "library.edit-tags", NULL);
        }
    }
}

static gboolean
move_dialogs (gpointer data)
{
  centre_dialogs ();
  return G_SOURCE_REMOVE;
}

static gboolean
stage (gpointer data)
{
  XqWindow *window = main_window ();

  if (window == NULL)
    return G_SOURCE_CONTINUE;

  if (g_str_equal (scene, "new-game"))
    {
      setup_game (window, 6);
      xq_session_set_dirty (xq_window_get_session (window), FALSE);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
    }
  else if (g_str_equal (scene, "export-diagram"))
    {
      setup_game (window, 6);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.export-diagram", NULL);
    }
  else if (g_str_equal (scene, "trainer"))
    {
      setup_game (window, 6);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.trainer", NULL);
    }
  else if (g_str_equal (scene, "game-info"))
    {
      setup_game (window, 6);
      gtk_widget_activate_action (GTK_WIDGET (window), "win.game-info", NULL);
    }
  else if (g_str_equal (scene, "setup"))
    {
      XqPosition pos;

      /* A red elephant on e4, a point no elephant reaches. */
      xq_position_from_fen_lenient (&pos, "r1bakab2/9/2n1c1n2/p3p3p/2p3p2/4B4/P1P3P1P/4C1N2/9/1RBAKA2R w",
                                    NULL, NULL);
      xq_setup_editor_present (xq_setup_editor_new (GTK_WINDOW (window),
                                                    xq_application_get_settings (app),
                                                    &pos, FALSE));
    }
  else if (g_str_equal (scene, "engine-options"))
    {
      setup_game (window, 14);
      xq_engine_options_dialog_present (xq_engine_options_dialog_new (GTK_WINDOW (window),
                                                                      xq_application_get_settings (app),
                                                                      "Fairy-Stockfish",
                                                                      "/usr/games/fairy-stockfish",
                                                                      "uci"));
    }
  else if (g_str_equal (scene, "game-over"))
    {
      XqGameSetup setup = { .sides = { { FALSE, 2 }, { TRUE, 2 } }, .rules = XQ_RULES_CHINESE };

      xq_position_from_fen (&setup.start, "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 40", NULL);
      xq_time_control_init_none (&setup.time_control);
      xq_window_new_game (window, &setup);
      xq_window_play_move (window, XQ_MOVE (XQ_SQ (1, 0), XQ_SQ (1, 9)));
    }
  else if (g_str_has_prefix (scene, "size-"))
    setup_game (window, 30);
  else if (g_str_has_prefix (scene, "library-"))
    stage_library (window);
  else
    setup_game (window, 14);
  g_timeout_add (1500, move_dialogs, NULL);
  g_timeout_add (2500, grab, NULL);
  return G_SOURCE_REMOVE;
}

static void
on_startup (GApplication *application)
{
  GSettings *settings = xq_application_get_settings (app);

  if (g_str_equal (scene, "international"))
    g_settings_set_string (settings, "piece-set", "international");
  if (g_str_equal (scene, "dark"))
    adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                        ADW_COLOR_SCHEME_FORCE_DARK);
  if (g_str_equal (scene, "narrow"))
    {
      g_settings_set_int (settings, "window-width", 480);
      g_settings_set_int (settings, "window-height", 900);
    }
  else if (g_str_has_prefix (scene, "size-"))
    {
      /* "size-600x800": the window at that size (the screen's). */
      int width = 0, height = 0;

      if (sscanf (scene + 5, "%dx%d", &width, &height) == 2)
        {
          g_settings_set_int (settings, "window-width", width);
          g_settings_set_int (settings, "window-height", height);
        }
    }
  else
    {
      g_settings_set_int (settings, "window-width", 1200);
      g_settings_set_int (settings, "window-height", 800);
    }
  g_settings_set_boolean (settings, "animation", FALSE);
  g_timeout_add (300, stage, NULL);
}

int
main (int   argc,
      char *argv[])
{
  const char *args[] = { argv[0], NULL };
  int status;

  if (argc < 3)
    {
      g_printerr ("usage: %s SCENE OUT.png [PGN]\n", argv[0]);
      return 2;
    }
  scene = argv[1];
  out_path = argv[2];
  pgn_path = argc > 3 ? argv[3] : NULL;
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  setlocale (LC_ALL, "");
  if (g_getenv ("XIANGQI_LOCALEDIR"))
    {
      bindtextdomain (GETTEXT_PACKAGE, g_getenv ("XIANGQI_LOCALEDIR"));
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      textdomain (GETTEXT_PACKAGE);
    }

  app = xq_application_new (G_APPLICATION_NON_UNIQUE);
  xq_application_set_autosave_enabled (app, FALSE);
  g_signal_connect (app, "startup", G_CALLBACK (on_startup), NULL);
  status = g_application_run (G_APPLICATION (app), 1, (char **) args);
  g_object_unref (app);
  return status;
}
