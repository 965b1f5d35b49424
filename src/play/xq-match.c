/* xq-match.c — a game being played: record, clock, players and referee
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-match"

#include "config.h"

#include "xq-play-enums.h"

#include <string.h>
#include <glib/gi18n.h>

#include "xq-match.h"
#include "xq-movegen.h"

struct _XqMatch
{
  GObject parent_instance;

  XqGame *game;
  XqClock *clock;
  XqPlayer *players[2];
  gulong flag_handler;

  XqJudgeOptions options;
  gboolean strict;
  XqJudge *judge;
  GArray *moves;             /* XqMove since the start position */

  XqMatchState state;
  XqResult result;
  XqEndReason reason;
  const char *clause;
  XqVerdict verdict;

  /* The engine request in flight. */
  GCancellable *cancellable;
  guint serial;

  XqDrawOffer draw_offer;    /* XqColor of the pending offer, or -1 */
  int last_offer;            /* XqColor of the last offer made, or -1 */

  int touched_own;
  int touched_enemy;
  gboolean enemy_first;

  GArray *redo;              /* XqMove taken back, the next one first */
};

G_DEFINE_FINAL_TYPE (XqMatch, xq_match, G_TYPE_OBJECT)
G_DEFINE_QUARK (xq-match-error-quark, xq_match_error)

enum
{
  PROP_0,
  PROP_STATE,
  PROP_SIDE_TO_MOVE,
  PROP_THINKING,
  PROP_DRAW_OFFER,
  PROP_STRICT,
  N_PROPS
};

enum
{
  MOVE_PLAYED,
  DRAW_OFFERED,
  DRAW_DECLINED,
  TAKEN_BACK,
  GAME_OVER,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void request_move (XqMatch *self);

static const XqPosition *
position (XqMatch *self)
{
  return xq_judge_position (self->judge);
}

static XqColor
side_to_move (XqMatch *self)
{
  return (XqColor) position (self)->side;
}

/* The match is played on the main line, wherever the cursor is (the user
 * may be looking at, or analysing, earlier positions). */
static void
go_main_line_end (XqMatch *self)
{
  XqGameNode *end = xq_game_node_get_line_end (xq_game_get_root (self->game));

  if (xq_game_get_cursor (self->game) != end)
    xq_game_go_to (self->game, end);
}

static void
cancel_request (XqMatch *self)
{
  if (self->cancellable == NULL)
    return;
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->serial++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

static void
reset_touch (XqMatch *self)
{
  self->touched_own = XQ_NO_SQUARE;
  self->touched_enemy = XQ_NO_SQUARE;
  self->enemy_first = FALSE;
}

G_STATIC_ASSERT ((int) XQ_DRAW_OFFER_RED == (int) XQ_RED);
G_STATIC_ASSERT ((int) XQ_DRAW_OFFER_BLACK == (int) XQ_BLACK);

static void
set_draw_offer (XqMatch *self, int side)
{
  if ((int) self->draw_offer == side)
    return;
  self->draw_offer = (XqDrawOffer) side;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DRAW_OFFER]);
}

static char *
format_used (gint64 us)
{
  gint64 s = us / G_USEC_PER_SEC;

  return g_strdup_printf ("%d:%02d:%02d", (int) (s / 3600), (int) (s / 60 % 60), (int) (s % 60));
}

const char *
xq_result_to_pgn (XqResult result)
{
  switch (result)
    {
    case XQ_RESULT_RED_WINS:
      return "1-0";
    case XQ_RESULT_BLACK_WINS:
      return "0-1";
    case XQ_RESULT_DRAW:
      return "1/2-1/2";
    case XQ_RESULT_ONGOING:
    default:
      return "*";
    }
}

static void
finish (XqMatch *self, XqResult result, XqEndReason reason, const char *clause)
{
  g_autofree char *red_time = NULL;
  g_autofree char *black_time = NULL;

  if (self->state == XQ_MATCH_FINISHED)
    return;

  cancel_request (self);
  xq_clock_stop (self->clock);
  self->result = result;
  self->reason = reason;
  self->clause = clause;
  self->state = XQ_MATCH_FINISHED;
  set_draw_offer (self, -1);
  reset_touch (self);

  /* §10.1: the result and the time each side used. */
  red_time = format_used (xq_clock_get_used (self->clock, XQ_RED));
  black_time = format_used (xq_clock_get_used (self->clock, XQ_BLACK));
  xq_game_set_tag (self->game, "Result", xq_result_to_pgn (result));
  xq_game_set_tag (self->game, "RedTime", red_time);
  xq_game_set_tag (self->game, "BlackTime", black_time);

  g_debug ("game over: %s, %d (%s)", xq_result_name (result), reason, clause ? clause : "-");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
  g_signal_emit (self, signals[GAME_OVER], 0);
}

static XqResult
win_for (XqColor side)
{
  return side == XQ_RED ? XQ_RESULT_RED_WINS : XQ_RESULT_BLACK_WINS;
}

/* How the board ended a game, for the judge's reason. */
static XqEndReason
end_reason_for_verdict (XqReason reason)
{
  switch (reason)
    {
    case XQ_REASON_CHECKMATE:
      return XQ_END_CHECKMATE;
    case XQ_REASON_STALEMATE:
      return XQ_END_STALEMATE;
    case XQ_REASON_MOVE_LIMIT:
      return XQ_END_MOVE_LIMIT;
    case XQ_REASON_DEAD_POSITION:
      return XQ_END_DEAD_POSITION;
    case XQ_REASON_NONE:
    case XQ_REASON_PERPETUAL_CHECK:
    case XQ_REASON_PERPETUAL_MATE_THREAT:
    case XQ_REASON_PERPETUAL_CHASE:
    case XQ_REASON_CHECK_AND_MATE_THREAT:
    case XQ_REASON_CHECK_AND_CHASE:
    case XQ_REASON_MATE_THREAT_AND_CHASE:
    case XQ_REASON_MIXED_ATTACKS:
    case XQ_REASON_REPETITION_ALLOWED:
    case XQ_REASON_REPETITION_FORBIDDEN:
    default:
      return XQ_END_REPETITION;
    }
}

/* Ends the game if the judge says so; TRUE then. */
static gboolean
judge_now (XqMatch *self)
{
  XqEndReason reason;

  xq_judge_verdict (self->judge, &self->verdict);
  if (self->verdict.result == XQ_RESULT_ONGOING)
    return FALSE;

  reason = end_reason_for_verdict (self->verdict.reason);
  /* §22.5: the game ended before the clock was pressed: no flag. */
  xq_clock_stop (self->clock);
  finish (self, self->verdict.result, reason, self->verdict.clause);
  return TRUE;
}

static void
on_flag_fall (XqClock *clock, int side, int kind, XqMatch *self)
{
  if (self->state != XQ_MATCH_PLAYING)
    return;
  finish (self, win_for (xq_color_other ((XqColor) side)), XQ_END_TIME, "§4.1.4");
}

static void
fill_request (XqMatch *self, XqMoveRequest *req)
{
  const XqTimeControl *tc = xq_clock_get_time_control (self->clock);

  memset (req, 0, sizeof *req);
  req->start = xq_game_get_start_position (self->game);
  req->moves = (const XqMove *) (gpointer) self->moves->data;
  req->n_moves = self->moves->len;
  req->side = side_to_move (self);
  for (guint c = 0; c < 2; c++)
    {
      gint64 left = xq_clock_get_time_left (self->clock, (XqColor) c);

      req->time_left[c] = left == G_MAXINT64 ? -1 : left;
    }
  if (tc->kind == XQ_TIME_CONTROL_FISCHER)
    req->increment = tc->increment;
  req->moves_to_go = xq_clock_get_moves_to_go (self->clock, req->side);
  if (tc->kind == XQ_TIME_CONTROL_PER_MOVE)
    req->moves_to_go = 1;
  req->move_limit = self->options.move_limit;
}

typedef struct
{
  GWeakRef match;
  guint serial;
} RequestData;

static void
on_move_chosen (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  RequestData *rd = data;
  g_autoptr (XqMatch) self = g_weak_ref_get (&rd->match);
  g_autoptr (GError) error = NULL;
  guint serial = rd->serial;
  XqPlayer *player = XQ_PLAYER (source);
  XqMove move;

  g_weak_ref_clear (&rd->match);
  g_free (rd);

  move = xq_player_choose_move_finish (player, result, &error);
  /* Cancelled, superseded or the match is gone: no late moves. */
  if (self == NULL || serial != self->serial || self->state != XQ_MATCH_PLAYING
      || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  g_clear_object (&self->cancellable);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);

  if (g_error_matches (error, XQ_PLAYER_ERROR, XQ_PLAYER_ERROR_RESIGNED))
    {
      finish (self, win_for (xq_color_other (side_to_move (self))), XQ_END_RESIGNATION,
              "§4.1.9");
      return;
    }
  if (error != NULL)
    {
      g_message ("%s: %s", xq_player_get_name (player), error->message);
      xq_match_abort (self);
      return;
    }

  /* A pending offer is answered with the fresh evaluation (§23.1). */
  if (self->draw_offer == (int) xq_color_other (side_to_move (self)))
    {
      XqMoveRequest req;

      fill_request (self, &req);
      if (xq_player_accepts_draw (player, &req))
        {
          finish (self, XQ_RESULT_DRAW, XQ_END_AGREEMENT, "§4.2.2");
          return;
        }
    }

  if (!xq_position_is_legal_move (position (self), move))
    {
      /* §4.1.6: only an outside engine could do this. */
      g_message ("%s played an illegal move", xq_player_get_name (player));
      finish (self, win_for (xq_color_other (side_to_move (self))), XQ_END_NONE, "§4.1.6");
      return;
    }
  /* Cannot fail now: the move is legal. */
  xq_match_play_move (self, move, NULL);
}

static void
request_move (XqMatch *self)
{
  XqPlayer *player;
  XqMoveRequest req;
  RequestData *rd;

  if (self->state != XQ_MATCH_PLAYING)
    return;
  player = self->players[side_to_move (self)];
  if (xq_player_is_human (player))
    return;

  fill_request (self, &req);
  cancel_request (self);
  self->cancellable = g_cancellable_new ();
  rd = g_new0 (RequestData, 1);
  g_weak_ref_init (&rd->match, self);
  rd->serial = self->serial;
  xq_player_choose_move_async (player, &req, self->cancellable, on_move_chosen, rd);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

XqMatch *
xq_match_new (XqGame   *game,
              XqClock  *clock,
              XqPlayer *red,
              XqPlayer *black)
{
  XqMatch *self;

  g_return_val_if_fail (game == NULL || XQ_IS_GAME (game), NULL);
  g_return_val_if_fail (clock == NULL || XQ_IS_CLOCK (clock), NULL);
  g_return_val_if_fail (red == NULL || XQ_IS_PLAYER (red), NULL);
  g_return_val_if_fail (black == NULL || XQ_IS_PLAYER (black), NULL);

  self = g_object_new (XQ_TYPE_MATCH, NULL);
  self->game = game != NULL ? g_object_ref (game) : xq_game_new ();
  self->clock = clock != NULL ? g_object_ref (clock) : xq_clock_new (NULL);
  self->players[XQ_RED] = red != NULL ? g_object_ref (red) : xq_player_new_human (NULL);
  self->players[XQ_BLACK] = black != NULL ? g_object_ref (black) : xq_player_new_human (NULL);
  self->flag_handler = g_signal_connect (self->clock, "flag-fall", G_CALLBACK (on_flag_fall), self);
  return self;
}

XqGame *
xq_match_get_game (XqMatch *self)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), NULL);
  return self->game;
}

XqClock *
xq_match_get_clock (XqMatch *self)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), NULL);
  return self->clock;
}

XqPlayer *
xq_match_get_player (XqMatch *self, XqColor side)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), NULL);
  return self->players[side == XQ_BLACK ? XQ_BLACK : XQ_RED];
}

void
xq_match_set_rules (XqMatch *self, XqRuleSet rules)
{
  g_return_if_fail (XQ_IS_MATCH (self));
  g_return_if_fail (self->state == XQ_MATCH_READY);
  self->options.rules = rules;
}

XqRuleSet
xq_match_get_rules (XqMatch *self)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), XQ_RULES_CHINESE);
  return self->options.rules;
}

void
xq_match_set_move_limit (XqMatch *self, guint rounds)
{
  g_return_if_fail (XQ_IS_MATCH (self));
  g_return_if_fail (self->state == XQ_MATCH_READY);
  self->options.move_limit = rounds;
}

guint
xq_match_get_move_limit (XqMatch *self)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), 0);
  return self->options.move_limit;
}

void
xq_match_set_strict (XqMatch *self, gboolean strict)
{
  g_return_if_fail (XQ_IS_MATCH (self));
  g_return_if_fail (self->state == XQ_MATCH_READY);

  strict = !!strict;
  if (self->strict == strict)
    return;
  self->strict = strict;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STRICT]);
}

gboolean
xq_match_get_strict (XqMatch *self)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), FALSE);
  return self->strict;
}

gboolean
xq_match_start (XqMatch *self, GError **error)
{
  XqJudgeOptions options = self->options;
  XqGameNode *node;
  g_autofree char *tc = NULL;

  g_return_val_if_fail (XQ_IS_MATCH (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->state != XQ_MATCH_READY)
    {
      g_set_error_literal (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_NOT_PLAYING,
                           _("The game has already started"));
      return FALSE;
    }

  /* In strict mode the natural limit comes by claim only (§23.3). */
  if (self->strict)
    options.move_limit = 0;
  g_clear_pointer (&self->judge, xq_judge_free);
  self->judge = xq_judge_new (xq_game_get_start_position (self->game), &options);
  if (self->judge == NULL)
    g_error ("out of memory");
  g_array_set_size (self->moves, 0);

  /* Go on from the end of the main line. */
  for (node = xq_game_get_root (self->game); xq_game_node_get_n_children (node) > 0;)
    {
      XqMove m;

      node = xq_game_node_get_child (node, 0);
      m = xq_game_node_get_move (node);
      if (!xq_judge_push (self->judge, m))
        {
          g_set_error (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_ILLEGAL_MOVE,
                       _("Move %u of the game is illegal"), xq_game_node_get_ply (node));
          return FALSE;
        }
      g_array_append_val (self->moves, m);
    }
  go_main_line_end (self);

  /* Without a clock, a loaded game keeps the time control it was played at. */
  tc = xq_time_control_to_string (xq_clock_get_time_control (self->clock));
  if (!xq_time_control_is_none (xq_clock_get_time_control (self->clock))
      || xq_game_get_tag (self->game, "TimeControl") == NULL)
    xq_game_set_tag (self->game, "TimeControl", tc);
  for (guint c = 0; c < 2; c++)
    {
      const char *tag = c == XQ_RED ? "Red" : "Black";
      const char *name = xq_player_get_name (self->players[c]);

      if (name != NULL && xq_game_get_tag (self->game, tag) == NULL)
        xq_game_set_tag (self->game, tag, name);
    }

  self->state = XQ_MATCH_PLAYING;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
  if (judge_now (self))
    return TRUE;
  if (xq_clock_get_state (self->clock) == XQ_CLOCK_IDLE)
    xq_clock_start (self->clock, side_to_move (self));
  request_move (self);
  return TRUE;
}

void
xq_match_abort (XqMatch *self)
{
  g_return_if_fail (XQ_IS_MATCH (self));

  cancel_request (self);
  if (self->state == XQ_MATCH_PLAYING)
    finish (self, XQ_RESULT_ONGOING, XQ_END_ABORTED, NULL);
}

XqMatchState
xq_match_get_state (XqMatch *self)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), XQ_MATCH_READY);
  return self->state;
}

const XqPosition *
xq_match_get_position (XqMatch *self)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), NULL);
  if (self->judge == NULL)
    return xq_game_get_start_position (self->game);
  return position (self);
}

XqColor
xq_match_get_side_to_move (XqMatch *self)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), XQ_RED);
  return (XqColor) xq_match_get_position (self)->side;
}

guint
xq_match_get_ply (XqMatch *self)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), 0);
  return self->moves->len;
}

gboolean
xq_match_get_thinking (XqMatch *self)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), FALSE);
  return self->cancellable != NULL;
}

static gboolean
check_playing (XqMatch *self, GError **error)
{
  if (self->state == XQ_MATCH_PLAYING)
    return TRUE;
  g_set_error_literal (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_NOT_PLAYING,
                       self->state == XQ_MATCH_READY ? _("The game has not started")
                                                     : _("The game is over"));
  return FALSE;
}

static gboolean
move_allowed (XqMatch *self, XqMove move)
{
  XqMove allowed[XQ_MAX_MOVES];
  gsize n = xq_match_get_allowed_moves (self, allowed, G_N_ELEMENTS (allowed));

  for (gsize i = 0; i < n; i++)
    if (allowed[i] == move)
      return TRUE;
  return FALSE;
}

/* Plays @move; then asks the next player for its move when @ask. */
static gboolean
play_move (XqMatch *self, XqMove move, gboolean ask, GError **error)
{
  XqColor mover;
  g_autoptr (GError) local = NULL;

  if (!check_playing (self, error))
    return FALSE;
  mover = side_to_move (self);
  /* An engine's move comes in with its request already cleared. */
  if (self->cancellable != NULL)
    {
      g_set_error_literal (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_NOT_YOUR_TURN,
                           _("The computer is thinking"));
      return FALSE;
    }
  if (!xq_position_is_legal_move (position (self), move))
    {
      g_set_error_literal (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_ILLEGAL_MOVE,
                           _("That move is not allowed (§2)"));
      return FALSE;
    }
  if (self->strict && xq_player_is_human (self->players[mover]) && !move_allowed (self, move))
    {
      g_set_error_literal (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_TOUCH_MOVE,
                           self->touched_own != XQ_NO_SQUARE
                           && XQ_MOVE_FROM (move) != self->touched_own
                             ? _("The touched piece must be moved (§5.1)")
                             : _("The touched piece must be captured (§5.2)"));
      return FALSE;
    }

  /* Record, judge, clock. */
  go_main_line_end (self);
  if (xq_game_play_move (self->game, move, &local) == NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  xq_judge_push (self->judge, move);
  g_array_append_val (self->moves, move);
  reset_touch (self);
  /* The move taken back again keeps the rest for redo; another drops it. */
  if (self->redo->len > 0 && g_array_index (self->redo, XqMove, 0) == move)
    g_array_remove_index (self->redo, 0);
  else
    g_array_set_size (self->redo, 0);
  if (self->draw_offer == (int) xq_color_other (mover))
    {
      /* §23.1: moving declines the offer. */
      set_draw_offer (self, -1);
      g_signal_emit (self, signals[DRAW_DECLINED], 0, (int) mover);
    }
  else if (self->draw_offer == (int) mover)
    set_draw_offer (self, -1);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE_TO_MOVE]);
  g_signal_emit (self, signals[MOVE_PLAYED], 0, (guint) move);
  if (self->state != XQ_MATCH_PLAYING)
    return TRUE;

  if (judge_now (self))
    return TRUE;
  if (!xq_clock_press (self->clock))
    {
      /* §22.5: the flag fell before the press. */
      on_flag_fall (self->clock, mover, XQ_FLAG_GAME_TIME, self);
      return TRUE;
    }
  if (ask)
    request_move (self);
  return TRUE;
}

gboolean
xq_match_play_move (XqMatch *self, XqMove move, GError **error)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return play_move (self, move, TRUE, error);
}

gboolean
xq_match_resign (XqMatch *self, XqColor side, GError **error)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), FALSE);
  g_return_val_if_fail (side == XQ_RED || side == XQ_BLACK, FALSE);

  if (!check_playing (self, error))
    return FALSE;
  finish (self, win_for (xq_color_other (side)), XQ_END_RESIGNATION, "§4.1.9");
  return TRUE;
}

gboolean
xq_match_can_offer_draw (XqMatch *self, XqColor side)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), FALSE);

  return self->state == XQ_MATCH_PLAYING
         && self->moves->len > 0
         && side != side_to_move (self)     /* right after its own move */
         && self->draw_offer < 0
         && self->last_offer != (int) side; /* offers alternate */
}

gboolean
xq_match_can_offer_draw_with_move (XqMatch *self, XqColor side)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), FALSE);

  return self->state == XQ_MATCH_PLAYING
         && side == side_to_move (self)
         && self->draw_offer < 0
         && self->last_offer != (int) side;
}

gboolean
xq_match_offer_draw (XqMatch *self, XqColor side, GError **error)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), FALSE);
  g_return_val_if_fail (side == XQ_RED || side == XQ_BLACK, FALSE);

  if (!check_playing (self, error))
    return FALSE;
  if (!xq_match_can_offer_draw (self, side))
    {
      g_set_error_literal (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_DRAW_OFFER,
                           self->last_offer == (int) side
                             ? _("Draw offers must alternate between the players (§23.1)")
                             : _("A draw may be offered only right after one’s own move (§23.1)"));
      return FALSE;
    }
  self->last_offer = side;
  set_draw_offer (self, side);
  g_signal_emit (self, signals[DRAW_OFFERED], 0, (int) side);
  return TRUE;
}

XqDrawOffer
xq_match_get_draw_offer (XqMatch *self)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), XQ_DRAW_OFFER_NONE);
  return self->draw_offer;
}

gboolean
xq_match_answer_draw (XqMatch *self, gboolean accept, GError **error)
{
  int offer;

  g_return_val_if_fail (XQ_IS_MATCH (self), FALSE);

  if (!check_playing (self, error))
    return FALSE;
  offer = self->draw_offer;
  if (offer < 0)
    {
      g_set_error_literal (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_NO_OFFER,
                           _("No draw has been offered"));
      return FALSE;
    }
  if (accept)
    {
      finish (self, XQ_RESULT_DRAW, XQ_END_AGREEMENT, "§4.2.2");
      return TRUE;
    }
  set_draw_offer (self, -1);
  g_signal_emit (self, signals[DRAW_DECLINED], 0, (int) xq_color_other ((XqColor) offer));
  return TRUE;
}

gboolean
xq_match_can_claim_move_limit (XqMatch *self)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), FALSE);

  return self->state == XQ_MATCH_PLAYING && self->options.move_limit > 0
         && position (self)->no_capture >= 2 * self->options.move_limit;
}

gboolean
xq_match_claim_move_limit (XqMatch *self, XqColor side, GError **error)
{
  guint limit;

  g_return_val_if_fail (XQ_IS_MATCH (self), FALSE);
  g_return_val_if_fail (side == XQ_RED || side == XQ_BLACK, FALSE);

  if (!check_playing (self, error))
    return FALSE;
  limit = self->options.move_limit;
  if (limit > 0 && position (self)->no_capture >= 2 * limit)
    {
      finish (self, XQ_RESULT_DRAW, XQ_END_MOVE_LIMIT, "§4.2.4");
      return TRUE;
    }
  g_set_error (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_WRONG_CLAIM,
               _("Only %u of %u moves without a capture: the claim costs 5 minutes (§23.3)"),
               (guint) position (self)->no_capture / 2, limit);
  xq_clock_add_penalty (self->clock, side, XQ_WRONG_CLAIM_PENALTY);
  return FALSE;
}

gboolean
xq_match_can_take_back (XqMatch *self)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), FALSE);
  if (self->strict || self->moves->len == 0)
    return FALSE;
  if (self->state == XQ_MATCH_PLAYING)
    return TRUE;
  /* A game the board ended may be taken back; time, resignation and
   * agreement are final. */
  return self->state == XQ_MATCH_FINISHED
         && (self->reason == XQ_END_CHECKMATE || self->reason == XQ_END_STALEMATE
             || self->reason == XQ_END_REPETITION || self->reason == XQ_END_MOVE_LIMIT
             || self->reason == XQ_END_DEAD_POSITION);
}

/* Back to playing after a take-back of a finished game. */
static void
reopen (XqMatch *self)
{
  self->state = XQ_MATCH_PLAYING;
  self->result = XQ_RESULT_ONGOING;
  self->reason = XQ_END_NONE;
  self->clause = NULL;
  memset (&self->verdict, 0, sizeof self->verdict);
  xq_game_set_tag (self->game, "Result", xq_result_to_pgn (XQ_RESULT_ONGOING));
  xq_clock_reopen (self->clock, side_to_move (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

/* Takes the last move back; returns it. */
static XqMove
pop_move (XqMatch *self)
{
  XqMove move = g_array_index (self->moves, XqMove, self->moves->len - 1);
  XqGameNode *parent;

  xq_judge_pop (self->judge);
  g_array_set_size (self->moves, self->moves->len - 1);
  go_main_line_end (self);
  parent = xq_game_node_get_parent (xq_game_get_cursor (self->game));
  /* The whole move with its sibling variations: deleting the main line
   * node alone would make one of them the main line. */
  xq_game_go_to (self->game, parent);
  xq_game_truncate_after (self->game, parent);
  return move;
}

gboolean
xq_match_take_back (XqMatch *self, GError **error)
{
  gboolean finished;
  XqMove move;

  g_return_val_if_fail (XQ_IS_MATCH (self), FALSE);

  if (self->state == XQ_MATCH_READY && !check_playing (self, error))
    return FALSE;
  if (!xq_match_can_take_back (self))
    {
      g_set_error_literal (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_TAKE_BACK,
                           self->strict ? _("A move once made is final (§5.7)")
                           : self->state == XQ_MATCH_FINISHED ? _("The game is over")
                                                              : _("There is no move to take back"));
      return FALSE;
    }

  finished = self->state == XQ_MATCH_FINISHED;
  cancel_request (self);
  move = pop_move (self);
  g_array_prepend_val (self->redo, move);
  /* Against an engine: its move too, so the human is to move again. */
  if (!xq_player_is_human (self->players[side_to_move (self)]) && self->moves->len > 0)
    {
      move = pop_move (self);
      g_array_prepend_val (self->redo, move);
    }

  set_draw_offer (self, -1);
  reset_touch (self);
  if (finished)
    reopen (self);
  else
    xq_clock_give_turn (self->clock, side_to_move (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SIDE_TO_MOVE]);
  g_signal_emit (self, signals[TAKEN_BACK], 0);
  request_move (self);
  return TRUE;
}

gboolean
xq_match_can_redo (XqMatch *self)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), FALSE);

  return self->state == XQ_MATCH_PLAYING && !self->strict && self->redo->len > 0
         && xq_position_is_legal_move (position (self), g_array_index (self->redo, XqMove, 0));
}

gboolean
xq_match_redo (XqMatch *self, GError **error)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_playing (self, error))
    return FALSE;
  if (!xq_match_can_redo (self))
    {
      g_set_error_literal (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_TAKE_BACK,
                           _("There is no move to play again"));
      return FALSE;
    }
  /* An engine to move gets its old move back instead of a new search. */
  cancel_request (self);
  do
    {
      if (!play_move (self, g_array_index (self->redo, XqMove, 0), FALSE, error))
        return FALSE;
    }
  while (self->state == XQ_MATCH_PLAYING && self->redo->len > 0
         && !xq_player_is_human (self->players[side_to_move (self)]));
  request_move (self);
  return TRUE;
}

static gboolean
has_move (const XqMove *moves, gsize n, int from, int to)
{
  for (gsize i = 0; i < n; i++)
    if ((from < 0 || XQ_MOVE_FROM (moves[i]) == from) && (to < 0 || XQ_MOVE_TO (moves[i]) == to))
      return TRUE;
  return FALSE;
}

gboolean
xq_match_touch (XqMatch *self, int square, GError **error)
{
  const XqPosition *pos;
  XqMove legal[XQ_MAX_MOVES];
  gsize n;
  XqPiece piece;

  g_return_val_if_fail (XQ_IS_MATCH (self), FALSE);
  g_return_val_if_fail (square >= 0 && square < XQ_SQUARES, FALSE);

  if (!check_playing (self, error))
    return FALSE;
  if (!self->strict || !xq_player_is_human (self->players[side_to_move (self)]))
    return TRUE;

  pos = position (self);
  piece = pos->board[square];
  if (piece == XQ_EMPTY)
    return TRUE;
  n = xq_generate_legal (pos, legal, G_N_ELEMENTS (legal));

  if (XQ_PIECE_COLOR (piece) == (int) pos->side)
    {
      if (self->touched_own != XQ_NO_SQUARE && self->touched_own != square)
        {
          g_set_error_literal (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_TOUCH_MOVE,
                               _("The touched piece must be moved (§5.1)"));
          return FALSE;
        }
      /* §5.1: binding only when the piece can move at all. */
      if (has_move (legal, n, square, -1))
        self->touched_own = square;
    }
  else
    {
      if (self->touched_enemy != XQ_NO_SQUARE && self->touched_enemy != square)
        {
          g_set_error_literal (error, XQ_MATCH_ERROR, XQ_MATCH_ERROR_TOUCH_MOVE,
                               _("The touched piece must be captured (§5.2)"));
          return FALSE;
        }
      /* §5.2: binding only when some piece can capture it. */
      if (has_move (legal, n, -1, square))
        {
          if (self->touched_enemy == XQ_NO_SQUARE)
            self->enemy_first = self->touched_own == XQ_NO_SQUARE;
          self->touched_enemy = square;
        }
    }
  return TRUE;
}

void
xq_match_get_touched (XqMatch *self, int *own, int *enemy)
{
  g_return_if_fail (XQ_IS_MATCH (self));
  if (own != NULL)
    *own = self->touched_own;
  if (enemy != NULL)
    *enemy = self->touched_enemy;
}

gboolean
xq_match_can_deselect (XqMatch *self, int square)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), TRUE);
  return !self->strict || self->touched_own != square;
}

static gsize
filter (const XqMove *in, gsize n, int from, int to, XqMove *out, gsize cap)
{
  gsize k = 0;

  for (gsize i = 0; i < n; i++)
    if ((from < 0 || XQ_MOVE_FROM (in[i]) == from) && (to < 0 || XQ_MOVE_TO (in[i]) == to))
      {
        if (k < cap)
          out[k] = in[i];
        k++;
      }
  return MIN (k, cap);
}

gsize
xq_match_get_allowed_moves (XqMatch *self, XqMove *out, gsize cap)
{
  XqMove legal[XQ_MAX_MOVES];
  gsize n, k;
  int own, enemy;

  g_return_val_if_fail (XQ_IS_MATCH (self), 0);

  if (self->state != XQ_MATCH_PLAYING)
    return 0;
  n = xq_generate_legal (position (self), legal, G_N_ELEMENTS (legal));
  own = self->touched_own == XQ_NO_SQUARE ? -1 : self->touched_own;
  enemy = self->touched_enemy == XQ_NO_SQUARE ? -1 : self->touched_enemy;

  if (own >= 0 && enemy >= 0)
    {
      /* §5.3 (own piece first): capture with it, else move it, else capture
       * with another; §5.4/5.5 (enemy first): capture with the own piece,
       * else with another, else move the own piece. */
      if ((k = filter (legal, n, own, enemy, out, cap)) > 0)
        return k;
      if (!self->enemy_first && (k = filter (legal, n, own, -1, out, cap)) > 0)
        return k;
      if ((k = filter (legal, n, -1, enemy, out, cap)) > 0)
        return k;
      if ((k = filter (legal, n, own, -1, out, cap)) > 0)
        return k;
    }
  else if (own >= 0)
    return filter (legal, n, own, -1, out, cap);
  else if (enemy >= 0)
    return filter (legal, n, -1, enemy, out, cap);
  return filter (legal, n, -1, -1, out, cap);
}

XqResult
xq_match_get_result (XqMatch *self)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), XQ_RESULT_ONGOING);
  return self->result;
}

XqEndReason
xq_match_get_end_reason (XqMatch *self)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), XQ_END_NONE);
  return self->reason;
}

const char *
xq_match_get_clause (XqMatch *self)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), NULL);
  return self->clause;
}

const XqVerdict *
xq_match_get_verdict (XqMatch *self)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), NULL);
  return &self->verdict;
}

/* Why the game ended, in words; NULL when there is nothing to say. */
static const char *
describe_reason (XqResult     result,
                 XqEndReason  end,
                 XqReason     verdict_reason,
                 const char  *clause)
{
  gboolean red_won = result == XQ_RESULT_RED_WINS;

  switch (end)
    {
    case XQ_END_CHECKMATE:
      return red_won ? _("black is checkmated") : _("red is checkmated");
    case XQ_END_STALEMATE:
      return red_won ? _("black has no move") : _("red has no move");
    case XQ_END_REPETITION:
      /* The judge's verdict tells which pattern the loser repeated. */
      switch (verdict_reason)
        {
        case XQ_REASON_PERPETUAL_CHECK:
          return red_won ? _("black repeated perpetual check") : _("red repeated perpetual check");
        case XQ_REASON_PERPETUAL_MATE_THREAT:
          return red_won ? _("black repeated perpetual mate threats")
                         : _("red repeated perpetual mate threats");
        case XQ_REASON_PERPETUAL_CHASE:
          return red_won ? _("black repeated a perpetual chase")
                         : _("red repeated a perpetual chase");
        case XQ_REASON_CHECK_AND_MATE_THREAT:
          return red_won ? _("black repeated check and mate threat")
                         : _("red repeated check and mate threat");
        case XQ_REASON_CHECK_AND_CHASE:
          return red_won ? _("black repeated check and chase")
                         : _("red repeated check and chase");
        case XQ_REASON_MATE_THREAT_AND_CHASE:
          return red_won ? _("black repeated mate threat and chase")
                         : _("red repeated mate threat and chase");
        case XQ_REASON_REPETITION_ALLOWED:
          return _("the position repeated with allowed moves on both sides");
        case XQ_REASON_REPETITION_FORBIDDEN:
          return _("the position repeated with forbidden moves on both sides");
        case XQ_REASON_MIXED_ATTACKS:
        case XQ_REASON_NONE:
        case XQ_REASON_CHECKMATE:
        case XQ_REASON_STALEMATE:
        case XQ_REASON_MOVE_LIMIT:
        case XQ_REASON_DEAD_POSITION:
        default:
          return result == XQ_RESULT_DRAW ? _("repetition")
                 : red_won ? _("black repeated a forbidden move")
                           : _("red repeated a forbidden move");
        }
    case XQ_END_MOVE_LIMIT:
      return _("natural move limit");
    case XQ_END_DEAD_POSITION:
      return _("neither side can win");
    case XQ_END_TIME:
      return red_won ? _("black ran out of time") : _("red ran out of time");
    case XQ_END_RESIGNATION:
      return red_won ? _("black resigned") : _("red resigned");
    case XQ_END_AGREEMENT:
      return _("agreed");
    case XQ_END_NONE:
      /* An illegal move (§4.1.6) from an outside engine. */
      if (clause != NULL && result != XQ_RESULT_ONGOING)
        return red_won ? _("black played an illegal move") : _("red played an illegal move");
      return NULL;
    case XQ_END_ABORTED:
    default:
      return NULL;
    }
}

/* "Red wins — black resigned (§4.1.9)"; @finished tells a game stopped
 * without a result from one going on. */
static char *
describe (XqResult     result,
          XqEndReason  end,
          XqReason     verdict_reason,
          const char  *clause,
          gboolean     finished)
{
  const char *text, *reason;

  switch (result)
    {
    case XQ_RESULT_RED_WINS:
      text = _("Red wins");
      break;
    case XQ_RESULT_BLACK_WINS:
      text = _("Black wins");
      break;
    case XQ_RESULT_DRAW:
      text = _("Draw");
      break;
    case XQ_RESULT_ONGOING:
    default:
      text = finished ? _("Game stopped") : _("Game in progress");
      break;
    }

  reason = describe_reason (result, end, verdict_reason, clause);
  if (reason == NULL)
    return g_strdup (text);
  if (clause == NULL)
    /* Translators: result, then the reason: "Draw — agreed". */
    return g_strdup_printf (_("%s — %s"), text, reason);
  /* Translators: result, reason and rule clause: "Red wins — black resigned (§4.1.9)". */
  return g_strdup_printf (_("%s — %s (%s)"), text, reason, clause);
}

char *
xq_match_describe_end (XqMatch *self)
{
  g_return_val_if_fail (XQ_IS_MATCH (self), NULL);

  return describe (self->result, self->reason, self->verdict.reason, self->clause,
                   self->state == XQ_MATCH_FINISHED);
}

char *
xq_match_describe_verdict (const XqVerdict *verdict)
{
  g_return_val_if_fail (verdict != NULL, NULL);

  if (verdict->result == XQ_RESULT_ONGOING)
    return NULL;
  return describe (verdict->result, end_reason_for_verdict (verdict->reason), verdict->reason,
                   verdict->clause, TRUE);
}

static void
xq_match_dispose (GObject *object)
{
  XqMatch *self = XQ_MATCH (object);

  cancel_request (self);
  if (self->clock != NULL)
    g_clear_signal_handler (&self->flag_handler, self->clock);
  g_clear_object (&self->clock);
  g_clear_object (&self->game);
  g_clear_object (&self->players[XQ_RED]);
  g_clear_object (&self->players[XQ_BLACK]);
  G_OBJECT_CLASS (xq_match_parent_class)->dispose (object);
}

static void
xq_match_finalize (GObject *object)
{
  XqMatch *self = XQ_MATCH (object);

  g_clear_pointer (&self->judge, xq_judge_free);
  g_array_unref (self->moves);
  g_array_unref (self->redo);
  G_OBJECT_CLASS (xq_match_parent_class)->finalize (object);
}

static void
xq_match_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  XqMatch *self = XQ_MATCH (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_enum (value, self->state);
      break;
    case PROP_SIDE_TO_MOVE:
      g_value_set_int (value, xq_match_get_side_to_move (self));
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, xq_match_get_thinking (self));
      break;
    case PROP_DRAW_OFFER:
      g_value_set_enum (value, self->draw_offer);
      break;
    case PROP_STRICT:
      g_value_set_boolean (value, self->strict);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_match_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  XqMatch *self = XQ_MATCH (object);

  switch (prop_id)
    {
    case PROP_STRICT:
      xq_match_set_strict (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_match_class_init (XqMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = xq_match_dispose;
  object_class->finalize = xq_match_finalize;
  object_class->get_property = xq_match_get_property;
  object_class->set_property = xq_match_set_property;

  properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL, XQ_TYPE_MATCH_STATE, XQ_MATCH_READY,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SIDE_TO_MOVE] =
    g_param_spec_int ("side-to-move", NULL, NULL, XQ_RED, XQ_BLACK, XQ_RED,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DRAW_OFFER] =
    g_param_spec_enum ("draw-offer", NULL, NULL, XQ_TYPE_DRAW_OFFER, XQ_DRAW_OFFER_NONE,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STRICT] =
    g_param_spec_boolean ("strict", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* (XqMove as guint) a move was played. */
  signals[MOVE_PLAYED] = g_signal_new ("move-played", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 1, G_TYPE_UINT);
  /* (side) side offers a draw. */
  signals[DRAW_OFFERED] = g_signal_new ("draw-offered", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 1, G_TYPE_INT);
  /* (side) side declined the offer. */
  signals[DRAW_DECLINED] = g_signal_new ("draw-declined", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_INT);
  signals[TAKEN_BACK] = g_signal_new ("taken-back", G_TYPE_FROM_CLASS (klass),
                                      G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[GAME_OVER] = g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass),
                                     G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
xq_match_init (XqMatch *self)
{
  self->moves = g_array_new (FALSE, FALSE, sizeof (XqMove));
  self->redo = g_array_new (FALSE, FALSE, sizeof (XqMove));
  xq_judge_options_init (&self->options);
  self->draw_offer = XQ_DRAW_OFFER_NONE;
  self->last_offer = -1;
  reset_touch (self);
}
