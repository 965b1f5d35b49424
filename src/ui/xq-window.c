/* xq-window.c — the main window: board, side panel, header bar
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window shows a session (xq-session.h: the game being played or
 * studied, its match with the game record, the clock, the players and the
 * referee) and keeps the board and the header bar in step with it.  Its
 * template holds the other parts, each following the model object it is
 * handed through its signals: the move list (XqMoveListView, the game), the
 * clocks (XqClockBar, the match's clock) and the buttons (XqGameControls,
 * the match).  Game flow (whose turn, the engine's replies, the end of the
 * game, draw offers, take-backs, touch-move) is the match's; the window
 * passes the user's requests on and shows the outcome.
 * The board only sends move requests; the match (or, when the user looks at
 * an earlier position, the record) decides.
 */
#define G_LOG_DOMAIN "xq-window"

#include "config.h"

#include <glib/gi18n.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <string.h>

#include "xq-board-view.h"
#include "xq-engine-player.h"
#include "xq-fen.h"
#include "xq-game-format.h"
#include "xq-opening.h"
#include "xq-sound.h"
#include "xq-window-private.h"

G_DEFINE_FINAL_TYPE (XqWindow, xq_window, ADW_TYPE_APPLICATION_WINDOW)

static void xq_window_update_board (XqWindow *self);

/* ---- Game helpers -------------------------------------------------------- */

const XqPosition *
xq_window_current_position (XqWindow *self)
{
  return xq_game_get_position (self->game);
}

static XqGameNode *
xq_window_main_line_end (XqWindow *self)
{
  return xq_session_get_main_line_end (self->session);
}

gboolean
xq_window_is_live (XqWindow *self)
{
  return xq_session_is_live (self->session);
}

gboolean
xq_window_is_computer (XqWindow *self,
                       XqColor   side)
{
  return xq_session_is_computer (self->session, side);
}

XqResult
xq_window_get_result (XqWindow  *self,
                      char     **reason)
{
  return xq_session_get_result (self->session, reason);
}

gboolean
xq_window_is_over (XqWindow *self)
{
  return xq_session_is_over (self->session);
}

/* ---- Header bar ---------------------------------------------------------- */

/* The header says what the session says. */
static void
xq_window_update_title (XqWindow *self)
{
  adw_window_title_set_title (self->window_title, xq_session_get_title (self->session));
  adw_window_title_set_subtitle (self->window_title, xq_session_get_subtitle (self->session));
}

/* The main menu's popover, its items' widgets, their labels and accessible
 * objects are made when the menu first opens, not at start-up (issue 38:
 * about 0.6 MB and a few milliseconds of the first frame). */
static void
primary_menu_create (GtkMenuButton *button,
                     gpointer       data)
{
  XqWindow *self = XQ_WINDOW (data);

  if (gtk_menu_button_get_popover (button) == NULL)
    gtk_menu_button_set_menu_model (button, self->primary_menu);
}

/* ---- Board --------------------------------------------------------------- */

static void
xq_window_update_board (XqWindow *self)
{
  XqMove legal[XQ_MAX_MOVES];
  /* The moves a person may make here, as the session says. */
  gsize n = xq_session_get_board_moves (self->session, legal, XQ_MAX_MOVES);

  xq_board_view_set_position (self->board, xq_window_current_position (self),
                              xq_game_node_get_move (xq_session_get_cursor (self->session)), legal, n);
  if (xq_session_get_hint (self->session) != XQ_MOVE_NONE)
    xq_board_view_set_hint (self->board, xq_session_get_hint (self->session));
}

static void
board_move_requested (XqBoardView *board,
                      int          from,
                      int          to,
                      XqWindow    *self)
{
  if (!xq_window_play_move (self, XQ_MOVE (from, to)))
    xq_window_update_board (self);
}

gboolean
xq_window_touch (XqWindow *self,
                 int       square)
{
  g_autoptr (GError) error = NULL;

  g_return_val_if_fail (XQ_IS_WINDOW (self), FALSE);

  if (!xq_session_get_touch_move (self->session))
    return TRUE;
  if (!xq_session_touch (self->session, square, &error))
    {
      xq_window_toast (self, error->message);
      return FALSE;
    }
  /* A binding touch narrows the moves the board offers. */
  xq_window_update_board (self);
  return TRUE;
}

/* Presses and Enter/Space on the board reach this before the board (capture
 * phase): in strict mode, they are touches (§5). */
static gboolean
board_event (GtkEventControllerLegacy *controller,
             GdkEvent                 *event,
             XqWindow                 *self)
{
  GtkWidget *board = GTK_WIDGET (self->board);
  int square = -1;

  if (!xq_session_get_touch_move (self->session))
    return GDK_EVENT_PROPAGATE;

  switch (gdk_event_get_event_type (event))
    {
    case GDK_BUTTON_PRESS:
    case GDK_TOUCH_BEGIN:
      {
        GtkNative *native = gtk_widget_get_native (board);
        double x, y, nx, ny;
        graphene_point_t in_native, in_board;

        if (native == NULL || !gdk_event_get_position (event, &x, &y))
          return GDK_EVENT_PROPAGATE;
        gtk_native_get_surface_transform (native, &nx, &ny);
        /* gtk_widget_compute_point () is in every GTK 4 (4.0 on);
         * gtk_widget_translate_coordinates () is deprecated since 4.12. */
        in_native = GRAPHENE_POINT_INIT ((float) (x - nx), (float) (y - ny));
        if (!gtk_widget_compute_point (GTK_WIDGET (native), board, &in_native, &in_board))
          return GDK_EVENT_PROPAGATE;
        square = xq_board_view_square_at (self->board, in_board.x, in_board.y);
      }
      break;
    case GDK_KEY_PRESS:
      {
        guint key = gdk_key_event_get_keyval (event);

        if (!gtk_widget_has_focus (board) || !xq_board_view_get_keyboard_active (self->board)
            || (key != GDK_KEY_Return && key != GDK_KEY_KP_Enter && key != GDK_KEY_ISO_Enter
                && key != GDK_KEY_space && key != GDK_KEY_KP_Space))
          return GDK_EVENT_PROPAGATE;
        square = xq_board_view_get_cursor (self->board);
      }
      break;
    default:
      return GDK_EVENT_PROPAGATE;
    }
  return xq_window_touch (self, square) ? GDK_EVENT_PROPAGATE : GDK_EVENT_STOP;
}

/* ---- Updates ------------------------------------------------------------- */

void
xq_window_update (XqWindow *self)
{
  xq_window_update_title (self);
  xq_window_update_board (self);
  xq_window_update_actions (self);
  _xq_window_update_analysis (self);
  _xq_window_panel_update (self);
  _xq_window_update_explorer (self);
}

void
xq_window_toast (XqWindow   *self,
                 const char *message)
{
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (message));
}

gboolean
xq_window_play_move (XqWindow *self,
                     XqMove    move)
{
  XqPosition before;
  gboolean live;
  g_autoptr (GError) error = NULL;

  g_return_val_if_fail (XQ_IS_WINDOW (self), FALSE);

  before = *xq_window_current_position (self);
  live = xq_window_is_live (self);
  if (!xq_session_play_move (self->session, move, &error))
    {
      g_debug ("move refused: %s", error->message);
      return FALSE;
    }
  /* A move of the game sounds with the match's "move-played"; analysis
   * here. */
  if (!live)
    xq_sound_play_move (self->settings, &before, move);
  return TRUE;
}

/* ---- The match's signals ------------------------------------------------- */

static void
match_move_played (XqMatch  *match,
                   guint     move,
                   XqWindow *self)
{
  XqGameNode *node = xq_window_main_line_end (self);
  XqGameNode *parent = xq_game_node_get_parent (node);
  XqPosition before;

  if (parent != NULL)
    {
      xq_game_get_position_at (self->game, parent, &before);
      xq_sound_play_move (self->settings, &before, (XqMove) move);
    }
  xq_window_update (self);
}

static void
match_game_over (XqMatch  *match,
                 XqWindow *self)
{
  g_clear_pointer (&self->draw_dialog, xq_alert_dismiss);
  xq_window_update (self);
  /* A trainer exercise shows its own outcome. */
  if (_xq_window_trainer_game_over (self))
    return;
  /* A game that is over from the start (a loaded mate) needs no dialog. */
  if (xq_session_get_result (self->session, NULL) != XQ_RESULT_ONGOING
      && !xq_session_get_starting (self->session))
    xq_window_show_game_over (self);
}

static void
match_draw_offered (XqMatch  *match,
                    int       side,
                    XqWindow *self)
{
  XqColor other = xq_color_other ((XqColor) side);

  if (!xq_window_is_computer (self, other))
    xq_window_ask_draw (self, (XqColor) side);
  else
    xq_window_toast (self, _("You offered a draw: the computer answers with its move"));
  xq_window_update (self);
}

static void
match_draw_declined (XqMatch  *match,
                     int       side,
                     XqWindow *self)
{
  g_clear_pointer (&self->draw_dialog, xq_alert_dismiss);
  if (xq_window_is_computer (self, (XqColor) side))
    xq_window_toast (self, _("The computer declines the draw offer"));
  else
    xq_window_toast (self, side == XQ_RED ? _("Red declines the draw offer")
                                          : _("Black declines the draw offer"));
  xq_window_update (self);
}

static void
match_changed (XqWindow *self)
{
  xq_window_update (self);
}

static void
game_position_changed (XqGame   *game,
                       XqWindow *self)
{
  xq_window_update (self);
  _xq_window_analysis_position_changed (self);
}

/* Lets go of the match the window followed (the session stops it). */
static void
xq_window_drop_match (XqWindow *self)
{
  g_clear_pointer (&self->draw_dialog, xq_alert_dismiss);
  g_clear_object (&self->game);
  g_clear_object (&self->match);
}

/* The session has a new match (not started yet): show it instead of the
 * current one. */
static void
session_match_changed (XqSession  *session,
                       GParamSpec *pspec,
                       XqWindow   *self)
{
  XqMatch *match = xq_session_get_match (session);

  xq_window_drop_match (self);
  self->match = g_object_ref (match);
  self->game = g_object_ref (xq_session_get_game (session));
  g_signal_group_set_target (self->game_signals, self->game);
  g_signal_group_set_target (self->match_signals, match);
  xq_move_list_view_set_game (self->move_list_view, self->game);
  xq_clock_bar_set_clock (self->clock_bar, xq_session_get_clock (session));
  xq_game_controls_set_match (self->game_controls, match);
  _xq_window_analysis_set_game (self);
  /* A person playing black against the computer sees black at the bottom. */
  xq_board_view_set_flipped (self->board,
                             xq_window_is_computer (self, XQ_RED)
                             && !xq_window_is_computer (self, XQ_BLACK));
  xq_window_update (self);
}

void
xq_window_new_game (XqWindow          *self,
                    const XqGameSetup *setup)
{
  g_autoptr (GError) error = NULL;

  g_return_if_fail (XQ_IS_WINDOW (self));
  g_return_if_fail (setup != NULL);

  /* Refused only when the computer cannot play the start: say why. */
  if (!xq_session_new_game (self->session, setup, &error))
    xq_window_toast (self, error->message);
  xq_window_update (self);
}

/* ---- Hints --------------------------------------------------------------- */

void
xq_window_request_hint (XqWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (!xq_session_request_hint (self->session, &error))
    xq_window_toast (self, error->message);
  xq_window_update_actions (self);
}

/* The session's hint (searched, or gone with the position). */
static void
session_hint_changed (XqWindow *self)
{
  xq_board_view_set_hint (self->board, xq_session_get_hint (self->session));
  xq_window_update_actions (self);
}

/* ---- Settings ------------------------------------------------------------ */

static void
settings_changed (GSettings  *settings,
                  const char *key,
                  XqWindow   *self)
{
  if (g_str_equal (key, "piece-set"))
    {
      g_autofree char *id = g_settings_get_string (settings, key);

      xq_board_view_set_piece_set (self->board, id);
    }
  else if (g_str_equal (key, "board-theme"))
    {
      g_autofree char *id = g_settings_get_string (settings, key);

      xq_board_view_set_theme (self->board, id);
    }
}

/* ---- Layout -------------------------------------------------------------- */

static void
xq_window_size_allocate (GtkWidget *widget,
                         int        width,
                         int        height,
                         int        baseline)
{
  _xq_window_layout_prepare (XQ_WINDOW (widget), width, height);
  GTK_WIDGET_CLASS (xq_window_parent_class)->size_allocate (widget, width, height, baseline);
  _xq_window_layout_allocate (XQ_WINDOW (widget), width, height);
}

/* ---- Life cycle ---------------------------------------------------------- */

/* The window goes: no more engine, clock or signals from the match. */
static void
xq_window_stop (XqWindow *self)
{
  _xq_window_layout_stop (self);
  _xq_window_analysis_stop (self);
  g_clear_pointer (&self->draw_dialog, xq_alert_dismiss);
  if (self->match_signals != NULL)
    g_signal_group_set_target (self->match_signals, NULL);
  if (self->session != NULL)
    xq_session_stop (self->session);
}

/* G_MESSAGES_DEBUG=xq-window tells how long the first frame took. */
static void
xq_window_first_paint (GdkFrameClock *clock,
                       XqWindow      *self)
{
  g_debug ("first frame painted %.1f ms after start-up",
           (g_get_monotonic_time () - self->created_us) / 1000.0);
  g_signal_handlers_disconnect_by_func (clock, xq_window_first_paint, self);
#ifdef __GLIBC__
  /* Start-up is over (main.c set the allocator for it): from now on the
   * frames' paint buffers, a few MB each with the cairo renderer, come from
   * the heap and are reused from frame to frame, as glibc's own sliding
   * threshold would have it; left to mmap (), every frame of an animation
   * faulted its buffer in again (about 10,000 page faults a move, a quarter
   * more CPU time). */
  mallopt (M_MMAP_THRESHOLD, 32 * 1024 * 1024);
  mallopt (M_TRIM_THRESHOLD, 64 * 1024 * 1024);
#endif
}

static void
xq_window_realize (GtkWidget *widget)
{
  XqWindow *self = XQ_WINDOW (widget);

  GTK_WIDGET_CLASS (xq_window_parent_class)->realize (widget);
  /* What the panel shows for the game the window started with (the
   * comment pane is made no earlier). */
  _xq_window_panel_update (self);
  g_debug ("realized %.1f ms after start-up",
           (g_get_monotonic_time () - self->created_us) / 1000.0);
  g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint",
                    G_CALLBACK (xq_window_first_paint), self);
}

/* The window goes: the game in progress is kept, the window's size
 * remembered. */
static void
xq_window_finish_close (XqWindow *self)
{
  GtkWindow *window = GTK_WINDOW (self);

  xq_session_autosave (self->session);
  xq_window_stop (self);
  if (!gtk_window_is_maximized (window))
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
}

/* The user gave up the game (or saved it): the window closes. */
static void
xq_window_close_discarded (XqWindow *self,
                           gpointer  data)
{
  xq_window_finish_close (self);
  gtk_window_destroy (GTK_WINDOW (self));
}

static gboolean
xq_window_close_request (GtkWindow *window)
{
  XqWindow *self = XQ_WINDOW (window);

  _xq_window_edit_commit (self);
  if (!xq_session_may_discard (self->session, XQ_DISCARD_CLOSE))
    {
      xq_window_confirm_discard (self, XQ_DISCARD_CLOSE, xq_window_close_discarded, NULL, NULL);
      return TRUE;
    }
  xq_window_finish_close (self);
  return GTK_WINDOW_CLASS (xq_window_parent_class)->close_request (window);
}

static void
xq_window_dispose (GObject *object)
{
  XqWindow *self = XQ_WINDOW (object);

  xq_window_stop (self);
  _xq_window_analysis_dispose (self);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  if (self->session)
    g_signal_handlers_disconnect_by_data (self->session, self);
  if (self->settings)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), XQ_TYPE_WINDOW);

  G_OBJECT_CLASS (xq_window_parent_class)->dispose (object);
}

static void
xq_window_finalize (GObject *object)
{
  XqWindow *self = XQ_WINDOW (object);

  g_clear_object (&self->match_signals);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->settings);
  g_clear_object (&self->game);
  g_clear_object (&self->match);
  g_clear_object (&self->session);
  _xq_window_library_finalize (self);

  G_OBJECT_CLASS (xq_window_parent_class)->finalize (object);
}

static void
xq_window_class_init (XqWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = xq_window_dispose;
  object_class->finalize = xq_window_finalize;
  widget_class->size_allocate = xq_window_size_allocate;
  widget_class->realize = xq_window_realize;
  window_class->close_request = xq_window_close_request;

  g_type_ensure (XQ_TYPE_BOARD_VIEW);
  g_type_ensure (XQ_TYPE_CLOCK_BAR);
  g_type_ensure (XQ_TYPE_MOVE_LIST_VIEW);
  g_type_ensure (XQ_TYPE_GAME_CONTROLS);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/xiangqi/Xiangqi/xq-window.ui");
  gtk_widget_class_bind_template_child (widget_class, XqWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, content_box);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, side_panel);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, side_panel_button);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, clock_bar);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, move_list_view);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, game_controls);
  gtk_widget_class_bind_template_child (widget_class, XqWindow, board);
  gtk_widget_class_bind_template_callback (widget_class, board_move_requested);
  gtk_widget_class_bind_template_callback (widget_class, board_event);

  xq_window_class_install_actions (widget_class);
  _xq_window_class_install_analysis_actions (widget_class);
  _xq_window_class_install_library_actions (widget_class);
  xq_window_class_install_setup_actions (widget_class);
  xq_window_class_install_diagram_actions (widget_class);
  _xq_window_class_install_edit_actions (widget_class);
  _xq_window_class_install_trainer_actions (widget_class);
  _xq_window_class_install_navigation_actions (widget_class);
  _xq_window_class_init_layout (widget_class);
  _xq_window_class_init_panel (widget_class);
}

static void
xq_window_init (XqWindow *self)
{
  static const char * const match_updates[] = {
    "taken-back", "notify::thinking", "notify::draw-offer", "notify::state",
  };
  g_autofree char *piece_set = NULL;
  g_autofree char *theme = NULL;

  self->created_us = g_get_monotonic_time ();
  self->settings = g_settings_new (APP_ID);
  self->side_panel_shown = TRUE;
  self->save_notation = XQ_NOTATION_CHINESE;

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_menu_button_set_create_popup_func (self->primary_menu_button, primary_menu_create, self,
                                         NULL);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  /* The board.  Keyboard play works from the start. */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->board));
  piece_set = g_settings_get_string (self->settings, "piece-set");
  theme = g_settings_get_string (self->settings, "board-theme");
  xq_board_view_set_piece_set (self->board, piece_set);
  xq_board_view_set_theme (self->board, theme);
  g_settings_bind (self->settings, "animation", self->board, "animate", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-legal-moves", self->board, "show-legal-moves",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-coordinates", self->board, "show-coordinates",
                   G_SETTINGS_BIND_GET);
  g_signal_connect (self->settings, "changed", G_CALLBACK (settings_changed), self);

  /* The move list writes moves as the preferences say. */
  g_settings_bind (self->settings, "notation", self->move_list_view, "notation",
                   G_SETTINGS_BIND_GET);
  _xq_window_analysis_init (self);

  /* The match's and the record's signals, whichever the session shows. */
  self->match_signals = g_signal_group_new (XQ_TYPE_MATCH);
  g_signal_group_connect (self->match_signals, "move-played", G_CALLBACK (match_move_played), self);
  g_signal_group_connect (self->match_signals, "game-over", G_CALLBACK (match_game_over), self);
  g_signal_group_connect (self->match_signals, "draw-offered", G_CALLBACK (match_draw_offered),
                          self);
  g_signal_group_connect (self->match_signals, "draw-declined", G_CALLBACK (match_draw_declined),
                          self);
  for (guint i = 0; i < G_N_ELEMENTS (match_updates); i++)
    g_signal_group_connect_swapped (self->match_signals, match_updates[i],
                                    G_CALLBACK (match_changed), self);
  self->game_signals = g_signal_group_new (XQ_TYPE_GAME);
  g_signal_group_connect (self->game_signals, "position-changed",
                          G_CALLBACK (game_position_changed), self);
  /* Any change of the tree (a comment written by the pane, a move) or of a
   * tag is one to undo, and may change what the variation actions do. */
  g_signal_group_connect_swapped (self->game_signals, "tree-changed",
                                  G_CALLBACK (xq_window_update_actions), self);
  g_signal_group_connect_swapped (self->game_signals, "tags-changed",
                                  G_CALLBACK (xq_window_update_actions), self);

  /* Until a game is set up, the session shows the start position. */
  self->session = xq_session_new ();
  g_signal_connect (self->session, "notify::match", G_CALLBACK (session_match_changed), self);
  /* The header is the session's. */
  g_signal_connect_swapped (self->session, "notify::title", G_CALLBACK (xq_window_update_title), self);
  g_signal_connect_swapped (self->session, "notify::hint", G_CALLBACK (session_hint_changed), self);
  g_signal_connect_swapped (self->session, "notify::subtitle", G_CALLBACK (xq_window_update_title),
                            self);
  session_match_changed (self->session, NULL, self);
  _xq_window_edit_init (self);
  _xq_window_engines_init (self);
  _xq_window_files_init (self);
  _xq_window_navigation_init (self);
  _xq_window_layout_init (self);
  _xq_window_panel_init (self);
  _xq_window_library_init (self);
  g_debug ("window built in %.1f ms", (g_get_monotonic_time () - self->created_us) / 1000.0);
}

XqWindow *
xq_window_new (GtkApplication *app)
{
  return g_object_new (XQ_TYPE_WINDOW, "application", app, NULL);
}

XqSession *
xq_window_get_session (XqWindow *self)
{
  g_return_val_if_fail (XQ_IS_WINDOW (self), NULL);

  return self->session;
}

XqBoardView *
xq_window_get_board (XqWindow *self)
{
  g_return_val_if_fail (XQ_IS_WINDOW (self), NULL);

  return self->board;
}

guint
xq_window_get_n_plies (XqWindow *self)
{
  g_return_val_if_fail (XQ_IS_WINDOW (self), 0);

  return xq_game_count_main_line (self->game);
}

guint
xq_window_get_current_ply (XqWindow *self)
{
  g_return_val_if_fail (XQ_IS_WINDOW (self), 0);

  return xq_game_node_get_ply (xq_session_get_cursor (self->session));
}

char *
xq_window_dup_fen (XqWindow *self)
{
  char fen[XQ_FEN_MAX];

  g_return_val_if_fail (XQ_IS_WINDOW (self), NULL);

  xq_position_to_fen (xq_window_current_position (self), fen, sizeof fen);
  return g_strdup (fen);
}
