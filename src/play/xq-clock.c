/* xq-clock.c — the two-sided game clock (RULES §6, §22)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-clock"

#include "config.h"

#include "xq-play-enums.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "xq-clock.h"

/* Below this much time left the display shows tenths and ticks faster. */
static const gint64 tenths_below = 10 * G_USEC_PER_SEC;
static const gint64 default_low_time = 30 * G_USEC_PER_SEC;

typedef struct
{
  gint64 remaining;        /* game/period time left at the start of the turn */
  gint64 used;             /* total time of finished turns */
  guint moves;
  guint period;
  guint moves_in_period;
  guint byoyomi_left;
  gboolean in_byoyomi;
  gboolean low_time_sent;
  gboolean byoyomi_announced; /* entered byo-yomi during the current turn */
} Side;

struct _XqClock
{
  GObject parent_instance;

  XqTimeControl tc;
  Side side[2];
  XqClockState state;
  XqColor to_move;
  gint64 turn_accum;       /* time of the current turn before the last pause */
  gint64 segment_start;    /* when the clock last started running */
  gint64 restored_turn;    /* from a saved state: the first turn's time so far */

  XqFlagKind flag;
  XqColor flag_side;

  gint64 low_time_threshold;
  /* The timer runs on the thread-default main context of the thread that
   * created the clock (a worker's own context in cli-match, the default
   * one in the app), never on the global default context behind its back. */
  GMainContext *context;
  GSource *timer;

  XqTimeFunc time_func;
  gpointer time_data;
  GDestroyNotify time_destroy;
};

G_DEFINE_FINAL_TYPE (XqClock, xq_clock, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_TIME_CONTROL,
  PROP_STATE,
  PROP_RUNNING_SIDE,
  PROP_LOW_TIME_THRESHOLD,
  N_PROPS
};

enum
{
  TICK,
  PERIOD_CHANGED,
  LOW_TIME,
  FLAG_FALL,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void schedule (XqClock *self);

static gint64
default_time_func (gpointer user_data)
{
  return g_get_monotonic_time ();
}

static gint64
now (XqClock *self)
{
  return self->time_func (self->time_data);
}

static gint64
turn_elapsed (XqClock *self)
{
  if (self->state == XQ_CLOCK_RUNNING)
    return self->turn_accum + (now (self) - self->segment_start);
  if (self->state == XQ_CLOCK_PAUSED || self->state == XQ_CLOCK_STOPPED)
    return self->turn_accum;
  return 0;
}

/* Time left until @s's flag falls after @elapsed of its turn, and which limit
 * that is. */
static gint64
time_left (XqClock *self, const Side *s, gint64 elapsed, XqFlagKind *kind)
{
  const XqTimeControl *tc = &self->tc;
  XqFlagKind k = XQ_FLAG_NONE;
  gint64 left = G_MAXINT64;

  switch (tc->kind)
    {
    case XQ_TIME_CONTROL_PERIODS:
    case XQ_TIME_CONTROL_FISCHER:
      k = XQ_FLAG_GAME_TIME;
      left = s->remaining - elapsed;
      break;
    case XQ_TIME_CONTROL_PER_MOVE:
      k = XQ_FLAG_MOVE_TIME;
      left = tc->per_move - elapsed;
      break;
    case XQ_TIME_CONTROL_ONLINE:
      if (s->in_byoyomi)
        {
          k = XQ_FLAG_BYOYOMI;
          left = tc->byoyomi * s->byoyomi_left - elapsed;
        }
      else if (tc->per_move > 0 && tc->per_move <= s->remaining)
        {
          /* The game time lasts longer than this move may take. */
          k = XQ_FLAG_MOVE_TIME;
          left = tc->per_move - elapsed;
        }
      else if (tc->byoyomi > 0)
        {
          /* Game time runs out during the move, then byo-yomi follows. */
          k = elapsed < s->remaining ? XQ_FLAG_GAME_TIME : XQ_FLAG_BYOYOMI;
          left = s->remaining + tc->byoyomi * s->byoyomi_left - elapsed;
          if (left <= 0)
            k = XQ_FLAG_BYOYOMI;
        }
      else
        {
          k = XQ_FLAG_GAME_TIME;
          left = s->remaining - elapsed;
        }
      break;
    case XQ_TIME_CONTROL_NONE:
    default:
      break;
    }
  if (kind != NULL)
    *kind = k;
  return left;
}

static void
stop_timer (XqClock *self)
{
  if (self->timer == NULL)
    return;
  g_source_destroy (self->timer);
  g_clear_pointer (&self->timer, g_source_unref);
}

static void
set_state (XqClock *self, XqClockState state)
{
  if (self->state == state)
    return;
  self->state = state;
  if (state != XQ_CLOCK_RUNNING)
    stop_timer (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static void
fall_flag (XqClock *self, XqFlagKind kind)
{
  XqColor side = self->to_move;

  self->turn_accum = turn_elapsed (self);
  self->flag = kind;
  self->flag_side = side;
  set_state (self, XQ_CLOCK_STOPPED);
  g_debug ("flag of side %d fell (%d)", side, kind);
  g_signal_emit (self, signals[FLAG_FALL], 0, side, kind);
}

gboolean
xq_clock_update (XqClock *self)
{
  Side *s;
  gint64 elapsed, left;
  XqFlagKind kind;

  g_return_val_if_fail (XQ_IS_CLOCK (self), FALSE);

  if (self->flag != XQ_FLAG_NONE)
    return FALSE;
  if (self->state != XQ_CLOCK_RUNNING)
    return TRUE;

  s = &self->side[self->to_move];
  elapsed = turn_elapsed (self);
  left = time_left (self, s, elapsed, &kind);
  if (left <= 0)
    {
      fall_flag (self, kind);
      return FALSE;
    }

  if (self->tc.kind == XQ_TIME_CONTROL_ONLINE && !s->in_byoyomi
      && !s->byoyomi_announced && self->tc.byoyomi > 0
      && (self->tc.per_move == 0 || self->tc.per_move > s->remaining)
      && elapsed >= s->remaining)
    {
      /* Game time used up in the middle of the move: byo-yomi counts now. */
      s->byoyomi_announced = TRUE;
      g_signal_emit (self, signals[PERIOD_CHANGED], 0, self->to_move, s->period + 1);
    }

  if (left != G_MAXINT64 && left < self->low_time_threshold && !s->low_time_sent)
    {
      s->low_time_sent = TRUE;
      g_signal_emit (self, signals[LOW_TIME], 0, self->to_move);
    }

  g_signal_emit (self, signals[TICK], 0);
  return TRUE;
}

static gboolean
on_timeout (gpointer data)
{
  XqClock *self = data;

  g_clear_pointer (&self->timer, g_source_unref);
  if (xq_clock_update (self))
    schedule (self);
  return G_SOURCE_REMOVE;
}

/* Wakes up just after the displayed time changes next: at the next whole
 * second of the time left (tenths below 10 s), or of the time used without a
 * limit.  The time itself is always read from the time source. */
static void
schedule (XqClock *self)
{
  gint64 elapsed, left, step, wait;

  stop_timer (self);
  if (self->state != XQ_CLOCK_RUNNING)
    return;

  elapsed = turn_elapsed (self);
  left = time_left (self, &self->side[self->to_move], elapsed, NULL);
  if (left == G_MAXINT64)
    wait = G_USEC_PER_SEC - elapsed % G_USEC_PER_SEC;
  else
    {
      step = left < tenths_below ? G_USEC_PER_SEC / 10 : G_USEC_PER_SEC;
      wait = left > 0 ? (left - 1) % step + 1 : 1;
    }
  self->timer = g_timeout_source_new ((guint) (wait / 1000) + 1);
  g_source_set_priority (self->timer, G_PRIORITY_HIGH_IDLE);
  g_source_set_callback (self->timer, on_timeout, self, NULL);
  g_source_set_static_name (self->timer, "[xq] clock");
  g_source_attach (self->timer, self->context);
}

static void
reset_sides (XqClock *self)
{
  for (guint i = 0; i < 2; i++)
    {
      Side *s = &self->side[i];

      *s = (Side) { 0 };
      s->remaining = self->tc.first.time;
      s->byoyomi_left = self->tc.byoyomi_periods;
      /* Online control without game time: byo-yomi from the first move. */
      s->in_byoyomi = self->tc.kind == XQ_TIME_CONTROL_ONLINE && s->remaining == 0
                      && self->tc.byoyomi > 0;
    }
}

XqClock *
xq_clock_new (const XqTimeControl *tc)
{
  XqTimeControl none;

  if (tc == NULL)
    {
      xq_time_control_init_none (&none);
      tc = &none;
    }
  return g_object_new (XQ_TYPE_CLOCK, "time-control", tc, NULL);
}

void
xq_clock_set_time_func (XqClock       *self,
                        XqTimeFunc     func,
                        gpointer       user_data,
                        GDestroyNotify destroy)
{
  g_return_if_fail (XQ_IS_CLOCK (self));

  if (self->time_destroy != NULL)
    self->time_destroy (self->time_data);
  self->time_func = func != NULL ? func : default_time_func;
  self->time_data = func != NULL ? user_data : NULL;
  self->time_destroy = func != NULL ? destroy : NULL;
}

const XqTimeControl *
xq_clock_get_time_control (XqClock *self)
{
  g_return_val_if_fail (XQ_IS_CLOCK (self), NULL);
  return &self->tc;
}

XqClockState
xq_clock_get_state (XqClock *self)
{
  g_return_val_if_fail (XQ_IS_CLOCK (self), XQ_CLOCK_IDLE);
  return self->state;
}

XqColor
xq_clock_get_running_side (XqClock *self)
{
  g_return_val_if_fail (XQ_IS_CLOCK (self), XQ_RED);
  return self->to_move;
}

static void
begin_turn (XqClock *self, XqColor side)
{
  Side *s = &self->side[side];
  gboolean changed = self->to_move != side;

  self->to_move = side;
  /* A clock read from a saved state goes on with the turn it was in. */
  self->turn_accum = self->restored_turn;
  self->restored_turn = 0;
  self->segment_start = now (self);
  s->byoyomi_announced = FALSE;
  if (time_left (self, s, 0, NULL) >= self->low_time_threshold)
    s->low_time_sent = FALSE;
  if (changed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING_SIDE]);
}

void
xq_clock_start (XqClock *self, XqColor side)
{
  g_return_if_fail (XQ_IS_CLOCK (self));
  g_return_if_fail (side == XQ_RED || side == XQ_BLACK);
  g_return_if_fail (self->state == XQ_CLOCK_IDLE);

  self->flag = XQ_FLAG_NONE;
  begin_turn (self, side);
  set_state (self, XQ_CLOCK_RUNNING);
  schedule (self);
}

/* Books @elapsed of the turn to the side to move; @complete: a move was made. */
static void
account_turn (XqClock *self, gint64 elapsed, gboolean complete)
{
  const XqTimeControl *tc = &self->tc;
  XqColor c = self->to_move;
  Side *s = &self->side[c];

  s->used += elapsed;

  switch (tc->kind)
    {
    case XQ_TIME_CONTROL_PERIODS:
      s->remaining -= elapsed;
      if (!complete)
        break;
      s->moves_in_period++;
      {
        XqTimePeriod p = xq_time_control_get_period (tc, s->period);

        if (p.moves > 0 && s->moves_in_period >= p.moves)
          {
            /* Time carries over, moves do not (seed 001). */
            XqTimePeriod next = xq_time_control_get_period (tc, s->period + 1);

            s->period++;
            s->moves_in_period = 0;
            s->remaining += next.time;
            if (s->remaining >= self->low_time_threshold)
              s->low_time_sent = FALSE;
            g_signal_emit (self, signals[PERIOD_CHANGED], 0, c, s->period);
          }
      }
      break;
    case XQ_TIME_CONTROL_FISCHER:
      s->remaining -= elapsed;
      if (complete)
        s->remaining += tc->increment;
      break;
    case XQ_TIME_CONTROL_ONLINE:
      if (s->in_byoyomi)
        {
          if (tc->byoyomi > 0)
            s->byoyomi_left -= MIN ((guint) (elapsed / tc->byoyomi), s->byoyomi_left);
        }
      else if (elapsed >= s->remaining && tc->byoyomi > 0)
        {
          gint64 over = elapsed - s->remaining;

          s->remaining = 0;
          s->in_byoyomi = TRUE;
          s->period++;
          s->byoyomi_left -= MIN ((guint) (over / tc->byoyomi), s->byoyomi_left);
          if (!s->byoyomi_announced)
            g_signal_emit (self, signals[PERIOD_CHANGED], 0, c, s->period);
        }
      else
        s->remaining = MAX (s->remaining - elapsed, 0);
      break;
    case XQ_TIME_CONTROL_PER_MOVE:
    case XQ_TIME_CONTROL_NONE:
    default:
      break;
    }
  if (complete)
    s->moves++;
}

gboolean
xq_clock_press (XqClock *self)
{
  gint64 elapsed;
  XqFlagKind kind;

  g_return_val_if_fail (XQ_IS_CLOCK (self), FALSE);

  if (self->flag != XQ_FLAG_NONE)
    return FALSE;
  g_return_val_if_fail (self->state == XQ_CLOCK_RUNNING || self->state == XQ_CLOCK_PAUSED, FALSE);

  elapsed = turn_elapsed (self);
  /* §22.5: the move was made, but the clock is pressed too late. */
  if (time_left (self, &self->side[self->to_move], elapsed, &kind) <= 0)
    {
      fall_flag (self, kind);
      return FALSE;
    }

  account_turn (self, elapsed, TRUE);
  begin_turn (self, xq_color_other (self->to_move));
  if (self->state == XQ_CLOCK_RUNNING)
    {
      xq_clock_update (self);
      schedule (self);
    }
  return TRUE;
}

void
xq_clock_give_turn (XqClock *self, XqColor side)
{
  g_return_if_fail (XQ_IS_CLOCK (self));

  if (self->state != XQ_CLOCK_RUNNING && self->state != XQ_CLOCK_PAUSED)
    return;
  if (self->flag != XQ_FLAG_NONE)
    return;
  account_turn (self, turn_elapsed (self), FALSE);
  begin_turn (self, side);
  if (self->state == XQ_CLOCK_RUNNING)
    schedule (self);
}

void
xq_clock_pause (XqClock *self)
{
  g_return_if_fail (XQ_IS_CLOCK (self));

  if (self->state != XQ_CLOCK_RUNNING)
    return;
  self->turn_accum = turn_elapsed (self);
  set_state (self, XQ_CLOCK_PAUSED);
}

void
xq_clock_resume (XqClock *self)
{
  g_return_if_fail (XQ_IS_CLOCK (self));

  if (self->state != XQ_CLOCK_PAUSED)
    return;
  self->segment_start = now (self);
  set_state (self, XQ_CLOCK_RUNNING);
  schedule (self);
}

void
xq_clock_stop (XqClock *self)
{
  g_return_if_fail (XQ_IS_CLOCK (self));

  if (self->state == XQ_CLOCK_STOPPED)
    return;
  if (self->state == XQ_CLOCK_RUNNING || self->state == XQ_CLOCK_PAUSED)
    {
      /* Books the time, without a move and without a flag even when the
       * time is up (§22.5: the game ended first). */
      account_turn (self, turn_elapsed (self), FALSE);
      self->turn_accum = 0;
    }
  set_state (self, XQ_CLOCK_STOPPED);
}

void
xq_clock_reopen (XqClock *self, XqColor side)
{
  g_return_if_fail (XQ_IS_CLOCK (self));
  g_return_if_fail (side == XQ_RED || side == XQ_BLACK);

  if (self->state != XQ_CLOCK_STOPPED || self->flag != XQ_FLAG_NONE)
    return;
  begin_turn (self, side);
  set_state (self, XQ_CLOCK_RUNNING);
  schedule (self);
}

void
xq_clock_add_penalty (XqClock *self, XqColor side, gint64 time)
{
  Side *s;

  g_return_if_fail (XQ_IS_CLOCK (self));
  g_return_if_fail (side == XQ_RED || side == XQ_BLACK);
  g_return_if_fail (time >= 0);

  s = &self->side[side];
  switch (self->tc.kind)
    {
    case XQ_TIME_CONTROL_PERIODS:
    case XQ_TIME_CONTROL_FISCHER:
      s->remaining -= time;
      break;
    case XQ_TIME_CONTROL_ONLINE:
      if (s->in_byoyomi)
        break;
      s->remaining = MAX (s->remaining - time, 0);
      break;
    case XQ_TIME_CONTROL_PER_MOVE:
    case XQ_TIME_CONTROL_NONE:
    default:
      return;
    }
  xq_clock_update (self);
  if (self->state == XQ_CLOCK_RUNNING)
    schedule (self);
}

static const Side *
get_side (XqClock *self, XqColor side)
{
  return &self->side[side == XQ_BLACK ? XQ_BLACK : XQ_RED];
}

static gint64
current_elapsed (XqClock *self, XqColor side)
{
  return side == self->to_move ? turn_elapsed (self) : 0;
}

gint64
xq_clock_get_remaining (XqClock *self, XqColor side)
{
  const Side *s;

  g_return_val_if_fail (XQ_IS_CLOCK (self), 0);

  s = get_side (self, side);
  switch (self->tc.kind)
    {
    case XQ_TIME_CONTROL_PERIODS:
    case XQ_TIME_CONTROL_FISCHER:
    case XQ_TIME_CONTROL_ONLINE:
      return MAX (s->remaining - current_elapsed (self, side), 0);
    case XQ_TIME_CONTROL_PER_MOVE:
      return MAX (self->tc.per_move - current_elapsed (self, side), 0);
    case XQ_TIME_CONTROL_NONE:
    default:
      return G_MAXINT64;
    }
}

gint64
xq_clock_get_time_left (XqClock *self, XqColor side)
{
  gint64 left;

  g_return_val_if_fail (XQ_IS_CLOCK (self), 0);

  left = time_left (self, get_side (self, side), current_elapsed (self, side), NULL);
  return MAX (left, 0);
}

gint64
xq_clock_get_used (XqClock *self, XqColor side)
{
  g_return_val_if_fail (XQ_IS_CLOCK (self), 0);
  if (self->state == XQ_CLOCK_STOPPED && self->flag == XQ_FLAG_NONE)
    return get_side (self, side)->used;
  return get_side (self, side)->used + current_elapsed (self, side);
}

gint64
xq_clock_get_turn_time (XqClock *self)
{
  g_return_val_if_fail (XQ_IS_CLOCK (self), 0);
  return turn_elapsed (self);
}

guint
xq_clock_get_moves (XqClock *self, XqColor side)
{
  g_return_val_if_fail (XQ_IS_CLOCK (self), 0);
  return get_side (self, side)->moves;
}

guint
xq_clock_get_period (XqClock *self, XqColor side)
{
  g_return_val_if_fail (XQ_IS_CLOCK (self), 0);
  return get_side (self, side)->period;
}

guint
xq_clock_get_moves_to_go (XqClock *self, XqColor side)
{
  const Side *s;
  XqTimePeriod p;

  g_return_val_if_fail (XQ_IS_CLOCK (self), 0);

  if (self->tc.kind != XQ_TIME_CONTROL_PERIODS)
    return 0;
  s = get_side (self, side);
  p = xq_time_control_get_period (&self->tc, s->period);
  return p.moves > 0 ? p.moves - s->moves_in_period : 0;
}

gboolean
xq_clock_get_in_byoyomi (XqClock *self, XqColor side)
{
  const Side *s;

  g_return_val_if_fail (XQ_IS_CLOCK (self), FALSE);

  s = get_side (self, side);
  if (s->in_byoyomi)
    return TRUE;
  return self->tc.kind == XQ_TIME_CONTROL_ONLINE && self->tc.byoyomi > 0
         && (self->tc.per_move == 0 || self->tc.per_move > s->remaining)
         && current_elapsed (self, side) >= s->remaining;
}

guint
xq_clock_get_byoyomi_periods_left (XqClock *self, XqColor side)
{
  const Side *s;
  gint64 elapsed;

  g_return_val_if_fail (XQ_IS_CLOCK (self), 0);

  s = get_side (self, side);
  if (self->tc.byoyomi <= 0 || !xq_clock_get_in_byoyomi (self, side))
    return s->byoyomi_left;
  elapsed = current_elapsed (self, side);
  if (!s->in_byoyomi)
    elapsed -= s->remaining;
  return s->byoyomi_left - MIN ((guint) (elapsed / self->tc.byoyomi), s->byoyomi_left);
}

XqFlagKind
xq_clock_get_flag (XqClock *self, XqColor *side)
{
  g_return_val_if_fail (XQ_IS_CLOCK (self), XQ_FLAG_NONE);
  if (side != NULL)
    *side = self->flag_side;
  return self->flag;
}

void
xq_clock_set_low_time_threshold (XqClock *self, gint64 threshold)
{
  g_return_if_fail (XQ_IS_CLOCK (self));
  g_return_if_fail (threshold >= 0);

  if (self->low_time_threshold == threshold)
    return;
  self->low_time_threshold = threshold;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOW_TIME_THRESHOLD]);
}

gint64
xq_clock_get_low_time_threshold (XqClock *self)
{
  g_return_val_if_fail (XQ_IS_CLOCK (self), 0);
  return self->low_time_threshold;
}

char *
xq_clock_format_time (gint64 time)
{
  gint64 secs, tenths;

  if (time == G_MAXINT64)
    return g_strdup ("∞");
  time = MAX (time, 0);
  secs = time / G_USEC_PER_SEC;
  if (time < tenths_below)
    {
      tenths = (time % G_USEC_PER_SEC) / (G_USEC_PER_SEC / 10);
      return g_strdup_printf ("0:%02d.%d", (int) secs, (int) tenths);
    }
  if (secs >= 3600)
    return g_strdup_printf ("%d:%02d:%02d", (int) (secs / 3600), (int) (secs / 60 % 60),
                            (int) (secs % 60));
  return g_strdup_printf ("%d:%02d", (int) (secs / 60), (int) (secs % 60));
}

static void
xq_clock_dispose (GObject *object)
{
  XqClock *self = XQ_CLOCK (object);

  stop_timer (self);
  G_OBJECT_CLASS (xq_clock_parent_class)->dispose (object);
}

static void
xq_clock_finalize (GObject *object)
{
  XqClock *self = XQ_CLOCK (object);

  if (self->time_destroy != NULL)
    self->time_destroy (self->time_data);
  g_main_context_unref (self->context);
  G_OBJECT_CLASS (xq_clock_parent_class)->finalize (object);
}

static void
xq_clock_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  XqClock *self = XQ_CLOCK (object);

  switch (prop_id)
    {
    case PROP_TIME_CONTROL:
      g_value_set_boxed (value, &self->tc);
      break;
    case PROP_STATE:
      g_value_set_enum (value, self->state);
      break;
    case PROP_RUNNING_SIDE:
      g_value_set_int (value, self->to_move);
      break;
    case PROP_LOW_TIME_THRESHOLD:
      g_value_set_int64 (value, self->low_time_threshold);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_clock_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  XqClock *self = XQ_CLOCK (object);

  switch (prop_id)
    {
    case PROP_TIME_CONTROL:
      {
        const XqTimeControl *tc = g_value_get_boxed (value);

        if (tc != NULL)
          self->tc = *tc;
        else
          xq_time_control_init_none (&self->tc);
        reset_sides (self);
      }
      break;
    case PROP_LOW_TIME_THRESHOLD:
      xq_clock_set_low_time_threshold (self, g_value_get_int64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
xq_clock_class_init (XqClockClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = xq_clock_dispose;
  object_class->finalize = xq_clock_finalize;
  object_class->get_property = xq_clock_get_property;
  object_class->set_property = xq_clock_set_property;

  properties[PROP_TIME_CONTROL] =
    g_param_spec_boxed ("time-control", NULL, NULL, XQ_TYPE_TIME_CONTROL,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL, XQ_TYPE_CLOCK_STATE, XQ_CLOCK_IDLE,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_RUNNING_SIDE] =
    g_param_spec_int ("running-side", NULL, NULL, XQ_RED, XQ_BLACK, XQ_RED,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LOW_TIME_THRESHOLD] =
    g_param_spec_int64 ("low-time-threshold", NULL, NULL, 0, G_MAXINT64, default_low_time,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Emitted while running, when the displayed time changes. */
  signals[TICK] = g_signal_new ("tick", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* (side, new period index): a new period or byo-yomi began for side. */
  signals[PERIOD_CHANGED] = g_signal_new ("period-changed", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_UINT);
  /* (side): less than low-time-threshold left until side's flag. */
  signals[LOW_TIME] = g_signal_new ("low-time", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /* (side, XqFlagKind): side lost on time (§4.1.4, §22). */
  signals[FLAG_FALL] = g_signal_new ("flag-fall", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);
}

/* ---- Kept state ---------------------------------------------------------- */

#define TC_FORMAT "%d %u %" G_GINT64_MODIFIER "d %u %" G_GINT64_MODIFIER "d %" \
                  G_GINT64_MODIFIER "d %" G_GINT64_MODIFIER "d %u %" G_GINT64_MODIFIER "d"
#define SIDE_FORMAT " %" G_GINT64_MODIFIER "d %" G_GINT64_MODIFIER "d %u %u %u %u %d"

char *
xq_clock_save_state (XqClock *self)
{
  const XqTimeControl *tc;
  GString *text;

  g_return_val_if_fail (XQ_IS_CLOCK (self), NULL);

  tc = &self->tc;
  text = g_string_new (NULL);
  g_string_append_printf (text, TC_FORMAT, (int) tc->kind, tc->first.moves, tc->first.time,
                          tc->next.moves, tc->next.time, tc->per_move, tc->byoyomi,
                          tc->byoyomi_periods, tc->increment);
  for (int c = 0; c < 2; c++)
    {
      const Side *s = &self->side[c];

      g_string_append_printf (text, SIDE_FORMAT, s->remaining, s->used, s->moves, s->period,
                              s->moves_in_period, s->byoyomi_left, s->in_byoyomi ? 1 : 0);
    }
  if (self->state == XQ_CLOCK_RUNNING || self->state == XQ_CLOCK_PAUSED)
    g_string_append_printf (text, " %" G_GINT64_FORMAT, turn_elapsed (self));
  return g_string_free (text, FALSE);
}

XqClock *
xq_clock_new_from_state (const char *state)
{
  XqTimeControl tc = { 0 };
  Side sides[2] = { 0 };
  int kind = -1, in_byoyomi[2] = { 0 }, end = 0, turn_end = 0;
  gint64 turn = 0;
  XqClock *clock;

  g_return_val_if_fail (state != NULL, NULL);

  if (sscanf (state, TC_FORMAT SIDE_FORMAT SIDE_FORMAT "%n", &kind, &tc.first.moves,
              &tc.first.time, &tc.next.moves, &tc.next.time, &tc.per_move, &tc.byoyomi,
              &tc.byoyomi_periods, &tc.increment,
              &sides[0].remaining, &sides[0].used, &sides[0].moves, &sides[0].period,
              &sides[0].moves_in_period, &sides[0].byoyomi_left, &in_byoyomi[0],
              &sides[1].remaining, &sides[1].used, &sides[1].moves, &sides[1].period,
              &sides[1].moves_in_period, &sides[1].byoyomi_left, &in_byoyomi[1], &end) != 23
      || kind <= XQ_TIME_CONTROL_NONE || kind > XQ_TIME_CONTROL_PER_MOVE)
    return NULL;
  /* The time of the turn under way, when there was one. */
  if (state[end] == ' '
      && sscanf (state + end, " %" G_GINT64_MODIFIER "d%n", &turn, &turn_end) == 1)
    end += turn_end;
  if (state[end] != '\0' || turn < 0)
    return NULL;
  tc.kind = (XqTimeControlKind) kind;
  for (int c = 0; c < 2; c++)
    {
      if (sides[c].used < 0 || sides[c].byoyomi_left > tc.byoyomi_periods)
        return NULL;
      sides[c].in_byoyomi = in_byoyomi[c] != 0;
    }
  clock = xq_clock_new (&tc);
  memcpy (clock->side, sides, sizeof sides);
  clock->restored_turn = turn;
  return clock;
}

static void
xq_clock_init (XqClock *self)
{
  self->context = g_main_context_ref_thread_default ();
  self->time_func = default_time_func;
  self->low_time_threshold = default_low_time;
  xq_time_control_init_none (&self->tc);
  reset_sides (self);
}
