/* main.c — the xiangqi executable
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <stdlib.h>
#include <string.h>

#include "xq-application.h"

/* Start-up work that GTK does and then throws away, skipped by opening the
 * display and creating its settings here, first thing, under a changed
 * environment.  The environment is changed only while no thread exists:
 * gtk_init () starts threads of its own (fontconfig's, GDBus's), and
 * setenv () and unsetenv () are unsafe once threads run (they move the
 * environment's array under a getenv () in another thread).
 *
 * - With the cairo renderer (GSK_RENDERER=cairo, the user's choice) nothing
 *   is drawn with GL, yet GDK loads and probes the GL drivers when it opens
 *   an X11 display: about 60 MB of resident memory and a quarter of the
 *   start-up's instructions.  GDK's own switch for that is
 *   GDK_DEBUG=gl-disable, read once, when GTK starts.  It is added and left
 *   set: programs we start inherit it beside the GSK_RENDERER=cairo they
 *   inherit anyway.  Nothing changes where the user set a gl- flag.
 * - When the display's GtkSettings are created, GTK parses the theme the
 *   desktop names (its built-in Default one under a bare X server);
 *   libadwaita then sets the theme "Adwaita-empty" and loads its own
 *   stylesheet instead.  GTK_THEME=Adwaita-empty while the settings are
 *   created makes GTK start with that empty theme directly (issue 38:
 *   20-40 ms less of the main thread's time before the window is mapped,
 *   with either renderer).  It must be gone before libadwaita starts, which
 *   otherwise leaves the styling to the GTK_THEME a user set: the variable
 *   is put in the environment with putenv (), which makes our string the
 *   environment's own, and afterwards renamed by changing one byte of that
 *   string (POSIX: altering the string changes the environment), so that
 *   the environment's array is never touched while threads run.  Programs
 *   we start inherit a harmless "_TK_THEME".  Nothing changes where the
 *   user set GTK_THEME, or where there is no display to open. */
static char xq_empty_theme[] = "GTK_THEME=Adwaita-empty";

static void
xq_prepare_toolkit (void)
{
  const char *gdk_debug = g_getenv ("GDK_DEBUG");
  gboolean swap_theme = g_getenv ("GTK_THEME") == NULL;

  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    return;
  if (g_strcmp0 (g_getenv ("GSK_RENDERER"), "cairo") == 0
      && (gdk_debug == NULL || strstr (gdk_debug, "gl-") == NULL))
    {
      g_autofree char *flags = gdk_debug && *gdk_debug
                               ? g_strconcat (gdk_debug, ",gl-disable", NULL)
                               : g_strdup ("gl-disable");

      g_setenv ("GDK_DEBUG", flags, TRUE);
    }
  if (swap_theme)
    putenv (xq_empty_theme);

  /* A display that cannot be opened is reported by the application's
   * start-up, as before. */
  if (gtk_init_check ())
    gtk_settings_get_default ();

  if (swap_theme)
    *(volatile char *) xq_empty_theme = '_';
}

/* glibc's allocator, set for a program whose threads allocate little
 * (issue 38: resident memory 2 s after the window is mapped):
 * - Large blocks (images: the board's wood, the cached board, the window's
 *   paint buffer of the cairo renderer) are allocated and freed while the
 *   window starts.  glibc serves blocks of 128 KiB or more with mmap () and
 *   gives them back on free (), but raises that threshold to the size of
 *   each such block freed, so the next ones come from the heap and their
 *   freed pages stay resident: about 4 MB.  Setting the threshold keeps it
 *   at glibc's default while the window starts; after its first frame the
 *   window raises it (xq-window.c), so that the frames' paint buffers are
 *   reused, not faulted in again at every frame.
 * - Every thread that allocates (GTK's and GLib's: fontconfig's loader,
 *   GDBus, dconf, the task pool; ours: the analyser's and the engine
 *   player's searches, file readers) would get an arena of its own, each
 *   with its own free space: one arena for all is about 0.9 MB less.  The
 *   searches allocate nothing while they search, and each thread's cache
 *   of small blocks (tcache) keeps most allocations off the arena's lock.
 *   Only with the cairo renderer: a GL driver's threads (shader compilers)
 *   allocate a lot, beside the main thread, and the driver's own memory
 *   (about 160 MB with Mesa's llvmpipe under Xvfb) dwarfs the saving. */
static void
xq_prepare_malloc (void)
{
#ifdef __GLIBC__
  mallopt (M_MMAP_THRESHOLD, 128 * 1024);
  if (g_strcmp0 (g_getenv ("GSK_RENDERER"), "cairo") == 0)
    mallopt (M_ARENA_MAX, 1);
#endif
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (XqApplication) app = NULL;

  xq_prepare_malloc ();
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
