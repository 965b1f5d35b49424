/* xq-handicap.h — handicap games: a side starts without some pieces
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Seed 000 (象棋巫师): the stronger side (usually the computer) gives odds by
 * leaving pieces off the board: a horse, both horses, a chariot, both
 * chariots, and so on.  "Left" is the giver's left as it sits at the board.
 * Red still moves first.
 */
#pragma once

#include <glib.h>

#include "xq-position.h"

G_BEGIN_DECLS

typedef enum
{
  XQ_HANDICAP_NONE = 0,
  XQ_HANDICAP_LEFT_HORSE,        /* 让左马 */
  XQ_HANDICAP_RIGHT_HORSE,       /* 让右马 */
  XQ_HANDICAP_BOTH_HORSES,       /* 让双马 */
  XQ_HANDICAP_LEFT_CHARIOT,      /* 让左车 */
  XQ_HANDICAP_RIGHT_CHARIOT,     /* 让右车 */
  XQ_HANDICAP_BOTH_CHARIOTS,     /* 让双车 */
  XQ_HANDICAP_CANNON,            /* 让一炮 (left) */
  XQ_HANDICAP_BOTH_CANNONS,      /* 让双炮 */
  XQ_HANDICAP_CHARIOT_HORSE,     /* 让车马 (left chariot, left horse) */
  XQ_HANDICAP_CHARIOT_CANNON,    /* 让车炮 */
  XQ_HANDICAP_CHARIOT_TWO_HORSES,/* 让一车双马 (三子) */
  XQ_HANDICAP_NINE_PIECES,       /* 让九子: chariots, horses, cannons, left pawns */
  XQ_N_HANDICAPS
} XqHandicap;

/* Machine name ("both-chariots") and translated display name. */
const char *xq_handicap_get_id (XqHandicap handicap);
const char *xq_handicap_get_name (XqHandicap handicap);
XqHandicap  xq_handicap_from_id (const char *id);

/* The squares the giver's pieces leave, for @giver; returns the count
 * written (at most 16). */
guint       xq_handicap_get_squares (XqHandicap handicap, XqColor giver, guint8 *squares);

/* The start position with @giver's handicap pieces removed. */
void        xq_handicap_apply (XqHandicap handicap, XqColor giver, XqPosition *pos);
/* The same as a FEN (free with g_free). */
char       *xq_handicap_dup_fen (XqHandicap handicap, XqColor giver);

G_END_DECLS
