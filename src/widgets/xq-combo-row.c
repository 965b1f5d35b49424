/* xq-combo-row.c — combo rows whose list shows every choice whole
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * AdwComboRow's own list (libadwaita 1.2 and later) ends a choice after
 * about twenty characters: "15 min plus 10 s per …".  Its list factory is
 * replaced by one whose labels wrap, Chinese included, and whose check mark
 * follows the row's choice.
 */
#define G_LOG_DOMAIN "xq-combo-row"

#include "config.h"

#include "xq-combo-row.h"

#define XQ_COMBO_ROW_MAX_CHARS 40

static void
setup_item (GtkSignalListItemFactory *factory,
            GtkListItem              *item,
            gpointer                  data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_natural_wrap_mode (GTK_LABEL (label), GTK_NATURAL_WRAP_NONE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), XQ_COMBO_ROW_MAX_CHARS);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0f);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);
}

/* The check mark of @item: on the row's choice only. */
static void
update_check (GtkListItem *item,
              AdwComboRow *row)
{
  GtkWidget *box = gtk_list_item_get_child (item);

  gtk_widget_set_opacity (gtk_widget_get_last_child (box),
                          gtk_list_item_get_position (item) == adw_combo_row_get_selected (row)
                            ? 1.0
                            : 0.0);
}

static void
on_row_selected (AdwComboRow *row,
                 GParamSpec  *pspec,
                 GtkListItem *item)
{
  update_check (item, row);
}

static char *
item_text (AdwComboRow *row,
           gpointer     object)
{
  GtkExpression *expression = adw_combo_row_get_expression (row);
  g_auto (GValue) value = G_VALUE_INIT;

  if (GTK_IS_STRING_OBJECT (object))
    return g_strdup (gtk_string_object_get_string (object));
  if (expression != NULL && gtk_expression_evaluate (expression, object, &value)
      && G_VALUE_HOLDS_STRING (&value))
    return g_value_dup_string (&value);
  return g_strdup ("");
}

static void
bind_item (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           AdwComboRow              *row)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  g_autofree char *text = item_text (row, gtk_list_item_get_item (item));

  gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (box)), text);
  update_check (item, row);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (on_row_selected), item, 0);
}

static void
unbind_item (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             AdwComboRow              *row)
{
  g_signal_handlers_disconnect_by_func (row, on_row_selected, item);
}

void
xq_combo_row_show_whole_choices (AdwComboRow *row)
{
  g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_return_if_fail (ADW_IS_COMBO_ROW (row));

  g_signal_connect (factory, "setup", G_CALLBACK (setup_item), NULL);
  /* The factory lives in the row: no reference back to it. */
  g_signal_connect (factory, "bind", G_CALLBACK (bind_item), row);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_item), row);
  adw_combo_row_set_list_factory (row, factory);
}
