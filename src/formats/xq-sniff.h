/* xq-sniff.h — looking at a file's bytes before they are decoded
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The format sniffers (xq_game_format_detect and the readers' *_sniff
 * functions) look for markers in bytes of any encoding.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* TRUE when @needle (ASCII or raw bytes, NUL-terminated) occurs within the
 * first @limit bytes of @data (@size bytes). */
gboolean xq_sniff_contains (const guint8 *data, gsize size, const char *needle, gsize limit);

G_END_DECLS
