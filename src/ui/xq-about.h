/* xq-about.h — the About dialog, on every runtime
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An AdwAboutDialog (a sheet over the window) on libadwaita 1.5 and later, an
 * AdwAboutWindow on older libadwaita (Debian 12 has 1.2).  Both have the same
 * properties ("application-name", "version", "developers"...), set with
 * g_object_set ().
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A new About dialog, not shown yet. */
GtkWidget *xq_about_new (void);

/* Adds a section named @name crediting the NULL-terminated @people. */
void xq_about_add_credit_section (GtkWidget   *about,
                                  const char  *name,
                                  const char **people);

/* Shows @about over the window of @parent (any widget in it, or NULL). */
void xq_about_present (GtkWidget *about,
                       GtkWidget *parent);

G_END_DECLS
