/* xq-board-view.c — the Xiangqi board widget
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Layers, bottom to top: the board (wood, grid, river, numbers; a cairo
 * render node kept until size, theme or orientation change), marks under the
 * pieces (last move, check, cursor), the pieces (textures made once per size
 * from XqPieceSet's images), marks over them (selection, legal targets,
 * hint arrow), and the piece being dragged or animated.
 */
#define G_LOG_DOMAIN "xq-board-view"

#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>
#include <adwaita.h>

#include "xq-board-geometry.h"
#include "xq-board-glyphs.h"
#include "xq-board-theme.h"
#include "xq-board-view-private.h"
#include "xq-board-wood.h"
#include "xq-movegen.h"
#include "xq-piece-set.h"

#define MIN_SQUARE 20
#define NATURAL_SQUARE 60
#define ANIMATION_USEC (170 * 1000)
#define DRAG_THRESHOLD 4.0

struct _XqBoardView
{
  GtkWidget parent_instance;

  XqPosition pos;
  XqMove last_move;
  XqMove legal[XQ_MAX_MOVES];
  guint n_legal;
  XqMove hint;
  gboolean in_check;

  gboolean flipped;
  gboolean animate;
  gboolean show_legal_moves;
  gboolean show_coordinates;
  char *piece_set_id;
  char *theme_id;
  XqPieceSet *pieces;
  gulong style_handler;

  /* interaction */
  int selected;
  int cursor;
  gboolean cursor_shown;       /* after a key press, until the next click */
  int press_square;            /* where the pointer went down on a movable piece */
  gboolean press_was_selected; /* that piece was already selected */
  gboolean dragging;
  double press_x, press_y;
  double drag_x, drag_y;
  XqMove dropped;              /* requested by a drop: do not animate it */

  /* animation of the last move */
  guint tick_id;
  gint64 anim_start;
  double anim_t;               /* 0..1, eased */
  double anim_col, anim_row;   /* start, in screen cells (may be fractional) */
  int anim_to;                 /* square where the piece comes to rest */
  XqPiece anim_piece;
  XqPiece anim_captured;

  /* geometry and caches */
  XqBoardGeometry geom;
  GskRenderNode *board_node;
  XqBoardWood *wood;
  GdkTexture *textures[XQ_N_PIECES];
  int texture_size;
};

enum
{
  PROP_0,
  PROP_FLIPPED,
  PROP_ANIMATE,
  PROP_SHOW_LEGAL_MOVES,
  PROP_SHOW_COORDINATES,
  PROP_PIECE_SET,
  PROP_THEME,
  PROP_KEYBOARD_ACTIVE,
  N_PROPS
};

enum
{
  MOVE_REQUESTED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (XqBoardView, xq_board_view, GTK_TYPE_WIDGET)

static gboolean animations_enabled (XqBoardView *self);
static void     set_cursor_shown   (XqBoardView *self,
                                    gboolean     shown);
static void     start_animation    (XqBoardView *self,
                                    XqPiece      piece,
                                    XqPiece      captured,
                                    double       col,
                                    double       row,
                                    int          to);

/* ---- Geometry ---- */

static void
ensure_geometry (XqBoardView *self)
{
  int w = gtk_widget_get_width (GTK_WIDGET (self));
  int h = gtk_widget_get_height (GTK_WIDGET (self));

  /* Without an allocation (tests), keep what the last draw set. */
  if (w > 0 && h > 0 && (w != self->geom.width || h != self->geom.height
                         || self->geom.scale != gtk_widget_get_scale_factor (GTK_WIDGET (self))))
    _xq_board_geometry_init (&self->geom, w, h,
                             gtk_widget_get_scale_factor (GTK_WIDGET (self)));
}

void
xq_board_view_square_center (XqBoardView *self,
                             int          sq,
                             double      *x,
                             double      *y)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));
  g_return_if_fail (sq >= 0 && sq < XQ_SQUARES);

  ensure_geometry (self);
  _xq_board_geometry_square_point (&self->geom, self->flipped, sq, x, y);
}

double
xq_board_view_square_size (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), 0);

  ensure_geometry (self);
  return self->geom.s;
}

int
xq_board_view_square_at (XqBoardView *self,
                         double       x,
                         double       y)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), XQ_BOARD_NO_SQUARE);

  ensure_geometry (self);
  return _xq_board_geometry_square_at (&self->geom, self->flipped, x, y);
}

/* ---- Theme and pieces ---- */

static const XqBoardTheme *
get_theme (XqBoardView *self)
{
  const XqBoardTheme *theme = xq_board_theme_lookup (self->theme_id);
  gboolean dark = FALSE;

  if (theme != NULL)
    return theme;
  if (adw_is_initialized ())
    dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  return xq_board_theme_get_default (dark);
}

static void
invalidate_board (XqBoardView *self)
{
  g_clear_pointer (&self->board_node, gsk_render_node_unref);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
invalidate_textures (XqBoardView *self)
{
  for (guint i = 0; i < XQ_N_PIECES; i++)
    g_clear_object (&self->textures[i]);
  self->texture_size = 0;
}

static XqPieceSet *
get_pieces (XqBoardView *self)
{
  g_autoptr(GError) error = NULL;

  if (self->pieces != NULL)
    return self->pieces;

  self->pieces = xq_piece_set_new (self->piece_set_id, &error);
  if (self->pieces == NULL)
    {
      g_debug ("Piece set %s: %s; using the traditional set",
               self->piece_set_id, error->message);
      g_clear_error (&error);
      self->pieces = xq_piece_set_new ("traditional", &error);
      if (self->pieces == NULL)
        g_error ("The traditional piece set is missing: %s", error->message);
    }
  return self->pieces;
}

/* ---- Drawing the board ---- */

static void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* The corner marks of a soldier or cannon point (§1: 兵/炮 位). */
static void
draw_point_marker (cairo_t        *cr,
                   const XqBoardGeometry *g,
                   int             col,
                   int             row,
                   double          off)
{
  double x = g->x0 + col * g->s + off;
  double y = g->y0 + row * g->s + off;
  double gap = g->s * 0.08;
  double len = g->s * 0.2;

  for (int dx = -1; dx <= 1; dx += 2)
    {
      if ((col == 0 && dx < 0) || (col == 8 && dx > 0))
        continue;
      for (int dy = -1; dy <= 1; dy += 2)
        {
          cairo_move_to (cr, x + dx * (gap + len), y + dy * gap);
          cairo_line_to (cr, x + dx * gap, y + dy * gap);
          cairo_line_to (cr, x + dx * gap, y + dy * (gap + len));
        }
    }
}

/* Appends glyph @index of xq-board-glyphs.h to the path of @cr, scaled to
 * an em of @size, its origin (left end of the baseline) at (@x, @y). */
static void
append_glyph (cairo_t *cr,
              guint    index,
              double   x,
              double   y,
              double   size)
{
  const gint16 *op = xq_board_glyphs[index].ops;
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

/* Appends glyph @index with the middle of its ink at (@x, @y). */
static void
append_label (cairo_t *cr,
              guint    index,
              double   x,
              double   y,
              double   size)
{
  const XqBoardGlyph *glyph = &xq_board_glyphs[index];
  double k = size / XQ_GLYPH_UNITS;

  append_glyph (cr, index,
                x - (glyph->x_min + glyph->x_max) / 2.0 * k,
                y + (glyph->y_min + glyph->y_max) / 2.0 * k,
                size);
}

static void
draw_board (XqBoardView    *self,
            cairo_t        *cr,
            const XqBoardGeometry *g)
{
  const XqBoardTheme *theme = get_theme (self);
  double s = g->s;
  double bw = XQ_BOARD_UNITS_X * s, bh = XQ_BOARD_UNITS_Y * s;
  double bx = g->x0 - XQ_BOARD_PAD_X * s, by = g->y0 - XQ_BOARD_PAD_Y * s;
  double gx = g->x0 - XQ_BOARD_GROUND_PAD * s, gy = g->y0 - XQ_BOARD_GROUND_PAD * s;
  double gw = (8 + 2 * XQ_BOARD_GROUND_PAD) * s, gh = (9 + 2 * XQ_BOARD_GROUND_PAD) * s;
  double lw = _xq_board_geometry_line_width (g, 0.025);
  double off = _xq_board_geometry_line_offset (g, lw);
  double thick = _xq_board_geometry_line_width (g, 0.06);
  double toff = _xq_board_geometry_line_offset (g, thick);

  if (self->wood == NULL || _xq_board_wood_get_theme (self->wood) != theme)
    {
      g_clear_pointer (&self->wood, _xq_board_wood_free);
      self->wood = _xq_board_wood_new (theme);
    }

  /* The wooden block with a dark edge, then its wood where the playing
   * field does not cover it. */
  rounded_rect (cr, bx, by, bw, bh, s * 0.18);
  xq_board_color_set_source (&theme->frame_outer, cr, 1.0);
  cairo_fill (cr);
  rounded_rect (cr, bx + s * 0.04, by + s * 0.04, bw - s * 0.08, bh - s * 0.08, s * 0.15);
  cairo_rectangle (cr, gx, gy, gw, gh);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  _xq_board_wood_fill (self->wood, cr, XQ_BOARD_WOOD_FRAME, bx, by, bw, bh);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);

  /* The playing field, lighter, with a thin bevel. */
  cairo_rectangle (cr, gx, gy, gw, gh);
  _xq_board_wood_fill (self->wood, cr, XQ_BOARD_WOOD_FIELD, gx, gy, gw, gh);
  cairo_rectangle (cr, gx + 0.5 / g->scale, gy + 0.5 / g->scale, gw - 1.0 / g->scale, gh - 1.0 / g->scale);
  cairo_set_source_rgba (cr, 0, 0, 0, theme->dark ? 0.5 : 0.25);
  cairo_set_line_width (cr, 1.0 / g->scale);
  cairo_stroke (cr);

  /* The double border around the grid. */
  xq_board_color_set_source (&theme->line, cr, 1.0);
  cairo_set_line_width (cr, thick);
  cairo_rectangle (cr, g->x0 - 0.1 * s + toff, g->y0 - 0.1 * s + toff, 8.2 * s, 9.2 * s);
  cairo_stroke (cr);

  /* Grid: ten ranks; the outer files run through, the inner ones stop at
   * the river. */
  cairo_set_line_width (cr, lw);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_SQUARE);
  for (int row = 0; row <= 9; row++)
    {
      cairo_move_to (cr, g->x0 + off, g->y0 + row * s + off);
      cairo_line_to (cr, g->x0 + 8 * s + off, g->y0 + row * s + off);
    }
  for (int col = 0; col <= 8; col++)
    {
      double x = g->x0 + col * s + off;

      if (col == 0 || col == 8)
        {
          cairo_move_to (cr, x, g->y0 + off);
          cairo_line_to (cr, x, g->y0 + 9 * s + off);
        }
      else
        {
          cairo_move_to (cr, x, g->y0 + off);
          cairo_line_to (cr, x, g->y0 + 4 * s + off);
          cairo_move_to (cr, x, g->y0 + 5 * s + off);
          cairo_line_to (cr, x, g->y0 + 9 * s + off);
        }
    }
  /* The palaces (九宫). */
  for (int top = 0; top <= 7; top += 7)
    {
      cairo_move_to (cr, g->x0 + 3 * s, g->y0 + top * s);
      cairo_line_to (cr, g->x0 + 5 * s, g->y0 + (top + 2) * s);
      cairo_move_to (cr, g->x0 + 5 * s, g->y0 + top * s);
      cairo_line_to (cr, g->x0 + 3 * s, g->y0 + (top + 2) * s);
    }
  cairo_stroke (cr);

  /* Soldier and cannon points. */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  for (int row = 2; row <= 7; row += 5)
    for (int col = 1; col <= 7; col += 6)
      draw_point_marker (cr, g, col, row, off);
  for (int row = 3; row <= 6; row += 3)
    for (int col = 0; col <= 8; col += 2)
      draw_point_marker (cr, g, col, row, off);
  cairo_stroke (cr);

  /* The river: 楚河 on the left, 汉界 on the right, upright for the viewer;
   * each character in an em box of th, as outlines (xq-board-glyphs.h). */
  {
    double th = s * 0.62;
    double ty = g->y0 + 4.5 * s + XQ_GLYPH_MID_Y * th / XQ_GLYPH_UNITS;

    for (int i = 0; i < 4; i++)
      {
        const XqBoardGlyph *glyph = &xq_board_glyphs[XQ_BOARD_GLYPH_RIVER + i];
        double cx = g->x0 + (2 + 4 * (i / 2)) * s + (i % 2 - 0.5) * th;

        append_glyph (cr, XQ_BOARD_GLYPH_RIVER + i,
                      cx - glyph->advance / 2.0 * th / XQ_GLYPH_UNITS, ty, th);
      }
    xq_board_color_set_source (&theme->river_text, cr, 1.0);
    cairo_fill (cr);
  }

  /* File numbers: red 九…一 along red's side, black 1…9 along black's. */
  if (self->show_coordinates)
    {
      double size = s * 0.3;
      double red_y, black_y;

      red_y = g->y0 + 9 * s + (XQ_BOARD_GROUND_PAD + (XQ_BOARD_PAD_Y - XQ_BOARD_GROUND_PAD) / 2) * s;
      black_y = g->y0 - (XQ_BOARD_GROUND_PAD + (XQ_BOARD_PAD_Y - XQ_BOARD_GROUND_PAD) / 2) * s;
      if (self->flipped)
        {
          double t = red_y;

          red_y = black_y;
          black_y = t;
        }
      for (int file = 0; file < 9; file++)
        {
          double x = g->x0 + (self->flipped ? 8 - file : file) * s;

          append_label (cr, XQ_BOARD_GLYPH_RED_FILE + 8 - file, x, red_y, size);
        }
      xq_board_color_set_source (&theme->label_red, cr, 1.0);
      cairo_fill (cr);
      for (int file = 0; file < 9; file++)
        {
          double x = g->x0 + (self->flipped ? 8 - file : file) * s;

          append_label (cr, XQ_BOARD_GLYPH_BLACK_FILE + file, x, black_y, size);
        }
      xq_board_color_set_source (&theme->label_black, cr, 1.0);
      cairo_fill (cr);
    }
}

/* ---- Drawing the marks ---- */

static void
draw_corners (cairo_t        *cr,
              const XqBoardGeometry *g,
              double          x,
              double          y,
              double          r,
              double          len)
{
  for (int dx = -1; dx <= 1; dx += 2)
    for (int dy = -1; dy <= 1; dy += 2)
      {
        cairo_move_to (cr, x + dx * (r - len), y + dy * r);
        cairo_line_to (cr, x + dx * r, y + dy * r);
        cairo_line_to (cr, x + dx * r, y + dy * (r - len));
      }
}

static gboolean
has_legal_from (const XqBoardView *self,
                int                sq)
{
  for (guint i = 0; i < self->n_legal; i++)
    if (XQ_MOVE_FROM (self->legal[i]) == sq)
      return TRUE;
  return FALSE;
}

static gboolean
is_legal (const XqBoardView *self,
          int                from,
          int                to)
{
  XqMove m;

  if (from < 0 || to < 0)
    return FALSE;
  m = XQ_MOVE (from, to);
  for (guint i = 0; i < self->n_legal; i++)
    if (self->legal[i] == m)
      return TRUE;
  return FALSE;
}

static void
draw_marks_under (XqBoardView    *self,
                  cairo_t        *cr,
                  const XqBoardGeometry *g)
{
  const XqBoardTheme *theme = get_theme (self);
  double s = g->s;
  double x, y;

  cairo_new_path (cr);
  if (self->last_move != XQ_MOVE_NONE)
    {
      xq_board_color_set_source (&theme->last_move, cr, 1.0);
      cairo_set_line_width (cr, _xq_board_geometry_line_width (g, 0.045));
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      _xq_board_geometry_square_point (g, self->flipped, XQ_MOVE_FROM (self->last_move), &x, &y);
      draw_corners (cr, g, x, y, s * 0.47, s * 0.16);
      cairo_stroke (cr);
      /* The from point: a faint disc where the piece stood. */
      cairo_arc (cr, x, y, s * 0.12, 0, 2 * G_PI);
      xq_board_color_set_source (&theme->last_move, cr, 0.5);
      cairo_fill (cr);
      _xq_board_geometry_square_point (g, self->flipped, XQ_MOVE_TO (self->last_move), &x, &y);
      xq_board_color_set_source (&theme->last_move, cr, 1.0);
      draw_corners (cr, g, x, y, s * 0.5, s * 0.18);
      cairo_stroke (cr);
    }

  if (self->in_check)
    {
      int king = xq_position_king (&self->pos, (XqColor) self->pos.side);

      if (king != XQ_NO_SQUARE)
        {
          cairo_pattern_t *pat;

          _xq_board_geometry_square_point (g, self->flipped, king, &x, &y);
          pat = cairo_pattern_create_radial (x, y, s * 0.3, x, y, s * 0.62);
          cairo_pattern_add_color_stop_rgba (pat, 0, theme->check.red, theme->check.green,
                                             theme->check.blue, theme->check.alpha);
          cairo_pattern_add_color_stop_rgba (pat, 1, theme->check.red, theme->check.green,
                                             theme->check.blue, 0);
          cairo_set_source (cr, pat);
          cairo_arc (cr, x, y, s * 0.62, 0, 2 * G_PI);
          cairo_fill (cr);
          cairo_pattern_destroy (pat);
        }
    }
}

static void
draw_arrow (cairo_t            *cr,
            const XqBoardTheme *theme,
            double              x1,
            double              y1,
            double              x2,
            double              y2,
            double              s)
{
  double dx = x2 - x1, dy = y2 - y1;
  double len = sqrt (dx * dx + dy * dy);
  double w = s * 0.09, head = s * 0.32, hw = s * 0.22;

  if (len < 1)
    return;
  cairo_save (cr);
  cairo_translate (cr, x1, y1);
  cairo_rotate (cr, atan2 (dy, dx));
  cairo_move_to (cr, s * 0.2, -w);
  cairo_line_to (cr, len - head, -w);
  cairo_line_to (cr, len - head, -hw);
  cairo_line_to (cr, len - s * 0.05, 0);
  cairo_line_to (cr, len - head, hw);
  cairo_line_to (cr, len - head, w);
  cairo_line_to (cr, s * 0.2, w);
  cairo_close_path (cr);
  xq_board_color_set_source (&theme->hint, cr, 1.0);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.6);
  cairo_set_line_width (cr, MAX (1.0, s * 0.015));
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_marks_over (XqBoardView    *self,
                 cairo_t        *cr,
                 const XqBoardGeometry *g)
{
  const XqBoardTheme *theme = get_theme (self);
  double s = g->s;
  double x, y;

  cairo_new_path (cr);
  if (self->selected != XQ_BOARD_NO_SQUARE)
    {
      _xq_board_geometry_square_point (g, self->flipped, self->selected, &x, &y);
      cairo_arc (cr, x, y, s * 0.47, 0, 2 * G_PI);
      xq_board_color_set_source (&theme->selection, cr, 1.0);
      cairo_set_line_width (cr, MAX (2.0, s * 0.06));
      cairo_stroke (cr);

      if (self->show_legal_moves)
        for (guint i = 0; i < self->n_legal; i++)
          {
            int to;

            if (XQ_MOVE_FROM (self->legal[i]) != self->selected)
              continue;
            to = XQ_MOVE_TO (self->legal[i]);
            _xq_board_geometry_square_point (g, self->flipped, to, &x, &y);
            xq_board_color_set_source (&theme->target, cr, 1.0);
            if (self->pos.board[to] == XQ_EMPTY)
              {
                cairo_arc (cr, x, y, s * 0.13, 0, 2 * G_PI);
                cairo_fill_preserve (cr);
                cairo_set_source_rgba (cr, 1, 1, 1, 0.55);
                cairo_set_line_width (cr, MAX (1.0, s * 0.02));
                cairo_stroke (cr);
              }
            else
              {
                /* A capture: four triangles in the corners of the cell,
                 * unlike the ring of the selected piece. */
                double r = s * 0.5, t = s * 0.2;

                for (int dx = -1; dx <= 1; dx += 2)
                  for (int dy = -1; dy <= 1; dy += 2)
                    {
                      cairo_move_to (cr, x + dx * r, y + dy * r);
                      cairo_line_to (cr, x + dx * (r - t), y + dy * r);
                      cairo_line_to (cr, x + dx * r, y + dy * (r - t));
                      cairo_close_path (cr);
                    }
                cairo_fill (cr);
              }
          }
    }

  if (self->cursor_shown && gtk_widget_has_focus (GTK_WIDGET (self)))
    {
      static const double dashes[] = { 4, 3 };

      _xq_board_geometry_square_point (g, self->flipped, self->cursor, &x, &y);
      rounded_rect (cr, x - s * 0.5, y - s * 0.5, s, s, s * 0.1);
      xq_board_color_set_source (&theme->cursor, cr, 1.0);
      cairo_set_line_width (cr, MAX (2.0, s * 0.04));
      cairo_set_dash (cr, dashes, 2, 0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }

  if (self->hint != XQ_MOVE_NONE)
    {
      double x2, y2;

      _xq_board_geometry_square_point (g, self->flipped, XQ_MOVE_FROM (self->hint), &x, &y);
      _xq_board_geometry_square_point (g, self->flipped, XQ_MOVE_TO (self->hint), &x2, &y2);
      draw_arrow (cr, theme, x, y, x2, y2, s);
    }
}

/* ---- Pieces as sprites ---- */

typedef struct
{
  XqPiece piece;
  double x, y;   /* centre */
  double size;   /* image size (logical) */
  double alpha;
} Sprite;

/* Fills @fixed (pieces on their points) and @floating (dragged or moving,
 * drawn above the marks); returns their counts. */
static void
collect_sprites (XqBoardView    *self,
                 const XqBoardGeometry *g,
                 Sprite         *fixed,
                 guint          *n_fixed,
                 Sprite         *floating,
                 guint          *n_floating)
{
  int anim_to = self->tick_id != 0 ? self->anim_to : XQ_BOARD_NO_SQUARE;
  int drag_from = self->dragging ? self->press_square : XQ_BOARD_NO_SQUARE;

  *n_fixed = 0;
  *n_floating = 0;
  for (int sq = 0; sq < XQ_SQUARES; sq++)
    {
      Sprite *sp;

      if (self->pos.board[sq] == XQ_EMPTY || sq == anim_to || sq == drag_from)
        continue;
      sp = &fixed[(*n_fixed)++];
      sp->piece = self->pos.board[sq];
      _xq_board_geometry_square_point (g, self->flipped, sq, &sp->x, &sp->y);
      sp->size = g->s;
      sp->alpha = 1.0;
    }

  if (anim_to != XQ_BOARD_NO_SQUARE)
    {
      double x1, y1, x2, y2, t = self->anim_t;
      Sprite *sp;

      x1 = g->x0 + self->anim_col * g->s;
      y1 = g->y0 + self->anim_row * g->s;
      _xq_board_geometry_square_point (g, self->flipped, anim_to, &x2, &y2);
      if (self->anim_captured != XQ_EMPTY)
        {
          sp = &fixed[(*n_fixed)++];
          sp->piece = self->anim_captured;
          sp->x = x2;
          sp->y = y2;
          sp->size = g->s;
          sp->alpha = 1.0 - t * t;
        }
      sp = &floating[(*n_floating)++];
      sp->piece = self->anim_piece;
      sp->x = x1 + (x2 - x1) * t;
      sp->y = y1 + (y2 - y1) * t;
      sp->size = g->s;
      sp->alpha = 1.0;
    }

  if (drag_from != XQ_BOARD_NO_SQUARE && self->pos.board[drag_from] != XQ_EMPTY)
    {
      Sprite *sp = &floating[(*n_floating)++];

      sp->piece = self->pos.board[drag_from];
      sp->x = self->drag_x;
      sp->y = self->drag_y;
      sp->size = g->s * 1.1;
      sp->alpha = 1.0;
    }
}

static void
draw_sprite_cairo (XqBoardView    *self,
                   cairo_t        *cr,
                   const XqBoardGeometry *g,
                   const Sprite   *sp)
{
  int px = (int) round (sp->size * g->scale);
  cairo_surface_t *surface = xq_piece_set_get_surface (get_pieces (self), sp->piece, px);
  double x = round ((sp->x - sp->size / 2) * g->scale) / g->scale;
  double y = round ((sp->y - sp->size / 2) * g->scale) / g->scale;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, 1.0 / g->scale, 1.0 / g->scale);
  cairo_set_source_surface (cr, surface, 0, 0);
  cairo_paint_with_alpha (cr, sp->alpha);
  cairo_restore (cr);
}

void
xq_board_view_draw (XqBoardView *self,
                    cairo_t     *cr,
                    int          width,
                    int          height,
                    int          scale)
{
  Sprite fixed[XQ_SQUARES + 1], floating[2];
  guint n_fixed, n_floating;

  g_return_if_fail (XQ_IS_BOARD_VIEW (self));
  g_return_if_fail (cr != NULL && width > 0 && height > 0 && scale > 0);

  _xq_board_geometry_init (&self->geom, width, height, scale);
  draw_board (self, cr, &self->geom);
  draw_marks_under (self, cr, &self->geom);
  collect_sprites (self, &self->geom, fixed, &n_fixed, floating, &n_floating);
  for (guint i = 0; i < n_fixed; i++)
    draw_sprite_cairo (self, cr, &self->geom, &fixed[i]);
  draw_marks_over (self, cr, &self->geom);
  for (guint i = 0; i < n_floating; i++)
    draw_sprite_cairo (self, cr, &self->geom, &floating[i]);
}

/* ---- GtkWidget ---- */

static GdkTexture *
get_texture (XqBoardView *self,
             XqPiece      piece,
             int          px)
{
  if (px != self->texture_size)
    {
      invalidate_textures (self);
      self->texture_size = px;
    }
  if (self->textures[piece] == NULL)
    {
      cairo_surface_t *surface = xq_piece_set_get_surface (get_pieces (self), piece, px);
      int stride = cairo_image_surface_get_stride (surface);
      g_autoptr(GBytes) bytes = NULL;

      /* The texture shares the surface's pixels (no copy). */
      bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                          (gsize) stride * px,
                                          (GDestroyNotify) cairo_surface_destroy,
                                          cairo_surface_reference (surface));
      /* cairo's ARGB32 is GDK's default (premultiplied, native order). */
      self->textures[piece] = gdk_memory_texture_new (px, px, GDK_MEMORY_DEFAULT,
                                                      bytes, stride);
    }
  return self->textures[piece];
}

static void
append_sprite (XqBoardView    *self,
               GtkSnapshot    *snapshot,
               const XqBoardGeometry *g,
               const Sprite   *sp)
{
  int px = (int) round (sp->size * g->scale);
  double size = (double) px / g->scale;
  graphene_rect_t bounds;
  GdkTexture *texture;
  cairo_t *cr;

  /* The dragged piece is bigger: render it from the vectors, not cached. */
  if (px != (int) round (g->s * g->scale))
    {
      graphene_rect_init (&bounds, sp->x - size / 2, sp->y - size / 2, size, size);
      cr = gtk_snapshot_append_cairo (snapshot, &bounds);
      xq_piece_set_render (get_pieces (self), cr, sp->piece, bounds.origin.x,
                           bounds.origin.y, size);
      cairo_destroy (cr);
      return;
    }

  texture = get_texture (self, sp->piece, px);
  graphene_rect_init (&bounds,
                      round ((sp->x - size / 2) * g->scale) / g->scale,
                      round ((sp->y - size / 2) * g->scale) / g->scale,
                      size, size);
  if (sp->alpha < 1.0)
    gtk_snapshot_push_opacity (snapshot, sp->alpha);
  gtk_snapshot_append_texture (snapshot, texture, &bounds);
  if (sp->alpha < 1.0)
    gtk_snapshot_pop (snapshot);
}

static void
xq_board_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  XqBoardView *self = XQ_BOARD_VIEW (widget);
  Sprite fixed[XQ_SQUARES + 1], floating[2];
  guint n_fixed, n_floating;
  graphene_rect_t bounds;
  const XqBoardGeometry *g;
  cairo_t *cr;

  {
    XqBoardGeometry old = self->geom;

    ensure_geometry (self);
    /* e.g. the window moved to a monitor of another scale */
    if (!_xq_board_geometry_same_grid (&old, &self->geom))
      g_clear_pointer (&self->board_node, gsk_render_node_unref);
  }
  g = &self->geom;
  if (g->width <= 0 || g->height <= 0)
    return;
  graphene_rect_init (&bounds, 0, 0, g->width, g->height);

  if (self->board_node == NULL)
    {
      GtkSnapshot *board = gtk_snapshot_new ();

      cr = gtk_snapshot_append_cairo (board, &bounds);
      draw_board (self, cr, g);
      cairo_destroy (cr);
      self->board_node = gtk_snapshot_free_to_node (board);
    }
  if (self->board_node != NULL)
    gtk_snapshot_append_node (snapshot, self->board_node);

  if (self->last_move != XQ_MOVE_NONE || self->in_check)
    {
      cr = gtk_snapshot_append_cairo (snapshot, &bounds);
      draw_marks_under (self, cr, g);
      cairo_destroy (cr);
    }

  collect_sprites (self, g, fixed, &n_fixed, floating, &n_floating);
  for (guint i = 0; i < n_fixed; i++)
    append_sprite (self, snapshot, g, &fixed[i]);

  if (self->selected != XQ_BOARD_NO_SQUARE || self->hint != XQ_MOVE_NONE || self->cursor_shown)
    {
      cr = gtk_snapshot_append_cairo (snapshot, &bounds);
      draw_marks_over (self, cr, g);
      cairo_destroy (cr);
    }

  for (guint i = 0; i < n_floating; i++)
    append_sprite (self, snapshot, g, &floating[i]);
}

static void
xq_board_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  double units = orientation == GTK_ORIENTATION_HORIZONTAL ? XQ_BOARD_UNITS_X : XQ_BOARD_UNITS_Y;

  *minimum = (int) ceil (units * MIN_SQUARE);
  *natural = (int) ceil (units * NATURAL_SQUARE);
}

static void
xq_board_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  XqBoardView *self = XQ_BOARD_VIEW (widget);
  XqBoardGeometry old = self->geom;

  ensure_geometry (self);
  if (!_xq_board_geometry_same_grid (&old, &self->geom))
    g_clear_pointer (&self->board_node, gsk_render_node_unref);
}

/* ---- Accessibility ---- */

static char *
describe_square (XqBoardView *self,
                 int          sq)
{
  static const char *const kinds[XQ_N_KINDS] = {
    NULL, N_("king"), N_("advisor"), N_("elephant"), N_("horse"),
    N_("chariot"), N_("cannon"), N_("soldier"),
  };
  XqPiece p = self->pos.board[sq];
  char name[3] = { (char) ('a' + XQ_FILE (sq)), (char) ('0' + XQ_RANK (sq)), 0 };

  if (p == XQ_EMPTY)
    /* Translators: %s is a square in ICCS coordinates, e.g. "e4" */
    return g_strdup_printf (_("%s, empty"), name);
  if (XQ_PIECE_COLOR (p) == XQ_RED)
    /* Translators: a square and the piece on it, e.g. "e0, red king" */
    return g_strdup_printf (_("%s, red %s"), name, _(kinds[XQ_PIECE_KIND (p)]));
  /* Translators: a square and the piece on it, e.g. "e9, black king" */
  return g_strdup_printf (_("%s, black %s"), name, _(kinds[XQ_PIECE_KIND (p)]));
}

static void
update_accessible (XqBoardView *self)
{
  g_autofree char *cursor = describe_square (self, self->cursor);
  g_autofree char *text = NULL;

  if (self->selected != XQ_BOARD_NO_SQUARE)
    {
      g_autofree char *sel = describe_square (self, self->selected);

      /* Translators: the keyboard cursor's square, then the picked piece */
      text = g_strdup_printf (_("Cursor on %s. Selected: %s"), cursor, sel);
    }
  else
    /* Translators: the keyboard cursor's square */
    text = g_strdup_printf (_("Cursor on %s"), cursor);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

/* ---- Interaction ---- */

static void
set_cursor_shown (XqBoardView *self,
                  gboolean     shown)
{
  if (self->cursor_shown == shown)
    return;
  self->cursor_shown = shown;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KEYBOARD_ACTIVE]);
}

static void
set_selected (XqBoardView *self,
              int          sq)
{
  if (self->selected == sq)
    return;
  self->selected = sq;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
xq_board_view_clear_selection (XqBoardView *self)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  self->press_square = XQ_BOARD_NO_SQUARE;
  self->dragging = FALSE;
  set_selected (self, XQ_BOARD_NO_SQUARE);
}

static void
request_move (XqBoardView *self,
              int          from,
              int          to,
              gboolean     dropped)
{
  g_assert (is_legal (self, from, to));

  self->dropped = dropped ? XQ_MOVE (from, to) : XQ_MOVE_NONE;
  self->press_square = XQ_BOARD_NO_SQUARE;
  self->dragging = FALSE;
  set_selected (self, XQ_BOARD_NO_SQUARE);
  g_signal_emit (self, signals[MOVE_REQUESTED], 0, from, to);
}

void
xq_board_view_pointer_down (XqBoardView *self,
                            double       x,
                            double       y)
{
  int sq;

  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  sq = xq_board_view_square_at (self, x, y);
  self->press_square = XQ_BOARD_NO_SQUARE;
  self->dragging = FALSE;
  if (self->cursor_shown)
    {
      set_cursor_shown (self, FALSE);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  if (sq == XQ_BOARD_NO_SQUARE)
    {
      set_selected (self, XQ_BOARD_NO_SQUARE);
      return;
    }
  self->cursor = sq;

  /* Second click of click-click. */
  if (self->selected != XQ_BOARD_NO_SQUARE && is_legal (self, self->selected, sq))
    {
      request_move (self, self->selected, sq, FALSE);
      return;
    }

  if (has_legal_from (self, sq))
    {
      self->press_was_selected = self->selected == sq;
      self->press_square = sq;
      self->press_x = self->drag_x = x;
      self->press_y = self->drag_y = y;
      set_selected (self, sq);
    }
  else
    set_selected (self, XQ_BOARD_NO_SQUARE);
}

void
xq_board_view_pointer_move (XqBoardView *self,
                            double       x,
                            double       y)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  if (self->press_square == XQ_BOARD_NO_SQUARE)
    return;
  if (!self->dragging
      && hypot (x - self->press_x, y - self->press_y) < DRAG_THRESHOLD)
    return;
  self->dragging = TRUE;
  self->drag_x = x;
  self->drag_y = y;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
xq_board_view_pointer_up (XqBoardView *self,
                          double       x,
                          double       y)
{
  int from;

  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  from = self->press_square;
  if (from == XQ_BOARD_NO_SQUARE)
    return;
  self->press_square = XQ_BOARD_NO_SQUARE;

  if (self->dragging)
    {
      int to = xq_board_view_square_at (self, x, y);

      self->dragging = FALSE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      if (is_legal (self, from, to))
        request_move (self, from, to, TRUE);
      /* Otherwise the piece goes back (sliding) and stays selected. */
      else if (animations_enabled (self) && self->geom.s > 0)
        start_animation (self, self->pos.board[from], XQ_EMPTY,
                         (x - self->geom.x0) / self->geom.s,
                         (y - self->geom.y0) / self->geom.s, from);
      return;
    }

  /* A click on the piece that was selected already: put it down. */
  if (self->press_was_selected)
    set_selected (self, XQ_BOARD_NO_SQUARE);
}

static void
activate_square (XqBoardView *self,
                 int          sq)
{
  if (self->selected != XQ_BOARD_NO_SQUARE && is_legal (self, self->selected, sq))
    request_move (self, self->selected, sq, FALSE);
  else if (has_legal_from (self, sq) && self->selected != sq)
    set_selected (self, sq);
  else
    set_selected (self, XQ_BOARD_NO_SQUARE);
}

gboolean
xq_board_view_key (XqBoardView *self,
                   guint        keyval)
{
  int col, row;

  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), FALSE);

  _xq_board_square_to_cell (self->cursor, self->flipped, &col, &row);
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      col = MAX (0, col - 1);
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      col = MIN (8, col + 1);
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      row = MAX (0, row - 1);
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      row = MIN (9, row + 1);
      break;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      /* The first press shows the cursor; the next ones pick and drop. */
      if (self->cursor_shown)
        activate_square (self, self->cursor);
      set_cursor_shown (self, TRUE);
      update_accessible (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    case GDK_KEY_Escape:
      if (self->selected == XQ_BOARD_NO_SQUARE && !self->cursor_shown)
        return FALSE;
      if (self->selected == XQ_BOARD_NO_SQUARE)
        set_cursor_shown (self, FALSE);
      xq_board_view_clear_selection (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    default:
      return FALSE;
    }

  /* Arrows move the cursor only while it is shown (focus came by keyboard,
   * or Enter/Space was pressed); otherwise they are left to the window,
   * which may use them to go through the moves. */
  if (!self->cursor_shown)
    return FALSE;
  self->cursor = _xq_board_cell_to_square (col, row, self->flipped);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

gboolean
xq_board_view_get_keyboard_active (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), FALSE);
  return self->cursor_shown;
}

int
xq_board_view_get_selected (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), XQ_BOARD_NO_SQUARE);
  return self->selected;
}

int
xq_board_view_get_cursor (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), XQ_BOARD_NO_SQUARE);
  return self->cursor;
}

gboolean
xq_board_view_is_dragging (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), FALSE);
  return self->dragging;
}

gboolean
xq_board_view_is_animating (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), FALSE);
  return self->tick_id != 0;
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               XqBoardView    *self)
{
  if (!gtk_widget_has_focus (GTK_WIDGET (self)))
    gtk_widget_grab_focus (GTK_WIDGET (self));
  xq_board_view_pointer_down (self, x, y);
  if (self->press_square == XQ_BOARD_NO_SQUARE)
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
  else
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                XqBoardView    *self)
{
  double x, y;

  if (gtk_gesture_drag_get_start_point (gesture, &x, &y))
    xq_board_view_pointer_move (self, x + dx, y + dy);
}

static void
on_drag_end (GtkGestureDrag *gesture,
             double          dx,
             double          dy,
             XqBoardView    *self)
{
  double x, y;

  if (gtk_gesture_drag_get_start_point (gesture, &x, &y))
    xq_board_view_pointer_up (self, x + dx, y + dy);
}

static void
on_drag_cancel (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                XqBoardView      *self)
{
  if (self->dragging)
    {
      self->dragging = FALSE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  self->press_square = XQ_BOARD_NO_SQUARE;
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                XqBoardView           *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SUPER_MASK))
    return FALSE;
  return xq_board_view_key (self, keyval);
}

static void
on_focus_enter (GtkEventController *controller,
                XqBoardView        *self)
{
  GdkEvent *event = gtk_event_controller_get_current_event (controller);

  /* Focus moved here with the keyboard (Tab): show the cursor. */
  if (event != NULL && gdk_event_get_event_type (event) == GDK_KEY_PRESS)
    {
      set_cursor_shown (self, TRUE);
      update_accessible (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_focus_leave (GtkEventController *controller,
                XqBoardView        *self)
{
  set_cursor_shown (self, FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- Animation ---- */

static void
stop_animation (XqBoardView *self)
{
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
}

static gboolean
animation_tick (GtkWidget     *widget,
                GdkFrameClock *clock,
                gpointer       user_data)
{
  XqBoardView *self = XQ_BOARD_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  double t;

  if (self->anim_start == 0)
    self->anim_start = now;
  t = (double) (now - self->anim_start) / ANIMATION_USEC;
  gtk_widget_queue_draw (widget);
  if (t >= 1.0)
    {
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  /* Ease out (cubic). */
  self->anim_t = 1.0 - pow (1.0 - t, 3);
  return G_SOURCE_CONTINUE;
}

static gboolean
animations_enabled (XqBoardView *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)),
                "gtk-enable-animations", &enabled, NULL);
  return self->animate && enabled && gtk_widget_get_mapped (GTK_WIDGET (self));
}

/* Slides @piece from screen cell (@col, @row) to @to, over @captured. */
static void
start_animation (XqBoardView *self,
                 XqPiece      piece,
                 XqPiece      captured,
                 double       col,
                 double       row,
                 int          to)
{
  stop_animation (self);
  self->anim_piece = piece;
  self->anim_captured = captured;
  self->anim_col = col;
  self->anim_row = row;
  self->anim_to = to;
  self->anim_start = 0;
  self->anim_t = 0;
  self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), animation_tick,
                                                NULL, NULL);
}

/* ---- Public API ---- */

void
xq_board_view_set_position (XqBoardView      *self,
                            const XqPosition *pos,
                            XqMove            last_move,
                            const XqMove     *legal,
                            gsize             n_legal)
{
  XqPosition old;
  gboolean same;
  int from, to;

  g_return_if_fail (XQ_IS_BOARD_VIEW (self));
  g_return_if_fail (pos != NULL);
  g_return_if_fail (legal != NULL || n_legal == 0);
  g_return_if_fail (n_legal <= XQ_MAX_MOVES);

  old = self->pos;
  /* The same position again (the owner refreshing): a slide in progress
   * goes on. */
  same = xq_position_equal (&old, pos) && last_move == self->last_move;
  self->pos = *pos;
  self->last_move = last_move;
  if (n_legal > 0)
    memcpy (self->legal, legal, n_legal * sizeof (XqMove));
  self->n_legal = (guint) n_legal;
  self->hint = XQ_MOVE_NONE;
  self->in_check = pos->king[pos->side] != XQ_NO_SQUARE && xq_position_in_check (pos);

  /* Slide the piece that just moved, unless the user dropped it there. */
  if (!same)
    stop_animation (self);
  from = XQ_MOVE_FROM (last_move);
  to = XQ_MOVE_TO (last_move);
  if (!same && last_move != XQ_MOVE_NONE && last_move != self->dropped
      && from < XQ_SQUARES && to < XQ_SQUARES
      && old.board[from] != XQ_EMPTY && pos->board[from] == XQ_EMPTY
      && pos->board[to] == old.board[from] && animations_enabled (self))
    {
      int col, row;

      _xq_board_square_to_cell (from, self->flipped, &col, &row);
      start_animation (self, old.board[from], old.board[to], col, row, to);
    }
  self->dropped = XQ_MOVE_NONE;

  if (self->selected != XQ_BOARD_NO_SQUARE && !has_legal_from (self, self->selected))
    self->selected = XQ_BOARD_NO_SQUARE;
  if (self->press_square != XQ_BOARD_NO_SQUARE && !has_legal_from (self, self->press_square))
    {
      self->press_square = XQ_BOARD_NO_SQUARE;
      self->dragging = FALSE;
    }

  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const XqPosition *
xq_board_view_get_position (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), NULL);
  return &self->pos;
}

void
xq_board_view_set_hint (XqBoardView *self,
                        XqMove       hint)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  if (self->hint == hint)
    return;
  self->hint = hint;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
xq_board_view_get_flipped (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), FALSE);
  return self->flipped;
}

void
xq_board_view_set_flipped (XqBoardView *self,
                           gboolean     flipped)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  flipped = !!flipped;
  if (self->flipped == flipped)
    return;
  self->flipped = flipped;
  stop_animation (self);
  invalidate_board (self);
  update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
}

gboolean
xq_board_view_get_animate (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), FALSE);
  return self->animate;
}

void
xq_board_view_set_animate (XqBoardView *self,
                           gboolean     animate)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  animate = !!animate;
  if (self->animate == animate)
    return;
  self->animate = animate;
  if (!animate)
    stop_animation (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATE]);
}

gboolean
xq_board_view_get_show_legal_moves (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), FALSE);
  return self->show_legal_moves;
}

void
xq_board_view_set_show_legal_moves (XqBoardView *self,
                                    gboolean     show)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  show = !!show;
  if (self->show_legal_moves == show)
    return;
  self->show_legal_moves = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_LEGAL_MOVES]);
}

gboolean
xq_board_view_get_show_coordinates (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), FALSE);
  return self->show_coordinates;
}

void
xq_board_view_set_show_coordinates (XqBoardView *self,
                                    gboolean     show)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  show = !!show;
  if (self->show_coordinates == show)
    return;
  self->show_coordinates = show;
  invalidate_board (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_COORDINATES]);
}

const char *
xq_board_view_get_piece_set (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), NULL);
  return self->piece_set_id;
}

void
xq_board_view_set_piece_set (XqBoardView *self,
                             const char  *id)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  if (id == NULL)
    id = "traditional";
  if (g_strcmp0 (self->piece_set_id, id) == 0)
    return;
  g_free (self->piece_set_id);
  self->piece_set_id = g_strdup (id);
  g_clear_object (&self->pieces);
  invalidate_textures (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PIECE_SET]);
}

const char *
xq_board_view_get_theme (XqBoardView *self)
{
  g_return_val_if_fail (XQ_IS_BOARD_VIEW (self), NULL);
  return self->theme_id;
}

static void
on_style_dark_changed (XqBoardView *self)
{
  if (xq_board_theme_lookup (self->theme_id) == NULL)
    invalidate_board (self);
}

void
xq_board_view_set_theme (XqBoardView *self,
                         const char  *id)
{
  g_return_if_fail (XQ_IS_BOARD_VIEW (self));

  if (id == NULL)
    id = "auto";
  if (g_strcmp0 (self->theme_id, id) == 0)
    return;
  g_free (self->theme_id);
  self->theme_id = g_strdup (id);
  invalidate_board (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THEME]);
}

GtkWidget *
xq_board_view_new (void)
{
  return g_object_new (XQ_TYPE_BOARD_VIEW, NULL);
}

/* ---- GObject ---- */

static void
xq_board_view_realize (GtkWidget *widget)
{
  XqBoardView *self = XQ_BOARD_VIEW (widget);

  GTK_WIDGET_CLASS (xq_board_view_parent_class)->realize (widget);

  /* Follow the desktop's dark style for the "auto" theme. */
  if (self->style_handler == 0 && adw_is_initialized ())
    self->style_handler = g_signal_connect_object (adw_style_manager_get_default (),
                                                   "notify::dark",
                                                   G_CALLBACK (on_style_dark_changed),
                                                   self, G_CONNECT_SWAPPED);
}

static void
xq_board_view_unrealize (GtkWidget *widget)
{
  XqBoardView *self = XQ_BOARD_VIEW (widget);

  if (self->style_handler != 0)
    {
      g_signal_handler_disconnect (adw_style_manager_get_default (), self->style_handler);
      self->style_handler = 0;
    }
  stop_animation (self);
  g_clear_pointer (&self->board_node, gsk_render_node_unref);
  invalidate_textures (self);

  GTK_WIDGET_CLASS (xq_board_view_parent_class)->unrealize (widget);
}

static void
xq_board_view_finalize (GObject *object)
{
  XqBoardView *self = XQ_BOARD_VIEW (object);

  g_clear_pointer (&self->board_node, gsk_render_node_unref);
  g_clear_pointer (&self->wood, _xq_board_wood_free);
  invalidate_textures (self);
  g_clear_object (&self->pieces);
  g_free (self->piece_set_id);
  g_free (self->theme_id);

  G_OBJECT_CLASS (xq_board_view_parent_class)->finalize (object);
}

static void
xq_board_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  XqBoardView *self = XQ_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_FLIPPED:
      g_value_set_boolean (value, self->flipped);
      break;
    case PROP_ANIMATE:
      g_value_set_boolean (value, self->animate);
      break;
    case PROP_SHOW_LEGAL_MOVES:
      g_value_set_boolean (value, self->show_legal_moves);
      break;
    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, self->show_coordinates);
      break;
    case PROP_PIECE_SET:
      g_value_set_string (value, self->piece_set_id);
      break;
    case PROP_THEME:
      g_value_set_string (value, self->theme_id);
      break;
    case PROP_KEYBOARD_ACTIVE:
      g_value_set_boolean (value, self->cursor_shown);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_board_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  XqBoardView *self = XQ_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_FLIPPED:
      xq_board_view_set_flipped (self, g_value_get_boolean (value));
      break;
    case PROP_ANIMATE:
      xq_board_view_set_animate (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_LEGAL_MOVES:
      xq_board_view_set_show_legal_moves (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_COORDINATES:
      xq_board_view_set_show_coordinates (self, g_value_get_boolean (value));
      break;
    case PROP_PIECE_SET:
      xq_board_view_set_piece_set (self, g_value_get_string (value));
      break;
    case PROP_THEME:
      xq_board_view_set_theme (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_board_view_class_init (XqBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = xq_board_view_finalize;
  object_class->get_property = xq_board_view_get_property;
  object_class->set_property = xq_board_view_set_property;

  widget_class->snapshot = xq_board_view_snapshot;
  widget_class->measure = xq_board_view_measure;
  widget_class->size_allocate = xq_board_view_size_allocate;
  widget_class->realize = xq_board_view_realize;
  widget_class->unrealize = xq_board_view_unrealize;

  properties[PROP_FLIPPED] =
    g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_ANIMATE] =
    g_param_spec_boolean ("animate", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SHOW_LEGAL_MOVES] =
    g_param_spec_boolean ("show-legal-moves", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SHOW_COORDINATES] =
    g_param_spec_boolean ("show-coordinates", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_PIECE_SET] =
    g_param_spec_string ("piece-set", NULL, NULL, "traditional",
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_THEME] =
    g_param_spec_string ("theme", NULL, NULL, "auto",
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* TRUE while the keyboard cursor is shown and the arrow keys move it: a
   * window that binds plain arrows to actions (application accelerators
   * run before the focus widget) can disable those actions meanwhile. */
  properties[PROP_KEYBOARD_ACTIVE] =
    g_param_spec_boolean ("keyboard-active", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * XqBoardView::move-requested:
   * @from: the square (0..89) the piece leaves
   * @to: the square it goes to
   *
   * The user asked for a move from the list given with the position.
   */
  signals[MOVE_REQUESTED] =
    g_signal_new ("move-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_set_css_name (widget_class, "xq-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_WIDGET);
}

static void
xq_board_view_init (XqBoardView *self)
{
  GtkGesture *drag;
  GtkEventController *key, *focus;

  self->animate = TRUE;
  self->show_legal_moves = TRUE;
  self->show_coordinates = TRUE;
  self->piece_set_id = g_strdup ("traditional");
  self->theme_id = g_strdup ("auto");
  self->selected = XQ_BOARD_NO_SQUARE;
  self->press_square = XQ_BOARD_NO_SQUARE;
  self->cursor = XQ_SQ (4, 0);
  xq_position_set_start (&self->pos);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  g_signal_connect (drag, "cancel", G_CALLBACK (on_drag_cancel), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  key = gtk_event_controller_key_new ();
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);

  focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "enter", G_CALLBACK (on_focus_enter), self);
  g_signal_connect (focus, "leave", G_CALLBACK (on_focus_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Xiangqi board"),
                                  -1);
  update_accessible (self);
}
