/* xq-board-renderer.c — draws the board's scene
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Layers, bottom to top: the board (wood, grid, river, numbers; a cairo
 * render node kept until size, theme or orientation change), marks under the
 * pieces (last move, check), the pieces (textures made once per size from
 * XqPieceSet's images), marks over them (selection, legal targets, keyboard
 * cursor, hint arrow), and the piece being dragged or animated.
 */
#define G_LOG_DOMAIN "xq-board-view"

#include "config.h"

#include <math.h>
#include <adwaita.h>

#include "xq-board-renderer.h"
#include "xq-board-theme.h"
#include "xq-board-wood.h"
#include "xq-glyph.h"
#include "xq-piece-set.h"

struct _XqBoardRenderer
{
  XqPieceSet *pieces;                /* of the scene's piece set; NULL until drawn */
  GskRenderNode *board_node;         /* the board without pieces */
  XqBoardWood *wood;
  GdkTexture *textures[XQ_N_PIECES]; /* the pieces at texture_size device pixels */
  int texture_size;
};

XqBoardRenderer *
_xq_board_renderer_new (void)
{
  return g_new0 (XqBoardRenderer, 1);
}

/* ---- Theme and pieces ---- */

static const XqBoardTheme *
get_theme (const XqBoardScene *scene)
{
  const XqBoardTheme *theme = xq_board_theme_lookup (scene->theme_id);
  gboolean dark = FALSE;

  if (theme != NULL)
    return theme;
  if (adw_is_initialized ())
    dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  return xq_board_theme_get_default (dark);
}

static void
clear_textures (XqBoardRenderer *self)
{
  for (guint i = 0; i < XQ_N_PIECES; i++)
    g_clear_object (&self->textures[i]);
  self->texture_size = 0;
}

static XqPieceSet *
get_pieces (XqBoardRenderer    *self,
            const XqBoardScene *scene)
{
  g_autoptr(GError) error = NULL;

  if (self->pieces != NULL)
    return self->pieces;

  self->pieces = xq_piece_set_new (scene->piece_set_id, &error);
  if (self->pieces == NULL)
    {
      g_debug ("Piece set %s: %s; using the traditional set",
               scene->piece_set_id, error->message);
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
draw_point_marker (cairo_t               *cr,
                   const XqBoardGeometry *g,
                   int                    col,
                   int                    row,
                   double                 off)
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

/* The wooden block with a dark edge, its wood where the playing field does
 * not cover it, then the playing field, lighter, with a thin bevel. */
static void
draw_wood (XqBoardRenderer       *self,
           const XqBoardTheme    *theme,
           cairo_t               *cr,
           const XqBoardGeometry *g)
{
  double s = g->s;
  double bw = XQ_BOARD_UNITS_X * s, bh = XQ_BOARD_UNITS_Y * s;
  double bx = g->x0 - XQ_BOARD_PAD_X * s, by = g->y0 - XQ_BOARD_PAD_Y * s;
  double gx = g->x0 - XQ_BOARD_GROUND_PAD * s, gy = g->y0 - XQ_BOARD_GROUND_PAD * s;
  double gw = (8 + 2 * XQ_BOARD_GROUND_PAD) * s, gh = (9 + 2 * XQ_BOARD_GROUND_PAD) * s;

  if (self->wood == NULL || _xq_board_wood_get_theme (self->wood) != theme)
    {
      g_clear_pointer (&self->wood, _xq_board_wood_free);
      self->wood = _xq_board_wood_new (theme);
    }

  rounded_rect (cr, bx, by, bw, bh, s * 0.18);
  xq_board_color_set_source (&theme->frame_outer, cr, 1.0);
  cairo_fill (cr);
  rounded_rect (cr, bx + s * 0.04, by + s * 0.04, bw - s * 0.08, bh - s * 0.08, s * 0.15);
  cairo_rectangle (cr, gx, gy, gw, gh);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  _xq_board_wood_fill (self->wood, cr, XQ_BOARD_WOOD_FRAME, bx, by, bw, bh);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);

  cairo_rectangle (cr, gx, gy, gw, gh);
  _xq_board_wood_fill (self->wood, cr, XQ_BOARD_WOOD_FIELD, gx, gy, gw, gh);
  cairo_rectangle (cr, gx + 0.5 / g->scale, gy + 0.5 / g->scale, gw - 1.0 / g->scale, gh - 1.0 / g->scale);
  cairo_set_source_rgba (cr, 0, 0, 0, theme->dark ? 0.5 : 0.25);
  cairo_set_line_width (cr, 1.0 / g->scale);
  cairo_stroke (cr);
}

/* The double border, the grid (ten ranks; the outer files run through,
 * the inner ones stop at the river), the palaces (九宫) and the soldier and
 * cannon points. */
static void
draw_lines (const XqBoardTheme    *theme,
            cairo_t               *cr,
            const XqBoardGeometry *g)
{
  double s = g->s;
  double lw = _xq_board_geometry_line_width (g, 0.025);
  double off = _xq_board_geometry_line_offset (g, lw);
  double thick = _xq_board_geometry_line_width (g, 0.06);
  double toff = _xq_board_geometry_line_offset (g, thick);

  xq_board_color_set_source (&theme->line, cr, 1.0);
  cairo_set_line_width (cr, thick);
  cairo_rectangle (cr, g->x0 - 0.1 * s + toff, g->y0 - 0.1 * s + toff, 8.2 * s, 9.2 * s);
  cairo_stroke (cr);

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
      gboolean outer = col == 0 || col == 8;

      cairo_move_to (cr, x, g->y0 + off);
      cairo_line_to (cr, x, g->y0 + (outer ? 9 : 4) * s + off);
      if (!outer)
        {
          cairo_move_to (cr, x, g->y0 + 5 * s + off);
          cairo_line_to (cr, x, g->y0 + 9 * s + off);
        }
    }
  for (int top = 0; top <= 7; top += 7)
    {
      cairo_move_to (cr, g->x0 + 3 * s, g->y0 + top * s);
      cairo_line_to (cr, g->x0 + 5 * s, g->y0 + (top + 2) * s);
      cairo_move_to (cr, g->x0 + 5 * s, g->y0 + top * s);
      cairo_line_to (cr, g->x0 + 3 * s, g->y0 + (top + 2) * s);
    }
  cairo_stroke (cr);

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  for (int row = 2; row <= 7; row += 5)
    for (int col = 1; col <= 7; col += 6)
      draw_point_marker (cr, g, col, row, off);
  for (int row = 3; row <= 6; row += 3)
    for (int col = 0; col <= 8; col += 2)
      draw_point_marker (cr, g, col, row, off);
  cairo_stroke (cr);
}

/* The river: 楚河 on the left, 汉界 on the right, upright for the viewer;
 * each character in an em box of th, as outlines (xq-glyph.h). */
static void
draw_river (const XqBoardScene    *scene,
            const XqBoardTheme    *theme,
            cairo_t               *cr,
            const XqBoardGeometry *g)
{
  double s = g->s;
  double th = s * 0.62;
  XqGlyphIndex river = xq_piece_set_is_hant (scene->piece_set_id) ? XQ_GLYPH_RIVER_HANT
                                                                  : XQ_GLYPH_RIVER;

  for (int i = 0; i < 4; i++)
    xq_glyph_append_on_line (cr, river + i,
                             g->x0 + (2 + 4 * (i / 2)) * s + (i % 2 - 0.5) * th,
                             g->y0 + 4.5 * s, th);
  xq_board_color_set_source (&theme->river_text, cr, 1.0);
  cairo_fill (cr);
}

/* File numbers: red 九…一 along red's side, black 1…9 along black's. */
static void
draw_file_numbers (const XqBoardScene    *scene,
                   const XqBoardTheme    *theme,
                   cairo_t               *cr,
                   const XqBoardGeometry *g)
{
  double s = g->s;
  double size = s * 0.3;
  double margin = (XQ_BOARD_GROUND_PAD + (XQ_BOARD_PAD_Y - XQ_BOARD_GROUND_PAD) / 2) * s;
  double red_y = g->y0 + 9 * s + margin;
  double black_y = g->y0 - margin;

  if (scene->flipped)
    {
      double t = red_y;

      red_y = black_y;
      black_y = t;
    }
  for (int file = 0; file < 9; file++)
    {
      double x = g->x0 + (scene->flipped ? 8 - file : file) * s;

      xq_glyph_append_centred (cr, XQ_GLYPH_RED_FILE + 8 - file, x, red_y, size);
    }
  xq_board_color_set_source (&theme->label_red, cr, 1.0);
  cairo_fill (cr);
  for (int file = 0; file < 9; file++)
    {
      double x = g->x0 + (scene->flipped ? 8 - file : file) * s;

      xq_glyph_append_centred (cr, XQ_GLYPH_BLACK_FILE + file, x, black_y, size);
    }
  xq_board_color_set_source (&theme->label_black, cr, 1.0);
  cairo_fill (cr);
}

static void
draw_board (XqBoardRenderer       *self,
            const XqBoardScene    *scene,
            const XqBoardTheme    *theme,
            cairo_t               *cr,
            const XqBoardGeometry *g)
{
  draw_wood (self, theme, cr, g);
  draw_lines (theme, cr, g);
  draw_river (scene, theme, cr, g);
  if (scene->show_coordinates)
    draw_file_numbers (scene, theme, cr, g);
}

/* ---- Drawing the marks ---- */

static void
draw_corners (cairo_t *cr,
              double   x,
              double   y,
              double   r,
              double   len)
{
  for (int dx = -1; dx <= 1; dx += 2)
    for (int dy = -1; dy <= 1; dy += 2)
      {
        cairo_move_to (cr, x + dx * (r - len), y + dy * r);
        cairo_line_to (cr, x + dx * r, y + dy * r);
        cairo_line_to (cr, x + dx * r, y + dy * (r - len));
      }
}

/* Corners around the from and to points of @move, and a faint disc where
 * the piece stood. */
static void
draw_last_move (cairo_t               *cr,
                const XqBoardTheme    *theme,
                const XqBoardGeometry *g,
                gboolean               flipped,
                XqMove                 move)
{
  double s = g->s;
  double x, y;

  xq_board_color_set_source (&theme->last_move, cr, 1.0);
  cairo_set_line_width (cr, _xq_board_geometry_line_width (g, 0.045));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  _xq_board_geometry_square_point (g, flipped, XQ_MOVE_FROM (move), &x, &y);
  draw_corners (cr, x, y, s * 0.47, s * 0.16);
  cairo_stroke (cr);
  cairo_arc (cr, x, y, s * 0.12, 0, 2 * G_PI);
  xq_board_color_set_source (&theme->last_move, cr, 0.5);
  cairo_fill (cr);
  _xq_board_geometry_square_point (g, flipped, XQ_MOVE_TO (move), &x, &y);
  xq_board_color_set_source (&theme->last_move, cr, 1.0);
  draw_corners (cr, x, y, s * 0.5, s * 0.18);
  cairo_stroke (cr);
}

/* A glow around (@x, @y), under a king in check; @s is the square size. */
static void
draw_check (cairo_t            *cr,
            const XqBoardTheme *theme,
            double              x,
            double              y,
            double              s)
{
  cairo_pattern_t *pat = cairo_pattern_create_radial (x, y, s * 0.3, x, y, s * 0.62);

  cairo_pattern_add_color_stop_rgba (pat, 0, theme->check.red, theme->check.green,
                                     theme->check.blue, theme->check.alpha);
  cairo_pattern_add_color_stop_rgba (pat, 1, theme->check.red, theme->check.green,
                                     theme->check.blue, 0);
  cairo_set_source (cr, pat);
  cairo_arc (cr, x, y, s * 0.62, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_pattern_destroy (pat);
}

/* A ring around the selected piece and, when the scene shows them, its
 * legal targets: a dot on an empty point, four corner triangles on a
 * capture (unlike the ring of the selected piece). */
static void
draw_selection (cairo_t               *cr,
                const XqBoardTheme    *theme,
                const XqBoardScene    *scene,
                const XqBoardGeometry *g)
{
  double s = g->s;
  double x, y;

  _xq_board_geometry_square_point (g, scene->flipped, scene->selected, &x, &y);
  cairo_arc (cr, x, y, s * 0.47, 0, 2 * G_PI);
  xq_board_color_set_source (&theme->selection, cr, 1.0);
  cairo_set_line_width (cr, MAX (2.0, s * 0.06));
  cairo_stroke (cr);

  if (!scene->show_legal_moves)
    return;
  for (guint i = 0; i < scene->n_legal; i++)
    {
      int to;

      if (XQ_MOVE_FROM (scene->legal[i]) != scene->selected)
        continue;
      to = XQ_MOVE_TO (scene->legal[i]);
      _xq_board_geometry_square_point (g, scene->flipped, to, &x, &y);
      xq_board_color_set_source (&theme->target, cr, 1.0);
      if (scene->pos.board[to] == XQ_EMPTY)
        {
          cairo_arc (cr, x, y, s * 0.13, 0, 2 * G_PI);
          cairo_fill_preserve (cr);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.55);
          cairo_set_line_width (cr, MAX (1.0, s * 0.02));
          cairo_stroke (cr);
        }
      else
        {
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

/* The keyboard cursor: a dashed square around (@x, @y). */
static void
draw_cursor (cairo_t            *cr,
             const XqBoardTheme *theme,
             double              x,
             double              y,
             double              s)
{
  static const double dashes[] = { 4, 3 };

  rounded_rect (cr, x - s * 0.5, y - s * 0.5, s, s, s * 0.1);
  xq_board_color_set_source (&theme->cursor, cr, 1.0);
  cairo_set_line_width (cr, MAX (2.0, s * 0.04));
  cairo_set_dash (cr, dashes, 2, 0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
draw_arrow (cairo_t            *cr,
            const XqBoardTheme *theme,
            double              x1,
            double              y1,
            double              x2,
            double              y2,
            double              s,
            double              alpha)
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
  xq_board_color_set_source (&theme->hint, cr, alpha);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.6);
  cairo_set_line_width (cr, MAX (1.0, s * 0.015));
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* An arrow from @move's square to its target. */
static void
draw_move_arrow (cairo_t               *cr,
                 const XqBoardTheme    *theme,
                 const XqBoardGeometry *g,
                 gboolean               flipped,
                 XqMove                 move,
                 double                 alpha)
{
  double x, y, x2, y2;

  _xq_board_geometry_square_point (g, flipped, XQ_MOVE_FROM (move), &x, &y);
  _xq_board_geometry_square_point (g, flipped, XQ_MOVE_TO (move), &x2, &y2);
  draw_arrow (cr, theme, x, y, x2, y2, g->s, alpha);
}

/* The marks under the pieces: the last move, a king in check. */
static void
draw_marks_under (const XqBoardScene    *scene,
                  const XqBoardTheme    *theme,
                  cairo_t               *cr,
                  const XqBoardGeometry *g)
{
  int king = XQ_NO_SQUARE;
  double x, y;

  if (scene->in_check)
    king = xq_position_king (&scene->pos, (XqColor) scene->pos.side);
  cairo_new_path (cr);
  if (scene->last_move != XQ_MOVE_NONE)
    draw_last_move (cr, theme, g, scene->flipped, scene->last_move);
  if (king != XQ_NO_SQUARE)
    {
      _xq_board_geometry_square_point (g, scene->flipped, king, &x, &y);
      draw_check (cr, theme, x, y, g->s);
    }
}

/* The marks over the pieces: the selection and its targets, the keyboard
 * cursor, the hint arrow, the analysis arrow (fainter). */
static void
draw_marks_over (const XqBoardScene    *scene,
                 const XqBoardTheme    *theme,
                 cairo_t               *cr,
                 const XqBoardGeometry *g)
{
  double x, y;

  cairo_new_path (cr);
  if (scene->selected != XQ_BOARD_NO_SQUARE)
    draw_selection (cr, theme, scene, g);
  if (scene->cursor_shown && scene->focused)
    {
      _xq_board_geometry_square_point (g, scene->flipped, scene->cursor, &x, &y);
      draw_cursor (cr, theme, x, y, g->s);
    }
  if (scene->hint != XQ_MOVE_NONE)
    draw_move_arrow (cr, theme, g, scene->flipped, scene->hint, 1.0);
  if (scene->arrow != XQ_MOVE_NONE && scene->arrow != scene->hint)
    draw_move_arrow (cr, theme, g, scene->flipped, scene->arrow, 0.7);
}

/* ---- Pieces as sprites ---- */

typedef struct
{
  XqPiece piece;
  double x, y;   /* centre */
  double size;   /* image size (logical) */
  double alpha;
} Sprite;

/* The pieces to draw: on their points (with one fading out under a slide),
 * and floating above the marks (dragged or sliding). */
typedef struct
{
  Sprite fixed[XQ_SQUARES + 1];
  guint n_fixed;
  Sprite floating[2];
  guint n_floating;
} Sprites;

/* The pieces of @scene at @g. */
static void
collect_sprites (const XqBoardScene    *scene,
                 const XqBoardGeometry *g,
                 Sprites               *out)
{
  int anim_to = scene->animating ? scene->anim_to : XQ_BOARD_NO_SQUARE;
  int drag_from = scene->dragging ? scene->press_square : XQ_BOARD_NO_SQUARE;

  out->n_fixed = 0;
  out->n_floating = 0;
  for (int sq = 0; sq < XQ_SQUARES; sq++)
    {
      Sprite *sp;

      if (scene->pos.board[sq] == XQ_EMPTY || sq == anim_to || sq == drag_from)
        continue;
      sp = &out->fixed[out->n_fixed++];
      sp->piece = scene->pos.board[sq];
      _xq_board_geometry_square_point (g, scene->flipped, sq, &sp->x, &sp->y);
      sp->size = g->s;
      sp->alpha = 1.0;
    }

  if (anim_to != XQ_BOARD_NO_SQUARE)
    {
      double x1, y1, x2, y2, t = scene->anim_t;
      Sprite *sp;

      x1 = g->x0 + scene->anim_col * g->s;
      y1 = g->y0 + scene->anim_row * g->s;
      _xq_board_geometry_square_point (g, scene->flipped, anim_to, &x2, &y2);
      if (scene->anim_captured != XQ_EMPTY)
        {
          sp = &out->fixed[out->n_fixed++];
          sp->piece = scene->anim_captured;
          sp->x = x2;
          sp->y = y2;
          sp->size = g->s;
          sp->alpha = 1.0 - t * t;
        }
      sp = &out->floating[out->n_floating++];
      sp->piece = scene->anim_piece;
      sp->x = x1 + (x2 - x1) * t;
      sp->y = y1 + (y2 - y1) * t;
      sp->size = g->s;
      sp->alpha = 1.0;
    }

  if (drag_from != XQ_BOARD_NO_SQUARE && scene->pos.board[drag_from] != XQ_EMPTY)
    {
      Sprite *sp = &out->floating[out->n_floating++];

      sp->piece = scene->pos.board[drag_from];
      sp->x = scene->drag_x;
      sp->y = scene->drag_y;
      sp->size = g->s * 1.1;
      sp->alpha = 1.0;
    }
}

/* Paints @sp from the image of @pieces at its size. */
static void
draw_sprite_cairo (cairo_t               *cr,
                   XqPieceSet            *pieces,
                   const XqBoardGeometry *g,
                   const Sprite          *sp)
{
  int px = (int) round (sp->size * g->scale);
  cairo_surface_t *surface = xq_piece_set_get_surface (pieces, sp->piece, px);
  double x = round ((sp->x - sp->size / 2) * g->scale) / g->scale;
  double y = round ((sp->y - sp->size / 2) * g->scale) / g->scale;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, 1.0 / g->scale, 1.0 / g->scale);
  cairo_set_source_surface (cr, surface, 0, 0);
  cairo_paint_with_alpha (cr, sp->alpha);
  cairo_restore (cr);
}

/* ---- Snapshot ---- */

static GdkTexture *
get_texture (XqBoardRenderer    *self,
             const XqBoardScene *scene,
             XqPiece             piece,
             int                 px)
{
  if (px != self->texture_size)
    {
      clear_textures (self);
      self->texture_size = px;
    }
  if (self->textures[piece] == NULL)
    {
      cairo_surface_t *surface = xq_piece_set_get_surface (get_pieces (self, scene), piece, px);
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
append_sprite (XqBoardRenderer       *self,
               const XqBoardScene    *scene,
               GtkSnapshot           *snapshot,
               const XqBoardGeometry *g,
               const Sprite          *sp)
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
      xq_piece_set_render (get_pieces (self, scene), cr, sp->piece, bounds.origin.x,
                           bounds.origin.y, size);
      cairo_destroy (cr);
      return;
    }

  texture = get_texture (self, scene, sp->piece, px);
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

void
_xq_board_renderer_snapshot (XqBoardRenderer       *self,
                             const XqBoardScene    *scene,
                             const XqBoardGeometry *g,
                             GtkSnapshot           *snapshot)
{
  graphene_rect_t bounds;
  const XqBoardTheme *theme;
  Sprites sprites;
  cairo_t *cr;

  g_return_if_fail (self != NULL && scene != NULL && g != NULL && snapshot != NULL);

  if (g->width <= 0 || g->height <= 0)
    return;
  graphene_rect_init (&bounds, 0, 0, g->width, g->height);
  theme = get_theme (scene);

  if (self->board_node == NULL)
    {
      GtkSnapshot *board = gtk_snapshot_new ();

      cr = gtk_snapshot_append_cairo (board, &bounds);
      draw_board (self, scene, theme, cr, g);
      cairo_destroy (cr);
      self->board_node = gtk_snapshot_free_to_node (board);
    }
  if (self->board_node != NULL)
    gtk_snapshot_append_node (snapshot, self->board_node);

  if (scene->last_move != XQ_MOVE_NONE || scene->in_check)
    {
      cr = gtk_snapshot_append_cairo (snapshot, &bounds);
      draw_marks_under (scene, theme, cr, g);
      cairo_destroy (cr);
    }

  collect_sprites (scene, g, &sprites);
  for (guint i = 0; i < sprites.n_fixed; i++)
    append_sprite (self, scene, snapshot, g, &sprites.fixed[i]);

  if (scene->selected != XQ_BOARD_NO_SQUARE || scene->hint != XQ_MOVE_NONE || scene->cursor_shown
      || scene->arrow != XQ_MOVE_NONE)
    {
      cr = gtk_snapshot_append_cairo (snapshot, &bounds);
      draw_marks_over (scene, theme, cr, g);
      cairo_destroy (cr);
    }

  for (guint i = 0; i < sprites.n_floating; i++)
    append_sprite (self, scene, snapshot, g, &sprites.floating[i]);
}

void
_xq_board_renderer_draw (XqBoardRenderer       *self,
                         const XqBoardScene    *scene,
                         const XqBoardGeometry *g,
                         cairo_t               *cr)
{
  const XqBoardTheme *theme;
  Sprites sprites;

  g_return_if_fail (self != NULL && scene != NULL && g != NULL && cr != NULL);

  theme = get_theme (scene);
  draw_board (self, scene, theme, cr, g);
  draw_marks_under (scene, theme, cr, g);
  collect_sprites (scene, g, &sprites);
  for (guint i = 0; i < sprites.n_fixed; i++)
    draw_sprite_cairo (cr, get_pieces (self, scene), g, &sprites.fixed[i]);
  draw_marks_over (scene, theme, cr, g);
  for (guint i = 0; i < sprites.n_floating; i++)
    draw_sprite_cairo (cr, get_pieces (self, scene), g, &sprites.floating[i]);
}

/* ---- Caches ---- */

void
_xq_board_renderer_invalidate_board (XqBoardRenderer *self)
{
  g_return_if_fail (self != NULL);

  g_clear_pointer (&self->board_node, gsk_render_node_unref);
}

void
_xq_board_renderer_clear_pieces (XqBoardRenderer *self)
{
  g_return_if_fail (self != NULL);

  g_clear_object (&self->pieces);
  clear_textures (self);
}

void
_xq_board_renderer_unrealize (XqBoardRenderer *self)
{
  g_return_if_fail (self != NULL);

  g_clear_pointer (&self->board_node, gsk_render_node_unref);
  clear_textures (self);
}

void
_xq_board_renderer_free (XqBoardRenderer *self)
{
  if (self == NULL)
    return;
  _xq_board_renderer_unrealize (self);
  g_clear_pointer (&self->wood, _xq_board_wood_free);
  g_clear_object (&self->pieces);
  g_free (self);
}
