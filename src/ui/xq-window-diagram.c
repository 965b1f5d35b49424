/* xq-window-diagram.c — the window's Export Diagram action
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opens XqDiagramDialog on the position shown, with a caption (the last
 * move and the side to move) and the moves that led there, in Chinese
 * notation as a book prints them.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "xq-diagram-dialog.h"
#include "xq-window-private.h"

/* "6. 车二平三" or "6. … 炮９退１": @node's move with its number. */
static void
append_numbered_move (GString    *out,
                      XqGame     *game,
                      XqGameNode *node,
                      gboolean    first)
{
  gboolean black = FALSE;
  guint number = xq_game_get_move_number (game, node, &black);
  const char *text = xq_game_get_move_text (game, node, XQ_NOTATION_CHINESE,
                                            XQ_NOTATION_FLAGS_NONE);

  if (out->len > 0)
    g_string_append_c (out, ' ');
  if (!black)
    g_string_append_printf (out, "%u. %s", number, text);
  else if (first)
    g_string_append_printf (out, "%u. … %s", number, text);
  else
    g_string_append (out, text);
}

/* The moves from the start to @node, numbered. */
static char *
moves_leading_to (XqGame     *game,
                  XqGameNode *node)
{
  g_autoptr(GPtrArray) path = g_ptr_array_new ();
  GString *out = g_string_new (NULL);

  for (XqGameNode *n = node; xq_game_node_get_parent (n) != NULL; n = xq_game_node_get_parent (n))
    g_ptr_array_add (path, n);
  for (guint i = path->len; i > 0; i--)
    append_numbered_move (out, game, g_ptr_array_index (path, i - 1), i == path->len);
  return g_string_free (out, FALSE);
}

/* The last move and who is to move: "After 6. 车二平三, Black to move". */
static char *
default_caption (XqGame     *game,
                 XqGameNode *node)
{
  gboolean red = xq_game_get_position (game)->side == XQ_RED;
  g_autoptr(GString) move = g_string_new (NULL);

  if (xq_game_node_get_parent (node) == NULL)
    return g_strdup (red ? _("Red to move") : _("Black to move"));
  append_numbered_move (move, game, node, TRUE);
  /* Translators: a diagram's caption; %s is the last move, e.g. "6. 车二平三" */
  return g_strdup_printf (red ? _("After %s, Red to move") : _("After %s, Black to move"),
                          move->str);
}

static void
export_diagram_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  XqWindow *self = XQ_WINDOW (widget);
  XqGameNode *cursor = xq_session_get_cursor (self->session);
  g_autofree char *caption = default_caption (self->game, cursor);
  g_autofree char *moves = moves_leading_to (self->game, cursor);
  XqDiagramDialog *dialog;

  dialog = xq_diagram_dialog_new (GTK_WINDOW (self), xq_window_current_position (self),
                                  caption, moves);
  xq_diagram_dialog_present (dialog);
}

void
xq_window_class_install_diagram_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.export-diagram", NULL,
                                   export_diagram_action);
}
