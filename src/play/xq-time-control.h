/* xq-time-control.h — time controls as data (RULES §6, §22; seeds 001, 003)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* Microseconds, as g_get_monotonic_time() counts them. */
#define XQ_USEC_PER_MINUTE (G_GINT64_CONSTANT (60) * G_USEC_PER_SEC)

typedef enum
{
  XQ_TIME_CONTROL_NONE = 0,   /* no clock */
  XQ_TIME_CONTROL_PERIODS,    /* N moves in T, then M moves per U, repeating (§6.1–6.5) */
  XQ_TIME_CONTROL_ONLINE,     /* game time 局时, per-move time 步时, byo-yomi 读秒 (seed 003) */
  XQ_TIME_CONTROL_FISCHER,    /* base time plus an increment after every move */
  XQ_TIME_CONTROL_PER_MOVE,   /* a fixed time for every move, nothing carries over */
} XqTimeControlKind;

/* A period of a time control: @moves moves (0 = the rest of the game) within
 * @time (µs), which is added to whatever is left of the previous period. */
typedef struct
{
  guint moves;
  gint64 time;
} XqTimePeriod;

typedef struct
{
  XqTimeControlKind kind;
  /* PERIODS: the first period, then @next repeating.  @next with time 0 and
   * moves 0 means the carried-over time has to last the rest of the game.
   * ONLINE and FISCHER: @first.time is the game time (局时). */
  XqTimePeriod first;
  XqTimePeriod next;
  /* ONLINE: 步时, each move within this while game time remains (0: none).
   * PER_MOVE: the time for every move. */
  gint64 per_move;
  /* ONLINE: 读秒, each move within this once game time is used up; a move
   * that takes longer uses up one of @byoyomi_periods periods per @byoyomi
   * started (1 period: the QQ rule, overrunning loses at once). */
  gint64 byoyomi;
  guint byoyomi_periods;
  /* FISCHER: added after every move. */
  gint64 increment;
} XqTimeControl;

/* Named presets of the rule book. */
typedef enum
{
  XQ_TIME_PRESET_NONE = 0,       /* no clock */
  XQ_TIME_PRESET_STANDARD_90,    /* §6.1: 40 moves in 90 min, then 10 per 15 min */
  XQ_TIME_PRESET_STANDARD_60,    /* §6.2: 30 moves in 60 min, then 10 per 10 min */
  XQ_TIME_PRESET_RAPID_10,       /* §6.3: 40 moves in 10 min, then 30 per 5 min */
  XQ_TIME_PRESET_RAPID_5,        /* §6.4: 30 moves per 5 min, repeating */
  XQ_TIME_PRESET_SUDDEN_DEATH,   /* §6.5: the whole game in 30 min */
  XQ_TIME_PRESET_MAJOR_EVENT,    /* seed 001: 40 moves in 90 min, then 20 per 30 min */
  XQ_TIME_PRESET_ONLINE,         /* seed 003: 局时 30 min, 步时 5 min, 读秒 3 min */
  XQ_TIME_PRESET_FISCHER,        /* 15 min + 10 s per move */
  XQ_TIME_PRESET_PER_MOVE,       /* 1 min per move */
  XQ_N_TIME_PRESETS
} XqTimePreset;

#define XQ_TYPE_TIME_CONTROL (xq_time_control_get_type ())
GType xq_time_control_get_type (void) G_GNUC_CONST;

XqTimeControl *xq_time_control_copy (const XqTimeControl *tc);
void           xq_time_control_free (XqTimeControl *tc);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (XqTimeControl, xq_time_control_free)

void xq_time_control_init_none (XqTimeControl *tc);
/* Generic two-period control (seed 003 "时间设定"): minutes 0–180, moves
 * 0–999 (0 = rest of the game); later periods repeat the second one.
 * Returns FALSE (and leaves @tc as "none") when a value is out of range. */
gboolean xq_time_control_init_periods (XqTimeControl *tc,
                                       guint          first_minutes,
                                       guint          first_moves,
                                       guint          next_minutes,
                                       guint          next_moves);
void xq_time_control_init_sudden_death (XqTimeControl *tc, gint64 time);
void xq_time_control_init_online (XqTimeControl *tc,
                                  gint64         game_time,
                                  gint64         per_move,
                                  gint64         byoyomi,
                                  guint          byoyomi_periods);
void xq_time_control_init_fischer (XqTimeControl *tc, gint64 base, gint64 increment);
void xq_time_control_init_per_move (XqTimeControl *tc, gint64 per_move);
void xq_time_control_init_preset (XqTimeControl *tc, XqTimePreset preset);

gboolean xq_time_control_is_none (const XqTimeControl *tc);
gboolean xq_time_control_equal (const XqTimeControl *a, const XqTimeControl *b);

/* The period (0 = first) after @index: its moves and time. */
XqTimePeriod xq_time_control_get_period (const XqTimeControl *tc, guint index);

/* Machine name of a preset ("standard-90", …) and translated display name. */
const char *xq_time_preset_get_id (XqTimePreset preset);
const char *xq_time_preset_get_name (XqTimePreset preset);
/* The rule book clause of a preset ("6.1"), or NULL. */
const char *xq_time_preset_get_clause (XqTimePreset preset);
XqTimePreset xq_time_preset_from_id (const char *id);

/* A compact description for the game record's TimeControl tag, e.g.
 * "40/5400:10/900", "1800+10", "1800|300|180x1", "-" (no clock). */
char *xq_time_control_to_string (const XqTimeControl *tc);

G_END_DECLS
