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
#include <string.h>

#include "xq-board-view.h"
#include "xq-engine-player.h"
#include "xq-fen.h"
#include "xq-game-format.h"
#include "xq-opening.h"
#include "xq-sound.h"
#include "xq-window-private.h"

/* Below this width the side panel goes under the board. */
#define XQ_WINDOW_NARROW_WIDTH 640

G_DEFINE_FINAL_TYPE (XqWindow, xq_window, ADW_TYPE_APPLICATION_WINDOW)

static void xq_window_update_board (XqWindow *self);

/* ---- Game helpers -------------------------------------------------------- */

const XqPosition *
xq_window_current_position (XqWindow *self)
{
  return xq_game_get_position (self->game);
}

/* The moves from the start to @node, oldest first. */
static GArray *
xq_window_path_moves (XqGameNode *node)
{
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (XqMove));
  guint ply = xq_game_node_get_ply (node);

  g_array_set_size (moves, ply);
  for (XqGameNode *n = node; n && xq_game_node_get_parent (n); n = xq_game_node_get_parent (n))
    g_array_index (moves, XqMove, --ply) = xq_game_node_get_move (n);
  return moves;
}

static XqGameNode *
xq_window_main_line_end (XqWindow *self)
{
  return xq_game_node_get_line_end (xq_game_get_root (self->game));
}

static gboolean
xq_window_at_main_line_end (XqWindow *self)
{
  return xq_game_get_cursor (self->game) == xq_window_main_line_end (self);
}

gboolean
xq_window_is_live (XqWindow *self)
{
  return xq_match_get_state (self->match) == XQ_MATCH_PLAYING
         && xq_window_at_main_line_end (self)
         && xq_position_equal (xq_match_get_position (self->match),
                               xq_window_current_position (self));
}

gboolean
xq_window_is_computer (XqWindow *self,
                       XqColor   side)
{
  return xq_session_is_computer (self->session, side);
}

static int
xq_window_level (XqWindow *self,
                 XqColor   side)
{
  XqPlayer *player = xq_match_get_player (self->match, side);

  return XQ_IS_ENGINE_PLAYER (player) ? xq_engine_player_get_level (XQ_ENGINE_PLAYER (player)) : 0;
}

XqColor
xq_window_user_side (XqWindow *self)
{
  XqColor side = xq_match_get_side_to_move (self->match);

  /* The person at the computer; with two, the side to move. */
  if (xq_window_is_computer (self, side) && !xq_window_is_computer (self, xq_color_other (side)))
    return xq_color_other (side);
  return side;
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

static void
xq_window_update_title (XqWindow *self)
{
  const XqPosition *pos = xq_window_current_position (self);
  g_autofree char *reason = NULL;
  g_autofree char *subtitle = NULL;
  XqResult result = xq_window_get_result (self, &reason);
  gboolean at_end = xq_window_at_main_line_end (self);
  const char *title;

  /* The result shows at the end of the game; earlier positions are review. */
  if (!at_end)
    result = XQ_RESULT_ONGOING;
  switch (result)
    {
    case XQ_RESULT_RED_WINS:
      title = _("Red Wins");
      subtitle = g_steal_pointer (&reason);
      break;
    case XQ_RESULT_BLACK_WINS:
      title = _("Black Wins");
      subtitle = g_steal_pointer (&reason);
      break;
    case XQ_RESULT_DRAW:
      title = _("Draw");
      subtitle = g_steal_pointer (&reason);
      break;
    case XQ_RESULT_ONGOING:
    default:
      if (pos->side == XQ_RED)
        title = xq_window_is_computer (self, XQ_RED) ? _("Red (Computer) to Move") : _("Red to Move");
      else
        title = xq_window_is_computer (self, XQ_BLACK) ? _("Black (Computer) to Move") : _("Black to Move");
      if (!at_end)
        {
          XqGameNode *cursor = xq_game_get_cursor (self->game);

          subtitle = g_strdup_printf (_("Reviewing move %u of %u"),
                                      xq_game_node_get_ply (cursor),
                                      xq_game_node_get_ply (xq_game_node_get_line_end (cursor)));
        }
      else if (xq_match_get_state (self->match) == XQ_MATCH_FINISHED)
        subtitle = xq_match_describe_end (self->match);
      else if (xq_match_get_thinking (self->match))
        subtitle = g_strdup (_("Thinking…"));
      else if (xq_position_in_check (pos))
        subtitle = g_strdup (_("Check!"));
      else if (xq_match_get_draw_offer (self->match) >= 0)
        subtitle = g_strdup (xq_match_get_draw_offer (self->match) == XQ_RED
                             ? _("Red offers a draw") : _("Black offers a draw"));
      else if (xq_match_get_strict (self->match))
        subtitle = g_strdup (_("Tournament rules: a touched piece must be moved (§5)"));
      else if (xq_window_is_computer (self, XQ_RED) != xq_window_is_computer (self, XQ_BLACK))
        {
          XqColor computer = xq_window_is_computer (self, XQ_RED) ? XQ_RED : XQ_BLACK;
          const char *engine = xq_player_get_name (xq_match_get_player (self->match, computer));

          /* An external engine: named, it has no level of ours. */
          if (xq_window_level (self, computer) == 0)
            subtitle = g_strdup_printf (computer == XQ_BLACK ? _("You play red against %s")
                                                             : _("You play black against %s"),
                                        engine);
          else
            subtitle = g_strdup_printf (computer == XQ_BLACK
                                          ? _("You play red against the computer (level %d)")
                                          : _("You play black against the computer (level %d)"),
                                        xq_window_level (self, computer));
        }
      break;
    }
  if (subtitle == NULL)
    {
      const XqOpening *opening = xq_opening_for_game (self->game);

      if (opening != NULL)
        subtitle = xq_opening_dup_label (opening);
    }

  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle ? subtitle : "");
}

/* ---- Board --------------------------------------------------------------- */

/* Whether moves at the cursor go into the record as analysis: at earlier
 * positions, except while a tournament game is being played. */
static gboolean
xq_window_can_analyse (XqWindow *self)
{
  if (xq_window_is_live (self))
    return FALSE;
  if (xq_match_get_state (self->match) == XQ_MATCH_PLAYING)
    return !xq_match_get_strict (self->match) && !xq_window_at_main_line_end (self);
  /* A finished game: variations anywhere but after its last move. */
  return !xq_window_at_main_line_end (self);
}

static void
xq_window_update_board (XqWindow *self)
{
  const XqPosition *pos = xq_window_current_position (self);
  XqGameNode *cursor = xq_game_get_cursor (self->game);
  XqMove legal[XQ_MAX_MOVES];
  size_t n = 0;

  /* A person moves when it is their turn in the game: the moves the match
   * allows (touch-move considered); analysis anything legal. */
  if (xq_window_is_live (self))
    {
      if (!xq_window_is_computer (self, pos->side) && !xq_match_get_thinking (self->match))
        n = xq_match_get_allowed_moves (self->match, legal, XQ_MAX_MOVES);
    }
  else if (xq_window_can_analyse (self))
    n = xq_generate_legal (pos, legal, XQ_MAX_MOVES);
  xq_board_view_set_position (self->board, pos, xq_game_node_get_move (cursor), legal, n);
  if (self->hint != XQ_MOVE_NONE)
    xq_board_view_set_hint (self->board, self->hint);
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

  if (square < 0 || square >= XQ_SQUARES || !xq_window_is_live (self)
      || !xq_match_get_strict (self->match))
    return TRUE;
  if (!xq_match_touch (self->match, square, &error))
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

  if (!xq_match_get_strict (self->match) || !xq_window_is_live (self))
    return GDK_EVENT_PROPAGATE;

  switch (gdk_event_get_event_type (event))
    {
    case GDK_BUTTON_PRESS:
    case GDK_TOUCH_BEGIN:
      {
        GtkNative *native = gtk_widget_get_native (board);
        double x, y, nx, ny, bx, by;

        if (native == NULL || !gdk_event_get_position (event, &x, &y))
          return GDK_EVENT_PROPAGATE;
        gtk_native_get_surface_transform (native, &nx, &ny);
        if (!gtk_widget_translate_coordinates (GTK_WIDGET (native), board, x - nx, y - ny,
                                               &bx, &by))
          return GDK_EVENT_PROPAGATE;
        square = xq_board_view_square_at (self->board, bx, by);
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

  g_return_val_if_fail (XQ_IS_WINDOW (self), FALSE);

  before = *xq_window_current_position (self);
  self->hint = XQ_MOVE_NONE;
  if (xq_window_is_live (self))
    {
      XqColor mover = (XqColor) before.side;
      g_autoptr (GError) error = NULL;

      if (xq_window_is_computer (self, mover))
        return FALSE;
      /* The sound, the record and the board follow from the match's
       * signals. */
      if (!xq_match_play_move (self->match, move, &error))
        {
          g_debug ("move refused: %s", error->message);
          return FALSE;
        }
      if (xq_session_get_offer_with_move (self->session))
        {
          xq_session_set_offer_with_move (self->session, FALSE);
          if (xq_match_get_state (self->match) == XQ_MATCH_PLAYING
              && !xq_match_offer_draw (self->match, mover, &error))
            xq_window_toast (self, error->message);
        }
      return TRUE;
    }
  if (!xq_window_can_analyse (self) || !xq_position_is_legal_move (&before, move))
    return FALSE;
  /* Analysis: a variation in the record, outside the game. */
  xq_sound_play_move (self->settings, &before, move);
  if (xq_game_play_move (self->game, move, NULL) == NULL)
    return FALSE;
  xq_session_set_dirty (self->session, TRUE);
  return TRUE;
}

void
xq_window_take_back (XqWindow *self)
{
  g_autoptr (GError) error = NULL;

  xq_session_set_offer_with_move (self->session, FALSE);
  if (!xq_match_take_back (self->match, &error))
    xq_window_toast (self, error->message);
}

void
xq_window_redo (XqWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (!xq_match_redo (self->match, &error))
    xq_window_toast (self, error->message);
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
  self->hint = XQ_MOVE_NONE;
  xq_window_update (self);
}

static void
match_game_over (XqMatch  *match,
                 XqWindow *self)
{
  g_clear_pointer (&self->draw_dialog, gtk_window_destroy);
  xq_window_update (self);
  /* A trainer exercise shows its own outcome. */
  if (_xq_window_trainer_game_over (self))
    return;
  /* A game that is over from the start (a loaded mate) needs no dialog. */
  if (xq_match_get_result (match) != XQ_RESULT_ONGOING && !xq_session_get_starting (self->session))
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
  g_clear_pointer (&self->draw_dialog, gtk_window_destroy);
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
  self->hint = XQ_MOVE_NONE;
  xq_window_update (self);
}

/* Lets go of the match the window followed (the session stops it). */
static void
xq_window_drop_match (XqWindow *self)
{
  g_cancellable_cancel (self->hint_cancellable);
  self->hint_busy = FALSE;
  g_clear_pointer (&self->draw_dialog, gtk_window_destroy);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
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
  self->game = g_object_ref (xq_match_get_game (match));
  g_signal_connect (self->game, "position-changed", G_CALLBACK (game_position_changed), self);
  g_signal_connect (match, "move-played", G_CALLBACK (match_move_played), self);
  g_signal_connect (match, "game-over", G_CALLBACK (match_game_over), self);
  g_signal_connect (match, "draw-offered", G_CALLBACK (match_draw_offered), self);
  g_signal_connect (match, "draw-declined", G_CALLBACK (match_draw_declined), self);
  g_signal_connect_swapped (match, "taken-back", G_CALLBACK (match_changed), self);
  g_signal_connect_swapped (match, "notify::thinking", G_CALLBACK (match_changed), self);
  g_signal_connect_swapped (match, "notify::draw-offer", G_CALLBACK (match_changed), self);
  g_signal_connect_swapped (match, "notify::state", G_CALLBACK (match_changed), self);
  xq_move_list_view_set_game (self->move_list_view, self->game);
  xq_clock_bar_set_clock (self->clock_bar, xq_match_get_clock (match));
  xq_game_controls_set_match (self->game_controls, match);
  _xq_window_analysis_set_game (self);
  self->hint = XQ_MOVE_NONE;
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

/* The hint comes from an engine player of its own, outside the match. */
typedef struct
{
  XqWindow *window;          /* not owned: the request's cancellable outlives it */
  XqPosition pos;            /* the position searched */
  XqGameNode *node;          /* where the search started (compared only) */
} XqHintRequest;

static void
xq_window_hint_done (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autofree XqHintRequest *req = user_data;
  g_autoptr (GError) error = NULL;
  XqMove best = xq_player_choose_move_finish (XQ_PLAYER (source), result, &error);
  XqWindow *self = req->window;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self->hint_busy = FALSE;
  if (best != XQ_MOVE_NONE && req->node == xq_game_get_cursor (self->game)
      && xq_position_equal (&req->pos, xq_window_current_position (self)))
    {
      self->hint = best;
      xq_board_view_set_hint (self->board, best);
    }
  xq_window_update_actions (self);
}

void
xq_window_request_hint (XqWindow *self)
{
  g_autoptr (GArray) moves = NULL;
  g_autoptr (XqPlayer) engine = NULL;
  XqHintRequest *req;
  const XqPosition *pos = xq_window_current_position (self);
  XqMoveRequest request = { 0 };

  const char *reason = xq_engine_player_cannot_play (pos);

  if (self->hint_busy || xq_window_is_over (self))
    return;
  if (reason != NULL)
    {
      xq_window_toast (self, reason);
      return;
    }
  moves = xq_window_path_moves (xq_game_get_cursor (self->game));
  engine = xq_engine_player_new (XQ_LEVEL_MAX);
  g_cancellable_cancel (self->hint_cancellable);
  g_clear_object (&self->hint_cancellable);
  self->hint_cancellable = g_cancellable_new ();

  req = g_new0 (XqHintRequest, 1);
  req->window = self;
  req->pos = *pos;
  req->node = xq_game_get_cursor (self->game);

  request.start = xq_game_get_start_position (self->game);
  request.moves = (const XqMove *) moves->data;
  request.n_moves = moves->len;
  request.side = (XqColor) pos->side;
  request.time_left[XQ_RED] = request.time_left[XQ_BLACK] = -1;
  request.move_time = 1000 * (gint64) 1000;

  self->hint_busy = TRUE;
  xq_player_choose_move_async (engine, &request, self->hint_cancellable,
                               xq_window_hint_done, req);
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
xq_window_apply_layout (XqWindow *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->content_box),
                                  self->narrow ? GTK_ORIENTATION_VERTICAL
                                               : GTK_ORIENTATION_HORIZONTAL);
  gtk_widget_set_size_request (self->side_panel, self->narrow ? -1 : 260, -1);
  gtk_widget_set_vexpand (self->side_panel, !self->narrow);
  gtk_widget_set_size_request (GTK_WIDGET (self->move_list_view), -1, self->narrow ? 120 : -1);
  gtk_widget_set_visible (self->side_panel, self->side_panel_shown);
  /* Game controls: two columns beside the board, three below it (a phone's
   * width holds three buttons, not five). */
  xq_game_controls_set_columns (self->game_controls, self->narrow ? 3 : 2);
  if (self->narrow)
    gtk_widget_add_css_class (GTK_WIDGET (self), "narrow");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "narrow");
}

static gboolean
xq_window_relayout_idle (gpointer data)
{
  xq_window_apply_layout (XQ_WINDOW (data));
  return G_SOURCE_REMOVE;
}

static void
xq_window_size_allocate (GtkWidget *widget,
                         int        width,
                         int        height,
                         int        baseline)
{
  XqWindow *self = XQ_WINDOW (widget);
  /* Narrow: too little room beside the board, or a portrait window. */
  gboolean narrow = width < XQ_WINDOW_NARROW_WIDTH || height > width * 5 / 4;

  GTK_WIDGET_CLASS (xq_window_parent_class)->size_allocate (widget, width, height, baseline);
  if (narrow != self->narrow)
    {
      self->narrow = narrow;
      /* Not during allocation: the next frame gets the new layout. */
      g_idle_add_full (G_PRIORITY_HIGH_IDLE, xq_window_relayout_idle,
                       g_object_ref (self), g_object_unref);
    }
}

/* ---- Life cycle ---------------------------------------------------------- */

/* The window goes: no more engine, clock or signals from the match. */
static void
xq_window_stop (XqWindow *self)
{
  g_cancellable_cancel (self->hint_cancellable);
  _xq_window_analysis_stop (self);
  g_clear_pointer (&self->draw_dialog, gtk_window_destroy);
  if (self->match != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->match, self);
      xq_match_abort (self->match);
    }
}

/* G_MESSAGES_DEBUG=xq-window tells how long the first frame took. */
static void
xq_window_first_paint (GdkFrameClock *clock,
                       XqWindow      *self)
{
  g_debug ("first frame painted %.1f ms after start-up",
           (g_get_monotonic_time () - self->created_us) / 1000.0);
  g_signal_handlers_disconnect_by_func (clock, xq_window_first_paint, self);
}

static void
xq_window_realize (GtkWidget *widget)
{
  XqWindow *self = XQ_WINDOW (widget);

  GTK_WIDGET_CLASS (xq_window_parent_class)->realize (widget);
  g_debug ("realized %.1f ms after start-up",
           (g_get_monotonic_time () - self->created_us) / 1000.0);
  g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint",
                    G_CALLBACK (xq_window_first_paint), self);
}

static gboolean
xq_window_close_request (GtkWindow *window)
{
  XqWindow *self = XQ_WINDOW (window);

  if (_xq_window_edit_ask_before_close (self))
    return TRUE;
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
  return GTK_WINDOW_CLASS (xq_window_parent_class)->close_request (window);
}

static void
xq_window_dispose (GObject *object)
{
  XqWindow *self = XQ_WINDOW (object);

  xq_window_stop (self);
  if (self->game)
    g_signal_handlers_disconnect_by_data (self->game, self);
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

  g_clear_object (&self->hint_cancellable);
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
  g_type_ensure (XQ_TYPE_COMMENT_PANE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/xiangqi/Xiangqi/xq-window.ui");
  gtk_widget_class_bind_template_child (widget_class, XqWindow, window_title);
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
}

static void
xq_window_init (XqWindow *self)
{
  g_autofree char *piece_set = NULL;
  g_autofree char *theme = NULL;

  self->created_us = g_get_monotonic_time ();
  self->settings = g_settings_new (APP_ID);
  self->hint_cancellable = g_cancellable_new ();
  self->side_panel_shown = TRUE;
  self->save_notation = XQ_NOTATION_CHINESE;

  gtk_widget_init_template (GTK_WIDGET (self));

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
  _xq_window_library_init (self);

  /* Until a game is set up, the session shows the start position. */
  self->session = xq_session_new ();
  g_signal_connect (self->session, "notify::match", G_CALLBACK (session_match_changed), self);
  session_match_changed (self->session, NULL, self);
  _xq_window_edit_init (self);
  _xq_window_engines_init (self);
  _xq_window_files_init (self);
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

  return xq_game_node_get_ply (xq_game_get_cursor (self->game));
}

char *
xq_window_dup_fen (XqWindow *self)
{
  char fen[XQ_FEN_MAX];

  g_return_val_if_fail (XQ_IS_WINDOW (self), NULL);

  xq_position_to_fen (xq_window_current_position (self), fen, sizeof fen);
  return g_strdup (fen);
}
