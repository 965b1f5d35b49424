/* xq-diagram.c — a position drawn as a printed diagram (§1.3)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every length is a multiple of s, the distance between two points, so
 * the drawing scales as a whole; the text is set with Pango with metrics
 * unhinted, so an image and an SVG of one diagram have the same layout.
 */
#define G_LOG_DOMAIN "xq-diagram"

#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "xq-diagram.h"
#include "xq-glyph.h"

/* In units of s. */
static const double SIDE_MARGIN = 0.8;   /* grid to the left and right edges */
static const double EDGE_MARGIN = 0.8;   /* grid to the top; grid to the text */
static const double NUMBER_ROW = 0.45;   /* added above and below for numbers */
static const double FRAME_GAP = 0.52;    /* grid to the frame, outside the pieces */
static const double FRAME_WIDTH = 0.06;
static const double LINE_WIDTH = 0.025;
static const double PIECE_RADIUS = 0.44;
static const double PIECE_RIM = 0.045;
static const double PIECE_RING = 0.36;   /* the thin ring inside the rim */
static const double CHARACTER_SIZE = 0.54;
static const double NUMBER_SIZE = 0.3;
static const double RIVER_SIZE = 0.6;
static const double CAPTION_SIZE = 0.4;
static const double MOVES_SIZE = 0.32;
static const double TEXT_GAP = 0.25;
static const double BOTTOM_MARGIN = 0.45;

#define TEXT_FONT "Noto Serif CJK SC, Serif"

struct _XqDiagram
{
  XqPosition pos;
  gboolean coordinates;
  double width, height;
  double s;                 /* distance between points */
  double x0, y0;            /* the point a9 (black's back rank, left) */
  PangoLayout *caption;     /* NULL: none */
  PangoLayout *moves;       /* NULL: none */
  double caption_y, moves_y;
};

/* A layout of @text at @size units, wrapped to @width, unhinted. */
static PangoLayout *
make_layout (const char *text,
             double      size,
             double      width,
             PangoAlignment alignment)
{
  PangoFontMap *map = pango_cairo_font_map_get_default ();
  PangoContext *context = pango_font_map_create_context (map);
  cairo_font_options_t *font_options = cairo_font_options_create ();
  PangoFontDescription *font = pango_font_description_from_string (TEXT_FONT);
  PangoLayout *layout;

  cairo_font_options_set_hint_metrics (font_options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (font_options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (context, font_options);
  pango_cairo_context_set_resolution (context, 72.0);
  pango_context_set_round_glyph_positions (context, FALSE);
  cairo_font_options_destroy (font_options);

  layout = pango_layout_new (context);
  g_object_unref (context);
  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, alignment);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

/* @text with a word joiner (U+2060) between the characters of each word,
 * so that lines break only at spaces: a move such as 马2进3 stays whole; and
 * a space after a full stop made fast, so a number stays with its move. */
static char *
keep_words_whole (const char *text)
{
  GString *out = g_string_new (NULL);
  gunichar previous = ' ';

  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (!g_unichar_isspace (previous) && !g_unichar_isspace (c))
        g_string_append_unichar (out, 0x2060);
      if (previous == '.' && c == ' ')
        c = 0x00A0;
      g_string_append_unichar (out, c);
      previous = c;
    }
  return g_string_free (out, FALSE);
}

static double
layout_height (PangoLayout *layout)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  return (double) logical.height / PANGO_SCALE;
}

XqDiagram *
xq_diagram_new (const XqPosition       *pos,
                const XqDiagramOptions *options,
                double                  width)
{
  XqDiagram *self;
  double s, y, text_width;

  g_return_val_if_fail (pos != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (width > 0, NULL);

  self = g_new0 (XqDiagram, 1);
  self->pos = *pos;
  self->coordinates = options->coordinates;
  self->width = width;
  self->s = s = width / (8 + 2 * SIDE_MARGIN);
  self->x0 = SIDE_MARGIN * s;
  self->y0 = (EDGE_MARGIN + (options->coordinates ? NUMBER_ROW : 0)) * s;
  y = self->y0 + 9 * s + (EDGE_MARGIN + (options->coordinates ? NUMBER_ROW : 0)) * s;
  text_width = width - 2 * SIDE_MARGIN * s;

  if (options->caption != NULL && options->caption[0] != '\0')
    {
      self->caption = make_layout (options->caption, CAPTION_SIZE * s, text_width,
                                   PANGO_ALIGN_CENTER);
      self->caption_y = y;
      y += layout_height (self->caption) + TEXT_GAP * s;
    }
  if (options->moves != NULL && options->moves[0] != '\0')
    {
      g_autofree char *moves = keep_words_whole (options->moves);

      self->moves = make_layout (moves, MOVES_SIZE * s, text_width, PANGO_ALIGN_LEFT);
      self->moves_y = y;
      y += layout_height (self->moves) + TEXT_GAP * s;
    }
  if (self->caption != NULL || self->moves != NULL)
    y += BOTTOM_MARGIN * s - TEXT_GAP * s;
  self->height = y;
  return self;
}

void
xq_diagram_free (XqDiagram *self)
{
  if (self == NULL)
    return;
  g_clear_object (&self->caption);
  g_clear_object (&self->moves);
  g_free (self);
}

double
xq_diagram_get_width (const XqDiagram *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->width;
}

double
xq_diagram_get_height (const XqDiagram *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return self->height;
}

void
xq_diagram_get_point (const XqDiagram *self,
                      int              file,
                      int              rank,
                      double          *x,
                      double          *y)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (file >= 0 && file < XQ_FILES && rank >= 0 && rank < XQ_RANKS);

  *x = self->x0 + file * self->s;
  *y = self->y0 + (9 - rank) * self->s;
}

double
xq_diagram_get_piece_radius (const XqDiagram *self)
{
  g_return_val_if_fail (self != NULL, 0);
  return PIECE_RADIUS * self->s;
}

/* ---- Drawing ---- */

/* The small corner marks of a soldier's or cannon's starting point, on the
 * sides of the point that lie on the board. */
static void
append_position_mark (const XqDiagram *self,
                      cairo_t         *cr,
                      int              file,
                      int              row)
{
  double s = self->s, gap = 0.08 * s, len = 0.2 * s;
  double x = self->x0 + file * s, y = self->y0 + row * s;

  for (int dx = -1; dx <= 1; dx += 2)
    {
      if ((dx < 0 && file == 0) || (dx > 0 && file == 8))
        continue;
      for (int dy = -1; dy <= 1; dy += 2)
        {
          cairo_move_to (cr, x + dx * (gap + len), y + dy * gap);
          cairo_rel_line_to (cr, -dx * len, 0);
          cairo_rel_line_to (cr, 0, dy * len);
        }
    }
}

static void
draw_grid (const XqDiagram *self,
           cairo_t         *cr)
{
  double s = self->s, x0 = self->x0, y0 = self->y0;
  double frame = (FRAME_GAP + FRAME_WIDTH / 2) * s;

  cairo_set_line_width (cr, LINE_WIDTH * s);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  for (int row = 0; row <= 9; row++)
    {
      cairo_move_to (cr, x0, y0 + row * s);
      cairo_rel_line_to (cr, 8 * s, 0);
    }
  for (int file = 0; file <= 8; file++)
    {
      gboolean edge = file == 0 || file == 8;

      cairo_move_to (cr, x0 + file * s, y0);
      cairo_rel_line_to (cr, 0, (edge ? 9 : 4) * s);
      if (!edge)
        {
          cairo_move_to (cr, x0 + file * s, y0 + 5 * s);
          cairo_rel_line_to (cr, 0, 4 * s);
        }
    }
  /* The palaces' diagonals. */
  for (int top = 0; top <= 7; top += 7)
    {
      cairo_move_to (cr, x0 + 3 * s, y0 + top * s);
      cairo_rel_line_to (cr, 2 * s, 2 * s);
      cairo_move_to (cr, x0 + 5 * s, y0 + top * s);
      cairo_rel_line_to (cr, -2 * s, 2 * s);
    }
  cairo_stroke (cr);

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  for (int row = 2; row <= 7; row += 5)
    for (int file = 1; file <= 7; file += 6)
      append_position_mark (self, cr, file, row);
  for (int row = 3; row <= 6; row += 3)
    for (int file = 0; file <= 8; file += 2)
      append_position_mark (self, cr, file, row);
  cairo_stroke (cr);

  cairo_set_line_width (cr, FRAME_WIDTH * s);
  cairo_rectangle (cr, x0 - frame, y0 - frame, 8 * s + 2 * frame, 9 * s + 2 * frame);
  cairo_stroke (cr);

  /* 楚河 on the left, 汉界 on the right. */
  for (int i = 0; i < 4; i++)
    xq_glyph_append_on_line (cr, XQ_GLYPH_RIVER + i,
                             x0 + (2 + 4 * (i / 2)) * s + (i % 2 - 0.5) * RIVER_SIZE * s,
                             y0 + 4.5 * s, RIVER_SIZE * s);
  cairo_fill (cr);
}

/* Black's 1…9 along the top, red's 九…一 along the bottom (§1). */
static void
draw_numbers (const XqDiagram *self,
              cairo_t         *cr)
{
  double s = self->s;
  double offset = (FRAME_GAP + FRAME_WIDTH + 0.1 + NUMBER_SIZE / 2) * s;

  for (int file = 0; file < 9; file++)
    {
      double x = self->x0 + file * s;

      xq_glyph_append_centred (cr, XQ_GLYPH_BLACK_FILE + file, x,
                               self->y0 - offset, NUMBER_SIZE * s);
      xq_glyph_append_centred (cr, XQ_GLYPH_RED_FILE + 8 - file, x,
                               self->y0 + 9 * s + offset, NUMBER_SIZE * s);
    }
  cairo_fill (cr);
}

/* Red in positive print: a dark character and rings on a light disc; black
 * in negative print: a light character and ring on a dark disc. */
static void
draw_piece (const XqDiagram *self,
            cairo_t         *cr,
            XqPiece          piece,
            double           x,
            double           y)
{
  double s = self->s;
  double ink = XQ_PIECE_COLOR (piece) == XQ_RED ? 0.0 : 1.0;

  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, PIECE_RADIUS * s, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 1 - ink, 1 - ink, 1 - ink);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, PIECE_RIM * s);
  cairo_stroke (cr);

  cairo_set_source_rgb (cr, ink, ink, ink);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, PIECE_RING * s, 0, 2 * G_PI);
  cairo_set_line_width (cr, LINE_WIDTH * s);
  cairo_stroke (cr);
  xq_glyph_append_centred (cr, xq_glyph_for_piece (piece), x, y, CHARACTER_SIZE * s);
  cairo_fill (cr);
}

void
xq_diagram_draw (const XqDiagram *self,
                 cairo_t         *cr)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (cr != NULL);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_rectangle (cr, 0, 0, self->width, self->height);
  cairo_fill (cr);

  cairo_set_source_rgb (cr, 0, 0, 0);
  draw_grid (self, cr);
  if (self->coordinates)
    draw_numbers (self, cr);

  for (int sq = 0; sq < XQ_SQUARES; sq++)
    {
      XqPiece piece = self->pos.board[sq];
      double x, y;

      if (piece == XQ_EMPTY)
        continue;
      xq_diagram_get_point (self, XQ_FILE (sq), XQ_RANK (sq), &x, &y);
      draw_piece (self, cr, piece, x, y);
    }

  cairo_set_source_rgb (cr, 0, 0, 0);
  if (self->caption != NULL)
    {
      cairo_move_to (cr, self->x0, self->caption_y);
      pango_cairo_show_layout (cr, self->caption);
    }
  if (self->moves != NULL)
    {
      cairo_move_to (cr, self->x0, self->moves_y);
      pango_cairo_show_layout (cr, self->moves);
    }
  cairo_restore (cr);
}
