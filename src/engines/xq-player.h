/* xq-player.h — a side of a match: a human or an engine
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The match asks a player for a move with xq_player_choose_move_async().
 * Humans do not implement it: their moves come from the user interface
 * through the match (xq_match_play_move()).  Engines choose off the main
 * thread and complete on the main context of the caller; cancelling the
 * GCancellable stops them at once, and a cancelled request always completes
 * with G_IO_ERROR_CANCELLED, never with a move.
 */
#pragma once

#include <gio/gio.h>

#include "xq-position.h"

G_BEGIN_DECLS

/* What a player needs to know to choose a move.  The caller owns it; an
 * implementation copies what it keeps. */
typedef struct
{
  const XqPosition *start;  /* the game's start position */
  const XqMove *moves;      /* the moves played since (repetition rules) */
  gsize n_moves;
  XqColor side;             /* the side to move */
  /* Clock (RULES §6), µs: time until each side's flag falls (-1: no clock),
   * increment per move, moves to the next period (0: none). */
  gint64 time_left[2];
  gint64 increment;
  guint moves_to_go;
  gint64 byoyomi;           /* byo-yomi per move once game time is used up */
  gint64 move_time;         /* a fixed time for this move (0: none) */
  guint move_limit;         /* natural move limit in rounds (0: none) */
} XqMoveRequest;

/* Errors of choose_move.  A player that gives the game up answers its move
 * request with XQ_PLAYER_ERROR_RESIGNED: the match records a resignation
 * (§4.1.9), not a fault. */
#define XQ_PLAYER_ERROR (xq_player_error_quark ())
typedef enum
{
  XQ_PLAYER_ERROR_RESIGNED,
} XqPlayerError;

GQuark xq_player_error_quark (void);

#define XQ_TYPE_PLAYER (xq_player_get_type ())
G_DECLARE_DERIVABLE_TYPE (XqPlayer, xq_player, XQ, PLAYER, GObject)

struct _XqPlayerClass
{
  GObjectClass parent_class;

  /* NULL for humans. */
  void     (*choose_move_async)  (XqPlayer            *self,
                                  const XqMoveRequest *request,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data);
  XqMove   (*choose_move_finish) (XqPlayer            *self,
                                  GAsyncResult        *result,
                                  GError             **error);
  /* Whether to accept a draw the opponent offered (§23.1), judged in the
   * position of @request.  The default declines. */
  gboolean (*accepts_draw)       (XqPlayer            *self,
                                  const XqMoveRequest *request);

  gpointer padding[8];
};

/* A human player named @name (may be NULL). */
XqPlayer   *xq_player_new_human         (const char *name);

const char *xq_player_get_name          (XqPlayer *self);
void        xq_player_set_name          (XqPlayer *self, const char *name);
/* TRUE when the player's moves come from the user interface. */
gboolean    xq_player_is_human          (XqPlayer *self);

void        xq_player_choose_move_async (XqPlayer            *self,
                                         const XqMoveRequest *request,
                                         GCancellable        *cancellable,
                                         GAsyncReadyCallback  callback,
                                         gpointer             user_data);
XqMove      xq_player_choose_move_finish (XqPlayer     *self,
                                          GAsyncResult *result,
                                          GError      **error);
gboolean    xq_player_accepts_draw      (XqPlayer            *self,
                                         const XqMoveRequest *request);

/* The position reached by @request's moves (helper for implementations). */
void        xq_move_request_get_position (const XqMoveRequest *request,
                                          XqPosition          *out);

G_END_DECLS
