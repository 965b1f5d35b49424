/* xq-clock.h — the two-sided game clock (RULES §6, §22)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Only the side to move runs.  Every time is computed from monotonic
 * timestamps taken from a time source (g_get_monotonic_time() unless a test
 * injects its own), never by counting timer ticks; the timer only decides
 * when to look again.  The timer, and so the clock's signals, run on the
 * thread-default main context of the thread that created the clock.
 */
#pragma once

#include <glib-object.h>

#include "xq-types.h"
#include "xq-time-control.h"

G_BEGIN_DECLS

/* Returns the current time in µs from an arbitrary monotonic origin. */
typedef gint64 (*XqTimeFunc) (gpointer user_data);

typedef enum
{
  XQ_FLAG_NONE = 0,
  XQ_FLAG_GAME_TIME,   /* the time of a period or the game time ran out (§4.1.4, §22.1) */
  XQ_FLAG_MOVE_TIME,   /* the per-move time (步时, fixed time per move) ran out */
  XQ_FLAG_BYOYOMI,     /* the last byo-yomi period (读秒) ran out */
} XqFlagKind;

typedef enum
{
  XQ_CLOCK_IDLE = 0,   /* not started yet */
  XQ_CLOCK_RUNNING,
  XQ_CLOCK_PAUSED,
  XQ_CLOCK_STOPPED,    /* game over: a flag fell or the game ended otherwise */
} XqClockState;

#define XQ_TYPE_CLOCK (xq_clock_get_type ())
G_DECLARE_FINAL_TYPE (XqClock, xq_clock, XQ, CLOCK, GObject)

XqClock *xq_clock_new (const XqTimeControl *tc);

/* For tests: replaces the time source.  Call before starting. */
void xq_clock_set_time_func (XqClock       *self,
                             XqTimeFunc     func,
                             gpointer       user_data,
                             GDestroyNotify destroy);

const XqTimeControl *xq_clock_get_time_control (XqClock *self);
XqClockState xq_clock_get_state (XqClock *self);

/* Starts @side's clock (normally red's; black's in some handicap set-ups). */
void     xq_clock_start (XqClock *self, XqColor side);
/* The running side finished its move: stops its clock, starts the other's.
 * When the running side's time was already up (§22.5), the flag falls
 * instead and FALSE is returned. */
gboolean xq_clock_press (XqClock *self);
void     xq_clock_pause (XqClock *self);
void     xq_clock_resume (XqClock *self);
/* The game ended otherwise (mate, resignation, …): freezes both clocks
 * without a flag, even when the running side's time is up (§22.5). */
void     xq_clock_stop (XqClock *self);
/* Runs again after xq_clock_stop() (a finished game taken back), with
 * @side to move.  Not after a flag fell. */
void     xq_clock_reopen (XqClock *self, XqColor side);
/* Looks at the time now: emits ::tick, ::low-time, ::flag-fall as due.
 * Returns FALSE when a flag has fallen. */
gboolean xq_clock_update (XqClock *self);
/* Charges @time of extra use to @side's clock, e.g. 5 minutes for a wrong
 * natural-limit claim (§23.3).  The flag falls at the next update when
 * that uses up the side's time. */
void     xq_clock_add_penalty (XqClock *self, XqColor side, gint64 time);
/* Hands the turn to @side without counting a move (take-back): the time
 * of the running side's turn so far is charged to it, then @side runs. */
void     xq_clock_give_turn (XqClock *self, XqColor side);

XqColor  xq_clock_get_running_side (XqClock *self);

/* Game time (or period time) left to @side now, never negative. */
gint64   xq_clock_get_remaining (XqClock *self, XqColor side);
/* Time until @side's flag falls if it is (or when it will be) to move and
 * does not move: the nearest of game, per-move and byo-yomi limits.
 * G_MAXINT64 without a clock. */
gint64   xq_clock_get_time_left (XqClock *self, XqColor side);
/* Time @side used in the game so far, the current turn included. */
gint64   xq_clock_get_used (XqClock *self, XqColor side);
/* Time used in the current turn by the side to move. */
gint64   xq_clock_get_turn_time (XqClock *self);
guint    xq_clock_get_moves (XqClock *self, XqColor side);
/* Period index (0 = first) and moves still required in it (0: no count). */
guint    xq_clock_get_period (XqClock *self, XqColor side);
guint    xq_clock_get_moves_to_go (XqClock *self, XqColor side);
gboolean xq_clock_get_in_byoyomi (XqClock *self, XqColor side);
guint    xq_clock_get_byoyomi_periods_left (XqClock *self, XqColor side);

/* The side whose flag fell (and how), or XQ_FLAG_NONE. */
XqFlagKind xq_clock_get_flag (XqClock *self, XqColor *side);

/* Warning threshold for ::low-time (µs; default 30 s). */
void     xq_clock_set_low_time_threshold (XqClock *self, gint64 threshold);
gint64   xq_clock_get_low_time_threshold (XqClock *self);

/* The time control, both sides' times between turns and the time of the
 * turn under way, as one line of text, so that a game kept on disk goes on
 * with the same clock.  A clock from such a line (idle until started; its
 * first turn starts with the time the saved turn had taken), or NULL when
 * the line is not one. */
char    *xq_clock_save_state     (XqClock *self);
XqClock *xq_clock_new_from_state (const char *state);

/* Formats a time for display: "1:23:45", "12:34", "0:09.5" below 10 s. */
char    *xq_clock_format_time (gint64 time);

G_END_DECLS
