/* xq-widget-point.c — a point from one widget's coordinates to another's
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * This file holds a version-checked branch: it may see the API of the GTK it
 * is built against, above the floor the build sets for other files (see the
 * top meson.build).
 */
#undef GDK_VERSION_MAX_ALLOWED

#include "config.h"

#include "xq-widget-point.h"

gboolean
xq_widget_translate_point (GtkWidget *from,
                           GtkWidget *to,
                           double     x,
                           double     y,
                           double    *out_x,
                           double    *out_y)
{
#if GTK_CHECK_VERSION(4, 12, 0)
  graphene_point_t in = GRAPHENE_POINT_INIT ((float) x, (float) y);
  graphene_point_t out;

  if (!gtk_widget_compute_point (from, to, &in, &out))
    return FALSE;
  *out_x = out.x;
  *out_y = out.y;
  return TRUE;
#else
  return gtk_widget_translate_coordinates (from, to, x, y, out_x, out_y);
#endif
}
