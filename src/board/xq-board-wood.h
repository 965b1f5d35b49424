/* xq-board-wood.h — the wood of the board's frame and playing field
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Private to the board widget's files.  The wood of a theme is two small
 * images (gradient and grain), one for the frame and one for the playing
 * field, that the board scales to its size.  They are made once per theme,
 * and kept on disk (xq-image-cache.h) keyed by the program's build id and
 * the theme's colours, so that the next start reads them instead.
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "xq-board-theme.h"

G_BEGIN_DECLS

typedef enum
{
  XQ_BOARD_WOOD_FRAME,
  XQ_BOARD_WOOD_FIELD,
} XqBoardWoodPart;

typedef struct _XqBoardWood XqBoardWood;

/* The wood of @theme (kept, not copied: the themes are static), read from
 * the disk or drawn. */
XqBoardWood        *_xq_board_wood_new       (const XqBoardTheme *theme);
void                _xq_board_wood_free      (XqBoardWood        *self);
const XqBoardTheme *_xq_board_wood_get_theme (const XqBoardWood  *self);

/* Fills the current path of @cr with wood @which scaled to (@x, @y, @w, @h). */
void                _xq_board_wood_fill      (const XqBoardWood  *self,
                                              cairo_t            *cr,
                                              XqBoardWoodPart     which,
                                              double              x,
                                              double              y,
                                              double              w,
                                              double              h);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqBoardWood, _xq_board_wood_free)

G_END_DECLS
