/* empty-window.c — the yardsticks of tools/bench-startup.sh: the least a
 * libadwaita application does to show a window, and (built with
 * -DWITH_TEXT) the same with a title and two short lines of text, the least
 * that shows any text at all.
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
  gtk_window_set_default_size (GTK_WINDOW (window), 980, 720);
#ifdef WITH_TEXT
  {
    GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
    GtkWidget *header = adw_header_bar_new ();

    adw_header_bar_set_title_widget (ADW_HEADER_BAR (header),
                                     adw_window_title_new ("Red to Move", "You play red"));
    gtk_box_append (GTK_BOX (box), header);
    gtk_box_append (GTK_BOX (box), gtk_button_new_with_label ("Hint"));
    gtk_box_append (GTK_BOX (box), gtk_label_new ("Comment before the first move"));
    adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), box);
  }
#endif
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
