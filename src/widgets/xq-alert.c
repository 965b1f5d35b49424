/* xq-alert.c — message and question dialogs with responses, on every runtime
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

#include <glib/gi18n.h>

#include "xq-alert.h"

#if ADW_CHECK_VERSION(1, 5, 0)
# define XQ_ALERT_DIALOG 1
# define XQ_ALERT(w) ADW_ALERT_DIALOG (w)
#else
# define XQ_ALERT(w) ADW_MESSAGE_DIALOG (w)
#endif

GtkWidget *
xq_alert_new (const char *heading,
              const char *body)
{
#ifdef XQ_ALERT_DIALOG
  return GTK_WIDGET (adw_alert_dialog_new (heading, body));
#else
  GtkWidget *alert = adw_message_dialog_new (NULL, heading, body);

  gtk_window_set_modal (GTK_WINDOW (alert), TRUE);
  return alert;
#endif
}

gboolean
xq_alert_is_alert (GtkWidget *widget)
{
#ifdef XQ_ALERT_DIALOG
  return ADW_IS_ALERT_DIALOG (widget);
#else
  return ADW_IS_MESSAGE_DIALOG (widget);
#endif
}

const char *
xq_alert_get_heading (GtkWidget *alert)
{
#ifdef XQ_ALERT_DIALOG
  return adw_alert_dialog_get_heading (XQ_ALERT (alert));
#else
  return adw_message_dialog_get_heading (XQ_ALERT (alert));
#endif
}

const char *
xq_alert_get_body (GtkWidget *alert)
{
#ifdef XQ_ALERT_DIALOG
  return adw_alert_dialog_get_body (XQ_ALERT (alert));
#else
  return adw_message_dialog_get_body (XQ_ALERT (alert));
#endif
}

void
xq_alert_add_response (GtkWidget  *alert,
                       const char *id,
                       const char *label)
{
#ifdef XQ_ALERT_DIALOG
  adw_alert_dialog_add_response (XQ_ALERT (alert), id, label);
#else
  adw_message_dialog_add_response (XQ_ALERT (alert), id, label);
#endif
}

void
xq_alert_add_responses (GtkWidget  *alert,
                        const char *first_id,
                        ...)
{
  va_list args;
  const char *id = first_id;

  va_start (args, first_id);
  while (id != NULL)
    {
      const char *label = va_arg (args, const char *);

      xq_alert_add_response (alert, id, label);
      id = va_arg (args, const char *);
    }
  va_end (args);
}

gboolean
xq_alert_has_response (GtkWidget  *alert,
                       const char *id)
{
#ifdef XQ_ALERT_DIALOG
  return adw_alert_dialog_has_response (XQ_ALERT (alert), id);
#else
  return adw_message_dialog_has_response (XQ_ALERT (alert), id);
#endif
}

void
xq_alert_set_response_appearance (GtkWidget            *alert,
                                  const char           *id,
                                  AdwResponseAppearance appearance)
{
#ifdef XQ_ALERT_DIALOG
  adw_alert_dialog_set_response_appearance (XQ_ALERT (alert), id, appearance);
#else
  adw_message_dialog_set_response_appearance (XQ_ALERT (alert), id, appearance);
#endif
}

void
xq_alert_set_response_enabled (GtkWidget  *alert,
                               const char *id,
                               gboolean    enabled)
{
#ifdef XQ_ALERT_DIALOG
  adw_alert_dialog_set_response_enabled (XQ_ALERT (alert), id, enabled);
#else
  adw_message_dialog_set_response_enabled (XQ_ALERT (alert), id, enabled);
#endif
}

gboolean
xq_alert_get_response_enabled (GtkWidget  *alert,
                               const char *id)
{
#ifdef XQ_ALERT_DIALOG
  return adw_alert_dialog_get_response_enabled (XQ_ALERT (alert), id);
#else
  return adw_message_dialog_get_response_enabled (XQ_ALERT (alert), id);
#endif
}

void
xq_alert_set_default_response (GtkWidget  *alert,
                               const char *id)
{
#ifdef XQ_ALERT_DIALOG
  adw_alert_dialog_set_default_response (XQ_ALERT (alert), id);
#else
  adw_message_dialog_set_default_response (XQ_ALERT (alert), id);
#endif
}

void
xq_alert_set_close_response (GtkWidget  *alert,
                             const char *id)
{
#ifdef XQ_ALERT_DIALOG
  adw_alert_dialog_set_close_response (XQ_ALERT (alert), id);
#else
  adw_message_dialog_set_close_response (XQ_ALERT (alert), id);
#endif
}

void
xq_alert_set_extra_child (GtkWidget *alert,
                          GtkWidget *child)
{
#ifdef XQ_ALERT_DIALOG
  adw_alert_dialog_set_extra_child (XQ_ALERT (alert), child);
#else
  adw_message_dialog_set_extra_child (XQ_ALERT (alert), child);
#endif
}

GtkWidget *
xq_alert_get_extra_child (GtkWidget *alert)
{
#ifdef XQ_ALERT_DIALOG
  return adw_alert_dialog_get_extra_child (XQ_ALERT (alert));
#else
  return adw_message_dialog_get_extra_child (XQ_ALERT (alert));
#endif
}

void
xq_alert_set_width (GtkWidget *alert,
                    int        width)
{
#ifdef XQ_ALERT_DIALOG
  adw_dialog_set_content_width (ADW_DIALOG (alert), width);
#else
  gtk_window_set_default_size (GTK_WINDOW (alert), width, -1);
#endif
}

void
xq_alert_choose (GtkWidget  *alert,
                 const char *id)
{
#ifdef XQ_ALERT_DIALOG
  /* AdwAlertDialog has no call that emits a response: closing it emits its
   * close response, once, so that is made @id first. */
  adw_alert_dialog_set_close_response (XQ_ALERT (alert), id);
  adw_dialog_force_close (ADW_DIALOG (alert));
#else
  adw_message_dialog_response (XQ_ALERT (alert), id);
  gtk_window_destroy (GTK_WINDOW (alert));
#endif
}

void
xq_alert_present (GtkWidget *alert,
                  GtkWidget *parent)
{
#ifdef XQ_ALERT_DIALOG
  adw_dialog_present (ADW_DIALOG (alert), parent);
#else
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;

  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (alert), GTK_WINDOW (root));
  gtk_window_present (GTK_WINDOW (alert));
#endif
}

void
xq_alert_dismiss (GtkWidget *alert)
{
  guint signal_id = g_signal_lookup ("response", G_OBJECT_TYPE (alert));

  /* AdwMessageDialog sends nothing when destroyed, AdwAlertDialog sends its
   * close response when closed: neither may reach the callers' handlers. */
  g_signal_handlers_disconnect_matched (alert, G_SIGNAL_MATCH_ID, signal_id, 0, NULL, NULL, NULL);
#ifdef XQ_ALERT_DIALOG
  adw_dialog_force_close (ADW_DIALOG (alert));
#else
  gtk_window_destroy (GTK_WINDOW (alert));
#endif
}

/* The alert shown in toplevel @window, or NULL. */
static GtkWidget *
alert_in (GtkWindow *window)
{
#ifdef XQ_ALERT_DIALOG
  AdwDialog *dialog = NULL;

  /* A dialog over an Adw window is inside it; over another window it gets a
   * window of its own, whose child it is. */
  if (ADW_IS_APPLICATION_WINDOW (window))
    dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (window));
  else if (ADW_IS_WINDOW (window))
    dialog = adw_window_get_visible_dialog (ADW_WINDOW (window));
  if (dialog == NULL && ADW_IS_DIALOG (gtk_window_get_child (window)))
    dialog = ADW_DIALOG (gtk_window_get_child (window));
  return ADW_IS_ALERT_DIALOG (dialog) ? GTK_WIDGET (dialog) : NULL;
#else
  return ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window))
         ? GTK_WIDGET (window) : NULL;
#endif
}

GtkWidget *
xq_alert_find (const char *heading)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = g_list_model_get_n_items (toplevels); i-- > 0;)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);
      GtkWidget *alert = alert_in (window);

      /* The toplevel (or the window holding the dialog) keeps it alive. */
      if (alert != NULL && (heading == NULL || g_strcmp0 (xq_alert_get_heading (alert), heading) == 0))
        return alert;
    }
  return NULL;
}

GtkWidget *
xq_alert_show_message (GtkWidget  *parent,
                       const char *heading,
                       const char *body)
{
  GtkWidget *alert = xq_alert_new (heading, body);

  xq_alert_add_response (alert, "close", _("_Close"));
  xq_alert_present (alert, parent);
  return alert;
}
