/* xq-external-player.h — an external UCI or UCCI engine as a player
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The program is started on the first request (XqEngineClient) and gets the
 * game each move, with the clock as its protocol wants it (wtime, btime,
 * winc, binc, movestogo; UCCI's time, increment, opptime), or a fixed
 * time, depth or node count per move.  A fault of the engine (it ends,
 * hangs, answers nonsense or an illegal move) fails the request with an
 * XQ_ENGINE_CLIENT_ERROR; the program is stopped and started afresh on the
 * next request, so the game is kept and may go on with another player.
 * The ::fault signal says so, for the user.
 */
#pragma once

#include "xq-player.h"
#include "xq-engine-client.h"

G_BEGIN_DECLS

#define XQ_TYPE_EXTERNAL_PLAYER (xq_external_player_get_type ())
G_DECLARE_FINAL_TYPE (XqExternalPlayer, xq_external_player, XQ, EXTERNAL_PLAYER, XqPlayer)

/* A player running @argv (argv[0]: the program) in @protocol. */
XqPlayer *xq_external_player_new (const char * const *argv,
                                  XqEngineProtocol    protocol);

/* An option sent after the handshake (and at once if it is running). */
void     xq_external_player_set_option (XqExternalPlayer *self,
                                        const char       *name,
                                        const char       *value);
/* The options remembered for the engine (an a{ss}: name → value), sent
 * after each handshake to those the engine offers. */
void     xq_external_player_set_options (XqExternalPlayer *self,
                                         GVariant         *options);
/* The program run (argv[0]). */
const char *xq_external_player_get_program (XqExternalPlayer *self);
/* A fixed depth or node count per move instead of the clock (0: none). */
void     xq_external_player_set_limits (XqExternalPlayer *self,
                                        int               depth,
                                        guint64           nodes);
/* How long the engine may take beyond its time (ms; 0: the default). */
void     xq_external_player_set_margin (XqExternalPlayer *self,
                                        gint64            margin_ms);
/* The running program, or NULL before the first request or after a
 * fault. */
XqEngineClient *xq_external_player_get_client (XqExternalPlayer *self);

G_END_DECLS
