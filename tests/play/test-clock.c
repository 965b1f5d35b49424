/* test-clock.c — time controls and the game clock, on a fake time source
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "xq-clock.h"

#define SEC G_USEC_PER_SEC
#define MINUTE XQ_USEC_PER_MINUTE

typedef struct
{
  gint64 now;
  XqClock *clock;
  guint ticks;
  guint low_time[2];
  guint period_changes[2];
  guint last_period[2];
  guint flags;
  int flag_side;
  int flag_kind;
} Fixture;

static gint64
fake_time (gpointer data)
{
  Fixture *f = data;
  return f->now;
}

static void
on_tick (XqClock *clock, Fixture *f)
{
  f->ticks++;
}

static void
on_low_time (XqClock *clock, int side, Fixture *f)
{
  f->low_time[side]++;
}

static void
on_period_changed (XqClock *clock, int side, guint period, Fixture *f)
{
  f->period_changes[side]++;
  f->last_period[side] = period;
}

static void
on_flag_fall (XqClock *clock, int side, int kind, Fixture *f)
{
  f->flags++;
  f->flag_side = side;
  f->flag_kind = kind;
}

static void
fixture_set_up (Fixture *f, const XqTimeControl *tc)
{
  memset (f, 0, sizeof *f);
  f->now = 1000 * SEC;
  f->flag_side = -1;
  f->clock = xq_clock_new (tc);
  xq_clock_set_time_func (f->clock, fake_time, f, NULL);
  g_signal_connect (f->clock, "tick", G_CALLBACK (on_tick), f);
  g_signal_connect (f->clock, "low-time", G_CALLBACK (on_low_time), f);
  g_signal_connect (f->clock, "period-changed", G_CALLBACK (on_period_changed), f);
  g_signal_connect (f->clock, "flag-fall", G_CALLBACK (on_flag_fall), f);
}

static void
fixture_tear_down (Fixture *f)
{
  g_assert_finalize_object (f->clock);
}

static void
set_up_preset (Fixture *f, XqTimePreset preset)
{
  XqTimeControl tc;

  xq_time_control_init_preset (&tc, preset);
  fixture_set_up (f, &tc);
}

/* Moves of @seconds each for both sides, @n moves each. */
static void
play (Fixture *f, guint n, gint64 red_time, gint64 black_time)
{
  for (guint i = 0; i < n; i++)
    {
      f->now += red_time;
      g_assert_true (xq_clock_press (f->clock));
      f->now += black_time;
      g_assert_true (xq_clock_press (f->clock));
    }
}

static void
test_new_destroy (void)
{
  XqClock *clock = xq_clock_new (NULL);

  g_assert_cmpint (xq_clock_get_state (clock), ==, XQ_CLOCK_IDLE);
  g_assert_true (xq_time_control_is_none (xq_clock_get_time_control (clock)));
  g_assert_finalize_object (clock);
}

static void
test_presets (void)
{
  static const struct
  {
    XqTimePreset preset;
    const char *string;
  } cases[] = {
    { XQ_TIME_PRESET_NONE, "-" },
    { XQ_TIME_PRESET_STANDARD_90, "40/5400:10/900" },
    { XQ_TIME_PRESET_STANDARD_60, "30/3600:10/600" },
    { XQ_TIME_PRESET_RAPID_10, "40/600:30/300" },
    { XQ_TIME_PRESET_RAPID_5, "30/300:30/300" },
    { XQ_TIME_PRESET_SUDDEN_DEATH, "1800" },
    { XQ_TIME_PRESET_MAJOR_EVENT, "40/5400:20/1800" },
    { XQ_TIME_PRESET_ONLINE, "1800|300|180x1" },
    { XQ_TIME_PRESET_FISCHER, "900+10" },
    { XQ_TIME_PRESET_PER_MOVE, "*60" },
  };

  g_assert_cmpint (G_N_ELEMENTS (cases), ==, XQ_N_TIME_PRESETS);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      XqTimeControl tc;
      g_autofree char *s = NULL;
      const char *id = xq_time_preset_get_id (cases[i].preset);

      xq_time_control_init_preset (&tc, cases[i].preset);
      s = xq_time_control_to_string (&tc);
      g_assert_cmpstr (s, ==, cases[i].string);
      g_assert_cmpint (xq_time_preset_from_id (id), ==, cases[i].preset);
      g_assert_nonnull (xq_time_preset_get_name (cases[i].preset));
    }
  g_assert_cmpstr (xq_time_preset_get_clause (XQ_TIME_PRESET_STANDARD_90), ==, "6.1");
  g_assert_cmpstr (xq_time_preset_get_clause (XQ_TIME_PRESET_SUDDEN_DEATH), ==, "6.5");
}

static void
test_generic_ranges (void)
{
  XqTimeControl tc, tc2;

  g_assert_true (xq_time_control_init_periods (&tc, 180, 999, 180, 999));
  g_assert_cmpint (tc.kind, ==, XQ_TIME_CONTROL_PERIODS);
  g_assert_false (xq_time_control_init_periods (&tc, 181, 40, 10, 10));
  g_assert_true (xq_time_control_is_none (&tc));
  g_assert_false (xq_time_control_init_periods (&tc, 90, 1000, 10, 10));
  g_assert_true (xq_time_control_init_periods (&tc, 0, 40, 10, 10));
  g_assert_true (xq_time_control_is_none (&tc));
  /* Moves 0: the whole game in the first period. */
  g_assert_true (xq_time_control_init_periods (&tc, 20, 0, 10, 10));
  xq_time_control_init_sudden_death (&tc2, 20 * MINUTE);
  g_assert_true (xq_time_control_equal (&tc, &tc2));
}

typedef struct
{
  XqTimePreset preset;
  guint first_moves;
  gint64 first_time;
  guint next_moves;
  gint64 next_time;
} PeriodCase;

static const PeriodCase period_cases[] = {
  { XQ_TIME_PRESET_STANDARD_90, 40, 90 * MINUTE, 10, 15 * MINUTE },
  { XQ_TIME_PRESET_STANDARD_60, 30, 60 * MINUTE, 10, 10 * MINUTE },
  { XQ_TIME_PRESET_RAPID_10, 40, 10 * MINUTE, 30, 5 * MINUTE },
  { XQ_TIME_PRESET_RAPID_5, 30, 5 * MINUTE, 30, 5 * MINUTE },
  { XQ_TIME_PRESET_MAJOR_EVENT, 40, 90 * MINUTE, 20, 30 * MINUTE },
};

/* Period transitions and carry-over of time (not of moves). */
static void
test_period_transitions (gconstpointer data)
{
  const PeriodCase *pc = data;
  Fixture f;
  gint64 per_move = pc->first_time / pc->first_moves / 2;
  gint64 left;

  set_up_preset (&f, pc->preset);
  xq_clock_start (f.clock, XQ_RED);
  g_assert_cmpuint (xq_clock_get_moves_to_go (f.clock, XQ_RED), ==, pc->first_moves);

  /* Red uses half its time in the first period; black almost all. */
  play (&f, pc->first_moves - 1, per_move, 1 * SEC);
  g_assert_cmpuint (xq_clock_get_period (f.clock, XQ_RED), ==, 0);
  g_assert_cmpuint (xq_clock_get_moves_to_go (f.clock, XQ_RED), ==, 1);
  play (&f, 1, per_move, 1 * SEC);
  g_assert_cmpuint (f.period_changes[XQ_RED], ==, 1);
  g_assert_cmpuint (f.period_changes[XQ_BLACK], ==, 1);
  g_assert_cmpuint (xq_clock_get_period (f.clock, XQ_RED), ==, 1);
  g_assert_cmpuint (xq_clock_get_moves_to_go (f.clock, XQ_RED), ==, pc->next_moves);

  /* Carry-over: half the first period is left on top of the second. */
  left = pc->first_time - per_move * pc->first_moves + pc->next_time;
  g_assert_cmpint (xq_clock_get_remaining (f.clock, XQ_RED), ==, left);
  g_assert_cmpint (xq_clock_get_remaining (f.clock, XQ_BLACK), ==,
                   pc->first_time - pc->first_moves * SEC + pc->next_time);

  /* Second period, then the repeating one. */
  play (&f, pc->next_moves, 1 * SEC, 1 * SEC);
  g_assert_cmpuint (xq_clock_get_period (f.clock, XQ_RED), ==, 2);
  g_assert_cmpint (xq_clock_get_remaining (f.clock, XQ_RED), ==,
                   left - pc->next_moves * SEC + pc->next_time);
  g_assert_cmpuint (xq_clock_get_moves (f.clock, XQ_RED), ==, pc->first_moves + pc->next_moves);
  g_assert_cmpint (xq_clock_get_used (f.clock, XQ_RED), ==,
                   per_move * pc->first_moves + pc->next_moves * SEC);
  g_assert_cmpuint (f.flags, ==, 0);
  fixture_tear_down (&f);
}

/* Extra moves in a period do not count towards the next one (seed 001):
 * the next period starts after its own number of moves. */
static void
test_moves_do_not_carry (void)
{
  Fixture f;

  set_up_preset (&f, XQ_TIME_PRESET_STANDARD_60);
  xq_clock_start (f.clock, XQ_RED);
  play (&f, 30, 1 * SEC, 1 * SEC);
  g_assert_cmpuint (xq_clock_get_period (f.clock, XQ_RED), ==, 1);
  g_assert_cmpuint (xq_clock_get_moves_to_go (f.clock, XQ_RED), ==, 10);
  play (&f, 9, 1 * SEC, 1 * SEC);
  g_assert_cmpuint (xq_clock_get_period (f.clock, XQ_RED), ==, 1);
  play (&f, 1, 1 * SEC, 1 * SEC);
  g_assert_cmpuint (xq_clock_get_period (f.clock, XQ_RED), ==, 2);
  fixture_tear_down (&f);
}

/* §4.1.4: the required moves not made within the period's time. */
static void
test_flag_period (void)
{
  Fixture f;

  set_up_preset (&f, XQ_TIME_PRESET_RAPID_10);
  xq_clock_start (f.clock, XQ_RED);
  play (&f, 39, 15 * SEC, 1 * SEC);
  g_assert_cmpint (xq_clock_get_remaining (f.clock, XQ_RED), ==, 15 * SEC);
  f.now += 14 * SEC;
  g_assert_true (xq_clock_update (f.clock));
  g_assert_cmpuint (f.low_time[XQ_RED], ==, 1);
  f.now += 1 * SEC;
  g_assert_false (xq_clock_update (f.clock));
  g_assert_cmpuint (f.flags, ==, 1);
  g_assert_cmpint (f.flag_side, ==, XQ_RED);
  g_assert_cmpint (f.flag_kind, ==, XQ_FLAG_GAME_TIME);
  g_assert_cmpint (xq_clock_get_state (f.clock), ==, XQ_CLOCK_STOPPED);
  g_assert_false (xq_clock_press (f.clock));
  g_assert_cmpuint (f.flags, ==, 1);
  fixture_tear_down (&f);
}

/* §22.5: the last move of the period made in time, the clock pressed late. */
static void
test_flag_press_late (void)
{
  Fixture f;
  XqColor side;

  set_up_preset (&f, XQ_TIME_PRESET_SUDDEN_DEATH);
  xq_clock_start (f.clock, XQ_RED);
  f.now += 30 * MINUTE + 1;
  /* No update in between: the flag falls at the press. */
  g_assert_false (xq_clock_press (f.clock));
  g_assert_cmpint (xq_clock_get_flag (f.clock, &side), ==, XQ_FLAG_GAME_TIME);
  g_assert_cmpint (side, ==, XQ_RED);
  g_assert_cmpuint (f.flags, ==, 1);
  fixture_tear_down (&f);
}

/* §22.5: the game ended (mate, …) before the press: no flag. */
static void
test_stop_wins_over_flag (void)
{
  Fixture f;

  set_up_preset (&f, XQ_TIME_PRESET_SUDDEN_DEATH);
  xq_clock_start (f.clock, XQ_RED);
  f.now += 31 * MINUTE;
  xq_clock_stop (f.clock);
  g_assert_cmpint (xq_clock_get_state (f.clock), ==, XQ_CLOCK_STOPPED);
  g_assert_cmpint (xq_clock_get_flag (f.clock, NULL), ==, XQ_FLAG_NONE);
  g_assert_true (xq_clock_update (f.clock));
  g_assert_cmpuint (f.flags, ==, 0);
  g_assert_cmpint (xq_clock_get_used (f.clock, XQ_RED), ==, 31 * MINUTE);
  /* Taken back: runs again for the side to move. */
  xq_clock_reopen (f.clock, XQ_RED);
  g_assert_cmpint (xq_clock_get_state (f.clock), ==, XQ_CLOCK_RUNNING);
  f.now += 1 * SEC;
  g_assert_false (xq_clock_update (f.clock));
  g_assert_cmpuint (f.flags, ==, 1);
  fixture_tear_down (&f);
}

static void
test_sudden_death (void)
{
  Fixture f;

  set_up_preset (&f, XQ_TIME_PRESET_SUDDEN_DEATH);
  xq_clock_start (f.clock, XQ_RED);
  play (&f, 200, 5 * SEC, 1 * SEC);
  g_assert_cmpuint (xq_clock_get_period (f.clock, XQ_RED), ==, 0);
  g_assert_cmpuint (xq_clock_get_moves_to_go (f.clock, XQ_RED), ==, 0);
  g_assert_cmpint (xq_clock_get_remaining (f.clock, XQ_RED), ==, 30 * MINUTE - 1000 * SEC);
  f.now += 30 * MINUTE - 1000 * SEC;
  g_assert_false (xq_clock_update (f.clock));
  g_assert_cmpint (f.flag_kind, ==, XQ_FLAG_GAME_TIME);
  fixture_tear_down (&f);
}

/* The pause stops the running side's clock. */
static void
test_pause (void)
{
  Fixture f;

  set_up_preset (&f, XQ_TIME_PRESET_SUDDEN_DEATH);
  xq_clock_start (f.clock, XQ_RED);
  f.now += 10 * SEC;
  xq_clock_pause (f.clock);
  f.now += 60 * MINUTE;
  g_assert_true (xq_clock_update (f.clock));
  xq_clock_resume (f.clock);
  f.now += 5 * SEC;
  g_assert_cmpint (xq_clock_get_remaining (f.clock, XQ_RED), ==, 30 * MINUTE - 15 * SEC);
  g_assert_cmpint (xq_clock_get_remaining (f.clock, XQ_BLACK), ==, 30 * MINUTE);
  g_assert_true (xq_clock_press (f.clock));
  g_assert_cmpint (xq_clock_get_used (f.clock, XQ_RED), ==, 15 * SEC);
  g_assert_cmpint (xq_clock_get_running_side (f.clock), ==, XQ_BLACK);
  fixture_tear_down (&f);
}

/* 局时 30 min, 步时 5 min, 读秒 3 min (the example of seed 003). */
static void
test_online_per_move (void)
{
  Fixture f;

  set_up_preset (&f, XQ_TIME_PRESET_ONLINE);
  xq_clock_start (f.clock, XQ_RED);
  g_assert_cmpint (xq_clock_get_time_left (f.clock, XQ_RED), ==, 5 * MINUTE);
  play (&f, 2, 4 * MINUTE, 1 * SEC);
  /* Per-move time resets each move. */
  g_assert_cmpint (xq_clock_get_time_left (f.clock, XQ_RED), ==, 5 * MINUTE);
  g_assert_cmpint (xq_clock_get_remaining (f.clock, XQ_RED), ==, 22 * MINUTE);
  f.now += 5 * MINUTE;
  g_assert_false (xq_clock_update (f.clock));
  g_assert_cmpint (f.flag_kind, ==, XQ_FLAG_MOVE_TIME);
  g_assert_cmpint (f.flag_side, ==, XQ_RED);
  fixture_tear_down (&f);
}

static void
test_online_byoyomi (void)
{
  Fixture f;

  set_up_preset (&f, XQ_TIME_PRESET_ONLINE);
  xq_clock_start (f.clock, XQ_RED);
  /* 7 moves of 4 min: 2 min of game time left. */
  play (&f, 7, 4 * MINUTE, 1 * SEC);
  g_assert_cmpint (xq_clock_get_remaining (f.clock, XQ_RED), ==, 2 * MINUTE);
  /* Now game time runs out first, then 3 min of byo-yomi: 5 min in all. */
  g_assert_cmpint (xq_clock_get_time_left (f.clock, XQ_RED), ==, 5 * MINUTE);
  f.now += 2 * MINUTE;
  g_assert_true (xq_clock_update (f.clock));
  g_assert_true (xq_clock_get_in_byoyomi (f.clock, XQ_RED));
  g_assert_cmpuint (f.period_changes[XQ_RED], ==, 1);
  f.now += 2 * MINUTE;
  g_assert_true (xq_clock_press (f.clock));
  g_assert_cmpuint (f.period_changes[XQ_RED], ==, 1);
  g_assert_cmpint (xq_clock_get_remaining (f.clock, XQ_RED), ==, 0);
  f.now += 1 * SEC;
  g_assert_true (xq_clock_press (f.clock));
  /* Byo-yomi resets every move. */
  for (guint i = 0; i < 5; i++)
    {
      g_assert_cmpint (xq_clock_get_time_left (f.clock, XQ_RED), ==, 3 * MINUTE);
      play (&f, 1, 3 * MINUTE - 1, 1 * SEC);
    }
  /* Exhausted: one period only, the flag falls. */
  f.now += 3 * MINUTE;
  g_assert_false (xq_clock_update (f.clock));
  g_assert_cmpint (f.flag_kind, ==, XQ_FLAG_BYOYOMI);
  fixture_tear_down (&f);
}

/* Japanese style byo-yomi: 3 periods of 30 s, overrunning uses one up. */
static void
test_byoyomi_periods (void)
{
  Fixture f;
  XqTimeControl tc;

  xq_time_control_init_online (&tc, 1 * MINUTE, 0, 30 * SEC, 3);
  fixture_set_up (&f, &tc);
  xq_clock_start (f.clock, XQ_RED);
  f.now += 1 * MINUTE + 10 * SEC;
  g_assert_cmpuint (xq_clock_get_byoyomi_periods_left (f.clock, XQ_RED), ==, 3);
  g_assert_true (xq_clock_press (f.clock));
  g_assert_true (xq_clock_get_in_byoyomi (f.clock, XQ_RED));
  f.now += 1 * SEC;
  g_assert_true (xq_clock_press (f.clock));
  g_assert_cmpint (xq_clock_get_time_left (f.clock, XQ_RED), ==, 90 * SEC);
  f.now += 45 * SEC;
  g_assert_cmpuint (xq_clock_get_byoyomi_periods_left (f.clock, XQ_RED), ==, 2);
  g_assert_true (xq_clock_press (f.clock));
  g_assert_cmpuint (xq_clock_get_byoyomi_periods_left (f.clock, XQ_RED), ==, 2);
  f.now += 1 * SEC;
  g_assert_true (xq_clock_press (f.clock));
  f.now += 59 * SEC;
  g_assert_true (xq_clock_press (f.clock));
  g_assert_cmpuint (xq_clock_get_byoyomi_periods_left (f.clock, XQ_RED), ==, 1);
  f.now += 1 * SEC;
  g_assert_true (xq_clock_press (f.clock));
  f.now += 30 * SEC;
  g_assert_false (xq_clock_press (f.clock));
  g_assert_cmpint (f.flag_kind, ==, XQ_FLAG_BYOYOMI);
  g_assert_cmpint (f.flag_side, ==, XQ_RED);
  fixture_tear_down (&f);
}

/* Online without byo-yomi: game time running out loses. */
static void
test_online_game_time (void)
{
  Fixture f;
  XqTimeControl tc;

  xq_time_control_init_online (&tc, 2 * MINUTE, 1 * MINUTE, 0, 0);
  fixture_set_up (&f, &tc);
  xq_clock_start (f.clock, XQ_RED);
  play (&f, 2, 50 * SEC, 1 * SEC);
  f.now += 20 * SEC;
  g_assert_false (xq_clock_update (f.clock));
  g_assert_cmpint (f.flag_kind, ==, XQ_FLAG_GAME_TIME);
  fixture_tear_down (&f);
}

static void
test_fischer (void)
{
  Fixture f;

  set_up_preset (&f, XQ_TIME_PRESET_FISCHER);
  xq_clock_start (f.clock, XQ_RED);
  play (&f, 10, 5 * SEC, 20 * SEC);
  g_assert_cmpint (xq_clock_get_remaining (f.clock, XQ_RED), ==, 15 * MINUTE + 50 * SEC);
  g_assert_cmpint (xq_clock_get_remaining (f.clock, XQ_BLACK), ==, 15 * MINUTE - 100 * SEC);
  f.now += 15 * MINUTE + 50 * SEC;
  g_assert_false (xq_clock_update (f.clock));
  g_assert_cmpint (f.flag_kind, ==, XQ_FLAG_GAME_TIME);
  fixture_tear_down (&f);
}

static void
test_per_move (void)
{
  Fixture f;

  set_up_preset (&f, XQ_TIME_PRESET_PER_MOVE);
  xq_clock_start (f.clock, XQ_RED);
  /* Nothing carries over. */
  play (&f, 10, 1 * SEC, 59 * SEC);
  g_assert_cmpint (xq_clock_get_time_left (f.clock, XQ_RED), ==, 1 * MINUTE);
  g_assert_cmpint (xq_clock_get_time_left (f.clock, XQ_BLACK), ==, 1 * MINUTE);
  f.now += 1 * SEC;
  g_assert_true (xq_clock_press (f.clock));
  f.now += 1 * MINUTE;
  g_assert_false (xq_clock_update (f.clock));
  g_assert_cmpint (f.flag_kind, ==, XQ_FLAG_MOVE_TIME);
  g_assert_cmpint (f.flag_side, ==, XQ_BLACK);
  fixture_tear_down (&f);
}

static void
test_no_clock (void)
{
  Fixture f;

  set_up_preset (&f, XQ_TIME_PRESET_NONE);
  xq_clock_start (f.clock, XQ_RED);
  play (&f, 3, 10 * MINUTE, 100 * MINUTE);
  f.now += 1000 * MINUTE;
  g_assert_true (xq_clock_update (f.clock));
  g_assert_cmpint (xq_clock_get_time_left (f.clock, XQ_RED), ==, G_MAXINT64);
  g_assert_cmpint (xq_clock_get_used (f.clock, XQ_RED), ==, 1030 * MINUTE);
  g_assert_cmpint (xq_clock_get_used (f.clock, XQ_BLACK), ==, 300 * MINUTE);
  g_assert_cmpuint (f.flags, ==, 0);
  g_assert_cmpuint (f.low_time[0] + f.low_time[1], ==, 0);
  fixture_tear_down (&f);
}

/* §23.3: 5 minutes charged for a wrong claim; the flag may fall of it. */
static void
test_penalty (void)
{
  Fixture f;

  set_up_preset (&f, XQ_TIME_PRESET_RAPID_5);
  xq_clock_start (f.clock, XQ_RED);
  play (&f, 2, 10 * SEC, 10 * SEC);
  xq_clock_add_penalty (f.clock, XQ_BLACK, 2 * MINUTE);
  g_assert_cmpint (xq_clock_get_remaining (f.clock, XQ_BLACK), ==, 3 * MINUTE - 20 * SEC);
  xq_clock_add_penalty (f.clock, XQ_RED, 5 * MINUTE);
  g_assert_cmpuint (f.flags, ==, 1);
  g_assert_cmpint (f.flag_side, ==, XQ_RED);
  fixture_tear_down (&f);
}

static void
test_low_time_rearm (void)
{
  Fixture f;

  set_up_preset (&f, XQ_TIME_PRESET_RAPID_5);
  xq_clock_start (f.clock, XQ_RED);
  play (&f, 29, 9 * SEC, 1 * SEC);
  f.now += 20 * SEC;
  g_assert_true (xq_clock_update (f.clock));
  g_assert_cmpuint (f.low_time[XQ_RED], ==, 1);
  g_assert_true (xq_clock_update (f.clock));
  g_assert_cmpuint (f.low_time[XQ_RED], ==, 1);
  g_assert_true (xq_clock_press (f.clock));
  /* New period: more time, the warning is armed again. */
  g_assert_cmpint (xq_clock_get_remaining (f.clock, XQ_RED), ==, 5 * MINUTE + 19 * SEC);
  f.now += 1 * SEC;
  g_assert_true (xq_clock_press (f.clock));
  f.now += 5 * MINUTE;
  g_assert_true (xq_clock_update (f.clock));
  g_assert_cmpuint (f.low_time[XQ_RED], ==, 2);
  fixture_tear_down (&f);
}

static void
test_give_turn (void)
{
  Fixture f;

  set_up_preset (&f, XQ_TIME_PRESET_RAPID_5);
  xq_clock_start (f.clock, XQ_RED);
  play (&f, 2, 10 * SEC, 10 * SEC);
  f.now += 5 * SEC;
  xq_clock_give_turn (f.clock, XQ_BLACK);
  g_assert_cmpuint (xq_clock_get_moves (f.clock, XQ_RED), ==, 2);
  g_assert_cmpint (xq_clock_get_used (f.clock, XQ_RED), ==, 25 * SEC);
  g_assert_cmpint (xq_clock_get_running_side (f.clock), ==, XQ_BLACK);
  fixture_tear_down (&f);
}

/* The timer runs on the main loop and reads the (real) time source. */
static gboolean
quit_loop (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

static void
test_ticks_real_time (void)
{
  XqTimeControl tc;
  g_autoptr (XqClock) clock = NULL;
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  guint ticks = 0;
  Fixture dummy = { 0 };

  xq_time_control_init_sudden_death (&tc, 5 * SEC);
  clock = xq_clock_new (&tc);
  g_signal_connect (clock, "tick", G_CALLBACK (on_tick), &dummy);
  xq_clock_start (clock, XQ_RED);
  g_timeout_add (350, quit_loop, loop);
  g_main_loop_run (loop);
  ticks = dummy.ticks;
  /* Tenths below 10 s: about 3 ticks in 350 ms (fewer on a busy machine). */
  g_assert_cmpuint (ticks, >=, 1);
  g_assert_cmpuint (ticks, <=, 5);
  g_assert_cmpint (xq_clock_get_remaining (clock, XQ_RED), <, 5 * SEC - 300000);
  xq_clock_stop (clock);
}

/* A clock made in a worker thread under its own main context (as
 * cli-match's games are) ticks and falls its flag there: nothing iterates
 * the global default context meanwhile, so a timer attached to it would
 * never fire. */
typedef struct
{
  GThread *worker;
  gboolean on_worker;       /* flag-fall was emitted in the worker */
  guint flags;
  gboolean default_pending; /* the default context had a source to run */
} ThreadRun;

static void
on_thread_flag_fall (XqClock *clock, int side, int kind, ThreadRun *run)
{
  run->flags++;
  run->on_worker = g_thread_self () == run->worker;
}

static gboolean
set_true (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

static gpointer
clock_in_thread (gpointer data)
{
  ThreadRun *run = data;
  g_autoptr (GMainContext) context = g_main_context_new ();
  g_autoptr (XqClock) clock = NULL;
  XqTimeControl tc;
  GSource *give_up;
  gboolean timed_out = FALSE;

  run->worker = g_thread_self ();
  g_main_context_push_thread_default (context);
  xq_time_control_init_sudden_death (&tc, 200000);
  clock = xq_clock_new (&tc);
  g_signal_connect (clock, "flag-fall", G_CALLBACK (on_thread_flag_fall), run);
  xq_clock_start (clock, XQ_RED);
  /* A wake-up of the worker's own, so that a timer attached elsewhere
   * fails the test instead of hanging it. */
  give_up = g_timeout_source_new_seconds (10);
  g_source_set_callback (give_up, set_true, &timed_out, NULL);
  g_source_attach (give_up, context);
  while (run->flags == 0 && !timed_out)
    g_main_context_iteration (context, TRUE);
  g_source_destroy (give_up);
  g_source_unref (give_up);
  run->default_pending = g_main_context_pending (NULL);
  g_clear_object (&clock);
  g_main_context_pop_thread_default (context);
  return NULL;
}

static void
test_thread_context (void)
{
  ThreadRun run = { 0 };
  GThread *worker;

  /* Nothing of ours waits on the default context before the run. */
  while (g_main_context_iteration (NULL, FALSE))
    ;
  worker = g_thread_new ("clock", clock_in_thread, &run);
  g_thread_join (worker);
  g_assert_cmpuint (run.flags, ==, 1);
  g_assert_true (run.on_worker);
  g_assert_false (run.default_pending);
}

static void
test_format (void)
{
  static const struct
  {
    gint64 time;
    const char *text;
  } cases[] = {
    { 0, "0:00.0" },
    { 9 * SEC + 540000, "0:09.5" },
    { 10 * SEC, "0:10" },
    { 12 * MINUTE + 34 * SEC, "12:34" },
    { 90 * MINUTE, "1:30:00" },
    { -5, "0:00.0" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *s = xq_clock_format_time (cases[i].time);
      g_assert_cmpstr (s, ==, cases[i].text);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/play/clock/new-destroy", test_new_destroy);
  g_test_add_func ("/play/clock/presets", test_presets);
  g_test_add_func ("/play/clock/generic-ranges", test_generic_ranges);
  for (guint i = 0; i < G_N_ELEMENTS (period_cases); i++)
    {
      g_autofree char *path =
        g_strdup_printf ("/play/clock/periods/%s", xq_time_preset_get_id (period_cases[i].preset));
      g_test_add_data_func (path, &period_cases[i], test_period_transitions);
    }
  g_test_add_func ("/play/clock/moves-do-not-carry", test_moves_do_not_carry);
  g_test_add_func ("/play/clock/flag/period", test_flag_period);
  g_test_add_func ("/play/clock/flag/press-late", test_flag_press_late);
  g_test_add_func ("/play/clock/flag/game-ended-first", test_stop_wins_over_flag);
  g_test_add_func ("/play/clock/sudden-death", test_sudden_death);
  g_test_add_func ("/play/clock/pause", test_pause);
  g_test_add_func ("/play/clock/online/per-move", test_online_per_move);
  g_test_add_func ("/play/clock/online/byoyomi", test_online_byoyomi);
  g_test_add_func ("/play/clock/online/byoyomi-periods", test_byoyomi_periods);
  g_test_add_func ("/play/clock/online/game-time", test_online_game_time);
  g_test_add_func ("/play/clock/fischer", test_fischer);
  g_test_add_func ("/play/clock/per-move", test_per_move);
  g_test_add_func ("/play/clock/none", test_no_clock);
  g_test_add_func ("/play/clock/penalty", test_penalty);
  g_test_add_func ("/play/clock/low-time", test_low_time_rearm);
  g_test_add_func ("/play/clock/give-turn", test_give_turn);
  g_test_add_func ("/play/clock/ticks", test_ticks_real_time);
  g_test_add_func ("/play/clock/thread-context", test_thread_context);
  g_test_add_func ("/play/clock/format", test_format);

  return g_test_run ();
}
