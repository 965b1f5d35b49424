/* test-diagram.c — printed diagrams: size, and pieces at their points
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The files are read back (the PNG with cairo, the SVG rendered by librsvg)
 * and every one of the 90 points is looked at: red's pieces a light disc
 * with a dark character (positive print), black's a dark disc with a light
 * character (negative print), empty points white but for the lines.
 */
#include "config.h"

#include <math.h>
#include <glib/gstdio.h>
#ifdef HAVE_RSVG
#include <librsvg/rsvg.h>
#endif

#include "xq-diagram-file.h"
#include "xq-fen.h"
#include "xq-glyph.h"

static const int WIDTH = 360;

/* A middle game with pieces of every kind, red's king off its file. */
static const char *const FEN =
  "2bakab2/9/2n1c1n2/p1p1p3p/6r2/2P6/P3P1P1P/1CN1C1N2/9/R1BAKAB1R b - - 0 1";

typedef struct
{
  double mean;       /* luminance 0…1 within 0.6 of the piece's radius */
  double dark;       /* the share of those pixels under 0.3 */
  double light;      /* the share over 0.7 */
  double ring_dark;  /* the share of rays from the centre that meet a dark */
  double ring_light; /* or a light pixel between 0.72 and 0.92 of the radius */
} Point;

static double
luminance (cairo_surface_t *surface,
           double           fx,
           double           fy)
{
  int x = (int) floor (fx), y = (int) floor (fy);
  const guint8 *row;
  guint32 p;

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, cairo_image_surface_get_width (surface));
  g_assert_cmpint (y, <, cairo_image_surface_get_height (surface));
  row = cairo_image_surface_get_data (surface) + y * cairo_image_surface_get_stride (surface);
  p = ((const guint32 *) row)[x];
  return (0.299 * ((p >> 16) & 0xff) + 0.587 * ((p >> 8) & 0xff) + 0.114 * (p & 0xff)) / 255.0;
}

/* What lies around (@cx, @cy), for a piece of radius @r. */
static Point
look_at (cairo_surface_t *surface,
         double           cx,
         double           cy,
         double           r)
{
  enum { RAYS = 64 };
  Point d = { 0, 0, 0, 0, 0 };
  double inner = 0.6 * r;
  int n = 0;

  cairo_surface_flush (surface);
  for (int y = (int) floor (cy - inner); y <= (int) ceil (cy + inner); y++)
    for (int x = (int) floor (cx - inner); x <= (int) ceil (cx + inner); x++)
      {
        double l;

        if ((x + 0.5 - cx) * (x + 0.5 - cx) + (y + 0.5 - cy) * (y + 0.5 - cy) > inner * inner)
          continue;
        l = luminance (surface, x, y);
        d.mean += l;
        d.dark += l < 0.3;
        d.light += l > 0.7;
        n++;
      }
  g_assert_cmpint (n, >, 0);
  d.mean /= n;
  d.dark /= n;
  d.light /= n;

  for (int i = 0; i < RAYS; i++)
    {
      double a = 2 * G_PI * i / RAYS, lo = 1, hi = 0;

      for (double t = 0.72 * r; t <= 0.92 * r; t += 0.25)
        {
          double l = luminance (surface, cx + t * cos (a), cy + t * sin (a));

          lo = MIN (lo, l);
          hi = MAX (hi, l);
        }
      d.ring_dark += lo < 0.7;
      d.ring_light += hi > 0.3;
    }
  d.ring_dark /= RAYS;
  d.ring_light /= RAYS;
  return d;
}

/* Every point of @surface, drawn from @diagram of @pos. */
static void
check_points (cairo_surface_t  *surface,
              const XqDiagram  *diagram,
              const XqPosition *pos)
{
  double r = xq_diagram_get_piece_radius (diagram);

  for (int sq = 0; sq < XQ_SQUARES; sq++)
    {
      XqPiece piece = pos->board[sq];
      double x, y;
      Point d;

      xq_diagram_get_point (diagram, XQ_FILE (sq), XQ_RANK (sq), &x, &y);
      d = look_at (surface, x, y, r);
      g_test_message ("point %d,%d piece %d: mean %.2f dark %.2f light %.2f ring dark %.2f light %.2f",
                      XQ_FILE (sq), XQ_RANK (sq), piece, d.mean, d.dark, d.light,
                      d.ring_dark, d.ring_light);
      if (piece == XQ_EMPTY)
        {
          /* White, crossed by two to four thin lines: no ring. */
          g_assert_cmpfloat (d.mean, >, 0.6);
          g_assert_cmpfloat (d.ring_dark, <, 0.4);
        }
      else if (XQ_PIECE_COLOR (piece) == XQ_RED)
        {
          /* A light disc, a dark ring and a dark character. */
          g_assert_cmpfloat (d.ring_dark, >, 0.95);
          g_assert_cmpfloat (d.light, >, 0.35);
          g_assert_cmpfloat (d.dark, >, 0.1);
        }
      else
        {
          /* A dark disc, a light ring and a light character. */
          g_assert_cmpfloat (d.ring_light, >, 0.95);
          g_assert_cmpfloat (d.dark, >, 0.4);
          g_assert_cmpfloat (d.light, >, 0.1);
          g_assert_cmpfloat (d.mean, <, 0.5);
        }
    }
}

static char *
temp_path (const char *name)
{
  g_autofree char *dir = g_dir_make_tmp ("xq-diagram-XXXXXX", NULL);

  g_assert_nonnull (dir);
  return g_build_filename (dir, name, NULL);
}

static void
remove_temp (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);

  g_unlink (path);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Draws FEN (into @pos) with @options, WIDTH wide, and writes it to @path. */
static XqDiagram *
save_diagram (const XqDiagramOptions *options,
              XqDiagramFormat         format,
              const char             *path,
              XqPosition             *pos)
{
  g_autoptr(GError) error = NULL;
  XqDiagram *diagram;

  g_assert_cmpint (xq_position_from_fen (pos, FEN, NULL), ==, XQ_FEN_OK);
  diagram = xq_diagram_new (pos, options, WIDTH);
  g_assert_true (xq_diagram_save (diagram, format, path, &error));
  g_assert_no_error (error);
  return diagram;
}

static void
test_png (void)
{
  XqDiagramOptions options = { TRUE, "第10回合 黑方走", "1. 炮二平五 马8进7 2. 马二进三 车9平8" };
  g_autofree char *path = temp_path ("diagram.png");
  g_autoptr(XqDiagram) diagram = NULL;
  cairo_surface_t *surface;
  XqPosition pos;

  diagram = save_diagram (&options, XQ_DIAGRAM_PNG, path, &pos);

  surface = cairo_image_surface_create_from_png (path);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  g_assert_cmpint (cairo_image_surface_get_width (surface), ==, WIDTH);
  g_assert_cmpint (cairo_image_surface_get_height (surface), ==,
                   (int) ceil (xq_diagram_get_height (diagram)));
  check_points (surface, diagram, &pos);
  cairo_surface_destroy (surface);
  remove_temp (path);
}

#ifdef HAVE_RSVG
static void
test_svg (void)
{
  XqDiagramOptions options = { FALSE, "红方走", NULL };
  g_autofree char *path = temp_path ("diagram.svg");
  g_autoptr(GError) error = NULL;
  g_autoptr(XqDiagram) diagram = NULL;
  RsvgHandle *handle;
  RsvgRectangle viewport;
  cairo_surface_t *surface;
  double width, height;
  cairo_t *cr;
  XqPosition pos;

  diagram = save_diagram (&options, XQ_DIAGRAM_SVG, path, &pos);

  handle = rsvg_handle_new_from_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (rsvg_handle_get_intrinsic_size_in_pixels (handle, &width, &height));
  g_assert_cmpfloat (width, ==, WIDTH);
  g_assert_cmpfloat (height, ==, ceil (xq_diagram_get_height (diagram)));

  /* Rendered at twice the size: the SVG scales. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 2 * WIDTH, (int) (2 * height));
  cr = cairo_create (surface);
  viewport = (RsvgRectangle) { 0, 0, 2 * width, 2 * height };
  g_assert_true (rsvg_handle_render_document (handle, cr, &viewport, &error));
  g_assert_no_error (error);
  cairo_destroy (cr);
  g_object_unref (handle);

  g_clear_pointer (&diagram, xq_diagram_free);
  diagram = xq_diagram_new (&pos, &options, 2 * WIDTH);
  check_points (surface, diagram, &pos);
  cairo_surface_destroy (surface);
  remove_temp (path);
}
#endif

/* The numbers and each line of text add height; the width stays. */
static void
test_layout (void)
{
  XqDiagramOptions plain = { FALSE, NULL, NULL };
  XqDiagramOptions numbered = { TRUE, "", "" };
  XqDiagramOptions captioned = { TRUE, "炮二平五 黑方走", NULL };
  XqDiagramOptions with_moves = { TRUE, "炮二平五 黑方走", "1. 炮二平五" };
  g_autoptr(XqDiagram) a = NULL, b = NULL, c = NULL, d = NULL;
  XqPosition pos;

  xq_position_set_start (&pos);
  a = xq_diagram_new (&pos, &plain, WIDTH);
  b = xq_diagram_new (&pos, &numbered, WIDTH);
  c = xq_diagram_new (&pos, &captioned, WIDTH);
  d = xq_diagram_new (&pos, &with_moves, WIDTH);
  g_assert_cmpfloat (xq_diagram_get_width (a), ==, WIDTH);
  g_assert_cmpfloat (xq_diagram_get_height (a), >, WIDTH);
  g_assert_cmpfloat (xq_diagram_get_height (b), >, xq_diagram_get_height (a));
  g_assert_cmpfloat (xq_diagram_get_height (c), >, xq_diagram_get_height (b));
  g_assert_cmpfloat (xq_diagram_get_height (d), >, xq_diagram_get_height (c));
}

/* A bad name or an unwritable place: an error and no file. */
static void
test_bad_path (void)
{
  g_autofree char *path = temp_path ("diagram.png");
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *missing = g_build_filename (dir, "no-such-folder", "d.png", NULL);
  XqDiagramOptions options = { FALSE, NULL, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(XqDiagram) diagram = NULL;
  XqDiagramFormat format;
  XqPosition pos;

  g_assert_false (xq_diagram_format_for_path ("diagram.jpg", &format, &error));
  g_assert_error (error, XQ_DIAGRAM_ERROR, XQ_DIAGRAM_ERROR_FORMAT);
  g_clear_error (&error);
  g_assert_true (xq_diagram_format_for_path ("A.SVG", &format, &error));
  g_assert_cmpint (format, ==, XQ_DIAGRAM_SVG);

  xq_position_set_start (&pos);
  diagram = xq_diagram_new (&pos, &options, WIDTH);
  g_assert_false (xq_diagram_save (diagram, XQ_DIAGRAM_PNG, missing, &error));
  g_assert_error (error, XQ_DIAGRAM_ERROR, XQ_DIAGRAM_ERROR_WRITE);
  g_assert_false (g_file_test (missing, G_FILE_TEST_EXISTS));

  /* The folder holds nothing after the failure. */
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Black's horse, chariot and cannon share red's characters. */
static void
test_glyphs (void)
{
  for (XqKind kind = XQ_KING; kind <= XQ_PAWN; kind++)
    {
      XqGlyphIndex red = xq_glyph_for_piece (XQ_PIECE (XQ_RED, kind));
      XqGlyphIndex black = xq_glyph_for_piece (XQ_PIECE (XQ_BLACK, kind));
      gboolean shared = kind == XQ_HORSE || kind == XQ_ROOK || kind == XQ_CANNON;

      g_assert_cmpint (red, ==, XQ_GLYPH_RED_PIECE + kind - 1);
      g_assert_cmpint (black, <, XQ_GLYPH_COUNT);
      g_assert_cmpint (red == black, ==, shared);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/diagram/png/points", test_png);
#ifdef HAVE_RSVG
  g_test_add_func ("/diagram/svg/points", test_svg);
#endif
  g_test_add_func ("/diagram/layout", test_layout);
  g_test_add_func ("/diagram/save/bad-path", test_bad_path);
  g_test_add_func ("/diagram/glyphs", test_glyphs);
  return g_test_run ();
}
