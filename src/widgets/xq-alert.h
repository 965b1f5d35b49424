/* xq-alert.h — message and question dialogs with responses, on every runtime
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The one way the app asks a question or reports a failure.  On libadwaita
 * 1.5 and later the dialog is an AdwAlertDialog (a sheet over the window); on
 * older libadwaita (Debian 12 has 1.2) it is an AdwMessageDialog (a separate
 * modal window).  Both emit the same "response" signal:
 *
 *   void (*response) (GtkWidget *alert, const char *response, gpointer data);
 *
 * once, with the id of the chosen response or the close response.  Callers
 * connect to it with g_signal_connect () as to any signal.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A new alert with @heading and @body (either may be NULL), not shown yet. */
GtkWidget *xq_alert_new (const char *heading,
                         const char *body);

/* Whether @widget is an alert made by xq_alert_new (). */
gboolean xq_alert_is_alert (GtkWidget *widget);

const char *xq_alert_get_heading (GtkWidget *alert);
const char *xq_alert_get_body (GtkWidget *alert);

/* Adds one response button with @label (mnemonics allowed). */
void xq_alert_add_response (GtkWidget  *alert,
                            const char *id,
                            const char *label);

/* Adds responses given as id, label pairs, ended by NULL. */
void xq_alert_add_responses (GtkWidget  *alert,
                             const char *first_id,
                             ...) G_GNUC_NULL_TERMINATED;

gboolean xq_alert_has_response (GtkWidget  *alert,
                                const char *id);

void xq_alert_set_response_appearance (GtkWidget            *alert,
                                       const char           *id,
                                       AdwResponseAppearance appearance);

void xq_alert_set_response_enabled (GtkWidget  *alert,
                                    const char *id,
                                    gboolean    enabled);

gboolean xq_alert_get_response_enabled (GtkWidget  *alert,
                                        const char *id);

/* The response Enter chooses. */
void xq_alert_set_default_response (GtkWidget  *alert,
                                    const char *id);

/* The response sent when the dialog is closed with Escape or by the window
 * manager. */
void xq_alert_set_close_response (GtkWidget  *alert,
                                  const char *id);

/* A widget shown under the body (a list, a drop-down), or NULL. */
void       xq_alert_set_extra_child (GtkWidget *alert,
                                     GtkWidget *child);
GtkWidget *xq_alert_get_extra_child (GtkWidget *alert);

/* The width the content asks for (-1: the dialog's own). */
void xq_alert_set_width (GtkWidget *alert,
                         int        width);

/* Acts as if the user had chosen @id: "response" is emitted once, with @id,
 * and the dialog closes. */
void xq_alert_choose (GtkWidget  *alert,
                      const char *id);

/* Shows @alert over the window of @parent (any widget in it, or NULL). */
void xq_alert_present (GtkWidget *alert,
                       GtkWidget *parent);

/* Closes @alert with no response at all: for a question that no longer
 * applies. */
void xq_alert_dismiss (GtkWidget *alert);

/* The open alert whose heading is @heading (any, if NULL), the last shown
 * first, or NULL: how tests (and code that must answer a question still
 * open) find one, on every runtime. */
GtkWidget *xq_alert_find (const char *heading);

/* Shows a message with one Close button: the common case of an error. */
GtkWidget *xq_alert_show_message (GtkWidget  *parent,
                                  const char *heading,
                                  const char *body);

G_END_DECLS
