/* xq-library-window.h — the game library as a list: filter, sort, open,
 * delete, export and import
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "xq-library.h"

G_BEGIN_DECLS

#define XQ_TYPE_LIBRARY_WINDOW (xq_library_window_get_type ())
G_DECLARE_FINAL_TYPE (XqLibraryWindow, xq_library_window, XQ, LIBRARY_WINDOW, AdwWindow)

/* A window listing the games of @library (borrowed: it must outlive the
 * window; the window is destroyed with @parent).  "game-activated"
 * (gint64 id) is emitted when the user opens a game, "game-changed"
 * (gint64 id) after a game's tags were stored, and "edit-tags" (gint64 id,
 * XqGame *game) when the user asks to edit the tags of game @id (read from
 * the library): the handler shows an editor and calls
 * xq_library_window_store_tags() with the edited game. */
XqLibraryWindow *xq_library_window_new (GtkWindow *parent, XqLibrary *library);

/* Writes @game's tags into the library as game @id (an error is shown),
 * reloads the list and emits "game-changed". */
gboolean         xq_library_window_store_tags (XqLibraryWindow *self, gint64 id, XqGame *game);

/* Reads the games again (after an import elsewhere). */
void             xq_library_window_reload (XqLibraryWindow *self);

/* Imports @file (a game file or a folder) in a thread, with the progress
 * bar and Cancel, as the Import buttons do after the chooser. */
void             xq_library_window_import (XqLibraryWindow *self, GFile *file);
gboolean         xq_library_window_is_importing (XqLibraryWindow *self);

/* The rows shown, in the order shown (for tests): the number, and the
 * id of row @i. */
guint            xq_library_window_get_n_rows (XqLibraryWindow *self);
gint64           xq_library_window_get_row_id (XqLibraryWindow *self, guint i);
/* Selects row @i. */
void             xq_library_window_select_row (XqLibraryWindow *self, guint i);
/* Selects the row of game @id (the game on the board, say); FALSE when the
 * filter does not show it. */
gboolean         xq_library_window_select_game (XqLibraryWindow *self, gint64 id);

G_END_DECLS
