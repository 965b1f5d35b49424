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
#include <librsvg/rsvg.h>

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
  /* Parsed SVGs, indexed by XqPiece: only those drawn as vectors (a dragged
   * piece) are kept; images of a size are made from a handle parsed for
   * the occasion, so that a board that is not touched holds no parsed SVG. */
  RsvgHandle *handles[XQ_N_PIECES];  /* the marks of each piece */
  RsvgHandle *disc;
  SizeCache cache[N_CACHED_SIZES];   /* [0] = most recently used */
  guint64 disc_hash;                 /* of the disc's SVG; 0 = not yet */
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
xq_piece_set_locale_is_hant (void)
{
  const char *lang = g_get_language_names ()[0];

  return g_str_has_prefix (lang, "zh_TW") || g_str_has_prefix (lang, "zh_HK")
         || g_str_has_prefix (lang, "zh_MO") || g_str_has_prefix (lang, "zh_Hant");
}

gboolean
xq_piece_set_is_hant (const char *id)
{
  if (g_strcmp0 (id, "traditional-hant") == 0)
    return TRUE;
  if (g_strcmp0 (id, "traditional-hans") == 0)
    return FALSE;
  return xq_piece_set_locale_is_hant ();
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
  g_clear_object (&self->disc);
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

static RsvgHandle *
load_resource (const char *path,
               GError    **error)
{
  g_autoptr(GBytes) bytes = NULL;
  gconstpointer data;
  gsize len;

  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &len);
  return rsvg_handle_new_from_data (data, len, error);
}

static char *
piece_path (const char *id,
            XqPiece     piece)
{
  return g_strdup_printf ("%s/%s/%s-%s.svg", XQ_PIECE_SET_RESOURCE_PATH, xq_piece_set_dir (id),
                          XQ_PIECE_COLOR (piece) == XQ_RED ? "red" : "black",
                          kind_names[XQ_PIECE_KIND (piece)]);
}

/* Each piece is the disc (XQ_PIECE_DISC_PATH, common to all sets) with
 * the marks of the piece (piece_path()) on top. */
#define XQ_PIECE_DISC_PATH XQ_PIECE_SET_RESOURCE_PATH "/disc.svg"

static RsvgHandle *
load_checked (const char *path)
{
  g_autoptr(GError) error = NULL;
  RsvgHandle *handle;

  /* The files are ours, checked by xq_piece_set_new(); a failure is a bug. */
  handle = load_resource (path, &error);
  if (handle == NULL)
    g_error ("Cannot load %s: %s", path, error->message);
  return handle;
}

static RsvgHandle *
load_piece (XqPieceSet *self,
            XqPiece     piece)
{
  g_autofree char *path = piece_path (self->id, piece);

  return load_checked (path);
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
  if (xq_image_cache_enabled ())
    self->cache_dir = g_build_filename (g_get_user_cache_dir (), "xiangqi", "pieces", NULL);

  /* Only check that the files are there: they are parsed when drawn. */
  if (!g_resources_get_info (XQ_PIECE_DISC_PATH, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, error))
    return NULL;
  for (int color = XQ_RED; color <= XQ_BLACK; color++)
    for (int kind = XQ_KING; kind <= XQ_PAWN; kind++)
      {
        g_autofree char *path = piece_path (id, XQ_PIECE (color, kind));

        if (!g_resources_get_info (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, error))
          return NULL;
      }

  return g_steal_pointer (&self);
}

const char *
xq_piece_set_get_id (XqPieceSet *self)
{
  g_return_val_if_fail (XQ_IS_PIECE_SET (self), NULL);
  return self->id;
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
  if (!rsvg_handle_render_document (handle, cr, &viewport, &error))
    g_critical ("Cannot render SVG: %s", error->message);
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

  if (self->handles[piece] == NULL)
    self->handles[piece] = load_piece (self, piece);
  if (self->disc == NULL)
    self->disc = load_checked (XQ_PIECE_DISC_PATH);
  render_handle (self->disc, cr, x, y, size, size);
  render_handle (self->handles[piece], cr, x, y, size, size);
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
 * of everything the pixels depend on besides cairo: the SVGs, the version of
 * librsvg, and KEY_VERSION (raise it when the pieces are drawn otherwise).
 * XIANGQI_NO_CACHE=1 turns it off; xq_piece_set_set_cache_dir() moves it.
 */
#define KEY_VERSION 1

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

/* The hash of all that the image of @piece at @size depends on. */
static guint64
disk_key (XqPieceSet *self,
          XqPiece     piece,
          int         size)
{
  g_autofree char *path = piece_path (self->id, piece);
  guint64 hash = XQ_IMAGE_CACHE_HASH_INIT;
  guint32 words[3] = { KEY_VERSION, piece, (guint32) size };

  if (self->disc_hash == 0)
    {
      self->disc_hash = hash_resource (hash, XQ_PIECE_DISC_PATH);
      self->disc_hash = xq_image_cache_hash_string (self->disc_hash, LIBRSVG_VERSION);
    }
  hash = xq_image_cache_hash (self->disc_hash, words, sizeof words);
  hash = xq_image_cache_hash_string (hash, self->id);
  return hash_resource (hash, path);
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

  g_return_val_if_fail (XQ_IS_PIECE_SET (self), NULL);
  g_return_val_if_fail (piece < XQ_N_PIECES && kind_names[XQ_PIECE_KIND (piece)] != NULL, NULL);
  g_return_val_if_fail (size > 0 && size <= 4096, NULL);

  cache = get_cache (self, size);
  if (cache->surfaces[piece] != NULL)
    return cache->surfaces[piece];

  if (self->cache_dir != NULL)
    {
      g_autofree char *path = disk_path (self, piece);

      cache->surfaces[piece] = xq_image_cache_load (path, CAIRO_FORMAT_ARGB32, size, size,
                                                    disk_key (self, piece, size));
      if (cache->surfaces[piece] != NULL)
        return cache->surfaces[piece];
    }

  if (cache->disc == NULL)
    {
      RsvgHandle *disc = self->disc ? g_object_ref (self->disc) : load_checked (XQ_PIECE_DISC_PATH);
      cairo_t *cr;

      cache->disc = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
      cr = cairo_create (cache->disc);
      render_handle (disc, cr, 0, 0, size, size);
      cairo_destroy (cr);
      cairo_surface_flush (cache->disc);
      g_object_unref (disc);
    }
  if (cache->surfaces[piece] == NULL)
    {
      RsvgHandle *handle;
      cairo_surface_t *surface;
      cairo_t *cr;

      if (self->handles[piece] != NULL)
        handle = g_object_ref (self->handles[piece]);
      else
        handle = load_piece (self, piece);
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
      cr = cairo_create (surface);
      cairo_set_source_surface (cr, cache->disc, 0, 0);
      cairo_paint (cr);
      render_handle (handle, cr, 0, 0, size, size);
      g_object_unref (handle);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      cache->surfaces[piece] = surface;
      if (self->cache_dir != NULL)
        {
          g_autofree char *path = disk_path (self, piece);

          xq_image_cache_store (path, disk_key (self, piece, size), surface);
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
