/* xq-library-record.h — a game's record in the library, packed
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Internal to src/library.  A record is one of
 *   'M' tags moves   a game without variations, comments, NAGs or a set-up
 *                    start: its tags in order (a byte naming a common tag,
 *                    or 0xFF and the name, then the value, each ending in
 *                    NUL; a 0 byte ends them) and its main line as 2-byte
 *                    move codes (XqMove, little-endian);
 *   'Z' deflate      any other game: its PGN (ICCS moves), raw-deflated.
 * Schema version 1 stored every record as raw-deflated PGN with no kind
 * byte; _xq_library_record_unpack_v1() reads those (for the migration).
 */
#pragma once

#include <gio/gio.h>

#include "xq-game.h"

G_BEGIN_DECLS

GBytes *_xq_library_record_pack      (XqGame *game);
/* NULL with an error (G_IO_ERROR_INVALID_DATA) when damaged. */
XqGame *_xq_library_record_unpack    (const guint8 *data, gsize len, GError **error);
XqGame *_xq_library_record_unpack_v1 (const guint8 *data, gsize len, GError **error);

G_END_DECLS
