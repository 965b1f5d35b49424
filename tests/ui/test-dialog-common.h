/* test-dialog-common.h — what the tests of one dialog each need
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "xq-alert.h"

/* The environment of a dialog test, before g_test_init (). */
static inline void
test_dialog_env (void)
{
  g_setenv ("GTK_A11Y", "none", TRUE);
  g_setenv ("NO_AT_BRIDGE", "1", TRUE);
  g_setenv ("ADW_DISABLE_PORTAL", "1", TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
}

/* Whether a display is there (adw_init () done); else the test is skipped. */
static inline gboolean
test_dialog_init_display (void)
{
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_test_skip ("no display");
      return FALSE;
    }
  adw_init ();
  return TRUE;
}

/* The template child @name of @widget, built for @type. */
static inline GObject *
test_dialog_child (gpointer    widget,
                   GType       type,
                   const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  g_assert_nonnull (object);
  return object;
}

/* The open message dialog (the last one opened), or NULL: an AdwAlertDialog
 * or an AdwMessageDialog, as the runtime has (see xq-alert.h). */
static inline GtkWidget *
test_dialog_find_message_dialog (void)
{
  return xq_alert_find (NULL);
}
