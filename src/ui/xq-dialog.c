/* xq-dialog.c — a dialog that hosts a content widget, on every runtime
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * This file holds version-checked branches: it may see the API of the
 * libadwaita it is built against, so it lifts the MAX_ALLOWED floor that the
 * build sets for every other file (see the top meson.build).
 */
#undef ADW_VERSION_MAX_ALLOWED
#undef GDK_VERSION_MAX_ALLOWED

#include "config.h"

#include "xq-dialog.h"

#define CONTENT_KEY "xq-dialog-content"
#define HEADER_KEY "xq-dialog-header"
#define DIALOG_KEY "xq-dialog"
#define FOCUS_KEY "xq-dialog-focus"

GtkWidget *
xq_dialog_frame_new (GtkWidget *header,
                     GtkWidget *content)
{
  GtkWidget *frame;

  g_return_val_if_fail (GTK_IS_WIDGET (header), NULL);
  g_return_val_if_fail (GTK_IS_WIDGET (content), NULL);

#if ADW_CHECK_VERSION(1, 4, 0)
  frame = adw_toolbar_view_new ();
  adw_toolbar_view_add_top_bar (ADW_TOOLBAR_VIEW (frame), header);
  adw_toolbar_view_set_content (ADW_TOOLBAR_VIEW (frame), content);
#else
  frame = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (frame), header);
  gtk_widget_set_vexpand (content, TRUE);
  gtk_box_append (GTK_BOX (frame), content);
#endif
  return frame;
}

GtkWidget *
xq_dialog_new (const char *title,
               GtkWidget  *content,
               int         width,
               int         height)
{
  GtkWidget *dialog;
  GtkWidget *header;
  GtkWidget *box;

  g_return_val_if_fail (GTK_IS_WIDGET (content), NULL);

  header = adw_header_bar_new ();
  box = xq_dialog_frame_new (header, content);

#if ADW_CHECK_VERSION(1, 5, 0)
  dialog = GTK_WIDGET (adw_dialog_new ());
  adw_dialog_set_title (ADW_DIALOG (dialog), title);
  adw_dialog_set_content_width (ADW_DIALOG (dialog), width);
  adw_dialog_set_content_height (ADW_DIALOG (dialog), height);
  adw_dialog_set_child (ADW_DIALOG (dialog), box);
#else
  {
    GtkEventController *keys = gtk_shortcut_controller_new ();

    dialog = g_object_new (ADW_TYPE_WINDOW,
                           "title", title,
                           "modal", TRUE,
                           "default-width", width,
                           "default-height", height,
                           "content", box,
                           NULL);
    /* AdwDialog closes on Escape by itself; the window needs to be told. */
    gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (keys), GTK_SHORTCUT_SCOPE_MANAGED);
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (keys),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_Escape, 0),
                                                            gtk_named_action_new ("window.close")));
    gtk_widget_add_controller (dialog, keys);
  }
#endif
  g_object_set_data (G_OBJECT (dialog), CONTENT_KEY, content);
  g_object_set_data (G_OBJECT (dialog), HEADER_KEY, header);
  g_object_set_data (G_OBJECT (content), DIALOG_KEY, dialog);
  return dialog;
}

GtkWidget *
xq_dialog_get_content (GtkWidget *dialog)
{
  return g_object_get_data (G_OBJECT (dialog), CONTENT_KEY);
}

GtkWidget *
xq_dialog_get_for_content (GtkWidget *content)
{
  return g_object_get_data (G_OBJECT (content), DIALOG_KEY);
}

GtkWidget *
xq_dialog_get_header_bar (GtkWidget *dialog)
{
  return g_object_get_data (G_OBJECT (dialog), HEADER_KEY);
}

void
xq_dialog_set_show_close (GtkWidget *dialog,
                          gboolean   with_close)
{
  AdwHeaderBar *header = ADW_HEADER_BAR (xq_dialog_get_header_bar (dialog));

  adw_header_bar_set_show_end_title_buttons (header, with_close);
  adw_header_bar_set_show_start_title_buttons (header, with_close);
}

void
xq_dialog_set_default_widget (GtkWidget *dialog,
                              GtkWidget *widget)
{
#if ADW_CHECK_VERSION(1, 5, 0)
  adw_dialog_set_default_widget (ADW_DIALOG (dialog), widget);
#else
  gtk_window_set_default_widget (GTK_WINDOW (dialog), widget);
#endif
}

GtkWidget *
xq_dialog_get_default_widget (GtkWidget *dialog)
{
#if ADW_CHECK_VERSION(1, 5, 0)
  return adw_dialog_get_default_widget (ADW_DIALOG (dialog));
#else
  return gtk_window_get_default_widget (GTK_WINDOW (dialog));
#endif
}

void
xq_dialog_set_focus (GtkWidget *dialog,
                     GtkWidget *widget)
{
  g_object_set_data (G_OBJECT (dialog), FOCUS_KEY, GINT_TO_POINTER (TRUE));
#if ADW_CHECK_VERSION(1, 5, 0)
  adw_dialog_set_focus (ADW_DIALOG (dialog), widget);
#else
  gtk_window_set_focus (GTK_WINDOW (dialog), widget);
#endif
}

GtkWidget *
xq_dialog_get_focus (GtkWidget *dialog)
{
#if ADW_CHECK_VERSION(1, 5, 0)
  return adw_dialog_get_focus (ADW_DIALOG (dialog));
#else
  return gtk_window_get_focus (GTK_WINDOW (dialog));
#endif
}

void
xq_dialog_stack_when_narrow (GtkWidget     *dialog,
                             GtkOrientable *box,
                             int            max_width)
{
#if ADW_CHECK_VERSION(1, 4, 0)
  AdwBreakpoint *breakpoint;
  GValue vertical = G_VALUE_INIT;

  breakpoint = adw_breakpoint_new (adw_breakpoint_condition_new_length (ADW_BREAKPOINT_CONDITION_MAX_WIDTH,
                                                                       max_width, ADW_LENGTH_UNIT_SP));
  g_value_init (&vertical, GTK_TYPE_ORIENTATION);
  g_value_set_enum (&vertical, GTK_ORIENTATION_VERTICAL);
  adw_breakpoint_add_setter (breakpoint, G_OBJECT (box), "orientation", &vertical);
  g_value_unset (&vertical);
#if ADW_CHECK_VERSION(1, 5, 0)
  adw_dialog_add_breakpoint (ADW_DIALOG (dialog), breakpoint);
#else
  adw_window_add_breakpoint (ADW_WINDOW (dialog), breakpoint);
#endif
#else
  (void) dialog;
  (void) box;
  (void) max_width;
#endif
}

void
xq_dialog_present (GtkWidget *dialog,
                   GtkWidget *parent)
{
  GtkWidget *default_widget = xq_dialog_get_default_widget (dialog);

  /* Else the first button of the header bar (Cancel) would have it, and
   * Enter would cancel. */
  if (default_widget != NULL && gtk_widget_get_sensitive (default_widget)
      && g_object_get_data (G_OBJECT (dialog), FOCUS_KEY) == NULL)
    xq_dialog_set_focus (dialog, default_widget);

#if ADW_CHECK_VERSION(1, 5, 0)
  adw_dialog_present (ADW_DIALOG (dialog), parent);
#else
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;

  if (GTK_IS_WINDOW (root))
    {
      gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (root));
      /* As a sheet goes with its window. */
      gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
    }
  gtk_window_present (GTK_WINDOW (dialog));
#endif
}

void
xq_dialog_close (GtkWidget *dialog)
{
#if ADW_CHECK_VERSION(1, 5, 0)
  adw_dialog_close (ADW_DIALOG (dialog));
#else
  gtk_window_close (GTK_WINDOW (dialog));
#endif
}

void
xq_dialog_close_content (GtkWidget *content)
{
  GtkWidget *host = xq_dialog_get_for_content (content);

  if (host != NULL)
    xq_dialog_close (host);
}

gulong
xq_dialog_connect_closed (GtkWidget *dialog,
                          GCallback  callback,
                          gpointer   user_data)
{
#if ADW_CHECK_VERSION(1, 5, 0)
  return g_signal_connect (dialog, "closed", callback, user_data);
#else
  return g_signal_connect (dialog, "destroy", callback, user_data);
#endif
}
