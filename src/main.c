/* main.c — the xiangqi executable
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "xq-application.h"

/* With the cairo renderer (GSK_RENDERER=cairo, the user's choice) nothing is
 * drawn with GL, yet GDK loads and probes the GL drivers when it opens an X11
 * display: about 60 MB of resident memory and a quarter of the start-up's
 * instructions.  GDK's own switch for that is GDK_DEBUG=gl-disable, read once,
 * when GTK starts; it is added here, first thing, while no thread exists
 * (g_setenv () is unsafe once threads run, and GTK starts some of its own in
 * gtk_init (): fontconfig's and GDBus's), and left set: programs we start
 * inherit it beside the GSK_RENDERER=cairo they inherit anyway.  Nothing
 * changes where the user set a gl- flag, or another renderer.
 *
 * (This used to be done in the application's start-up, together with
 * GTK_THEME=Adwaita-empty while GTK created its settings, both set back
 * afterwards.  Setting them back cannot be done before GTK's threads start,
 * and under the default renderer the theme gained nothing measurable; see
 * tools/bench-startup.sh and issue 38's note.) */
static void
xq_prepare_toolkit (void)
{
  const char *gdk_debug = g_getenv ("GDK_DEBUG");
  g_autofree char *flags = NULL;

  if (g_strcmp0 (g_getenv ("GSK_RENDERER"), "cairo") != 0
      || (gdk_debug != NULL && strstr (gdk_debug, "gl-") != NULL))
    return;
  flags = gdk_debug && *gdk_debug ? g_strconcat (gdk_debug, ",gl-disable", NULL)
                                  : g_strdup ("gl-disable");
  g_setenv ("GDK_DEBUG", flags, TRUE);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (XqApplication) app = NULL;

  setlocale (LC_ALL, "");
  /* XIANGQI_LOCALEDIR: translations of an uninstalled build (<builddir>/po). */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("XIANGQI_LOCALEDIR") ? g_getenv ("XIANGQI_LOCALEDIR")
                                                                 : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  xq_prepare_toolkit ();
  app = xq_application_new (G_APPLICATION_DEFAULT_FLAGS);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
