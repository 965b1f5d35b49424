/* xq-tt.h — transposition table of the search
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "xq-types.h"

typedef enum
{
  XQ_BOUND_NONE = 0,
  XQ_BOUND_UPPER = 1, /* score <= value (fail low) */
  XQ_BOUND_LOWER = 2, /* score >= value (fail high) */
  XQ_BOUND_EXACT = 3
} XqBound;

typedef struct
{
  uint32_t key;   /* upper 32 bits of the Zobrist key */
  XqMove move;
  int16_t score;
  int16_t eval;
  int8_t depth;
  uint8_t bound_age; /* bound in bits 0..1, age in bits 2..7 */
} XqTTEntry;

typedef struct
{
  XqTTEntry *entries;
  size_t mask;      /* number of buckets - 1 */
  uint8_t age;
} XqTT;

#define XQ_TT_BUCKET 4

/* Allocates about @mb megabytes (at least 1); returns false on failure. */
bool xq_tt_init (XqTT *tt, size_t mb);
void xq_tt_free (XqTT *tt);
void xq_tt_clear (XqTT *tt);
/* Called at the start of each search so old entries are replaced first. */
void xq_tt_new_search (XqTT *tt);

/* Finds @key; returns the entry or NULL. */
const XqTTEntry *xq_tt_probe (const XqTT *tt, uint64_t key);
void xq_tt_store (XqTT *tt, uint64_t key, XqMove move, int score, int eval,
                  int depth, XqBound bound);
/* Permille of the first 1000 slots used in this search (UCI hashfull). */
int xq_tt_hashfull (const XqTT *tt);
