/* xq-game-list.h — the games of a file as a list of titles, narrowed by a
 * search
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "xq-game.h"

G_BEGIN_DECLS

#define XQ_TYPE_GAME_LIST (xq_game_list_get_type ())
G_DECLARE_FINAL_TYPE (XqGameList, xq_game_list, XQ, GAME_LIST, GObject)

/* A GListModel of GtkStringObject, one title ("12. Red – Black  1-0  ·
 * Event") for each game of @games that matches the search.  Titles are made
 * when first asked for, so a file of 100,000 games costs nothing until it is
 * searched or scrolled. */
XqGameList *xq_game_list_new            (GPtrArray  *games);
/* Keeps the games whose title holds every word of @search, in any case
 * (NULL or "": all of them). */
void        xq_game_list_set_search     (XqGameList *self,
                                         const char *search);
/* The game at @position of the list, and its place in the file (0-based). */
XqGame     *xq_game_list_get_game       (XqGameList *self,
                                         guint       position);
guint       xq_game_list_get_file_index (XqGameList *self,
                                         guint       position);

G_END_DECLS
