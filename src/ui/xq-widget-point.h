/* xq-widget-point.h — a point from one widget's coordinates to another's
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Translates (@x, @y) in @from's coordinates into @to's; FALSE when the two
 * widgets share no ancestor.  gtk_widget_compute_point () on GTK 4.12 and
 * later, gtk_widget_translate_coordinates () before. */
gboolean xq_widget_translate_point (GtkWidget *from,
                                    GtkWidget *to,
                                    double     x,
                                    double     y,
                                    double    *out_x,
                                    double    *out_y);

G_END_DECLS
