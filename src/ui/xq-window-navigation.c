/* xq-window-navigation.c — going through the moves with the keyboard
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The navigation keys work wherever the focus is, except in text being
 * typed and in menus or dialogs: ← and → the previous and next move, Home
 * and End the start and the end of the line, Page Up and Page Down ten
 * moves, ↑ and ↓ the previous and next alternative of the move shown (the
 * variations at a branch).  They are caught in the capture phase, before the
 * focused widget: buttons would move the focus with arrows, the move list
 * its selection.
 *
 * The board's keyboard cursor keeps the arrows while it is shown (after
 * Enter or Space, or Tab into the board): then the arrows move the cursor
 * and Alt+← / Alt+→ (also Alt+↑ / Alt+↓) go through the moves; Escape hides
 * the cursor and gives the arrows back to the moves.
 */
#define G_LOG_DOMAIN "xq-window"

#include "config.h"

#include "xq-window-private.h"

#define XQ_NAVIGATION_PAGE 10

/* Moves @steps plies back (negative) or forward along the line shown. */
static void
xq_window_step (XqWindow *self,
                int       steps)
{
  for (; steps < 0; steps++)
    if (!xq_session_go (self->session, XQ_GO_BACK))
      break;
  for (; steps > 0; steps--)
    if (!xq_session_go (self->session, XQ_GO_FORWARD))
      break;
}

/* The move @delta places before or after the one shown among its parent's
 * children (the alternatives of this move). */
static void
xq_window_step_variation (XqWindow *self,
                          int       delta)
{
  xq_session_go (self->session, delta < 0 ? XQ_GO_PREVIOUS_VARIATION : XQ_GO_NEXT_VARIATION);
}

static void
navigate_more_action (GtkWidget  *widget,
                      const char *name,
                      GVariant   *param)
{
  XqWindow *self = XQ_WINDOW (widget);

  if (g_str_equal (name, "win.go-back-page"))
    xq_window_step (self, -XQ_NAVIGATION_PAGE);
  else if (g_str_equal (name, "win.go-forward-page"))
    xq_window_step (self, XQ_NAVIGATION_PAGE);
  else if (g_str_equal (name, "win.previous-variation"))
    xq_window_step_variation (self, -1);
  else if (g_str_equal (name, "win.next-variation"))
    xq_window_step_variation (self, 1);
}

/* Typing goes to text, and menus and popovers keep their keys. */
static gboolean
xq_window_focus_takes_keys (XqWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (focus == NULL)
    return FALSE;
  if (GTK_IS_EDITABLE (focus) || GTK_IS_TEXT_VIEW (focus) || GTK_IS_TEXT (focus))
    return TRUE;
  for (GtkWidget *w = focus; w != NULL; w = gtk_widget_get_parent (w))
    if (GTK_IS_POPOVER (w))
      return TRUE;
  return FALSE;
}

/* The action a key stands for, or NULL. */
static const char *
xq_window_navigation_action (guint keyval)
{
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      return "win.go-previous";
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      return "win.go-next";
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      return "win.go-first";
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      return "win.go-last";
    case GDK_KEY_Page_Up:
    case GDK_KEY_KP_Page_Up:
      return "win.go-back-page";
    case GDK_KEY_Page_Down:
    case GDK_KEY_KP_Page_Down:
      return "win.go-forward-page";
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      return "win.previous-variation";
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      return "win.next-variation";
    default:
      return NULL;
    }
}

static gboolean
xq_window_is_arrow (guint keyval)
{
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      return TRUE;
    default:
      return FALSE;
    }
}

gboolean
_xq_window_navigation_key (XqWindow        *self,
                           guint            keyval,
                           GdkModifierType  state)
{
  const char *action = xq_window_navigation_action (keyval);
  GtkWidget *focus;
  gboolean alt;

  g_return_val_if_fail (XQ_IS_WINDOW (self), FALSE);

  state &= GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK | GDK_SUPER_MASK;
  alt = state == GDK_ALT_MASK;
  if (action == NULL || (state != 0 && !alt) || (alt && !xq_window_is_arrow (keyval)))
    return FALSE;
  if (xq_window_focus_takes_keys (self))
    return FALSE;
  /* The board's cursor keeps the plain arrows while it shows. */
  focus = gtk_root_get_focus (GTK_ROOT (self));
  if (!alt && xq_window_is_arrow (keyval) && focus == GTK_WIDGET (self->board)
      && xq_board_view_get_keyboard_active (self->board))
    return FALSE;
  /* A disabled action (at the start, at the end) still takes the key: it
   * must not move the focus either. */
  gtk_widget_activate_action (GTK_WIDGET (self), action, NULL);
  return TRUE;
}

static gboolean
navigation_key_pressed (GtkEventControllerKey *controller,
                        guint                  keyval,
                        guint                  keycode,
                        GdkModifierType        state,
                        XqWindow              *self)
{
  return _xq_window_navigation_key (self, keyval, state);
}

void
_xq_window_navigation_update_actions (XqWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  gtk_widget_action_set_enabled (widget, "win.go-back-page",
                                 xq_session_can_go (self->session, XQ_GO_BACK));
  gtk_widget_action_set_enabled (widget, "win.go-forward-page",
                                 xq_session_can_go (self->session, XQ_GO_FORWARD));
  gtk_widget_action_set_enabled (widget, "win.previous-variation",
                                 xq_session_can_go (self->session, XQ_GO_PREVIOUS_VARIATION));
  gtk_widget_action_set_enabled (widget, "win.next-variation",
                                 xq_session_can_go (self->session, XQ_GO_NEXT_VARIATION));
}

void
_xq_window_class_install_navigation_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.go-back-page", NULL, navigate_more_action);
  gtk_widget_class_install_action (widget_class, "win.go-forward-page", NULL,
                                   navigate_more_action);
  gtk_widget_class_install_action (widget_class, "win.previous-variation", NULL,
                                   navigate_more_action);
  gtk_widget_class_install_action (widget_class, "win.next-variation", NULL,
                                   navigate_more_action);
}

void
_xq_window_navigation_init (XqWindow *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (navigation_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}
