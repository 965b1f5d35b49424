/* xq-window-library.c — the window's game library: the explorer pane
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * win.explorer shows or hides the explorer beside the board (with the
 * analysis pane or without).  The library (the default one in the user
 * data folder) is opened the first time the explorer shows; when it cannot
 * be opened, the pane says why and the window goes on.  The pane follows
 * the position shown as the user plays or browses, and a row played plays
 * its move as the board would (a variation when studying a record).
 */
#include "config.h"

#include "xq-window-private.h"
#include "xq-explorer-pane.h"

#include <glib/gi18n.h>

static void
open_library (XqWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;

  if (self->library != NULL || self->library_tried)
    return;
  self->library_tried = TRUE;
  path = g_strdup (g_getenv ("XIANGQI_LIBRARY"));
  if (path == NULL)
    path = xq_library_default_path ();
  self->library = xq_library_open (path, &error);
  xq_explorer_pane_set_library (self->explorer_pane, self->library,
                                error ? error->message : NULL);
}

void
_xq_window_update_explorer (XqWindow *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->explorer_pane), self->explorer_shown);
  if (!self->explorer_shown)
    return;
  open_library (self);
  xq_explorer_pane_set_position (self->explorer_pane, xq_window_current_position (self));
}

static void
explorer_action (GtkWidget *widget, const char *name, GVariant *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  self->explorer_shown = !self->explorer_shown;
  _xq_window_update_explorer (self);
}

static void
explorer_move_activated (XqExplorerPane *pane, guint move, XqWindow *self)
{
  xq_window_play_move (self, (XqMove) move);
}

void
_xq_window_class_install_library_actions (GtkWidgetClass *widget_class)
{
  g_type_ensure (XQ_TYPE_EXPLORER_PANE);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, explorer_pane);
  gtk_widget_class_install_action (widget_class, "win.explorer", NULL, explorer_action);
}

void
_xq_window_library_init (XqWindow *self)
{
  g_signal_connect (self->explorer_pane, "move-activated", G_CALLBACK (explorer_move_activated), self);
}

void
_xq_window_library_finalize (XqWindow *self)
{
  g_clear_pointer (&self->library, xq_library_close);
}
