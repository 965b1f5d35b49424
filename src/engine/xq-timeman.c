/* xq-timeman.c — time management for fixed time, sudden death, moves in a
 * period, increment and byo-yomi (RULES §6)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-timeman.h"

static const int64_t SAFETY_MS = 50;       /* never use the last 50 ms */
static const int64_t DEFAULT_OVERHEAD_MS = 30;
static const int SUDDEN_DEATH_MOVES = 32;  /* moves we still expect to play */
static const int64_t MIN_THINK_MS = 5;

static int64_t
max64 (int64_t a, int64_t b)
{
  return a > b ? a : b;
}

static int64_t
min64 (int64_t a, int64_t b)
{
  return a < b ? a : b;
}

void
xq_time_budget (const XqSearchLimits *limits, XqColor side, int ply,
                XqTimeBudget *budget)
{
  int64_t overhead = limits->overhead_ms > 0 ? limits->overhead_ms : DEFAULT_OVERHEAD_MS;

  budget->soft_ms = -1;
  budget->hard_ms = -1;
  if (limits->infinite)
    return;

  if (limits->movetime_ms > 0)
    {
      /* A fixed time a move is a target, not a clock that flags: keep only
       * a sliver for the reply (3 ms at the default overhead; a tenth of it
       * where a third left 10 ms, 5 % of 0.2 s, unused). */
      int64_t t = max64 (limits->movetime_ms - overhead / 10, MIN_THINK_MS);
      budget->soft_ms = t;
      budget->hard_ms = t;
    }

  int64_t left = limits->time_ms[side];
  int64_t inc = limits->inc_ms[side] > 0 ? limits->inc_ms[side] : 0;
  int64_t byo = limits->byoyomi_ms > 0 ? limits->byoyomi_ms : 0;
  if (left < 0 && byo == 0)
    return;
  if (left < 0)
    left = 0;

  /* Usable time: what is left, keeping a margin, plus one byo-yomi period
   * (which is given afresh for every move once the main time is gone). */
  int64_t usable = left - SAFETY_MS - overhead;
  int64_t byo_usable = byo > 0 ? byo - SAFETY_MS - overhead : 0;
  int64_t soft, hard;

  if (usable <= 0)
    {
      /* Main time gone: byo-yomi only. */
      soft = max64 (byo_usable * 4 / 10, MIN_THINK_MS);
      hard = max64 (byo_usable, MIN_THINK_MS);
    }
  else
    {
      int mtg = limits->movestogo > 0 ? limits->movestogo : SUDDEN_DEATH_MOVES;
      if (limits->movestogo <= 0 && ply < 20)
        mtg += (20 - ply) / 4; /* spend less in the opening */
      if (mtg > 50)
        mtg = 50;
      soft = usable / mtg + inc * 3 / 4 + byo_usable * 6 / 10;
      hard = min64 (soft * 4, usable / 3 + inc + byo_usable);
      if (limits->movestogo == 1)
        hard = min64 (usable * 8 / 10 + byo_usable, usable + byo_usable);
      hard = min64 (hard, usable + byo_usable);
      soft = min64 (soft, hard);
      /* soft is the time we aim at; no new iteration starts after a bit
       * more than half of it, as the next one would not finish. */
      soft = soft * 55 / 100;
      soft = max64 (soft, MIN_THINK_MS);
      hard = max64 (hard, MIN_THINK_MS);
    }

  if (budget->hard_ms < 0 || hard < budget->hard_ms)
    budget->hard_ms = hard;
  if (budget->soft_ms < 0 || soft < budget->soft_ms)
    budget->soft_ms = soft;
}
