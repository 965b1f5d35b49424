/* render-svg.c — renders an SVG file into a square PNG of a given size
 * (tools/make-app-icons.sh).
 *
 *   render-svg SVG SIZE PNG
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <librsvg/rsvg.h>
#include <stdlib.h>

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;
  RsvgHandle *handle;
  cairo_surface_t *surface;
  cairo_t *cr;
  RsvgRectangle viewport;
  int size;

  if (argc != 4 || (size = atoi (argv[2])) <= 0)
    {
      g_printerr ("usage: %s SVG SIZE PNG\n", argv[0]);
      return 2;
    }
  handle = rsvg_handle_new_from_file (argv[1], &error);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cr = cairo_create (surface);
  viewport = (RsvgRectangle) { 0, 0, size, size };
  if (handle == NULL || !rsvg_handle_render_document (handle, cr, &viewport, &error))
    {
      g_printerr ("%s: %s\n", argv[1], error->message);
      return 1;
    }
  cairo_destroy (cr);
  if (cairo_surface_write_to_png (surface, argv[3]) != CAIRO_STATUS_SUCCESS)
    {
      g_printerr ("%s: cannot write\n", argv[3]);
      return 1;
    }
  cairo_surface_destroy (surface);
  g_object_unref (handle);
  return 0;
}
