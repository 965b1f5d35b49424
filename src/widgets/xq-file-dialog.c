/* xq-file-dialog.c — choosing a file or folder to open or save, on every runtime
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * This file holds version-checked branches: it may see the API of the GTK it
 * is built against, so it lifts the MAX_ALLOWED floor that the build sets for
 * every other file (see the top meson.build).
 */
#undef GDK_VERSION_MAX_ALLOWED

#include "config.h"

#include "xq-file-dialog.h"

#if GTK_CHECK_VERSION(4, 10, 0)
# define XQ_FILE_DIALOG_NEW_API 1
#endif

struct _XqFileDialog
{
  GObject parent_instance;

  XqFileDialogAction action;
  char *title;
  char *accept_label;
  GListStore *filters;          /* of GtkFileFilter */
  GFile *initial_file;
  char *initial_name;
  char *choice_label;
  GStrv choice_options;
  GStrv choice_labels;
  char *choice_selected;

  XqFileDialogDone done;
  gpointer done_data;
  gboolean open;
#ifdef XQ_FILE_DIALOG_NEW_API
  GCancellable *cancellable;
#else
  GtkFileChooserNative *native;
#endif
};

G_DEFINE_FINAL_TYPE (XqFileDialog, xq_file_dialog, G_TYPE_OBJECT)

static void
xq_file_dialog_dispose (GObject *object)
{
  XqFileDialog *self = XQ_FILE_DIALOG (object);

#ifdef XQ_FILE_DIALOG_NEW_API
  g_clear_object (&self->cancellable);
#else
  g_clear_object (&self->native);
#endif
  g_clear_object (&self->filters);
  g_clear_object (&self->initial_file);

  G_OBJECT_CLASS (xq_file_dialog_parent_class)->dispose (object);
}

static void
xq_file_dialog_finalize (GObject *object)
{
  XqFileDialog *self = XQ_FILE_DIALOG (object);

  g_free (self->title);
  g_free (self->accept_label);
  g_free (self->initial_name);
  g_free (self->choice_label);
  g_strfreev (self->choice_options);
  g_strfreev (self->choice_labels);
  g_free (self->choice_selected);

  G_OBJECT_CLASS (xq_file_dialog_parent_class)->finalize (object);
}

static void
xq_file_dialog_class_init (XqFileDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = xq_file_dialog_dispose;
  object_class->finalize = xq_file_dialog_finalize;
}

static void
xq_file_dialog_init (XqFileDialog *self)
{
  self->filters = g_list_store_new (GTK_TYPE_FILE_FILTER);
}

XqFileDialog *
xq_file_dialog_new (XqFileDialogAction action,
                    const char        *title,
                    const char        *accept_label)
{
  XqFileDialog *self = g_object_new (XQ_TYPE_FILE_DIALOG, NULL);

  self->action = action;
  self->title = g_strdup (title);
  self->accept_label = g_strdup (accept_label);
  return self;
}

void
xq_file_dialog_add_filter (XqFileDialog  *self,
                           GtkFileFilter *filter)
{
  g_return_if_fail (XQ_IS_FILE_DIALOG (self));
  g_return_if_fail (GTK_IS_FILE_FILTER (filter));

  g_list_store_append (self->filters, filter);
}

void
xq_file_dialog_add_suffixes (XqFileDialog *self,
                             const char   *name,
                             const char   *suffixes)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  g_auto (GStrv) list = g_strsplit (suffixes, " ", -1);

  gtk_file_filter_set_name (filter, name);
  for (guint i = 0; list[i]; i++)
    gtk_file_filter_add_suffix (filter, list[i]);
  xq_file_dialog_add_filter (self, filter);
}

void
xq_file_dialog_set_initial_file (XqFileDialog *self,
                                 GFile        *file)
{
  g_return_if_fail (XQ_IS_FILE_DIALOG (self));

  g_set_object (&self->initial_file, file);
}

void
xq_file_dialog_set_initial_name (XqFileDialog *self,
                                 const char   *name)
{
  g_return_if_fail (XQ_IS_FILE_DIALOG (self));

  g_free (self->initial_name);
  self->initial_name = g_strdup (name);
}

void
xq_file_dialog_set_choice (XqFileDialog      *self,
                           const char        *label,
                           const char * const *options,
                           const char * const *labels,
                           const char        *selected)
{
  g_return_if_fail (XQ_IS_FILE_DIALOG (self));

  g_free (self->choice_label);
  g_strfreev (self->choice_options);
  g_strfreev (self->choice_labels);
  g_free (self->choice_selected);
  self->choice_label = g_strdup (label);
  self->choice_options = g_strdupv ((char **) options);
  self->choice_labels = g_strdupv ((char **) labels);
  self->choice_selected = g_strdup (selected);
}

static GtkWindow *
parent_window (GtkWidget *parent)
{
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

/* Hands the answer over once; drops the reference taken by present. */
static void
finish (XqFileDialog *self,
        GFile        *file,
        const char   *choice)
{
  gboolean open = self->open;

  self->open = FALSE;
  if (open && self->done != NULL)
    self->done (self, file, choice, self->done_data);
  g_object_unref (self);
}

gboolean
xq_file_dialog_offers_choice (void)
{
#ifdef XQ_FILE_DIALOG_NEW_API
  return FALSE;
#else
  return TRUE;
#endif
}

#ifdef XQ_FILE_DIALOG_NEW_API

static void
chosen (GObject      *source,
        GAsyncResult *result,
        gpointer      data)
{
  XqFileDialog *self = data;
  GtkFileDialog *dialog = GTK_FILE_DIALOG (source);
  g_autoptr (GFile) file = NULL;
  g_autoptr (GError) error = NULL;

  switch (self->action)
    {
    case XQ_FILE_DIALOG_SAVE:
      file = gtk_file_dialog_save_finish (dialog, result, &error);
      break;
    case XQ_FILE_DIALOG_FOLDER:
      file = gtk_file_dialog_select_folder_finish (dialog, result, &error);
      break;
    case XQ_FILE_DIALOG_OPEN:
    default:
      file = gtk_file_dialog_open_finish (dialog, result, &error);
      break;
    }
  if (error != NULL && !g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_DISMISSED)
      && !g_error_matches (error, GTK_DIALOG_ERROR, GTK_DIALOG_ERROR_CANCELLED))
    g_warning ("The file chooser failed: %s", error->message);
  /* GtkFileDialog shows no choices: the caller decides (see the header). */
  finish (self, file, NULL);
}

void
xq_file_dialog_present (XqFileDialog    *self,
                        GtkWidget       *parent,
                        XqFileDialogDone done,
                        gpointer         user_data)
{
  g_autoptr (GtkFileDialog) dialog = gtk_file_dialog_new ();
  GtkWindow *window = parent_window (parent);

  g_return_if_fail (XQ_IS_FILE_DIALOG (self));
  g_return_if_fail (!self->open);

  gtk_file_dialog_set_title (dialog, self->title);
  gtk_file_dialog_set_accept_label (dialog, self->accept_label);
  gtk_file_dialog_set_modal (dialog, TRUE);
  if (g_list_model_get_n_items (G_LIST_MODEL (self->filters)) > 0)
    gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (self->filters));
  if (self->initial_file != NULL)
    gtk_file_dialog_set_initial_file (dialog, self->initial_file);
  else if (self->initial_name != NULL)
    gtk_file_dialog_set_initial_name (dialog, self->initial_name);

  self->done = done;
  self->done_data = user_data;
  self->open = TRUE;
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  switch (self->action)
    {
    case XQ_FILE_DIALOG_SAVE:
      gtk_file_dialog_save (dialog, window, self->cancellable, chosen, g_object_ref (self));
      break;
    case XQ_FILE_DIALOG_FOLDER:
      gtk_file_dialog_select_folder (dialog, window, self->cancellable, chosen, g_object_ref (self));
      break;
    case XQ_FILE_DIALOG_OPEN:
    default:
      gtk_file_dialog_open (dialog, window, self->cancellable, chosen, g_object_ref (self));
      break;
    }
}

void
xq_file_dialog_cancel (XqFileDialog *self)
{
  g_return_if_fail (XQ_IS_FILE_DIALOG (self));

  if (!self->open)
    return;
  self->open = FALSE;
  g_cancellable_cancel (self->cancellable);
}

#else /* GtkFileChooserNative before GTK 4.10 */

static void
responded (GtkNativeDialog *native,
           int              response,
           XqFileDialog    *self)
{
  g_autoptr (GFile) file = NULL;
  const char *choice = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
      if (self->choice_options != NULL)
        choice = gtk_file_chooser_get_choice (GTK_FILE_CHOOSER (native), "choice");
    }
  g_signal_handlers_disconnect_by_func (native, responded, self);
  /* The choice string belongs to the chooser: keep it until the callback ran. */
  g_object_ref (native);
  g_clear_object (&self->native);
  finish (self, file, choice);
  g_object_unref (native);
}

static GtkFileChooserAction
chooser_action (XqFileDialogAction action)
{
  switch (action)
    {
    case XQ_FILE_DIALOG_SAVE:
      return GTK_FILE_CHOOSER_ACTION_SAVE;
    case XQ_FILE_DIALOG_FOLDER:
      return GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER;
    case XQ_FILE_DIALOG_OPEN:
    default:
      return GTK_FILE_CHOOSER_ACTION_OPEN;
    }
}

void
xq_file_dialog_present (XqFileDialog    *self,
                        GtkWidget       *parent,
                        XqFileDialogDone done,
                        gpointer         user_data)
{
  GtkFileChooser *chooser;

  g_return_if_fail (XQ_IS_FILE_DIALOG (self));
  g_return_if_fail (!self->open);

  self->native = gtk_file_chooser_native_new (self->title, parent_window (parent),
                                              chooser_action (self->action),
                                              self->accept_label, NULL);
  chooser = GTK_FILE_CHOOSER (self->native);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->filters)); i++)
    {
      g_autoptr (GtkFileFilter) filter = g_list_model_get_item (G_LIST_MODEL (self->filters), i);

      gtk_file_chooser_add_filter (chooser, filter);
    }
  if (self->choice_options != NULL)
    {
      /* The selected option comes first: GTK 4.8's own chooser (used where
       * there is no portal, as on Debian 12) shows the first option
       * whatever gtk_file_chooser_set_choice () said. */
      g_autoptr (GPtrArray) options = g_ptr_array_new ();
      g_autoptr (GPtrArray) labels = g_ptr_array_new ();

      for (int pass = 0; pass < 2; pass++)
        for (guint i = 0; self->choice_options[i] != NULL; i++)
          if ((g_strcmp0 (self->choice_options[i], self->choice_selected) == 0) == (pass == 0))
            {
              g_ptr_array_add (options, self->choice_options[i]);
              g_ptr_array_add (labels, self->choice_labels[i]);
            }
      g_ptr_array_add (options, NULL);
      g_ptr_array_add (labels, NULL);
      gtk_file_chooser_add_choice (chooser, "choice", self->choice_label,
                                   (const char **) options->pdata,
                                   (const char **) labels->pdata);
      gtk_file_chooser_set_choice (chooser, "choice", self->choice_selected);
    }
  if (self->initial_file != NULL)
    gtk_file_chooser_set_file (chooser, self->initial_file, NULL);
  else if (self->initial_name != NULL)
    gtk_file_chooser_set_current_name (chooser, self->initial_name);

  self->done = done;
  self->done_data = user_data;
  self->open = TRUE;
  g_object_ref (self);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->native), TRUE);
  g_signal_connect (self->native, "response", G_CALLBACK (responded), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->native));
}

void
xq_file_dialog_cancel (XqFileDialog *self)
{
  g_return_if_fail (XQ_IS_FILE_DIALOG (self));

  if (!self->open)
    return;
  self->open = FALSE;
  g_signal_handlers_disconnect_by_func (self->native, responded, self);
  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->native));
  g_clear_object (&self->native);
  g_object_unref (self);        /* the reference of present */
}

#endif
