/* xq-piece-set.h — the art of one piece set, rendered once per size
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A piece set is 14 SVG files in the GResource, under
 * /io/github/xiangqi/Xiangqi/pieces/<id>/<color>-<kind>.svg (see
 * data/pieces/SOURCES.md): the marks of each piece, drawn over the wooden
 * disc that all pieces share (pieces/disc.svg).  The disc and each piece
 * are rendered with librsvg once per pixel size and kept as cairo image
 * surfaces; the SVGs are parsed only when needed and not kept (except for
 * pieces drawn as vectors).  The images are also kept on disk, so that the
 * next start needs no SVG at all.
 */
#pragma once

#include <cairo.h>
#include <glib-object.h>

#include "xq-types.h"

G_BEGIN_DECLS

#define XQ_PIECE_SET_RESOURCE_PATH "/io/github/xiangqi/Xiangqi/pieces"

#define XQ_TYPE_PIECE_SET (xq_piece_set_get_type ())
G_DECLARE_FINAL_TYPE (XqPieceSet, xq_piece_set, XQ, PIECE_SET, GObject)

/* Loads set @id ("traditional", "international"); NULL with an error when a
 * file is missing or not valid SVG. */
XqPieceSet  *xq_piece_set_new          (const char  *id,
                                        GError     **error);
const char  *xq_piece_set_get_id       (XqPieceSet  *self);

/* @piece (not XQ_EMPTY) rendered into a square image of @size × @size
 * pixels (transfer none: valid until the set renders two other sizes).
 * The art includes a soft shadow below and right of the disc, which spans
 * about 91% of the size. */
cairo_surface_t *xq_piece_set_get_surface (XqPieceSet *self,
                                           XqPiece     piece,
                                           int         size);

/* Where the images of the set are kept between runs, as raw pixels checked
 * against a hash of their sources: @dir, or NULL for nowhere.  The default
 * is <user cache dir>/xiangqi/pieces, or nowhere when the environment has
 * XIANGQI_NO_CACHE=1.  Files are read when an image is first needed and
 * written in a worker thread after it was rendered. */
void         xq_piece_set_set_cache_dir (XqPieceSet  *self,
                                         const char  *dir);

/* Draws @piece scaled into the square (@x, @y, @size) of @cr as vectors. */
void         xq_piece_set_render       (XqPieceSet  *self,
                                        cairo_t     *cr,
                                        XqPiece      piece,
                                        double       x,
                                        double       y,
                                        double       size);

/* Images kept on disk between runs (the pieces, and the board's wood): raw
 * native-endian pixels after a header with the sizes and a key, a hash of
 * everything the pixels depend on (the caller's @key and the version of
 * cairo).  xq_image_cache_load() returns NULL when @path does not hold a
 * valid image of exactly that format, size and key (a missing, truncated,
 * corrupt or stale file is ignored); xq_image_cache_store() writes a copy of
 * @surface (ARGB32 or RGB24) atomically in a worker thread.
 * xq_image_cache_enabled() is FALSE when the environment has
 * XIANGQI_NO_CACHE=1.  xq_image_cache_hash() is 64-bit FNV-1a; start from
 * XQ_IMAGE_CACHE_HASH_INIT. */
#define XQ_IMAGE_CACHE_HASH_INIT G_GUINT64_CONSTANT (0xcbf29ce484222325)
gboolean         xq_image_cache_enabled (void);
guint64          xq_image_cache_hash    (guint64          hash,
                                         gconstpointer    data,
                                         gsize            len);
cairo_surface_t *xq_image_cache_load    (const char      *path,
                                         cairo_format_t   format,
                                         int              width,
                                         int              height,
                                         guint64          key);
void             xq_image_cache_store   (const char      *path,
                                         guint64          key,
                                         cairo_surface_t *surface);

/* The built-in sets: NULL-terminated ids and their N_() titles. */
const char * const *xq_piece_set_list_ids    (void);
const char         *xq_piece_set_get_title   (const char *id);

G_END_DECLS
