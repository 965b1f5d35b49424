/* xq-cancel-flag.c — a search's stop flag, raised by a GCancellable
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-cancel-flag"

#include "config.h"

#include "xq-cancel-flag-private.h"

void
_xq_cancel_flag_init (XqCancelFlag *flag)
{
  atomic_init (&flag->raised, false);
  flag->cancellable = NULL;
  flag->handler = 0;
}

static void
on_cancelled (GCancellable *cancellable, gpointer data)
{
  XqCancelFlag *flag = data;

  atomic_store (&flag->raised, true);
}

void
_xq_cancel_flag_watch (XqCancelFlag *flag, GCancellable *cancellable)
{
  g_assert (flag->cancellable == NULL);

  if (cancellable == NULL)
    return;
  flag->cancellable = g_object_ref (cancellable);
  flag->handler = g_cancellable_connect (cancellable, G_CALLBACK (on_cancelled), flag, NULL);
}

void
_xq_cancel_flag_clear (XqCancelFlag *flag)
{
  if (flag->cancellable == NULL)
    return;
  g_cancellable_disconnect (flag->cancellable, flag->handler);
  g_clear_object (&flag->cancellable);
  flag->handler = 0;
}
