/* xq-test-utils.h — waits for the GUI tests: the main loop runs until a condition holds, not for a fixed time
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

typedef gboolean (*XqTestCondition) (gpointer data);

static inline gboolean
_xq_test_tick (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* One turn of the main loop: the pending events, or, when there are none,
 * a wait for the next one of at most 5 ms (a worker thread's result comes
 * without an event). */
static inline void
_xq_test_iterate (void)
{
  if (!g_main_context_iteration (NULL, FALSE))
    {
      gboolean fired = FALSE;
      guint id = g_timeout_add (5, _xq_test_tick, &fired);

      g_main_context_iteration (NULL, TRUE);
      if (!fired)
        g_source_remove (id);
    }
}

/* Runs the main loop until @condition (@data) holds; FALSE when it still
 * does not after @timeout_ms (a limit for a broken build, not a delay:
 * make it generous, the sanitizer build is slow). */
static inline gboolean
xq_test_wait_for (XqTestCondition condition,
                  gpointer        data,
                  guint           timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  while (!condition (data))
    {
      if (g_get_monotonic_time () >= end)
        return condition (data);
      _xq_test_iterate ();
    }
  return TRUE;
}

/* Runs what is pending now (redraws, idle handlers), up to 1,000 turns. */
static inline void
xq_test_settle (void)
{
  for (int i = 0; i < 1000 && g_main_context_iteration (NULL, FALSE); i++)
    ;
}

/* Runs the main loop for @ms: only for what has no condition to wait for,
 * a check that something does NOT happen or a measurement over a period. */
static inline void
xq_test_run_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < end)
    _xq_test_iterate ();
}

#ifdef GTK_TYPE_WIDGET
typedef gboolean (*XqTestWidgetMatch) (GtkWidget *widget, gconstpointer data);

/* The first widget under @widget (itself included, depth first) that
 * @match (@data) accepts, or NULL. */
static inline GtkWidget *
xq_test_find_widget (GtkWidget        *widget,
                     XqTestWidgetMatch match,
                     gconstpointer     data)
{
  if (match (widget, data))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = xq_test_find_widget (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static inline gboolean
_xq_test_is_type (GtkWidget    *widget,
                  gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, GPOINTER_TO_SIZE (type));
}

/* For xq_test_find_widget (): a button that activates @action ("win.open"). */
static inline gboolean
xq_test_is_button_for (GtkWidget    *widget,
                       gconstpointer action)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

/* The first widget of @type under @widget (itself included), or NULL. */
static inline GtkWidget *
xq_test_find_type (GtkWidget *widget,
                   GType      type)
{
  return xq_test_find_widget (widget, _xq_test_is_type, GSIZE_TO_POINTER (type));
}

static inline void
_xq_test_painted (GdkFrameClock *clock,
                  gpointer       data)
{
  *(gboolean *) data = TRUE;
}

/* Runs the main loop until @widget's window has drawn its next frame: the
 * events already received (a synthetic X event after XSync), the layout and
 * the drawing they cause are done.  FALSE when no frame came in @timeout_ms
 * (a window not mapped). */
static inline gboolean
xq_test_wait_frame (GtkWidget *widget,
                    guint      timeout_ms)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gboolean painted = FALSE;
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;
  gulong id;

  xq_test_settle ();
  if (clock == NULL)
    return FALSE;
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (_xq_test_painted), &painted);
  gtk_widget_queue_draw (widget);
  while (!painted && g_get_monotonic_time () < end)
    _xq_test_iterate ();
  g_signal_handler_disconnect (clock, id);
  xq_test_settle ();
  return painted;
}
#endif

/* The same for a condition written inline: runs the main loop until @expr
 * holds or @timeout_ms pass; the caller asserts @expr after it. */
#define xq_test_wait_until(expr, timeout_ms)                                 \
  G_STMT_START                                                              \
  {                                                                         \
    gint64 _xq_end = g_get_monotonic_time () + (gint64) (timeout_ms) * 1000; \
    while (!(expr) && g_get_monotonic_time () < _xq_end)                   \
      _xq_test_iterate ();                                                  \
  }                                                                         \
  G_STMT_END
