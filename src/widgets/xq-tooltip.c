/* xq-tooltip.c — tooltips that keep Chinese text on whole lines
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GTK sizes a tooltip's label by its words; Chinese has a break between
 * any two characters, so some GTK versions narrow the tooltip to a column
 * of one character a line.  The app's tooltips are shown in a label of its
 * own instead: as wide as the text up to about 40 characters (natural
 * width without wrapping), wrapped beyond that.
 */
#define G_LOG_DOMAIN "xq-tooltip"

#include "config.h"

#include "xq-tooltip.h"

#define XQ_TOOLTIP_MAX_CHARS 40

GtkWidget *
xq_tooltip_label_new (const char *markup)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup != NULL ? markup : "");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_natural_wrap_mode (GTK_LABEL (label), GTK_NATURAL_WRAP_NONE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), XQ_TOOLTIP_MAX_CHARS);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0f);
  return label;
}

static gboolean
query_tooltip (GtkWidget  *widget,
               int         x,
               int         y,
               gboolean    keyboard,
               GtkTooltip *tooltip,
               gpointer    data)
{
  const char *markup = gtk_widget_get_tooltip_markup (widget);

  if (markup == NULL || *markup == '\0')
    return FALSE;
  gtk_tooltip_set_custom (tooltip, xq_tooltip_label_new (markup));
  return TRUE;
}

static void
xq_tooltip_adopt (GtkWidget *widget)
{
  if (gtk_widget_get_tooltip_markup (widget) != NULL
      && g_object_get_data (G_OBJECT (widget), "xq-tooltip") == NULL)
    {
      g_object_set_data (G_OBJECT (widget), "xq-tooltip", GINT_TO_POINTER (1));
      g_signal_connect (widget, "query-tooltip", G_CALLBACK (query_tooltip), NULL);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    xq_tooltip_adopt (child);
}

void
xq_tooltip_fix_tree (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  xq_tooltip_adopt (root);
}

/* A window that appears: its tooltips (and those of widgets added before it
 * maps again) get the label. */
static void
window_mapped (GtkWidget *window)
{
  xq_tooltip_adopt (window);
}

static void
toplevels_changed (GListModel *toplevels,
                   guint       position,
                   guint       removed,
                   guint       added,
                   gpointer    data)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr (GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (g_object_get_data (G_OBJECT (window), "xq-tooltip-watched") != NULL)
        continue;
      g_object_set_data (G_OBJECT (window), "xq-tooltip-watched", GINT_TO_POINTER (1));
      g_signal_connect (window, "map", G_CALLBACK (window_mapped), NULL);
      if (gtk_widget_get_mapped (window))
        xq_tooltip_adopt (window);
    }
}

void
xq_tooltip_watch_toplevels (void)
{
  static gboolean watching;
  GListModel *toplevels = gtk_window_get_toplevels ();

  if (watching)
    return;
  watching = TRUE;
  g_signal_connect (toplevels, "items-changed", G_CALLBACK (toplevels_changed), NULL);
  toplevels_changed (toplevels, 0, 0, g_list_model_get_n_items (toplevels), NULL);
}
