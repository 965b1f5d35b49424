/* xq-atomic-file.c — files written whole or not at all: a temporary file beside the target, renamed over it
 *
 * Copyright 2026 The Xiangqi developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "xq-atomic-file.h"

int
xq_atomic_file_open (XqAtomicFile *file,
                     const char   *path,
                     int           mode)
{
  g_return_val_if_fail (file != NULL, EINVAL);
  g_return_val_if_fail (path != NULL, EINVAL);

  file->path = g_strdup (path);
  file->tmp_path = g_strconcat (path, ".XXXXXX", NULL);
  file->error = 0;
  file->fd = g_mkstemp_full (file->tmp_path, O_WRONLY, mode);
  if (file->fd < 0)
    {
      file->error = errno;
      g_clear_pointer (&file->tmp_path, g_free);
    }
  return file->error;
}

int
xq_atomic_file_write (XqAtomicFile *file,
                      const void   *data,
                      gsize         len)
{
  const char *p = data;

  g_return_val_if_fail (file != NULL, EINVAL);

  while (file->error == 0 && len > 0)
    {
      ssize_t n = write (file->fd, p, len);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        file->error = n < 0 ? errno : ENOSPC;
      else
        {
          p += n;
          len -= (gsize) n;
        }
    }
  return file->error;
}

static void
clear (XqAtomicFile *file)
{
  g_clear_pointer (&file->path, g_free);
  g_clear_pointer (&file->tmp_path, g_free);
  file->fd = -1;
}

int
xq_atomic_file_commit (XqAtomicFile *file)
{
  g_return_val_if_fail (file != NULL, EINVAL);

  if (file->tmp_path == NULL) /* the open failed */
    {
      clear (file);
      return file->error;
    }
  /* On disk before the rename, so that a crash leaves the old file or the
   * new one, never an empty one. */
  if (file->error == 0 && fsync (file->fd) != 0)
    file->error = errno;
  if (close (file->fd) != 0 && file->error == 0)
    file->error = errno;
  if (file->error == 0 && g_rename (file->tmp_path, file->path) != 0)
    file->error = errno;
  if (file->error != 0)
    g_unlink (file->tmp_path);
  clear (file);
  return file->error;
}

void
xq_atomic_file_abort (XqAtomicFile *file)
{
  g_return_if_fail (file != NULL);

  if (file->tmp_path != NULL)
    {
      close (file->fd);
      g_unlink (file->tmp_path);
    }
  clear (file);
}

gboolean
xq_atomic_file_set_contents (const char  *path,
                             const void  *data,
                             gsize        len,
                             int          mode,
                             GError     **error)
{
  XqAtomicFile file;
  int saved;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (xq_atomic_file_open (&file, path, mode) == 0)
    xq_atomic_file_write (&file, data, len);
  saved = xq_atomic_file_commit (&file);
  if (saved != 0)
    {
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("Cannot write “%s”: %s"), display, g_strerror (saved));
      return FALSE;
    }
  return TRUE;
}
