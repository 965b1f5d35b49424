/* xq-library-record.h — a game's record in the library, packed
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Internal to src/library.  A record is one of
 *   'M' tags moves   a game without variations, comments, NAGs or a set-up
 *                    start: its tags in order (a byte naming a common tag,
 *                    or 0xFF and the name, then the value, each ending in
 *                    NUL; a byte 0x80 + i for a tag whose value is the
 *                    game row's column i, see XQ_LIBRARY_RECORD_COLUMNS;
 *                    a 0 byte ends them) and its main line as 2-byte move
 *                    codes (XqMove, little-endian);
 *   'Z' deflate      any other game: its PGN (ICCS moves), raw-deflated.
 * Schema version 1 stored every record as raw-deflated PGN with no kind
 * byte; _xq_library_record_unpack_v1() reads those (for the migration).
 */
#pragma once

#include <gio/gio.h>

#include "xq-game.h"

G_BEGIN_DECLS

/* The tags stored in columns of the game row, in this order: Red, Black,
 * Event, Site, Date, Round (empty values are stored as NULL). */
#define XQ_LIBRARY_RECORD_COLUMNS 6

GBytes *_xq_library_record_pack      (XqGame *game);
/* NULL with an error (G_IO_ERROR_INVALID_DATA) when damaged; @columns are
 * the row's values of the tag columns (NULL for none). */
XqGame *_xq_library_record_unpack    (const guint8 *data, gsize len,
                                      const char * const *columns, GError **error);
XqGame *_xq_library_record_unpack_v1 (const guint8 *data, gsize len, GError **error);

G_END_DECLS
