/* test-piece-set.c — the pieces drawn with cairo look as their SVGs do
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The disc and the traditional set are drawn by code (xq-piece-set.c) from
 * the numbers that tools/make-pieces.py also writes into the SVGs of data/pieces;
 * the program no longer needs librsvg for them (issue 38).  This test
 * renders the SVGs with librsvg, as the program did before, and compares:
 * a change to one side that is not made to the other fails here.
 */
#include "config.h"

#include <librsvg/rsvg.h>

#include "xq-piece-set.h"

static const char *const kinds[] = {
  NULL, "king", "advisor", "elephant", "horse", "rook", "cannon", "pawn",
};

static void
render_svg (cairo_t    *cr,
            const char *path,
            int         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  RsvgHandle *handle;
  RsvgRectangle viewport = { 0, 0, size, size };

  g_assert_no_error (error);
  handle = rsvg_handle_new_from_data (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                      &error);
  g_assert_no_error (error);
  g_assert_true (rsvg_handle_render_document (handle, cr, &viewport, &error));
  g_assert_no_error (error);
  g_object_unref (handle);
}

/* The piece as the SVGs give it: the disc, then the marks. */
static cairo_surface_t *
reference (XqPiece piece,
           int     size)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);
  g_autofree char *marks = g_strdup_printf ("%s/traditional/%s-%s.svg", XQ_PIECE_SET_RESOURCE_PATH,
                                            XQ_PIECE_COLOR (piece) == XQ_RED ? "red" : "black",
                                            kinds[XQ_PIECE_KIND (piece)]);

  render_svg (cr, XQ_PIECE_SET_RESOURCE_PATH "/disc.svg", size);
  render_svg (cr, marks, size);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
test_traditional_as_svg (void)
{
  g_autoptr(XqPieceSet) set = xq_piece_set_new ("traditional", NULL);
  const int sizes[] = { 24, 57, 96 };

  xq_piece_set_set_cache_dir (set, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (int color = XQ_RED; color <= XQ_BLACK; color++)
      for (int kind = XQ_KING; kind <= XQ_PAWN; kind++)
        {
          XqPiece piece = XQ_PIECE (color, kind);
          int size = sizes[i];
          cairo_surface_t *want = reference (piece, size);
          cairo_surface_t *got = xq_piece_set_get_surface (set, piece, size);
          const guint8 *a = cairo_image_surface_get_data (want);
          const guint8 *b = cairo_image_surface_get_data (got);
          int stride = cairo_image_surface_get_stride (want);
          guint64 sum = 0;
          int worst = 0;

          g_assert_cmpint (stride, ==, cairo_image_surface_get_stride (got));
          for (int y = 0; y < size; y++)
            for (int x = 0; x < size * 4; x++)
              {
                int d = ABS ((int) a[y * stride + x] - (int) b[y * stride + x]);

                sum += (guint64) d;
                worst = MAX (worst, d);
              }
          if (g_test_verbose ())
            g_test_message ("%d %d %d: worst %d, mean %.3f", size, color, kind, worst,
                            (double) sum / (size * size * 4));
          /* Both are cairo's rasterising of the same shapes (measured:
           * at most 2 levels apart, 0.02 on average, where circles are cut
           * into Béziers a little differently). */
          g_assert_cmpint (worst, <=, 4);
          g_assert_cmpfloat ((double) sum / (size * size * 4), <, 0.1);
          cairo_surface_destroy (want);
        }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/board/piece-set/traditional-as-svg", test_traditional_as_svg);
  return g_test_run ();
}
