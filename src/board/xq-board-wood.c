/* xq-board-wood.c — the wood of the board's frame and playing field
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The wood (gradient and grain) of the frame and of the playing field is
 * drawn once per theme into small images and scaled to the board: it is
 * soft anyway, and gradients and grain drawn at every size are slow (the
 * two gradients alone cost more than the rest of the board).
 */
#define G_LOG_DOMAIN "xq-board-view"

#include "config.h"

#include <math.h>
#include <string.h>

#include "xq-board-geometry.h"
#include "xq-board-wood.h"
#include "xq-build-id.h"
#include "xq-image-cache.h"

/* The size of the field's image (and of the grain drawn for it). */
#define GRAIN_WIDTH 320
#define GRAIN_HEIGHT 380
/* Only a narrow ring of the frame is seen: half the resolution will do. */
#define FRAME_SCALE 0.5

struct _XqBoardWood
{
  const XqBoardTheme *theme;
  cairo_surface_t *parts[2];  /* frame and field, XqBoardWoodPart */
};

/* A small deterministic generator for the wood grain (same every time). */
static double
grain_random (guint32 *state)
{
  *state = *state * 1664525u + 1013904223u;
  return (*state >> 8) / 16777216.0;
}

/* The wood grain: wavy, nearly vertical lines in a few groups of width and
 * strength, rasterised straight into @surface (transparent, ARGB32), a row
 * at a time: much cheaper than stroking them with cairo, and as soft.
 * @s is the square size the grain is drawn for. */
static void
draw_grain (cairo_surface_t    *surface,
            const XqBoardTheme *theme,
            double              s)
{
  enum { N_GROUPS = 4, MAX_LINES = 512 };
  static const double group_width[N_GROUPS] = { 0.012, 0.02, 0.03, 0.04 };
  static const double group_alpha[N_GROUPS] = { 1.0, 0.75, 0.5, 0.35 };
  struct { double gx, amp, phase, freq; } lines[MAX_LINES];
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint32 state = 20260529u;
  double step = MAX (2.0, s * 0.11);
  g_autofree float *cover = g_new (float, width + 2);
  guint8 *data;

  if (theme->grain.alpha <= 0)
    return;

  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  for (int group = 0; group < N_GROUPS; group++)
    {
      guint32 pick = state;
      double lw = MAX (0.5, s * group_width[group]);
      double alpha = theme->grain.alpha * group_alpha[group];
      int n = 0;

      for (double gx = -step; gx < width + step; gx += step * (0.6 + grain_random (&state)))
        {
          double amp = s * (0.05 + 0.25 * grain_random (&state));
          double phase = grain_random (&state) * 2 * G_PI;
          double period = height * (0.35 + 0.5 * grain_random (&state));

          if ((int) (grain_random (&pick) * N_GROUPS) != group || n == MAX_LINES)
            continue;
          lines[n].gx = gx;
          lines[n].amp = amp;
          lines[n].phase = phase;
          lines[n].freq = 2 * G_PI / period;
          n++;
        }
      state = pick;

      for (int y = 0; y < height; y++)
        {
          guint32 *row = (guint32 *) (data + (gsize) y * stride);
          int lo = width, hi = -1;

          memset (cover, 0, (width + 2) * sizeof (float));
          /* Each line covers [x0, x1) of this row: spread it over pixels. */
          for (int i = 0; i < n; i++)
            {
              double xc = lines[i].gx + lines[i].amp * sin (lines[i].phase + lines[i].freq * (y + 0.5));
              double x0 = MAX (0.0, xc - lw / 2), x1 = MIN ((double) width, xc + lw / 2);

              for (int px = (int) floor (x0); px < x1; px++)
                {
                  double c = MIN (x1, px + 1.0) - MAX (x0, (double) px);

                  if (c <= 0)
                    continue;
                  cover[px] += (float) c;
                  lo = MIN (lo, px);
                  hi = MAX (hi, px);
                }
            }
          for (int px = lo; px <= hi; px++)
            {
              double a = alpha * MIN (1.0f, cover[px]);
              guint32 d = row[px];
              double keep = 1 - a;
              guint32 oa, or, og, ob;

              if (a <= 0)
                continue;
              /* source over destination, premultiplied */
              oa = (guint32) (a * 255 + ((d >> 24) & 0xff) * keep + 0.5);
              or = (guint32) (theme->grain.red * a * 255 + ((d >> 16) & 0xff) * keep + 0.5);
              og = (guint32) (theme->grain.green * a * 255 + ((d >> 8) & 0xff) * keep + 0.5);
              ob = (guint32) (theme->grain.blue * a * 255 + (d & 0xff) * keep + 0.5);
              row[px] = MIN (oa, 255u) << 24 | MIN (or, 255u) << 16 | MIN (og, 255u) << 8 | MIN (ob, 255u);
            }
        }
    }
  cairo_surface_mark_dirty (surface);
}

static cairo_surface_t *
make_wood (cairo_surface_t    *grain,
           int                 width,
           int                 height,
           const XqBoardColor *light,
           const XqBoardColor *dark,
           double              gx,
           double              light_factor,
           double              dark_factor)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cairo_t *cr = cairo_create (surface);
  cairo_pattern_t *pat;

  pat = cairo_pattern_create_linear (0, 0, width * gx, height);
  cairo_pattern_add_color_stop_rgba (pat, 0, light->red * light_factor,
                                     light->green * light_factor,
                                     light->blue * light_factor, 1);
  cairo_pattern_add_color_stop_rgba (pat, 1, dark->red * dark_factor, dark->green * dark_factor,
                                     dark->blue * dark_factor, 1);
  cairo_set_source (cr, pat);
  cairo_paint (cr);
  cairo_pattern_destroy (pat);
  if (grain != NULL)
    {
      cairo_scale (cr, (double) width / GRAIN_WIDTH, (double) height / GRAIN_HEIGHT);
      cairo_set_source_surface (cr, grain, 0, 0);
      cairo_paint (cr);
    }
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* The wood images are also kept on disk (xq-image-cache.h): they cost as
 * much as all the pieces.  They are made by the code of this program, so
 * the key is the program's build id (a new build draws them anew) with the
 * theme's colours.  The file of wood image @which of @theme, and its @key;
 * NULL when the program has no build id (then the wood is not kept). */
static char *
wood_file (const XqBoardTheme *theme,
           XqBoardWoodPart     which,
           guint64            *key)
{
  const int sizes[] = { (int) which, GRAIN_WIDTH, GRAIN_HEIGHT };
  g_autofree char *name = NULL;
  const guint8 *build_id;
  gsize len;
  guint64 hash;

  build_id = xq_build_id_get (&len);
  if (build_id == NULL)
    return NULL;
  hash = xq_image_cache_hash (XQ_IMAGE_CACHE_HASH_INIT, build_id, len);
  hash = xq_image_cache_hash (hash, sizes, sizeof sizes);
  hash = xq_image_cache_hash_string (hash, theme->id);
  hash = xq_image_cache_hash (hash, &theme->frame, sizeof theme->frame);
  hash = xq_image_cache_hash (hash, &theme->ground_light, sizeof theme->ground_light);
  hash = xq_image_cache_hash (hash, &theme->ground_dark, sizeof theme->ground_dark);
  *key = xq_image_cache_hash (hash, &theme->grain, sizeof theme->grain);

  name = g_strdup_printf ("%s-%s.rgb", theme->id, which == XQ_BOARD_WOOD_FRAME ? "frame" : "field");
  return g_build_filename (g_get_user_cache_dir (), "xiangqi", "board", name, NULL);
}

static const int wood_width[2] = { GRAIN_WIDTH * FRAME_SCALE, GRAIN_WIDTH };
static const int wood_height[2] = { GRAIN_HEIGHT * FRAME_SCALE, GRAIN_HEIGHT };

static gboolean
load_wood (XqBoardWood *self)
{
  for (XqBoardWoodPart which = XQ_BOARD_WOOD_FRAME; which <= XQ_BOARD_WOOD_FIELD; which++)
    {
      guint64 key;
      g_autofree char *path = wood_file (self->theme, which, &key);

      if (path == NULL)
        return FALSE;
      self->parts[which] = xq_image_cache_load (path, CAIRO_FORMAT_RGB24, wood_width[which],
                                                wood_height[which], key);
      if (self->parts[which] == NULL)
        {
          g_clear_pointer (&self->parts[XQ_BOARD_WOOD_FRAME], cairo_surface_destroy);
          return FALSE;
        }
    }
  return TRUE;
}

static void
store_wood (XqBoardWood *self)
{
  for (XqBoardWoodPart which = XQ_BOARD_WOOD_FRAME; which <= XQ_BOARD_WOOD_FIELD; which++)
    {
      guint64 key;
      g_autofree char *path = wood_file (self->theme, which, &key);

      if (path != NULL)
        xq_image_cache_store (path, key, self->parts[which]);
    }
}

XqBoardWood *
_xq_board_wood_new (const XqBoardTheme *theme)
{
  g_autoptr(XqBoardWood) self = NULL;
  cairo_surface_t *grain = NULL;
  gboolean cache = xq_image_cache_enabled ();

  g_return_val_if_fail (theme != NULL, NULL);

  self = g_new0 (XqBoardWood, 1);
  self->theme = theme;
  if (cache && load_wood (self))
    return g_steal_pointer (&self);
  if (theme->grain.alpha > 0)
    {
      grain = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, GRAIN_WIDTH, GRAIN_HEIGHT);
      draw_grain (grain, theme, GRAIN_WIDTH / XQ_BOARD_UNITS_X);
    }
  self->parts[XQ_BOARD_WOOD_FRAME] = make_wood (grain, GRAIN_WIDTH * FRAME_SCALE,
                                                GRAIN_HEIGHT * FRAME_SCALE, &theme->frame,
                                                &theme->frame, 1.0, 1.08, 0.85);
  self->parts[XQ_BOARD_WOOD_FIELD] = make_wood (grain, GRAIN_WIDTH, GRAIN_HEIGHT,
                                                &theme->ground_light, &theme->ground_dark,
                                                0.4, 1.0, 1.0);
  g_clear_pointer (&grain, cairo_surface_destroy);
  if (cache)
    store_wood (self);
  return g_steal_pointer (&self);
}

void
_xq_board_wood_free (XqBoardWood *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->parts[XQ_BOARD_WOOD_FRAME], cairo_surface_destroy);
  g_clear_pointer (&self->parts[XQ_BOARD_WOOD_FIELD], cairo_surface_destroy);
  g_free (self);
}

const XqBoardTheme *
_xq_board_wood_get_theme (const XqBoardWood *self)
{
  g_return_val_if_fail (self != NULL, NULL);
  return self->theme;
}

void
_xq_board_wood_fill (const XqBoardWood *self,
                     cairo_t           *cr,
                     XqBoardWoodPart    which,
                     double             x,
                     double             y,
                     double             w,
                     double             h)
{
  cairo_surface_t *wood;
  cairo_pattern_t *pattern;
  cairo_matrix_t matrix;

  g_return_if_fail (self != NULL);
  g_return_if_fail (which == XQ_BOARD_WOOD_FRAME || which == XQ_BOARD_WOOD_FIELD);

  wood = self->parts[which];
  pattern = cairo_pattern_create_for_surface (wood);

  cairo_matrix_init_scale (&matrix, cairo_image_surface_get_width (wood) / w,
                           cairo_image_surface_get_height (wood) / h);
  cairo_matrix_translate (&matrix, -x, -y);
  cairo_pattern_set_matrix (pattern, &matrix);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_BILINEAR);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_PAD);
  cairo_set_source (cr, pattern);
  cairo_fill (cr);
  cairo_pattern_destroy (pattern);
}

