/* xq-game-node-private.h — tree surgery used by XqGame (not for readers)
 *
 * Copyright 2026 The Xiangqi developers
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "xq-game-node.h"

G_BEGIN_DECLS

XqGameNode *_xq_game_node_new         (XqMove move, guint ply);
/* Inserts @child (parentless) at @index (clamped) of @parent; takes a ref. */
void        _xq_game_node_insert      (XqGameNode *parent, XqGameNode *child, guint index);
/* Detaches @child from its parent; returns the reference the parent held. */
XqGameNode *_xq_game_node_remove      (XqGameNode *child);
/* Moves @child to @index among its siblings. */
void        _xq_game_node_move_to     (XqGameNode *child, guint index);
/* Replaces the NAGs. */
void        _xq_game_node_set_nags    (XqGameNode *node, const guint8 *nags, guint n_nags);

/* The text cached by xq_game_get_move_text() for @key, or NULL. */
const char *_xq_game_node_get_cached_text (XqGameNode *node, guint key);
void        _xq_game_node_set_cached_text (XqGameNode *node, guint key, const char *text);

G_END_DECLS
