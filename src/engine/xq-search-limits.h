/* xq-search-limits.h — what bounds a search: depth, nodes, time, clocks
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C11.  Read by the search (xq-search.h) and by the time management
 * (xq-timeman.h), which works out a move's time from the clocks here.
 */
#pragma once

#include "xq-types.h"

/* The deepest line a search looks at, in plies from the root. */
#define XQ_SEARCH_MAX_PLY 100

typedef struct
{
  int depth;             /* maximum depth in plies; 0 = no limit */
  uint64_t nodes;        /* node budget; 0 = none */
  int64_t movetime_ms;   /* fixed time for this move; 0 = none */
  /* Clock state (RULES §6): time left (-1 = no clock), increment per move,
   * moves to the next time control (0 = sudden death), byo-yomi period. */
  int64_t time_ms[2];
  int64_t inc_ms[2];
  int movestogo;
  int64_t byoyomi_ms;
  int64_t overhead_ms;   /* expected communication delay; 0 = default 30 ms */
  bool infinite;         /* search until stopped */
  bool ponder;           /* ignore time until xq_search_ponderhit () */
  int multipv;           /* 1..5; 0 = 1 */
  /* Root moves not to consider (UCCI banmoves); NULL = none. */
  const XqMove *exclude;
  size_t n_exclude;
} XqSearchLimits;

/* Fills @limits with "no limit" values (an infinite analysis). */
void xq_search_limits_init (XqSearchLimits *limits);
