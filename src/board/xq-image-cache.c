/* xq-image-cache.c — images kept on disk between runs
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Drawing the pieces with librsvg and the board's wood is most of the cost
 * of the first frame, so the images made are also written, as raw
 * native-endian pixels (bit-identical when read back, unlike a compressed
 * format that would cost as much to decode), and read on the next start.
 * The header holds the sizes and a hash of everything the pixels depend on
 * (the caller's key, the version of cairo, the format version): a file
 * whose hash, sizes or length do not match is ignored and replaced.  Files
 * are written in a worker thread, atomically (a temporary file renamed), so
 * that the start is not slowed and a crash leaves no half file.
 */
#define G_LOG_DOMAIN "xq-image-cache"

#include "config.h"

#include <errno.h>
#include <string.h>
#include <glib/gstdio.h>
#include <gio/gio.h>

#include "xq-atomic-file.h"
#include "xq-image-cache.h"

#define DISK_MAGIC "XQPIECE\n"
#define DISK_VERSION 1
#define DISK_BYTE_ORDER 0x01020304u

typedef struct
{
  char magic[8];
  guint32 byte_order;
  guint32 version;
  guint32 format;                    /* cairo_format_t */
  guint32 width;
  guint32 height;
  guint32 stride;
  guint64 key;
} DiskHeader;

G_STATIC_ASSERT (sizeof (DiskHeader) == 40);

gboolean
xq_image_cache_enabled (void)
{
  const char *env = g_getenv ("XIANGQI_NO_CACHE");

  return env == NULL || env[0] == '\0' || strcmp (env, "0") == 0;
}

guint64
xq_image_cache_hash (guint64       hash,
                     gconstpointer data,
                     gsize         len)
{
  const guint8 *p = data;

  for (gsize i = 0; i < len; i++)
    {
      hash ^= p[i];
      hash *= G_GUINT64_CONSTANT (0x100000001b3);
    }
  return hash;
}

guint64
xq_image_cache_hash_string (guint64     hash,
                            const char *s)
{
  g_return_val_if_fail (s != NULL, hash);

  return xq_image_cache_hash (hash, s, strlen (s) + 1);
}

/* The caller's key, with what every image depends on: the version of
 * cairo that drew it. */
static guint64
disk_full_key (guint64 key)
{
  const char *version = cairo_version_string ();

  return xq_image_cache_hash_string (key, version);
}

cairo_surface_t *
xq_image_cache_load (const char     *path,
                     cairo_format_t  format,
                     int             width,
                     int             height,
                     guint64         key)
{
  g_autofree char *contents = NULL;
  cairo_surface_t *surface;
  DiskHeader header;
  guchar *pixels;
  gsize len;
  int stride = cairo_format_stride_for_width (format, width);
  int dst_stride;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24, NULL);

  if (width <= 0 || height <= 0 || stride <= 0)
    return NULL;
  if (!g_file_get_contents (path, &contents, &len, NULL))
    return NULL;
  if (len < sizeof header)
    return NULL;
  memcpy (&header, contents, sizeof header);
  if (memcmp (header.magic, DISK_MAGIC, sizeof header.magic) != 0
      || header.byte_order != DISK_BYTE_ORDER
      || header.version != DISK_VERSION
      || header.format != (guint32) format
      || header.width != (guint32) width
      || header.height != (guint32) height
      || header.stride != (guint32) stride
      || len != sizeof header + (gsize) stride * (gsize) height
      || header.key != disk_full_key (key))
    return NULL;

  surface = cairo_image_surface_create (format, width, height);
  if (cairo_surface_status (surface) != CAIRO_STATUS_SUCCESS)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }
  cairo_surface_flush (surface);
  pixels = cairo_image_surface_get_data (surface);
  dst_stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < height; y++)
    memcpy (pixels + (gsize) y * dst_stride, contents + sizeof header + (gsize) y * stride,
            (gsize) width * 4);
  cairo_surface_mark_dirty (surface);
  return surface;
}

static void
disk_write_thread (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  /* The task's object is the file to write, its data the bytes. */
  const char *path = g_file_peek_path (source_object);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;
  gconstpointer data;
  gsize len;

  /* A cache that cannot be written only costs time: say so, go on. */
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_debug ("Cannot create %s: %s", dir, g_strerror (errno));
      return;
    }
  /* Written whole or not at all: a reader never sees half a file. */
  data = g_bytes_get_data (task_data, &len);
  if (!xq_atomic_file_set_contents (path, data, len, 0600, &error))
    g_debug ("%s", error->message);
}

void
xq_image_cache_store (const char      *path,
                      guint64          key,
                      cairo_surface_t *surface)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GFile) file = NULL;
  DiskHeader header = { DISK_MAGIC, DISK_BYTE_ORDER, DISK_VERSION, 0, 0, 0, 0, 0 };
  cairo_format_t format;
  int width, height, stride, src_stride;
  const guchar *pixels;
  guchar *buf;
  gsize len;

  g_return_if_fail (path != NULL);
  g_return_if_fail (surface != NULL);

  cairo_surface_flush (surface);
  format = cairo_image_surface_get_format (surface);
  width = cairo_image_surface_get_width (surface);
  height = cairo_image_surface_get_height (surface);
  src_stride = cairo_image_surface_get_stride (surface);
  pixels = cairo_image_surface_get_data (surface);
  stride = cairo_format_stride_for_width (format, width);
  if (pixels == NULL || stride <= 0 || height <= 0
      || (format != CAIRO_FORMAT_ARGB32 && format != CAIRO_FORMAT_RGB24))
    return;
  header.format = (guint32) format;
  header.width = (guint32) width;
  header.height = (guint32) height;
  header.stride = (guint32) stride;
  header.key = disk_full_key (key);
  len = sizeof header + (gsize) stride * (gsize) height;
  buf = g_malloc0 (len);
  memcpy (buf, &header, sizeof header);
  for (int y = 0; y < height; y++)
    memcpy (buf + sizeof header + (gsize) y * stride, pixels + (gsize) y * src_stride,
            (gsize) width * 4);

  file = g_file_new_for_path (path);
  task = g_task_new (file, NULL, NULL, NULL);
  g_task_set_source_tag (task, xq_image_cache_store);
  g_task_set_task_data (task, g_bytes_new_take (buf, len), (GDestroyNotify) g_bytes_unref);
  g_task_run_in_thread (task, disk_write_thread);
}
