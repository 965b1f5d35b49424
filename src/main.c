/* main.c — the xiangqi executable
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "xq-application.h"

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

  app = xq_application_new (G_APPLICATION_DEFAULT_FLAGS);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
