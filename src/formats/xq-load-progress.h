/* xq-load-progress.h — how far the reading of a file has gone
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A load runs in a worker thread; the window reads the progress from the
 * main thread (by polling, so no callback crosses threads) and may cancel.
 * The reader of files that hold many games (PGN, where a 64 MiB file holds
 * a few hundred thousand) reports per game and stops between games when
 * cancelled; the others, which read one game or a library in well under a
 * second, report only when the bytes are read.
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct
{
  GCancellable *cancellable;   /* may be NULL */
  int permille;                /* 0…1000; read and written atomically */
} XqLoadProgress;

/* Sets @progress (may be NULL) to @done of @total. */
static inline void
xq_load_progress_set (XqLoadProgress *progress,
                      guint64         done,
                      guint64         total)
{
  if (progress != NULL && total > 0)
    g_atomic_int_set (&progress->permille, (int) (MIN (done, total) * 1000 / total));
}

/* 0…1000: how much of the load is done. */
static inline int
xq_load_progress_get (XqLoadProgress *progress)
{
  return g_atomic_int_get (&progress->permille);
}

/* TRUE, with @error set, when the load was cancelled. */
static inline gboolean
xq_load_progress_cancelled (XqLoadProgress *progress,
                            GError        **error)
{
  return progress != NULL && g_cancellable_set_error_if_cancelled (progress->cancellable, error);
}

G_END_DECLS
