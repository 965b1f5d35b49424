/* xq-image-cache.h — images kept on disk between runs
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Images that are slow to make (the pieces, the board's wood) are kept as
 * raw native-endian pixels after a header with the sizes and a key, a hash
 * of everything the pixels depend on (the caller's @key and the version of
 * cairo).  xq_image_cache_load() returns NULL when @path does not hold a
 * valid image of exactly that format, size and key (a missing, truncated,
 * corrupt or stale file is ignored); xq_image_cache_store() writes a copy of
 * @surface (ARGB32 or RGB24) atomically in a worker thread.
 * xq_image_cache_enabled() is FALSE when the environment has
 * XIANGQI_NO_CACHE=1.  xq_image_cache_hash() is 64-bit FNV-1a; start from
 * XQ_IMAGE_CACHE_HASH_INIT; xq_image_cache_hash_string() hashes @s with
 * its terminating zero.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

#define XQ_IMAGE_CACHE_HASH_INIT G_GUINT64_CONSTANT (0xcbf29ce484222325)

gboolean         xq_image_cache_enabled     (void);
guint64          xq_image_cache_hash        (guint64          hash,
                                             gconstpointer    data,
                                             gsize            len);
guint64          xq_image_cache_hash_string (guint64          hash,
                                             const char      *s);
cairo_surface_t *xq_image_cache_load        (const char      *path,
                                             cairo_format_t   format,
                                             int              width,
                                             int              height,
                                             guint64          key);
void             xq_image_cache_store       (const char      *path,
                                             guint64          key,
                                             cairo_surface_t *surface);

G_END_DECLS
