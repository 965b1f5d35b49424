/* xq-glyph.c — the characters of the board and its pieces, as outlines
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "xq-glyph.h"
#include "xq-glyph-outlines.h"

G_STATIC_ASSERT (G_N_ELEMENTS (xq_glyph_outlines) == XQ_GLYPH_COUNT);

XqGlyphIndex
xq_glyph_for_piece (XqPiece piece)
{
  /* Black's own characters, by kind; 0: the same as red's. */
  static const guint8 black[XQ_N_KINDS] = {
    [XQ_KING] = XQ_GLYPH_BLACK_PIECE,
    [XQ_ADVISOR] = XQ_GLYPH_BLACK_PIECE + 1,
    [XQ_ELEPHANT] = XQ_GLYPH_BLACK_PIECE + 2,
    [XQ_PAWN] = XQ_GLYPH_BLACK_PIECE + 3,
  };
  XqKind kind = XQ_PIECE_KIND (piece);

  g_return_val_if_fail (kind != XQ_KIND_NONE, XQ_GLYPH_RED_PIECE);

  if (XQ_PIECE_COLOR (piece) == XQ_BLACK && black[kind] != 0)
    return black[kind];
  return XQ_GLYPH_RED_PIECE + kind - 1;
}

XqGlyphIndex
xq_glyph_for_piece_hant (XqPiece piece)
{
  XqKind kind = XQ_PIECE_KIND (piece);

  g_return_val_if_fail (kind != XQ_KIND_NONE, XQ_GLYPH_RED_PIECE_HANT);

  return (XQ_PIECE_COLOR (piece) == XQ_BLACK ? XQ_GLYPH_BLACK_PIECE_HANT
                                             : XQ_GLYPH_RED_PIECE_HANT) + kind - 1;
}

/* Appends glyph @index with the left end of its baseline at (@x, @y). */
static void
append_at_origin (cairo_t     *cr,
                  XqGlyphIndex index,
                  double       x,
                  double       y,
                  double       size)
{
  const gint16 *op = xq_glyph_outlines[index].ops;
  double k = size / XQ_GLYPH_UNITS;

#define GX(i) (x + op[i] * k)
#define GY(i) (y - op[i] * k)
  while (*op != XQ_GLYPH_END)
    switch (*op)
      {
      case XQ_GLYPH_MOVE:
        cairo_move_to (cr, GX (1), GY (2));
        op += 3;
        break;
      case XQ_GLYPH_LINE:
        cairo_line_to (cr, GX (1), GY (2));
        op += 3;
        break;
      case XQ_GLYPH_CURVE:
        cairo_curve_to (cr, GX (1), GY (2), GX (3), GY (4), GX (5), GY (6));
        op += 7;
        break;
      default: /* XQ_GLYPH_CLOSE */
        cairo_close_path (cr);
        op += 1;
        break;
      }
#undef GX
#undef GY
}

void
xq_glyph_append_centred (cairo_t     *cr,
                         XqGlyphIndex index,
                         double       x,
                         double       y,
                         double       size)
{
  const XqGlyphOutline *glyph;
  double k = size / XQ_GLYPH_UNITS;

  g_return_if_fail (cr != NULL);
  g_return_if_fail ((guint) index < XQ_GLYPH_COUNT);

  glyph = &xq_glyph_outlines[index];
  append_at_origin (cr, index,
                    x - (glyph->x_min + glyph->x_max) / 2.0 * k,
                    y + (glyph->y_min + glyph->y_max) / 2.0 * k,
                    size);
}

void
xq_glyph_append_on_line (cairo_t     *cr,
                         XqGlyphIndex index,
                         double       x,
                         double       y,
                         double       size)
{
  double k = size / XQ_GLYPH_UNITS;

  g_return_if_fail (cr != NULL);
  g_return_if_fail ((guint) index < XQ_GLYPH_COUNT);

  append_at_origin (cr, index,
                    x - xq_glyph_outlines[index].advance / 2.0 * k,
                    y + XQ_GLYPH_MID_Y * k,
                    size);
}
