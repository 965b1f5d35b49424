/* empty-window.c — the yardstick of tools/bench-startup.sh: the least a
 * libadwaita application does to show a window.
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>

static void
activate (GApplication *app)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));

  /* the size our window opens at (data/…gschema.xml) */
  gtk_window_set_default_size (GTK_WINDOW (window), 760, 580);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  g_autoptr (AdwApplication) app = adw_application_new ("io.github.xiangqi.EmptyWindow",
                                                        G_APPLICATION_DEFAULT_FLAGS);

  g_signal_connect (app, "activate", G_CALLBACK (activate), NULL);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
