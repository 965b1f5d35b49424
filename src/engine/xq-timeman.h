/* xq-timeman.h — time management: how long to think on this move
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "xq-search-limits.h"

typedef struct
{
  int64_t soft_ms;  /* do not start a new iteration after this; -1 = none
                     * (with a fixed move time: the whole time) */
  int64_t hard_ms;  /* stop the search at this point; -1 = none */
} XqTimeBudget;

/* Works out the budget of @side for @limits.  Keeps a safety margin of at
 * least 50 ms plus the overhead on every clock, so the engine never loses on
 * time (RULES §4.1.4). */
void xq_time_budget (const XqSearchLimits *limits, XqColor side, int ply,
                     XqTimeBudget *budget);
