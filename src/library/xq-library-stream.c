/* xq-library-stream.c — a big PGN file imported a part at a time
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A collection of 100,000 games is one PGN file of 70 MB or more: more
 * than the readers take at once (64 MiB), and read whole it would hold
 * every game in memory before the first is stored.  So the file is read
 * in blocks and cut before a game's first tag (a line beginning "[" after
 * an empty line); each part is read by the usual reader and stored, then freed.
 */
#include "config.h"

#include "xq-library-private.h"
#include "xq-game-format.h"

#include <glib/gi18n.h>
#include <string.h>

/* Files from this size on are streamed; the blocks read at a time; the
 * most one game may take (a part with no cut in it). */
#define STREAM_FROM (8 * 1024 * 1024)
#define BLOCK_SIZE (4 * 1024 * 1024)
#define PART_MAX (64 * 1024 * 1024)

gboolean
_xq_library_stream_wanted (const char *path, guint64 size)
{
  return size >= STREAM_FROM && path != NULL && g_str_has_suffix (path, ".pgn");
}

/* Where the last game of @data (@len bytes) begins: the start of its
 * first tag line, that is the last line beginning "[" after an empty line
 * (games are separated by one); 0 when there is none past the first byte. */
static gsize
last_game_start (const char *data, gsize len)
{
  for (gsize i = len; i-- > 2;)
    if (data[i] == '[' && data[i - 1] == '\n' &&
        (data[i - 2] == '\n' || (data[i - 2] == '\r' && i >= 3 && data[i - 3] == '\n')))
      return i;
  return 0;
}

/* Reads @len bytes of @buffer as games (numbered from *@index) and stores
 * them; a part the reader refuses is listed as a failure of the file. */
static gboolean
store_part (XqLibrary *library, const char *path, GByteArray *buffer, gsize len, guint *index,
            XqLibraryImportStats *stats, XqLibraryProgressFunc progress, gpointer user_data,
            double done, double share, GCancellable *cancellable, GError **error)
{
  g_autoptr (GBytes) bytes = g_bytes_new (buffer->data, len);
  g_autoptr (GError) local = NULL;
  g_autoptr (GPtrArray) games = xq_game_load_bytes (bytes, path, NULL, &local);
  gboolean ok = TRUE;

  if (games == NULL)
    {
      stats->failed_files++;
      g_ptr_array_add (stats->failures, g_strdup_printf ("%s: %s", path, local->message));
    }
  else
    {
      ok = _xq_library_add_games (library, games, path, *index, stats, progress, user_data, done,
                                  share, cancellable, error);
      *index += games->len;
    }
  g_byte_array_remove_range (buffer, 0, (guint) len);
  return ok;
}

gboolean
_xq_library_import_stream (XqLibrary *library, GFile *file, const char *path, gsize block_size,
                           XqLibraryImportStats *stats, XqLibraryProgressFunc progress,
                           gpointer user_data, double done, double share,
                           GCancellable *cancellable, GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autoptr (GFileInputStream) in = g_file_read (file, cancellable, &local);
  g_autoptr (GByteArray) buffer = g_byte_array_new ();
  g_autoptr (GFileInfo) info = NULL;
  guint64 size = 1, consumed = 0;
  guint index = 0;
  gboolean eof = FALSE;

  if (block_size == 0)
    block_size = BLOCK_SIZE;
  if (in == NULL)
    {
      stats->failed_files++;
      g_ptr_array_add (stats->failures, g_strdup_printf ("%s: %s", path, local->message));
      return TRUE;
    }
  info = g_file_input_stream_query_info (in, G_FILE_ATTRIBUTE_STANDARD_SIZE, NULL, NULL);
  if (info != NULL)
    size = MAX (1, (guint64) g_file_info_get_size (info));
  while (!eof)
    {
      guint old = buffer->len;
      gssize n;
      gsize cut;
      double at, part;

      g_byte_array_set_size (buffer, old + (guint) block_size);
      n = g_input_stream_read (G_INPUT_STREAM (in), buffer->data + old, block_size, cancellable,
                               &local);
      if (n < 0)
        {
          g_byte_array_set_size (buffer, old);
          if (g_error_matches (local, G_IO_ERROR, G_IO_ERROR_CANCELLED))
            {
              g_propagate_error (error, g_steal_pointer (&local));
              return FALSE;
            }
          stats->failed_files++;
          g_ptr_array_add (stats->failures, g_strdup_printf ("%s: %s", path, local->message));
          return TRUE;
        }
      g_byte_array_set_size (buffer, old + (guint) n);
      eof = n == 0;
      cut = eof ? buffer->len : last_game_start ((const char *) buffer->data, buffer->len);
      if (cut == 0)
        {
          if (buffer->len < PART_MAX)
            continue;
          /* No game starts in 64 MiB: the reader says what it makes of it. */
          cut = buffer->len;
        }
      if (cut == 0)
        break;
      at = done + share * (double) consumed / (double) size;
      part = share * (double) cut / (double) size;
      consumed += cut;
      if (!store_part (library, path, buffer, cut, &index, stats, progress, user_data, at, part,
                       cancellable, error))
        return FALSE;
    }
  return TRUE;
}
