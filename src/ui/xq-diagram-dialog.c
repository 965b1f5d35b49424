/* xq-diagram-dialog.c — exporting a position as a printed diagram
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The preview is the diagram itself (src/diagram), laid out at the chosen
 * width and scaled to fit, so what is shown is what is written.
 */
#define G_LOG_DOMAIN "xq-diagram"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-diagram-dialog.h"
#include "xq-combo-row.h"

#include "xq-alert.h"
#include "xq-dialog.h"
#include "xq-file-dialog.h"

struct _XqDiagramDialog
{
  AdwBin parent_instance;

  GtkWindow *parent;    /* weak: the window to present over */

  GtkDrawingArea *preview;
  GtkSwitch *numbers_switch;
  AdwEntryRow *caption_row;
  AdwActionRow *moves_row;
  GtkSwitch *moves_switch;
  AdwComboRow *format_row;
  GtkSpinButton *width_spin;

  XqPosition pos;
  char *moves;
  XqDiagram *diagram;   /* of the options shown; NULL: to be made again */
};

G_DEFINE_FINAL_TYPE (XqDiagramDialog, xq_diagram_dialog, ADW_TYPE_BIN)

static const char *const extensions[] = { ".png", ".svg" };

XqDiagram *
xq_diagram_dialog_make_diagram (XqDiagramDialog *self)
{
  XqDiagramOptions options = { FALSE, NULL, NULL };

  g_return_val_if_fail (XQ_IS_DIAGRAM_DIALOG (self), NULL);

  options.coordinates = gtk_switch_get_active (self->numbers_switch);
  options.caption = gtk_editable_get_text (GTK_EDITABLE (self->caption_row));
  if (gtk_switch_get_active (self->moves_switch))
    options.moves = self->moves;
  return xq_diagram_new (&self->pos, &options, gtk_spin_button_get_value (self->width_spin));
}

XqDiagramFormat
xq_diagram_dialog_get_format (XqDiagramDialog *self)
{
  g_return_val_if_fail (XQ_IS_DIAGRAM_DIALOG (self), XQ_DIAGRAM_PNG);

  return adw_combo_row_get_selected (self->format_row) == 1 ? XQ_DIAGRAM_SVG : XQ_DIAGRAM_PNG;
}

gboolean
xq_diagram_dialog_save (XqDiagramDialog *self,
                        const char      *path,
                        GError         **error)
{
  XqDiagramFormat format = xq_diagram_dialog_get_format (self);
  g_autoptr(XqDiagram) diagram = NULL;
  g_autofree char *full = NULL;
  XqDiagramFormat named;

  g_return_val_if_fail (XQ_IS_DIAGRAM_DIALOG (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  /* The name decides when it ends in .png or .svg; else the format's
   * extension is added. */
  if (xq_diagram_format_for_path (path, &named, NULL))
    format = named;
  else
    path = full = g_strconcat (path, extensions[format], NULL);
  diagram = xq_diagram_dialog_make_diagram (self);
  return xq_diagram_save (diagram, format, path, error);
}

static void
draw_preview (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  XqDiagramDialog *self = user_data;
  double w, h, k;

  if (self->diagram == NULL)
    self->diagram = xq_diagram_dialog_make_diagram (self);
  w = xq_diagram_get_width (self->diagram);
  h = xq_diagram_get_height (self->diagram);
  k = MIN (width / w, height / h);
  cairo_translate (cr, (width - w * k) / 2, (height - h * k) / 2);
  cairo_scale (cr, k, k);
  xq_diagram_draw (self->diagram, cr);
}

static void
options_changed (XqDiagramDialog *self)
{
  g_clear_pointer (&self->diagram, xq_diagram_free);
  gtk_widget_queue_draw (GTK_WIDGET (self->preview));
}

static void
show_error (XqDiagramDialog *self,
            const GError    *error)
{
  xq_alert_show_message (GTK_WIDGET (self), _("Could Not Export the Diagram"), error->message);
}

static void
file_chosen (XqFileDialog *dialog,
             GFile        *file,
             const char   *choice,
             gpointer      user_data)
{
  g_autoptr(XqDiagramDialog) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  if (file == NULL)
    return;

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      error = g_error_new (XQ_DIAGRAM_ERROR, XQ_DIAGRAM_ERROR_WRITE,
                           _("Cannot write “%s”: only local files can be written"), uri);
    }
  if (error == NULL && xq_diagram_dialog_save (self, path, &error))
    {
      xq_dialog_close_content (GTK_WIDGET (self));
      return;
    }
  show_error (self, error);
}

static void
export_clicked (XqDiagramDialog *self)
{
  XqDiagramFormat format = xq_diagram_dialog_get_format (self);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
  g_autofree char *name = NULL;
  g_autoptr(XqFileDialog) dialog = NULL;

  dialog = xq_file_dialog_new (XQ_FILE_DIALOG_SAVE, _("Export Diagram"), _("_Export"));
  if (format == XQ_DIAGRAM_SVG)
    {
      gtk_file_filter_set_name (filter, _("SVG Drawings"));
      gtk_file_filter_add_mime_type (filter, "image/svg+xml");
      gtk_file_filter_add_suffix (filter, "svg");
    }
  else
    {
      gtk_file_filter_set_name (filter, _("PNG Images"));
      gtk_file_filter_add_mime_type (filter, "image/png");
      gtk_file_filter_add_suffix (filter, "png");
    }
  xq_file_dialog_add_filter (dialog, filter);
  /* Translators: the default file name of an exported diagram, without its
   * extension (.png or .svg) */
  name = g_strconcat (_("Diagram"), extensions[format], NULL);
  xq_file_dialog_set_initial_name (dialog, name);
  xq_file_dialog_present (dialog, GTK_WIDGET (self), file_chosen, g_object_ref (self));
}

XqDiagramDialog *
xq_diagram_dialog_new (GtkWindow        *parent,
                       const XqPosition *pos,
                       const char       *caption,
                       const char       *moves)
{
  XqDiagramDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (pos != NULL, NULL);

  self = g_object_new (XQ_TYPE_DIAGRAM_DIALOG, NULL);
  g_set_weak_pointer (&self->parent, parent);
  self->pos = *pos;
  g_free (self->moves);
  self->moves = g_strdup (moves != NULL ? moves : "");
  gtk_editable_set_text (GTK_EDITABLE (self->caption_row), caption != NULL ? caption : "");
  gtk_widget_set_sensitive (GTK_WIDGET (self->moves_row), self->moves[0] != '\0');
  options_changed (self);
  return self;
}

static void
cancel_clicked (GtkWidget *dialog)
{
  xq_dialog_close (dialog);
}

void
xq_diagram_dialog_present (XqDiagramDialog *self)
{
  GtkWidget *dialog, *header, *cancel, *export;

  g_return_if_fail (XQ_IS_DIAGRAM_DIALOG (self));
  g_return_if_fail (xq_dialog_get_for_content (GTK_WIDGET (self)) == NULL);

  dialog = xq_dialog_new (_("Export Diagram"), GTK_WIDGET (self), 820, 640);
  header = xq_dialog_get_header_bar (dialog);
  xq_dialog_set_show_close (dialog, FALSE);
  cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (cancel_clicked), dialog);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  export = gtk_button_new_with_mnemonic (_("_Export…"));
  gtk_widget_add_css_class (export, "suggested-action");
  g_signal_connect_swapped (export, "clicked", G_CALLBACK (export_clicked), self);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), export);
  xq_dialog_set_default_widget (dialog, export);
  xq_dialog_present (dialog, GTK_WIDGET (self->parent));
}

static void
xq_diagram_dialog_finalize (GObject *object)
{
  XqDiagramDialog *self = XQ_DIAGRAM_DIALOG (object);

  g_clear_weak_pointer (&self->parent);

  g_clear_pointer (&self->diagram, xq_diagram_free);
  g_free (self->moves);
  G_OBJECT_CLASS (xq_diagram_dialog_parent_class)->finalize (object);
}

static void
xq_diagram_dialog_class_init (XqDiagramDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = xq_diagram_dialog_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/xiangqi/Xiangqi/xq-diagram-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, XqDiagramDialog, preview);
  gtk_widget_class_bind_template_child (widget_class, XqDiagramDialog, numbers_switch);
  gtk_widget_class_bind_template_child (widget_class, XqDiagramDialog, caption_row);
  gtk_widget_class_bind_template_child (widget_class, XqDiagramDialog, moves_row);
  gtk_widget_class_bind_template_child (widget_class, XqDiagramDialog, moves_switch);
  gtk_widget_class_bind_template_child (widget_class, XqDiagramDialog, format_row);
  gtk_widget_class_bind_template_child (widget_class, XqDiagramDialog, width_spin);
  gtk_widget_class_bind_template_callback (widget_class, options_changed);
}

static void
xq_diagram_dialog_init (XqDiagramDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  xq_combo_row_show_whole_choices (self->format_row);
  xq_position_set_start (&self->pos);
  self->moves = g_strdup ("");
  gtk_drawing_area_set_draw_func (self->preview, draw_preview, self, NULL);
}
