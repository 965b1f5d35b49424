/* xq-library-edit.h — what the window changes in the game library: a game saved back, its tags edited; where a game came from
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Built on the library's one way to replace a game
 * (xq_library_replace_game(): record, tags, position index and explorer
 * counts in one transaction, the game keeping its id).
 */
#pragma once

#include "xq-library.h"

G_BEGIN_DECLS

/* Saves @game over game @id: as xq_library_replace_game(), but a game that
 * would become the same as another one of the library (the same moves,
 * players and date) is refused with a message that names it, and nothing
 * changes. */
gboolean xq_library_update_game (XqLibrary *library,
                                 gint64     id,
                                 XqGame    *game,
                                 GError   **error);
/* The file game @id was imported from and its index in that file;
 * *@path NULL when it came from none (added as games).  FALSE with
 * XQ_LIBRARY_ERROR_NOT_FOUND when there is no such game. */
gboolean xq_library_get_source  (XqLibrary *library,
                                 gint64     id,
                                 char     **path,
                                 guint     *index,
                                 GError   **error);

G_END_DECLS
