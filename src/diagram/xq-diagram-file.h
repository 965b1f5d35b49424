/* xq-diagram-file.h — a diagram written as a PNG image or an SVG drawing
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "xq-diagram.h"

G_BEGIN_DECLS

#define XQ_DIAGRAM_ERROR (xq_diagram_error_quark ())

typedef enum
{
  XQ_DIAGRAM_ERROR_FORMAT, /* the file name ends neither in .png nor .svg */
  XQ_DIAGRAM_ERROR_WRITE,  /* the file could not be written */
} XqDiagramError;

typedef enum
{
  XQ_DIAGRAM_PNG,
  XQ_DIAGRAM_SVG,
} XqDiagramFormat;

GQuark   xq_diagram_error_quark (void);

/* The format that the name @path ends in (.png or .svg, in any case). */
gboolean xq_diagram_format_for_path (const char      *path,
                                     XqDiagramFormat *format,
                                     GError         **error);

/* Writes @diagram to @path: a PNG of its width and height rounded up to
 * whole pixels, or an SVG of that size in px that scales.  Writes a
 * temporary file beside @path and renames it, so a failure leaves no partial
 * file and an existing file as it was. */
gboolean xq_diagram_save (const XqDiagram *diagram,
                          XqDiagramFormat  format,
                          const char      *path,
                          GError         **error);

G_END_DECLS
