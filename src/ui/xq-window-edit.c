/* xq-window-edit.c — editing the record in the window: comments, annotation
 * symbols, the move list's context menu, undo and redo, the clipboard
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Undo (Ctrl+Z) and redo (Ctrl+Shift+Z) mean two things.  In a game against
 * the computer, or under tournament rules, while it is played (or after a
 * mate that may still be taken back), they take moves back and play them
 * again, as the match allows (xq-match.h), and the moves of the game cannot
 * be edited.  Otherwise — studying a game, two people at one board, a game
 * that is over — they undo and redo the last edit of the record: a move
 * entered, a comment, an annotation, a deletion, a reordering, a tag.
 *
 * When an edit changes the main line of a game two people are still
 * playing, the game goes on from the new main line: the session plays on
 * the same record with the same rules and clock (xq_session_continue_game).
 *
 * Every change of the record is unsaved (the session's "dirty"), and every
 * path that would lose it asks first (xq_window_confirm_discard()).
 */
#define G_LOG_DOMAIN "xq-window"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-game-format.h"
#include "xq-game-info-dialog.h"
#include "xq-pgn.h"
#include "xq-window-private.h"

/* ---- Undo, redo and the match -------------------------------------------- */

/* After every edit of the record: a match being played goes on from the
 * main line as it is now, or, when its moves may not change, the edit is
 * undone (the session decides). */
static void
xq_window_edit_done (XqWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (!xq_session_edit_done (self->session, &error))
    xq_window_toast (self, error->message);
  xq_window_update (self);
}

/* Text being typed (the comment, an entry) keeps its own undo and
 * clipboard: the window's keys act there. */
static GtkWidget *
xq_window_text_focus (XqWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  return GTK_IS_TEXT_VIEW (focus) || GTK_IS_TEXT (focus) ? focus : NULL;
}

gboolean
_xq_window_edit_text_action (XqWindow   *self,
                             const char *action)
{
  GtkWidget *text = xq_window_text_focus (self);

  return text != NULL && gtk_widget_activate_action (text, action, NULL);
}

/* Undoes (or redoes): the last edit of the record, or moves taken back
 * and played again, as the session means it. */
static void
xq_window_edit_step (XqWindow *self,
                     gboolean  redo)
{
  g_autoptr (GError) error = NULL;

  _xq_window_edit_commit (self);
  if (!(redo ? xq_session_redo (self->session, &error) : xq_session_undo (self->session, &error)))
    xq_window_toast (self, error->message);
  xq_window_update (self);
}

void
_xq_window_edit_undo (XqWindow *self)
{
  xq_window_edit_step (self, FALSE);
}

void
_xq_window_edit_redo (XqWindow *self)
{
  xq_window_edit_step (self, TRUE);
}

/* ---- Annotations ---------------------------------------------------------- */

/* win.annotate (int32 NAG): toggles ! ? !! ?? !? ?! (1..6) on the current
 * move; 0 clears them (other NAGs stay). */
static void
annotate_action (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  _xq_window_edit_commit (self);
  if (!xq_session_annotate (self->session, g_variant_get_int32 (param), &error))
    xq_window_toast (self, error->message);
  xq_window_update (self);
}

/* ---- The move list's context menu ---------------------------------------- */

static const struct
{
  const char *action;
  XqVariationEdit edit;
} variation_actions[] = {
  { "win.promote-variation", XQ_VARIATION_PROMOTE },
  { "win.make-main-line", XQ_VARIATION_MAKE_MAIN_LINE },
  { "win.variation-up", XQ_VARIATION_UP },
  { "win.variation-down", XQ_VARIATION_DOWN },
  { "win.delete-variation", XQ_VARIATION_DELETE },
  { "win.delete-rest", XQ_VARIATION_DELETE_REST },
};

static void
variation_action (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  _xq_window_edit_commit (self);
  for (guint i = 0; i < G_N_ELEMENTS (variation_actions); i++)
    if (g_str_equal (name, variation_actions[i].action)
        && !xq_session_edit_variation (self->session, variation_actions[i].edit, &error))
      xq_window_toast (self, error->message);
  xq_window_update (self);
}

/* Add Comment Before: the comment after the previous move. */
static void
comment_action (GtkWidget  *widget,
                const char *name,
                GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  if (!self->side_panel_shown)
    gtk_widget_activate_action (widget, "win.show-side-panel", NULL);
  if (g_str_equal (name, "win.comment-before"))
    xq_session_go (self->session, XQ_GO_BACK);
  _xq_window_ensure_comment_pane (self);
  _xq_window_panel_update (self);
  xq_comment_pane_focus_text (self->comment_pane);
}

/* ---- Game information ---------------------------------------------------- */

static void
game_info_action (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  GtkWidget *dialog;

  _xq_window_edit_commit (self);
  dialog = xq_game_info_dialog_new (GTK_WINDOW (self), self->game);
  /* The result of a game being played is the match's; of a record studied
   * or a game over, the user's (a correction after it ended wins, and is
   * saved). */
  xq_game_info_dialog_set_result_editable (XQ_GAME_INFO_DIALOG (dialog),
                                           !xq_session_is_playing (self->session));
  g_signal_connect_swapped (dialog, "applied", G_CALLBACK (xq_window_edit_done), self);
  xq_game_info_dialog_present (XQ_GAME_INFO_DIALOG (dialog));
}

/* ---- Clipboard ----------------------------------------------------------- */

static void
copy_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  g_autofree char *text = NULL;

  _xq_window_edit_commit (self);
  if (g_str_equal (name, "win.copy-position"))
    text = xq_game_dup_fen (self->game);
  else
    text = xq_pgn_write_string (self->game, self->save_notation, XQ_PGN_WRITE_DEFAULT);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  xq_window_toast (self, g_str_equal (name, "win.copy-position")
                           ? _("Position copied as FEN") : _("Game copied as PGN"));
}

static void
xq_window_open_pasted (XqWindow *self,
                       gpointer  data)
{
  xq_session_open_game (self->session, XQ_GAME (data), NULL);
  xq_session_set_dirty (self->session, TRUE);
  xq_window_update (self);
}

static gboolean
xq_window_no_game_error (GError **error)
{
  g_set_error_literal (error, XQ_GAME_ERROR, XQ_GAME_ERROR_NO_GAME,
                       _("The clipboard holds no game or position"));
  return FALSE;
}

/* Opens a game or a position given as text (PGN, FEN or any format the
 * readers detect), asking first when the game shown has unsaved changes.
 * FALSE with the reason when the text holds none. */
static gboolean
xq_window_open_text (XqWindow   *self,
                     const char *text,
                     GError    **error)
{
  g_autoptr (GPtrArray) games = xq_session_read_text (self->session, text, error);

  if (games == NULL)
    return FALSE;
  if (games->len == 0)
    return xq_window_no_game_error (error);
  xq_window_confirm_discard (self, XQ_DISCARD_OPEN, xq_window_open_pasted,
                             g_object_ref (g_ptr_array_index (games, 0)), g_object_unref);
  return TRUE;
}

static void
paste_done (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  g_autoptr (XqWindow) self = data;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);

  if (text == NULL && error == NULL)
    xq_window_no_game_error (&error);
  if (text == NULL || !xq_window_open_text (self, text, &error))
    {
      g_autofree char *message = g_strdup_printf (_("Nothing to paste: %s"), error->message);

      xq_window_toast (self, message);
    }
}

static void
paste_action (GtkWidget  *widget,
              const char *name,
              GVariant   *param)
{
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, paste_done,
                                 g_object_ref (widget));
}

/* ---- Committing ---------------------------------------------------------- */

void
_xq_window_edit_commit (XqWindow *self)
{
  if (self->comment_pane != NULL)
    xq_comment_pane_commit (self->comment_pane);
}

/* Made when first needed, under the move list (issue 38: the game the app
 * starts with, against the computer, hides it). */
XqCommentPane *
_xq_window_ensure_comment_pane (XqWindow *self)
{
  GtkWidget *list = GTK_WIDGET (self->move_list_view);

  if (self->comment_pane != NULL)
    return self->comment_pane;
  self->comment_pane = XQ_COMMENT_PANE (xq_comment_pane_new ());
  /* Shown by the panel's update (xq-window-panel.c), which knows whether
   * the game being played hides it. */
  gtk_widget_set_visible (GTK_WIDGET (self->comment_pane), FALSE);
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (list)), GTK_WIDGET (self->comment_pane),
                              list);
  g_settings_bind (self->settings, "notation", self->comment_pane, "notation", G_SETTINGS_BIND_GET);
  xq_comment_pane_set_game (self->comment_pane, self->game);
  return self->comment_pane;
}

/* ---- Enabling and set-up ------------------------------------------------- */

void
_xq_window_edit_update_actions (XqWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean is_move = xq_session_can_go (self->session, XQ_GO_BACK);

  gtk_widget_action_set_enabled (widget, "win.annotate", is_move);
  for (guint i = 0; i < G_N_ELEMENTS (variation_actions); i++)
    gtk_widget_action_set_enabled (widget, variation_actions[i].action,
                                   xq_session_can_edit_variation (self->session,
                                                                  variation_actions[i].edit));
  gtk_widget_action_set_enabled (widget, "win.comment-before", is_move);
}

/* Unsaved changes: a dot in the header bar and in the window's title (the
 * task switcher's). */
static void
session_dirty_changed (XqWindow *self)
{
  gboolean unsaved = xq_session_get_dirty (self->session);
  g_autofree char *title = unsaved ? g_strdup_printf ("• %s", _("Xiangqi")) : NULL;

  gtk_widget_set_visible (self->unsaved_mark, unsaved);
  gtk_window_set_title (GTK_WINDOW (self), unsaved ? title : _("Xiangqi"));
}

static void
session_match_changed (XqWindow *self)
{
  if (self->comment_pane != NULL)
    xq_comment_pane_set_game (self->comment_pane, self->game);
  if (self->unsaved_mark != NULL)
    session_dirty_changed (self);
}

void
_xq_window_edit_init (XqWindow *self)
{
  GtkWidget *header = gtk_widget_get_ancestor (GTK_WIDGET (self->window_title), ADW_TYPE_HEADER_BAR);

  self->unsaved_mark = gtk_label_new ("•");
  gtk_widget_add_css_class (self->unsaved_mark, "unsaved-mark");
  gtk_widget_set_tooltip_text (self->unsaved_mark, _("Unsaved changes"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->unsaved_mark),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Unsaved changes"), -1);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), self->unsaved_mark);
  g_signal_connect_object (self->session, "notify::match", G_CALLBACK (session_match_changed),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::dirty", G_CALLBACK (session_dirty_changed),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::can-undo",
                           G_CALLBACK (xq_window_update_actions), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->session, "notify::can-redo",
                           G_CALLBACK (xq_window_update_actions), self, G_CONNECT_SWAPPED);
  session_match_changed (self);
  session_dirty_changed (self);
}

void
_xq_window_class_install_edit_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.annotate", "i", annotate_action);
  for (guint i = 0; i < G_N_ELEMENTS (variation_actions); i++)
    gtk_widget_class_install_action (widget_class, variation_actions[i].action, NULL,
                                     variation_action);
  gtk_widget_class_install_action (widget_class, "win.comment-before", NULL, comment_action);
  gtk_widget_class_install_action (widget_class, "win.comment-after", NULL, comment_action);
  gtk_widget_class_install_action (widget_class, "win.game-info", NULL, game_info_action);
  gtk_widget_class_install_action (widget_class, "win.copy-game", NULL, copy_action);
  gtk_widget_class_install_action (widget_class, "win.copy-position", NULL, copy_action);
  gtk_widget_class_install_action (widget_class, "win.paste", NULL, paste_action);

  for (int nag = 0; nag <= XQ_NAG_DUBIOUS; nag++)
    gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0 + nag, GDK_CONTROL_MASK,
                                         "win.annotate", "i", nag);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "win.delete-variation", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, GDK_CONTROL_MASK,
                                       "win.delete-rest", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_CONTROL_MASK,
                                       "win.variation-up", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_CONTROL_MASK,
                                       "win.variation-down", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK,
                                       "win.promote-variation", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m, GDK_CONTROL_MASK,
                                       "win.make-main-line", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK,
                                       "win.game-info", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK,
                                       "win.copy-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.copy-position", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK, "win.paste", NULL);
}
