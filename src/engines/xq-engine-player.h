/* xq-engine-player.h — the bundled engine as a player
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Searches in a worker thread (GTask) with the clock situation of the
 * request, so the engine manages its own time.  Cancelling the request sets
 * the search's stop flag; the request then completes with
 * G_IO_ERROR_CANCELLED and its move is thrown away.
 */
#pragma once

#include <stdatomic.h>

#include "xq-player.h"
#include "xq-search.h"

G_BEGIN_DECLS

#define XQ_TYPE_ENGINE_PLAYER (xq_engine_player_get_type ())
G_DECLARE_FINAL_TYPE (XqEnginePlayer, xq_engine_player, XQ, ENGINE_PLAYER, XqPlayer)

/* The engine at @level (XQ_LEVEL_MIN … XQ_LEVEL_MAX). */
XqPlayer *xq_engine_player_new (int level);

int   xq_engine_player_get_level (XqEnginePlayer *self);
void  xq_engine_player_set_level (XqEnginePlayer *self, int level);
/* Thinking time per move when the game has no clock (ms; default 1000). */
gint64 xq_engine_player_get_move_time (XqEnginePlayer *self);
void  xq_engine_player_set_move_time (XqEnginePlayer *self, gint64 move_time_ms);
/* How long a search may take beyond its time before it counts as stalled
 * (ms; 0: the default, 3 s).  A stalled search is told to stop and the
 * request fails with G_IO_ERROR_TIMED_OUT at once, said by ::fault; the
 * game is kept.  A search with no time limit is never stalled. */
void  xq_engine_player_set_margin (XqEnginePlayer *self, gint64 margin_ms);
/* The score of the last finished search, centipawns for the engine's side. */
int   xq_engine_player_get_last_score (XqEnginePlayer *self);

/* Why the engine cannot play from @pos (translated), or NULL when it can:
 * it needs both kings.  A request from such a position fails with
 * G_IO_ERROR_NOT_SUPPORTED and this reason, without a search. */
const char *xq_engine_player_cannot_play (const XqPosition *pos);

/* The search the worker runs: the engine's by default.  Tests put a fake
 * one here.  Runs in the worker thread; must return promptly once *@stop is
 * set.  Returns the move and its score for the side to move in *@score. */
typedef XqMove (*XqEngineSearchFunc) (const XqPosition     *start,
                                      const XqMove         *moves,
                                      gsize                 n_moves,
                                      const XqSearchLimits *limits,
                                      atomic_bool          *stop,
                                      int                  *score,
                                      gpointer              user_data);
void  xq_engine_player_set_search_func (XqEnginePlayer    *self,
                                        XqEngineSearchFunc func,
                                        gpointer           user_data);

G_END_DECLS
