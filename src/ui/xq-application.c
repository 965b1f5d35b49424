/* xq-application.c — the Xiangqi application: actions, accelerators, About
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-application"

#include "config.h"

#include <stdlib.h>

#include <glib/gi18n.h>
#include <string.h>

#include "xq-application.h"
#include "xq-preferences-window.h"
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
  { "app.preferences", { "<Control>comma", NULL } },
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

  if (fresh)
    xq_window_start (window, n_files > 0 ? files[0] : NULL);
  else if (n_files > 0)
    xq_window_open_file (window, files[0]);
  gtk_window_present (GTK_WINDOW (window));
}

/* Start-up work that GTK does and then throws away, skipped by opening the
 * display and creating its settings here, before the parent classes'
 * start-up, under a temporary environment:
 *
 * - With the cairo renderer (GSK_RENDERER=cairo, the user's choice) nothing
 *   is drawn with GL, yet GDK loads and probes the GL drivers when it opens
 *   an X11 display: 28 % of the instructions of our start, and 60 MB of
 *   resident memory.  GDK's own switch for that is GDK_DEBUG=gl-disable, read
 *   once, when GTK starts.
 * - When the display's GtkSettings are created, GTK parses its built-in theme
 *   (11 %); libadwaita then sets the theme "Adwaita-empty" and loads its own
 *   stylesheet instead.  GTK_THEME=Adwaita-empty while the settings are
 *   created makes GTK start with that empty theme directly.
 *
 * Both variables are set back as they were before libadwaita starts: the flag
 * stays in GDK, programs we start inherit the user's environment, and
 * libadwaita, which leaves the styling to a GTK_THEME that the user sets,
 * finds none and loads its stylesheet as always.  Nothing is changed where
 * the user set either variable.  (GLib's D-Bus thread is running by now; it
 * does not read the environment once connected.) */
static void
swap_env (const char  *name,
          const char  *value,
          char       **saved,
          gboolean    *was_set)
{
  const char *old = g_getenv (name);

  *was_set = old != NULL;
  *saved = g_strdup (old);
  g_setenv (name, value, TRUE);
}

static void
restore_env (const char *name,
             char       *saved,
             gboolean    was_set)
{
  if (was_set)
    g_setenv (name, saved, TRUE);
  else
    g_unsetenv (name);
  g_free (saved);
}

/* Opens the display with the settings above; FALSE when there is none. */
static gboolean
xq_application_prepare_display (void)
{
  const char *gdk_debug = g_getenv ("GDK_DEBUG");
  gboolean no_gl = g_strcmp0 (g_getenv ("GSK_RENDERER"), "cairo") == 0
                   && (gdk_debug == NULL || strstr (gdk_debug, "gl-") == NULL);
  gboolean empty_theme = g_getenv ("GTK_THEME") == NULL;
  char *saved_debug = NULL, *saved_theme = NULL;
  gboolean debug_was_set = FALSE, theme_was_set = FALSE;
  gboolean opened;

  if (no_gl)
    {
      g_autofree char *flags = gdk_debug && *gdk_debug
                               ? g_strconcat (gdk_debug, ",gl-disable", NULL)
                               : g_strdup ("gl-disable");

      swap_env ("GDK_DEBUG", flags, &saved_debug, &debug_was_set);
    }
  if (empty_theme)
    swap_env ("GTK_THEME", "Adwaita-empty", &saved_theme, &theme_was_set);

  opened = gtk_init_check ();
  if (opened)
    gtk_settings_get_default ();

  if (empty_theme)
    restore_env ("GTK_THEME", saved_theme, theme_was_set);
  if (no_gl)
    restore_env ("GDK_DEBUG", saved_debug, debug_was_set);
  return opened;
}

static void
xq_application_startup (GApplication *app)
{
  XqApplication *self = XQ_APPLICATION (app);

  /* Without a display there is nothing to show: say so once and stop, as
   * gtk_init () does, before GTK and libadwaita warn about it and crash. */
  if (!xq_application_prepare_display ())
    {
      const char *name = g_getenv ("WAYLAND_DISPLAY") ? g_getenv ("WAYLAND_DISPLAY")
                                                       : g_getenv ("DISPLAY");
      /* Translators: %s is the display's name, such as ":0" */
      g_printerr (_("Xiangqi: cannot open display: %s\n"), name ? name : "");
      exit (EXIT_FAILURE);
    }
  G_APPLICATION_CLASS (xq_application_parent_class)->startup (app);

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
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", gtk_application_get_active_window (GTK_APPLICATION (self)),
                        "modal", TRUE,
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
  adw_about_window_add_credit_section (ADW_ABOUT_WINDOW (about),
                                       _("Rules"),
                                       (const char *[]) {
                                         _("Chinese Xiangqi Association competition rules"),
                                         NULL });
  gtk_window_present (GTK_WINDOW (about));
}

static void
xq_application_preferences (GSimpleAction *action,
                            GVariant      *param,
                            gpointer       user_data)
{
  XqApplication *self = user_data;
  XqPreferencesWindow *prefs;

  prefs = xq_preferences_window_new (self->settings);
  gtk_window_set_transient_for (GTK_WINDOW (prefs),
                                gtk_application_get_active_window (GTK_APPLICATION (self)));
  gtk_window_present (GTK_WINDOW (prefs));
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
}

static void
xq_application_init (XqApplication *self)
{
  self->settings = g_settings_new (APP_ID);
  g_action_map_add_action_entries (G_ACTION_MAP (self), app_entries,
                                   G_N_ELEMENTS (app_entries), self);
}

XqApplication *
xq_application_new (GApplicationFlags flags)
{
  return g_object_new (XQ_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", flags | G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/xiangqi/Xiangqi",
                       NULL);
}

GSettings *
xq_application_get_settings (XqApplication *self)
{
  g_return_val_if_fail (XQ_IS_APPLICATION (self), NULL);

  return self->settings;
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
