/* xq-application.c — the Xiangqi application: actions, accelerators, About
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-application"
/* The help is opened through version-checked branches (GtkUriLauncher on GTK
 * 4.10 and later): this file may see the API of the GTK it is built against,
 * above the floor the build sets for other files (see the top meson.build). */
#undef GDK_VERSION_MAX_ALLOWED

#include "config.h"

#include <stdlib.h>

#include <glib/gi18n.h>

#include "xq-about.h"
#include "xq-application.h"
#include "xq-engine-files.h"
#include "xq-fen.h"
#include "xq-preferences-window.h"
#include "xq-search.h"
#include "xq-window-private.h"
#include "xq-tooltip.h"
#include "xq-window.h"

struct _XqApplication
{
  AdwApplication parent_instance;

  GSettings *settings;
  gboolean autosave_disabled;
};

G_DEFINE_FINAL_TYPE (XqApplication, xq_application, ADW_TYPE_APPLICATION)

typedef struct
{
  const char *action;
  const char *accels[3];
} XqAccel;

/* Accelerators with a modifier.  Plain keys (F, H, arrows, Home, End) are
 * bound on the window instead (xq-window-actions.c), in the bubble phase, so
 * that the focused board or move list gets them first. */
static const XqAccel accels[] = {
  { "win.flip", { "<Control>f", NULL } },
  { "win.new-game", { "<Control>n", NULL } },
  { "win.open", { "<Control>o", NULL } },
  { "win.save", { "<Control>s", NULL } },
  { "win.save-as", { "<Shift><Control>s", NULL } },
  { "win.export-diagram", { "<Shift><Control>e", NULL } },
  { "win.undo", { "<Control>z", NULL } },
  { "win.redo", { "<Shift><Control>z", "<Control>y", NULL } },
  { "win.show-side-panel", { "F9", NULL } },
  { "win.explorer", { "<Shift><Control>x", NULL } },
  { "win.find-position", { "<Shift><Control>p", NULL } },
  { "win.library", { "<Shift><Control>l", NULL } },
  { "app.preferences", { "<Control>comma", NULL } },
  { "app.help", { "F1", NULL } },
  { "win.show-help-overlay", { "<Control>question", "<Control>slash", NULL } },
  { "app.quit", { "<Control>q", NULL } },
  { "window.close", { "<Control>w", NULL } },
};

static XqWindow *
xq_application_get_main_window (XqApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (XQ_IS_WINDOW (window))
    return XQ_WINDOW (window);
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l; l = l->next)
    if (XQ_IS_WINDOW (l->data))
      return XQ_WINDOW (l->data);
  return NULL;
}

/* A new main window, whose game in progress is kept between runs. */
static XqWindow *
xq_application_new_window (XqApplication *self)
{
  XqWindow *window = xq_window_new (GTK_APPLICATION (self));

  if (!self->autosave_disabled)
    {
      g_autofree char *path = xq_application_dup_autosave_path (self);

      xq_session_set_autosave_path (xq_window_get_session (window), path);
    }
  return window;
}

static XqWindow *
xq_application_ensure_window (XqApplication *self)
{
  XqWindow *window = xq_application_get_main_window (self);

  if (window == NULL)
    window = xq_application_new_window (self);
  return window;
}

static void
xq_application_activate (GApplication *app)
{
  XqApplication *self = XQ_APPLICATION (app);
  XqWindow *window = xq_application_get_main_window (self);

  if (window == NULL)
    {
      window = xq_application_new_window (self);
      xq_window_start (window, NULL);
    }
  gtk_window_present (GTK_WINDOW (window));
}

static void
xq_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  XqApplication *self = XQ_APPLICATION (app);
  gboolean fresh = xq_application_get_main_window (self) == NULL;
  XqWindow *window = xq_application_ensure_window (self);

  /* The window first: the save question a file may bring comes above it. */
  gtk_window_present (GTK_WINDOW (window));
  if (fresh)
    xq_window_start (window, n_files > 0 ? files[0] : NULL);
  else if (n_files > 0)
    xq_window_open_file (window, files[0]);
}

/* ---- The command line ---------------------------------------------------
 *
 *   xiangqi [FILE…]                   open the files (the first one's games)
 *   xiangqi --new-game [FEN]          a new game, from FEN or the start
 *   xiangqi [--new-game [FEN]] --level N   … against the computer at level N
 *   xiangqi --version | --help
 *
 * --help and --version, and the checks of FEN and level, are answered here,
 * in the process that was started (handle-local-options), before any display
 * is opened or another instance is looked for.  Everything else goes to the
 * primary instance's command-line handler, so that a second `xiangqi FILE`
 * opens the file in the window already there. */
static const GOptionEntry option_entries[] = {
  { "version", 0, 0, G_OPTION_ARG_NONE, NULL,
    N_("Show the version and exit"), NULL },
  { "new-game", 'n', 0, G_OPTION_ARG_NONE, NULL,
    N_("Start a new game against the computer, from the start position or from the FEN given as the arguments"), NULL },
  { "level", 'l', 0, G_OPTION_ARG_INT, NULL,
    N_("Play the computer at level N (1 to 8) in a new game"), N_("N") },
  { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, NULL, NULL, NULL },
  { NULL }
};

/* The positional arguments joined by spaces (a FEN may come in up to six
 * words), or NULL when there are none. */
static char *
xq_application_options_fen (GVariantDict *options)
{
  g_autofree const char **args = NULL;

  if (!g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &args)
      || args[0] == NULL)
    return NULL;
  return g_strjoinv (" ", (char **) args);
}

static int
xq_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  int level;

  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("%s %s\n", _("Xiangqi"), PACKAGE_VERSION);
      return EXIT_SUCCESS;
    }
  if (g_variant_dict_lookup (options, "level", "i", &level)
      && (level < XQ_LEVEL_MIN || level > XQ_LEVEL_MAX))
    {
      /* Translators: %d is the level given, then the lowest and highest */
      g_printerr (_("Xiangqi: level %d is not between %d and %d\n"),
                  level, XQ_LEVEL_MIN, XQ_LEVEL_MAX);
      return EXIT_FAILURE;
    }
  if (g_variant_dict_contains (options, "new-game"))
    {
      g_autofree char *fen = xq_application_options_fen (options);
      XqPosition pos;
      XqFenStatus status;

      if (fen != NULL && (status = xq_position_from_fen (&pos, fen, NULL)) != XQ_FEN_OK)
        {
          /* Translators: the first %s is the FEN given, the second what is wrong with it */
          g_printerr (_("Xiangqi: not a position in FEN: “%s” (%s)\n"),
                      fen, xq_fen_status_message (status));
          return EXIT_FAILURE;
        }
    }
  return -1;
}

static void
xq_application_new_game_then (XqWindow *window,
                              gpointer  data)
{
  xq_window_new_game (window, data);
}

/* A new game, the user red against the computer, after the window's game
 * is saved or given up (the user is asked as for File ▸ New). */
static void
xq_application_start_new_game (XqApplication *self,
                               const char    *fen,
                               int            level)
{
  gboolean fresh = xq_application_get_main_window (self) == NULL;
  XqWindow *window = xq_application_ensure_window (self);
  XqGameSetup *setup = g_new0 (XqGameSetup, 1);

  setup->sides[XQ_RED] = (XqSideSetup) { FALSE, XQ_LEVEL_MIN };
  setup->sides[XQ_BLACK] = (XqSideSetup) { TRUE, level };
  setup->rules = XQ_RULES_CHINESE;
  if (fen == NULL || xq_position_from_fen (&setup->start, fen, NULL) != XQ_FEN_OK)
    xq_position_set_start (&setup->start);
  xq_time_control_init_none (&setup->time_control);
  /* A fresh window first restores the game kept at the last exit, so that
   * the question below protects it too. */
  if (fresh)
    xq_window_start (window, NULL);
  gtk_window_present (GTK_WINDOW (window));
  xq_window_confirm_discard (window, XQ_DISCARD_NEW_GAME, xq_application_new_game_then, setup,
                             g_free);
}

static int
xq_application_command_line (GApplication            *app,
                             GApplicationCommandLine *command_line)
{
  XqApplication *self = XQ_APPLICATION (app);
  GVariantDict *options = g_application_command_line_get_options_dict (command_line);
  g_autofree const char **args = NULL;
  int level;

  if (g_variant_dict_contains (options, "new-game")
      || g_variant_dict_lookup (options, "level", "i", &level))
    {
      g_autofree char *fen = g_variant_dict_contains (options, "new-game")
                             ? xq_application_options_fen (options) : NULL;

      if (!g_variant_dict_lookup (options, "level", "i", &level))
        level = g_settings_get_int (self->settings, "engine-level");
      xq_application_start_new_game (self, fen, level);
      return EXIT_SUCCESS;
    }
  if (g_variant_dict_lookup (options, G_OPTION_REMAINING, "^a&ay", &args) && args[0] != NULL)
    {
      guint n = g_strv_length ((char **) args);
      g_autoptr (GPtrArray) files = g_ptr_array_new_with_free_func (g_object_unref);

      for (guint i = 0; i < n; i++)
        g_ptr_array_add (files, g_application_command_line_create_file_for_arg (command_line, args[i]));
      g_application_open (app, (GFile **) files->pdata, (int) n, "");
      return EXIT_SUCCESS;
    }
  g_application_activate (app);
  return EXIT_SUCCESS;
}

/* The settings, created on first use: in start-up, after the command line
 * was handled, so that --help, --version and the checks of the options work
 * without the schema installed.  A missing schema is said once, clearly,
 * instead of GSettings' abort. */
static GSettings *
xq_application_ensure_settings (XqApplication *self)
{
  if (self->settings == NULL)
    {
      GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
      g_autoptr (GSettingsSchema) schema = source != NULL
                                           ? g_settings_schema_source_lookup (source, APP_ID, TRUE)
                                           : NULL;

      if (schema == NULL)
        {
          /* Translators: %s is the settings schema's name */
          g_printerr (_("Xiangqi: the settings schema “%s” is not installed; "
                        "run glib-compile-schemas on the installation's "
                        "share/glib-2.0/schemas folder, or set GSETTINGS_SCHEMA_DIR\n"),
                      APP_ID);
          exit (EXIT_FAILURE);
        }
      self->settings = g_settings_new_full (schema, NULL, NULL);
    }
  return self->settings;
}

static void
xq_application_startup (GApplication *app)
{
  XqApplication *self = XQ_APPLICATION (app);

  xq_application_ensure_settings (self);
  /* The engines that come with the app (the Flatpak's), offered once. */
  xq_engine_files_offer_bundled (self->settings, g_getenv ("XIANGQI_ENGINES_DIR") != NULL
                                                 ? g_getenv ("XIANGQI_ENGINES_DIR") : LIBDIR);

  /* Without a display there is nothing to show: say so once and stop, as
   * gtk_init () does, before GTK and libadwaita warn about it and crash.
   * (main () has usually tried already, see xq_prepare_toolkit (); GTK
   * then counts as initialised even where the display did not open.) */
  if (!gtk_init_check () || gdk_display_get_default () == NULL)
    {
      const char *name = g_getenv ("WAYLAND_DISPLAY") ? g_getenv ("WAYLAND_DISPLAY")
                                                       : g_getenv ("DISPLAY");
      /* Translators: %s is the display's name, such as ":0" */
      g_printerr (_("Xiangqi: cannot open display: %s\n"), name ? name : "");
      exit (EXIT_FAILURE);
    }
  G_APPLICATION_CLASS (xq_application_parent_class)->startup (app);
  /* Chinese tooltips on whole lines, in every window (xq-tooltip.c). */
  xq_tooltip_watch_toplevels ();

  for (size_t i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                           accels[i].action, accels[i].accels);
  gtk_window_set_default_icon_name (APP_ID);
}

static void
xq_application_about (GSimpleAction *action,
                      GVariant      *param,
                      gpointer       user_data)
{
  XqApplication *self = user_data;
  static const char *developers[] = {
    "The Xiangqi developers",
    NULL
  };
  const char *artists[] = {
    _("The Xiangqi developers (board, pieces, icon)"),
    NULL
  };
  GtkWidget *about = xq_about_new ();

  g_object_set (about,
                "application-icon", APP_ID,
                "application-name", _("Xiangqi"),
                "developer-name", _("The Xiangqi developers"),
                "version", PACKAGE_VERSION,
                "website", "https://github.com/xiangqi/xiangqi",
                "issue-url", "https://github.com/xiangqi/xiangqi/issues",
                "copyright", _("© 2026 The Xiangqi developers"),
                "license-type", GTK_LICENSE_GPL_3_0,
                "developers", developers,
                "artists", artists,
                /* Translators: put your names here, one per line. */
                "translator-credits", _("translator-credits"),
                "comments", _("Chinese chess (象棋) against the computer or a friend"),
                NULL);
  xq_about_add_credit_section (about,
                               _("Rules"),
                               (const char *[]) {
                                 _("Chinese Xiangqi Association competition rules"),
                                 NULL });
  xq_about_present (about, GTK_WIDGET (gtk_application_get_active_window (GTK_APPLICATION (self))));
}

/* The user manual (help/), shown by Yelp or whatever handles help: URIs. */
#define XQ_HELP_URI "help:" APP_ID

static void
xq_application_help_failed (GtkWindow    *parent,
                            const GError *error)
{
  g_autofree char *message = NULL;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
#if GTK_CHECK_VERSION(4, 10, 0)
  if (g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED))
    return;
#endif
  /* Translators: %s says why, as the system puts it */
  message = g_strdup_printf (_("Cannot show the help: %s"), error->message);
  if (XQ_IS_WINDOW (parent))
    xq_window_toast (XQ_WINDOW (parent), message);
  else
    g_printerr ("%s\n", message);
}

static void
xq_application_help_done (GObject      *source,
                          GAsyncResult *result,
                          gpointer      user_data)
{
  g_autoptr (GtkWindow) parent = user_data;
  g_autoptr (GError) error = NULL;

#if GTK_CHECK_VERSION(4, 10, 0)
  gtk_uri_launcher_launch_finish (GTK_URI_LAUNCHER (source), result, &error);
#else
  gtk_show_uri_full_finish (parent, result, &error);
#endif
  if (error != NULL)
    xq_application_help_failed (parent, error);
}

static void
xq_application_help (GSimpleAction *action,
                     GVariant      *param,
                     gpointer       user_data)
{
  XqApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));

#if GTK_CHECK_VERSION(4, 10, 0)
  g_autoptr (GtkUriLauncher) launcher = gtk_uri_launcher_new (XQ_HELP_URI);

  gtk_uri_launcher_launch (launcher, parent, NULL, xq_application_help_done,
                           parent ? g_object_ref (parent) : NULL);
#else
  gtk_show_uri_full (parent, XQ_HELP_URI, GDK_CURRENT_TIME, NULL,
                     xq_application_help_done, parent ? g_object_ref (parent) : NULL);
#endif
}

static void
xq_application_preferences (GSimpleAction *action,
                            GVariant      *param,
                            gpointer       user_data)
{
  XqApplication *self = user_data;
  XqPreferencesWindow *prefs;

  prefs = xq_preferences_window_new (self->settings);
  xq_preferences_window_present (prefs,
                                 GTK_WIDGET (gtk_application_get_active_window (GTK_APPLICATION (self))));
}

static void
xq_application_quit_action (GSimpleAction *action,
                            GVariant      *param,
                            gpointer       user_data)
{
  XqApplication *self = user_data;
  GList *windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));

  /* Closing the main window saves the game in progress. */
  for (GList *l = windows; l; l = l->next)
    gtk_window_close (GTK_WINDOW (l->data));
  g_list_free (windows);
}

static const GActionEntry app_entries[] = {
  { "about", xq_application_about },
  { "help", xq_application_help },
  { "preferences", xq_application_preferences },
  { "quit", xq_application_quit_action },
};

static void
xq_application_finalize (GObject *object)
{
  XqApplication *self = XQ_APPLICATION (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (xq_application_parent_class)->finalize (object);
}

static void
xq_application_class_init (XqApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = xq_application_finalize;
  app_class->activate = xq_application_activate;
  app_class->open = xq_application_open;
  app_class->startup = xq_application_startup;
  app_class->handle_local_options = xq_application_handle_local_options;
  app_class->command_line = xq_application_command_line;
}

static void
xq_application_init (XqApplication *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), app_entries,
                                   G_N_ELEMENTS (app_entries), self);
  g_application_add_main_option_entries (G_APPLICATION (self), option_entries);
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE…]"));
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Chinese chess (象棋) against the computer or a friend"));
}

XqApplication *
xq_application_new (GApplicationFlags flags)
{
  return g_object_new (XQ_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", flags | G_APPLICATION_HANDLES_OPEN | G_APPLICATION_HANDLES_COMMAND_LINE,
                       "resource-base-path", "/io/github/xiangqi/Xiangqi",
                       NULL);
}

GSettings *
xq_application_get_settings (XqApplication *self)
{
  g_return_val_if_fail (XQ_IS_APPLICATION (self), NULL);

  return xq_application_ensure_settings (self);
}

char *
xq_application_dup_autosave_path (XqApplication *self)
{
  g_return_val_if_fail (XQ_IS_APPLICATION (self), NULL);

  return g_build_filename (g_get_user_data_dir (), "xiangqi", "current.pgn", NULL);
}

void
xq_application_set_autosave_enabled (XqApplication *self,
                                     gboolean       enabled)
{
  g_return_if_fail (XQ_IS_APPLICATION (self));

  self->autosave_disabled = !enabled;
}

gboolean
xq_application_get_autosave_enabled (XqApplication *self)
{
  g_return_val_if_fail (XQ_IS_APPLICATION (self), FALSE);

  return !self->autosave_disabled;
}
