/* xq-piece-set.h — the art of one piece set, rendered once per size
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A piece set is 14 SVG files in the GResource, under
 * /io/github/xiangqi/Xiangqi/pieces/<id>/<color>-<kind>.svg (see
 * data/pieces/SOURCES.md): the marks of each piece, drawn over the wooden
 * disc that all pieces share (pieces/disc.svg).  The disc and the
 * traditional set are drawn with cairo from the same numbers (the SVGs stay
 * the reference, tests/board/test-piece-set.c compares); the other sets are
 * rendered with librsvg, loaded when first needed.  The disc and each piece
 * are drawn once per pixel size and kept as cairo image surfaces; the SVGs
 * are parsed only when needed and not kept (except for pieces drawn as
 * vectors).  The images are also kept on disk, so that the next start draws
 * none.
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
 * file is missing, or librsvg cannot be loaded for a set drawn from SVG. */
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

/* Whether set @id writes its characters (and the board its river) in
 * traditional script: "traditional-hant", or a set that follows the
 * language when the user's is written so (zh_TW, zh_HK, zh_MO). */
gboolean     xq_piece_set_is_hant       (const char  *id);

/* The built-in sets: NULL-terminated ids and their N_() titles. */
const char * const *xq_piece_set_list_ids    (void);
const char         *xq_piece_set_get_title   (const char *id);

G_END_DECLS
