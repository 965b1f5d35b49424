/* xq-time-control.c — time controls as data (RULES §6, §22; seeds 001, 003)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "xq-time-control"

#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "xq-time-control.h"

G_DEFINE_BOXED_TYPE (XqTimeControl, xq_time_control,
                     xq_time_control_copy, xq_time_control_free)

XqTimeControl *
xq_time_control_copy (const XqTimeControl *tc)
{
  g_return_val_if_fail (tc != NULL, NULL);
  return g_memdup2 (tc, sizeof *tc);
}

void
xq_time_control_free (XqTimeControl *tc)
{
  g_free (tc);
}

void
xq_time_control_init_none (XqTimeControl *tc)
{
  g_return_if_fail (tc != NULL);
  memset (tc, 0, sizeof *tc);
  tc->kind = XQ_TIME_CONTROL_NONE;
}

gboolean
xq_time_control_init_periods (XqTimeControl *tc,
                              guint          first_minutes,
                              guint          first_moves,
                              guint          next_minutes,
                              guint          next_moves)
{
  g_return_val_if_fail (tc != NULL, FALSE);

  xq_time_control_init_none (tc);
  if (first_minutes > 180 || next_minutes > 180 || first_moves > 999 || next_moves > 999)
    return FALSE;
  /* A first period without time is no clock at all. */
  if (first_minutes == 0)
    return TRUE;

  tc->kind = XQ_TIME_CONTROL_PERIODS;
  tc->first.moves = first_moves;
  tc->first.time = first_minutes * XQ_USEC_PER_MINUTE;
  if (first_moves > 0)
    {
      tc->next.moves = next_minutes > 0 ? next_moves : 0;
      tc->next.time = next_minutes * XQ_USEC_PER_MINUTE;
    }
  return TRUE;
}

void
xq_time_control_init_sudden_death (XqTimeControl *tc, gint64 time)
{
  g_return_if_fail (tc != NULL);
  g_return_if_fail (time > 0);
  xq_time_control_init_none (tc);
  tc->kind = XQ_TIME_CONTROL_PERIODS;
  tc->first.time = time;
}

void
xq_time_control_init_online (XqTimeControl *tc,
                             gint64         game_time,
                             gint64         per_move,
                             gint64         byoyomi,
                             guint          byoyomi_periods)
{
  g_return_if_fail (tc != NULL);
  g_return_if_fail (game_time >= 0 && per_move >= 0 && byoyomi >= 0);
  xq_time_control_init_none (tc);
  tc->kind = XQ_TIME_CONTROL_ONLINE;
  tc->first.time = game_time;
  tc->per_move = per_move;
  tc->byoyomi = byoyomi;
  tc->byoyomi_periods = byoyomi > 0 ? MAX (byoyomi_periods, 1) : 0;
}

void
xq_time_control_init_fischer (XqTimeControl *tc, gint64 base, gint64 increment)
{
  g_return_if_fail (tc != NULL);
  g_return_if_fail (base > 0 && increment >= 0);
  xq_time_control_init_none (tc);
  tc->kind = XQ_TIME_CONTROL_FISCHER;
  tc->first.time = base;
  tc->increment = increment;
}

void
xq_time_control_init_per_move (XqTimeControl *tc, gint64 per_move)
{
  g_return_if_fail (tc != NULL);
  g_return_if_fail (per_move > 0);
  xq_time_control_init_none (tc);
  tc->kind = XQ_TIME_CONTROL_PER_MOVE;
  tc->per_move = per_move;
}

void
xq_time_control_init_preset (XqTimeControl *tc, XqTimePreset preset)
{
  g_return_if_fail (tc != NULL);

  switch (preset)
    {
    case XQ_TIME_PRESET_STANDARD_90:
      xq_time_control_init_periods (tc, 90, 40, 15, 10);
      break;
    case XQ_TIME_PRESET_STANDARD_60:
      xq_time_control_init_periods (tc, 60, 30, 10, 10);
      break;
    case XQ_TIME_PRESET_RAPID_10:
      xq_time_control_init_periods (tc, 10, 40, 5, 30);
      break;
    case XQ_TIME_PRESET_RAPID_5:
      xq_time_control_init_periods (tc, 5, 30, 5, 30);
      break;
    case XQ_TIME_PRESET_SUDDEN_DEATH:
      xq_time_control_init_sudden_death (tc, 30 * XQ_USEC_PER_MINUTE);
      break;
    case XQ_TIME_PRESET_MAJOR_EVENT:
      xq_time_control_init_periods (tc, 90, 40, 30, 20);
      break;
    case XQ_TIME_PRESET_ONLINE:
      xq_time_control_init_online (tc, 30 * XQ_USEC_PER_MINUTE, 5 * XQ_USEC_PER_MINUTE,
                                   3 * XQ_USEC_PER_MINUTE, 1);
      break;
    case XQ_TIME_PRESET_FISCHER:
      xq_time_control_init_fischer (tc, 15 * XQ_USEC_PER_MINUTE, 10 * G_USEC_PER_SEC);
      break;
    case XQ_TIME_PRESET_PER_MOVE:
      xq_time_control_init_per_move (tc, XQ_USEC_PER_MINUTE);
      break;
    case XQ_TIME_PRESET_NONE:
    case XQ_N_TIME_PRESETS:
    default:
      xq_time_control_init_none (tc);
      break;
    }
}

gboolean
xq_time_control_is_none (const XqTimeControl *tc)
{
  return tc == NULL || tc->kind == XQ_TIME_CONTROL_NONE;
}

gboolean
xq_time_control_equal (const XqTimeControl *a, const XqTimeControl *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);
  return a->kind == b->kind
         && a->first.moves == b->first.moves && a->first.time == b->first.time
         && a->next.moves == b->next.moves && a->next.time == b->next.time
         && a->per_move == b->per_move && a->byoyomi == b->byoyomi
         && a->byoyomi_periods == b->byoyomi_periods && a->increment == b->increment;
}

XqTimePeriod
xq_time_control_get_period (const XqTimeControl *tc, guint index)
{
  XqTimePeriod none = { 0, 0 };

  g_return_val_if_fail (tc != NULL, none);
  if (tc->kind != XQ_TIME_CONTROL_PERIODS)
    return index == 0 ? tc->first : none;
  return index == 0 ? tc->first : tc->next;
}

static const struct
{
  const char *id;
  const char *name;
  const char *clause;
} presets[XQ_N_TIME_PRESETS] = {
  [XQ_TIME_PRESET_NONE] = { "none", N_("No clock"), NULL },
  [XQ_TIME_PRESET_STANDARD_90] = { "standard-90", N_("40 moves in 90 min, then 10 moves per 15 min"), "6.1" },
  [XQ_TIME_PRESET_STANDARD_60] = { "standard-60", N_("30 moves in 60 min, then 10 moves per 10 min"), "6.2" },
  [XQ_TIME_PRESET_RAPID_10] = { "rapid-10", N_("Rapid: 40 moves in 10 min, then 30 moves per 5 min"), "6.3" },
  [XQ_TIME_PRESET_RAPID_5] = { "rapid-5", N_("Rapid: 30 moves per 5 min"), "6.4" },
  [XQ_TIME_PRESET_SUDDEN_DEATH] = { "sudden-death", N_("Sudden death: 30 min for the game"), "6.5" },
  [XQ_TIME_PRESET_MAJOR_EVENT] = { "major-event", N_("Major event: 40 moves in 90 min, then 20 moves per 30 min"), NULL },
  [XQ_TIME_PRESET_ONLINE] = { "online", N_("Online: 30 min game, 5 min per move, 3 min byo-yomi"), NULL },
  [XQ_TIME_PRESET_FISCHER] = { "fischer", N_("15 min plus 10 s per move"), NULL },
  [XQ_TIME_PRESET_PER_MOVE] = { "per-move", N_("1 min per move"), NULL },
};

const char *
xq_time_preset_get_id (XqTimePreset preset)
{
  g_return_val_if_fail (preset < XQ_N_TIME_PRESETS, NULL);
  return presets[preset].id;
}

const char *
xq_time_preset_get_name (XqTimePreset preset)
{
  g_return_val_if_fail (preset < XQ_N_TIME_PRESETS, NULL);
  return _(presets[preset].name);
}

const char *
xq_time_preset_get_clause (XqTimePreset preset)
{
  g_return_val_if_fail (preset < XQ_N_TIME_PRESETS, NULL);
  return presets[preset].clause;
}

XqTimePreset
xq_time_preset_from_id (const char *id)
{
  g_return_val_if_fail (id != NULL, XQ_TIME_PRESET_NONE);
  for (guint i = 0; i < XQ_N_TIME_PRESETS; i++)
    if (g_str_equal (presets[i].id, id))
      return (XqTimePreset) i;
  return XQ_TIME_PRESET_NONE;
}

static void
append_seconds (GString *s, gint64 us)
{
  g_string_append_printf (s, "%" G_GINT64_FORMAT, us / G_USEC_PER_SEC);
}

char *
xq_time_control_to_string (const XqTimeControl *tc)
{
  GString *s = g_string_new (NULL);

  g_return_val_if_fail (tc != NULL, NULL);

  switch (tc->kind)
    {
    case XQ_TIME_CONTROL_PERIODS:
      if (tc->first.moves > 0)
        g_string_append_printf (s, "%u/", tc->first.moves);
      append_seconds (s, tc->first.time);
      if (tc->first.moves > 0 && tc->next.time > 0)
        {
          g_string_append_c (s, ':');
          if (tc->next.moves > 0)
            g_string_append_printf (s, "%u/", tc->next.moves);
          append_seconds (s, tc->next.time);
        }
      break;
    case XQ_TIME_CONTROL_ONLINE:
      append_seconds (s, tc->first.time);
      g_string_append_c (s, '|');
      append_seconds (s, tc->per_move);
      g_string_append_c (s, '|');
      append_seconds (s, tc->byoyomi);
      g_string_append_printf (s, "x%u", tc->byoyomi_periods);
      break;
    case XQ_TIME_CONTROL_FISCHER:
      append_seconds (s, tc->first.time);
      g_string_append_c (s, '+');
      append_seconds (s, tc->increment);
      break;
    case XQ_TIME_CONTROL_PER_MOVE:
      g_string_append (s, "*");
      append_seconds (s, tc->per_move);
      break;
    case XQ_TIME_CONTROL_NONE:
    default:
      g_string_append_c (s, '-');
      break;
    }
  return g_string_free (s, FALSE);
}
