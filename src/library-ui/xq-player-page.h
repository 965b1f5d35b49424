/* xq-player-page.h — one player in the library: games, results as red and
 * as black, the openings played most
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "xq-library.h"

G_BEGIN_DECLS

typedef struct
{
  guint games;
  guint red[4], black[4]; /* by XqLibraryResult: [RED], [DRAW], [BLACK], [UNKNOWN] */
  GPtrArray *openings;    /* char *: "NAME\tCOUNT", most played first */
} XqPlayerSummary;

/* The games of the player named exactly @name. */
gboolean   xq_player_summary_read  (XqLibrary *library, const char *name,
                                    XqPlayerSummary *summary, GError **error);
void       xq_player_summary_clear (XqPlayerSummary *summary);

/* A box that shows @summary of @name. */
GtkWidget *xq_player_page_new      (const char *name, const XqPlayerSummary *summary);

G_END_DECLS
