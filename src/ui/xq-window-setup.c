/* xq-window-setup.c — the window's position set-up: win.setup-position
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opens the set-up editor on the position shown and starts what the user
 * chose from the position set up: a game against the computer (the user
 * plays the side to move), between two people, or a study (two people, a
 * record with the event "Study"); none has a clock.
 */
#define G_LOG_DOMAIN "xq-window"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-setup-editor.h"
#include "xq-window-private.h"

typedef struct
{
  XqGameSetup setup;
} XqSetupStart;

static void
start_setup (XqWindow *self,
             gpointer  data)
{
  XqSetupStart *start = data;

  xq_window_new_game (self, &start->setup);
}

static void
setup_chosen (XqSetupEditor *editor,
              guint          choice,
              XqWindow      *self)
{
  g_autofree XqSetupStart *start = g_new0 (XqSetupStart, 1);
  XqColor user;

  if (!xq_setup_editor_get_position (editor, &start->setup.start))
    return;
  user = (XqColor) start->setup.start.side;
  for (int side = 0; side < 2; side++)
    {
      start->setup.sides[side].computer = choice == XQ_SETUP_CHOICE_COMPUTER && side != (int) user;
      start->setup.sides[side].level = g_settings_get_int (self->settings, "engine-level");
    }
  xq_time_control_init_none (&start->setup.time_control);
  start->setup.rules = XQ_RULES_CHINESE;
  start->setup.strict = FALSE;
  start->setup.study = choice == XQ_SETUP_CHOICE_STUDY;
  xq_window_confirm_discard (self, XQ_DISCARD_NEW_GAME, start_setup, g_steal_pointer (&start),
                             g_free);
}

static void
setup_position_action (GtkWidget  *widget,
                       const char *name,
                       GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  XqSetupEditor *editor = xq_setup_editor_new (GTK_WINDOW (self), self->settings,
                                               xq_window_current_position (self), FALSE);

  g_signal_connect_object (editor, "chosen", G_CALLBACK (setup_chosen), self, 0);
  xq_setup_editor_present (editor);
}

void
xq_window_class_install_setup_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.setup-position", NULL, setup_position_action);
}
