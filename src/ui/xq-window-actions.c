/* xq-window-actions.c — the window's actions: navigation, game controls (the
 * file actions are in xq-window-files.c)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define G_LOG_DOMAIN "xq-window"

#include "config.h"

#include <glib/gi18n.h>

#include "xq-alert.h"
#include "xq-new-game-dialog.h"
#include "xq-shortcuts.h"
#include "xq-window-private.h"

/* ---- Actions ------------------------------------------------------------- */

static void
new_game_response (XqNewGameDialog *dialog,
                   XqWindow        *self)
{
  XqGameSetup setup = { 0 };
  const char *program, *protocol;

  for (int side = 0; side < 2; side++)
    {
      setup.sides[side].computer = xq_new_game_dialog_get_computer (dialog, side);
      setup.sides[side].level = xq_new_game_dialog_get_level (dialog, side);
      if (!xq_new_game_dialog_get_engine (dialog, &program, &protocol))
        program = protocol = "";
      g_strlcpy (setup.sides[side].engine, program, sizeof setup.sides[side].engine);
      g_strlcpy (setup.sides[side].engine_protocol, protocol,
                 sizeof setup.sides[side].engine_protocol);
    }
  xq_new_game_dialog_get_start (dialog, &setup.start);
  xq_new_game_dialog_get_time_control (dialog, &setup.time_control);
  setup.rules = xq_new_game_dialog_get_rule_set (dialog);
  setup.strict = xq_new_game_dialog_get_strict (dialog);
  xq_window_new_game (self, &setup);
}

static void
xq_window_show_new_game (XqWindow *self,
                         gpointer  data)
{
  XqNewGameDialog *dialog = xq_new_game_dialog_new (GTK_WINDOW (self), self->settings);

  g_signal_connect (dialog, "start", G_CALLBACK (new_game_response), self);
  xq_new_game_dialog_present (dialog);
}

static void
new_game_action (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  /* Also after a game that is over: it may not be saved. */
  xq_window_confirm_discard (XQ_WINDOW (widget), XQ_DISCARD_NEW_GAME, xq_window_show_new_game,
                             NULL, NULL);
}

static void
undo_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  /* Text being typed undoes itself; a study undoes edits; a game played
   * against the computer takes back (see xq-window-edit.c). */
  if (_xq_window_edit_text_action (self, "text.undo"))
    return;
  _xq_window_edit_undo (self);
}

static void
redo_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  if (_xq_window_edit_text_action (self, "text.redo"))
    return;
  /* Nothing to redo: the next move, as on the move list. */
  if (xq_session_get_can_redo (self->session))
    _xq_window_edit_redo (self);
  else
    xq_session_go (self->session, XQ_GO_FORWARD);
}

static void
flip_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  xq_board_view_set_flipped (self->board, !xq_board_view_get_flipped (self->board));
}

static void
hint_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  xq_window_request_hint (XQ_WINDOW (widget));
}

static void
navigate_action (GtkWidget  *widget,
                 const char *name,
                 GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  if (g_str_equal (name, "win.go-first"))
    xq_session_go (self->session, XQ_GO_START);
  else if (g_str_equal (name, "win.go-previous"))
    xq_session_go (self->session, XQ_GO_BACK);
  else if (g_str_equal (name, "win.go-next"))
    xq_session_go (self->session, XQ_GO_FORWARD);
  else
    xq_session_go (self->session, XQ_GO_END);
}

/* ---- Draws and resigning ------------------------------------------------ */

static void
draw_answer_response (GtkWidget  *dialog,
                      const char *response,
                      XqWindow   *self)
{
  self->draw_dialog = NULL;
  xq_session_answer_draw (self->session, g_str_equal (response, "accept"), NULL);
}

void
xq_window_ask_draw (XqWindow *self,
                    XqColor   offerer)
{
  GtkWidget *dialog;

  g_clear_pointer (&self->draw_dialog, xq_alert_dismiss);
  dialog = xq_alert_new (offerer == XQ_RED ? _("Red Offers a Draw")
                                           : _("Black Offers a Draw"),
                         offerer == XQ_RED ? _("Does black accept the draw?")
                                           : _("Does red accept the draw?"));
  xq_alert_add_responses (dialog, "decline", _("_Decline"),
                          "accept", _("_Accept"), NULL);
  xq_alert_set_response_appearance (dialog, "accept", ADW_RESPONSE_SUGGESTED);
  xq_alert_set_close_response (dialog, "decline");
  g_signal_connect (dialog, "response", G_CALLBACK (draw_answer_response), self);
  self->draw_dialog = dialog;
  xq_alert_present (dialog, GTK_WIDGET (self));
}

static void
offer_draw_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  g_autoptr (GError) error = NULL;
  gboolean with_move = FALSE;

  /* The opponent answers: the engine when it has searched, a person in a
   * dialog (see the match's "draw-offered"). */
  if (!xq_session_offer_draw (self->session, &with_move, &error))
    xq_window_toast (self, error->message);
  else if (with_move)
    {
      xq_window_toast (self, _("Your draw offer will be made with your next move (§23.1)"));
      xq_window_update_actions (self);
    }
}

static void
claim_draw_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  if (!xq_session_claim_draw (self->session, &error))
    xq_window_toast (self, error->message);
}

static void
xq_window_resign (XqWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (!xq_session_resign (self->session, &error))
    xq_window_toast (self, error->message);
}

static void
resign_response (GtkWidget  *dialog,
                 const char *response,
                 XqWindow   *self)
{
  if (g_str_equal (response, "resign"))
    xq_window_resign (self);
}

static void
resign_action (GtkWidget  *widget,
               const char *name,
               GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);
  GtkWidget *dialog;

  if (!xq_session_can_resign (self->session))
    return;
  if (!g_settings_get_boolean (self->settings, "confirm-resign"))
    {
      xq_window_resign (self);
      return;
    }
  dialog = xq_alert_new (_("Resign the Game?"),
                         xq_session_user_side (self->session) == XQ_RED
                           ? _("Red will lose the game.")
                           : _("Black will lose the game."));
  xq_alert_add_responses (dialog, "cancel", _("_Cancel"),
                          "resign", _("_Resign"), NULL);
  xq_alert_set_response_appearance (dialog, "resign", ADW_RESPONSE_DESTRUCTIVE);
  xq_alert_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (resign_response), self);
  xq_alert_present (dialog, widget);
}

static void
side_panel_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  self->side_panel_shown = !self->side_panel_shown;
  gtk_widget_set_visible (self->side_panel, self->side_panel_shown);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->side_panel_button),
                                self->side_panel_shown);
}

/* ---- Game over ----------------------------------------------------------- */

static void
game_over_response (GtkWidget  *dialog,
                    const char *response,
                    XqWindow   *self)
{
  if (g_str_equal (response, "new"))
    xq_window_confirm_discard (self, XQ_DISCARD_NEW_GAME, xq_window_show_new_game, NULL, NULL);
  else if (g_str_equal (response, "save"))
    _xq_window_save_as (self);
  else if (g_str_equal (response, "review"))
    xq_session_go (self->session, XQ_GO_START);
}

void
xq_window_show_game_over (XqWindow *self)
{
  GtkWidget *dialog;
  g_autofree char *reason = NULL;
  const char *heading;

  switch (xq_window_get_result (self, &reason))
    {
    case XQ_RESULT_RED_WINS:
      heading = _("Red Wins");
      break;
    case XQ_RESULT_BLACK_WINS:
      heading = _("Black Wins");
      break;
    case XQ_RESULT_DRAW:
      heading = _("Draw");
      break;
    case XQ_RESULT_ONGOING:
    default:
      return;
    }
  dialog = xq_alert_new (heading, reason);
  xq_alert_add_responses (dialog,
                          "review", _("_Review"),
                          "save", _("_Save"),
                          "new", _("_New Game"),
                          NULL);
  xq_alert_set_response_appearance (dialog, "new", ADW_RESPONSE_SUGGESTED);
  xq_alert_set_default_response (dialog, "new");
  xq_alert_set_close_response (dialog, "close");
  g_signal_connect (dialog, "response", G_CALLBACK (game_over_response), self);
  xq_alert_present (dialog, GTK_WIDGET (self));
}

/* ---- Keyboard shortcuts -------------------------------------------------- */

/* Built when first asked for, not with every window (start-up time). */
static void
shortcuts_action (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  xq_shortcuts_present (widget);
}

/* ---- Enabling ------------------------------------------------------------ */

void
xq_window_update_actions (XqWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean has_parent = xq_session_can_go (self->session, XQ_GO_BACK);
  gboolean has_child = xq_session_can_go (self->session, XQ_GO_FORWARD);

  gtk_widget_action_set_enabled (widget, "win.undo", xq_session_get_can_undo (self->session));
  gtk_widget_action_set_enabled (widget, "win.redo", xq_session_get_can_redo (self->session)
                                                     || has_child);
  gtk_widget_action_set_enabled (widget, "win.go-first", has_parent);
  gtk_widget_action_set_enabled (widget, "win.go-previous", has_parent);
  gtk_widget_action_set_enabled (widget, "win.go-next", has_child);
  gtk_widget_action_set_enabled (widget, "win.go-last", has_child);
  gtk_widget_action_set_enabled (widget, "win.hint", xq_session_get_hint_allowed (self->session));
  gtk_widget_action_set_enabled (widget, "win.offer-draw", xq_session_can_offer_draw (self->session));
  gtk_widget_action_set_enabled (widget, "win.claim-draw", xq_session_can_claim_draw (self->session));
  gtk_widget_action_set_enabled (widget, "win.resign", xq_session_can_resign (self->session));
  _xq_window_edit_update_actions (self);
  _xq_window_navigation_update_actions (self);
}

void
xq_window_class_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  _xq_window_class_install_file_actions (widget_class);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.flip", NULL, flip_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.go-first", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "win.go-previous", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "win.go-next", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "win.go-last", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "win.offer-draw", NULL, offer_draw_action);
  gtk_widget_class_install_action (widget_class, "win.claim-draw", NULL, claim_draw_action);
  gtk_widget_class_install_action (widget_class, "win.resign", NULL, resign_action);
  gtk_widget_class_install_action (widget_class, "win.show-side-panel", NULL, side_panel_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, shortcuts_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, 0, "win.flip", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, 0, "win.hint", NULL);
  /* The navigation keys are caught before the focused widget: see
   * xq-window-navigation.c. */
}
