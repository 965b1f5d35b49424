/* xq-piece-set.c — the art of one piece set, rendered once per size
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-piece-set"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>
#include <gio/gio.h>
#include <gmodule.h>
/* Types only: librsvg is not linked but loaded when first needed (below). */
#include <librsvg/rsvg.h>

#include "xq-build-id.h"
#include "xq-locale.h"
#include "xq-glyph.h"
#include "xq-image-cache.h"
#include "xq-piece-set.h"

/* Sizes kept at once: the current one and the one before (a resize in
 * progress, or two views of different sizes). */
#define N_CACHED_SIZES 2

typedef struct
{
  int size;
  cairo_surface_t *disc;             /* the wooden disc under every piece */
  cairo_surface_t *surfaces[XQ_N_PIECES];
} SizeCache;

struct _XqPieceSet
{
  GObject parent_instance;

  char *id;
  gboolean drawn;                    /* by the code below, not from SVG */
  gboolean hant;                     /* drawn in traditional script (帥俥傌) */
  /* Parsed SVGs (sets not drawn here), indexed by XqPiece: only those
   * drawn as vectors (a dragged piece) are kept; images of a size are made
   * from a handle parsed for the occasion, so that a board that is not
   * touched holds no parsed SVG. */
  RsvgHandle *handles[XQ_N_PIECES];  /* the marks of each piece */
  SizeCache cache[N_CACHED_SIZES];   /* [0] = most recently used */
  char *cache_dir;                   /* images on disk; NULL = none */
};

G_DEFINE_FINAL_TYPE (XqPieceSet, xq_piece_set, G_TYPE_OBJECT)

/* "traditional" writes the characters in the script of the user's language
 * (traditional for zh_TW, zh_HK, zh_MO); the two others choose one. */
static const char *const set_ids[] = {
  "traditional", "international", "traditional-hans", "traditional-hant", NULL
};
static const char *const set_titles[] = {
  N_("Traditional"), N_("International"), N_("Traditional, simplified characters"),
  N_("Traditional, traditional characters"), NULL
};

gboolean
xq_piece_set_is_hant (const char *id)
{
  if (g_strcmp0 (id, "traditional-hant") == 0)
    return TRUE;
  if (g_strcmp0 (id, "traditional-hans") == 0)
    return FALSE;
  return xq_locale_is_traditional ();
}

/* The folder of the set's art. */
static const char *
xq_piece_set_dir (const char *id)
{
  if (g_str_equal (id, "traditional") || g_str_equal (id, "traditional-hans")
      || g_str_equal (id, "traditional-hant"))
    return xq_piece_set_is_hant (id) ? "traditional-hant" : "traditional";
  return id;
}

static const char *const kind_names[XQ_N_KINDS] = {
  NULL, "king", "advisor", "elephant", "horse", "rook", "cannon", "pawn",
};

static void
size_cache_clear (SizeCache *cache)
{
  for (guint i = 0; i < XQ_N_PIECES; i++)
    g_clear_pointer (&cache->surfaces[i], cairo_surface_destroy);
  g_clear_pointer (&cache->disc, cairo_surface_destroy);
  cache->size = 0;
}

static void
xq_piece_set_finalize (GObject *object)
{
  XqPieceSet *self = XQ_PIECE_SET (object);

  for (guint i = 0; i < N_CACHED_SIZES; i++)
    size_cache_clear (&self->cache[i]);
  for (guint i = 0; i < XQ_N_PIECES; i++)
    g_clear_object (&self->handles[i]);
  g_free (self->id);
  g_free (self->cache_dir);

  G_OBJECT_CLASS (xq_piece_set_parent_class)->finalize (object);
}

static void
xq_piece_set_class_init (XqPieceSetClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = xq_piece_set_finalize;
}

static void
xq_piece_set_init (XqPieceSet *self)
{
}

/* ---- The art drawn with cairo ----------------------------------------------
 *
 * The disc of every piece and the marks of the traditional set are drawn
 * here, from the same numbers as their SVGs (tools/make-pieces.py writes
 * both), in the SVGs' 100 × 100 units: librsvg is not needed for the pieces
 * a board shows by default.  tests/board/test-piece-set.c checks the
 * drawings against librsvg's rendering of the SVGs. */

typedef struct
{
  double offset;
  guint32 rgb;
  double alpha;
} Stop;

static void
add_stops (cairo_pattern_t *pattern,
           const Stop      *stops,
           guint            n)
{
  for (guint i = 0; i < n; i++)
    cairo_pattern_add_color_stop_rgba (pattern, stops[i].offset,
                                       ((stops[i].rgb >> 16) & 0xff) / 255.0,
                                       ((stops[i].rgb >> 8) & 0xff) / 255.0,
                                       (stops[i].rgb & 0xff) / 255.0, stops[i].alpha);
}

static void
set_rgb (cairo_t *cr,
         guint32  rgb,
         double   alpha)
{
  cairo_set_source_rgba (cr, ((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0,
                         (rgb & 0xff) / 255.0, alpha);
}

static void
circle (cairo_t *cr,
        double   cx,
        double   cy,
        double   r)
{
  cairo_new_path (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_close_path (cr);
}

static void
fill_with (cairo_t         *cr,
           cairo_pattern_t *pattern)
{
  cairo_set_source (cr, pattern);
  cairo_fill (cr);
  cairo_pattern_destroy (pattern);
}

/* disc.svg: the shadow, the body, its rim and the face. */
static void
draw_disc (cairo_t *cr)
{
  static const Stop shadow[] = { { 0.86, 0x000000, 0.42 }, { 0.93, 0x000000, 0.16 },
                                 { 1, 0x000000, 0 } };
  static const Stop body[] = { { 0, 0xfdf5e4, 1 }, { 0.55, 0xf1dcb3, 1 }, { 1, 0xd8b27a, 1 } };
  static const Stop rim[] = { { 0, 0xfffaf0, 1 }, { 0.5, 0xe2c08c, 1 }, { 1, 0x8c6230, 1 } };
  static const Stop face[] = { { 0, 0xf9ecd0, 1 }, { 1, 0xecd2a2, 1 } };
  cairo_pattern_t *pattern;

  pattern = cairo_pattern_create_radial (52, 54.5, 0, 52, 54.5, 48);
  add_stops (pattern, shadow, G_N_ELEMENTS (shadow));
  circle (cr, 52, 54.5, 48);
  fill_with (cr, pattern);

  pattern = cairo_pattern_create_radial (42, 36, 0, 42, 36, 62);
  add_stops (pattern, body, G_N_ELEMENTS (body));
  circle (cr, 50, 50, 45.5);
  fill_with (cr, pattern);

  pattern = cairo_pattern_create_linear (20, 12, 80, 90);
  add_stops (pattern, rim, G_N_ELEMENTS (rim));
  circle (cr, 50, 50, 44.2);
  cairo_set_line_width (cr, 2.6);
  cairo_set_source (cr, pattern);
  cairo_stroke (cr);
  cairo_pattern_destroy (pattern);

  circle (cr, 50, 50, 45.6);
  cairo_set_line_width (cr, 0.8);
  set_rgb (cr, 0x6e4c22, 0.8);
  cairo_stroke (cr);

  pattern = cairo_pattern_create_linear (30, 20, 70, 84);
  add_stops (pattern, face, G_N_ELEMENTS (face));
  circle (cr, 50, 50, 39.5);
  fill_with (cr, pattern);
}

/* traditional/<color>-<kind>.svg: two rings and the character in the ink
 * of its side, over a light copy a little down and right (the relief). */
static void
draw_traditional (cairo_t  *cr,
                  XqPiece   piece,
                  gboolean  hant)
{
  guint32 ink = XQ_PIECE_COLOR (piece) == XQ_RED ? 0xb3141c : 0x1d1a17;
  /* traditional-hant/: the same in traditional script. */
  XqGlyphIndex glyph = hant ? xq_glyph_for_piece_hant (piece) : xq_glyph_for_piece (piece);

  circle (cr, 50, 50, 38);
  cairo_set_line_width (cr, 2);
  set_rgb (cr, ink, 1);
  cairo_stroke (cr);
  circle (cr, 50, 50, 35.4);
  cairo_set_line_width (cr, 0.7);
  set_rgb (cr, ink, 0.7);
  cairo_stroke (cr);

  cairo_new_path (cr);
  xq_glyph_append_on_line (cr, glyph, 50 + 0.7, 50.5 + 0.8, 56);
  set_rgb (cr, 0xfffaf0, 0.85);
  cairo_fill (cr);
  xq_glyph_append_on_line (cr, glyph, 50, 50.5, 56);
  set_rgb (cr, ink, 1);
  cairo_fill (cr);
}

/* Draws with @draw in the square (@x, @y, @size) of @cr. */
#define IN_SQUARE(cr, x, y, size, draw) \
  G_STMT_START { \
    cairo_save (cr); \
    cairo_translate (cr, x, y); \
    cairo_scale (cr, (size) / 100.0, (size) / 100.0); \
    draw; \
    cairo_restore (cr); \
  } G_STMT_END

/* ---- The sets drawn from SVG, with librsvg loaded when first needed -------
 *
 * Linked, librsvg and what it brings (libxml2, ICU) cost every start about
 * 3 MB of resident memory, rendering with it 5 MB more (issue 38); only the
 * sets that are not drawn above need it. */
#define XQ_RSVG_LIBRARY "librsvg-2.so.2"

static struct
{
  RsvgHandle *(*new_from_data) (const guint8 *data, gsize len, GError **error);
  gboolean (*render_document) (RsvgHandle *handle, cairo_t *cr, const RsvgRectangle *viewport,
                               GError **error);
  char *failure;                     /* why it could not be loaded */
} svg;

static gboolean
svg_library_load (GError **error)
{
  static gsize loaded;

  if (g_once_init_enter (&loaded))
    {
      GModule *module = g_module_open (XQ_RSVG_LIBRARY, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);

      if (module == NULL
          || !g_module_symbol (module, "rsvg_handle_new_from_data", (gpointer *) &svg.new_from_data)
          || !g_module_symbol (module, "rsvg_handle_render_document",
                               (gpointer *) &svg.render_document))
        svg.failure = g_strdup (g_module_error ());
      else
        g_module_make_resident (module);
      g_once_init_leave (&loaded, 1);
    }
  if (svg.failure != NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, "%s", svg.failure);
      return FALSE;
    }
  return TRUE;
}

static RsvgHandle *
load_resource (const char *path,
               GError    **error)
{
  g_autoptr(GBytes) bytes = NULL;
  gconstpointer data;
  gsize len;

  if (!svg_library_load (error))
    return NULL;
  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &len);
  return svg.new_from_data (data, len, error);
}

static char *
piece_path (const char *id,
            XqPiece     piece)
{
  return g_strdup_printf ("%s/%s/%s-%s.svg", XQ_PIECE_SET_RESOURCE_PATH, xq_piece_set_dir (id),
                          XQ_PIECE_COLOR (piece) == XQ_RED ? "red" : "black",
                          kind_names[XQ_PIECE_KIND (piece)]);
}

static RsvgHandle *
load_piece (XqPieceSet *self,
            XqPiece     piece)
{
  g_autofree char *path = piece_path (self->id, piece);
  g_autoptr(GError) error = NULL;
  RsvgHandle *handle;

  /* The files are ours, checked by xq_piece_set_new(), and so is the
   * library: a failure is a bug. */
  handle = load_resource (path, &error);
  if (handle == NULL)
    g_error ("Cannot load %s: %s", path, error->message);
  return handle;
}

static void
render_handle (RsvgHandle *handle,
               cairo_t    *cr,
               double      x,
               double      y,
               double      width,
               double      height)
{
  RsvgRectangle viewport = { x, y, width, height };
  g_autoptr(GError) error = NULL;

  /* The files are ours, checked when loaded; a failure here is a bug. */
  if (!svg.render_document (handle, cr, &viewport, &error))
    g_critical ("Cannot render SVG: %s", error->message);
}

/* The marks of @piece in the square (@x, @y, @size); @handle, when not NULL,
 * is its parsed SVG. */
static void
draw_marks (XqPieceSet *self,
            RsvgHandle *handle,
            cairo_t    *cr,
            XqPiece     piece,
            double      x,
            double      y,
            double      size)
{
  if (self->drawn)
    IN_SQUARE (cr, x, y, size, draw_traditional (cr, piece, self->hant));
  else
    render_handle (handle, cr, x, y, size, size);
}

XqPieceSet *
xq_piece_set_new (const char  *id,
                  GError     **error)
{
  g_autoptr(XqPieceSet) self = NULL;

  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_object_new (XQ_TYPE_PIECE_SET, NULL);
  self->id = g_strdup (id);
  /* The traditional sets, in either script, are drawn here. */
  self->drawn = g_str_has_prefix (xq_piece_set_dir (id), "traditional");
  self->hant = self->drawn && xq_piece_set_is_hant (id);
  if (xq_image_cache_enabled ())
    self->cache_dir = g_build_filename (g_get_user_cache_dir (), "xiangqi", "pieces", NULL);

  /* Only check that the files are there: they are parsed when drawn. */
  for (int color = XQ_RED; color <= XQ_BLACK; color++)
    for (int kind = XQ_KING; kind <= XQ_PAWN; kind++)
      {
        g_autofree char *path = piece_path (id, XQ_PIECE (color, kind));

        if (!g_resources_get_info (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, error))
          return NULL;
      }
  if (!self->drawn && !svg_library_load (error))
    return NULL;

  return g_steal_pointer (&self);
}

const char *
xq_piece_set_get_id (XqPieceSet *self)
{
  g_return_val_if_fail (XQ_IS_PIECE_SET (self), NULL);
  return self->id;
}

void
xq_piece_set_render (XqPieceSet *self,
                     cairo_t    *cr,
                     XqPiece     piece,
                     double      x,
                     double      y,
                     double      size)
{
  g_return_if_fail (XQ_IS_PIECE_SET (self));
  g_return_if_fail (piece < XQ_N_PIECES && kind_names[XQ_PIECE_KIND (piece)] != NULL);

  if (!self->drawn && self->handles[piece] == NULL)
    self->handles[piece] = load_piece (self, piece);
  IN_SQUARE (cr, x, y, size, draw_disc (cr));
  draw_marks (self, self->handles[piece], cr, piece, x, y, size);
}

static SizeCache *
get_cache (XqPieceSet *self,
           int         size)
{
  SizeCache tmp;

  for (guint i = 0; i < N_CACHED_SIZES; i++)
    if (self->cache[i].size == size)
      {
        /* Move to the front. */
        tmp = self->cache[i];
        memmove (&self->cache[1], &self->cache[0], i * sizeof (SizeCache));
        self->cache[0] = tmp;
        return &self->cache[0];
      }

  /* Drop the least recently used size. */
  size_cache_clear (&self->cache[N_CACHED_SIZES - 1]);
  memmove (&self->cache[1], &self->cache[0],
           (N_CACHED_SIZES - 1) * sizeof (SizeCache));
  memset (&self->cache[0], 0, sizeof (SizeCache));
  self->cache[0].size = size;
  return &self->cache[0];
}

/* The images on disk (xq-image-cache.h): each image made is also written to
 * <user cache dir>/xiangqi/pieces/<set>-<color>-<kind>.argb (the size
 * rendered last), and read from there on the next start.  Its key is a hash
 * of everything the pixels depend on besides cairo: the program's build id
 * (the code that draws the disc and the traditional set), and for a set
 * drawn from SVG its SVG and the version of librsvg; KEY_VERSION is raised
 * when the format of the key changes.  Without a build id nothing is kept.
 * XIANGQI_NO_CACHE=1 turns it off; xq_piece_set_set_cache_dir() moves it.
 */
#define KEY_VERSION 2

void
xq_piece_set_set_cache_dir (XqPieceSet *self,
                            const char *dir)
{
  g_return_if_fail (XQ_IS_PIECE_SET (self));

  g_free (self->cache_dir);
  self->cache_dir = g_strdup (dir);
}

static guint64
hash_resource (guint64     hash,
               const char *path)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  gconstpointer data;
  gsize len;

  if (bytes == NULL)
    return hash;
  data = g_bytes_get_data (bytes, &len);
  return xq_image_cache_hash (hash, data, len);
}

/* The hash of all that the image of @piece at @size depends on, in @key;
 * FALSE when it cannot be known (no build id). */
static gboolean
disk_key (XqPieceSet *self,
          XqPiece     piece,
          int         size,
          guint64    *key)
{
  guint32 words[3] = { KEY_VERSION, piece, (guint32) size };
  const guint8 *build_id;
  gsize len;
  guint64 hash;

  build_id = xq_build_id_get (&len);
  if (build_id == NULL)
    return FALSE;
  hash = xq_image_cache_hash (XQ_IMAGE_CACHE_HASH_INIT, build_id, len);
  hash = xq_image_cache_hash (hash, words, sizeof words);
  hash = xq_image_cache_hash_string (hash, self->id);
  /* "traditional" is drawn in the script of the language. */
  if (self->hant)
    hash = xq_image_cache_hash_string (hash, "hant");
  if (!self->drawn)
    {
      g_autofree char *path = piece_path (self->id, piece);

      hash = xq_image_cache_hash_string (hash, LIBRSVG_VERSION);
      hash = hash_resource (hash, path);
    }
  *key = hash;
  return TRUE;
}

static char *
disk_path (XqPieceSet *self,
           XqPiece     piece)
{
  g_autofree char *name = NULL;

  /* One file a piece, of the size rendered last: resizing the window does
   * not fill the disk with sizes never seen again. */
  name = g_strdup_printf ("%s-%s-%s.argb", self->id,
                          XQ_PIECE_COLOR (piece) == XQ_RED ? "red" : "black",
                          kind_names[XQ_PIECE_KIND (piece)]);
  return g_build_filename (self->cache_dir, name, NULL);
}

cairo_surface_t *
xq_piece_set_get_surface (XqPieceSet *self,
                          XqPiece     piece,
                          int         size)
{
  SizeCache *cache;
  guint64 key;
  gboolean keep;

  g_return_val_if_fail (XQ_IS_PIECE_SET (self), NULL);
  g_return_val_if_fail (piece < XQ_N_PIECES && kind_names[XQ_PIECE_KIND (piece)] != NULL, NULL);
  g_return_val_if_fail (size > 0 && size <= 4096, NULL);

  cache = get_cache (self, size);
  if (cache->surfaces[piece] != NULL)
    return cache->surfaces[piece];

  keep = self->cache_dir != NULL && disk_key (self, piece, size, &key);
  if (keep)
    {
      g_autofree char *path = disk_path (self, piece);

      cache->surfaces[piece] = xq_image_cache_load (path, CAIRO_FORMAT_ARGB32, size, size, key);
      if (cache->surfaces[piece] != NULL)
        return cache->surfaces[piece];
    }

  if (cache->disc == NULL)
    {
      cairo_t *cr;

      cache->disc = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
      cr = cairo_create (cache->disc);
      IN_SQUARE (cr, 0, 0, size, draw_disc (cr));
      cairo_destroy (cr);
      cairo_surface_flush (cache->disc);
    }
  if (cache->surfaces[piece] == NULL)
    {
      RsvgHandle *handle = NULL;
      cairo_surface_t *surface;
      cairo_t *cr;

      if (!self->drawn)
        handle = self->handles[piece] != NULL ? g_object_ref (self->handles[piece])
                                              : load_piece (self, piece);
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
      cr = cairo_create (surface);
      cairo_set_source_surface (cr, cache->disc, 0, 0);
      cairo_paint (cr);
      draw_marks (self, handle, cr, piece, 0, 0, size);
      g_clear_object (&handle);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      cache->surfaces[piece] = surface;
      if (keep)
        {
          g_autofree char *path = disk_path (self, piece);

          xq_image_cache_store (path, key, surface);
        }
    }

  return cache->surfaces[piece];
}

const char * const *
xq_piece_set_list_ids (void)
{
  return set_ids;
}

const char *
xq_piece_set_get_title (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; set_ids[i] != NULL; i++)
    if (strcmp (set_ids[i], id) == 0)
      return set_titles[i];
  return NULL;
}
