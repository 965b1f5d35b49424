/* xq-cancel-flag-private.h — a search's stop flag, raised by a GCancellable
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The engine stops when an atomic_bool it polls is set (xq_search_run);
 * GIO callers cancel with a GCancellable.  This joins the two for the files
 * of engines/ that run searches in a worker (the engine player, the review).
 */
#pragma once

#include <gio/gio.h>
#include <stdatomic.h>
#include <stdbool.h>

G_BEGIN_DECLS

typedef struct
{
  atomic_bool raised;    /* what the search polls */
  GCancellable *cancellable;
  gulong handler;
} XqCancelFlag;

/* Lowers @flag, watching nothing. */
void _xq_cancel_flag_init  (XqCancelFlag *flag);
/* Raises @flag when @cancellable (may be NULL) is cancelled, or now if it
 * is already; from the thread that owns the flag, once. */
void _xq_cancel_flag_watch (XqCancelFlag *flag, GCancellable *cancellable);
/* Stops watching (before @flag's memory goes). */
void _xq_cancel_flag_clear (XqCancelFlag *flag);

G_END_DECLS
