/* xq-diagram.h — a position drawn as a printed diagram (§1.3)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The style of a book: black lines on white, red at the bottom, red's pieces
 * in positive print (阳文: a dark character on a light disc), black's in
 * negative print (阴文: a light character on a dark disc); optionally the
 * file numbers as the rule book prints them (black's 1…9 along the top,
 * red's 九…一 along the bottom), a caption and the moves that led to the
 * position, set under the board.  An XqDiagram is laid out once for a
 * width; it draws on any cairo context (an image, an SVG, a widget).
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "xq-position.h"

G_BEGIN_DECLS

typedef struct
{
  gboolean coordinates; /* the file numbers around the board */
  const char *caption;  /* a line under the board; NULL or "": none */
  const char *moves;    /* the moves that led here, wrapped; NULL or "": none */
} XqDiagramOptions;

typedef struct _XqDiagram XqDiagram;

/* Lays out @pos with @options (copied) for a drawing @width units wide
 * (> 0).  Free with xq_diagram_free(). */
XqDiagram *xq_diagram_new (const XqPosition       *pos,
                           const XqDiagramOptions *options,
                           double                  width);
void       xq_diagram_free (XqDiagram *self);

double     xq_diagram_get_width (const XqDiagram *self);
/* The height that the width, the numbers and the text need. */
double     xq_diagram_get_height (const XqDiagram *self);
/* The centre of the point on @file (0…8, a…i: red's 九…一) and @rank (0…9,
 * red's back rank 0 at the bottom), in the diagram's units. */
void       xq_diagram_get_point (const XqDiagram *self,
                                 int              file,
                                 int              rank,
                                 double          *x,
                                 double          *y);
/* The radius of a piece, in the diagram's units. */
double     xq_diagram_get_piece_radius (const XqDiagram *self);

/* Draws the diagram with its top left corner at the origin of @cr, on a
 * white ground of width × height. */
void       xq_diagram_draw (const XqDiagram *self,
                            cairo_t         *cr);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqDiagram, xq_diagram_free)

G_END_DECLS
