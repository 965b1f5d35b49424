/* xq-tt.c — transposition table: buckets of four entries, replacing the
 * shallowest or oldest
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "xq-tt.h"

#include <stdlib.h>
#include <string.h>

bool
xq_tt_init (XqTT *tt, size_t mb)
{
  size_t bytes = (mb < 1 ? 1 : mb) * 1024 * 1024;
  size_t buckets = 1;
  while (buckets * 2 * XQ_TT_BUCKET * sizeof (XqTTEntry) <= bytes)
    buckets *= 2;
  tt->entries = calloc (buckets * XQ_TT_BUCKET, sizeof (XqTTEntry));
  tt->mask = buckets - 1;
  tt->age = 0;
  return tt->entries != NULL;
}

void
xq_tt_free (XqTT *tt)
{
  free (tt->entries);
  tt->entries = NULL;
  tt->mask = 0;
}

void
xq_tt_clear (XqTT *tt)
{
  if (tt->entries)
    memset (tt->entries, 0, (tt->mask + 1) * XQ_TT_BUCKET * sizeof (XqTTEntry));
  tt->age = 0;
}

void
xq_tt_new_search (XqTT *tt)
{
  tt->age = (uint8_t) ((tt->age + 1) & 63);
}

static inline XqTTEntry *
bucket (const XqTT *tt, uint64_t key)
{
  return tt->entries + (size_t) (key & tt->mask) * XQ_TT_BUCKET;
}

const XqTTEntry *
xq_tt_probe (const XqTT *tt, uint64_t key)
{
  XqTTEntry *e = bucket (tt, key);
  uint32_t k = (uint32_t) (key >> 32);
  for (int i = 0; i < XQ_TT_BUCKET; i++)
    if (e[i].key == k && (e[i].bound_age & 3) != XQ_BOUND_NONE)
      return &e[i];
  return NULL;
}

void
xq_tt_store (XqTT *tt, uint64_t key, XqMove move, int score, int eval,
             int depth, XqBound bound)
{
  XqTTEntry *e = bucket (tt, key);
  uint32_t k = (uint32_t) (key >> 32);
  XqTTEntry *victim = NULL;
  int worst = 1 << 30;

  for (int i = 0; i < XQ_TT_BUCKET; i++)
    {
      if (e[i].key == k || (e[i].bound_age & 3) == XQ_BOUND_NONE)
        {
          victim = &e[i];
          break;
        }
      int age_diff = (tt->age - (e[i].bound_age >> 2)) & 63;
      int worth = e[i].depth - 8 * age_diff;
      if (worth < worst)
        {
          worst = worth;
          victim = &e[i];
        }
    }
  /* Keep a clearly deeper entry of the same position (a quiescence result
   * must not replace a deep search), unless it is from an older search. */
  if (victim->key == k && (victim->bound_age & 3) != XQ_BOUND_NONE
      && (victim->bound_age >> 2) == tt->age
      && depth + (bound == XQ_BOUND_EXACT ? 1 : 3) <= victim->depth)
    return;
  if (move == XQ_MOVE_NONE && victim->key == k)
    move = victim->move;
  victim->key = k;
  victim->move = move;
  victim->score = (int16_t) score;
  victim->eval = (int16_t) eval;
  victim->depth = (int8_t) (depth < -1 ? -1 : depth > 127 ? 127 : depth);
  victim->bound_age = (uint8_t) (bound | (tt->age << 2));
}

int
xq_tt_hashfull (const XqTT *tt)
{
  int used = 0, total = 0;
  size_t n = (tt->mask + 1) * XQ_TT_BUCKET;
  for (size_t i = 0; i < n && total < 1000; i++, total++)
    if ((tt->entries[i].bound_age & 3) != XQ_BOUND_NONE
        && (tt->entries[i].bound_age >> 2) == tt->age)
      used++;
  return total ? used * 1000 / total : 0;
}
