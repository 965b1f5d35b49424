/* xq-atomic-file.h — files written whole or not at all: a temporary file beside the target, renamed over it
 *
 * Copyright 2026 The Xiangqi developers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A file being written: the bytes go to PATH.XXXXXX in the same folder,
 * which xq_atomic_file_commit () renames over PATH (so a reader never sees
 * half a file, and a failed write leaves the old file as it was). */
typedef struct
{
  char *path;
  char *tmp_path;
  int   fd;
  int   error; /* the first errno met, 0 while all went well */
} XqAtomicFile;

/* Opens the temporary file with MODE (less the umask); 0 or an errno value. */
int      xq_atomic_file_open         (XqAtomicFile *file,
                                      const char   *path,
                                      int           mode);
/* Writes all of DATA; after an error, writes nothing and returns it again. */
int      xq_atomic_file_write        (XqAtomicFile *file,
                                      const void   *data,
                                      gsize         len);
/* Flushes, closes and renames over the target when nothing failed, else
 * removes the temporary file; 0 or the first errno value met. */
int      xq_atomic_file_commit       (XqAtomicFile *file);
/* Closes and removes the temporary file; the target stays as it was. */
void     xq_atomic_file_abort        (XqAtomicFile *file);

/* The whole of DATA into PATH, atomically; the error (G_FILE_ERROR) names
 * the file: “Cannot write “PATH”: reason”. */
gboolean xq_atomic_file_set_contents (const char   *path,
                                      const void   *data,
                                      gsize         len,
                                      int           mode,
                                      GError      **error);

G_END_DECLS
