/* xq-board-renderer.h — draws the board's scene
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Private to the board widget's files.  The renderer draws an XqBoardScene
 * at an XqBoardGeometry, into a GtkSnapshot (the widget) or a cairo context
 * (the tests), and keeps what is costly to make: the board without pieces
 * as a render node, its wood, the piece set and its images as textures.  It
 * does not watch the scene: the widget says when a cached part is stale.
 */
#pragma once

#include <gtk/gtk.h>

#include "xq-board-geometry.h"
#include "xq-board-scene.h"

G_BEGIN_DECLS

typedef struct _XqBoardRenderer XqBoardRenderer;

XqBoardRenderer *_xq_board_renderer_new              (void);
void             _xq_board_renderer_free             (XqBoardRenderer       *self);

/* The board without pieces is to be drawn anew: its theme, orientation,
 * file numbers or place changed. */
void             _xq_board_renderer_invalidate_board (XqBoardRenderer       *self);
/* The piece set changed: its images are to be made anew. */
void             _xq_board_renderer_clear_pieces     (XqBoardRenderer       *self);
/* Drops the render node and the textures (the widget is unrealized). */
void             _xq_board_renderer_unrealize        (XqBoardRenderer       *self);

/* Draws @scene at @g: the board (cached), marks under the pieces, the
 * pieces, marks over them, and the piece being dragged or animated. */
void             _xq_board_renderer_snapshot         (XqBoardRenderer       *self,
                                                      const XqBoardScene    *scene,
                                                      const XqBoardGeometry *g,
                                                      GtkSnapshot           *snapshot);
/* The same with cairo only, the pieces from the piece set's images. */
void             _xq_board_renderer_draw             (XqBoardRenderer       *self,
                                                      const XqBoardScene    *scene,
                                                      const XqBoardGeometry *g,
                                                      cairo_t               *cr);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqBoardRenderer, _xq_board_renderer_free)

G_END_DECLS
