/* xq-library-private.h — shared by the files of the game library
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * xq-library.c holds the database, import, the index and the explorer;
 * xq-library-edit.c what the window changes in it (save back, tags) and
 * where a game came from.
 */
#pragma once

#include <sqlite3.h>

#include "xq-library.h"

G_BEGIN_DECLS

/* The library's connection (its transactions are xq-library.c's). */
sqlite3 *_xq_library_get_db (XqLibrary *library);

G_END_DECLS
