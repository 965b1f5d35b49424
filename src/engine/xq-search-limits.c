/* xq-search-limits.c — the limits of an infinite analysis
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-search-limits.h"

#include <string.h>

void
xq_search_limits_init (XqSearchLimits *limits)
{
  memset (limits, 0, sizeof *limits);
  limits->time_ms[0] = limits->time_ms[1] = -1;
  limits->infinite = false;
  limits->multipv = 1;
}
