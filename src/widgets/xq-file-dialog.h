/* xq-file-dialog.h — choosing a file or folder to open or save, on every runtime
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one way the app asks for a file.  On GTK 4.10 and later it is a
 * GtkFileDialog (the portal's or GTK's current chooser); on older GTK (Debian
 * 12 has 4.8) a GtkFileChooserNative.  Either way the answer comes back once,
 * asynchronously, to the callback given to xq_file_dialog_present ().
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define XQ_TYPE_FILE_DIALOG (xq_file_dialog_get_type ())
G_DECLARE_FINAL_TYPE (XqFileDialog, xq_file_dialog, XQ, FILE_DIALOG, GObject)

typedef enum
{
  XQ_FILE_DIALOG_OPEN,
  XQ_FILE_DIALOG_SAVE,
  XQ_FILE_DIALOG_FOLDER,
} XqFileDialogAction;

/* The answer: @file is NULL when the user cancelled (or the chooser failed);
 * @choice is the id of the option picked for the choice of
 * xq_file_dialog_set_choice (), or NULL without one. */
typedef void (*XqFileDialogDone) (XqFileDialog *dialog,
                                  GFile        *file,
                                  const char   *choice,
                                  gpointer      user_data);

/* A chooser titled @title whose accept button reads @accept_label. */
XqFileDialog *xq_file_dialog_new (XqFileDialogAction action,
                                  const char        *title,
                                  const char        *accept_label);

/* Offers @filter (the first one added is selected). */
void xq_file_dialog_add_filter (XqFileDialog  *self,
                                GtkFileFilter *filter);

/* Offers a filter named @name for the space-separated file name @suffixes
 * ("pgn PGN"). */
void xq_file_dialog_add_suffixes (XqFileDialog *self,
                                  const char   *name,
                                  const char   *suffixes);

/* The file selected at first (the folder and, for saving, the name). */
void xq_file_dialog_set_initial_file (XqFileDialog *self,
                                      GFile        *file);

/* The name proposed for saving. */
void xq_file_dialog_set_initial_name (XqFileDialog *self,
                                      const char   *name);

/* One extra choice (a drop-down beside the file list) with NULL-terminated
 * @options ids and their @labels, @selected first (it is moved to the top
 * of the list: GTK 4.8's own chooser shows the first option).  GtkFileDialog has no
 * such choices: there the choice is not shown and the answer's @choice is
 * NULL (see xq_file_dialog_offers_choice ()). */
void xq_file_dialog_set_choice (XqFileDialog      *self,
                                const char        *label,
                                const char * const *options,
                                const char * const *labels,
                                const char        *selected);

/* Whether the chooser shows the choice of xq_file_dialog_set_choice ():
 * TRUE before GTK 4.10 (GtkFileChooserNative), FALSE with GtkFileDialog,
 * where the caller decides without asking and should say so. */
gboolean xq_file_dialog_offers_choice (void);

/* Shows the chooser over the window of @parent, modal; @done is called once
 * with the answer unless xq_file_dialog_cancel () comes first.  The dialog
 * keeps itself alive until then. */
void xq_file_dialog_present (XqFileDialog    *self,
                             GtkWidget       *parent,
                             XqFileDialogDone done,
                             gpointer         user_data);

/* Closes the chooser if it is open; its callback is not called. */
void xq_file_dialog_cancel (XqFileDialog *self);

G_END_DECLS
