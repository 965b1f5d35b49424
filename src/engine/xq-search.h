/* xq-search.h — the search: iterative deepening PVS alpha-beta
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain C11.  The caller creates an XqSearch, sets it up, and calls
 * xq_search_run () from one thread at a time.  Another thread may stop a
 * running search through the atomic flag passed in.  With one thread and a
 * depth or node limit the search is deterministic.
 */
#pragma once

#include "xq-position.h"
#include "xq-search-limits.h"

#include <stdatomic.h>

#define XQ_SEARCH_MAX_MULTIPV 5

/* Scores: centipawns; mate scores are XQ_SCORE_MATE - plies to mate. */
#define XQ_SCORE_MATE 30000
#define XQ_SCORE_MATE_BOUND (XQ_SCORE_MATE - 2 * XQ_SEARCH_MAX_PLY)
#define XQ_SCORE_INFINITE 32000

#define XQ_LEVEL_MIN 1
#define XQ_LEVEL_MAX 8

typedef struct
{
  int depth;
  int seldepth;
  int multipv;           /* 1-based line number */
  int score;             /* centipawns for the side to move */
  bool is_mate;
  int mate;              /* moves to mate (negative: we are mated) */
  int bound;             /* 0 exact, 1 upper (fail low), 2 lower (fail high) */
  uint64_t nodes;
  uint64_t nps;
  int64_t time_ms;
  int hashfull;
  const XqMove *pv;
  int pv_len;
} XqSearchInfo;

typedef void (*XqSearchInfoFunc) (const XqSearchInfo *info, void *user_data);

typedef struct
{
  XqMove best;           /* XQ_MOVE_NONE when there is no legal move */
  XqMove ponder;         /* expected reply, or XQ_MOVE_NONE */
  int score;
  int depth;
  uint64_t nodes;
  int64_t time_ms;
} XqSearchResult;

typedef struct _XqSearch XqSearch;

/* A search object with a transposition table of @hash_mb megabytes. */
XqSearch *xq_search_new (size_t hash_mb);
void xq_search_free (XqSearch *s);
/* Resizes (and clears) the hash table; false if out of memory. */
bool xq_search_set_hash (XqSearch *s, size_t hash_mb);
/* Forgets everything learned (new game). */
void xq_search_clear (XqSearch *s);
/* Playing level 1 (weakest) to XQ_LEVEL_MAX (full strength, the default). */
void xq_search_set_level (XqSearch *s, int level);
int xq_search_get_level (const XqSearch *s);
/* Seed of the random choices of the weak levels (deterministic per seed). */
void xq_search_set_seed (XqSearch *s, uint64_t seed);
/* Natural move limit in plies without capture (RULES §4.2.4); default 120. */
void xq_search_set_move_limit (XqSearch *s, int plies);
void xq_search_set_info_func (XqSearch *s, XqSearchInfoFunc func, void *user_data);
/* From another thread while searching with limits.ponder: start the clock. */
void xq_search_ponderhit (XqSearch *s);

/* Searches the position reached from @start by @moves (the game so far, for
 * repetition rules; may be empty).  @stop may be NULL; when another thread
 * sets it the search returns promptly with its best move so far.  Always
 * returns a legal move when there is one. */
void xq_search_run (XqSearch *s, const XqPosition *start, const XqMove *moves,
                    size_t n_moves, const XqSearchLimits *limits,
                    atomic_bool *stop, XqSearchResult *result);

/* Nodes searched by the last (or the running) search. */
uint64_t xq_search_nodes (const XqSearch *s);

/* Estimated Elo rating of each level (index 1..XQ_LEVEL_MAX), for display. */
int xq_search_level_elo (int level);

/* Whether @score is a mate score; if so, *@mate gets the moves to mate
 * (negative: the side to move is mated). */
bool xq_search_score_mate (int score, int *mate);
