/* xq-library-games.h — the games a library filter lets through, as a list model read a page at a time
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A library may hold a million games: the list asks SQLite for the number
 * of games the filter lets through and reads the rows the view shows, a
 * page at a time, sorted by SQLite (xq_library_list_games_range); a few
 * pages are kept.
 */
#pragma once

#include <gio/gio.h>

#include "xq-library.h"

G_BEGIN_DECLS

/* One row: a game's info (owned). */
#define XQ_TYPE_LIBRARY_ROW (xq_library_row_get_type ())
G_DECLARE_FINAL_TYPE (XqLibraryRow, xq_library_row, XQ, LIBRARY_ROW, GObject)

struct _XqLibraryRow
{
  GObject parent_instance;
  XqLibraryGameInfo *info; /* never NULL */
};

#define XQ_TYPE_LIBRARY_GAMES (xq_library_games_get_type ())
G_DECLARE_FINAL_TYPE (XqLibraryGames, xq_library_games, XQ, LIBRARY_GAMES, GObject)

/* An empty list of the games of @library (borrowed: it must outlive the
 * list).  Items are XqLibraryRow. */
XqLibraryGames *xq_library_games_new       (XqLibrary *library);
/* Lists the games @filter lets through (copied), in the order @order_by
 * names (see xq_library_list_games()).  On failure the list is empty and
 * @error says why. */
gboolean        xq_library_games_set_query (XqLibraryGames        *self,
                                            const XqLibraryFilter *filter,
                                            const char            *order_by,
                                            GError               **error);

G_END_DECLS
