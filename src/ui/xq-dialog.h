/* xq-dialog.h — a dialog that hosts a content widget, on every runtime
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * On libadwaita 1.5 and later an AdwDialog (a sheet over the window, or a
 * bottom sheet on a narrow one) with a header bar above the content (in an
 * AdwToolbarView from 1.4: xq_dialog_frame_new ()); on older
 * libadwaita (Debian 12 has 1.2) a modal AdwWindow, transient for the parent's
 * window, with its own header bar above the content.  Escape closes both; the
 * default widget is activated by Enter in both.  The rest of the code calls
 * only these functions, never the type underneath.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* @header (a header bar) above @content: an AdwToolbarView on libadwaita
 * 1.4 and later (a flat header bar that shows a line when the content is
 * scrolled under it), a vertical box before.  For the dialogs here and for
 * the windows that stay windows (the Trainer). */
GtkWidget *xq_dialog_frame_new (GtkWidget *header,
                                GtkWidget *content);

/* A new dialog titled @title showing @content (the dialog takes it), of
 * about @width × @height pixels (-1: its natural size).  Not shown yet. */
GtkWidget *xq_dialog_new (const char *title,
                          GtkWidget  *content,
                          int         width,
                          int         height);

/* The content widget given to xq_dialog_new (). */
GtkWidget *xq_dialog_get_content (GtkWidget *dialog);

/* The dialog that hosts @content, or NULL when it is not in one. */
GtkWidget *xq_dialog_get_for_content (GtkWidget *content);

/* The header bar, to add buttons to (AdwHeaderBar). */
GtkWidget *xq_dialog_get_header_bar (GtkWidget *dialog);
/* Hides the header bar's close button when @with_close is FALSE (for a
 * dialog with Cancel/OK buttons of its own); Escape still closes. */
void       xq_dialog_set_show_close (GtkWidget *dialog,
                                     gboolean   with_close);

/* The button that Enter activates. */
void xq_dialog_set_default_widget (GtkWidget *dialog,
                                   GtkWidget *widget);
GtkWidget *xq_dialog_get_default_widget (GtkWidget *dialog);

/* The widget that has the keyboard focus when the dialog opens (else the
 * default widget, so that Enter does what the dialog is for). */
void       xq_dialog_set_focus (GtkWidget *dialog,
                                GtkWidget *widget);
GtkWidget *xq_dialog_get_focus (GtkWidget *dialog);

/* Lays @box out vertically while the dialog is at most @max_width sp wide
 * (a breakpoint, libadwaita 1.4 and later; before, the dialog is a window
 * the user sizes, and nothing changes). */
void xq_dialog_stack_when_narrow (GtkWidget     *dialog,
                                  GtkOrientable *box,
                                  int            max_width);

/* Shows @dialog over the window of @parent (any widget in it, or NULL). */
void xq_dialog_present (GtkWidget *dialog,
                        GtkWidget *parent);

/* Closes @dialog (as Escape does); it is destroyed once closed. */
void xq_dialog_close (GtkWidget *dialog);
/* Closes the dialog that hosts @content, if any. */
void xq_dialog_close_content (GtkWidget *content);

/* Calls @callback (@dialog, @user_data) once @dialog has closed. */
gulong xq_dialog_connect_closed (GtkWidget *dialog,
                                 GCallback  callback,
                                 gpointer   user_data);

G_END_DECLS
