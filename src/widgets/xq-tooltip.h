/* xq-tooltip.h — tooltips that keep Chinese text on whole lines
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The label a tooltip of @markup is shown in. */
GtkWidget *xq_tooltip_label_new       (const char *markup);
/* The widgets under @root with a tooltip show it in that label. */
void       xq_tooltip_fix_tree        (GtkWidget  *root);
/* Every window of the program, as it maps, gets xq_tooltip_fix_tree(). */
void       xq_tooltip_watch_toplevels (void);

G_END_DECLS
