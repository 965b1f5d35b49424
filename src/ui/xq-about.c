/* xq-about.c — the About dialog, on every runtime
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * This file holds version-checked branches: it may see the API of the
 * libadwaita it is built against, so it lifts the MAX_ALLOWED floor that the
 * build sets for every other file (see the top meson.build).
 */
#undef ADW_VERSION_MAX_ALLOWED
#undef GDK_VERSION_MAX_ALLOWED

#include "config.h"

#include "xq-about.h"

GtkWidget *
xq_about_new (void)
{
#if ADW_CHECK_VERSION(1, 5, 0)
  return GTK_WIDGET (adw_about_dialog_new ());
#else
  return g_object_new (ADW_TYPE_ABOUT_WINDOW, "modal", TRUE, NULL);
#endif
}

void
xq_about_add_credit_section (GtkWidget   *about,
                             const char  *name,
                             const char **people)
{
#if ADW_CHECK_VERSION(1, 5, 0)
  adw_about_dialog_add_credit_section (ADW_ABOUT_DIALOG (about), name, people);
#else
  adw_about_window_add_credit_section (ADW_ABOUT_WINDOW (about), name, people);
#endif
}

void
xq_about_present (GtkWidget *about,
                  GtkWidget *parent)
{
#if ADW_CHECK_VERSION(1, 5, 0)
  adw_dialog_present (ADW_DIALOG (about), parent);
#else
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;

  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (about), GTK_WINDOW (root));
  gtk_window_present (GTK_WINDOW (about));
#endif
}
