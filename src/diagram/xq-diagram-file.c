/* xq-diagram-file.c — a diagram written as a PNG image or an SVG drawing
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-diagram"

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <unistd.h>
#include <cairo-svg.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "xq-atomic-file.h"
#include "xq-diagram-file.h"

G_DEFINE_QUARK (xq-diagram-error-quark, xq_diagram_error)

gboolean
xq_diagram_format_for_path (const char      *path,
                            XqDiagramFormat *format,
                            GError         **error)
{
  g_autofree char *lower = NULL;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (format != NULL, FALSE);

  lower = g_ascii_strdown (path, -1);
  if (g_str_has_suffix (lower, ".png"))
    *format = XQ_DIAGRAM_PNG;
  else if (g_str_has_suffix (lower, ".svg"))
    *format = XQ_DIAGRAM_SVG;
  else
    {
      g_set_error (error, XQ_DIAGRAM_ERROR, XQ_DIAGRAM_ERROR_FORMAT,
                   _("“%s” ends neither in .png nor in .svg"), path);
      return FALSE;
    }
  return TRUE;
}

static cairo_status_t
write_to_sink (void                *closure,
               const unsigned char *data,
               unsigned int         length)
{
  return xq_atomic_file_write (closure, data, length) == 0 ? CAIRO_STATUS_SUCCESS
                                                            : CAIRO_STATUS_WRITE_ERROR;
}

/* Draws @diagram into the format's surface, written to @sink. */
static cairo_status_t
render (const XqDiagram *diagram,
        XqDiagramFormat  format,
        XqAtomicFile    *sink)
{
  int width = (int) ceil (xq_diagram_get_width (diagram));
  int height = (int) ceil (xq_diagram_get_height (diagram));
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;

  if (format == XQ_DIAGRAM_SVG)
    {
      surface = cairo_svg_surface_create_for_stream (write_to_sink, sink, width, height);
      cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PX);
    }
  else
    surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);

  cr = cairo_create (surface);
  xq_diagram_draw (diagram, cr);
  status = cairo_status (cr);
  cairo_destroy (cr);

  if (status == CAIRO_STATUS_SUCCESS && format == XQ_DIAGRAM_PNG)
    status = cairo_surface_write_to_png_stream (surface, write_to_sink, sink);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  return status;
}

gboolean
xq_diagram_save (const XqDiagram *diagram,
                 XqDiagramFormat  format,
                 const char      *path,
                 GError         **error)
{
  g_autofree char *display = NULL;
  cairo_status_t status = CAIRO_STATUS_SUCCESS;
  XqAtomicFile sink;
  int saved;

  g_return_val_if_fail (diagram != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  display = g_filename_display_name (path);
  if (xq_atomic_file_open (&sink, path, 0666) == 0)
    status = render (diagram, format, &sink);
  if (status != CAIRO_STATUS_SUCCESS && sink.error == 0)
    {
      xq_atomic_file_abort (&sink);
      g_set_error (error, XQ_DIAGRAM_ERROR, XQ_DIAGRAM_ERROR_WRITE,
                   _("Cannot write “%s”: %s"), display, cairo_status_to_string (status));
      return FALSE;
    }
  saved = xq_atomic_file_commit (&sink);
  if (saved != 0)
    {
      g_set_error (error, XQ_DIAGRAM_ERROR, XQ_DIAGRAM_ERROR_WRITE,
                   _("Cannot write “%s”: %s"), display, g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}
